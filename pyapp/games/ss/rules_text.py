"""In-app rules reference for Stonewall's Sword (Cedar Mountain), in English and Spanish.

Short summaries written for this app, keyed by the rulebook's section numbers
(the Spanish rulebook with the errata of 26 July 2015: "1.0" to "22.0", with
every numbered subsection it has, e.g. "4.8", "12.4", "22.1"). They paraphrase
the rules; they quote no sentence of the rulebook. Where the text is silent or
unclear the summary says what this engine does (RULES_NOTES.md beside this
file), flagged "This app:" / "En esta app:". Pure data plus ``section()`` and
``index()``.
"""

from __future__ import annotations

import re

SECTIONS: dict = {}


def _s(key: str, title_en: str, title_es: str, en: str, es: str) -> None:
    SECTIONS[key] = {"title": {"en": title_en, "es": title_es}, "text": {"en": en.strip(), "es": es.strip()}}


_s("1.0", "Introduction", "Introducción",
   "A two-player game of the battle of Cedar Mountain, Virginia, 9 August 1862: the Union (blue) against the "
   "Confederacy (grey). It is the first game of the Blind Swords system: one cup of chits drives both sides, so "
   "no one knows who acts next. Units fire before they move, there are no zones of control, and brigades act "
   "under strict orders.",
   "Juego para dos de la batalla de Cedar Mountain, Virginia, 9 de agosto de 1862: la Unión (azul) contra la "
   "Confederación (gris). Es el primer juego del sistema Blind Swords: un solo recipiente de fichas mueve a los "
   "dos bandos, así que nadie sabe quién actúa después. Las unidades disparan antes de mover, no hay zonas de "
   "control y las brigadas actúan con órdenes estrictas.")
_s("2.0", "How to win", "Cómo ganar",
   "Both sides score victory points: for enemy units broken or batteries lost, and for key hexes. The Union also "
   "scores hexes turn by turn. At the end of the last turn the difference between the totals gives the level of "
   "victory (19.3). A Confederate infantry unit entering Cedar Run Church wins at once (19.1).",
   "Ambos bandos ganan puntos de victoria: por unidades enemigas desorganizadas o baterías perdidas, y por hexes "
   "clave. La Unión además puntúa hexes turno a turno. Al final del último turno la diferencia entre los totales "
   "da el nivel de victoria (19.3). Una unidad de infantería confederada que entra en Cedar Run Church gana en el "
   "acto (19.1).")
_s("3.0", "Scale and map", "Escala y mapa",
   "The map shows the ground of the battle in hexes, with ten levels of height, woods, cornfields, rough ground, "
   "slopes, streams and roads.",
   "El mapa muestra el terreno de la batalla en hexes, con diez niveles de altura, bosques, maizales, terreno "
   "anguloso, laderas, arroyos y carreteras.")
_s("3.1", "Scale", "Escala",
   "A hex is about 128 metres across; a game turn is 20 minutes. Infantry and cavalry units are regiments, "
   "artillery units batteries; a Strength Point (SP) is about 50 men or 1 gun.",
   "Un hex mide unos 128 metros; un turno son 20 minutos. Las unidades de infantería y caballería son "
   "regimientos, las de artillería baterías; un Punto de Fuerza (PF) son unos 50 hombres o 1 cañón.")
_s("3.2", "Map features", "Elementos del mapa",
   "A hex has a terrain only if the art covers at least half of it. Woods and cornfields cost 2 MP and hinder "
   "fire; rough ground costs extra; a slope hexside costs 1 MP more going up and a steep slope 2; a pond hexside "
   "cannot be crossed; the summit of Cedar Mountain cannot be entered. Roads speed movement (13.5). Each hex "
   "shows its level, 1 to 10, which matters for line of sight (12.1).\n"
   "This app: the costs the rulebook leaves out are authored in MAP_NOTES.md.",
   "Un hex tiene un terreno solo si el dibujo cubre al menos su mitad. Bosques y maizales cuestan 2 PM y "
   "estorban el disparo; el terreno anguloso cuesta más; un lado de ladera cuesta 1 PM más al subir y uno de "
   "ladera empinada 2; un lado de estanque no se puede cruzar; la cima de Cedar Mountain está prohibida. Las "
   "carreteras aceleran el movimiento (13.5). Cada hex muestra su nivel, de 1 a 10, que cuenta para la línea de "
   "visión (12.1).\n"
   "En esta app: los costes que el reglamento no da están en MAP_NOTES.md.")
_s("4.0", "Units, markers and chits", "Unidades, marcadores y fichas",
   "The counters are the fighting units, a few markers, and the random chits drawn from the cup.",
   "Las fichas son las unidades combatientes, unos pocos marcadores y las fichas aleatorias que se sacan del "
   "recipiente.")
_s("4.1", "Unit counters", "Fichas de unidad",
   "Each counter shows its brigade on a coloured band, its name, and at the bottom its SP, weapon (Sm "
   "smoothbore, Rf rifled, Sr carbines, Mx mixed battery) and Cohesion Rating (CR). The back is the Depleted "
   "face, weaker. A \"C\" strength is a cadre worth 1/2 SP. Modified values subtract markers (and, for CR, the "
   "lack of support, 15.5), never below 0.",
   "Cada ficha muestra su brigada en una franja de color, su nombre y abajo sus PF, su arma (Sm ánima lisa, Rf "
   "rayada, Sr carabinas, Mx batería mixta) y su Valor de Cohesión (VC). El reverso es la cara Desgastada, más "
   "débil. Una fuerza \"C\" es un cuadro que vale 1/2 PF. Los valores modificados restan los marcadores (y, para "
   "el VC, la falta de apoyo, 15.5), nunca por debajo de 0.")
_s("4.2", "Markers", "Marcadores",
   "Few markers: Skirmish Order, Shaken / Disrupted (one marker, two faces), the Game Turn and the Union's "
   "victory points.",
   "Pocos marcadores: Orden de Escaramuza, Conmocionada / En Desorden (un marcador de dos caras), el Turno y los "
   "puntos de victoria de la Unión.")
_s("4.3", "Brigade activation markers", "Marcadores de activación de brigada",
   "Every brigade has a marker: Available, or Activated once a Division chit has activated it this turn. A "
   "Commander-in-Chief activation does not flip it. All turn back to Available at the end of the turn (17.3).",
   "Cada brigada tiene un marcador: Disponible, o Activada cuando una ficha de División la activó este turno. "
   "Una activación del Comandante en Jefe no lo gira. Todos vuelven a Disponible al final del turno (17.3).")
