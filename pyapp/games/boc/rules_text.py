"""In-app rules reference for Gettysburg: Badges of Courage, in English and Spanish.

Short summaries written for this app, keyed by the rulebook's section numbers
(rules 1.07: "1.0" to "10.0", with every numbered subsection the rulebook has,
e.g. "4.61", "5.23", "9.74"). The optional rules that sit in the rulebook's
sidebars have keys of their own under "opt":

- "opt"            the optional rules, listed
- "opt.fixed"      fixed turn order (sidebar to 1.1)
- "opt.column"     column and line (sidebar to 6.x)
- "opt.hancock"    the Hancock option (sidebar to 3.x/4.x)
- "opt.longstreet" the Longstreet option (Day 2 order-of-battle sheet; 9.5)
- "opt.free"       free deployment (points to 9.6)
- "opt.cavalry"    the cavalry battle (points to 10.0)

Mechanics and numbers follow the Spanish rulebook; where it is silent or
unclear the text describes what this engine does (RULES_NOTES.md), flagged
"This app:" / "En esta app:". Pure data plus `section()` and `index()`.
"""

from __future__ import annotations

# The optional rules, in the order the index lists them (after 10.0).
OPTIONS = ("opt", "opt.fixed", "opt.column", "opt.hancock", "opt.longstreet", "opt.free",
           "opt.cavalry")

