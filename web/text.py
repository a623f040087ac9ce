"""The page's own words in English and Spanish (the games describe their
actions and log entries themselves)."""

TEXT = {
    "en": {
        "end_ask": "End this step?", "end_back": "Go back", "end_sure": "End it anyway",
        "new_game": "New game", "saves": "Saves", "share": "Share", "undo": "Undo",
        "language": "Español", "start": "Start", "continue": "Continue", "cancel": "Close",
        "game": "Game", "scenario": "Scenario", "options": "Options", "play_as": "I play",
        "both_sides": "Both sides (same device)", "your_move": "Your move", "waiting": "Waiting for",
        "to_act": "to act", "game_over": "Game over", "winner": "Winner", "actions": "Legal actions",
        "log": "Log", "move": "move", "send_turn": "Copy turn link", "send_game": "Copy whole-game link",
        "send_position": "Copy position link", "copied": "Link copied", "save_as": "Save as…",
        "rename": "Rename", "delete": "Delete", "open": "Open", "export": "Export to file",
        "import": "Import from file", "no_saves": "No saved games yet.", "damaged": "damaged",
        "link_error": "This link cannot be opened", "saved_as": "Saved", "name_prompt": "Name of the save",
        "turn_link_hint": "Send this link to your opponent: it holds your moves since they last played.",
        "update": "A new version is ready.", "reload": "Reload", "side": "Side",
        "share_title": "Share this game", "spectator": "Watching", "nothing": "Nothing to do now.",
        "more": "more", "offline_ready": "Ready to play offline",
        "hide_marks": "Hide highlights", "show_marks": "Show highlights",
        "all_actions": "Show all", "zoom_in": "Zoom in", "zoom_out": "Zoom out", "fit": "Fit",
        "text_map": "The map as text", "neutral": "neutral",
        "replay": "Replay", "replay_turn": "Since my last turn", "replay_whole": "Replay the game",
        "replay_first": "First move", "replay_back": "Previous move", "replay_next": "Next move",
        "replay_last": "Last move", "replay_done": "Back to the game",
        "watch_turn": "Your opponent's moves: step through them with ▶, then play.",
        "opponent": "Opponent", "opp_device": "A friend on this device (pass and play)",
        "opp_link": "A friend far away, honour mode (each turn as a link)",
        "opp_duel": "Against a friend on another device (fair dice, secrets kept)",
        "opp_computer": "The computer", "my_side": "My side", "level": "Level",
        "level_easy": "easy", "level_normal": "normal", "level_hard": "hard",
        "computer_thinking": "The computer is playing", "suggest": "Suggest a move",
        "suggestion": "The computer suggests", "thinking": "The computer is thinking…",
        "fast_start": "Fast start on this device (keeps a copy of the started engine, about 30 MB; off deletes it)",
        "fast_start_used": "This visit started from that copy in {s:.1f} s.",
        "lang_label": "Language", "send_turn_now": "Send my turn",
        "sent_hint": "The link is copied: send it to your opponent (mail, chat…). It is also here:",
        "orders_title": "Standing orders for your opponent's turn",
        "orders_hint": ("Your battle choices when your opponent attacks, made without waiting for a "
                        "link back. Both sides see them."),
        "no_table": ("This version of the page has no table for {title} yet: play it from the list "
                     "of legal actions below."),
        "pass_to": "Pass the device to {role}",
        "handover_hint": ("The board and the hand are hidden so that neither side sees the other's "
                          "secrets. Tap when {role} has the device."),
        "handover_go": "I am {role}: show my side",
        "prompt_missing": "Your move", "urgent": "Now",
        "all_actions_n": "All actions ({n})", "characters": "({n} characters)",
        "dismiss": "Dismiss", "notices": "Notices",
        "delete_ask": "Delete “{name}”?", "delete_yes": "Yes, delete", "delete_no": "No, keep it",
        "deleted": "Deleted “{name}”.", "deleted_open": "Deleted “{name}”: the game in play is closed.",
        "undelete": "Undo", "restored": "“{name}” is back.",
        "skip_map": "Skip to the map", "skip_controls": "Skip to the controls",
        "map_show": "Show on the map", "counters": "Counters", "markers": "Markers", "legend": "Legend",
        "bug": "Something went wrong", "not_your_turn": "It is not your turn.",
        "unknown_command": "Unknown command", "imported": "{n} saves imported.",
        "auto_name": "{title} ({scenario}, game {seed})",
        "auto_name2": "{title} ({scenario})",
        "safe_asked": "Safe mode: nothing stored was read at start, so nothing stored can stop the page. Your saved games are kept as they were: see them in Saves.",
        "safe_failed": "The last start did not finish, so this one is in safe mode: nothing stored was read. Your saved games are kept as they were: see them in Saves, export them, or leave safe mode.",
        "leave_safe": "Leave safe mode", "open_link": "Open the link in the address bar",
        "set_aside": "{n} stored item(s) could not be read. They were set aside, kept as they were: see Saves.",
        "see_saves": "See Saves", "aside_title": "Set aside",
        "aside_hint": "Stored items this site could not read. They are kept exactly as they were: download one to keep it or to report it, or delete it.",
        "download": "Download", "aside_reason": "why",
        "stale_load": "Load the newer state", "stale_keep": "Keep this page's game as a separate save",
        "continue_other": ("Your last game, {name}, was saved under other rules than this version of "
                           "the site plays: see it in"),
        "live_title": "Play live",
        "live_hint": ("Both of you online now? Play live: each link goes to {other} by itself, "
                      "with no copying. It starts with one link each way."),
        "live_start": "Play live",
        "live_send_hint": ("Send this live link to {other} as you send any link; when theirs comes "
                           "back, open it here. Keep this page open."),
        "live_link_label": "Live link",
        "live_on": "Live with {other}: each link goes by itself. Keep this page open.",
        "live_open": "Live with {other}: links now go by themselves.",
        "live_closed": "The live connection closed: links go by copy and paste again.",
        "live_stop": "Stop playing live",
        "live_meta": "live: links go by themselves",
        "live_failed": "The live connection could not start",
        "live_other_game": "This live link is for another game or seat.",
        "embed_title": "Boards on other sites",
        "embed_hint": ("Sites that show this board in their pages keep its games here, each within a "
                       "small share of the storage; their oldest games make room first."),
        "embed_row": "{n} saved games, {kb} kB",
        "embed_removed": "Removed what {origin} kept here ({n} items).",
        "unsaved_back": "Your last moves, which storage had no room for, are back and saved now.",
        "unsaved_kept": ("Storage is still full: your last moves are back from this tab's memory but "
                         "not saved yet. Free space in Saves; until then, do not close this tab."),
        "link_not_saved": "Storage is full: the game from this link is open but not stored yet, so the link stays in the address bar (a reload opens it again). Free space in Saves, then Save now.",
        "free_space": "Free space", "save_now": "Save now", "storage_full": "Storage is full",
        "sizes_hint": "Saves by the room they take, largest first:", "chars": "{n} characters",
        "saved_now": "Saved.",
        "import_held": "{n} save(s) in the file are older than this device's copy of the same game, or went another way; this device's are kept. Add the file's as separate saves?",
        "import_add": "Add them as well",
        "import_done": "Imported: {added} added, {replaced} brought up to date, {same} already here.",
        "import_problems": "{n} entry(ies) of the file could not be read: {list}",
        "memory_mode": "Memory only: this board keeps its games only while the page is open: the browser does not let it store anything here.",
        "embed_mode": "Games played in this embedded board are kept apart from your own.",
        "other_rules": "made under rules version {v}; this version plays {now}",
        "fragment_kept": "The link stays in the address bar until its game is stored.",
        "suffix": "", "suffixcontinued": " (continued)", "suffixcopy": " (copy)", "suffiximported": " (imported)",
        "open_old": "Open with the previous version",
        # Honour mode (docs/TRUST.md T6) and play between two devices (T1-T5)
        "honour": "honour mode",
        "honour_hint": ("Honour mode: the link holds the dice and the whole game, so whoever opens it "
                        "could foresee the rolls. For friends who do not care."),
        "duel_hint": ("Fair dice, secrets kept: each device plays only its own side, and every turn "
                      "goes as a link that the other device checks."),
        "duel_not_yet": ("Not yet for this game: its play between two devices is still being built. "
                         "Play it on one device, against the computer, or by an honour-mode link."),
        "share_title_honour": "Share this game (honour mode)",
        "duel_invite_title": "Invite your friend",
        "duel_invite_hint": ("You play {seat}. Send this invitation link to your friend (mail, chat…). "
                             "When they take the seat, their page gives them a reply link to send you: "
                             "open it here, on this device, and the game begins."),
        "duel_reply_title": "Send your reply to {other}",
        "duel_reply_hint": ("You took the seat of {seat}. Send this reply link back to your friend. The "
                            "game begins when they open it; their first turn comes back to you as a "
                            "link: open it here, on this device."),
        "duel_send_title": "Send the link to {other}",
        "duel_send_hint": ("Your moves are done for now: this link carries them. Send it to your "
                           "friend, then wait for their link and open it here."),
        "duel_send_last": ("The game is over: send this last link to your friend so that their "
                           "device sees the end too."),
        "duel_send_dice": ("Your last move rolls dice. They are rolled with a value {other}'s device adds "
                           "once your link arrives, so nobody, you included, can know them sooner (T2.7). "
                           "Send the link; the answer brings the result."),
        "duel_send_answer": ("Your device rolled the dice of {other}'s last move: this link carries them "
                             "back, with your moves if you had any. Send it, then wait for their link."),
        "duel_send_cards": ("The deck was just reshuffled and the cards you must play with have not "
                            "reached this device yet: both devices deal them together. Send this link "
                            "to your friend and open the answer here; it brings them (T4.4)."),
        "duel_wait_prompt": "Waiting for {other}'s link. When it comes, open it on this device.",
        "duel_not_started": "The game begins when {other}'s link comes: open it on this device.",
        "duel_link_label": "The link to send",
        "duel_copy": "Copy the link", "duel_share": "Share the link…",
        "duel_copied": "Link copied: send it to your friend (mail, chat…).",
        "parts_title": "This link is long: it goes in {n} parts.",
        "parts_hint": ("Send every part to {other}, in one message or several; their device opens "
                       "the link once it holds them all, in any order."),
        "part_label": "Part {k} of {n}",
        "parts_copy_all": "Copy all the parts", "parts_share_all": "Share all the parts…",
        "parts_copied": "{n} parts copied, one a line: send them all to your friend.",
        "parts_missing": "Parts of a link received: {got} of {n}. Still to open: {which}.",
        "part_one": "part {k}", "part_many": "parts {ks}",
        "duel_paste_label": "Got a link from your friend? Paste it here:",
        "duel_paste_open": "Open the link",
        "duel_paste_empty": "Paste the link you received first.",
        "duel_mark": "vs. friend by link, you play {seat}",
        "duel_meta": "game between two devices · you play {seat} · link {n}",
        "duel_your_move": "your move", "duel_their_move": "waiting for their link",
        "duel_label_invite": "invitation sent", "duel_label_reply": "reply sent",
        "join_title": "An invitation to {title}",
        "join_from": ("Your friend plays {sender} and invites you to play {receiver}, each on your own "
                      "device. Fair dice: neither of you can choose the rolls or foresee the other's."),
        "join_side": "Your side", "join_options_none": "none",
        "join_take": "Take this seat", "join_not_now": "Not now",
        "join_after": ("Taking the seat keeps the game on this device and gives you a reply link "
                       "to send back."),
        "duel_own": "The game is shown as it stands here, read-only until {other}'s link comes.",
        "duel_own_audit": "This is your own audit link: send it to {other}.",
        "duel_own_playing": "The game here is unchanged.",
        "duel_known": "This link was already taken on this device: the game is as it stands.",
        "duel_begins": "{other} took the seat: the game begins.",
        "duel_joined_already": "You already took this seat on this device: here is the game.",
        "duel_elsewhere": ("This link is for the player of {receiver}, in a game between two devices "
                           "({title}) that this browser does not hold. Open it on that player's device "
                           "(or here, after importing that player's save). Nothing was stored."),
        "duel_refused": "This link was not taken{at}: {reason}. The game here is unchanged.",
        "duel_at_move": " (move {move}, section {rule})", "duel_at_rule": " (section {rule})",
        "duel_no_save_as": ("A game between two devices is kept in one save that follows its links; "
                            "to keep a copy, export it to a file."),
        "duel_no_keep": ("A game between two devices cannot go on in two copies: load the newer "
                         "state."),
        "duel_no_honour": ("A game between two devices travels only in its own links, not in "
                           "honour-mode links."),
        "duel_no_invite": "No invitation is open.",
        "audit_title": "The audit",
        "audit_hint": ("To check that neither side cheated, send your audit link to your friend and "
                       "open theirs here. It holds your seat key: send it only now that the game is over."),
        "audit_make": "Send the audit link",
        "audit_link_label": "Your audit link",
        "audit_ok": "Audit of {other}'s play: passed, {n} moves checked.",
        "audit_bad": "Audit of {other}'s play refused{at}: {reason}",
        "audit_waiting": "Waiting for {other}'s audit link: open it here when it comes.",
        "audit_not_over": "The audit link is sent once the game is over.",
        "audit_mark_ok": "audit passed", "audit_mark_bad": "audit refused",
        "duel_back_title": "Their last link, to send back",
        "duel_back_hint": ("If {other}'s device lost the turn it sent you (its save is a link behind), "
                           "send this back: opened there, it catches up."),
        "duel_back_label": "Their last link",
        "duel_caught_up": ("This device had lost the turn you sent (its save was a link behind): it "
                           "has taken that turn again from your link, and the game goes on."),
        "result_verified": "Result verified: {other}'s audit passed here.",
        "result_unverified": ("Result not verified yet: it is verified once {other}'s audit link "
                              "passes here."),
        "fingerprint": ("Check code {code}: your friend's page shows the same code when nobody "
                        "changed the invitation or the reply on the way."),
    },
    "es": {
        "end_ask": "¿Terminar este paso?", "end_back": "Volver", "end_sure": "Terminarlo igualmente",
        "new_game": "Nueva partida", "saves": "Partidas", "share": "Compartir", "undo": "Deshacer",
        "language": "English", "start": "Empezar", "continue": "Continuar", "cancel": "Cerrar",
        "game": "Juego", "scenario": "Escenario", "options": "Opciones", "play_as": "Juego con",
        "both_sides": "Ambos bandos (mismo dispositivo)", "your_move": "Te toca", "waiting": "Esperando a",
        "to_act": "", "game_over": "Fin de la partida", "winner": "Vencedor", "actions": "Acciones legales",
        "log": "Registro", "move": "jugada", "send_turn": "Copiar enlace del turno",
        "send_game": "Copiar enlace de la partida", "send_position": "Copiar enlace de la posición",
        "copied": "Enlace copiado", "save_as": "Guardar como…", "rename": "Renombrar", "delete": "Borrar",
        "open": "Abrir", "export": "Exportar a archivo", "import": "Importar de archivo",
        "no_saves": "Aún no hay partidas guardadas.", "damaged": "dañada",
        "link_error": "No se puede abrir este enlace", "saved_as": "Guardada", "name_prompt": "Nombre de la partida",
        "turn_link_hint": "Envía este enlace a tu rival: lleva tus jugadas desde su último turno.",
        "update": "Hay una versión nueva.", "reload": "Recargar", "side": "Bando",
        "share_title": "Compartir esta partida", "spectator": "Observando", "nothing": "Nada que hacer ahora.",
        "more": "más", "offline_ready": "Lista para jugar sin conexión",
        "hide_marks": "Ocultar resaltados", "show_marks": "Mostrar resaltados",
        "all_actions": "Ver todas", "zoom_in": "Acercar", "zoom_out": "Alejar", "fit": "Ajustar",
        "text_map": "El mapa en texto", "neutral": "neutral",
        "replay": "Repetición", "replay_turn": "Desde mi último turno", "replay_whole": "Repetir la partida",
        "replay_first": "Primera jugada", "replay_back": "Jugada anterior", "replay_next": "Jugada siguiente",
        "replay_last": "Última jugada", "replay_done": "Volver a la partida",
        "watch_turn": "Las jugadas de tu rival: recórrelas con ▶ y luego juega.",
        "opponent": "Rival", "opp_device": "Un amigo en este dispositivo (por turnos)",
        "opp_link": "Un amigo a distancia, modo de honor (cada turno como enlace)",
        "opp_duel": "Contra un amigo en otro dispositivo (dados justos, secretos guardados)",
        "opp_computer": "El ordenador", "my_side": "Mi bando", "level": "Nivel",
        "level_easy": "fácil", "level_normal": "normal", "level_hard": "difícil",
        "computer_thinking": "Juega el ordenador", "suggest": "Sugerir una jugada",
        "suggestion": "El ordenador sugiere", "thinking": "El ordenador está pensando…",
        "fast_start": "Arranque rápido en este dispositivo (guarda una copia del motor ya iniciado, unos 30 MB; desactivarlo la borra)",
        "fast_start_used": "Esta visita arrancó desde esa copia en {s:.1f} s.",
        "lang_label": "Idioma", "send_turn_now": "Enviar mi turno",
        "sent_hint": "Enlace copiado: envíalo a tu rival (correo, chat…). También está aquí:",
        "orders_title": "Órdenes para el turno del rival",
        "orders_hint": ("Tus decisiones de batalla cuando tu rival ataca, sin esperar un enlace de "
                        "vuelta. Ambos bandos las ven."),
        "no_table": ("Esta versión de la página aún no tiene mesa para {title}: juégala desde la "
                     "lista de acciones legales de abajo."),
        "pass_to": "Pasa el dispositivo a {role}",
        "handover_hint": ("El tablero y la mano están ocultos para que ningún bando vea los secretos "
                          "del otro. Toca cuando {role} tenga el dispositivo."),
        "handover_go": "Soy {role}: mostrar mi bando",
        "prompt_missing": "Te toca", "urgent": "Ahora",
        "all_actions_n": "Todas las acciones ({n})", "characters": "({n} caracteres)",
        "dismiss": "Descartar", "notices": "Avisos",
        "delete_ask": "¿Borrar «{name}»?", "delete_yes": "Sí, borrar", "delete_no": "No, conservarla",
        "deleted": "Borrada «{name}».", "deleted_open": "Borrada «{name}»: la partida en juego se ha cerrado.",
        "undelete": "Deshacer", "restored": "«{name}» ha vuelto.",
        "skip_map": "Saltar al mapa", "skip_controls": "Saltar a los controles",
        "map_show": "Mostrar en el mapa", "counters": "Fichas", "markers": "Marcadores", "legend": "Leyenda",
        "bug": "Algo salió mal", "not_your_turn": "No es tu turno.",
        "unknown_command": "Orden desconocida", "imported": "{n} partidas importadas.",
        "auto_name": "{title} ({scenario}, partida {seed})",
        "auto_name2": "{title} ({scenario})",
        "safe_asked": "Modo seguro: al arrancar no se leyó nada guardado, así que nada guardado puede bloquear la página. Tus partidas siguen tal cual: míralas en Partidas.",
        "safe_failed": "El último arranque no terminó, así que este es en modo seguro: no se leyó nada guardado. Tus partidas siguen tal cual: míralas en Partidas, expórtalas o sal del modo seguro.",
        "leave_safe": "Salir del modo seguro", "open_link": "Abrir el enlace de la barra de direcciones",
        "set_aside": "No se pudieron leer {n} elemento(s) guardado(s). Se apartaron y se conservan tal cual: mira Partidas.",
        "see_saves": "Ver Partidas", "aside_title": "Apartados",
        "aside_hint": "Elementos guardados que este sitio no pudo leer. Se conservan tal cual: descarga uno para guardarlo o informar de él, o bórralo.",
        "download": "Descargar", "aside_reason": "motivo",
        "stale_load": "Cargar el estado más nuevo", "stale_keep": "Guardar aparte la partida de esta página",
        "continue_other": ("Tu última partida, {name}, se guardó con otras reglas que las que juega "
                           "esta versión del sitio: mírala en"),
        "live_title": "Jugar en directo",
        "live_hint": ("¿Estáis los dos conectados? Jugad en directo: cada enlace llega a {other} "
                      "solo, sin copiar nada. Empieza con un enlace en cada sentido."),
        "live_start": "Jugar en directo",
        "live_send_hint": ("Envía este enlace en directo a {other} como envías cualquier enlace; "
                           "cuando llegue el suyo, ábrelo aquí. Deja esta página abierta."),
        "live_link_label": "Enlace en directo",
        "live_on": "En directo con {other}: cada enlace va solo. Deja esta página abierta.",
        "live_open": "En directo con {other}: ahora los enlaces van solos.",
        "live_closed": "La conexión en directo se cerró: los enlaces vuelven a ir copiando y pegando.",
        "live_stop": "Dejar de jugar en directo",
        "live_meta": "en directo: los enlaces van solos",
        "live_failed": "No se pudo empezar la conexión en directo",
        "live_other_game": "Este enlace en directo es de otra partida o de otro bando.",
        "embed_title": "Tableros en otros sitios",
        "embed_hint": ("Los sitios que muestran este tablero en sus páginas guardan aquí sus partidas, "
                       "cada uno dentro de una pequeña parte del almacenamiento; sus partidas más viejas "
                       "dejan sitio primero."),
        "embed_row": "{n} partidas guardadas, {kb} kB",
        "embed_removed": "Se ha borrado lo que {origin} guardaba aquí ({n} elementos).",
        "unsaved_back": "Tus últimas jugadas, para las que no había sitio, han vuelto y ya están guardadas.",
        "unsaved_kept": ("El almacenamiento sigue lleno: tus últimas jugadas han vuelto de la memoria de "
                         "esta pestaña pero aún no están guardadas. Libera espacio en Partidas; mientras, "
                         "no cierres esta pestaña."),
        "link_not_saved": "El almacenamiento está lleno: la partida de este enlace está abierta pero aún no se ha guardado, así que el enlace sigue en la barra de direcciones (al recargar se abre otra vez). Libera espacio en Partidas y pulsa Guardar ahora.",
        "free_space": "Liberar espacio", "save_now": "Guardar ahora", "storage_full": "El almacenamiento está lleno",
        "sizes_hint": "Partidas según el espacio que ocupan, de mayor a menor:", "chars": "{n} caracteres",
        "saved_now": "Guardada.",
        "import_held": "{n} partida(s) del archivo son más antiguas que la copia de este dispositivo de la misma partida, o siguieron otro camino; se conservan las de este dispositivo. ¿Añadir también las del archivo, aparte?",
        "import_add": "Añadirlas también",
        "import_done": "Importado: {added} añadidas, {replaced} puestas al día, {same} ya estaban.",
        "import_problems": "No se pudieron leer {n} entrada(s) del archivo: {list}",
        "memory_mode": "Solo en memoria: este tablero guarda sus partidas solo mientras la página está abierta: el navegador no le deja guardar nada aquí.",
        "embed_mode": "Las partidas de este tablero incrustado se guardan aparte de las tuyas.",
        "other_rules": "guardada con la versión {v} de las reglas; esta versión juega la {now}",
        "fragment_kept": "El enlace sigue en la barra de direcciones hasta que su partida se guarde.",
        "suffix": "", "suffixcontinued": " (continuación)", "suffixcopy": " (copia)", "suffiximported": " (importada)",
        "open_old": "Abrir con la versión anterior",
        # Modo de honor (docs/TRUST.md T6) y partidas entre dos dispositivos (T1-T5)
        "honour": "modo de honor",
        "honour_hint": ("Modo de honor: el enlace lleva los dados y toda la partida, así que quien lo "
                        "abra podría prever las tiradas. Para amigos a los que no les importa."),
        "duel_hint": ("Dados justos, secretos guardados: cada dispositivo juega solo su bando, y cada "
                      "turno va como un enlace que el otro dispositivo comprueba."),
        "duel_not_yet": ("Aún no para este juego: su partida entre dos dispositivos está en construcción. "
                         "Juégalo en un dispositivo, contra el ordenador o con un enlace en modo de honor."),
        "share_title_honour": "Compartir esta partida (modo de honor)",
        "duel_invite_title": "Invita a tu amigo",
        "duel_invite_hint": ("Juegas con {seat}. Envía este enlace de invitación a tu amigo (correo, "
                             "chat…). Cuando ocupe su puesto, su página le dará un enlace de respuesta "
                             "para enviarte: ábrelo aquí, en este dispositivo, y empieza la partida."),
        "duel_reply_title": "Envía tu respuesta a {other}",
        "duel_reply_hint": ("Has ocupado el puesto de {seat}. Envía este enlace de respuesta a tu "
                            "amigo. La partida empieza cuando lo abra; su primer turno te llegará como "
                            "enlace: ábrelo aquí, en este dispositivo."),
        "duel_send_title": "Envía el enlace a {other}",
        "duel_send_hint": ("Tus jugadas han terminado por ahora: este enlace las lleva. Envíaselo a tu "
                           "amigo y luego espera su enlace para abrirlo aquí."),
        "duel_send_last": ("La partida ha terminado: envía este último enlace a tu amigo para que su "
                           "dispositivo también vea el final."),
        "duel_send_dice": ("Tu último movimiento tira dados. Se tiran con un valor que añade el dispositivo "
                           "de {other} cuando le llega tu enlace, así que nadie, ni tú, puede conocerlos antes "
                           "(T2.7). Envía el enlace; la respuesta trae el resultado."),
        "duel_send_answer": ("Tu dispositivo tiró los dados del último movimiento de {other}: este enlace se "
                             "los devuelve, con tus movimientos si los hubo. Envíalo y espera su enlace."),
        "duel_send_cards": ("El mazo se acaba de barajar y las cartas con las que debes jugar aún no han "
                            "llegado a este dispositivo: los dos dispositivos las reparten juntos. Envía "
                            "este enlace a tu amigo y abre aquí su respuesta; las trae (T4.4)."),
        "duel_wait_prompt": "Esperando el enlace de {other}. Cuando llegue, ábrelo en este dispositivo.",
        "duel_not_started": "La partida empieza cuando llegue el enlace de {other}: ábrelo en este dispositivo.",
        "duel_link_label": "El enlace que hay que enviar",
        "duel_copy": "Copiar el enlace", "duel_share": "Compartir el enlace…",
        "duel_copied": "Enlace copiado: envíaselo a tu amigo (correo, chat…).",
        "parts_title": "Este enlace es largo: va en {n} partes.",
        "parts_hint": ("Envía todas las partes a {other}, en un mensaje o en varios; su dispositivo "
                       "abre el enlace cuando las tiene todas, en cualquier orden."),
        "part_label": "Parte {k} de {n}",
        "parts_copy_all": "Copiar todas las partes", "parts_share_all": "Compartir todas las partes…",
        "parts_copied": "{n} partes copiadas, una por línea: envíaselas todas a tu amigo.",
        "parts_missing": "Partes de un enlace recibidas: {got} de {n}. Falta abrir: {which}.",
        "part_one": "la parte {k}", "part_many": "las partes {ks}",
        "duel_paste_label": "¿Te ha llegado un enlace de tu amigo? Pégalo aquí:",
        "duel_paste_open": "Abrir el enlace",
        "duel_paste_empty": "Pega primero el enlace que te llegó.",
        "duel_mark": "contra un amigo por enlace, juegas con {seat}",
        "duel_meta": "partida entre dos dispositivos · juegas con {seat} · enlace {n}",
        "duel_your_move": "te toca", "duel_their_move": "esperando su enlace",
        "duel_label_invite": "invitación enviada", "duel_label_reply": "respuesta enviada",
        "join_title": "Una invitación a {title}",
        "join_from": ("Tu amigo juega con {sender} y te invita a jugar con {receiver}, cada uno en su "
                      "dispositivo. Dados justos: ninguno de los dos puede elegir las tiradas ni prever las del otro."),
        "join_side": "Tu bando", "join_options_none": "ninguna",
        "join_take": "Ocupar este puesto", "join_not_now": "Ahora no",
        "join_after": ("Al ocupar el puesto la partida se guarda en este dispositivo y recibes un "
                       "enlace de respuesta para enviar."),
        "duel_own": "La partida se muestra tal como está aquí, solo para mirar hasta que llegue el enlace de {other}.",
        "duel_own_audit": "Este es tu propio enlace de auditoría: envíaselo a {other}.",
        "duel_own_playing": "La partida de aquí no ha cambiado.",
        "duel_known": "Este enlace ya se abrió en este dispositivo: la partida sigue como está.",
        "duel_begins": "{other} ocupó su puesto: empieza la partida.",
        "duel_joined_already": "Ya ocupaste este puesto en este dispositivo: aquí está la partida.",
        "duel_elsewhere": ("Este enlace es para el jugador de {receiver}, en una partida entre dos "
                           "dispositivos ({title}) que este navegador no tiene. Ábrelo en el dispositivo "
                           "de ese jugador (o aquí, tras importar su partida guardada). No se guardó nada."),
        "duel_refused": "No se aceptó este enlace{at}: {reason}. La partida de aquí no ha cambiado.",
        "duel_at_move": " (jugada {move}, sección {rule})", "duel_at_rule": " (sección {rule})",
        "duel_no_save_as": ("Una partida entre dos dispositivos se guarda en una sola partida que sigue "
                            "sus enlaces; para tener una copia, expórtala a un archivo."),
        "duel_no_keep": ("Una partida entre dos dispositivos no puede seguir en dos copias: carga el "
                         "estado más nuevo."),
        "duel_no_honour": ("Una partida entre dos dispositivos viaja solo en sus propios enlaces, no en "
                           "enlaces del modo de honor."),
        "duel_no_invite": "No hay ninguna invitación abierta.",
        "audit_title": "La auditoría",
        "audit_hint": ("Para comprobar que nadie hizo trampa, envía tu enlace de auditoría a tu amigo y "
                       "abre aquí el suyo. Lleva tu clave de puesto: envíalo solo ahora que la partida "
                       "ha terminado."),
        "audit_make": "Enviar el enlace de auditoría",
        "audit_link_label": "Tu enlace de auditoría",
        "audit_ok": "Auditoría del juego de {other}: correcta, {n} jugadas comprobadas.",
        "audit_bad": "Auditoría del juego de {other} rechazada{at}: {reason}",
        "audit_waiting": "Esperando el enlace de auditoría de {other}: ábrelo aquí cuando llegue.",
        "audit_not_over": "El enlace de auditoría se envía cuando la partida ha terminado.",
        "audit_mark_ok": "auditoría correcta", "audit_mark_bad": "auditoría rechazada",
        "duel_back_title": "Su último enlace, para devolvérselo",
        "duel_back_hint": ("Si el dispositivo de {other} perdió el turno que te envió (su partida "
                           "guardada va un enlace atrás), devuélvele este enlace: al abrirlo allí, se pone al día."),
        "duel_back_label": "Su último enlace",
        "duel_caught_up": ("Este dispositivo había perdido el turno que enviaste (su partida guardada "
                           "iba un enlace atrás): ha vuelto a tomar ese turno de tu enlace y la partida "
                           "sigue."),
        "result_verified": "Resultado verificado: la auditoría de {other} es correcta aquí.",
        "result_unverified": ("Resultado aún sin verificar: queda verificado cuando el enlace de "
                              "auditoría de {other} sea correcto aquí."),
        "fingerprint": ("Código de control {code}: la página de tu amigo muestra el mismo código si "
                        "nadie cambió la invitación ni la respuesta por el camino."),
    },
}