_s("4.4", "Random chits", "Fichas aleatorias",
   "The chits in the cup say which formation acts or what happens: Division Activation chits, the two "
   "Commanders-in-Chief (Banks, Jackson), 7 Event chits per side and 2 Generic chits (Fog of War, Fortunes of "
   "War). A general hit by Fog of War is replaced by his Casualty chit.",
   "Las fichas del recipiente dicen qué formación actúa o qué sucede: fichas de Activación de División, los dos "
   "Comandantes en Jefe (Banks, Jackson), 7 fichas de Evento por bando y 2 Genéricas (Niebla de Guerra, Fortunas "
   "de la Guerra). Un general alcanzado por la Niebla de Guerra se cambia por su ficha de Baja.")
_s("4.5", "Charts and tables", "Tablas y cuadros",
   "The Combat Results Table, the Cohesion Test tables, the weapon ranges, the terrain chart, the Fog of War and "
   "General Casualty tables and the event descriptions.\n"
   "This app: the tables the rulebook does not print are authored (DATA_NOTES.md).",
   "La Tabla de Resultados de Combate, las de Test de Cohesión, los alcances de las armas, la tabla de terreno, "
   "las de Niebla de Guerra y Bajas de Generales y la descripción de los eventos.\n"
   "En esta app: las tablas que el reglamento no imprime están elaboradas (DATA_NOTES.md).")
_s("4.6", "The cup", "El recipiente",
   "Every random chit in play goes in one opaque cup; chits are drawn from it blindly.",
   "Toda ficha aleatoria en juego va a un recipiente opaco; se sacan de él a ciegas.")
_s("4.7", "Dice", "Dados",
   "Each player uses 2 six-sided dice, one coloured and one white. Read as d66, the coloured die gives the "
   "tens and the white die the units (11 to 66).",
   "Cada jugador usa 2 dados de seis caras, uno de color y uno blanco. Leídos como d66, el de color da las "
   "decenas y el blanco las unidades (de 11 a 66).")
_s("4.8", "Universal rounding rule", "Regla universal de redondeo",
   "When values are halved, quartered or multiplied, keep the fractions until the end and round down once. A "
   "total that rounds to 0 cannot fire.",
   "Cuando los valores se dividen o multiplican, se guardan las fracciones hasta el final y se redondea hacia "
   "abajo una sola vez. Un total que se redondea a 0 no puede disparar.")
_s("5.0", "Unit identification and organisation", "Identificación y organización de las unidades",
   "Regiments belong to brigades, brigades to divisions: the Union's Williams and Augur (Ricketts optional), "
   "the Confederacy's Winder, Ewell and Hill. Batteries and the Union cavalry are independent: they belong to no "
   "brigade and take no orders.",
   "Los regimientos forman brigadas y las brigadas divisiones: las de la Unión Williams y Augur (Ricketts "
   "opcional), las confederadas Winder, Ewell y Hill. Las baterías y la caballería de la Unión son "
   "independientes: no pertenecen a ninguna brigada ni reciben órdenes.")
_s("6.0", "Stacking", "Apilamiento",
   "Several units may share a hex up to a limit, checked at the end of every phase and step.",
   "Varias unidades pueden compartir un hex hasta un límite, que se comprueba al final de cada fase y paso.")
_s("6.1", "Stacking limit", "Límite de apilamiento",
   "At most 8 SP in a hex, counting the printed SP of the face up. Units may pass through a crowded hex but not "
   "stop there. Recommended (on by default): each artillery SP counts 3/4.",
   "Como máximo 8 PF en un hex, contando los PF impresos de la cara visible. Se puede atravesar un hex lleno "
   "pero no detenerse en él. Recomendado (activado por defecto): cada PF de artillería cuenta 3/4.")
_s("6.2", "Large units", "Unidades grandes",
   "A unit of more than 8 SP counts as 8 for stacking and movement but fires and fights with all its SP.",
   "Una unidad de más de 8 PF cuenta como 8 para apilar y mover, pero dispara y combate con todos sus PF.")
_s("6.3", "Forced stacking", "Apilamiento forzado",
   "If a hex is over the limit at the end of a phase, its owner moves units out, largest first, to adjacent "
   "hexes until it complies.",
   "Si un hex supera el límite al final de una fase, su dueño saca unidades, la mayor primero, a hexes "
   "adyacentes hasta cumplirlo.")
_s("7.0", "Sequence of play", "Secuencia de juego",
   "Each turn: 1 Command Decision (8.0), 2 Artillery (9.0), 3 Chit Draw, with a brigade activation for each "
   "activation chit (10.0 to 16.0), 4 End Turn (17.0). Every phase ends before the next begins.",
   "Cada turno: 1 Decisión de Mando (8.0), 2 Artillería (9.0), 3 Robo de Fichas, con una activación de brigada "
   "por cada ficha de activación (10.0 a 16.0), 4 Final de Turno (17.0). Cada fase termina antes de la siguiente.")
_s("8.0", "Command Decision Phase", "Fase de Decisión de Mando",
   "The players prepare the cup for the turn: which Event chits go in is partly chosen, partly left to chance.",
   "Los jugadores preparan el recipiente del turno: qué fichas de Evento entran se elige en parte y en parte "
   "queda al azar.")
_s("8.1", "The main chit", "La ficha principal",
   "Each player secretly chooses 1 of his 7 Event chits: it surely goes in the cup.",
   "Cada jugador elige en secreto 1 de sus 7 fichas de Evento: entra seguro en el recipiente.")
_s("8.2", "Excluded chits", "Fichas excluidas",
   "Each player's other 6 chits are turned to their common face and mixed; the opponent sets 2 aside at random, "
   "unseen by anyone, for the turn.\n"
   "This app: the two are set aside at random by the program.",
   "Las otras 6 fichas de cada jugador se ponen por su cara común y se mezclan; el rival aparta 2 al azar, sin "
   "que nadie las vea, para el turno.\n"
   "En esta app: el programa aparta las dos al azar.")
_s("8.3", "Filling the cup", "Llenar el recipiente",
   "The remaining 4 Event chits of each side go in with the main chits, every Division chit and CiC chit in "
   "play, and the 2 Generic chits. Nobody knows which chits are in the cup, only how many.",
   "Las 4 fichas de Evento restantes de cada bando entran con las principales, todas las fichas de División y de "
   "CEJ en juego y las 2 Genéricas. Nadie sabe qué fichas hay en el recipiente, solo cuántas.")