SECTIONS = {
    "1.0": {
        "title": {"en": "Game turns", "es": "Turnos de juego"},
        "text": {
            "en": "A two-player block game of the battle of Gettysburg, July 1863: one player "
                  "leads the Union (USA, blue blocks), the other the Confederacy (CSA, grey "
                  "blocks). Each game turn is one hour of the battle and holds two player "
                  "turns, one per side. The side whose player turn it is is the Friendly "
                  "player; the other is the Enemy player.\n"
                  "Scale: every block is a brigade (the CSA calls its artillery units "
                  "battalions); a step is about 600 men or 8 guns; a hex is 400 m (a quarter "
                  "mile).\n"
                  "This app: a day has 13 hourly turns, 8 AM to 8 PM. Between two days comes a "
                  "Night turn (9.7); none follows Day 3.",
            "es": "Juego de bloques para dos sobre la batalla de Gettysburg, julio de 1863: un "
                  "jugador dirige a la Unión (USA, bloques azules) y el otro a la "
                  "Confederación (CSA, bloques grises). Cada turno de juego es una hora de "
                  "batalla y contiene dos turnos de jugador, uno por bando. El bando al que le "
                  "toca es el jugador Amigo; el otro es el Enemigo.\n"
                  "Escala: cada bloque es una brigada (la artillería CSA se organiza en "
                  "batallones); un paso son unos 600 hombres u 8 cañones; un hex mide 400 m "
                  "(un cuarto de milla).\n"
                  "En esta app: un día tiene 13 turnos de una hora, de las 8 AM a las 8 PM. "
                  "Entre dos días hay un turno de Noche (9.7); después del Día 3 no hay ninguno.",
        },
    },
    "1.1": {
        "title": {"en": "Initiative", "es": "Iniciativa"},
        "text": {
            "en": "At the start of every game turn each player rolls 2d6. The higher total is "
                  "Player 1 and plays first this hour; a tie is rolled again. So the side that "
                  "played second in one hour may play first in the next and get two player "
                  "turns in a row.\n"
                  "In the first turn of every scenario the CSA has the initiative without a "
                  "roll (9.2-9.4). Night turns roll normally (9.7).\n"
                  "This app: in the full battle the first turns of Day 2 and Day 3 are rolled "
                  "normally. With the fixed turn order option (opt.fixed) nobody rolls.",
            "es": "Al empezar cada turno de juego, cada jugador tira 2d6. Quien saque más es "
                  "el Jugador 1 y juega primero en esta hora; un empate se vuelve a tirar. "
                  "Así, quien jugó segundo en una hora puede jugar primero en la siguiente y "
                  "encadenar dos turnos seguidos.\n"
                  "En el primer turno de cada escenario la iniciativa es del CSA, sin tirar "
                  "(9.2-9.4). Los turnos de Noche se tiran con normalidad (9.7).\n"
                  "En esta app: en la batalla completa, los primeros turnos del Día 2 y del Día "
                  "3 se tiran con normalidad. Con la opción de orden fijo (opt.fixed) nadie "
                  "tira.",
        },
    },
    "1.2": {
        "title": {"en": "Player 1's turn", "es": "Turno del Jugador 1"},
        "text": {
            "en": "A player turn has five phases, always in this order:\n"
                  "1. Command (4.1): turn HQs face-up (activate them); an HQ may first step "
                  "into an adjacent Friendly hex. Friendly units within an active HQ's command "
                  "range are under command.\n"
                  "2. Fire (5.1): artillery, infantry and cavalry under command may fire; "
                  "artillery reaches 1 to 3 hexes, infantry and cavalry only adjacent hexes.\n"
                  "3. Move (6.1): units that neither commanded nor fired may move, without "
                  "needing command, up to their allowance, stopping on entering an enemy zone "
                  "of control. Front-line units under command may step into an enemy hex to "
                  "start a melee.\n"
                  "4. Melee (7.1): melees are fought one hex at a time, in the order the "
                  "Friendly player likes, in 1 to 3 rounds; both sides may fight or retreat, "
                  "and an attacker that has not won must retreat in round 3.\n"
                  "5. Supply (8.1): HQs may be activated to rebuild units: a DHQ supplies its "
                  "division, a CHQ its corps, an AHQ anyone.",
            "es": "Cada turno de jugador consta de cinco fases, que se juegan siempre en este "
                  "orden:\n"
                  "1. Mando (4.1): se ponen boca arriba (se activan) los HQs; antes, un HQ "
                  "puede pasar a un hex Amigo adyacente. Las unidades amigas al alcance de "
                  "mando de un HQ activo quedan bajo su mando.\n"
                  "2. Disparo (5.1): artillería, infantería y caballería bajo mando pueden "
                  "disparar; la artillería alcanza de 1 a 3 hexes, infantería y caballería "
                  "solo a hexes adyacentes.\n"
                  "3. Movimiento (6.1): las unidades que no mandaron ni dispararon pueden "
                  "moverse, sin necesidad de mando, hasta su límite, parándose al entrar en la "
                  "zona de control del enemigo. Una unidad de primera línea con mando puede "
                  "entrar en un hex enemigo para iniciar una melee.\n"
                  "4. Melee (7.1): las melees se resuelven hex a hex, en el orden que elija el "
                  "jugador Amigo, en 1 a 3 rondas; ambos bandos pueden combatir o retirarse, y "
                  "el atacante que no ha ganado debe retirarse en la 3.ª ronda.\n"
                  "5. Suministro (8.1): los HQs pueden activarse para reconstruir unidades: un "
                  "DHQ abastece a su división, un CHQ a su cuerpo y un AHQ a cualquiera.",
        },
    },
    "1.3": {
        "title": {"en": "Player 2's turn", "es": "Turno del Jugador 2"},
        "text": {
            "en": "The other player then plays the same five phases. When he is done, the time "
                  "marker moves on one hour and initiative is rolled for the next game turn.",
            "es": "Después el otro jugador juega las mismas cinco fases. Al terminar, el "
                  "marcador de tiempo avanza una hora y se tira la iniciativa del siguiente "
                  "turno de juego.",
        },
    },
    "2.0": {
        "title": {"en": "The map", "es": "El mapa"},
        "text": {
            "en": "The map covers the heart of the Gettysburg battlefield in hexes. A hex is "
                  "named by a row letter and a column number, such as I6.\n"
                  "This app: the printed map was not available; the app's map is drawn from "
                  "historical maps of the field and fitted to every hex the rulebook names.",
            "es": "El mapa cubre el núcleo del campo de batalla de Gettysburg en hexes. Cada "
                  "hex se nombra con la letra de su fila y el número de su columna, como I6.\n"
                  "En esta app: el mapa impreso no estaba disponible; el de la app se ha trazado "
                  "con mapas históricos del campo y encaja con cada hex que cita el reglamento.",
        },
    },
    "2.1": {
        "title": {"en": "Hexes", "es": "Hexes"},
        "text": {
            "en": "Hexes set where blocks stand and how they move. The six edges of a hex, its "
                  "hexsides, can carry terrain of their own that limits movement and fire. A "
                  "block is always in a whole hex.",
            "es": "Los hexes fijan dónde están los bloques y cómo se mueven. Los seis lados de "
                  "un hex (hexsides) pueden tener terreno propio que limita el movimiento y el "
                  "disparo. Un bloque ocupa siempre un hex entero.",
        },
    },
    "2.2": {
        "title": {"en": "Terrain", "es": "Terreno"},
        "text": {
            "en": "Movement is paid per hexside crossed: the terrain inside the hex does not "
                  "matter for it. Stacking is the most units one side may have in a hex and "
                  "comes from the hex's terrain.\n"
                  "- Clear (fields, pasture): 2 MP, stacking 4.\n"
                  "- Woods: +1 MP, stacking 3; defenders in a woods hex have double defence "
                  "(5.24); firing across a woods hexside is -1.\n"
                  "- Orchards: as woods, but no double defence.\n"
                  "- Town (G5, G6, H6, H7, I6, I7): +1 MP, stacking 3. The hexsides J7/I7 and "
                  "H7/G7 are not town hexsides.\n"
                  "- Farms: no effect.\n"
                  "- Marsh: +3 MP, stacking 2.\n"
                  "- Devil's Den (S9): stacking 2, double defence; movement by its hexsides.\n"
                  "- Little Round Top (R7): clear, but stacking 2; movement by its hexsides.\n"
                  "- Roads: replace all other terrain for movement, not for combat: main road "
                  "1 MP, secondary road 2 MP per hexside. Railroads, built or not, are "
                  "secondary roads. At Cemetery Hill, coming in by the Taneytown Road and "
                  "leaving by the Baltimore Pike (or the reverse) costs +1 MP.\n"
                  "Hexside-only terrain:\n"
                  "- Slopes (brown lines): one line is a ridge (+1 MP), two lines a hill (+3 "
                  "MP); their movement and combat penalties count only uphill. Powers Hill and "
                  "Bushman Hill are ridges.\n"
                  "- Rivers +2 MP, streams +1 MP. Bridges and fords turn the hexside into the "
                  "road that crosses it (1 or 2 MP).\n"
                  "This app: the printed terrain chart was not available; fire and melee "
                  "penalties the text does not give are the app's own values, shown in the map's "
                  "terrain key. A slope penalty counts only when firing or attacking uphill into "
                  "the higher hex.",
            "es": "El movimiento se paga por cada hexside cruzado: el terreno del interior del "
                  "hex no cuenta. El apilamiento es el máximo de unidades de un bando en un "
                  "hex y depende del terreno del hex.\n"
                  "- Despejado (campos, pastos): 2 MP, apilamiento 4.\n"
                  "- Bosque: +1 MP, apilamiento 3; los defensores en un hex de bosque tienen "
                  "doble defensa (5.24); disparar a través de un hexside de bosque es -1.\n"
                  "- Huertos: como el bosque, pero sin doble defensa.\n"
                  "- Ciudad (G5, G6, H6, H7, I6, I7): +1 MP, apilamiento 3. Los hexsides J7/I7 "
                  "y H7/G7 no son de ciudad.\n"
                  "- Granjas: sin efecto.\n"
                  "- Pantano: +3 MP, apilamiento 2.\n"
                  "- Devil's Den (S9): apilamiento 2, doble defensa; el movimiento depende de "
                  "sus hexsides.\n"
                  "- Little Round Top (R7): despejado, pero apilamiento 2; el movimiento "
                  "depende de sus hexsides.\n"
                  "- Caminos: sustituyen a cualquier otro terreno al mover, no al combatir: "
                  "camino principal 1 MP, secundario 2 MP por hexside. Los ferrocarriles, "
                  "terminados o no, son caminos secundarios. En Cemetery Hill, entrar por el "
                  "Taneytown Road y salir por el Baltimore Pike (o al revés) cuesta +1 MP.\n"
                  "Terreno solo de hexside:\n"
                  "- Pendientes (líneas marrones): una línea es un cerro (+1 MP), dos una "
                  "colina (+3 MP); sus penalizaciones de movimiento y combate solo cuentan "
                  "cuesta arriba. Powers Hill y Bushman Hill son cerros.\n"
                  "- Ríos +2 MP, arroyos +1 MP. Puentes y vados convierten el hexside en el "
                  "camino que lo cruza (1 o 2 MP).\n"
                  "En esta app: la tabla de terreno impresa no estaba disponible; las "
                  "penalizaciones de disparo y melee que el texto no da son valores propios de "
                  "la app, mostrados en la leyenda del mapa. Una pendiente solo penaliza al "
                  "disparar o atacar cuesta arriba, hacia el hex más alto.",
        },
    },
    "2.3": {
        "title": {"en": "Elevation", "es": "Elevación"},
        "text": {
            "en": "Elevation matters mostly for artillery line of sight (5.33). Four levels: 0 "
                  "base, 1 ridge (one slope), 2 hill (two slopes), 3 wooded hill. Trees (woods, "
                  "orchards) and town buildings add one level: the hexsides of Gettysburg town "
                  "are level 1, and Culp's Hill is level 3.",
            "es": "La elevación importa sobre todo para saber si la artillería ve su objetivo "
                  "(5.33). Hay cuatro niveles: el 0 es la base; el 1, un cerro (una sola "
                  "pendiente); el 2, una colina (pendiente doble); el 3, una colina con árboles. "
                  "Los árboles (bosques, huertos) y los edificios de la ciudad suman un nivel: "
                  "los hexsides de Gettysburg son de nivel 1 y Culp's Hill es de nivel 3.",
        },
    },
    "2.4": {
        "title": {"en": "Leaving the map", "es": "Salir del mapa"},
        "text": {
            "en": "A unit that moves or retreats off the map is disorganized for the rest of "
                  "that day. It comes back in the Night turn as a night reinforcement (9.74), "
                  "on the Friendly or Neutral entry-road hex nearest the hex where it left. "
                  "Units off the map never count against their side for victory points.\n"
                  "There is no Night turn after Day 3, so a unit that leaves during Day 3 is "
                  "out of the battle; in a one-day scenario units that leave never come back.\n"
                  "This app: Sickles' Folly is a one-day scenario, so its units do not return in "
                  "its Night turn. In a day Move Phase a block leaves from a map-edge hex it stands "
                  "on or reaches this move (pick it, then \"leaves the map\" on that hex); none "
                  "leaves at night. With no Friendly or Neutral entry road to come back by, it "
                  "stays off that night.",
            "es": "Una unidad que sale del mapa, moviendo o en retirada, queda desorganizada "
                  "el resto de ese día. Vuelve en el turno de Noche como refuerzo nocturno "
                  "(9.74), por la entrada de camino (en un hex Amigo o Neutral) más próxima al "
                  "punto por donde salió. Las unidades fuera del mapa nunca cuentan en contra "
                  "de su bando para los puntos de victoria.\n"
                  "Después del Día 3 no hay turno de Noche: una unidad que sale en el Día 3 "
                  "deja la batalla; en un escenario de un día, las que salen no vuelven.\n"
                  "En esta app: La Locura de Sickles es un escenario de un día, así que sus "
                  "unidades no vuelven en su turno de Noche. En una Fase de Movimiento de día un "
                  "bloque sale desde un hex del borde del mapa en el que está o al que llega en "
                  "este movimiento (elígelo y luego \"sale del mapa\" en ese hex); de noche no sale "
                  "ninguno. Sin camino de entrada Amigo o Neutral por el que volver, se queda "
                  "fuera esa noche.",
        },
    },
    "3.0": {
        "title": {"en": "Units", "es": "Unidades"},
        "text": {
            "en": "Blocks are the units: blue for the USA, grey for the CSA, each with a "
                  "label.\n"
                  "Fog of war: a block stands upright facing its owner, so the enemy sees "
                  "where it is but not what it is or how strong. Blocks are shown only in "
                  "combat and in the cases below.\n"
                  "This app: a block is shown to both players while it is an active HQ, after it "
                  "has fired, while it takes part in a melee, and for artillery in an enemy zone "
                  "of control or front-line hex (5.31). The Supply Phase stands them all up "
                  "again (8.1), except artillery still in a front-line hex.",
            "es": "Los bloques son las unidades: azules para la USA y grises para el CSA, cada "
                  "uno con su etiqueta.\n"
                  "Niebla de guerra: el bloque se mantiene de pie mirando a su dueño, así que "
                  "el enemigo ve dónde está pero no qué es ni su fuerza. Los bloques solo se "
                  "muestran en combate y en los casos siguientes.\n"
                  "En esta app: un bloque se muestra a ambos jugadores mientras es un HQ activo, "
                  "después de disparar, mientras participa en una melee, y la artillería en una "
                  "zona de control enemiga o un hex de primera línea (5.31). La fase de "
                  "Suministro los vuelve a poner todos de pie (8.1), salvo la artillería que "
                  "siga en primera línea.",
        },
    },
    "3.1": {
        "title": {"en": "Unit data", "es": "Datos de la unidad"},
        "text": {
            "en": "A label shows the unit's strength (3.11) and combat value (3.12); its "
                  "movement comes from its type (3.13).",
            "es": "La etiqueta muestra la fuerza de la unidad (3.11) y su valor de combate "
                  "(3.12); su movimiento depende de su tipo (3.13).",
        },
    },
    "3.11": {
        "title": {"en": "Strength", "es": "Fuerza"},
        "text": {
            "en": "A block's strength is the number on its top edge as it stands. It is the "
                  "number of dice (d6) the block rolls in combat: a strength-4 block rolls 4 "
                  "dice. Maximum strength is 4, 3, 2 or 1. Each hit taken lowers it by one, by "
                  "turning the block a quarter turn anticlockwise. HQs may go down to 0 (7.5).",
            "es": "La fuerza de un bloque es el número del borde superior tal como está de pie. "
                  "Es el número de dados (d6) que tira en combate: un bloque de fuerza 4 tira 4 "
                  "dados. La fuerza máxima es 4, 3, 2 o 1. Cada impacto la baja en uno, girando "
                  "el bloque un cuarto de vuelta en sentido antihorario. Los HQs pueden bajar "
                  "hasta 0 (7.5).",
        },
    },
    "3.12": {
        "title": {"en": "Combat value", "es": "Valor de combate"},
        "text": {
            "en": "A letter and a number, such as A1 or B2. The letter is morale: A good, B "
                  "average, C or D poor; it changes nothing in fire but sets the order of action "
                  "in melee (7.2). The number is firepower: each die rolling that number or less "
                  "is a hit, in fire and in melee. B1 hits on a 1; B3 hits on 1, 2 or 3.",
            "es": "Una letra y un número, como A1 o B2. La letra es la moral: A buena, B media, "
                  "C o D pobre; no cambia nada al disparar, pero fija el orden de actuación en "
                  "la melee (7.2). El número es la potencia de fuego: cada dado que saque ese "
                  "número o menos es un impacto, al disparar y en la melee. B1 impacta con un 1; "
                  "B3 con 1, 2 o 3.",
        },
    },
    "3.13": {
        "title": {"en": "Movement value", "es": "Valor de movimiento"},
        "text": {
            "en": "Movement is not printed on the block; it depends on the type: HQ 8 (cavalry "
                  "HQ 10), infantry 6, cavalry 10, artillery 8 (with doubled off-road costs), "
                  "horse artillery 10.",
            "es": "El movimiento no figura en el bloque; depende del tipo: HQ 8 (HQ de "
                  "caballería 10), infantería 6, caballería 10, artillería 8 (con costes dobles "
                  "fuera de camino), artillería a caballo 10.",
        },
    },
    "3.2": {
        "title": {"en": "Unit types", "es": "Tipos de unidad"},
        "text": {
            "en": "Five types: headquarters (3.21), infantry (3.22), cavalry (3.23), artillery "
                  "(3.24) and horse artillery (3.25).",
            "es": "Cinco tipos: cuarteles generales (3.21), infantería (3.22), caballería "
                  "(3.23), artillería (3.24) y artillería a caballo (3.25).",
        },
    },
    "3.21": {
        "title": {"en": "Headquarters (HQ)", "es": "Cuarteles generales (HQ)"},
        "text": {
            "en": "An HQ is a commanding general with his staff and an escort of 50-100 men. It "
                  "moves 8 (cavalry HQs 10). It never fires, except to defend itself in melee "
                  "(7.5). Command and supply: 4.0 and 8.0.",
            "es": "Un HQ es un general al mando con su estado mayor y una escolta de 50-100 "
                  "hombres. Mueve 8 (los HQs de caballería 10). Nunca dispara, salvo para "
                  "defenderse en la melee (7.5). Mando y suministro: 4.0 y 8.0.",
        },
    },
    "3.22": {
        "title": {"en": "Infantry", "es": "Infantería"},
        "text": {
            "en": "Crossed rifles: a brigade of 600-2400 men. Movement 6.",
            "es": "Fusiles cruzados: una brigada de 600-2400 hombres. Movimiento 6.",
        },
    },
    "3.23": {
        "title": {"en": "Cavalry", "es": "Caballería"},
        "text": {
            "en": "Crossed sabres: a mounted brigade of 1200-2400 men. Movement 10. In melee see "
                  "7.6.",
            "es": "Sables cruzados: una brigada montada de 1200-2400 hombres. Movimiento 10. En "
                  "la melee, ver 7.6.",
        },
    },
    "3.24": {
        "title": {"en": "Artillery", "es": "Artillería"},
        "text": {
            "en": "Crossed cannon barrels: a brigade (USA) or battalion (CSA) of 12-24 guns. "
                  "Movement 8, but every movement cost off a road is doubled. It has two "
                  "firepowers: the large number for short range, the small (raised) number for "
                  "long range (5.31). It cannot attack in melee and defends weakly (7.4).\n"
                  "This app: a hexside crossed off a road costs double (clear 4 MP, woods 6); a "
                  "hexside crossed along a road costs the road's normal 1 or 2 MP.",
            "es": "Cañones cruzados: de 12 a 24 piezas, brigada en la USA y batallón en el "
                  "CSA. Movimiento 8, pero todo coste de movimiento fuera de camino es doble. "
                  "Tiene dos potencias de fuego: el número grande para corto alcance y el "
                  "pequeño (superíndice) para largo alcance (5.31). No puede atacar en la "
                  "melee y se defiende peor (7.4).\n"
                  "En esta app: un hexside cruzado fuera de camino cuesta el doble (despejado 4 "
                  "MP, bosque 6); uno cruzado por camino cuesta lo normal, 1 o 2 MP.",
        },
    },
    "3.25": {
        "title": {"en": "Horse artillery", "es": "Artillería a caballo"},
        "text": {
            "en": "Artillery attached to the cavalry. It works like other artillery, except "
                  "that it moves 10 and, unlike other artillery, may attack in melee (7.4). It "
                  "is commanded by the cavalry HQ, not the artillery HQ.\n"
                  "This app: its off-road movement costs are doubled too.",
            "es": "Artillería asignada a la caballería. Funciona como la demás artillería, "
                  "salvo que mueve 10 y, a diferencia de ella, puede atacar en la melee (7.4). "
                  "La manda el HQ de caballería, no el de artillería.\n"
                  "En esta app: también paga doble fuera de camino.",
        },
    },
    "3.3": {
        "title": {"en": "Special units", "es": "Unidades especiales"},
        "text": {
            "en": "Two Union units have rules of their own: Berdan's Sharpshooters (3.31) and "
                  "Lockwood's Brigade (3.32).",
            "es": "Dos unidades de la Unión tienen reglas propias: los Tiradores de Berdan "
                  "(3.31) y la Brigada de Lockwood (3.32).",
        },
    },
    "3.31": {
        "title": {"en": "Berdan's Sharpshooters", "es": "Tiradores de Berdan"},
        "text": {
            "en": "Elite marksmen in dark green, nominally in Ward's brigade (Birney's division, "
                  "III Corps) but fighting as an independent half-brigade. Rated A3. They may "
                  "fire or melee without command; in melee they count as A1.",
            "es": "Tiradores selectos de uniforme verde oscuro, en teoría de la brigada de Ward "
                  "(división de Birney, III Cuerpo), pero que actuaban como media brigada "
                  "independiente. Valor A3. Pueden disparar o entrar en melee sin mando; en la "
                  "melee valen A1.",
        },
    },
    "3.32": {
        "title": {"en": "Lockwood's Brigade", "es": "Brigada de Lockwood"},
        "text": {
            "en": "A green brigade joined to XII Corps at the last moment. It is a XII Corps "
                  "asset (4.4), not part of a division. Rated B2: it fought well on Day 2.",
            "es": "Una brigada bisoña unida al XII Cuerpo en el último momento. Es un recurso "
                  "del XII Cuerpo (4.4), no de una división. Valor B2: luchó bien el Día 2.",
        },
    },
    "4.0": {
        "title": {"en": "Command", "es": "Mando"},
        "text": {
            "en": "Command is needed for combat (fire and melee), never for movement. HQs give "
                  "it: an active HQ puts the units it may command that are within its command "
                  "range under command. There are division, corps, army, artillery and cavalry "
                  "HQs (4.2).\n"
                  "Chain of command: CHQs are ranked by seniority, and the senior DHQ of each "
                  "corps takes over a fallen CHQ (DHQ Williams succeeds CHQ Slocum).\n"
                  "This app: the seniority lists are the app's own, from the historical ranks "
                  "(the rulebook's list was not available).",
            "es": "El mando hace falta para combatir (disparo y melee), nunca para mover. Lo "
                  "dan los HQs: un HQ activo pone bajo mando a las unidades que puede mandar y "
                  "que estén dentro de su alcance de mando. Hay HQs de división, cuerpo, "
                  "ejército, artillería y caballería (4.2).\n"
                  "Cadena de mando: los CHQs tienen un orden de antigüedad, y el DHQ más "
                  "antiguo de cada cuerpo sustituye a su CHQ caído (el DHQ Williams sucede al "
                  "CHQ Slocum).\n"
                  "En esta app: las listas de antigüedad son propias de la app, según los grados "
                  "históricos (la lista del reglamento no estaba disponible).",
        },
    },
    "4.1": {
        "title": {"en": "Command Phase", "es": "Fase de Mando"},
        "text": {
            "en": "The first phase of a player turn. The Friendly player activates (turns "
                  "face-up) as many HQs as he wishes. Units of an active HQ's formation within "
                  "its command range are under command and may fire (5.1) or attack in melee "
                  "(7.1). Every HQ that will command fire is activated before the first shot. "
                  "An active HQ may not move this turn (6.1).\n"
                  "This app: just before activating, an HQ may move 1 hex into an adjacent "
                  "Friendly hex that has room for it. Only HQs that can command fire are offered "
                  "(DHQs, the artillery HQ, the cavalry CHQ, a DHQ acting as CHQ). Night turns "
                  "have no activations.",
            "es": "Es la primera fase del turno de jugador. El jugador Amigo activa (pone boca "
                  "arriba) tantos HQs como quiera. Las unidades de la formación de un HQ "
                  "activo que estén dentro de su alcance de mando quedan bajo mando y pueden "
                  "disparar (5.1) o atacar en melee (7.1). Todo HQ que vaya a mandar disparos "
                  "se activa antes del primer disparo. Un HQ activo no puede mover en este "
                  "turno (6.1).\n"
                  "En esta app: justo antes de activarse, un HQ puede mover 1 hex a un hex Amigo "
                  "adyacente donde quepa. Solo se ofrecen los HQs que pueden mandar disparar "
                  "(DHQs, el HQ de artillería, el CHQ de caballería, un DHQ que actúa como CHQ). "
                  "En los turnos de Noche no hay activaciones.",
        },
    },
    "4.2": {
        "title": {"en": "HQ types", "es": "Tipos de HQ"},
        "text": {
            "en": "Division HQs (4.21), corps HQs (4.22), army HQs (4.23), artillery HQs (4.24) "
                  "and cavalry HQs (4.25). Each type commands and supplies different units.",
            "es": "HQs de división (4.21), de cuerpo (4.22), de ejército (4.23), de artillería "
                  "(4.24) y de caballería (4.25). Cada tipo manda y abastece a unidades "
                  "distintas.",
        },
    },
    "4.21": {
        "title": {"en": "Division HQ (DHQ)", "es": "HQ de división (DHQ)"},
        "text": {
            "en": "DHQs carry a Union or Confederate battle flag. The CSA has 9, the USA 19. A "
                  "DHQ commands fire and melee, and gives supply, to the units of its own "
                  "division.\n"
                  "This app: the USA's 19 are its infantry DHQs; its 3 cavalry DHQs (4.25) come "
                  "on top, 22 DHQs in all.",
            "es": "Los DHQs muestran la bandera de combate de su bando. El CSA tiene 9 y la "
                  "USA 19. Un DHQ manda el disparo y la melee, y da suministro, a las unidades "
                  "de su propia división.\n"
                  "En esta app: los 19 de la USA son sus DHQs de infantería; sus 3 DHQs de "
                  "caballería (4.25) se suman a ellos, 22 DHQs en total.",
        },
    },
    "4.22": {
        "title": {"en": "Corps HQ (CHQ)", "es": "HQ de cuerpo (CHQ)"},
        "text": {
            "en": "The CSA has 3 CHQs, the USA 7. A CHQ gives supply to any unit of its corps, "
                  "usually by adding steps to the DHQs in its range, but cannot command fire.",
            "es": "El CSA tiene 3 CHQs y la USA 7. Un CHQ da suministro a cualquier unidad de su "
                  "cuerpo, normalmente sumando pasos a los DHQs a su alcance, pero no puede "
                  "mandar disparar.",
        },
    },
    "4.23": {
        "title": {"en": "Army HQ (AHQ)", "es": "HQ de ejército (AHQ)"},
        "text": {
            "en": "One per side (Lee, Meade). An AHQ gives supply to any unit, most usefully by "
                  "adding steps to CHQs, but cannot command fire. An AHQ itself can only be "
                  "rebuilt by Night supply (8.4).",
            "es": "Uno por bando (Lee, Meade). Un AHQ da suministro a cualquier unidad, sobre "
                  "todo sumando pasos a los CHQs, pero no puede mandar disparar. El propio AHQ "
                  "solo se reconstruye con el suministro nocturno (8.4).",
        },
    },
    "4.24": {
        "title": {"en": "Artillery HQ", "es": "HQ de artillería"},
        "text": {
            "en": "Each side has one artillery CHQ. It commands fire and gives supply to any "
                  "artillery within its command range, except horse artillery. The AHQ "
                  "supplies it.\n"
                  "USA: Hunt, with the Artillery Reserve (R); any Union DHQ may also command "
                  "Reserve artillery to fire.\n"
                  "CSA: Alexander (acting for the nominal chief, Pendleton); Lee supplies him, "
                  "not Longstreet.",
            "es": "Cada bando tiene un CHQ de artillería. Manda disparar y da suministro a "
                  "toda artillería dentro de su alcance de mando, salvo la de caballo. Lo "
                  "abastece el AHQ.\n"
                  "USA: Hunt, con la Artillería de la Reserva (R); cualquier DHQ de la Unión "
                  "puede mandar disparar también a la artillería de la Reserva.\n"
                  "CSA: Alexander (en lugar del jefe nominal, Pendleton); lo abastece Lee, no "
                  "Longstreet.",
        },
    },
    "4.25": {
        "title": {"en": "Cavalry HQ", "es": "HQ de caballería"},
        "text": {
            "en": "Each side has one cavalry CHQ that commands and supplies the cavalry and the "
                  "horse artillery. The USA also has three cavalry DHQs, which work normally "
                  "within their own divisions. The AHQ supplies the cavalry CHQ. Cavalry HQs "
                  "move 10.",
            "es": "Cada bando tiene un CHQ de caballería que manda y abastece a la caballería y "
                  "a la artillería a caballo. La USA tiene además tres DHQs de caballería, que "
                  "funcionan con normalidad dentro de sus divisiones. El AHQ abastece al CHQ de "
                  "caballería. Los HQs de caballería mueven 10.",
        },
    },
    "4.3": {
        "title": {"en": "Activating HQs", "es": "Activación de HQs"},
        "text": {
            "en": "In the Command Phase the Friendly player activates (turns face-up) any DHQs "
                  "he wants; each may first move into an adjacent Friendly hex, without "
                  "overstacking. The units of its division within its command range are under "
                  "command.\n"
                  "When the Melee Phase is over, every HQ activated this turn loses 1 step. In "
                  "the Supply Phase HQs may be activated again, for supply, at 1 step each "
                  "(8.1). An HQ at strength 0 cannot be activated, but supply may raise it.\n"
                  "This app: the step cost never eliminates an HQ: one already at 0 stays at 0.",
            "es": "En la fase de Mando el jugador Amigo activa (pone boca arriba) los DHQs que "
                  "quiera; antes, cada uno puede pasar a un hex Amigo adyacente, sin "
                  "sobreapilar. Las unidades de su división dentro de su alcance de mando "
                  "quedan bajo mando.\n"
                  "Al terminar la fase de Melee, cada HQ activado en este turno pierde 1 paso. "
                  "En la fase de Suministro los HQs pueden activarse otra vez, para "
                  "suministro, a 1 paso cada uno (8.1). Un HQ con fuerza 0 no puede activarse, "
                  "pero el suministro puede subirle.\n"
                  "En esta app: este coste nunca elimina a un HQ: si ya está a 0, sigue a 0.",
        },
    },
    "4.4": {
        "title": {"en": "Corps assets", "es": "Recursos de cuerpo"},
        "text": {
            "en": "Units attached to a corps rather than a division, mostly corps artillery; "
                  "they carry the corps symbol of their CHQ. Any active DHQ of the same corps "
                  "commands them to fire when they are within its command range. Only a CHQ or "
                  "an AHQ can add steps to them.",
            "es": "Unidades asignadas a un cuerpo y no a una división, sobre todo artillería de "
                  "cuerpo; llevan el símbolo de cuerpo de su CHQ. Cualquier DHQ activo del mismo "
                  "cuerpo las manda disparar si están dentro de su alcance de mando. Solo un CHQ "
                  "o un AHQ puede sumarles pasos.",
        },
    },
    "4.5": {
        "title": {"en": "Command range", "es": "Alcance de mando"},
        "text": {
            "en": "Every HQ has a command range, printed in its lower right corner. It is "
                  "traced through Friendly or Neutral hexes, never through an Enemy hex (6.6).\n"
                  "This app: range is counted in hexes along such a path, whatever the terrain, "
                  "and does not depend on the HQ's current strength.",
            "es": "Cada HQ tiene un alcance de mando, impreso en su esquina inferior derecha. "
                  "Se traza por hexes Amigos o Neutrales, nunca por un hex Enemigo (6.6).\n"
                  "En esta app: se cuenta en hexes a lo largo de ese camino, sea cual sea el "
                  "terreno, y no depende de la fuerza actual del HQ.",
        },
    },
    "4.6": {
        "title": {"en": "Chain of command", "es": "Jerarquía de mando"},
        "text": {
            "en": "Until Lee or Meade is on the field, the most senior CHQ there acts as a "
                  "temporary AHQ, perhaps only until a more senior officer arrives. It has all "
                  "the powers of an AHQ but keeps its own command range and supply value. "
                  "Seniority: see 4.0 and the Hancock option (opt.hancock).",
            "es": "Hasta que Lee o Meade estén en el campo, el CHQ más antiguo presente actúa "
                  "como AHQ temporal, quizá solo hasta que llegue un oficial de más grado. Tiene "
                  "todos los poderes de un AHQ, pero conserva su propio alcance de mando y valor "
                  "de suministro. Antigüedad: ver 4.0 y la opción Hancock (opt.hancock).",
        },
    },
    "4.61": {
        "title": {"en": "Losing an HQ", "es": "Eliminación de un HQ"},
        "text": {
            "en": "HQs are eliminated in combat like any unit; the next senior officer on the "
                  "field takes over.\n"
                  "- A fallen DHQ comes back free, at strength 0, in the next Friendly Supply "
                  "Phase, at its CHQ's hex (or the current AHQ's if its CHQ is not on the "
                  "field). The enemy gets a \"Fallen\" leader block, worth a victory point "
                  "(9.12).\n"
                  "- A fallen CHQ is not replaced: the next DHQ in the chain acts as CHQ. That "
                  "promoted DHQ commands fire and melee for its own division only, gives "
                  "supply to any unit of the corps, and can be supplied only by the AHQ.\n"
                  "- A fallen AHQ is not replaced: the most senior CHQ on the field acts as "
                  "AHQ, and that corps' senior DHQ becomes its CHQ.\n"
                  "This app: if the return hex is full, the DHQ returns to an adjacent Friendly "
                  "hex with room of its owner's choice; with none, it waits for a later Supply "
                  "Phase.",
            "es": "Los HQs se eliminan en combate como cualquier unidad; toma el mando el "
                  "siguiente oficial de más grado en el campo.\n"
                  "- Un DHQ caído vuelve gratis, con fuerza 0, en la siguiente fase de "
                  "Suministro amiga, en el hex de su CHQ (o del AHQ actual si su CHQ no está "
                  "en el campo). El enemigo se queda un bloque de líder \"Caído\", que vale un "
                  "punto de victoria (9.12).\n"
                  "- Un CHQ caído no se sustituye: el siguiente DHQ de la cadena actúa como "
                  "CHQ. Ese DHQ ascendido manda disparo y melee solo para su propia división, "
                  "abastece a cualquier unidad del cuerpo y solo puede recibir suministro del "
                  "AHQ.\n"
                  "- Un AHQ caído no se sustituye: el CHQ más antiguo en el campo actúa como "
                  "AHQ, y el DHQ más antiguo de ese cuerpo pasa a ser su CHQ.\n"
                  "En esta app: si el hex de regreso está lleno, el DHQ vuelve a un hex Amigo "
                  "adyacente con sitio, a elección de su dueño; si no hay ninguno, espera a una "
                  "fase de Suministro posterior.",
        },
    },
    "5.0": {
        "title": {"en": "Fire combat", "es": "Combate de disparo"},
        "text": {
            "en": "In his Fire Phase the Friendly player fires with units under command; the "
                  "enemy does not fire back. Fire comes before movement, unlike most block "
                  "games.",
            "es": "En su fase de Disparo el jugador Amigo dispara con unidades bajo mando; el "
                  "enemigo no responde. El disparo va antes que el movimiento, al contrario que "
                  "en la mayoría de juegos de bloques.",
        },
    },
    "5.1": {
        "title": {"en": "Fire Phase", "es": "Fase de Disparo"},
        "text": {
            "en": "The Fire Phase follows the Command Phase. Only blocks within the command "
                  "range of an active HQ that may command them can fire. HQs never fire (but see "
                  "7.5). Infantry and cavalry fire only at an adjacent hex; artillery reaches up "
                  "to 3 hexes (5.3). A unit that fires may not move this turn (6.1).",
            "es": "La fase de Disparo va después de la de Mando. Solo disparan los bloques que "
                  "estén al alcance de mando de un HQ activo capaz de mandarlos. Los HQs nunca "
                  "disparan (pero ver 7.5). Infantería y caballería solo disparan a un hex "
                  "adyacente; la artillería alcanza hasta 3 hexes (5.3). Una unidad que dispara "
                  "no puede mover en este turno (6.1).",
        },
    },
    "5.2": {
        "title": {"en": "Firing", "es": "Disparar"},
        "text": {
            "en": "To fire, reveal the unit and roll as many dice as its current strength; each "
                  "die at or below its firepower is a hit. A strength-3 B2 infantry rolls 3 dice "
                  "and hits on every 1 or 2.",
            "es": "Para disparar se descubre la unidad y se tiran tantos dados como su fuerza "
                  "actual; cada dado igual o menor que su potencia de fuego es un impacto. Una "
                  "infantería B2 de fuerza 3 tira 3 dados e impacta con cada 1 o 2.",
        },
    },
    "5.21": {
        "title": {"en": "Fire limit", "es": "Límite de disparos"},
        "text": {
            "en": "Through each hexside of the firing unit's hex only one unit may fire per "
                  "turn, whatever the terrain. This holds for infantry, cavalry and artillery, "
                  "short and long range alike.\n"
                  "This app: infantry and cavalry fire through the hexside they share with the "
                  "target; artillery through a hexside whose cone of fire (5.31) holds the "
                  "target (you pick when several do).",
            "es": "Por cada lado (hexside) del hex desde el que se dispara, solo una unidad "
                  "puede disparar en cada turno, haya el terreno que haya. Es igual para "
                  "infantería, caballería y artillería, sea a corto o a largo alcance.\n"
                  "En esta app: infantería y caballería disparan por el hexside que comparten "
                  "con el objetivo; la artillería por un hexside cuyo cono de fuego (5.31) "
                  "contenga el objetivo (tú eliges si hay varios).",
        },
    },
    "5.22": {
        "title": {"en": "Terrain and fire", "es": "Terreno y disparo"},
        "text": {
            "en": "Some hexside terrain lowers the firer's firepower: firing across a woods "
                  "hexside is -1 (B2 fires as B1). Penalties add up and may reach firepower 0, "
                  "which cannot hit: woods and river together are -2 (A3 fires as A1). Slope "
                  "penalties count only uphill (2.2). Long-range artillery ignores these "
                  "penalties (5.31).\n"
                  "This app: a slope penalises only fire aimed uphill into the higher hex; the "
                  "penalties the text does not give are the app's own (2.2).",
            "es": "Algunos terrenos de hexside bajan la potencia de fuego: disparar a través "
                  "de un hexside de bosque es -1 (B2 dispara como B1). Las penalizaciones se "
                  "suman y pueden dejar la potencia en 0, que no impacta: bosque más río es -2 "
                  "(A3 dispara como A1). Las pendientes solo penalizan cuesta arriba (2.2). La "
                  "artillería a largo alcance ignora estas penalizaciones (5.31).\n"
                  "En esta app: una pendiente solo penaliza el disparo cuesta arriba, hacia el "
                  "hex más alto; las penalizaciones que el texto no da son propias de la app "
                  "(2.2).",
        },
    },
    "5.23": {
        "title": {"en": "Applying hits", "es": "Asignación de impactos"},
        "text": {
            "en": "You fire at a hex, not at a block. Each hit goes to the strongest enemy "
                  "block in that hex; when several share the highest strength, their owner "
                  "picks which one loses the step. Blocks hit by fire stay hidden. Fire is not "
                  "simultaneous: hits are applied at once, shot by shot. HQs are no exception: "
                  "an HQ that is the strongest block there takes the hit (only in melee does an "
                  "HQ take the last hit, 7.5). Exception for revealed artillery: 5.31.\n"
                  "This app, between two devices: the firer sees his dice at once, but the hits "
                  "on hidden blocks wait until he sends them (or ends the Fire Phase); the other "
                  "player then applies them in the order fired. Hits on a hex emptied meanwhile "
                  "are lost.",
            "es": "Se dispara a un hex, no a un bloque. Cada impacto va al bloque enemigo más "
                  "fuerte de ese hex; si varios empatan en la fuerza más alta, su dueño elige "
                  "cuál pierde el paso. Los bloques alcanzados por el disparo siguen ocultos. "
                  "El disparo no es simultáneo: los impactos se aplican al momento, disparo a "
                  "disparo. Los HQ no son excepción: si un HQ es el bloque más fuerte del hex, "
                  "recibe el impacto (solo en la melé recibe el último, 7.5). Excepción de la "
                  "artillería revelada: 5.31.\n"
                  "En esta app, entre dos dispositivos: el que dispara ve sus dados al momento, "
                  "pero los impactos sobre bloques ocultos esperan a que los envíe (o termine la "
                  "Fase de Fuego); el otro jugador los aplica entonces en el orden de los "
                  "disparos. Los impactos sobre un hex que haya quedado vacío se pierden.",
        },
    },
    "5.24": {
        "title": {"en": "Double defence (D2)", "es": "Doble defensa (D2)"},
        "text": {
            "en": "Some hexes (never hexsides) give defenders double defence: woods hexes, "
                  "Devil's Den, the Pennsylvania College hex (not orchards). There each hit is "
                  "only a half hit; two half hits take one step. After a half hit, the next hit "
                  "on that hex must go to the same block. Half hits never carry into melee: a "
                  "block left with one recovers it at the end of the Fire Phase. There is no "
                  "double defence in melee.",
            "es": "Algunos hexes (nunca hexsides) dan doble defensa a los defensores: los hexes "
                  "de bosque, Devil's Den y el hex del Pennsylvania College (los huertos no). "
                  "Allí cada impacto es solo medio impacto; dos medios quitan un paso. Tras un "
                  "medio impacto, el siguiente impacto en ese hex debe ir al mismo bloque. Los "
                  "medios impactos no pasan a la melee: el bloque que se quede con uno lo "
                  "recupera al final de la fase de Disparo. En la melee no hay doble defensa.",
        },
    },
    "5.3": {
        "title": {"en": "Artillery fire", "es": "Disparo de artillería"},
        "text": {
            "en": "Artillery fires at 1 to 3 hexes: range and cone of fire (5.31), repulse by "
                  "long-range fire (5.32), line of sight (5.33).\n"
                  "The rulebook's example: artillery at Q10 firing through one hexside may aim "
                  "at seven hexes. R11 is adjacent (short range, no line of sight needed); R12 "
                  "is at the same level with nothing in the way; S12 and T12 are at the same "
                  "level but in woods (double defence); S11 is lower with nothing in the way "
                  "(the orchard to its north-east does not block); S13 and T13 are lower "
                  "behind blocking terrain and cannot be targeted.\n"
                  "This app: the example's firing hexside, printed \"Q10/S10\", is the hexside "
                  "Q10 shares with R11.",
            "es": "La artillería dispara de 1 a 3 hexes: alcance y cono de fuego (5.31), "
                  "rechazo por disparo a largo alcance (5.32), línea de visión (5.33).\n"
                  "El ejemplo del reglamento: una artillería en Q10 que dispara por un hexside "
                  "puede apuntar a siete hexes. R11 es adyacente (corto alcance, sin línea de "
                  "visión); R12 está al mismo nivel sin nada en medio; S12 y T12 están al "
                  "mismo nivel pero en bosque (doble defensa); S11 está más bajo sin nada en "
                  "medio (el huerto a su nordeste no tapa); S13 y T13 están más bajos tras "
                  "terreno que bloquea y no se pueden elegir.\n"
                  "En esta app: el hexside del ejemplo, impreso \"Q10/S10\", es el que Q10 "
                  "comparte con R11.",
        },
    },
    "5.31": {
        "title": {"en": "Artillery range", "es": "Alcance de la artillería"},
        "text": {
            "en": "Artillery fires up to 3 hexes away, with command, one unit per hexside "
                  "(5.21) and, at long range, a clear line of sight (5.33). From each hexside "
                  "of its hex a cone of fire holds exactly seven possible target hexes.\n"
                  "Short range is 1 hex and uses the large firepower; hexside fire penalties "
                  "apply. Long range is 2 or 3 hexes and uses the small firepower; hexside "
                  "fire penalties are ignored. An A3 artillery with long value 1 fires as A3 "
                  "short, A1 long.\n"
                  "Artillery of either side in an enemy zone of control or front-line hex is "
                  "revealed once all movement of the turn is over, and stays face-up until it "
                  "leaves all such hexes. A revealed artillery block may be targeted on its own "
                  "by any enemy unit able to fire at it (not in melee): all hits go to it and "
                  "any hits beyond its strength are lost.",
            "es": "La artillería dispara hasta 3 hexes, con mando, una unidad por hexside "
                  "(5.21) y, a largo alcance, con línea de visión libre (5.33). Desde cada "
                  "hexside de su hex, un cono de fuego contiene exactamente siete hexes "
                  "objetivo posibles.\n"
                  "Corto alcance es 1 hex y usa la potencia grande; se aplican las "
                  "penalizaciones de hexside. Largo alcance son 2 o 3 hexes y usa la potencia "
                  "pequeña; se ignoran las penalizaciones de hexside. Una artillería A3 con "
                  "valor largo 1 dispara como A3 a corto y A1 a largo.\n"
                  "La artillería de cualquier bando en una zona de control enemiga o un hex de "
                  "primera línea se revela cuando termina todo el movimiento del turno, y sigue "
                  "boca arriba hasta salir de todos esos hexes. Un bloque de artillería revelado "
                  "puede ser elegido como objetivo por sí solo por cualquier unidad enemiga "
                  "capaz de dispararle (no en melee): todos los impactos van a él y los que "
                  "sobren se pierden.",
        },
    },
    "5.32": {
        "title": {"en": "Repulse", "es": "Rechazo"},
        "text": {
            "en": "Long-range fire never eliminates a block. A hit that would take a block's "
                  "last step instead repulses it: it keeps that step and must retreat 1 hex into "
                  "an adjacent Friendly hex, chosen by its owner. With no such hex, or none with "
                  "room under the stacking limit, the repulsed block is eliminated.",
            "es": "El disparo a largo alcance nunca elimina un bloque. El impacto que le "
                  "quitaría su último paso lo rechaza: conserva ese paso y debe retirarse 1 hex "
                  "a un hex Amigo adyacente que elige su dueño. Si no hay ninguno, o ninguno con "
                  "sitio dentro del límite de apilamiento, el bloque rechazado queda eliminado.",
        },
    },
    "5.33": {
        "title": {"en": "Line of sight (LOS)", "es": "Línea de visión (LV)"},
        "text": {
            "en": "Only long-range fire needs line of sight. Blocking terrain is a hexside "
                  "whose terrain is higher, woods, or town. Farms, streams, rivers, marsh, "
                  "roads and units of either side never block.\n"
                  "- Same level: LOS exists unless higher blocking terrain lies between.\n"
                  "- Higher target: it must be as near to the blocking terrain as the firer, "
                  "or nearer.\n"
                  "- Lower target: it must be as far from the blocking terrain as the firer, "
                  "or farther.\n"
                  "- An adjacent target is always seen.\n"
                  "To check, trace first into the hex in front of the firing hexside, then along "
                  "any chain of hexes to the target: if one such path crosses no blocking "
                  "terrain, LOS exists. For elevation, use only the terrain on the line traced "
                  "(Blocher Knoll, D5, gets no +1 through its two hexsides without a ridge).",
            "es": "Solo el disparo a largo alcance necesita línea de visión. Bloquean los "
                  "hexsides con terreno más alto, los bosques y la ciudad. Granjas, arroyos, "
                  "ríos, pantanos, caminos y unidades de cualquier bando nunca bloquean.\n"
                  "- Mismo nivel: hay LV salvo que se interponga terreno bloqueador más alto.\n"
                  "- Objetivo más alto: debe estar igual de cerca del terreno bloqueador que "
                  "el que dispara, o más.\n"
                  "- Objetivo más bajo: debe estar igual de lejos del terreno bloqueador que "
                  "el que dispara, o más.\n"
                  "- Un objetivo adyacente siempre se ve.\n"
                  "Para comprobarlo, se traza primero hacia el hex de delante del hexside de "
                  "disparo y luego por cualquier cadena de hexes hasta el objetivo: si algún "
                  "camino así no cruza terreno bloqueador, hay LV. Para la elevación solo cuenta "
                  "el terreno de la línea trazada (Blocher Knoll, D5, no gana +1 por sus dos "
                  "hexsides sin cerro).",
        },
    },
    "6.0": {
        "title": {"en": "Movement", "es": "Movimiento"},
        "text": {
            "en": "Units move in the Move Phase, after fire, by spending movement points (MP) "
                  "for each hexside they cross. Zones of control and front-line hexes stop them "
                  "near the enemy.",
            "es": "Las unidades mueven en la fase de Movimiento, después del disparo, gastando "
                  "puntos de movimiento (MP) por cada hexside que cruzan. Las zonas de control y "
                  "los hexes de primera línea las detienen cerca del enemigo.",
        },
    },
    "6.1": {
        "title": {"en": "Move Phase", "es": "Fase de Movimiento"},
        "text": {
            "en": "The Move Phase follows the Fire Phase. The Friendly player moves as many or "
                  "as few units as he likes, except the HQs activated in the Command Phase and "
                  "the units that fired, which may not move. The enemy does not move. "
                  "Reinforcements enter now (6.7), and melee attacks are made now (7.1).",
            "es": "La fase de Movimiento va después de la de Disparo. El jugador Amigo mueve las "
                  "unidades que quiera, muchas o pocas, salvo los HQs activados en la fase de "
                  "Mando y las unidades que dispararon, que no pueden mover. El enemigo no "
                  "mueve. Ahora entran los refuerzos (6.7) y se declaran los ataques de melee "
                  "(7.1).",
        },
    },
    "6.2": {
        "title": {"en": "Stacking", "es": "Apilamiento"},
        "text": {
            "en": "Stacking is the most blocks of one side a hex may hold; it depends on the "
                  "hex terrain (2.2: clear 4; woods, orchard, town 3; marsh, Devil's Den, "
                  "Little Round Top 2) and counts every unit, HQs included. Limits are checked "
                  "at the end of every phase, and units over the limit are eliminated. In a "
                  "melee the attacker has the defender's limit: at most 3 units attack into a "
                  "woods hex.\n"
                  "This app: a move or an entry that would end in a hex over its limit is "
                  "refused (passing through is allowed), and a retreat or repulse that finds no "
                  "room eliminates the unit, so nothing is ever lost to overstacking by mistake.",
            "es": "El apilamiento es el máximo de bloques de un bando en un hex; depende del "
                  "terreno del hex (2.2: despejado 4; bosque, huerto, ciudad 3; pantano, "
                  "Devil's Den, Little Round Top 2) y cuenta todas las unidades, HQs "
                  "incluidos. Los límites se comprueban al final de cada fase y las unidades "
                  "que sobran se eliminan. En una melee el atacante tiene el límite del "
                  "defensor: como mucho 3 unidades atacan un hex de bosque.\n"
                  "En esta app: se rechaza un movimiento o una entrada que acabe en un hex por "
                  "encima de su límite (pasar por él sí se puede), y una retirada o un rechazo "
                  "sin sitio elimina a la unidad; así nunca se pierde nada por sobreapilar por "
                  "descuido.",
        },
    },
    "6.3": {
        "title": {"en": "Movement points (MP)", "es": "Puntos de movimiento (MP)"},
        "text": {
            "en": "Each unit has a movement allowance (3.13): the most MP it may spend in one "
                  "Move Phase. MP are spent for each hexside crossed (the hex terrain does not "
                  "matter) and may not go over the allowance. A unit may spend fewer, but unused "
                  "MP are not saved.",
            "es": "Cada unidad tiene una capacidad de movimiento (3.13): el máximo de MP que "
                  "puede gastar en una fase de Movimiento. Los MP se gastan por cada hexside "
                  "cruzado (el terreno del hex no cuenta) y no pueden superar esa capacidad. "
                  "Puede gastar menos, pero los MP sobrantes no se guardan.",
        },
    },
    "6.4": {
        "title": {"en": "Terrain and movement", "es": "Terreno y movimiento"},
        "text": {
            "en": "Crossing a clear hexside costs 2 MP, so a 6 MP unit crosses three clear "
                  "hexsides. Other terrain on the hexside adds to that, and several kinds add "
                  "together: woods 3, stream 3, river 4, marsh 5, ridge 3, hill 5, woods and "
                  "stream 4, woods and river 5, woods and ridge 4, woods and hill 6, woods, "
                  "river and hill 8. Ridges and hills cost extra only uphill. Roads are the "
                  "exception (6.5). A unit may always move one hex, whatever the terrain.\n"
                  "This app: the one-hex minimum applies to artillery too; zones of control and "
                  "front-line limits still apply to it.",
            "es": "Cruzar un hexside despejado cuesta 2 MP, así que una unidad de 6 MP cruza "
                  "tres hexsides despejados. Otros terrenos del hexside suman, y varios a la "
                  "vez se acumulan: bosque 3, arroyo 3, río 4, pantano 5, cerro 3, colina 5, "
                  "bosque y arroyo 4, bosque y río 5, bosque y cerro 4, bosque y colina 6, "
                  "bosque, río y colina 8. Cerros y colinas solo cuestan más cuesta arriba. "
                  "Los caminos son la excepción (6.5). Una unidad siempre puede mover un hex, "
                  "sea cual sea el terreno.\n"
                  "En esta app: el mínimo de un hex vale también para la artillería; las zonas "
                  "de control y los límites de primera línea le siguen afectando.",
        },
    },
    "6.5": {
        "title": {"en": "Road movement", "es": "Movimiento por caminos"},
        "text": {
            "en": "Main roads (thick line) cost 1 MP per hexside, secondary roads and "
                  "railroads (thin line) 2 MP, whatever other terrain the hexside has: "
                  "infantry can march six hexes along a main road. Bridges and fords carry the "
                  "road on at no extra cost. A road never helps to enter a melee (7.3).\n"
                  "This app: a hexside is paid at the road rate only when the road runs across "
                  "it from hex to hex.",
            "es": "Los caminos principales (línea gruesa) cuestan 1 MP por hexside; los "
                  "secundarios y los ferrocarriles (línea fina), 2 MP, tenga el hexside el "
                  "terreno que tenga: la infantería puede recorrer seis hexes por un camino "
                  "principal. Puentes y vados continúan el camino sin coste extra. Un camino "
                  "nunca sirve para entrar en una melee (7.3).\n"
                  "En esta app: un hexside se paga a tarifa de camino solo si el camino lo cruza "
                  "de un hex al otro.",
        },
    },
    "6.6": {
        "title": {"en": "Hex control", "es": "Control del hex"},
        "text": {
            "en": "Who controls a hex is set by the positions of the units at the start of a "
                  "player turn, and changes only at the end of that player turn: a hex that "
                  "looks Neutral may still be Enemy until then. Control matters for moving HQs, "
                  "command range, melee retreats, victory hexes and night supply lines.",
            "es": "Quién controla un hex se fija con la posición de las unidades al empezar un "
                  "turno de jugador, y solo cambia al acabar ese turno: un hex que parece "
                  "Neutral puede seguir siendo Enemigo hasta entonces. El control importa para "
                  "mover HQs, el alcance de mando, las retiradas de melee, los hexes de victoria "
                  "y las líneas de suministro nocturno.",
        },
    },
    "6.61": {
        "title": {"en": "Zones of control (ZOC)", "es": "Zonas de control (ZOC)"},
        "text": {
            "en": "Every unit has a zone of control over all the empty hexes next to it; it "
                  "never reaches into a hex the enemy occupies. Every hex is one of three "
                  "kinds:\n"
                  "- Friendly: occupied by friendly units, or empty and next to friendly units "
                  "without enemy opposition.\n"
                  "- Enemy: the same for the enemy.\n"
                  "- Neutral: any other empty hex, including one in the zone of control of "
                  "both sides.\n"
                  "A unit must stop when it enters an enemy zone of control, and when it moves "
                  "from one enemy zone of control straight into another.",
            "es": "Cada unidad ejerce zona de control sobre todos los hexes vacíos que la "
                  "rodean; nunca llega a un hex ocupado por el enemigo. Cada hex es de una de "
                  "tres clases:\n"
                  "- Amigo: ocupado por unidades amigas, o vacío y junto a unidades amigas sin "
                  "oposición enemiga.\n"
                  "- Enemigo: lo mismo para el enemigo.\n"
                  "- Neutral: cualquier otro hex vacío, incluido el que está en zona de "
                  "control de los dos bandos.\n"
                  "Una unidad debe detenerse al entrar en una zona de control enemiga, y al "
                  "pasar directamente de una zona de control enemiga a otra.",
        },
    },
    "6.62": {
        "title": {"en": "Front-line hexes", "es": "Hexes de primera línea"},
        "text": {
            "en": "Every hex next to an enemy unit is a front-line hex, friendly-occupied ones "
                  "included. At most two units may cross each hexside of a front-line hex in a "
                  "Move Phase: two in, two out, or one each way. Units moving into or out of a "
                  "front-line hex must stop. These limits model keeping a battle line in order "
                  "close to the enemy.\n"
                  "This app: a unit that enters a front-line hex stops there; a unit that starts "
                  "in one may move, but stops in the first hex it enters. The two-unit count per "
                  "hexside takes in and out moves together.",
            "es": "Todo hex junto a una unidad enemiga es de primera línea, también los "
                  "ocupados por unidades amigas. Por cada lado de un hex de primera línea "
                  "pueden pasar como mucho dos unidades en una fase de Movimiento: dos hacia "
                  "dentro, dos hacia fuera, o una en cada sentido. Las unidades que entran en "
                  "un hex de primera línea o salen de él deben detenerse. Estos límites "
                  "reflejan lo difícil que es mantener la línea cerca del enemigo.\n"
                  "En esta app: una unidad que entra en un hex de primera línea se detiene allí; "
                  "una que empieza en uno puede mover, pero se detiene en el primer hex en que "
                  "entra. El límite de dos unidades por hexside cuenta juntas las entradas y "
                  "salidas.",
        },
    },
    "6.7": {
        "title": {"en": "Entry roads", "es": "Caminos de entrada"},
        "text": {
            "en": "Reinforcements enter in the Move Phase, on their listed road and/or the "
                  "entry roads next to it; they may split among those roads, but a division is "
                  "kept together. Only roads with the entry-road symbol count. The map-edge "
                  "hex is the first hex of the move; entering by a secondary road costs 2 MP "
                  "there.\n"
                  "If the enemy holds the edge hex, the moving player may deploy into the "
                  "hexes next to it, and may also put one or two units per occupied edge hex "
                  "on the edge and make a normal melee attack, without command; that attacker "
                  "may retreat off the map (2.4). Front-line hexside limits (6.62) do not "
                  "apply to edge hexes, but units still stop on entering an enemy zone of "
                  "control.\n"
                  "This app: an entry that would end over a hex's stacking limit is refused "
                  "(6.2).",
            "es": "Los refuerzos entran en la fase de Movimiento, por su camino indicado y/o "
                  "por los caminos de entrada contiguos; pueden repartirse entre ellos, pero "
                  "cada división se mantiene unida. Solo cuentan los caminos con el símbolo de "
                  "entrada. El hex del borde es el primer hex del movimiento; entrar por un "
                  "camino secundario cuesta allí 2 MP.\n"
                  "Si el enemigo ocupa el hex del borde, el jugador que mueve puede desplegar "
                  "en los hexes contiguos, y además situar hasta dos unidades en el borde por "
                  "cada hex del borde ocupado y atacarlo en una melee normal, sin mando; ese "
                  "atacante puede retirarse fuera del mapa (2.4). En los hexes del borde no "
                  "rige el límite de paso de primera línea (6.62), pero sigue habiendo que "
                  "detenerse al entrar en una zona de control enemiga.\n"
                  "En esta app: se rechaza una entrada que acabe por encima del límite de "
                  "apilamiento de un hex (6.2).",
        },
    },
    "7.0": {
        "title": {"en": "Melee", "es": "Melee"},
        "text": {
            "en": "Close combat: front-line units move into an enemy hex in the Move Phase, and "
                  "the fight is resolved in the Melee Phase, in up to three rounds, letter by "
                  "letter.",
            "es": "Combate cuerpo a cuerpo: las unidades de primera línea entran en un hex "
                  "enemigo en la fase de Movimiento, y la lucha se resuelve en la fase de Melee, "
                  "en hasta tres rondas, letra por letra.",
        },
    },
    "7.1": {
        "title": {"en": "Melee Phase", "es": "Fase de Melee"},
        "text": {
            "en": "Instead of firing, front-line units may attack an adjacent enemy-occupied "
                  "hex, by moving into it during the Move Phase. This needs command, except "
                  "for unsupported melee (7.8), attacks from the map edge (6.7) and Berdan's "
                  "Sharpshooters (3.31). Only one unit may attack across each hexside, but a "
                  "hexside already used for fire may be used again for melee. The attackers "
                  "may not exceed the stacking limit of the enemy hex, which binds both sides "
                  "(6.2).\n"
                  "Melees are resolved only after all movement, one hex at a time, in the "
                  "order the Friendly player chooses. Every unit in a melee is revealed.\n"
                  "This app: an attacker must start the Move Phase in a front-line hex next to "
                  "the target; the attack is its whole move.",
            "es": "En lugar de disparar, las unidades de primera línea pueden atacar un hex "
                  "vecino donde haya enemigos, entrando en él durante la fase de Movimiento. "
                  "Hace falta mando, salvo en la melee sin apoyo (7.8), los ataques desde el "
                  "borde del mapa (6.7) y los Tiradores de Berdan (3.31). Solo una unidad "
                  "puede atacar por cada hexside, aunque ese hexside ya se haya usado para "
                  "disparar. El número de atacantes no puede pasar del límite de apilamiento "
                  "del hex atacado, que vale para ambos bandos (6.2).\n"
                  "Las melees se resuelven solo cuando ha terminado todo el movimiento, hex a "
                  "hex, en el orden que elija el jugador Amigo. Todas las unidades de una "
                  "melee se revelan.\n"
                  "En esta app: el atacante debe empezar la fase de Movimiento en un hex de "
                  "primera línea junto al objetivo; el ataque es todo su movimiento.",
        },
    },
    "7.2": {
        "title": {"en": "Melee rounds", "es": "Rondas de melee"},
        "text": {
            "en": "A melee lasts one to three rounds. In each round every unit gets one combat "
                  "turn, in which it either fights or retreats (7.7). Combat turns go by "
                  "letter: all A blocks, then all B, then C, then D; within a letter the "
                  "defender's blocks act before the attacker's. To fight, roll as many dice as "
                  "the block's strength; each die at or below its firepower is a hit.\n"
                  "A melee ends as soon as one side has no unit left in the hex. Round 3: "
                  "attackers may no longer fight and must retreat in their combat turn; "
                  "defenders fight on while any enemy unit is in the hex. So a B attacker "
                  "facing an A defender retreats in round 3 only after the defender has "
                  "struck; an A attacker facing a B defender retreats before it.\n"
                  "This app: among one side's blocks of the same letter, their owner picks the "
                  "order. Each hit goes to the strongest enemy block in the melee (its owner "
                  "picks among ties), HQs last; there is no double defence. The attacker wins "
                  "when no defender is left in the hex; otherwise the defender wins.\n"
                  "Between two devices the side attacked gives its orders once, when the Move "
                  "Phase ends: for each of its blocks in a melee, hold or retreat from round 1, "
                  "2 or 3 (and where to), which block takes hits first among equals, and how to "
                  "regroup if it holds (7.9). The attacker's device plays them; they are public.",
            "es": "Una melee dura de una a tres rondas. En cada ronda cada unidad dispone de "
                  "un turno de combate, en el que lucha o se retira (7.7). Los turnos van por "
                  "letras: todos los bloques A, luego todos los B, luego C y luego D; dentro "
                  "de una letra, los bloques del defensor actúan antes que los del atacante. "
                  "Para luchar se tiran tantos dados como la fuerza del bloque; cada dado "
                  "igual o menor que su potencia de fuego es un impacto.\n"
                  "La melee termina en cuanto un bando no tiene ninguna unidad en el hex. "
                  "Ronda 3: los atacantes ya no pueden luchar y deben retirarse en su turno de "
                  "combate; los defensores siguen luchando mientras quede alguna unidad "
                  "enemiga en el hex. Así, un atacante B ante un defensor A se retira en la "
                  "3.ª ronda después de que el defensor golpee; un atacante A ante un defensor "
                  "B se retira antes.\n"
                  "En esta app: entre los bloques de un bando con la misma letra, su dueño elige "
                  "el orden. Cada impacto va al bloque enemigo más fuerte de la melee (su dueño "
                  "elige si hay empate), los HQs los últimos; no hay doble defensa. El atacante "
                  "gana si no queda ningún defensor en el hex; si no, gana el defensor.\n"
                  "Entre dos dispositivos, el bando atacado da sus órdenes una vez, al terminar "
                  "la Fase de Movimiento: para cada bloque suyo en una melee, resistir o "
                  "retirarse desde la ronda 1, 2 o 3 (y adónde), qué bloque recibe primero los "
                  "impactos entre iguales y cómo reagruparse si resiste (7.9). El dispositivo "
                  "del atacante las juega; son públicas.",
        },
    },
    "7.3": {
        "title": {"en": "Terrain in melee", "es": "Terreno en la melee"},
        "text": {
            "en": "Roads never help to enter a melee: use the hexside's other terrain. The melee "
                  "penalty comes from the hexside each attacker crossed, applies to that "
                  "attacker only, and only in round 1. Penalties add up and may reach 0: "
                  "crossing woods and a ridge is -2 (A3 fights as A1). Double defence does not "
                  "apply in melee.",
            "es": "Los caminos nunca sirven para entrar en una melee: se usa el otro terreno del "
                  "hexside. La penalización de melee la da el hexside que cruzó cada atacante, "
                  "solo afecta a ese atacante y solo en la 1.ª ronda. Las penalizaciones se "
                  "suman y pueden llegar a 0: cruzar bosque y cerro es -2 (A3 lucha como A1). La "
                  "doble defensa no se aplica en la melee.",
        },
    },
    "7.4": {
        "title": {"en": "Artillery in melee", "es": "Artillería en la melee"},
        "text": {
            "en": "Artillery cannot attack in melee. It defends normally in round 1 (as A3 or "
                  "B3), but its firepower drops to 1 (A1 or B1) in later rounds. Horse "
                  "artillery may attack, but its firepower drops the same way after round 1.\n"
                  "This app: round 1 uses the block's short-range firepower; its letter never "
                  "changes.",
            "es": "La artillería nunca ataca en melee. Defiende con normalidad en la 1.ª ronda "
                  "(como A3 o B3), pero su potencia baja a 1 (A1 o B1) en las siguientes. La "
                  "artillería a caballo sí puede atacar, pero su potencia baja igual tras la "
                  "1.ª ronda.\n"
                  "En esta app: en la 1.ª ronda usa su potencia de corto alcance; su letra no "
                  "cambia nunca.",
        },
    },
    "7.5": {
        "title": {"en": "HQs in melee", "es": "HQs en la melee"},
        "text": {
            "en": "HQs cannot attack in melee, but they defend like any other unit, with their "
                  "current strength and firepower. As they may stand at 0 steps, HQs always "
                  "take the last hit.\n"
                  "This app: an HQ at 0 rolls no dice, and a hit on it eliminates it.",
            "es": "Los HQs nunca atacan en melee, pero se defienden como cualquier otra "
                  "unidad, con su fuerza actual y su potencia de fuego. Como pueden quedarse a "
                  "0 pasos, el último impacto es siempre para los HQs.\n"
                  "En esta app: un HQ a 0 no tira dados, y un impacto sobre él lo elimina.",
        },
    },
    "7.6": {
        "title": {"en": "Cavalry in melee", "es": "Caballería en la melee"},
        "text": {
            "en": "In round 1 only, cavalry firepower is -1 when it attacks (A2 fights as A1) "
                  "and +1 when it defends (A2 fights as A3).",
            "es": "Solo en la 1.ª ronda, la caballería tiene -1 a su potencia si ataca (A2 lucha "
                  "como A1) y +1 si defiende (A2 lucha como A3).",
        },
    },
    "7.7": {
        "title": {"en": "Melee retreats", "es": "Retiradas de melee"},
        "text": {
            "en": "An attacker always retreats to the hex it attacked from. A defender "
                  "retreats to an adjacent Friendly hex if there is one, otherwise to a "
                  "Neutral hex. No unit may retreat into an Enemy hex or into another melee "
                  "hex not yet resolved, and at most one unit may retreat across each hexside "
                  "per round. Retreating off the map is allowed (2.4). Control is the one "
                  "fixed at the start of the turn (6.6): a hex now held by friendly units may "
                  "still be Enemy.\n"
                  "This app: a unit that must retreat and has no legal hex with room is "
                  "eliminated.",
            "es": "Un atacante siempre se retira al hex desde el que atacó. Un defensor se "
                  "retira a un hex Amigo adyacente si lo hay y, si no, a uno Neutral. Ninguna "
                  "unidad puede retirarse a un hex Enemigo ni a otro hex de melee aún sin "
                  "resolver, y como mucho una unidad puede retirarse por cada hexside en cada "
                  "ronda. Se permite retirarse fuera del mapa (2.4). El control es el fijado "
                  "al empezar el turno (6.6): un hex que ahora ocupan unidades amigas puede "
                  "seguir siendo Enemigo.\n"
                  "En esta app: una unidad que debe retirarse y no tiene ningún hex válido con "
                  "sitio queda eliminada.",
        },
    },
    "7.8": {
        "title": {"en": "Unsupported melee", "es": "Melee sin apoyo"},
        "text": {
            "en": "In the Move Phase a player may start an unsupported melee. It needs no "
                  "command, but only one unit may attack the hex, and it lasts only two rounds: "
                  "the attacker must retreat in round 2. It cannot be added to a normal melee, "
                  "and like any melee it is resolved after all movement.",
            "es": "En la fase de Movimiento un jugador puede iniciar una melee sin apoyo. No "
                  "necesita mando, pero solo una unidad puede atacar el hex y dura solo dos "
                  "rondas: el atacante debe retirarse en la 2.ª ronda. No puede sumarse a una "
                  "melee normal y, como toda melee, se resuelve cuando ha terminado el "
                  "movimiento.",
        },
    },
    "7.9": {
        "title": {"en": "Regroup", "es": "Reagruparse"},
        "text": {
            "en": "The units that win a melee may regroup: they may at once withdraw into "
                  "adjacent Friendly hexes, and/or friendly units in adjacent hexes may move "
                  "into the won hex. Never into Enemy or Neutral hexes. The one-unit-per-hexside "
                  "limit counts both ways: if a unit comes in across a hexside, no unit may "
                  "leave by that hexside.",
            "es": "Las unidades que ganan una melee pueden reagruparse: pueden retirarse al "
                  "momento a hexes Amigos adyacentes, y/o unidades amigas de hexes adyacentes "
                  "pueden entrar en el hex ganado. Nunca a hexes Enemigos ni Neutrales. El "
                  "límite de una unidad por hexside cuenta en ambos sentidos: si una unidad "
                  "entra por un hexside, ninguna puede salir por él.",
        },
    },
    "8.0": {
        "title": {"en": "Supply", "es": "Suministro"},
        "text": {
            "en": "Supply rebuilds weakened units: it stands for ammunition, rest, rallying and "
                  "gathering stragglers. By day HQs give it in the Supply Phase (8.1-8.3); at "
                  "night each side gets a pool of supply points (8.4).",
            "es": "El suministro reconstruye unidades debilitadas: representa munición, "
                  "descanso, reagrupar tropas y recoger rezagados. De día lo dan los HQs en la "
                  "fase de Suministro (8.1-8.3); de noche cada bando recibe una reserva de "
                  "puntos de suministro (8.4).",
        },
    },
    "8.1": {
        "title": {"en": "Supply Phase", "es": "Fase de Suministro"},
        "text": {
            "en": "First stand every block upright again (hidden), except artillery in "
                  "front-line hexes; then activate HQs for supply as you wish. An HQ may move "
                  "into an adjacent Friendly hex and then activate. Activation costs the HQ 1 "
                  "step. The same HQ may be activated in the Command Phase and in the Supply "
                  "Phase of one turn, at 1 step each.\n"
                  "This app: the phase runs in this order: HQs activated in the Command Phase "
                  "pay their step (4.3); blocks stand up; fallen DHQs return (4.61); supply "
                  "activations. An HQ pays its supply step once it has given its points.",
            "es": "Primero se vuelven a poner de pie (ocultos) todos los bloques, salvo la "
                  "artillería en hexes de primera línea; después se activan HQs para "
                  "suministro a voluntad. Un HQ puede pasar a un hex Amigo adyacente y luego "
                  "activarse. La activación le cuesta 1 paso. El mismo HQ puede activarse en "
                  "la fase de Mando y en la de Suministro del mismo turno, a 1 paso cada vez.\n"
                  "En esta app: la fase sigue este orden: los HQs activados en la fase de Mando "
                  "pagan su paso (4.3); los bloques se ponen de pie; vuelven los DHQs caídos "
                  "(4.61); activaciones de suministro. Un HQ paga su paso de suministro después "
                  "de dar sus puntos.",
        },
    },
    "8.2": {
        "title": {"en": "Supply points (SP)", "es": "Puntos de suministro (SP)"},
        "text": {
            "en": "Every HQ has a supply value, the same number as its command range, printed "
                  "in its lower right corner. An activated HQ spends that many points on units "
                  "of its own command:\n"
                  "- a DHQ: any unit of its division;\n"
                  "- a CHQ: any unit of its corps; only a CHQ or an AHQ can add steps to a "
                  "DHQ;\n"
                  "- an AHQ: any unit; only an AHQ can add steps to a CHQ. Only Night supply "
                  "(9.73) can rebuild an AHQ.",
            "es": "Todo HQ tiene un valor de suministro, el mismo número que su alcance de "
                  "mando, impreso en su esquina inferior derecha. Un HQ activado gasta esos "
                  "puntos en unidades de su propio mando:\n"
                  "- un DHQ: cualquier unidad de su división;\n"
                  "- un CHQ: cualquier unidad de su cuerpo; solo un CHQ o un AHQ puede sumar "
                  "pasos a un DHQ;\n"
                  "- un AHQ: cualquier unidad; solo un AHQ puede sumar pasos a un CHQ. Solo el "
                  "suministro nocturno (9.73) reconstruye a un AHQ.",
        },
    },
    "8.3": {
        "title": {"en": "Build-up", "es": "Aumento"},
        "text": {
            "en": "Each supply point adds 1 step to 1 unit of any type, provided that:\n"
                  "- the unit is within the HQ's command range, traced without crossing Enemy "
                  "hexes;\n"
                  "- a unit in a front-line hex costs 2 SP per step, elsewhere 1 SP;\n"
                  "- no unit gains more than 1 step in one Supply Phase;\n"
                  "- an HQ activated for supply in this phase cannot receive supply in it (a "
                  "CHQ that supplies cannot be raised by an AHQ supplying in the same phase).\n"
                  "An HQ that commanded fire this turn may still receive supply in the Supply "
                  "Phase. Example: Meade, at strength 1 with supply value 3, raises the CHQs "
                  "Hancock and Slocum 1 step each and the DHQ Gibbon 1 step, then drops to 0: "
                  "he cannot be activated again that day, but Night supply can raise him.\n"
                  "This app: no block goes above its full strength; eliminated blocks never come "
                  "back (fallen DHQs apart, 4.61); an HQ raised in this phase cannot then be "
                  "activated for supply in it; points not spent are lost.",
            "es": "Cada punto de suministro suma 1 paso a 1 unidad de cualquier tipo, con "
                  "estas condiciones:\n"
                  "- la unidad está dentro del alcance de mando del HQ, trazado sin cruzar "
                  "hexes Enemigos;\n"
                  "- una unidad en un hex de primera línea cuesta 2 SP por paso; en otro "
                  "sitio, 1 SP;\n"
                  "- ninguna unidad gana más de 1 paso en una misma fase de Suministro;\n"
                  "- un HQ activado para suministro en esta fase no puede recibir suministro "
                  "en ella (un CHQ que abastece no puede ser aumentado por un AHQ que abastece "
                  "en la misma fase).\n"
                  "Un HQ que mandó disparar en este turno sí puede recibir suministro en la "
                  "fase de Suministro. Ejemplo: Meade, con fuerza 1 y valor de suministro 3, "
                  "sube 1 paso a cada CHQ, Hancock y Slocum, y 1 al DHQ Gibbon, y baja a 0: ya "
                  "no puede activarse ese día, pero el suministro nocturno puede subirle.\n"
                  "En esta app: ningún bloque supera su fuerza máxima; los bloques eliminados "
                  "nunca vuelven (salvo los DHQs caídos, 4.61); un HQ aumentado en esta fase ya "
                  "no puede activarse para suministro en ella; los puntos no gastados se "
                  "pierden.",
        },
    },
    "8.4": {
        "title": {"en": "Night supply", "es": "Suministro nocturno"},
        "text": {
            "en": "In the Supply Phase of a Night turn each player gets supply points: CSA 12, "
                  "USA 16. Unlike day supply, a unit may gain several steps. Each step costs 2 "
                  "SP in a front-line hex and 1 SP elsewhere. Command range does not matter, "
                  "but the unit must trace a supply line, any path of hexes that enters no "
                  "Enemy hex: USA units to the Baltimore Pike entry hex, CSA units to the "
                  "Cashtown Pike entry hex (H14).\n"
                  "This app: the Baltimore Pike entry hex is L1 on the app's map (the rulebook "
                  "prints L10, a misprint). Night supply never brings back eliminated blocks; "
                  "points not spent are lost.",
            "es": "En la fase de Suministro de un turno de Noche cada jugador recibe puntos de "
                  "suministro: CSA 12, USA 16. A diferencia del suministro de día, una unidad "
                  "puede ganar varios pasos. Cada paso cuesta 2 SP en un hex de primera línea "
                  "y 1 SP en otro sitio. El alcance de mando no importa, pero la unidad debe "
                  "trazar una línea de suministro, cualquier camino de hexes que no entre en "
                  "un hex Enemigo: las unidades USA hasta el hex de entrada del Baltimore "
                  "Pike, las CSA hasta el del Cashtown Pike (H14).\n"
                  "En esta app: el hex de entrada del Baltimore Pike es L1 en el mapa de la app "
                  "(el reglamento imprime L10, una errata). El suministro nocturno nunca "
                  "recupera bloques eliminados; los puntos no gastados se pierden.",
        },
    },
    "9.0": {
        "title": {"en": "Scenarios", "es": "Escenarios"},
        "text": {
            "en": "Four scenarios: Day 1 (9.2), Day 2 \"Sickles' Folly\" (9.3), Day 3 "
                  "\"Pickett's Charge\" (9.4) and the whole three-day battle, \"Badges of "
                  "Courage\" (9.5). Each gives the historical set-up and strengths; free "
                  "deployment (9.6) varies them. Victory is by points (9.1); night turns (9.7) "
                  "separate the days.\n"
                  "This app: the order-of-battle sheets (set-ups, reinforcement times and roads) "
                  "were not available; the app's are built from the historical order of battle "
                  "and arrival times.",
            "es": "Cuatro escenarios: Día 1 (9.2), Día 2 \"La Locura de Sickles\" (9.3), Día 3 "
                  "\"La Carga de Pickett\" (9.4) y la batalla completa de tres días, \"Badges "
                  "of Courage\" (9.5). Cada uno da el despliegue y las fuerzas históricas; el "
                  "despliegue libre (9.6) permite variarlos. Se gana por puntos (9.1); los "
                  "turnos de Noche (9.7) separan los días.\n"
                  "En esta app: las hojas de orden de batalla (despliegues, horas y caminos de "
                  "los refuerzos) no estaban disponibles; las de la app se basan en el orden de "
                  "batalla y las horas de llegada históricos.",
        },
    },
    "9.1": {
        "title": {"en": "Victory points (VP)", "es": "Puntos de victoria (VP)"},
        "text": {
            "en": "Victory points come from holding certain hexes (9.11) and from destroying "
                  "enemy units (9.12). Only the CSA player keeps a total, at the end of the "
                  "last hour of each day:\n"
                  "- 10 or more: CSA victory;\n"
                  "- 0 to 9: draw;\n"
                  "- below 0: USA victory.\n"
                  "This app: the score is taken when the scenario ends; in the whole battle also "
                  "after each day's 8 PM turn, before the night: a CSA or USA victory ends the "
                  "game, a draw plays on (9.5). Day 1 alone has its own table (9.2).",
            "es": "Los puntos de victoria se ganan ocupando ciertos hexes (9.11) y destruyendo "
                  "unidades enemigas (9.12). Solo el jugador CSA lleva la cuenta, al terminar "
                  "la última hora de cada día:\n"
                  "- 10 o más: victoria CSA;\n"
                  "- de 0 a 9: empate;\n"
                  "- menos de 0: victoria USA.\n"
                  "En esta app: se puntúa al terminar el escenario; en la batalla completa, "
                  "también tras el turno de las 8 PM de cada día, antes de la noche: una "
                  "victoria CSA o USA acaba la partida y un empate sigue (9.5). El Día 1 suelto "
                  "tiene su propia tabla (9.2).",
        },
    },
    "9.11": {
        "title": {"en": "Victory hexes", "es": "Hexes de victoria"},
        "text": {
            "en": "Victory hexes show a large orange number, their value; it reflects mostly "
                  "the roads they command. Only the CSA scores them, and only those Friendly "
                  "to the CSA: occupied by its units or in its unopposed zone of control. "
                  "Neutral and USA hexes score nothing; the USA never scores terrain.\n"
                  "This app: the victory hexes and most of their values are the app's own (the "
                  "rulebook's list was not available), shown on the map.",
            "es": "Los hexes de victoria llevan un gran número naranja, su valor, que refleja "
                  "sobre todo los caminos que dominan. Solo los puntúa el CSA, y solo los que "
                  "le son Amigos: ocupados por sus unidades o en su zona de control sin "
                  "oposición. Los Neutrales y los de la USA no dan nada; la USA nunca puntúa "
                  "terreno.\n"
                  "En esta app: los hexes de victoria y la mayoría de sus valores son propios de "
                  "la app (la lista del reglamento no estaba disponible) y se ven en el mapa.",
        },
    },
    "9.12": {
        "title": {"en": "Eliminated units", "es": "Unidades eliminadas"},
        "text": {
            "en": "Every enemy unit eliminated is worth 1 VP, a fallen HQ included. Each "
                  "player counts the enemy units he has eliminated; the USA count is taken "
                  "from the CSA count (the result may be negative) and added to the CSA "
                  "terrain points. Example: the CSA holds Seminary Ridge (1), Gettysburg (2) "
                  "and Benner Hill (1), 4 in all; it has lost 3 units and the USA 8, so +5; "
                  "the CSA total is 9, a draw.\n"
                  "This app: losses count from the start of the scenario, over all its days. "
                  "Units that left the map (2.4) do not count.",
            "es": "Cada unidad enemiga eliminada vale 1 VP, también un HQ caído. Cada jugador "
                  "cuenta las unidades enemigas que ha eliminado; la cuenta USA se resta de la "
                  "CSA (puede dar negativo) y se suma a los puntos de terreno CSA. Ejemplo: el "
                  "CSA ocupa Seminary Ridge (1), Gettysburg (2) y Benner Hill (1), 4 en total; "
                  "ha perdido 3 unidades y la USA 8, luego +5; el total CSA es 9, empate.\n"
                  "En esta app: las bajas cuentan desde el principio del escenario, en todos sus "
                  "días. Las unidades que salieron del mapa (2.4) no cuentan.",
        },
    },
    "9.2": {
        "title": {"en": "Day 1", "es": "El primer día"},
        "text": {
            "en": "Set up the Day 1 units from each side's order of battle. Units listed for 8 "
                  "AM start at their hexes and strengths: fill the listed hex up to its "
                  "stacking limit, then place any more in adjacent hexes. The USA sets up "
                  "first, then the CSA. The CSA has the initiative in the first turn. The "
                  "scenario ends after the 8 PM turn.\n"
                  "Played alone, Day 1 uses its own table, since a draw is its likeliest result: "
                  "CSA 4 VP or less, USA victory; 5 to 9, draw; 10 or more, CSA victory.",
            "es": "Se despliegan las unidades del Día 1 según el orden de batalla de cada "
                  "bando. Las unidades de las 8 AM empiezan en sus hexes y con sus fuerzas: se "
                  "llena el hex indicado hasta su límite de apilamiento y el resto va a hexes "
                  "adyacentes. Despliega primero la USA y luego el CSA. El primer turno es del "
                  "CSA, que tiene la iniciativa. El escenario acaba tras el turno de las 8 PM.\n"
                  "Jugado solo, el Día 1 usa su propia tabla, porque lo más probable es un "
                  "empate: CSA con 4 VP o menos, victoria USA; de 5 a 9, empate; 10 o más, "
                  "victoria CSA.",
        },
    },
    "9.3": {
        "title": {"en": "Day 2: Sickles' Folly", "es": "El segundo día: La Locura de Sickles"},
        "text": {
            "en": "Set up the Sickles' Folly positions: Sickles' III Corps has pushed forward "
                  "from the Union line as Longstreet attacks. Play starts at 4 PM and ends "
                  "after the Night turn. The CSA has the initiative in the first turn.\n"
                  "This app: turns 4 PM to 8 PM, then the Night turn; the score is taken after "
                  "it.",
            "es": "Se despliegan las posiciones de La Locura de Sickles: el III Cuerpo de "
                  "Sickles ha avanzado por delante de la línea de la Unión mientras ataca "
                  "Longstreet. Se empieza a las 4 PM y se acaba tras el turno de Noche. El "
                  "primer turno es del CSA, que tiene la iniciativa.\n"
                  "En esta app: turnos de las 4 PM a las 8 PM y luego el turno de Noche; se "
                  "puntúa después de este.",
        },
    },
    "9.4": {
        "title": {"en": "Day 3: Pickett's Charge", "es": "El tercer día: La Carga de Pickett"},
        "text": {
            "en": "Set up the Pickett's Charge positions. Play starts at 1 PM; the CSA has the "
                  "initiative in the first turn. The rulebook ends it after the Night turn, "
                  "but no Night turn follows Day 3 (2.4).\n"
                  "This app: it ends after the 8 PM turn (turns 1 PM to 8 PM), and the score is "
                  "taken then.",
            "es": "Se despliegan las posiciones de La Carga de Pickett. Se empieza a la 1 PM; "
                  "el primer turno es del CSA, que tiene la iniciativa. El reglamento lo "
                  "termina tras el turno de Noche, pero después del Día 3 no hay turno de "
                  "Noche (2.4).\n"
                  "En esta app: acaba tras el turno de las 8 PM (turnos de la 1 PM a las 8 PM) y "
                  "se puntúa entonces.",
        },
    },
    "9.5": {
        "title": {"en": "Badges of Courage: the whole battle",
                  "es": "Badges of Courage: la batalla completa"},
        "text": {
            "en": "All three days, with the Day 1 and Day 2 order-of-battle sheets. Play Day 1 "
                  "as usual, then the Night turn, then Day 2 from 8 AM, starting with an "
                  "initiative roll; if needed, a second Night turn and Day 3. Score victory "
                  "points after each day: a draw means the fight goes on into the next day, "
                  "and if nobody has won at the end of Day 3 the game is drawn. The Day 2 "
                  "Longstreet option does not include Pickett's Division (opt.longstreet).\n"
                  "This app: Day 3 also starts at 8 AM with a roll; the score after Day 1 uses "
                  "the normal table (9.1), not the Day 1 table.",
            "es": "Los tres días, con las hojas de orden de batalla de los Días 1 y 2. Se "
                  "juega el Día 1 con normalidad, luego el turno de Noche y después el Día 2 "
                  "desde las 8 AM, empezando con una tirada de iniciativa; si hace falta, un "
                  "segundo turno de Noche y el Día 3. Se puntúa tras cada día: con empate la "
                  "lucha sigue al día siguiente, y si nadie ha ganado al final del Día 3 la "
                  "partida acaba en tablas. La opción Longstreet del Día 2 no incluye la "
                  "División de Pickett (opt.longstreet).\n"
                  "En esta app: el Día 3 también empieza a las 8 AM con tirada; la puntuación "
                  "tras el Día 1 usa la tabla normal (9.1), no la del Día 1.",
        },
    },
    "9.6": {
        "title": {"en": "Free deployment", "es": "Despliegue libre"},
        "text": {
            "en": "Players may vary the historical set-ups. The recommended way is to swap the "
                  "deployed units among the set-up positions, keeping the same number of units "
                  "on each position; this avoids trouble with zones of control.\n"
                  "This app: the \"Free deployment\" option (opt.free).",
            "es": "Se pueden cambiar los despliegues históricos. Lo recomendado es "
                  "intercambiar las unidades desplegadas entre las posiciones iniciales, sin "
                  "cambiar cuántas unidades hay en cada posición; así se evitan problemas con "
                  "las zonas de control.\n"
                  "En esta app: la opción \"Despliegue libre\" (opt.free).",
        },
    },
    "9.7": {
        "title": {"en": "Night turns", "es": "Turnos de Noche"},
        "text": {
            "en": "A special turn between two days of battle. Initiative is rolled as usual, "
                  "and each player has his player turn, with no combat (9.71), night movement "
                  "(9.72), night supply (9.73) and night reinforcements (9.74).\n"
                  "This app: a Night turn offers no Command Phase activations and no HQ supply "
                  "activations: its supply is the night pool only.",
            "es": "Un turno especial entre dos días de batalla. La iniciativa se tira como "
                  "siempre y cada jugador tiene su turno, sin combate (9.71), con movimiento "
                  "nocturno (9.72), suministro nocturno (9.73) y refuerzos nocturnos (9.74).\n"
                  "En esta app: un turno de Noche no ofrece activaciones de Mando ni "
                  "activaciones de HQs para suministro: su suministro es solo la reserva "
                  "nocturna.",
        },
    },
    "9.71": {
        "title": {"en": "No night combat", "es": "Sin combate nocturno"},
        "text": {
            "en": "There is no combat at night: no fire and no melee.",
            "es": "De noche no se combate: ni disparo ni melee.",
        },
    },
    "9.72": {
        "title": {"en": "Night movement", "es": "Movimiento nocturno"},
        "text": {
            "en": "Units move normally, but may not enter any hex next to an enemy unit. They "
                  "may leave front-line hexes, but moving into a front-line hex or from one "
                  "front-line hex to another is forbidden at night.",
            "es": "Las unidades mueven con normalidad, pero no pueden entrar en ningún hex junto "
                  "a una unidad enemiga. Pueden salir de hexes de primera línea, pero de noche "
                  "está prohibido entrar en uno o pasar de uno a otro.",
        },
    },
    "9.73": {
        "title": {"en": "Night supply", "es": "Suministro nocturno"},
        "text": {
            "en": "Both players now receive Night supply: see 8.4.",
            "es": "En esta fase cada bando recibe el suministro nocturno (8.4).",
        },
    },
    "9.74": {
        "title": {"en": "Night reinforcements", "es": "Refuerzos nocturnos"},
        "text": {
            "en": "The night reinforcements (the Union II Corps) enter at the Taneytown Road, "
                  "Emmitsburg Road or Littlestown road entry hexes, and may move along those "
                  "roads as they wish, as far as hex I6, obeying every night movement rule. "
                  "Units that left the map during the day come back now too (2.4).\n"
                  "This app: they move along those roads without a movement-point limit, never "
                  "beyond I6.",
            "es": "Los refuerzos nocturnos (el II Cuerpo de la Unión) entran por los hexes de "
                  "entrada del Taneytown Road, el Emmitsburg Road o el camino de Littlestown, "
                  "y pueden mover a su gusto por esos caminos, hasta el hex I6, cumpliendo "
                  "todas las reglas de movimiento nocturno. También vuelven ahora las unidades "
                  "que salieron del mapa durante el día (2.4).\n"
                  "En esta app: mueven por esos caminos sin límite de puntos de movimiento, "
                  "nunca más allá de I6.",
        },
    },
    "10.0": {
        "title": {"en": "Cavalry battle (optional)", "es": "Combate de la caballería (opcional)"},
        "text": {
            "en": "An optional rule for the cavalry fighting off the map.\n"
                  "- All cavalry stays off the map, except Buford's division and Jenkins' "
                  "brigade.\n"
                  "- On Day 3 at 3 PM, if unopposed, Gregg's division enters by the Hanover "
                  "Road and Kilpatrick's division by the Emmitsburg Road. Buford's division "
                  "leaves play, except Merritt's brigade, which comes under Kilpatrick.\n"
                  "- Brigades absent from the historical battle roll one die each to come: USA "
                  "Huey (joins Gregg) on 5 or 6; CSA Imboden on 6, Robertson on 5 or 6, Jones "
                  "on 5 or 6. If Huey fails, the USA may move Custer from Kilpatrick to Gregg.\n"
                  "- Stuart opposes Gregg, Kilpatrick or both by assigning brigades to each "
                  "fight. Each fight is a special three-round melee with the USA defending. No "
                  "command is needed, and HQs fight normally. A side wins when the enemy is "
                  "eliminated or retreats; nobody is forced to retreat after round 3, and if "
                  "neither side has won the fight is a stalemate. Eliminated units count for "
                  "VPs as usual.\n"
                  "- Against Gregg: a CSA win brings its surviving cavalry onto the Baltimore "
                  "Pike at 4 PM; a USA win brings Gregg's survivors onto the Hanover Road at 4 "
                  "PM. Against Kilpatrick: either winner's survivors enter by the Emmitsburg "
                  "Road at 4 PM. After a stalemate neither side's units from that fight enter.\n"
                  "Winners may use adjacent entry roads as usual, and are never forced to "
                  "enter the map.\n"
                  "This app: Day 1 is unchanged; in Sickles' Folly Gregg is not on the map and "
                  "Stuart never comes; the battle is played in Pickett's Charge and the whole "
                  "battle. When Day 3 begins Buford's blocks leave play (no VP), Merritt rides "
                  "with Kilpatrick, the absent brigades roll (those that come join Gregg or "
                  "Stuart) and the USA decides on Custer. At the start of the 3 PM turn the CSA "
                  "assigns every one of Stuart's blocks to one of the fights, unseen until they "
                  "are revealed; the fight against Gregg is fought first. Each fight follows "
                  "7.2 off the map: no terrain and no D2; the cavalry modifiers of 7.6 apply; "
                  "the USA's blocks act first within a letter; a block that retreats leaves the "
                  "fight and play; a block whose dice cannot hit may hold. Winners may enter "
                  "from 4 PM or later, or never.\n"
                  "Between two devices each side gives its orders for the fights once: the CSA "
                  "when Stuart's blocks ride out, the USA after revealing the divisions attacked. "
                  "For each block: fight at every combat turn, or leave the fight at its turn in "
                  "round 1, 2 or 3; and which blocks take hits first among equals. The CSA's "
                  "device then plays both fights out by them; the orders are public.",
            "es": "Regla opcional para los combates de caballería fuera del mapa.\n"
                  "- La caballería se queda fuera del mapa, excepto la brigada de Jenkins y la "
                  "división de Buford.\n"
                  "- El Día 3 a las 3 PM entran, si nadie se les opone, la división de Gregg "
                  "por el Hanover Road y la de Kilpatrick por el Emmitsburg Road. La división "
                  "de Buford sale del juego, salvo la brigada de Merritt, que pasa a las "
                  "órdenes de Kilpatrick.\n"
                  "- Las brigadas ausentes en la batalla histórica tiran un dado cada una para "
                  "llegar: USA Huey (se une a Gregg) con 5 o 6; CSA Imboden con 6, Robertson "
                  "con 5 o 6, Jones con 5 o 6. Si Huey no llega, la USA puede pasar a Custer "
                  "de Kilpatrick a Gregg.\n"
                  "- Stuart se opone a Gregg, a Kilpatrick o a ambos asignando brigadas a cada "
                  "combate. Cada combate es una melee especial de tres rondas con la USA como "
                  "defensora. No hace falta mando, y los HQs combaten con normalidad. Gana el "
                  "bando cuyo enemigo queda eliminado o se retira; nadie está obligado a "
                  "retirarse tras la 3.ª ronda, y si ninguno ha ganado el combate queda en "
                  "tablas. Las unidades eliminadas cuentan para los VP como siempre.\n"
                  "- Contra Gregg: si gana el CSA, su caballería superviviente entra por el "
                  "Baltimore Pike a las 4 PM; si gana la USA, los supervivientes de Gregg "
                  "entran por el Hanover Road a las 4 PM. Contra Kilpatrick: los "
                  "supervivientes del vencedor entran por el Emmitsburg Road a las 4 PM. Tras "
                  "unas tablas, ninguna unidad de ese combate entra.\n"
                  "Los vencedores pueden usar los caminos de entrada contiguos como siempre, y "
                  "nunca están obligados a entrar en el mapa.\n"
                  "En esta app: el Día 1 no cambia; en La Locura de Sickles Gregg no está en el "
                  "mapa y Stuart no llega nunca; el combate se juega en La Carga de Pickett y en "
                  "la batalla completa. Al empezar el Día 3 los bloques de Buford salen del "
                  "juego (sin VP), Merritt va con Kilpatrick, las brigadas ausentes tiran (las "
                  "que llegan se unen a Gregg o a Stuart) y la USA decide sobre Custer. Al "
                  "empezar el turno de las 3 PM el CSA asigna cada bloque de Stuart a uno de los "
                  "combates, sin que se vea hasta que se revelan; primero se lucha contra "
                  "Gregg. Cada combate sigue 7.2 fuera del mapa: sin terreno ni D2; se aplican "
                  "los modificadores de caballería de 7.6; dentro de una letra actúan primero "
                  "los bloques de la USA; un bloque que se retira deja el combate y el juego; un "
                  "bloque cuyos dados no pueden impactar puede aguantar. Los vencedores pueden "
                  "entrar desde las 4 PM o más tarde, o no entrar.\n"
                  "Entre dos dispositivos, cada bando da una sola vez sus órdenes para los "
                  "combates: el CSA cuando sale la caballería de Stuart, la USA después de revelar "
                  "las divisiones atacadas. Para cada bloque: combatir en cada turno de combate, o "
                  "retirarse del combate en su turno de la ronda 1, 2 o 3; y qué bloques encajan "
                  "primero los impactos entre iguales. El dispositivo del CSA juega luego ambos "
                  "combates según ellas; las órdenes son públicas.",
        },
    },
    "opt": {
        "title": {"en": "Optional rules", "es": "Reglas opcionales"},
        "text": {
            "en": "Options chosen before the game starts: fixed turn order (opt.fixed), column "
                  "and line (opt.column), the Hancock option (opt.hancock), the Longstreet "
                  "option (opt.longstreet), free deployment (opt.free, 9.6) and the cavalry "
                  "battle (opt.cavalry, 10.0).",
            "es": "Opciones que se eligen antes de empezar: orden de turno fijo (opt.fixed), en "
                  "columna y en línea (opt.column), la opción Hancock (opt.hancock), la opción "
                  "Longstreet (opt.longstreet), despliegue libre (opt.free, 9.6) y el combate de "
                  "la caballería (opt.cavalry, 10.0).",
        },
    },
    "opt.fixed": {
        "title": {"en": "Fixed turn order", "es": "Orden de turno fijo"},
        "text": {
            "en": "No initiative roll (1.1): every hour, Night turns included, is a CSA player "
                  "turn followed by a USA player turn.",
            "es": "Sin tirada de iniciativa (1.1): cada hora, turnos de Noche incluidos, es un "
                  "turno del CSA seguido de uno de la USA.",
        },
    },
    "opt.column": {
        "title": {"en": "Column and line", "es": "En columna y en línea"},
        "text": {
            "en": "Civil War infantry fought in line and marched in column. Units are in line "
                  "unless marked as in column (laid face-down).\n"
                  "- Changing formation happens in the Move Phase and costs half the unit's "
                  "movement allowance, or all of it in a front-line hex.\n"
                  "- Only units in column may use road movement (6.5); units in line may not.\n"
                  "- A unit in column stacks alone, whatever the terrain: it may not enter a "
                  "hex with other friendly units, and units in line may not enter its hex.\n"
                  "- Units in column cannot fire. In a melee they may retreat normally, or "
                  "change to line in round 1.\n"
                  "- Units enter the map in column or line, as their owner chooses.\n"
                  "This app: the option concerns infantry only. A unit in column cannot start a "
                  "melee; in a melee it fights only after changing to line, which takes its "
                  "round-1 combat turn.",
            "es": "La infantería de la Guerra de Secesión combatía en línea y marchaba en "
                  "columna. Las unidades están en línea salvo que se marquen en columna "
                  "(tumbadas boca abajo).\n"
                  "- El cambio de formación se hace en la fase de Movimiento y cuesta la mitad "
                  "de la capacidad de movimiento de la unidad, o la capacidad entera si está "
                  "en un hex de primera línea.\n"
                  "- El movimiento por caminos (6.5) queda reservado a las unidades en "
                  "columna; en línea no se usa.\n"
                  "- Una unidad en columna se apila sola, sea cual sea el terreno: no puede "
                  "entrar en un hex con otras unidades amigas, ni las unidades en línea en el "
                  "suyo.\n"
                  "- Una unidad en columna nunca dispara. Si se ve en una melee, puede "
                  "retirarse como siempre o formar en línea en la 1.ª ronda.\n"
                  "- Al entrar en el mapa, cada unidad lo hace en la formación que su dueño "
                  "prefiera.\n"
                  "En esta app: la opción afecta solo a la infantería. Una unidad en columna no "
                  "puede iniciar una melee; en una melee solo lucha tras pasar a línea, lo que "
                  "ocupa su turno de combate de la 1.ª ronda.",
        },
    },
    "opt.hancock": {
        "title": {"en": "The Hancock option", "es": "La opción Hancock"},
        "text": {
            "en": "On Day 1 Reynolds commanded until he was killed around 10:30 AM; then "
                  "Howard, then Hancock, sent by Meade, from about 4 PM, and Slocum from about "
                  "6 PM. Meade reached the field at 3 AM on Day 2.\n"
                  "With this option the USA player may send Hancock to replace any fallen CHQ. "
                  "Hancock arrives four hours later by the Taneytown Road and acts as the "
                  "substitute CHQ (perhaps AHQ) until Meade arrives.\n"
                  "This app: the choice is offered in a USA Supply Phase while a USA CHQ lies "
                  "fallen, Meade is not on the map and Hancock is neither on it nor sent; he is "
                  "due four hours later and enters in a USA Move Phase, supplies the fallen "
                  "CHQ's corps and, while Meade is absent, is the temporary AHQ ahead of the "
                  "seniority list.",
            "es": "El Día 1 mandó Reynolds hasta que cayó hacia las 10:30 AM; después Howard, "
                  "luego Hancock, enviado por Meade, desde las 4 PM más o menos, y Slocum "
                  "desde las 6 PM. Meade llegó al campo a las 3 AM del Día 2.\n"
                  "Con esta opción el jugador USA puede mandar a Hancock a relevar a un CHQ "
                  "caído, sea cual sea. Llega cuatro horas después por el Taneytown Road y "
                  "hace de CHQ suplente (quizá de AHQ) hasta que llegue Meade.\n"
                  "En esta app: se ofrece en una fase de Suministro USA mientras haya un CHQ "
                  "de la USA caído, Meade no esté en el mapa y Hancock no esté en él ni enviado; "
                  "llega cuatro horas después y entra en una fase de Movimiento USA, suministra "
                  "al cuerpo del CHQ caído y, mientras falte Meade, es el AHQ temporal por "
                  "delante de la lista de antigüedad.",
        },
    },
    "opt.longstreet": {
        "title": {"en": "The Longstreet option", "es": "La opción Longstreet"},
        "text": {
            "en": "An alternative for Longstreet's corps printed on the Day 2 order-of-battle "
                  "sheet, used in the whole battle. It never includes Pickett's Division.\n"
                  "This app: the sheet was not available; the option's units and times are the "
                  "app's own, set in its order of battle.",
            "es": "Una alternativa para el cuerpo de Longstreet impresa en la hoja de orden de "
                  "batalla del Día 2, que se usa en la batalla completa. Nunca incluye la "
                  "División de Pickett.\n"
                  "En esta app: la hoja no estaba disponible; las unidades y horas de la opción "
                  "son propias de la app, fijadas en su orden de batalla.",
        },
    },
    "opt.free": {
        "title": {"en": "Free deployment", "es": "Despliegue libre"},
        "text": {
            "en": "Swap the set-up units among the historical positions, keeping the number of "
                  "units on each position. The full rule is 9.6.",
            "es": "Se intercambian las unidades del despliegue entre las posiciones históricas, "
                  "manteniendo el número de unidades en cada posición. La regla completa es 9.6.",
        },
    },
    "opt.cavalry": {
        "title": {"en": "Cavalry battle", "es": "Combate de la caballería"},
        "text": {
            "en": "Most cavalry stays off the map and Stuart fights Gregg and Kilpatrick off the "
                  "map on Day 3; the winners may enter at 4 PM. The full rule is 10.0.",
            "es": "Casi toda la caballería queda fuera del mapa y Stuart combate contra Gregg y "
                  "Kilpatrick fuera del mapa el Día 3; los vencedores pueden entrar a las 4 PM. "
                  "La regla completa es 10.0.",
        },
    },
}


