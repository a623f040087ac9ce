"""In-app rules reference for A House Divided (basic game), in English and Spanish.

Short summaries written for this app, keyed by the booklet's section numbers
(1-13). Mechanics and numbers follow the Spanish rulebook; where the booklet is
silent or unclear the text describes what this engine does (see RULES_NOTES.md),
flagged "This app:" / "En esta app:". Pure data plus `section()`.
"""

from __future__ import annotations

SECTIONS = {
    "1": {
        "title": {"en": "Introduction", "es": "Introducción"},
        "text": {
            "en": "A two-player strategic game of the American Civil War, from First Bull Run "
                  "(July 1861) to the end of the war. One player leads the Union, the other the "
                  "Confederacy, and each decides where his armies march, fight and recruit.\n"
                  "This app plays the basic game and enforces its rules.",
            "es": "Juego de estrategia para dos sobre la Guerra de Secesión, desde Bull Run "
                  "(julio de 1861) hasta el final de la guerra. Un jugador dirige a la Unión y el "
                  "otro a la Confederación; cada uno decide dónde marchan, combaten y reclutan "
                  "sus ejércitos.\n"
                  "Esta app juega la versión básica y hace cumplir sus reglas.",
        },
    },
    "1.1": {
        "title": {"en": "The sides", "es": "Los bandos"},
        "text": {
            "en": "The Union (the North) has blue counters; the Confederacy (the South, CSA) has "
                  "grey ones. In this reference \"Union\" and \"North\" name the same side, as do "
                  "\"Confederacy\", \"CSA\" and \"South\". The Union plays first in every turn.",
            "es": "La Unión (el Norte) juega con fichas azules y la Confederación (el Sur) con "
                  "fichas grises. Aquí \"Unión\" y \"Norte\" son el mismo bando, igual que "
                  "\"Confederación\" y \"Sur\". En cada turno juega primero la Unión.",
        },
    },
    "1.2": {
        "title": {"en": "The map", "es": "El mapa"},
        "text": {
            "en": "The map covers the eastern United States, west to Missouri, Arkansas and "
                  "Louisiana. Boxes are cities and key places, joined by rivers (blue lines), "
                  "roads (beige) and railways (dark). Units stand in boxes and move along these "
                  "lines. A box may also show a port (anchor), a recruitment number, or blue "
                  "river sides.\n"
                  "This app: the booklet does not contain the map, so its boxes and links were "
                  "drawn for the app from 1861 geography, keeping every fact the booklet gives.",
            "es": "El mapa abarca el este de Estados Unidos, hasta Missouri, Arkansas y "
                  "Louisiana. Las casillas son ciudades y lugares clave, unidas por ríos (líneas "
                  "azules), carreteras (beige) y ferrocarriles (oscuras). Las unidades ocupan "
                  "casillas y se desplazan por esas líneas. Una casilla puede tener además puerto "
                  "(ancla), número de reclutamiento o lados de río azules.\n"
                  "En esta app: el reglamento no incluye el mapa; sus casillas y conexiones se "
                  "han trazado según la geografía de 1861, respetando todo dato del reglamento.",
        },
    },
    "1.3": {
        "title": {"en": "Units", "es": "Unidades"},
        "text": {
            "en": "Infantry and cavalry come in three grades: militia, veteran and elite. A shot "
                  "hits on a die roll at or below the firer's combat value: militia infantry 2, "
                  "veteran infantry 3, elite infantry 3, militia cavalry 1, veteran cavalry 2. "
                  "A hit flips a unit to its damaged side; a second hit eliminates it.\n"
                  "This app: a damaged unit has its value minus 1 (never below 1), and damaged "
                  "elite infantry keeps 3. Elite cavalry is 3 (2 damaged). Counters are limited, "
                  "so promotions and recruits stop when a kind runs out.",
            "es": "Infantería y caballería tienen tres categorías: milicia, veterana y élite. Un "
                  "disparo acierta si el dado no supera el valor de combate de quien dispara: "
                  "infantería miliciana 2, veterana 3, de élite 3; caballería miliciana 1, "
                  "veterana 2. Con un impacto la ficha pasa a su cara dañada; con otro, queda "
                  "eliminada.\n"
                  "En esta app: dañada vale 1 menos (nunca menos de 1) y la infantería de élite "
                  "dañada sigue en 3. La caballería de élite vale 3 (2 dañada). Las fichas son "
                  "limitadas: sin fichas libres no hay ascenso ni recluta de ese tipo.",
        },
    },
    "2": {
        "title": {"en": "Setup", "es": "Preparación"},
        "text": {
            "en": "The game starts in July 1861. Maximum army size starts at 34 for the Union "
                  "and 29 for the Confederacy. Only full-strength militia infantry is on the map.\n"
                  "Union (12): Washington 3, Chicago 2, Fort Wayne 2, and 1 each in Harper's "
                  "Ferry, Pittsburgh, Canton, Columbus and St. Louis.\n"
                  "Confederacy (8): 1 each in Manassas Junction, Fredericksburg, Front Royal, "
                  "Charleston, Mobile, Jefferson City, Atlanta and New Orleans.\n"
                  "Each side's militia cavalry starts in its recruitment pool; 12 more Union "
                  "militia infantry wait for the drafts (8).",
            "es": "La partida empieza en julio de 1861. El tamaño máximo de ejército inicial es "
                  "34 para la Unión y 29 para la Confederación. En el mapa solo hay infantería "
                  "miliciana, a plena fuerza.\n"
                  "Unión (12): Washington 3, Chicago 2, Fort Wayne 2 y 1 en Harper's Ferry, "
                  "Pittsburgh, Canton, Columbus y St. Louis.\n"
                  "Confederación (8): 1 en Manassas Junction, Fredericksburg, Front Royal, "
                  "Charleston, Mobile, Jefferson City, Atlanta y New Orleans.\n"
                  "La caballería miliciana de cada bando empieza en su reserva de reclutamiento; "
                  "otras 12 infanterías milicianas de la Unión esperan a las levas (8).",
        },
    },
    "3": {
        "title": {"en": "Sequence of play", "es": "Secuencia de juego"},
        "text": {
            "en": "A turn is one month (two in winter). The Union plays its half first, then the "
                  "Confederacy. Each half has four segments in this order: movement, combat, "
                  "promotion, recruitment. A segment ends before the next begins, so nothing "
                  "moves once combat has started.\n"
                  "This app: limits \"per turn\" (marches per unit, jumps, having fought) apply "
                  "to each half-turn; a retreat bars reinforcing for the whole turn (5.2.4). "
                  "Your segments end only when you say so (End movement, End recruitment), so "
                  "you can take back your last step until dice are rolled.",
            "es": "Cada turno es un mes (dos en invierno). Primero juega su mitad la Unión y "
                  "después la Confederación. Cada mitad tiene cuatro fases por orden: "
                  "movimiento, combate, ascensos y reclutamiento. Una fase termina antes de "
                  "empezar la siguiente: ya en combate, nada se mueve.\n"
                  "En esta app: los límites \"por turno\" (marchas por unidad, saltos, haber "
                  "combatido) valen para cada mitad de turno; una retirada impide reforzar "
                  "durante todo el turno (5.2.4). Tus fases solo terminan cuando tú lo dices "
                  "(Terminar el movimiento, Terminar el reclutamiento), así que puedes deshacer "
                  "tu último paso hasta que se tiren dados.",
        },
    },
    "4": {
        "title": {"en": "Movement", "es": "Movimiento"},
        "text": {
            "en": "Roll a die for the number of marches this half-turn; a 1 counts as 2. A march "
                  "moves some or all units from one box, possibly to different boxes. Infantry "
                  "goes 1 box by road or enemy rail, 2 by river or friendly rail (both boxes "
                  "yours), and keeps to one kind of line per march. Cavalry goes 2 boxes on any "
                  "line, mixing road and rail but never river with another line. A unit that "
                  "enters a box with enemy units stops there and fights.\n"
                  "This app: a unit may take part in at most two marches per turn; you open a "
                  "march on a box, move or entrench its units, then end it. Movement ends when "
                  "you choose End movement, even with no marches left.",
            "es": "Tira un dado para saber cuántas marchas tienes en esta mitad de turno; un 1 "
                  "vale como 2. Una marcha mueve algunas o todas las unidades de una casilla, "
                  "incluso hacia destinos distintos. La infantería avanza 1 casilla por carretera "
                  "o ferrocarril enemigo y 2 por río o ferrocarril propio (ambas casillas tuyas), "
                  "sin cambiar de tipo de línea en la marcha. La caballería avanza 2 por "
                  "cualquier línea; puede combinar carretera y ferrocarril, pero nunca río con "
                  "otra. Quien entra en una casilla con enemigos se detiene y combate.\n"
                  "En esta app: una unidad participa como mucho en dos marchas por turno; se "
                  "abre la marcha en una casilla, se mueven o acantonan sus unidades y se cierra. "
                  "El movimiento termina cuando eliges Terminar el movimiento, aunque no queden "
                  "marchas.",
        },
    },
    "4.1": {
        "title": {"en": "The first turn", "es": "El primer turno"},
        "text": {
            "en": "In the first turn (July 1861) neither side rolls for movement. Each side gets "
                  "exactly two marches instead, to reflect the confusion at the start of the war.",
            "es": "En el primer turno (julio de 1861) nadie tira el dado de movimiento. Cada "
                  "bando dispone de exactamente dos marchas, reflejando el desorden del inicio "
                  "de la guerra.",
        },
    },
    "4.2": {
        "title": {"en": "Special movement", "es": "Movimientos especiales"},
        "text": {
            "en": "Exceptions to normal movement: cavalry jumps (4.2.1), Union river jumps "
                  "(4.2.2), Union naval moves (4.2.3) and naval invasions (4.2.4), entrenching "
                  "(4.2.5) and the Potomac ban on the Confederacy (4.2.6). All of them use the "
                  "marches rolled under rule 4.",
            "es": "Excepciones al movimiento normal: saltos de caballería (4.2.1), saltos de río "
                  "de la Unión (4.2.2), movimiento naval (4.2.3) e invasión naval (4.2.4) de la "
                  "Unión, acantonamiento (4.2.5) y la prohibición del Potomac para la "
                  "Confederación (4.2.6). Todos gastan las marchas obtenidas según la regla 4.",
        },
    },
    "4.2.1": {
        "title": {"en": "Cavalry jumps", "es": "Saltos de caballería"},
        "text": {
            "en": "Cavalry may jump through a box holding enemy units. A unit jumps at most once "
                  "per turn. The jump may not end in a box with enemy units, may not pass "
                  "through a box with enemy cavalry, and may not be made by river.\n"
                  "This app: the one-jump limit counts cavalry and river jumps together.",
            "es": "La caballería puede saltar a través de una casilla con unidades enemigas. Cada "
                  "unidad salta como mucho una vez por turno. El salto no puede acabar en una "
                  "casilla con enemigos, ni cruzar una con caballería enemiga, ni hacerse por "
                  "río.\n"
                  "En esta app: el límite de un salto incluye tanto saltos de caballería como "
                  "de río.",
        },
    },
    "4.2.2": {
        "title": {"en": "Union river jumps", "es": "Saltos de río de la Unión"},
        "text": {
            "en": "Any Union unit, cavalry included, may jump through an enemy box while moving "
                  "downstream (white arrows show the direction). Never upstream, and never for "
                  "the Confederacy. The cavalry-jump limits apply, except that a river jump may "
                  "pass enemy cavalry.\n"
                  "This app: both river links of the jump must run downstream.",
            "es": "Cualquier unidad de la Unión, caballería incluida, puede saltar una casilla "
                  "enemiga si navega río abajo (lo indican las flechas blancas). Nunca río "
                  "arriba, y nunca la Confederación. Rigen los límites del salto de caballería, "
                  "salvo que aquí sí se puede pasar junto a caballería enemiga.\n"
                  "En esta app: los dos tramos de río del salto deben ir a favor de la corriente.",
        },
    },
    "4.2.3": {
        "title": {"en": "Union naval moves", "es": "Movimiento naval de la Unión"},
        "text": {
            "en": "A Union unit that started the turn in a port (anchor) may sail straight to any "
                  "other Union-held port. Every sailing unit costs one march of its own, even if "
                  "several leave the same port. A unit that sails makes no other move that turn.\n"
                  "This app: naval moves are made between marches, by units that have not taken "
                  "part in any march yet.",
            "es": "Una unidad de la Unión que empezó el turno en un puerto (ancla) puede ir por "
                  "mar a cualquier otro puerto de la Unión. Cada unidad embarcada gasta una "
                  "marcha, aunque salgan varias del mismo puerto. La unidad que navega no hace "
                  "ningún otro movimiento ese turno.\n"
                  "En esta app: se hace entre marchas y solo con unidades que aún no han "
                  "marchado.",
        },
    },
    "4.2.4": {
        "title": {"en": "Naval invasion", "es": "Invasión naval"},
        "text": {
            "en": "Only when the Union's movement roll is a 6. Units that start the turn in "
                  "Washington sail to any Confederate-held port, one march per unit. An empty "
                  "port is captured; an occupied one means a battle, with the invaders counting "
                  "as crossing a river (5.2.3). The invasion is optional and cannot be saved for "
                  "a later turn.\n"
                  "This app: all invaders of a turn land in the same port; an empty port "
                  "becomes the Union's when control changes, at the end of the half-turn (9), "
                  "so other units cannot sail there by ordinary naval move that turn.",
            "es": "Solo si la Unión saca un 6 en la tirada de movimiento. Unidades que empiezan "
                  "el turno en Washington van por mar a un puerto confederado, a una marcha por "
                  "unidad. Un puerto vacío se captura; uno ocupado provoca batalla, y los "
                  "invasores cuentan como si cruzaran un río (5.2.3). Es opcional y no se puede "
                  "reservar para otro turno.\n"
                  "En esta app: todos los invasores del turno desembarcan en el mismo puerto; un "
                  "puerto vacío pasa a la Unión cuando cambia el control, al final de la mitad "
                  "de turno (9), así que otras unidades no pueden llegar allí ese turno con un "
                  "movimiento naval normal.",
        },
    },
    "4.2.5": {
        "title": {"en": "Entrenchment", "es": "Acantonamiento"},
        "text": {
            "en": "A unit may spend its march entrenching instead of moving: 1 march in a "
                  "recruitment city (any box with a printed number), 2 marches elsewhere, never "
                  "in a box with enemy units. Units that arrive later are not entrenched, and a "
                  "unit that leaves loses it. Washington, Richmond, Fort Monroe and Vicksburg "
                  "are permanent: a unit of the side holding the box is always entrenched there.\n"
                  "This app: both marches of a 2-march entrenchment must fall in the same "
                  "half-turn.",
            "es": "En vez de moverse, una unidad puede gastar su marcha en acantonarse: 1 marcha "
                  "en una ciudad de reclutamiento (casilla con número impreso), 2 en cualquier "
                  "otra, nunca donde haya enemigos. Quien llega después no queda acantonado, y "
                  "quien sale lo pierde. Washington, Richmond, Fort Monroe y Vicksburg son "
                  "permanentes: las unidades del bando que controla la casilla siempre están "
                  "acantonadas allí.\n"
                  "En esta app: las 2 marchas deben gastarse en la misma mitad de turno.",
        },
    },
    "4.2.6": {
        "title": {"en": "The Potomac", "es": "El Potomac"},
        "text": {
            "en": "Confederate units can never use the Potomac river line between Washington "
                  "and Fredericksburg; Union gunboats control it.\n"
                  "This app: the ban covers every kind of movement: marches, retreats, cavalry "
                  "withdrawals and reinforcements.",
            "es": "Las unidades confederadas nunca pueden usar la línea fluvial del Potomac "
                  "entre Washington y Fredericksburg, dominada por la flota de la Unión.\n"
                  "En esta app: vale para todo desplazamiento: marchas, retiradas, retiradas de "
                  "caballería y refuerzos.",
        },
    },
    "5": {
        "title": {"en": "Battles", "es": "Batallas"},
        "text": {
            "en": "After movement, every box with units of both sides has a battle. The side "
                  "that moved in attacks and picks the order; one battle ends before the next. "
                  "Each round the defender fires first, then the attacker. Rounds go on until a "
                  "side is wiped out or retreats.\n"
                  "This app: if, from round 2, a whole round passes in which nobody can hit, "
                  "the attacker must retreat (or is eliminated if he cannot) and the defender "
                  "wins.",
            "es": "Tras el movimiento, hay batalla en cada casilla con unidades de ambos bandos. "
                  "Ataca quien entró en la casilla, y elige el orden; cada batalla acaba antes "
                  "de empezar otra. En cada ronda dispara primero el defensor y luego el "
                  "atacante, hasta que un bando es aniquilado o se retira.\n"
                  "En esta app: si desde la ronda 2 pasa una ronda entera sin que nadie pueda "
                  "acertar, el atacante debe retirarse (o es eliminado si no puede) y gana el "
                  "defensor.",
        },
    },
    "5.1": {
        "title": {"en": "Combat rounds", "es": "Rondas de combate"},
        "text": {
            "en": "Each unit fires once per round at an enemy unit chosen by its owner. Spread "
                  "the fire: each unit aims at a different enemy while possible, and only extra "
                  "units may double up. All targets are declared before rolling and cannot "
                  "change. Roll a die per shot: at or below the modified value, the target is "
                  "damaged; a damaged unit hit again is eliminated.\n"
                  "This app: a shot at a unit already eliminated is lost; units that cannot hit "
                  "anything do not fire; when every target is forced, the app declares them "
                  "and you just fire.",
            "es": "Cada unidad dispara una vez por ronda contra un enemigo que elige su dueño. "
                  "Hay que repartir: cada unidad apunta a un enemigo distinto mientras se pueda, "
                  "y solo las sobrantes repiten objetivo. Los objetivos se fijan antes de tirar y "
                  "no cambian. Un dado por disparo: si no supera el valor modificado, el objetivo "
                  "queda dañado; si ya lo estaba, eliminado.\n"
                  "En esta app: el disparo contra una unidad ya eliminada se pierde; las "
                  "unidades que no pueden acertar a nadie no disparan; si todos los objetivos "
                  "son forzosos, la app los declara y solo tienes que disparar.",
        },
    },
    "5.2": {
        "title": {"en": "Modifiers and battle options", "es": "Modificadores y opciones"},
        "text": {
            "en": "Modifiers to the firer's value add up: entrenched target -1 (5.2.1), elite "
                  "infantry target -1 (5.2.2), defender firing at river-crossing attackers +1 in "
                  "rounds 1 and 2 (5.2.3). A unit whose modified value is 0 cannot fire at that "
                  "target. From round 2, sides may reinforce (5.2.4) or retreat (5.2.5); "
                  "defending cavalry may withdraw before round 1 (5.2.6).\n"
                  "This app: when no unit of a side can hit, its fire step is skipped.",
            "es": "Los modificadores al valor de quien dispara se suman: objetivo acantonado -1 "
                  "(5.2.1), objetivo de infantería de élite -1 (5.2.2), defensor contra "
                  "atacantes que cruzan un río +1 en las rondas 1 y 2 (5.2.3). Con valor "
                  "modificado 0 no se puede disparar a ese objetivo. Desde la ronda 2 se puede "
                  "reforzar (5.2.4) o retirarse (5.2.5); la caballería defensora puede irse "
                  "antes de la ronda 1 (5.2.6).\n"
                  "En esta app: si ninguna unidad de un bando puede acertar, su disparo se salta.",
        },
    },
    "5.2.1": {
        "title": {"en": "Entrenched targets", "es": "Objetivos acantonados"},
        "text": {
            "en": "Firing at an entrenched unit gives -1 to the firer's value, so veteran "
                  "infantry hits on 1-2 instead of 1-3. Militia cavalry (value 1) cannot fire at "
                  "entrenched units at all.\n"
                  "This app: attackers are never entrenched, since they have just moved.",
            "es": "Disparar a una unidad acantonada resta 1 al valor del tirador: la infantería "
                  "veterana acierta con 1-2 en vez de 1-3. La caballería miliciana (valor 1) no "
                  "puede disparar contra unidades acantonadas.\n"
                  "En esta app: los atacantes nunca están acantonados, pues acaban de moverse.",
        },
    },
    "5.2.2": {
        "title": {"en": "Elite infantry", "es": "Infantería de élite"},
        "text": {
            "en": "Elite infantry fires at 3 and also has a defence of -1: any unit firing at "
                  "it, enemy elite infantry included, gets -1. If it is also entrenched the "
                  "penalty is -2, so militia (infantry or cavalry) and veteran cavalry cannot "
                  "harm entrenched elite infantry.",
            "es": "La infantería de élite dispara con 3 y además tiene defensa -1: quien le "
                  "dispare, incluso otra infantería de élite, resta 1. Si además está acantonada "
                  "el castigo es -2, así que ni la milicia (infantería o caballería) ni la "
                  "caballería veterana pueden dañarla.",
        },
    },
    "5.2.3": {
        "title": {"en": "River crossings", "es": "Cruce de ríos"},
        "text": {
            "en": "Some boxes have one or two blue sides. Attackers that entered along a line "
                  "meeting a blue side are crossing a river. In the defender's first two fire "
                  "steps only, his units get +1 against crossing units: veteran infantry hits on "
                  "1-4. Against crossing elite infantry the +1 and -1 cancel out. Naval invaders "
                  "always count as crossing.\n"
                  "This app: an attacking reinforcement that arrives across a blue side also "
                  "counts as crossing.",
            "es": "Algunas casillas tienen uno o dos lados azules. Los atacantes que entraron "
                  "por una línea que llega a un lado azul están cruzando un río. Solo en los dos "
                  "primeros disparos del defensor, sus unidades suman +1 contra ellos: la "
                  "infantería veterana acierta con 1-4. Contra infantería de élite que cruza, el "
                  "+1 y el -1 se anulan. Los invasores navales siempre cuentan como que cruzan.\n"
                  "En esta app: un refuerzo atacante que llega por un lado azul también cruza.",
        },
    },
    "5.2.4": {
        "title": {"en": "Reinforcements", "es": "Refuerzos"},
        "text": {
            "en": "From round 2, before firing, each side may bring in one unit from each "
                  "adjacent linked box where it has units. Units that retreated this turn may "
                  "not. The attacker may not draw from a box that also holds enemy units, nor "
                  "use units that fought another battle. The defender may draw from a box with "
                  "enemy units only if he leaves at least as many units there as the enemy has. "
                  "A side already wiped out cannot reinforce: that battle is over.\n"
                  "This app: each round the defender reinforces first, then the attacker; a "
                  "reinforcing unit loses its entrenchment; a unit that retreated (or withdrew) "
                  "cannot reinforce until the next game turn, in either half.",
            "es": "Desde la ronda 2, antes de disparar, cada bando puede traer una unidad de "
                  "cada casilla adyacente y conectada donde tenga unidades. No pueden las que se "
                  "retiraron este turno. El atacante no puede tomarlas de casillas con enemigos "
                  "ni usar unidades que lucharon en otra batalla. El defensor sí puede sacarlas "
                  "de una casilla con enemigos si deja allí al menos tantas unidades como el "
                  "enemigo. Un bando ya aniquilado no se refuerza: la batalla ha terminado.\n"
                  "En esta app: en cada ronda refuerza primero el defensor y luego el atacante; "
                  "el refuerzo pierde su acantonamiento; una unidad que se retiró no puede "
                  "reforzar hasta el turno siguiente, en ninguna de las dos mitades.",
        },
    },
    "5.2.5": {
        "title": {"en": "Retreat", "es": "Retirada"},
        "text": {
            "en": "From round 2, a side may retreat when it is its turn to fire, before choosing "
                  "targets. The whole army moves to one adjacent linked box with no enemy units, "
                  "that is not an enemy recruitment city and not a box the enemy came from. If "
                  "such a box is under your control, you must pick one of those. With no legal "
                  "box there is no retreat. The side that retreats loses the battle.",
            "es": "Desde la ronda 2, un bando puede retirarse cuando le toca disparar, antes de "
                  "elegir objetivos. Todo el ejército va a una sola casilla adyacente y "
                  "conectada, sin enemigos, que no sea ciudad de reclutamiento enemiga ni la "
                  "casilla de donde vino el enemigo. Si alguna de ellas es tuya, debes elegir una "
                  "de esas. Sin casilla válida no hay retirada. Quien se retira pierde la "
                  "batalla.",
        },
    },
    "5.2.6": {
        "title": {"en": "Cavalry withdrawal", "es": "Retirada de la caballería"},
        "text": {
            "en": "A defender with only cavalry in the box may leave before round 1. It goes to "
                  "an adjacent box with no enemy units, not an enemy recruitment city and not "
                  "where the attackers came from. It cannot withdraw if every attacker is "
                  "cavalry too. Withdrawing is not a defeat.\n"
                  "This app: all the cavalry goes to one box, nobody wins (so nobody is "
                  "promoted), and it counts as having retreated for 5.2.4.",
            "es": "Un defensor que solo tiene caballería en la casilla puede irse antes de la "
                  "ronda 1. Va a una casilla adyacente sin enemigos, que no sea ciudad de "
                  "reclutamiento enemiga ni de donde vinieron los atacantes. No puede hacerlo si "
                  "todos los atacantes son también caballería. Irse así no es una derrota.\n"
                  "En esta app: toda la caballería va a una misma casilla, nadie gana (ni "
                  "asciende) y cuenta como retirada a efectos de 5.2.4.",
        },
    },
    "5.2.7": {
        "title": {"en": "Reorganization", "es": "Reorganización"},
        "text": {
            "en": "When the combat segment ends, every damaged unit of both sides flips back to "
                  "full strength. Damage only matters for the battles of that segment.",
            "es": "Al terminar la fase de combate, todas las unidades dañadas de ambos bandos "
                  "vuelven a su cara completa. El daño solo cuenta en las batallas de esa fase.",
        },
    },
    "6": {
        "title": {"en": "Promotion", "es": "Ascensos"},
        "text": {
            "en": "Promotion swaps a unit for the next grade: militia to veteran, veteran to "
                  "elite. The winner of a battle, attacking or defending, may at once promote "
                  "one unit that fought in it. In the promotion segment the phasing player may "
                  "promote one more unit anywhere.\n"
                  "This app: every battle won gives one promotion, even to a unit promoted "
                  "earlier; the promotion segment's unit must be another than those promoted for "
                  "a win in that half-turn; a free counter of the new grade is needed; the unit "
                  "keeps its damage and entrenchment.",
            "es": "Ascender cambia una unidad por la categoría siguiente: de milicia a veterana y "
                  "de veterana a élite. Quien gana una batalla, ataque o defienda, puede ascender "
                  "al momento una unidad que luchó en ella. En la fase de ascensos, el jugador "
                  "en turno puede ascender otra unidad cualquiera.\n"
                  "En esta app: cada batalla ganada da un ascenso, aunque la unidad ya hubiera "
                  "ascendido antes; en la fase de ascensos debe ser otra unidad distinta de las "
                  "ascendidas por victorias en esa mitad de turno; hace falta una ficha libre del "
                  "nuevo tipo; se conservan daño y acantonamiento.",
        },
    },
    "7": {
        "title": {"en": "Recruitment", "es": "Reclutamiento"},
        "text": {
            "en": "Roll a die: that many militia may be recruited (a 1 counts as 2), infantry or "
                  "cavalry, from the pool, which also holds militia eliminated or promoted "
                  "earlier. Each recruit goes to a different city you hold with a square of your "
                  "colour (blue Union, red CSA); some cities, like Cairo, recruit for whoever "
                  "holds them. Your maximum army size is the sum of your colour's numbers in "
                  "cities you hold (34 and 29 at the start): units on the map may not exceed it, "
                  "but nothing is removed if it falls.\n"
                  "This app: you may decline to roll; the segment is skipped when nothing could "
                  "be recruited.",
            "es": "Tira un dado: recluta esa cantidad de milicia (un 1 vale 2), infantería o "
                  "caballería, de la reserva, que incluye la milicia eliminada o ascendida. Cada "
                  "recluta va a una ciudad distinta tuya con un cuadro de tu color (azul Unión, "
                  "rojo Confederación); algunas, como Cairo, sirven a quien las controle. Tu "
                  "tamaño máximo de ejército es la suma de los números de tu color en tus "
                  "ciudades (34 y 29 al inicio): tus unidades en el mapa no pueden superarlo, "
                  "pero si baja no se retira nada.\n"
                  "En esta app: puedes no tirar; la fase se salta si no se puede reclutar nada.",
        },
    },
    "8": {
        "title": {"en": "Union drafts", "es": "Levas de la Unión"},
        "text": {
            "en": "The Union starts with 12 militia infantry; 12 more are unavailable until "
                  "drafted. In the April turns of 1862, 1863 and 1864, 4 more join the Union "
                  "pool each time, for 16, 20 and then 24.\n"
                  "This app: those are turns 8, 18 and 28; the draft arrives at the start of the "
                  "turn, in time for that turn's recruitment.",
            "es": "La Unión empieza con 12 infanterías milicianas; otras 12 no se pueden usar "
                  "hasta las levas. En los turnos de abril de 1862, 1863 y 1864 llegan 4 más a su "
                  "reserva cada vez: 16, 20 y por último 24.\n"
                  "En esta app: son los turnos 8, 18 y 28; la leva llega al empezar el turno, a "
                  "tiempo para reclutar en él.",
        },
    },
    "9": {
        "title": {"en": "Capturing boxes", "es": "Captura de casillas"},
        "text": {
            "en": "At the start blue boxes are Union, grey boxes Confederate and white boxes "
                  "(such as Kentucky) nobody's. A side captures a box by having a unit in it at "
                  "the end of a turn, and keeps it until the enemy takes it. Cavalry alone holds "
                  "a box only while it stays; when it leaves, the box returns to its original "
                  "owner unless infantry of that side has moved or been recruited in.\n"
                  "This app: control changes at the end of every half-turn (each player's "
                  "turn), an invaded port too.",
            "es": "Al empezar, las casillas azules son de la Unión, las grises de la "
                  "Confederación y las blancas (como Kentucky) de nadie. Un bando captura una "
                  "casilla si tiene una unidad en ella al final del turno, y la conserva hasta "
                  "que el enemigo se la quite. La caballería sola solo retiene la casilla "
                  "mientras permanece; si se va, vuelve a su dueño original salvo que haya "
                  "entrado o se haya reclutado infantería de ese bando.\n"
                  "En esta app: el control cambia al final de cada mitad de turno (el turno de "
                  "cada jugador), también el de un puerto invadido.",
        },
    },
    "10": {
        "title": {"en": "Game length", "es": "Duración"},
        "text": {
            "en": "At most 40 turns, from July 1861 to June 1865, though a side usually wins "
                  "sooner. The turn marker advances after the Confederate half.\n"
                  "This app: winter turns cover two months (December-January and "
                  "February-March), so every April is a turn of its own and turn 10 is June "
                  "1862.",
            "es": "Como máximo 40 turnos, de julio de 1861 a junio de 1865, aunque normalmente "
                  "alguien gana antes. El marcador de turno avanza tras la mitad confederada.\n"
                  "En esta app: los turnos de invierno duran dos meses (diciembre-enero y "
                  "febrero-marzo); así abril es siempre un turno propio y el turno 10 es junio "
                  "de 1862.",
        },
    },
    "11": {
        "title": {"en": "Victory", "es": "Victoria"},
        "text": {
            "en": "The Union wins at once when it holds all seven Confederate cities worth 2 or "
                  "3: New Orleans, Mobile, Atlanta, Memphis, Charleston, Wilmington and "
                  "Richmond. The Confederacy wins by capturing Washington (at once), by having a "
                  "larger maximum army size than the Union, or if the Union has not won after "
                  "40 turns.\n"
                  "This app: checks run whenever control changes; the army-size win is checked "
                  "at the end of each Confederate half-turn.",
            "es": "La Unión gana en el acto si controla las siete ciudades confederadas de valor "
                  "2 o 3: New Orleans, Mobile, Atlanta, Memphis, Charleston, Wilmington y "
                  "Richmond. La Confederación gana si captura Washington (en el acto), si su "
                  "tamaño máximo de ejército supera al de la Unión, o si la Unión no ha ganado "
                  "tras 40 turnos.\n"
                  "En esta app: se comprueba cada vez que cambia el control; la victoria por "
                  "tamaño de ejército, al final de cada mitad confederada.",
        },
    },
    "12": {
        "title": {"en": "Beginner Union player", "es": "Unión principiante"},
        "text": {
            "en": "A balance aid for a new Union player: the Confederacy wins by Washington or by "
                  "army size only if the condition holds at the end of a Union half-turn, not "
                  "its own. The 40-turn win is unchanged.\n"
                  "This app: the \"Beginner Union player\" option.",
            "es": "Ayuda de equilibrio para un jugador novato de la Unión: la Confederación solo "
                  "gana por Washington o por tamaño de ejército si la condición se cumple al "
                  "final de una mitad de turno de la Unión, no de la suya. La victoria a los 40 "
                  "turnos no cambia.\n"
                  "En esta app: la opción \"Beginner Union player\" (Unión principiante).",
        },
    },
    "13": {
        "title": {"en": "Short game", "es": "Partida corta"},
        "text": {
            "en": "A 10-turn game, July 1861 to June 1862, with all the normal rules and victory "
                  "conditions. If nobody has won by the end, the Union wins when its maximum "
                  "army size is at least 5 more than the Confederacy's; otherwise the "
                  "Confederacy wins.",
            "es": "Partida de 10 turnos, de julio de 1861 a junio de 1862, con todas las reglas y "
                  "condiciones de victoria normales. Si al final nadie ha ganado, la Unión gana "
                  "si su tamaño máximo de ejército supera en 5 o más al confederado; si no, gana "
                  "la Confederación.",
        },
    },
}


def section(rule: str) -> dict | None:
    """The entry for a rule reference as the engine cites it ("4.2.6", "5.2.3", "11", "4.1" ...): the exact
    section if present, else the nearest parent ("5.2.3" -> "5.2" -> "5"), else None."""
    if not isinstance(rule, str):
        return None
    key = rule.strip().rstrip(".")
    while key:
        entry = SECTIONS.get(key)
        if entry is not None:
            return entry
        if "." not in key:
            return None
        key = key.rsplit(".", 1)[0]
    return None


def _order(rule: str) -> tuple:
    return tuple(int(x) for x in rule.split("."))


def index() -> list:
    """Every section this text has, in rulebook order (1, 1.1, ..., 4, 4.1,
    4.2, 4.2.1, ..., 13), with its titles and depth (0 for "4", 2 for "4.2.4")."""
    return [{"rule": k, "title": dict(SECTIONS[k]["title"]), "depth": k.count(".")}
            for k in sorted(SECTIONS, key=_order)]