_s("9.0", "Artillery Phase", "Fase de Artillería",
   "Batteries act only in this phase, by hexes, the two sides taking turns.",
   "Las baterías actúan solo en esta fase, por hexes, alternando los bandos.")
_s("9.1", "Union Artillery Step", "Paso de Artillería de la Unión",
   "The Union player picks 1 hex with his batteries: each of them fires or moves (not both); those firing at the "
   "same target may add up. At the end every battery of that hex counts as activated.",
   "El jugador de la Unión elige 1 hex con baterías suyas: cada una dispara o mueve (no ambas); las que disparan "
   "al mismo objetivo pueden sumarse. Al final todas las baterías de ese hex cuentan como activadas.")
_s("9.2", "Confederate Artillery Step", "Paso de Artillería Confederada",
   "The Confederate player then does the same with 1 hex of his batteries.",
   "Después el jugador confederado hace lo mismo con 1 hex de sus baterías.")
_s("9.3", "Alternating steps", "Alternar pasos",
   "The steps alternate until every battery has acted or its owner passes; when a Union step and the next "
   "Confederate step both activate nothing, the phase ends.",
   "Los pasos se alternan hasta que todas las baterías han actuado o su dueño pasa; cuando un paso de la Unión y "
   "el siguiente confederado no activan nada, la fase termina.")
_s("9.4", "Artillery movement and fire", "Movimiento y disparo de la artillería",
   "Artillery has 5 MP and may use the march column rate on pikes. It may not move to become Engaged (within 2 "
   "hexes of an enemy), cannot fire from woods or rough ground, enters woods only along a road, and never starts "
   "a close combat. Lost in a Break Test, it is eliminated.",
   "La artillería tiene 5 PM y puede usar el ritmo de columna de marcha por los peajes. No puede mover para "
   "trabarse (a 2 hexes o menos de un enemigo), no dispara desde bosque ni terreno anguloso, entra en el bosque "
   "solo por carretera y nunca inicia un combate cuerpo a cuerpo. Si falla un Test de Desorganización, queda "
   "eliminada.")
_s("9.5", "Union cavalry", "Caballería de la Unión",
   "The 1st Pennsylvania acts in a Union Artillery Step as if it were a battery, with 10 MP: fire, move, then "
   "close combat. Fire at it shifts 2 columns right. It may fall back 1 hex instead of firing when attacked.",
   "La 1ª de Pensilvania actúa en un Paso de Artillería de la Unión como si fuera una batería, con 10 PM: "
   "dispara, mueve y luego combate cuerpo a cuerpo. El disparo contra ella desplaza 2 columnas a la derecha. "
   "Atacada, puede retirarse 1 hex en vez de disparar.")
_s("10.0", "Chit Draw Phase", "Fase de Robo de Fichas",
   "Chits are drawn one at a time until the cup is empty; each is resolved before the next draw.",
   "Se sacan fichas de una en una hasta vaciar el recipiente; cada una se resuelve antes de la siguiente.")
_s("10.1", "Retained chits", "Fichas conservadas",
   "Before each draw both players may play chits they kept. The Union says first whether he will; if both will, "
   "the Confederate player decides who goes first.",
   "Antes de cada robo ambos jugadores pueden jugar fichas conservadas. La Unión dice primero si lo hará; si "
   "ambos quieren, el confederado decide quién empieza.")
_s("10.2", "Who draws", "Quién roba",
   "Either player may draw; the player who does not draw rolls for a Generic chit.\n"
   "This app: the Confederate player draws on odd turns, the Union player on even turns.",
   "Cualquiera puede robar; el jugador que no roba tira por una ficha Genérica.\n"
   "En esta app: el confederado roba en los turnos impares y la Unión en los pares.")
_s("10.3", "Drawing a chit", "Robar una ficha",
   "The chit is resolved by its kind: an Event goes to its owner, a Generic chit takes effect at once, a CiC or "
   "Division chit activates a brigade.",
   "La ficha se resuelve según su tipo: un Evento va a su dueño, una Genérica surte efecto en el acto, una de "
   "CEJ o de División activa una brigada.")
_s("10.4", "Event chits", "Fichas de Evento",
   "The owner of a drawn Event chit plays its event now, keeps it face down for later, or (with the optional "
   "tracks, 20.1 and 20.2) uses its common face. A kept chit is played before a later draw or at the end of the "
   "turn. Optional: the enemy does not learn which events you keep.",
   "El dueño de una ficha de Evento robada juega su evento ahora, la guarda boca abajo para más tarde o (con los "
   "contadores opcionales, 20.1 y 20.2) usa su cara común. Una ficha guardada se juega antes de otro robo o al "
   "final del turno. Opcional: el enemigo no sabe qué eventos guardas.")
_s("10.5", "Generic chits", "Fichas Genéricas",
   "Fortunes of War cancels the next chit drawn (a Division chit only marks one brigade Activated, doing "
   "nothing). Fog of War: the player who did not draw rolls on its table: an uncontrolled advance or retreat of "
   "1 enemy unit by 1 hex, or a possible general casualty.",
   "Fortunas de la Guerra anula la siguiente ficha robada (una de División solo marca una brigada como "
   "Activada, sin hacer nada). Niebla de Guerra: tira en su tabla quien no robó: un avance o retirada "
   "sin control de 1 unidad enemiga 1 hex, o una posible baja de un general.")
_s("10.6", "Commander-in-Chief chit", "Ficha de CEJ",
   "Banks or Jackson activates any brigade of his side, even one already activated, with a Full Activation; "
   "or the owner keeps the chit for later. A casualty CiC must first roll at or below his Command Value.",
   "Banks o Jackson activa cualquier brigada de su bando, incluso una ya activada, con Activación Completa; o su "
   "dueño conserva la ficha. Un CEJ de baja debe sacar antes su Valor de Mando o menos.")
_s("10.7", "Division Activation chit", "Ficha de Activación de División",
   "Roll 1 die: at or below the general's Command Value, a Full Activation of a brigade of his not yet "
   "activated; above it, a Limited Activation: only its Engaged units may fire. The chit goes back in the cup "
   "while the division has a brigade still to act.",
   "Se tira 1 dado: igual o menor que el Valor de Mando del general, Activación Completa de una brigada suya aún "
   "sin activar; mayor, Activación Limitada: solo sus unidades trabadas pueden disparar. La ficha vuelve al "
   "recipiente mientras la división tenga una brigada por actuar.")
_s("10.8", "Discarding chits", "Descarte de fichas",
   "Chits used up wait beside the cup until the end of the turn; every Event chit returns to its owner then.",
   "Las fichas usadas esperan junto al recipiente hasta el final del turno; entonces todas las de Evento "
   "vuelven a su dueño.")