def _normal(rule: str) -> str:
    """A reference as the text keys it: "5" and "5.0" name the same top section."""
    key = rule.strip().rstrip(".")
    if key.isdigit():
        return key + ".0"
    return key


def _parent(key: str) -> str | None:
    """The enclosing section: "5.23" -> "5.2" -> "5.0" -> None; "opt.fixed" -> "opt"."""
    if key.startswith("opt."):
        return "opt"
    top, _, sub = key.partition(".")
    if not top.isdigit() or not sub.isdigit() or sub == "0":
        return None
    return top + "." + (sub[:-1] if len(sub) > 1 else "0")


def section(rule: str) -> dict | None:
    """The entry for a rule reference as the engine cites it ("5.23", "4.61", "7", "opt.hancock"):
    the exact section if present, else the nearest parent ("5.23" -> "5.2" -> "5.0"), else None."""
    if not isinstance(rule, str):
        return None
    key: str | None = _normal(rule)
    while key:
        entry = SECTIONS.get(key)
        if entry is not None:
            return entry
        key = _parent(key)
    return None


def _order(rule: str) -> tuple:
    """Rulebook order: "4.6" < "4.61" < "5.0", and the optional rules after "10.0"."""
    if rule in OPTIONS:
        return (1000, OPTIONS.index(rule))
    top, sub = rule.split(".")
    return (int(top),) + (() if sub == "0" else tuple(int(d) for d in sub))


def _depth(rule: str) -> int:
    if rule in OPTIONS:
        return 0 if rule == "opt" else 1
    return len(_order(rule)) - 1


def index() -> list:
    """Every section this text has, in rulebook order (1.0, 1.1, ..., 4.6, 4.61, 5.0, ..., 10.0,
    then the optional rules), with its titles and depth (0 for "5.0", 1 for "5.2", 2 for "5.23";
    0 for "opt", 1 for "opt.fixed")."""
    return [{"rule": k, "title": dict(SECTIONS[k]["title"]), "depth": _depth(k)}
            for k in sorted(SECTIONS, key=_order)]
