<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>CardPackPicker</name>
    <message>
        <source>Card pack</source>
        <translation>Pakiet kart</translation>
    </message>
    <message>
        <source>Card packs (*.yaml *.yml)</source>
        <translation>Pakiety kart (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Stand-in cards (no pack)</source>
        <translation>Karty zastępcze (bez pakietu)</translation>
    </message>
    <message>
        <source>Other file…</source>
        <translation>Inny plik…</translation>
    </message>
    <message>
        <source>The game uses the app&apos;s stand-in cards for every card the rulebook does not show, unless a card pack replaces them.</source>
        <translation>Gra używa kart zastępczych aplikacji dla każdej karty, której nie pokazuje instrukcja, chyba że zastąpi je pakiet kart.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Przekaż graczowi {name}</translation>
    </message>
    <message>
        <source>The table hides what only {name} may see. Everyone else, look away.</source>
        <translation>Stół ukrywa to, co może zobaczyć tylko {name}. Wszyscy pozostali — odwróćcie wzrok.</translation>
    </message>
    <message>
        <source>I am {name}: show my view</source>
        <translation>Jestem {name}: pokaż mój widok</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Choose one of the options.</source>
        <translation>Wybierz jedną z opcji.</translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n.</source>
        <translation>
            <numerusform>Wybierz dokładnie %n.</numerusform>
            <numerusform>Wybierz dokładnie %n.</numerusform>
            <numerusform>Wybierz dokładnie %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose up to %n.</source>
        <translation>
            <numerusform>Wybierz najwyżej %n.</numerusform>
            <numerusform>Wybierz najwyżej %n.</numerusform>
            <numerusform>Wybierz najwyżej %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose at least %n.</source>
        <translation>
            <numerusform>Wybierz co najmniej %n.</numerusform>
            <numerusform>Wybierz co najmniej %n.</numerusform>
            <numerusform>Wybierz co najmniej %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least {min} and at most {max}.</source>
        <translation>Wybierz co najmniej {min} i najwyżej {max}.</translation>
    </message>
    <message>
        <source>Click them on the table, or below.</source>
        <translation>Kliknij je na stole albo poniżej.</translation>
    </message>
    <message>
        <source>Choose a number from {lo} to {hi}.</source>
        <translation>Wybierz liczbę od {lo} do {hi}.</translation>
    </message>
    <message>
        <source>{group}… ({chosen} chosen)</source>
        <translation>{group}… (wybrano: {chosen})</translation>
    </message>
    <message>
        <source>{group}… ({count})</source>
        <translation>{group}… ({count})</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Potwierdź</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Reguła</translation>
    </message>
    <message>
        <source>Show the rulebook&apos;s words for this decision (F1)</source>
        <translation>Pokaż brzmienie instrukcji dla tej decyzji (F1)</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Play again with the same seed</source>
        <translation>Zagraj ponownie z tym samym ziarnem</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Ekran główny</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Zwycięzca: {names}</translation>
    </message>
    <message>
        <source>Winners (shared victory): {names}</source>
        <translation>Zwycięzcy (wspólne zwycięstwo): {names}</translation>
    </message>
    <message>
        <source>Scores kept here; the winner is decided at the table.</source>
        <translation>Wyniki są tu tylko zapisywane; zwycięzcę wyłania się przy stole.</translation>
    </message>
    <message>
        <source>Nobody wins this game.</source>
        <translation>Nikt nie wygrywa tej partii.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>This game could not be loaded: {error}</source>
        <extracomment>the index of the item&apos;s row in ``HomePage._rows`` (paths stay Python ``Path`` objects: a file name that is not UTF-8 would not survive a QString)</extracomment>
        <translation>Nie udało się wczytać tej gry: {error}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n miejsce</numerusform>
            <numerusform>%n miejsca</numerusform>
            <numerusform>%n miejsc</numerusform>
        </translation>
    </message>
    <message>
        <source>{lo}–{hi} seats</source>
        <translation>Miejsca: {lo}–{hi}</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>{name} (computer)</source>
        <extracomment>the Continue list was read and checked whole the last reading of the Continue list is complete (whole replays included)</extracomment>
        <translation>{name} (komputer)</translation>
    </message>
    <message>
        <source>{name} (human)</source>
        <translation>{name} (człowiek)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>{game} — {when}</source>
        <translation>{game} — {when}</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(zakończona)</translation>
    </message>
    <message>
        <source>Round {round} — {players}</source>
        <translation>Runda {round} — {players}</translation>
    </message>
    <message>
        <source>Cannot be opened: {path}
{reason}</source>
        <translation>Nie można otworzyć: {path}
{reason}</translation>
    </message>
    <message>
        <source>Reading the saved games…</source>
        <translation>Wczytywanie zapisanych gier…</translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation>Brak zapisanych gier.</translation>
    </message>
    <message>
        <source>A table for board games: hot-seat, solo against the computer, and a learning mode that quotes the rulebook.</source>
        <translation>Stół do gier planszowych: gra przy jednym ekranie (hot-seat), solo przeciwko komputerowi i tryb nauki cytujący instrukcję.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>Continue the selected game</source>
        <translation>Kontynuuj wybraną grę</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>About</source>
        <translation>O programie</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>(only you) {text}</source>
        <extracomment>the events on screen, in order (one list item each)</extracomment>
        <translation>(tylko ty) {text}</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Dziennik</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>This save cannot be opened</source>
        <translation>Nie można otworzyć tego zapisu</translation>
    </message>
    <message>
        <source>{path}

{reason}</source>
        <translation>{path}

{reason}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation>Nie udało się zapisać gry do pliku {path}: {reason}</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Zapis nie powiódł się</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}:
{reason}

You can keep playing; saving is tried again after each answer.</source>
        <translation>Nie udało się zapisać gry do pliku {path}:
{reason}

Możesz grać dalej; zapis zostanie ponowiony po każdej odpowiedzi.</translation>
    </message>
    <message>
        <source>Saving to {path}: {reason}</source>
        <translation>Zapisywanie do {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved as a copy</source>
        <translation>Zapisano jako kopię</translation>
    </message>
    <message>
        <source>{reason}

The game is saved to {path}.</source>
        <translation>{reason}

Gra jest zapisywana do {path}.</translation>
    </message>
    <message>
        <source>About Tabula</source>
        <translation>O programie Tabula</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabula {version}&lt;/h3&gt;&lt;p&gt;A desktop table for board games: hot-seat at one screen, solo against the computer, and a learning mode that explains every decision with the rulebook&apos;s own words.&lt;/p&gt;&lt;p&gt;Cards and boards are drawn by the app from the games&apos; data; no publisher art is included. Font: DejaVu Sans.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabula {version}&lt;/h3&gt;&lt;p&gt;Cyfrowy stół do gier planszowych: gra przy jednym ekranie (hot-seat), solo przeciwko komputerowi i tryb nauki, który objaśnia każdą decyzję słowami samej instrukcji.&lt;/p&gt;&lt;p&gt;Karty i plansze rysuje aplikacja na podstawie danych gier; nie zawiera ona żadnych grafik wydawców. Czcionka: DejaVu Sans.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tabula</source>
        <translation>Tabula</translation>
    </message>
    <message>
        <source>{game} — Tabula</source>
        <translation>{game} — Tabula</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation>&amp;Kontynuuj zapisaną grę…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Rule of this decision</source>
        <translation>Reguła tej decyzji</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Dopasuj stół do okna</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Ekran główny</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Learning mode</source>
        <translation>&amp;Tryb nauki</translation>
    </message>
    <message>
        <source>&amp;About Tabula</source>
        <translation>&amp;O programie Tabula</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>To play: tick “{option}”.</source>
        <extracomment>False while the name is the dialog&apos;s own default (&quot;Player 1&quot;), which follows the language; a name the player typed is kept as typed</extracomment>
        <translation>Aby zagrać: zaznacz „{option}”.</translation>
    </message>
    <message>
        <source>To play: untick “{option}”.</source>
        <translation>Aby zagrać: odznacz „{option}”.</translation>
    </message>
    <message>
        <source>To play: choose a value for “{option}”.</source>
        <translation>Aby zagrać: wybierz wartość dla „{option}”.</translation>
    </message>
    <message>
        <source>To play: choose “{value}” for “{option}”.</source>
        <translation>Aby zagrać: wybierz „{value}” dla „{option}”.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Gracz {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Komputer {n}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>The same seed and the same answers give the same game.</source>
        <translation>To samo ziarno i te same odpowiedzi dają tę samą grę.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Miejsce {n}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Komputer (łatwy)</translation>
    </message>
    <message>
        <source>Computer (medium)</source>
        <translation>Komputer (średni)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Komputer (trudny)</translation>
    </message>
</context>
<context>
    <name>RulebookDialog</name>
    <message>
        <source>Rulebook</source>
        <translation>Instrukcja</translation>
    </message>
    <message>
        <source>This decision has no rule entry yet.</source>
        <translation>Ta decyzja nie ma jeszcze opisu reguły.</translation>
    </message>
    <message>
        <source>{book} says (in {language}):</source>
        <translation>{book} mówi (w języku: {language}):</translation>
    </message>
    <message>
        <source>Rulebook: {book}</source>
        <translation>Instrukcja: {book}</translation>
    </message>
    <message>
        <source>The rulebook says ({language}):</source>
        <translation>Instrukcja mówi ({language}):</translation>
    </message>
    <message>
        <source>The rulebook of {base} holds this rule; the rulebook quoted here is {seed} ({language}), which takes it for granted.</source>
        <translation>Ta reguła jest w instrukcji {base}; cytowana tu instrukcja to {seed} ({language}), która przyjmuje ją za oczywistą.</translation>
    </message>
    <message>
        <source>The rulebook takes this rule for granted; there is no passage to quote.</source>
        <translation>Instrukcja uznaje tę regułę za oczywistą; nie ma fragmentu do zacytowania.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Learning mode</source>
        <translation>Tryb nauki</translation>
    </message>
    <message>
        <source>Explain each decision with its rule</source>
        <translation>Objaśniaj każdą decyzję jej regułą</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animacje</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybkie</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalne</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolne</translation>
    </message>
    <message>
        <source>Questions without a choice</source>
        <translation>Pytania bez wyboru</translation>
    </message>
    <message>
        <source>Answer them for me (a lone Pass, say)</source>
        <translation>Odpowiadaj za mnie (np. gdy jedyną opcją jest Pas)</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} myśli…</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Ruch: {name}</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Czekanie na: {name}</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Niedozwolone</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Ekran główny</translation>
    </message>
    <message>
        <source>A computer player is thinking…</source>
        <translation>Gracz komputerowy myśli…</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Dopasuj</translation>
    </message>
    <message>
        <source>Fit the whole table in the window</source>
        <translation>Dopasuj cały stół do okna</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Instrukcja</translation>
    </message>
    <message>
        <source>The rulebook&apos;s words for the current decision (F1)</source>
        <translation>Brzmienie instrukcji dla bieżącej decyzji (F1)</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong</source>
        <translation>Coś poszło nie tak</translation>
    </message>
    <message>
        <source>Tabula hit an error and carried on. The game is saved after every answer. Details were written to the log.</source>
        <translation>Tabula napotkała błąd i działa dalej. Gra jest zapisywana po każdej odpowiedzi. Szczegóły zapisano w pliku dziennika.</translation>
    </message>
</context>
<context>
    <name>bts</name>
    <message>
        <source>Beyond the Sun</source>
        <translation>Beyond the Sun</translation>
    </message>
    <message>
        <source>Beyond the Sun: research the technology tree, build ships, control and colonise systems; 2–4 players.</source>
        <translation>Beyond the Sun: badaj drzewo technologii, buduj statki, kontroluj i kolonizuj układy; 2–4 graczy.</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>zaopatrzenie</translation>
    </message>
    <message>
        <source>population</source>
        <translation>populacja</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>statek</translation>
    </message>
    <message>
        <source>level-{level} ship</source>
        <translation>statek poziomu {level}</translation>
    </message>
    <message>
        <source>take {n} ore</source>
        <translation>weź rudę: {n}</translation>
    </message>
    <message>
        <source>pay {n} ore</source>
        <translation>zapłać rudę: {n}</translation>
    </message>
    <message>
        <source>lose {n} population</source>
        <translation>strać populację: {n}</translation>
    </message>
    <message>
        <source>turn {n} {src} into {dst}</source>
        <translation>zamień {n} × {src} → {dst}</translation>
    </message>
    <message>
        <source>turn {n} {src} into {dst} in Deep Space</source>
        <translation>zamień {n} × {src} → {dst} w Głębokim Kosmosie</translation>
    </message>
    <message>
        <source>upgrade {n} ship(s) by 1 level</source>
        <translation>ulepsz statki ({n}) o 1 poziom</translation>
    </message>
    <message>
        <source>jump {n}</source>
        <translation>skocz {n}</translation>
    </message>
    <message>
        <source>research a level {level} technology</source>
        <translation>zbadaj technologię poziomu {level}</translation>
    </message>
    <message>
        <source>colonise a system</source>
        <translation>skolonizuj układ</translation>
    </message>
    <message>
        <source>automate {n}</source>
        <translation>zautomatyzuj {n}</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} PZ</translation>
    </message>
    <message>
        <source>unlock a level-{level} guild</source>
        <translation>odblokuj gildię poziomu {level}</translation>
    </message>
    <message>
        <source>take a Basic Spacefaring action without moving your pawn</source>
        <translation>wykonaj akcję z sekcji Podstawowa technologia kosmiczna bez przesuwania pionka</translation>
    </message>
    <message>
        <source>you may {what}</source>
        <translation>możesz: {what}</translation>
    </message>
    <message>
        <source>each faction may: {what}</source>
        <translation>każda frakcja może: {what}</translation>
    </message>
    <message>
        <source>use all 3 production options this turn</source>
        <translation>użyj w tej turze wszystkich 3 opcji produkcji</translation>
    </message>
    <message>
        <source>move your rightmost supply cube to column A</source>
        <translation>przesuń swoją skrajnie prawą kostkę zaopatrzenia na kolumnę A</translation>
    </message>
    <message>
        <source>take a level {level} technology as a private technology</source>
        <translation>weź technologię poziomu {level} jako prywatną technologię</translation>
    </message>
    <message>
        <source>take 1 cube from supply column {column} as {dst}</source>
        <translation>weź 1 kostkę z kolumny zaopatrzenia {column} jako: {dst}</translation>
    </message>
    <message>
        <source>start your ship in Deep Space</source>
        <translation>zacznij ze statkiem w Głębokim Kosmosie</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>{a}, then {b}</source>
        <translation>{a}, następnie {b}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} albo {b}</translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}, {b}</translation>
    </message>
    <message>
        <source>{ore} ore</source>
        <translation>ruda: {ore}</translation>
    </message>
    <message>
        <source>{pop} population</source>
        <translation>populacja: {pop}</translation>
    </message>
    <message>
        <source>{ore} ore + {pop} population</source>
        <translation>ruda: {ore} + populacja: {pop}</translation>
    </message>
    <message>
        <source>{cost}: {effects}</source>
        <translation>{cost}: {effects}</translation>
    </message>
    <message>
        <source>{action}: {effects}</source>
        <translation>{action}: {effects}</translation>
    </message>
    <message>
        <source>{action}: {effects} (+1 ore)</source>
        <translation>{action}: {effects} (+1 ruda)</translation>
    </message>
    <message>
        <source>Solar System</source>
        <translation>Układ Słoneczny</translation>
    </message>
    <message>
        <source>Deep Space</source>
        <translation>Głęboki Kosmos</translation>
    </message>
    <message>
        <source>shipyard {n}</source>
        <translation>układ stoczniowy {n}</translation>
    </message>
    <message>
        <source>system space {name}</source>
        <translation>pole układu {name}</translation>
    </message>
    <message>
        <source>population growth track</source>
        <translation>tor wzrostu populacji</translation>
    </message>
    <message>
        <source>ore production track</source>
        <translation>tor produkcji rudy</translation>
    </message>
    <message>
        <source>Round {round}: move your pawn to a new, empty action space and take its action.</source>
        <translation>Runda {round}: przesuń pionek na nowe, puste pole akcji i wykonaj akcję.</translation>
    </message>
    <message>
        <source>Take a Basic Spacefaring action without moving your pawn (the space may be occupied).</source>
        <translation>Wykonaj akcję z sekcji Podstawowa technologia kosmiczna bez przesuwania pionka (pole może być zajęte).</translation>
    </message>
    <message>
        <source>Pass (no action space is open to you)</source>
        <translation>Pas (żadne pole akcji nie jest dostępne)</translation>
    </message>
    <message>
        <source>Production: population growth, ore production or resource trade.</source>
        <translation>Produkcja: wzrost populacji, produkcja rudy albo wymiana zasobów.</translation>
    </message>
    <message>
        <source>Production: you may use every option this turn, in any order.</source>
        <translation>Produkcja: w tej turze możesz użyć każdej opcji, w dowolnej kolejności.</translation>
    </message>
    <message>
        <source>Population growth (+{n} population)</source>
        <translation>Wzrost populacji (+{n} populacji)</translation>
    </message>
    <message>
        <source>Ore production (+{n} ore)</source>
        <translation>Produkcja rudy (+{n} rudy)</translation>
    </message>
    <message>
        <source>Resource trade</source>
        <translation>Wymiana zasobów</translation>
    </message>
    <message>
        <source>End production</source>
        <translation>Zakończ produkcję</translation>
    </message>
    <message>
        <source>Trade resources, as often as you like.</source>
        <translation>Wymieniaj zasoby, ile razy chcesz.</translation>
    </message>
    <message>
        <source>Return 1 population to supply: take 1 ore</source>
        <translation>Odłóż 1 populację do zaopatrzenia: weź 1 rudę</translation>
    </message>
    <message>
        <source>Pay 1 ore: turn a ship into population</source>
        <translation>Zapłać 1 rudę: zamień statek na populację</translation>
    </message>
    <message>
        <source>Pay 3 ore: turn a supply cube into population</source>
        <translation>Zapłać 3 rudy: zamień kostkę zaopatrzenia na populację</translation>
    </message>
    <message>
        <source>Done trading</source>
        <translation>Koniec wymiany</translation>
    </message>
    <message>
        <source>Claim at most 1 achievement.</source>
        <translation>Zdobądź maksymalnie 1 osiągnięcie.</translation>
    </message>
    <message>
        <source>Claim {achievement} ({vp} VP)</source>
        <translation>Zdobądź {achievement} ({vp} PZ)</translation>
    </message>
    <message>
        <source>Claim none</source>
        <translation>Nie zdobywaj żadnego</translation>
    </message>
    <message>
        <source>Research a level {level} technology.</source>
        <translation>Zbadaj technologię poziomu {level}.</translation>
    </message>
    <message>
        <source>{tech} (space {slot})</source>
        <translation>{tech} (pole {slot})</translation>
    </message>
    <message>
        <source>Discover a new technology on space {slot}</source>
        <translation>Odkryj nową technologię na polu {slot}</translation>
    </message>
    <message>
        <source>Choose the technology discovered on space {slot}.</source>
        <translation>Wybierz technologię odkrytą na polu {slot}.</translation>
    </message>
    <message>
        <source>{tech} ({types})</source>
        <translation>{tech} ({types})</translation>
    </message>
    <message numerus="yes">
        <source>Jump: %n movement point(s) left.</source>
        <translation>
            <numerusform>Skok: został %n punkt ruchu.</numerusform>
            <numerusform>Skok: zostały %n punkty ruchu.</numerusform>
            <numerusform>Skok: zostało %n punktów ruchu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move a level-{level} ship from {src} to {dst}</source>
        <translation>Przesuń statek poziomu {level}: {src} → {dst}</translation>
    </message>
    <message>
        <source>Stop moving</source>
        <translation>Zakończ ruch</translation>
    </message>
    <message>
        <source>Where does the new level-{level} ship go?</source>
        <translation>Gdzie trafia nowy statek poziomu {level}?</translation>
    </message>
    <message>
        <source>Choose a ship to upgrade by 1 level.</source>
        <translation>Wybierz statek do ulepszenia o 1 poziom.</translation>
    </message>
    <message>
        <source>Choose a ship to turn into population.</source>
        <translation>Wybierz statek do zamiany na populację.</translation>
    </message>
    <message>
        <source>Level-{level} ship in {area}</source>
        <translation>Statek poziomu {level}: {area}</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pomiń</translation>
    </message>
    <message>
        <source>Colonise a system you control.</source>
        <translation>Skolonizuj kontrolowany układ.</translation>
    </message>
    <message>
        <source>{system} (strength {strength}, {vp} VP)</source>
        <translation>{system} (siła {strength}, {vp} PZ)</translation>
    </message>
    <message>
        <source>Set aside ships with a total strength of at least {n} to settle {system}.</source>
        <translation>Odłóż statki o łącznej sile co najmniej {n}, aby osiedlić się w układzie {system}.</translation>
    </message>
    <message>
        <source>Automate: move a disc from which production track?</source>
        <translation>Automatyzacja: z którego toru produkcji przesunąć dysk?</translation>
    </message>
    <message>
        <source>Choose one: {source}.</source>
        <translation>Wybierz jedno: {source}.</translation>
    </message>
    <message>
        <source>{source}: do it?</source>
        <translation>{source}: wykonać?</translation>
    </message>
    <message>
        <source>Do it: {what}</source>
        <translation>Wykonaj: {what}</translation>
    </message>
    <message>
        <source>Remove a level-{level} guild lock tile.</source>
        <translation>Usuń kafelek blokady gildii poziomu {level}.</translation>
    </message>
    <message>
        <source>{player} plays {faction} and starts with {ore} ore.</source>
        <translation>{player} gra frakcją {faction} i zaczyna z rudą: {ore}.</translation>
    </message>
    <message>
        <source>Setup: the level-I technologies are {techs}; the systems {systems} are revealed; the achievements are {achievements}.</source>
        <translation>Przygotowanie: technologie poziomu I to {techs}; odkryte układy: {systems}; osiągnięcia: {achievements}.</translation>
    </message>
    <message>
        <source>6 events lie face down on each of levels II and III.</source>
        <translation>Na poziomach II i III leży zakrytych po 6 wydarzeń.</translation>
    </message>
    <message>
        <source>{player}: {action}.</source>
        <translation>{player}: {action}.</translation>
    </message>
    <message>
        <source>{player} passes the action.</source>
        <translation>{player} pasuje w akcji.</translation>
    </message>
    <message>
        <source>{player}: {what}.</source>
        <translation>{player}: {what}.</translation>
    </message>
    <message>
        <source>{player}: nothing to do for “{what}”.</source>
        <translation>{player}: nic do zrobienia dla „{what}”.</translation>
    </message>
    <message>
        <source>{player} researches {tech}.</source>
        <translation>{player} bada technologię {tech}.</translation>
    </message>
    <message>
        <source>{player} draws {cards} for space {slot}.</source>
        <translation>{player} dobiera {cards} na pole {slot}.</translation>
    </message>
    <message>
        <source>{player} discovers {tech} on space {slot}.</source>
        <translation>{player} odkrywa {tech} na polu {slot}.</translation>
    </message>
    <message>
        <source>Event revealed on space {slot}: {event}.</source>
        <translation>Odkryte wydarzenie na polu {slot}: {event}.</translation>
    </message>
    <message>
        <source>{guild} is unlocked for every faction.</source>
        <translation>{guild}: odblokowana dla każdej frakcji.</translation>
    </message>
    <message>
        <source>{player} takes {tech} as a private technology.</source>
        <translation>{player} bierze {tech} jako prywatną technologię.</translation>
    </message>
    <message>
        <source>{player} takes control of {area}.</source>
        <translation>{player} przejmuje kontrolę: {area}.</translation>
    </message>
    <message>
        <source>{player} loses control of {area}.</source>
        <translation>{player} traci kontrolę: {area}.</translation>
    </message>
    <message>
        <source>{player} colonises {system}.</source>
        <translation>{player} kolonizuje układ {system}.</translation>
    </message>
    <message>
        <source>{system} is revealed on {area}.</source>
        <translation>{system} zostaje odkryty: {area}.</translation>
    </message>
    <message>
        <source>System deck {deck} is empty: {area} stays empty.</source>
        <translation>Talia układów {deck} jest pusta: {area} pozostaje puste.</translation>
    </message>
    <message>
        <source>{player} claims {achievement} for {vp} VP.</source>
        <translation>{player} zdobywa {achievement} za {vp} PZ.</translation>
    </message>
    <message>
        <source>{n} achievements are claimed: round {round} is the last.</source>
        <translation>Zdobyto osiągnięcia: {n}; runda {round} jest ostatnia.</translation>
    </message>
    <message numerus="yes">
        <source>{player} grows %n population.</source>
        <translation>
            <numerusform>{player}: wzrost populacji o %n.</numerusform>
            <numerusform>{player}: wzrost populacji o %n.</numerusform>
            <numerusform>{player}: wzrost populacji o %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} produces %n ore.</source>
        <translation>
            <numerusform>{player} produkuje %n rudę.</numerusform>
            <numerusform>{player} produkuje %n rudy.</numerusform>
            <numerusform>{player} produkuje %n rud.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>Round {round} is over and no end is in reach: the game ends here.</source>
        <translation>Runda {round} dobiegła końca i koniec gry jest nieosiągalny: gra kończy się tutaj.</translation>
    </message>
    <message>
        <source>These ships have strength {got}; {system} needs {need}.</source>
        <translation>Te statki mają siłę {got}; {system} wymaga {need}.</translation>
    </message>
    <message>
        <source>Level I technologies</source>
        <translation>Technologie poziomu I</translation>
    </message>
    <message>
        <source>Level II technologies</source>
        <translation>Technologie poziomu II</translation>
    </message>
    <message>
        <source>Level III technologies</source>
        <translation>Technologie poziomu III</translation>
    </message>
    <message>
        <source>Level IIII technologies</source>
        <translation>Technologie poziomu IIII</translation>
    </message>
    <message>
        <source>Private technologies</source>
        <translation>Prywatne technologie</translation>
    </message>
    <message>
        <source>Automation track</source>
        <translation>Tor automatyzacji</translation>
    </message>
    <message>
        <source>Colonised systems</source>
        <translation>Skolonizowane układy</translation>
    </message>
    <message>
        <source>Controlled areas</source>
        <translation>Kontrolowane obszary</translation>
    </message>
    <message>
        <source>Greatest strength in the Solar System</source>
        <translation>Największa siła w Układzie Słonecznym</translation>
    </message>
    <message>
        <source>Greatest strength in Deep Space</source>
        <translation>Największa siła w Głębokim Kosmosie</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Wydarzenia</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Osiągnięcia</translation>
    </message>
    <message>
        <source>Other VP from cards</source>
        <translation>Inne PZ z kart</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punkty zwycięstwa</translation>
    </message>
    <message>
        <source>Tied on VP: fewest discs left on the production tracks decides.</source>
        <translation>Remis w PZ: decyduje najmniej dysków na torach produkcji.</translation>
    </message>
    <message>
        <source>Tied on VP and discs: most population decides.</source>
        <translation>Remis w PZ i dyskach: decyduje największa populacja.</translation>
    </message>
    <message>
        <source>Tied on VP, discs and population: most ore decides.</source>
        <translation>Remis w PZ, dyskach i populacji: decyduje najwięcej rudy.</translation>
    </message>
    <message numerus="yes">
        <source>%n stand-in card(s) were in play: the app&apos;s own designs, until a card pack replaces them.</source>
        <translation>
            <numerusform>W grze była %n karta zastępcza: własny projekt aplikacji, dopóki nie zastąpi jej pakiet kart.</numerusform>
            <numerusform>W grze były %n karty zastępcze: własne projekty aplikacji, dopóki nie zastąpi ich pakiet kart.</numerusform>
            <numerusform>W grze było %n kart zastępczych: własne projekty aplikacji, dopóki nie zastąpi ich pakiet kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Still tied after every tie-break: the tied players share the win.</source>
        <translation>Remis po wszystkich rozstrzygnięciach: remisujący dzielą się zwycięstwem.</translation>
    </message>
    <message>
        <source>scientific</source>
        <translation>naukowa</translation>
    </message>
    <message>
        <source>economic</source>
        <translation>ekonomiczna</translation>
    </message>
    <message>
        <source>military</source>
        <translation>wojskowa</translation>
    </message>
    <message>
        <source>commercial</source>
        <translation>handlowa</translation>
    </message>
    <message>
        <source>population growth</source>
        <translation>wzrost populacji</translation>
    </message>
    <message>
        <source>ore production</source>
        <translation>produkcja rudy</translation>
    </message>
    <message>
        <source>When researched: {effects}</source>
        <translation>Po zbadaniu: {effects}</translation>
    </message>
    <message>
        <source>Action: {effects}</source>
        <translation>Akcja: {effects}</translation>
    </message>
    <message>
        <source>Event: {effects}</source>
        <translation>Wydarzenie: {effects}</translation>
    </message>
    <message>
        <source>Strength {strength} · {vp} VP</source>
        <translation>Siła {strength} · {vp} PZ</translation>
    </message>
    <message>
        <source>Strength {strength} · 1 VP per colony + 3 (at most 7)</source>
        <translation>Siła {strength} · 1 PZ za kolonię + 3 (najwyżej 7)</translation>
    </message>
    <message>
        <source>Colonised: {effects}</source>
        <translation>Po skolonizowaniu: {effects}</translation>
    </message>
    <message>
        <source>Base disc: {kinds}</source>
        <translation>Dysk bazy: {kinds}</translation>
    </message>
    <message>
        <source>Research {n} level {level} technology(s)</source>
        <translation>Zbadaj technologie poziomu {level}: {n}</translation>
    </message>
    <message>
        <source>Research {n} level {level} technologies</source>
        <translation>Zbadaj technologie poziomu {level}: {n}</translation>
    </message>
    <message>
        <source>Colonise {n} systems</source>
        <translation>Skolonizuj układy: {n}</translation>
    </message>
    <message>
        <source>Strength {min} or more in {n} areas</source>
        <translation>Siła co najmniej {min} w obszarach: {n}</translation>
    </message>
    <message>
        <source>Automation level {n}</source>
        <translation>Automatyzacja na poziomie {n}</translation>
    </message>
    <message>
        <source>Control {n} areas</source>
        <translation>Kontroluj obszary: {n}</translation>
    </message>
    <message>
        <source>{n} level-{level} ship(s)</source>
        <translation>Statki poziomu {level}: {n}</translation>
    </message>
    <message>
        <source>{n} technologies of one type</source>
        <translation>Technologie jednego typu: {n}</translation>
    </message>
    <message>
        <source>{n} technologies</source>
        <translation>Technologie: {n}</translation>
    </message>
    <message>
        <source>VP by order of claim: {vp}</source>
        <translation>PZ według kolejności zdobycia: {vp}</translation>
    </message>
</context>
<context>
    <name>bts.cards</name>
    <message>
        <source>82 Eridani</source>
        <translation>82 Eridani</translation>
    </message>
    <message>
        <source>Advanced Genetics</source>
        <translation>Zaawansowana genetyka</translation>
    </message>
    <message>
        <source>Advanced Robotics</source>
        <translation>Zaawansowana robotyka</translation>
    </message>
    <message>
        <source>Alpha Centauri</source>
        <translation>Alfa Centauri</translation>
    </message>
    <message>
        <source>Android Labour Act</source>
        <translation>Ustawa o pracy androidów</translation>
    </message>
    <message>
        <source>Armoured Hulls</source>
        <translation>Opancerzone kadłuby</translation>
    </message>
    <message>
        <source>Asteroid Rush</source>
        <translation>Gorączka asteroid</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star</source>
        <translation>Gwiazda Barnarda</translation>
    </message>
    <message>
        <source>Build a ship, then jump 2</source>
        <translation>Zbuduj statek, potem skok 2</translation>
    </message>
    <message>
        <source>Carrier Groups</source>
        <translation>Grupy lotniskowców</translation>
    </message>
    <message>
        <source>Charter Companies</source>
        <translation>Kompanie koncesjonowane</translation>
    </message>
    <message>
        <source>Colonial Authority</source>
        <translation>Władza kolonialna</translation>
    </message>
    <message>
        <source>Colonial Founder</source>
        <translation>Założyciel kolonii</translation>
    </message>
    <message>
        <source>Colony Ship Cradles</source>
        <translation>Kołyski statków kolonizacyjnych</translation>
    </message>
    <message>
        <source>Cosmic Tabernacle</source>
        <translation>Kosmiczny Przybytek</translation>
    </message>
    <message>
        <source>Cryo Sleep Pods</source>
        <translation>Kapsuły kriosnu</translation>
    </message>
    <message>
        <source>Deep Core Mining</source>
        <translation>Górnictwo głębinowe</translation>
    </message>
    <message>
        <source>Delta Pavonis</source>
        <translation>Delta Pavonis</translation>
    </message>
    <message>
        <source>Dreadnought Program</source>
        <translation>Program drednotów</translation>
    </message>
    <message>
        <source>Dyson Lattice</source>
        <translation>Kratownica Dysona</translation>
    </message>
    <message>
        <source>Empire</source>
        <translation>Imperium</translation>
    </message>
    <message>
        <source>Engineered Biosphere</source>
        <translation>Zaprojektowana biosfera</translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <translation>Epsilon Eridani</translation>
    </message>
    <message>
        <source>Epsilon Indi</source>
        <translation>Epsilon Indi</translation>
    </message>
    <message>
        <source>Eta Cassiopeiae</source>
        <translation>Eta Cassiopeiae</translation>
    </message>
    <message>
        <source>Exodus Fleet</source>
        <translation>Flota exodusu</translation>
    </message>
    <message>
        <source>First Contact Protocol</source>
        <translation>Protokół pierwszego kontaktu</translation>
    </message>
    <message>
        <source>Fleet Intelligence</source>
        <translation>Wywiad floty</translation>
    </message>
    <message>
        <source>Fleet Yards</source>
        <translation>Stocznie floty</translation>
    </message>
    <message>
        <source>Free Trade Accords</source>
        <translation>Porozumienia o wolnym handlu</translation>
    </message>
    <message>
        <source>Frontier Militias</source>
        <translation>Milicje pogranicza</translation>
    </message>
    <message>
        <source>Fusion Torch Drives</source>
        <translation>Napędy fuzyjne</translation>
    </message>
    <message>
        <source>Galactic Charter</source>
        <translation>Karta galaktyczna</translation>
    </message>
    <message>
        <source>Galactic Stock Crash</source>
        <translation>Krach na galaktycznej giełdzie</translation>
    </message>
    <message>
        <source>Gene-Tailored Colonists</source>
        <translation>Koloniści modyfikowani genetycznie</translation>
    </message>
    <message>
        <source>Generation Arks</source>
        <translation>Arki pokoleniowe</translation>
    </message>
    <message>
        <source>Gliese 581</source>
        <translation>Gliese 581</translation>
    </message>
    <message>
        <source>Gliese 667</source>
        <translation>Gliese 667</translation>
    </message>
    <message>
        <source>Groombridge 34</source>
        <translation>Groombridge 34</translation>
    </message>
    <message>
        <source>Grow and take 1 ore</source>
        <translation>Wzrost i 1 ruda</translation>
    </message>
    <message>
        <source>Hydroponic Arcologies</source>
        <translation>Arkologie hydroponiczne</translation>
    </message>
    <message>
        <source>Hypercomputer</source>
        <translation>Hiperkomputer</translation>
    </message>
    <message>
        <source>Hyperlane Network</source>
        <translation>Sieć hipertras</translation>
    </message>
    <message>
        <source>Hyperspace Survey</source>
        <translation>Badanie nadprzestrzeni</translation>
    </message>
    <message>
        <source>Industrialist</source>
        <translation>Przemysłowiec</translation>
    </message>
    <message>
        <source>Interstellar Exchange</source>
        <translation>Giełda międzygwiezdna</translation>
    </message>
    <message>
        <source>Jump Beacons</source>
        <translation>Boje skokowe</translation>
    </message>
    <message>
        <source>KC-24X, First Android Governor</source>
        <translation>KC-24X, pierwszy gubernator android</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <translation>Gwiazda Kapteyna</translation>
    </message>
    <message>
        <source>Lalande 21185</source>
        <translation>Lalande 21185</translation>
    </message>
    <message>
        <source>Lunar Shipyards Open</source>
        <translation>Otwarcie stoczni księżycowych</translation>
    </message>
    <message>
        <source>Luyten&apos;s Star</source>
        <translation>Gwiazda Luytena</translation>
    </message>
    <message>
        <source>Machine Rights Accord</source>
        <translation>Porozumienie o prawach maszyn</translation>
    </message>
    <message>
        <source>Machine Sentience</source>
        <translation>Świadomość maszyn</translation>
    </message>
    <message>
        <source>Martian Independence</source>
        <translation>Niepodległość Marsa</translation>
    </message>
    <message>
        <source>Mass Driver Arrays</source>
        <translation>Zespoły katapult elektromagnetycznych</translation>
    </message>
    <message>
        <source>Maya Chaturvedi, Visionary</source>
        <translation>Maya Chaturvedi, wizjonerka</translation>
    </message>
    <message>
        <source>Metascientists&apos; Guild</source>
        <translation>Gildia Metanaukowców</translation>
    </message>
    <message>
        <source>Mind Upload Archive</source>
        <translation>Archiwum przesłanych umysłów</translation>
    </message>
    <message>
        <source>Narrow Beam Lasers</source>
        <translation>Lasery wąskowiązkowe</translation>
    </message>
    <message>
        <source>Neural Uplinks</source>
        <translation>Łącza neuronowe</translation>
    </message>
    <message>
        <source>Nishida-Østergaard</source>
        <translation>Nishida-Østergaard</translation>
    </message>
    <message>
        <source>Onu, Representative of the Colony</source>
        <translation>Onu, przedstawiciel kolonii</translation>
    </message>
    <message>
        <source>Orbital Census</source>
        <translation>Spis orbitalny</translation>
    </message>
    <message>
        <source>Orbital Refinery</source>
        <translation>Rafineria orbitalna</translation>
    </message>
    <message>
        <source>Pan-Stellar Commonwealth</source>
        <translation>Wspólnota Panstellarna</translation>
    </message>
    <message>
        <source>Pathfinder</source>
        <translation>Pionier</translation>
    </message>
    <message>
        <source>Point Defence Grid</source>
        <translation>Sieć obrony punktowej</translation>
    </message>
    <message>
        <source>Polymath</source>
        <translation>Erudyta</translation>
    </message>
    <message>
        <source>Post-Scarcity Economy</source>
        <translation>Gospodarka post-niedoboru</translation>
    </message>
    <message>
        <source>Predictive Intelligence</source>
        <translation>Inteligencja predykcyjna</translation>
    </message>
    <message>
        <source>Procyon</source>
        <translation>Procjon</translation>
    </message>
    <message>
        <source>Professors&apos; Guild</source>
        <translation>Gildia Profesorów</translation>
    </message>
    <message>
        <source>Proxima Centauri</source>
        <translation>Proxima Centauri</translation>
    </message>
    <message>
        <source>Quantum Lab Network</source>
        <translation>Sieć laboratoriów kwantowych</translation>
    </message>
    <message>
        <source>Research a level I technology</source>
        <translation>Zbadaj technologię poziomu I</translation>
    </message>
    <message>
        <source>Research a level II technology</source>
        <translation>Zbadaj technologię poziomu II</translation>
    </message>
    <message>
        <source>Ringworld Habitats</source>
        <translation>Habitaty pierścieniowe</translation>
    </message>
    <message>
        <source>Ross 128</source>
        <translation>Ross 128</translation>
    </message>
    <message>
        <source>Ross 154</source>
        <translation>Ross 154</translation>
    </message>
    <message>
        <source>Scientific Congress</source>
        <translation>Kongres naukowy</translation>
    </message>
    <message>
        <source>Sealed Patent Office</source>
        <translation>Zapieczętowany urząd patentowy</translation>
    </message>
    <message>
        <source>Secret Arms Purchase</source>
        <translation>Tajny zakup broni</translation>
    </message>
    <message>
        <source>Self-Replicating Factories</source>
        <translation>Samoreplikujące się fabryki</translation>
    </message>
    <message>
        <source>Settler Guilds</source>
        <translation>Gildie osadników</translation>
    </message>
    <message>
        <source>Shipwright</source>
        <translation>Szkutnik</translation>
    </message>
    <message>
        <source>Singularity Shielding</source>
        <translation>Osłony osobliwości</translation>
    </message>
    <message>
        <source>Sirius</source>
        <translation>Syriusz</translation>
    </message>
    <message>
        <source>Solar Flare Season</source>
        <translation>Sezon rozbłysków słonecznych</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Specjalista</translation>
    </message>
    <message>
        <source>Stellar Cartography</source>
        <translation>Kartografia gwiezdna</translation>
    </message>
    <message>
        <source>Stellar Engine</source>
        <translation>Silnik gwiezdny</translation>
    </message>
    <message>
        <source>TRAPPIST-1</source>
        <translation>TRAPPIST-1</translation>
    </message>
    <message>
        <source>Tau Ceti</source>
        <translation>Tau Ceti</translation>
    </message>
    <message>
        <source>Technocrats&apos; Guild</source>
        <translation>Gildia Technokratów</translation>
    </message>
    <message>
        <source>Technologist</source>
        <translation>Technolog</translation>
    </message>
    <message>
        <source>Teegarden&apos;s Star</source>
        <translation>Gwiazda Teegardena</translation>
    </message>
    <message>
        <source>Terraformers&apos; Guild</source>
        <translation>Gildia Terraformerów</translation>
    </message>
    <message>
        <source>Terraforming</source>
        <translation>Terraformowanie</translation>
    </message>
    <message>
        <source>Terraforming Breakthrough</source>
        <translation>Przełom w terraformowaniu</translation>
    </message>
    <message>
        <source>Terraforming Swarms</source>
        <translation>Roje terraformujące</translation>
    </message>
    <message>
        <source>Transcendence</source>
        <translation>Transcendencja</translation>
    </message>
    <message>
        <source>Tyler Lee, Brilliant Entrepreneur</source>
        <translation>Tyler Lee, genialny przedsiębiorca</translation>
    </message>
    <message>
        <source>United Nations of Sol</source>
        <translation>Narody Zjednoczone Sol</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <translation>Gwiazda van Maanena</translation>
    </message>
    <message>
        <source>Warlord</source>
        <translation>Watażka</translation>
    </message>
    <message>
        <source>Warp Lances</source>
        <translation>Lance warp</translation>
    </message>
    <message>
        <source>Wolf 1061</source>
        <translation>Wolf 1061</translation>
    </message>
    <message>
        <source>Wolf 359</source>
        <translation>Wolf 359</translation>
    </message>
    <message>
        <source>Wormhole Gates</source>
        <translation>Bramy tuneli czasoprzestrzennych</translation>
    </message>
    <message>
        <source>Zero-Point Extraction</source>
        <translation>Pozyskiwanie energii punktu zerowego</translation>
    </message>
    <message>
        <source>Zheng-yi Brotherhood</source>
        <translation>Bractwo Zheng-yi</translation>
    </message>
</context>
<context>
    <name>bts.layout</name>
    <message>
        <source>STAND-IN</source>
        <translation>ZASTĘPCZA</translation>
    </message>
    <message>
        <source>Stand-in card: the app&apos;s own design until a card pack replaces it.</source>
        <translation>Karta zastępcza: własny projekt aplikacji, dopóki nie zastąpi jej pakiet kart.</translation>
    </message>
    <message>
        <source>Technology board</source>
        <translation>Plansza technologii</translation>
    </message>
    <message>
        <source>Basic Spacefaring</source>
        <translation>Podstawowe loty kosmiczne</translation>
    </message>
    <message>
        <source>Exploration board</source>
        <translation>Plansza eksploracji</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Osiągnięcia</translation>
    </message>
    <message>
        <source>Level I</source>
        <translation>Poziom I</translation>
    </message>
    <message>
        <source>Level II</source>
        <translation>Poziom II</translation>
    </message>
    <message>
        <source>Level III</source>
        <translation>Poziom III</translation>
    </message>
    <message>
        <source>Level IIII</source>
        <translation>Poziom IIII</translation>
    </message>
    <message>
        <source>{level} · {types}</source>
        <translation>{level} · {types}</translation>
    </message>
    <message>
        <source>Event (face down)</source>
        <translation>Wydarzenie (zakryte)</translation>
    </message>
    <message>
        <source>Revealed and resolved when this space is first researched.</source>
        <translation>Odkrywane i rozpatrywane, gdy to pole zostanie zbadane po raz pierwszy.</translation>
    </message>
    <message>
        <source>Empty space</source>
        <translation>Puste pole</translation>
    </message>
    <message>
        <source>The first faction to research here draws its technology.</source>
        <translation>Pierwsza frakcja, która tu zbada, dobiera jego technologię.</translation>
    </message>
    <message>
        <source>Needs: {slots}</source>
        <translation>Wymaga: {slots}</translation>
    </message>
    <message>
        <source>Researched by: {names}</source>
        <translation>Zbadana przez: {names}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikogo</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>jeszcze żadnych</translation>
    </message>
    <message>
        <source>{action} — free</source>
        <translation>{action} — wolne</translation>
    </message>
    <message>
        <source>{action} — {name}&apos;s pawn is here</source>
        <translation>{action} — stoi tu pionek: {name}</translation>
    </message>
    <message>
        <source>+1 ore on this space</source>
        <translation>+1 ruda na tym polu</translation>
    </message>
    <message>
        <source>Locked (level-{level} guild)</source>
        <translation>Zablokowana (gildia poziomu {level})</translation>
    </message>
    <message>
        <source>Unlocked</source>
        <translation>Odblokowana</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runda {round}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Tura: {name}</translation>
    </message>
    <message>
        <source>Final round: {round}</source>
        <translation>Ostatnia runda: {round}</translation>
    </message>
    <message>
        <source>Achievements claimed: {n} of {max} (the end trigger)</source>
        <translation>Zdobyte osiągnięcia: {n} z {max} (warunek końca)</translation>
    </message>
    <message>
        <source>Decks: II {d2} · III {d3} · IIII {d4} · systems A {a} · B {b}</source>
        <translation>Talie: II {d2} · III {d3} · IIII {d4} · układy A {a} · B {b}</translation>
    </message>
    <message>
        <source>A card pack replaces stand-ins</source>
        <translation>Pakiet kart zastępuje karty zastępcze</translation>
    </message>
    <message numerus="yes">
        <source>%n stand-in card(s) on the table</source>
        <translation>
            <numerusform>%n karta zastępcza na stole</numerusform>
            <numerusform>%n karty zastępcze na stole</numerusform>
            <numerusform>%n kart zastępczych na stole</numerusform>
        </translation>
    </message>
    <message>
        <source>Claimed by: {names}</source>
        <translation>Zdobyte przez: {names}</translation>
    </message>
    <message>
        <source>Next claim: {vp} VP</source>
        <translation>Następne zdobycie: {vp} PZ</translation>
    </message>
    <message>
        <source>Every space is taken</source>
        <translation>Wszystkie pola są zajęte</translation>
    </message>
    <message>
        <source>Controlled by {name}</source>
        <translation>Kontroluje: {name}</translation>
    </message>
    <message>
        <source>Not controlled</source>
        <translation>Niekontrolowany</translation>
    </message>
    <message>
        <source>Cannot be controlled</source>
        <translation>Nie może być kontrolowany</translation>
    </message>
    <message>
        <source>{name}: strength {n}, ships {levels}</source>
        <translation>{name}: siła {n}, statki {levels}</translation>
    </message>
    <message>
        <source>population</source>
        <translation>populacja</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>ruda</translation>
    </message>
    <message>
        <source>Specialisation: {kind}</source>
        <translation>Specjalizacja: {kind}</translation>
    </message>
    <message>
        <source>⚔{strength} · {vp} VP</source>
        <translation>⚔{strength} · {vp} PZ</translation>
    </message>
    <message>
        <source>No system card</source>
        <translation>Brak karty układu</translation>
    </message>
    <message>
        <source>{name} — {faction}</source>
        <translation>{name} — {faction}</translation>
    </message>
    <message>
        <source>Ore {ore} · Population {pop} · VP now {vp}</source>
        <translation>Ruda {ore} · Populacja {pop} · PZ teraz {vp}</translation>
    </message>
    <message>
        <source>Achievements: {names}</source>
        <translation>Osiągnięcia: {names}</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Zaopatrzenie</translation>
    </message>
    <message>
        <source>Supply columns A–E: {columns}</source>
        <translation>Kolumny zaopatrzenia A–E: {columns}</translation>
    </message>
    <message>
        <source>Population growth: +{n}</source>
        <translation>Wzrost populacji: +{n}</translation>
    </message>
    <message>
        <source>Ore production: +{n}</source>
        <translation>Produkcja rudy: +{n}</translation>
    </message>
    <message>
        <source>Automation: level {n}</source>
        <translation>Automatyzacja: poziom {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s) on this track</source>
        <translation>
            <numerusform>%n dysk na tym torze</numerusform>
            <numerusform>%n dyski na tym torze</numerusform>
            <numerusform>%n dysków na tym torze</numerusform>
        </translation>
    </message>
    <message>
        <source>Private technology</source>
        <translation>Prywatna technologia</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Kolonia</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Wydarzenie</translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Osiągnięcie</translation>
    </message>
    <message>
        <source>System {deck}</source>
        <translation>Układ {deck}</translation>
    </message>
    <message>
        <source>Drawn: choose one</source>
        <translation>Dobrane: wybierz jedną</translation>
    </message>
    <message>
        <source>Events resolved</source>
        <translation>Rozpatrzone wydarzenia</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ty</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <source>{player}</source>
        <translation>{player}</translation>
    </message>
    <message>
        <source>“{answer}” is not one of the choices offered.</source>
        <extracomment>what the number counts, e.g. &quot;tokens&quot; (optional; shown next to the spin box)</extracomment>
        <translation>„{answer}” nie jest jedną z dostępnych opcji.</translation>
    </message>
    <message>
        <source>This question takes {expected}, not {got}.</source>
        <translation>To pytanie wymaga odpowiedzi typu „{expected}”, a nie {got}.</translation>
    </message>
    <message>
        <source>Choose at least {min} (you chose {got}).</source>
        <translation>Wybierz co najmniej {min} (wybrano: {got}).</translation>
    </message>
    <message>
        <source>Choose at most {max} (you chose {got}).</source>
        <translation>Wybierz co najwyżej {max} (wybrano: {got}).</translation>
    </message>
    <message>
        <source>“{answer}” was chosen twice.</source>
        <translation>„{answer}” wybrano dwukrotnie.</translation>
    </message>
    <message>
        <source>Give a number from {lo} to {hi} (you gave {got}).</source>
        <translation>Podaj liczbę od {lo} do {hi} (podano: {got}).</translation>
    </message>
    <message>
        <source>Seat {seat} has nothing to answer now.</source>
        <translation>Miejsce {seat} nie ma teraz nic do odpowiedzenia.</translation>
    </message>
    <message>
        <source>one choice</source>
        <translation>jeden wybór</translation>
    </message>
    <message>
        <source>a set of choices</source>
        <translation>zestaw wyborów</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>liczba</translation>
    </message>
    <message>
        <source>Choose exactly {n} (you chose {got}).</source>
        <translation>Wybierz dokładnie {n} (wybrano {got}).</translation>
    </message>
    <message>
        <source>A seat is a whole number from 1 to the number of players, not {seat}.</source>
        <translation>Miejsce to liczba całkowita od 1 do liczby graczy, a nie {seat}.</translation>
    </message>
</context>
<context>
    <name>learning</name>
    <message>
        <source>⚑ Unconfirmed: no public source confirms this; the app uses a default.</source>
        <translation>⚑ Niepotwierdzone: żadne publiczne źródło tego nie potwierdza; aplikacja przyjmuje wartość domyślną.</translation>
    </message>
</context>
<context>
    <name>nucleum</name>
    <message>
        <source>Capitalists</source>
        <translation>Kapitaliści</translation>
    </message>
    <message>
        <source>Free Thinkers</source>
        <translation>Wolnomyśliciele</translation>
    </message>
    <message>
        <source>Communists</source>
        <translation>Komuniści</translation>
    </message>
    <message>
        <source>Realists</source>
        <translation>Realiści</translation>
    </message>
    <message>
        <source>1 VP per fulfilled contract</source>
        <translation>1 PZ za każdy wypełniony kontrakt</translation>
    </message>
    <message>
        <source>1 VP per Mine and Turbine on the map</source>
        <translation>1 PZ za każdą Kopalnię i Turbinę na mapie</translation>
    </message>
    <message>
        <source>highest Progress tile with your marker, multiplier 2</source>
        <translation>najwyższa płytka Postępu z twoim znacznikiem, mnożnik 2</translation>
    </message>
    <message>
        <source>1 VP per unlocked technology</source>
        <translation>1 PZ za każdą odblokowaną technologię</translation>
    </message>
    <message>
        <source>1 VP per city of your largest network</source>
        <translation>1 PZ za każde miasto twojej największej sieci</translation>
    </message>
    <message>
        <source>1 VP per city with your building, Mine or Turbine</source>
        <translation>1 PZ za każde miasto z twoim budynkiem, Kopalnią lub Turbiną</translation>
    </message>
    <message>
        <source>2 VP per Party where you are Member or Leader</source>
        <translation>2 PZ za każdą partię, w której jesteś Członkiem lub Liderem</translation>
    </message>
    <message>
        <source>VP equal to your costliest energized building&apos;s electricity</source>
        <translation>PZ równe elektryczności twojego najdroższego zasilonego budynku</translation>
    </message>
    <message>
        <source>2 VP per Residence on the map (rulebook example)</source>
        <translation>2 PZ za każdą Rezydencję na mapie (przykład z instrukcji)</translation>
    </message>
    <message>
        <source>How many contracts have you fulfilled?</source>
        <translation>Ile masz wypełnionych kontraktów?</translation>
    </message>
    <message>
        <source>How many of your Mines and Turbines are on the map?</source>
        <translation>Ile twoich Kopalń i Turbin jest na mapie?</translation>
    </message>
    <message>
        <source>What does the highest Progress tile with your marker count for you (before the multiplier of 2)?</source>
        <translation>Ile jest dla ciebie warta najwyższa płytka Postępu z twoim znacznikiem (przed mnożnikiem 2)?</translation>
    </message>
    <message>
        <source>How many technologies have you unlocked?</source>
        <translation>Ile masz odblokowanych technologii?</translation>
    </message>
    <message>
        <source>How many cities are in your largest network?</source>
        <translation>Ile miast liczy twoja największa sieć?</translation>
    </message>
    <message>
        <source>In how many different cities do you have an Urban Building, a Mine or a Turbine?</source>
        <translation>W ilu różnych miastach masz Budynek Miejski, Kopalnię lub Turbinę?</translation>
    </message>
    <message>
        <source>In how many Parties are you Member or Leader?</source>
        <translation>W ilu partiach jesteś Członkiem lub Liderem?</translation>
    </message>
    <message>
        <source>How much electricity does your costliest energized non-government Urban Building need?</source>
        <translation>Ile elektryczności potrzebuje twój najdroższy zasilony, nierządowy Budynek Miejski?</translation>
    </message>
    <message>
        <source>How many of your Residences are on the map?</source>
        <translation>Ile twoich Rezydencji jest na mapie?</translation>
    </message>
    <message>
        <source>contracts</source>
        <translation>kontrakty</translation>
    </message>
    <message>
        <source>Mines and Turbines</source>
        <translation>Kopalnie i Turbiny</translation>
    </message>
    <message>
        <source>units</source>
        <translation>jednostki</translation>
    </message>
    <message>
        <source>technologies</source>
        <translation>technologie</translation>
    </message>
    <message>
        <source>cities</source>
        <translation>miasta</translation>
    </message>
    <message>
        <source>Parties</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>electricity</source>
        <translation>elektryczność</translation>
    </message>
    <message>
        <source>Residences</source>
        <translation>Rezydencje</translation>
    </message>
    <message>
        <source>The Action tile stacks are empty</source>
        <translation>Stosy płytek Akcji są puste</translation>
    </message>
    <message>
        <source>The silver and gold contract stacks are empty</source>
        <translation>Stosy srebrnych i złotych kontraktów są puste</translation>
    </message>
    <message>
        <source>Every player has recharged 3 times</source>
        <translation>Każdy gracz wykonał 3 doładowania</translation>
    </message>
    <message>
        <source>The Baron has recharged 3 times</source>
        <translation>Baron wykonał 3 doładowania</translation>
    </message>
    <message>
        <source>A player has unlocked all 8 technologies</source>
        <translation>Gracz odblokował wszystkie 8 technologii</translation>
    </message>
    <message>
        <source>A player has reached the VP flag ({flag} VP)</source>
        <translation>Gracz dotarł do flagi PZ ({flag} PZ)</translation>
    </message>
    <message>
        <source>After you place a Uranium Mine or a Turbine, gain {amount} uranium.</source>
        <translation>Po umieszczeniu Kopalni Uranu lub Turbiny zdobądź {amount} uran.</translation>
    </message>
    <message>
        <source>Red-bordered spaces cost you {amount} extra thaler instead of {was}.</source>
        <translation>Pola z czerwoną ramką kosztują cię dodatkowo {amount} talar zamiast {was}.</translation>
    </message>
    <message>
        <source>When you use another player&apos;s Turbine, the bank pays its owner {amount} thaler for you and it gives {amount} more electricity.</source>
        <translation>Gdy używasz Turbiny innego gracza, bank płaci za ciebie jej właścicielowi {amount} talar, a ona daje o {amount} więcej elektryczności.</translation>
    </message>
    <message>
        <source>At once: gain {a} achievement tokens and {t} thalers.</source>
        <translation>Natychmiast: zdobądź {a} żetony osiągnięć i {t} talary.</translation>
    </message>
    <message>
        <source>At once: gain {amount} workers, then you may take a Court action.</source>
        <translation>Natychmiast: zdobądź {amount} robotników, potem możesz wykonać akcję Dworu.</translation>
    </message>
    <message>
        <source>When you gain a contract, also take the bonus of one other contract space, occupied or not.</source>
        <translation>Gdy zdobywasz kontrakt, weź też premię z innego pola kontraktu, zajętego lub nie.</translation>
    </message>
    <message>
        <source>At each Court action, choose: gain {amount} worker, or the chosen Party&apos;s benefit once more.</source>
        <translation>Przy każdej akcji Dworu wybierz: zdobądź {amount} robotnika albo jeszcze raz korzyść wybranej partii.</translation>
    </message>
    <message>
        <source>At the end: {a}/{b}/{c} Politicians on the Court board score {x}/{y}/{z} VP.</source>
        <translation>Na koniec: {a}/{b}/{c} Polityków na planszy Dworu daje {x}/{y}/{z} PZ.</translation>
    </message>
    <message>
        <source>When you gain a contract, gain {amount} achievement token.</source>
        <translation>Gdy zdobywasz kontrakt, zdobądź {amount} żeton osiągnięcia.</translation>
    </message>
    <message>
        <source>At once: gain {w} workers and {t} thalers.</source>
        <translation>Natychmiast: zdobądź {w} robotników i {t} talary.</translation>
    </message>
    <message>
        <source>At once: Urbanize with {amount} thalers more discount, ignoring the network requirement.</source>
        <translation>Natychmiast: wykonaj Urbanizację z rabatem większym o {amount} talary, ignorując wymóg sieci.</translation>
    </message>
    <message>
        <source>From now on, when you fulfil a contract, advance your lowest income track {amount} step (your choice on a tie).</source>
        <translation>Od teraz, gdy wypełniasz kontrakt, przesuń się o {amount} pole na swoim najniższym torze dochodu (przy remisie wybierasz).</translation>
    </message>
    <message>
        <source>Gain the {amount} Connector tiles.</source>
        <translation>Zdobądź {amount} płytki Łączników.</translation>
    </message>
    <message>
        <source>At the end: {a}/{b}/{c} Action tiles (available or on top of your board, no railways) score {x}/{y}/{z} VP.</source>
        <translation>Na koniec: {a}/{b}/{c} płytek Akcji (dostępnych lub na górze twojej planszy, bez torów kolejowych) daje {x}/{y}/{z} PZ.</translation>
    </message>
    <message>
        <source>After an Energize action, advance your VP income track 1 step.</source>
        <translation>Po akcji Zasilania przesuń się o 1 pole na torze dochodu PZ.</translation>
    </message>
    <message>
        <source>After an Energize action, you may take the rightmost market Action tile for free.</source>
        <translation>Po akcji Zasilania możesz za darmo wziąć skrajnie prawą płytkę Akcji z rynku.</translation>
    </message>
    <message>
        <source>Do the Connector&apos;s printed action, then play a non-Connector Action tile on top of it and resolve that tile.</source>
        <translation>Wykonaj akcję nadrukowaną na Łączniku, potem zagraj na niego płytkę Akcji niebędącą Łącznikiem i rozpatrz ją.</translation>
    </message>
    <message>
        <source>A Connector is never placed as a railway.</source>
        <translation>Łącznika nigdy nie kładzie się jako toru kolejowego.</translation>
    </message>
    <message>
        <source>At most one Connector per turn (a Shipping tile counts).</source>
        <translation>Najwyżej jeden Łącznik na turę (płytka Żeglugi też się liczy).</translation>
    </message>
    <message>
        <source>Your special Action tile may go on top of a Connector.</source>
        <translation>Twoja specjalna płytka Akcji może zostać położona na Łączniku.</translation>
    </message>
    <message>
        <source>Finish the Connector&apos;s action before placing the tile on top.</source>
        <translation>Dokończ akcję Łącznika, zanim położysz na nim płytkę.</translation>
    </message>
    <message>
        <source>A Connector counts as an Action tile for contracts, Progress and scoring technologies.</source>
        <translation>Łącznik liczy się jako płytka Akcji dla kontraktów, Postępu i technologii punktujących.</translation>
    </message>
    <message>
        <source>A Connector never lets you fulfil a second contract in the turn.</source>
        <translation>Łącznik nigdy nie pozwala wypełnić drugiego kontraktu w turze.</translation>
    </message>
    <message>
        <source>Technology {id} (level {level})</source>
        <translation>Technologia {id} (poziom {level})</translation>
    </message>
    <message>
        <source>Turbine effect (Experiment {experiment})</source>
        <translation>Efekt Turbiny (Eksperyment {experiment})</translation>
    </message>
    <message>
        <source>Connector tiles</source>
        <translation>Płytki Łączników</translation>
    </message>
    <message>
        <source>Baron von Automat</source>
        <translation>Baron von Automat</translation>
    </message>
    <message>
        <source>neutral {token}</source>
        <translation>neutralny {token}</translation>
    </message>
    <message>
        <source>{player}: what happens next?</source>
        <translation>{player}: co dzieje się dalej?</translation>
    </message>
    <message>
        <source>I take the Court action</source>
        <translation>Wykonuję akcję Dworu</translation>
    </message>
    <message>
        <source>The Baron&apos;s turn reaches the Court action</source>
        <translation>Tura Barona dochodzi do akcji Dworu</translation>
    </message>
    <message>
        <source>My turn is over: next player</source>
        <translation>Moja tura się skończyła: następny gracz</translation>
    </message>
    <message>
        <source>A Progress space emptied: King&apos;s Day</source>
        <translation>Pole Postępu opustoszało: Dzień Króla</translation>
    </message>
    <message>
        <source>End-game condition met: {condition}</source>
        <translation>Spełniony warunek końca gry: {condition}</translation>
    </message>
    <message>
        <source>The game ended: final scoring</source>
        <translation>Gra się skończyła: punktacja końcowa</translation>
    </message>
    <message>
        <source>I unlocked technology {tech}</source>
        <translation>Odblokowuję technologię {tech}</translation>
    </message>
    <message>
        <source>{player}: which worker goes to the Court?</source>
        <translation>{player}: który robotnik idzie na Dwór?</translation>
    </message>
    <message>
        <source>One of my available workers</source>
        <translation>Jeden z moich dostępnych robotników</translation>
    </message>
    <message>
        <source>I convert 1 uranium into a worker</source>
        <translation>Zamieniam 1 uran na robotnika</translation>
    </message>
    <message>
        <source>I have neither: I forgo the action</source>
        <translation>Nie mam ani jednego, ani drugiego: rezygnuję z akcji</translation>
    </message>
    <message>
        <source>{player}: into which Party?</source>
        <translation>{player}: do której partii?</translation>
    </message>
    <message>
        <source>Capitalists: 2 thalers and 1 step of thaler income</source>
        <translation>Kapitaliści: 2 talary i 1 pole dochodu z talarów</translation>
    </message>
    <message>
        <source>Free Thinkers: 1 Action tile from the market for free</source>
        <translation>Wolnomyśliciele: 1 płytka Akcji z rynku za darmo</translation>
    </message>
    <message>
        <source>Communists: 2 VP and 1 step of worker income</source>
        <translation>Komuniści: 2 PZ i 1 pole dochodu z robotników</translation>
    </message>
    <message>
        <source>Realists: 2 achievement tokens and 1 step of VP income</source>
        <translation>Realiści: 2 żetony osiągnięć i 1 pole dochodu PZ</translation>
    </message>
    <message>
        <source>{player}: technology E7 — which extra?</source>
        <translation>{player}: technologia E7 — jaki dodatek?</translation>
    </message>
    <message>
        <source>Gain 1 worker</source>
        <translation>Zdobądź 1 robotnika</translation>
    </message>
    <message>
        <source>The Party&apos;s benefit once more</source>
        <translation>Korzyść partii jeszcze raz</translation>
    </message>
    <message>
        <source>Is there a worker in the Baron&apos;s supply?</source>
        <translation>Czy w zapasie Barona jest robotnik?</translation>
    </message>
    <message>
        <source>Yes: he places one</source>
        <translation>Tak: umieszcza jednego</translation>
    </message>
    <message>
        <source>No: his supply is empty</source>
        <translation>Nie: jego zapas jest pusty</translation>
    </message>
    <message>
        <source>Draw a Logic card: which of the tied Parties does it select?</source>
        <translation>Dobierz kartę Logiki: którą z remisujących partii wskazuje?</translation>
    </message>
    <message>
        <source>The {party}</source>
        <translation>{party}</translation>
    </message>
    <message>
        <source>Is there a worker in the Baron&apos;s reserve?</source>
        <translation>Czy w rezerwie Barona jest robotnik?</translation>
    </message>
    <message>
        <source>Yes: he gains 1 worker</source>
        <translation>Tak: zdobywa 1 robotnika</translation>
    </message>
    <message>
        <source>No: he gains 3 VP instead</source>
        <translation>Nie: zamiast tego zdobywa 3 PZ</translation>
    </message>
    <message>
        <source>{player}, for the {party} agenda: {question}</source>
        <translation>{player}, program partii „{party}”: {question}</translation>
    </message>
    <message>
        <source>{player}: bid for the first choice of Experiment, or pass? (high bid: {high} VP)</source>
        <translation>{player}: licytujesz o pierwszy wybór Eksperymentu czy pasujesz? (najwyższa oferta: {high} PZ)</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Licytuj</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>{player}: how many VP do you bid?</source>
        <translation>{player}: ile PZ oferujesz?</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PZ</translation>
    </message>
    <message>
        <source>Setup card {card} revealed.</source>
        <translation>Odkryto kartę Przygotowania {card}.</translation>
    </message>
    <message>
        <source>Setup card {card}: ignored, another one is revealed.</source>
        <translation>Karta Przygotowania {card}: pominięta, odkrywa się kolejną.</translation>
    </message>
    <message>
        <source>The arrow neutral, neutral 2 and the King go to the {party}.</source>
        <translation>Neutralny polityk ze strzałką, neutralny polityk 2 i Król trafiają do partii „{party}”.</translation>
    </message>
    <message>
        <source>Neutral {token} goes to the {party}.</source>
        <translation>Neutralny polityk {token} trafia do partii „{party}”.</translation>
    </message>
    <message>
        <source>The {party} already hold neutrals: the next Party down is taken.</source>
        <translation>Partia „{party}” ma już neutralnych polityków: bierze się następną partię poniżej.</translation>
    </message>
    <message>
        <source>Neutral {token} takes the {party}&apos; Leader space.</source>
        <translation>Neutralny polityk {token} zajmuje pole Lidera partii „{party}”.</translation>
    </message>
    <message>
        <source>The {party} agenda tile shows: {agenda}.</source>
        <translation>Płytka programu partii „{party}” pokazuje: {agenda}.</translation>
    </message>
    <message>
        <source>Each player has {total} workers, {available} of them available.</source>
        <translation>Każdy gracz ma {total} robotników, z czego dostępnych: {available}.</translation>
    </message>
    <message>
        <source>The VP flag goes under space {flag}.</source>
        <translation>Flaga PZ trafia pod pole {flag}.</translation>
    </message>
    <message>
        <source>{side} puts a worker in the {party} and leads it.</source>
        <translation>{side} umieszcza robotnika w partii „{party}” i zostaje jej Liderem.</translation>
    </message>
    <message>
        <source>{side} puts a worker in the {party}.</source>
        <translation>{side} umieszcza robotnika w partii „{party}”.</translation>
    </message>
    <message>
        <source>{side} places a Politician in the {party}.</source>
        <translation>{side} umieszcza Polityka w partii „{party}”.</translation>
    </message>
    <message>
        <source>{side} converts 1 uranium into a worker.</source>
        <translation>{side} zamienia 1 uran na robotnika.</translation>
    </message>
    <message>
        <source>{side} has no worker and no uranium: the Court action is forgone.</source>
        <translation>{side} nie ma robotnika ani uranu: rezygnuje z akcji Dworu.</translation>
    </message>
    <message>
        <source>{side} gains the {party}&apos; benefit: {benefit}.</source>
        <translation>{side} otrzymuje korzyść partii „{party}”: {benefit}.</translation>
    </message>
    <message>
        <source>{side} becomes Leader of the {party}.</source>
        <translation>{side} zostaje Liderem partii „{party}”.</translation>
    </message>
    <message>
        <source>The King moves to the {party}: they are the Dominant Party.</source>
        <translation>Król przechodzi do partii „{party}”: jest ona teraz Partią Dominującą.</translation>
    </message>
    <message>
        <source>{side} gains 1 worker (E7).</source>
        <translation>{side} zdobywa 1 robotnika (E7).</translation>
    </message>
    <message>
        <source>{side} has unlocked technology {tech}.</source>
        <translation>{side} odblokowuje technologię {tech}.</translation>
    </message>
    <message>
        <source>{side}&apos;s turn.</source>
        <translation>Tura: {side}.</translation>
    </message>
    <message>
        <source>End-game condition met: {condition} ({met} of {needed}).</source>
        <translation>Spełniony warunek końca gry: {condition} ({met} z {needed}).</translation>
    </message>
    <message>
        <source>The game end is triggered: finish the round, then everyone plays one more turn.</source>
        <translation>Koniec gry został uruchomiony: dokończcie rundę, potem każdy rozgrywa jeszcze jedną turę.</translation>
    </message>
    <message>
        <source>Baron, step 1: placing in the {party} makes him their Leader.</source>
        <translation>Baron, krok 1: umieszczenie w partii „{party}” czyni go jej Liderem.</translation>
    </message>
    <message>
        <source>Baron, step 2: he has no Politician in the Dominant Party, the {party}.</source>
        <translation>Baron, krok 2: nie ma Polityka w Partii Dominującej, czyli „{party}”.</translation>
    </message>
    <message>
        <source>Baron, step 3: of the eligible Parties he has fewest Politicians in the {party}.</source>
        <translation>Baron, krok 3: spośród kwalifikujących się partii ma najmniej Polityków w partii „{party}”.</translation>
    </message>
    <message>
        <source>Baron, step 4: the Logic card selects the {party}.</source>
        <translation>Baron, krok 4: karta Logiki wskazuje partię „{party}”.</translation>
    </message>
    <message>
        <source>Logic draw (house rule): {card}.</source>
        <translation>Dobranie karty Logiki (zasada domowa): {card}.</translation>
    </message>
    <message>
        <source>Logic draw (house rule): {card}, drawn again.</source>
        <translation>Dobranie karty Logiki (zasada domowa): {card}, dobiera się ponownie.</translation>
    </message>
    <message>
        <source>The Baron&apos;s supply is empty: the Court action is unavailable to him; he takes his next action by priority.</source>
        <translation>Zapas Barona jest pusty: akcja Dworu jest dla niego niedostępna; wykonuje następną akcję według priorytetu.</translation>
    </message>
    <message>
        <source>The Baron gains 1 thaler.</source>
        <translation>Baron zdobywa 1 talar.</translation>
    </message>
    <message>
        <source>Remove the rightmost Action tile of the market to the box.</source>
        <translation>Odłóż do pudełka skrajnie prawą płytkę Akcji z rynku.</translation>
    </message>
    <message>
        <source>The Baron gains 1 worker.</source>
        <translation>Baron zdobywa 1 robotnika.</translation>
    </message>
    <message>
        <source>The Baron&apos;s reserve is empty: he gains 3 VP.</source>
        <translation>Rezerwa Barona jest pusta: zdobywa 3 PZ.</translation>
    </message>
    <message>
        <source>The Baron gains 2 VP.</source>
        <translation>Baron zdobywa 2 PZ.</translation>
    </message>
    <message>
        <source>King&apos;s Day {number}: score the base King&apos;s Day on the table, then the Party agendas.</source>
        <translation>Dzień Króla {number}: rozlicz na stole Dzień Króla z gry podstawowej, potem programy partii.</translation>
    </message>
    <message>
        <source>Final scoring: the base final scoring on the table, then the Party agendas (no removals).</source>
        <translation>Punktacja końcowa: na stole punktacja końcowa z gry podstawowej, potem programy partii (bez usuwania Polityków).</translation>
    </message>
    <message>
        <source>{side} scores {vp} VP: {party} agenda ({agenda}).</source>
        <translation>{side} zdobywa {vp} PZ: program partii „{party}” ({agenda}).</translation>
    </message>
    <message>
        <source>{side} scores {vp} VP as Member of the Dominant Party ({party}).</source>
        <translation>{side} zdobywa {vp} PZ jako Członek Partii Dominującej („{party}”).</translation>
    </message>
    <message numerus="yes">
        <source>The Baron leads %n Party(s): {vp} VP.</source>
        <translation>
            <numerusform>Baron jest Liderem w %n partii: {vp} PZ.</numerusform>
            <numerusform>Baron jest Liderem w %n partiach: {vp} PZ.</numerusform>
            <numerusform>Baron jest Liderem w %n partiach: {vp} PZ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Baron leads %n Party(s) and sits in the Dominant Party: {vp} VP.</source>
        <translation>
            <numerusform>Baron jest Liderem w %n partii i zasiada w Partii Dominującej: {vp} PZ.</numerusform>
            <numerusform>Baron jest Liderem w %n partiach i zasiada w Partii Dominującej: {vp} PZ.</numerusform>
            <numerusform>Baron jest Liderem w %n partiach i zasiada w Partii Dominującej: {vp} PZ.</numerusform>
        </translation>
    </message>
    <message>
        <source>{side}, Leader of the {party}, returns 1 Politician to the reserve.</source>
        <translation>{side}, Lider partii „{party}”, odsyła 1 Polityka do rezerwy.</translation>
    </message>
    <message>
        <source>{side} returns 1 Politician from the Dominant Party ({party}).</source>
        <translation>{side} odsyła 1 Polityka z Partii Dominującej („{party}”).</translation>
    </message>
    <message>
        <source>Neutral {token} leaves the game.</source>
        <translation>Neutralny polityk {token} opuszcza grę.</translation>
    </message>
    <message>
        <source>The arrow neutral moves from the {src} to the {dst}.</source>
        <translation>Neutralny polityk ze strzałką przechodzi z partii „{src}” do partii „{dst}”.</translation>
    </message>
    <message>
        <source>{side} takes the Leader space of the {party}.</source>
        <translation>{side} zajmuje pole Lidera partii „{party}”.</translation>
    </message>
    <message>
        <source>Neutral {token} takes the Leader space of the {party}.</source>
        <translation>Neutralny polityk {token} zajmuje pole Lidera partii „{party}”.</translation>
    </message>
    <message>
        <source>{side}: technology E8, {count} Politicians on the Court: {vp} VP.</source>
        <translation>{side}: technologia E8 (Politycy na Dworze: {count}) — {vp} PZ.</translation>
    </message>
    <message>
        <source>{side} bids {bid} VP.</source>
        <translation>{side} oferuje {bid} PZ.</translation>
    </message>
    <message>
        <source>{side} passes and will choose an Experiment in place {place}.</source>
        <translation>{side} pasuje i wybierze Eksperyment na pozycji {place}.</translation>
    </message>
    <message>
        <source>Experiment choice order: {order}.</source>
        <translation>Kolejność wyboru Eksperymentów: {order}.</translation>
    </message>
    <message>
        <source>{side} will lose {vp} VP at the end of the game (last bid).</source>
        <translation>{side} straci {vp} PZ na koniec gry (ostatnia oferta).</translation>
    </message>
    <message>
        <source>{side} loses {vp} VP bid in the auction.</source>
        <translation>{side} traci {vp} PZ zaoferowane w licytacji.</translation>
    </message>
    <message>
        <source>{side} now meets the requirement of contract {contract}.</source>
        <translation>{side} spełnia teraz wymóg kontraktu {contract}.</translation>
    </message>
    <message>
        <source>{side} no longer meets the requirement of contract {contract}.</source>
        <translation>{side} nie spełnia już wymogu kontraktu {contract}.</translation>
    </message>
    <message>
        <source>The court is scored. Add the court&apos;s VP to the VP track; the table decides the winner.</source>
        <translation>Dwór został podliczony. Dodaj PZ z Dworu na torze PZ; o zwycięzcy decyduje stół.</translation>
    </message>
    <message>
        <source>Baron von Automat: {vp} VP from the court. Court VP only: add them to each score on the main board, where the winner is decided.</source>
        <translation>Baron von Automat: {vp} PZ z Dworu. Tylko PZ z Dworu: dodaj je do wyniku każdego gracza na planszy głównej, gdzie rozstrzyga się zwycięstwo.</translation>
    </message>
    <message>
        <source>Court VP only: add them to each score on the main board, where the winner is decided.</source>
        <translation>Tylko PZ z Dworu: dodaj je do wyniku każdego gracza na planszy głównej, gdzie rozstrzyga się zwycięstwo.</translation>
    </message>
    <message>
        <source>Party benefits</source>
        <translation>Korzyści partii</translation>
    </message>
    <message>
        <source>King&apos;s Day agendas</source>
        <translation>Programy w Dniu Króla</translation>
    </message>
    <message>
        <source>Final agendas</source>
        <translation>Programy na koniec gry</translation>
    </message>
    <message>
        <source>Technology E8</source>
        <translation>Technologia E8</translation>
    </message>
    <message>
        <source>Baron&apos;s bonuses</source>
        <translation>Premie Barona</translation>
    </message>
    <message>
        <source>Auction bids lost</source>
        <translation>Oferty utracone w licytacji</translation>
    </message>
    <message>
        <source>Nucleum: Court of Progress</source>
        <translation>Nucleum: Dwór Postępu</translation>
    </message>
    <message>
        <source>The Court side board for a Nucleum game on the table: Court actions, King&apos;s Day and final agenda scoring, Baron von Automat at court.</source>
        <translation>Plansza boczna Dworu do rozgrywki Nucleum na stole: akcje Dworu, punktacja programów w Dniu Króla i na koniec gry, Baron von Automat na Dworze.</translation>
    </message>
</context>
<context>
    <name>nucleum.layout</name>
    <message>
        <source>Court of Progress</source>
        <translation>Dwór Postępu</translation>
    </message>
    <message>
        <source>King&apos;s Days: {done} of {max}</source>
        <translation>Dni Króla: {done} z {max}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Tura: {name}</translation>
    </message>
    <message>
        <source>Court action</source>
        <translation>Akcja Dworu</translation>
    </message>
    <message>
        <source>Place a worker as a Politician in a Party and take its benefit.</source>
        <translation>Umieść robotnika jako Polityka w partii i weź jej korzyść.</translation>
    </message>
    <message numerus="yes">
        <source>{party} — %n Politician(s)</source>
        <translation>
            <numerusform>{party} — %n Polityk</numerusform>
            <numerusform>{party} — %n Polityków</numerusform>
            <numerusform>{party} — %n Polityków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{party} — %n Politician(s) — ♚ Dominant Party</source>
        <translation>
            <numerusform>{party} — %n Polityk — ♚ Partia Dominująca</numerusform>
            <numerusform>{party} — %n Polityków — ♚ Partia Dominująca</numerusform>
            <numerusform>{party} — %n Polityków — ♚ Partia Dominująca</numerusform>
        </translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Program</translation>
    </message>
    <message>
        <source>{party} agenda: {agenda}</source>
        <translation>Program partii „{party}”: {agenda}</translation>
    </message>
    <message>
        <source>Which two agendas share a tile, and its Party, is a default: no public source confirms it.</source>
        <translation>Które dwa programy dzielą płytkę i do której partii ona należy, to ustawienie domyślne: żadne publiczne źródło tego nie potwierdza.</translation>
    </message>
    <message>
        <source>{party}: the Leader space is empty</source>
        <translation>{party}: pole Lidera jest puste</translation>
    </message>
    <message>
        <source>{party}: Leader space held by {holder}</source>
        <translation>{party}: pole Lidera zajmuje {holder}</translation>
    </message>
    <message>
        <source>neutral {token}</source>
        <translation>neutralny {token}</translation>
    </message>
    <message>
        <source>the arrow neutral</source>
        <translation>neutralny ze strzałką</translation>
    </message>
    <message>
        <source>{neutral} in the {party}</source>
        <translation>{neutral} w partii „{party}”</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n Politician(s) in the {party}</source>
        <translation>
            <numerusform>{name}: %n Polityk w partii „{party}”</numerusform>
            <numerusform>{name}: %n Polityków w partii „{party}”</numerusform>
            <numerusform>{name}: %n Polityków w partii „{party}”</numerusform>
        </translation>
    </message>
    <message>
        <source>The King: the {party} are the Dominant Party</source>
        <translation>Król: partia „{party}” jest Partią Dominującą</translation>
    </message>
    <message>
        <source>Baron von Automat</source>
        <translation>Baron von Automat</translation>
    </message>
    <message>
        <source>Court VP: {vp}</source>
        <translation>PZ z Dworu: {vp}</translation>
    </message>
    <message>
        <source>On the Court: {n} of {total}</source>
        <translation>Na Dworze: {n} z {total}</translation>
    </message>
    <message>
        <source>Party benefits {benefit} · King&apos;s Days {kings_day} · final agendas {final} · E8 {e8} · auction {auction}</source>
        <translation>Korzyści partii {benefit} · Dni Króla {kings_day} · programy na koniec gry {final} · E8 {e8} · licytacja {auction}</translation>
    </message>
    <message>
        <source>Income steps from the Court: thaler {thaler}, worker {worker}, VP {vp}</source>
        <translation>Pola dochodu z Dworu: talary {thaler}, robotnicy {worker}, PZ {vp}</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>srebrny</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>złoty</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>fioletowy</translation>
    </message>
    <message>
        <source>be Leader of the Dominant Party</source>
        <translation>być Liderem Partii Dominującej</translation>
    </message>
    <message numerus="yes">
        <source>have %n Politician(s) on the Court board</source>
        <translation>
            <numerusform>mieć %n Polityka na planszy Dworu</numerusform>
            <numerusform>mieć %n Polityków na planszy Dworu</numerusform>
            <numerusform>mieć %n Polityków na planszy Dworu</numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} PZ</translation>
    </message>
    <message numerus="yes">
        <source>%n income step(s)</source>
        <translation>
            <numerusform>%n pole dochodu</numerusform>
            <numerusform>%n pola dochodu</numerusform>
            <numerusform>%n pól dochodu</numerusform>
        </translation>
    </message>
    <message>
        <source>a Level {level} Technology</source>
        <translation>technologia poziomu {level}</translation>
    </message>
    <message>
        <source>Contract {id} ({colour}): {requirement}; reward: {reward}.</source>
        <translation>Kontrakt {id} ({colour}): {requirement}; nagroda: {reward}.</translation>
    </message>
    <message>
        <source>{name} meets it now.</source>
        <translation>{name} spełnia teraz ten wymóg.</translation>
    </message>
    <message>
        <source>{name} does not meet it now.</source>
        <translation>{name} nie spełnia teraz tego wymogu.</translation>
    </message>
    <message>
        <source>{name} has unlocked technology {tech}.</source>
        <translation>{name} ma odblokowaną technologię {tech}.</translation>
    </message>
    <message>
        <source>{name} has not unlocked technology {tech}.</source>
        <translation>{name} nie ma odblokowanej technologii {tech}.</translation>
    </message>
    <message>
        <source>E8 now: {vp} VP</source>
        <translation>E8 teraz: {vp} PZ</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} i {b}</translation>
    </message>
    <message>
        <source>Court VP: {vp} · Politicians on the Court: {n} of {total}</source>
        <translation>PZ z Dworu: {vp} · Politycy na Dworze: {n} z {total}</translation>
    </message>
    <message>
        <source>Supply and reserve are on the table: the app asks when it needs them.</source>
        <translation>Zapas i rezerwa są na stole: aplikacja zapyta, gdy będą potrzebne.</translation>
    </message>
    <message numerus="yes">
        <source>Scored now: leads %n Party(s), {dominant}: {vp} VP</source>
        <translation>
            <numerusform>Punktacja teraz: Lider w %n partii, {dominant}: {vp} PZ</numerusform>
            <numerusform>Punktacja teraz: Lider w %n partiach, {dominant}: {vp} PZ</numerusform>
            <numerusform>Punktacja teraz: Lider w %n partiach, {dominant}: {vp} PZ</numerusform>
        </translation>
    </message>
    <message>
        <source>sits in the Dominant Party</source>
        <translation>zasiada w Partii Dominującej</translation>
    </message>
    <message>
        <source>not in the Dominant Party</source>
        <translation>nie zasiada w Partii Dominującej</translation>
    </message>
    <message>
        <source>Last Court decision: {why}</source>
        <translation>Ostatnia decyzja na Dworze: {why}</translation>
    </message>
    <message>
        <source>Last Court decision: none yet.</source>
        <translation>Ostatnia decyzja na Dworze: jeszcze brak.</translation>
    </message>
    <message>
        <source>Logic cards: drawn on the table (you tap the Party).</source>
        <translation>Karty Logiki: dobierane na stole (wskazujesz partię).</translation>
    </message>
    <message>
        <source>Logic cards: drawn by the app (house rule ⚑).</source>
        <translation>Karty Logiki: dobiera aplikacja (zasada domowa ⚑).</translation>
    </message>
    <message>
        <source>Difficulty: {modifiers}</source>
        <translation>Poziom trudności: {modifiers}</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standardowy</translation>
    </message>
    <message>
        <source>harder, he leads the empty Party</source>
        <translation>trudniej, jest Liderem pustej partii</translation>
    </message>
    <message>
        <source>harder, his worker in each neutral-led Party</source>
        <translation>trudniej, jego robotnik w każdej partii z neutralnym Liderem</translation>
    </message>
    <message>
        <source>easier, your worker leads the empty Party</source>
        <translation>łatwiej, twój robotnik jest Liderem pustej partii</translation>
    </message>
    <message>
        <source>harder, 6 VP from the 2nd King&apos;s Day</source>
        <translation>trudniej, 6 PZ od 2. Dnia Króla</translation>
    </message>
    <message>
        <source>Priority: {order}</source>
        <translation>Priorytet: {order}</translation>
    </message>
    <message>
        <source>Court</source>
        <translation>Dwór</translation>
    </message>
    <message>
        <source>Urbanize</source>
        <translation>Urbanizacja</translation>
    </message>
    <message>
        <source>Industrialize</source>
        <translation>Industrializacja</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>Rozwój</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Energize</source>
        <translation>Zasilanie</translation>
    </message>
    <message>
        <source>Subsidize</source>
        <translation>Subsydium</translation>
    </message>
    <message>
        <source>Auction for the Experiment choice</source>
        <translation>Licytacja o wybór Eksperymentu</translation>
    </message>
    <message>
        <source>High bid: {vp} VP</source>
        <translation>Najwyższa oferta: {vp} PZ</translation>
    </message>
    <message>
        <source>Last bids: {bids}</source>
        <translation>Ostatnie oferty: {bids}</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Still bidding: {names}</source>
        <translation>Nadal licytują: {names}</translation>
    </message>
    <message>
        <source>Passed, in order: {names}</source>
        <translation>Spasowali, po kolei: {names}</translation>
    </message>
    <message>
        <source>Choice order: {order}</source>
        <translation>Kolejność wyboru: {order}</translation>
    </message>
    <message>
        <source>Lost at the end: {costs}</source>
        <translation>Straty na koniec gry: {costs}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikt</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Conditions met: {met} of {needed}</source>
        <translation>Spełnione warunki: {met} z {needed}</translation>
    </message>
    <message>
        <source>The end is triggered: final scoring after the last turns.</source>
        <translation>Koniec gry został uruchomiony: punktacja końcowa po ostatnich turach.</translation>
    </message>
    <message>
        <source>If King&apos;s Day came now</source>
        <translation>Gdyby Dzień Króla był teraz</translation>
    </message>
    <message>
        <source>King&apos;s Day {n}: agenda scoring</source>
        <translation>Dzień Króla {n}: punktacja programów</translation>
    </message>
    <message>
        <source>Final scoring: agendas</source>
        <translation>Punktacja końcowa: programy</translation>
    </message>
    <message>
        <source>Last scoring: King&apos;s Day {n}</source>
        <translation>Ostatnia punktacja: Dzień Króla {n}</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Punktacja końcowa</translation>
    </message>
    <message>
        <source>{mark} {name}, Leader of the {party}: {agenda}</source>
        <translation>{mark} {name}, Lider partii „{party}”: {agenda}</translation>
    </message>
    <message>
        <source>{mark} {name}, Member of the Dominant {party}: {agenda}</source>
        <translation>{mark} {name}, Członek Partii Dominującej „{party}”: {agenda}</translation>
    </message>
    <message numerus="yes">
        <source>(counted by the app: %n Party(s))</source>
        <translation>
            <numerusform>(policzone przez aplikację: %n partia)</numerusform>
            <numerusform>(policzone przez aplikację: %n partie)</numerusform>
            <numerusform>(policzone przez aplikację: %n partii)</numerusform>
        </translation>
    </message>
    <message>
        <source>{mark} Baron von Automat: 4 VP per Party led, 4 VP in the Dominant Party</source>
        <translation>{mark} Baron von Automat: 4 PZ za każdą partię, w której jest Liderem, 4 PZ w Partii Dominującej</translation>
    </message>
    <message>
        <source>▸ {name}: {vp} VP</source>
        <translation>▸ {name}: {vp} PZ</translation>
    </message>
    <message>
        <source>▸ {name}: {vp} VP + {asked}</source>
        <translation>▸ {name}: {vp} PZ + {asked}</translation>
    </message>
    <message>
        <source>{per} VP × {unit}</source>
        <translation>{per} PZ × {unit}</translation>
    </message>
    <message>
        <source>▸ Baron von Automat: {vp} VP</source>
        <translation>▸ Baron von Automat: {vp} PZ</translation>
    </message>
    <message>
        <source>No player leads a Party or sits in the Dominant Party.</source>
        <translation>Żaden gracz nie jest Liderem partii ani nie zasiada w Partii Dominującej.</translation>
    </message>
    <message>
        <source>{name}, Leader of the {party}: +{vp} VP (total {total})</source>
        <translation>{name}, Lider partii „{party}”: +{vp} PZ (łącznie {total})</translation>
    </message>
    <message>
        <source>{name}, Dominant {party}: +{vp} VP (total {total})</source>
        <translation>{name}, Partia Dominująca „{party}”: +{vp} PZ (łącznie {total})</translation>
    </message>
    <message>
        <source>Baron von Automat: +{vp} VP (total {total})</source>
        <translation>Baron von Automat: +{vp} PZ (łącznie {total})</translation>
    </message>
    <message>
        <source>{name}, technology E8: +{vp} VP (total {total})</source>
        <translation>{name}, technologia E8: +{vp} PZ (łącznie {total})</translation>
    </message>
    <message>
        <source>{name}, auction bid: −{vp} VP (total {total})</source>
        <translation>{name}, oferta w licytacji: −{vp} PZ (łącznie {total})</translation>
    </message>
    <message>
        <source>Court VP now: {totals}</source>
        <translation>PZ z Dworu teraz: {totals}</translation>
    </message>
    <message>
        <source>{name} {vp}</source>
        <translation>{name} {vp}</translation>
    </message>
    <message>
        <source>Reference: technologies E/F, turbines, Connectors</source>
        <translation>Ściągawka: technologie E/F, Turbiny, Łączniki</translation>
    </message>
    <message>
        <source>Technologies E</source>
        <translation>Technologie E</translation>
    </message>
    <message>
        <source>Technologies F</source>
        <translation>Technologie F</translation>
    </message>
    <message>
        <source>Turbine effects</source>
        <translation>Efekty Turbin</translation>
    </message>
    <message>
        <source>Connector rules</source>
        <translation>Zasady Łączników</translation>
    </message>
    <message>
        <source>Technology, Experiment {exp}</source>
        <translation>Technologia, Eksperyment {exp}</translation>
    </message>
    <message>
        <source>Turbine effect</source>
        <translation>Efekt Turbiny</translation>
    </message>
    <message>
        <source>Connector rule</source>
        <translation>Zasada Łączników</translation>
    </message>
    <message>
        <source>{kind} (also {also})</source>
        <translation>{kind} (także {also})</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>standard</source>
        <extracomment>option values as the New game dialog shows them (translated in the &quot;options&quot; context)</extracomment>
        <translation>standardowa</translation>
    </message>
    <message>
        <source>australia</source>
        <translation>Australia</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>dobierane na stole</translation>
    </message>
    <message>
        <source>digital</source>
        <translation>cyfrowe (losuje aplikacja)</translation>
    </message>
    <message>
        <source>Seats</source>
        <extracomment>the app&apos;s safeguard (bts.end.round_limit): the game ends at the end of this round at the latest</extracomment>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Achievements</source>
        <extracomment>&quot;random&quot;: Transcendence, Empire, 1 random A and 1 random B; &quot;first_game&quot;: the seed&apos;s set</extracomment>
        <translation>Osiągnięcia</translation>
    </message>
    <message>
        <source>Transcendence, Empire and 2 random ones</source>
        <translation>Transcendencja, Imperium i 2 losowe</translation>
    </message>
    <message>
        <source>First game (the rulebook&apos;s four)</source>
        <translation>Pierwsza gra (cztery z instrukcji)</translation>
    </message>
    <message>
        <source>Card pack</source>
        <extracomment>a card pack: a file name in the user&apos;s packs/bts folder, or a path (&quot;&quot;: stand-ins)</extracomment>
        <translation>Pakiet kart</translation>
    </message>
    <message>
        <source>Solo against Baron von Automat</source>
        <translation>Solo przeciwko Baronowi von Automat</translation>
    </message>
    <message>
        <source>Harder: the Baron leads the empty Party</source>
        <translation>Trudniej: Baron przewodzi pustej Partii</translation>
    </message>
    <message>
        <source>Harder: a Baron worker in each Party a neutral leads</source>
        <translation>Trudniej: robotnik Barona w każdej Partii, której przewodzi neutralny polityk</translation>
    </message>
    <message>
        <source>Harder: the Baron scores 6 VP from the 2nd King&apos;s Day</source>
        <translation>Trudniej: Baron zdobywa 6 PZ od 2. Dnia Króla</translation>
    </message>
    <message>
        <source>Easier: your worker leads the empty Party</source>
        <translation>Łatwiej: twój robotnik przewodzi pustej Partii</translation>
    </message>
    <message>
        <source>Expert variant: auction for experiments</source>
        <translation>Wariant ekspercki: licytacja eksperymentów</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Baron&apos;s Logic cards</source>
        <translation>Karty Logiki Barona</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>option values as the New game dialog shows them (translated in the &quot;options&quot; context)</extracomment>
        <translation>łatwy</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>średni</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>trudny</translation>
    </message>
    <message>
        <source>Two-player advanced game (two actions each)</source>
        <translation>Zaawansowana gra dwuosobowa (po dwie akcje)</translation>
    </message>
    <message>
        <source>Goals (The Gathering Storm)</source>
        <translation>Cele (The Gathering Storm)</translation>
    </message>
    <message>
        <source>Solitaire robot difficulty</source>
        <translation>Poziom trudności robota (gra solo)</translation>
    </message>
    <message>
        <source>Drafting variant (2-3 players)</source>
        <translation>Wariant z draftem (2–3 graczy)</translation>
    </message>
    <message>
        <source>First game (starred cards)</source>
        <translation>Pierwsza gra (karty z gwiazdką)</translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation>Poziom trudności solo</translation>
    </message>
    <message>
        <source>novice</source>
        <translation>nowicjusz</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>zaawansowany</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>ekspert</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>10</source>
        <extracomment>option values as the New game dialog shows them (translated in the &quot;options&quot; context)</extracomment>
        <translation>10</translation>
    </message>
    <message>
        <source>14</source>
        <translation>14</translation>
    </message>
    <message>
        <source>Victory points to win</source>
        <extracomment>the 10-space side of the victory point track, or the 14-space one (ti4.victory.fourteen)</extracomment>
        <translation>Punkty zwycięstwa potrzebne do wygranej</translation>
    </message>
</context>
<context>
    <name>rftg</name>
    <message>
        <source>Explore +5</source>
        <translation>Eksploracja +5</translation>
    </message>
    <message>
        <source>Explore +1/+1</source>
        <translation>Eksploracja +1/+1</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>Rozwój</translation>
    </message>
    <message>
        <source>Develop (second)</source>
        <translation>Rozwój (drugi)</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Kolonizacja</translation>
    </message>
    <message>
        <source>Settle (second)</source>
        <translation>Kolonizacja (druga)</translation>
    </message>
    <message>
        <source>Consume: Trade</source>
        <translation>Konsumpcja: Handel</translation>
    </message>
    <message>
        <source>Consume: 2x VP</source>
        <translation>Konsumpcja: 2× PZ</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produkcja</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Eksploracja</translation>
    </message>
    <message>
        <source>Consume</source>
        <translation>Konsumpcja</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n of your opening cards.</source>
        <translation>
            <numerusform>Odrzuć %n ze swoich kart początkowych.</numerusform>
            <numerusform>Odrzuć %n ze swoich kart początkowych.</numerusform>
            <numerusform>Odrzuć %n ze swoich kart początkowych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose your action for this round.</source>
        <translation>Wybierz akcję na tę rundę.</translation>
    </message>
    <message>
        <source>Choose two different action cards for this round.</source>
        <translation>Wybierz dwie różne karty akcji na tę rundę.</translation>
    </message>
    <message numerus="yes">
        <source>Explore: keep %n of the cards you drew.</source>
        <translation>
            <numerusform>Eksploracja: zatrzymaj %n z dobranych kart.</numerusform>
            <numerusform>Eksploracja: zatrzymaj %n z dobranych kart.</numerusform>
            <numerusform>Eksploracja: zatrzymaj %n z dobranych kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Develop: choose a development to place, or pass.</source>
        <translation>Rozwój: wybierz technologię do wyłożenia albo spasuj.</translation>
    </message>
    <message>
        <source>Settle: choose a world to place, or pass.</source>
        <translation>Kolonizacja: wybierz świat do wyłożenia albo spasuj.</translation>
    </message>
    <message>
        <source>Settle: choose a second world to place, or pass.</source>
        <translation>Kolonizacja: wybierz drugi świat do wyłożenia albo spasuj.</translation>
    </message>
    <message numerus="yes">
        <source>Pay %n card(s) from your hand.</source>
        <translation>
            <numerusform>Zapłać %n kartę z ręki.</numerusform>
            <numerusform>Zapłać %n karty z ręki.</numerusform>
            <numerusform>Zapłać %n kart z ręki.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n more military: discard cards for temporary military.</source>
        <translation>
            <numerusform>Brakuje ci %n punktu siły militarnej: odrzuć karty, aby zyskać tymczasową siłę militarną.</numerusform>
            <numerusform>Brakuje ci %n punktów siły militarnej: odrzuć karty, aby zyskać tymczasową siłę militarną.</numerusform>
            <numerusform>Brakuje ci %n punktów siły militarnej: odrzuć karty, aby zyskać tymczasową siłę militarną.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trade: choose a good to sell.</source>
        <translation>Handel: wybierz towar do sprzedania.</translation>
    </message>
    <message>
        <source>Consume: choose the next power to use.</source>
        <translation>Konsumpcja: wybierz następną zdolność do użycia.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n good(s) to consume.</source>
        <translation>
            <numerusform>Wybierz %n towar do skonsumowania.</numerusform>
            <numerusform>Wybierz %n towary do skonsumowania.</numerusform>
            <numerusform>Wybierz %n towarów do skonsumowania.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n card(s) from your hand for VP.</source>
        <translation>
            <numerusform>Odrzuć do %n karty z ręki za PZ.</numerusform>
            <numerusform>Odrzuć do %n kart z ręki za PZ.</numerusform>
            <numerusform>Odrzuć do %n kart z ręki za PZ.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gamble: name a cost from 1 to 7.</source>
        <translation>Hazard: wskaż koszt od 1 do 7.</translation>
    </message>
    <message>
        <source>Produce: choose the next power to use.</source>
        <translation>Produkcja: wybierz następną zdolność do użycia.</translation>
    </message>
    <message>
        <source>Choose the card to discard.</source>
        <translation>Wybierz kartę do odrzucenia.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s) down to the hand limit of 10.</source>
        <translation>
            <numerusform>Odrzuć %n kartę do limitu 10 kart na ręce.</numerusform>
            <numerusform>Odrzuć %n karty do limitu 10 kart na ręce.</numerusform>
            <numerusform>Odrzuć %n kart do limitu 10 kart na ręce.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draft: keep one card of this pack; the rest passes {direction}.</source>
        <translation>Draft: zatrzymaj jedną kartę z tego pakietu; reszta przechodzi w {direction}.</translation>
    </message>
    <message>
        <source>Choose your start world; the other one is discarded.</source>
        <translation>Wybierz swój świat startowy; drugi zostanie odrzucony.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>{card}</source>
        <translation>{card}</translation>
    </message>
    <message numerus="yes">
        <source>{card} (pay %n)</source>
        <translation>
            <numerusform>{card} (zapłać %n)</numerusform>
            <numerusform>{card} (zapłać %n)</numerusform>
            <numerusform>{card} (zapłać %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: pay %n</source>
        <translation>
            <numerusform>{card}: zapłać %n</numerusform>
            <numerusform>{card}: zapłać %n</numerusform>
            <numerusform>{card}: zapłać %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: discard {via} to place it for free</source>
        <translation>{card}: odrzuć kartę {via}, aby wyłożyć ten świat za darmo</translation>
    </message>
    <message>
        <source>{card}: conquer with military</source>
        <translation>{card}: podbij siłą militarną</translation>
    </message>
    <message numerus="yes">
        <source>{card}: pay %n instead of conquering</source>
        <translation>
            <numerusform>{card}: zapłać %n zamiast podbijać</numerusform>
            <numerusform>{card}: zapłać %n zamiast podbijać</numerusform>
            <numerusform>{card}: zapłać %n zamiast podbijać</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard {card} from your tableau: +{count} military</source>
        <translation>Odrzuć kartę {card} ze swojego imperium: +{count} do siły militarnej</translation>
    </message>
    <message>
        <source>Discard {card} from your hand: +1 military</source>
        <translation>Odrzuć kartę {card} z ręki: +1 do siły militarnej</translation>
    </message>
    <message numerus="yes">
        <source>Sell the good on {card} for %n card(s)</source>
        <translation>
            <numerusform>Sprzedaj towar z karty {card} za %n kartę</numerusform>
            <numerusform>Sprzedaj towar z karty {card} za %n karty</numerusform>
            <numerusform>Sprzedaj towar z karty {card} za %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {card}: {power}</source>
        <translation>Użyj karty {card}: {power}</translation>
    </message>
    <message>
        <source>The good on {card}</source>
        <translation>Towar z karty {card}</translation>
    </message>
    <message>
        <source>Produce on {world} ({card})</source>
        <translation>Produkuj na karcie {world} ({card})</translation>
    </message>
    <message>
        <source>Produce bonus: produce on {world}</source>
        <translation>Premia Produkcji: produkuj na karcie {world}</translation>
    </message>
    <message>
        <source>Discard a card to produce on {card}</source>
        <translation>Odrzuć kartę, aby produkować na karcie {card}</translation>
    </message>
    <message>
        <source>{player} is dealt the start world {card} and six cards.</source>
        <translation>{player} otrzymuje świat startowy {card} i sześć kart.</translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n card(s).</source>
        <translation>
            <numerusform>{player} dobiera %n kartę.</numerusform>
            <numerusform>{player} dobiera %n karty.</numerusform>
            <numerusform>{player} dobiera %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} chose {action}.</source>
        <translation>{player} — wybrana akcja: {action}.</translation>
    </message>
    <message>
        <source>Phase: {phase}.</source>
        <translation>Faza: {phase}.</translation>
    </message>
    <message>
        <source>{player} places {card}.</source>
        <translation>{player} wykłada kartę {card}.</translation>
    </message>
    <message>
        <source>{player} places no development.</source>
        <translation>{player} nie wykłada żadnej technologii.</translation>
    </message>
    <message>
        <source>{player} settles no world.</source>
        <translation>{player} nie wykłada żadnego świata.</translation>
    </message>
    <message>
        <source>A good is placed on {card}.</source>
        <translation>Na karcie {card} pojawia się towar.</translation>
    </message>
    <message numerus="yes">
        <source>{player} sells a good from {card} for %n card(s).</source>
        <translation>
            <numerusform>{player} sprzedaje towar z karty {card} za %n kartę.</numerusform>
            <numerusform>{player} sprzedaje towar z karty {card} za %n karty.</numerusform>
            <numerusform>{player} sprzedaje towar z karty {card} za %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n VP.</source>
        <translation>
            <numerusform>{player} zdobywa %n PZ.</numerusform>
            <numerusform>{player} zdobywa %n PZ.</numerusform>
            <numerusform>{player} zdobywa %n PZ.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} uses {card}.</source>
        <translation>{player} używa karty {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} discards %n card(s).</source>
        <translation>
            <numerusform>{player} odrzuca %n kartę.</numerusform>
            <numerusform>{player} odrzuca %n karty.</numerusform>
            <numerusform>{player} odrzuca %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Stos kart odrzuconych zostaje przetasowany i tworzy nową talię.</translation>
    </message>
    <message>
        <source>{player} shuffles their discard pile into a new draw pile.</source>
        <translation>{player} tasuje swój stos kart odrzuconych, tworząc nową talię.</translation>
    </message>
    <message>
        <source>{player} claims the goal {goal}.</source>
        <translation>{player} zdobywa cel {goal}.</translation>
    </message>
    <message>
        <source>The goal {goal} returns to the centre.</source>
        <translation>Cel {goal} wraca na środek stołu.</translation>
    </message>
    <message>
        <source>{player} names {count} and flips {card}: a match, kept.</source>
        <translation>{player} wskazuje {count} i odkrywa kartę {card}: trafienie, karta zostaje zatrzymana.</translation>
    </message>
    <message>
        <source>{player} names {count} and flips {card}: no match.</source>
        <translation>{player} wskazuje {count} i odkrywa kartę {card}: pudło.</translation>
    </message>
    <message>
        <source>The game ends after this round.</source>
        <translation>Gra kończy się po tej rundzie.</translation>
    </message>
    <message>
        <source>{player} is tied for the most in {goal} at the end: a 3-VP goal chip.</source>
        <translation>{player} ma na koniec gry remis o pierwsze miejsce w celu {goal}: żeton celu za 3 PZ.</translation>
    </message>
    <message>
        <source>{player} scores {total} VP ({chips} chips, {cards} cards, {six} bonus, {goals} goals).</source>
        <translation>{player} zdobywa {total} PZ (żetony: {chips}, karty: {cards}, premie: {six}, cele: {goals}).</translation>
    </message>
    <message>
        <source>{player} discards {card} for temporary military.</source>
        <translation>{player} odrzuca kartę {card} dla tymczasowej siły militarnej.</translation>
    </message>
    <message>
        <source>You already have this development in your tableau.</source>
        <translation>Masz już tę technologię w swoim imperium.</translation>
    </message>
    <message>
        <source>You cannot pay for this card.</source>
        <translation>Nie możesz zapłacić za tę kartę.</translation>
    </message>
    <message>
        <source>Your military is too weak for this world.</source>
        <translation>Twoja siła militarna jest za słaba na ten świat.</translation>
    </message>
    <message>
        <source>Choose the first card of that action before its second card.</source>
        <translation>Wybierz pierwszą kartę tej akcji przed drugą.</translation>
    </message>
    <message>
        <source>Choose goods of different kinds.</source>
        <translation>Wybierz towary różnych typów.</translation>
    </message>
    <message numerus="yes">
        <source>You may discard at most %n hand card(s) for military.</source>
        <translation>
            <numerusform>Możesz odrzucić najwyżej %n kartę z ręki dla siły militarnej.</numerusform>
            <numerusform>Możesz odrzucić najwyżej %n karty z ręki dla siły militarnej.</numerusform>
            <numerusform>Możesz odrzucić najwyżej %n kart z ręki dla siły militarnej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n more card(s) when exploring</source>
        <translation>
            <numerusform>Dobierz %n kartę więcej przy eksploracji</numerusform>
            <numerusform>Dobierz %n karty więcej przy eksploracji</numerusform>
            <numerusform>Dobierz %n kart więcej przy eksploracji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep %n more card(s) when exploring</source>
        <translation>
            <numerusform>Zatrzymaj %n kartę więcej przy eksploracji</numerusform>
            <numerusform>Zatrzymaj %n karty więcej przy eksploracji</numerusform>
            <numerusform>Zatrzymaj %n kart więcej przy eksploracji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Developments cost %n less</source>
        <translation>
            <numerusform>Technologie kosztują o %n mniej</numerusform>
            <numerusform>Technologie kosztują o %n mniej</numerusform>
            <numerusform>Technologie kosztują o %n mniej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) at the start of Develop</source>
        <translation>
            <numerusform>Dobierz %n kartę na początku Rozwoju</numerusform>
            <numerusform>Dobierz %n karty na początku Rozwoju</numerusform>
            <numerusform>Dobierz %n kart na początku Rozwoju</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) after placing a development</source>
        <translation>
            <numerusform>Dobierz %n kartę po wyłożeniu technologii</numerusform>
            <numerusform>Dobierz %n karty po wyłożeniu technologii</numerusform>
            <numerusform>Dobierz %n kart po wyłożeniu technologii</numerusform>
        </translation>
    </message>
    <message>
        <source>{sign}{count} military{against}</source>
        <translation>{sign}{count} do siły militarnej{against}</translation>
    </message>
    <message numerus="yes">
        <source>Non-military worlds cost %n less</source>
        <translation>
            <numerusform>Niemilitarne światy kosztują o %n mniej</numerusform>
            <numerusform>Niemilitarne światy kosztują o %n mniej</numerusform>
            <numerusform>Niemilitarne światy kosztują o %n mniej</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard this card to place a non-military, non-Alien world for free</source>
        <translation>Odrzuć tę kartę, aby za darmo wyłożyć niemilitarny świat, który nie jest światem Obcych</translation>
    </message>
    <message numerus="yes">
        <source>Discard this card for +%n military this phase</source>
        <translation>
            <numerusform>Odrzuć tę kartę: +%n do siły militarnej w tej fazie</numerusform>
            <numerusform>Odrzuć tę kartę: +%n do siły militarnej w tej fazie</numerusform>
            <numerusform>Odrzuć tę kartę: +%n do siły militarnej w tej fazie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay for a non-Alien military world at %n less than its defence</source>
        <translation>
            <numerusform>Zapłać za militarny świat niebędący światem Obcych o %n mniej niż jego obrona</numerusform>
            <numerusform>Zapłać za militarny świat niebędący światem Obcych o %n mniej niż jego obrona</numerusform>
            <numerusform>Zapłać za militarny świat niebędący światem Obcych o %n mniej niż jego obrona</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n hand card(s) for +1 military each this phase</source>
        <translation>
            <numerusform>Odrzuć do %n karty z ręki: +1 do siły militarnej za każdą w tej fazie</numerusform>
            <numerusform>Odrzuć do %n kart z ręki: +1 do siły militarnej za każdą w tej fazie</numerusform>
            <numerusform>Odrzuć do %n kart z ręki: +1 do siły militarnej za każdą w tej fazie</numerusform>
        </translation>
    </message>
    <message>
        <source>Place a second world</source>
        <translation>Wyłóż drugi świat</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) after placing a world</source>
        <translation>
            <numerusform>Dobierz %n kartę po wyłożeniu świata</numerusform>
            <numerusform>Dobierz %n karty po wyłożeniu świata</numerusform>
            <numerusform>Dobierz %n kart po wyłożeniu świata</numerusform>
        </translation>
    </message>
    <message>
        <source>Trade: +{count} for {which}</source>
        <translation>Handel: +{count} za {which}</translation>
    </message>
    <message>
        <source>Sell a good{nobonus}</source>
        <translation>Sprzedaj towar{nobonus}</translation>
    </message>
    <message>
        <source>Consume {goods}: {reward}</source>
        <translation>Skonsumuj {goods}: {reward}</translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n card(s) from hand: {vp} VP each</source>
        <translation>
            <numerusform>Odrzuć do %n karty z ręki: {vp} PZ za każdą</numerusform>
            <numerusform>Odrzuć do %n kart z ręki: {vp} PZ za każdą</numerusform>
            <numerusform>Odrzuć do %n kart z ręki: {vp} PZ za każdą</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>Dobierz %n kartę</numerusform>
            <numerusform>Dobierz %n karty</numerusform>
            <numerusform>Dobierz %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Name a cost 1-7 and flip the top card: keep it on a match</source>
        <translation>Wskaż koszt 1–7 i odkryj wierzchnią kartę: zatrzymaj ją przy trafieniu</translation>
    </message>
    <message>
        <source>Produce a good here</source>
        <translation>Wyprodukuj tu towar</translation>
    </message>
    <message>
        <source>Discard a card to produce a good here</source>
        <translation>Odrzuć kartę, aby wyprodukować tu towar</translation>
    </message>
    <message>
        <source>Produce on an empty windfall world</source>
        <translation>Wyprodukuj towar na pustym świecie z zasobami</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) if this world produced</source>
        <translation>
            <numerusform>Dobierz %n kartę, jeśli ten świat wyprodukował towar</numerusform>
            <numerusform>Dobierz %n karty, jeśli ten świat wyprodukował towar</numerusform>
            <numerusform>Dobierz %n kart, jeśli ten świat wyprodukował towar</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw {count} per {which} good produced</source>
        <translation>Karty: +{count} za każdy wyprodukowany towar typu {which}</translation>
    </message>
    <message>
        <source>Draw {count} per kind of good produced</source>
        <translation>Karty: +{count} za każdy typ wyprodukowanego towaru</translation>
    </message>
    <message>
        <source>Draw {count} if you produced the most {which} goods</source>
        <translation>Karty: +{count}, jeśli wyprodukujesz najwięcej towarów typu {which}</translation>
    </message>
    <message>
        <source>Draw {count} per {which} world</source>
        <translation>Karty: +{count} za każdy świat typu {which}</translation>
    </message>
    <message>
        <source>Draw {count} per military world</source>
        <translation>Karty: +{count} za każdy militarny świat</translation>
    </message>
    <message>
        <source>any</source>
        <translation>dowolnego</translation>
    </message>
    <message>
        <source> against {which} worlds</source>
        <translation> przeciw światom typu {which}</translation>
    </message>
    <message>
        <source> against Rebel worlds</source>
        <translation> przeciw światom rebeliantów</translation>
    </message>
    <message>
        <source> (no trade bonuses)</source>
        <translation> (bez premii handlowych)</translation>
    </message>
    <message>
        <source>this world&apos;s good</source>
        <translation>towar z tego świata</translation>
    </message>
    <message>
        <source>{which} goods</source>
        <translation>towary typu {which}</translation>
    </message>
    <message>
        <source>any good</source>
        <translation>dowolny towar</translation>
    </message>
    <message>
        <source>Trade: +1 per chromosome card for {which} goods</source>
        <translation>Handel: +1 za każdą kartę z chromosomem przy towarach typu {which}</translation>
    </message>
    <message numerus="yes">
        <source>Non-military {which} worlds cost %n less</source>
        <translation>
            <numerusform>Niemilitarne światy typu {which} kosztują o %n mniej</numerusform>
            <numerusform>Niemilitarne światy typu {which} kosztują o %n mniej</numerusform>
            <numerusform>Niemilitarne światy typu {which} kosztują o %n mniej</numerusform>
        </translation>
    </message>
    <message>
        <source>Produce on an empty {which} windfall world</source>
        <translation>Wyprodukuj towar na pustym świecie z zasobami typu {which}</translation>
    </message>
    <message numerus="yes">
        <source>up to %n {which} good(s)</source>
        <translation>
            <numerusform>do %n towaru typu {which}</numerusform>
            <numerusform>do %n towarów typu {which}</numerusform>
            <numerusform>do %n towarów typu {which}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n good(s)</source>
        <translation>
            <numerusform>do %n towaru</numerusform>
            <numerusform>do %n towarów</numerusform>
            <numerusform>do %n towarów</numerusform>
        </translation>
    </message>
    <message>
        <source>two {which} goods</source>
        <translation>dwa towary typu {which}</translation>
    </message>
    <message>
        <source>two goods</source>
        <translation>dwa towary</translation>
    </message>
    <message>
        <source>three goods of different kinds</source>
        <translation>trzy towary różnych typów</translation>
    </message>
    <message>
        <source>all your goods</source>
        <translation>wszystkie swoje towary</translation>
    </message>
    <message>
        <source>this world&apos;s {which} good</source>
        <translation>towar typu {which} z tego świata</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n PZ</numerusform>
            <numerusform>%n PZ</numerusform>
            <numerusform>%n PZ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} and {cards}</source>
        <translation>{vp} i {cards}</translation>
    </message>
    <message>
        <source>{reward} each</source>
        <translation>{reward} za każdy</translation>
    </message>
    <message>
        <source>VP equal to the goods minus one</source>
        <translation>PZ równe liczbie towarów minus jeden</translation>
    </message>
    <message>
        <source>Race for the Galaxy</source>
        <extracomment>game id -&gt; &quot;module:attribute&quot; of its Game instance, in the order the home page lists them</extracomment>
        <translation>Race for the Galaxy</translation>
    </message>
    <message>
        <source>Race for the Galaxy with The Gathering Storm: 1-5 players (solitaire against the robot).</source>
        <translation>Race for the Galaxy z dodatkiem The Gathering Storm: 1–5 graczy (gra solo przeciwko robotowi).</translation>
    </message>
    <message>
        <source>Tie broken by cards in hand plus goods.</source>
        <translation>Remis rozstrzyga liczba kart na ręce plus towarów.</translation>
    </message>
    <message>
        <source>Tie broken by the robot&apos;s credit plus economy against your cards in hand plus goods.</source>
        <translation>Remis rozstrzyga porównanie kredytu plus gospodarki robota z sumą twoich kart na ręce i towarów.</translation>
    </message>
    <message>
        <source>Still tied after the tie-break: a shared victory.</source>
        <translation>Remis także po kryterium dodatkowym: wspólne zwycięstwo.</translation>
    </message>
    <message>
        <source>The robot wins with {vp} VP.</source>
        <translation>Robot wygrywa z wynikiem {vp} PZ.</translation>
    </message>
    <message>
        <source>The robot scores {vp} VP.</source>
        <translation>Robot zdobywa {vp} PZ.</translation>
    </message>
    <message>
        <source>Tie-break (hand + goods / robot credit + economy)</source>
        <translation>Rozstrzygnięcie remisu (ręka + towary / kredyt + gospodarka robota)</translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation>Żetony PZ</translation>
    </message>
    <message>
        <source>Card VP</source>
        <translation>PZ z kart</translation>
    </message>
    <message>
        <source>6-cost developments</source>
        <translation>Technologie za 6</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>Cele</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Cards in hand + goods</source>
        <translation>Karty na ręce + towary</translation>
    </message>
    <message>
        <source>{player} is dealt two start worlds face down.</source>
        <translation>{player} otrzymuje w zakryciu dwa światy startowe.</translation>
    </message>
    <message>
        <source>Draft round {round}: every player draws five cards; packs pass {direction}.</source>
        <translation>Runda draftu {round}: każdy gracz dobiera pięć kart; pakiety przechodzą w {direction}.</translation>
    </message>
    <message>
        <source>{player} keeps {card}.</source>
        <translation>{player} zatrzymuje kartę {card}.</translation>
    </message>
    <message>
        <source>{player} takes the last card of the pack, {card}.</source>
        <translation>{player} bierze ostatnią kartę z pakietu: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left over are removed from the game.</source>
        <translation>
            <numerusform>%n pozostała karta zostaje usunięta z gry.</numerusform>
            <numerusform>%n pozostałe karty zostają usunięte z gry.</numerusform>
            <numerusform>%n pozostałych kart zostaje usuniętych z gry.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} shuffles their %n picks into their own deck.</source>
        <translation>
            <numerusform>{player} tasuje %n wybraną kartę we własną talię.</numerusform>
            <numerusform>{player} tasuje %n wybrane karty we własną talię.</numerusform>
            <numerusform>{player} tasuje %n wybranych kart we własną talię.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} keeps {card} as their start world.</source>
        <translation>{player} zatrzymuje kartę {card} jako świat startowy.</translation>
    </message>
    <message>
        <source>{player} reveals the start world {card}.</source>
        <translation>{player} odsłania świat startowy {card}.</translation>
    </message>
    <message>
        <source>left</source>
        <translation>lewo</translation>
    </message>
    <message>
        <source>right</source>
        <translation>prawo</translation>
    </message>
    <message>
        <source>The robot</source>
        <extracomment>the mat&apos;s nine action spaces, left to right, by the player&apos;s action ids (robot.yaml) a die showing an Explore, Develop or Settle action goes to the left space of its pair the rules.yaml entry cited when this fact decides a step the source, or for an unconfirmed fact the default chosen and why</extracomment>
        <translation>Robot</translation>
    </message>
    <message>
        <source>star (copies one of your actions)</source>
        <translation>gwiazdka (kopiuje jedną z twoich akcji)</translation>
    </message>
    <message>
        <source>robot face</source>
        <translation>ścianka robota</translation>
    </message>
    <message>
        <source>The robot&apos;s start world is {card}: credit {credit}, economy {economy}, robot= reads {reads}.</source>
        <translation>Światem startowym robota jest {card}: kredyt {credit}, gospodarka {economy}, „robot=” pokazuje: {reads}.</translation>
    </message>
    <message numerus="yes">
        <source>The robot draws %n card(s) face down.</source>
        <translation>
            <numerusform>Robot dobiera w zakryciu %n kartę.</numerusform>
            <numerusform>Robot dobiera w zakryciu %n karty.</numerusform>
            <numerusform>Robot dobiera w zakryciu %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The robot has %n 6-cost development marker(s) worth {vp} VP each.</source>
        <translation>
            <numerusform>Robot ma %n znacznik technologii za 6 ({vp} PZ za znacznik).</numerusform>
            <numerusform>Robot ma %n znaczniki technologii za 6 ({vp} PZ za znacznik).</numerusform>
            <numerusform>Robot ma %n znaczników technologii za 6 ({vp} PZ za znacznik).</numerusform>
        </translation>
    </message>
    <message>
        <source>The robot rolls {first} and {second}.</source>
        <translation>Robot wyrzuca: {first} i {second}.</translation>
    </message>
    <message>
        <source>A robot face reads {action} (robot= marker).</source>
        <translation>Ścianka robota oznacza: {action} (znacznik „robot=”).</translation>
    </message>
    <message>
        <source>A die goes on the {space} space.</source>
        <translation>Kość trafia na pole {space}.</translation>
    </message>
    <message>
        <source>Both dice land on {space}: the robot takes that action once.</source>
        <translation>Obie kości trafiają na pole {space}: robot wykonuje tę akcję raz.</translation>
    </message>
    <message>
        <source>The robot&apos;s action: {phase}.</source>
        <translation>Akcja robota: {phase}.</translation>
    </message>
    <message>
        <source>The robot&apos;s response: {phase}.</source>
        <translation>Odpowiedź robota: {phase}.</translation>
    </message>
    <message>
        <source>The robot does nothing.</source>
        <translation>Robot nic nie robi.</translation>
    </message>
    <message>
        <source>The robot&apos;s credit goes from {old} to {new}.</source>
        <translation>Kredyt robota zmienia się z {old} na {new}.</translation>
    </message>
    <message>
        <source>The robot&apos;s economy goes from {old} to {new}.</source>
        <translation>Gospodarka robota zmienia się z {old} na {new}.</translation>
    </message>
    <message>
        <source>The robot&apos;s credit stays at {value}, the top of its track.</source>
        <translation>Kredyt robota pozostaje na poziomie {value} — maksimum toru.</translation>
    </message>
    <message>
        <source>The robot&apos;s economy stays at {value}, the top of its track.</source>
        <translation>Gospodarka robota pozostaje na poziomie {value} — maksimum toru.</translation>
    </message>
    <message>
        <source>The robot flips {card}.</source>
        <translation>Robot odkrywa kartę {card}.</translation>
    </message>
    <message>
        <source>The robot flips {card} and discards it.</source>
        <translation>Robot odkrywa kartę {card} i ją odrzuca.</translation>
    </message>
    <message>
        <source>The robot&apos;s pile runs out: nothing found.</source>
        <translation>Stos robota się wyczerpał: nic nie znaleziono.</translation>
    </message>
    <message>
        <source>The robot places {card}.</source>
        <translation>Robot wykłada kartę {card}.</translation>
    </message>
    <message>
        <source>The robot places a 6-cost development marker.</source>
        <translation>Robot wykłada znacznik technologii za 6.</translation>
    </message>
    <message numerus="yes">
        <source>The robot gains %n VP chip(s).</source>
        <translation>
            <numerusform>Robot zdobywa %n żeton PZ.</numerusform>
            <numerusform>Robot zdobywa %n żetony PZ.</numerusform>
            <numerusform>Robot zdobywa %n żetonów PZ.</numerusform>
        </translation>
    </message>
    <message>
        <source>The robot= marker now reads {action}.</source>
        <translation>Znacznik „robot=” pokazuje teraz: {action}.</translation>
    </message>
    <message>
        <source>Doomed World and its counter leave the robot&apos;s tableau.</source>
        <translation>Skazany świat i jego żeton specjalny opuszczają imperium robota.</translation>
    </message>
    <message>
        <source>The robot draws from an empty draw pile: the discard pile is shuffled into a new one.</source>
        <translation>Robot dobiera z pustej talii: stos kart odrzuconych zostaje przetasowany i tworzy nową talię.</translation>
    </message>
    <message>
        <source>The robot scores {total} VP ({chips} chips, {cards} card VP, {six} for 6-cost developments and markers).</source>
        <translation>Robot zdobywa {total} PZ (żetony: {chips}, PZ z kart: {cards}, technologie i znaczniki za 6: {six}).</translation>
    </message>
    <message>
        <source>Develop (left)</source>
        <translation>Rozwój (po lewej)</translation>
    </message>
    <message>
        <source>Develop (right)</source>
        <translation>Rozwój (po prawej)</translation>
    </message>
    <message>
        <source>Settle (left)</source>
        <translation>Kolonizacja (po lewej)</translation>
    </message>
    <message>
        <source>Settle (right)</source>
        <translation>Kolonizacja (po prawej)</translation>
    </message>
</context>
<context>
    <name>rftg.cards</name>
    <message>
        <source>Alien</source>
        <translation>Obcy</translation>
    </message>
    <message>
        <source>Alien Robot Scout Ship</source>
        <translation>Robotyczny statek zwiadowczy Obcych</translation>
    </message>
    <message>
        <source>Alien Robot Sentry</source>
        <translation>Robotyczny strażnik Obcych</translation>
    </message>
    <message>
        <source>Alien Robotic Factory</source>
        <translation>Zrobotyzowana fabryka Obcych</translation>
    </message>
    <message>
        <source>Alien Rosetta Stone World</source>
        <translation>Świat kamienia z Rosetty Obcych</translation>
    </message>
    <message>
        <source>Alien Tech Institute</source>
        <translation>Instytut Technologii Obcych</translation>
    </message>
    <message>
        <source>Alien Toy Shop</source>
        <translation>Sklep z zabawkami Obcych</translation>
    </message>
    <message>
        <source>Alpha Centauri</source>
        <translation>Alfa Centauri</translation>
    </message>
    <message>
        <source>Ancient Race</source>
        <translation>Starożytna rasa</translation>
    </message>
    <message>
        <source>Aquatic Uplift Race</source>
        <translation>Wspomagana rasa wodna</translation>
    </message>
    <message>
        <source>Artist Colony</source>
        <translation>Kolonia artystów</translation>
    </message>
    <message>
        <source>Asteroid Belt</source>
        <translation>Pas asteroid</translation>
    </message>
    <message>
        <source>Avian Uplift Race</source>
        <translation>Wspomagana rasa ptasia</translation>
    </message>
    <message>
        <source>Bio-Hazard Mining World</source>
        <translation>Skażony biologicznie świat górniczy</translation>
    </message>
    <message>
        <source>Black Market Trading World</source>
        <translation>Czarnorynkowy świat handlowy</translation>
    </message>
    <message>
        <source>Blaster Gem Mines</source>
        <translation>Kopalnie klejnotów blasterowych</translation>
    </message>
    <message>
        <source>Budget Surplus</source>
        <translation>Nadwyżka budżetowa</translation>
    </message>
    <message>
        <source>Chromosome</source>
        <translation>Chromosom</translation>
    </message>
    <message>
        <source>Clandestine Uplift Lab</source>
        <translation>Tajne laboratorium wspomagania</translation>
    </message>
    <message>
        <source>Colony Ship</source>
        <translation>Statek kolonizacyjny</translation>
    </message>
    <message>
        <source>Comet Zone</source>
        <translation>Strefa komet</translation>
    </message>
    <message>
        <source>Consumer Markets</source>
        <translation>Rynki konsumenckie</translation>
    </message>
    <message>
        <source>Contact Specialist</source>
        <translation>Specjalista od kontaktów</translation>
    </message>
    <message>
        <source>Damaged Alien Factory</source>
        <translation>Uszkodzona fabryka Obcych</translation>
    </message>
    <message>
        <source>Deficit Spending</source>
        <translation>Wydatki deficytowe</translation>
    </message>
    <message>
        <source>Deserted Alien Colony</source>
        <translation>Opuszczona kolonia Obcych</translation>
    </message>
    <message>
        <source>Deserted Alien Library</source>
        <translation>Opuszczona biblioteka Obcych</translation>
    </message>
    <message>
        <source>Deserted Alien Outpost</source>
        <translation>Opuszczona placówka Obcych</translation>
    </message>
    <message>
        <source>Deserted Alien World</source>
        <translation>Opuszczony świat Obcych</translation>
    </message>
    <message>
        <source>Destroyed World</source>
        <translation>Zniszczony świat</translation>
    </message>
    <message>
        <source>Distant World</source>
        <translation>Odległy świat</translation>
    </message>
    <message>
        <source>Diversified Economy</source>
        <translation>Zróżnicowana gospodarka</translation>
    </message>
    <message>
        <source>Doomed World</source>
        <translation>Skazany świat</translation>
    </message>
    <message>
        <source>Drop Ships</source>
        <translation>Okręty desantowe</translation>
    </message>
    <message>
        <source>Earth&apos;s Lost Colony</source>
        <translation>Zaginiona kolonia Ziemi</translation>
    </message>
    <message>
        <source>Empath World</source>
        <translation>Świat empatów</translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <translation>Epsilon Eridani</translation>
    </message>
    <message>
        <source>Expanding Colony</source>
        <translation>Rozrastająca się kolonia</translation>
    </message>
    <message>
        <source>Expedition Force</source>
        <translation>Siły ekspedycyjne</translation>
    </message>
    <message>
        <source>Export Duties</source>
        <translation>Cła eksportowe</translation>
    </message>
    <message>
        <source>Former Penal Colony</source>
        <translation>Była kolonia karna</translation>
    </message>
    <message>
        <source>Free Trade Association</source>
        <translation>Stowarzyszenie Wolnego Handlu</translation>
    </message>
    <message>
        <source>Galactic Bazaar</source>
        <translation>Galaktyczny bazar</translation>
    </message>
    <message>
        <source>Galactic Engineers</source>
        <translation>Galaktyczni inżynierowie</translation>
    </message>
    <message>
        <source>Galactic Federation</source>
        <translation>Federacja Galaktyczna</translation>
    </message>
    <message>
        <source>Galactic Genome Project</source>
        <translation>Galaktyczny Projekt Genomu</translation>
    </message>
    <message>
        <source>Galactic Imperium</source>
        <translation>Imperium Galaktyczne</translation>
    </message>
    <message>
        <source>Galactic Renaissance</source>
        <translation>Galaktyczny renesans</translation>
    </message>
    <message>
        <source>Galactic Resort</source>
        <translation>Galaktyczny kurort</translation>
    </message>
    <message>
        <source>Galactic Standard of Living</source>
        <translation>Galaktyczny standard życia</translation>
    </message>
    <message>
        <source>Galactic Status</source>
        <translation>Galaktyczny prestiż</translation>
    </message>
    <message>
        <source>Galactic Studios</source>
        <translation>Galaktyczne studia</translation>
    </message>
    <message>
        <source>Galactic Survey: SETI</source>
        <translation>Galaktyczny przegląd: SETI</translation>
    </message>
    <message>
        <source>Galactic Trendsetters</source>
        <translation>Galaktyczni trendsetterzy</translation>
    </message>
    <message>
        <source>Gambling World</source>
        <translation>Świat hazardu</translation>
    </message>
    <message>
        <source>Gem World</source>
        <translation>Świat klejnotów</translation>
    </message>
    <message>
        <source>Genes</source>
        <translation>Geny</translation>
    </message>
    <message>
        <source>Genetics Lab</source>
        <translation>Laboratorium genetyczne</translation>
    </message>
    <message>
        <source>Greatest Infrastructure</source>
        <translation>Największa infrastruktura</translation>
    </message>
    <message>
        <source>Greatest Military</source>
        <translation>Największa siła militarna</translation>
    </message>
    <message>
        <source>Hive World</source>
        <translation>Świat-rój</translation>
    </message>
    <message>
        <source>Imperium</source>
        <translation>Imperium</translation>
    </message>
    <message>
        <source>Imperium Armaments World</source>
        <translation>Zbrojeniowy świat Imperium</translation>
    </message>
    <message>
        <source>Imperium Lords</source>
        <translation>Władcy Imperium</translation>
    </message>
    <message>
        <source>Improved Logistics</source>
        <translation>Ulepszona logistyka</translation>
    </message>
    <message>
        <source>Innovation Leader</source>
        <translation>Lider innowacji</translation>
    </message>
    <message>
        <source>Interstellar Bank</source>
        <translation>Bank międzygwiezdny</translation>
    </message>
    <message>
        <source>Investment Credits</source>
        <translation>Kredyt inwestycyjny</translation>
    </message>
    <message>
        <source>Largest Industry</source>
        <translation>Największy przemysł</translation>
    </message>
    <message>
        <source>Lost Alien Battle Fleet</source>
        <translation>Zaginiona flota bojowa Obcych</translation>
    </message>
    <message>
        <source>Lost Alien Warship</source>
        <translation>Zaginiony okręt wojenny Obcych</translation>
    </message>
    <message>
        <source>Lost Species Ark World</source>
        <translation>Świat-arka zaginionego gatunku</translation>
    </message>
    <message>
        <source>Malevolent Lifeforms</source>
        <translation>Złowrogie formy życia</translation>
    </message>
    <message>
        <source>Merchant Guild</source>
        <translation>Gildia kupiecka</translation>
    </message>
    <message>
        <source>Merchant World</source>
        <translation>Świat kupców</translation>
    </message>
    <message>
        <source>Mining Conglomerate</source>
        <translation>Konglomerat górniczy</translation>
    </message>
    <message>
        <source>Mining League</source>
        <translation>Liga górnicza</translation>
    </message>
    <message>
        <source>Mining Robots</source>
        <translation>Roboty górnicze</translation>
    </message>
    <message>
        <source>Mining World</source>
        <translation>Świat górniczy</translation>
    </message>
    <message>
        <source>New Earth</source>
        <translation>Nowa Ziemia</translation>
    </message>
    <message>
        <source>New Economy</source>
        <translation>Nowa gospodarka</translation>
    </message>
    <message>
        <source>New Galactic Order</source>
        <translation>Nowy Ład Galaktyczny</translation>
    </message>
    <message>
        <source>New Military Tactics</source>
        <translation>Nowa taktyka wojskowa</translation>
    </message>
    <message>
        <source>New Sparta</source>
        <translation>Nowa Sparta</translation>
    </message>
    <message>
        <source>New Survivalists</source>
        <translation>Nowi surwiwaliści</translation>
    </message>
    <message>
        <source>New Vinland</source>
        <translation>Nowa Winlandia</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Nowinki</translation>
    </message>
    <message>
        <source>Old Earth</source>
        <translation>Stara Ziemia</translation>
    </message>
    <message>
        <source>Outlaw World</source>
        <translation>Świat wyjętych spod prawa</translation>
    </message>
    <message>
        <source>Overlord Discoveries</source>
        <translation>Odkrycia Zwierzchników</translation>
    </message>
    <message>
        <source>Pan-Galactic League</source>
        <translation>Liga Pangalaktyczna</translation>
    </message>
    <message>
        <source>Pilgrimage World</source>
        <translation>Świat pielgrzymek</translation>
    </message>
    <message>
        <source>Pirate World</source>
        <translation>Świat piratów</translation>
    </message>
    <message>
        <source>Plague World</source>
        <translation>Świat zarazy</translation>
    </message>
    <message>
        <source>Pre-Sentient Race</source>
        <translation>Rasa przedrozumna</translation>
    </message>
    <message>
        <source>Production Leader</source>
        <translation>Lider produkcji</translation>
    </message>
    <message>
        <source>Prosperous World</source>
        <translation>Zamożny świat</translation>
    </message>
    <message>
        <source>Public Works</source>
        <translation>Roboty publiczne</translation>
    </message>
    <message>
        <source>Radioactive World</source>
        <translation>Radioaktywny świat</translation>
    </message>
    <message>
        <source>Rare elements</source>
        <translation>Rzadkie pierwiastki</translation>
    </message>
    <message>
        <source>Rebel</source>
        <translation>Rebelianci</translation>
    </message>
    <message>
        <source>Rebel Base</source>
        <translation>Baza rebeliantów</translation>
    </message>
    <message>
        <source>Rebel Colony</source>
        <translation>Kolonia rebeliantów</translation>
    </message>
    <message>
        <source>Rebel Fuel Cache</source>
        <translation>Skład paliwa rebeliantów</translation>
    </message>
    <message>
        <source>Rebel Homeworld</source>
        <translation>Ojczysty świat rebeliantów</translation>
    </message>
    <message>
        <source>Rebel Miners</source>
        <translation>Górnicy rebelianci</translation>
    </message>
    <message>
        <source>Rebel Outpost</source>
        <translation>Placówka rebeliantów</translation>
    </message>
    <message>
        <source>Rebel Sympathizers</source>
        <translation>Sympatycy rebeliantów</translation>
    </message>
    <message>
        <source>Rebel Underground</source>
        <translation>Podziemie rebeliantów</translation>
    </message>
    <message>
        <source>Rebel Warrior Race</source>
        <translation>Wojownicza rasa rebeliantów</translation>
    </message>
    <message>
        <source>Refugee World</source>
        <translation>Świat uchodźców</translation>
    </message>
    <message>
        <source>Replicant Robots</source>
        <translation>Roboty replikanty</translation>
    </message>
    <message>
        <source>Reptilian Uplift Race</source>
        <translation>Wspomagana rasa gadzia</translation>
    </message>
    <message>
        <source>Research Labs</source>
        <translation>Laboratoria badawcze</translation>
    </message>
    <message>
        <source>Runaway Robots</source>
        <translation>Zbiegłe roboty</translation>
    </message>
    <message>
        <source>Secluded World</source>
        <translation>Odosobniony świat</translation>
    </message>
    <message>
        <source>Separatist Colony</source>
        <translation>Kolonia separatystów</translation>
    </message>
    <message>
        <source>Smuggling Lair</source>
        <translation>Kryjówka przemytników</translation>
    </message>
    <message>
        <source>Space Marines</source>
        <translation>Kosmiczni marines</translation>
    </message>
    <message>
        <source>Space Mercenaries</source>
        <translation>Kosmiczni najemnicy</translation>
    </message>
    <message>
        <source>Space Port</source>
        <translation>Port kosmiczny</translation>
    </message>
    <message>
        <source>Spice World</source>
        <translation>Świat przypraw</translation>
    </message>
    <message>
        <source>Star Nomad Lair</source>
        <translation>Kryjówka gwiezdnych nomadów</translation>
    </message>
    <message>
        <source>System Diversity</source>
        <translation>Różnorodność systemów</translation>
    </message>
    <message>
        <source>Terraformed World</source>
        <translation>Zterraformowany świat</translation>
    </message>
    <message>
        <source>Terraforming</source>
        <translation>Terraformowanie</translation>
    </message>
    <message>
        <source>Terraforming Guild</source>
        <translation>Gildia terraformowania</translation>
    </message>
    <message>
        <source>Terraforming Robots</source>
        <translation>Roboty terraformujące</translation>
    </message>
    <message>
        <source>The Last of the Uplift Gnarssh</source>
        <translation>Ostatni ze wspomaganych Gnarsshów</translation>
    </message>
    <message>
        <source>Tourist World</source>
        <translation>Świat turystyczny</translation>
    </message>
    <message>
        <source>Trade League</source>
        <translation>Liga handlowa</translation>
    </message>
    <message>
        <source>Uplift</source>
        <translation>Wspomaganie</translation>
    </message>
    <message>
        <source>Volcanic World</source>
        <translation>Wulkaniczny świat</translation>
    </message>
</context>
<context>
    <name>rftg.layout</name>
    <message>
        <source>Novelty</source>
        <translation>Nowinki</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Rzadkie</translation>
    </message>
    <message>
        <source>Genes</source>
        <translation>Geny</translation>
    </message>
    <message>
        <source>Alien</source>
        <translation>Obcy</translation>
    </message>
    <message>
        <source>any</source>
        <translation>dowolny</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Eksploracja</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Handel</translation>
    </message>
    <message>
        <source>Consume</source>
        <translation>Konsumpcja</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Technologia</translation>
    </message>
    <message>
        <source>6-cost development</source>
        <translation>Technologia za 6</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Świat</translation>
    </message>
    <message>
        <source>{kind} world</source>
        <translation>Świat: {kind}</translation>
    </message>
    <message>
        <source>{kind} windfall</source>
        <translation>Zasoby: {kind}</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Militarny</translation>
    </message>
    <message>
        <source>Military · {kind}</source>
        <translation>Militarny · {kind}</translation>
    </message>
    <message>
        <source>Start world {number}</source>
        <translation>Świat startowy {number}</translation>
    </message>
    <message>
        <source>Draw +{n}</source>
        <translation>Dobierz +{n}</translation>
    </message>
    <message>
        <source>Keep +{n}</source>
        <translation>Zatrzymaj +{n}</translation>
    </message>
    <message>
        <source>Cost −{n}</source>
        <translation>Koszt −{n}</translation>
    </message>
    <message>
        <source>Draw {n} first</source>
        <translation>Najpierw dobierz {n}</translation>
    </message>
    <message>
        <source>Draw {n} after</source>
        <translation>Potem dobierz {n}</translation>
    </message>
    <message>
        <source>{sign}{n} ⚔</source>
        <translation>{sign}{n} ⚔</translation>
    </message>
    <message>
        <source>Discard: free world</source>
        <translation>Odrzuć: darmowy świat</translation>
    </message>
    <message>
        <source>Discard: +{n} ⚔</source>
        <translation>Odrzuć: +{n} ⚔</translation>
    </message>
    <message>
        <source>Pay for ⚔ world −{n}</source>
        <translation>Zapłać za świat ⚔ −{n}</translation>
    </message>
    <message>
        <source>Hand → +1 ⚔ (×{n})</source>
        <translation>Ręka → +1 ⚔ (×{n})</translation>
    </message>
    <message>
        <source>Second world</source>
        <translation>Drugi świat</translation>
    </message>
    <message>
        <source>Trade +{n} {which}</source>
        <translation>Handel +{n} {which}</translation>
    </message>
    <message>
        <source>Sell a good</source>
        <translation>Sprzedaj towar</translation>
    </message>
    <message>
        <source>Hand → {vp} VP (×{n})</source>
        <translation>Ręka → {vp} PZ (×{n})</translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation>Dobierz {n}</translation>
    </message>
    <message>
        <source>Gamble</source>
        <translation>Hazard</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produkcja</translation>
    </message>
    <message>
        <source>Discard: produce</source>
        <translation>Odrzuć: produkcja</translation>
    </message>
    <message>
        <source>Windfall {which}</source>
        <translation>Zasoby: {which}</translation>
    </message>
    <message>
        <source>Draw {n} if produced</source>
        <translation>Dobierz {n}, jeśli wyprodukował</translation>
    </message>
    <message>
        <source>Draw {n}/{which} made</source>
        <translation>Dobierz {n}/wyprod. {which}</translation>
    </message>
    <message>
        <source>Draw {n}/kind made</source>
        <translation>Dobierz {n}/wyprod. typ</translation>
    </message>
    <message>
        <source>Draw {n}: most {which}</source>
        <translation>Dobierz {n}: najwięcej {which}</translation>
    </message>
    <message>
        <source>Draw {n}/{which} world</source>
        <translation>Dobierz {n}/świat {which}</translation>
    </message>
    <message>
        <source>Draw {n}/⚔ world</source>
        <translation>Dobierz {n}/świat ⚔</translation>
    </message>
    <message>
        <source>{sign}{n} ⚔ vs {which}</source>
        <translation>{sign}{n} ⚔ ({which})</translation>
    </message>
    <message>
        <source>{sign}{n} ⚔ vs Rebel</source>
        <translation>{sign}{n} ⚔ (rebelianci)</translation>
    </message>
    <message>
        <source>{which} cost −{n}</source>
        <translation>Koszt −{n} ({which})</translation>
    </message>
    <message>
        <source>this good</source>
        <translation>ten towar</translation>
    </message>
    <message>
        <source>Genes +1/chromosome</source>
        <translation>Geny +1/chromosom</translation>
    </message>
    <message>
        <source>Sell (base price)</source>
        <translation>Sprzedaj (cena bazowa)</translation>
    </message>
    <message>
        <source>{goods} → {reward}</source>
        <translation>{goods} → {reward}</translation>
    </message>
    <message>
        <source>{which} ×{n}</source>
        <translation>{which} ×{n}</translation>
    </message>
    <message>
        <source>2 {which}</source>
        <translation>2 {which}</translation>
    </message>
    <message>
        <source>3 kinds</source>
        <translation>3 typy</translation>
    </message>
    <message>
        <source>all goods</source>
        <translation>wszystkie towary</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} PZ</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} + {cards}</source>
        <translation>{vp} + {cards}</translation>
    </message>
    <message>
        <source>{reward} each</source>
        <translation>{reward} za każdy</translation>
    </message>
    <message>
        <source>goods − 1 VP</source>
        <translation>towary − 1 PZ</translation>
    </message>
    <message>
        <source>Game end: each card counts once, for its first match:</source>
        <translation>Koniec gry: każda karta liczy się raz, według pierwszego pasującego warunku:</translation>
    </message>
    <message>
        <source>+{n} per {which} production world</source>
        <translation>+{n} za świat produkcyjny ({which})</translation>
    </message>
    <message>
        <source>+{n} per {which} windfall world</source>
        <translation>+{n} za świat z zasobami ({which})</translation>
    </message>
    <message>
        <source>+{n} per development with a {power} power</source>
        <translation>+{n} za technologię ze zdolnością ({power})</translation>
    </message>
    <message>
        <source>+{n} per world with a {power} power</source>
        <translation>+{n} za świat ze zdolnością ({power})</translation>
    </message>
    <message>
        <source>+{n} per 6-cost development</source>
        <translation>+{n} za technologię za 6</translation>
    </message>
    <message>
        <source>+{n} per other development</source>
        <translation>+{n} za inną technologię</translation>
    </message>
    <message>
        <source>+{n} per world</source>
        <translation>+{n} za świat</translation>
    </message>
    <message>
        <source>+{n} per military world</source>
        <translation>+{n} za militarny świat</translation>
    </message>
    <message>
        <source>+{n} per Rebel military world</source>
        <translation>+{n} za militarny świat rebeliantów</translation>
    </message>
    <message>
        <source>+{n} per {keyword} card</source>
        <translation>+{n} za kartę „{keyword}”</translation>
    </message>
    <message>
        <source>+{n} for {card}</source>
        <translation>+{n} za kartę {card}</translation>
    </message>
    <message>
        <source>+{n} per 3 VP chips</source>
        <translation>+{n} za każde 3 żetony PZ</translation>
    </message>
    <message>
        <source>+{n} per point of military</source>
        <translation>+{n} za punkt siły militarnej</translation>
    </message>
    <message>
        <source>pay {n}</source>
        <translation>zapłać {n}</translation>
    </message>
    <message>
        <source>free</source>
        <translation>za darmo</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>odrzuć</translation>
    </message>
    <message>
        <source>⚔ {have}/{defence}</source>
        <translation>⚔ {have}/{defence}</translation>
    </message>
    <message>
        <source>sell → {n}</source>
        <translation>sprzedaj → {n}</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nowa</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>wykładana</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runda {n}</translation>
    </message>
    <message>
        <source>Draft round {n}</source>
        <translation>Runda draftu {n}</translation>
    </message>
    <message>
        <source>VP pool: {n}</source>
        <translation>Pula PZ: {n}</translation>
    </message>
    <message>
        <source>VP pool: 0 (+{n} extra)</source>
        <extracomment>the pool ran out this round and chips keep being paid (from the box) until it ends</extracomment>
        <translation>Pula PZ: 0 (+{n} ponad pulę)</translation>
    </message>
    <message>
        <source>Deck {deck} · discard {discard}</source>
        <translation>Talia {deck} · odrzucone {discard}</translation>
    </message>
    <message>
        <source>Last round!</source>
        <translation>Ostatnia runda!</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (ty)</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Ręka: %n karta</numerusform>
            <numerusform>Ręka: %n karty</numerusform>
            <numerusform>Ręka: %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Explored: %n card(s)</source>
        <translation>
            <numerusform>Z eksploracji: %n karta</numerusform>
            <numerusform>Z eksploracji: %n karty</numerusform>
            <numerusform>Z eksploracji: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Akcje</translation>
    </message>
    <message>
        <source>{name}: {chips} VP chips, military {military}, {hand} cards in hand, {tableau} cards in the tableau</source>
        <translation>{name}: żetony PZ: {chips}, siła militarna: {military}, karty na ręce: {hand}, karty w imperium: {tableau}</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>wybiera…</translation>
    </message>
    <message>
        <source>⬢ {n} chips</source>
        <extracomment>the pill that counts a seat&apos;s VP chips (a bare &quot;⬢ 5&quot; was misread as goods in play)</extracomment>
        <translation>⬢ żetony: {n}</translation>
    </message>
    <message>
        <source>Score now: {total} VP ({chips} chips, {cards} on cards, {six} from 6-cost developments, {goals} from goals)</source>
        <translation>Wynik teraz: {total} PZ ({chips} z żetonów, {cards} z kart, {six} z technologii za 6, {goals} z celów)</translation>
    </message>
    <message>
        <source>to answer</source>
        <translation>ma odpowiedzieć</translation>
    </message>
    <message>
        <source>chose {actions}</source>
        <translation>wybrane: {actions}</translation>
    </message>
    <message>
        <source>A {kind} good</source>
        <translation>Towar typu {kind}</translation>
    </message>
    <message>
        <source>first: {n}</source>
        <translation>pierwszy: {n}</translation>
    </message>
    <message>
        <source>most, ≥{n}</source>
        <translation>najwięcej, ≥{n}</translation>
    </message>
    <message>
        <source>{name}: {vp} VP to the first to reach {n}. Progress: {progress}</source>
        <translation>{name}: {vp} PZ dla pierwszego, kto osiągnie {n}. Postęp: {progress}</translation>
    </message>
    <message>
        <source>{name}: {vp} VP to whoever has the most, at least {n}. Progress: {progress}</source>
        <translation>{name}: {vp} PZ dla gracza, który ma najwięcej (co najmniej {n}). Postęp: {progress}</translation>
    </message>
    <message>
        <source>held by {names}</source>
        <translation>należy do: {names}</translation>
    </message>
    <message>
        <source>{phase}: {who}</source>
        <translation>{phase}: {who}</translation>
    </message>
    <message>
        <source>nobody chose it this round</source>
        <translation>nikt jej nie wybrał w tej rundzie</translation>
    </message>
    <message>
        <source>{name} {n}</source>
        <translation>{name} {n}</translation>
    </message>
    <message>
        <source>deck {deck} · discard {discard}</source>
        <translation>talia {deck} · odrzucone {discard}</translation>
    </message>
    <message>
        <source>+5</source>
        <extracomment>the card unit (pixels per card width) of a 4-seat table in the default 1280x800 window; the fit test holds every card face to it</extracomment>
        <translation>+5</translation>
    </message>
    <message>
        <source>+1/+1</source>
        <translation>+1/+1</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>Rozwój</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Kolonizacja</translation>
    </message>
    <message>
        <source>2× VP</source>
        <translation>2× PZ</translation>
    </message>
    <message>
        <source>Robot ({level})</source>
        <translation>Robot ({level})</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>łatwy</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>średni</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>trudny</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Kredyt</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Gospodarka</translation>
    </message>
    <message>
        <source>robot = {action}</source>
        <translation>robot = {action}</translation>
    </message>
    <message>
        <source>6-cost markers</source>
        <translation>Znaczniki za 6</translation>
    </message>
    <message>
        <source>{left} unplaced, {placed} placed, {vp} VP each</source>
        <translation>niewyłożone: {left}, wyłożone: {placed}, po {vp} PZ</translation>
    </message>
    <message numerus="yes">
        <source>The robot&apos;s face-down pile: %n card(s)</source>
        <translation>
            <numerusform>Zakryty stos robota: %n karta</numerusform>
            <numerusform>Zakryty stos robota: %n karty</numerusform>
            <numerusform>Zakryty stos robota: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>VP {n}</source>
        <translation>PZ {n}</translation>
    </message>
    <message>
        <source>The robot&apos;s score now: {n} VP</source>
        <translation>Obecny wynik robota: {n} PZ</translation>
    </message>
    <message>
        <source>pile {n}</source>
        <translation>stos {n}</translation>
    </message>
    <message>
        <source>tableau {n}/12</source>
        <translation>imperium {n}/12</translation>
    </message>
    <message>
        <source>Rolled: {face}</source>
        <translation>Wyrzucono: {face}</translation>
    </message>
    <message>
        <source>{die} — on {space}</source>
        <translation>{die} — na polu {space}</translation>
    </message>
    <message>
        <source>{space}: your action marker</source>
        <translation>{space}: twój znacznik akcji</translation>
    </message>
    <message>
        <source>A start-world counter on the {area} area</source>
        <translation>Żeton specjalny świata startowego w obszarze: {area}</translation>
    </message>
    <message numerus="yes">
        <source>Pack: %n card(s), then passed to {name}</source>
        <translation>
            <numerusform>Pakiet: %n karta, potem przechodzi do: {name}</numerusform>
            <numerusform>Pakiet: %n karty, potem przechodzi do: {name}</numerusform>
            <numerusform>Pakiet: %n kart, potem przechodzi do: {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Your start worlds</source>
        <translation>Twoje światy startowe</translation>
    </message>
    <message numerus="yes">
        <source>Picks so far: %n card(s)</source>
        <translation>
            <numerusform>Wybrane dotąd: %n karta</numerusform>
            <numerusform>Wybrane dotąd: %n karty</numerusform>
            <numerusform>Wybrane dotąd: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>pack {pack} · picks {picks}</source>
        <translation>pakiet {pack} · wybrane {picks}</translation>
    </message>
</context>
<context>
    <name>rules.bts</name>
    <message>
        <source>1 VP for each controlled area (base discs).</source>
        <translation>1 PZ za każdy kontrolowany obszar (dyski baz).</translation>
    </message>
    <message>
        <source>1 VP for the greatest military strength in the Solar System and 1 in Deep Space; tied players all score.</source>
        <translation>1 PZ za największą siłę militarną w Układzie Słonecznym i 1 w Głębokim Kosmosie; przy remisie punktują wszyscy remisujący.</translation>
    </message>
    <message>
        <source>1, 2 and 3 VP for each technology of level I, II and III.</source>
        <translation>1, 2 i 3 PZ za każdą technologię poziomu I, II i III.</translation>
    </message>
    <message>
        <source>8 food-production discs go on the population growth track and 8 ore-production discs on the ore track.</source>
        <translation>8 dysków produkcji żywności trafia na tor wzrostu populacji, a 8 dysków produkcji rudy na tor produkcji rudy.</translation>
    </message>
    <message>
        <source>A faction takes control of an area when its strength there is higher than every other faction&apos;s and than the controller&apos;s; the controller keeps it on a tie and when its ships leave; a lost base disc returns to its track.</source>
        <translation>Frakcja przejmuje kontrolę nad obszarem, gdy jej siła jest tam większa niż każdej innej frakcji i niż kontrolującej; kontrolujący zachowuje ją przy remisie i gdy jego statki odlecą; utracony dysk bazy wraca na swój tor.</translation>
    </message>
    <message>
        <source>A player with no legal action space passes the action.</source>
        <translation>Gracz bez dozwolonego pola akcji pasuje w akcji.</translation>
    </message>
    <message>
        <source>A private technology belongs to one faction: only it may use its action spaces; it scores 2 or 3 VP.</source>
        <translation>Prywatna technologia należy do jednej frakcji: tylko ona może używać jej pól akcji; daje 2 lub 3 PZ.</translation>
    </message>
    <message>
        <source>A researched technology&apos;s immediate effects apply to the faction that researches it (every researcher).</source>
        <translation>Natychmiastowe efekty zbadanej technologii dotyczą frakcji, która ją bada (każdej badającej).</translation>
    </message>
    <message>
        <source>A safeguard of the app: a game that reaches the end of round 100 ends there.</source>
        <translation>Zabezpieczenie aplikacji: gra, która dotrze do końca rundy 100, kończy się wtedy.</translation>
    </message>
    <message>
        <source>A stand-in achievement of the app&apos;s design.</source>
        <translation>Zastępcze osiągnięcie zaprojektowane przez aplikację.</translation>
    </message>
    <message>
        <source>A stand-in card: the seed does not show this card, so the app uses its own design in the same vocabulary until a card pack replaces it.</source>
        <translation>Karta zastępcza: tekst źródłowy jej nie pokazuje, więc aplikacja używa własnego projektu w tym samym słowniku, dopóki pakiet kart jej nie zastąpi.</translation>
    </message>
    <message>
        <source>A technology&apos;s action spaces may be used only by factions that researched it.</source>
        <translation>Z pól akcji technologii mogą korzystać tylko frakcje, które ją zbadały.</translation>
    </message>
    <message>
        <source>Achievement spaces score 4, 3, 2, 2 VP in the order they are taken (Technologist and a few stand-ins have 2 spaces).</source>
        <translation>Pola osiągnięć dają 4, 3, 2, 2 PZ w kolejności zajmowania (Technolog i kilka kart zastępczych mają 2 pola).</translation>
    </message>
    <message>
        <source>Achievement: claim at most 1 achievement, then check the end condition.</source>
        <translation>Osiągnięcie: zdobądź maksymalnie 1 osiągnięcie, a następnie sprawdź warunek końca gry.</translation>
    </message>
    <message>
        <source>Achievements give VP; some have a limited number of spaces.</source>
        <translation>Osiągnięcia dają PZ; niektóre mają ograniczoną liczbę pól.</translation>
    </message>
    <message>
        <source>Action: move your pawn to a new action space and take its action.</source>
        <translation>Akcja: przesuń pionek na nowe pole akcji i wykonaj akcję.</translation>
    </message>
    <message>
        <source>Advanced Genetics: automate 1 and turn 1 supply into population.</source>
        <translation>Zaawansowana genetyka: zautomatyzuj 1 i zamień 1 zaopatrzenie na populację.</translation>
    </message>
    <message>
        <source>Advanced Robotics: automate 1 and take 1 ore.</source>
        <translation>Zaawansowana robotyka: zautomatyzuj 1 i weź 1 rudę.</translation>
    </message>
    <message>
        <source>An effect for every faction is offered to each in turn order, starting with the revealer.</source>
        <translation>Efekt dla każdej frakcji jest oferowany kolejno, zaczynając od gracza, który go odkrył.</translation>
    </message>
    <message>
        <source>At the start only levels I and II can be researched; higher levels need actions that allow them or guilds unlocked by events.</source>
        <translation>Na początku można badać tylko poziomy I i II; wyższe wymagają akcji, które na to pozwalają, albo gildii odblokowanych przez wydarzenia.</translation>
    </message>
    <message>
        <source>Automate: move a production disc (the card&apos;s track, or either) from its track to the automation track, uncovering a production space.</source>
        <translation>Automatyzacja: przesuń dysk produkcji (z toru wskazanego przez kartę lub dowolnego) na tor automatyzacji, odsłaniając pole produkcji.</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star: twice turn 1 supply into population, and take 2 ore.</source>
        <translation>Gwiazda Barnarda: dwa razy zamień 1 zaopatrzenie na populację i weź 2 rudy.</translation>
    </message>
    <message>
        <source>Basic Spacefaring: optionally turn 1 population into a level-1 ship, then jump 2.</source>
        <translation>Podstawowa technologia kosmiczna: opcjonalnie zamień 1 populację na statek poziomu 1, następnie skocz 2.</translation>
    </message>
    <message>
        <source>Basic Spacefaring: research a level-I technology, or pay 2 ore to research a level-II technology; 4 spaces each with 4 players.</source>
        <translation>Podstawowa technologia kosmiczna: zbadaj technologię poziomu I albo zapłać 2 rudy, by zbadać technologię poziomu II; przy 4 graczach po 4 pola.</translation>
    </message>
    <message>
        <source>Basic Spacefaring: turn 1 supply into population and take 1 ore.</source>
        <translation>Podstawowa technologia kosmiczna: zamień 1 zaopatrzenie na populację i weź 1 rudę.</translation>
    </message>
    <message>
        <source>Choose 1 production option; trades may be repeated in any combination.</source>
        <translation>Wybierz 1 opcję produkcji; wymiany można powtarzać w dowolnej kombinacji.</translation>
    </message>
    <message>
        <source>Colonise, 1 Control: you must control the system.</source>
        <translation>Kolonizacja, 1 Kontrola: musisz kontrolować układ.</translation>
    </message>
    <message>
        <source>Colonise, 2 Settle: set aside ships of the required (or higher) strength.</source>
        <translation>Kolonizacja, 2 Osiedlenie: odłóż statki o wymaganej (albo wyższej) sile.</translation>
    </message>
    <message>
        <source>Colonise, 3 Send away: your other ships there move to Deep Space.</source>
        <translation>Kolonizacja, 3 Odesłanie: twoje pozostałe statki stamtąd lecą do Głębokiego Kosmosu.</translation>
    </message>
    <message>
        <source>Colonise, 4 Discover: take the system card and reveal a new one on its space.</source>
        <translation>Kolonizacja, 4 Odkrycie: weź kartę układu i odkryj nową na jej polu.</translation>
    </message>
    <message>
        <source>Colonise, 5 Benefits: place another base disc and resolve the colonisation bonus.</source>
        <translation>Kolonizacja, 5 Korzyści: umieść kolejny dysk bazy i rozpatrz bonus kolonizacyjny.</translation>
    </message>
    <message>
        <source>Cosmic Tabernacle takes 1 more ore and starts its ship in Deep Space instead of the Solar System.</source>
        <translation>Wyznawcy Kosmicznego Tabernakulum biorą dodatkowo 1 rudę i zaczynają ze statkiem w Głębokim Kosmosie zamiast w Układzie Słonecznym.</translation>
    </message>
    <message>
        <source>Cubes become population from the leftmost supply column; cubes returning to supply fill the rightmost column that has room (column E when all are full).</source>
        <translation>Kostki stają się populacją od skrajnie lewej kolumny zaopatrzenia; kostki wracające do zaopatrzenia trafiają do skrajnie prawej kolumny z wolnym miejscem (do kolumny E, gdy wszystkie są pełne).</translation>
    </message>
    <message>
        <source>Each player does the extra setup printed on their faction mat (public information).</source>
        <translation>Każdy gracz wykonuje dodatkowe kroki przygotowania z planszetki frakcji (informacje jawne).</translation>
    </message>
    <message>
        <source>Each player puts a level-1 ship in the Solar System.</source>
        <translation>Każdy gracz umieszcza statek poziomu 1 w Układzie Słonecznym.</translation>
    </message>
    <message>
        <source>Each player takes a basic faction mat at random and the pieces of one colour.</source>
        <translation>Każdy gracz losuje podstawową planszetkę frakcji i bierze elementy jednego koloru.</translation>
    </message>
    <message>
        <source>Each system&apos;s number is the military strength needed to colonise it.</source>
        <translation>Liczba na układzie to siła militarna potrzebna do jego kolonizacji.</translation>
    </message>
    <message>
        <source>Empire: colonise 4 systems.</source>
        <translation>Imperium: skolonizuj 4 układy.</translation>
    </message>
    <message>
        <source>Every area but the Solar System and Deep Space can be controlled; control is marked with a base disc of the area&apos;s specialisation, which raises production.</source>
        <translation>Każdy obszar oprócz Układu Słonecznego i Głębokiego Kosmosu można kontrolować; kontrolę oznacza dysk bazy zgodny ze specjalizacją obszaru, co zwiększa produkcję.</translation>
    </message>
    <message>
        <source>First games may use Transcendence, Empire, Warlord and Technologist.</source>
        <translation>W pierwszych rozgrywkach można użyć Transcendencji, Imperium, Watażki i Technologa.</translation>
    </message>
    <message>
        <source>Four lock tiles cover the guild spaces below Basic Spacefaring; certain events unlock them.</source>
        <translation>Cztery kafelki blokady zasłaniają pola gildii poniżej Podstawowej technologii kosmicznej; odblokowują je określone wydarzenia.</translation>
    </message>
    <message>
        <source>Hypercomputer: automate 1; action: pay 4 ore to research a level-III technology.</source>
        <translation>Hiperkomputer: zautomatyzuj 1; akcja: zapłać 4 rudy, by zbadać technologię poziomu III.</translation>
    </message>
    <message>
        <source>KC-24X: keep it (1 VP); remove a level-2 guild lock tile of your choice; every faction may now use that guild.</source>
        <translation>KC-24X: zatrzymaj ją (1 PZ); usuń wybrany kafelek blokady gildii poziomu 2; od teraz każda frakcja może korzystać z tej gildii.</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star: turn 1 supply into a level-4 ship in Deep Space.</source>
        <translation>Gwiazda Kapteyna: zamień 1 zaopatrzenie na statek poziomu 4 w Głębokim Kosmosie.</translation>
    </message>
    <message>
        <source>Lalande 21185: this turn&apos;s production may use all 3 options.</source>
        <translation>Lalande 21185: w fazie produkcji w tej turze możesz skorzystać ze wszystkich 3 opcji.</translation>
    </message>
    <message>
        <source>Level-IIII technologies score the VP printed on them.</source>
        <translation>Technologie poziomu IIII dają wydrukowane na nich PZ.</translation>
    </message>
    <message>
        <source>Metascientists&apos; Guild (level 2): 6 ore and 2 population to research a level-IIII technology (3 population needed in all).</source>
        <translation>Gildia Metanaukowców (poziom 2): 6 rudy i 2 populacje, by zbadać technologię poziomu IIII (łącznie potrzeba 3 populacji).</translation>
    </message>
    <message>
        <source>Military strength in an area is the sum of a faction&apos;s ship levels there.</source>
        <translation>Siła militarna na obszarze to suma poziomów statków frakcji na nim.</translation>
    </message>
    <message>
        <source>Moving a ship along one route segment is 1 jump and costs 1 movement point; points may be split among ships.</source>
        <translation>Przesunięcie statku o jeden segment szlaku to 1 skok i kosztuje 1 punkt ruchu; punkty można dzielić między statki.</translation>
    </message>
    <message>
        <source>Narrow Beam Lasers: take 1 ore, upgrade 1 ship by 1 level; action: pay 1 ore to turn 1 population into a level-2 ship, then jump 3.</source>
        <translation>Wąskie wiązki laserowe: weź 1 rudę, ulepsz 1 statek o 1 poziom; akcja: zapłać 1 rudę, by zamienić 1 populację na statek poziomu 2, następnie skocz 3.</translation>
    </message>
    <message>
        <source>New ships are built in the Solar System or in a shipyard you control.</source>
        <translation>Nowe statki buduje się w Układzie Słonecznym albo w kontrolowanym układzie stoczniowym.</translation>
    </message>
    <message>
        <source>Nishida-Østergaard takes 2 more ore.</source>
        <translation>Nishida-Østergaard bierze dodatkowo 2 rudy.</translation>
    </message>
    <message>
        <source>On each of levels II and III, the two light-bordered events and 4 random others are shuffled and laid face down on the 6 tech spaces of that level.</source>
        <translation>Na każdym z poziomów II i III dwa wydarzenia z jasnym obramowaniem i 4 losowe tasuje się i kładzie zakryte na 6 polach technologii tego poziomu.</translation>
    </message>
    <message>
        <source>Ore by turn order: 1, 1, 2, 2.</source>
        <translation>Ruda według kolejności graczy: 1, 1, 2, 2.</translation>
    </message>
    <message>
        <source>Ore production yields 2, 2, 3, 3, 4, 4, 5, 5, 6 ore by the number of uncovered spaces (0-8) of the ore track.</source>
        <translation>Produkcja rudy daje 2, 2, 3, 3, 4, 4, 5, 5, 6 rudy zależnie od liczby odsłoniętych pól (0-8) toru rudy.</translation>
    </message>
    <message>
        <source>Players take turns clockwise from the first player; the first seat is the first player and keeps the marker all game.</source>
        <translation>Gracze wykonują tury zgodnie z ruchem wskazówek zegara od pierwszego gracza; pierwsze miejsce to pierwszy gracz, który zachowuje znacznik przez całą grę.</translation>
    </message>
    <message>
        <source>Population growth turns supply cubes (leftmost column first) into population: 2, 2, 3, 3, 3, 4, 4, 5, 5 by the number of uncovered spaces (0-8) of the growth track.</source>
        <translation>Wzrost populacji zamienia kostki zaopatrzenia (najpierw ze skrajnie lewej kolumny) na populację: 2, 2, 3, 3, 3, 4, 4, 5, 5 zależnie od liczby odsłoniętych pól (0-8) toru wzrostu.</translation>
    </message>
    <message>
        <source>Private technologies score 2 (level II) or 3 (level III).</source>
        <translation>Prywatne technologie dają 2 (poziom II) lub 3 (poziom III).</translation>
    </message>
    <message>
        <source>Production: population growth, or ore production, or resource trade.</source>
        <translation>Produkcja: wzrost populacji albo produkcja rudy, albo wymiana zasobów.</translation>
    </message>
    <message>
        <source>Professors&apos; Guild (level 1): 4 ore and 1 population to research a level-III technology (2 population needed in all).</source>
        <translation>Gildia Profesorów (poziom 1): 4 rudy i 1 populacja, by zbadać technologię poziomu III (łącznie potrzeba 2 populacji).</translation>
    </message>
    <message>
        <source>Researching costs a population cube that marks the technology for good.</source>
        <translation>Badanie kosztuje kostkę populacji, która na stałe oznacza technologię.</translation>
    </message>
    <message>
        <source>Secret Arms Purchase: choose a ship level; every faction may build a ship of that level and put it in Deep Space; then you may upgrade 1 ship by 1 level.</source>
        <translation>Tajny zakup broni: wybierz poziom statku; każda frakcja może zbudować statek tego poziomu i umieścić go w Głębokim Kosmosie; na koniec możesz ulepszyć 1 statek o 1 poziom.</translation>
    </message>
    <message>
        <source>Some spaces give 1 extra ore: with 4 players the last space of each research row; with 3 the last level-II research space; with 2 the last level-II research space and the last build-and-jump space.</source>
        <translation>Niektóre pola dają dodatkowo 1 rudę: przy 4 graczach ostatnie pole każdego rzędu badań; przy 3 ostatnie pole badania poziomu II; przy 2 ostatnie pole badania poziomu II i ostatnie pole budowy i skoku.</translation>
    </message>
    <message>
        <source>Take a Basic Spacefaring action without moving your pawn; that space may be occupied.</source>
        <translation>Wykonaj akcję z sekcji Podstawowa technologia kosmiczna bez przesuwania pionka; to pole może być zajęte.</translation>
    </message>
    <message>
        <source>Tau Ceti scores your colonised systems + 3 VP (at most 7); its bonus may move your rightmost supply cube to column A.</source>
        <translation>Tau Ceti daje liczbę twoich skolonizowanych układów + 3 PZ (maks. 7); jej bonus pozwala przesunąć skrajnie prawą kostkę zaopatrzenia na kolumnę A.</translation>
    </message>
    <message>
        <source>Tech cards are split by level and shuffled; the 4 level-I cards go face up on the level-I spaces in random order.</source>
        <translation>Karty technologii dzieli się według poziomu i tasuje; 4 karty poziomu I kładzie się odkryte na polach poziomu I w losowej kolejności.</translation>
    </message>
    <message>
        <source>Technocrats&apos; Guild (level 2): research a level-I technology, then take a Basic Spacefaring action without moving your pawn.</source>
        <translation>Gildia Technokratów (poziom 2): zbadaj technologię poziomu I, następnie wykonaj akcję z sekcji Podstawowa technologia kosmiczna bez przesuwania pionka.</translation>
    </message>
    <message>
        <source>Technologies are researched up the tree: a technology needs the ones below it.</source>
        <translation>Technologie bada się „w górę” drzewa: technologia wymaga tych poniżej niej.</translation>
    </message>
    <message>
        <source>Technologist: research all 6 level-II technologies (private ones do not count).</source>
        <translation>Technolog: zbadaj wszystkie 6 technologii poziomu II (nie wliczaj prywatnych).</translation>
    </message>
    <message>
        <source>Terraformers&apos; Guild (level 1): colonise a system for 4 ore and 1 population.</source>
        <translation>Gildia Terraformatorów (poziom 1): skolonizuj układ za 4 rudy i 1 populację.</translation>
    </message>
    <message>
        <source>Terraforming: a cube becomes a level-1 ship in Deep Space; actions: jump 4, or 3 ore and 1 population to colonise.</source>
        <translation>Terraformacja: kostka staje się statkiem poziomu 1 w Głębokim Kosmosie; akcje: skocz 4 albo 3 rudy i 1 populacja, by skolonizować.</translation>
    </message>
    <message>
        <source>The Solar System and Deep Space cannot be controlled.</source>
        <translation>Układu Słonecznego i Głębokiego Kosmosu nie można kontrolować.</translation>
    </message>
    <message>
        <source>The automation track scores 0, 1, 1, 1, 1, 1, 2 VP for levels I-VII and 1 VP for each further level.</source>
        <translation>Tor automatyzacji daje 0, 1, 1, 1, 1, 1, 2 PZ za poziomy I-VII i 1 PZ za każdy dalszy poziom.</translation>
    </message>
    <message>
        <source>The build-and-jump row has 2 spaces and the grow row 5, at every player count.</source>
        <translation>Rząd budowy i skoku ma 2 pola, a rząd wzrostu 5, przy każdej liczbie graczy.</translation>
    </message>
    <message>
        <source>The exploration board lies beside the tech board.</source>
        <translation>Plansza eksploracji leży obok planszy technologii.</translation>
    </message>
    <message>
        <source>The exploration map: Solar System, 4 shipyards, 2 A and 2 B system spaces and Deep Space, joined by routes.</source>
        <translation>Mapa eksploracji: Układ Słoneczny, 4 układy stoczniowe, 2 pola układów A i 2 B oraz Głęboki Kosmos, połączone szlakami.</translation>
    </message>
    <message>
        <source>The first discoverer draws 2 cards of the level and keeps one whose type matches a type of a technology leading into the space; if neither fits, more are drawn until one fits; the others go under the deck.</source>
        <translation>Pierwszy odkrywca dobiera 2 karty danego poziomu i zatrzymuje jedną, której rodzaj pasuje do rodzaju technologii prowadzącej do pola; jeśli żadna nie pasuje, dobiera dalej, aż któraś będzie pasować; pozostałe trafiają pod talię.</translation>
    </message>
    <message>
        <source>The first faction to research a new technology chooses which card it is; others may research it later.</source>
        <translation>Pierwsza frakcja badająca nową technologię wybiera, która to karta; potem mogą ją badać inne frakcje.</translation>
    </message>
    <message>
        <source>The game ends once the players together have claimed a set number of achievements: 3 with 2-3 players, 4 with 4 players.</source>
        <translation>Gra kończy się, gdy gracze łącznie zdobędą określoną liczbę osiągnięć: 3 przy 2-3 graczach, 4 przy 4 graczach.</translation>
    </message>
    <message>
        <source>The level II, III and IIII decks lie face down beside the board.</source>
        <translation>Talie poziomów II, III i IIII leżą zakryte obok planszy.</translation>
    </message>
    <message>
        <source>The level-I cards&apos; types follow the aid: Robotics scientific, Genetics economic, Lasers military, Terraforming commercial.</source>
        <translation>Rodzaje kart poziomu I według pomocy: Robotyka naukowa, Genetyka ekonomiczna, Lasery wojskowa, Terraformacja handlowa.</translation>
    </message>
    <message>
        <source>The new space must be empty (no pawn on it) and must be a different space from the one the pawn stands on; its cost must be payable and, for research or colonisation, there must be something to research or colonise.</source>
        <translation>Nowe pole musi być puste (bez pionka) i inne niż to, na którym stoi pionek; jego koszt musi być możliwy do zapłacenia, a przy badaniu lub kolonizacji musi być co badać lub kolonizować.</translation>
    </message>
    <message>
        <source>The player with the most victory points wins.</source>
        <translation>Wygrywa gracz z największą liczbą punktów zwycięstwa.</translation>
    </message>
    <message>
        <source>The supply columns are filled with cubes showing the supply face; a few cubes are left over.</source>
        <translation>Kolumny zaopatrzenia wypełnia się kostkami z widocznym symbolem zaopatrzenia; zostaje kilka kostek.</translation>
    </message>
    <message>
        <source>The tree: 4 level-I, 6 level-II, 6 level-III and 3 level-IIII spaces; each space above level I sits on two spaces of the level below.</source>
        <translation>Drzewo: 4 pola poziomu I, 6 poziomu II, 6 poziomu III i 3 poziomu IIII; każde pole powyżej poziomu I opiera się na dwóch polach poziomu niżej.</translation>
    </message>
    <message>
        <source>There are four tech types: scientific, economic, military and commercial.</source>
        <translation>Są cztery rodzaje technologii: naukowe, ekonomiczne, wojskowe i handlowe.</translation>
    </message>
    <message>
        <source>Ties: fewest discs left on the production tracks, then most population, then most ore.</source>
        <translation>Remisy: najmniej dysków na torach produkcji, potem najwięcej populacji, potem najwięcej rudy.</translation>
    </message>
    <message>
        <source>Trades: 1 population back to supply for 1 ore; 1 ore to turn a ship into population; 3 ore to turn the leftmost supply cube into population.</source>
        <translation>Wymiany: 1 populacja z powrotem do zaopatrzenia za 1 rudę; 1 ruda, by zamienić statek na populację; 3 rudy, by zamienić skrajnie lewą kostkę zaopatrzenia na populację.</translation>
    </message>
    <message>
        <source>Transcendence and Empire are always used, with 1 random A and 1 random B achievement.</source>
        <translation>Transcendencja i Imperium są zawsze używane, z 1 losowym osiągnięciem A i 1 losowym B.</translation>
    </message>
    <message>
        <source>Transcendence: research your first level-IIII technology.</source>
        <translation>Transcendencja: zbadaj swoją pierwszą technologię poziomu IIII.</translation>
    </message>
    <message>
        <source>Two of the four start systems go face up on the A spaces (the other two are shuffled into deck A); the top 2 of deck B go on the B spaces.</source>
        <translation>Dwa z czterech układów startowych trafiają odkryte na pola A (pozostałe dwa wtasowuje się do talii A); 2 wierzchnie karty talii B trafiają na pola B.</translation>
    </message>
    <message>
        <source>Two of the leftover cubes become population on the mat.</source>
        <translation>Dwie z pozostałych kostek stają się populacją na planszetce.</translation>
    </message>
    <message>
        <source>Tyler Lee and Maya Chaturvedi (light-bordered level-II events) each remove a level-1 guild lock tile of the revealer&apos;s choice; Onu removes a level-2 tile like KC-24X.</source>
        <translation>Tyler Lee i Maya Chaturvedi (wydarzenia poziomu II z jasnym obramowaniem) usuwają każde kafelek blokady gildii poziomu 1 wybrany przez odkrywającego; Onu usuwa kafelek poziomu 2, jak KC-24X.</translation>
    </message>
    <message>
        <source>United Nations of Sol takes 1 more cube from supply column C.</source>
        <translation>Organizacja Narodów Zjednoczonych Układu Słonecznego bierze dodatkowo 1 kostkę z kolumny zaopatrzenia C.</translation>
    </message>
    <message>
        <source>Unused events go back to the box.</source>
        <translation>Niewykorzystane wydarzenia wracają do pudełka.</translation>
    </message>
    <message>
        <source>Upgrade: raise 1 ship by 1 level (at most level 4).</source>
        <translation>Ulepszenie: podnieś 1 statek o 1 poziom (maksymalnie do poziomu 4).</translation>
    </message>
    <message>
        <source>VP from achievements.</source>
        <translation>PZ za osiągnięcia.</translation>
    </message>
    <message>
        <source>VP from event cards.</source>
        <translation>PZ z kart wydarzeń.</translation>
    </message>
    <message>
        <source>VP from the automation track.</source>
        <translation>PZ z toru automatyzacji.</translation>
    </message>
    <message>
        <source>VP of colonised systems.</source>
        <translation>PZ za skolonizowane układy.</translation>
    </message>
    <message>
        <source>Warlord: at the end of your turn have at least 4 military strength in each of 3 areas.</source>
        <translation>Watażka: na koniec tury miej co najmniej po 4 punkty siły militarnej na 3 obszarach.</translation>
    </message>
    <message>
        <source>When a technology is first discovered on a space with an event, the event is revealed and resolved; some events give VP at the end.</source>
        <translation>Gdy technologia zostaje po raz pierwszy odkryta na polu z wydarzeniem, wydarzenie odkrywa się i rozpatruje; niektóre dają PZ na koniec gry.</translation>
    </message>
    <message>
        <source>When the end is triggered the round is finished and one more full round is played, so that everybody has as many turns (the first-player marker shows who began).</source>
        <translation>Gdy koniec gry zostanie uruchomiony, runda jest dokańczana i rozgrywa się jeszcze jedną pełną rundę, aby wszyscy mieli tyle samo tur (znacznik pierwszego gracza pokazuje, kto zaczął).</translation>
    </message>
    <message>
        <source>With 2 or 3 players the Basic Spacefaring rows have 3 or 2 research spaces; everything else is set up as for 4 players.</source>
        <translation>Przy 2 lub 3 graczach rzędy Podstawowej technologii kosmicznej mają 3 lub 2 pola badań; wszystko inne przygotowuje się jak dla 4 graczy.</translation>
    </message>
    <message>
        <source>With 3 players the research rows have 3 spaces each, with 2 players 2 each.</source>
        <translation>Przy 3 graczach rzędy badań mają po 3 pola, przy 2 graczach po 2.</translation>
    </message>
    <message>
        <source>Zheng-yi Brotherhood takes 1 more cube from supply column A and puts it in the Solar System.</source>
        <translation>Bractwo Zheng-yi bierze dodatkowo 1 kostkę z kolumny zaopatrzenia A i umieszcza ją w Układzie Słonecznym.</translation>
    </message>
</context>
<context>
    <name>rules.engine</name>
    <message>
        <source>An answer must fit the question asked, come from the seat that owes it, and be one of the choices offered.</source>
        <translation>Odpowiedź musi pasować do zadanego pytania, pochodzić z miejsca, które ma jej udzielić, i być jedną z oferowanych opcji.</translation>
    </message>
</context>
<context>
    <name>rules.nucleum</name>
    <message>
        <source>&apos;Non-government&apos; Urban Buildings: we count only your own coloured, energized Urban Buildings.</source>
        <translation>Budynki Miejskie „nierządowe”: liczymy tylko twoje własne, kolorowe, zasilone Budynki Miejskie.</translation>
    </message>
    <message>
        <source>1 VP per Mine and Turbine of yours on the map.</source>
        <translation>1 PZ za każdą twoją Kopalnię i Turbinę na mapie.</translation>
    </message>
    <message>
        <source>1 VP per city in your largest network.</source>
        <translation>1 PZ za każde miasto w twojej największej sieci.</translation>
    </message>
    <message>
        <source>1 VP per different city holding your Urban Building, Mine or Turbine.</source>
        <translation>1 PZ za każde różne miasto z twoim Budynkiem Miejskim, Kopalnią lub Turbiną.</translation>
    </message>
    <message>
        <source>1 VP per fulfilled Contract.</source>
        <translation>1 PZ za każdy wypełniony kontrakt.</translation>
    </message>
    <message>
        <source>1 VP per unlocked Technology.</source>
        <translation>1 PZ za każdą odblokowaną technologię.</translation>
    </message>
    <message>
        <source>2 VP per Party where you are Member or Leader when agenda scoring starts, before any removal.</source>
        <translation>2 PZ za każdą partię, w której jesteś Członkiem lub Liderem na początku punktacji programów, przed jakimkolwiek usuwaniem.</translation>
    </message>
    <message>
        <source>A Connector can never be placed as a railway.</source>
        <translation>Łącznika nigdy nie można położyć jako toru kolejowego.</translation>
    </message>
    <message>
        <source>A Connector never lets you fulfil an extra Contract in the same turn.</source>
        <translation>Łącznik nigdy nie pozwala wypełnić dodatkowego kontraktu w tej samej turze.</translation>
    </message>
    <message>
        <source>A Leader whose figure stays on the Leader space keeps it on a tie (the rulebook example: Blue keeps the Realists).</source>
        <translation>Lider, którego figurka pozostaje na polu Lidera, zachowuje je przy remisie (przykład z instrukcji: Niebieski pozostaje Liderem Realistów).</translation>
    </message>
    <message>
        <source>A Member has at least one Politician in a Party; the Leader holds its Leader space; one player can be Member and Leader of several Parties.</source>
        <translation>Członek ma co najmniej jednego Polityka w partii; Lider zajmuje jej pole Lidera; jeden gracz może być Członkiem i Liderem kilku partii.</translation>
    </message>
    <message>
        <source>A Party the Baron already leads is not eligible in step 1 (he would not become its Leader).</source>
        <translation>Partia, której Baron już jest Liderem, nie kwalifikuje się w kroku 1 (nie zostałby jej Liderem).</translation>
    </message>
    <message>
        <source>A game end triggered by the Baron&apos;s third recharge can bring a 3rd King&apos;s Day; the Court is still scored at final scoring.</source>
        <translation>Koniec gry uruchomiony trzecim doładowaniem Barona może przynieść 3. Dzień Króla; Dwór i tak jest punktowany w punktacji końcowej.</translation>
    </message>
    <message>
        <source>A player has 18 figures; one already on the Court board cannot be placed again, so the action is offered only while a figure is off the board.</source>
        <translation>Gracz ma 18 figurek; tej, która już jest na planszy Dworu, nie można umieścić ponownie, więc akcja jest dostępna tylko wtedy, gdy jakaś figurka jest poza planszą.</translation>
    </message>
    <message>
        <source>A player&apos;s turn ends; the next player in seat order may use the app.</source>
        <translation>Tura gracza się kończy; następny gracz w kolejności miejsc może użyć aplikacji.</translation>
    </message>
    <message>
        <source>Add the 4 new contracts (2 silver, 1 gold, 1 purple) to their piles before shuffling.</source>
        <translation>Przed tasowaniem dodaj 4 nowe kontrakty (2 srebrne, 1 złoty, 1 fioletowy) do ich stosów.</translation>
    </message>
    <message>
        <source>After the Free Thinkers benefit (or the Baron removing a tile) the market slides and refills as after Develop.</source>
        <translation>Po korzyści Wolnomyślicieli (lub gdy Baron usuwa płytkę) rynek przesuwa się i uzupełnia jak po Rozwoju.</translation>
    </message>
    <message>
        <source>At each Party scoring the Baron ignores the Agendas: 4 VP per Party he leads and 4 VP more with a Politician in the Dominant Party.</source>
        <translation>Przy każdej punktacji partii Baron ignoruje programy: 4 PZ za każdą partię, w której jest Liderem, i 4 PZ więcej, jeśli ma Polityka w Partii Dominującej.</translation>
    </message>
    <message>
        <source>At most one Connector per turn, Australia&apos;s Shipping tile included.</source>
        <translation>Najwyżej jeden Łącznik na turę, wliczając płytkę Żeglugi z Australii.</translation>
    </message>
    <message>
        <source>Baron von Automat plays against exactly one human seat; the expert auction needs 2-4 players and never the Baron.</source>
        <translation>Baron von Automat gra przeciw dokładnie jednemu graczowi-człowiekowi; licytacja w wariancie eksperckim wymaga 2-4 graczy i nigdy nie obejmuje Barona.</translation>
    </message>
    <message>
        <source>C64 (silver): be Leader of the Dominant Party; reward 1 step on an income track of your choice.</source>
        <translation>C64 (srebrny): bądź Liderem Partii Dominującej; nagroda: 1 pole na wybranym torze dochodu.</translation>
    </message>
    <message>
        <source>C65 (silver): have 3 Politicians on the Court board; reward a Level 1 Technology.</source>
        <translation>C65 (srebrny): miej 3 Polityków na planszy Dworu; nagroda: technologia poziomu 1.</translation>
    </message>
    <message>
        <source>C66 (gold): have 5 Politicians on the Court board; reward 5 VP and 2 income steps.</source>
        <translation>C66 (złoty): miej 5 Polityków na planszy Dworu; nagroda: 5 PZ i 2 pola dochodu.</translation>
    </message>
    <message>
        <source>C67 (purple): have 6 Politicians on the Court board; reward 12 VP.</source>
        <translation>C67 (fioletowy): miej 6 Polityków na planszy Dworu; nagroda: 12 PZ.</translation>
    </message>
    <message>
        <source>C67&apos;s purple category is not given in the text.</source>
        <translation>Fioletowa kategoria C67 nie jest podana w tekście.</translation>
    </message>
    <message>
        <source>Connectors count as Action tiles for contracts, Progress and scoring technologies.</source>
        <translation>Łączniki liczą się jako płytki Akcji dla kontraktów, Postępu i technologii punktujących.</translation>
    </message>
    <message>
        <source>Dominance: if the Party now holds strictly more Politicians (neutrals and all players) than the Dominant Party, the King moves to it.</source>
        <translation>Dominacja: jeśli partia ma teraz ściśle więcej Polityków (neutralnych i wszystkich graczy) niż Partia Dominująca, Król przechodzi do niej.</translation>
    </message>
    <message>
        <source>E8 is scored at final scoring.</source>
        <translation>E8 jest punktowana w punktacji końcowej.</translation>
    </message>
    <message>
        <source>Each of the four Party Agenda tiles is placed on its space of the Court board with a randomly chosen side up.</source>
        <translation>Każda z czterech płytek programów partii trafia na swoje pole na planszy Dworu losowo wybraną stroną do góry.</translation>
    </message>
    <message>
        <source>Each player adds the 2 new worker figures of their colour to their supply, which brings their total to 18 figures; 2 of them are available at the start.</source>
        <translation>Każdy gracz dodaje 2 nowe figurki robotników swojego koloru do swojej rezerwy, co daje mu łącznie 18 figurek; 2 z nich są dostępne na początku.</translation>
    </message>
    <message>
        <source>Easier: after setup one of your workers goes into the empty Party without benefit and leads it.</source>
        <translation>Łatwiej: po przygotowaniu jeden z twoich robotników trafia do pustej partii bez korzyści i zostaje jej Liderem.</translation>
    </message>
    <message>
        <source>Experiment F&apos;s Connectors (from its level 3 technology): do the printed action, then play a non-Connector Action tile on top and resolve it.</source>
        <translation>Łączniki Eksperymentu F (z jego technologii poziomu 3): wykonaj nadrukowaną akcję, potem zagraj na niego płytkę Akcji niebędącą Łącznikiem i rozpatrz ją.</translation>
    </message>
    <message>
        <source>Expert variant: instead of reverse order, an open auction in VP sets the Experiment choice order; each player bids more than the last bid or passes.</source>
        <translation>Wariant ekspercki: zamiast odwrotnej kolejności otwarta licytacja w PZ ustala kolejność wyboru Eksperymentów; każdy gracz przebija ostatnią ofertę albo pasuje.</translation>
    </message>
    <message>
        <source>Final scoring: the base final scoring, then the Party Agendas as on King&apos;s Day, without removing any Politician.</source>
        <translation>Punktacja końcowa: punktacja końcowa z gry podstawowej, potem programy partii jak w Dniu Króla, bez usuwania Polityków.</translation>
    </message>
    <message>
        <source>Finish the Connector&apos;s printed action before placing the tile on top.</source>
        <translation>Dokończ nadrukowaną akcję Łącznika, zanim położysz na nim płytkę.</translation>
    </message>
    <message>
        <source>Fulfilled contracts include the starting contract and purple ones.</source>
        <translation>Wypełnione kontrakty obejmują kontrakt startowy i fioletowe.</translation>
    </message>
    <message>
        <source>Harder: after setup a Baron worker goes into every Party led by a neutral.</source>
        <translation>Trudniej: po przygotowaniu robotnik Barona trafia do każdej partii, której Liderem jest neutralny polityk.</translation>
    </message>
    <message>
        <source>Harder: after setup a Baron worker goes into the empty Party and leads it.</source>
        <translation>Trudniej: po przygotowaniu robotnik Barona trafia do pustej partii i zostaje jej Liderem.</translation>
    </message>
    <message>
        <source>Harder: at the 2nd and 3rd King&apos;s Day and final scoring the Baron scores 6 VP per led Party and 6 for the Dominant Party.</source>
        <translation>Trudniej: w 2. i 3. Dniu Króla oraz w punktacji końcowej Baron zdobywa 6 PZ za każdą partię, w której jest Liderem, i 6 PZ za Partię Dominującą.</translation>
    </message>
    <message>
        <source>House rule for a fully digital game: draw a number 1-13, map it as the Setup cards (13 draws again) and walk down the Party cycle to the first tied Party.</source>
        <translation>Zasada domowa dla gry w pełni cyfrowej: wylosuj liczbę 1-13, przełóż ją jak karty Przygotowania (13 — losuj ponownie) i idź w dół cyklu partii do pierwszej remisującej partii.</translation>
    </message>
    <message>
        <source>In each Party that holds neutrals, a numbered neutral moves to the Leader space.</source>
        <translation>W każdej partii z neutralnymi politykami numerowany neutralny polityk przechodzi na pole Lidera.</translation>
    </message>
    <message>
        <source>King&apos;s Day comes as in the base game, whenever a Progress space becomes empty; score it normally, then the Party Agendas top to bottom.</source>
        <translation>Dzień Króla następuje jak w grze podstawowej, gdy tylko pole Postępu opustoszeje; rozlicz go normalnie, potem programy partii od góry do dołu.</translation>
    </message>
    <message>
        <source>Leadership: with strictly more Politicians in the Party than the current Leader (player or neutral), one of yours takes the Leader space; with no Leader, the new Politician takes it.</source>
        <translation>Przywództwo: jeśli masz w partii ściśle więcej Polityków niż obecny Lider (gracz lub neutralny), jeden z twoich zajmuje pole Lidera; gdy nie ma Lidera, zajmuje je nowy Polityk.</translation>
    </message>
    <message>
        <source>Level 1 (E and F): red-bordered spaces cost only 1 extra thaler instead of 2.</source>
        <translation>Poziom 1 (E i F): pola z czerwoną ramką kosztują dodatkowo tylko 1 talar zamiast 2.</translation>
    </message>
    <message>
        <source>Level 1 (E and F): using another player&apos;s Turbine, the bank pays its owner 1 thaler instead of you, and it produces 1 more electricity.</source>
        <translation>Poziom 1 (E i F): gdy używasz Turbiny innego gracza, bank płaci jej właścicielowi 1 talar zamiast ciebie, a ona wytwarza o 1 więcej elektryczności.</translation>
    </message>
    <message>
        <source>Level 1 (E, also A): after placing a Uranium Mine or a Turbine, gain 1 uranium.</source>
        <translation>Poziom 1 (E, także A): po umieszczeniu Kopalni Uranu lub Turbiny zdobądź 1 uran.</translation>
    </message>
    <message>
        <source>Level 1 (F, also D): whenever you gain a Contract, gain 1 achievement token.</source>
        <translation>Poziom 1 (F, także D): za każdym razem, gdy zdobywasz kontrakt, zdobądź 1 żeton osiągnięcia.</translation>
    </message>
    <message>
        <source>Level 2 (E): immediately gain 2 workers, then you may take a Court action.</source>
        <translation>Poziom 2 (E): natychmiast zdobądź 2 robotników, potem możesz wykonać akcję Dworu.</translation>
    </message>
    <message>
        <source>Level 2 (E): immediately gain 4 achievement tokens and 4 thalers.</source>
        <translation>Poziom 2 (E): natychmiast zdobądź 4 żetony osiągnięć i 4 talary.</translation>
    </message>
    <message>
        <source>Level 2 (E, also B): whenever you gain a Contract, also take the bonus of another contract space.</source>
        <translation>Poziom 2 (E, także B): za każdym razem, gdy zdobywasz kontrakt, weź też premię z innego pola kontraktu.</translation>
    </message>
    <message>
        <source>Level 2 (F): immediately Urbanize with 3 more thalers of discount, ignoring the network requirement.</source>
        <translation>Poziom 2 (F): natychmiast wykonaj Urbanizację z rabatem większym o 3 talary, ignorując wymóg sieci.</translation>
    </message>
    <message>
        <source>Level 2 (F): whenever you fulfil a Contract afterwards, 1 step on your lowest income track (your choice on a tie).</source>
        <translation>Poziom 2 (F): za każdym razem, gdy później wypełnisz kontrakt, 1 pole na twoim najniższym torze dochodu (przy remisie wybierasz).</translation>
    </message>
    <message>
        <source>Level 2 (F, also A): immediately gain 3 workers and 3 thalers.</source>
        <translation>Poziom 2 (F, także A): natychmiast zdobądź 3 robotników i 3 talary.</translation>
    </message>
    <message>
        <source>Level 3 (E): 5/7/9 Politicians on the Court board score 4/10/21 VP.</source>
        <translation>Poziom 3 (E): 5/7/9 Polityków na planszy Dworu daje 4/10/21 PZ.</translation>
    </message>
    <message>
        <source>Level 3 (E): at each Court action choose 1 worker or the chosen Party&apos;s benefit once more.</source>
        <translation>Poziom 3 (E): przy każdej akcji Dworu wybierz 1 robotnika albo jeszcze raz korzyść wybranej partii.</translation>
    </message>
    <message>
        <source>Level 3 (F): 12/14/16 Action tiles (available or on top of your board, railways excluded) score 4/10/21 VP.</source>
        <translation>Poziom 3 (F): 12/14/16 płytek Akcji (dostępnych lub na górze twojej planszy, bez torów kolejowych) daje 4/10/21 PZ.</translation>
    </message>
    <message>
        <source>Level 3 (F): gain the 3 Connector tiles.</source>
        <translation>Poziom 3 (F): zdobądź 3 płytki Łączników.</translation>
    </message>
    <message>
        <source>Politicians on the Court board are not workers in your reserve and do not score as leftover resources.</source>
        <translation>Politycy na planszy Dworu nie są robotnikami w twojej rezerwie i nie punktują jako pozostałe zasoby.</translation>
    </message>
    <message>
        <source>Removed Politicians go back to their owner&apos;s worker supply (the reserve), not to the available workers.</source>
        <translation>Usunięci Politycy wracają do zapasu robotników właściciela (rezerwy), a nie do dostępnych robotników.</translation>
    </message>
    <message>
        <source>Reveal an unused Setup card: 1-3 Capitalists, 4-6 Free Thinkers, 7-9 Communists, 10-12 Realists, 13 is ignored and another is revealed. That Party takes the arrow neutral, neutral 2 and the King.</source>
        <translation>Odkryj niewykorzystaną kartę Przygotowania: 1-3 Kapitaliści, 4-6 Wolnomyśliciele, 7-9 Komuniści, 10-12 Realiści; 13 się pomija i odkrywa kolejną. Ta partia dostaje neutralnego polityka ze strzałką, neutralnego polityka 2 i Króla.</translation>
    </message>
    <message>
        <source>Score the highest Progress tile where you have a marker, with a multiplier of 2.</source>
        <translation>Punktuj najwyższą płytkę Postępu, na której masz znacznik, z mnożnikiem 2.</translation>
    </message>
    <message>
        <source>Solo: the Baron&apos;s third recharge ends the game by itself.</source>
        <translation>Solo: trzecie doładowanie Barona samo kończy grę.</translation>
    </message>
    <message>
        <source>Step 1: a Party where his Politicians equal the Leader&apos;s, or with no Leader (he becomes its Leader).</source>
        <translation>Krok 1: partia, w której ma tylu Polityków co Lider lub w której nie ma Lidera (zostaje jej Liderem).</translation>
    </message>
    <message>
        <source>Step 1: each Party Leader that is not a neutral scores their own Party&apos;s Agenda.</source>
        <translation>Krok 1: każdy Lider partii, który nie jest neutralny, punktuje program własnej partii.</translation>
    </message>
    <message>
        <source>Step 2: every Member of the Dominant Party scores its Agenda, so its Leader scores it twice.</source>
        <translation>Krok 2: każdy Członek Partii Dominującej punktuje jej program, więc jej Lider punktuje go dwa razy.</translation>
    </message>
    <message>
        <source>Step 2: if several Parties or none are eligible and he has no Politician in the Dominant Party, he places in the Dominant Party.</source>
        <translation>Krok 2: jeśli kwalifikuje się kilka partii lub żadna, a on nie ma Polityka w Partii Dominującej, umieszcza robotnika w Partii Dominującej.</translation>
    </message>
    <message>
        <source>Step 3: each non-neutral Leader returns 1 Politician of that Party to the reserve, the Leader-space one if it is their only one; no new Leader is named and the King does not move.</source>
        <translation>Krok 3: każdy nieneutralny Lider odsyła 1 Polityka tej partii do rezerwy (tego z pola Lidera, jeśli jest jedyny); nie wyznacza się nowego Lidera, a Król się nie przesuwa.</translation>
    </message>
    <message>
        <source>Step 3: otherwise in the eligible Party where he has the fewest Politicians.</source>
        <translation>Krok 3: w przeciwnym razie w kwalifikującej się partii, w której ma najmniej Polityków.</translation>
    </message>
    <message>
        <source>Step 4: a tie between eligible Parties is broken by a Logic card.</source>
        <translation>Krok 4: remis między kwalifikującymi się partiami rozstrzyga karta Logiki.</translation>
    </message>
    <message>
        <source>Step 4: the highest-numbered neutral leaves the game and the arrow neutral moves one Party down (Realists to Capitalists).</source>
        <translation>Krok 4: neutralny polityk z najwyższym numerem opuszcza grę, a neutralny polityk ze strzałką przesuwa się o jedną partię w dół (z Realistów do Kapitalistów).</translation>
    </message>
    <message>
        <source>The &apos;a player reached the flag&apos; end condition uses the flag&apos;s space: 90, or 95 on the Australia map.</source>
        <translation>Warunek końca „gracz dotarł do flagi” używa pola flagi: 90 lub 95 na mapie Australii.</translation>
    </message>
    <message>
        <source>The Baron never discards his last tile showing a non-Subsidize action, now the Court action too.</source>
        <translation>Baron nigdy nie pozbywa się swojej ostatniej płytki z akcją inną niż Subsydium — teraz dotyczy to także akcji Dworu.</translation>
    </message>
    <message>
        <source>The Baron places a worker from his supply in one of the Parties, by these steps.</source>
        <translation>Baron umieszcza robotnika ze swojego zapasu w jednej z partii według tych kroków.</translation>
    </message>
    <message>
        <source>The Baron&apos;s Politicians are removed after scoring like a human&apos;s.</source>
        <translation>Politycy Barona są usuwani po punktacji tak samo jak Politycy człowieka.</translation>
    </message>
    <message>
        <source>The Baron&apos;s action priority is now Court &gt; Urbanize &gt; Industrialize &gt; Develop &gt; Contract &gt; Energize &gt; Subsidize (a Boat first with Australia).</source>
        <translation>Priorytet akcji Barona to teraz Dwór &gt; Urbanizacja &gt; Industrializacja &gt; Rozwój &gt; Kontrakt &gt; Zasilanie &gt; Subsydium (z Australią najpierw Łódź).</translation>
    </message>
    <message>
        <source>The Baron&apos;s bonus by Party: Capitalists 1 thaler; Free Thinkers remove the rightmost market tile to the box; Communists 1 worker (3 VP if his reserve is empty); Realists 2 VP.</source>
        <translation>Premia Barona według partii: Kapitaliści — 1 talar; Wolnomyśliciele — odłóż skrajnie prawą płytkę z rynku do pudełka; Komuniści — 1 robotnik (3 PZ, jeśli jego rezerwa jest pusta); Realiści — 2 PZ.</translation>
    </message>
    <message>
        <source>The Court action puts one available worker into a Party as a Politician; a player without one may convert 1 uranium, otherwise the action is forgone.</source>
        <translation>Akcja Dworu umieszcza jednego dostępnego robotnika w partii jako Polityka; gracz bez dostępnego robotnika może zamienić 1 uran, w przeciwnym razie rezygnuje z akcji.</translation>
    </message>
    <message>
        <source>The Court board shows four Parties, top to bottom Capitalists, Free Thinkers, Communists, Realists; a worker on it is a Politician.</source>
        <translation>Plansza Dworu pokazuje cztery partie, od góry do dołu: Kapitaliści, Wolnomyśliciele, Komuniści, Realiści; robotnik na niej jest Politykiem.</translation>
    </message>
    <message>
        <source>The King goes to the Party with strictly the most Politicians; on a tie it stays where it is.</source>
        <translation>Król przechodzi do partii ze ściśle największą liczbą Polityków; przy remisie zostaje na miejscu.</translation>
    </message>
    <message>
        <source>The Logic card is drawn on the table and the player taps the Party it selects among the tied ones.</source>
        <translation>Kartę Logiki dobiera się na stole, a gracz wybiera w aplikacji partię, którą wskazuje ona spośród remisujących.</translation>
    </message>
    <message>
        <source>The Party holding the King marker is the Dominant Party.</source>
        <translation>Partia ze znacznikiem Króla jest Partią Dominującą.</translation>
    </message>
    <message>
        <source>The Party&apos;s benefit: Capitalists 2 thalers and 1 thaler income step; Free Thinkers a free Action tile from the market; Communists 2 VP and 1 worker income step; Realists 2 achievement tokens and 1 VP income step.</source>
        <translation>Korzyść partii: Kapitaliści — 2 talary i 1 pole dochodu z talarów; Wolnomyśliciele — darmowa płytka Akcji z rynku; Komuniści — 2 PZ i 1 pole dochodu z robotników; Realiści — 2 żetony osiągnięć i 1 pole dochodu PZ.</translation>
    </message>
    <message>
        <source>The Progress agenda asks for what the highest Progress tile with your marker counts for you; it pays twice that.</source>
        <translation>Program Postępu pyta, ile jest dla ciebie warta najwyższa płytka Postępu z twoim znacznikiem; daje dwa razy tyle.</translation>
    </message>
    <message>
        <source>The VP flag goes under space 90 of the VP track (95 on the Australia map) instead of 70.</source>
        <translation>Flaga PZ trafia pod pole 90 toru PZ (95 na mapie Australii) zamiast 70.</translation>
    </message>
    <message>
        <source>The app cannot see the Baron&apos;s supply and reserve: it asks the player when his turn reaches the Court and when the Communists bonus needs it.</source>
        <translation>Aplikacja nie widzi zapasu ani rezerwy Barona: pyta gracza, gdy tura Barona dochodzi do Dworu i gdy wymaga tego premia Komunistów.</translation>
    </message>
    <message>
        <source>The app tracks the VP and income steps the Court gives; thalers, Action tiles and achievement tokens are taken on the table.</source>
        <translation>Aplikacja śledzi PZ i pola dochodu dawane przez Dwór; talary, płytki Akcji i żetony osiągnięć bierze się na stole.</translation>
    </message>
    <message>
        <source>The base King&apos;s Day (Progress marker VP) is scored on the physical table before the agendas.</source>
        <translation>Dzień Króla z gry podstawowej (PZ za znaczniki Postępu) punktuje się na fizycznym stole przed programami.</translation>
    </message>
    <message>
        <source>The base solo rules apply; the Baron&apos;s relevant Action tile is replaced by one showing the Court action.</source>
        <translation>Obowiązują zasady solo z gry podstawowej; odpowiednia płytka Akcji Barona zostaje zastąpiona płytką z akcją Dworu.</translation>
    </message>
    <message>
        <source>The bids are lost at the end of the game, just before totals.</source>
        <translation>Oferty przepadają na koniec gry, tuż przed podliczeniem sum.</translation>
    </message>
    <message>
        <source>The eight Party Agendas of the appendix.</source>
        <translation>Osiem programów partii z aneksu.</translation>
    </message>
    <message>
        <source>The example&apos;s Free Thinkers agenda (2 VP per Residence) is not in the appendix list; the app uses the appendix agendas, and the example test enters Yellow&apos;s 4 VP through a Free Thinkers agenda figure.</source>
        <translation>Programu Wolnomyślicieli z przykładu (2 PZ za Rezydencję) nie ma na liście w aneksie; aplikacja używa programów z aneksu, a test przykładu wprowadza 4 PZ Żółtego jako wartość programu Wolnomyślicieli.</translation>
    </message>
    <message>
        <source>The expert variant cannot be used in solo.</source>
        <translation>Wariantu eksperckiego nie można używać w grze solo.</translation>
    </message>
    <message>
        <source>The first player opens the bidding and it goes clockwise, skipping those who passed; the lowest bid is 1 VP and bids stop at a cap.</source>
        <translation>Pierwszy gracz otwiera licytację, która toczy się zgodnie z ruchem wskazówek zegara, z pominięciem tych, którzy spasowali; najniższa oferta to 1 PZ, a oferty kończą się na limicie.</translation>
    </message>
    <message>
        <source>The first to pass chooses last; each later passer loses their last bid and chooses one place earlier (3 players: only the 1st and 2nd choosers pay; 2 players: only the 1st).</source>
        <translation>Kto pierwszy spasuje, wybiera ostatni; każdy kolejny pasujący traci swoją ostatnią ofertę i wybiera o jedno miejsce wcześniej (3 graczy: płacą tylko 1. i 2. wybierający; 2 graczy: tylko 1.).</translation>
    </message>
    <message>
        <source>The game is played on the physical table; the app asks what happened next and runs the Court side board.</source>
        <translation>Gra toczy się na fizycznym stole; aplikacja pyta, co wydarzyło się dalej, i obsługuje planszę boczną Dworu.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s auction example with players A, B, C and D.</source>
        <translation>Przykład licytacji z instrukcji z graczami A, B, C i D.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s worked King&apos;s Day example (Red, Yellow, Blue and Teal).</source>
        <translation>Rozpisany przykład Dnia Króla z instrukcji (Czerwony, Żółty, Niebieski i Turkusowy).</translation>
    </message>
    <message>
        <source>The setup modifiers place figures without the Court action&apos;s dominance check.</source>
        <translation>Modyfikatory przygotowania umieszczają figurki bez sprawdzania dominacji wykonywanego przy akcji Dworu.</translation>
    </message>
    <message>
        <source>The special Action tile may go on top of a Connector.</source>
        <translation>Specjalna płytka Akcji może zostać położona na Łączniku.</translation>
    </message>
    <message>
        <source>The special starting Action tile can perform the Court action; its 1-thaler discount is wasted.</source>
        <translation>Specjalna startowa płytka Akcji może wykonać akcję Dworu; jej rabat 1 talara przepada.</translation>
    </message>
    <message>
        <source>The three Progress spaces give at most three King&apos;s Days.</source>
        <translation>Trzy pola Postępu dają najwyżej trzy Dni Króla.</translation>
    </message>
    <message>
        <source>Then exactly 1 Politician of each player in the Dominant Party returns to the reserve.</source>
        <translation>Następnie dokładnie 1 Polityk każdego gracza z Partii Dominującej wraca do rezerwy.</translation>
    </message>
    <message>
        <source>Then in each Party the side with strictly the most Politicians (neutrals likewise) takes the Leader space if it does not hold it; on a tie no Leader is named until a Court action there.</source>
        <translation>Następnie w każdej partii strona ze ściśle największą liczbą Polityków (neutralni tak samo) zajmuje pole Lidera, jeśli jeszcze go nie zajmuje; przy remisie Lidera nie wyznacza się aż do akcji Dworu w tej partii.</translation>
    </message>
    <message>
        <source>Turbine effect: after an Energize action you may take the rightmost (cheapest) market Action tile for free.</source>
        <translation>Efekt Turbiny: po akcji Zasilania możesz za darmo wziąć skrajnie prawą (najtańszą) płytkę Akcji z rynku.</translation>
    </message>
    <message>
        <source>Turbine effect: after an Energize action, 1 step on the VP income track.</source>
        <translation>Efekt Turbiny: po akcji Zasilania 1 pole na torze dochodu PZ.</translation>
    </message>
    <message>
        <source>Two more Setup cards place neutrals 3 and 4 the same way; a Party that already holds neutrals passes to the next one down (Realists wrap to Capitalists).</source>
        <translation>Dwie kolejne karty Przygotowania umieszczają neutralnych polityków 3 i 4 w ten sam sposób; jeśli partia ma już neutralnych, bierze się następną poniżej (po Realistach znów Kapitaliści).</translation>
    </message>
    <message>
        <source>VP equal to the electricity needed by your costliest energized non-government Urban Building.</source>
        <translation>PZ równe elektryczności potrzebnej twojemu najdroższemu zasilonemu, nierządowemu Budynkowi Miejskiemu.</translation>
    </message>
    <message>
        <source>When a neutral leads, the comparison counts all neutral Politicians in that Party as one side.</source>
        <translation>Gdy Liderem jest neutralny polityk, porównanie liczy wszystkich neutralnych Polityków w tej partii jako jedną stronę.</translation>
    </message>
    <message>
        <source>When the neutrals take a Leader space, the lowest-numbered neutral there sits on it (the arrow only when alone).</source>
        <translation>Gdy neutralni zajmują pole Lidera, siada na nim neutralny polityk z najniższym numerem w tej partii (ten ze strzałką tylko wtedy, gdy jest sam).</translation>
    </message>
    <message>
        <source>Which Experiment each turbine-effect tile belongs to is not stated.</source>
        <translation>Nie podano, do którego Eksperymentu należy każda płytka efektu Turbiny.</translation>
    </message>
    <message>
        <source>Which Setup cards are still unused after the base setup is not tracked here; the app draws from a shuffled deck of the 13 cards without replacement.</source>
        <translation>Nie śledzimy tu, które karty Przygotowania pozostają niewykorzystane po przygotowaniu gry podstawowej; aplikacja dobiera z potasowanej talii 13 kart bez zwracania.</translation>
    </message>
    <message>
        <source>Which two agendas share a tile and which Party each tile belongs to is not stated; we pair the appendix list in order and bind each tile to its Party top to bottom.</source>
        <translation>Nie podano, które dwa programy dzielą płytkę ani do której partii należy każda płytka; łączymy listę z aneksu w pary po kolei i przypisujemy każdą płytkę do jej partii od góry do dołu.</translation>
    </message>
    <message>
        <source>With 3 or 4 players the game end needs 3 conditions instead of 2; with 2 players and solo it stays the same.</source>
        <translation>Przy 3 lub 4 graczach koniec gry wymaga 3 warunków zamiast 2; przy 2 graczach i w grze solo pozostaje bez zmian.</translation>
    </message>
    <message>
        <source>With no eligible Party and a Politician already in the Dominant Party, step 3 considers all four Parties.</source>
        <translation>Gdy żadna partia się nie kwalifikuje, a on ma już Polityka w Partii Dominującej, krok 3 bierze pod uwagę wszystkie cztery partie.</translation>
    </message>
    <message>
        <source>With no worker in his supply the Baron treats the Court action as unavailable.</source>
        <translation>Bez robotnika w zapasie Baron traktuje akcję Dworu jako niedostępną.</translation>
    </message>
</context>
<context>
    <name>rules.rftg</name>
    <message>
        <source>&quot;First&quot; goals are worth 3 VP and are never lost; if several players meet one in the same phase, each of them scores 3 VP (one takes the tile, the others a 3-VP goal chip).</source>
        <translation>Cele „pierwszy” są warte 3 PZ i nigdy nie przepadają; jeśli kilku graczy spełni taki cel w tej samej fazie, każdy z nich zdobywa 3 PZ (jeden bierze kafelek, pozostali żeton celu za 3 PZ).</translation>
    </message>
    <message>
        <source>&quot;Most&quot; goals are worth 5 VP: the first player to meet the condition (minimum) claims the tile, returns it if they drop below the minimum, and loses it to a player who later exceeds their amount.</source>
        <translation>Cele „najwięcej” są warte 5 PZ: pierwszy gracz, który spełni warunek (minimum), bierze kafelek, oddaje go, jeśli spadnie poniżej minimum, i traci go na rzecz gracza, który później przekroczy jego wynik.</translation>
    </message>
    <message>
        <source>6-cost developments score at game end for each tableau card that meets one of their conditions; a card title means that card is in the tableau.</source>
        <translation>Technologie za 6 punktują na koniec gry za każdą kartę w imperium spełniającą jeden z ich warunków; tytuł karty oznacza, że ta karta jest w imperium.</translation>
    </message>
    <message>
        <source>A Settle response that needs no credit does not spend credit either.</source>
        <translation>Odpowiedź na Kolonizację, która nie wymaga kredytu, też go nie zużywa.</translation>
    </message>
    <message>
        <source>A card&apos;s powers work from the phase after the one in which it was placed.</source>
        <translation>Zdolności karty działają od fazy następującej po tej, w której ją wyłożono.</translation>
    </message>
    <message>
        <source>A die showing Explore, Develop or Settle goes on the left space of that pair (the right one if the left already holds a die); other faces go on their own space.</source>
        <translation>Kość pokazująca Eksplorację, Rozwój lub Kolonizację trafia na lewe pole danej pary (na prawe, jeśli na lewym już leży kość); pozostałe ścianki trafiają na własne pola.</translation>
    </message>
    <message>
        <source>A military world is not paid for: the player needs military at least equal to its defence (specialised and temporary military count against it).</source>
        <translation>Za militarny świat się nie płaci: gracz potrzebuje siły militarnej co najmniej równej jego obronie (liczy się też siła specjalna i tymczasowa).</translation>
    </message>
    <message>
        <source>A player may not have two copies of the same development in their tableau.</source>
        <translation>Gracz nie może mieć w imperium dwóch egzemplarzy tej samej technologii.</translation>
    </message>
    <message>
        <source>A player may pay cards for a military world (not one with an Alien good) instead of conquering it: its defence minus 1, less other settle reductions.</source>
        <translation>Gracz może zapłacić kartami za militarny świat (poza światem z towarem Obcych) zamiast go podbijać: jego obrona minus 1, pomniejszona o inne zniżki przy kolonizacji.</translation>
    </message>
    <message>
        <source>A robot face is read as the action shown on the robot= marker.</source>
        <translation>Ścianka robota oznacza akcję pokazaną na znaczniku „robot=”.</translation>
    </message>
    <message>
        <source>A round: the player marks two actions on the mat, the robot&apos;s two dice are rolled and placed, then each chosen phase is resolved left to right, the player first.</source>
        <translation>Runda: gracz zaznacza dwie akcje na planszy, rzuca się dwiema kośćmi robota i umieszcza je, po czym każdą wybraną fazę rozpatruje się od lewej do prawej, zaczynając od gracza.</translation>
    </message>
    <message>
        <source>A star copies one of the player&apos;s actions: two stars go under the player&apos;s two markers; one star goes under the player&apos;s right-most marker, or the other one if that space already holds a die; a star under the right space of a pair both markers occupy moves to the left space unless the other die is there.</source>
        <translation>Gwiazdka kopiuje jedną z akcji gracza: dwie gwiazdki trafiają pod oba znaczniki gracza; jedna gwiazdka trafia pod skrajnie prawy znacznik gracza albo pod drugi, jeśli to pole zajmuje już kość; gwiazdka pod prawym polem pary zajętej przez oba znaczniki przesuwa się na lewe pole, chyba że leży tam druga kość.</translation>
    </message>
    <message>
        <source>A tie that the tie-break does not break is a shared victory.</source>
        <translation>Remis, którego nie rozstrzyga kryterium dodatkowe, oznacza wspólne zwycięstwo.</translation>
    </message>
    <message>
        <source>A windfall start world receives one good at once.</source>
        <translation>Startowy świat z zasobami od razu otrzymuje jeden towar.</translation>
    </message>
    <message>
        <source>A windfall world receives a good when it is placed.</source>
        <translation>Świat z zasobami otrzymuje towar w chwili wyłożenia.</translation>
    </message>
    <message>
        <source>Alpha Centauri draws extra on its Settle actions and settles in response without positive credit.</source>
        <translation>Alfa Centauri dobiera dodatkowe karty przy swoich akcjach Kolonizacji i kolonizuje w odpowiedzi bez dodatniego kredytu.</translation>
    </message>
    <message>
        <source>An extra sale during Consume (Black Market Trading World: no trade bonuses); optional.</source>
        <translation>Dodatkowa sprzedaż podczas Konsumpcji (Czarnorynkowy świat handlowy: bez premii handlowych); opcjonalna.</translation>
    </message>
    <message>
        <source>Ancient Race, as a start world, makes its owner discard three of the six opening cards instead of two.</source>
        <translation>Starożytna rasa jako świat startowy zmusza właściciela do odrzucenia trzech z sześciu kart początkowych zamiast dwóch.</translation>
    </message>
    <message>
        <source>Any robot Trade action counts for Old Earth&apos;s swap and Damaged Alien Factory&apos;s flip, even one copied by a star.</source>
        <translation>Każda akcja Handlu robota liczy się dla wymiany przy Starej Ziemi i odwrócenia przy Uszkodzonej fabryce Obcych, nawet skopiowana przez gwiazdkę.</translation>
    </message>
    <message>
        <source>At game end, every player who meets a &quot;most&quot; goal&apos;s condition and is tied for the most without holding its tile scores a 3-VP goal chip.</source>
        <translation>Na koniec gry każdy gracz, który spełnia warunek celu „najwięcej” i remisuje o pierwsze miejsce, nie mając jego kafelka, dostaje żeton celu za 3 PZ.</translation>
    </message>
    <message>
        <source>At the end of the round each player discards down to 10 cards in hand.</source>
        <translation>Na koniec rundy każdy gracz odrzuca karty do 10 na ręce.</translation>
    </message>
    <message>
        <source>Both Consume actions: VP chips equal to twice its economy, then credit +2 and economy +1.</source>
        <translation>Obie akcje Konsumpcji: żetony PZ równe podwojonej gospodarce, potem kredyt +2 i gospodarka +1.</translation>
    </message>
    <message>
        <source>Budget Surplus: first to discard at least one card at the end of a round.</source>
        <translation>Nadwyżka budżetowa: pierwszy, kto odrzuci co najmniej jedną kartę na koniec rundy.</translation>
    </message>
    <message>
        <source>Colony Ship with Contact Specialist: a military world paid for with Contact Specialist is placed as a non-military world, so Colony Ship may be discarded to place it for free (not a world with an Alien good).</source>
        <translation>Statek kolonizacyjny ze Specjalistą od kontaktów: świat militarny opłacony dzięki Specjaliście od kontaktów jest wykładany jako świat niemilitarny, więc można odrzucić Statek kolonizacyjny, by wyłożyć go za darmo (nie świat z towarem Obcych).</translation>
    </message>
    <message>
        <source>Consume bonus (2x VP): the player who chose it doubles the VP their consume powers give for goods.</source>
        <translation>Premia Konsumpcji (2x PZ): gracz, który ją wybrał, podwaja PZ, które jego zdolności konsumpcji dają za towary.</translation>
    </message>
    <message>
        <source>Consume this world&apos;s Alien good for 2 VP.</source>
        <translation>Skonsumuj towar Obcych z tego świata za 2 PZ.</translation>
    </message>
    <message>
        <source>Consume: 2x VP does not double the VP of discarding cards from hand (Deficit Spending): 1 VP per card discarded either way.</source>
        <translation>Konsumpcja: 2x PZ nie podwaja PZ za odrzucanie kart z ręki (Wydatki deficytowe): zawsze 1 PZ za odrzuconą kartę.</translation>
    </message>
    <message>
        <source>Consume: every player uses each consume power once, in the order they choose; powers that consume goods must be used while they can be, each taking as many goods as it allows.</source>
        <translation>Konsumpcja: każdy gracz używa każdej zdolności konsumpcji raz, w wybranej przez siebie kolejności; zdolności konsumujące towary trzeba używać, dopóki się da, a każda zabiera tyle towarów, ile pozwala.</translation>
    </message>
    <message>
        <source>Costs are paid by discarding cards from hand.</source>
        <translation>Koszty płaci się, odrzucając karty z ręki.</translation>
    </message>
    <message>
        <source>Damaged Alien Factory: after each Produce action, a robot= marker reading Produce is flipped to Trade.</source>
        <translation>Uszkodzona fabryka Obcych: po każdej akcji Produkcji znacznik „robot=” pokazujący Produkcję zostaje odwrócony na Handel.</translation>
    </message>
    <message>
        <source>Damaged Alien Factory: after each Trade action, a robot= marker reading Trade is flipped to Produce.</source>
        <translation>Uszkodzona fabryka Obcych: po każdej akcji Handlu znacznik „robot=” pokazujący Handel zostaje odwrócony na Produkcję.</translation>
    </message>
    <message>
        <source>Damaged Alien Factory: discard a card to produce an Alien good on it; a card drawn from another produce power may be discarded, but then that power gives nothing for this good.</source>
        <translation>Uszkodzona fabryka Obcych: odrzuć kartę, aby wyprodukować na niej towar Obcych; można odrzucić kartę dobraną dzięki innej zdolności produkcji, ale wtedy ta zdolność nic nie daje za ten towar.</translation>
    </message>
    <message>
        <source>Develop bonus: the player who chose Develop pays one card less.</source>
        <translation>Premia Rozwoju: gracz, który wybrał Rozwój, płaci o jedną kartę mniej.</translation>
    </message>
    <message>
        <source>Develop: every player may place one development from hand, choosing face down at the same time, paying its cost in cards minus any reductions (never below zero).</source>
        <translation>Rozwój: każdy gracz może wyłożyć jedną technologię z ręki, wybierając ją w zakryciu jednocześnie z innymi i płacąc jej koszt w kartach pomniejszony o zniżki (nigdy poniżej zera).</translation>
    </message>
    <message>
        <source>Difficulty: easy one 6-cost marker worth 6 VP, medium two worth 6, hard three worth 9.</source>
        <translation>Poziom trudności: łatwy — jeden znacznik technologii za 6 wart 6 PZ, średni — dwa warte 6, trudny — trzy warte 9.</translation>
    </message>
    <message>
        <source>Discard this card from the tableau for +3 military until the end of the phase.</source>
        <translation>Odrzuć tę kartę z imperium: +3 do siły militarnej do końca fazy.</translation>
    </message>
    <message>
        <source>Discard this card from the tableau to place a non-military world for free (not a world with an Alien good).</source>
        <translation>Odrzuć tę kartę z imperium, aby za darmo wyłożyć niemilitarny świat (nie świat z towarem Obcych).</translation>
    </message>
    <message>
        <source>Discard up to the stated number of hand cards for VP each; optional.</source>
        <translation>Odrzuć z ręki do podanej liczby kart, zdobywając PZ za każdą; opcjonalne.</translation>
    </message>
    <message>
        <source>Doomed World&apos;s first Settle action: flip the draw pile (not the robot&apos;s) until a non-military world of 3 VP or more, place it, credit +2 and economy +1; then discard the counter and Doomed World from the robot&apos;s tableau.</source>
        <translation>Pierwsza akcja Kolonizacji Skazanego świata: odkrywaj karty z talii (nie ze stosu robota) aż do niemilitarnego świata za 3 PZ lub więcej, wyłóż go, kredyt +2 i gospodarka +1; następnie odrzuć żeton specjalny i Skazany świat z imperium robota.</translation>
    </message>
    <message>
        <source>Doomed World&apos;s special search: unmatched cards go to the discard pile; before it the standard Settle response applies.</source>
        <translation>Specjalne poszukiwanie Skazanego świata: niepasujące karty trafiają na stos kart odrzuconych; przed nim obowiązuje standardowa odpowiedź na Kolonizację.</translation>
    </message>
    <message>
        <source>Drafting (2-3 players): after the goals are chosen, each player is dealt one odd and one even start world face down; the unused start worlds are shuffled into the deck.</source>
        <translation>Draft (2–3 graczy): po wybraniu celów każdy gracz otrzymuje w zakryciu jeden nieparzysty i jeden parzysty świat startowy; niewykorzystane światy startowe wtasowuje się do talii.</translation>
    </message>
    <message>
        <source>Each goal is claimed only at the end of the phases shown on it (Budget Surplus: at the end of a round).</source>
        <translation>Każdy cel zdobywa się tylko na koniec faz na nim wskazanych (Nadwyżka budżetowa: na koniec rundy).</translation>
    </message>
    <message>
        <source>Each player draws five cards, keeps one and passes the rest left, again and again until all are taken.</source>
        <translation>Każdy gracz dobiera pięć kart, zatrzymuje jedną, a resztę podaje w lewo, i tak dalej, aż wszystkie zostaną rozebrane.</translation>
    </message>
    <message>
        <source>Each player draws from their own deck and discards to their own discard pile, reshuffling it when their deck runs out.</source>
        <translation>Każdy gracz dobiera z własnej talii i odrzuca na własny stos kart odrzuconych, tasując go, gdy talia się wyczerpie.</translation>
    </message>
    <message>
        <source>Each player gets one random start world; the unused start worlds are shuffled into the deck. Each player is dealt six cards and discards two of them.</source>
        <translation>Każdy gracz dostaje losowy świat startowy; niewykorzystane światy startowe wtasowuje się do talii. Każdy gracz otrzymuje sześć kart i odrzuca dwie z nich.</translation>
    </message>
    <message>
        <source>Each player shuffles their picks into their own deck, draws six, discards two and one of their two start worlds, then reveals the start world kept.</source>
        <translation>Każdy gracz tasuje wybrane karty we własną talię, dobiera sześć, odrzuca dwie oraz jeden z dwóch światów startowych, po czym odsłania zachowany świat startowy.</translation>
    </message>
    <message>
        <source>Each round every player secretly chooses an action card; the choices are revealed together.</source>
        <translation>W każdej rundzie każdy gracz w tajemnicy wybiera kartę akcji; wybory odsłania się jednocześnie.</translation>
    </message>
    <message>
        <source>End of round: the player discards down to 10 (the robot has no hand limit), then the end of the game is checked.</source>
        <translation>Koniec rundy: gracz odrzuca karty do 10 (robot nie ma limitu kart na ręce), po czym sprawdza się koniec gry.</translation>
    </message>
    <message>
        <source>Epsilon Eridani, New Sparta and Separatist Colony flip for military worlds and settle in response without positive credit; New Sparta draws extra on its Settle action.</source>
        <translation>Epsilon Eridani, Nowa Sparta i Kolonia separatystów szukają światów militarnych i kolonizują w odpowiedzi bez dodatniego kredytu; Nowa Sparta dobiera dodatkowe karty przy swojej akcji Kolonizacji.</translation>
    </message>
    <message>
        <source>Explore bonus: +5 draws five more cards; +1/+1 draws one more and keeps one more.</source>
        <translation>Premia Eksploracji: +5 — dobierz pięć kart więcej; +1/+1 — dobierz jedną więcej i zatrzymaj jedną więcej.</translation>
    </message>
    <message>
        <source>Explore: every player draws two cards and keeps one; Explore powers add cards drawn or kept; only the newly drawn cards may be discarded.</source>
        <translation>Eksploracja: każdy gracz dobiera dwie karty i zatrzymuje jedną; zdolności Eksploracji zwiększają liczbę dobieranych lub zatrzymywanych kart; odrzucać można tylko nowo dobrane karty.</translation>
    </message>
    <message>
        <source>Flip to find: turn the robot&apos;s pile over one card at a time, discarding each card that does not match, until a match or the end of the pile; place means put it in the robot&apos;s tableau.</source>
        <translation>Odkrywanie w poszukiwaniu: odkrywaj karty ze stosu robota po jednej, odrzucając każdą niepasującą, aż trafisz na pasującą lub stos się skończy; wyłożenie oznacza umieszczenie jej w imperium robota.</translation>
    </message>
    <message>
        <source>For each chosen phase the robot uses its action row when a die sits on that space, its response row when no die does and the player chose it.</source>
        <translation>W każdej wybranej fazie robot korzysta z rzędu akcji, gdy na tym polu leży kość, a z rzędu odpowiedzi, gdy kości nie ma, a fazę wybrał gracz.</translation>
    </message>
    <message>
        <source>Galactic Standard of Living: first to hold 5 or more VP chips (goal VP do not count); checked at the end of Consume.</source>
        <translation>Galaktyczny standard życia: pierwszy, kto ma żetony PZ warte 5 lub więcej (PZ z celów się nie liczą); sprawdzane na koniec Konsumpcji.</translation>
    </message>
    <message>
        <source>Galactic Status: first to place a 6-cost development; checked at the end of Develop.</source>
        <translation>Galaktyczny prestiż: pierwszy, kto wyłoży technologię za 6; sprawdzane na koniec Rozwoju.</translation>
    </message>
    <message>
        <source>Gambling World: name a cost from 1 to 7 and flip the top card of the deck; keep it if its cost matches, else discard it.</source>
        <translation>Świat hazardu: wskaż koszt od 1 do 7 i odkryj wierzchnią kartę talii; zatrzymaj ją, jeśli koszt się zgadza, w przeciwnym razie ją odrzuć.</translation>
    </message>
    <message>
        <source>Goal VP are added to the total; they are not VP chips, do not drain the pool and do not count for Galactic Renaissance or Galactic Standard of Living.</source>
        <translation>PZ z celów dolicza się do sumy; nie są żetonami PZ, nie uszczuplają puli i nie liczą się do Galaktycznego renesansu ani Galaktycznego standardu życia.</translation>
    </message>
    <message>
        <source>Greatest Infrastructure: at least four and the most developments; checked at the end of Develop.</source>
        <translation>Największa infrastruktura: co najmniej cztery i najwięcej technologii; sprawdzane na koniec Rozwoju.</translation>
    </message>
    <message>
        <source>Greatest Military: at least 6 and the most unconditional military in the tableau; checked at the end of Develop and Settle.</source>
        <translation>Największa siła militarna: co najmniej 6 i najwięcej bezwarunkowej siły militarnej w imperium; sprawdzane na koniec Rozwoju i Kolonizacji.</translation>
    </message>
    <message>
        <source>How many extra cards a start world&apos;s counter draws.</source>
        <translation>Ile dodatkowych kart dobiera żeton specjalny świata startowego.</translation>
    </message>
    <message>
        <source>If several players reach or exceed a &quot;most&quot; goal by the same amount in the same phase, nobody claims it, and a holder they exceed returns it to the centre.</source>
        <translation>Jeśli kilku graczy w tej samej fazie osiągnie w celu „najwięcej” taki sam wynik, nikt go nie zdobywa, a posiadacz, którego wyprzedzili, zwraca go na środek.</translation>
    </message>
    <message>
        <source>Imperium Lords: draw a card per military world in the tableau.</source>
        <translation>Władcy Imperium: dobierz kartę za każdy militarny świat w imperium.</translation>
    </message>
    <message>
        <source>Improved Logistics: place a second world after fully resolving the first; the first world&apos;s powers do not help it, and it gets no Settle bonus.</source>
        <translation>Ulepszona logistyka: wyłóż drugi świat po pełnym rozpatrzeniu pierwszego; zdolności pierwszego świata mu nie pomagają i nie dostaje on premii Kolonizacji.</translation>
    </message>
    <message>
        <source>Innovation Leader: first to have powers in every phase, Trade counted apart; checked at the end of Develop and Settle.</source>
        <translation>Lider innowacji: pierwszy, kto ma zdolności w każdej fazie, licząc Handel osobno; sprawdzane na koniec Rozwoju i Kolonizacji.</translation>
    </message>
    <message>
        <source>Largest Industry: at least three and the most Novelty and/or Rare elements worlds (production or windfall); checked at the end of Settle.</source>
        <translation>Największy przemysł: co najmniej trzy i najwięcej światów typu Nowinki i/lub Rzadkie pierwiastki (produkcyjnych lub z zasobami); sprawdzane na koniec Kolonizacji.</translation>
    </message>
    <message>
        <source>Old Earth: after its first Trade action the robot= marker is replaced by the x2 one and its counter is discarded.</source>
        <translation>Stara Ziemia: po jej pierwszej akcji Handlu znacznik „robot=” zastępuje się znacznikiem x2, a jej żeton specjalny się odrzuca.</translation>
    </message>
    <message>
        <source>On a tie, the most cards in hand plus goods wins; a further tie is shared.</source>
        <translation>Przy remisie wygrywa gracz z największą sumą kart na ręce i towarów; dalszy remis oznacza wspólne zwycięstwo.</translation>
    </message>
    <message>
        <source>Only the chosen phases happen, in the order Explore, Develop, Settle, Consume, Produce; each happens once however many players chose it, and every player takes part; only those who chose it get its bonus.</source>
        <translation>Odbywają się tylko wybrane fazy, w kolejności: Eksploracja, Rozwój, Kolonizacja, Konsumpcja, Produkcja; każda odbywa się raz, niezależnie od tego, ilu graczy ją wybrało, i biorą w niej udział wszyscy; premię dostają tylko ci, którzy ją wybrali.</translation>
    </message>
    <message>
        <source>Overlord Discoveries: first to have at least three Alien cards in the tableau; checked at the end of Develop and Settle.</source>
        <translation>Odkrycia Zwierzchników: pierwszy, kto ma w imperium co najmniej trzy karty Obcych; sprawdzane na koniec Rozwoju i Kolonizacji.</translation>
    </message>
    <message>
        <source>Passing left gives the pack to the next seat number (seat 1 to seat 2, the last seat to seat 1); passing right, to the previous one.</source>
        <translation>Podanie w lewo przekazuje pakiet graczowi o następnym numerze miejsca (z miejsca 1 na 2, z ostatniego na 1); podanie w prawo — poprzedniemu.</translation>
    </message>
    <message>
        <source>Produce bonus: the player who chose Produce produces a good on one empty windfall world.</source>
        <translation>Premia Produkcji: gracz, który wybrał Produkcję, produkuje towar na jednym pustym świecie z zasobami.</translation>
    </message>
    <message>
        <source>Produce: every production world without a good gets one; windfall worlds do not, except through powers; produce-phase draw powers are resolved.</source>
        <translation>Produkcja: każdy świat produkcyjny bez towaru otrzymuje jeden; światy z zasobami nie, chyba że dzięki zdolnościom; rozpatruje się zdolności dobierania z fazy Produkcji.</translation>
    </message>
    <message>
        <source>Production Leader: at least four and the most production worlds; checked at the end of Settle.</source>
        <translation>Lider produkcji: co najmniej cztery i najwięcej światów produkcyjnych; sprawdzane na koniec Kolonizacji.</translation>
    </message>
    <message>
        <source>Robot Consume response (only the player chose Consume): VP chips equal to its economy, once.</source>
        <translation>Odpowiedź robota na Konsumpcję (Konsumpcję wybrał tylko gracz): żetony PZ równe jego gospodarce, jeden raz.</translation>
    </message>
    <message>
        <source>Robot Develop (each Develop phase): with an unplaced 6-cost marker and credit 2 or more (3 in response) it places the marker, which counts as a card, pays 2 (3) credit and skips the rest.</source>
        <translation>Rozwój robota (w każdej fazie Rozwoju): mając niewyłożony znacznik technologii za 6 i kredyt 2 lub więcej (3 w odpowiedzi), wykłada znacznik, który liczy się jako karta, płaci 2 (3) kredytu i pomija resztę.</translation>
    </message>
    <message>
        <source>Robot Develop action: draw 1, then flip for a development; a 6-cost one is placed for 1 credit if credit is positive, else discarded and the flipping goes on.</source>
        <translation>Akcja Rozwoju robota: dobierz 1, potem odkrywaj w poszukiwaniu technologii; technologię za 6 wykłada się za 1 kredyt, jeśli kredyt jest dodatni, w przeciwnym razie odrzuca się ją i odkrywa dalej.</translation>
    </message>
    <message>
        <source>Robot Develop response: nothing at credit 0; else flip for a development and place it for 1 credit, whatever its cost.</source>
        <translation>Odpowiedź robota na Rozwój: nic przy kredycie 0; w przeciwnym razie odkrywaj w poszukiwaniu technologii i wyłóż ją za 1 kredyt, niezależnie od jej kosztu.</translation>
    </message>
    <message>
        <source>Robot Explore action: draw 1 and credit +1 (draw 3 and credit +1 with dice on both Explore spaces).</source>
        <translation>Akcja Eksploracji robota: dobierz 1 i kredyt +1 (dobierz 3 i kredyt +1, gdy kości leżą na obu polach Eksploracji).</translation>
    </message>
    <message>
        <source>Robot Explore response: draw 1 (even if the player chose both Explores).</source>
        <translation>Odpowiedź robota na Eksplorację: dobierz 1 (nawet jeśli gracz wybrał obie Eksploracje).</translation>
    </message>
    <message>
        <source>Robot Produce action: economy +1.</source>
        <translation>Akcja Produkcji robota: gospodarka +1.</translation>
    </message>
    <message>
        <source>Robot Produce response: nothing.</source>
        <translation>Odpowiedź robota na Produkcję: nic.</translation>
    </message>
    <message>
        <source>Robot Settle action (each Settle phase it chose): draw 3, flip for a non-military world and place it if found.</source>
        <translation>Akcja Kolonizacji robota (w każdej wybranej przez niego fazie Kolonizacji): dobierz 3, odkrywaj w poszukiwaniu niemilitarnego świata i wyłóż go, jeśli się znajdzie.</translation>
    </message>
    <message>
        <source>Robot Settle response: nothing at credit 0; else draw 2, flip for a non-military world and place it for 1 credit.</source>
        <translation>Odpowiedź robota na Kolonizację: nic przy kredycie 0; w przeciwnym razie dobierz 2, odkrywaj w poszukiwaniu niemilitarnego świata i wyłóż go za 1 kredyt.</translation>
    </message>
    <message>
        <source>Robot Trade action: credit +2, then VP chips equal to its economy.</source>
        <translation>Akcja Handlu robota: kredyt +2, potem żetony PZ równe jego gospodarce.</translation>
    </message>
    <message>
        <source>Robot score: VP chips plus the VP of its cards, each 6-cost development card or marker worth 6 or 9 by difficulty.</source>
        <translation>Wynik robota: żetony PZ plus PZ z jego kart; każda karta lub znacznik technologii za 6 jest wart 6 lub 9 zależnie od poziomu trudności.</translation>
    </message>
    <message>
        <source>Robot setup: robot= marker and special counters by start world; credit 1 (Ancient Race 0, Alpha Centauri 2), economy 0 (Earth&apos;s Lost Colony and Epsilon Eridani 1), a face-down pile of four cards (Ancient Race three).</source>
        <translation>Przygotowanie robota: znacznik „robot=” i żetony specjalne zależnie od świata startowego; kredyt 1 (Starożytna rasa 0, Alfa Centauri 2), gospodarka 0 (Zaginiona kolonia Ziemi i Epsilon Eridani 1), zakryty stos czterech kart (Starożytna rasa — trzech).</translation>
    </message>
    <message>
        <source>Robot x2 action: VP chips equal to twice its economy, then economy +1.</source>
        <translation>Akcja x2 robota: żetony PZ równe podwojonej gospodarce, potem gospodarka +1.</translation>
    </message>
    <message>
        <source>Score: VP chips + printed VP of tableau cards + 6-cost development bonuses + goals.</source>
        <translation>Wynik: żetony PZ + PZ wydrukowane na kartach w imperium + premie z technologii za 6 + cele.</translation>
    </message>
    <message>
        <source>Selling a Genes good draws one more card per chromosome card in the tableau (the card itself included).</source>
        <translation>Sprzedaż towaru typu Geny daje dodatkowo jedną kartę za każdą kartę z chromosomem w imperium (wliczając tę kartę).</translation>
    </message>
    <message>
        <source>Separatist Colony&apos;s counter makes the robot draw more cards in Explore.</source>
        <translation>Żeton specjalny Kolonii separatystów sprawia, że robot dobiera więcej kart w Eksploracji.</translation>
    </message>
    <message>
        <source>Set out 24 VP chips, choose a difficulty, take its 6-cost development markers, and deal a start world to the player and to the robot.</source>
        <translation>Wyłóż 24 żetony PZ, wybierz poziom trudności, weź odpowiadające mu znaczniki technologii za 6 i rozdaj świat startowy graczowi oraz robotowi.</translation>
    </message>
    <message>
        <source>Settle bonus: the player who chose Settle draws a card after placing a world (once per phase).</source>
        <translation>Premia Kolonizacji: gracz, który wybrał Kolonizację, dobiera kartę po wyłożeniu świata (raz na fazę).</translation>
    </message>
    <message>
        <source>Settle: every player may place one world from hand, choosing face down at the same time; a non-military world costs its cost in cards minus reductions.</source>
        <translation>Kolonizacja: każdy gracz może wyłożyć jeden świat z ręki, wybierając go w zakryciu jednocześnie z innymi; niemilitarny świat kosztuje swój koszt w kartach pomniejszony o zniżki.</translation>
    </message>
    <message>
        <source>Solitaire game: the two-player advanced rules without goals, against a robot whose actions are rolled on dice; its start world sets how its robot faces read and which special counters change its rows on the mat.</source>
        <translation>Gra solo: zaawansowane zasady dla dwóch graczy bez celów, przeciwko robotowi, którego akcje wyznaczają rzuty kośćmi; jego świat startowy określa znaczenie ścianek robota i to, które żetony specjalne zmieniają jego rzędy na planszy.</translation>
    </message>
    <message>
        <source>Space Mercenaries: discard up to two cards from hand for +1 military each until the end of the Settle phase; optional, need not be used fully.</source>
        <translation>Kosmiczni najemnicy: odrzuć do dwóch kart z ręki, zyskując +1 do siły militarnej za każdą do końca fazy Kolonizacji; opcjonalne, nie trzeba wykorzystywać w pełni.</translation>
    </message>
    <message>
        <source>System Diversity: first to have a production or windfall world of each kind (Novelty, Rare, Genes, Alien); checked at the end of Settle.</source>
        <translation>Różnorodność systemów: pierwszy, kto ma świat produkcyjny lub z zasobami każdego typu (Nowinki, Rzadkie pierwiastki, Geny, Obcy); sprawdzane na koniec Kolonizacji.</translation>
    </message>
    <message>
        <source>The expansion adds a third Contact Specialist.</source>
        <translation>Dodatek wprowadza trzeciego Specjalistę od kontaktów.</translation>
    </message>
    <message>
        <source>The expansion adds action cards and VP chips for a fifth player: the game takes 2 to 5 players.</source>
        <translation>Dodatek wprowadza karty akcji i żetony PZ dla piątego gracza: w grze może brać udział od 2 do 5 graczy.</translation>
    </message>
    <message>
        <source>The expansion cards join the base deck; a third Contact Specialist is added and Gambling World is replaced by a reprint with the same power.</source>
        <translation>Karty dodatku dołącza się do talii podstawowej; dochodzi trzeci Specjalista od kontaktów, a Świat hazardu zastępuje się nowym wydaniem z tą samą zdolnością.</translation>
    </message>
    <message>
        <source>The faces of the robot&apos;s two dice.</source>
        <translation>Ścianki dwóch kości robota.</translation>
    </message>
    <message>
        <source>The game ends after the round in which a tableau reaches 12 cards or the VP pool runs out; VP chips keep being paid that round.</source>
        <translation>Gra kończy się po rundzie, w której czyjeś imperium osiągnie 12 kart lub wyczerpie się pula PZ; w tej rundzie żetony PZ nadal się wypłaca.</translation>
    </message>
    <message>
        <source>The game ends after the round in which either tableau has 12 cards (each 6-cost marker counting as a card) or the 24 chips ran out (extra chips finish the round).</source>
        <translation>Gra kończy się po rundzie, w której jedno z imperiów ma 12 kart (każdy znacznik technologii za 6 liczy się jako karta) lub skończyły się 24 żetony (dodatkowe żetony pozwalają dokończyć rundę).</translation>
    </message>
    <message>
        <source>The mat&apos;s spaces: Explore +5 on the left of the Explore pair; a single Develop or Settle uses the left space.</source>
        <translation>Pola planszy: Eksploracja +5 po lewej w parze Eksploracji; pojedynczy Rozwój lub Kolonizacja zajmuje lewe pole.</translation>
    </message>
    <message>
        <source>The pool holds 12 VP chips per player.</source>
        <translation>Pula zawiera 12 żetonów PZ na gracza.</translation>
    </message>
    <message>
        <source>The robot draws by moving cards from the draw pile onto its own face-down pile unseen; credit runs up to 4 and economy up to 5, gains beyond are lost.</source>
        <translation>Robot dobiera, przekładając karty z talii na swój zakryty stos bez oglądania; kredyt sięga najwyżej 4, a gospodarka 5, nadwyżki przepadają.</translation>
    </message>
    <message>
        <source>The robot may hold two copies of one development.</source>
        <translation>Robot może mieć dwa egzemplarze tej samej technologii.</translation>
    </message>
    <message>
        <source>The robot&apos;s draws reshuffle the discard pile when the draw pile runs out.</source>
        <translation>Gdy talia się wyczerpie, dobieranie przez robota powoduje przetasowanie stosu kart odrzuconych.</translation>
    </message>
    <message>
        <source>The robot&apos;s tableau is a pile of cards without goods where only the count and VP matter, plus 6-cost development markers; its hand is a face-down draw pile; its credit buys cards, its economy earns VP chips in Consume.</source>
        <translation>Imperium robota to stos kart bez towarów, w którym liczy się tylko ich liczba i PZ, plus znaczniki technologii za 6; jego ręka to zakryty stos do dobierania; kredyt kupuje karty, a gospodarka przynosi żetony PZ w Konsumpcji.</translation>
    </message>
    <message>
        <source>Then five more each, passing right; the direction alternates while everyone can draw five; what is left is removed from the game.</source>
        <translation>Potem znowu po pięć, podając w prawo; kierunek zmienia się, dopóki każdy może dobrać pięć kart; resztę usuwa się z gry.</translation>
    </message>
    <message>
        <source>Then the player is dealt six cards and keeps four.</source>
        <translation>Następnie gracz otrzymuje sześć kart i zatrzymuje cztery.</translation>
    </message>
    <message>
        <source>Tie: the robot&apos;s final credit plus economy against the player&apos;s hand plus goods.</source>
        <translation>Remis: końcowy kredyt robota plus gospodarka kontra karty na ręce gracza plus towary.</translation>
    </message>
    <message>
        <source>Trade bonus: before consuming, the player who chose Trade sells one good for cards: Novelty 2, Rare elements 3, Genes 4, Alien 5, plus trade powers.</source>
        <translation>Premia Handlu: przed konsumpcją gracz, który wybrał Handel, sprzedaje jeden towar za karty: Nowinki 2, Rzadkie pierwiastki 3, Geny 4, Obcy 5, plus zdolności handlowe.</translation>
    </message>
    <message>
        <source>Two dice on Trade, x2 or Produce: the robot takes that action once.</source>
        <translation>Dwie kości na Handlu, x2 lub Produkcji: robot wykonuje tę akcję raz.</translation>
    </message>
    <message>
        <source>Two-player advanced game: each player chooses two different action cards; a second Develop or Settle card makes that phase happen twice (the second card only with the first).</source>
        <translation>Zaawansowana gra dwuosobowa: każdy gracz wybiera dwie różne karty akcji; druga karta Rozwoju lub Kolonizacji sprawia, że ta faza odbywa się dwukrotnie (drugą kartę tylko razem z pierwszą).</translation>
    </message>
    <message>
        <source>What the robot= marker reads for this start world.</source>
        <translation>Co pokazuje znacznik „robot=” dla tego świata startowego.</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the discard pile is shuffled to form a new one.</source>
        <translation>Gdy talia się wyczerpie, stos kart odrzuconych tasuje się, tworząc nową.</translation>
    </message>
    <message>
        <source>With goals, four of the six &quot;first&quot; goals and two of the four &quot;most&quot; goals are drawn at random and placed face up in the centre; the rest are removed.</source>
        <translation>W grze z celami losuje się cztery z sześciu celów „pierwszy” i dwa z czterech celów „najwięcej” i kładzie je odkryte na środku; resztę usuwa się.</translation>
    </message>
    <message>
        <source>Worked example: Alan claims Greatest Military at 6; Betty reaching 6 does not take it; Carol reaching 7 does.</source>
        <translation>Przykład: Alan zdobywa Największą siłę militarną przy 6; Betty, osiągając 6, jej nie odbiera; Carol, osiągając 7, odbiera.</translation>
    </message>
    <message>
        <source>Worked example: both Settles, the robot&apos;s die on the first, credit 2, pile 2: draw 3 and place the world found on the fourth flip; in response draw 2 and flip the three cards: nothing found leaves credit 2, a world found costs 1.</source>
        <translation>Przykład: obie Kolonizacje, kość robota na pierwszej, kredyt 2, stos 2: dobierz 3 i wyłóż świat znaleziony przy czwartym odkryciu; w odpowiedzi dobierz 2 i odkryj trzy karty: jeśli nic się nie znajdzie, kredyt zostaje 2, znaleziony świat kosztuje 1.</translation>
    </message>
    <message>
        <source>Worked example: credit 1, pile 2, the robot rolls Develop: it draws 1, finds a non-6-cost development on the second flip, and ends at credit 1 with 1 card.</source>
        <translation>Przykład: kredyt 1, stos 2, robot wyrzuca Rozwój: dobiera 1, przy drugim odkryciu znajduje technologię o koszcie innym niż 6 i kończy z kredytem 1 i 1 kartą.</translation>
    </message>
    <message>
        <source>Worked example: credit 4, pile 5, two markers; the player takes both Develops and the robot&apos;s die is on the first: marker for 2 credit, then in response (credit 2 &lt; 3) it flips a cost-2 development on the third card: credit 1, pile 2.</source>
        <translation>Przykład: kredyt 4, stos 5, dwa znaczniki; gracz bierze oba Rozwoje, a kość robota leży na pierwszym: znacznik za 2 kredytu, potem w odpowiedzi (kredyt 2 &lt; 3) robot odkrywa technologię o koszcie 2 jako trzecią kartę: kredyt 1, stos 2.</translation>
    </message>
    <message>
        <source>Worked example: the player chose Consume x2 and Produce; the robot rolls Develop and a star: Develop goes on the left Develop space, the star under Produce.</source>
        <translation>Przykład: gracz wybrał Konsumpcję x2 i Produkcję; robot wyrzuca Rozwój i gwiazdkę: Rozwój trafia na lewe pole Rozwoju, gwiazdka pod Produkcję.</translation>
    </message>
    <message>
        <source>Worked example: the player chose both Explores; the robot rolls Produce and a star: Produce goes on Produce, the star on the left Explore space.</source>
        <translation>Przykład: gracz wybrał obie Eksploracje; robot wyrzuca Produkcję i gwiazdkę: Produkcja trafia na Produkcję, gwiazdka na lewe pole Eksploracji.</translation>
    </message>
    <message>
        <source>Worked example: the player settles, the robot has credit 0 and rolled two other actions: it does nothing.</source>
        <translation>Przykład: gracz kolonizuje, robot ma kredyt 0 i wyrzucił dwie inne akcje: nic nie robi.</translation>
    </message>
    <message>
        <source>Worked example: the player takes both Consumes, the robot rolls two other actions at economy 3: 3 VP chips, once.</source>
        <translation>Przykład: gracz bierze obie Konsumpcje, robot przy gospodarce 3 wyrzuca dwie inne akcje: 3 PZ w żetonach, jeden raz.</translation>
    </message>
    <message>
        <source>Worked example: the player takes x2, the robot rolls Trade at credit 3 and economy 1: credit 4 (its maximum) and 1 VP chip; no response.</source>
        <translation>Przykład: gracz bierze x2, robot wyrzuca Handel przy kredycie 3 i gospodarce 1: kredyt 4 (maksimum) i 1 żeton PZ; bez odpowiedzi.</translation>
    </message>
    <message>
        <source>Worked examples: Produce at economy 0 gives 1; the player&apos;s Produce alone gives nothing; both chose Produce at economy 2 gives 3.</source>
        <translation>Przykłady: Produkcja przy gospodarce 0 daje 1; sama Produkcja gracza nic nie daje; Produkcja wybrana przez obu przy gospodarce 2 daje 3.</translation>
    </message>
</context>
<context>
    <name>rules.ti4</name>
    <message>
        <source>A player who controls Mecatol Rex must take the 1 VP; they cannot draw a secret objective instead.</source>
        <translation>Gracz kontrolujący Mecatol Rex musi wziąć 1 PZ; nie może zamiast tego dobrać celu tajnego.</translation>
    </message>
    <message>
        <source>A player who does not control every planet in their home system cannot score public objectives.</source>
        <translation>Gracz, który nie kontroluje każdej planety swojego systemu macierzystego, nie może realizować celów publicznych.</translation>
    </message>
    <message>
        <source>A player who draws a secret objective and then holds more than 3 (scored and unscored together) returns 1 unscored secret objective to the deck and shuffles it.</source>
        <translation>Gracz, który dobiera cel tajny i ma wtedy więcej niż 3 (zrealizowane i niezrealizowane łącznie), zwraca 1 niezrealizowany cel tajny do talii i ją tasuje.</translation>
    </message>
    <message>
        <source>A player who must return a secret objective does so and shuffles the deck before the next player may draw.</source>
        <translation>Gracz, który musi zwrócić cel tajny, robi to i tasuje talię, zanim następny gracz będzie mógł dobierać.</translation>
    </message>
    <message>
        <source>After the primary ability, every other player, clockwise from the active player&apos;s left, may spend 1 strategy-pool token to draw 1 secret objective.</source>
        <translation>Po zdolności głównej każdy inny gracz, zgodnie z ruchem wskazówek zegara, zaczynając od gracza na lewo od aktywnego gracza, może wydać 1 żeton z puli strategicznej, aby dobrać 1 cel tajny.</translation>
    </message>
    <message>
        <source>Each objective is scored in the phase its card names: status-phase ones in the status phase; action-phase secret objectives as soon as they are achieved in the action phase, agenda-phase ones in the agenda phase. The app asks about status-phase secrets at the status phase; the table records the others when they happen.</source>
        <translation>Każdy cel realizuje się w fazie podanej na jego karcie: cele fazy statusu w fazie statusu; tajne cele fazy akcji, gdy tylko zostaną osiągnięte w fazie akcji, cele fazy polityki w fazie polityki. O tajne cele fazy statusu aplikacja pyta w fazie statusu; pozostałe gracze zapisują, gdy się zdarzą.</translation>
    </message>
    <message>
        <source>Each player may score each objective only once.</source>
        <translation>Każdy gracz może zrealizować każdy cel tylko raz.</translation>
    </message>
    <message>
        <source>If no public objective is left to reveal in the status phase, the game ends at once; most VP wins, ties go to the player first in initiative order.</source>
        <translation>Jeśli w fazie statusu nie ma już celu publicznego do odkrycia, gra natychmiast się kończy; wygrywa gracz z największą liczbą PZ, a remis rozstrzyga się na korzyść gracza pierwszego w kolejności inicjatywy.</translation>
    </message>
    <message>
        <source>Imperial lets players gain victory points and secret objectives; its initiative is 8.</source>
        <translation>Karta Imperium pozwala graczom zdobywać punkty zwycięstwa i cele tajne; jej inicjatywa wynosi 8.</translation>
    </message>
    <message>
        <source>In each status phase a player may score at most one public and one secret objective; secret objectives scored during the action or agenda phase do not count toward that limit.</source>
        <translation>W każdej fazie statusu gracz może zrealizować najwyżej jeden cel publiczny i jeden tajny; tajne cele zrealizowane w fazie akcji lub polityki nie wliczają się do tego limitu.</translation>
    </message>
    <message>
        <source>Playing on the 14-space side of the victory point track, the game ends, and a player wins, at 14 victory points instead of 10.</source>
        <translation>Przy grze na stronie toru punktów zwycięstwa z 14 polami gra kończy się, a gracz wygrywa, przy 14 punktach zwycięstwa zamiast 10.</translation>
    </message>
    <message>
        <source>Primary ability, first part: the active player scores one public objective whose condition they meet.</source>
        <translation>Zdolność główna, część pierwsza: aktywny gracz realizuje jeden cel publiczny, którego warunek spełnia.</translation>
    </message>
    <message>
        <source>Primary ability, second part: if the active player controls Mecatol Rex they gain 1 VP; otherwise they draw 1 secret objective.</source>
        <translation>Zdolność główna, część druga: jeśli aktywny gracz kontroluje Mecatol Rex, zdobywa 1 PZ; w przeciwnym razie dobiera 1 cel tajny.</translation>
    </message>
    <message>
        <source>Setup (Prophecy of Kings): each player is dealt 2 secret objectives, keeps 1 and returns the other to the deck, which is then shuffled.</source>
        <translation>Przygotowanie (Prophecy of Kings): każdy gracz otrzymuje 2 cele tajne, zatrzymuje 1, a drugi zwraca do talii, którą następnie się tasuje.</translation>
    </message>
    <message>
        <source>Setup: each player starts with 3 tokens in the tactic pool, 3 in the fleet pool and 2 in the strategy pool, and 0 victory points.</source>
        <translation>Przygotowanie: każdy gracz zaczyna z 3 żetonami w puli taktycznej, 3 w puli floty i 2 w puli strategicznej oraz z 0 punktów zwycięstwa.</translation>
    </message>
    <message>
        <source>Setup: shuffle the stage I and stage II decks, lay out 5 stage I and 5 stage II objectives face down, and reveal the first 2 stage I objectives.</source>
        <translation>Przygotowanie: potasuj talie etapu I i etapu II, wyłóż rewersem do góry 5 celów etapu I i 5 celów etapu II, a następnie odkryj pierwsze 2 cele etapu I.</translation>
    </message>
    <message>
        <source>Status phase, step 1: in initiative order each player may score up to 1 public objective and up to 1 secret objective they meet.</source>
        <translation>Faza statusu, krok 1: w kolejności inicjatywy każdy gracz może zrealizować maksymalnie 1 cel publiczny i maksymalnie 1 cel tajny, których warunki spełnia.</translation>
    </message>
    <message>
        <source>Status phase, step 2: the speaker reveals the next public objective; stage II objectives only after every stage I objective is revealed.</source>
        <translation>Faza statusu, krok 2: mówca odkrywa następny cel publiczny; cele etapu II dopiero po odkryciu wszystkich celów etapu I.</translation>
    </message>
    <message>
        <source>Status phase, step 5: each player gains 2 command tokens and places them in their pools (this app tracks how many go to the strategy pool).</source>
        <translation>Faza statusu, krok 5: każdy gracz otrzymuje 2 żetony dowodzenia i umieszcza je w swoich pulach (aplikacja śledzi, ile trafia do puli strategicznej).</translation>
    </message>
    <message>
        <source>Strategy phase: the players choose strategy cards; the table says who took Imperial this round, if anyone did.</source>
        <translation>Faza strategii: gracze wybierają karty strategii; przy stole podaje się, kto wziął Imperium w tej rundzie, jeśli ktokolwiek.</translation>
    </message>
    <message>
        <source>The 1 VP for Mecatol Rex does not need control of the home system.</source>
        <translation>1 PZ za Mecatol Rex nie wymaga kontroli nad systemem macierzystym.</translation>
    </message>
    <message>
        <source>The active player who holds Imperial may resolve its primary ability as a strategic action during the action phase.</source>
        <translation>Aktywny gracz, który ma kartę Imperium, może w fazie akcji rozpatrzyć jej zdolność główną jako akcję strategiczną.</translation>
    </message>
    <message>
        <source>The app cannot see every source of victory points (the custodians token, Support for the Throne, agendas, relics, other effects): at any question of the round a player may record points gained or lost, with the reason, which goes to the log.</source>
        <translation>Aplikacja nie widzi wszystkich źródeł punktów zwycięstwa (żeton Kustoszy, Wsparcie dla Tronu, ustawy, relikty, inne efekty): przy każdym pytaniu rundy gracz może zapisać zdobyte lub utracone punkty wraz z powodem, który trafia do dziennika.</translation>
    </message>
    <message>
        <source>The app cannot see the board: the players tell it whether a player meets an objective&apos;s condition, controls every planet of their home system, and who controls Mecatol Rex.</source>
        <translation>Aplikacja nie widzi planszy: gracze podają jej, czy gracz spełnia warunek celu, czy kontroluje każdą planetę swojego systemu macierzystego oraz kto kontroluje Mecatol Rex.</translation>
    </message>
    <message>
        <source>The app does not track the other strategy cards: status-phase order and ties follow seats clockwise from the left of the Imperial holder, who goes last (Imperial&apos;s initiative 8 is the highest).</source>
        <translation>Aplikacja nie śledzi pozostałych kart strategii: kolejność w fazie statusu i remisy wyznaczają miejsca zgodnie z ruchem wskazówek zegara, od osoby na lewo od posiadacza Imperium, który jest ostatni (inicjatywa 8 Imperium jest najwyższa).</translation>
    </message>
    <message>
        <source>The game ends at once when a player reaches 10 victory points (14 on the other side of the track); that player wins. A player never has more.</source>
        <translation>Gra kończy się natychmiast, gdy gracz osiągnie 10 punktów zwycięstwa (14 na drugiej stronie toru); ten gracz wygrywa. Gracz nigdy nie ma ich więcej.</translation>
    </message>
    <message>
        <source>The player who removes the custodians token from Mecatol Rex (spending 6 influence before landing ground forces there) takes it and gains 1 victory point; this happens once a game.</source>
        <translation>Gracz, który usuwa żeton Kustoszy z Mecatol Rex (wydając 6 wpływów przed lądowaniem wojsk naziemnych), zabiera go i zdobywa 1 punkt zwycięstwa; zdarza się to raz na grę.</translation>
    </message>
    <message>
        <source>To score a public objective with Imperial, the player must control every planet in their home system.</source>
        <translation>Aby zrealizować cel publiczny dzięki Imperium, gracz musi kontrolować każdą planetę swojego systemu macierzystego.</translation>
    </message>
</context>
<context>
    <name>rules.tmae</name>
    <message>
        <source>A blue card ACTION: pay its cost to get its profit, once per Action phase.</source>
        <translation>AKCJA niebieskiej karty: zapłać jej koszt, aby uzyskać korzyść, raz na fazę „Akcja”.</translation>
    </message>
    <message>
        <source>A blue card EFFECT or a corporation ability works whenever its condition happens.</source>
        <translation>EFEKT niebieskiej karty lub zdolność korporacji działa za każdym razem, gdy zajdzie jego warunek.</translation>
    </message>
    <message>
        <source>A card the engine does not implement yet is left out of the deck.</source>
        <translation>Karta, której silnik gry jeszcze nie obsługuje, zostaje usunięta z talii.</translation>
    </message>
    <message>
        <source>A corporation gives its starting MC, production and abilities (Helion: 3 heat production, 28 MC, heat as MC; Ecoline: 1 plant production, 27 MC, forests for 1 plant less).</source>
        <translation>Korporacja daje początkowe M€, produkcję i zdolności (Helion: produkcja ciepła 3, 28 M€, ciepło jako M€; Ecoline: produkcja roślin 1, 27 M€, lasy za 1 roślinę mniej).</translation>
    </message>
    <message>
        <source>A green card raises your production (MC, heat, plants, cards) or your steel and titanium values.</source>
        <translation>Zielona karta zwiększa twoją produkcję (M€, ciepło, rośliny, karty) lub wartości stali i tytanu.</translation>
    </message>
    <message>
        <source>A player may not pick the phase it picked in the previous round.</source>
        <translation>Gracz nie może wybrać fazy, którą wybrał w poprzedniej rundzie.</translation>
    </message>
    <message>
        <source>A red card does its effect once when played and stays in play.</source>
        <translation>Czerwona karta działa raz w chwili zagrania i pozostaje w grze.</translation>
    </message>
    <message>
        <source>A tag requirement counts the tags of your corporation and played cards, event cards included.</source>
        <translation>Wymaganie symboli liczy symbole twojej korporacji i zagranych kart, łącznie z kartami wydarzeń.</translation>
    </message>
    <message>
        <source>A temperature or oxygen requirement names a colour band: purple, red, yellow, white; &quot;red&quot; means red or higher unless the card says &quot;or lower&quot;.</source>
        <translation>Wymaganie temperatury lub tlenu wskazuje strefę kolorów: fioletową, czerwoną, żółtą, białą; „czerwona” oznacza czerwoną lub wyższą, chyba że karta mówi „lub niższej”.</translation>
    </message>
    <message>
        <source>Action bonus: one ACTION may be used a second time.</source>
        <translation>Premia fazy „Akcja”: jednej AKCJI można użyć po raz drugi.</translation>
    </message>
    <message>
        <source>An EFFECT triggered by playing a tag fires once per matching tag on the card played (a card with a microbe and a plant tag triggers a &quot;microbe or plant&quot; effect twice), unless it says once per card.</source>
        <translation>EFEKT wyzwalany zagraniem symbolu działa raz za każdy pasujący symbol na zagranej karcie (karta z symbolami mikroba i rośliny wyzwala efekt „mikrob lub roślina” dwukrotnie), chyba że napisano „raz na kartę”.</translation>
    </message>
    <message>
        <source>An effect that lets you consider oxygen or temperature one colour higher or lower shifts the band by one; such effects do not add up.</source>
        <translation>Efekt pozwalający traktować tlen lub temperaturę o jeden kolor wyżej lub niżej przesuwa strefę o jedną; takie efekty się nie sumują.</translation>
    </message>
    <message>
        <source>Animals, microbes and science resources live on the card that holds them; &quot;another card&quot; means another of your cards that holds that kind.</source>
        <translation>Zwierzęta, mikroby i zasoby nauki leżą na karcie, która je przechowuje; „inna karta” oznacza inną twoją kartę przechowującą ten rodzaj zasobu.</translation>
    </message>
    <message>
        <source>At any moment a card in hand may be discarded for 3 MC, also to pay for something.</source>
        <translation>W dowolnym momencie można odrzucić kartę z ręki za 3 M€, także po to, by za coś zapłacić.</translation>
    </message>
    <message>
        <source>At the end of a round a player keeps at most 10 cards, gaining 3 MC per card discarded.</source>
        <translation>Na koniec rundy gracz zatrzymuje najwyżej 10 kart, zyskując 3 M€ za każdą odrzuconą kartę.</translation>
    </message>
    <message>
        <source>At the end of the Action phase a player must convert heat and plants by standard projects as long as it can, unless that parameter is at its maximum.</source>
        <translation>Na koniec fazy „Akcja” gracz musi zamieniać ciepło i rośliny za pomocą projektów standardowych, dopóki może, chyba że dany parametr osiągnął maksimum.</translation>
    </message>
    <message>
        <source>Construction bonus: draw 1 card, or play 1 more blue or red card.</source>
        <translation>Premia fazy „Budowa”: dobierz 1 kartę albo zagraj 1 dodatkową niebieską lub czerwoną kartę.</translation>
    </message>
    <message>
        <source>Development bonus: the green card costs 3 MC less.</source>
        <translation>Premia fazy „Rozwój”: zielona karta kosztuje o 3 M€ mniej.</translation>
    </message>
    <message>
        <source>Discounts from cards, corporations and phase bonuses add up; a card is paid with MC (and heat for Helion).</source>
        <translation>Zniżki z kart, korporacji i premii faz sumują się; za kartę płaci się M€ (a Helion także ciepłem).</translation>
    </message>
    <message>
        <source>Each TR point is worth 1 VP.</source>
        <translation>Każdy punkt WT jest wart 1 PZ.</translation>
    </message>
    <message>
        <source>Each forest is worth its VP.</source>
        <translation>Każdy las daje wskazane na nim PZ.</translation>
    </message>
    <message>
        <source>Each player has the 5 phase cards.</source>
        <translation>Każdy gracz ma 5 kart faz.</translation>
    </message>
    <message>
        <source>Each player is dealt 2 corporations and keeps 1 (the starred ones in a first game).</source>
        <translation>Każdy gracz otrzymuje 2 korporacje i zatrzymuje 1 (w pierwszej grze te z gwiazdką).</translation>
    </message>
    <message>
        <source>Each player is dealt 8 project cards and keeps them all; in a first game 4 of them come from the 16 starred green cards.</source>
        <translation>Każdy gracz otrzymuje 8 kart projektów i zatrzymuje je wszystkie; w pierwszej grze 4 z nich pochodzą z 16 zielonych kart z gwiazdką.</translation>
    </message>
    <message>
        <source>Each steel point makes a building card 2 MC cheaper and each titanium point a space card 3 MC cheaper; the values are not spent. A cost never goes below 0.</source>
        <translation>Każdy punkt stali obniża koszt karty z symbolem „Budowla” o 2 M€, a każdy punkt tytanu — koszt karty z symbolem „Kosmos” o 3 M€; wartości te nie są wydawane. Koszt nigdy nie spada poniżej 0.</translation>
    </message>
    <message>
        <source>Every player secretly picks one phase card at the same time.</source>
        <translation>Wszyscy gracze jednocześnie i w tajemnicy wybierają po jednej karcie fazy.</translation>
    </message>
    <message>
        <source>Every player who picked a phase gets its bonus.</source>
        <translation>Każdy gracz, który wybrał fazę, otrzymuje jej premię.</translation>
    </message>
    <message>
        <source>Every production and value track starts at 0 and every terraform rating at 5.</source>
        <translation>Każdy tor produkcji i wartości zaczyna od 0, a każdy Współczynnik Terraformacji od 5.</translation>
    </message>
    <message>
        <source>Flipping an ocean tile gives its reward: MC, plants and/or a card.</source>
        <translation>Odwrócenie kafelka oceanu daje jego nagrodę: M€, rośliny i/lub kartę.</translation>
    </message>
    <message>
        <source>In the Action phase each player may use the ACTION of each of its blue cards once and any number of standard projects.</source>
        <translation>W fazie „Akcja” każdy gracz może raz użyć AKCJI każdej ze swoich niebieskich kart oraz dowolnej liczby projektów standardowych.</translation>
    </message>
    <message>
        <source>In the Construction phase each player may play 1 blue or red card, paying its cost.</source>
        <translation>W fazie „Budowa” każdy gracz może zagrać 1 niebieską lub czerwoną kartę, płacąc jej koszt.</translation>
    </message>
    <message>
        <source>In the Development phase each player may play 1 green card, paying its cost.</source>
        <translation>W fazie „Rozwój” każdy gracz może zagrać 1 zieloną kartę, płacąc jej koszt.</translation>
    </message>
    <message>
        <source>In the phase a parameter reaches its maximum, every raise of it still gives TR until that phase ends; afterwards it cannot be raised.</source>
        <translation>W fazie, w której parametr osiąga maksimum, każde jego podniesienie nadal daje WT aż do końca tej fazy; później nie można go już podnosić.</translation>
    </message>
    <message>
        <source>Most VP wins; a tie goes to the most MC + heat + plants left, each card in hand sold for its MC first.</source>
        <translation>Wygrywa gracz z największą liczbą PZ; przy remisie wygrywa ten, komu zostało najwięcej M€ + ciepła + roślin, po sprzedaży każdej karty z ręki za jej M€.</translation>
    </message>
    <message>
        <source>Ocean, TR and &quot;spend&quot; requirements: spend means pay that TR, heat or plants when playing the card.</source>
        <translation>Wymagania dotyczące oceanów, WT i „wydaj”: „wydaj” oznacza zapłacenie tego WT, ciepła lub roślin przy zagrywaniu karty.</translation>
    </message>
    <message>
        <source>Played cards score their printed VP, variable VP included.</source>
        <translation>Zagrane karty dają nadrukowane PZ, łącznie ze zmiennymi PZ.</translation>
    </message>
    <message>
        <source>Players act in a phase one after another (the first player changes each round); in the Action phase one action at a time until all pass.</source>
        <translation>W fazie gracze działają po kolei (pierwszy gracz zmienia się co rundę); w fazie „Akcja” wykonuje się po jednej akcji, aż wszyscy spasują.</translation>
    </message>
    <message>
        <source>Production &quot;per tag&quot; or &quot;per forest&quot; counts what you have when the card is played (this card included) and grows by 1 with every later such tag or forest.</source>
        <translation>Produkcja „za symbol” lub „za las” liczy to, co masz w chwili zagrania karty (łącznie z tą kartą), i rośnie o 1 z każdym kolejnym takim symbolem lub lasem.</translation>
    </message>
    <message>
        <source>Production bonus: 4 MC more.</source>
        <translation>Premia fazy „Produkcja”: dodatkowe 4 M€.</translation>
    </message>
    <message>
        <source>Production: each player gains heat, plants and MC from its production and TR, and draws cards for its card production.</source>
        <translation>Produkcja: każdy gracz zyskuje ciepło, rośliny i M€ zgodnie ze swoją produkcją i WT oraz dobiera karty zgodnie z produkcją kart.</translation>
    </message>
    <message>
        <source>Raising oxygen or temperature, or flipping an ocean, gives 1 TR.</source>
        <translation>Podniesienie poziomu tlenu lub temperatury albo odwrócenie oceanu daje 1 WT.</translation>
    </message>
    <message>
        <source>Research bonus: draw 5 and keep 2.</source>
        <translation>Premia fazy „Badania”: dobierz 5 i zatrzymaj 2.</translation>
    </message>
    <message>
        <source>Research: every player draws 2 project cards and keeps 1.</source>
        <translation>Badania: każdy gracz dobiera 2 karty projektów i zatrzymuje 1.</translation>
    </message>
    <message>
        <source>Selling is offered in every Development, Construction and Action decision, and while paying for a card that costs more than you have; Helion pays actions and standard projects MC first, then heat.</source>
        <translation>Sprzedaż jest dostępna przy każdej decyzji w fazach „Rozwój”, „Budowa” i „Akcja” oraz przy płaceniu za kartę droższą, niż masz środków; Helion płaci za akcje i projekty standardowe najpierw M€, potem ciepłem.</translation>
    </message>
    <message>
        <source>Solo: a dummy hand of 5 phase cards is shuffled; each round its top card is revealed and that phase is played too, with no bonus.</source>
        <translation>Solo: ręka-widmo złożona z 5 kart faz zostaje przetasowana; w każdej rundzie odkrywa się jej wierzchnią kartę i ta faza również jest rozgrywana, bez premii.</translation>
    </message>
    <message>
        <source>Solo: after every 5 rounds the dummy hand is reshuffled and Mars advances by the difficulty (novice 2, advanced 1, expert 0 steps of oxygen or temperature, no TR).</source>
        <translation>Solo: co 5 rund ręka-widmo zostaje przetasowana, a Mars zmienia się zależnie od poziomu trudności (nowicjusz 2, zaawansowany 1, ekspert 0 kroków tlenu lub temperatury, bez WT).</translation>
    </message>
    <message>
        <source>Solo: in the last 5 rounds the player chooses the order of the dummy phase cards.</source>
        <translation>Solo: w ostatnich 5 rundach gracz wybiera kolejność kart faz ręki-widma.</translation>
    </message>
    <message>
        <source>Solo: the game lasts at most 25 rounds; the player wins by terraforming Mars by then.</source>
        <translation>Solo: gra trwa najwyżej 25 rund; gracz wygrywa, jeśli do tego czasu zterraformuje Marsa.</translation>
    </message>
    <message>
        <source>Solo: the player chooses, step by step, whether the advance raises oxygen or temperature.</source>
        <translation>Solo: gracz wybiera krok po kroku, czy zmiana podnosi poziom tlenu, czy temperaturę.</translation>
    </message>
    <message>
        <source>Standard project: spend 14 MC to raise the temperature 1 step.</source>
        <translation>Projekt standardowy: wydaj 14 M€, aby podnieść temperaturę o 1 krok.</translation>
    </message>
    <message>
        <source>Standard project: spend 15 MC to flip an ocean tile and take the reward on its back.</source>
        <translation>Projekt standardowy: wydaj 15 M€, aby odwrócić kafelek oceanu i wziąć nagrodę z jego rewersu.</translation>
    </message>
    <message>
        <source>Standard project: spend 20 MC for a forest (1 VP) and 1 oxygen step.</source>
        <translation>Projekt standardowy: wydaj 20 M€ na las (1 PZ) i 1 krok tlenu.</translation>
    </message>
    <message>
        <source>Standard project: spend 8 heat to raise the temperature 1 step.</source>
        <translation>Projekt standardowy: wydaj 8 jednostek ciepła, aby podnieść temperaturę o 1 krok.</translation>
    </message>
    <message>
        <source>Standard project: spend 8 plants for a forest (1 VP) and 1 oxygen step.</source>
        <translation>Projekt standardowy: wydaj 8 roślin na las (1 PZ) i 1 krok tlenu.</translation>
    </message>
    <message>
        <source>Temperature starts at -30 °C and oxygen at 0%.</source>
        <translation>Temperatura zaczyna od -30 °C, a poziom tlenu od 0%.</translation>
    </message>
    <message>
        <source>Temperature, oxygen and ocean requirements are checked against the global parameters at the start of the current phase; other requirements (tags, TR, resources to spend) against the current state.</source>
        <translation>Wymagania dotyczące temperatury, tlenu i oceanów sprawdza się według parametrów globalnych z początku bieżącej fazy; pozostałe wymagania (symbole, WT, zasoby do wydania) według stanu bieżącego.</translation>
    </message>
    <message>
        <source>The 9 ocean tiles are shuffled face down.</source>
        <translation>9 kafelków oceanów tasuje się rewersem do góry.</translation>
    </message>
    <message>
        <source>The game ends when Mars is terraformed: oxygen 14%, 9 oceans flipped and temperature +8 °C; the most VP wins.</source>
        <translation>Gra kończy się, gdy Mars jest zterraformowany: tlen 14%, 9 odwróconych oceanów i temperatura +8 °C; wygrywa gracz z największą liczbą PZ.</translation>
    </message>
    <message>
        <source>The game ends when all 9 oceans are flipped, the temperature is +8 °C and oxygen is 14%.</source>
        <translation>Gra kończy się, gdy wszystkie 9 oceanów jest odwróconych, temperatura wynosi +8 °C, a poziom tlenu 14%.</translation>
    </message>
    <message>
        <source>The game is over: nothing more to answer.</source>
        <translation>Gra się zakończyła: nie ma już na co odpowiadać.</translation>
    </message>
    <message>
        <source>The phase in which Mars is terraformed is finished; the remaining picked phases of that round are not played.</source>
        <translation>Faza, w której Mars zostaje zterraformowany, zostaje dokończona; pozostałe wybrane fazy tej rundy nie są rozgrywane.</translation>
    </message>
    <message>
        <source>The picked phases are resolved in order I to V, each once however many players picked it; phases nobody picked are skipped.</source>
        <translation>Wybrane fazy rozgrywa się w kolejności od I do V, każdą raz, niezależnie od tego, ilu graczy ją wybrało; fazy, których nikt nie wybrał, są pomijane.</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative: the first time your TR rises in a phase you may pay 6 MC for 1 more TR.</source>
        <translation>Inicjatywa Marsjańska ONZ: gdy twój WT po raz pierwszy w danej fazie wzrośnie, możesz zapłacić 6 M€ za 1 dodatkowy WT.</translation>
    </message>
    <message>
        <source>Variable VP are counted at the end of the game.</source>
        <translation>Zmienne PZ liczy się na koniec gry.</translation>
    </message>
    <message>
        <source>When the project deck runs out, the discards are shuffled into a new deck.</source>
        <translation>Gdy skończy się talia projektów, odrzucone karty tasuje się w nową talię.</translation>
    </message>
    <message>
        <source>With 3 or 4 seats the 4 starred corporations cannot be dealt 2 per player: each player is then dealt 1 of them.</source>
        <translation>Przy 3 lub 4 graczach nie da się rozdać 4 korporacji z gwiazdką po 2 na gracza: każdy gracz otrzymuje wtedy 1 z nich.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>The file is larger than 10 MB ({size} bytes); it is not a Tabula save.</source>
        <extracomment>2: the games&apos; state layouts changed (a pending-work stack); format-1 files are replayed without comparing their final state hash, and written back in format 2. the longest integer literal a save may hold (seeds are at most 20 digits) a temp file of a writer is removed at start-up when its writer is gone or after this long test hook: the write step at which a writer process kills itself (see ``write_atomic``) &quot;bot&quot; is the random bot (tests, old saves); easy / medium / hard are the computer players shown in the Continue list without replaying the game&apos;s round when it was saved (games that count rounds; format 2)</extracomment>
        <translation>Plik jest większy niż 10 MB (rozmiar w bajtach: {size}); to nie jest zapis Tabuli.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Plik jest pusty.</translation>
    </message>
    <message>
        <source>The file is cut short (truncated) at byte {pos}.</source>
        <translation>Plik urywa się (jest obcięty) na bajcie {pos}.</translation>
    </message>
    <message>
        <source>The file is not JSON: {error}.</source>
        <translation>Plik nie jest w formacie JSON: {error}.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Plik nie jest tekstem UTF-8.</translation>
    </message>
    <message>
        <source>The file is not a Tabula save of the expected form: {error}.</source>
        <translation>Plik nie jest zapisem Tabuli w oczekiwanej postaci: {error}.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Tabula (save format {schema}, this version reads up to {known}).</source>
        <translation>Plik został zapisany przez nowszą wersję Tabuli (format zapisu {schema}, ta wersja odczytuje formaty do {known}).</translation>
    </message>
    <message>
        <source>The file uses save format {schema}, which this version cannot read.</source>
        <translation>Plik używa formatu zapisu {schema}, którego ta wersja nie potrafi odczytać.</translation>
    </message>
    <message>
        <source>The file is a save of a game this version does not have: {game}.</source>
        <translation>Plik jest zapisem gry, której ta wersja nie zawiera: {game}.</translation>
    </message>
    <message>
        <source>The game options in the file are not valid: {error}.</source>
        <translation>Opcje gry w pliku są nieprawidłowe: {error}.</translation>
    </message>
    <message>
        <source>Answer {index} of the file is refused by the rules: {reason}.</source>
        <translation>Odpowiedź nr {index} w pliku jest odrzucana przez reguły: {reason}.</translation>
    </message>
    <message>
        <source>Answer {index} of the file cannot be replayed: {error}.</source>
        <translation>Nie można odtworzyć odpowiedzi {index} z pliku: {error}.</translation>
    </message>
    <message>
        <source>Replaying the file does not reach the state it recorded (a different version of the rules, or an edited file).</source>
        <translation>Odtworzenie pliku nie prowadzi do zapisanego w nim stanu (inna wersja reguł albo edytowany plik).</translation>
    </message>
    <message>
        <source>The file cannot be read: {error}.</source>
        <translation>Nie można odczytać pliku: {error}.</translation>
    </message>
    <message>
        <source>This is not a regular file (a pipe, a device or a folder); it is not read.</source>
        <translation>To nie jest zwykły plik (potok, urządzenie lub folder); nie jest odczytywany.</translation>
    </message>
    <message>
        <source>This is a link to {target}, outside the saves folder; it is not read.</source>
        <translation>To jest dowiązanie do {target}, poza folderem zapisów; nie jest odczytywane.</translation>
    </message>
    <message>
        <source>This is a link that leads nowhere.</source>
        <translation>To jest dowiązanie, które prowadzi donikąd.</translation>
    </message>
    <message>
        <source>The file&apos;s JSON is nested too deeply to be a Tabula save.</source>
        <translation>JSON w pliku jest zagnieżdżony zbyt głęboko, by mógł być zapisem Tabuli.</translation>
    </message>
    <message>
        <source>The file holds a number with {digits} digits; it is not a Tabula save.</source>
        <translation>Plik zawiera liczbę o {digits} cyfrach; to nie jest zapis Tabuli.</translation>
    </message>
    <message>
        <source>The save id {save_id} is not a safe file name.</source>
        <translation>Identyfikator zapisu {save_id} nie jest bezpieczną nazwą pliku.</translation>
    </message>
    <message>
        <source>The file was changed by another program or window since this game was saved; it is left as it is and the game is saved to a new file instead.</source>
        <translation>Plik został zmieniony przez inny program lub okno od czasu zapisania tej gry; pozostaje bez zmian, a gra jest zapisywana do nowego pliku.</translation>
    </message>
    <message>
        <source>This game is open in another window ({holder}); this window continues it as a copy in a new file.</source>
        <translation>Ta gra jest otwarta w innym oknie ({holder}); to okno kontynuuje ją jako kopię w nowym pliku.</translation>
    </message>
</context>
<context>
    <name>ti4</name>
    <message>
        <source>3 laws are in play.</source>
        <translation>W grze są 3 prawa.</translation>
    </message>
    <message>
        <source>4 of your planets share one trait.</source>
        <translation>4 twoje planety mają tę samą cechę.</translation>
    </message>
    <message>
        <source>5 of your non-fighter ships share one system.</source>
        <translation>5 twoich statków niebędących myśliwcami jest w jednym systemie.</translation>
    </message>
    <message>
        <source>6 of your planets share one trait.</source>
        <translation>6 twoich planet ma tę samą cechę.</translation>
    </message>
    <message>
        <source>8 of your non-fighter ships share one system.</source>
        <translation>8 twoich statków niebędących myśliwcami jest w jednym systemie.</translation>
    </message>
    <message>
        <source>9 of your ground forces share a planet without your space dock.</source>
        <translation>9 twoich jednostek piechoty jest na jednej planecie bez twojego doku kosmicznego.</translation>
    </message>
    <message>
        <source>A rival&apos;s promissory note is in your play area.</source>
        <translation>Weksel rywala leży w twoim obszarze gry.</translation>
    </message>
    <message>
        <source>Achieve Supremacy</source>
        <translation>Osiągnij supremację</translation>
    </message>
    <message>
        <source>Adapt New Strategies</source>
        <translation>Przyjmij nowe strategie</translation>
    </message>
    <message>
        <source>Amass Wealth</source>
        <translation>Zgromadź bogactwa</translation>
    </message>
    <message>
        <source>An agenda elects you or a planet you hold.</source>
        <translation>Agenda wybiera ciebie lub kontrolowaną przez ciebie planetę.</translation>
    </message>
    <message>
        <source>Become a Legend</source>
        <translation>Zostań legendą</translation>
    </message>
    <message>
        <source>Become a Martyr</source>
        <translation>Zostań męczennikiem</translation>
    </message>
    <message>
        <source>Become the Gatekeeper</source>
        <translation>Zostań strażnikiem wrót</translation>
    </message>
    <message>
        <source>Betray a Friend</source>
        <translation>Zdradź przyjaciela</translation>
    </message>
    <message>
        <source>Brave the Void</source>
        <translation>Rzuć wyzwanie pustce</translation>
    </message>
    <message>
        <source>Build Defenses</source>
        <translation>Zbuduj umocnienia</translation>
    </message>
    <message>
        <source>Centralize Galactic Trade</source>
        <translation>Scentralizuj handel galaktyczny</translation>
    </message>
    <message>
        <source>Command an Armada</source>
        <translation>Dowodź armadą</translation>
    </message>
    <message>
        <source>Conquer the Weak</source>
        <translation>Podbij słabszych</translation>
    </message>
    <message>
        <source>Construct Massive Cities</source>
        <translation>Zbuduj ogromne miasta</translation>
    </message>
    <message>
        <source>Control the Borderlands</source>
        <translation>Kontroluj pogranicze</translation>
    </message>
    <message>
        <source>Control the Region</source>
        <translation>Kontroluj region</translation>
    </message>
    <message>
        <source>Corner the Market</source>
        <translation>Opanuj rynek</translation>
    </message>
    <message>
        <source>Cut Supply Lines</source>
        <translation>Przetnij linie zaopatrzenia</translation>
    </message>
    <message>
        <source>Darken the Skies</source>
        <translation>Zaćmij niebo</translation>
    </message>
    <message>
        <source>Defy Space and Time</source>
        <translation>Przeciwstaw się czasoprzestrzeni</translation>
    </message>
    <message>
        <source>Demonstrate Your Power</source>
        <translation>Zademonstruj swoją potęgę</translation>
    </message>
    <message>
        <source>Destroy Heretical Works</source>
        <translation>Zniszcz heretyckie dzieła</translation>
    </message>
    <message>
        <source>Destroy Their Greatest Ship</source>
        <translation>Zniszcz ich największy okręt</translation>
    </message>
    <message>
        <source>Destroy a rival&apos;s war sun or flagship.</source>
        <translation>Zniszcz Słońce Wojny lub okręt flagowy rywala.</translation>
    </message>
    <message>
        <source>Develop Weaponry</source>
        <translation>Rozwiń uzbrojenie</translation>
    </message>
    <message>
        <source>Dictate Policy</source>
        <translation>Dyktuj politykę</translation>
    </message>
    <message>
        <source>Discard 5 action cards.</source>
        <translation>Odrzuć 5 kart akcji.</translation>
    </message>
    <message>
        <source>Discover Lost Outposts</source>
        <translation>Odkryj zaginione placówki</translation>
    </message>
    <message>
        <source>Diversify Research</source>
        <translation>Zróżnicuj badania</translation>
    </message>
    <message>
        <source>Drive the Debate</source>
        <translation>Prowadź debatę</translation>
    </message>
    <message>
        <source>End a space combat with 3 non-fighter ships in the active system.</source>
        <translation>Zakończ bitwę kosmiczną, mając w aktywnym systemie 3 statki niebędące myśliwcami.</translation>
    </message>
    <message>
        <source>Engineer a Marvel</source>
        <translation>Skonstruuj cud techniki</translation>
    </message>
    <message>
        <source>Erect a Monument</source>
        <translation>Wznieś pomnik</translation>
    </message>
    <message>
        <source>Establish Hegemony</source>
        <translation>Ustanów hegemonię</translation>
    </message>
    <message>
        <source>Establish a Perimeter</source>
        <translation>Wyznacz perymetr</translation>
    </message>
    <message>
        <source>Every other player is your neighbour.</source>
        <translation>Każdy inny gracz jest twoim sąsiadem.</translation>
    </message>
    <message>
        <source>Expand Borders</source>
        <translation>Poszerz granice</translation>
    </message>
    <message>
        <source>Explore Deep Space</source>
        <translation>Zbadaj głęboki kosmos</translation>
    </message>
    <message>
        <source>Fight With Precision</source>
        <translation>Walcz z precyzją</translation>
    </message>
    <message>
        <source>Forge an Alliance</source>
        <translation>Zawiąż sojusz</translation>
    </message>
    <message>
        <source>Form Galactic Brain Trust</source>
        <translation>Powołaj galaktyczny sztab naukowy</translation>
    </message>
    <message>
        <source>Form a Spy Network</source>
        <translation>Stwórz siatkę szpiegowską</translation>
    </message>
    <message>
        <source>Foster Cohesion</source>
        <translation>Wzmacniaj spójność</translation>
    </message>
    <message>
        <source>Found Research Outposts</source>
        <translation>Załóż placówki badawcze</translation>
    </message>
    <message>
        <source>Found a Golden Age</source>
        <translation>Zapoczątkuj złoty wiek</translation>
    </message>
    <message>
        <source>Fuel the War Machine</source>
        <translation>Napędzaj machinę wojenną</translation>
    </message>
    <message>
        <source>Galvanize the People</source>
        <translation>Porwij lud</translation>
    </message>
    <message>
        <source>Gather a Mighty Fleet</source>
        <translation>Zgromadź potężną flotę</translation>
    </message>
    <message>
        <source>Hoard Raw Materials</source>
        <translation>Gromadź surowce</translation>
    </message>
    <message>
        <source>Hold Vast Reserves</source>
        <translation>Utrzymuj ogromne rezerwy</translation>
    </message>
    <message>
        <source>Improve Infrastructure</source>
        <translation>Ulepsz infrastrukturę</translation>
    </message>
    <message>
        <source>Intimidate Council</source>
        <translation>Zastrasz Radę</translation>
    </message>
    <message>
        <source>Lead from the Front</source>
        <translation>Dowodź z pierwszej linii</translation>
    </message>
    <message>
        <source>Learn the Secrets of the Cosmos</source>
        <translation>Poznaj tajemnice kosmosu</translation>
    </message>
    <message>
        <source>Lose a planet in a home system.</source>
        <translation>Strać planetę w systemie macierzystym.</translation>
    </message>
    <message>
        <source>Make History</source>
        <translation>Zapisz się w historii</translation>
    </message>
    <message>
        <source>Make an Example of Their World</source>
        <translation>Uczyń z ich świata przestrogę</translation>
    </message>
    <message>
        <source>Manipulate Galactic Law</source>
        <translation>Manipuluj prawem galaktycznym</translation>
    </message>
    <message>
        <source>Master the Laws of Physics</source>
        <translation>Opanuj prawa fizyki</translation>
    </message>
    <message>
        <source>Master the Sciences</source>
        <translation>Opanuj nauki</translation>
    </message>
    <message>
        <source>Mechanize the Military</source>
        <translation>Zmechanizuj armię</translation>
    </message>
    <message>
        <source>Mine Rare Metals</source>
        <translation>Wydobywaj metale rzadkie</translation>
    </message>
    <message>
        <source>Monopolize Production</source>
        <translation>Zmonopolizuj produkcję</translation>
    </message>
    <message>
        <source>Negotiate Trade Routes</source>
        <translation>Wynegocjuj szlaki handlowe</translation>
    </message>
    <message>
        <source>Occupy the Fringe</source>
        <translation>Zajmij peryferie</translation>
    </message>
    <message>
        <source>Occupy the Seat of the Empire</source>
        <translation>Zajmij siedzibę Imperium</translation>
    </message>
    <message>
        <source>Pass last in a game round.</source>
        <translation>Spasuj jako ostatni w rundzie gry.</translation>
    </message>
    <message>
        <source>Patrol Vast Territories</source>
        <translation>Patroluj rozległe terytoria</translation>
    </message>
    <message>
        <source>Pay 10 trade goods.</source>
        <translation>Zapłać 10 dóbr handlowych.</translation>
    </message>
    <message>
        <source>Pay 16 influence.</source>
        <translation>Zapłać 16 wpływów.</translation>
    </message>
    <message>
        <source>Pay 16 resources.</source>
        <translation>Zapłać 16 zasobów.</translation>
    </message>
    <message>
        <source>Pay 3 influence, 3 resources and 3 trade goods.</source>
        <translation>Zapłać 3 wpływy, 3 zasoby i 3 dobra handlowe.</translation>
    </message>
    <message>
        <source>Pay 3 tokens from tactic and/or strategy pools.</source>
        <translation>Zapłać 3 żetony z puli taktycznej i/lub strategicznej.</translation>
    </message>
    <message>
        <source>Pay 5 trade goods.</source>
        <translation>Zapłać 5 dóbr handlowych.</translation>
    </message>
    <message>
        <source>Pay 6 influence, 6 resources and 6 trade goods.</source>
        <translation>Zapłać 6 wpływów, 6 zasobów i 6 dóbr handlowych.</translation>
    </message>
    <message>
        <source>Pay 6 tokens from tactic and/or strategy pools.</source>
        <translation>Zapłać 6 żetonów z puli taktycznej i/lub strategicznej.</translation>
    </message>
    <message>
        <source>Pay 8 influence.</source>
        <translation>Zapłać 8 wpływów.</translation>
    </message>
    <message>
        <source>Pay 8 resources.</source>
        <translation>Zapłać 8 zasobów.</translation>
    </message>
    <message>
        <source>Populate the Outer Rim</source>
        <translation>Zasiedl Zewnętrzne Rubieże</translation>
    </message>
    <message>
        <source>Produce En Masse</source>
        <translation>Produkuj masowo</translation>
    </message>
    <message>
        <source>Protect the Border</source>
        <translation>Chroń granicę</translation>
    </message>
    <message>
        <source>Prove Endurance</source>
        <translation>Udowodnij wytrwałość</translation>
    </message>
    <message>
        <source>Purge 2 of your relic fragments.</source>
        <translation>Usuń z gry 2 swoje fragmenty reliktów.</translation>
    </message>
    <message>
        <source>Push Boundaries</source>
        <translation>Przesuń granice</translation>
    </message>
    <message>
        <source>Raise a Fleet</source>
        <translation>Zbierz flotę</translation>
    </message>
    <message>
        <source>Reclaim Ancient Monuments</source>
        <translation>Odzyskaj starożytne pomniki</translation>
    </message>
    <message>
        <source>Revolutionize Warfare</source>
        <translation>Zrewolucjonizuj sztukę wojenną</translation>
    </message>
    <message>
        <source>Rule Distant Lands</source>
        <translation>Władaj odległymi ziemiami</translation>
    </message>
    <message>
        <source>Seize an Icon</source>
        <translation>Przejmij symbol</translation>
    </message>
    <message>
        <source>Spark a Rebellion</source>
        <translation>Wznieć rebelię</translation>
    </message>
    <message>
        <source>Stake Your Claim</source>
        <translation>Zgłoś swoje roszczenia</translation>
    </message>
    <message>
        <source>Strengthen Bonds</source>
        <translation>Zacieśnij więzi</translation>
    </message>
    <message>
        <source>Subdue the Galaxy</source>
        <translation>Ujarzmij galaktykę</translation>
    </message>
    <message>
        <source>Sway the Council</source>
        <translation>Przekonaj Radę</translation>
    </message>
    <message>
        <source>Threaten Enemies</source>
        <translation>Zagroź wrogom</translation>
    </message>
    <message>
        <source>Turn Their Fleets to Dust</source>
        <translation>Obróć ich floty w pył</translation>
    </message>
    <message>
        <source>Unify the Colonies</source>
        <translation>Zjednocz kolonie</translation>
    </message>
    <message>
        <source>Unveil Flagship</source>
        <translation>Zaprezentuj okręt flagowy</translation>
    </message>
    <message>
        <source>Win a combat against a player whose promissory note you held when your tactical action began.</source>
        <translation>Wygraj walkę z graczem, którego weksel był w twoim posiadaniu na początku twojej akcji taktycznej.</translation>
    </message>
    <message>
        <source>Win a combat against the VP leader.</source>
        <translation>Wygraj walkę z liderem w PZ.</translation>
    </message>
    <message>
        <source>Win a combat in a rival&apos;s home system.</source>
        <translation>Wygraj walkę w systemie macierzystym rywala.</translation>
    </message>
    <message>
        <source>Win a combat inside an anomaly.</source>
        <translation>Wygraj walkę w anomalii.</translation>
    </message>
    <message>
        <source>Win a space combat where your flagship fights and survives.</source>
        <translation>Wygraj bitwę kosmiczną, w której twój okręt flagowy walczy i przetrwa.</translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last fighters in the active system with anti-fighter barrage.</source>
        <translation>Zniszcz ostatnie myśliwce rywala w aktywnym systemie ostrzałem przeciwmyśliwskim.</translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last ground forces on a planet while bombarding it.</source>
        <translation>Zniszcz ostatnie siły naziemne rywala na planecie, bombardując ją.</translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last non-fighter ships in the active system with space cannon offense.</source>
        <translation>Zniszcz ostatnie statki rywala niebędące myśliwcami w aktywnym systemie ofensywnym ostrzałem działa kosmicznego.</translation>
    </message>
    <message>
        <source>You have 3 space docks on the board.</source>
        <translation>Masz na planszy 3 doki kosmiczne.</translation>
    </message>
    <message>
        <source>You have 4 PDS on the board.</source>
        <translation>Masz na planszy 4 PDS.</translation>
    </message>
    <message>
        <source>You have 5 dreadnoughts on the board.</source>
        <translation>Masz na planszy 5 drednotów.</translation>
    </message>
    <message>
        <source>You have at least 4 structures.</source>
        <translation>Masz co najmniej 4 budowle.</translation>
    </message>
    <message>
        <source>You have at least 7 structures.</source>
        <translation>Masz co najmniej 7 budowli.</translation>
    </message>
    <message>
        <source>You hold 11 planets outside home systems.</source>
        <translation>Kontrolujesz 11 planet poza systemami macierzystymi.</translation>
    </message>
    <message>
        <source>You hold 2 planets with attachments.</source>
        <translation>Kontrolujesz 2 planety z dołączeniami.</translation>
    </message>
    <message>
        <source>You hold 2 planets, each in or next to a different rival&apos;s home system.</source>
        <translation>Kontrolujesz 2 planety, każdą w systemie macierzystym innego rywala lub obok niego.</translation>
    </message>
    <message>
        <source>You hold 3 planets with a tech specialty.</source>
        <translation>Kontrolujesz 3 planety ze specjalizacją technologiczną.</translation>
    </message>
    <message>
        <source>You hold 3 planets with attachments.</source>
        <translation>Kontrolujesz 3 planety z dołączeniami.</translation>
    </message>
    <message>
        <source>You hold 4 cultural planets.</source>
        <translation>Kontrolujesz 4 planety kulturowe.</translation>
    </message>
    <message>
        <source>You hold 4 hazardous planets.</source>
        <translation>Kontrolujesz 4 planety niebezpieczne.</translation>
    </message>
    <message>
        <source>You hold 4 industrial planets.</source>
        <translation>Kontrolujesz 4 planety przemysłowe.</translation>
    </message>
    <message>
        <source>You hold 5 planets with a tech specialty.</source>
        <translation>Kontrolujesz 5 planet ze specjalizacją technologiczną.</translation>
    </message>
    <message>
        <source>You hold 6 planets outside home systems.</source>
        <translation>Kontrolujesz 6 planet poza systemami macierzystymi.</translation>
    </message>
    <message>
        <source>You hold Mecatol Rex with 3 ships in its system.</source>
        <translation>Kontrolujesz Mecatol Rex i masz 3 statki w jego systemie.</translation>
    </message>
    <message>
        <source>You hold a legendary planet.</source>
        <translation>Kontrolujesz legendarną planetę.</translation>
    </message>
    <message>
        <source>You hold a planet in a system where a rival holds a planet.</source>
        <translation>Kontrolujesz planetę w systemie, w którym rywal kontroluje planetę.</translation>
    </message>
    <message>
        <source>You hold a planet in another player&apos;s home system.</source>
        <translation>Kontrolujesz planetę w systemie macierzystym innego gracza.</translation>
    </message>
    <message>
        <source>You hold more planets than 2 of your neighbours each.</source>
        <translation>Kontrolujesz więcej planet niż każdy z 2 twoich sąsiadów.</translation>
    </message>
    <message>
        <source>You own 2 faction techs (Valefar Assimilator copies excluded).</source>
        <translation>Posiadasz 2 technologie frakcyjne (bez kopii z Asymilatora Valefar).</translation>
    </message>
    <message>
        <source>You own 2 techs of each of 2 colours.</source>
        <translation>Posiadasz po 2 technologie w każdym z 2 kolorów.</translation>
    </message>
    <message>
        <source>You own 2 techs of each of 4 colours.</source>
        <translation>Posiadasz po 2 technologie w każdym z 4 kolorów.</translation>
    </message>
    <message>
        <source>You own 2 unit upgrades.</source>
        <translation>Posiadasz 2 ulepszenia jednostek.</translation>
    </message>
    <message>
        <source>You own 3 unit upgrades.</source>
        <translation>Posiadasz 3 ulepszenia jednostek.</translation>
    </message>
    <message>
        <source>You own 4 techs of one colour.</source>
        <translation>Posiadasz 4 technologie jednego koloru.</translation>
    </message>
    <message>
        <source>Your flagship or a war sun is in another player&apos;s home system or at Mecatol Rex.</source>
        <translation>Twój okręt flagowy lub Słońce Wojny jest w systemie macierzystym innego gracza lub w systemie Mecatol Rex.</translation>
    </message>
    <message>
        <source>Your flagship or a war sun is on the board.</source>
        <translation>Twój okręt flagowy lub Słońce Wojny jest na planszy.</translation>
    </message>
    <message>
        <source>Your mechs stand on 4 planets, one on each.</source>
        <translation>Twoje mechy stoją na 4 planetach, po jednym na każdej.</translation>
    </message>
    <message>
        <source>Your planets add up to 12 influence.</source>
        <translation>Twoje planety dają łącznie 12 wpływów.</translation>
    </message>
    <message>
        <source>Your planets add up to 12 resources.</source>
        <translation>Twoje planety dają łącznie 12 zasobów.</translation>
    </message>
    <message>
        <source>Your ships are in 3 systems, each next to an anomaly.</source>
        <translation>Twoje statki są w 3 systemach, z których każdy sąsiaduje z anomalią.</translation>
    </message>
    <message>
        <source>Your ships are in 6 systems.</source>
        <translation>Twoje statki są w 6 systemach.</translation>
    </message>
    <message>
        <source>Your ships are in a system next to a rival&apos;s home system.</source>
        <translation>Twoje statki są w systemie sąsiadującym z systemem macierzystym rywala.</translation>
    </message>
    <message>
        <source>Your ships are in an alpha wormhole system and in a beta wormhole system.</source>
        <translation>Twoje statki są w systemie z tunelem czasoprzestrzennym alfa i w systemie z tunelem czasoprzestrzennym beta.</translation>
    </message>
    <message>
        <source>Your ships share a system with a rival&apos;s space dock.</source>
        <translation>Twoje statki są w tym samym systemie co dok kosmiczny rywala.</translation>
    </message>
    <message>
        <source>Your ships sit in 2 systems next to Mecatol Rex.</source>
        <translation>Twoje statki są w 2 systemach sąsiadujących z Mecatol Rex.</translation>
    </message>
    <message>
        <source>Your structures stand on 3 planets beyond your home system.</source>
        <translation>Twoje budowle stoją na 3 planetach poza twoim systemem macierzystym.</translation>
    </message>
    <message>
        <source>Your structures stand on 5 planets beyond your home system.</source>
        <translation>Twoje budowle stoją na 5 planetach poza twoim systemem macierzystym.</translation>
    </message>
    <message>
        <source>Your units are in 2 systems with a legendary planet, Mecatol Rex or an anomaly.</source>
        <translation>Twoje jednostki są w 2 systemach z legendarną planetą, Mecatol Rex lub anomalią.</translation>
    </message>
    <message>
        <source>Your units are in 3 board-edge systems, home excluded.</source>
        <translation>Twoje jednostki są w 3 systemach na krawędzi planszy, nie licząc macierzystego.</translation>
    </message>
    <message>
        <source>Your units are in 3 systems without planets.</source>
        <translation>Twoje jednostki są w 3 systemach bez planet.</translation>
    </message>
    <message>
        <source>Your units are in 4 systems with a legendary planet, Mecatol Rex or an anomaly.</source>
        <translation>Twoje jednostki są w 4 systemach z legendarną planetą, Mecatol Rex lub anomalią.</translation>
    </message>
    <message>
        <source>Your units are in 5 board-edge systems, home excluded.</source>
        <translation>Twoje jednostki są w 5 systemach na krawędzi planszy, nie licząc macierzystego.</translation>
    </message>
    <message>
        <source>Your units are in 5 systems without planets.</source>
        <translation>Twoje jednostki są w 5 systemach bez planet.</translation>
    </message>
    <message>
        <source>Your units are in the wormhole nexus.</source>
        <translation>Twoje jednostki są w węźle tuneli czasoprzestrzennych.</translation>
    </message>
    <message>
        <source>Your units in one system have 8 PRODUCTION in total.</source>
        <translation>Twoje jednostki w jednym systemie mają łącznie PRODUKCJĘ 8.</translation>
    </message>
    <message>
        <source>Twilight Imperium 4: Imperial</source>
        <translation>Twilight Imperium 4: Imperium</translation>
    </message>
    <message>
        <source>A scoring-table companion for a real game of Twilight Imperium 4 (3–6 players): objectives, secret objectives, victory points and the Imperial strategy card.</source>
        <translation>Pomocnik do liczenia punktów w prawdziwej partii Twilight Imperium 4 (3–6 graczy): cele, cele tajne, punkty zwycięstwa i karta strategii Imperium.</translation>
    </message>
    <message>
        <source>The stage I and stage II objective decks are shuffled; 5 of each are laid out face down.</source>
        <translation>Talie celów etapu I i etapu II zostają potasowane; po 5 kart z każdej zostaje wyłożonych rewersem do góry.</translation>
    </message>
    <message>
        <source>Setup: {objective} is revealed.</source>
        <translation>Przygotowanie: odkryto cel „{objective}”.</translation>
    </message>
    <message>
        <source>Each player is dealt 2 secret objectives.</source>
        <translation>Każdy gracz otrzymuje 2 cele tajne.</translation>
    </message>
    <message>
        <source>You are dealt {first} and {second}.</source>
        <translation>Otrzymujesz cele „{first}” i „{second}”.</translation>
    </message>
    <message>
        <source>Keep one of your 2 secret objectives; the other goes back to the deck.</source>
        <translation>Zatrzymaj jeden ze swoich 2 celów tajnych; drugi wraca do talii.</translation>
    </message>
    <message>
        <source>Keep {objective}</source>
        <translation>Zatrzymaj „{objective}”</translation>
    </message>
    <message>
        <source>{player} keeps a secret objective and returns the other.</source>
        <translation>{player} zatrzymuje jeden cel tajny i zwraca drugi.</translation>
    </message>
    <message>
        <source>The secret objective deck is shuffled.</source>
        <translation>Talia celów tajnych zostaje potasowana.</translation>
    </message>
    <message>
        <source>Round {round}: who took the Imperial strategy card?</source>
        <translation>Runda {round}: kto wziął kartę strategii Imperium?</translation>
    </message>
    <message>
        <source>Nobody took Imperial this round</source>
        <translation>Nikt nie wziął Imperium w tej rundzie</translation>
    </message>
    <message>
        <source>{player} holds Imperial in round {round}.</source>
        <translation>{player} ma kartę Imperium w rundzie {round}.</translation>
    </message>
    <message>
        <source>Nobody holds Imperial in round {round}.</source>
        <translation>Nikt nie ma karty Imperium w rundzie {round}.</translation>
    </message>
    <message>
        <source>{player}: do you control every planet in your home system?</source>
        <translation>{player}: czy kontrolujesz każdą planetę swojego systemu macierzystego?</translation>
    </message>
    <message>
        <source>Yes, every planet of my home system</source>
        <translation>Tak, każdą planetę mojego systemu macierzystego</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>{player} controls every planet of their home system.</source>
        <translation>{player} kontroluje każdą planetę swojego układu macierzystego.</translation>
    </message>
    <message>
        <source>{player} does not control every planet of their home system and cannot score a public objective.</source>
        <translation>{player} nie kontroluje każdej planety swojego systemu macierzystego i nie może zrealizować celu publicznego.</translation>
    </message>
    <message>
        <source>{player} has no revealed public objective left to score.</source>
        <translation>{player} nie ma już odkrytego celu publicznego do zrealizowania.</translation>
    </message>
    <message>
        <source>Imperial: score 1 revealed public objective whose condition you meet.</source>
        <translation>Imperium: zrealizuj 1 odkryty cel publiczny, którego warunek spełniasz.</translation>
    </message>
    <message>
        <source>Score {objective} ({points} VP): {condition}</source>
        <translation>Zrealizuj „{objective}” ({points} PZ): {condition}</translation>
    </message>
    <message>
        <source>Score none</source>
        <translation>Nie realizuj żadnego</translation>
    </message>
    <message>
        <source>Imperial: who controls Mecatol Rex?</source>
        <translation>Imperium: kto kontroluje Mecatol Rex?</translation>
    </message>
    <message>
        <source>Nobody (the custodians token is still there)</source>
        <translation>Nikt (żeton Kustoszy wciąż tam leży)</translation>
    </message>
    <message>
        <source>{player} controls Mecatol Rex.</source>
        <translation>{player} kontroluje Mecatol Rex.</translation>
    </message>
    <message>
        <source>Nobody controls Mecatol Rex.</source>
        <translation>Nikt nie kontroluje Mecatol Rex.</translation>
    </message>
    <message>
        <source>{player} controls Mecatol Rex and gains 1 victory point.</source>
        <translation>{player} kontroluje Mecatol Rex i zdobywa 1 punkt zwycięstwa.</translation>
    </message>
    <message>
        <source>{player} scores no public objective.</source>
        <translation>{player} nie realizuje żadnego celu publicznego.</translation>
    </message>
    <message>
        <source>{player} scores no secret objective.</source>
        <translation>{player} nie realizuje żadnego celu tajnego.</translation>
    </message>
    <message>
        <source>{player} scores {objective} for {points} VP.</source>
        <translation>{player} realizuje cel „{objective}” i zdobywa {points} PZ.</translation>
    </message>
    <message>
        <source>{player} draws a secret objective.</source>
        <translation>{player} dobiera cel tajny.</translation>
    </message>
    <message>
        <source>You draw {objective}.</source>
        <translation>Dobierasz cel „{objective}”.</translation>
    </message>
    <message>
        <source>The secret objective deck is empty: {player} draws nothing.</source>
        <translation>Talia celów tajnych jest pusta: {player} nic nie dobiera.</translation>
    </message>
    <message>
        <source>{player}: spend 1 strategy-pool token to draw 1 secret objective?</source>
        <translation>{player}: wydać 1 żeton z puli strategicznej, aby dobrać 1 cel tajny?</translation>
    </message>
    <message>
        <source>Spend 1 token and draw</source>
        <translation>Wydaj 1 żeton i dobierz</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>{player} spends 1 strategy-pool token.</source>
        <translation>{player} wydaje 1 żeton z puli strategicznej.</translation>
    </message>
    <message>
        <source>{player} does not draw.</source>
        <translation>{player} nie dobiera.</translation>
    </message>
    <message>
        <source>You hold more than 3 secret objectives: return 1 unscored secret objective to the deck.</source>
        <translation>Masz więcej niż 3 cele tajne: zwróć do talii 1 niezrealizowany cel tajny.</translation>
    </message>
    <message>
        <source>Return {objective}</source>
        <translation>Zwróć „{objective}”</translation>
    </message>
    <message>
        <source>{player} returns an unscored secret objective to the deck.</source>
        <translation>{player} zwraca do talii niezrealizowany cel tajny.</translation>
    </message>
    <message>
        <source>Status phase, {player}: do you control every planet in your home system?</source>
        <translation>Faza statusu, {player}: czy kontrolujesz każdą planetę swojego systemu macierzystego?</translation>
    </message>
    <message>
        <source>Status phase: score up to 1 revealed public objective whose condition you meet.</source>
        <translation>Faza statusu: zrealizuj maksymalnie 1 odkryty cel publiczny, którego warunek spełniasz.</translation>
    </message>
    <message>
        <source>Status phase: score up to 1 of your secret objectives whose condition you met.</source>
        <translation>Faza statusu: zrealizuj maksymalnie 1 ze swoich celów tajnych, którego warunek został spełniony.</translation>
    </message>
    <message>
        <source>Score {objective} ({phase}): {condition}</source>
        <translation>Zrealizuj „{objective}” ({phase}): {condition}</translation>
    </message>
    <message>
        <source>status phase</source>
        <translation>faza statusu</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>faza akcji</translation>
    </message>
    <message>
        <source>agenda phase</source>
        <translation>faza agendy</translation>
    </message>
    <message>
        <source>{objective} is revealed.</source>
        <translation>Odkryto cel „{objective}”.</translation>
    </message>
    <message>
        <source>No public objective is left to reveal: the game ends.</source>
        <translation>Nie ma już celów publicznych do odkrycia: gra się kończy.</translation>
    </message>
    <message>
        <source>{player} gains 2 command tokens: how many go to the strategy pool?</source>
        <translation>{player} otrzymuje 2 żetony dowodzenia: ile trafia do puli strategicznej?</translation>
    </message>
    <message>
        <source>tokens to the strategy pool</source>
        <translation>żetony do puli strategicznej</translation>
    </message>
    <message numerus="yes">
        <source>{player} gains 2 command tokens and puts %n in the strategy pool.</source>
        <translation>
            <numerusform>{player} otrzymuje 2 żetony dowodzenia i kładzie %n do puli strategicznej.</numerusform>
            <numerusform>{player} otrzymuje 2 żetony dowodzenia i kładzie %n do puli strategicznej.</numerusform>
            <numerusform>{player} otrzymuje 2 żetony dowodzenia i kładzie %n do puli strategicznej.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} reaches {vp} victory points: the game ends.</source>
        <translation>{player} osiąga {vp} punktów zwycięstwa: gra się kończy.</translation>
    </message>
    <message>
        <source>Record what the app cannot see: a secret objective achieved, the custodians token, Support for the Throne, agendas, relics…</source>
        <translation>Zapisz to, czego aplikacja nie widzi: osiągnięty cel tajny, żeton Kustoszy, Wsparcie dla Tronu, ustawy, relikty…</translation>
    </message>
    <message>
        <source>Record victory points: who scores, gains or loses them?</source>
        <translation>Zapis punktów zwycięstwa: kto je realizuje, zdobywa lub traci?</translation>
    </message>
    <message>
        <source>Back: nothing to record</source>
        <translation>Wstecz: nic do zapisania</translation>
    </message>
    <message>
        <source>{player}: what gives or takes the victory points?</source>
        <translation>{player}: co daje lub odbiera punkty zwycięstwa?</translation>
    </message>
    <message>
        <source>The custodians token, removed from Mecatol Rex (+1 VP)</source>
        <translation>Żeton Kustoszy usunięty z Mecatol Rex (+1 PZ)</translation>
    </message>
    <message>
        <source>Support for the Throne</source>
        <translation>Wsparcie dla Tronu</translation>
    </message>
    <message>
        <source>An agenda</source>
        <translation>Ustawa</translation>
    </message>
    <message>
        <source>A relic</source>
        <translation>Relikt</translation>
    </message>
    <message>
        <source>Another effect</source>
        <translation>Inny efekt</translation>
    </message>
    <message>
        <source>{player}, {reason}: how many victory points? (below 0: points lost)</source>
        <translation>{player}, {reason}: ile punktów zwycięstwa? (poniżej 0: punkty utracone)</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>punkty zwycięstwa</translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n victory point(s): {reason}.</source>
        <translation>
            <numerusform>{player} zdobywa %n punkt zwycięstwa: {reason}.</numerusform>
            <numerusform>{player} zdobywa %n punkty zwycięstwa: {reason}.</numerusform>
            <numerusform>{player} zdobywa %n punktów zwycięstwa: {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n victory point(s): {reason}.</source>
        <translation>
            <numerusform>{player} traci %n punkt zwycięstwa: {reason}.</numerusform>
            <numerusform>{player} traci %n punkty zwycięstwa: {reason}.</numerusform>
            <numerusform>{player} traci %n punktów zwycięstwa: {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>the custodians token</source>
        <translation>żeton Kustoszy</translation>
    </message>
    <message>
        <source>an agenda</source>
        <translation>ustawa</translation>
    </message>
    <message>
        <source>a relic</source>
        <translation>relikt</translation>
    </message>
    <message>
        <source>another effect</source>
        <translation>inny efekt</translation>
    </message>
    <message>
        <source>Public objectives</source>
        <translation>Cele publiczne</translation>
    </message>
    <message>
        <source>Secret objectives</source>
        <translation>Cele tajne</translation>
    </message>
    <message>
        <source>Imperial (Mecatol Rex)</source>
        <translation>Imperium (Mecatol Rex)</translation>
    </message>
    <message>
        <source>Recorded at the table</source>
        <translation>Zapisane przy stole</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punkty zwycięstwa</translation>
    </message>
    <message>
        <source>Tied on victory points: {player} is first in initiative order.</source>
        <translation>Remis w punktach zwycięstwa: {player} ma pierwszeństwo w kolejności inicjatywy.</translation>
    </message>
</context>
<context>
    <name>ti4.layout</name>
    <message>
        <source>Stage I objective</source>
        <translation>Cel etapu I</translation>
    </message>
    <message>
        <source>Stage II objective</source>
        <translation>Cel etapu II</translation>
    </message>
    <message>
        <source>Secret objective</source>
        <translation>Cel tajny</translation>
    </message>
    <message>
        <source>status phase</source>
        <translation>faza statusu</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>faza akcji</translation>
    </message>
    <message>
        <source>agenda phase</source>
        <translation>faza agendy</translation>
    </message>
    <message>
        <source>{kind}, {phase}</source>
        <translation>{kind}, {phase}</translation>
    </message>
    <message>
        <source>Stage I deck</source>
        <translation>Talia etapu I</translation>
    </message>
    <message>
        <source>Stage II deck</source>
        <translation>Talia etapu II</translation>
    </message>
    <message>
        <source>Secret objectives</source>
        <translation>Cele tajne</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n karta zakryta</numerusform>
            <numerusform>%n karty zakryte</numerusform>
            <numerusform>%n kart zakrytych</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Public objectives</source>
        <translation>Cele publiczne</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Talie</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategia</translation>
    </message>
    <message>
        <source>Imperial</source>
        <translation>Imperium</translation>
    </message>
    <message>
        <source>Strategy card</source>
        <translation>Karta strategii</translation>
    </message>
    <message>
        <source>Primary: score 1 public objective, only while you control every planet of your home system.</source>
        <translation>Główna: zrealizuj 1 cel publiczny, tylko jeśli kontrolujesz każdą planetę swojego systemu macierzystego.</translation>
    </message>
    <message>
        <source>Then 1 VP if you control Mecatol Rex; if not, draw 1 secret objective.</source>
        <translation>Następnie 1 PZ, jeśli kontrolujesz Mecatol Rex; jeśli nie, dobierz 1 cel tajny.</translation>
    </message>
    <message>
        <source>Others: spend 1 strategy token to draw 1 secret objective.</source>
        <translation>Pozostali: wydaj 1 żeton z puli strategicznej, aby dobrać 1 cel tajny.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punkty zwycięstwa</translation>
    </message>
    <message>
        <source>Mecatol Rex: controlled by {name}</source>
        <translation>Mecatol Rex: kontroluje {name}</translation>
    </message>
    <message>
        <source>Mecatol Rex: nobody controls it</source>
        <translation>Mecatol Rex: nikt go nie kontroluje</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runda {round}</translation>
    </message>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (miejsce {seat})</translation>
    </message>
    <message>
        <source>holds Imperial</source>
        <translation>ma Imperium</translation>
    </message>
    <message>
        <source>Mecatol Rex</source>
        <translation>Mecatol Rex</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ty</translation>
    </message>
    <message>
        <source>{name}: {vp} victory points</source>
        <translation>{name}: {vp} PZ</translation>
    </message>
    <message>
        <source>public objectives {public} · secret objectives {secret} · Imperial {imperial} · recorded at the table {other}</source>
        <translation>cele publiczne {public} · cele tajne {secret} · Imperium {imperial} · zapisane przy stole {other}</translation>
    </message>
    <message>
        <source>custodians token</source>
        <translation>żeton Kustoszy</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>{name}: strategy pool</source>
        <translation>{name}: pula strategiczna</translation>
    </message>
    <message>
        <source>H</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Home system: every planet controlled</source>
        <translation>System macierzysty: wszystkie planety kontrolowane</translation>
    </message>
    <message>
        <source>Home system: not every planet controlled</source>
        <translation>System macierzysty: nie wszystkie planety kontrolowane</translation>
    </message>
    <message>
        <source>Home system: not asked yet</source>
        <translation>System macierzysty: jeszcze nie pytano</translation>
    </message>
</context>
<context>
    <name>tmae</name>
    <message>
        <source>Choose your corporation.</source>
        <translation>Wybierz swoją korporację.</translation>
    </message>
    <message>
        <source>Pick a phase card for this round.</source>
        <translation>Wybierz kartę fazy na tę rundę.</translation>
    </message>
    <message>
        <source>Choose the dummy&apos;s phase card for this round.</source>
        <translation>Wybierz kartę fazy ręki-widma na tę rundę.</translation>
    </message>
    <message>
        <source>Mars advances: raise temperature or oxygen (no TR).</source>
        <translation>Mars zmienia się sam: podnieś temperaturę lub poziom tlenu (bez WT).</translation>
    </message>
    <message>
        <source>Development: play a green card, sell, or pass.</source>
        <translation>Rozwój: zagraj zieloną kartę, sprzedaj kartę lub spasuj.</translation>
    </message>
    <message>
        <source>Construction: play a blue or red card, sell, or pass.</source>
        <translation>Budowa: zagraj niebieską lub czerwoną kartę, sprzedaj kartę lub spasuj.</translation>
    </message>
    <message>
        <source>Action: use an action or a standard project, sell, or pass.</source>
        <translation>Akcja: użyj akcji lub projektu standardowego, sprzedaj kartę lub spasuj.</translation>
    </message>
    <message>
        <source>How do you pay for {card}?</source>
        <translation>Jak płacisz za kartę „{card}”?</translation>
    </message>
    <message>
        <source>{card}: choose one.</source>
        <translation>{card}: wybierz jedną opcję.</translation>
    </message>
    <message>
        <source>{card}: which card gets the resources?</source>
        <translation>{card}: która karta otrzymuje zasoby?</translation>
    </message>
    <message>
        <source>Keep {k} of the drawn cards.</source>
        <translation>Zatrzymaj {k} z dobranych kart.</translation>
    </message>
    <message>
        <source>Discard {k} card(s).</source>
        <translation>Odrzuć karty: {k}.</translation>
    </message>
    <message>
        <source>Hand limit: discard {k} card(s) for MC.</source>
        <translation>Limit ręki: odrzuć nadmiarowe karty za M€ ({k}).</translation>
    </message>
    <message>
        <source>{card}: discard up to {k} cards to draw as many.</source>
        <translation>{card}: odrzuć do {k} kart, aby dobrać tyle samo.</translation>
    </message>
    <message>
        <source>{card}: play a cheap green card for free?</source>
        <translation>{card}: zagrać tanią zieloną kartę za darmo?</translation>
    </message>
    <message>
        <source>{card}: discard a card to draw?</source>
        <translation>{card}: odrzucić kartę, aby dobrać?</translation>
    </message>
    <message>
        <source>{card}: how much heat do you spend?</source>
        <translation>{card}: ile ciepła wydajesz?</translation>
    </message>
    <message>
        <source>{card}: pay 6 MC for 1 more TR?</source>
        <translation>{card}: zapłacić 6 M€ za 1 dodatkowy WT?</translation>
    </message>
    <message>
        <source>Take {corp}</source>
        <translation>Weź korporację {corp}</translation>
    </message>
    <message>
        <source>Dummy plays {phase}</source>
        <translation>Ręka-widmo zagrywa: {phase}</translation>
    </message>
    <message>
        <source>Raise the temperature</source>
        <translation>Podnieś temperaturę</translation>
    </message>
    <message>
        <source>Raise oxygen</source>
        <translation>Podnieś poziom tlenu</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Zagraj kartę „{card}”</translation>
    </message>
    <message>
        <source>Sell {card} for {mc} MC</source>
        <translation>Sprzedaj kartę „{card}” za {mc} M€</translation>
    </message>
    <message>
        <source>Sell cards</source>
        <extracomment>every &quot;Sell X&quot; of a hand folds under one button of the decision bar (``Option.data[&quot;group&quot;]``)</extracomment>
        <translation>Sprzedaj karty</translation>
    </message>
    <message>
        <source>Draw a card (Construction bonus)</source>
        <translation>Dobierz kartę (premia fazy „Budowa”)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Use {card}: {text}</source>
        <translation>Użyj karty „{card}”: {text}</translation>
    </message>
    <message>
        <source>Use {card}: {text} (with {other})</source>
        <translation>Użyj karty „{card}”: {text} (z kartą „{other}”)</translation>
    </message>
    <message>
        <source>Standard project: plants to forest</source>
        <translation>Projekt standardowy: rośliny na las</translation>
    </message>
    <message>
        <source>Standard project: buy a forest</source>
        <translation>Projekt standardowy: kup las</translation>
    </message>
    <message>
        <source>Standard project: heat to temperature</source>
        <translation>Projekt standardowy: ciepło na temperaturę</translation>
    </message>
    <message>
        <source>Standard project: buy a temperature step</source>
        <translation>Projekt standardowy: kup krok temperatury</translation>
    </message>
    <message>
        <source>Standard project: buy an ocean</source>
        <translation>Projekt standardowy: kup ocean</translation>
    </message>
    <message>
        <source>Pay {mc} MC and {heat} heat</source>
        <translation>Zapłać {mc} M€ i ciepło ×{heat}</translation>
    </message>
    <message>
        <source>{pay}, using 2 microbes</source>
        <translation>{pay}, zużywając 2 mikroby</translation>
    </message>
    <message>
        <source>{pay}, using 1 plant</source>
        <translation>{pay}, zużywając 1 roślinę</translation>
    </message>
    <message>
        <source>Onto {card}</source>
        <translation>Na kartę „{card}”</translation>
    </message>
    <message>
        <source>Play {card} for free</source>
        <translation>Zagraj kartę „{card}” za darmo</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pomiń</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Odrzuć kartę „{card}”</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Tak</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>heat</source>
        <translation>ciepło</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Współczynnik Terraformacji</translation>
    </message>
    <message>
        <source>Forests</source>
        <translation>Lasy</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Tie broken by the MC, heat and plants left, each card in hand sold first.</source>
        <translation>Remis rozstrzyga suma pozostałych M€, ciepła i roślin, po sprzedaży kart z ręki.</translation>
    </message>
    <message>
        <source>Mars was not terraformed in 25 rounds: the game is lost.</source>
        <translation>Mars nie został zterraformowany w ciągu 25 rund: gra przegrana.</translation>
    </message>
    <message>
        <source>Terraforming Mars: Ares Expedition</source>
        <translation>Terraformacja Marsa: Ekspedycja Ares</translation>
    </message>
    <message>
        <source>Terraform Mars with phase cards, projects and standard projects; 1–4 players with solo mode.</source>
        <translation>Terraformuj Marsa za pomocą kart faz, projektów i projektów standardowych; 1–4 graczy, z trybem solo.</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Rozwój</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>Budowa</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produkcja</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Badania</translation>
    </message>
    <message>
        <source>{player} draws {num} card(s).</source>
        <translation>{player} dobiera karty: {num}.</translation>
    </message>
    <message>
        <source>The discards are shuffled into a new project deck.</source>
        <translation>Odrzucone karty zostają przetasowane w nową talię projektów.</translation>
    </message>
    <message>
        <source>{player} plays {card} for {mc} MC.</source>
        <translation>{player} zagrywa kartę „{card}” za {mc} M€.</translation>
    </message>
    <message>
        <source>{player} sells {card} for {mc} MC.</source>
        <translation>{player} sprzedaje kartę „{card}” za {mc} M€.</translation>
    </message>
    <message>
        <source>{player} picks the {phase} phase.</source>
        <translation>{player} wybiera fazę „{phase}”.</translation>
    </message>
    <message>
        <source>The dummy hand plays the {phase} phase.</source>
        <translation>Ręka-widmo zagrywa fazę „{phase}”.</translation>
    </message>
    <message>
        <source>{phase} phase.</source>
        <translation>Faza „{phase}”.</translation>
    </message>
    <message>
        <source>{player} raises the temperature to {value} °C.</source>
        <translation>{player} podnosi temperaturę do {value} °C.</translation>
    </message>
    <message>
        <source>{player} raises oxygen to {value}%.</source>
        <translation>{player} podnosi poziom tlenu do {value}%.</translation>
    </message>
    <message>
        <source>{player} flips an ocean tile: {mc} MC, {plants} plants, {cards} card(s).</source>
        <translation>{player} odwraca kafelek oceanu: {mc} M€, rośliny: {plants}, karty: {cards}.</translation>
    </message>
    <message>
        <source>{player} raises a parameter maxed this phase: 1 TR.</source>
        <translation>{player} podnosi parametr, który osiągnął maksimum w tej fazie: 1 WT.</translation>
    </message>
    <message>
        <source>{player} gains a forest.</source>
        <translation>{player} zyskuje las.</translation>
    </message>
    <message>
        <source>{player} gains {num} TR.</source>
        <translation>{player} zyskuje {num} WT.</translation>
    </message>
    <message>
        <source>{player} uses the action of {card}.</source>
        <translation>{player} używa akcji karty „{card}”.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} pasuje.</translation>
    </message>
    <message>
        <source>{player} produces {mc} MC, {heat} heat, {plants} plants and {cards} card(s).</source>
        <translation>{player} produkuje: {mc} M€, ciepło: {heat}, rośliny: {plants}, karty: {cards}.</translation>
    </message>
    <message>
        <source>Mars is terraformed: the game ends after this phase.</source>
        <translation>Mars jest zterraformowany: gra kończy się po tej fazie.</translation>
    </message>
    <message>
        <source>Round 25 is over.</source>
        <translation>Runda 25 dobiegła końca.</translation>
    </message>
    <message>
        <source>Mars advances on its own (solo difficulty).</source>
        <translation>Mars zmienia się sam (poziom trudności gry solo).</translation>
    </message>
    <message>
        <source>{player} takes {corp}.</source>
        <translation>{player} bierze korporację {corp}.</translation>
    </message>
    <message>
        <source>{player} discards {num} card(s) for {mc} MC.</source>
        <translation>{player} odrzuca karty ({num}) za {mc} M€.</translation>
    </message>
    <message>
        <source>Only one starred corporation per player: it is kept.</source>
        <translation>Tylko jedna korporacja z gwiazdką na gracza: zostaje zatrzymana.</translation>
    </message>
    <message>
        <source>Cards and corporations are dealt; the ocean tiles are shuffled.</source>
        <translation>Karty i korporacje zostają rozdane; kafelki oceanów zostają przetasowane.</translation>
    </message>
    <message>
        <source>{player} reveals {card}.</source>
        <translation>{player} odkrywa kartę „{card}”.</translation>
    </message>
    <message>
        <source>{player} turns {n} plants into a forest (standard project).</source>
        <extracomment>the log of each standard project, with what it cost</extracomment>
        <translation>{player} zamienia rośliny ({n}) na las (projekt standardowy).</translation>
    </message>
    <message>
        <source>{player} buys a forest for {n} MC (standard project).</source>
        <translation>{player} kupuje las za {n} M€ (projekt standardowy).</translation>
    </message>
    <message>
        <source>{player} spends {n} heat to raise the temperature (standard project).</source>
        <translation>{player} wydaje ciepło ({n}), aby podnieść temperaturę (projekt standardowy).</translation>
    </message>
    <message>
        <source>{player} buys a temperature step for {n} MC (standard project).</source>
        <translation>{player} kupuje krok temperatury za {n} M€ (projekt standardowy).</translation>
    </message>
    <message>
        <source>{player} buys an ocean tile for {n} MC (standard project).</source>
        <translation>{player} kupuje żeton oceanu za {n} M€ (projekt standardowy).</translation>
    </message>
    <message>
        <source>{player} must turn {n} plants into a forest (end of the Action phase).</source>
        <translation>{player} musi zamienić rośliny ({n}) na las (koniec fazy Akcji).</translation>
    </message>
    <message>
        <source>{player} must spend {n} heat to raise the temperature (end of the Action phase).</source>
        <translation>{player} musi wydać ciepło ({n}), aby podnieść temperaturę (koniec fazy Akcji).</translation>
    </message>
    <message>
        <source>The dummy hand is reshuffled.</source>
        <translation>Ręka-widmo zostaje przetasowana.</translation>
    </message>
    <message>
        <source>MC</source>
        <translation>M€</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>rośliny</translation>
    </message>
    <message>
        <source>card(s)</source>
        <translation>karty</translation>
    </message>
    <message>
        <source>animal(s)</source>
        <translation>zwierzęta</translation>
    </message>
    <message>
        <source>microbe(s)</source>
        <translation>mikroby</translation>
    </message>
    <message>
        <source>science resource(s)</source>
        <translation>zasoby nauki</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>WT</translation>
    </message>
    <message>
        <source>building</source>
        <translation>„Budowla”</translation>
    </message>
    <message>
        <source>space</source>
        <translation>„Kosmos”</translation>
    </message>
    <message>
        <source>science</source>
        <translation>„Nauka”</translation>
    </message>
    <message>
        <source>power</source>
        <translation>„Energia”</translation>
    </message>
    <message>
        <source>earth</source>
        <translation>„Ziemia”</translation>
    </message>
    <message>
        <source>jovian</source>
        <translation>„Jowisz”</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>„Roślina”</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>„Zwierzę”</translation>
    </message>
    <message>
        <source>microbe</source>
        <translation>„Mikrob”</translation>
    </message>
    <message>
        <source>event</source>
        <translation>„Wydarzenie”</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>fioletowej</translation>
    </message>
    <message>
        <source>red</source>
        <translation>czerwonej</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>żółtej</translation>
    </message>
    <message>
        <source>white</source>
        <translation>białej</translation>
    </message>
    <message>
        <source>Gain {num} {res}.</source>
        <translation>Zyskaj {res} ×{num}.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Dobierz %n kartę.</numerusform>
            <numerusform>Dobierz %n karty.</numerusform>
            <numerusform>Dobierz %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal {num} cards, keep {k}, discard the rest.</source>
        <translation>Odkryj wierzchnie karty talii ({num} szt.), zatrzymaj {k} z nich, resztę odrzuć.</translation>
    </message>
    <message>
        <source>Reveal {num} cards, keep {k} tagged {tags}, discard the rest.</source>
        <translation>Odkryj wierzchnie karty talii ({num} szt.), zatrzymaj {k} z symbolem {tags}, resztę odrzuć.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s) from your hand.</source>
        <translation>
            <numerusform>Odrzuć %n kartę z ręki.</numerusform>
            <numerusform>Odrzuć %n karty z ręki.</numerusform>
            <numerusform>Odrzuć %n kart z ręki.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise your TR %n step(s).</source>
        <translation>
            <numerusform>Podnieś swój WT o %n.</numerusform>
            <numerusform>Podnieś swój WT o %n.</numerusform>
            <numerusform>Podnieś swój WT o %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise the temperature %n step(s).</source>
        <translation>
            <numerusform>Podnieś temperaturę o %n krok.</numerusform>
            <numerusform>Podnieś temperaturę o %n kroki.</numerusform>
            <numerusform>Podnieś temperaturę o %n kroków.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise oxygen %n step(s).</source>
        <translation>
            <numerusform>Podnieś poziom tlenu o %n krok.</numerusform>
            <numerusform>Podnieś poziom tlenu o %n kroki.</numerusform>
            <numerusform>Podnieś poziom tlenu o %n kroków.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flip %n ocean tile(s).</source>
        <translation>
            <numerusform>Odwróć %n kafelek oceanu.</numerusform>
            <numerusform>Odwróć %n kafelki oceanów.</numerusform>
            <numerusform>Odwróć %n kafelków oceanów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n forest(s) and raise oxygen as many steps.</source>
        <translation>
            <numerusform>Zyskaj %n las i podnieś poziom tlenu o tyle samo kroków.</numerusform>
            <numerusform>Zyskaj %n lasy i podnieś poziom tlenu o tyle samo kroków.</numerusform>
            <numerusform>Zyskaj %n lasów i podnieś poziom tlenu o tyle samo kroków.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {num} {res} to this card.</source>
        <translation>Dodaj do tej karty {res} ×{num}.</translation>
    </message>
    <message>
        <source>Add {num} {res} to another card.</source>
        <translation>Dodaj do innej karty {res} ×{num}.</translation>
    </message>
    <message>
        <source>Add {num} resources to a card that already has resources.</source>
        <translation>Dodaj zasoby ×{num} do karty, która ma już zasoby.</translation>
    </message>
    <message>
        <source>Remove {num} resource(s) from this card.</source>
        <translation>Usuń z tej karty zasoby ×{num}.</translation>
    </message>
    <message>
        <source>Choose one: {alts}</source>
        <translation>Wybierz jedno: {alts}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} lub {b}</translation>
    </message>
    <message>
        <source>If you picked the {phase} phase this round: {then}</source>
        <translation>Jeśli w tej rundzie twoim wyborem była faza „{phase}”: {then}</translation>
    </message>
    <message>
        <source>If you have {num} {tag} tags: {then}</source>
        <translation>Jeśli liczba twoich symboli {tag} wynosi co najmniej {num}: {then}</translation>
    </message>
    <message>
        <source>Raise your TR 1 step per {tag} tag you have.</source>
        <translation>Podnieś swój WT o 1 za każdy posiadany symbol {tag}.</translation>
    </message>
    <message>
        <source>You may play 1 more blue or red card this phase.</source>
        <translation>W tej fazie możesz zagrać 1 dodatkową niebieską lub czerwoną kartę.</translation>
    </message>
    <message>
        <source>The next card you play this phase costs {num} MC less.</source>
        <translation>Następna karta zagrana przez ciebie w tej fazie kosztuje o {num} M€ mniej.</translation>
    </message>
    <message>
        <source>For the next card you play this phase, oxygen and temperature may count one colour higher or lower.</source>
        <translation>Dla następnej karty zagranej przez ciebie w tej fazie tlen i temperaturę można liczyć o jedną strefę kolorów wyżej lub niżej.</translation>
    </message>
    <message>
        <source>You may play a green card of printed cost {num} MC or less from your hand without paying MC.</source>
        <translation>Możesz zagrać z ręki zieloną kartę o nadrukowanym koszcie do {num} M€ bez płacenia M€.</translation>
    </message>
    <message>
        <source>Spend up to {max} {src} to gain as many {dst}.</source>
        <translation>Wymień {src} na {dst} w stosunku 1:1 (maksymalnie {max}).</translation>
    </message>
    <message>
        <source>Spend any amount of {src} to gain as many {dst}.</source>
        <translation>Wymień {src} na {dst} w stosunku 1:1, w dowolnej ilości.</translation>
    </message>
    <message>
        <source>Discard up to {num} cards from your hand and draw as many.</source>
        <translation>Odrzuć z ręki do {num} kart i dobierz tyle samo.</translation>
    </message>
    <message>
        <source>Reveal the top card of the deck: if it is green, discard it and gain 1 MC; otherwise take it.</source>
        <translation>Odkryj wierzchnią kartę talii: jeśli jest zielona, odrzuć ją i zyskaj 1 M€; w przeciwnym razie weź ją na rękę.</translation>
    </message>
    <message>
        <source>You may discard a card: draw 2 cards if it had a plant tag, else 1.</source>
        <translation>Możesz odrzucić kartę: dobierz 2 karty, jeśli miała symbol „Roślina”, a w przeciwnym razie 1.</translation>
    </message>
    <message>
        <source>Production: {items}.</source>
        <translation>Produkcja: {items}.</translation>
    </message>
    <message>
        <source>{num} {res}</source>
        <translation>{res} ×{num}</translation>
    </message>
    <message>
        <source>Production: 1 {res} per {of} you have (counted now, this card included).</source>
        <translation>Produkcja: {res} ×1 za każdy twój element {of} (liczone teraz, łącznie z tą kartą).</translation>
    </message>
    <message>
        <source>Production: 1 {res} per {n} {of} tags you have (counted now, this card included).</source>
        <translation>Produkcja: {res} ×1 za każde {n} twoje symbole {of} (liczone teraz, łącznie z tą kartą).</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>„Las”</translation>
    </message>
    <message numerus="yes">
        <source>Steel %n: building cards cost 2 MC less per point.</source>
        <translation>
            <numerusform>Stal %n: karty z symbolem „Budowla” kosztują o 2 M€ mniej za każdy punkt.</numerusform>
            <numerusform>Stal %n: karty z symbolem „Budowla” kosztują o 2 M€ mniej za każdy punkt.</numerusform>
            <numerusform>Stal %n: karty z symbolem „Budowla” kosztują o 2 M€ mniej za każdy punkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Titanium %n: space cards cost 3 MC less per point.</source>
        <translation>
            <numerusform>Tytan %n: karty z symbolem „Kosmos” kosztują o 3 M€ mniej za każdy punkt.</numerusform>
            <numerusform>Tytan %n: karty z symbolem „Kosmos” kosztują o 3 M€ mniej za każdy punkt.</numerusform>
            <numerusform>Tytan %n: karty z symbolem „Kosmos” kosztują o 3 M€ mniej za każdy punkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start with {num} MC.</source>
        <translation>Zaczynasz z {num} M€.</translation>
    </message>
    <message>
        <source>ACTION: {then}</source>
        <translation>AKCJA: {then}</translation>
    </message>
    <message>
        <source>ACTION (or): {then}</source>
        <translation>AKCJA (lub): {then}</translation>
    </message>
    <message>
        <source>ACTION: Spend {items}{note}: {then}</source>
        <translation>AKCJA: Wydaj {items}{note}: {then}</translation>
    </message>
    <message>
        <source>ACTION (or): Spend {items}{note}: {then}</source>
        <translation>AKCJA (lub): Wydaj {items}{note}: {then}</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} i {b}</translation>
    </message>
    <message>
        <source>a card from your hand</source>
        <translation>kartę z ręki</translation>
    </message>
    <message>
        <source>{num} resource(s) from this card</source>
        <translation>zasoby ×{num} z tej karty</translation>
    </message>
    <message>
        <source>{num} {res} from one of your cards</source>
        <translation>{res} ×{num} z jednej z twoich kart</translation>
    </message>
    <message>
        <source> (only {num} {res} if you picked the Action phase)</source>
        <translation> (tylko {res} ×{num}, jeśli twoim wyborem była faza „Akcja”)</translation>
    </message>
    <message>
        <source> (the MC cost drops {num} per {per})</source>
        <translation> (koszt w M€ spada o {num} za każdy {per})</translation>
    </message>
    <message>
        <source> (the MC cost drops {num} with {k} or more blue cards in play)</source>
        <translation> (koszt w M€ spada o {num}, jeśli liczba twoich niebieskich kart w grze wynosi co najmniej {k})</translation>
    </message>
    <message>
        <source>steel</source>
        <translation>punkt stali</translation>
    </message>
    <message>
        <source>titanium</source>
        <translation>punkt tytanu</translation>
    </message>
    <message>
        <source>power tag</source>
        <translation>symbol „Energia”</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card tagged {tags}{incl}: {do}</source>
        <translation>EFEKT: Gdy zagrywasz kartę z symbolem {tags}{incl}: {do}</translation>
    </message>
    <message>
        <source>EFFECT: A card tagged {tags} costs you {num} MC less.</source>
        <translation>EFEKT: Karta z symbolem {tags} kosztuje cię o {num} M€ mniej.</translation>
    </message>
    <message>
        <source>EFFECT: For each {tag} tag you play, gain 1 TR.</source>
        <translation>EFEKT: Za każdy zagrany symbol {tag} zyskaj 1 WT.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card: {do}</source>
        <translation>EFEKT: Gdy zagrywasz kartę: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you flip an ocean tile: {do}</source>
        <translation>EFEKT: Gdy odwracasz kafelek oceanu: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you raise the temperature: {do}</source>
        <translation>EFEKT: Gdy podnosisz temperaturę: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you raise oxygen: {do}</source>
        <translation>EFEKT: Gdy podnosisz poziom tlenu: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you gain a forest: {do}</source>
        <translation>EFEKT: Gdy zyskujesz las: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you use an ACTION: {do}</source>
        <translation>EFEKT: Gdy używasz AKCJI: {do}</translation>
    </message>
    <message>
        <source> (this one included)</source>
        <translation> (łącznie z tą)</translation>
    </message>
    <message>
        <source> (once per card)</source>
        <translation> (raz na kartę)</translation>
    </message>
    <message>
        <source>EFFECT: Cards cost you {num} MC less.</source>
        <translation>EFEKT: Karty kosztują cię o {num} M€ mniej.</translation>
    </message>
    <message>
        <source>EFFECT: A card of printed cost {min} MC or more costs you {num} MC less.</source>
        <translation>EFEKT: Karta o nadrukowanym koszcie co najmniej {min} M€ kosztuje cię o {num} M€ mniej.</translation>
    </message>
    <message>
        <source>EFFECT: Each steel point is worth {num} MC more.</source>
        <translation>EFEKT: Każdy punkt stali jest wart o {num} M€ więcej.</translation>
    </message>
    <message>
        <source>EFFECT: Each titanium point is worth {num} MC more.</source>
        <translation>EFEKT: Każdy punkt tytanu jest wart o {num} M€ więcej.</translation>
    </message>
    <message>
        <source>EFFECT: For requirements, oxygen and temperature may count one colour higher or lower.</source>
        <translation>EFEKT: Przy wymaganiach tlen i temperaturę można liczyć o jedną strefę kolorów wyżej lub niżej.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card, you may remove {num} microbes from this card to pay {mc} MC less.</source>
        <translation>EFEKT: Gdy zagrywasz kartę, możesz usunąć z tej karty mikroby ×{num}, aby zapłacić o {mc} M€ mniej.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card, you may spend {num} plant to pay {mc} MC less.</source>
        <translation>EFEKT: Gdy zagrywasz kartę, możesz wydać rośliny ×{num}, aby zapłacić o {mc} M€ mniej.</translation>
    </message>
    <message>
        <source>EFFECT: Standard projects that cost MC cost you {num} MC less.</source>
        <translation>EFEKT: Projekty standardowe płatne w M€ kosztują cię o {num} M€ mniej.</translation>
    </message>
    <message>
        <source>EFFECT: Cards you sell are worth {num} MC more.</source>
        <translation>EFEKT: Sprzedawane przez ciebie karty są warte o {num} M€ więcej.</translation>
    </message>
    <message>
        <source>EFFECT: In the Research phase, draw {num} more card(s).</source>
        <translation>EFEKT: W fazie „Badania” dobierasz więcej kart: +{num}.</translation>
    </message>
    <message>
        <source>EFFECT: In the Research phase, keep {num} more card(s).</source>
        <translation>EFEKT: W fazie „Badania” zatrzymujesz więcej kart: +{num}.</translation>
    </message>
    <message>
        <source>EFFECT: A forest from plants costs you {num} plant(s) less.</source>
        <translation>EFEKT: Las z roślin kosztuje cię o {num} mniej.</translation>
    </message>
    <message>
        <source>EFFECT: You may pay with heat as if it were MC.</source>
        <translation>EFEKT: Możesz płacić ciepłem tak, jakby to były M€.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card that raises your steel, gain 1 TR.</source>
        <translation>EFEKT: Gdy zagrywasz kartę, która zwiększa twoją stal, zyskaj 1 WT.</translation>
    </message>
    <message>
        <source>EFFECT: The first time your TR rises in a phase, you may pay 6 MC to raise it 1 more step.</source>
        <translation>EFEKT: Gdy twój WT po raz pierwszy w danej fazie wzrośnie, możesz zapłacić 6 M€, aby podnieść go o kolejny 1.</translation>
    </message>
    <message>
        <source>Requires temperature {band} or warmer.</source>
        <translation>Wymaga temperatury w strefie {band} lub cieplejszej.</translation>
    </message>
    <message>
        <source>Requires temperature {band} or cooler.</source>
        <translation>Wymaga temperatury w strefie {band} lub chłodniejszej.</translation>
    </message>
    <message>
        <source>Requires oxygen {band} or higher.</source>
        <translation>Wymaga poziomu tlenu w strefie {band} lub wyższej.</translation>
    </message>
    <message>
        <source>Requires oxygen {band} or lower.</source>
        <translation>Wymaga poziomu tlenu w strefie {band} lub niższej.</translation>
    </message>
    <message>
        <source>Requires {num} {tag} tag(s).</source>
        <translation>Wymaga symboli {tag}: {num}.</translation>
    </message>
    <message>
        <source>Requires {num} flipped ocean tiles.</source>
        <translation>Wymaga odwróconych kafelków oceanów: co najmniej {num}.</translation>
    </message>
    <message>
        <source>Requires at most {num} flipped ocean tiles.</source>
        <translation>Wymaga odwróconych kafelków oceanów: najwyżej {num}.</translation>
    </message>
    <message>
        <source>Requires a TR of {num} or more.</source>
        <translation>Wymaga WT co najmniej {num}.</translation>
    </message>
    <message>
        <source>Spend {num} {res} to play this card.</source>
        <translation>Aby zagrać tę kartę, wydaj {res} ×{num}.</translation>
    </message>
    <message>
        <source>{num} VP.</source>
        <translation>{num} PZ.</translation>
    </message>
    <message>
        <source>1 VP per {per} resource(s) on this card.</source>
        <translation>Zasoby na tej karcie: 1 PZ za {per} szt.</translation>
    </message>
    <message>
        <source>1 VP per {per} forests you have.</source>
        <translation>Twoje lasy: 1 PZ za każde {per}.</translation>
    </message>
    <message>
        <source>1 VP per {per} cards you have played.</source>
        <translation>Zagrane przez ciebie karty: 1 PZ za każde {per}.</translation>
    </message>
    <message>
        <source>1 VP per {per} blue cards you have in play.</source>
        <translation>Twoje niebieskie karty w grze: 1 PZ za każde {per}.</translation>
    </message>
    <message>
        <source>1 VP per {per} {tag} tag(s) you have.</source>
        <translation>Twoje symbole {tag}: 1 PZ za {per} szt.</translation>
    </message>
    <message>
        <source>{a} {b}</source>
        <translation>{a} {b}</translation>
    </message>
    <message>
        <source>{a}{b}</source>
        <translation>{a}{b}</translation>
    </message>
</context>
<context>
    <name>tmae.cards</name>
    <message>
        <source>AI Central</source>
        <translation>Centrum SI</translation>
    </message>
    <message>
        <source>Acquired Company</source>
        <translation>Przejęta firma</translation>
    </message>
    <message>
        <source>Adaptation Technology</source>
        <translation>Technologia adaptacyjna</translation>
    </message>
    <message>
        <source>Adapted Lichen</source>
        <translation>Przystosowane porosty</translation>
    </message>
    <message>
        <source>Advanced Alloys</source>
        <translation>Zaawansowane stopy</translation>
    </message>
    <message>
        <source>Advanced Ecosystems</source>
        <translation>Zaawansowane ekosystemy</translation>
    </message>
    <message>
        <source>Advanced Screening Technology</source>
        <translation>Zaawansowana technologia selekcji</translation>
    </message>
    <message>
        <source>Aerated Magma</source>
        <translation>Napowietrzona magma</translation>
    </message>
    <message>
        <source>Airborne Radiation</source>
        <translation>Promieniowanie w atmosferze</translation>
    </message>
    <message>
        <source>Algae</source>
        <translation>Glony</translation>
    </message>
    <message>
        <source>Anaerobic Microorganisms</source>
        <translation>Mikroorganizmy beztlenowe</translation>
    </message>
    <message>
        <source>Anti-Gravity Technology</source>
        <translation>Technologia antygrawitacyjna</translation>
    </message>
    <message>
        <source>Aquifer Pumping</source>
        <translation>Pompowanie wód podziemnych</translation>
    </message>
    <message>
        <source>Archaebacteria</source>
        <translation>Archeony</translation>
    </message>
    <message>
        <source>Arctic Algae</source>
        <translation>Glony arktyczne</translation>
    </message>
    <message>
        <source>Artificial Jungle</source>
        <translation>Sztuczna dżungla</translation>
    </message>
    <message>
        <source>Artificial Lake</source>
        <translation>Sztuczne jezioro</translation>
    </message>
    <message>
        <source>Artificial Photosynthesis</source>
        <translation>Sztuczna fotosynteza</translation>
    </message>
    <message>
        <source>Assembly Lines</source>
        <translation>Linie montażowe</translation>
    </message>
    <message>
        <source>Asset Liquidation</source>
        <translation>Likwidacja aktywów</translation>
    </message>
    <message>
        <source>Asteroid Mining</source>
        <translation>Górnictwo asteroid</translation>
    </message>
    <message>
        <source>Asteroid Mining Consortium</source>
        <translation>Konsorcjum Górnictwa Asteroid</translation>
    </message>
    <message>
        <source>Astrofarm</source>
        <translation>Astrofarma</translation>
    </message>
    <message>
        <source>Atmosphere Filtering</source>
        <translation>Filtrowanie atmosfery</translation>
    </message>
    <message>
        <source>Atmospheric Insulators</source>
        <translation>Izolatory atmosferyczne</translation>
    </message>
    <message>
        <source>Automated Factories</source>
        <translation>Zautomatyzowane fabryki</translation>
    </message>
    <message>
        <source>Balanced Portfolios</source>
        <translation>Zrównoważone portfele</translation>
    </message>
    <message>
        <source>Beam from a Thorium Asteroid</source>
        <translation>Wiązka z asteroidy torowej</translation>
    </message>
    <message>
        <source>Biomass Combustors</source>
        <translation>Spalarnie biomasy</translation>
    </message>
    <message>
        <source>Biothermal Power</source>
        <translation>Energia biotermalna</translation>
    </message>
    <message>
        <source>Birds</source>
        <translation>Ptaki</translation>
    </message>
    <message>
        <source>Blueprints</source>
        <translation>Plany techniczne</translation>
    </message>
    <message>
        <source>Brainstorming Session</source>
        <translation>Burza mózgów</translation>
    </message>
    <message>
        <source>Breathing Filters</source>
        <translation>Filtry oddechowe</translation>
    </message>
    <message>
        <source>Bribed Committee</source>
        <translation>Przekupiony komitet</translation>
    </message>
    <message>
        <source>Building Industries</source>
        <translation>Przemysł budowlany</translation>
    </message>
    <message>
        <source>Bushes</source>
        <translation>Krzewy</translation>
    </message>
    <message>
        <source>Business Contacts</source>
        <translation>Kontakty biznesowe</translation>
    </message>
    <message>
        <source>CEO&apos;s Favorite Project</source>
        <translation>Ulubiony projekt prezesa</translation>
    </message>
    <message>
        <source>Callisto Penal Mines</source>
        <translation>Karne kopalnie na Kallisto</translation>
    </message>
    <message>
        <source>Caretaker Contract</source>
        <translation>Umowa serwisowa</translation>
    </message>
    <message>
        <source>Cartel</source>
        <translation>Kartel</translation>
    </message>
    <message>
        <source>Circuit Board Factory</source>
        <translation>Fabryka płytek drukowanych</translation>
    </message>
    <message>
        <source>Coal Imports</source>
        <translation>Import węgla</translation>
    </message>
    <message>
        <source>Colonizer Training Camp</source>
        <translation>Obóz szkoleniowy kolonistów</translation>
    </message>
    <message>
        <source>Comet</source>
        <translation>Kometa</translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation>Dzielnica handlowa</translation>
    </message>
    <message>
        <source>Community Gardens</source>
        <translation>Ogrody społeczne</translation>
    </message>
    <message>
        <source>Composting Factory</source>
        <translation>Kompostownia</translation>
    </message>
    <message>
        <source>Conserved Biome</source>
        <translation>Chroniony biom</translation>
    </message>
    <message>
        <source>Convoy from Europa</source>
        <translation>Konwój z Europy</translation>
    </message>
    <message>
        <source>Crater</source>
        <translation>Krater</translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation>CrediCor</translation>
    </message>
    <message>
        <source>Decomposers</source>
        <translation>Destruenty</translation>
    </message>
    <message>
        <source>Decomposing Fungus</source>
        <translation>Grzyb rozkładający</translation>
    </message>
    <message>
        <source>Deep Well Heating</source>
        <translation>Ogrzewanie z głębokich odwiertów</translation>
    </message>
    <message>
        <source>Deimos Down</source>
        <translation>Upadek Deimosa</translation>
    </message>
    <message>
        <source>Designed Microorganisms</source>
        <translation>Zaprojektowane mikroorganizmy</translation>
    </message>
    <message>
        <source>Developed Infrastructure</source>
        <translation>Rozwinięta infrastruktura</translation>
    </message>
    <message>
        <source>Development Center</source>
        <translation>Centrum rozwoju</translation>
    </message>
    <message>
        <source>Diversified Interests</source>
        <translation>Zróżnicowane interesy</translation>
    </message>
    <message>
        <source>Dusty Quarry</source>
        <translation>Zakurzony kamieniołom</translation>
    </message>
    <message>
        <source>Earth Catapult</source>
        <translation>Ziemska katapulta</translation>
    </message>
    <message>
        <source>Ecoline</source>
        <translation>Ecoline</translation>
    </message>
    <message>
        <source>Ecological Zone</source>
        <translation>Strefa ekologiczna</translation>
    </message>
    <message>
        <source>Economic Growth</source>
        <translation>Wzrost gospodarczy</translation>
    </message>
    <message>
        <source>Energy Storage</source>
        <translation>Magazyn energii</translation>
    </message>
    <message>
        <source>Energy Subsidies</source>
        <translation>Dotacje energetyczne</translation>
    </message>
    <message>
        <source>Eos Chasma National Park</source>
        <translation>Park Narodowy Eos Chasma</translation>
    </message>
    <message>
        <source>Extended Resources</source>
        <translation>Rozszerzone zasoby</translation>
    </message>
    <message>
        <source>Extreme-Cold Fungus</source>
        <translation>Mrozoodporny grzyb</translation>
    </message>
    <message>
        <source>Farmers Market</source>
        <translation>Targ rolniczy</translation>
    </message>
    <message>
        <source>Farming</source>
        <translation>Rolnictwo</translation>
    </message>
    <message>
        <source>Farming Co-ops</source>
        <translation>Spółdzielnie rolnicze</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Ryby</translation>
    </message>
    <message>
        <source>Food Factory</source>
        <translation>Fabryka żywności</translation>
    </message>
    <message>
        <source>Fuel Factory</source>
        <translation>Fabryka paliwa</translation>
    </message>
    <message>
        <source>Fueled Generators</source>
        <translation>Generatory spalinowe</translation>
    </message>
    <message>
        <source>Fusion Power</source>
        <translation>Energia termojądrowa</translation>
    </message>
    <message>
        <source>GHG Producing Bacteria</source>
        <translation>Bakterie wytwarzające gazy cieplarniane</translation>
    </message>
    <message>
        <source>Ganymede Shipyard</source>
        <translation>Stocznia na Ganimedesie</translation>
    </message>
    <message>
        <source>Gene Repair</source>
        <translation>Naprawa genów</translation>
    </message>
    <message>
        <source>Geothermal Power</source>
        <translation>Energia geotermalna</translation>
    </message>
    <message>
        <source>Giant Ice Asteroid</source>
        <translation>Olbrzymia lodowa asteroida</translation>
    </message>
    <message>
        <source>Giant Space Mirror</source>
        <translation>Olbrzymie lustro kosmiczne</translation>
    </message>
    <message>
        <source>Grass</source>
        <translation>Trawa</translation>
    </message>
    <message>
        <source>Great Dam</source>
        <translation>Wielka tama</translation>
    </message>
    <message>
        <source>Great Escarpment Consortium</source>
        <translation>Konsorcjum Wielkiej Skarpy</translation>
    </message>
    <message>
        <source>Greenhouses</source>
        <translation>Szklarnie</translation>
    </message>
    <message>
        <source>Heather</source>
        <translation>Wrzos</translation>
    </message>
    <message>
        <source>Helion</source>
        <translation>Helion</translation>
    </message>
    <message>
        <source>Herbivores</source>
        <translation>Roślinożercy</translation>
    </message>
    <message>
        <source>Hydro-Electric Energy</source>
        <translation>Energia hydroelektryczna</translation>
    </message>
    <message>
        <source>Ice Asteroid</source>
        <translation>Lodowa asteroida</translation>
    </message>
    <message>
        <source>Ice Cap Melting</source>
        <translation>Topnienie czap lodowych</translation>
    </message>
    <message>
        <source>Immigration Shuttles</source>
        <translation>Wahadłowce imigracyjne</translation>
    </message>
    <message>
        <source>Import of Advanced GHG</source>
        <translation>Import zaawansowanych gazów cieplarnianych</translation>
    </message>
    <message>
        <source>Imported GHG</source>
        <translation>Importowane gazy cieplarniane</translation>
    </message>
    <message>
        <source>Imported Hydrogen</source>
        <translation>Importowany wodór</translation>
    </message>
    <message>
        <source>Imported Nitrogen</source>
        <translation>Importowany azot</translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation>Centrum przemysłowe</translation>
    </message>
    <message>
        <source>Industrial Farming</source>
        <translation>Rolnictwo przemysłowe</translation>
    </message>
    <message>
        <source>Industrial Microbes</source>
        <translation>Mikroby przemysłowe</translation>
    </message>
    <message>
        <source>Insects</source>
        <translation>Owady</translation>
    </message>
    <message>
        <source>Interns</source>
        <translation>Stażyści</translation>
    </message>
    <message>
        <source>Interplanetary Cinematics</source>
        <translation>Kinematografia Międzyplanetarna</translation>
    </message>
    <message>
        <source>Interplanetary Conference</source>
        <translation>Konferencja międzyplanetarna</translation>
    </message>
    <message>
        <source>Interplanetary Relations</source>
        <translation>Stosunki międzyplanetarne</translation>
    </message>
    <message>
        <source>Interstellar Colony Ship</source>
        <translation>Międzygwiezdny statek kolonizacyjny</translation>
    </message>
    <message>
        <source>Invention Contest</source>
        <translation>Konkurs wynalazków</translation>
    </message>
    <message>
        <source>Inventrix</source>
        <translation>Inventrix</translation>
    </message>
    <message>
        <source>Investment Loan</source>
        <translation>Kredyt inwestycyjny</translation>
    </message>
    <message>
        <source>Io Mining Industries</source>
        <translation>Przemysł wydobywczy Io</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation>Huta żelaza</translation>
    </message>
    <message>
        <source>Kelp Farming</source>
        <translation>Uprawa wodorostów</translation>
    </message>
    <message>
        <source>Lagrange Observatory</source>
        <translation>Obserwatorium Lagrange’a</translation>
    </message>
    <message>
        <source>Lake Marineris</source>
        <translation>Jezioro Marineris</translation>
    </message>
    <message>
        <source>Large Convoy</source>
        <translation>Wielki konwój</translation>
    </message>
    <message>
        <source>Lava Flows</source>
        <translation>Potoki lawy</translation>
    </message>
    <message>
        <source>Lichen</source>
        <translation>Porosty</translation>
    </message>
    <message>
        <source>Lightning Harvest</source>
        <translation>Zbieranie piorunów</translation>
    </message>
    <message>
        <source>Livestock</source>
        <translation>Żywy inwentarz</translation>
    </message>
    <message>
        <source>Local Heat Trapping</source>
        <translation>Lokalne zatrzymywanie ciepła</translation>
    </message>
    <message>
        <source>Low-Atmo Shields</source>
        <translation>Osłony niskoatmosferyczne</translation>
    </message>
    <message>
        <source>Lunar Beam</source>
        <translation>Wiązka księżycowa</translation>
    </message>
    <message>
        <source>Mangrove</source>
        <translation>Namorzyny</translation>
    </message>
    <message>
        <source>Mars University</source>
        <translation>Uniwersytet Marsjański</translation>
    </message>
    <message>
        <source>Mass Converter</source>
        <translation>Konwerter masy</translation>
    </message>
    <message>
        <source>Matter Manufacturing</source>
        <translation>Wytwarzanie materii</translation>
    </message>
    <message>
        <source>Media Group</source>
        <translation>Grupa medialna</translation>
    </message>
    <message>
        <source>Medical Lab</source>
        <translation>Laboratorium medyczne</translation>
    </message>
    <message>
        <source>Methane from Titan</source>
        <translation>Metan z Tytana</translation>
    </message>
    <message>
        <source>Micro-Mills</source>
        <translation>Mikrohuty</translation>
    </message>
    <message>
        <source>Microprocessors</source>
        <translation>Mikroprocesory</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Kopalnia</translation>
    </message>
    <message>
        <source>Mining Guild</source>
        <translation>Gildia Górnicza</translation>
    </message>
    <message>
        <source>Miranda Resort</source>
        <translation>Kurort na Mirandzie</translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation>Strefa odwiertów Mohole</translation>
    </message>
    <message>
        <source>Monocultures</source>
        <translation>Monokultury</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Mech</translation>
    </message>
    <message>
        <source>Natural Preserve</source>
        <translation>Rezerwat przyrody</translation>
    </message>
    <message>
        <source>New Portfolios</source>
        <translation>Nowe portfele</translation>
    </message>
    <message>
        <source>Nitrite Reducing Bacteria</source>
        <translation>Bakterie redukujące azotyny</translation>
    </message>
    <message>
        <source>Nitrogen-Rich Asteroid</source>
        <translation>Asteroida bogata w azot</translation>
    </message>
    <message>
        <source>Nitrophilic Moss</source>
        <translation>Mech azotolubny</translation>
    </message>
    <message>
        <source>Noctis Farming</source>
        <translation>Uprawy w Noctis</translation>
    </message>
    <message>
        <source>Nuclear Plants</source>
        <translation>Elektrownie jądrowe</translation>
    </message>
    <message>
        <source>Olympus Conference</source>
        <translation>Konferencja na Olimpie</translation>
    </message>
    <message>
        <source>Optimal Aerobraking</source>
        <translation>Optymalne hamowanie aerodynamiczne</translation>
    </message>
    <message>
        <source>Permafrost Extraction</source>
        <translation>Wydobycie z wiecznej zmarzliny</translation>
    </message>
    <message>
        <source>PhoboLog</source>
        <translation>PhoboLog</translation>
    </message>
    <message>
        <source>Phobos Falls</source>
        <translation>Upadek Fobosa</translation>
    </message>
    <message>
        <source>Physics Complex</source>
        <translation>Kompleks fizyczny</translation>
    </message>
    <message>
        <source>Plantation</source>
        <translation>Plantacja</translation>
    </message>
    <message>
        <source>Power Grid</source>
        <translation>Sieć energetyczna</translation>
    </message>
    <message>
        <source>Power Infrastructure</source>
        <translation>Infrastruktura energetyczna</translation>
    </message>
    <message>
        <source>Power Plant</source>
        <translation>Elektrownia</translation>
    </message>
    <message>
        <source>Power Supply Consortium</source>
        <translation>Konsorcjum Energetyczne</translation>
    </message>
    <message>
        <source>Protected Valley</source>
        <translation>Chroniona dolina</translation>
    </message>
    <message>
        <source>Quantum Extractor</source>
        <translation>Ekstraktor kwantowy</translation>
    </message>
    <message>
        <source>Rad Suits</source>
        <translation>Kombinezony antyradiacyjne</translation>
    </message>
    <message>
        <source>Recycled Detritus</source>
        <translation>Przetworzony detrytus</translation>
    </message>
    <message>
        <source>Redrafted Contracts</source>
        <translation>Przeredagowane umowy</translation>
    </message>
    <message>
        <source>Regolith Eaters</source>
        <translation>Pożeracze regolitu</translation>
    </message>
    <message>
        <source>Release of Inert Gases</source>
        <translation>Uwolnienie gazów obojętnych</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Badania</translation>
    </message>
    <message>
        <source>Research Outpost</source>
        <translation>Placówka badawcza</translation>
    </message>
    <message>
        <source>Restructured Resources</source>
        <translation>Zrestrukturyzowane zasoby</translation>
    </message>
    <message>
        <source>Satellite Farms</source>
        <translation>Farmy satelitarne</translation>
    </message>
    <message>
        <source>Satellites</source>
        <translation>Satelity</translation>
    </message>
    <message>
        <source>Saturn Systems</source>
        <translation>Systemy Saturna</translation>
    </message>
    <message>
        <source>Slash and Burn Agriculture</source>
        <translation>Rolnictwo żarowe</translation>
    </message>
    <message>
        <source>Small Animals</source>
        <translation>Małe zwierzęta</translation>
    </message>
    <message>
        <source>Smelting</source>
        <translation>Wytapianie</translation>
    </message>
    <message>
        <source>Soil Warming</source>
        <translation>Ogrzewanie gleby</translation>
    </message>
    <message>
        <source>Solar Power</source>
        <translation>Energia słoneczna</translation>
    </message>
    <message>
        <source>Solar Trapping</source>
        <translation>Wychwytywanie energii słonecznej</translation>
    </message>
    <message>
        <source>Solarpunk</source>
        <translation>Solarpunk</translation>
    </message>
    <message>
        <source>Soletta</source>
        <translation>Soletta</translation>
    </message>
    <message>
        <source>Space Heaters</source>
        <translation>Kosmiczne grzejniki</translation>
    </message>
    <message>
        <source>Space Station</source>
        <translation>Stacja kosmiczna</translation>
    </message>
    <message>
        <source>Special Design</source>
        <translation>Specjalny projekt</translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation>Sponsorzy</translation>
    </message>
    <message>
        <source>Standard Technology</source>
        <translation>Standardowa technologia</translation>
    </message>
    <message>
        <source>Steelworks</source>
        <translation>Stalownia</translation>
    </message>
    <message>
        <source>Strip Mine</source>
        <translation>Kopalnia odkrywkowa</translation>
    </message>
    <message>
        <source>Subterranean Reservoir</source>
        <translation>Podziemny zbiornik</translation>
    </message>
    <message>
        <source>Surface Mines</source>
        <translation>Kopalnie powierzchniowe</translation>
    </message>
    <message>
        <source>Symbiotic Fungus</source>
        <translation>Grzyb symbiotyczny</translation>
    </message>
    <message>
        <source>Tardigrades</source>
        <translation>Niesporczaki</translation>
    </message>
    <message>
        <source>Technology Demonstration</source>
        <translation>Pokaz technologii</translation>
    </message>
    <message>
        <source>Tectonic Stress Power</source>
        <translation>Energia z naprężeń tektonicznych</translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation>Teractor</translation>
    </message>
    <message>
        <source>Terraforming Ganymede</source>
        <translation>Terraformacja Ganimedesa</translation>
    </message>
    <message>
        <source>Tharsis Republic</source>
        <translation>Republika Tharsis</translation>
    </message>
    <message>
        <source>Think Tank</source>
        <translation>Zespół ekspertów</translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation>ThorGate</translation>
    </message>
    <message>
        <source>Titanium Mine</source>
        <translation>Kopalnia tytanu</translation>
    </message>
    <message>
        <source>Toll Station</source>
        <translation>Stacja poboru opłat</translation>
    </message>
    <message>
        <source>Towing a Comet</source>
        <translation>Holowanie komety</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Faktoria</translation>
    </message>
    <message>
        <source>Trapped Heat</source>
        <translation>Uwięzione ciepło</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Drzewa</translation>
    </message>
    <message>
        <source>Tropical Resort</source>
        <translation>Kurort tropikalny</translation>
    </message>
    <message>
        <source>Tundra Farming</source>
        <translation>Uprawy tundrowe</translation>
    </message>
    <message>
        <source>Underground City</source>
        <translation>Podziemne miasto</translation>
    </message>
    <message>
        <source>Undersea Vents</source>
        <translation>Podmorskie kominy hydrotermalne</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative</source>
        <translation>Inicjatywa Marsjańska ONZ</translation>
    </message>
    <message>
        <source>United Planetary Alliance</source>
        <translation>Zjednoczony Sojusz Planetarny</translation>
    </message>
    <message>
        <source>Venture Capitalism</source>
        <translation>Kapitał wysokiego ryzyka</translation>
    </message>
    <message>
        <source>Vesta Shipyard</source>
        <translation>Stocznia na Weście</translation>
    </message>
    <message>
        <source>Viral Enhancers</source>
        <translation>Wzmacniacze wirusowe</translation>
    </message>
    <message>
        <source>Volcanic Pools</source>
        <translation>Wulkaniczne jeziorka</translation>
    </message>
    <message>
        <source>Water Import from Europa</source>
        <translation>Import wody z Europy</translation>
    </message>
    <message>
        <source>Wave Power</source>
        <translation>Energia fal</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>Wiatraki</translation>
    </message>
    <message>
        <source>Wood Burning Stoves</source>
        <translation>Piece na drewno</translation>
    </message>
    <message>
        <source>Work Crews</source>
        <translation>Ekipy robocze</translation>
    </message>
    <message>
        <source>Worms</source>
        <translation>Dżdżownice</translation>
    </message>
    <message>
        <source>Zeppelins</source>
        <translation>Sterowce</translation>
    </message>
</context>
<context>
    <name>tmae.layout</name>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Tlen</translation>
    </message>
    <message>
        <source>Oceans</source>
        <translation>Oceany</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Współczynnik Terraformacji</translation>
    </message>
    <message>
        <source>{value} °C</source>
        <translation>{value} °C</translation>
    </message>
    <message>
        <source>{value} %</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>Temperature {value} °C; Mars needs +8 °C.</source>
        <translation>Temperatura: {value} °C; Mars potrzebuje +8 °C.</translation>
    </message>
    <message>
        <source>Oxygen {value} %; Mars needs 14 %.</source>
        <translation>Tlen: {value}%; Mars potrzebuje 14%.</translation>
    </message>
    <message numerus="yes">
        <source>%n ocean tile(s) face down</source>
        <translation>
            <numerusform>%n zakryty kafelek oceanu</numerusform>
            <numerusform>%n zakryte kafelki oceanów</numerusform>
            <numerusform>%n zakrytych kafelków oceanów</numerusform>
        </translation>
    </message>
    <message>
        <source>Ocean {n}: not flipped yet.</source>
        <translation>Ocean {n}: jeszcze nieodwrócony.</translation>
    </message>
    <message>
        <source>Ocean {n}: flipped; its reward was {reward}.</source>
        <translation>Ocean {n}: odwrócony; nagroda: {reward}.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>{n} MC</source>
        <translation>{n} M€</translation>
    </message>
    <message numerus="yes">
        <source>%n plant(s)</source>
        <translation>
            <numerusform>%n roślina</numerusform>
            <numerusform>%n rośliny</numerusform>
            <numerusform>%n roślin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}, {b}</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Las</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Ocean</translation>
    </message>
    <message>
        <source>{num} {res}</source>
        <translation>{res} ×{num}</translation>
    </message>
    <message>
        <source>{project}: costs {price}.</source>
        <translation>{project}: koszt — {price}.</translation>
    </message>
    <message>
        <source>{project}: the parameter is at its maximum.</source>
        <translation>{project}: parametr osiągnął maksimum.</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runda {round}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runda {round} z {rounds}</translation>
    </message>
    <message>
        <source>Choosing corporations</source>
        <translation>Wybór korporacji</translation>
    </message>
    <message>
        <source>Planning</source>
        <translation>Planowanie</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Koniec rundy</translation>
    </message>
    <message>
        <source>Mars advances</source>
        <translation>Mars zmienia się sam</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>{phase} phase</source>
        <translation>Faza „{phase}”</translation>
    </message>
    <message>
        <source>{phase}: played this round.</source>
        <translation>{phase}: faza już rozegrana w tej rundzie.</translation>
    </message>
    <message>
        <source>{phase}: now.</source>
        <translation>{phase}: teraz.</translation>
    </message>
    <message>
        <source>{phase}: later this round.</source>
        <translation>{phase}: później w tej rundzie.</translation>
    </message>
    <message>
        <source>{phase}: nobody picked it this round.</source>
        <translation>{phase}: w tej rundzie nikt nie wybrał tej fazy.</translation>
    </message>
    <message>
        <source>{phase}: the picks are revealed after planning.</source>
        <translation>{phase}: wybory zostaną odkryte po planowaniu.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzucone</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the project deck</source>
        <translation>
            <numerusform>%n karta w talii projektów</numerusform>
            <numerusform>%n karty w talii projektów</numerusform>
            <numerusform>%n kart w talii projektów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the discard pile</source>
        <translation>
            <numerusform>%n karta na stosie kart odrzuconych</numerusform>
            <numerusform>%n karty na stosie kart odrzuconych</numerusform>
            <numerusform>%n kart na stosie kart odrzuconych</numerusform>
        </translation>
    </message>
    <message>
        <source>Dummy hand</source>
        <translation>Ręka-widmo</translation>
    </message>
    <message>
        <source>The solo dummy hand: one phase card is revealed each round.</source>
        <translation>Ręka-widmo gry solo: w każdej rundzie odkrywana jest jedna karta fazy.</translation>
    </message>
    <message>
        <source>The dummy plays {phase} this round.</source>
        <translation>Ręka-widmo zagrywa w tej rundzie fazę „{phase}”.</translation>
    </message>
    <message>
        <source>The dummy may still play {phase}.</source>
        <translation>Ręka-widmo może jeszcze zagrać fazę „{phase}”.</translation>
    </message>
    <message>
        <source>novice</source>
        <translation>nowicjusz</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>zaawansowany</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>ekspert</translation>
    </message>
    <message numerus="yes">
        <source>%n left, {difficulty}</source>
        <translation>
            <numerusform>została %n, {difficulty}</numerusform>
            <numerusform>zostały %n, {difficulty}</numerusform>
            <numerusform>zostało %n, {difficulty}</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand ({n})</source>
        <translation>Twoja ręka ({n})</translation>
    </message>
    <message>
        <source>Drawn: choose</source>
        <translation>Dobrane: wybierz</translation>
    </message>
    <message>
        <source>Corporations offered</source>
        <translation>Oferowane korporacje</translation>
    </message>
    <message>
        <source>Paying for</source>
        <translation>Opłacana karta</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (ty)</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>na ruchu</translation>
    </message>
    <message>
        <source>picked</source>
        <translation>wybrano</translation>
    </message>
    <message>
        <source>choosing a corporation</source>
        <translation>wybiera korporację</translation>
    </message>
    <message>
        <source>MC</source>
        <translation>M€</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Ciepło</translation>
    </message>
    <message>
        <source>Plants</source>
        <translation>Rośliny</translation>
    </message>
    <message>
        <source>Card production</source>
        <translation>Produkcja kart</translation>
    </message>
    <message>
        <source>Steel value</source>
        <translation>Wartość stali</translation>
    </message>
    <message>
        <source>Titanium value</source>
        <translation>Wartość tytanu</translation>
    </message>
    <message>
        <source>{what}: {value}</source>
        <translation>{what}: {value}</translation>
    </message>
    <message>
        <source>{what}: {value}, production {prod}</source>
        <translation>{what}: {value}, produkcja {prod}</translation>
    </message>
    <message>
        <source>TR {n}</source>
        <translation>WT {n}</translation>
    </message>
    <message>
        <source>VP {n}</source>
        <translation>PZ {n}</translation>
    </message>
    <message>
        <source>Forests {n}</source>
        <translation>Lasy {n}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Ręka {n}</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Symbole: {tags}</translation>
    </message>
    <message>
        <source>{tag} {n}</source>
        <translation>{tag} ×{n}</translation>
    </message>
    <message>
        <source>no tags yet</source>
        <translation>jeszcze brak</translation>
    </message>
    <message>
        <source>{phase}: picked last round, locked this round.</source>
        <translation>{phase}: faza wybrana w poprzedniej rundzie, w tej rundzie zablokowana.</translation>
    </message>
    <message>
        <source>{phase}: picked this round.</source>
        <translation>{phase}: faza wybrana w tej rundzie.</translation>
    </message>
    <message>
        <source>{phase}</source>
        <translation>{phase}</translation>
    </message>
</context>
</TS>