_s("11.0", "Brigade orders", "Órdenes a brigadas",
   "An activated brigade gets 1 order for all its units; the order sets what they may do.",
   "Una brigada activada recibe 1 orden para todas sus unidades; la orden fija lo que pueden hacer.")
_s("11.1", "Kinds of order", "Tipos de orden",
   "Attack, Defend, Maneuver or Regroup. Artillery and cavalry take no orders.",
   "Atacar, Defender, Maniobrar o Reagruparse. La artillería y la caballería no reciben órdenes.")
_s("11.2", "Attack", "Atacar",
   "4 MP; the units may fire, move next to the enemy and start close combat, but not rally.",
   "4 PM; las unidades pueden disparar, mover junto al enemigo e iniciar combate cuerpo a cuerpo, pero no "
   "reorganizarse.")
_s("11.3", "Defend", "Defender",
   "2 MP; the units may fire and move, but not start close combat; in the rally step each may remove 1 Morale "
   "Hit.",
   "2 PM; las unidades pueden disparar y mover, pero no iniciar combate cuerpo a cuerpo; en la reorganización "
   "cada una puede quitar 1 Impacto en la Moral.")
_s("11.4", "Maneuver", "Maniobrar",
   "6 MP and the march column rate on pikes; no fire, no close combat, no rally, and the units may not move next "
   "to the enemy.",
   "6 PM y el ritmo de columna de marcha por los peajes; sin disparo, sin combate cuerpo a cuerpo, sin "
   "reorganización, y las unidades no pueden mover junto al enemigo.")
_s("11.5", "Regroup", "Reagruparse",
   "No movement and no fire; in the rally step units may remove all their Morale Hits or try to Rebuild (16.2).",
   "Sin movimiento ni disparo; en la reorganización las unidades pueden quitar todos sus Impactos en la Moral o "
   "intentar Reconstruirse (16.2).")
_s("12.0", "Fire combat", "Combate de disparo",
   "Fire is voluntary: a unit fires once a phase at 1 enemy hex in range and sight. It happens in a brigade's "
   "fire step, in the Artillery Phase, as defensive and support fire in close combat, as Disengagement Fire, and "
   "through events.",
   "El disparo es voluntario: una unidad dispara una vez por fase a 1 hex enemigo a su alcance y a la vista. "
   "Ocurre en el paso de disparo de una brigada, en la Fase de Artillería, como disparo defensivo y de apoyo en "
   "el combate cuerpo a cuerpo, como Disparo de Separación y por eventos.")
_s("12.1", "Who may fire", "Quién puede disparar",
   "Line of sight (from 2 hexes away) runs centre to centre: higher ground between blocks it; woods or units "
   "between, or a target in woods or a cornfield, obstruct it (column shifts). Range bands: effective (full SP), "
   "long (1/2), extreme (1/4), canister for artillery (x 3/2); smoothbore infantry has no long band. Infantry in "
   "1 hex or 2 adjacent hexes of 1 brigade may fire together; batteries only from 1 hex. Only artillery fires "
   "over friendly units.",
   "La línea de visión (desde 2 hexes) va de centro a centro: un terreno más alto en medio la bloquea; bosques o "
   "unidades en medio, o un objetivo en bosque o maizal, la obstruyen (desplazamientos de columna). Alcances: "
   "efectivo (todos los PF), largo (1/2), extremo (1/4), metralla para la artillería (x 3/2); la infantería de "
   "ánima lisa no tiene alcance largo. La infantería de 1 hex o de 2 hexes adyacentes de 1 brigada puede disparar "
   "junta; las baterías solo desde 1 hex. Solo la artillería dispara por encima de unidades amigas.")
_s("12.2", "Target and Lead Unit", "Objetivo y Unidad Principal",
   "The Lead Unit of the target hex is its unit with the most printed SP (its owner breaks ties); it alone takes "
   "the result, save for a few results that reach other units.",
   "La Unidad Principal del hex objetivo es su unidad con más PF impresos (su dueño decide los empates); solo "
   "ella sufre el resultado, salvo unos pocos resultados que alcanzan a otras.")
_s("12.3", "Fire procedure", "Procedimiento de disparo",
   "Add the firing SP (range factors applied, rounded down once), find the CRT column, apply the net shifts "
   "(target in woods 2 left, in a cornfield 1 left, over woods or units 1 left, skirmishers, cavalry target 2 "
   "right...), and roll d66. If the Lead Unit's modified CR falls in a coloured range of the cell, it takes a "
   "Routine, Difficult or Severe Cohesion Test (15.1).",
   "Se suman los PF que disparan (con los factores de alcance, redondeando abajo una vez), se busca la columna de "
   "la TRC, se aplican los desplazamientos netos (objetivo en bosque 2 a la izquierda, en maizal 1 a la "
   "izquierda, por encima de bosque o unidades 1 a la izquierda, escaramuzadores, objetivo de caballería 2 a la "
   "derecha...) y se tira d66. Si el VC modificado de la Unidad Principal cae en un rango coloreado de la "
   "casilla, hace un Test de Cohesión Rutinario, Difícil o Severo (15.1).")
_s("12.4", "Converging Fire", "Disparo Convergente",
   "A hex fired at through 2 hexsides that are not adjacent in one phase or step: all fire at it is declared "
   "first, the target's owner picks a primary hexside, and firers from the far hexsides shift 2 columns right.",
   "Un hex al que se dispara por 2 lados no adyacentes en una misma fase o paso: todo disparo contra él se "
   "declara antes, el dueño del objetivo elige un lado principal y los que disparan por los lados opuestos "
   "desplazan 2 columnas a la derecha.")
_s("13.0", "Movement", "Movimiento",
   "Units move one at a time (or as a stack), hex by hex, paying terrain costs. There are no zones of control: "
   "only leaving a hex next to the enemy has a price (13.7).",
   "Las unidades mueven una a una (o en pila), de hex en hex, pagando el coste del terreno. No hay zonas de "
   "control: solo salir de un hex junto al enemigo tiene un precio (13.7).")
_s("13.1", "Who moves", "Quién mueve",
   "Artillery and cavalry move in the Artillery Phase; infantry of the active brigade moves in its movement step "
   "under Attack, Defend or Maneuver; events may grant movement.",
   "La artillería y la caballería mueven en la Fase de Artillería; la infantería de la brigada activa mueve en "
   "su paso de movimiento con Atacar, Defender o Maniobrar; los eventos pueden dar movimiento.")