# Roles by their ids: A House Divided names the Union "union", Gettysburg:
# Badges of Courage "usa" (and both the Confederacy "csa").
ROLE_NAMES = {
    "en": {"union": "Union", "usa": "Union", "csa": "Confederacy", "red": "Red", "blue": "Blue", "grey": "Grey"},
    "es": {"union": "Unión", "usa": "Unión", "csa": "Confederación", "red": "Rojo", "blue": "Azul", "grey": "Gris"},
}


# A role as the subject of a sentence ("Pass the device to the Confederacy").
ROLE_THE = {
    "en": {"union": "the Union", "usa": "the Union", "csa": "the Confederacy"},
    "es": {"union": "la Unión", "usa": "la Unión", "csa": "la Confederación"},
}


def t(lang: str, key: str) -> str:
    """The page's words for ``key`` in ``lang`` (an empty string is a word:
    Spanish says nothing where English says "to act")."""
    words = TEXT.get(lang, TEXT["en"])
    return words[key] if key in words else TEXT["en"].get(key, key)


def role_name(lang: str, role) -> str:
    if role is None:
        return ""
    return ROLE_NAMES.get(lang, ROLE_NAMES["en"]).get(role, str(role).title())


def role_the(lang: str, role) -> str:
    """A role with its article where the language wants one."""
    return ROLE_THE.get(lang, ROLE_THE["en"]).get(role) or role_name(lang, role)


def cap(text: str) -> str:
    """``text`` with its first letter in capitals (a sentence's start)."""
    return text[:1].upper() + text[1:]