_s("13.2", "Movement allowance", "Capacidad de movimiento",
   "The order sets the infantry's MP (11.2 to 11.5); artillery has 5 MP, cavalry 10.",
   "La orden fija los PM de la infantería (11.2 a 11.5); la artillería tiene 5 PM y la caballería 10.")
_s("13.3", "Terrain costs", "Costes del terreno",
   "Costs add up: the hex, the hexside crossed, and 1 more next to a skirmisher (18.2). A unit may always move 1 "
   "hex, whatever it costs, unless the hex is forbidden.",
   "Los costes se suman: el hex, el lado que se cruza y 1 más junto a un escaramuzador (18.2). Una unidad "
   "siempre puede mover 1 hex, cueste lo que cueste, salvo que esté prohibido.")
_s("13.4", "Stacks", "Pilas",
   "A stack may move together or split; each move ends before the next begins. Moving together, it goes at "
   "its slowest unit's pace, pays each hex at its dearest unit's cost, keeps the stacking limit with all of "
   "it, and takes one Disengagement Fire, at its Lead Unit.",
   "Una pila puede mover junta o separarse; cada movimiento termina antes de empezar el siguiente. Junta, va "
   "al paso de su unidad más lenta, paga cada hex al coste de su unidad más cara, respeta el límite de "
   "apilamiento con todas sus unidades y recibe un solo Disparo de Separación, sobre su Unidad Principal.")
_s("13.5", "Roads", "Carreteras",
   "From a road hex to a connected road hex costs 1 MP whatever the terrain. On pikes the march column rate is "
   "1/2 MP a hex, for units under Maneuver, artillery, cavalry and some events. Both rates keep the 8 SP limit in "
   "every hex entered.",
   "De un hex de carretera a otro conectado cuesta 1 PM sea cual sea el terreno. Por los peajes el ritmo de "
   "columna de marcha es de 1/2 PM por hex, para unidades con Maniobrar, artillería, caballería y algunos "
   "eventos. Ambos ritmos respetan el límite de 8 PF en cada hex en que se entra.")
_s("13.6", "Engaging", "Trabarse en combate",
   "A unit next to an enemy unit is Engaged (artillery within 2 hexes). Units under Maneuver, skirmishers and "
   "artillery may not move to become Engaged. Becoming Engaged is not close combat.",
   "Una unidad junto a una enemiga está trabada (la artillería a 2 hexes o menos). Las unidades con Maniobrar, "
   "los escaramuzadores y la artillería no pueden mover para trabarse. Trabarse no es combate cuerpo a cuerpo.")
_s("13.7", "Disengagement Fire", "Disparo de Separación",
   "A unit leaving a hex next to enemy units is first fired at by all of them, at 1/2 SP; the mover is the Lead "
   "Unit, and a Retreat result cancels its move. Advances, cavalry retreats, skirmish withdrawals and the first "
   "hex of a retreat draw no such fire.",
   "Una unidad que sale de un hex junto a unidades enemigas recibe antes el disparo de todas ellas, a 1/2 de sus "
   "PF; la que mueve es la Unidad Principal y un resultado de Retirada anula su movimiento. Los avances, las "
   "retiradas de caballería, las de los escaramuzadores y el primer hex de una retirada no lo reciben.")
_s("13.8", "Reinforcements", "Refuerzos",
   "Arriving brigades enter at their hex on a Full Activation from their turn on. If the entry hex holds or "
   "touches the enemy, they wait 1 turn, then enter at the nearest free hex.",
   "Las brigadas que llegan entran por su hex con una Activación Completa a partir de su turno. Si el hex de "
   "entrada tiene enemigos o está junto a ellos, esperan 1 turno y luego entran por el hex libre más cercano.")
_s("13.9", "Leaving the map", "Salir del mapa",
   "A unit on an edge hex may leave for 1 MP; it is out for good but does not count as eliminated.",
   "Una unidad en un hex del borde puede salir por 1 PM; queda fuera para siempre pero no cuenta como eliminada.")
_s("14.0", "Close combat", "Combate cuerpo a cuerpo",
   "Infantry under Attack (and the cavalry, or units an event allows) may assault adjacent enemy hexes after "
   "moving.",
   "La infantería con Atacar (y la caballería, o las unidades que un evento permita) puede asaltar hexes "
   "enemigos adyacentes tras mover.")
_s("14.1", "Eligibility and declaration", "Elegibilidad y declaración",
   "All assaults are declared at the start of the step; a declared unit must attack. Skirmishers never take "
   "part, artillery never starts one, and there is no assault across a pond hexside.",
   "Todos los asaltos se declaran al inicio del paso; una unidad declarada debe atacar. Los escaramuzadores "
   "nunca participan, la artillería nunca inicia uno y no hay asalto a través de un lado de estanque.")
_s("14.2", "Close combat procedure", "Procedimiento del combate cuerpo a cuerpo",
   "For each assault: the defenders fire first at full SP, neighbours at 1/2 (support fire); attackers that "
   "retreat, break or are Disrupted drop out. With several attacking hexes one is the Assault hex, which sets the "
   "column; the odds of all attackers against the defenders shift it (up to 3), as do artillery defending (4 "
   "right), better CR, slopes and smoothbores. Roll d66: the cell gives the grade of a close combat Cohesion Test "
   "(15.2); a blank is Hard Fighting, which may hurt either side.",
   "En cada asalto: los defensores disparan antes con todos sus PF, los vecinos a 1/2 (disparo de apoyo); los "
   "atacantes que se retiran, se desorganizan o quedan En Desorden se retiran del asalto. Con varios hexes "
   "atacantes uno es el de Asalto, que fija la columna; la proporción de todos los atacantes contra los "
   "defensores la desplaza (hasta 3), igual que la artillería defensora (4 a la derecha), el mejor VC, las "
   "laderas y el ánima lisa. Se tira d66: la casilla da el grado del Test de Cohesión de combate cuerpo a cuerpo "
   "(15.2); un blanco es Lucha Reñida, que puede dañar a cualquiera de los dos.")
_s("15.0", "Cohesion tests", "Tests de Cohesión",
   "The owner rolls both dice: the coloured die reads the depletion column, the white die the rout column, in "
   "the section of the grade. Depletion applies first, then rout.",
   "El dueño tira los dos dados: el de color se lee en la columna de agotamiento y el blanco en la de huida, en "
   "la sección del grado. Primero se aplica el agotamiento y luego la huida.")
_s("15.1", "Fire Cohesion Test", "Test de Cohesión por disparo",
   "Grades Routine, Difficult, Severe. Depletion: D flips the Lead Unit to its Depleted face (already Depleted: "
   "a Break Test), D2 and D all reach more units. Rout: MH and 2MH give Morale Hits, BT a Break Test, R# a "
   "retreat of # hexes, and (P) Panic lets the firer give the same rout result to another weak unit (CR 3 or "
   "less) in or next to the hex.",
   "Grados Rutinario, Difícil, Severo. Agotamiento: D gira la Unidad Principal a su cara Desgastada (si ya lo "
   "está: Test de Desorganización), D2 y D todas alcanzan a más unidades. Huida: MH y 2MH dan Impactos en la "
   "Moral, BT un Test de Desorganización, R# una retirada de # hexes, y (P) Pánico deja al que dispara dar el "
   "mismo resultado de huida a otra unidad débil (VC 3 o menos) en el hex o junto a él.")
_s("15.2", "Close combat Cohesion Test", "Test de Cohesión por combate cuerpo a cuerpo",
   "As 15.1, with a Hard Fighting section and results for the attacker too: AD depletes the strongest attacker, "
   "BD both sides (unless the odds are 3 to 1), AMH and AR# hit or retreat it. A retreat result moves every "
   "defender of the hex.",
   "Como 15.1, con una sección de Lucha Reñida y resultados también para el atacante: AD agota al atacante más "
   "fuerte, BD a ambos bandos (salvo con proporción de 3 a 1), AMH y AR# le dan un impacto o lo retiran. Un "
   "resultado de retirada mueve a todos los defensores del hex.")
_s("15.4", "Retreat", "Retirada",
   "A retreat is counted in hexes, not MP: the unit ends at least that far from where it began, never entering "
   "an enemy or forbidden hex, avoiding the enemy where it can and heading for its own map edge (Union east, "
   "Confederates west). No way out: Broken box 3; reaching the edge: box 1. Artillery is eliminated instead.",
   "La retirada se cuenta en hexes, no en PM: la unidad acaba al menos a esa distancia de donde empezó, sin "
   "entrar en hexes enemigos ni prohibidos, evitando al enemigo si puede y hacia su borde (la Unión al este, los "
   "confederados al oeste). Sin salida: casilla 3 de Desorganizadas; si llega al borde: casilla 1. La "
   "artillería queda eliminada.")
_s("15.5", "Support", "Apoyo",
   "An unsupported unit has CR -1. Infantry is supported by a steady infantry unit of its brigade in or next to "
   "its hex; artillery by any steady infantry; cavalry always. A unit in woods is never supported and supports "
   "no one.",
   "Una unidad sin apoyo tiene VC -1. La infantería tiene apoyo de una unidad de infantería firme de su brigada "
   "en su hex o junto a él; la artillería de cualquier infantería firme; la caballería siempre. Una unidad en "
   "bosque nunca tiene apoyo ni lo da.")
_s("15.6", "Morale Hits", "Impactos en la Moral",
   "A first hit makes a unit Shaken (SP and CR -1), a second Disrupted (-2); a hit on a Disrupted unit calls a "
   "Break Test.",
   "Un primer impacto deja la unidad Conmocionada (PF y VC -1), un segundo En Desorden (-2); un impacto a una "
   "unidad En Desorden exige un Test de Desorganización.")
_s("15.7", "Break Test", "Test de Desorganización",
   "Roll 1 die against the modified CR: at or below it the unit only gains a Morale Hit step; 1 above sends it "
   "to Broken box 1, 2 above to box 2, 3 or more above to box 3 (Depleted, markers removed). Artillery that "
   "fails is eliminated.",
   "Se tira 1 dado contra el VC modificado: igual o menor, la unidad solo suma un grado de Impacto en la Moral; "
   "1 más la manda a la casilla 1 de Desorganizadas, 2 más a la casilla 2, 3 o más a la casilla 3 (Desgastada y "
   "sin marcadores). La artillería que falla queda eliminada.")
_s("15.8", "Advance after close combat", "Avance tras el combate cuerpo a cuerpo",
   "When a close combat empties a hex, the units that fought for it (attackers, or defenders into an emptied "
   "attacking hex) may advance into it, with no Disengagement Fire.",
   "Cuando un combate cuerpo a cuerpo vacía un hex, las unidades que lucharon por él (los atacantes, o los "
   "defensores hacia un hex atacante vacío) pueden avanzar a él, sin Disparo de Separación.")
_s("15.9", "The Broken Track", "El Contador de Desorganizadas",
   "Infantry and cavalry are never eliminated: they go to the track, boxes 3, 2, 1 and Available, and move 1 box "
   "on each end of turn. From Available they may be rebuilt (16.2). At the end each one on the track scores its "
   "fresh SP for the enemy.",
   "La infantería y la caballería nunca se eliminan: van al contador, casillas 3, 2, 1 y Disponibles, y avanzan "
   "1 casilla en cada final de turno. Desde Disponibles pueden reconstruirse (16.2). Al final cada una en el "
   "contador da sus PF de cara Nueva al enemigo.")
_s("16.0", "Rally", "Reorganización",
   "Under Defend or Regroup (or an event), the active brigade's units may recover from Morale Hits or rebuild.",
   "Con Defender o Reagruparse (o un evento), las unidades de la brigada activa pueden recuperarse de Impactos en "
   "la Moral o reconstruirse.")
_s("16.1", "Who may rally", "Quién puede reorganizarse",
   "A unit of the active brigade (or a battery or the cavalry next to it) that is Depleted, Shaken or Disrupted "
   "and at least 3 hexes from every enemy, or in the Available box.",
   "Una unidad de la brigada activa (o una batería o la caballería junto a ella) que esté Desgastada, "
   "Conmocionada o En Desorden y al menos a 3 hexes de todo enemigo, o en la casilla Disponibles.")
_s("16.2", "How to rally", "Cómo reorganizarse",
   "Recover: Defend removes 1 Morale Hit, Regroup all. Rebuild (Regroup only): roll 1 die at or below the "
   "modified CR to flip a unit Fresh, or to bring one back from Available, Depleted, at least 3 hexes from the "
   "enemy and near its brigade. Optional: a unit once broken never returns to Fresh.",
   "Recuperar: Defender quita 1 Impacto en la Moral y Reagruparse todos. Reconstruir (solo con Reagruparse): "
   "sacar con 1 dado el VC modificado o menos para girar una unidad a su cara Nueva, o para traer una de "
   "Disponibles, Desgastada, al menos a 3 hexes del enemigo y cerca de su brigada. Opcional: una unidad que "
   "estuvo desorganizada nunca vuelve a la cara Nueva.")
_s("17.0", "End Turn Phase", "Fase de Final de Turno",
   "The turn closes in a fixed order: last chits, Union points, markers, Broken Track, optional arrivals, next "
   "turn.",
   "El turno se cierra en un orden fijo: últimas fichas, puntos de la Unión, marcadores, Contador de "
   "Desorganizadas, llegadas opcionales, turno siguiente.")
_s("17.1", "Last retained chits", "Últimas fichas conservadas",
   "Both players may play the chits they kept, as in 10.1; what is not played now is lost.",
   "Ambos jugadores pueden jugar las fichas que conservan, como en 10.1; lo que no se juegue ahora se pierde.")
_s("17.2", "Union hex control points", "Puntos de la Unión por control de hexes",
   "The Union adds the points of the hexes it controls this turn, and 1 for each hex of the Confederate rear "
   "area (the west edge, 1717 to 3717) held by its infantry.",
   "La Unión suma los puntos de los hexes que controla este turno, y 1 por cada hex de la retaguardia "
   "confederada (el borde oeste, de 1717 a 3717) ocupado por su infantería.")
_s("17.3", "Resetting the activation markers", "Reinicio de los marcadores de activación",
   "Every brigade marker turns back to Available; brigades arriving next turn join the pool.",
   "Todos los marcadores de brigada vuelven a Disponible; las brigadas que llegan el turno siguiente se suman.")
_s("17.4", "Updating the Broken Track", "Actualizar el Contador de Desorganizadas",
   "Each unit on the track moves 1 box toward Available: box 1 first, then 2, then 3.",
   "Cada unidad del contador avanza 1 casilla hacia Disponibles: primero la casilla 1, luego la 2 y la 3.")
_s("17.5", "Jackson, Ricketts and Hill", "Jackson, Ricketts y Hill",
   "With the optional rules, the Where's Jackson and Where's Ricketts tracks are rolled, then Hill's rearguard "
   "(20.1 to 20.3).",
   "Con las reglas opcionales se tira por los contadores de Jackson y de Ricketts y luego por la retaguardia de "
   "Hill (20.1 a 20.3).")
_s("17.6", "Preparing the next turn", "Preparar el turno siguiente",
   "Each player takes back all 7 of his Event chits and the turn advances; after the last turn the winner is "
   "found (19.3).",
   "Cada jugador recupera sus 7 fichas de Evento y avanza el turno; tras el último turno se determina el "
   "ganador (19.3).")
_s("18.0", "Skirmish Order", "Orden de Escaramuza",
   "Only units set up in Skirmish Order have it (8 US and 12 US); it can be dropped for good for 2 MP at the "
   "start of a move, never taken again.",
   "Solo la tienen las unidades desplegadas en Orden de Escaramuza (8 US y 12 US); se puede abandonar para "
   "siempre por 2 PM al empezar a mover, y nunca se recupera.")
_s("18.1", "Movement in Skirmish Order", "Movimiento en Orden de Escaramuza",
   "A skirmisher pays 1 MP a hex whatever the terrain, never uses the march column rate and may not become "
   "Engaged.",
   "Un escaramuzador paga 1 PM por hex sea cual sea el terreno, nunca usa el ritmo de columna de marcha y no "
   "puede trabarse.")
_s("18.2", "The skirmish screen", "La pantalla de hostigadores",
   "An enemy unit moving next to a skirmisher pays 1 MP more, and the skirmisher at once withdraws 1 hex away "
   "(further if needed, to a hex next to no enemy), with no Disengagement Fire.",
   "Una unidad enemiga que mueve junto a un escaramuzador paga 1 PM más, y el escaramuzador se retira en el acto "
   "1 hex (más si hace falta, hasta un hex sin enemigos al lado), sin Disparo de Separación.")
_s("18.3", "Fire in Skirmish Order", "Disparo en Orden de Escaramuza",
   "Skirmishers fire normally with 1 column left; fire at them shifts 2 columns left.",
   "Los escaramuzadores disparan con 1 columna a la izquierda; el disparo contra ellos desplaza 2 columnas a la "
   "izquierda.")
_s("18.4", "Close combat in Skirmish Order", "Combate cuerpo a cuerpo en Orden de Escaramuza",
   "Skirmishers never fight in close combat: they never attack and they withdraw before an assault.",
   "Los escaramuzadores nunca luchan cuerpo a cuerpo: nunca atacan y se retiran ante un asalto.")
_s("19.0", "Victory", "Victoria",
   "A hex belongs to the side whose infantry last entered it. Points are counted at the end of the last turn, "
   "the Union's hex points turn by turn as well.",
   "Un hex pertenece al bando cuya infantería entró en él la última. Los puntos se cuentan al final del último "
   "turno, y los de hexes de la Unión también turno a turno.")
_s("19.1", "Confederate victory points", "Puntos de victoria confederados",
   "1 VP for each fresh SP of Union units on the Broken Track and for each SP of Union batteries eliminated, "
   "plus the hexes held at the end: Hudson's Mill 5, Robert Hudson House 10, Wheatfield Crossroads 5, Culpeper "
   "Road Gap 5, Cornfield Bluff 5, Pike Intersection 10. Confederate infantry entering Cedar Run Church (1300) "
   "wins at once.",
   "1 PV por cada PF de cara Nueva de unidades de la Unión en el Contador de Desorganizadas y por cada PF de "
   "baterías de la Unión eliminadas, más los hexes que controle al final: Hudson's Mill 5, Robert Hudson House "
   "10, Wheatfield Crossroads 5, Culpeper Road Gap 5, Cornfield Bluff 5, Pike Intersection 10. La infantería "
   "confederada que entra en Cedar Run Church (1300) gana en el acto.")
_s("19.2", "Union victory points", "Puntos de victoria de la Unión",
   "1 VP for each fresh SP of Confederate units on the Broken Track and each SP of Confederate batteries "
   "eliminated, plus every turn the hexes it holds: The Crossroads 2, Brushy Field Spur 2, The Gate 4, Newman's "
   "Cabin 4, The White Barn 4, The Cedars 3, Crittenden House 6, Dr. Slaughter's House 9, and the rear area "
   "(17.2). The rulebook numbers this section 9.2 by mistake.",
   "1 PV por cada PF de cara Nueva de unidades confederadas en el Contador de Desorganizadas y por cada PF de "
   "baterías confederadas eliminadas, más cada turno los hexes que controle: The Crossroads 2, Brushy Field "
   "Spur 2, The Gate 4, Newman's Cabin 4, The White Barn 4, The Cedars 3, Crittenden House 6, Dr. Slaughter's "
   "House 9, y la retaguardia (17.2). El reglamento numera por error esta sección como 9.2.")
_s("19.3", "Level of victory", "Nivel de victoria",
   "Union VP minus Confederate VP: 21 or more a major victory, 11 to 20 moderate, 1 to 10 minor, 0 a draw; the "
   "same below 0 for the Confederacy.",
   "PV de la Unión menos PV confederados: 21 o más victoria mayor, de 11 a 20 moderada, de 1 a 10 menor, 0 "
   "empate; lo mismo por debajo de 0 para la Confederación.")
_s("20.0", "Optional rules", "Reglas opcionales",
   "For Slaughter Mountain, best used together: Jackson may be late, Ricketts' division may come, and Field may "
   "follow.",
   "Para El Monte de la Masacre, mejor todas juntas: Jackson puede retrasarse, la división de Ricketts puede "
   "llegar y Field puede seguirla.")
_s("20.1", "Bad Day for Stonewall", "Mal Día para Stonewall",
   "Jackson's CiC chit waits on the Where's General Jackson track. Confederate Event chits drawn may be parked "
   "as their common event; each end of turn roll 2 dice, less the parked chits: at or below the turn number "
   "the chit moves 1 box. At the last box it goes in the cup.",
   "La ficha de CEJ de Jackson aguarda en el marcador de búsqueda de Jackson. Cada ficha de Evento "
   "confederada robada puede apartarse como evento común; en cada final de turno se tiran 2 dados menos las "
   "fichas apartadas: igual o menor que el número de turno, la ficha avanza 1 casilla. En la última entra en el "
   "recipiente.")
_s("20.2", "General Pope's Reinforcements", "Los Refuerzos del General Pope",
   "The same for Ricketts' Division chit with the Union's Event chits; once it arrives, 1 of his 4 brigades "
   "enters at 1300 each turn (or 1 turn later at 2400). The rulebook prints this section as a second 20.3.",
   "Lo mismo para la ficha de División de Ricketts con las fichas de Evento de la Unión; cuando llega, 1 de sus "
   "4 brigadas entra por 1300 cada turno (o 1 turno después por 2400). El reglamento imprime esta sección como "
   "un segundo 20.3.")
_s("20.3", "Hill's Rearguard", "La Retaguardia de Hill",
   "Once Ricketts' first brigade has arrived, the Confederate player rolls 1 die each end of turn: on 5 or 6 "
   "Field's brigade arrives next turn at the west edge (later entries at other road hexes are possible).",
   "Cuando ha llegado la primera brigada de Ricketts, el confederado tira 1 dado en cada final de turno: con 5 "
   "o 6 la brigada de Field llega el turno siguiente por el borde oeste (puede entrar más tarde por otros hexes "
   "de carretera).")
_s("21.0", "Designer's notes", "Notas del diseñador",
   "The designer explains where the system comes from and why the chit cup, the orders and the cohesion tests "
   "work as they do. No rules.",
   "El diseñador explica de dónde viene el sistema y por qué el recipiente, las órdenes y los tests de cohesión "
   "funcionan así. Sin reglas.")
_s("22.0", "Scenarios", "Escenarios",
   "Two scenarios: The Valley of Vengeance, short and meant for learning, and Slaughter Mountain, the whole "
   "battle.",
   "Dos escenarios: El Valle de la Venganza, corto y pensado para aprender, y El Monte de la Masacre, la "
   "batalla entera.")
_s("22.1", "The Valley of Vengeance", "El Valle de la Venganza",
   "Turns 7 to 11. Before play, both sides bombard (some units start Depleted), and on turn 7 the Union picks "
   "the first Division chit from the cup. Confederate brigades arrive at 2218 on turns 7, 8 and 9, Jackson's "
   "chit on turn 9. No unit may enter the hexes south of row 2900. No optional rules.",
   "Turnos 7 a 11. Antes de jugar ambos bandos bombardean (algunas unidades empiezan Desgastadas), y en el "
   "turno 7 la Unión elige la primera ficha de División del recipiente. Las brigadas confederadas llegan por 2218 "
   "en los turnos 7, 8 y 9, la ficha de Jackson en el turno 9. Ninguna unidad puede entrar en los hexes al sur "
   "de la fila 2900. Sin reglas opcionales.")
_s("22.2", "Slaughter Mountain", "El Monte de la Masacre",
   "Turns 1 to 15, the whole battle. Forno's and Trimble's brigades are frozen until Jackson's chit enters play "
   "or a Union unit reaches row 2900. Confederate brigades arrive at 2218 on turns 4, 5, 7 and 8, Hill's chit on "
   "turn 5 and Jackson's on turn 9. The optional rules 20.1 to 20.3 may be used.",
   "Turnos 1 a 15, la batalla entera. Las brigadas de Forno y Trimble están inmovilizadas hasta que la ficha de "
   "Jackson entra en juego o una unidad de la Unión llega a la fila 2900. Las brigadas confederadas llegan por "
   "2218 en los turnos 4, 5, 7 y 8, la ficha de Hill en el turno 5 y la de Jackson en el turno 9. Se pueden usar "
   "las reglas opcionales 20.1 a 20.3.")


# ---------------------------------------------------------------- lookup

def _normal(rule: str) -> str:
    """"12.1c" -> "12.1", "12" -> "12.0", "9.4." -> "9.4"."""
    key = rule.strip().rstrip(".")
    m = re.match(r"(\d{1,2})(?:\.(\d{1,2}))?", key)
    if not m:
        return key
    return f"{m.group(1)}.{m.group(2) or '0'}"


def section(rule) -> dict | None:
    """The entry for a rule reference as the engine cites it ("12.1c", "15.9",
    "7"): the exact section, else its chapter ("15.3" -> "15.0"), else None."""
    if not isinstance(rule, str) or not rule.strip():
        return None
    key = _normal(rule)
    if key in SECTIONS:
        return SECTIONS[key]
    top = key.split(".")[0] + ".0"
    return SECTIONS.get(top)


def _order(rule: str) -> tuple:
    top, sub = rule.split(".")
    return (int(top), int(sub))


def index() -> list:
    """Every section, in rulebook order, with its titles and depth (0 for a
    chapter "12.0", 1 for "12.3")."""
    return [{"rule": k, "title": dict(SECTIONS[k]["title"]), "depth": 0 if k.endswith(".0") else 1}
            for k in sorted(SECTIONS, key=_order)]
