<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CardPackPicker</name>
    <message>
        <source>Card pack</source>
        <translation>Набор карт</translation>
    </message>
    <message>
        <source>Card packs (*.yaml *.yml)</source>
        <translation>Наборы карт (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Stand-in cards (no pack)</source>
        <translation>Карты-заменители (без набора)</translation>
    </message>
    <message>
        <source>Other file…</source>
        <translation>Другой файл…</translation>
    </message>
    <message>
        <source>The game uses the app&apos;s stand-in cards for every card the rulebook does not show, unless a card pack replaces them.</source>
        <translation>Игра использует карты-заменители приложения для всех карт, которых нет в правилах, если их не заменяет набор карт.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Передайте игроку {name}</translation>
    </message>
    <message>
        <source>The table hides what only {name} may see. Everyone else, look away.</source>
        <translation>Стол скрывает то, что может видеть только {name}. Остальные, отвернитесь.</translation>
    </message>
    <message>
        <source>I am {name}: show my view</source>
        <translation>Я — {name}: показать мой экран</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Choose one of the options.</source>
        <translation>Выберите один из вариантов.</translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n.</source>
        <translation>
            <numerusform>Выберите ровно %n.</numerusform>
            <numerusform>Выберите ровно %n.</numerusform>
            <numerusform>Выберите ровно %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose up to %n.</source>
        <translation>
            <numerusform>Выберите не больше %n.</numerusform>
            <numerusform>Выберите не больше %n.</numerusform>
            <numerusform>Выберите не больше %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose at least %n.</source>
        <translation>
            <numerusform>Выберите не меньше %n.</numerusform>
            <numerusform>Выберите не меньше %n.</numerusform>
            <numerusform>Выберите не меньше %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least {min} and at most {max}.</source>
        <translation>Выберите не меньше {min} и не больше {max}.</translation>
    </message>
    <message>
        <source>Click them on the table, or below.</source>
        <translation>Щёлкните их на столе или ниже.</translation>
    </message>
    <message>
        <source>Choose a number from {lo} to {hi}.</source>
        <translation>Выберите число от {lo} до {hi}.</translation>
    </message>
    <message>
        <source>{group}… ({chosen} chosen)</source>
        <translation>{group}… (выбрано: {chosen})</translation>
    </message>
    <message>
        <source>{group}… ({count})</source>
        <translation>{group}… ({count})</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Show the rulebook&apos;s words for this decision (F1)</source>
        <translation>Показать текст правил для этого решения (F1)</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Play again with the same seed</source>
        <translation>Сыграть снова с тем же зерном</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Главная</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Победитель: {names}</translation>
    </message>
    <message>
        <source>Winners (shared victory): {names}</source>
        <translation>Победители (общая победа): {names}</translation>
    </message>
    <message>
        <source>Scores kept here; the winner is decided at the table.</source>
        <translation>Здесь только записываются очки; победитель определяется за столом.</translation>
    </message>
    <message>
        <source>Nobody wins this game.</source>
        <translation>В этой партии никто не победил.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>This game could not be loaded: {error}</source>
        <extracomment>the index of the item&apos;s row in ``HomePage._rows`` (paths stay Python ``Path`` objects: a file name that is not UTF-8 would not survive a QString)</extracomment>
        <translation>Не удалось загрузить эту игру: {error}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n место</numerusform>
            <numerusform>%n места</numerusform>
            <numerusform>%n мест</numerusform>
        </translation>
    </message>
    <message>
        <source>{lo}–{hi} seats</source>
        <translation>Мест: {lo}–{hi}</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>{name} (computer)</source>
        <extracomment>the Continue list was read and checked whole the last reading of the Continue list is complete (whole replays included)</extracomment>
        <translation>{name} (компьютер)</translation>
    </message>
    <message>
        <source>{name} (human)</source>
        <translation>{name} (человек)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
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
        <translation>(завершена)</translation>
    </message>
    <message>
        <source>Round {round} — {players}</source>
        <translation>Раунд {round} — {players}</translation>
    </message>
    <message>
        <source>Cannot be opened: {path}
{reason}</source>
        <translation>Не удаётся открыть: {path}
{reason}</translation>
    </message>
    <message>
        <source>Reading the saved games…</source>
        <translation>Чтение сохранённых игр…</translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation>Сохранённых игр пока нет.</translation>
    </message>
    <message>
        <source>A table for board games: hot-seat, solo against the computer, and a learning mode that quotes the rulebook.</source>
        <translation>Стол для настольных игр: игра за одним экраном (hot-seat), соло против компьютера и режим обучения с цитатами из правил.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Continue the selected game</source>
        <translation>Продолжить выбранную игру</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>About</source>
        <translation>О программе</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>(only you) {text}</source>
        <extracomment>the events on screen, in order (one list item each)</extracomment>
        <translation>(только вы) {text}</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>This save cannot be opened</source>
        <translation>Это сохранение не удаётся открыть</translation>
    </message>
    <message>
        <source>{path}

{reason}</source>
        <translation>{path}

{reason}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation>Не удалось сохранить игру в {path}: {reason}</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Ошибка сохранения</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}:
{reason}

You can keep playing; saving is tried again after each answer.</source>
        <translation>Не удалось сохранить игру в {path}:
{reason}

Можно продолжать играть: сохранение повторяется после каждого ответа.</translation>
    </message>
    <message>
        <source>Saving to {path}: {reason}</source>
        <translation>Сохранение в {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved as a copy</source>
        <translation>Сохранено как копия</translation>
    </message>
    <message>
        <source>{reason}

The game is saved to {path}.</source>
        <translation>{reason}

Игра сохраняется в {path}.</translation>
    </message>
    <message>
        <source>About Tabula</source>
        <translation>О программе Tabula</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabula {version}&lt;/h3&gt;&lt;p&gt;A desktop table for board games: hot-seat at one screen, solo against the computer, and a learning mode that explains every decision with the rulebook&apos;s own words.&lt;/p&gt;&lt;p&gt;Cards and boards are drawn by the app from the games&apos; data; no publisher art is included. Font: DejaVu Sans.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabula {version}&lt;/h3&gt;&lt;p&gt;Цифровой стол для настольных игр: игра за одним экраном (hot-seat), соло против компьютера и режим обучения, который объясняет каждое решение словами самих правил.&lt;/p&gt;&lt;p&gt;Карты и поля рисует приложение по данным игр; иллюстрации издателей не используются. Шрифт: DejaVu Sans.&lt;/p&gt;</translation>
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
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation>&amp;Продолжить сохранённую игру…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Rule of this decision</source>
        <translation>Правило этого решения</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Вписать стол в окно</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Главная</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Настро&amp;йки…</translation>
    </message>
    <message>
        <source>&amp;Learning mode</source>
        <translation>&amp;Режим обучения</translation>
    </message>
    <message>
        <source>&amp;About Tabula</source>
        <translation>&amp;О программе Tabula</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>To play: tick “{option}”.</source>
        <extracomment>False while the name is the dialog&apos;s own default (&quot;Player 1&quot;), which follows the language; a name the player typed is kept as typed</extracomment>
        <translation>Чтобы играть, отметьте «{option}».</translation>
    </message>
    <message>
        <source>To play: untick “{option}”.</source>
        <translation>Чтобы играть, снимите отметку «{option}».</translation>
    </message>
    <message>
        <source>To play: choose a value for “{option}”.</source>
        <translation>Чтобы играть, выберите значение для «{option}».</translation>
    </message>
    <message>
        <source>To play: choose “{value}” for “{option}”.</source>
        <translation>Чтобы играть, выберите «{value}» для «{option}».</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Компьютер {n}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>The same seed and the same answers give the same game.</source>
        <translation>Одно и то же зерно и одни и те же ответы дают одну и ту же партию.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Компьютер (лёгкий)</translation>
    </message>
    <message>
        <source>Computer (medium)</source>
        <translation>Компьютер (средний)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Компьютер (сложный)</translation>
    </message>
</context>
<context>
    <name>RulebookDialog</name>
    <message>
        <source>Rulebook</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>This decision has no rule entry yet.</source>
        <translation>Для этого решения ещё нет записи о правиле.</translation>
    </message>
    <message>
        <source>{book} says (in {language}):</source>
        <translation>{book} гласит (язык: {language}):</translation>
    </message>
    <message>
        <source>Rulebook: {book}</source>
        <translation>Правила: {book}</translation>
    </message>
    <message>
        <source>The rulebook says ({language}):</source>
        <translation>В правилах сказано ({language}):</translation>
    </message>
    <message>
        <source>The rulebook of {base} holds this rule; the rulebook quoted here is {seed} ({language}), which takes it for granted.</source>
        <translation>Это правило есть в книге правил {base}; здесь цитируется {seed} ({language}), где оно подразумевается.</translation>
    </message>
    <message>
        <source>The rulebook takes this rule for granted; there is no passage to quote.</source>
        <translation>Правила считают это само собой разумеющимся; цитировать нечего.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Learning mode</source>
        <translation>Режим обучения</translation>
    </message>
    <message>
        <source>Explain each decision with its rule</source>
        <translation>Пояснять каждое решение его правилом</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Анимация</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленная</translation>
    </message>
    <message>
        <source>Questions without a choice</source>
        <translation>Вопросы без выбора</translation>
    </message>
    <message>
        <source>Answer them for me (a lone Pass, say)</source>
        <translation>Отвечать за меня (например, когда можно только спасовать)</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} думает…</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Ходит {name}</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Ожидание: {name}</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Недопустимо</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Главная</translation>
    </message>
    <message>
        <source>A computer player is thinking…</source>
        <translation>Компьютерный игрок думает…</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Вписать</translation>
    </message>
    <message>
        <source>Fit the whole table in the window</source>
        <translation>Вписать весь стол в окно</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>The rulebook&apos;s words for the current decision (F1)</source>
        <translation>Текст правил для текущего решения (F1)</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <source>Tabula hit an error and carried on. The game is saved after every answer. Details were written to the log.</source>
        <translation>Tabula столкнулась с ошибкой и продолжила работу. Игра сохраняется после каждого ответа. Подробности записаны в файл журнала.</translation>
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
        <translation>Beyond the Sun: исследуйте древо технологий, стройте корабли, контролируйте и колонизируйте системы; 2–4 игрока.</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>запас</translation>
    </message>
    <message>
        <source>population</source>
        <translation>население</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>корабль</translation>
    </message>
    <message>
        <source>level-{level} ship</source>
        <translation>корабль уровня {level}</translation>
    </message>
    <message>
        <source>take {n} ore</source>
        <translation>возьмите руду: {n}</translation>
    </message>
    <message>
        <source>pay {n} ore</source>
        <translation>заплатите руду: {n}</translation>
    </message>
    <message>
        <source>lose {n} population</source>
        <translation>потеряйте население: {n}</translation>
    </message>
    <message>
        <source>turn {n} {src} into {dst}</source>
        <translation>превратите {n} × {src} → {dst}</translation>
    </message>
    <message>
        <source>turn {n} {src} into {dst} in Deep Space</source>
        <translation>превратите {n} × {src} → {dst} в Глубоком космосе</translation>
    </message>
    <message>
        <source>upgrade {n} ship(s) by 1 level</source>
        <translation>улучшите корабли ({n}) на 1 уровень</translation>
    </message>
    <message>
        <source>jump {n}</source>
        <translation>прыжок {n}</translation>
    </message>
    <message>
        <source>research a level {level} technology</source>
        <translation>исследуйте технологию уровня {level}</translation>
    </message>
    <message>
        <source>colonise a system</source>
        <translation>колонизируйте систему</translation>
    </message>
    <message>
        <source>automate {n}</source>
        <translation>автоматизируйте {n}</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} ПО</translation>
    </message>
    <message>
        <source>unlock a level-{level} guild</source>
        <translation>откройте гильдию уровня {level}</translation>
    </message>
    <message>
        <source>take a Basic Spacefaring action without moving your pawn</source>
        <translation>выполните действие «Базовых космических технологий», не двигая фишку</translation>
    </message>
    <message>
        <source>you may {what}</source>
        <translation>можно: {what}</translation>
    </message>
    <message>
        <source>each faction may: {what}</source>
        <translation>каждая фракция может: {what}</translation>
    </message>
    <message>
        <source>use all 3 production options this turn</source>
        <translation>используйте в этот ход все 3 варианта производства</translation>
    </message>
    <message>
        <source>move your rightmost supply cube to column A</source>
        <translation>переместите свой крайний правый куб запаса в колонку A</translation>
    </message>
    <message>
        <source>take a level {level} technology as a private technology</source>
        <translation>возьмите технологию уровня {level} как частную технологию</translation>
    </message>
    <message>
        <source>take 1 cube from supply column {column} as {dst}</source>
        <translation>возьмите 1 куб из колонки запаса {column} как: {dst}</translation>
    </message>
    <message>
        <source>start your ship in Deep Space</source>
        <translation>начните с кораблём в Глубоком космосе</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>{a}, then {b}</source>
        <translation>{a}, затем {b}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} или {b}</translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}, {b}</translation>
    </message>
    <message>
        <source>{ore} ore</source>
        <translation>руда: {ore}</translation>
    </message>
    <message>
        <source>{pop} population</source>
        <translation>население: {pop}</translation>
    </message>
    <message>
        <source>{ore} ore + {pop} population</source>
        <translation>руда: {ore} + население: {pop}</translation>
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
        <translation>{action}: {effects} (+1 руда)</translation>
    </message>
    <message>
        <source>Solar System</source>
        <translation>Солнечная система</translation>
    </message>
    <message>
        <source>Deep Space</source>
        <translation>Глубокий космос</translation>
    </message>
    <message>
        <source>shipyard {n}</source>
        <translation>верфь {n}</translation>
    </message>
    <message>
        <source>system space {name}</source>
        <translation>поле системы {name}</translation>
    </message>
    <message>
        <source>population growth track</source>
        <translation>трек роста населения</translation>
    </message>
    <message>
        <source>ore production track</source>
        <translation>трек добычи руды</translation>
    </message>
    <message>
        <source>Round {round}: move your pawn to a new, empty action space and take its action.</source>
        <translation>Раунд {round}: переместите фишку на новое свободное поле действия и выполните действие.</translation>
    </message>
    <message>
        <source>Take a Basic Spacefaring action without moving your pawn (the space may be occupied).</source>
        <translation>Выполните действие «Базовых космических технологий», не двигая фишку (поле может быть занято).</translation>
    </message>
    <message>
        <source>Pass (no action space is open to you)</source>
        <translation>Пас (нет доступных полей действия)</translation>
    </message>
    <message>
        <source>Production: population growth, ore production or resource trade.</source>
        <translation>Производство: рост населения, добыча руды или обмен ресурсов.</translation>
    </message>
    <message>
        <source>Production: you may use every option this turn, in any order.</source>
        <translation>Производство: в этот ход можно использовать все варианты в любом порядке.</translation>
    </message>
    <message>
        <source>Population growth (+{n} population)</source>
        <translation>Рост населения (+{n} населения)</translation>
    </message>
    <message>
        <source>Ore production (+{n} ore)</source>
        <translation>Добыча руды (+{n} руды)</translation>
    </message>
    <message>
        <source>Resource trade</source>
        <translation>Обмен ресурсов</translation>
    </message>
    <message>
        <source>End production</source>
        <translation>Завершить производство</translation>
    </message>
    <message>
        <source>Trade resources, as often as you like.</source>
        <translation>Обменивайте ресурсы сколько угодно раз.</translation>
    </message>
    <message>
        <source>Return 1 population to supply: take 1 ore</source>
        <translation>Верните 1 население в запас: возьмите 1 руду</translation>
    </message>
    <message>
        <source>Pay 1 ore: turn a ship into population</source>
        <translation>Заплатите 1 руду: превратите корабль в население</translation>
    </message>
    <message>
        <source>Pay 3 ore: turn a supply cube into population</source>
        <translation>Заплатите 3 руды: превратите куб запаса в население</translation>
    </message>
    <message>
        <source>Done trading</source>
        <translation>Закончить обмен</translation>
    </message>
    <message>
        <source>Claim at most 1 achievement.</source>
        <translation>Получите не более 1 достижения.</translation>
    </message>
    <message>
        <source>Claim {achievement} ({vp} VP)</source>
        <translation>Получить {achievement} ({vp} ПО)</translation>
    </message>
    <message>
        <source>Claim none</source>
        <translation>Не получать</translation>
    </message>
    <message>
        <source>Research a level {level} technology.</source>
        <translation>Исследуйте технологию уровня {level}.</translation>
    </message>
    <message>
        <source>{tech} (space {slot})</source>
        <translation>{tech} (поле {slot})</translation>
    </message>
    <message>
        <source>Discover a new technology on space {slot}</source>
        <translation>Открыть новую технологию на поле {slot}</translation>
    </message>
    <message>
        <source>Choose the technology discovered on space {slot}.</source>
        <translation>Выберите технологию, открытую на поле {slot}.</translation>
    </message>
    <message>
        <source>{tech} ({types})</source>
        <translation>{tech} ({types})</translation>
    </message>
    <message numerus="yes">
        <source>Jump: %n movement point(s) left.</source>
        <translation>
            <numerusform>Прыжок: остался %n пункт движения.</numerusform>
            <numerusform>Прыжок: осталось %n пункта движения.</numerusform>
            <numerusform>Прыжок: осталось %n пунктов движения.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move a level-{level} ship from {src} to {dst}</source>
        <translation>Переместить корабль уровня {level}: {src} → {dst}</translation>
    </message>
    <message>
        <source>Stop moving</source>
        <translation>Закончить движение</translation>
    </message>
    <message>
        <source>Where does the new level-{level} ship go?</source>
        <translation>Куда поставить новый корабль уровня {level}?</translation>
    </message>
    <message>
        <source>Choose a ship to upgrade by 1 level.</source>
        <translation>Выберите корабль для улучшения на 1 уровень.</translation>
    </message>
    <message>
        <source>Choose a ship to turn into population.</source>
        <translation>Выберите корабль, который станет населением.</translation>
    </message>
    <message>
        <source>Level-{level} ship in {area}</source>
        <translation>Корабль уровня {level}: {area}</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>Colonise a system you control.</source>
        <translation>Колонизируйте систему под вашим контролем.</translation>
    </message>
    <message>
        <source>{system} (strength {strength}, {vp} VP)</source>
        <translation>{system} (сила {strength}, {vp} ПО)</translation>
    </message>
    <message>
        <source>Set aside ships with a total strength of at least {n} to settle {system}.</source>
        <translation>Отложите корабли общей силой не менее {n}, чтобы заселить {system}.</translation>
    </message>
    <message>
        <source>Automate: move a disc from which production track?</source>
        <translation>Автоматизация: с какого трека производства взять диск?</translation>
    </message>
    <message>
        <source>Choose one: {source}.</source>
        <translation>Выберите одно: {source}.</translation>
    </message>
    <message>
        <source>{source}: do it?</source>
        <translation>{source}: выполнить?</translation>
    </message>
    <message>
        <source>Do it: {what}</source>
        <translation>Выполнить: {what}</translation>
    </message>
    <message>
        <source>Remove a level-{level} guild lock tile.</source>
        <translation>Уберите жетон блокировки гильдии уровня {level}.</translation>
    </message>
    <message>
        <source>{player} plays {faction} and starts with {ore} ore.</source>
        <translation>{player} играет за фракцию {faction} и начинает с рудой: {ore}.</translation>
    </message>
    <message>
        <source>Setup: the level-I technologies are {techs}; the systems {systems} are revealed; the achievements are {achievements}.</source>
        <translation>Подготовка: технологии уровня I — {techs}; открыты системы {systems}; достижения — {achievements}.</translation>
    </message>
    <message>
        <source>6 events lie face down on each of levels II and III.</source>
        <translation>На уровнях II и III лежит по 6 событий рубашкой вверх.</translation>
    </message>
    <message>
        <source>{player}: {action}.</source>
        <translation>{player}: {action}.</translation>
    </message>
    <message>
        <source>{player} passes the action.</source>
        <translation>{player} пропускает действие.</translation>
    </message>
    <message>
        <source>{player}: {what}.</source>
        <translation>{player}: {what}.</translation>
    </message>
    <message>
        <source>{player}: nothing to do for “{what}”.</source>
        <translation>{player}: нечего делать для «{what}».</translation>
    </message>
    <message>
        <source>{player} researches {tech}.</source>
        <translation>{player} исследует {tech}.</translation>
    </message>
    <message>
        <source>{player} draws {cards} for space {slot}.</source>
        <translation>{player} берёт {cards} для поля {slot}.</translation>
    </message>
    <message>
        <source>{player} discovers {tech} on space {slot}.</source>
        <translation>{player} открывает {tech} на поле {slot}.</translation>
    </message>
    <message>
        <source>Event revealed on space {slot}: {event}.</source>
        <translation>Открыто событие на поле {slot}: {event}.</translation>
    </message>
    <message>
        <source>{guild} is unlocked for every faction.</source>
        <translation>{guild}: открыта для всех фракций.</translation>
    </message>
    <message>
        <source>{player} takes {tech} as a private technology.</source>
        <translation>{player} берёт {tech} как частную технологию.</translation>
    </message>
    <message>
        <source>{player} takes control of {area}.</source>
        <translation>{player} берёт под контроль: {area}.</translation>
    </message>
    <message>
        <source>{player} loses control of {area}.</source>
        <translation>{player} теряет контроль: {area}.</translation>
    </message>
    <message>
        <source>{player} colonises {system}.</source>
        <translation>{player} колонизирует систему {system}.</translation>
    </message>
    <message>
        <source>{system} is revealed on {area}.</source>
        <translation>{system} открыта: {area}.</translation>
    </message>
    <message>
        <source>System deck {deck} is empty: {area} stays empty.</source>
        <translation>Колода систем {deck} пуста: {area} остаётся пустым.</translation>
    </message>
    <message>
        <source>{player} claims {achievement} for {vp} VP.</source>
        <translation>{player} получает {achievement} за {vp} ПО.</translation>
    </message>
    <message>
        <source>{n} achievements are claimed: round {round} is the last.</source>
        <translation>Получено достижений: {n}; раунд {round} последний.</translation>
    </message>
    <message numerus="yes">
        <source>{player} grows %n population.</source>
        <translation>
            <numerusform>{player}: население растёт на %n.</numerusform>
            <numerusform>{player}: население растёт на %n.</numerusform>
            <numerusform>{player}: население растёт на %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} produces %n ore.</source>
        <translation>
            <numerusform>{player} добывает %n руду.</numerusform>
            <numerusform>{player} добывает %n руды.</numerusform>
            <numerusform>{player} добывает %n руды.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Round {round} is over and no end is in reach: the game ends here.</source>
        <translation>Раунд {round} окончен, а конец игры недостижим: игра заканчивается здесь.</translation>
    </message>
    <message>
        <source>These ships have strength {got}; {system} needs {need}.</source>
        <translation>Сила этих кораблей — {got}; для {system} нужно {need}.</translation>
    </message>
    <message>
        <source>Level I technologies</source>
        <translation>Технологии уровня I</translation>
    </message>
    <message>
        <source>Level II technologies</source>
        <translation>Технологии уровня II</translation>
    </message>
    <message>
        <source>Level III technologies</source>
        <translation>Технологии уровня III</translation>
    </message>
    <message>
        <source>Level IIII technologies</source>
        <translation>Технологии уровня IIII</translation>
    </message>
    <message>
        <source>Private technologies</source>
        <translation>Частные технологии</translation>
    </message>
    <message>
        <source>Automation track</source>
        <translation>Трек автоматизации</translation>
    </message>
    <message>
        <source>Colonised systems</source>
        <translation>Колонизированные системы</translation>
    </message>
    <message>
        <source>Controlled areas</source>
        <translation>Контролируемые области</translation>
    </message>
    <message>
        <source>Greatest strength in the Solar System</source>
        <translation>Наибольшая сила в Солнечной системе</translation>
    </message>
    <message>
        <source>Greatest strength in Deep Space</source>
        <translation>Наибольшая сила в Глубоком космосе</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Достижения</translation>
    </message>
    <message>
        <source>Other VP from cards</source>
        <translation>Другие ПО с карт</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Победные очки</translation>
    </message>
    <message>
        <source>Tied on VP: fewest discs left on the production tracks decides.</source>
        <translation>Ничья по ПО: решает наименьшее число дисков на треках производства.</translation>
    </message>
    <message>
        <source>Tied on VP and discs: most population decides.</source>
        <translation>Ничья по ПО и дискам: решает наибольшее население.</translation>
    </message>
    <message>
        <source>Tied on VP, discs and population: most ore decides.</source>
        <translation>Ничья по ПО, дискам и населению: решает наибольшее количество руды.</translation>
    </message>
    <message numerus="yes">
        <source>%n stand-in card(s) were in play: the app&apos;s own designs, until a card pack replaces them.</source>
        <translation>
            <numerusform>В игре была %n карта-заменитель: собственная карта приложения, пока её не заменит набор карт.</numerusform>
            <numerusform>В игре было %n карты-заменителя: собственные карты приложения, пока их не заменит набор карт.</numerusform>
            <numerusform>В игре было %n карт-заменителей: собственные карты приложения, пока их не заменит набор карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Still tied after every tie-break: the tied players share the win.</source>
        <translation>Ничья после всех дополнительных показателей: игроки делят победу.</translation>
    </message>
    <message>
        <source>scientific</source>
        <translation>научная</translation>
    </message>
    <message>
        <source>economic</source>
        <translation>экономическая</translation>
    </message>
    <message>
        <source>military</source>
        <translation>военная</translation>
    </message>
    <message>
        <source>commercial</source>
        <translation>торговая</translation>
    </message>
    <message>
        <source>population growth</source>
        <translation>рост населения</translation>
    </message>
    <message>
        <source>ore production</source>
        <translation>добыча руды</translation>
    </message>
    <message>
        <source>When researched: {effects}</source>
        <translation>При исследовании: {effects}</translation>
    </message>
    <message>
        <source>Action: {effects}</source>
        <translation>Действие: {effects}</translation>
    </message>
    <message>
        <source>Event: {effects}</source>
        <translation>Событие: {effects}</translation>
    </message>
    <message>
        <source>Strength {strength} · {vp} VP</source>
        <translation>Сила {strength} · {vp} ПО</translation>
    </message>
    <message>
        <source>Strength {strength} · 1 VP per colony + 3 (at most 7)</source>
        <translation>Сила {strength} · 1 ПО за колонию + 3 (не больше 7)</translation>
    </message>
    <message>
        <source>Colonised: {effects}</source>
        <translation>При колонизации: {effects}</translation>
    </message>
    <message>
        <source>Base disc: {kinds}</source>
        <translation>Диск базы: {kinds}</translation>
    </message>
    <message>
        <source>Research {n} level {level} technology(s)</source>
        <translation>Исследуйте технологии уровня {level}: {n}</translation>
    </message>
    <message>
        <source>Research {n} level {level} technologies</source>
        <translation>Исследуйте технологии уровня {level}: {n}</translation>
    </message>
    <message>
        <source>Colonise {n} systems</source>
        <translation>Колонизируйте системы: {n}</translation>
    </message>
    <message>
        <source>Strength {min} or more in {n} areas</source>
        <translation>Сила не меньше {min} в областях: {n}</translation>
    </message>
    <message>
        <source>Automation level {n}</source>
        <translation>Автоматизация уровня {n}</translation>
    </message>
    <message>
        <source>Control {n} areas</source>
        <translation>Контролируйте области: {n}</translation>
    </message>
    <message>
        <source>{n} level-{level} ship(s)</source>
        <translation>Корабли уровня {level}: {n}</translation>
    </message>
    <message>
        <source>{n} technologies of one type</source>
        <translation>Технологии одного типа: {n}</translation>
    </message>
    <message>
        <source>{n} technologies</source>
        <translation>Технологии: {n}</translation>
    </message>
    <message>
        <source>VP by order of claim: {vp}</source>
        <translation>ПО по порядку получения: {vp}</translation>
    </message>
</context>
<context>
    <name>bts.cards</name>
    <message>
        <source>82 Eridani</source>
        <translation>82 Эридана</translation>
    </message>
    <message>
        <source>Advanced Genetics</source>
        <translation>Передовая генетика</translation>
    </message>
    <message>
        <source>Advanced Robotics</source>
        <translation>Передовая робототехника</translation>
    </message>
    <message>
        <source>Alpha Centauri</source>
        <translation>Альфа Центавра</translation>
    </message>
    <message>
        <source>Android Labour Act</source>
        <translation>Закон о труде андроидов</translation>
    </message>
    <message>
        <source>Armoured Hulls</source>
        <translation>Бронированные корпуса</translation>
    </message>
    <message>
        <source>Asteroid Rush</source>
        <translation>Астероидная лихорадка</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star</source>
        <translation>Звезда Барнарда</translation>
    </message>
    <message>
        <source>Build a ship, then jump 2</source>
        <translation>Постройте корабль, затем прыжок 2</translation>
    </message>
    <message>
        <source>Carrier Groups</source>
        <translation>Авианосные группы</translation>
    </message>
    <message>
        <source>Charter Companies</source>
        <translation>Привилегированные компании</translation>
    </message>
    <message>
        <source>Colonial Authority</source>
        <translation>Колониальная администрация</translation>
    </message>
    <message>
        <source>Colonial Founder</source>
        <translation>Основатель колоний</translation>
    </message>
    <message>
        <source>Colony Ship Cradles</source>
        <translation>Колыбели колониальных кораблей</translation>
    </message>
    <message>
        <source>Cosmic Tabernacle</source>
        <translation>Космическая скиния</translation>
    </message>
    <message>
        <source>Cryo Sleep Pods</source>
        <translation>Капсулы криосна</translation>
    </message>
    <message>
        <source>Deep Core Mining</source>
        <translation>Глубинная добыча</translation>
    </message>
    <message>
        <source>Delta Pavonis</source>
        <translation>Дельта Павлина</translation>
    </message>
    <message>
        <source>Dreadnought Program</source>
        <translation>Программа дредноутов</translation>
    </message>
    <message>
        <source>Dyson Lattice</source>
        <translation>Решётка Дайсона</translation>
    </message>
    <message>
        <source>Empire</source>
        <translation>Империя</translation>
    </message>
    <message>
        <source>Engineered Biosphere</source>
        <translation>Искусственная биосфера</translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <translation>Эпсилон Эридана</translation>
    </message>
    <message>
        <source>Epsilon Indi</source>
        <translation>Эпсилон Индейца</translation>
    </message>
    <message>
        <source>Eta Cassiopeiae</source>
        <translation>Эта Кассиопеи</translation>
    </message>
    <message>
        <source>Exodus Fleet</source>
        <translation>Флот исхода</translation>
    </message>
    <message>
        <source>First Contact Protocol</source>
        <translation>Протокол первого контакта</translation>
    </message>
    <message>
        <source>Fleet Intelligence</source>
        <translation>Разведка флота</translation>
    </message>
    <message>
        <source>Fleet Yards</source>
        <translation>Флотские верфи</translation>
    </message>
    <message>
        <source>Free Trade Accords</source>
        <translation>Соглашения о свободной торговле</translation>
    </message>
    <message>
        <source>Frontier Militias</source>
        <translation>Пограничные ополчения</translation>
    </message>
    <message>
        <source>Fusion Torch Drives</source>
        <translation>Термоядерные двигатели</translation>
    </message>
    <message>
        <source>Galactic Charter</source>
        <translation>Галактическая хартия</translation>
    </message>
    <message>
        <source>Galactic Stock Crash</source>
        <translation>Крах галактической биржи</translation>
    </message>
    <message>
        <source>Gene-Tailored Colonists</source>
        <translation>Генетически адаптированные колонисты</translation>
    </message>
    <message>
        <source>Generation Arks</source>
        <translation>Корабли поколений</translation>
    </message>
    <message>
        <source>Gliese 581</source>
        <translation>Глизе 581</translation>
    </message>
    <message>
        <source>Gliese 667</source>
        <translation>Глизе 667</translation>
    </message>
    <message>
        <source>Groombridge 34</source>
        <translation>Грумбридж 34</translation>
    </message>
    <message>
        <source>Grow and take 1 ore</source>
        <translation>Рост и 1 руда</translation>
    </message>
    <message>
        <source>Hydroponic Arcologies</source>
        <translation>Гидропонные аркологии</translation>
    </message>
    <message>
        <source>Hypercomputer</source>
        <translation>Гиперкомпьютер</translation>
    </message>
    <message>
        <source>Hyperlane Network</source>
        <translation>Сеть гипертрасс</translation>
    </message>
    <message>
        <source>Hyperspace Survey</source>
        <translation>Исследование гиперпространства</translation>
    </message>
    <message>
        <source>Industrialist</source>
        <translation>Промышленник</translation>
    </message>
    <message>
        <source>Interstellar Exchange</source>
        <translation>Межзвёздная биржа</translation>
    </message>
    <message>
        <source>Jump Beacons</source>
        <translation>Прыжковые маяки</translation>
    </message>
    <message>
        <source>KC-24X, First Android Governor</source>
        <translation>KC-24X, первый губернатор-андроид</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <translation>Звезда Каптейна</translation>
    </message>
    <message>
        <source>Lalande 21185</source>
        <translation>Лаланд 21185</translation>
    </message>
    <message>
        <source>Lunar Shipyards Open</source>
        <translation>Открытие лунных верфей</translation>
    </message>
    <message>
        <source>Luyten&apos;s Star</source>
        <translation>Звезда Лейтена</translation>
    </message>
    <message>
        <source>Machine Rights Accord</source>
        <translation>Соглашение о правах машин</translation>
    </message>
    <message>
        <source>Machine Sentience</source>
        <translation>Разумные машины</translation>
    </message>
    <message>
        <source>Martian Independence</source>
        <translation>Независимость Марса</translation>
    </message>
    <message>
        <source>Mass Driver Arrays</source>
        <translation>Массивы электромагнитных катапульт</translation>
    </message>
    <message>
        <source>Maya Chaturvedi, Visionary</source>
        <translation>Майя Чатурведи, провидица</translation>
    </message>
    <message>
        <source>Metascientists&apos; Guild</source>
        <translation>Гильдия метаучёных</translation>
    </message>
    <message>
        <source>Mind Upload Archive</source>
        <translation>Архив загруженных разумов</translation>
    </message>
    <message>
        <source>Narrow Beam Lasers</source>
        <translation>Узколучевые лазеры</translation>
    </message>
    <message>
        <source>Neural Uplinks</source>
        <translation>Нейронные каналы</translation>
    </message>
    <message>
        <source>Nishida-Østergaard</source>
        <translation>Нисида-Эстергор</translation>
    </message>
    <message>
        <source>Onu, Representative of the Colony</source>
        <translation>Ону, представитель колонии</translation>
    </message>
    <message>
        <source>Orbital Census</source>
        <translation>Орбитальная перепись</translation>
    </message>
    <message>
        <source>Orbital Refinery</source>
        <translation>Орбитальный завод</translation>
    </message>
    <message>
        <source>Pan-Stellar Commonwealth</source>
        <translation>Панзвёздное содружество</translation>
    </message>
    <message>
        <source>Pathfinder</source>
        <translation>Первопроходец</translation>
    </message>
    <message>
        <source>Point Defence Grid</source>
        <translation>Сеть точечной обороны</translation>
    </message>
    <message>
        <source>Polymath</source>
        <translation>Эрудит</translation>
    </message>
    <message>
        <source>Post-Scarcity Economy</source>
        <translation>Экономика изобилия</translation>
    </message>
    <message>
        <source>Predictive Intelligence</source>
        <translation>Прогностический интеллект</translation>
    </message>
    <message>
        <source>Procyon</source>
        <translation>Процион</translation>
    </message>
    <message>
        <source>Professors&apos; Guild</source>
        <translation>Гильдия профессоров</translation>
    </message>
    <message>
        <source>Proxima Centauri</source>
        <translation>Проксима Центавра</translation>
    </message>
    <message>
        <source>Quantum Lab Network</source>
        <translation>Сеть квантовых лабораторий</translation>
    </message>
    <message>
        <source>Research a level I technology</source>
        <translation>Исследовать технологию уровня I</translation>
    </message>
    <message>
        <source>Research a level II technology</source>
        <translation>Исследовать технологию уровня II</translation>
    </message>
    <message>
        <source>Ringworld Habitats</source>
        <translation>Поселения кольцевого мира</translation>
    </message>
    <message>
        <source>Ross 128</source>
        <translation>Росс 128</translation>
    </message>
    <message>
        <source>Ross 154</source>
        <translation>Росс 154</translation>
    </message>
    <message>
        <source>Scientific Congress</source>
        <translation>Научный конгресс</translation>
    </message>
    <message>
        <source>Sealed Patent Office</source>
        <translation>Закрытое патентное бюро</translation>
    </message>
    <message>
        <source>Secret Arms Purchase</source>
        <translation>Тайная закупка оружия</translation>
    </message>
    <message>
        <source>Self-Replicating Factories</source>
        <translation>Самовоспроизводящиеся заводы</translation>
    </message>
    <message>
        <source>Settler Guilds</source>
        <translation>Гильдии поселенцев</translation>
    </message>
    <message>
        <source>Shipwright</source>
        <translation>Корабел</translation>
    </message>
    <message>
        <source>Singularity Shielding</source>
        <translation>Экранирование сингулярности</translation>
    </message>
    <message>
        <source>Sirius</source>
        <translation>Сириус</translation>
    </message>
    <message>
        <source>Solar Flare Season</source>
        <translation>Сезон солнечных вспышек</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Специалист</translation>
    </message>
    <message>
        <source>Stellar Cartography</source>
        <translation>Звёздная картография</translation>
    </message>
    <message>
        <source>Stellar Engine</source>
        <translation>Звёздный двигатель</translation>
    </message>
    <message>
        <source>TRAPPIST-1</source>
        <translation>TRAPPIST-1</translation>
    </message>
    <message>
        <source>Tau Ceti</source>
        <translation>Тау Кита</translation>
    </message>
    <message>
        <source>Technocrats&apos; Guild</source>
        <translation>Гильдия технократов</translation>
    </message>
    <message>
        <source>Technologist</source>
        <translation>Технолог</translation>
    </message>
    <message>
        <source>Teegarden&apos;s Star</source>
        <translation>Звезда Тигардена</translation>
    </message>
    <message>
        <source>Terraformers&apos; Guild</source>
        <translation>Гильдия терраформеров</translation>
    </message>
    <message>
        <source>Terraforming</source>
        <translation>Терраформирование</translation>
    </message>
    <message>
        <source>Terraforming Breakthrough</source>
        <translation>Прорыв в терраформировании</translation>
    </message>
    <message>
        <source>Terraforming Swarms</source>
        <translation>Рои терраформирования</translation>
    </message>
    <message>
        <source>Transcendence</source>
        <translation>Трансцендентность</translation>
    </message>
    <message>
        <source>Tyler Lee, Brilliant Entrepreneur</source>
        <translation>Тайлер Ли, гениальный предприниматель</translation>
    </message>
    <message>
        <source>United Nations of Sol</source>
        <translation>Объединённые Нации Сол</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <translation>Звезда ван Маанена</translation>
    </message>
    <message>
        <source>Warlord</source>
        <translation>Военачальник</translation>
    </message>
    <message>
        <source>Warp Lances</source>
        <translation>Варп-копья</translation>
    </message>
    <message>
        <source>Wolf 1061</source>
        <translation>Вольф 1061</translation>
    </message>
    <message>
        <source>Wolf 359</source>
        <translation>Вольф 359</translation>
    </message>
    <message>
        <source>Wormhole Gates</source>
        <translation>Врата червоточин</translation>
    </message>
    <message>
        <source>Zero-Point Extraction</source>
        <translation>Извлечение нулевой энергии</translation>
    </message>
    <message>
        <source>Zheng-yi Brotherhood</source>
        <translation>Братство Чжэн И</translation>
    </message>
</context>
<context>
    <name>bts.layout</name>
    <message>
        <source>STAND-IN</source>
        <translation>ЗАМЕНИТЕЛЬ</translation>
    </message>
    <message>
        <source>Stand-in card: the app&apos;s own design until a card pack replaces it.</source>
        <translation>Карта-заменитель: собственная карта приложения, пока её не заменит набор карт.</translation>
    </message>
    <message>
        <source>Technology board</source>
        <translation>Поле технологий</translation>
    </message>
    <message>
        <source>Basic Spacefaring</source>
        <translation>Базовые космические полёты</translation>
    </message>
    <message>
        <source>Exploration board</source>
        <translation>Поле исследования космоса</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Достижения</translation>
    </message>
    <message>
        <source>Level I</source>
        <translation>Уровень I</translation>
    </message>
    <message>
        <source>Level II</source>
        <translation>Уровень II</translation>
    </message>
    <message>
        <source>Level III</source>
        <translation>Уровень III</translation>
    </message>
    <message>
        <source>Level IIII</source>
        <translation>Уровень IIII</translation>
    </message>
    <message>
        <source>{level} · {types}</source>
        <translation>{level} · {types}</translation>
    </message>
    <message>
        <source>Event (face down)</source>
        <translation>Событие (рубашкой вверх)</translation>
    </message>
    <message>
        <source>Revealed and resolved when this space is first researched.</source>
        <translation>Открывается и разыгрывается, когда это поле впервые исследуют.</translation>
    </message>
    <message>
        <source>Empty space</source>
        <translation>Пустое поле</translation>
    </message>
    <message>
        <source>The first faction to research here draws its technology.</source>
        <translation>Первая фракция, исследующая здесь, тянет его технологию.</translation>
    </message>
    <message>
        <source>Needs: {slots}</source>
        <translation>Требует: {slots}</translation>
    </message>
    <message>
        <source>Researched by: {names}</source>
        <translation>Исследовали: {names}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <source>{action} — free</source>
        <translation>{action} — свободно</translation>
    </message>
    <message>
        <source>{action} — {name}&apos;s pawn is here</source>
        <translation>{action} — здесь пешка: {name}</translation>
    </message>
    <message>
        <source>+1 ore on this space</source>
        <translation>+1 руда на этом поле</translation>
    </message>
    <message>
        <source>Locked (level-{level} guild)</source>
        <translation>Закрыта (гильдия уровня {level})</translation>
    </message>
    <message>
        <source>Unlocked</source>
        <translation>Открыта</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Раунд {round}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Ход: {name}</translation>
    </message>
    <message>
        <source>Final round: {round}</source>
        <translation>Последний раунд: {round}</translation>
    </message>
    <message>
        <source>Achievements claimed: {n} of {max} (the end trigger)</source>
        <translation>Получено достижений: {n} из {max} (условие конца)</translation>
    </message>
    <message>
        <source>Decks: II {d2} · III {d3} · IIII {d4} · systems A {a} · B {b}</source>
        <translation>Колоды: II {d2} · III {d3} · IIII {d4} · системы A {a} · B {b}</translation>
    </message>
    <message>
        <source>A card pack replaces stand-ins</source>
        <translation>Набор карт заменяет карты-заменители</translation>
    </message>
    <message numerus="yes">
        <source>%n stand-in card(s) on the table</source>
        <translation>
            <numerusform>%n карта-заменитель на столе</numerusform>
            <numerusform>%n карты-заменителя на столе</numerusform>
            <numerusform>%n карт-заменителей на столе</numerusform>
        </translation>
    </message>
    <message>
        <source>Claimed by: {names}</source>
        <translation>Получили: {names}</translation>
    </message>
    <message>
        <source>Next claim: {vp} VP</source>
        <translation>Следующее получение: {vp} ПО</translation>
    </message>
    <message>
        <source>Every space is taken</source>
        <translation>Все поля заняты</translation>
    </message>
    <message>
        <source>Controlled by {name}</source>
        <translation>Контролирует: {name}</translation>
    </message>
    <message>
        <source>Not controlled</source>
        <translation>Никто не контролирует</translation>
    </message>
    <message>
        <source>Cannot be controlled</source>
        <translation>Нельзя контролировать</translation>
    </message>
    <message>
        <source>{name}: strength {n}, ships {levels}</source>
        <translation>{name}: сила {n}, корабли {levels}</translation>
    </message>
    <message>
        <source>population</source>
        <translation>население</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>руда</translation>
    </message>
    <message>
        <source>Specialisation: {kind}</source>
        <translation>Специализация: {kind}</translation>
    </message>
    <message>
        <source>⚔{strength} · {vp} VP</source>
        <translation>⚔{strength} · {vp} ПО</translation>
    </message>
    <message>
        <source>No system card</source>
        <translation>Нет карты системы</translation>
    </message>
    <message>
        <source>{name} — {faction}</source>
        <translation>{name} — {faction}</translation>
    </message>
    <message>
        <source>Ore {ore} · Population {pop} · VP now {vp}</source>
        <translation>Руда {ore} · Население {pop} · ПО сейчас {vp}</translation>
    </message>
    <message>
        <source>Achievements: {names}</source>
        <translation>Достижения: {names}</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Запас</translation>
    </message>
    <message>
        <source>Supply columns A–E: {columns}</source>
        <translation>Столбцы запаса A–E: {columns}</translation>
    </message>
    <message>
        <source>Population growth: +{n}</source>
        <translation>Рост населения: +{n}</translation>
    </message>
    <message>
        <source>Ore production: +{n}</source>
        <translation>Добыча руды: +{n}</translation>
    </message>
    <message>
        <source>Automation: level {n}</source>
        <translation>Автоматизация: уровень {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s) on this track</source>
        <translation>
            <numerusform>%n диск на этом треке</numerusform>
            <numerusform>%n диска на этом треке</numerusform>
            <numerusform>%n дисков на этом треке</numerusform>
        </translation>
    </message>
    <message>
        <source>Private technology</source>
        <translation>Частная технология</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Колония</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Достижение</translation>
    </message>
    <message>
        <source>System {deck}</source>
        <translation>Система {deck}</translation>
    </message>
    <message>
        <source>Drawn: choose one</source>
        <translation>Вытянуты: выберите одну</translation>
    </message>
    <message>
        <source>Events resolved</source>
        <translation>Разыгранные события</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Player {number}</source>
        <translation>Игрок {number}</translation>
    </message>
    <message>
        <source>{player}</source>
        <translation>{player}</translation>
    </message>
    <message>
        <source>“{answer}” is not one of the choices offered.</source>
        <extracomment>what the number counts, e.g. &quot;tokens&quot; (optional; shown next to the spin box)</extracomment>
        <translation>Варианта «{answer}» нет среди предложенных.</translation>
    </message>
    <message>
        <source>This question takes {expected}, not {got}.</source>
        <translation>Этот вопрос требует ответа вида «{expected}», а не {got}.</translation>
    </message>
    <message>
        <source>Choose at least {min} (you chose {got}).</source>
        <translation>Выберите не менее {min} (выбрано: {got}).</translation>
    </message>
    <message>
        <source>Choose at most {max} (you chose {got}).</source>
        <translation>Выберите не более {max} (выбрано: {got}).</translation>
    </message>
    <message>
        <source>“{answer}” was chosen twice.</source>
        <translation>«{answer}» выбрано дважды.</translation>
    </message>
    <message>
        <source>Give a number from {lo} to {hi} (you gave {got}).</source>
        <translation>Введите число от {lo} до {hi} (введено: {got}).</translation>
    </message>
    <message>
        <source>Seat {seat} has nothing to answer now.</source>
        <translation>Месту {seat} сейчас не на что отвечать.</translation>
    </message>
    <message>
        <source>one choice</source>
        <translation>один вариант</translation>
    </message>
    <message>
        <source>a set of choices</source>
        <translation>набор вариантов</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>Choose exactly {n} (you chose {got}).</source>
        <translation>Выберите ровно {n} (выбрано {got}).</translation>
    </message>
    <message>
        <source>A seat is a whole number from 1 to the number of players, not {seat}.</source>
        <translation>Место — целое число от 1 до числа игроков, а не {seat}.</translation>
    </message>
</context>
<context>
    <name>learning</name>
    <message>
        <source>⚑ Unconfirmed: no public source confirms this; the app uses a default.</source>
        <translation>⚑ Не подтверждено: ни один открытый источник этого не подтверждает; приложение использует значение по умолчанию.</translation>
    </message>
</context>
<context>
    <name>nucleum</name>
    <message>
        <source>Capitalists</source>
        <translation>Капиталисты</translation>
    </message>
    <message>
        <source>Free Thinkers</source>
        <translation>Свободомыслящие</translation>
    </message>
    <message>
        <source>Communists</source>
        <translation>Коммунисты</translation>
    </message>
    <message>
        <source>Realists</source>
        <translation>Реалисты</translation>
    </message>
    <message>
        <source>1 VP per fulfilled contract</source>
        <translation>1 ПО за каждый выполненный контракт</translation>
    </message>
    <message>
        <source>1 VP per Mine and Turbine on the map</source>
        <translation>1 ПО за каждую шахту и турбину на карте</translation>
    </message>
    <message>
        <source>highest Progress tile with your marker, multiplier 2</source>
        <translation>самый высокий жетон прогресса с вашим маркером, множитель 2</translation>
    </message>
    <message>
        <source>1 VP per unlocked technology</source>
        <translation>1 ПО за каждую открытую технологию</translation>
    </message>
    <message>
        <source>1 VP per city of your largest network</source>
        <translation>1 ПО за каждый город вашей крупнейшей сети</translation>
    </message>
    <message>
        <source>1 VP per city with your building, Mine or Turbine</source>
        <translation>1 ПО за каждый город с вашим зданием, шахтой или турбиной</translation>
    </message>
    <message>
        <source>2 VP per Party where you are Member or Leader</source>
        <translation>2 ПО за каждую партию, где вы член или лидер</translation>
    </message>
    <message>
        <source>VP equal to your costliest energized building&apos;s electricity</source>
        <translation>ПО, равные электроэнергии вашего самого дорогого электрифицированного здания</translation>
    </message>
    <message>
        <source>2 VP per Residence on the map (rulebook example)</source>
        <translation>2 ПО за каждую резиденцию на карте (пример из правил)</translation>
    </message>
    <message>
        <source>How many contracts have you fulfilled?</source>
        <translation>Сколько контрактов вы выполнили?</translation>
    </message>
    <message>
        <source>How many of your Mines and Turbines are on the map?</source>
        <translation>Сколько ваших шахт и турбин на карте?</translation>
    </message>
    <message>
        <source>What does the highest Progress tile with your marker count for you (before the multiplier of 2)?</source>
        <translation>Сколько для вас стоит самый высокий жетон прогресса с вашим маркером (до множителя 2)?</translation>
    </message>
    <message>
        <source>How many technologies have you unlocked?</source>
        <translation>Сколько технологий вы открыли?</translation>
    </message>
    <message>
        <source>How many cities are in your largest network?</source>
        <translation>Сколько городов в вашей крупнейшей сети?</translation>
    </message>
    <message>
        <source>In how many different cities do you have an Urban Building, a Mine or a Turbine?</source>
        <translation>В скольких разных городах у вас есть городское здание, шахта или турбина?</translation>
    </message>
    <message>
        <source>In how many Parties are you Member or Leader?</source>
        <translation>В скольких партиях вы член или лидер?</translation>
    </message>
    <message>
        <source>How much electricity does your costliest energized non-government Urban Building need?</source>
        <translation>Сколько электроэнергии требуется вашему самому дорогому электрифицированному неправительственному городскому зданию?</translation>
    </message>
    <message>
        <source>How many of your Residences are on the map?</source>
        <translation>Сколько ваших резиденций на карте?</translation>
    </message>
    <message>
        <source>contracts</source>
        <translation>контракты</translation>
    </message>
    <message>
        <source>Mines and Turbines</source>
        <translation>шахты и турбины</translation>
    </message>
    <message>
        <source>units</source>
        <translation>единицы</translation>
    </message>
    <message>
        <source>technologies</source>
        <translation>технологии</translation>
    </message>
    <message>
        <source>cities</source>
        <translation>города</translation>
    </message>
    <message>
        <source>Parties</source>
        <translation>партии</translation>
    </message>
    <message>
        <source>electricity</source>
        <translation>электроэнергия</translation>
    </message>
    <message>
        <source>Residences</source>
        <translation>резиденции</translation>
    </message>
    <message>
        <source>The Action tile stacks are empty</source>
        <translation>Стопки жетонов действий пусты</translation>
    </message>
    <message>
        <source>The silver and gold contract stacks are empty</source>
        <translation>Стопки серебряных и золотых контрактов пусты</translation>
    </message>
    <message>
        <source>Every player has recharged 3 times</source>
        <translation>Каждый игрок перезарядился 3 раза</translation>
    </message>
    <message>
        <source>The Baron has recharged 3 times</source>
        <translation>Барон перезарядился 3 раза</translation>
    </message>
    <message>
        <source>A player has unlocked all 8 technologies</source>
        <translation>Игрок открыл все 8 технологий</translation>
    </message>
    <message>
        <source>A player has reached the VP flag ({flag} VP)</source>
        <translation>Игрок достиг флажка ПО ({flag} ПО)</translation>
    </message>
    <message>
        <source>After you place a Uranium Mine or a Turbine, gain {amount} uranium.</source>
        <translation>После размещения урановой шахты или турбины получите {amount} уран.</translation>
    </message>
    <message>
        <source>Red-bordered spaces cost you {amount} extra thaler instead of {was}.</source>
        <translation>Клетки с красной рамкой стоят вам {amount} дополнительный талер вместо {was}.</translation>
    </message>
    <message>
        <source>When you use another player&apos;s Turbine, the bank pays its owner {amount} thaler for you and it gives {amount} more electricity.</source>
        <translation>Когда вы используете турбину другого игрока, банк платит за вас её владельцу {amount} талер, и она даёт на {amount} единицу электроэнергии больше.</translation>
    </message>
    <message>
        <source>At once: gain {a} achievement tokens and {t} thalers.</source>
        <translation>Сразу: получите {a} жетона достижений и {t} талера.</translation>
    </message>
    <message>
        <source>At once: gain {amount} workers, then you may take a Court action.</source>
        <translation>Сразу: получите {amount} рабочих, затем можете выполнить действие Двора.</translation>
    </message>
    <message>
        <source>When you gain a contract, also take the bonus of one other contract space, occupied or not.</source>
        <translation>Когда вы получаете контракт, также возьмите бонус ещё одной ячейки контракта, занятой или нет.</translation>
    </message>
    <message>
        <source>At each Court action, choose: gain {amount} worker, or the chosen Party&apos;s benefit once more.</source>
        <translation>При каждом действии Двора выберите: получить {amount} рабочего или ещё раз бонус выбранной партии.</translation>
    </message>
    <message>
        <source>At the end: {a}/{b}/{c} Politicians on the Court board score {x}/{y}/{z} VP.</source>
        <translation>В конце: {a}/{b}/{c} политиков на поле Двора приносят {x}/{y}/{z} ПО.</translation>
    </message>
    <message>
        <source>When you gain a contract, gain {amount} achievement token.</source>
        <translation>Когда вы получаете контракт, получите {amount} жетон достижения.</translation>
    </message>
    <message>
        <source>At once: gain {w} workers and {t} thalers.</source>
        <translation>Сразу: получите {w} рабочих и {t} талера.</translation>
    </message>
    <message>
        <source>At once: Urbanize with {amount} thalers more discount, ignoring the network requirement.</source>
        <translation>Сразу: выполните Урбанизацию со скидкой ещё на {amount} талера, игнорируя требование сети.</translation>
    </message>
    <message>
        <source>From now on, when you fulfil a contract, advance your lowest income track {amount} step (your choice on a tie).</source>
        <translation>Отныне, когда вы выполняете контракт, продвиньтесь на {amount} шаг по своему самому низкому треку дохода (при равенстве — на ваш выбор).</translation>
    </message>
    <message>
        <source>Gain the {amount} Connector tiles.</source>
        <translation>Получите {amount} жетона-соединителя.</translation>
    </message>
    <message>
        <source>At the end: {a}/{b}/{c} Action tiles (available or on top of your board, no railways) score {x}/{y}/{z} VP.</source>
        <translation>В конце: {a}/{b}/{c} жетонов действий (доступных или поверх вашего планшета, без железных дорог) приносят {x}/{y}/{z} ПО.</translation>
    </message>
    <message>
        <source>After an Energize action, advance your VP income track 1 step.</source>
        <translation>После действия Электрификации продвиньтесь на 1 шаг по треку дохода ПО.</translation>
    </message>
    <message>
        <source>After an Energize action, you may take the rightmost market Action tile for free.</source>
        <translation>После действия Электрификации можете бесплатно взять самый правый жетон действия с рынка.</translation>
    </message>
    <message>
        <source>Do the Connector&apos;s printed action, then play a non-Connector Action tile on top of it and resolve that tile.</source>
        <translation>Выполните действие, напечатанное на соединителе, затем сыграйте поверх него жетон действия (не соединитель) и разыграйте его.</translation>
    </message>
    <message>
        <source>A Connector is never placed as a railway.</source>
        <translation>Соединитель никогда не выкладывается как железная дорога.</translation>
    </message>
    <message>
        <source>At most one Connector per turn (a Shipping tile counts).</source>
        <translation>Не более одного соединителя за ход (жетон Судоходства тоже считается).</translation>
    </message>
    <message>
        <source>Your special Action tile may go on top of a Connector.</source>
        <translation>Ваш особый жетон действия можно положить поверх соединителя.</translation>
    </message>
    <message>
        <source>Finish the Connector&apos;s action before placing the tile on top.</source>
        <translation>Завершите действие соединителя, прежде чем класть жетон поверх него.</translation>
    </message>
    <message>
        <source>A Connector counts as an Action tile for contracts, Progress and scoring technologies.</source>
        <translation>Соединитель считается жетоном действия для контрактов, прогресса и технологий, приносящих очки.</translation>
    </message>
    <message>
        <source>A Connector never lets you fulfil a second contract in the turn.</source>
        <translation>Соединитель никогда не позволяет выполнить второй контракт за ход.</translation>
    </message>
    <message>
        <source>Technology {id} (level {level})</source>
        <translation>Технология {id} (уровень {level})</translation>
    </message>
    <message>
        <source>Turbine effect (Experiment {experiment})</source>
        <translation>Эффект турбины (Эксперимент {experiment})</translation>
    </message>
    <message>
        <source>Connector tiles</source>
        <translation>Жетоны-соединители</translation>
    </message>
    <message>
        <source>Baron von Automat</source>
        <translation>Барон фон Автомат</translation>
    </message>
    <message>
        <source>neutral {token}</source>
        <translation>нейтральный {token}</translation>
    </message>
    <message>
        <source>{player}: what happens next?</source>
        <translation>{player}: что происходит дальше?</translation>
    </message>
    <message>
        <source>I take the Court action</source>
        <translation>Я выполняю действие Двора</translation>
    </message>
    <message>
        <source>The Baron&apos;s turn reaches the Court action</source>
        <translation>Ход Барона доходит до действия Двора</translation>
    </message>
    <message>
        <source>My turn is over: next player</source>
        <translation>Мой ход окончен: следующий игрок</translation>
    </message>
    <message>
        <source>A Progress space emptied: King&apos;s Day</source>
        <translation>Ячейка прогресса опустела: День короля</translation>
    </message>
    <message>
        <source>End-game condition met: {condition}</source>
        <translation>Выполнено условие конца игры: {condition}</translation>
    </message>
    <message>
        <source>The game ended: final scoring</source>
        <translation>Игра окончена: финальный подсчёт</translation>
    </message>
    <message>
        <source>I unlocked technology {tech}</source>
        <translation>У меня открыта технология {tech}</translation>
    </message>
    <message>
        <source>{player}: which worker goes to the Court?</source>
        <translation>{player}: какой рабочий отправляется ко Двору?</translation>
    </message>
    <message>
        <source>One of my available workers</source>
        <translation>Один из моих доступных рабочих</translation>
    </message>
    <message>
        <source>I convert 1 uranium into a worker</source>
        <translation>Превращаю 1 уран в рабочего</translation>
    </message>
    <message>
        <source>I have neither: I forgo the action</source>
        <translation>Нет ни того, ни другого: отказываюсь от действия</translation>
    </message>
    <message>
        <source>{player}: into which Party?</source>
        <translation>{player}: в какую партию?</translation>
    </message>
    <message>
        <source>Capitalists: 2 thalers and 1 step of thaler income</source>
        <translation>Капиталисты: 2 талера и 1 шаг дохода талеров</translation>
    </message>
    <message>
        <source>Free Thinkers: 1 Action tile from the market for free</source>
        <translation>Свободомыслящие: 1 жетон действия с рынка бесплатно</translation>
    </message>
    <message>
        <source>Communists: 2 VP and 1 step of worker income</source>
        <translation>Коммунисты: 2 ПО и 1 шаг дохода рабочих</translation>
    </message>
    <message>
        <source>Realists: 2 achievement tokens and 1 step of VP income</source>
        <translation>Реалисты: 2 жетона достижений и 1 шаг дохода ПО</translation>
    </message>
    <message>
        <source>{player}: technology E7 — which extra?</source>
        <translation>{player}: технология E7 — что дополнительно?</translation>
    </message>
    <message>
        <source>Gain 1 worker</source>
        <translation>Получить 1 рабочего</translation>
    </message>
    <message>
        <source>The Party&apos;s benefit once more</source>
        <translation>Бонус партии ещё раз</translation>
    </message>
    <message>
        <source>Is there a worker in the Baron&apos;s supply?</source>
        <translation>Есть ли рабочий в запасе Барона?</translation>
    </message>
    <message>
        <source>Yes: he places one</source>
        <translation>Да: он выставляет одного</translation>
    </message>
    <message>
        <source>No: his supply is empty</source>
        <translation>Нет: его запас пуст</translation>
    </message>
    <message>
        <source>Draw a Logic card: which of the tied Parties does it select?</source>
        <translation>Возьмите карту логики: какую из равных партий она выбирает?</translation>
    </message>
    <message>
        <source>The {party}</source>
        <translation>{party}</translation>
    </message>
    <message>
        <source>Is there a worker in the Baron&apos;s reserve?</source>
        <translation>Есть ли рабочий в резерве Барона?</translation>
    </message>
    <message>
        <source>Yes: he gains 1 worker</source>
        <translation>Да: он получает 1 рабочего</translation>
    </message>
    <message>
        <source>No: he gains 3 VP instead</source>
        <translation>Нет: вместо этого он получает 3 ПО</translation>
    </message>
    <message>
        <source>{player}, for the {party} agenda: {question}</source>
        <translation>{player}, программа партии «{party}»: {question}</translation>
    </message>
    <message>
        <source>{player}: bid for the first choice of Experiment, or pass? (high bid: {high} VP)</source>
        <translation>{player}: сделать ставку за первый выбор Эксперимента или пасовать? (высшая ставка: {high} ПО)</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>{player}: how many VP do you bid?</source>
        <translation>{player}: сколько ПО вы ставите?</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>ПО</translation>
    </message>
    <message>
        <source>Setup card {card} revealed.</source>
        <translation>Открыта карта подготовки {card}.</translation>
    </message>
    <message>
        <source>Setup card {card}: ignored, another one is revealed.</source>
        <translation>Карта подготовки {card}: игнорируется, открывается другая.</translation>
    </message>
    <message>
        <source>The arrow neutral, neutral 2 and the King go to the {party}.</source>
        <translation>Нейтральный политик со стрелкой, нейтральный политик 2 и Король отправляются в партию «{party}».</translation>
    </message>
    <message>
        <source>Neutral {token} goes to the {party}.</source>
        <translation>Нейтральный политик {token} отправляется в партию «{party}».</translation>
    </message>
    <message>
        <source>The {party} already hold neutrals: the next Party down is taken.</source>
        <translation>В партии «{party}» уже есть нейтральные политики: берётся следующая партия ниже.</translation>
    </message>
    <message>
        <source>Neutral {token} takes the {party}&apos; Leader space.</source>
        <translation>Нейтральный политик {token} занимает место лидера партии «{party}».</translation>
    </message>
    <message>
        <source>The {party} agenda tile shows: {agenda}.</source>
        <translation>Жетон программы партии «{party}» показывает: {agenda}.</translation>
    </message>
    <message>
        <source>Each player has {total} workers, {available} of them available.</source>
        <translation>У каждого игрока рабочих: {total}, из них доступно: {available}.</translation>
    </message>
    <message>
        <source>The VP flag goes under space {flag}.</source>
        <translation>Флажок ПО ставится под клетку {flag}.</translation>
    </message>
    <message>
        <source>{side} puts a worker in the {party} and leads it.</source>
        <translation>{side} помещает рабочего в партию «{party}» и возглавляет её.</translation>
    </message>
    <message>
        <source>{side} puts a worker in the {party}.</source>
        <translation>{side} помещает рабочего в партию «{party}».</translation>
    </message>
    <message>
        <source>{side} places a Politician in the {party}.</source>
        <translation>{side} помещает политика в партию «{party}».</translation>
    </message>
    <message>
        <source>{side} converts 1 uranium into a worker.</source>
        <translation>{side} превращает 1 уран в рабочего.</translation>
    </message>
    <message>
        <source>{side} has no worker and no uranium: the Court action is forgone.</source>
        <translation>{side}: нет ни рабочего, ни урана — действие Двора пропускается.</translation>
    </message>
    <message>
        <source>{side} gains the {party}&apos; benefit: {benefit}.</source>
        <translation>{side} получает бонус партии «{party}»: {benefit}.</translation>
    </message>
    <message>
        <source>{side} becomes Leader of the {party}.</source>
        <translation>{side} становится лидером партии «{party}».</translation>
    </message>
    <message>
        <source>The King moves to the {party}: they are the Dominant Party.</source>
        <translation>Король переходит в партию «{party}»: теперь она доминирующая партия.</translation>
    </message>
    <message>
        <source>{side} gains 1 worker (E7).</source>
        <translation>{side} получает 1 рабочего (E7).</translation>
    </message>
    <message>
        <source>{side} has unlocked technology {tech}.</source>
        <translation>{side}: открыта технология {tech}.</translation>
    </message>
    <message>
        <source>{side}&apos;s turn.</source>
        <translation>Ход: {side}.</translation>
    </message>
    <message>
        <source>End-game condition met: {condition} ({met} of {needed}).</source>
        <translation>Выполнено условие конца игры: {condition} ({met} из {needed}).</translation>
    </message>
    <message>
        <source>The game end is triggered: finish the round, then everyone plays one more turn.</source>
        <translation>Конец игры запущен: доиграйте раунд, затем каждый делает ещё один ход.</translation>
    </message>
    <message>
        <source>Baron, step 1: placing in the {party} makes him their Leader.</source>
        <translation>Барон, шаг 1: размещение в партии «{party}» делает его её лидером.</translation>
    </message>
    <message>
        <source>Baron, step 2: he has no Politician in the Dominant Party, the {party}.</source>
        <translation>Барон, шаг 2: у него нет политика в доминирующей партии — «{party}».</translation>
    </message>
    <message>
        <source>Baron, step 3: of the eligible Parties he has fewest Politicians in the {party}.</source>
        <translation>Барон, шаг 3: из подходящих партий у него меньше всего политиков в партии «{party}».</translation>
    </message>
    <message>
        <source>Baron, step 4: the Logic card selects the {party}.</source>
        <translation>Барон, шаг 4: карта логики выбирает партию «{party}».</translation>
    </message>
    <message>
        <source>Logic draw (house rule): {card}.</source>
        <translation>Карта логики (домашнее правило): {card}.</translation>
    </message>
    <message>
        <source>Logic draw (house rule): {card}, drawn again.</source>
        <translation>Карта логики (домашнее правило): {card}, тянется ещё раз.</translation>
    </message>
    <message>
        <source>The Baron&apos;s supply is empty: the Court action is unavailable to him; he takes his next action by priority.</source>
        <translation>Запас Барона пуст: действие Двора ему недоступно; он выполняет следующее действие по приоритету.</translation>
    </message>
    <message>
        <source>The Baron gains 1 thaler.</source>
        <translation>Барон получает 1 талер.</translation>
    </message>
    <message>
        <source>Remove the rightmost Action tile of the market to the box.</source>
        <translation>Уберите самый правый жетон действия с рынка в коробку.</translation>
    </message>
    <message>
        <source>The Baron gains 1 worker.</source>
        <translation>Барон получает 1 рабочего.</translation>
    </message>
    <message>
        <source>The Baron&apos;s reserve is empty: he gains 3 VP.</source>
        <translation>Резерв Барона пуст: он получает 3 ПО.</translation>
    </message>
    <message>
        <source>The Baron gains 2 VP.</source>
        <translation>Барон получает 2 ПО.</translation>
    </message>
    <message>
        <source>King&apos;s Day {number}: score the base King&apos;s Day on the table, then the Party agendas.</source>
        <translation>День короля {number}: проведите на столе подсчёт Дня короля базовой игры, затем подсчёт программ партий.</translation>
    </message>
    <message>
        <source>Final scoring: the base final scoring on the table, then the Party agendas (no removals).</source>
        <translation>Финальный подсчёт: на столе финальный подсчёт базовой игры, затем программы партий (без удаления политиков).</translation>
    </message>
    <message>
        <source>{side} scores {vp} VP: {party} agenda ({agenda}).</source>
        <translation>{side} получает {vp} ПО: программа партии «{party}» ({agenda}).</translation>
    </message>
    <message>
        <source>{side} scores {vp} VP as Member of the Dominant Party ({party}).</source>
        <translation>{side} получает {vp} ПО как член доминирующей партии («{party}»).</translation>
    </message>
    <message numerus="yes">
        <source>The Baron leads %n Party(s): {vp} VP.</source>
        <translation>
            <numerusform>Барон возглавляет %n партию: {vp} ПО.</numerusform>
            <numerusform>Барон возглавляет %n партии: {vp} ПО.</numerusform>
            <numerusform>Барон возглавляет %n партий: {vp} ПО.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Baron leads %n Party(s) and sits in the Dominant Party: {vp} VP.</source>
        <translation>
            <numerusform>Барон возглавляет %n партию и состоит в доминирующей партии: {vp} ПО.</numerusform>
            <numerusform>Барон возглавляет %n партии и состоит в доминирующей партии: {vp} ПО.</numerusform>
            <numerusform>Барон возглавляет %n партий и состоит в доминирующей партии: {vp} ПО.</numerusform>
        </translation>
    </message>
    <message>
        <source>{side}, Leader of the {party}, returns 1 Politician to the reserve.</source>
        <translation>{side}, лидер партии «{party}», возвращает 1 политика в резерв.</translation>
    </message>
    <message>
        <source>{side} returns 1 Politician from the Dominant Party ({party}).</source>
        <translation>{side} возвращает 1 политика из доминирующей партии («{party}»).</translation>
    </message>
    <message>
        <source>Neutral {token} leaves the game.</source>
        <translation>Нейтральный политик {token} покидает игру.</translation>
    </message>
    <message>
        <source>The arrow neutral moves from the {src} to the {dst}.</source>
        <translation>Нейтральный политик со стрелкой переходит из партии «{src}» в партию «{dst}».</translation>
    </message>
    <message>
        <source>{side} takes the Leader space of the {party}.</source>
        <translation>{side} занимает место лидера партии «{party}».</translation>
    </message>
    <message>
        <source>Neutral {token} takes the Leader space of the {party}.</source>
        <translation>Нейтральный политик {token} занимает место лидера партии «{party}».</translation>
    </message>
    <message>
        <source>{side}: technology E8, {count} Politicians on the Court: {vp} VP.</source>
        <translation>{side}: технология E8, политиков при Дворе: {count} — {vp} ПО.</translation>
    </message>
    <message>
        <source>{side} bids {bid} VP.</source>
        <translation>{side} ставит {bid} ПО.</translation>
    </message>
    <message>
        <source>{side} passes and will choose an Experiment in place {place}.</source>
        <translation>{side} пасует; его место в выборе Эксперимента: {place}.</translation>
    </message>
    <message>
        <source>Experiment choice order: {order}.</source>
        <translation>Порядок выбора Экспериментов: {order}.</translation>
    </message>
    <message>
        <source>{side} will lose {vp} VP at the end of the game (last bid).</source>
        <translation>{side} потеряет {vp} ПО в конце игры (последняя ставка).</translation>
    </message>
    <message>
        <source>{side} loses {vp} VP bid in the auction.</source>
        <translation>{side} теряет {vp} ПО, поставленные на аукционе.</translation>
    </message>
    <message>
        <source>{side} now meets the requirement of contract {contract}.</source>
        <translation>{side} теперь выполняет требование контракта {contract}.</translation>
    </message>
    <message>
        <source>{side} no longer meets the requirement of contract {contract}.</source>
        <translation>{side} больше не выполняет требование контракта {contract}.</translation>
    </message>
    <message>
        <source>The court is scored. Add the court&apos;s VP to the VP track; the table decides the winner.</source>
        <translation>Двор подсчитан. Добавьте ПО Двора на трек ПО; победителя определяют за столом.</translation>
    </message>
    <message>
        <source>Baron von Automat: {vp} VP from the court. Court VP only: add them to each score on the main board, where the winner is decided.</source>
        <translation>Барон фон Автомат: {vp} ПО от Двора. Только ПО Двора: добавьте их к счёту каждого игрока на основном поле, где и определяется победитель.</translation>
    </message>
    <message>
        <source>Court VP only: add them to each score on the main board, where the winner is decided.</source>
        <translation>Только ПО Двора: добавьте их к счёту каждого игрока на основном поле, где и определяется победитель.</translation>
    </message>
    <message>
        <source>Party benefits</source>
        <translation>Бонусы партий</translation>
    </message>
    <message>
        <source>King&apos;s Day agendas</source>
        <translation>Программы в День короля</translation>
    </message>
    <message>
        <source>Final agendas</source>
        <translation>Финальные программы</translation>
    </message>
    <message>
        <source>Technology E8</source>
        <translation>Технология E8</translation>
    </message>
    <message>
        <source>Baron&apos;s bonuses</source>
        <translation>Бонусы Барона</translation>
    </message>
    <message>
        <source>Auction bids lost</source>
        <translation>Потерянные ставки аукциона</translation>
    </message>
    <message>
        <source>Nucleum: Court of Progress</source>
        <translation>Nucleum: Двор прогресса</translation>
    </message>
    <message>
        <source>The Court side board for a Nucleum game on the table: Court actions, King&apos;s Day and final agenda scoring, Baron von Automat at court.</source>
        <translation>Боковое поле Двора для игры в Nucleum на столе: действия Двора, подсчёт программ в День короля и в конце игры, Барон фон Автомат при Дворе.</translation>
    </message>
</context>
<context>
    <name>nucleum.layout</name>
    <message>
        <source>Court of Progress</source>
        <translation>Двор прогресса</translation>
    </message>
    <message>
        <source>King&apos;s Days: {done} of {max}</source>
        <translation>Дни короля: {done} из {max}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Ход: {name}</translation>
    </message>
    <message>
        <source>Court action</source>
        <translation>Действие Двора</translation>
    </message>
    <message>
        <source>Place a worker as a Politician in a Party and take its benefit.</source>
        <translation>Поместите рабочего в партию как политика и получите её бонус.</translation>
    </message>
    <message numerus="yes">
        <source>{party} — %n Politician(s)</source>
        <translation>
            <numerusform>{party} — %n политик</numerusform>
            <numerusform>{party} — %n политика</numerusform>
            <numerusform>{party} — %n политиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{party} — %n Politician(s) — ♚ Dominant Party</source>
        <translation>
            <numerusform>{party} — %n политик — ♚ доминирующая партия</numerusform>
            <numerusform>{party} — %n политика — ♚ доминирующая партия</numerusform>
            <numerusform>{party} — %n политиков — ♚ доминирующая партия</numerusform>
        </translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Программа</translation>
    </message>
    <message>
        <source>{party} agenda: {agenda}</source>
        <translation>Программа партии «{party}»: {agenda}</translation>
    </message>
    <message>
        <source>Which two agendas share a tile, and its Party, is a default: no public source confirms it.</source>
        <translation>Какие две программы делят жетон и к какой партии он относится — допущение по умолчанию: ни один открытый источник этого не подтверждает.</translation>
    </message>
    <message>
        <source>{party}: the Leader space is empty</source>
        <translation>{party}: место лидера свободно</translation>
    </message>
    <message>
        <source>{party}: Leader space held by {holder}</source>
        <translation>{party}: место лидера занимает {holder}</translation>
    </message>
    <message>
        <source>neutral {token}</source>
        <translation>нейтральный {token}</translation>
    </message>
    <message>
        <source>the arrow neutral</source>
        <translation>нейтральный со стрелкой</translation>
    </message>
    <message>
        <source>{neutral} in the {party}</source>
        <translation>{neutral} в партии «{party}»</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n Politician(s) in the {party}</source>
        <translation>
            <numerusform>{name}: %n политик в партии «{party}»</numerusform>
            <numerusform>{name}: %n политика в партии «{party}»</numerusform>
            <numerusform>{name}: %n политиков в партии «{party}»</numerusform>
        </translation>
    </message>
    <message>
        <source>The King: the {party} are the Dominant Party</source>
        <translation>Король: партия «{party}» — доминирующая</translation>
    </message>
    <message>
        <source>Baron von Automat</source>
        <translation>Барон фон Автомат</translation>
    </message>
    <message>
        <source>Court VP: {vp}</source>
        <translation>ПО Двора: {vp}</translation>
    </message>
    <message>
        <source>On the Court: {n} of {total}</source>
        <translation>При Дворе: {n} из {total}</translation>
    </message>
    <message>
        <source>Party benefits {benefit} · King&apos;s Days {kings_day} · final agendas {final} · E8 {e8} · auction {auction}</source>
        <translation>Бонусы партий {benefit} · Дни короля {kings_day} · финальные программы {final} · E8 {e8} · аукцион {auction}</translation>
    </message>
    <message>
        <source>Income steps from the Court: thaler {thaler}, worker {worker}, VP {vp}</source>
        <translation>Шаги дохода от Двора: талеры {thaler}, рабочие {worker}, ПО {vp}</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>серебряный</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>золотой</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>фиолетовый</translation>
    </message>
    <message>
        <source>be Leader of the Dominant Party</source>
        <translation>быть лидером доминирующей партии</translation>
    </message>
    <message numerus="yes">
        <source>have %n Politician(s) on the Court board</source>
        <translation>
            <numerusform>иметь %n политика на поле Двора</numerusform>
            <numerusform>иметь %n политиков на поле Двора</numerusform>
            <numerusform>иметь %n политиков на поле Двора</numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} ПО</translation>
    </message>
    <message numerus="yes">
        <source>%n income step(s)</source>
        <translation>
            <numerusform>%n шаг дохода</numerusform>
            <numerusform>%n шага дохода</numerusform>
            <numerusform>%n шагов дохода</numerusform>
        </translation>
    </message>
    <message>
        <source>a Level {level} Technology</source>
        <translation>технология уровня {level}</translation>
    </message>
    <message>
        <source>Contract {id} ({colour}): {requirement}; reward: {reward}.</source>
        <translation>Контракт {id} ({colour}): {requirement}; награда: {reward}.</translation>
    </message>
    <message>
        <source>{name} meets it now.</source>
        <translation>{name} сейчас выполняет это условие.</translation>
    </message>
    <message>
        <source>{name} does not meet it now.</source>
        <translation>{name} сейчас не выполняет это условие.</translation>
    </message>
    <message>
        <source>{name} has unlocked technology {tech}.</source>
        <translation>{name}: открыта технология {tech}.</translation>
    </message>
    <message>
        <source>{name} has not unlocked technology {tech}.</source>
        <translation>{name}: технология {tech} не открыта.</translation>
    </message>
    <message>
        <source>E8 now: {vp} VP</source>
        <translation>E8 сейчас: {vp} ПО</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} и {b}</translation>
    </message>
    <message>
        <source>Court VP: {vp} · Politicians on the Court: {n} of {total}</source>
        <translation>ПО Двора: {vp} · Политиков при Дворе: {n} из {total}</translation>
    </message>
    <message>
        <source>Supply and reserve are on the table: the app asks when it needs them.</source>
        <translation>Запас и резерв — на столе: приложение спросит, когда они понадобятся.</translation>
    </message>
    <message numerus="yes">
        <source>Scored now: leads %n Party(s), {dominant}: {vp} VP</source>
        <translation>
            <numerusform>Подсчёт сейчас: возглавляет %n партию, {dominant}: {vp} ПО</numerusform>
            <numerusform>Подсчёт сейчас: возглавляет %n партии, {dominant}: {vp} ПО</numerusform>
            <numerusform>Подсчёт сейчас: возглавляет %n партий, {dominant}: {vp} ПО</numerusform>
        </translation>
    </message>
    <message>
        <source>sits in the Dominant Party</source>
        <translation>состоит в доминирующей партии</translation>
    </message>
    <message>
        <source>not in the Dominant Party</source>
        <translation>не состоит в доминирующей партии</translation>
    </message>
    <message>
        <source>Last Court decision: {why}</source>
        <translation>Последнее решение при Дворе: {why}</translation>
    </message>
    <message>
        <source>Last Court decision: none yet.</source>
        <translation>Последнее решение при Дворе: пока нет.</translation>
    </message>
    <message>
        <source>Logic cards: drawn on the table (you tap the Party).</source>
        <translation>Карты логики: тянутся на столе (вы нажимаете на партию).</translation>
    </message>
    <message>
        <source>Logic cards: drawn by the app (house rule ⚑).</source>
        <translation>Карты логики: тянет приложение (домашнее правило ⚑).</translation>
    </message>
    <message>
        <source>Difficulty: {modifiers}</source>
        <translation>Сложность: {modifiers}</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>стандартная</translation>
    </message>
    <message>
        <source>harder, he leads the empty Party</source>
        <translation>сложнее, он возглавляет пустую партию</translation>
    </message>
    <message>
        <source>harder, his worker in each neutral-led Party</source>
        <translation>сложнее, его рабочий в каждой партии с нейтральным лидером</translation>
    </message>
    <message>
        <source>easier, your worker leads the empty Party</source>
        <translation>легче, ваш рабочий возглавляет пустую партию</translation>
    </message>
    <message>
        <source>harder, 6 VP from the 2nd King&apos;s Day</source>
        <translation>сложнее, 6 ПО со 2-го Дня короля</translation>
    </message>
    <message>
        <source>Priority: {order}</source>
        <translation>Приоритет: {order}</translation>
    </message>
    <message>
        <source>Court</source>
        <translation>Двор</translation>
    </message>
    <message>
        <source>Urbanize</source>
        <translation>Урбанизация</translation>
    </message>
    <message>
        <source>Industrialize</source>
        <translation>Индустриализация</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>Развитие</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>Energize</source>
        <translation>Электрификация</translation>
    </message>
    <message>
        <source>Subsidize</source>
        <translation>Субсидия</translation>
    </message>
    <message>
        <source>Auction for the Experiment choice</source>
        <translation>Аукцион за выбор Эксперимента</translation>
    </message>
    <message>
        <source>High bid: {vp} VP</source>
        <translation>Высшая ставка: {vp} ПО</translation>
    </message>
    <message>
        <source>Last bids: {bids}</source>
        <translation>Последние ставки: {bids}</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Still bidding: {names}</source>
        <translation>Ещё торгуются: {names}</translation>
    </message>
    <message>
        <source>Passed, in order: {names}</source>
        <translation>Спасовали, по порядку: {names}</translation>
    </message>
    <message>
        <source>Choice order: {order}</source>
        <translation>Порядок выбора: {order}</translation>
    </message>
    <message>
        <source>Lost at the end: {costs}</source>
        <translation>Потери в конце игры: {costs}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>Conditions met: {met} of {needed}</source>
        <translation>Выполнено условий: {met} из {needed}</translation>
    </message>
    <message>
        <source>The end is triggered: final scoring after the last turns.</source>
        <translation>Конец игры запущен: финальный подсчёт после последних ходов.</translation>
    </message>
    <message>
        <source>If King&apos;s Day came now</source>
        <translation>Если бы День короля был сейчас</translation>
    </message>
    <message>
        <source>King&apos;s Day {n}: agenda scoring</source>
        <translation>День короля {n}: подсчёт программ</translation>
    </message>
    <message>
        <source>Final scoring: agendas</source>
        <translation>Финальный подсчёт: программы</translation>
    </message>
    <message>
        <source>Last scoring: King&apos;s Day {n}</source>
        <translation>Последний подсчёт: День короля {n}</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Финальный подсчёт</translation>
    </message>
    <message>
        <source>{mark} {name}, Leader of the {party}: {agenda}</source>
        <translation>{mark} {name}, лидер партии «{party}»: {agenda}</translation>
    </message>
    <message>
        <source>{mark} {name}, Member of the Dominant {party}: {agenda}</source>
        <translation>{mark} {name}, член доминирующей партии «{party}»: {agenda}</translation>
    </message>
    <message numerus="yes">
        <source>(counted by the app: %n Party(s))</source>
        <translation>
            <numerusform>(подсчитано приложением: %n партия)</numerusform>
            <numerusform>(подсчитано приложением: %n партии)</numerusform>
            <numerusform>(подсчитано приложением: %n партий)</numerusform>
        </translation>
    </message>
    <message>
        <source>{mark} Baron von Automat: 4 VP per Party led, 4 VP in the Dominant Party</source>
        <translation>{mark} Барон фон Автомат: 4 ПО за каждую возглавляемую партию, 4 ПО в доминирующей партии</translation>
    </message>
    <message>
        <source>▸ {name}: {vp} VP</source>
        <translation>▸ {name}: {vp} ПО</translation>
    </message>
    <message>
        <source>▸ {name}: {vp} VP + {asked}</source>
        <translation>▸ {name}: {vp} ПО + {asked}</translation>
    </message>
    <message>
        <source>{per} VP × {unit}</source>
        <translation>{per} ПО × {unit}</translation>
    </message>
    <message>
        <source>▸ Baron von Automat: {vp} VP</source>
        <translation>▸ Барон фон Автомат: {vp} ПО</translation>
    </message>
    <message>
        <source>No player leads a Party or sits in the Dominant Party.</source>
        <translation>Ни один игрок не возглавляет партию и не состоит в доминирующей партии.</translation>
    </message>
    <message>
        <source>{name}, Leader of the {party}: +{vp} VP (total {total})</source>
        <translation>{name}, лидер партии «{party}»: +{vp} ПО (всего {total})</translation>
    </message>
    <message>
        <source>{name}, Dominant {party}: +{vp} VP (total {total})</source>
        <translation>{name}, доминирующая партия «{party}»: +{vp} ПО (всего {total})</translation>
    </message>
    <message>
        <source>Baron von Automat: +{vp} VP (total {total})</source>
        <translation>Барон фон Автомат: +{vp} ПО (всего {total})</translation>
    </message>
    <message>
        <source>{name}, technology E8: +{vp} VP (total {total})</source>
        <translation>{name}, технология E8: +{vp} ПО (всего {total})</translation>
    </message>
    <message>
        <source>{name}, auction bid: −{vp} VP (total {total})</source>
        <translation>{name}, ставка на аукционе: −{vp} ПО (всего {total})</translation>
    </message>
    <message>
        <source>Court VP now: {totals}</source>
        <translation>ПО Двора сейчас: {totals}</translation>
    </message>
    <message>
        <source>{name} {vp}</source>
        <translation>{name} {vp}</translation>
    </message>
    <message>
        <source>Reference: technologies E/F, turbines, Connectors</source>
        <translation>Справка: технологии E/F, турбины, соединители</translation>
    </message>
    <message>
        <source>Technologies E</source>
        <translation>Технологии E</translation>
    </message>
    <message>
        <source>Technologies F</source>
        <translation>Технологии F</translation>
    </message>
    <message>
        <source>Turbine effects</source>
        <translation>Эффекты турбин</translation>
    </message>
    <message>
        <source>Connector rules</source>
        <translation>Правила соединителей</translation>
    </message>
    <message>
        <source>Technology, Experiment {exp}</source>
        <translation>Технология, Эксперимент {exp}</translation>
    </message>
    <message>
        <source>Turbine effect</source>
        <translation>Эффект турбины</translation>
    </message>
    <message>
        <source>Connector rule</source>
        <translation>Правило соединителей</translation>
    </message>
    <message>
        <source>{kind} (also {also})</source>
        <translation>{kind} (также {also})</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>standard</source>
        <extracomment>option values as the New game dialog shows them (translated in the &quot;options&quot; context)</extracomment>
        <translation>стандартная</translation>
    </message>
    <message>
        <source>australia</source>
        <translation>Австралия</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>тянутся на столе</translation>
    </message>
    <message>
        <source>digital</source>
        <translation>цифровые (тянет приложение)</translation>
    </message>
    <message>
        <source>Seats</source>
        <extracomment>the app&apos;s safeguard (bts.end.round_limit): the game ends at the end of this round at the latest</extracomment>
        <translation>Места</translation>
    </message>
    <message>
        <source>Achievements</source>
        <extracomment>&quot;random&quot;: Transcendence, Empire, 1 random A and 1 random B; &quot;first_game&quot;: the seed&apos;s set</extracomment>
        <translation>Достижения</translation>
    </message>
    <message>
        <source>Transcendence, Empire and 2 random ones</source>
        <translation>Трансцендентность, Империя и 2 случайных</translation>
    </message>
    <message>
        <source>First game (the rulebook&apos;s four)</source>
        <translation>Первая игра (четыре из правил)</translation>
    </message>
    <message>
        <source>Card pack</source>
        <extracomment>a card pack: a file name in the user&apos;s packs/bts folder, or a path (&quot;&quot;: stand-ins)</extracomment>
        <translation>Набор карт</translation>
    </message>
    <message>
        <source>Solo against Baron von Automat</source>
        <translation>Соло против барона фон Автомата</translation>
    </message>
    <message>
        <source>Harder: the Baron leads the empty Party</source>
        <translation>Сложнее: барон возглавляет пустую партию</translation>
    </message>
    <message>
        <source>Harder: a Baron worker in each Party a neutral leads</source>
        <translation>Сложнее: рабочий барона в каждой партии, которую возглавляет нейтральный политик</translation>
    </message>
    <message>
        <source>Harder: the Baron scores 6 VP from the 2nd King&apos;s Day</source>
        <translation>Сложнее: барон получает 6 ПО начиная со 2-го Дня короля</translation>
    </message>
    <message>
        <source>Easier: your worker leads the empty Party</source>
        <translation>Проще: ваш рабочий возглавляет пустую партию</translation>
    </message>
    <message>
        <source>Expert variant: auction for experiments</source>
        <translation>Экспертный вариант: аукцион экспериментов</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Baron&apos;s Logic cards</source>
        <translation>Карты логики барона</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>option values as the New game dialog shows them (translated in the &quot;options&quot; context)</extracomment>
        <translation>лёгкий</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>сложный</translation>
    </message>
    <message>
        <source>Two-player advanced game (two actions each)</source>
        <translation>Продвинутая игра вдвоём (по два действия)</translation>
    </message>
    <message>
        <source>Goals (The Gathering Storm)</source>
        <translation>Цели (The Gathering Storm)</translation>
    </message>
    <message>
        <source>Solitaire robot difficulty</source>
        <translation>Уровень сложности робота (одиночная игра)</translation>
    </message>
    <message>
        <source>Drafting variant (2-3 players)</source>
        <translation>Вариант с драфтом (2–3 игрока)</translation>
    </message>
    <message>
        <source>First game (starred cards)</source>
        <translation>Первая партия (карты со звёздочкой)</translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation>Сложность соло-игры</translation>
    </message>
    <message>
        <source>novice</source>
        <translation>новичок</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>опытный</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
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
        <translation>Победные очки для победы</translation>
    </message>
</context>
<context>
    <name>rftg</name>
    <message>
        <source>Explore +5</source>
        <translation>Исследование +5</translation>
    </message>
    <message>
        <source>Explore +1/+1</source>
        <translation>Исследование +1/+1</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>Развитие</translation>
    </message>
    <message>
        <source>Develop (second)</source>
        <translation>Развитие (второе)</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Заселение</translation>
    </message>
    <message>
        <source>Settle (second)</source>
        <translation>Заселение (второе)</translation>
    </message>
    <message>
        <source>Consume: Trade</source>
        <translation>Потребление: Торговля</translation>
    </message>
    <message>
        <source>Consume: 2x VP</source>
        <translation>Потребление: ×2 ПО</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Производство</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Исследование</translation>
    </message>
    <message>
        <source>Consume</source>
        <translation>Потребление</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n of your opening cards.</source>
        <translation>
            <numerusform>Сбросьте %n из стартовых карт.</numerusform>
            <numerusform>Сбросьте %n из стартовых карт.</numerusform>
            <numerusform>Сбросьте %n из стартовых карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose your action for this round.</source>
        <translation>Выберите действие на этот раунд.</translation>
    </message>
    <message>
        <source>Choose two different action cards for this round.</source>
        <translation>Выберите две разные карты действий на этот раунд.</translation>
    </message>
    <message numerus="yes">
        <source>Explore: keep %n of the cards you drew.</source>
        <translation>
            <numerusform>Исследование: оставьте %n из взятых карт.</numerusform>
            <numerusform>Исследование: оставьте %n из взятых карт.</numerusform>
            <numerusform>Исследование: оставьте %n из взятых карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Develop: choose a development to place, or pass.</source>
        <translation>Развитие: выберите улучшение для выкладывания или пасуйте.</translation>
    </message>
    <message>
        <source>Settle: choose a world to place, or pass.</source>
        <translation>Заселение: выберите мир для выкладывания или пасуйте.</translation>
    </message>
    <message>
        <source>Settle: choose a second world to place, or pass.</source>
        <translation>Заселение: выберите второй мир для выкладывания или пасуйте.</translation>
    </message>
    <message numerus="yes">
        <source>Pay %n card(s) from your hand.</source>
        <translation>
            <numerusform>Заплатите %n карту с руки.</numerusform>
            <numerusform>Заплатите %n карты с руки.</numerusform>
            <numerusform>Заплатите %n карт с руки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n more military: discard cards for temporary military.</source>
        <translation>
            <numerusform>Не хватает %n единицы военной силы: сбросьте карты ради временной военной силы.</numerusform>
            <numerusform>Не хватает %n единиц военной силы: сбросьте карты ради временной военной силы.</numerusform>
            <numerusform>Не хватает %n единиц военной силы: сбросьте карты ради временной военной силы.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trade: choose a good to sell.</source>
        <translation>Торговля: выберите товар для продажи.</translation>
    </message>
    <message>
        <source>Consume: choose the next power to use.</source>
        <translation>Потребление: выберите следующее свойство для применения.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n good(s) to consume.</source>
        <translation>
            <numerusform>Выберите %n товар для потребления.</numerusform>
            <numerusform>Выберите %n товара для потребления.</numerusform>
            <numerusform>Выберите %n товаров для потребления.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n card(s) from your hand for VP.</source>
        <translation>
            <numerusform>Сбросьте до %n карты с руки ради ПО.</numerusform>
            <numerusform>Сбросьте до %n карт с руки ради ПО.</numerusform>
            <numerusform>Сбросьте до %n карт с руки ради ПО.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gamble: name a cost from 1 to 7.</source>
        <translation>Азартная игра: назовите стоимость от 1 до 7.</translation>
    </message>
    <message>
        <source>Produce: choose the next power to use.</source>
        <translation>Производство: выберите следующее свойство для применения.</translation>
    </message>
    <message>
        <source>Choose the card to discard.</source>
        <translation>Выберите карту для сброса.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s) down to the hand limit of 10.</source>
        <translation>
            <numerusform>Сбросьте %n карту до лимита в 10 карт на руке.</numerusform>
            <numerusform>Сбросьте %n карты до лимита в 10 карт на руке.</numerusform>
            <numerusform>Сбросьте %n карт до лимита в 10 карт на руке.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draft: keep one card of this pack; the rest passes {direction}.</source>
        <translation>Драфт: оставьте одну карту из этой пачки; остальные передаются {direction}.</translation>
    </message>
    <message>
        <source>Choose your start world; the other one is discarded.</source>
        <translation>Выберите стартовый мир; второй сбрасывается.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>{card}</source>
        <translation>{card}</translation>
    </message>
    <message numerus="yes">
        <source>{card} (pay %n)</source>
        <translation>
            <numerusform>{card} (заплатить %n)</numerusform>
            <numerusform>{card} (заплатить %n)</numerusform>
            <numerusform>{card} (заплатить %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: pay %n</source>
        <translation>
            <numerusform>{card}: заплатить %n</numerusform>
            <numerusform>{card}: заплатить %n</numerusform>
            <numerusform>{card}: заплатить %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: discard {via} to place it for free</source>
        <translation>{card}: сбросьте «{via}», чтобы выложить этот мир бесплатно</translation>
    </message>
    <message>
        <source>{card}: conquer with military</source>
        <translation>{card}: завоевать военной силой</translation>
    </message>
    <message numerus="yes">
        <source>{card}: pay %n instead of conquering</source>
        <translation>
            <numerusform>{card}: заплатить %n вместо завоевания</numerusform>
            <numerusform>{card}: заплатить %n вместо завоевания</numerusform>
            <numerusform>{card}: заплатить %n вместо завоевания</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard {card} from your tableau: +{count} military</source>
        <translation>Сбросьте «{card}» из своей империи: +{count} к военной силе</translation>
    </message>
    <message>
        <source>Discard {card} from your hand: +1 military</source>
        <translation>Сбросьте «{card}» с руки: +1 к военной силе</translation>
    </message>
    <message numerus="yes">
        <source>Sell the good on {card} for %n card(s)</source>
        <translation>
            <numerusform>Продать товар с карты «{card}» за %n карту</numerusform>
            <numerusform>Продать товар с карты «{card}» за %n карты</numerusform>
            <numerusform>Продать товар с карты «{card}» за %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {card}: {power}</source>
        <translation>Применить «{card}»: {power}</translation>
    </message>
    <message>
        <source>The good on {card}</source>
        <translation>Товар с карты «{card}»</translation>
    </message>
    <message>
        <source>Produce on {world} ({card})</source>
        <translation>Производство на карте «{world}» ({card})</translation>
    </message>
    <message>
        <source>Produce bonus: produce on {world}</source>
        <translation>Бонус Производства: производство на карте «{world}»</translation>
    </message>
    <message>
        <source>Discard a card to produce on {card}</source>
        <translation>Сбросить карту, чтобы произвести товар на карте «{card}»</translation>
    </message>
    <message>
        <source>{player} is dealt the start world {card} and six cards.</source>
        <translation>{player} получает стартовый мир «{card}» и шесть карт.</translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n card(s).</source>
        <translation>
            <numerusform>{player} берёт %n карту.</numerusform>
            <numerusform>{player} берёт %n карты.</numerusform>
            <numerusform>{player} берёт %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} chose {action}.</source>
        <translation>{player} — выбрано действие: {action}.</translation>
    </message>
    <message>
        <source>Phase: {phase}.</source>
        <translation>Фаза: {phase}.</translation>
    </message>
    <message>
        <source>{player} places {card}.</source>
        <translation>{player} выкладывает «{card}».</translation>
    </message>
    <message>
        <source>{player} places no development.</source>
        <translation>{player} не выкладывает улучшений.</translation>
    </message>
    <message>
        <source>{player} settles no world.</source>
        <translation>{player} не выкладывает миров.</translation>
    </message>
    <message>
        <source>A good is placed on {card}.</source>
        <translation>На карту «{card}» выкладывается товар.</translation>
    </message>
    <message numerus="yes">
        <source>{player} sells a good from {card} for %n card(s).</source>
        <translation>
            <numerusform>{player} продаёт товар с карты «{card}» за %n карту.</numerusform>
            <numerusform>{player} продаёт товар с карты «{card}» за %n карты.</numerusform>
            <numerusform>{player} продаёт товар с карты «{card}» за %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n VP.</source>
        <translation>
            <numerusform>{player} получает %n ПО.</numerusform>
            <numerusform>{player} получает %n ПО.</numerusform>
            <numerusform>{player} получает %n ПО.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} uses {card}.</source>
        <translation>{player} применяет «{card}».</translation>
    </message>
    <message numerus="yes">
        <source>{player} discards %n card(s).</source>
        <translation>
            <numerusform>{player} сбрасывает %n карту.</numerusform>
            <numerusform>{player} сбрасывает %n карты.</numerusform>
            <numerusform>{player} сбрасывает %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Сброс перемешивается и образует новую колоду.</translation>
    </message>
    <message>
        <source>{player} shuffles their discard pile into a new draw pile.</source>
        <translation>{player} замешивает свой сброс в новую колоду.</translation>
    </message>
    <message>
        <source>{player} claims the goal {goal}.</source>
        <translation>{player} получает цель «{goal}».</translation>
    </message>
    <message>
        <source>The goal {goal} returns to the centre.</source>
        <translation>Цель «{goal}» возвращается в центр стола.</translation>
    </message>
    <message>
        <source>{player} names {count} and flips {card}: a match, kept.</source>
        <translation>{player} называет {count} и открывает «{card}»: совпадение, карта остаётся у игрока.</translation>
    </message>
    <message>
        <source>{player} names {count} and flips {card}: no match.</source>
        <translation>{player} называет {count} и открывает «{card}»: не совпало.</translation>
    </message>
    <message>
        <source>The game ends after this round.</source>
        <translation>Игра закончится после этого раунда.</translation>
    </message>
    <message>
        <source>{player} is tied for the most in {goal} at the end: a 3-VP goal chip.</source>
        <translation>{player} делит первенство в цели «{goal}» в конце игры: жетон цели на 3 ПО.</translation>
    </message>
    <message>
        <source>{player} scores {total} VP ({chips} chips, {cards} cards, {six} bonus, {goals} goals).</source>
        <translation>{player} набирает {total} ПО (жетоны: {chips}, карты: {cards}, бонусы: {six}, цели: {goals}).</translation>
    </message>
    <message>
        <source>{player} discards {card} for temporary military.</source>
        <translation>{player} сбрасывает «{card}» ради временной военной силы.</translation>
    </message>
    <message>
        <source>You already have this development in your tableau.</source>
        <translation>Это улучшение уже есть в вашей империи.</translation>
    </message>
    <message>
        <source>You cannot pay for this card.</source>
        <translation>Вы не можете оплатить эту карту.</translation>
    </message>
    <message>
        <source>Your military is too weak for this world.</source>
        <translation>Ваша военная сила слишком мала для этого мира.</translation>
    </message>
    <message>
        <source>Choose the first card of that action before its second card.</source>
        <translation>Выберите первую карту этого действия раньше второй.</translation>
    </message>
    <message>
        <source>Choose goods of different kinds.</source>
        <translation>Выберите товары разных видов.</translation>
    </message>
    <message numerus="yes">
        <source>You may discard at most %n hand card(s) for military.</source>
        <translation>
            <numerusform>Ради военной силы можно сбросить не более %n карты с руки.</numerusform>
            <numerusform>Ради военной силы можно сбросить не более %n карт с руки.</numerusform>
            <numerusform>Ради военной силы можно сбросить не более %n карт с руки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n more card(s) when exploring</source>
        <translation>
            <numerusform>Берите на %n карту больше при исследовании</numerusform>
            <numerusform>Берите на %n карты больше при исследовании</numerusform>
            <numerusform>Берите на %n карт больше при исследовании</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep %n more card(s) when exploring</source>
        <translation>
            <numerusform>Оставляйте на %n карту больше при исследовании</numerusform>
            <numerusform>Оставляйте на %n карты больше при исследовании</numerusform>
            <numerusform>Оставляйте на %n карт больше при исследовании</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Developments cost %n less</source>
        <translation>
            <numerusform>Улучшения стоят на %n дешевле</numerusform>
            <numerusform>Улучшения стоят на %n дешевле</numerusform>
            <numerusform>Улучшения стоят на %n дешевле</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) at the start of Develop</source>
        <translation>
            <numerusform>Возьмите %n карту в начале Развития</numerusform>
            <numerusform>Возьмите %n карты в начале Развития</numerusform>
            <numerusform>Возьмите %n карт в начале Развития</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) after placing a development</source>
        <translation>
            <numerusform>Возьмите %n карту после выкладывания улучшения</numerusform>
            <numerusform>Возьмите %n карты после выкладывания улучшения</numerusform>
            <numerusform>Возьмите %n карт после выкладывания улучшения</numerusform>
        </translation>
    </message>
    <message>
        <source>{sign}{count} military{against}</source>
        <translation>{sign}{count} к военной силе{against}</translation>
    </message>
    <message numerus="yes">
        <source>Non-military worlds cost %n less</source>
        <translation>
            <numerusform>Невоенные миры стоят на %n дешевле</numerusform>
            <numerusform>Невоенные миры стоят на %n дешевле</numerusform>
            <numerusform>Невоенные миры стоят на %n дешевле</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard this card to place a non-military, non-Alien world for free</source>
        <translation>Сбросьте эту карту, чтобы бесплатно выложить невоенный мир, кроме миров пришельцев</translation>
    </message>
    <message numerus="yes">
        <source>Discard this card for +%n military this phase</source>
        <translation>
            <numerusform>Сбросьте эту карту: +%n к военной силе в этой фазе</numerusform>
            <numerusform>Сбросьте эту карту: +%n к военной силе в этой фазе</numerusform>
            <numerusform>Сбросьте эту карту: +%n к военной силе в этой фазе</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay for a non-Alien military world at %n less than its defence</source>
        <translation>
            <numerusform>Оплатите военный мир (не мир пришельцев) по цене его обороны минус %n</numerusform>
            <numerusform>Оплатите военный мир (не мир пришельцев) по цене его обороны минус %n</numerusform>
            <numerusform>Оплатите военный мир (не мир пришельцев) по цене его обороны минус %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n hand card(s) for +1 military each this phase</source>
        <translation>
            <numerusform>Сбросьте до %n карты с руки: +1 к военной силе за каждую в этой фазе</numerusform>
            <numerusform>Сбросьте до %n карт с руки: +1 к военной силе за каждую в этой фазе</numerusform>
            <numerusform>Сбросьте до %n карт с руки: +1 к военной силе за каждую в этой фазе</numerusform>
        </translation>
    </message>
    <message>
        <source>Place a second world</source>
        <translation>Выложите второй мир</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) after placing a world</source>
        <translation>
            <numerusform>Возьмите %n карту после выкладывания мира</numerusform>
            <numerusform>Возьмите %n карты после выкладывания мира</numerusform>
            <numerusform>Возьмите %n карт после выкладывания мира</numerusform>
        </translation>
    </message>
    <message>
        <source>Trade: +{count} for {which}</source>
        <translation>Торговля: +{count} за {which}</translation>
    </message>
    <message>
        <source>Sell a good{nobonus}</source>
        <translation>Продайте товар{nobonus}</translation>
    </message>
    <message>
        <source>Consume {goods}: {reward}</source>
        <translation>Потребите {goods}: {reward}</translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n card(s) from hand: {vp} VP each</source>
        <translation>
            <numerusform>Сбросьте до %n карты с руки: {vp} ПО за каждую</numerusform>
            <numerusform>Сбросьте до %n карт с руки: {vp} ПО за каждую</numerusform>
            <numerusform>Сбросьте до %n карт с руки: {vp} ПО за каждую</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>Возьмите %n карту</numerusform>
            <numerusform>Возьмите %n карты</numerusform>
            <numerusform>Возьмите %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Name a cost 1-7 and flip the top card: keep it on a match</source>
        <translation>Назовите стоимость 1–7 и откройте верхнюю карту: при совпадении оставьте её себе</translation>
    </message>
    <message>
        <source>Produce a good here</source>
        <translation>Произведите здесь товар</translation>
    </message>
    <message>
        <source>Discard a card to produce a good here</source>
        <translation>Сбросьте карту, чтобы произвести здесь товар</translation>
    </message>
    <message>
        <source>Produce on an empty windfall world</source>
        <translation>Произведите товар на пустом мире-находке</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) if this world produced</source>
        <translation>
            <numerusform>Возьмите %n карту, если этот мир произвёл товар</numerusform>
            <numerusform>Возьмите %n карты, если этот мир произвёл товар</numerusform>
            <numerusform>Возьмите %n карт, если этот мир произвёл товар</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw {count} per {which} good produced</source>
        <translation>Карты: +{count} за каждый произведённый товар вида «{which}»</translation>
    </message>
    <message>
        <source>Draw {count} per kind of good produced</source>
        <translation>Карты: +{count} за каждый вид произведённого товара</translation>
    </message>
    <message>
        <source>Draw {count} if you produced the most {which} goods</source>
        <translation>Карты: +{count}, если вы произвели больше всех товаров вида «{which}»</translation>
    </message>
    <message>
        <source>Draw {count} per {which} world</source>
        <translation>Карты: +{count} за каждый мир вида «{which}»</translation>
    </message>
    <message>
        <source>Draw {count} per military world</source>
        <translation>Карты: +{count} за каждый военный мир</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <source> against {which} worlds</source>
        <translation> против миров вида «{which}»</translation>
    </message>
    <message>
        <source> against Rebel worlds</source>
        <translation> против миров мятежников</translation>
    </message>
    <message>
        <source> (no trade bonuses)</source>
        <translation> (без торговых бонусов)</translation>
    </message>
    <message>
        <source>this world&apos;s good</source>
        <translation>товар этого мира</translation>
    </message>
    <message>
        <source>{which} goods</source>
        <translation>товары вида «{which}»</translation>
    </message>
    <message>
        <source>any good</source>
        <translation>любой товар</translation>
    </message>
    <message>
        <source>Trade: +1 per chromosome card for {which} goods</source>
        <translation>Торговля: +1 за каждую карту с хромосомой для товаров вида «{which}»</translation>
    </message>
    <message numerus="yes">
        <source>Non-military {which} worlds cost %n less</source>
        <translation>
            <numerusform>Невоенные миры вида «{which}» стоят на %n дешевле</numerusform>
            <numerusform>Невоенные миры вида «{which}» стоят на %n дешевле</numerusform>
            <numerusform>Невоенные миры вида «{which}» стоят на %n дешевле</numerusform>
        </translation>
    </message>
    <message>
        <source>Produce on an empty {which} windfall world</source>
        <translation>Произведите товар на пустом мире-находке вида «{which}»</translation>
    </message>
    <message numerus="yes">
        <source>up to %n {which} good(s)</source>
        <translation>
            <numerusform>до %n товара вида «{which}»</numerusform>
            <numerusform>до %n товаров вида «{which}»</numerusform>
            <numerusform>до %n товаров вида «{which}»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n good(s)</source>
        <translation>
            <numerusform>до %n товара</numerusform>
            <numerusform>до %n товаров</numerusform>
            <numerusform>до %n товаров</numerusform>
        </translation>
    </message>
    <message>
        <source>two {which} goods</source>
        <translation>два товара вида «{which}»</translation>
    </message>
    <message>
        <source>two goods</source>
        <translation>два товара</translation>
    </message>
    <message>
        <source>three goods of different kinds</source>
        <translation>три товара разных видов</translation>
    </message>
    <message>
        <source>all your goods</source>
        <translation>все свои товары</translation>
    </message>
    <message>
        <source>this world&apos;s {which} good</source>
        <translation>товар вида «{which}» с этого мира</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n ПО</numerusform>
            <numerusform>%n ПО</numerusform>
            <numerusform>%n ПО</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} and {cards}</source>
        <translation>{vp} и {cards}</translation>
    </message>
    <message>
        <source>{reward} each</source>
        <translation>{reward} за каждый</translation>
    </message>
    <message>
        <source>VP equal to the goods minus one</source>
        <translation>ПО, равные числу товаров минус один</translation>
    </message>
    <message>
        <source>Race for the Galaxy</source>
        <extracomment>game id -&gt; &quot;module:attribute&quot; of its Game instance, in the order the home page lists them</extracomment>
        <translation>Борьба за галактику</translation>
    </message>
    <message>
        <source>Race for the Galaxy with The Gathering Storm: 1-5 players (solitaire against the robot).</source>
        <translation>«Борьба за галактику» с дополнением «Надвигающаяся буря»: 1–5 игроков (одиночная игра против робота).</translation>
    </message>
    <message>
        <source>Tie broken by cards in hand plus goods.</source>
        <translation>Ничья разрешается по сумме карт на руке и товаров.</translation>
    </message>
    <message>
        <source>Tie broken by the robot&apos;s credit plus economy against your cards in hand plus goods.</source>
        <translation>Ничья разрешается сравнением суммы кредита и экономики робота с суммой ваших карт на руке и товаров.</translation>
    </message>
    <message>
        <source>Still tied after the tie-break: a shared victory.</source>
        <translation>Ничья сохраняется и после дополнительного критерия: общая победа.</translation>
    </message>
    <message>
        <source>The robot wins with {vp} VP.</source>
        <translation>Робот побеждает с {vp} ПО.</translation>
    </message>
    <message>
        <source>The robot scores {vp} VP.</source>
        <translation>Робот набирает {vp} ПО.</translation>
    </message>
    <message>
        <source>Tie-break (hand + goods / robot credit + economy)</source>
        <translation>Доп. критерий (рука + товары / кредит + экономика робота)</translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation>Жетоны ПО</translation>
    </message>
    <message>
        <source>Card VP</source>
        <translation>ПО за карты</translation>
    </message>
    <message>
        <source>6-cost developments</source>
        <translation>Улучшения стоимостью 6</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Cards in hand + goods</source>
        <translation>Карты на руке + товары</translation>
    </message>
    <message>
        <source>{player} is dealt two start worlds face down.</source>
        <translation>{player} получает взакрытую два стартовых мира.</translation>
    </message>
    <message>
        <source>Draft round {round}: every player draws five cards; packs pass {direction}.</source>
        <translation>Раунд драфта {round}: каждый игрок берёт пять карт; пачки передаются {direction}.</translation>
    </message>
    <message>
        <source>{player} keeps {card}.</source>
        <translation>{player} оставляет себе «{card}».</translation>
    </message>
    <message>
        <source>{player} takes the last card of the pack, {card}.</source>
        <translation>{player} забирает последнюю карту пачки — «{card}».</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left over are removed from the game.</source>
        <translation>
            <numerusform>%n оставшаяся карта убирается из игры.</numerusform>
            <numerusform>%n оставшиеся карты убираются из игры.</numerusform>
            <numerusform>%n оставшихся карт убираются из игры.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} shuffles their %n picks into their own deck.</source>
        <translation>
            <numerusform>{player} замешивает %n отобранную карту в собственную колоду.</numerusform>
            <numerusform>{player} замешивает %n отобранные карты в собственную колоду.</numerusform>
            <numerusform>{player} замешивает %n отобранных карт в собственную колоду.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} keeps {card} as their start world.</source>
        <translation>{player} оставляет себе стартовым миром «{card}».</translation>
    </message>
    <message>
        <source>{player} reveals the start world {card}.</source>
        <translation>{player} открывает стартовый мир «{card}».</translation>
    </message>
    <message>
        <source>left</source>
        <translation>налево</translation>
    </message>
    <message>
        <source>right</source>
        <translation>направо</translation>
    </message>
    <message>
        <source>The robot</source>
        <extracomment>the mat&apos;s nine action spaces, left to right, by the player&apos;s action ids (robot.yaml) a die showing an Explore, Develop or Settle action goes to the left space of its pair the rules.yaml entry cited when this fact decides a step the source, or for an unconfirmed fact the default chosen and why</extracomment>
        <translation>Робот</translation>
    </message>
    <message>
        <source>star (copies one of your actions)</source>
        <translation>звезда (копирует одно из ваших действий)</translation>
    </message>
    <message>
        <source>robot face</source>
        <translation>грань с роботом</translation>
    </message>
    <message>
        <source>The robot&apos;s start world is {card}: credit {credit}, economy {economy}, robot= reads {reads}.</source>
        <translation>Стартовый мир робота — «{card}»: кредит {credit}, экономика {economy}, «робот=» показывает: {reads}.</translation>
    </message>
    <message numerus="yes">
        <source>The robot draws %n card(s) face down.</source>
        <translation>
            <numerusform>Робот берёт взакрытую %n карту.</numerusform>
            <numerusform>Робот берёт взакрытую %n карты.</numerusform>
            <numerusform>Робот берёт взакрытую %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The robot has %n 6-cost development marker(s) worth {vp} VP each.</source>
        <translation>
            <numerusform>У робота %n маркер улучшения стоимостью 6 ({vp} ПО за маркер).</numerusform>
            <numerusform>У робота %n маркера улучшений стоимостью 6 ({vp} ПО за маркер).</numerusform>
            <numerusform>У робота %n маркеров улучшений стоимостью 6 ({vp} ПО за маркер).</numerusform>
        </translation>
    </message>
    <message>
        <source>The robot rolls {first} and {second}.</source>
        <translation>У робота выпадает: {first} и {second}.</translation>
    </message>
    <message>
        <source>A robot face reads {action} (robot= marker).</source>
        <translation>Грань с роботом означает: {action} (маркер «робот=»).</translation>
    </message>
    <message>
        <source>A die goes on the {space} space.</source>
        <translation>Кубик кладётся на ячейку «{space}».</translation>
    </message>
    <message>
        <source>Both dice land on {space}: the robot takes that action once.</source>
        <translation>Оба кубика попадают на ячейку «{space}»: робот выполняет это действие один раз.</translation>
    </message>
    <message>
        <source>The robot&apos;s action: {phase}.</source>
        <translation>Действие робота: {phase}.</translation>
    </message>
    <message>
        <source>The robot&apos;s response: {phase}.</source>
        <translation>Ответ робота: {phase}.</translation>
    </message>
    <message>
        <source>The robot does nothing.</source>
        <translation>Робот ничего не делает.</translation>
    </message>
    <message>
        <source>The robot&apos;s credit goes from {old} to {new}.</source>
        <translation>Кредит робота меняется с {old} на {new}.</translation>
    </message>
    <message>
        <source>The robot&apos;s economy goes from {old} to {new}.</source>
        <translation>Экономика робота меняется с {old} на {new}.</translation>
    </message>
    <message>
        <source>The robot&apos;s credit stays at {value}, the top of its track.</source>
        <translation>Кредит робота остаётся равным {value} — это максимум трека.</translation>
    </message>
    <message>
        <source>The robot&apos;s economy stays at {value}, the top of its track.</source>
        <translation>Экономика робота остаётся равной {value} — это максимум трека.</translation>
    </message>
    <message>
        <source>The robot flips {card}.</source>
        <translation>Робот открывает «{card}».</translation>
    </message>
    <message>
        <source>The robot flips {card} and discards it.</source>
        <translation>Робот открывает «{card}» и сбрасывает её.</translation>
    </message>
    <message>
        <source>The robot&apos;s pile runs out: nothing found.</source>
        <translation>Стопка робота закончилась: ничего не найдено.</translation>
    </message>
    <message>
        <source>The robot places {card}.</source>
        <translation>Робот выкладывает «{card}».</translation>
    </message>
    <message>
        <source>The robot places a 6-cost development marker.</source>
        <translation>Робот выкладывает маркер улучшения стоимостью 6.</translation>
    </message>
    <message numerus="yes">
        <source>The robot gains %n VP chip(s).</source>
        <translation>
            <numerusform>Робот получает %n жетон ПО.</numerusform>
            <numerusform>Робот получает %n жетона ПО.</numerusform>
            <numerusform>Робот получает %n жетонов ПО.</numerusform>
        </translation>
    </message>
    <message>
        <source>The robot= marker now reads {action}.</source>
        <translation>Маркер «робот=» теперь показывает: {action}.</translation>
    </message>
    <message>
        <source>Doomed World and its counter leave the robot&apos;s tableau.</source>
        <translation>«Обречённый мир» и его специальный жетон покидают империю робота.</translation>
    </message>
    <message>
        <source>The robot draws from an empty draw pile: the discard pile is shuffled into a new one.</source>
        <translation>Робот берёт карты из пустой колоды: сброс перемешивается и образует новую колоду.</translation>
    </message>
    <message>
        <source>The robot scores {total} VP ({chips} chips, {cards} card VP, {six} for 6-cost developments and markers).</source>
        <translation>Робот набирает {total} ПО (жетоны: {chips}, ПО за карты: {cards}, улучшения и маркеры стоимостью 6: {six}).</translation>
    </message>
    <message>
        <source>Develop (left)</source>
        <translation>Развитие (слева)</translation>
    </message>
    <message>
        <source>Develop (right)</source>
        <translation>Развитие (справа)</translation>
    </message>
    <message>
        <source>Settle (left)</source>
        <translation>Заселение (слева)</translation>
    </message>
    <message>
        <source>Settle (right)</source>
        <translation>Заселение (справа)</translation>
    </message>
</context>
<context>
    <name>rftg.cards</name>
    <message>
        <source>Alien</source>
        <translation>Пришельцы</translation>
    </message>
    <message>
        <source>Alien Robot Scout Ship</source>
        <translation>Робот-разведчик пришельцев</translation>
    </message>
    <message>
        <source>Alien Robot Sentry</source>
        <translation>Робот-часовой пришельцев</translation>
    </message>
    <message>
        <source>Alien Robotic Factory</source>
        <translation>Роботизированная фабрика пришельцев</translation>
    </message>
    <message>
        <source>Alien Rosetta Stone World</source>
        <translation>Мир розеттского камня пришельцев</translation>
    </message>
    <message>
        <source>Alien Tech Institute</source>
        <translation>Институт технологий пришельцев</translation>
    </message>
    <message>
        <source>Alien Toy Shop</source>
        <translation>Магазин игрушек пришельцев</translation>
    </message>
    <message>
        <source>Alpha Centauri</source>
        <translation>Альфа Центавра</translation>
    </message>
    <message>
        <source>Ancient Race</source>
        <translation>Древняя раса</translation>
    </message>
    <message>
        <source>Aquatic Uplift Race</source>
        <translation>Возвышенная водная раса</translation>
    </message>
    <message>
        <source>Artist Colony</source>
        <translation>Колония художников</translation>
    </message>
    <message>
        <source>Asteroid Belt</source>
        <translation>Пояс астероидов</translation>
    </message>
    <message>
        <source>Avian Uplift Race</source>
        <translation>Возвышенная птичья раса</translation>
    </message>
    <message>
        <source>Bio-Hazard Mining World</source>
        <translation>Биологически опасный горнодобывающий мир</translation>
    </message>
    <message>
        <source>Black Market Trading World</source>
        <translation>Торговый мир чёрного рынка</translation>
    </message>
    <message>
        <source>Blaster Gem Mines</source>
        <translation>Рудники бластерных кристаллов</translation>
    </message>
    <message>
        <source>Budget Surplus</source>
        <translation>Профицит бюджета</translation>
    </message>
    <message>
        <source>Chromosome</source>
        <translation>Хромосома</translation>
    </message>
    <message>
        <source>Clandestine Uplift Lab</source>
        <translation>Тайная лаборатория возвышения</translation>
    </message>
    <message>
        <source>Colony Ship</source>
        <translation>Колониальный корабль</translation>
    </message>
    <message>
        <source>Comet Zone</source>
        <translation>Зона комет</translation>
    </message>
    <message>
        <source>Consumer Markets</source>
        <translation>Потребительские рынки</translation>
    </message>
    <message>
        <source>Contact Specialist</source>
        <translation>Специалист по контактам</translation>
    </message>
    <message>
        <source>Damaged Alien Factory</source>
        <translation>Повреждённая фабрика пришельцев</translation>
    </message>
    <message>
        <source>Deficit Spending</source>
        <translation>Дефицитное финансирование</translation>
    </message>
    <message>
        <source>Deserted Alien Colony</source>
        <translation>Покинутая колония пришельцев</translation>
    </message>
    <message>
        <source>Deserted Alien Library</source>
        <translation>Покинутая библиотека пришельцев</translation>
    </message>
    <message>
        <source>Deserted Alien Outpost</source>
        <translation>Покинутый аванпост пришельцев</translation>
    </message>
    <message>
        <source>Deserted Alien World</source>
        <translation>Покинутый мир пришельцев</translation>
    </message>
    <message>
        <source>Destroyed World</source>
        <translation>Разрушенный мир</translation>
    </message>
    <message>
        <source>Distant World</source>
        <translation>Далёкий мир</translation>
    </message>
    <message>
        <source>Diversified Economy</source>
        <translation>Диверсифицированная экономика</translation>
    </message>
    <message>
        <source>Doomed World</source>
        <translation>Обречённый мир</translation>
    </message>
    <message>
        <source>Drop Ships</source>
        <translation>Десантные корабли</translation>
    </message>
    <message>
        <source>Earth&apos;s Lost Colony</source>
        <translation>Потерянная колония Земли</translation>
    </message>
    <message>
        <source>Empath World</source>
        <translation>Мир эмпатов</translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <translation>Эпсилон Эридана</translation>
    </message>
    <message>
        <source>Expanding Colony</source>
        <translation>Растущая колония</translation>
    </message>
    <message>
        <source>Expedition Force</source>
        <translation>Экспедиционный корпус</translation>
    </message>
    <message>
        <source>Export Duties</source>
        <translation>Экспортные пошлины</translation>
    </message>
    <message>
        <source>Former Penal Colony</source>
        <translation>Бывшая колония-тюрьма</translation>
    </message>
    <message>
        <source>Free Trade Association</source>
        <translation>Ассоциация свободной торговли</translation>
    </message>
    <message>
        <source>Galactic Bazaar</source>
        <translation>Галактический базар</translation>
    </message>
    <message>
        <source>Galactic Engineers</source>
        <translation>Галактические инженеры</translation>
    </message>
    <message>
        <source>Galactic Federation</source>
        <translation>Галактическая федерация</translation>
    </message>
    <message>
        <source>Galactic Genome Project</source>
        <translation>Галактический проект «Геном»</translation>
    </message>
    <message>
        <source>Galactic Imperium</source>
        <translation>Галактическая Империя</translation>
    </message>
    <message>
        <source>Galactic Renaissance</source>
        <translation>Галактический ренессанс</translation>
    </message>
    <message>
        <source>Galactic Resort</source>
        <translation>Галактический курорт</translation>
    </message>
    <message>
        <source>Galactic Standard of Living</source>
        <translation>Галактический уровень жизни</translation>
    </message>
    <message>
        <source>Galactic Status</source>
        <translation>Галактический статус</translation>
    </message>
    <message>
        <source>Galactic Studios</source>
        <translation>Галактические студии</translation>
    </message>
    <message>
        <source>Galactic Survey: SETI</source>
        <translation>Галактическое исследование: SETI</translation>
    </message>
    <message>
        <source>Galactic Trendsetters</source>
        <translation>Галактические законодатели мод</translation>
    </message>
    <message>
        <source>Gambling World</source>
        <translation>Игорный мир</translation>
    </message>
    <message>
        <source>Gem World</source>
        <translation>Мир самоцветов</translation>
    </message>
    <message>
        <source>Genes</source>
        <translation>Гены</translation>
    </message>
    <message>
        <source>Genetics Lab</source>
        <translation>Генетическая лаборатория</translation>
    </message>
    <message>
        <source>Greatest Infrastructure</source>
        <translation>Лучшая инфраструктура</translation>
    </message>
    <message>
        <source>Greatest Military</source>
        <translation>Сильнейшая армия</translation>
    </message>
    <message>
        <source>Hive World</source>
        <translation>Мир-улей</translation>
    </message>
    <message>
        <source>Imperium</source>
        <translation>Империя</translation>
    </message>
    <message>
        <source>Imperium Armaments World</source>
        <translation>Оружейный мир Империи</translation>
    </message>
    <message>
        <source>Imperium Lords</source>
        <translation>Лорды Империи</translation>
    </message>
    <message>
        <source>Improved Logistics</source>
        <translation>Улучшенная логистика</translation>
    </message>
    <message>
        <source>Innovation Leader</source>
        <translation>Лидер инноваций</translation>
    </message>
    <message>
        <source>Interstellar Bank</source>
        <translation>Межзвёздный банк</translation>
    </message>
    <message>
        <source>Investment Credits</source>
        <translation>Инвестиционные кредиты</translation>
    </message>
    <message>
        <source>Largest Industry</source>
        <translation>Крупнейшая промышленность</translation>
    </message>
    <message>
        <source>Lost Alien Battle Fleet</source>
        <translation>Потерянный боевой флот пришельцев</translation>
    </message>
    <message>
        <source>Lost Alien Warship</source>
        <translation>Потерянный военный корабль пришельцев</translation>
    </message>
    <message>
        <source>Lost Species Ark World</source>
        <translation>Мир-ковчег исчезнувшего вида</translation>
    </message>
    <message>
        <source>Malevolent Lifeforms</source>
        <translation>Злобные формы жизни</translation>
    </message>
    <message>
        <source>Merchant Guild</source>
        <translation>Гильдия торговцев</translation>
    </message>
    <message>
        <source>Merchant World</source>
        <translation>Мир торговцев</translation>
    </message>
    <message>
        <source>Mining Conglomerate</source>
        <translation>Горнодобывающий конгломерат</translation>
    </message>
    <message>
        <source>Mining League</source>
        <translation>Горнодобывающая лига</translation>
    </message>
    <message>
        <source>Mining Robots</source>
        <translation>Роботы-шахтёры</translation>
    </message>
    <message>
        <source>Mining World</source>
        <translation>Горнодобывающий мир</translation>
    </message>
    <message>
        <source>New Earth</source>
        <translation>Новая Земля</translation>
    </message>
    <message>
        <source>New Economy</source>
        <translation>Новая экономика</translation>
    </message>
    <message>
        <source>New Galactic Order</source>
        <translation>Новый галактический порядок</translation>
    </message>
    <message>
        <source>New Military Tactics</source>
        <translation>Новая военная тактика</translation>
    </message>
    <message>
        <source>New Sparta</source>
        <translation>Новая Спарта</translation>
    </message>
    <message>
        <source>New Survivalists</source>
        <translation>Новые выживальщики</translation>
    </message>
    <message>
        <source>New Vinland</source>
        <translation>Новый Винланд</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Новинки</translation>
    </message>
    <message>
        <source>Old Earth</source>
        <translation>Старая Земля</translation>
    </message>
    <message>
        <source>Outlaw World</source>
        <translation>Мир вне закона</translation>
    </message>
    <message>
        <source>Overlord Discoveries</source>
        <translation>Открытия Повелителей</translation>
    </message>
    <message>
        <source>Pan-Galactic League</source>
        <translation>Пангалактическая лига</translation>
    </message>
    <message>
        <source>Pilgrimage World</source>
        <translation>Мир паломничества</translation>
    </message>
    <message>
        <source>Pirate World</source>
        <translation>Пиратский мир</translation>
    </message>
    <message>
        <source>Plague World</source>
        <translation>Чумной мир</translation>
    </message>
    <message>
        <source>Pre-Sentient Race</source>
        <translation>Предразумная раса</translation>
    </message>
    <message>
        <source>Production Leader</source>
        <translation>Лидер производства</translation>
    </message>
    <message>
        <source>Prosperous World</source>
        <translation>Процветающий мир</translation>
    </message>
    <message>
        <source>Public Works</source>
        <translation>Общественные работы</translation>
    </message>
    <message>
        <source>Radioactive World</source>
        <translation>Радиоактивный мир</translation>
    </message>
    <message>
        <source>Rare elements</source>
        <translation>Редкие элементы</translation>
    </message>
    <message>
        <source>Rebel</source>
        <translation>Мятежники</translation>
    </message>
    <message>
        <source>Rebel Base</source>
        <translation>База мятежников</translation>
    </message>
    <message>
        <source>Rebel Colony</source>
        <translation>Колония мятежников</translation>
    </message>
    <message>
        <source>Rebel Fuel Cache</source>
        <translation>Топливный склад мятежников</translation>
    </message>
    <message>
        <source>Rebel Homeworld</source>
        <translation>Родной мир мятежников</translation>
    </message>
    <message>
        <source>Rebel Miners</source>
        <translation>Шахтёры-мятежники</translation>
    </message>
    <message>
        <source>Rebel Outpost</source>
        <translation>Аванпост мятежников</translation>
    </message>
    <message>
        <source>Rebel Sympathizers</source>
        <translation>Сочувствующие мятежникам</translation>
    </message>
    <message>
        <source>Rebel Underground</source>
        <translation>Подполье мятежников</translation>
    </message>
    <message>
        <source>Rebel Warrior Race</source>
        <translation>Воинственная раса мятежников</translation>
    </message>
    <message>
        <source>Refugee World</source>
        <translation>Мир беженцев</translation>
    </message>
    <message>
        <source>Replicant Robots</source>
        <translation>Роботы-репликанты</translation>
    </message>
    <message>
        <source>Reptilian Uplift Race</source>
        <translation>Возвышенная раса рептилий</translation>
    </message>
    <message>
        <source>Research Labs</source>
        <translation>Исследовательские лаборатории</translation>
    </message>
    <message>
        <source>Runaway Robots</source>
        <translation>Беглые роботы</translation>
    </message>
    <message>
        <source>Secluded World</source>
        <translation>Уединённый мир</translation>
    </message>
    <message>
        <source>Separatist Colony</source>
        <translation>Колония сепаратистов</translation>
    </message>
    <message>
        <source>Smuggling Lair</source>
        <translation>Логово контрабандистов</translation>
    </message>
    <message>
        <source>Space Marines</source>
        <translation>Космодесант</translation>
    </message>
    <message>
        <source>Space Mercenaries</source>
        <translation>Космические наёмники</translation>
    </message>
    <message>
        <source>Space Port</source>
        <translation>Космопорт</translation>
    </message>
    <message>
        <source>Spice World</source>
        <translation>Мир пряностей</translation>
    </message>
    <message>
        <source>Star Nomad Lair</source>
        <translation>Логово звёздных кочевников</translation>
    </message>
    <message>
        <source>System Diversity</source>
        <translation>Разнообразие систем</translation>
    </message>
    <message>
        <source>Terraformed World</source>
        <translation>Терраформированный мир</translation>
    </message>
    <message>
        <source>Terraforming</source>
        <translation>Терраформирование</translation>
    </message>
    <message>
        <source>Terraforming Guild</source>
        <translation>Гильдия терраформирования</translation>
    </message>
    <message>
        <source>Terraforming Robots</source>
        <translation>Роботы-терраформеры</translation>
    </message>
    <message>
        <source>The Last of the Uplift Gnarssh</source>
        <translation>Последний из возвышенных гнарсшей</translation>
    </message>
    <message>
        <source>Tourist World</source>
        <translation>Туристический мир</translation>
    </message>
    <message>
        <source>Trade League</source>
        <translation>Торговая лига</translation>
    </message>
    <message>
        <source>Uplift</source>
        <translation>Возвышение</translation>
    </message>
    <message>
        <source>Volcanic World</source>
        <translation>Вулканический мир</translation>
    </message>
</context>
<context>
    <name>rftg.layout</name>
    <message>
        <source>Novelty</source>
        <translation>Новинки</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Редкие</translation>
    </message>
    <message>
        <source>Genes</source>
        <translation>Гены</translation>
    </message>
    <message>
        <source>Alien</source>
        <translation>Пришельцы</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Исследование</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Consume</source>
        <translation>Потребление</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Улучшение</translation>
    </message>
    <message>
        <source>6-cost development</source>
        <translation>Улучшение стоимостью 6</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Мир</translation>
    </message>
    <message>
        <source>{kind} world</source>
        <translation>Мир: {kind}</translation>
    </message>
    <message>
        <source>{kind} windfall</source>
        <translation>Находка: {kind}</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Военный</translation>
    </message>
    <message>
        <source>Military · {kind}</source>
        <translation>Военный · {kind}</translation>
    </message>
    <message>
        <source>Start world {number}</source>
        <translation>Стартовый мир {number}</translation>
    </message>
    <message>
        <source>Draw +{n}</source>
        <translation>Взять +{n}</translation>
    </message>
    <message>
        <source>Keep +{n}</source>
        <translation>Оставить +{n}</translation>
    </message>
    <message>
        <source>Cost −{n}</source>
        <translation>Стоимость −{n}</translation>
    </message>
    <message>
        <source>Draw {n} first</source>
        <translation>Сначала взять {n}</translation>
    </message>
    <message>
        <source>Draw {n} after</source>
        <translation>Затем взять {n}</translation>
    </message>
    <message>
        <source>{sign}{n} ⚔</source>
        <translation>{sign}{n} ⚔</translation>
    </message>
    <message>
        <source>Discard: free world</source>
        <translation>Сброс: мир бесплатно</translation>
    </message>
    <message>
        <source>Discard: +{n} ⚔</source>
        <translation>Сброс: +{n} ⚔</translation>
    </message>
    <message>
        <source>Pay for ⚔ world −{n}</source>
        <translation>Оплатить мир ⚔ −{n}</translation>
    </message>
    <message>
        <source>Hand → +1 ⚔ (×{n})</source>
        <translation>Рука → +1 ⚔ (×{n})</translation>
    </message>
    <message>
        <source>Second world</source>
        <translation>Второй мир</translation>
    </message>
    <message>
        <source>Trade +{n} {which}</source>
        <translation>Торговля +{n} {which}</translation>
    </message>
    <message>
        <source>Sell a good</source>
        <translation>Продать товар</translation>
    </message>
    <message>
        <source>Hand → {vp} VP (×{n})</source>
        <translation>Рука → {vp} ПО (×{n})</translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation>Взять {n}</translation>
    </message>
    <message>
        <source>Gamble</source>
        <translation>Азартная игра</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Производство</translation>
    </message>
    <message>
        <source>Discard: produce</source>
        <translation>Сброс: производство</translation>
    </message>
    <message>
        <source>Windfall {which}</source>
        <translation>Находка: {which}</translation>
    </message>
    <message>
        <source>Draw {n} if produced</source>
        <translation>Взять {n}, если произвёл</translation>
    </message>
    <message>
        <source>Draw {n}/{which} made</source>
        <translation>Взять {n}/произв. {which}</translation>
    </message>
    <message>
        <source>Draw {n}/kind made</source>
        <translation>Взять {n}/произв. вид</translation>
    </message>
    <message>
        <source>Draw {n}: most {which}</source>
        <translation>Взять {n}: больше всех {which}</translation>
    </message>
    <message>
        <source>Draw {n}/{which} world</source>
        <translation>Взять {n}/мир {which}</translation>
    </message>
    <message>
        <source>Draw {n}/⚔ world</source>
        <translation>Взять {n}/мир ⚔</translation>
    </message>
    <message>
        <source>{sign}{n} ⚔ vs {which}</source>
        <translation>{sign}{n} ⚔ ({which})</translation>
    </message>
    <message>
        <source>{sign}{n} ⚔ vs Rebel</source>
        <translation>{sign}{n} ⚔ (мятежники)</translation>
    </message>
    <message>
        <source>{which} cost −{n}</source>
        <translation>Стоимость −{n} ({which})</translation>
    </message>
    <message>
        <source>this good</source>
        <translation>этот товар</translation>
    </message>
    <message>
        <source>Genes +1/chromosome</source>
        <translation>Гены +1/хромосома</translation>
    </message>
    <message>
        <source>Sell (base price)</source>
        <translation>Продать (базовая цена)</translation>
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
        <translation>3 вида</translation>
    </message>
    <message>
        <source>all goods</source>
        <translation>все товары</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} ПО</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} + {cards}</source>
        <translation>{vp} + {cards}</translation>
    </message>
    <message>
        <source>{reward} each</source>
        <translation>{reward} за каждый</translation>
    </message>
    <message>
        <source>goods − 1 VP</source>
        <translation>товары − 1 ПО</translation>
    </message>
    <message>
        <source>Game end: each card counts once, for its first match:</source>
        <translation>Конец игры: каждая карта учитывается один раз, по первому подходящему условию:</translation>
    </message>
    <message>
        <source>+{n} per {which} production world</source>
        <translation>+{n} за производящий мир ({which})</translation>
    </message>
    <message>
        <source>+{n} per {which} windfall world</source>
        <translation>+{n} за мир-находку ({which})</translation>
    </message>
    <message>
        <source>+{n} per development with a {power} power</source>
        <translation>+{n} за улучшение со свойством фазы «{power}»</translation>
    </message>
    <message>
        <source>+{n} per world with a {power} power</source>
        <translation>+{n} за мир со свойством фазы «{power}»</translation>
    </message>
    <message>
        <source>+{n} per 6-cost development</source>
        <translation>+{n} за улучшение стоимостью 6</translation>
    </message>
    <message>
        <source>+{n} per other development</source>
        <translation>+{n} за другое улучшение</translation>
    </message>
    <message>
        <source>+{n} per world</source>
        <translation>+{n} за мир</translation>
    </message>
    <message>
        <source>+{n} per military world</source>
        <translation>+{n} за военный мир</translation>
    </message>
    <message>
        <source>+{n} per Rebel military world</source>
        <translation>+{n} за военный мир мятежников</translation>
    </message>
    <message>
        <source>+{n} per {keyword} card</source>
        <translation>+{n} за карту «{keyword}»</translation>
    </message>
    <message>
        <source>+{n} for {card}</source>
        <translation>+{n} за «{card}»</translation>
    </message>
    <message>
        <source>+{n} per 3 VP chips</source>
        <translation>+{n} за каждые 3 жетона ПО</translation>
    </message>
    <message>
        <source>+{n} per point of military</source>
        <translation>+{n} за единицу военной силы</translation>
    </message>
    <message>
        <source>pay {n}</source>
        <translation>заплатить {n}</translation>
    </message>
    <message>
        <source>free</source>
        <translation>бесплатно</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>сбросить</translation>
    </message>
    <message>
        <source>⚔ {have}/{defence}</source>
        <translation>⚔ {have}/{defence}</translation>
    </message>
    <message>
        <source>sell → {n}</source>
        <translation>продать → {n}</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новая</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>выкладывается</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Раунд {n}</translation>
    </message>
    <message>
        <source>Draft round {n}</source>
        <translation>Раунд драфта {n}</translation>
    </message>
    <message>
        <source>VP pool: {n}</source>
        <translation>Запас ПО: {n}</translation>
    </message>
    <message>
        <source>VP pool: 0 (+{n} extra)</source>
        <extracomment>the pool ran out this round and chips keep being paid (from the box) until it ends</extracomment>
        <translation>Запас ПО: 0 (+{n} сверх запаса)</translation>
    </message>
    <message>
        <source>Deck {deck} · discard {discard}</source>
        <translation>Колода {deck} · сброс {discard}</translation>
    </message>
    <message>
        <source>Last round!</source>
        <translation>Последний раунд!</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (вы)</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Рука: %n карта</numerusform>
            <numerusform>Рука: %n карты</numerusform>
            <numerusform>Рука: %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Explored: %n card(s)</source>
        <translation>
            <numerusform>Исследовано: %n карта</numerusform>
            <numerusform>Исследовано: %n карты</numerusform>
            <numerusform>Исследовано: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>{name}: {chips} VP chips, military {military}, {hand} cards in hand, {tableau} cards in the tableau</source>
        <translation>{name}: жетоны ПО: {chips}, военная сила: {military}, карт на руке: {hand}, карт в империи: {tableau}</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>выбирает…</translation>
    </message>
    <message>
        <source>⬢ {n} chips</source>
        <extracomment>the pill that counts a seat&apos;s VP chips (a bare &quot;⬢ 5&quot; was misread as goods in play)</extracomment>
        <translation>⬢ жетоны: {n}</translation>
    </message>
    <message>
        <source>Score now: {total} VP ({chips} chips, {cards} on cards, {six} from 6-cost developments, {goals} from goals)</source>
        <translation>Счёт сейчас: {total} ПО ({chips} жетонами, {cards} на картах, {six} от улучшений стоимостью 6, {goals} за цели)</translation>
    </message>
    <message>
        <source>to answer</source>
        <translation>ожидается ответ</translation>
    </message>
    <message>
        <source>chose {actions}</source>
        <translation>выбрано: {actions}</translation>
    </message>
    <message>
        <source>A {kind} good</source>
        <translation>Товар вида «{kind}»</translation>
    </message>
    <message>
        <source>first: {n}</source>
        <translation>первый: {n}</translation>
    </message>
    <message>
        <source>most, ≥{n}</source>
        <translation>больше всех, ≥{n}</translation>
    </message>
    <message>
        <source>{name}: {vp} VP to the first to reach {n}. Progress: {progress}</source>
        <translation>{name}: {vp} ПО первому, кто достигнет {n}. Прогресс: {progress}</translation>
    </message>
    <message>
        <source>{name}: {vp} VP to whoever has the most, at least {n}. Progress: {progress}</source>
        <translation>{name}: {vp} ПО тому, у кого больше всех (не менее {n}). Прогресс: {progress}</translation>
    </message>
    <message>
        <source>held by {names}</source>
        <translation>принадлежит: {names}</translation>
    </message>
    <message>
        <source>{phase}: {who}</source>
        <translation>{phase}: {who}</translation>
    </message>
    <message>
        <source>nobody chose it this round</source>
        <translation>в этом раунде её никто не выбрал</translation>
    </message>
    <message>
        <source>{name} {n}</source>
        <translation>{name} {n}</translation>
    </message>
    <message>
        <source>deck {deck} · discard {discard}</source>
        <translation>колода {deck} · сброс {discard}</translation>
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
        <translation>Развитие</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Заселение</translation>
    </message>
    <message>
        <source>2× VP</source>
        <translation>2× ПО</translation>
    </message>
    <message>
        <source>Robot ({level})</source>
        <translation>Робот ({level})</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>лёгкий</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>сложный</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Кредит</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Экономика</translation>
    </message>
    <message>
        <source>robot = {action}</source>
        <translation>робот = {action}</translation>
    </message>
    <message>
        <source>6-cost markers</source>
        <translation>Маркеры стоимостью 6</translation>
    </message>
    <message>
        <source>{left} unplaced, {placed} placed, {vp} VP each</source>
        <translation>не выложено: {left}, выложено: {placed}, по {vp} ПО</translation>
    </message>
    <message numerus="yes">
        <source>The robot&apos;s face-down pile: %n card(s)</source>
        <translation>
            <numerusform>Закрытая стопка робота: %n карта</numerusform>
            <numerusform>Закрытая стопка робота: %n карты</numerusform>
            <numerusform>Закрытая стопка робота: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>VP {n}</source>
        <translation>ПО {n}</translation>
    </message>
    <message>
        <source>The robot&apos;s score now: {n} VP</source>
        <translation>Текущий счёт робота: {n} ПО</translation>
    </message>
    <message>
        <source>pile {n}</source>
        <translation>стопка {n}</translation>
    </message>
    <message>
        <source>tableau {n}/12</source>
        <translation>империя {n}/12</translation>
    </message>
    <message>
        <source>Rolled: {face}</source>
        <translation>Выпало: {face}</translation>
    </message>
    <message>
        <source>{die} — on {space}</source>
        <translation>{die} — на ячейке «{space}»</translation>
    </message>
    <message>
        <source>{space}: your action marker</source>
        <translation>{space}: ваш маркер действия</translation>
    </message>
    <message>
        <source>A start-world counter on the {area} area</source>
        <translation>Специальный жетон стартового мира в области «{area}»</translation>
    </message>
    <message numerus="yes">
        <source>Pack: %n card(s), then passed to {name}</source>
        <translation>
            <numerusform>Пачка: %n карта, затем передаётся игроку {name}</numerusform>
            <numerusform>Пачка: %n карты, затем передаётся игроку {name}</numerusform>
            <numerusform>Пачка: %n карт, затем передаётся игроку {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Your start worlds</source>
        <translation>Ваши стартовые миры</translation>
    </message>
    <message numerus="yes">
        <source>Picks so far: %n card(s)</source>
        <translation>
            <numerusform>Отобрано: %n карта</numerusform>
            <numerusform>Отобрано: %n карты</numerusform>
            <numerusform>Отобрано: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>pack {pack} · picks {picks}</source>
        <translation>пачка {pack} · отобрано {picks}</translation>
    </message>
</context>
<context>
    <name>rules.bts</name>
    <message>
        <source>1 VP for each controlled area (base discs).</source>
        <translation>1 ПО за каждую контролируемую область (диски баз).</translation>
    </message>
    <message>
        <source>1 VP for the greatest military strength in the Solar System and 1 in Deep Space; tied players all score.</source>
        <translation>1 ПО за наибольшую военную силу в Солнечной системе и 1 в Глубоком космосе; при ничьей очки получают все.</translation>
    </message>
    <message>
        <source>1, 2 and 3 VP for each technology of level I, II and III.</source>
        <translation>1, 2 и 3 ПО за каждую технологию уровня I, II и III.</translation>
    </message>
    <message>
        <source>8 food-production discs go on the population growth track and 8 ore-production discs on the ore track.</source>
        <translation>8 дисков производства еды кладутся на трек роста населения, 8 дисков добычи руды — на трек руды.</translation>
    </message>
    <message>
        <source>A faction takes control of an area when its strength there is higher than every other faction&apos;s and than the controller&apos;s; the controller keeps it on a tie and when its ships leave; a lost base disc returns to its track.</source>
        <translation>Фракция берёт область под контроль, когда её сила там больше, чем у любой другой фракции и у контролирующей; контролирующий сохраняет контроль при ничьей и когда его корабли улетают; потерянный диск базы возвращается на свой трек.</translation>
    </message>
    <message>
        <source>A player with no legal action space passes the action.</source>
        <translation>Игрок без допустимого поля действия пропускает действие.</translation>
    </message>
    <message>
        <source>A private technology belongs to one faction: only it may use its action spaces; it scores 2 or 3 VP.</source>
        <translation>Частная технология принадлежит одной фракции: только она может использовать её поля действий; она приносит 2 или 3 ПО.</translation>
    </message>
    <message>
        <source>A researched technology&apos;s immediate effects apply to the faction that researches it (every researcher).</source>
        <translation>Немедленные эффекты исследованной технологии применяются к исследующей её фракции (к каждой).</translation>
    </message>
    <message>
        <source>A safeguard of the app: a game that reaches the end of round 100 ends there.</source>
        <translation>Предохранитель приложения: игра, дошедшая до конца 100-го раунда, заканчивается.</translation>
    </message>
    <message>
        <source>A stand-in achievement of the app&apos;s design.</source>
        <translation>Замещающее достижение, придуманное приложением.</translation>
    </message>
    <message>
        <source>A stand-in card: the seed does not show this card, so the app uses its own design in the same vocabulary until a card pack replaces it.</source>
        <translation>Замещающая карта: исходный текст её не показывает, поэтому приложение использует свой вариант в том же словаре, пока набор карт её не заменит.</translation>
    </message>
    <message>
        <source>A technology&apos;s action spaces may be used only by factions that researched it.</source>
        <translation>Поля действий технологии доступны только фракциям, которые её исследовали.</translation>
    </message>
    <message>
        <source>Achievement spaces score 4, 3, 2, 2 VP in the order they are taken (Technologist and a few stand-ins have 2 spaces).</source>
        <translation>Поля достижений дают 4, 3, 2, 2 ПО в порядке занятия (у «Технолога» и нескольких замещающих карт 2 поля).</translation>
    </message>
    <message>
        <source>Achievement: claim at most 1 achievement, then check the end condition.</source>
        <translation>Достижение: получите не более 1 достижения, затем проверьте условие конца игры.</translation>
    </message>
    <message>
        <source>Achievements give VP; some have a limited number of spaces.</source>
        <translation>Достижения дают ПО; у некоторых ограничено число полей.</translation>
    </message>
    <message>
        <source>Action: move your pawn to a new action space and take its action.</source>
        <translation>Действие: переместите фишку на новое поле действия и выполните его.</translation>
    </message>
    <message>
        <source>Advanced Genetics: automate 1 and turn 1 supply into population.</source>
        <translation>Продвинутая генетика: автоматизируйте 1 и превратите 1 запас в население.</translation>
    </message>
    <message>
        <source>Advanced Robotics: automate 1 and take 1 ore.</source>
        <translation>Продвинутая робототехника: автоматизируйте 1 и возьмите 1 руду.</translation>
    </message>
    <message>
        <source>An effect for every faction is offered to each in turn order, starting with the revealer.</source>
        <translation>Эффект для каждой фракции предлагается всем по порядку хода, начиная с открывшего.</translation>
    </message>
    <message>
        <source>At the start only levels I and II can be researched; higher levels need actions that allow them or guilds unlocked by events.</source>
        <translation>В начале можно исследовать только уровни I и II; для более высоких нужны позволяющие это действия или гильдии, открытые событиями.</translation>
    </message>
    <message>
        <source>Automate: move a production disc (the card&apos;s track, or either) from its track to the automation track, uncovering a production space.</source>
        <translation>Автоматизация: переместите диск производства (с трека, указанного картой, или с любого) на трек автоматизации, открыв поле производства.</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star: twice turn 1 supply into population, and take 2 ore.</source>
        <translation>Звезда Барнарда: дважды превратите 1 запас в население и возьмите 2 руды.</translation>
    </message>
    <message>
        <source>Basic Spacefaring: optionally turn 1 population into a level-1 ship, then jump 2.</source>
        <translation>Базовые космические технологии: по желанию превратите 1 население в корабль уровня 1, затем прыжок 2.</translation>
    </message>
    <message>
        <source>Basic Spacefaring: research a level-I technology, or pay 2 ore to research a level-II technology; 4 spaces each with 4 players.</source>
        <translation>Базовые космические технологии: исследуйте технологию уровня I или заплатите 2 руды за технологию уровня II; при 4 игроках по 4 поля.</translation>
    </message>
    <message>
        <source>Basic Spacefaring: turn 1 supply into population and take 1 ore.</source>
        <translation>Базовые космические технологии: превратите 1 запас в население и возьмите 1 руду.</translation>
    </message>
    <message>
        <source>Choose 1 production option; trades may be repeated in any combination.</source>
        <translation>Выберите 1 вариант производства; обмены можно повторять в любом сочетании.</translation>
    </message>
    <message>
        <source>Colonise, 1 Control: you must control the system.</source>
        <translation>Колонизация, 1 Контроль: вы должны контролировать систему.</translation>
    </message>
    <message>
        <source>Colonise, 2 Settle: set aside ships of the required (or higher) strength.</source>
        <translation>Колонизация, 2 Заселение: отложите корабли требуемой (или большей) силы.</translation>
    </message>
    <message>
        <source>Colonise, 3 Send away: your other ships there move to Deep Space.</source>
        <translation>Колонизация, 3 Отправка: остальные ваши корабли оттуда перемещаются в Глубокий космос.</translation>
    </message>
    <message>
        <source>Colonise, 4 Discover: take the system card and reveal a new one on its space.</source>
        <translation>Колонизация, 4 Открытие: возьмите карту системы и откройте на её поле новую.</translation>
    </message>
    <message>
        <source>Colonise, 5 Benefits: place another base disc and resolve the colonisation bonus.</source>
        <translation>Колонизация, 5 Выгода: положите ещё один диск базы и примените бонус колонизации.</translation>
    </message>
    <message>
        <source>Cosmic Tabernacle takes 1 more ore and starts its ship in Deep Space instead of the Solar System.</source>
        <translation>Космическая Скиния получает ещё 1 руду и начинает с кораблём в Глубоком космосе вместо Солнечной системы.</translation>
    </message>
    <message>
        <source>Cubes become population from the leftmost supply column; cubes returning to supply fill the rightmost column that has room (column E when all are full).</source>
        <translation>Кубы становятся населением из крайней левой колонки запаса; возвращаемые в запас кубы занимают крайнюю правую колонку со свободным местом (колонку E, если все заполнены).</translation>
    </message>
    <message>
        <source>Each player does the extra setup printed on their faction mat (public information).</source>
        <translation>Каждый игрок выполняет дополнительную подготовку с планшета фракции (открытая информация).</translation>
    </message>
    <message>
        <source>Each player puts a level-1 ship in the Solar System.</source>
        <translation>Каждый игрок ставит корабль уровня 1 в Солнечную систему.</translation>
    </message>
    <message>
        <source>Each player takes a basic faction mat at random and the pieces of one colour.</source>
        <translation>Каждый игрок берёт случайный базовый планшет фракции и компоненты одного цвета.</translation>
    </message>
    <message>
        <source>Each system&apos;s number is the military strength needed to colonise it.</source>
        <translation>Число на системе — военная сила, нужная для её колонизации.</translation>
    </message>
    <message>
        <source>Empire: colonise 4 systems.</source>
        <translation>Империя: колонизируйте 4 системы.</translation>
    </message>
    <message>
        <source>Every area but the Solar System and Deep Space can be controlled; control is marked with a base disc of the area&apos;s specialisation, which raises production.</source>
        <translation>Любую область, кроме Солнечной системы и Глубокого космоса, можно контролировать; контроль отмечается диском базы специализации области, что повышает производство.</translation>
    </message>
    <message>
        <source>First games may use Transcendence, Empire, Warlord and Technologist.</source>
        <translation>В первых партиях можно использовать «Трансцендентность», «Империю», «Военачальника» и «Технолога».</translation>
    </message>
    <message>
        <source>Four lock tiles cover the guild spaces below Basic Spacefaring; certain events unlock them.</source>
        <translation>Четыре жетона блокировки закрывают поля гильдий под «Базовыми космическими технологиями»; их открывают определённые события.</translation>
    </message>
    <message>
        <source>Hypercomputer: automate 1; action: pay 4 ore to research a level-III technology.</source>
        <translation>Гиперкомпьютер: автоматизируйте 1; действие: заплатите 4 руды, чтобы исследовать технологию уровня III.</translation>
    </message>
    <message>
        <source>KC-24X: keep it (1 VP); remove a level-2 guild lock tile of your choice; every faction may now use that guild.</source>
        <translation>KC-24X: оставьте её себе (1 ПО); уберите выбранный жетон блокировки гильдии уровня 2; теперь эту гильдию могут использовать все фракции.</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star: turn 1 supply into a level-4 ship in Deep Space.</source>
        <translation>Звезда Каптейна: превратите 1 запас в корабль уровня 4 в Глубоком космосе.</translation>
    </message>
    <message>
        <source>Lalande 21185: this turn&apos;s production may use all 3 options.</source>
        <translation>Лаланд 21185: в производстве этого хода можно использовать все 3 варианта.</translation>
    </message>
    <message>
        <source>Level-IIII technologies score the VP printed on them.</source>
        <translation>Технологии уровня IIII приносят напечатанные на них ПО.</translation>
    </message>
    <message>
        <source>Metascientists&apos; Guild (level 2): 6 ore and 2 population to research a level-IIII technology (3 population needed in all).</source>
        <translation>Гильдия метаучёных (уровень 2): 6 руды и 2 населения, чтобы исследовать технологию уровня IIII (всего нужно 3 населения).</translation>
    </message>
    <message>
        <source>Military strength in an area is the sum of a faction&apos;s ship levels there.</source>
        <translation>Военная сила в области — сумма уровней кораблей фракции в ней.</translation>
    </message>
    <message>
        <source>Moving a ship along one route segment is 1 jump and costs 1 movement point; points may be split among ships.</source>
        <translation>Перемещение корабля на один отрезок маршрута — 1 прыжок и стоит 1 пункт движения; пункты можно делить между кораблями.</translation>
    </message>
    <message>
        <source>Narrow Beam Lasers: take 1 ore, upgrade 1 ship by 1 level; action: pay 1 ore to turn 1 population into a level-2 ship, then jump 3.</source>
        <translation>Узконаправленные лазеры: возьмите 1 руду, улучшите 1 корабль на 1 уровень; действие: заплатите 1 руду, чтобы превратить 1 население в корабль уровня 2, затем прыжок 3.</translation>
    </message>
    <message>
        <source>New ships are built in the Solar System or in a shipyard you control.</source>
        <translation>Новые корабли строятся в Солнечной системе или на контролируемой вами верфи.</translation>
    </message>
    <message>
        <source>Nishida-Østergaard takes 2 more ore.</source>
        <translation>Nishida-Østergaard получает ещё 2 руды.</translation>
    </message>
    <message>
        <source>On each of levels II and III, the two light-bordered events and 4 random others are shuffled and laid face down on the 6 tech spaces of that level.</source>
        <translation>На каждом из уровней II и III два события со светлой рамкой и 4 случайных перемешиваются и кладутся рубашкой вверх на 6 полей технологий этого уровня.</translation>
    </message>
    <message>
        <source>Ore by turn order: 1, 1, 2, 2.</source>
        <translation>Руда по порядку хода: 1, 1, 2, 2.</translation>
    </message>
    <message>
        <source>Ore production yields 2, 2, 3, 3, 4, 4, 5, 5, 6 ore by the number of uncovered spaces (0-8) of the ore track.</source>
        <translation>Добыча руды даёт 2, 2, 3, 3, 4, 4, 5, 5, 6 руды по числу открытых полей (0-8) трека руды.</translation>
    </message>
    <message>
        <source>Players take turns clockwise from the first player; the first seat is the first player and keeps the marker all game.</source>
        <translation>Игроки ходят по часовой стрелке начиная с первого игрока; первое место — первый игрок, он хранит жетон всю игру.</translation>
    </message>
    <message>
        <source>Population growth turns supply cubes (leftmost column first) into population: 2, 2, 3, 3, 3, 4, 4, 5, 5 by the number of uncovered spaces (0-8) of the growth track.</source>
        <translation>Рост населения превращает кубы запаса (сначала из крайней левой колонки) в население: 2, 2, 3, 3, 3, 4, 4, 5, 5 по числу открытых полей (0-8) трека роста.</translation>
    </message>
    <message>
        <source>Private technologies score 2 (level II) or 3 (level III).</source>
        <translation>Частные технологии приносят 2 (уровень II) или 3 (уровень III).</translation>
    </message>
    <message>
        <source>Production: population growth, or ore production, or resource trade.</source>
        <translation>Производство: рост населения, или добыча руды, или обмен ресурсов.</translation>
    </message>
    <message>
        <source>Professors&apos; Guild (level 1): 4 ore and 1 population to research a level-III technology (2 population needed in all).</source>
        <translation>Гильдия профессоров (уровень 1): 4 руды и 1 население, чтобы исследовать технологию уровня III (всего нужно 2 населения).</translation>
    </message>
    <message>
        <source>Researching costs a population cube that marks the technology for good.</source>
        <translation>Исследование стоит куб населения, который навсегда отмечает технологию.</translation>
    </message>
    <message>
        <source>Secret Arms Purchase: choose a ship level; every faction may build a ship of that level and put it in Deep Space; then you may upgrade 1 ship by 1 level.</source>
        <translation>Тайная закупка оружия: выберите уровень корабля; каждая фракция может построить корабль этого уровня в Глубоком космосе; затем вы можете улучшить 1 корабль на 1 уровень.</translation>
    </message>
    <message>
        <source>Some spaces give 1 extra ore: with 4 players the last space of each research row; with 3 the last level-II research space; with 2 the last level-II research space and the last build-and-jump space.</source>
        <translation>Некоторые поля дают 1 дополнительную руду: при 4 игроках — последнее поле каждого ряда исследований; при 3 — последнее поле исследования уровня II; при 2 — последнее поле исследования уровня II и последнее поле постройки и прыжка.</translation>
    </message>
    <message>
        <source>Take a Basic Spacefaring action without moving your pawn; that space may be occupied.</source>
        <translation>Выполните действие «Базовых космических технологий», не двигая фишку; это поле может быть занято.</translation>
    </message>
    <message>
        <source>Tau Ceti scores your colonised systems + 3 VP (at most 7); its bonus may move your rightmost supply cube to column A.</source>
        <translation>Тау Кита приносит число ваших колонизированных систем + 3 ПО (не более 7); её бонус позволяет переместить крайний правый куб запаса в колонку A.</translation>
    </message>
    <message>
        <source>Tech cards are split by level and shuffled; the 4 level-I cards go face up on the level-I spaces in random order.</source>
        <translation>Карты технологий делятся по уровням и перемешиваются; 4 карты уровня I кладутся лицом вверх на поля уровня I в случайном порядке.</translation>
    </message>
    <message>
        <source>Technocrats&apos; Guild (level 2): research a level-I technology, then take a Basic Spacefaring action without moving your pawn.</source>
        <translation>Гильдия технократов (уровень 2): исследуйте технологию уровня I, затем выполните действие «Базовых космических технологий», не двигая фишку.</translation>
    </message>
    <message>
        <source>Technologies are researched up the tree: a technology needs the ones below it.</source>
        <translation>Технологии исследуются вверх по древу: технология требует тех, что под ней.</translation>
    </message>
    <message>
        <source>Technologist: research all 6 level-II technologies (private ones do not count).</source>
        <translation>Технолог: исследуйте все 6 технологий уровня II (частные не считаются).</translation>
    </message>
    <message>
        <source>Terraformers&apos; Guild (level 1): colonise a system for 4 ore and 1 population.</source>
        <translation>Гильдия терраформеров (уровень 1): колонизируйте систему за 4 руды и 1 население.</translation>
    </message>
    <message>
        <source>Terraforming: a cube becomes a level-1 ship in Deep Space; actions: jump 4, or 3 ore and 1 population to colonise.</source>
        <translation>Терраформирование: куб становится кораблём уровня 1 в Глубоком космосе; действия: прыжок 4 или 3 руды и 1 население, чтобы колонизировать.</translation>
    </message>
    <message>
        <source>The Solar System and Deep Space cannot be controlled.</source>
        <translation>Солнечную систему и Глубокий космос нельзя контролировать.</translation>
    </message>
    <message>
        <source>The automation track scores 0, 1, 1, 1, 1, 1, 2 VP for levels I-VII and 1 VP for each further level.</source>
        <translation>Трек автоматизации приносит 0, 1, 1, 1, 1, 1, 2 ПО за уровни I-VII и 1 ПО за каждый следующий уровень.</translation>
    </message>
    <message>
        <source>The build-and-jump row has 2 spaces and the grow row 5, at every player count.</source>
        <translation>В ряду постройки и прыжка 2 поля, в ряду роста 5 — при любом числе игроков.</translation>
    </message>
    <message>
        <source>The exploration board lies beside the tech board.</source>
        <translation>Поле исследования космоса лежит рядом с полем технологий.</translation>
    </message>
    <message>
        <source>The exploration map: Solar System, 4 shipyards, 2 A and 2 B system spaces and Deep Space, joined by routes.</source>
        <translation>Карта исследования: Солнечная система, 4 верфи, 2 поля систем A и 2 B и Глубокий космос, соединённые маршрутами.</translation>
    </message>
    <message>
        <source>The first discoverer draws 2 cards of the level and keeps one whose type matches a type of a technology leading into the space; if neither fits, more are drawn until one fits; the others go under the deck.</source>
        <translation>Первооткрыватель берёт 2 карты уровня и оставляет ту, чей тип совпадает с типом технологии, ведущей к полю; если ни одна не подходит, берёт ещё, пока не подойдёт; остальные уходят под низ колоды.</translation>
    </message>
    <message>
        <source>The first faction to research a new technology chooses which card it is; others may research it later.</source>
        <translation>Первая фракция, исследующая новую технологию, выбирает её карту; другие могут исследовать её позже.</translation>
    </message>
    <message>
        <source>The game ends once the players together have claimed a set number of achievements: 3 with 2-3 players, 4 with 4 players.</source>
        <translation>Игра заканчивается, когда игроки вместе получили заданное число достижений: 3 при 2-3 игроках, 4 при 4 игроках.</translation>
    </message>
    <message>
        <source>The level II, III and IIII decks lie face down beside the board.</source>
        <translation>Колоды уровней II, III и IIII лежат рубашкой вверх рядом с полем.</translation>
    </message>
    <message>
        <source>The level-I cards&apos; types follow the aid: Robotics scientific, Genetics economic, Lasers military, Terraforming commercial.</source>
        <translation>Типы карт уровня I по памятке: Робототехника — научная, Генетика — экономическая, Лазеры — военная, Терраформирование — торговая.</translation>
    </message>
    <message>
        <source>The new space must be empty (no pawn on it) and must be a different space from the one the pawn stands on; its cost must be payable and, for research or colonisation, there must be something to research or colonise.</source>
        <translation>Новое поле должно быть свободно (без фишки) и отличаться от того, где стоит фишка; его стоимость должна быть оплачиваема, а для исследования или колонизации должно быть что исследовать или колонизировать.</translation>
    </message>
    <message>
        <source>The player with the most victory points wins.</source>
        <translation>Побеждает игрок с наибольшим числом победных очков.</translation>
    </message>
    <message>
        <source>The supply columns are filled with cubes showing the supply face; a few cubes are left over.</source>
        <translation>Колонки запаса заполняются кубами гранью запаса вверх; несколько кубов остаётся.</translation>
    </message>
    <message>
        <source>The tree: 4 level-I, 6 level-II, 6 level-III and 3 level-IIII spaces; each space above level I sits on two spaces of the level below.</source>
        <translation>Древо: 4 поля уровня I, 6 уровня II, 6 уровня III и 3 уровня IIII; каждое поле выше уровня I опирается на два поля уровня ниже.</translation>
    </message>
    <message>
        <source>There are four tech types: scientific, economic, military and commercial.</source>
        <translation>Есть четыре типа технологий: научные, экономические, военные и торговые.</translation>
    </message>
    <message>
        <source>Ties: fewest discs left on the production tracks, then most population, then most ore.</source>
        <translation>Ничьи: меньше всего дисков на треках производства, затем больше населения, затем больше руды.</translation>
    </message>
    <message>
        <source>Trades: 1 population back to supply for 1 ore; 1 ore to turn a ship into population; 3 ore to turn the leftmost supply cube into population.</source>
        <translation>Обмены: 1 население обратно в запас за 1 руду; 1 руда, чтобы превратить корабль в население; 3 руды, чтобы превратить крайний левый куб запаса в население.</translation>
    </message>
    <message>
        <source>Transcendence and Empire are always used, with 1 random A and 1 random B achievement.</source>
        <translation>«Трансцендентность» и «Империя» используются всегда, вместе с 1 случайным достижением A и 1 B.</translation>
    </message>
    <message>
        <source>Transcendence: research your first level-IIII technology.</source>
        <translation>Трансцендентность: исследуйте свою первую технологию уровня IIII.</translation>
    </message>
    <message>
        <source>Two of the four start systems go face up on the A spaces (the other two are shuffled into deck A); the top 2 of deck B go on the B spaces.</source>
        <translation>Две из четырёх стартовых систем кладутся лицом вверх на поля A (остальные две замешиваются в колоду A); 2 верхние карты колоды B — на поля B.</translation>
    </message>
    <message>
        <source>Two of the leftover cubes become population on the mat.</source>
        <translation>Два оставшихся куба становятся населением на планшете.</translation>
    </message>
    <message>
        <source>Tyler Lee and Maya Chaturvedi (light-bordered level-II events) each remove a level-1 guild lock tile of the revealer&apos;s choice; Onu removes a level-2 tile like KC-24X.</source>
        <translation>Тайлер Ли и Майя Чатурведи (события уровня II со светлой рамкой) каждое убирают жетон блокировки гильдии уровня 1 по выбору открывшего; Ону убирает жетон уровня 2, как KC-24X.</translation>
    </message>
    <message>
        <source>United Nations of Sol takes 1 more cube from supply column C.</source>
        <translation>Объединённые Нации Солнечной системы берут ещё 1 куб из колонки запаса C.</translation>
    </message>
    <message>
        <source>Unused events go back to the box.</source>
        <translation>Неиспользуемые события возвращаются в коробку.</translation>
    </message>
    <message>
        <source>Upgrade: raise 1 ship by 1 level (at most level 4).</source>
        <translation>Улучшение: повысьте 1 корабль на 1 уровень (не выше 4).</translation>
    </message>
    <message>
        <source>VP from achievements.</source>
        <translation>ПО за достижения.</translation>
    </message>
    <message>
        <source>VP from event cards.</source>
        <translation>ПО с карт событий.</translation>
    </message>
    <message>
        <source>VP from the automation track.</source>
        <translation>ПО с трека автоматизации.</translation>
    </message>
    <message>
        <source>VP of colonised systems.</source>
        <translation>ПО за колонизированные системы.</translation>
    </message>
    <message>
        <source>Warlord: at the end of your turn have at least 4 military strength in each of 3 areas.</source>
        <translation>Военачальник: в конце своего хода имейте не менее 4 военной силы в каждой из 3 областей.</translation>
    </message>
    <message>
        <source>When a technology is first discovered on a space with an event, the event is revealed and resolved; some events give VP at the end.</source>
        <translation>Когда технология впервые открывается на поле с событием, событие открывается и применяется; некоторые события дают ПО в конце.</translation>
    </message>
    <message>
        <source>When the end is triggered the round is finished and one more full round is played, so that everybody has as many turns (the first-player marker shows who began).</source>
        <translation>Когда конец запущен, раунд доигрывается и играется ещё один полный раунд, чтобы у всех было поровну ходов (жетон первого игрока показывает, кто начинал).</translation>
    </message>
    <message>
        <source>With 2 or 3 players the Basic Spacefaring rows have 3 or 2 research spaces; everything else is set up as for 4 players.</source>
        <translation>При 2 или 3 игроках в рядах «Базовых космических технологий» 3 или 2 поля исследования; всё остальное готовится как для 4 игроков.</translation>
    </message>
    <message>
        <source>With 3 players the research rows have 3 spaces each, with 2 players 2 each.</source>
        <translation>При 3 игроках в рядах исследований по 3 поля, при 2 — по 2.</translation>
    </message>
    <message>
        <source>Zheng-yi Brotherhood takes 1 more cube from supply column A and puts it in the Solar System.</source>
        <translation>Братство Чжэн-и берёт ещё 1 куб из колонки запаса A и ставит его в Солнечную систему.</translation>
    </message>
</context>
<context>
    <name>rules.engine</name>
    <message>
        <source>An answer must fit the question asked, come from the seat that owes it, and be one of the choices offered.</source>
        <translation>Ответ должен соответствовать заданному вопросу, исходить от места, которое должно ответить, и быть одним из предложенных вариантов.</translation>
    </message>
</context>
<context>
    <name>rules.nucleum</name>
    <message>
        <source>&apos;Non-government&apos; Urban Buildings: we count only your own coloured, energized Urban Buildings.</source>
        <translation>«Неправительственные» городские здания: учитываются только ваши собственные цветные электрифицированные городские здания.</translation>
    </message>
    <message>
        <source>1 VP per Mine and Turbine of yours on the map.</source>
        <translation>1 ПО за каждую вашу шахту и турбину на карте.</translation>
    </message>
    <message>
        <source>1 VP per city in your largest network.</source>
        <translation>1 ПО за каждый город в вашей крупнейшей сети.</translation>
    </message>
    <message>
        <source>1 VP per different city holding your Urban Building, Mine or Turbine.</source>
        <translation>1 ПО за каждый отдельный город с вашим городским зданием, шахтой или турбиной.</translation>
    </message>
    <message>
        <source>1 VP per fulfilled Contract.</source>
        <translation>1 ПО за каждый выполненный контракт.</translation>
    </message>
    <message>
        <source>1 VP per unlocked Technology.</source>
        <translation>1 ПО за каждую открытую технологию.</translation>
    </message>
    <message>
        <source>2 VP per Party where you are Member or Leader when agenda scoring starts, before any removal.</source>
        <translation>2 ПО за каждую партию, где вы член или лидер на начало подсчёта программ, до любого удаления.</translation>
    </message>
    <message>
        <source>A Connector can never be placed as a railway.</source>
        <translation>Соединитель никогда нельзя выложить как железную дорогу.</translation>
    </message>
    <message>
        <source>A Connector never lets you fulfil an extra Contract in the same turn.</source>
        <translation>Соединитель никогда не позволяет выполнить дополнительный контракт в тот же ход.</translation>
    </message>
    <message>
        <source>A Leader whose figure stays on the Leader space keeps it on a tie (the rulebook example: Blue keeps the Realists).</source>
        <translation>Лидер, чья фигурка остаётся на месте лидера, сохраняет его при равенстве (пример из правил: Синий остаётся лидером Реалистов).</translation>
    </message>
    <message>
        <source>A Member has at least one Politician in a Party; the Leader holds its Leader space; one player can be Member and Leader of several Parties.</source>
        <translation>Член партии имеет в ней хотя бы одного политика; лидер занимает место лидера этой партии; один игрок может быть членом и лидером нескольких партий.</translation>
    </message>
    <message>
        <source>A Party the Baron already leads is not eligible in step 1 (he would not become its Leader).</source>
        <translation>Партия, которую Барон уже возглавляет, не подходит на шаге 1 (он не стал бы её лидером).</translation>
    </message>
    <message>
        <source>A game end triggered by the Baron&apos;s third recharge can bring a 3rd King&apos;s Day; the Court is still scored at final scoring.</source>
        <translation>Конец игры, запущенный третьей перезарядкой Барона, может принести 3-й День короля; Двор всё равно подсчитывается при финальном подсчёте.</translation>
    </message>
    <message>
        <source>A player has 18 figures; one already on the Court board cannot be placed again, so the action is offered only while a figure is off the board.</source>
        <translation>У игрока 18 фигурок; ту, что уже стоит на поле Двора, нельзя выставить снова, поэтому действие предлагается, только пока какая-то фигурка находится вне поля.</translation>
    </message>
    <message>
        <source>A player&apos;s turn ends; the next player in seat order may use the app.</source>
        <translation>Ход игрока заканчивается; следующий игрок по порядку мест может пользоваться приложением.</translation>
    </message>
    <message>
        <source>Add the 4 new contracts (2 silver, 1 gold, 1 purple) to their piles before shuffling.</source>
        <translation>Перед перемешиванием добавьте 4 новых контракта (2 серебряных, 1 золотой, 1 фиолетовый) в их стопки.</translation>
    </message>
    <message>
        <source>After the Free Thinkers benefit (or the Baron removing a tile) the market slides and refills as after Develop.</source>
        <translation>После бонуса Свободомыслящих (или когда Барон убирает жетон) рынок сдвигается и пополняется, как после Развития.</translation>
    </message>
    <message>
        <source>At each Party scoring the Baron ignores the Agendas: 4 VP per Party he leads and 4 VP more with a Politician in the Dominant Party.</source>
        <translation>При каждом подсчёте партий Барон игнорирует программы: 4 ПО за каждую возглавляемую им партию и ещё 4 ПО, если у него есть политик в доминирующей партии.</translation>
    </message>
    <message>
        <source>At most one Connector per turn, Australia&apos;s Shipping tile included.</source>
        <translation>Не более одного соединителя за ход, включая жетон Судоходства из «Австралии».</translation>
    </message>
    <message>
        <source>Baron von Automat plays against exactly one human seat; the expert auction needs 2-4 players and never the Baron.</source>
        <translation>Барон фон Автомат играет ровно против одного игрока-человека; экспертному аукциону нужны 2-4 игрока, и Барон в нём никогда не участвует.</translation>
    </message>
    <message>
        <source>C64 (silver): be Leader of the Dominant Party; reward 1 step on an income track of your choice.</source>
        <translation>C64 (серебряный): будьте лидером доминирующей партии; награда — 1 шаг по треку дохода на ваш выбор.</translation>
    </message>
    <message>
        <source>C65 (silver): have 3 Politicians on the Court board; reward a Level 1 Technology.</source>
        <translation>C65 (серебряный): имейте 3 политиков на поле Двора; награда — технология 1-го уровня.</translation>
    </message>
    <message>
        <source>C66 (gold): have 5 Politicians on the Court board; reward 5 VP and 2 income steps.</source>
        <translation>C66 (золотой): имейте 5 политиков на поле Двора; награда — 5 ПО и 2 шага дохода.</translation>
    </message>
    <message>
        <source>C67 (purple): have 6 Politicians on the Court board; reward 12 VP.</source>
        <translation>C67 (фиолетовый): имейте 6 политиков на поле Двора; награда — 12 ПО.</translation>
    </message>
    <message>
        <source>C67&apos;s purple category is not given in the text.</source>
        <translation>Фиолетовая категория C67 в тексте не указана.</translation>
    </message>
    <message>
        <source>Connectors count as Action tiles for contracts, Progress and scoring technologies.</source>
        <translation>Соединители считаются жетонами действий для контрактов, прогресса и технологий, приносящих очки.</translation>
    </message>
    <message>
        <source>Dominance: if the Party now holds strictly more Politicians (neutrals and all players) than the Dominant Party, the King moves to it.</source>
        <translation>Доминирование: если в партии теперь строго больше политиков (нейтральных и всех игроков), чем в доминирующей партии, Король переходит в неё.</translation>
    </message>
    <message>
        <source>E8 is scored at final scoring.</source>
        <translation>E8 подсчитывается при финальном подсчёте.</translation>
    </message>
    <message>
        <source>Each of the four Party Agenda tiles is placed on its space of the Court board with a randomly chosen side up.</source>
        <translation>Каждый из четырёх жетонов программ партий кладётся на своё место на поле Двора случайно выбранной стороной вверх.</translation>
    </message>
    <message>
        <source>Each player adds the 2 new worker figures of their colour to their supply, which brings their total to 18 figures; 2 of them are available at the start.</source>
        <translation>Каждый игрок добавляет 2 новые фигурки рабочих своего цвета в свой запас, и всего у него становится 18 фигурок; 2 из них доступны в начале.</translation>
    </message>
    <message>
        <source>Easier: after setup one of your workers goes into the empty Party without benefit and leads it.</source>
        <translation>Легче: после подготовки один из ваших рабочих без бонуса отправляется в пустую партию и возглавляет её.</translation>
    </message>
    <message>
        <source>Experiment F&apos;s Connectors (from its level 3 technology): do the printed action, then play a non-Connector Action tile on top and resolve it.</source>
        <translation>Соединители Эксперимента F (от его технологии 3-го уровня): выполните напечатанное действие, затем сыграйте поверх жетон действия (не соединитель) и разыграйте его.</translation>
    </message>
    <message>
        <source>Expert variant: instead of reverse order, an open auction in VP sets the Experiment choice order; each player bids more than the last bid or passes.</source>
        <translation>Экспертный вариант: вместо обратного порядка порядок выбора Экспериментов определяет открытый аукцион в ПО; каждый игрок либо перебивает последнюю ставку, либо пасует.</translation>
    </message>
    <message>
        <source>Final scoring: the base final scoring, then the Party Agendas as on King&apos;s Day, without removing any Politician.</source>
        <translation>Финальный подсчёт: финальный подсчёт базовой игры, затем программы партий, как в День короля, без удаления политиков.</translation>
    </message>
    <message>
        <source>Finish the Connector&apos;s printed action before placing the tile on top.</source>
        <translation>Завершите напечатанное действие соединителя, прежде чем класть жетон поверх него.</translation>
    </message>
    <message>
        <source>Fulfilled contracts include the starting contract and purple ones.</source>
        <translation>Выполненные контракты включают стартовый контракт и фиолетовые.</translation>
    </message>
    <message>
        <source>Harder: after setup a Baron worker goes into every Party led by a neutral.</source>
        <translation>Сложнее: после подготовки рабочий Барона отправляется в каждую партию, которую возглавляет нейтральный политик.</translation>
    </message>
    <message>
        <source>Harder: after setup a Baron worker goes into the empty Party and leads it.</source>
        <translation>Сложнее: после подготовки рабочий Барона отправляется в пустую партию и возглавляет её.</translation>
    </message>
    <message>
        <source>Harder: at the 2nd and 3rd King&apos;s Day and final scoring the Baron scores 6 VP per led Party and 6 for the Dominant Party.</source>
        <translation>Сложнее: во 2-й и 3-й День короля и при финальном подсчёте Барон получает 6 ПО за каждую возглавляемую партию и 6 ПО за доминирующую партию.</translation>
    </message>
    <message>
        <source>House rule for a fully digital game: draw a number 1-13, map it as the Setup cards (13 draws again) and walk down the Party cycle to the first tied Party.</source>
        <translation>Домашнее правило для полностью цифровой игры: выберите случайное число 1-13, сопоставьте его, как на картах подготовки (13 — выбрать заново), и идите вниз по циклу партий до первой из равных партий.</translation>
    </message>
    <message>
        <source>In each Party that holds neutrals, a numbered neutral moves to the Leader space.</source>
        <translation>В каждой партии с нейтральными политиками нейтральный политик с номером переходит на место лидера.</translation>
    </message>
    <message>
        <source>King&apos;s Day comes as in the base game, whenever a Progress space becomes empty; score it normally, then the Party Agendas top to bottom.</source>
        <translation>День короля наступает, как в базовой игре, всякий раз, когда пустеет ячейка прогресса; подсчитайте его как обычно, затем программы партий сверху вниз.</translation>
    </message>
    <message>
        <source>Leadership: with strictly more Politicians in the Party than the current Leader (player or neutral), one of yours takes the Leader space; with no Leader, the new Politician takes it.</source>
        <translation>Лидерство: если у вас в партии строго больше политиков, чем у текущего лидера (игрока или нейтрального), один из ваших занимает место лидера; если лидера нет, его занимает новый политик.</translation>
    </message>
    <message>
        <source>Level 1 (E and F): red-bordered spaces cost only 1 extra thaler instead of 2.</source>
        <translation>Уровень 1 (E и F): клетки с красной рамкой стоят всего на 1 талер больше, а не на 2.</translation>
    </message>
    <message>
        <source>Level 1 (E and F): using another player&apos;s Turbine, the bank pays its owner 1 thaler instead of you, and it produces 1 more electricity.</source>
        <translation>Уровень 1 (E и F): при использовании турбины другого игрока банк платит её владельцу 1 талер вместо вас, и она производит на 1 единицу электроэнергии больше.</translation>
    </message>
    <message>
        <source>Level 1 (E, also A): after placing a Uranium Mine or a Turbine, gain 1 uranium.</source>
        <translation>Уровень 1 (E, также A): после размещения урановой шахты или турбины получите 1 уран.</translation>
    </message>
    <message>
        <source>Level 1 (F, also D): whenever you gain a Contract, gain 1 achievement token.</source>
        <translation>Уровень 1 (F, также D): каждый раз, получая контракт, получайте 1 жетон достижения.</translation>
    </message>
    <message>
        <source>Level 2 (E): immediately gain 2 workers, then you may take a Court action.</source>
        <translation>Уровень 2 (E): сразу получите 2 рабочих, затем можете выполнить действие Двора.</translation>
    </message>
    <message>
        <source>Level 2 (E): immediately gain 4 achievement tokens and 4 thalers.</source>
        <translation>Уровень 2 (E): сразу получите 4 жетона достижений и 4 талера.</translation>
    </message>
    <message>
        <source>Level 2 (E, also B): whenever you gain a Contract, also take the bonus of another contract space.</source>
        <translation>Уровень 2 (E, также B): каждый раз, получая контракт, также берите бонус другой ячейки контракта.</translation>
    </message>
    <message>
        <source>Level 2 (F): immediately Urbanize with 3 more thalers of discount, ignoring the network requirement.</source>
        <translation>Уровень 2 (F): сразу выполните Урбанизацию со скидкой ещё на 3 талера, игнорируя требование сети.</translation>
    </message>
    <message>
        <source>Level 2 (F): whenever you fulfil a Contract afterwards, 1 step on your lowest income track (your choice on a tie).</source>
        <translation>Уровень 2 (F): каждый раз, когда вы после этого выполняете контракт, — 1 шаг по вашему самому низкому треку дохода (при равенстве — на ваш выбор).</translation>
    </message>
    <message>
        <source>Level 2 (F, also A): immediately gain 3 workers and 3 thalers.</source>
        <translation>Уровень 2 (F, также A): сразу получите 3 рабочих и 3 талера.</translation>
    </message>
    <message>
        <source>Level 3 (E): 5/7/9 Politicians on the Court board score 4/10/21 VP.</source>
        <translation>Уровень 3 (E): 5/7/9 политиков на поле Двора приносят 4/10/21 ПО.</translation>
    </message>
    <message>
        <source>Level 3 (E): at each Court action choose 1 worker or the chosen Party&apos;s benefit once more.</source>
        <translation>Уровень 3 (E): при каждом действии Двора выберите 1 рабочего или ещё раз бонус выбранной партии.</translation>
    </message>
    <message>
        <source>Level 3 (F): 12/14/16 Action tiles (available or on top of your board, railways excluded) score 4/10/21 VP.</source>
        <translation>Уровень 3 (F): 12/14/16 жетонов действий (доступных или поверх вашего планшета, без железных дорог) приносят 4/10/21 ПО.</translation>
    </message>
    <message>
        <source>Level 3 (F): gain the 3 Connector tiles.</source>
        <translation>Уровень 3 (F): получите 3 жетона-соединителя.</translation>
    </message>
    <message>
        <source>Politicians on the Court board are not workers in your reserve and do not score as leftover resources.</source>
        <translation>Политики на поле Двора не считаются рабочими в вашем резерве и не приносят очков как оставшиеся ресурсы.</translation>
    </message>
    <message>
        <source>Removed Politicians go back to their owner&apos;s worker supply (the reserve), not to the available workers.</source>
        <translation>Удалённые политики возвращаются в запас рабочих владельца (резерв), а не к доступным рабочим.</translation>
    </message>
    <message>
        <source>Reveal an unused Setup card: 1-3 Capitalists, 4-6 Free Thinkers, 7-9 Communists, 10-12 Realists, 13 is ignored and another is revealed. That Party takes the arrow neutral, neutral 2 and the King.</source>
        <translation>Откройте неиспользованную карту подготовки: 1-3 Капиталисты, 4-6 Свободомыслящие, 7-9 Коммунисты, 10-12 Реалисты; 13 игнорируется и открывается другая. Эта партия получает нейтрального политика со стрелкой, нейтрального политика 2 и Короля.</translation>
    </message>
    <message>
        <source>Score the highest Progress tile where you have a marker, with a multiplier of 2.</source>
        <translation>Получите очки за самый высокий жетон прогресса, где есть ваш маркер, с множителем 2.</translation>
    </message>
    <message>
        <source>Solo: the Baron&apos;s third recharge ends the game by itself.</source>
        <translation>Соло: третья перезарядка Барона сама по себе завершает игру.</translation>
    </message>
    <message>
        <source>Step 1: a Party where his Politicians equal the Leader&apos;s, or with no Leader (he becomes its Leader).</source>
        <translation>Шаг 1: партия, где у него столько же политиков, сколько у лидера, или где нет лидера (он становится её лидером).</translation>
    </message>
    <message>
        <source>Step 1: each Party Leader that is not a neutral scores their own Party&apos;s Agenda.</source>
        <translation>Шаг 1: каждый лидер партии, не являющийся нейтральным, получает очки по программе своей партии.</translation>
    </message>
    <message>
        <source>Step 2: every Member of the Dominant Party scores its Agenda, so its Leader scores it twice.</source>
        <translation>Шаг 2: каждый член доминирующей партии получает очки по её программе, так что её лидер получает их дважды.</translation>
    </message>
    <message>
        <source>Step 2: if several Parties or none are eligible and he has no Politician in the Dominant Party, he places in the Dominant Party.</source>
        <translation>Шаг 2: если подходят несколько партий или ни одной и у него нет политика в доминирующей партии, он выставляет рабочего в доминирующую партию.</translation>
    </message>
    <message>
        <source>Step 3: each non-neutral Leader returns 1 Politician of that Party to the reserve, the Leader-space one if it is their only one; no new Leader is named and the King does not move.</source>
        <translation>Шаг 3: каждый ненейтральный лидер возвращает 1 политика этой партии в резерв (с места лидера, если он у него единственный); новый лидер не назначается, и Король не перемещается.</translation>
    </message>
    <message>
        <source>Step 3: otherwise in the eligible Party where he has the fewest Politicians.</source>
        <translation>Шаг 3: иначе — в подходящую партию, где у него меньше всего политиков.</translation>
    </message>
    <message>
        <source>Step 4: a tie between eligible Parties is broken by a Logic card.</source>
        <translation>Шаг 4: равенство между подходящими партиями разрешается картой логики.</translation>
    </message>
    <message>
        <source>Step 4: the highest-numbered neutral leaves the game and the arrow neutral moves one Party down (Realists to Capitalists).</source>
        <translation>Шаг 4: нейтральный политик с наибольшим номером покидает игру, а нейтральный политик со стрелкой сдвигается на одну партию вниз (от Реалистов к Капиталистам).</translation>
    </message>
    <message>
        <source>The &apos;a player reached the flag&apos; end condition uses the flag&apos;s space: 90, or 95 on the Australia map.</source>
        <translation>Условие конца «игрок достиг флажка» использует клетку флажка: 90 или 95 на карте Австралии.</translation>
    </message>
    <message>
        <source>The Baron never discards his last tile showing a non-Subsidize action, now the Court action too.</source>
        <translation>Барон никогда не избавляется от последнего жетона с действием, отличным от Субсидии, — теперь это касается и действия Двора.</translation>
    </message>
    <message>
        <source>The Baron places a worker from his supply in one of the Parties, by these steps.</source>
        <translation>Барон выставляет рабочего из своего запаса в одну из партий по следующим шагам.</translation>
    </message>
    <message>
        <source>The Baron&apos;s Politicians are removed after scoring like a human&apos;s.</source>
        <translation>Политики Барона удаляются после подсчёта так же, как политики человека.</translation>
    </message>
    <message>
        <source>The Baron&apos;s action priority is now Court &gt; Urbanize &gt; Industrialize &gt; Develop &gt; Contract &gt; Energize &gt; Subsidize (a Boat first with Australia).</source>
        <translation>Приоритет действий Барона теперь: Двор &gt; Урбанизация &gt; Индустриализация &gt; Развитие &gt; Контракт &gt; Электрификация &gt; Субсидия (с «Австралией» сначала лодка).</translation>
    </message>
    <message>
        <source>The Baron&apos;s bonus by Party: Capitalists 1 thaler; Free Thinkers remove the rightmost market tile to the box; Communists 1 worker (3 VP if his reserve is empty); Realists 2 VP.</source>
        <translation>Бонус Барона по партиям: Капиталисты — 1 талер; Свободомыслящие — уберите самый правый жетон рынка в коробку; Коммунисты — 1 рабочий (3 ПО, если его резерв пуст); Реалисты — 2 ПО.</translation>
    </message>
    <message>
        <source>The Court action puts one available worker into a Party as a Politician; a player without one may convert 1 uranium, otherwise the action is forgone.</source>
        <translation>Действие Двора отправляет одного доступного рабочего в партию как политика; игрок без доступного рабочего может превратить в него 1 уран, иначе он отказывается от действия.</translation>
    </message>
    <message>
        <source>The Court board shows four Parties, top to bottom Capitalists, Free Thinkers, Communists, Realists; a worker on it is a Politician.</source>
        <translation>На поле Двора четыре партии, сверху вниз: Капиталисты, Свободомыслящие, Коммунисты, Реалисты; рабочий на этом поле — политик.</translation>
    </message>
    <message>
        <source>The King goes to the Party with strictly the most Politicians; on a tie it stays where it is.</source>
        <translation>Король переходит в партию со строго наибольшим числом политиков; при равенстве он остаётся на месте.</translation>
    </message>
    <message>
        <source>The Logic card is drawn on the table and the player taps the Party it selects among the tied ones.</source>
        <translation>Карту логики тянут на столе, и игрок нажимает на партию, которую она выбирает среди равных.</translation>
    </message>
    <message>
        <source>The Party holding the King marker is the Dominant Party.</source>
        <translation>Партия с маркером Короля — доминирующая партия.</translation>
    </message>
    <message>
        <source>The Party&apos;s benefit: Capitalists 2 thalers and 1 thaler income step; Free Thinkers a free Action tile from the market; Communists 2 VP and 1 worker income step; Realists 2 achievement tokens and 1 VP income step.</source>
        <translation>Бонус партии: Капиталисты — 2 талера и 1 шаг дохода талеров; Свободомыслящие — бесплатный жетон действия с рынка; Коммунисты — 2 ПО и 1 шаг дохода рабочих; Реалисты — 2 жетона достижений и 1 шаг дохода ПО.</translation>
    </message>
    <message>
        <source>The Progress agenda asks for what the highest Progress tile with your marker counts for you; it pays twice that.</source>
        <translation>Программа прогресса спрашивает, сколько для вас стоит самый высокий жетон прогресса с вашим маркером, и приносит вдвое больше.</translation>
    </message>
    <message>
        <source>The VP flag goes under space 90 of the VP track (95 on the Australia map) instead of 70.</source>
        <translation>Флажок ПО ставится под клетку 90 трека ПО (95 на карте Австралии) вместо 70.</translation>
    </message>
    <message>
        <source>The app cannot see the Baron&apos;s supply and reserve: it asks the player when his turn reaches the Court and when the Communists bonus needs it.</source>
        <translation>Приложение не видит запас и резерв Барона: оно спрашивает игрока, когда ход Барона доходит до Двора и когда это нужно для бонуса Коммунистов.</translation>
    </message>
    <message>
        <source>The app tracks the VP and income steps the Court gives; thalers, Action tiles and achievement tokens are taken on the table.</source>
        <translation>Приложение учитывает ПО и шаги дохода, которые даёт Двор; талеры, жетоны действий и жетоны достижений берутся на столе.</translation>
    </message>
    <message>
        <source>The base King&apos;s Day (Progress marker VP) is scored on the physical table before the agendas.</source>
        <translation>День короля базовой игры (ПО за маркеры прогресса) подсчитывается на физическом столе до программ.</translation>
    </message>
    <message>
        <source>The base solo rules apply; the Baron&apos;s relevant Action tile is replaced by one showing the Court action.</source>
        <translation>Действуют соло-правила базовой игры; соответствующий жетон действия Барона заменяется жетоном с действием Двора.</translation>
    </message>
    <message>
        <source>The bids are lost at the end of the game, just before totals.</source>
        <translation>Ставки теряются в конце игры, непосредственно перед подведением итогов.</translation>
    </message>
    <message>
        <source>The eight Party Agendas of the appendix.</source>
        <translation>Восемь программ партий из справочного раздела правил.</translation>
    </message>
    <message>
        <source>The example&apos;s Free Thinkers agenda (2 VP per Residence) is not in the appendix list; the app uses the appendix agendas, and the example test enters Yellow&apos;s 4 VP through a Free Thinkers agenda figure.</source>
        <translation>Программы Свободомыслящих из примера (2 ПО за резиденцию) нет в списке справочного раздела; приложение использует программы из справочного раздела, а тест примера вводит 4 ПО Жёлтого как значение программы Свободомыслящих.</translation>
    </message>
    <message>
        <source>The expert variant cannot be used in solo.</source>
        <translation>Экспертный вариант нельзя использовать в соло-игре.</translation>
    </message>
    <message>
        <source>The first player opens the bidding and it goes clockwise, skipping those who passed; the lowest bid is 1 VP and bids stop at a cap.</source>
        <translation>Первый игрок открывает торги, и они идут по часовой стрелке, пропуская спасовавших; минимальная ставка — 1 ПО, а ставки ограничены пределом.</translation>
    </message>
    <message>
        <source>The first to pass chooses last; each later passer loses their last bid and chooses one place earlier (3 players: only the 1st and 2nd choosers pay; 2 players: only the 1st).</source>
        <translation>Первый спасовавший выбирает последним; каждый следующий спасовавший теряет свою последнюю ставку и выбирает на одно место раньше (3 игрока: платят только 1-й и 2-й выбирающие; 2 игрока: только 1-й).</translation>
    </message>
    <message>
        <source>The game is played on the physical table; the app asks what happened next and runs the Court side board.</source>
        <translation>Игра идёт на физическом столе; приложение спрашивает, что произошло дальше, и ведёт боковое поле Двора.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s auction example with players A, B, C and D.</source>
        <translation>Пример аукциона из правил с игроками A, B, C и D.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s worked King&apos;s Day example (Red, Yellow, Blue and Teal).</source>
        <translation>Подробный пример Дня короля из правил (Красный, Жёлтый, Синий и Бирюзовый).</translation>
    </message>
    <message>
        <source>The setup modifiers place figures without the Court action&apos;s dominance check.</source>
        <translation>Модификаторы подготовки выставляют фигурки без проверки доминирования, которая выполняется при действии Двора.</translation>
    </message>
    <message>
        <source>The special Action tile may go on top of a Connector.</source>
        <translation>Особый жетон действия можно положить поверх соединителя.</translation>
    </message>
    <message>
        <source>The special starting Action tile can perform the Court action; its 1-thaler discount is wasted.</source>
        <translation>Особый стартовый жетон действия может выполнить действие Двора; его скидка в 1 талер пропадает.</translation>
    </message>
    <message>
        <source>The three Progress spaces give at most three King&apos;s Days.</source>
        <translation>Три ячейки прогресса дают не более трёх Дней короля.</translation>
    </message>
    <message>
        <source>Then exactly 1 Politician of each player in the Dominant Party returns to the reserve.</source>
        <translation>Затем ровно 1 политик каждого игрока из доминирующей партии возвращается в резерв.</translation>
    </message>
    <message>
        <source>Then in each Party the side with strictly the most Politicians (neutrals likewise) takes the Leader space if it does not hold it; on a tie no Leader is named until a Court action there.</source>
        <translation>Затем в каждой партии сторона со строго наибольшим числом политиков (нейтральные так же) занимает место лидера, если ещё не занимает его; при равенстве лидер не назначается до действия Двора в этой партии.</translation>
    </message>
    <message>
        <source>Turbine effect: after an Energize action you may take the rightmost (cheapest) market Action tile for free.</source>
        <translation>Эффект турбины: после действия Электрификации можете бесплатно взять самый правый (самый дешёвый) жетон действия с рынка.</translation>
    </message>
    <message>
        <source>Turbine effect: after an Energize action, 1 step on the VP income track.</source>
        <translation>Эффект турбины: после действия Электрификации — 1 шаг по треку дохода ПО.</translation>
    </message>
    <message>
        <source>Two more Setup cards place neutrals 3 and 4 the same way; a Party that already holds neutrals passes to the next one down (Realists wrap to Capitalists).</source>
        <translation>Ещё две карты подготовки так же размещают нейтральных политиков 3 и 4; если в партии уже есть нейтральные, берётся следующая ниже (после Реалистов — снова Капиталисты).</translation>
    </message>
    <message>
        <source>VP equal to the electricity needed by your costliest energized non-government Urban Building.</source>
        <translation>ПО, равные электроэнергии, необходимой вашему самому дорогому электрифицированному неправительственному городскому зданию.</translation>
    </message>
    <message>
        <source>When a neutral leads, the comparison counts all neutral Politicians in that Party as one side.</source>
        <translation>Когда партию возглавляет нейтральный политик, при сравнении все нейтральные политики этой партии считаются одной стороной.</translation>
    </message>
    <message>
        <source>When the neutrals take a Leader space, the lowest-numbered neutral there sits on it (the arrow only when alone).</source>
        <translation>Когда нейтральные занимают место лидера, его занимает нейтральный политик с наименьшим номером в этой партии (со стрелкой — только если он там один).</translation>
    </message>
    <message>
        <source>Which Experiment each turbine-effect tile belongs to is not stated.</source>
        <translation>Не указано, к какому Эксперименту относится каждый жетон эффекта турбины.</translation>
    </message>
    <message>
        <source>Which Setup cards are still unused after the base setup is not tracked here; the app draws from a shuffled deck of the 13 cards without replacement.</source>
        <translation>Какие карты подготовки остались неиспользованными после подготовки базовой игры, здесь не отслеживается; приложение тянет карты из перемешанной колоды из 13 карт без возврата.</translation>
    </message>
    <message>
        <source>Which two agendas share a tile and which Party each tile belongs to is not stated; we pair the appendix list in order and bind each tile to its Party top to bottom.</source>
        <translation>Не указано, какие две программы делят один жетон и к какой партии относится каждый жетон; мы объединяем список из справочного раздела в пары по порядку и привязываем каждый жетон к своей партии сверху вниз.</translation>
    </message>
    <message>
        <source>With 3 or 4 players the game end needs 3 conditions instead of 2; with 2 players and solo it stays the same.</source>
        <translation>При 3 или 4 игроках для конца игры нужно 3 условия вместо 2; при 2 игроках и в соло-игре — без изменений.</translation>
    </message>
    <message>
        <source>With no eligible Party and a Politician already in the Dominant Party, step 3 considers all four Parties.</source>
        <translation>Если подходящих партий нет, а у него уже есть политик в доминирующей партии, на шаге 3 рассматриваются все четыре партии.</translation>
    </message>
    <message>
        <source>With no worker in his supply the Baron treats the Court action as unavailable.</source>
        <translation>Без рабочего в запасе Барон считает действие Двора недоступным.</translation>
    </message>
</context>
<context>
    <name>rules.rftg</name>
    <message>
        <source>&quot;First&quot; goals are worth 3 VP and are never lost; if several players meet one in the same phase, each of them scores 3 VP (one takes the tile, the others a 3-VP goal chip).</source>
        <translation>Цели «Первый» приносят 3 ПО и никогда не теряются; если условие выполнили несколько игроков в одной фазе, каждый получает 3 ПО (один берёт плашку, остальные — жетон цели на 3 ПО).</translation>
    </message>
    <message>
        <source>&quot;Most&quot; goals are worth 5 VP: the first player to meet the condition (minimum) claims the tile, returns it if they drop below the minimum, and loses it to a player who later exceeds their amount.</source>
        <translation>Цели «Больше всех» приносят 5 ПО: первый игрок, выполнивший условие (минимум), забирает плашку, возвращает её, если опустится ниже минимума, и уступает её игроку, который позже превзойдёт его показатель.</translation>
    </message>
    <message>
        <source>6-cost developments score at game end for each tableau card that meets one of their conditions; a card title means that card is in the tableau.</source>
        <translation>Улучшения стоимостью 6 в конце игры приносят очки за каждую карту империи, отвечающую одному из их условий; название карты означает, что эта карта есть в империи.</translation>
    </message>
    <message>
        <source>A Settle response that needs no credit does not spend credit either.</source>
        <translation>Ответ на Заселение, не требующий кредита, кредит и не тратит.</translation>
    </message>
    <message>
        <source>A card&apos;s powers work from the phase after the one in which it was placed.</source>
        <translation>Свойства карты действуют начиная со следующей фазы после той, в которой её выложили.</translation>
    </message>
    <message>
        <source>A die showing Explore, Develop or Settle goes on the left space of that pair (the right one if the left already holds a die); other faces go on their own space.</source>
        <translation>Кубик с Исследованием, Развитием или Заселением кладётся на левую ячейку своей пары (на правую, если на левой уже есть кубик); остальные грани кладутся на свои ячейки.</translation>
    </message>
    <message>
        <source>A military world is not paid for: the player needs military at least equal to its defence (specialised and temporary military count against it).</source>
        <translation>Военный мир не оплачивается: игроку нужна военная сила не меньше его обороны (специальная и временная сила тоже учитываются).</translation>
    </message>
    <message>
        <source>A player may not have two copies of the same development in their tableau.</source>
        <translation>У игрока в империи не может быть двух копий одного улучшения.</translation>
    </message>
    <message>
        <source>A player may pay cards for a military world (not one with an Alien good) instead of conquering it: its defence minus 1, less other settle reductions.</source>
        <translation>Игрок может заплатить картами за военный мир (кроме мира с товаром пришельцев) вместо завоевания: его оборона минус 1 и минус другие скидки на заселение.</translation>
    </message>
    <message>
        <source>A robot face is read as the action shown on the robot= marker.</source>
        <translation>Грань с роботом означает действие, указанное на маркере «робот=».</translation>
    </message>
    <message>
        <source>A round: the player marks two actions on the mat, the robot&apos;s two dice are rolled and placed, then each chosen phase is resolved left to right, the player first.</source>
        <translation>Раунд: игрок отмечает два действия на планшете, бросаются и выкладываются два кубика робота, затем каждая выбранная фаза разыгрывается слева направо, сначала игроком.</translation>
    </message>
    <message>
        <source>A star copies one of the player&apos;s actions: two stars go under the player&apos;s two markers; one star goes under the player&apos;s right-most marker, or the other one if that space already holds a die; a star under the right space of a pair both markers occupy moves to the left space unless the other die is there.</source>
        <translation>Звезда копирует одно из действий игрока: две звезды кладутся под оба маркера игрока; одна звезда — под крайний правый маркер игрока или под другой, если на этой ячейке уже есть кубик; звезда под правой ячейкой пары, занятой обоими маркерами, сдвигается на левую ячейку, если там нет другого кубика.</translation>
    </message>
    <message>
        <source>A tie that the tie-break does not break is a shared victory.</source>
        <translation>Ничья, не разрешённая дополнительным критерием, — общая победа.</translation>
    </message>
    <message>
        <source>A windfall start world receives one good at once.</source>
        <translation>Стартовый мир-находка сразу получает один товар.</translation>
    </message>
    <message>
        <source>A windfall world receives a good when it is placed.</source>
        <translation>Мир-находка получает товар, когда его выкладывают.</translation>
    </message>
    <message>
        <source>Alpha Centauri draws extra on its Settle actions and settles in response without positive credit.</source>
        <translation>«Альфа Центавра» берёт дополнительные карты при своих действиях Заселения и заселяет в ответ без положительного кредита.</translation>
    </message>
    <message>
        <source>An extra sale during Consume (Black Market Trading World: no trade bonuses); optional.</source>
        <translation>Дополнительная продажа во время Потребления («Торговый мир чёрного рынка»: без торговых бонусов); по желанию.</translation>
    </message>
    <message>
        <source>Ancient Race, as a start world, makes its owner discard three of the six opening cards instead of two.</source>
        <translation>«Древняя раса» в роли стартового мира заставляет владельца сбросить три из шести стартовых карт вместо двух.</translation>
    </message>
    <message>
        <source>Any robot Trade action counts for Old Earth&apos;s swap and Damaged Alien Factory&apos;s flip, even one copied by a star.</source>
        <translation>Любое действие Торговли робота учитывается для замены у «Старой Земли» и переворота у «Повреждённой фабрики пришельцев», даже скопированное звездой.</translation>
    </message>
    <message>
        <source>At game end, every player who meets a &quot;most&quot; goal&apos;s condition and is tied for the most without holding its tile scores a 3-VP goal chip.</source>
        <translation>В конце игры каждый игрок, выполняющий условие цели «Больше всех» и делящий первенство, но не владеющий её плашкой, получает жетон цели на 3 ПО.</translation>
    </message>
    <message>
        <source>At the end of the round each player discards down to 10 cards in hand.</source>
        <translation>В конце раунда каждый игрок сбрасывает карты до 10 на руке.</translation>
    </message>
    <message>
        <source>Both Consume actions: VP chips equal to twice its economy, then credit +2 and economy +1.</source>
        <translation>Оба действия Потребления: жетоны ПО в размере удвоенной экономики, затем кредит +2 и экономика +1.</translation>
    </message>
    <message>
        <source>Budget Surplus: first to discard at least one card at the end of a round.</source>
        <translation>Профицит бюджета: первым сбросить хотя бы одну карту в конце раунда.</translation>
    </message>
    <message>
        <source>Colony Ship with Contact Specialist: a military world paid for with Contact Specialist is placed as a non-military world, so Colony Ship may be discarded to place it for free (not a world with an Alien good).</source>
        <translation>Колониальный корабль и Специалист по контактам: военный мир, оплаченный благодаря Специалисту по контактам, выкладывается как невоенный, поэтому можно сбросить Колониальный корабль и выложить его бесплатно (кроме миров с товаром пришельцев).</translation>
    </message>
    <message>
        <source>Consume bonus (2x VP): the player who chose it doubles the VP their consume powers give for goods.</source>
        <translation>Бонус потребления (2x ПО): выбравший его игрок удваивает ПО, которые его свойства потребления дают за товары.</translation>
    </message>
    <message>
        <source>Consume this world&apos;s Alien good for 2 VP.</source>
        <translation>Потребите товар пришельцев с этого мира за 2 ПО.</translation>
    </message>
    <message>
        <source>Consume: 2x VP does not double the VP of discarding cards from hand (Deficit Spending): 1 VP per card discarded either way.</source>
        <translation>Потребление: 2x ПО не удваивает ПО за сброс карт с руки (Дефицитное финансирование): в любом случае 1 ПО за сброшенную карту.</translation>
    </message>
    <message>
        <source>Consume: every player uses each consume power once, in the order they choose; powers that consume goods must be used while they can be, each taking as many goods as it allows.</source>
        <translation>Потребление: каждый игрок применяет каждое свойство потребления один раз в выбранном им порядке; свойства, потребляющие товары, обязательно применяются, пока это возможно, и каждое забирает столько товаров, сколько позволяет.</translation>
    </message>
    <message>
        <source>Costs are paid by discarding cards from hand.</source>
        <translation>Стоимость оплачивается сбросом карт с руки.</translation>
    </message>
    <message>
        <source>Damaged Alien Factory: after each Produce action, a robot= marker reading Produce is flipped to Trade.</source>
        <translation>«Повреждённая фабрика пришельцев»: после каждого действия Производства маркер «робот=» с Производством переворачивается на Торговлю.</translation>
    </message>
    <message>
        <source>Damaged Alien Factory: after each Trade action, a robot= marker reading Trade is flipped to Produce.</source>
        <translation>«Повреждённая фабрика пришельцев»: после каждого действия Торговли маркер «робот=» с Торговлей переворачивается на Производство.</translation>
    </message>
    <message>
        <source>Damaged Alien Factory: discard a card to produce an Alien good on it; a card drawn from another produce power may be discarded, but then that power gives nothing for this good.</source>
        <translation>«Повреждённая фабрика пришельцев»: сбросьте карту, чтобы произвести на ней товар пришельцев; можно сбросить карту, взятую благодаря другому свойству производства, но тогда это свойство ничего не даёт за этот товар.</translation>
    </message>
    <message>
        <source>Develop bonus: the player who chose Develop pays one card less.</source>
        <translation>Бонус Развития: выбравший Развитие игрок платит на одну карту меньше.</translation>
    </message>
    <message>
        <source>Develop: every player may place one development from hand, choosing face down at the same time, paying its cost in cards minus any reductions (never below zero).</source>
        <translation>Развитие: каждый игрок может выложить одно улучшение с руки, выбирая его взакрытую одновременно с остальными и оплачивая его стоимость картами за вычетом скидок (не ниже нуля).</translation>
    </message>
    <message>
        <source>Difficulty: easy one 6-cost marker worth 6 VP, medium two worth 6, hard three worth 9.</source>
        <translation>Сложность: лёгкая — один маркер улучшения стоимостью 6, дающий 6 ПО; средняя — два по 6; высокая — три по 9.</translation>
    </message>
    <message>
        <source>Discard this card from the tableau for +3 military until the end of the phase.</source>
        <translation>Сбросьте эту карту из империи: +3 к военной силе до конца фазы.</translation>
    </message>
    <message>
        <source>Discard this card from the tableau to place a non-military world for free (not a world with an Alien good).</source>
        <translation>Сбросьте эту карту из империи, чтобы бесплатно выложить невоенный мир (не мир с товаром пришельцев).</translation>
    </message>
    <message>
        <source>Discard up to the stated number of hand cards for VP each; optional.</source>
        <translation>Сбросьте с руки до указанного числа карт, получая ПО за каждую; по желанию.</translation>
    </message>
    <message>
        <source>Doomed World&apos;s first Settle action: flip the draw pile (not the robot&apos;s) until a non-military world of 3 VP or more, place it, credit +2 and economy +1; then discard the counter and Doomed World from the robot&apos;s tableau.</source>
        <translation>Первое действие Заселения «Обречённого мира»: открывайте карты из колоды (не из стопки робота) до невоенного мира на 3 ПО или больше, выложите его, кредит +2 и экономика +1; затем сбросьте специальный жетон и «Обречённый мир» из империи робота.</translation>
    </message>
    <message>
        <source>Doomed World&apos;s special search: unmatched cards go to the discard pile; before it the standard Settle response applies.</source>
        <translation>Особый поиск «Обречённого мира»: неподходящие карты уходят в сброс; до него действует обычный ответ на Заселение.</translation>
    </message>
    <message>
        <source>Drafting (2-3 players): after the goals are chosen, each player is dealt one odd and one even start world face down; the unused start worlds are shuffled into the deck.</source>
        <translation>Драфт (2–3 игрока): после выбора целей каждый игрок получает взакрытую один нечётный и один чётный стартовый мир; неиспользованные стартовые миры замешиваются в колоду.</translation>
    </message>
    <message>
        <source>Each goal is claimed only at the end of the phases shown on it (Budget Surplus: at the end of a round).</source>
        <translation>Каждую цель получают только в конце указанных на ней фаз («Профицит бюджета» — в конце раунда).</translation>
    </message>
    <message>
        <source>Each player draws five cards, keeps one and passes the rest left, again and again until all are taken.</source>
        <translation>Каждый игрок берёт пять карт, оставляет одну и передаёт остальные налево, и так далее, пока все не будут разобраны.</translation>
    </message>
    <message>
        <source>Each player draws from their own deck and discards to their own discard pile, reshuffling it when their deck runs out.</source>
        <translation>Каждый игрок берёт карты из своей колоды и сбрасывает в свой сброс, перемешивая его, когда колода закончится.</translation>
    </message>
    <message>
        <source>Each player gets one random start world; the unused start worlds are shuffled into the deck. Each player is dealt six cards and discards two of them.</source>
        <translation>Каждый игрок получает случайный стартовый мир; неиспользованные стартовые миры замешиваются в колоду. Каждому игроку раздаётся шесть карт, и он сбрасывает две из них.</translation>
    </message>
    <message>
        <source>Each player shuffles their picks into their own deck, draws six, discards two and one of their two start worlds, then reveals the start world kept.</source>
        <translation>Каждый игрок замешивает отобранные карты в собственную колоду, берёт шесть, сбрасывает две и один из двух стартовых миров, затем открывает оставленный стартовый мир.</translation>
    </message>
    <message>
        <source>Each round every player secretly chooses an action card; the choices are revealed together.</source>
        <translation>Каждый раунд каждый игрок тайно выбирает карту действия; выбор открывается одновременно.</translation>
    </message>
    <message>
        <source>End of round: the player discards down to 10 (the robot has no hand limit), then the end of the game is checked.</source>
        <translation>Конец раунда: игрок сбрасывает карты до 10 (у робота нет лимита руки), затем проверяется конец игры.</translation>
    </message>
    <message>
        <source>Epsilon Eridani, New Sparta and Separatist Colony flip for military worlds and settle in response without positive credit; New Sparta draws extra on its Settle action.</source>
        <translation>«Эпсилон Эридана», «Новая Спарта» и «Колония сепаратистов» ищут переворотом военные миры и заселяют в ответ без положительного кредита; «Новая Спарта» берёт дополнительные карты при своём действии Заселения.</translation>
    </message>
    <message>
        <source>Explore bonus: +5 draws five more cards; +1/+1 draws one more and keeps one more.</source>
        <translation>Бонус Исследования: +5 — взять на пять карт больше; +1/+1 — взять на одну больше и оставить на одну больше.</translation>
    </message>
    <message>
        <source>Explore: every player draws two cards and keeps one; Explore powers add cards drawn or kept; only the newly drawn cards may be discarded.</source>
        <translation>Исследование: каждый игрок берёт две карты и оставляет одну; свойства Исследования увеличивают число взятых или оставленных карт; сбрасывать можно лишь карты, взятые в этой фазе.</translation>
    </message>
    <message>
        <source>Flip to find: turn the robot&apos;s pile over one card at a time, discarding each card that does not match, until a match or the end of the pile; place means put it in the robot&apos;s tableau.</source>
        <translation>Поиск переворотом: открывайте карты из стопки робота по одной, сбрасывая каждую неподходящую, пока не найдётся подходящая или не закончится стопка; «выложить» означает положить её в империю робота.</translation>
    </message>
    <message>
        <source>For each chosen phase the robot uses its action row when a die sits on that space, its response row when no die does and the player chose it.</source>
        <translation>В каждой выбранной фазе робот использует строку действия, если на этой ячейке лежит кубик, и строку ответа, если кубика нет, а фазу выбрал игрок.</translation>
    </message>
    <message>
        <source>Galactic Standard of Living: first to hold 5 or more VP chips (goal VP do not count); checked at the end of Consume.</source>
        <translation>Галактический уровень жизни: первым иметь жетоны на 5 ПО или больше (ПО за цели не считаются); проверяется в конце Потребления.</translation>
    </message>
    <message>
        <source>Galactic Status: first to place a 6-cost development; checked at the end of Develop.</source>
        <translation>Галактический статус: первым выложить улучшение стоимостью 6; проверяется в конце Развития.</translation>
    </message>
    <message>
        <source>Gambling World: name a cost from 1 to 7 and flip the top card of the deck; keep it if its cost matches, else discard it.</source>
        <translation>«Игорный мир»: назовите стоимость от 1 до 7 и откройте верхнюю карту колоды; если стоимость совпала, оставьте её себе, иначе сбросьте.</translation>
    </message>
    <message>
        <source>Goal VP are added to the total; they are not VP chips, do not drain the pool and do not count for Galactic Renaissance or Galactic Standard of Living.</source>
        <translation>ПО за цели добавляются к итогу; это не жетоны ПО, они не расходуют запас и не учитываются для «Галактического ренессанса» и «Галактического уровня жизни».</translation>
    </message>
    <message>
        <source>Greatest Infrastructure: at least four and the most developments; checked at the end of Develop.</source>
        <translation>Лучшая инфраструктура: не менее четырёх улучшений и больше всех; проверяется в конце Развития.</translation>
    </message>
    <message>
        <source>Greatest Military: at least 6 and the most unconditional military in the tableau; checked at the end of Develop and Settle.</source>
        <translation>Сильнейшая армия: не менее 6 и больше всех безусловной военной силы в империи; проверяется в конце Развития и Заселения.</translation>
    </message>
    <message>
        <source>How many extra cards a start world&apos;s counter draws.</source>
        <translation>Сколько дополнительных карт берёт специальный жетон стартового мира.</translation>
    </message>
    <message>
        <source>If several players reach or exceed a &quot;most&quot; goal by the same amount in the same phase, nobody claims it, and a holder they exceed returns it to the centre.</source>
        <translation>Если несколько игроков в одной фазе достигают в цели «Больше всех» одинакового показателя, никто её не получает, а владелец, которого они превзошли, возвращает её в центр.</translation>
    </message>
    <message>
        <source>Imperium Lords: draw a card per military world in the tableau.</source>
        <translation>«Лорды Империи»: возьмите карту за каждый военный мир в империи.</translation>
    </message>
    <message>
        <source>Improved Logistics: place a second world after fully resolving the first; the first world&apos;s powers do not help it, and it gets no Settle bonus.</source>
        <translation>«Улучшенная логистика»: выложите второй мир после полного розыгрыша первого; свойства первого мира ему не помогают, и бонус Заселения за него не даётся.</translation>
    </message>
    <message>
        <source>Innovation Leader: first to have powers in every phase, Trade counted apart; checked at the end of Develop and Settle.</source>
        <translation>Лидер инноваций: первым иметь свойства во всех фазах, считая Торговлю отдельно; проверяется в конце Развития и Заселения.</translation>
    </message>
    <message>
        <source>Largest Industry: at least three and the most Novelty and/or Rare elements worlds (production or windfall); checked at the end of Settle.</source>
        <translation>Крупнейшая промышленность: не менее трёх и больше всех миров вида «Новинки» и/или «Редкие элементы» (производящих или миров-находок); проверяется в конце Заселения.</translation>
    </message>
    <message>
        <source>Old Earth: after its first Trade action the robot= marker is replaced by the x2 one and its counter is discarded.</source>
        <translation>«Старая Земля»: после её первого действия Торговли маркер «робот=» заменяется маркером ×2, а её специальный жетон сбрасывается.</translation>
    </message>
    <message>
        <source>On a tie, the most cards in hand plus goods wins; a further tie is shared.</source>
        <translation>При ничьей побеждает игрок с наибольшей суммой карт на руке и товаров; при новой ничьей победа делится.</translation>
    </message>
    <message>
        <source>Only the chosen phases happen, in the order Explore, Develop, Settle, Consume, Produce; each happens once however many players chose it, and every player takes part; only those who chose it get its bonus.</source>
        <translation>Проходят только выбранные фазы в порядке: Исследование, Развитие, Заселение, Потребление, Производство; каждая проходит один раз, сколько бы игроков её ни выбрали, и участвуют в ней все; бонус получают только выбравшие её.</translation>
    </message>
    <message>
        <source>Overlord Discoveries: first to have at least three Alien cards in the tableau; checked at the end of Develop and Settle.</source>
        <translation>Открытия Повелителей: первым иметь в империи не менее трёх карт пришельцев; проверяется в конце Развития и Заселения.</translation>
    </message>
    <message>
        <source>Passing left gives the pack to the next seat number (seat 1 to seat 2, the last seat to seat 1); passing right, to the previous one.</source>
        <translation>При передаче налево пачка уходит к следующему номеру места (с 1-го на 2-е, с последнего на 1-е); при передаче направо — к предыдущему.</translation>
    </message>
    <message>
        <source>Produce bonus: the player who chose Produce produces a good on one empty windfall world.</source>
        <translation>Бонус Производства: выбравший Производство игрок производит товар на одном пустом мире-находке.</translation>
    </message>
    <message>
        <source>Produce: every production world without a good gets one; windfall worlds do not, except through powers; produce-phase draw powers are resolved.</source>
        <translation>Производство: каждый производящий мир без товара получает товар; миры-находки — нет, кроме как через свойства; разыгрываются свойства взятия карт фазы Производства.</translation>
    </message>
    <message>
        <source>Production Leader: at least four and the most production worlds; checked at the end of Settle.</source>
        <translation>Лидер производства: не менее четырёх производящих миров и больше всех; проверяется в конце Заселения.</translation>
    </message>
    <message>
        <source>Robot Consume response (only the player chose Consume): VP chips equal to its economy, once.</source>
        <translation>Ответ робота на Потребление (Потребление выбрал только игрок): жетоны ПО в размере его экономики, один раз.</translation>
    </message>
    <message>
        <source>Robot Develop (each Develop phase): with an unplaced 6-cost marker and credit 2 or more (3 in response) it places the marker, which counts as a card, pays 2 (3) credit and skips the rest.</source>
        <translation>Развитие робота (в каждой фазе Развития): при невыложенном маркере улучшения стоимостью 6 и кредите 2 или больше (3 при ответе) он выкладывает маркер, который считается картой, платит 2 (3) кредита и пропускает остальное.</translation>
    </message>
    <message>
        <source>Robot Develop action: draw 1, then flip for a development; a 6-cost one is placed for 1 credit if credit is positive, else discarded and the flipping goes on.</source>
        <translation>Действие Развития робота: взять 1, затем искать переворотом улучшение; улучшение стоимостью 6 выкладывается за 1 кредит, если кредит положительный, иначе сбрасывается, и поиск продолжается.</translation>
    </message>
    <message>
        <source>Robot Develop response: nothing at credit 0; else flip for a development and place it for 1 credit, whatever its cost.</source>
        <translation>Ответ робота на Развитие: ничего при кредите 0; иначе искать переворотом улучшение и выложить его за 1 кредит, какой бы ни была его стоимость.</translation>
    </message>
    <message>
        <source>Robot Explore action: draw 1 and credit +1 (draw 3 and credit +1 with dice on both Explore spaces).</source>
        <translation>Действие Исследования робота: взять 1 и кредит +1 (взять 3 и кредит +1, если кубики на обеих ячейках Исследования).</translation>
    </message>
    <message>
        <source>Robot Explore response: draw 1 (even if the player chose both Explores).</source>
        <translation>Ответ робота на Исследование: взять 1 (даже если игрок выбрал оба Исследования).</translation>
    </message>
    <message>
        <source>Robot Produce action: economy +1.</source>
        <translation>Действие Производства робота: экономика +1.</translation>
    </message>
    <message>
        <source>Robot Produce response: nothing.</source>
        <translation>Ответ робота на Производство: ничего.</translation>
    </message>
    <message>
        <source>Robot Settle action (each Settle phase it chose): draw 3, flip for a non-military world and place it if found.</source>
        <translation>Действие Заселения робота (в каждой выбранной им фазе Заселения): взять 3, искать переворотом невоенный мир и выложить его, если он найден.</translation>
    </message>
    <message>
        <source>Robot Settle response: nothing at credit 0; else draw 2, flip for a non-military world and place it for 1 credit.</source>
        <translation>Ответ робота на Заселение: ничего при кредите 0; иначе взять 2, искать переворотом невоенный мир и выложить его за 1 кредит.</translation>
    </message>
    <message>
        <source>Robot Trade action: credit +2, then VP chips equal to its economy.</source>
        <translation>Действие Торговли робота: кредит +2, затем жетоны ПО в размере его экономики.</translation>
    </message>
    <message>
        <source>Robot score: VP chips plus the VP of its cards, each 6-cost development card or marker worth 6 or 9 by difficulty.</source>
        <translation>Очки робота: жетоны ПО плюс ПО его карт; каждая карта или маркер улучшения стоимостью 6 приносит 6 или 9 в зависимости от сложности.</translation>
    </message>
    <message>
        <source>Robot setup: robot= marker and special counters by start world; credit 1 (Ancient Race 0, Alpha Centauri 2), economy 0 (Earth&apos;s Lost Colony and Epsilon Eridani 1), a face-down pile of four cards (Ancient Race three).</source>
        <translation>Подготовка робота: маркер «робот=» и специальные жетоны по стартовому миру; кредит 1 («Древняя раса» 0, «Альфа Центавра» 2), экономика 0 («Потерянная колония Земли» и «Эпсилон Эридана» 1), закрытая стопка из четырёх карт («Древняя раса» — из трёх).</translation>
    </message>
    <message>
        <source>Robot x2 action: VP chips equal to twice its economy, then economy +1.</source>
        <translation>Действие ×2 робота: жетоны ПО в размере удвоенной экономики, затем экономика +1.</translation>
    </message>
    <message>
        <source>Score: VP chips + printed VP of tableau cards + 6-cost development bonuses + goals.</source>
        <translation>Очки: жетоны ПО + ПО, напечатанные на картах империи, + бонусы улучшений стоимостью 6 + цели.</translation>
    </message>
    <message>
        <source>Selling a Genes good draws one more card per chromosome card in the tableau (the card itself included).</source>
        <translation>Продажа товара вида «Гены» даёт ещё одну карту за каждую карту с хромосомой в империи (включая саму эту карту).</translation>
    </message>
    <message>
        <source>Separatist Colony&apos;s counter makes the robot draw more cards in Explore.</source>
        <translation>Специальный жетон «Колонии сепаратистов» заставляет робота брать больше карт в Исследовании.</translation>
    </message>
    <message>
        <source>Set out 24 VP chips, choose a difficulty, take its 6-cost development markers, and deal a start world to the player and to the robot.</source>
        <translation>Выложите 24 жетона ПО, выберите сложность, возьмите соответствующие ей маркеры улучшений стоимостью 6 и раздайте стартовый мир игроку и роботу.</translation>
    </message>
    <message>
        <source>Settle bonus: the player who chose Settle draws a card after placing a world (once per phase).</source>
        <translation>Бонус Заселения: выбравший Заселение игрок берёт карту после выкладывания мира (один раз за фазу).</translation>
    </message>
    <message>
        <source>Settle: every player may place one world from hand, choosing face down at the same time; a non-military world costs its cost in cards minus reductions.</source>
        <translation>Заселение: каждый игрок может выложить один мир с руки, выбирая его взакрытую одновременно с остальными; невоенный мир стоит свою стоимость в картах за вычетом скидок.</translation>
    </message>
    <message>
        <source>Solitaire game: the two-player advanced rules without goals, against a robot whose actions are rolled on dice; its start world sets how its robot faces read and which special counters change its rows on the mat.</source>
        <translation>Одиночная игра: продвинутые правила для двух игроков без целей против робота, чьи действия определяются бросками кубиков; его стартовый мир задаёт значение граней робота и то, какие специальные жетоны меняют его строки на планшете.</translation>
    </message>
    <message>
        <source>Space Mercenaries: discard up to two cards from hand for +1 military each until the end of the Settle phase; optional, need not be used fully.</source>
        <translation>«Космические наёмники»: сбросьте до двух карт с руки, получая +1 к военной силе за каждую до конца фазы Заселения; по желанию, можно использовать не полностью.</translation>
    </message>
    <message>
        <source>System Diversity: first to have a production or windfall world of each kind (Novelty, Rare, Genes, Alien); checked at the end of Settle.</source>
        <translation>Разнообразие систем: первым иметь производящий мир или мир-находку каждого вида («Новинки», «Редкие элементы», «Гены», «Пришельцы»); проверяется в конце Заселения.</translation>
    </message>
    <message>
        <source>The expansion adds a third Contact Specialist.</source>
        <translation>Дополнение добавляет третьего «Специалиста по контактам».</translation>
    </message>
    <message>
        <source>The expansion adds action cards and VP chips for a fifth player: the game takes 2 to 5 players.</source>
        <translation>Дополнение добавляет карты действий и жетоны ПО для пятого игрока: в игре участвуют от 2 до 5 игроков.</translation>
    </message>
    <message>
        <source>The expansion cards join the base deck; a third Contact Specialist is added and Gambling World is replaced by a reprint with the same power.</source>
        <translation>Карты дополнения добавляются в базовую колоду; добавляется третий «Специалист по контактам», а «Игорный мир» заменяется переизданием с тем же свойством.</translation>
    </message>
    <message>
        <source>The faces of the robot&apos;s two dice.</source>
        <translation>Грани двух кубиков робота.</translation>
    </message>
    <message>
        <source>The game ends after the round in which a tableau reaches 12 cards or the VP pool runs out; VP chips keep being paid that round.</source>
        <translation>Игра заканчивается после раунда, в котором чья-то империя достигает 12 карт или кончается запас ПО; в этом раунде жетоны ПО продолжают выдаваться.</translation>
    </message>
    <message>
        <source>The game ends after the round in which either tableau has 12 cards (each 6-cost marker counting as a card) or the 24 chips ran out (extra chips finish the round).</source>
        <translation>Игра заканчивается после раунда, в котором в одной из империй 12 карт (каждый маркер улучшения стоимостью 6 считается картой) или закончились 24 жетона (дополнительные жетоны позволяют доиграть раунд).</translation>
    </message>
    <message>
        <source>The mat&apos;s spaces: Explore +5 on the left of the Explore pair; a single Develop or Settle uses the left space.</source>
        <translation>Ячейки планшета: Исследование +5 — левая в паре Исследования; одиночное Развитие или Заселение занимает левую ячейку.</translation>
    </message>
    <message>
        <source>The pool holds 12 VP chips per player.</source>
        <translation>Запас составляет 12 жетонов ПО на игрока.</translation>
    </message>
    <message>
        <source>The robot draws by moving cards from the draw pile onto its own face-down pile unseen; credit runs up to 4 and economy up to 5, gains beyond are lost.</source>
        <translation>Робот берёт карты, не глядя перекладывая их из колоды в свою закрытую стопку; кредит растёт не выше 4, экономика — не выше 5, излишки теряются.</translation>
    </message>
    <message>
        <source>The robot may hold two copies of one development.</source>
        <translation>У робота может быть две копии одного улучшения.</translation>
    </message>
    <message>
        <source>The robot&apos;s draws reshuffle the discard pile when the draw pile runs out.</source>
        <translation>Когда колода кончается, при взятии карт роботом сброс перемешивается.</translation>
    </message>
    <message>
        <source>The robot&apos;s tableau is a pile of cards without goods where only the count and VP matter, plus 6-cost development markers; its hand is a face-down draw pile; its credit buys cards, its economy earns VP chips in Consume.</source>
        <translation>Империя робота — стопка карт без товаров, где важны только их число и ПО, плюс маркеры улучшений стоимостью 6; его рука — закрытая стопка для взятия; кредит покупает карты, экономика приносит жетоны ПО в Потреблении.</translation>
    </message>
    <message>
        <source>Then five more each, passing right; the direction alternates while everyone can draw five; what is left is removed from the game.</source>
        <translation>Затем ещё по пять, с передачей направо; направление чередуется, пока каждый может взять пять карт; остаток убирается из игры.</translation>
    </message>
    <message>
        <source>Then the player is dealt six cards and keeps four.</source>
        <translation>Затем игроку раздаётся шесть карт, и он оставляет четыре.</translation>
    </message>
    <message>
        <source>Tie: the robot&apos;s final credit plus economy against the player&apos;s hand plus goods.</source>
        <translation>Ничья: итоговый кредит робота плюс экономика против карт на руке игрока плюс товаров.</translation>
    </message>
    <message>
        <source>Trade bonus: before consuming, the player who chose Trade sells one good for cards: Novelty 2, Rare elements 3, Genes 4, Alien 5, plus trade powers.</source>
        <translation>Бонус Торговли: перед потреблением выбравший Торговлю игрок продаёт один товар за карты: «Новинки» — 2, «Редкие элементы» — 3, «Гены» — 4, «Пришельцы» — 5, плюс торговые свойства.</translation>
    </message>
    <message>
        <source>Two dice on Trade, x2 or Produce: the robot takes that action once.</source>
        <translation>Два кубика на Торговле, ×2 или Производстве: робот выполняет это действие один раз.</translation>
    </message>
    <message>
        <source>Two-player advanced game: each player chooses two different action cards; a second Develop or Settle card makes that phase happen twice (the second card only with the first).</source>
        <translation>Продвинутая игра вдвоём: каждый игрок выбирает две разные карты действий; вторая карта Развития или Заселения заставляет эту фазу пройти дважды (вторую карту — только вместе с первой).</translation>
    </message>
    <message>
        <source>What the robot= marker reads for this start world.</source>
        <translation>Что показывает маркер «робот=» для этого стартового мира.</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the discard pile is shuffled to form a new one.</source>
        <translation>Когда колода заканчивается, сброс перемешивается и образует новую.</translation>
    </message>
    <message>
        <source>With goals, four of the six &quot;first&quot; goals and two of the four &quot;most&quot; goals are drawn at random and placed face up in the centre; the rest are removed.</source>
        <translation>При игре с целями случайно выбираются четыре из шести целей «Первый» и две из четырёх целей «Больше всех» и выкладываются в открытую в центр; остальные убираются.</translation>
    </message>
    <message>
        <source>Worked example: Alan claims Greatest Military at 6; Betty reaching 6 does not take it; Carol reaching 7 does.</source>
        <translation>Пример: Алан получает «Сильнейшую армию» при 6; Бетти, достигнув 6, её не забирает; Кэрол, достигнув 7, забирает.</translation>
    </message>
    <message>
        <source>Worked example: both Settles, the robot&apos;s die on the first, credit 2, pile 2: draw 3 and place the world found on the fourth flip; in response draw 2 and flip the three cards: nothing found leaves credit 2, a world found costs 1.</source>
        <translation>Пример: оба Заселения, кубик робота на первом, кредит 2, стопка 2: взять 3 и выложить мир, найденный на четвёртом перевороте; в ответ взять 2 и открыть три карты: если ничего не найдено, кредит остаётся 2, найденный мир стоит 1.</translation>
    </message>
    <message>
        <source>Worked example: credit 1, pile 2, the robot rolls Develop: it draws 1, finds a non-6-cost development on the second flip, and ends at credit 1 with 1 card.</source>
        <translation>Пример: кредит 1, стопка 2, у робота выпадает Развитие: он берёт 1, на втором перевороте находит улучшение стоимостью не 6 и заканчивает с кредитом 1 и 1 картой.</translation>
    </message>
    <message>
        <source>Worked example: credit 4, pile 5, two markers; the player takes both Develops and the robot&apos;s die is on the first: marker for 2 credit, then in response (credit 2 &lt; 3) it flips a cost-2 development on the third card: credit 1, pile 2.</source>
        <translation>Пример: кредит 4, стопка 5, два маркера; игрок берёт оба Развития, кубик робота на первом: маркер за 2 кредита, затем в ответ (кредит 2 &lt; 3) робот третьей картой открывает улучшение стоимостью 2: кредит 1, стопка 2.</translation>
    </message>
    <message>
        <source>Worked example: the player chose Consume x2 and Produce; the robot rolls Develop and a star: Develop goes on the left Develop space, the star under Produce.</source>
        <translation>Пример: игрок выбрал Потребление ×2 и Производство; у робота выпали Развитие и звезда: Развитие кладётся на левую ячейку Развития, звезда — под Производство.</translation>
    </message>
    <message>
        <source>Worked example: the player chose both Explores; the robot rolls Produce and a star: Produce goes on Produce, the star on the left Explore space.</source>
        <translation>Пример: игрок выбрал оба Исследования; у робота выпали Производство и звезда: Производство кладётся на Производство, звезда — на левую ячейку Исследования.</translation>
    </message>
    <message>
        <source>Worked example: the player settles, the robot has credit 0 and rolled two other actions: it does nothing.</source>
        <translation>Пример: игрок заселяет, у робота кредит 0 и выпали два других действия: он ничего не делает.</translation>
    </message>
    <message>
        <source>Worked example: the player takes both Consumes, the robot rolls two other actions at economy 3: 3 VP chips, once.</source>
        <translation>Пример: игрок берёт оба Потребления, у робота при экономике 3 выпали два других действия: жетоны на 3 ПО, один раз.</translation>
    </message>
    <message>
        <source>Worked example: the player takes x2, the robot rolls Trade at credit 3 and economy 1: credit 4 (its maximum) and 1 VP chip; no response.</source>
        <translation>Пример: игрок берёт ×2, у робота выпала Торговля при кредите 3 и экономике 1: кредит 4 (максимум) и 1 жетон ПО; ответа нет.</translation>
    </message>
    <message>
        <source>Worked examples: Produce at economy 0 gives 1; the player&apos;s Produce alone gives nothing; both chose Produce at economy 2 gives 3.</source>
        <translation>Примеры: Производство при экономике 0 даёт 1; одно лишь Производство игрока ничего не даёт; Производство, выбранное обоими, при экономике 2 даёт 3.</translation>
    </message>
</context>
<context>
    <name>rules.ti4</name>
    <message>
        <source>A player who controls Mecatol Rex must take the 1 VP; they cannot draw a secret objective instead.</source>
        <translation>Игрок, контролирующий Мекатол-Рекс, обязан получить 1 ПО; взять вместо этого секретную цель он не может.</translation>
    </message>
    <message>
        <source>A player who does not control every planet in their home system cannot score public objectives.</source>
        <translation>Игрок, который контролирует не все планеты своей родной системы, не может выполнять общие цели.</translation>
    </message>
    <message>
        <source>A player who draws a secret objective and then holds more than 3 (scored and unscored together) returns 1 unscored secret objective to the deck and shuffles it.</source>
        <translation>Игрок, который взял секретную цель и теперь имеет больше 3 (выполненных и невыполненных вместе), возвращает 1 невыполненную секретную цель в колоду и перемешивает её.</translation>
    </message>
    <message>
        <source>A player who must return a secret objective does so and shuffles the deck before the next player may draw.</source>
        <translation>Игрок, который должен вернуть секретную цель, делает это и перемешивает колоду до того, как следующий игрок сможет взять карту.</translation>
    </message>
    <message>
        <source>After the primary ability, every other player, clockwise from the active player&apos;s left, may spend 1 strategy-pool token to draw 1 secret objective.</source>
        <translation>После основной способности каждый другой игрок по часовой стрелке, начиная с сидящего слева от активного игрока, может потратить 1 жетон из стратегического резерва, чтобы взять 1 секретную цель.</translation>
    </message>
    <message>
        <source>Each objective is scored in the phase its card names: status-phase ones in the status phase; action-phase secret objectives as soon as they are achieved in the action phase, agenda-phase ones in the agenda phase. The app asks about status-phase secrets at the status phase; the table records the others when they happen.</source>
        <translation>Каждая цель выполняется в фазе, указанной на её карте: цели фазы статуса — в фазе статуса; секретные цели фазы действий — как только они достигнуты в фазе действий, цели фазы политики — в фазе политики. О секретных целях фазы статуса приложение спрашивает в фазе статуса; остальные игроки записывают, когда это происходит.</translation>
    </message>
    <message>
        <source>Each player may score each objective only once.</source>
        <translation>Каждый игрок может выполнить каждую цель только один раз.</translation>
    </message>
    <message>
        <source>If no public objective is left to reveal in the status phase, the game ends at once; most VP wins, ties go to the player first in initiative order.</source>
        <translation>Если в фазе статуса не осталось общих целей для открытия, игра сразу заканчивается; побеждает игрок с наибольшим числом ПО, при ничьей — тот, кто раньше по порядку инициативы.</translation>
    </message>
    <message>
        <source>Imperial lets players gain victory points and secret objectives; its initiative is 8.</source>
        <translation>«Экспансия» позволяет игрокам получать победные очки и секретные цели; её инициатива — 8.</translation>
    </message>
    <message>
        <source>In each status phase a player may score at most one public and one secret objective; secret objectives scored during the action or agenda phase do not count toward that limit.</source>
        <translation>В каждой фазе статуса игрок может выполнить не более одной общей и одной секретной цели; секретные цели, выполненные в фазе действий или политики, в этот лимит не входят.</translation>
    </message>
    <message>
        <source>Playing on the 14-space side of the victory point track, the game ends, and a player wins, at 14 victory points instead of 10.</source>
        <translation>При игре на стороне трека победных очков с 14 делениями игра заканчивается, и игрок побеждает, при 14 победных очках вместо 10.</translation>
    </message>
    <message>
        <source>Primary ability, first part: the active player scores one public objective whose condition they meet.</source>
        <translation>Основная способность, первая часть: активный игрок выполняет одну общую цель, условиям которой удовлетворяет.</translation>
    </message>
    <message>
        <source>Primary ability, second part: if the active player controls Mecatol Rex they gain 1 VP; otherwise they draw 1 secret objective.</source>
        <translation>Основная способность, вторая часть: если активный игрок контролирует Мекатол-Рекс, он получает 1 ПО; иначе он берёт 1 секретную цель.</translation>
    </message>
    <message>
        <source>Setup (Prophecy of Kings): each player is dealt 2 secret objectives, keeps 1 and returns the other to the deck, which is then shuffled.</source>
        <translation>Подготовка («Пророчество королей»): каждый игрок получает 2 секретные цели, оставляет 1, а другую возвращает в колоду, которую затем перемешивают.</translation>
    </message>
    <message>
        <source>Setup: each player starts with 3 tokens in the tactic pool, 3 in the fleet pool and 2 in the strategy pool, and 0 victory points.</source>
        <translation>Подготовка: каждый игрок начинает с 3 жетонами в тактическом резерве, 3 в резерве флота и 2 в стратегическом резерве, а также с 0 победных очков.</translation>
    </message>
    <message>
        <source>Setup: shuffle the stage I and stage II decks, lay out 5 stage I and 5 stage II objectives face down, and reveal the first 2 stage I objectives.</source>
        <translation>Подготовка: перемешайте колоды этапов I и II, выложите лицом вниз 5 целей этапа I и 5 целей этапа II и откройте первые 2 цели этапа I.</translation>
    </message>
    <message>
        <source>Status phase, step 1: in initiative order each player may score up to 1 public objective and up to 1 secret objective they meet.</source>
        <translation>Фаза статуса, шаг 1: в порядке инициативы каждый игрок может выполнить не более 1 общей цели и не более 1 секретной цели, условиям которых удовлетворяет.</translation>
    </message>
    <message>
        <source>Status phase, step 2: the speaker reveals the next public objective; stage II objectives only after every stage I objective is revealed.</source>
        <translation>Фаза статуса, шаг 2: спикер открывает следующую общую цель; цели этапа II — только после того, как открыты все цели этапа I.</translation>
    </message>
    <message>
        <source>Status phase, step 5: each player gains 2 command tokens and places them in their pools (this app tracks how many go to the strategy pool).</source>
        <translation>Фаза статуса, шаг 5: каждый игрок получает 2 жетона приказов и распределяет их по своим резервам (приложение учитывает, сколько идёт в стратегический резерв).</translation>
    </message>
    <message>
        <source>Strategy phase: the players choose strategy cards; the table says who took Imperial this round, if anyone did.</source>
        <translation>Фаза стратегии: игроки выбирают карты стратегии; за столом сообщают, кто взял «Экспансию» в этом раунде, если кто-то взял.</translation>
    </message>
    <message>
        <source>The 1 VP for Mecatol Rex does not need control of the home system.</source>
        <translation>Для 1 ПО за Мекатол-Рекс не нужно контролировать родную систему.</translation>
    </message>
    <message>
        <source>The active player who holds Imperial may resolve its primary ability as a strategic action during the action phase.</source>
        <translation>Активный игрок с картой «Экспансия» может в фазе действий применить её основную способность как стратегическое действие.</translation>
    </message>
    <message>
        <source>The app cannot see every source of victory points (the custodians token, Support for the Throne, agendas, relics, other effects): at any question of the round a player may record points gained or lost, with the reason, which goes to the log.</source>
        <translation>Приложение видит не все источники победных очков (жетон Хранителей, «Поддержка трона», политика, реликвии, другие эффекты): при любом вопросе раунда игрок может записать полученные или потерянные очки с причиной, которая попадает в журнал.</translation>
    </message>
    <message>
        <source>The app cannot see the board: the players tell it whether a player meets an objective&apos;s condition, controls every planet of their home system, and who controls Mecatol Rex.</source>
        <translation>Приложение не видит игровое поле: игроки сообщают ему, удовлетворяет ли игрок условиям цели, контролирует ли он каждую планету своей родной системы и кто контролирует Мекатол-Рекс.</translation>
    </message>
    <message>
        <source>The app does not track the other strategy cards: status-phase order and ties follow seats clockwise from the left of the Imperial holder, who goes last (Imperial&apos;s initiative 8 is the highest).</source>
        <translation>Приложение не отслеживает остальные карты стратегии: порядок в фазе статуса и ничьи определяются по местам по часовой стрелке, начиная слева от владельца «Экспансии», который идёт последним (инициатива «Экспансии», 8, — самая высокая).</translation>
    </message>
    <message>
        <source>The game ends at once when a player reaches 10 victory points (14 on the other side of the track); that player wins. A player never has more.</source>
        <translation>Игра сразу заканчивается, когда игрок набирает 10 победных очков (14 на другой стороне трека); этот игрок побеждает. Больше очков у игрока не бывает.</translation>
    </message>
    <message>
        <source>The player who removes the custodians token from Mecatol Rex (spending 6 influence before landing ground forces there) takes it and gains 1 victory point; this happens once a game.</source>
        <translation>Игрок, который убирает жетон Хранителей с Мекатол-Рекса (потратив 6 влияния перед высадкой наземных войск), забирает его и получает 1 победное очко; это случается один раз за игру.</translation>
    </message>
    <message>
        <source>To score a public objective with Imperial, the player must control every planet in their home system.</source>
        <translation>Чтобы выполнить общую цель с помощью «Экспансии», игрок должен контролировать каждую планету своей родной системы.</translation>
    </message>
</context>
<context>
    <name>rules.tmae</name>
    <message>
        <source>A blue card ACTION: pay its cost to get its profit, once per Action phase.</source>
        <translation>ДЕЙСТВИЕ синей карты: оплатите его стоимость, чтобы получить результат, один раз за фазу «Действия».</translation>
    </message>
    <message>
        <source>A blue card EFFECT or a corporation ability works whenever its condition happens.</source>
        <translation>ЭФФЕКТ синей карты или способность корпорации срабатывает каждый раз, когда выполняется его условие.</translation>
    </message>
    <message>
        <source>A card the engine does not implement yet is left out of the deck.</source>
        <translation>Карта, которую движок пока не поддерживает, исключается из колоды.</translation>
    </message>
    <message>
        <source>A corporation gives its starting MC, production and abilities (Helion: 3 heat production, 28 MC, heat as MC; Ecoline: 1 plant production, 27 MC, forests for 1 plant less).</source>
        <translation>Корпорация даёт стартовые МК, производство и способности (Гелион: производство тепла 3, 28 МК, тепло вместо МК; Эколайн: производство растений 1, 27 МК, лес на 1 растение дешевле).</translation>
    </message>
    <message>
        <source>A green card raises your production (MC, heat, plants, cards) or your steel and titanium values.</source>
        <translation>Зелёная карта повышает ваше производство (МК, тепло, растения, карты) или значения стали и титана.</translation>
    </message>
    <message>
        <source>A player may not pick the phase it picked in the previous round.</source>
        <translation>Игрок не может выбрать фазу, которую выбирал в предыдущем раунде.</translation>
    </message>
    <message>
        <source>A red card does its effect once when played and stays in play.</source>
        <translation>Красная карта срабатывает один раз при розыгрыше и остаётся в игре.</translation>
    </message>
    <message>
        <source>A tag requirement counts the tags of your corporation and played cards, event cards included.</source>
        <translation>Условие по меткам учитывает метки вашей корпорации и сыгранных карт, включая карты событий.</translation>
    </message>
    <message>
        <source>A temperature or oxygen requirement names a colour band: purple, red, yellow, white; &quot;red&quot; means red or higher unless the card says &quot;or lower&quot;.</source>
        <translation>Условие по температуре или кислороду указывает цветовую зону: фиолетовую, красную, жёлтую, белую; «красная» означает красную или выше, если на карте не сказано «или ниже».</translation>
    </message>
    <message>
        <source>Action bonus: one ACTION may be used a second time.</source>
        <translation>Бонус фазы «Действия»: одно ДЕЙСТВИЕ можно использовать повторно.</translation>
    </message>
    <message>
        <source>An EFFECT triggered by playing a tag fires once per matching tag on the card played (a card with a microbe and a plant tag triggers a &quot;microbe or plant&quot; effect twice), unless it says once per card.</source>
        <translation>ЭФФЕКТ, вызываемый розыгрышем метки, срабатывает за каждую подходящую метку на сыгранной карте (карта с метками микроба и растения дважды запускает эффект «микроб или растение»), если не сказано «один раз за карту».</translation>
    </message>
    <message>
        <source>An effect that lets you consider oxygen or temperature one colour higher or lower shifts the band by one; such effects do not add up.</source>
        <translation>Эффект, позволяющий считать кислород или температуру на один цвет выше или ниже, сдвигает зону на одну; такие эффекты не складываются.</translation>
    </message>
    <message>
        <source>Animals, microbes and science resources live on the card that holds them; &quot;another card&quot; means another of your cards that holds that kind.</source>
        <translation>Животные, микробы и научные ресурсы лежат на карте, которая их хранит; «другая карта» — это другая ваша карта, хранящая ресурсы этого вида.</translation>
    </message>
    <message>
        <source>At any moment a card in hand may be discarded for 3 MC, also to pay for something.</source>
        <translation>В любой момент карту с руки можно сбросить за 3 МК, в том числе чтобы за что-то заплатить.</translation>
    </message>
    <message>
        <source>At the end of a round a player keeps at most 10 cards, gaining 3 MC per card discarded.</source>
        <translation>В конце раунда у игрока остаётся не более 10 карт; за каждую сброшенную карту он получает 3 МК.</translation>
    </message>
    <message>
        <source>At the end of the Action phase a player must convert heat and plants by standard projects as long as it can, unless that parameter is at its maximum.</source>
        <translation>В конце фазы «Действия» игрок обязан преобразовывать тепло и растения стандартными проектами, пока может, если соответствующий параметр не достиг максимума.</translation>
    </message>
    <message>
        <source>Construction bonus: draw 1 card, or play 1 more blue or red card.</source>
        <translation>Бонус фазы «Строительство»: возьмите 1 карту или сыграйте ещё 1 синюю или красную карту.</translation>
    </message>
    <message>
        <source>Development bonus: the green card costs 3 MC less.</source>
        <translation>Бонус фазы «Развитие»: зелёная карта стоит на 3 МК меньше.</translation>
    </message>
    <message>
        <source>Discounts from cards, corporations and phase bonuses add up; a card is paid with MC (and heat for Helion).</source>
        <translation>Скидки от карт, корпораций и бонусов фаз складываются; карта оплачивается МК (а у Гелиона — ещё и теплом).</translation>
    </message>
    <message>
        <source>Each TR point is worth 1 VP.</source>
        <translation>Каждая единица РТ приносит 1 ПО.</translation>
    </message>
    <message>
        <source>Each forest is worth its VP.</source>
        <translation>Каждый лес приносит указанные на нём ПО.</translation>
    </message>
    <message>
        <source>Each player has the 5 phase cards.</source>
        <translation>У каждого игрока есть 5 карт фаз.</translation>
    </message>
    <message>
        <source>Each player is dealt 2 corporations and keeps 1 (the starred ones in a first game).</source>
        <translation>Каждый игрок получает 2 корпорации и оставляет 1 (в первой партии — со звёздочкой).</translation>
    </message>
    <message>
        <source>Each player is dealt 8 project cards and keeps them all; in a first game 4 of them come from the 16 starred green cards.</source>
        <translation>Каждый игрок получает 8 карт проектов и оставляет их все; в первой партии 4 из них берутся из 16 зелёных карт со звёздочкой.</translation>
    </message>
    <message>
        <source>Each steel point makes a building card 2 MC cheaper and each titanium point a space card 3 MC cheaper; the values are not spent. A cost never goes below 0.</source>
        <translation>Каждая единица стали удешевляет карту с меткой «Здание» на 2 МК, а каждая единица титана — карту с меткой «Космос» на 3 МК; эти значения не тратятся. Стоимость не бывает ниже 0.</translation>
    </message>
    <message>
        <source>Every player secretly picks one phase card at the same time.</source>
        <translation>Все игроки одновременно и втайне выбирают по одной карте фазы.</translation>
    </message>
    <message>
        <source>Every player who picked a phase gets its bonus.</source>
        <translation>Каждый игрок, выбравший фазу, получает её бонус.</translation>
    </message>
    <message>
        <source>Every production and value track starts at 0 and every terraform rating at 5.</source>
        <translation>Все треки производства и значений начинаются с 0, а рейтинг терраформирования каждого игрока — с 5.</translation>
    </message>
    <message>
        <source>Flipping an ocean tile gives its reward: MC, plants and/or a card.</source>
        <translation>Переворот жетона океана даёт его награду: МК, растения и/или карту.</translation>
    </message>
    <message>
        <source>In the Action phase each player may use the ACTION of each of its blue cards once and any number of standard projects.</source>
        <translation>В фазе «Действия» каждый игрок может по одному разу использовать ДЕЙСТВИЕ каждой своей синей карты и любое число стандартных проектов.</translation>
    </message>
    <message>
        <source>In the Construction phase each player may play 1 blue or red card, paying its cost.</source>
        <translation>В фазе «Строительство» каждый игрок может сыграть 1 синюю или красную карту, оплатив её стоимость.</translation>
    </message>
    <message>
        <source>In the Development phase each player may play 1 green card, paying its cost.</source>
        <translation>В фазе «Развитие» каждый игрок может сыграть 1 зелёную карту, оплатив её стоимость.</translation>
    </message>
    <message>
        <source>In the phase a parameter reaches its maximum, every raise of it still gives TR until that phase ends; afterwards it cannot be raised.</source>
        <translation>В фазе, когда параметр достигает максимума, каждое его повышение до конца этой фазы всё ещё даёт РТ; после этого его повышать нельзя.</translation>
    </message>
    <message>
        <source>Most VP wins; a tie goes to the most MC + heat + plants left, each card in hand sold for its MC first.</source>
        <translation>Побеждает игрок с наибольшим числом ПО; при ничьей — тот, у кого осталось больше всего МК + тепла + растений, если сначала продать каждую карту с руки за её МК.</translation>
    </message>
    <message>
        <source>Ocean, TR and &quot;spend&quot; requirements: spend means pay that TR, heat or plants when playing the card.</source>
        <translation>Условия по океанам, РТ и «потратьте»: «потратьте» означает заплатить указанные РТ, тепло или растения при розыгрыше карты.</translation>
    </message>
    <message>
        <source>Played cards score their printed VP, variable VP included.</source>
        <translation>Сыгранные карты приносят указанные на них ПО, включая переменные ПО.</translation>
    </message>
    <message>
        <source>Players act in a phase one after another (the first player changes each round); in the Action phase one action at a time until all pass.</source>
        <translation>В фазе игроки действуют по очереди (первый игрок меняется каждый раунд); в фазе «Действия» — по одному действию за раз, пока все не спасуют.</translation>
    </message>
    <message>
        <source>Production &quot;per tag&quot; or &quot;per forest&quot; counts what you have when the card is played (this card included) and grows by 1 with every later such tag or forest.</source>
        <translation>Производство «за метку» или «за лес» учитывает то, что у вас есть при розыгрыше карты (включая её саму), и растёт на 1 с каждой следующей такой меткой или лесом.</translation>
    </message>
    <message>
        <source>Production bonus: 4 MC more.</source>
        <translation>Бонус фазы «Производство»: ещё 4 МК.</translation>
    </message>
    <message>
        <source>Production: each player gains heat, plants and MC from its production and TR, and draws cards for its card production.</source>
        <translation>Производство: каждый игрок получает тепло, растения и МК по своему производству и РТ, а также берёт карты по производству карт.</translation>
    </message>
    <message>
        <source>Raising oxygen or temperature, or flipping an ocean, gives 1 TR.</source>
        <translation>Повышение уровня кислорода или температуры либо переворот океана даёт 1 РТ.</translation>
    </message>
    <message>
        <source>Research bonus: draw 5 and keep 2.</source>
        <translation>Бонус фазы «Исследование»: возьмите 5 и оставьте 2.</translation>
    </message>
    <message>
        <source>Research: every player draws 2 project cards and keeps 1.</source>
        <translation>Исследование: каждый игрок берёт 2 карты проектов и оставляет 1.</translation>
    </message>
    <message>
        <source>Selling is offered in every Development, Construction and Action decision, and while paying for a card that costs more than you have; Helion pays actions and standard projects MC first, then heat.</source>
        <translation>Продажа предлагается при каждом решении в фазах «Развитие», «Строительство» и «Действия», а также при оплате карты, которая стоит больше, чем у вас есть; Гелион оплачивает действия и стандартные проекты сначала МК, затем теплом.</translation>
    </message>
    <message>
        <source>Solo: a dummy hand of 5 phase cards is shuffled; each round its top card is revealed and that phase is played too, with no bonus.</source>
        <translation>Одиночная игра: фиктивная рука из 5 карт фаз перемешивается; каждый раунд открывается её верхняя карта, и эта фаза тоже разыгрывается, без бонуса.</translation>
    </message>
    <message>
        <source>Solo: after every 5 rounds the dummy hand is reshuffled and Mars advances by the difficulty (novice 2, advanced 1, expert 0 steps of oxygen or temperature, no TR).</source>
        <translation>Одиночная игра: каждые 5 раундов фиктивная рука перетасовывается, а Марс меняется в зависимости от сложности (новичок — 2, опытный — 1, эксперт — 0 шагов кислорода или температуры, без РТ).</translation>
    </message>
    <message>
        <source>Solo: in the last 5 rounds the player chooses the order of the dummy phase cards.</source>
        <translation>Одиночная игра: в последних 5 раундах игрок сам выбирает порядок карт фаз фиктивной руки.</translation>
    </message>
    <message>
        <source>Solo: the game lasts at most 25 rounds; the player wins by terraforming Mars by then.</source>
        <translation>Одиночная игра: партия длится не более 25 раундов; игрок побеждает, если к этому времени терраформирует Марс.</translation>
    </message>
    <message>
        <source>Solo: the player chooses, step by step, whether the advance raises oxygen or temperature.</source>
        <translation>Одиночная игра: игрок пошагово выбирает, что повышается — кислород или температура.</translation>
    </message>
    <message>
        <source>Standard project: spend 14 MC to raise the temperature 1 step.</source>
        <translation>Стандартный проект: потратьте 14 МК, чтобы повысить температуру на 1 шаг.</translation>
    </message>
    <message>
        <source>Standard project: spend 15 MC to flip an ocean tile and take the reward on its back.</source>
        <translation>Стандартный проект: потратьте 15 МК, чтобы перевернуть жетон океана и получить награду с его обратной стороны.</translation>
    </message>
    <message>
        <source>Standard project: spend 20 MC for a forest (1 VP) and 1 oxygen step.</source>
        <translation>Стандартный проект: потратьте 20 МК на лес (1 ПО) и 1 шаг кислорода.</translation>
    </message>
    <message>
        <source>Standard project: spend 8 heat to raise the temperature 1 step.</source>
        <translation>Стандартный проект: потратьте 8 ед. тепла, чтобы повысить температуру на 1 шаг.</translation>
    </message>
    <message>
        <source>Standard project: spend 8 plants for a forest (1 VP) and 1 oxygen step.</source>
        <translation>Стандартный проект: потратьте 8 растений на лес (1 ПО) и 1 шаг кислорода.</translation>
    </message>
    <message>
        <source>Temperature starts at -30 °C and oxygen at 0%.</source>
        <translation>Температура начинается с -30 °C, а кислород — с 0%.</translation>
    </message>
    <message>
        <source>Temperature, oxygen and ocean requirements are checked against the global parameters at the start of the current phase; other requirements (tags, TR, resources to spend) against the current state.</source>
        <translation>Требования к температуре, кислороду и океанам проверяются по глобальным параметрам на начало текущей фазы; остальные требования (символы, РТ, тратимые ресурсы) — по текущему состоянию.</translation>
    </message>
    <message>
        <source>The 9 ocean tiles are shuffled face down.</source>
        <translation>9 жетонов океанов перемешиваются лицевой стороной вниз.</translation>
    </message>
    <message>
        <source>The game ends when Mars is terraformed: oxygen 14%, 9 oceans flipped and temperature +8 °C; the most VP wins.</source>
        <translation>Игра заканчивается, когда Марс терраформирован: кислород 14%, 9 перевёрнутых океанов и температура +8 °C; побеждает игрок с наибольшим числом ПО.</translation>
    </message>
    <message>
        <source>The game ends when all 9 oceans are flipped, the temperature is +8 °C and oxygen is 14%.</source>
        <translation>Игра заканчивается, когда все 9 океанов перевёрнуты, температура составляет +8 °C, а кислород — 14%.</translation>
    </message>
    <message>
        <source>The game is over: nothing more to answer.</source>
        <translation>Игра окончена: больше отвечать не на что.</translation>
    </message>
    <message>
        <source>The phase in which Mars is terraformed is finished; the remaining picked phases of that round are not played.</source>
        <translation>Фаза, в которой Марс терраформирован, доигрывается; остальные выбранные фазы этого раунда не разыгрываются.</translation>
    </message>
    <message>
        <source>The picked phases are resolved in order I to V, each once however many players picked it; phases nobody picked are skipped.</source>
        <translation>Выбранные фазы разыгрываются по порядку от I до V, каждая один раз, сколько бы игроков её ни выбрало; фазы, которые никто не выбрал, пропускаются.</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative: the first time your TR rises in a phase you may pay 6 MC for 1 more TR.</source>
        <translation>Марсианская инициатива ООН: когда ваш РТ впервые за фазу повышается, можно заплатить 6 МК за ещё 1 РТ.</translation>
    </message>
    <message>
        <source>Variable VP are counted at the end of the game.</source>
        <translation>Переменные ПО подсчитываются в конце игры.</translation>
    </message>
    <message>
        <source>When the project deck runs out, the discards are shuffled into a new deck.</source>
        <translation>Когда колода проектов заканчивается, сброс перемешивается в новую колоду.</translation>
    </message>
    <message>
        <source>With 3 or 4 seats the 4 starred corporations cannot be dealt 2 per player: each player is then dealt 1 of them.</source>
        <translation>При 3 или 4 игроках 4 корпорации со звёздочкой нельзя раздать по 2 на игрока: тогда каждый игрок получает 1 из них.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>The file is larger than 10 MB ({size} bytes); it is not a Tabula save.</source>
        <extracomment>2: the games&apos; state layouts changed (a pending-work stack); format-1 files are replayed without comparing their final state hash, and written back in format 2. the longest integer literal a save may hold (seeds are at most 20 digits) a temp file of a writer is removed at start-up when its writer is gone or after this long test hook: the write step at which a writer process kills itself (see ``write_atomic``) &quot;bot&quot; is the random bot (tests, old saves); easy / medium / hard are the computer players shown in the Continue list without replaying the game&apos;s round when it was saved (games that count rounds; format 2)</extracomment>
        <translation>Файл больше 10 МБ (размер в байтах: {size}); это не сохранение Tabula.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Файл пуст.</translation>
    </message>
    <message>
        <source>The file is cut short (truncated) at byte {pos}.</source>
        <translation>Файл обрывается (усечён) на байте {pos}.</translation>
    </message>
    <message>
        <source>The file is not JSON: {error}.</source>
        <translation>Файл не в формате JSON: {error}.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Файл не является текстом в UTF-8.</translation>
    </message>
    <message>
        <source>The file is not a Tabula save of the expected form: {error}.</source>
        <translation>Файл не является сохранением Tabula ожидаемого вида: {error}.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Tabula (save format {schema}, this version reads up to {known}).</source>
        <translation>Файл записан более новой версией Tabula (формат сохранения {schema}, эта версия читает форматы до {known} включительно).</translation>
    </message>
    <message>
        <source>The file uses save format {schema}, which this version cannot read.</source>
        <translation>Файл использует формат сохранения {schema}, который эта версия не умеет читать.</translation>
    </message>
    <message>
        <source>The file is a save of a game this version does not have: {game}.</source>
        <translation>Файл — сохранение игры, которой нет в этой версии: {game}.</translation>
    </message>
    <message>
        <source>The game options in the file are not valid: {error}.</source>
        <translation>Параметры игры в файле недопустимы: {error}.</translation>
    </message>
    <message>
        <source>Answer {index} of the file is refused by the rules: {reason}.</source>
        <translation>Ответ № {index} в файле отклонён правилами: {reason}.</translation>
    </message>
    <message>
        <source>Answer {index} of the file cannot be replayed: {error}.</source>
        <translation>Ответ {index} из файла не удаётся воспроизвести: {error}.</translation>
    </message>
    <message>
        <source>Replaying the file does not reach the state it recorded (a different version of the rules, or an edited file).</source>
        <translation>Воспроизведение файла не приводит к записанному в нём состоянию (другая версия правил или изменённый файл).</translation>
    </message>
    <message>
        <source>The file cannot be read: {error}.</source>
        <translation>Не удаётся прочитать файл: {error}.</translation>
    </message>
    <message>
        <source>This is not a regular file (a pipe, a device or a folder); it is not read.</source>
        <translation>Это не обычный файл (канал, устройство или папка); он не читается.</translation>
    </message>
    <message>
        <source>This is a link to {target}, outside the saves folder; it is not read.</source>
        <translation>Это ссылка на {target} за пределами папки сохранений; она не читается.</translation>
    </message>
    <message>
        <source>This is a link that leads nowhere.</source>
        <translation>Это ссылка, которая никуда не ведёт.</translation>
    </message>
    <message>
        <source>The file&apos;s JSON is nested too deeply to be a Tabula save.</source>
        <translation>JSON в файле вложен слишком глубоко для сохранения Tabula.</translation>
    </message>
    <message>
        <source>The file holds a number with {digits} digits; it is not a Tabula save.</source>
        <translation>В файле есть число из {digits} цифр; это не сохранение Tabula.</translation>
    </message>
    <message>
        <source>The save id {save_id} is not a safe file name.</source>
        <translation>Идентификатор сохранения {save_id} не является безопасным именем файла.</translation>
    </message>
    <message>
        <source>The file was changed by another program or window since this game was saved; it is left as it is and the game is saved to a new file instead.</source>
        <translation>Файл был изменён другой программой или окном после сохранения этой игры; он остаётся как есть, а игра сохраняется в новый файл.</translation>
    </message>
    <message>
        <source>This game is open in another window ({holder}); this window continues it as a copy in a new file.</source>
        <translation>Эта игра открыта в другом окне ({holder}); это окно продолжает её как копию в новом файле.</translation>
    </message>
</context>
<context>
    <name>ti4</name>
    <message>
        <source>3 laws are in play.</source>
        <translation>В игре 3 закона.</translation>
    </message>
    <message>
        <source>4 of your planets share one trait.</source>
        <translation>У 4 ваших планет один и тот же тип.</translation>
    </message>
    <message>
        <source>5 of your non-fighter ships share one system.</source>
        <translation>5 ваших кораблей (не истребителей) находятся в одной системе.</translation>
    </message>
    <message>
        <source>6 of your planets share one trait.</source>
        <translation>У 6 ваших планет один и тот же тип.</translation>
    </message>
    <message>
        <source>8 of your non-fighter ships share one system.</source>
        <translation>8 ваших кораблей (не истребителей) находятся в одной системе.</translation>
    </message>
    <message>
        <source>9 of your ground forces share a planet without your space dock.</source>
        <translation>9 ваших наземных войск находятся на одной планете без вашего космодока.</translation>
    </message>
    <message>
        <source>A rival&apos;s promissory note is in your play area.</source>
        <translation>Карта обещания соперника лежит в вашей игровой зоне.</translation>
    </message>
    <message>
        <source>Achieve Supremacy</source>
        <translation>Добиться превосходства</translation>
    </message>
    <message>
        <source>Adapt New Strategies</source>
        <translation>Освоить новые стратегии</translation>
    </message>
    <message>
        <source>Amass Wealth</source>
        <translation>Накопить богатства</translation>
    </message>
    <message>
        <source>An agenda elects you or a planet you hold.</source>
        <translation>Карта политики избирает вас или подконтрольную вам планету.</translation>
    </message>
    <message>
        <source>Become a Legend</source>
        <translation>Стать легендой</translation>
    </message>
    <message>
        <source>Become a Martyr</source>
        <translation>Стать мучеником</translation>
    </message>
    <message>
        <source>Become the Gatekeeper</source>
        <translation>Стать привратником</translation>
    </message>
    <message>
        <source>Betray a Friend</source>
        <translation>Предать друга</translation>
    </message>
    <message>
        <source>Brave the Void</source>
        <translation>Бросить вызов пустоте</translation>
    </message>
    <message>
        <source>Build Defenses</source>
        <translation>Укрепить оборону</translation>
    </message>
    <message>
        <source>Centralize Galactic Trade</source>
        <translation>Централизовать галактическую торговлю</translation>
    </message>
    <message>
        <source>Command an Armada</source>
        <translation>Командовать армадой</translation>
    </message>
    <message>
        <source>Conquer the Weak</source>
        <translation>Покорить слабых</translation>
    </message>
    <message>
        <source>Construct Massive Cities</source>
        <translation>Возвести огромные города</translation>
    </message>
    <message>
        <source>Control the Borderlands</source>
        <translation>Контролировать пограничье</translation>
    </message>
    <message>
        <source>Control the Region</source>
        <translation>Контролировать регион</translation>
    </message>
    <message>
        <source>Corner the Market</source>
        <translation>Захватить рынок</translation>
    </message>
    <message>
        <source>Cut Supply Lines</source>
        <translation>Перерезать линии снабжения</translation>
    </message>
    <message>
        <source>Darken the Skies</source>
        <translation>Затмить небеса</translation>
    </message>
    <message>
        <source>Defy Space and Time</source>
        <translation>Бросить вызов пространству и времени</translation>
    </message>
    <message>
        <source>Demonstrate Your Power</source>
        <translation>Продемонстрировать мощь</translation>
    </message>
    <message>
        <source>Destroy Heretical Works</source>
        <translation>Уничтожить еретические труды</translation>
    </message>
    <message>
        <source>Destroy Their Greatest Ship</source>
        <translation>Уничтожить их величайший корабль</translation>
    </message>
    <message>
        <source>Destroy a rival&apos;s war sun or flagship.</source>
        <translation>Уничтожьте боевую звезду или флагман соперника.</translation>
    </message>
    <message>
        <source>Develop Weaponry</source>
        <translation>Разработать вооружение</translation>
    </message>
    <message>
        <source>Dictate Policy</source>
        <translation>Диктовать политику</translation>
    </message>
    <message>
        <source>Discard 5 action cards.</source>
        <translation>Сбросьте 5 карт действий.</translation>
    </message>
    <message>
        <source>Discover Lost Outposts</source>
        <translation>Найти затерянные аванпосты</translation>
    </message>
    <message>
        <source>Diversify Research</source>
        <translation>Разнообразить исследования</translation>
    </message>
    <message>
        <source>Drive the Debate</source>
        <translation>Направлять дебаты</translation>
    </message>
    <message>
        <source>End a space combat with 3 non-fighter ships in the active system.</source>
        <translation>Завершите космический бой, имея 3 корабля (не истребителя) в активной системе.</translation>
    </message>
    <message>
        <source>Engineer a Marvel</source>
        <translation>Создать чудо техники</translation>
    </message>
    <message>
        <source>Erect a Monument</source>
        <translation>Воздвигнуть монумент</translation>
    </message>
    <message>
        <source>Establish Hegemony</source>
        <translation>Установить гегемонию</translation>
    </message>
    <message>
        <source>Establish a Perimeter</source>
        <translation>Установить периметр</translation>
    </message>
    <message>
        <source>Every other player is your neighbour.</source>
        <translation>Каждый другой игрок — ваш сосед.</translation>
    </message>
    <message>
        <source>Expand Borders</source>
        <translation>Расширить границы</translation>
    </message>
    <message>
        <source>Explore Deep Space</source>
        <translation>Исследовать дальний космос</translation>
    </message>
    <message>
        <source>Fight With Precision</source>
        <translation>Бить без промаха</translation>
    </message>
    <message>
        <source>Forge an Alliance</source>
        <translation>Заключить союз</translation>
    </message>
    <message>
        <source>Form Galactic Brain Trust</source>
        <translation>Создать галактический мозговой центр</translation>
    </message>
    <message>
        <source>Form a Spy Network</source>
        <translation>Создать шпионскую сеть</translation>
    </message>
    <message>
        <source>Foster Cohesion</source>
        <translation>Укреплять единство</translation>
    </message>
    <message>
        <source>Found Research Outposts</source>
        <translation>Основать исследовательские аванпосты</translation>
    </message>
    <message>
        <source>Found a Golden Age</source>
        <translation>Начать золотой век</translation>
    </message>
    <message>
        <source>Fuel the War Machine</source>
        <translation>Питать военную машину</translation>
    </message>
    <message>
        <source>Galvanize the People</source>
        <translation>Воодушевить народ</translation>
    </message>
    <message>
        <source>Gather a Mighty Fleet</source>
        <translation>Собрать могучий флот</translation>
    </message>
    <message>
        <source>Hoard Raw Materials</source>
        <translation>Запасти сырьё</translation>
    </message>
    <message>
        <source>Hold Vast Reserves</source>
        <translation>Иметь огромные запасы</translation>
    </message>
    <message>
        <source>Improve Infrastructure</source>
        <translation>Улучшить инфраструктуру</translation>
    </message>
    <message>
        <source>Intimidate Council</source>
        <translation>Запугать Совет</translation>
    </message>
    <message>
        <source>Lead from the Front</source>
        <translation>Вести за собой</translation>
    </message>
    <message>
        <source>Learn the Secrets of the Cosmos</source>
        <translation>Познать тайны космоса</translation>
    </message>
    <message>
        <source>Lose a planet in a home system.</source>
        <translation>Потеряйте планету в родной системе.</translation>
    </message>
    <message>
        <source>Make History</source>
        <translation>Войти в историю</translation>
    </message>
    <message>
        <source>Make an Example of Their World</source>
        <translation>Преподать урок их миру</translation>
    </message>
    <message>
        <source>Manipulate Galactic Law</source>
        <translation>Управлять галактическим законом</translation>
    </message>
    <message>
        <source>Master the Laws of Physics</source>
        <translation>Овладеть законами физики</translation>
    </message>
    <message>
        <source>Master the Sciences</source>
        <translation>Овладеть науками</translation>
    </message>
    <message>
        <source>Mechanize the Military</source>
        <translation>Механизировать армию</translation>
    </message>
    <message>
        <source>Mine Rare Metals</source>
        <translation>Добывать редкие металлы</translation>
    </message>
    <message>
        <source>Monopolize Production</source>
        <translation>Монополизировать производство</translation>
    </message>
    <message>
        <source>Negotiate Trade Routes</source>
        <translation>Проложить торговые пути</translation>
    </message>
    <message>
        <source>Occupy the Fringe</source>
        <translation>Занять окраины</translation>
    </message>
    <message>
        <source>Occupy the Seat of the Empire</source>
        <translation>Занять престол империи</translation>
    </message>
    <message>
        <source>Pass last in a game round.</source>
        <translation>Спасуйте последним в раунде.</translation>
    </message>
    <message>
        <source>Patrol Vast Territories</source>
        <translation>Патрулировать обширные территории</translation>
    </message>
    <message>
        <source>Pay 10 trade goods.</source>
        <translation>Заплатите 10 товаров.</translation>
    </message>
    <message>
        <source>Pay 16 influence.</source>
        <translation>Заплатите 16 влияния.</translation>
    </message>
    <message>
        <source>Pay 16 resources.</source>
        <translation>Заплатите 16 ресурсов.</translation>
    </message>
    <message>
        <source>Pay 3 influence, 3 resources and 3 trade goods.</source>
        <translation>Заплатите 3 влияния, 3 ресурса и 3 товара.</translation>
    </message>
    <message>
        <source>Pay 3 tokens from tactic and/or strategy pools.</source>
        <translation>Потратьте 3 жетона из тактического и/или стратегического резерва.</translation>
    </message>
    <message>
        <source>Pay 5 trade goods.</source>
        <translation>Заплатите 5 товаров.</translation>
    </message>
    <message>
        <source>Pay 6 influence, 6 resources and 6 trade goods.</source>
        <translation>Заплатите 6 влияния, 6 ресурсов и 6 товаров.</translation>
    </message>
    <message>
        <source>Pay 6 tokens from tactic and/or strategy pools.</source>
        <translation>Потратьте 6 жетонов из тактического и/или стратегического резерва.</translation>
    </message>
    <message>
        <source>Pay 8 influence.</source>
        <translation>Заплатите 8 влияния.</translation>
    </message>
    <message>
        <source>Pay 8 resources.</source>
        <translation>Заплатите 8 ресурсов.</translation>
    </message>
    <message>
        <source>Populate the Outer Rim</source>
        <translation>Заселить Внешний край</translation>
    </message>
    <message>
        <source>Produce En Masse</source>
        <translation>Наладить массовое производство</translation>
    </message>
    <message>
        <source>Protect the Border</source>
        <translation>Защитить границу</translation>
    </message>
    <message>
        <source>Prove Endurance</source>
        <translation>Доказать стойкость</translation>
    </message>
    <message>
        <source>Purge 2 of your relic fragments.</source>
        <translation>Уберите из игры 2 ваших фрагмента реликвий.</translation>
    </message>
    <message>
        <source>Push Boundaries</source>
        <translation>Раздвинуть рубежи</translation>
    </message>
    <message>
        <source>Raise a Fleet</source>
        <translation>Собрать флот</translation>
    </message>
    <message>
        <source>Reclaim Ancient Monuments</source>
        <translation>Вернуть древние монументы</translation>
    </message>
    <message>
        <source>Revolutionize Warfare</source>
        <translation>Совершить революцию в военном деле</translation>
    </message>
    <message>
        <source>Rule Distant Lands</source>
        <translation>Править далёкими землями</translation>
    </message>
    <message>
        <source>Seize an Icon</source>
        <translation>Захватить символ</translation>
    </message>
    <message>
        <source>Spark a Rebellion</source>
        <translation>Разжечь восстание</translation>
    </message>
    <message>
        <source>Stake Your Claim</source>
        <translation>Заявить права</translation>
    </message>
    <message>
        <source>Strengthen Bonds</source>
        <translation>Укрепить связи</translation>
    </message>
    <message>
        <source>Subdue the Galaxy</source>
        <translation>Подчинить галактику</translation>
    </message>
    <message>
        <source>Sway the Council</source>
        <translation>Склонить Совет на свою сторону</translation>
    </message>
    <message>
        <source>Threaten Enemies</source>
        <translation>Угрожать врагам</translation>
    </message>
    <message>
        <source>Turn Their Fleets to Dust</source>
        <translation>Обратить их флоты в прах</translation>
    </message>
    <message>
        <source>Unify the Colonies</source>
        <translation>Объединить колонии</translation>
    </message>
    <message>
        <source>Unveil Flagship</source>
        <translation>Представить флагман</translation>
    </message>
    <message>
        <source>Win a combat against a player whose promissory note you held when your tactical action began.</source>
        <translation>Победите в бою игрока, чья карта обещания была у вас в начале вашего тактического действия.</translation>
    </message>
    <message>
        <source>Win a combat against the VP leader.</source>
        <translation>Победите в бою лидера по ПО.</translation>
    </message>
    <message>
        <source>Win a combat in a rival&apos;s home system.</source>
        <translation>Победите в бою в родной системе соперника.</translation>
    </message>
    <message>
        <source>Win a combat inside an anomaly.</source>
        <translation>Победите в бою внутри аномалии.</translation>
    </message>
    <message>
        <source>Win a space combat where your flagship fights and survives.</source>
        <translation>Победите в космическом бою, в котором ваш флагман сражался и уцелел.</translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last fighters in the active system with anti-fighter barrage.</source>
        <translation>Уничтожьте последние истребители соперника в активной системе заградительным огнём.</translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last ground forces on a planet while bombarding it.</source>
        <translation>Уничтожьте последние наземные войска соперника на планете при её бомбардировке.</translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last non-fighter ships in the active system with space cannon offense.</source>
        <translation>Уничтожьте последние корабли соперника (не истребители) в активной системе атакой космической пушки.</translation>
    </message>
    <message>
        <source>You have 3 space docks on the board.</source>
        <translation>У вас на поле 3 космодока.</translation>
    </message>
    <message>
        <source>You have 4 PDS on the board.</source>
        <translation>У вас на поле 4 СПО.</translation>
    </message>
    <message>
        <source>You have 5 dreadnoughts on the board.</source>
        <translation>У вас на поле 5 дредноутов.</translation>
    </message>
    <message>
        <source>You have at least 4 structures.</source>
        <translation>У вас не менее 4 построек.</translation>
    </message>
    <message>
        <source>You have at least 7 structures.</source>
        <translation>У вас не менее 7 построек.</translation>
    </message>
    <message>
        <source>You hold 11 planets outside home systems.</source>
        <translation>Вы контролируете 11 планет вне родных систем.</translation>
    </message>
    <message>
        <source>You hold 2 planets with attachments.</source>
        <translation>Вы контролируете 2 планеты с прикреплёнными картами.</translation>
    </message>
    <message>
        <source>You hold 2 planets, each in or next to a different rival&apos;s home system.</source>
        <translation>Вы контролируете 2 планеты, каждая в родной системе другого соперника или рядом с ней.</translation>
    </message>
    <message>
        <source>You hold 3 planets with a tech specialty.</source>
        <translation>Вы контролируете 3 планеты с технологической специализацией.</translation>
    </message>
    <message>
        <source>You hold 3 planets with attachments.</source>
        <translation>Вы контролируете 3 планеты с прикреплёнными картами.</translation>
    </message>
    <message>
        <source>You hold 4 cultural planets.</source>
        <translation>Вы контролируете 4 культурные планеты.</translation>
    </message>
    <message>
        <source>You hold 4 hazardous planets.</source>
        <translation>Вы контролируете 4 опасные планеты.</translation>
    </message>
    <message>
        <source>You hold 4 industrial planets.</source>
        <translation>Вы контролируете 4 промышленные планеты.</translation>
    </message>
    <message>
        <source>You hold 5 planets with a tech specialty.</source>
        <translation>Вы контролируете 5 планет с технологической специализацией.</translation>
    </message>
    <message>
        <source>You hold 6 planets outside home systems.</source>
        <translation>Вы контролируете 6 планет вне родных систем.</translation>
    </message>
    <message>
        <source>You hold Mecatol Rex with 3 ships in its system.</source>
        <translation>Вы контролируете Мекатол-Рекс, и в его системе 3 ваших корабля.</translation>
    </message>
    <message>
        <source>You hold a legendary planet.</source>
        <translation>Вы контролируете легендарную планету.</translation>
    </message>
    <message>
        <source>You hold a planet in a system where a rival holds a planet.</source>
        <translation>Вы контролируете планету в системе, где соперник контролирует планету.</translation>
    </message>
    <message>
        <source>You hold a planet in another player&apos;s home system.</source>
        <translation>Вы контролируете планету в родной системе другого игрока.</translation>
    </message>
    <message>
        <source>You hold more planets than 2 of your neighbours each.</source>
        <translation>Вы контролируете больше планет, чем каждый из 2 ваших соседей.</translation>
    </message>
    <message>
        <source>You own 2 faction techs (Valefar Assimilator copies excluded).</source>
        <translation>У вас 2 фракционные технологии (копии Ассимилятора Валефар не в счёт).</translation>
    </message>
    <message>
        <source>You own 2 techs of each of 2 colours.</source>
        <translation>У вас по 2 технологии каждого из 2 цветов.</translation>
    </message>
    <message>
        <source>You own 2 techs of each of 4 colours.</source>
        <translation>У вас по 2 технологии каждого из 4 цветов.</translation>
    </message>
    <message>
        <source>You own 2 unit upgrades.</source>
        <translation>У вас 2 улучшения юнитов.</translation>
    </message>
    <message>
        <source>You own 3 unit upgrades.</source>
        <translation>У вас 3 улучшения юнитов.</translation>
    </message>
    <message>
        <source>You own 4 techs of one colour.</source>
        <translation>У вас 4 технологии одного цвета.</translation>
    </message>
    <message>
        <source>Your flagship or a war sun is in another player&apos;s home system or at Mecatol Rex.</source>
        <translation>Ваш флагман или боевая звезда находится в родной системе другого игрока или в системе Мекатол-Рекса.</translation>
    </message>
    <message>
        <source>Your flagship or a war sun is on the board.</source>
        <translation>Ваш флагман или боевая звезда находится на поле.</translation>
    </message>
    <message>
        <source>Your mechs stand on 4 planets, one on each.</source>
        <translation>Ваши мехи стоят на 4 планетах, по одному на каждой.</translation>
    </message>
    <message>
        <source>Your planets add up to 12 influence.</source>
        <translation>Ваши планеты в сумме дают 12 влияния.</translation>
    </message>
    <message>
        <source>Your planets add up to 12 resources.</source>
        <translation>Ваши планеты в сумме дают 12 ресурсов.</translation>
    </message>
    <message>
        <source>Your ships are in 3 systems, each next to an anomaly.</source>
        <translation>Ваши корабли находятся в 3 системах, каждая из которых соседствует с аномалией.</translation>
    </message>
    <message>
        <source>Your ships are in 6 systems.</source>
        <translation>Ваши корабли находятся в 6 системах.</translation>
    </message>
    <message>
        <source>Your ships are in a system next to a rival&apos;s home system.</source>
        <translation>Ваши корабли находятся в системе, соседней с родной системой соперника.</translation>
    </message>
    <message>
        <source>Your ships are in an alpha wormhole system and in a beta wormhole system.</source>
        <translation>Ваши корабли находятся в системе с червоточиной альфа и в системе с червоточиной бета.</translation>
    </message>
    <message>
        <source>Your ships share a system with a rival&apos;s space dock.</source>
        <translation>Ваши корабли находятся в одной системе с космодоком соперника.</translation>
    </message>
    <message>
        <source>Your ships sit in 2 systems next to Mecatol Rex.</source>
        <translation>Ваши корабли находятся в 2 системах, соседних с Мекатол-Рексом.</translation>
    </message>
    <message>
        <source>Your structures stand on 3 planets beyond your home system.</source>
        <translation>Ваши постройки стоят на 3 планетах за пределами вашей родной системы.</translation>
    </message>
    <message>
        <source>Your structures stand on 5 planets beyond your home system.</source>
        <translation>Ваши постройки стоят на 5 планетах за пределами вашей родной системы.</translation>
    </message>
    <message>
        <source>Your units are in 2 systems with a legendary planet, Mecatol Rex or an anomaly.</source>
        <translation>Ваши юниты находятся в 2 системах с легендарной планетой, Мекатол-Рексом или аномалией.</translation>
    </message>
    <message>
        <source>Your units are in 3 board-edge systems, home excluded.</source>
        <translation>Ваши юниты находятся в 3 системах на краю поля, не считая родной.</translation>
    </message>
    <message>
        <source>Your units are in 3 systems without planets.</source>
        <translation>Ваши юниты находятся в 3 системах без планет.</translation>
    </message>
    <message>
        <source>Your units are in 4 systems with a legendary planet, Mecatol Rex or an anomaly.</source>
        <translation>Ваши юниты находятся в 4 системах с легендарной планетой, Мекатол-Рексом или аномалией.</translation>
    </message>
    <message>
        <source>Your units are in 5 board-edge systems, home excluded.</source>
        <translation>Ваши юниты находятся в 5 системах на краю поля, не считая родной.</translation>
    </message>
    <message>
        <source>Your units are in 5 systems without planets.</source>
        <translation>Ваши юниты находятся в 5 системах без планет.</translation>
    </message>
    <message>
        <source>Your units are in the wormhole nexus.</source>
        <translation>Ваши юниты находятся в узле червоточин.</translation>
    </message>
    <message>
        <source>Your units in one system have 8 PRODUCTION in total.</source>
        <translation>Ваши юниты в одной системе имеют в сумме ПРОИЗВОДСТВО 8.</translation>
    </message>
    <message>
        <source>Twilight Imperium 4: Imperial</source>
        <translation>Сумерки империи 4: Экспансия</translation>
    </message>
    <message>
        <source>A scoring-table companion for a real game of Twilight Imperium 4 (3–6 players): objectives, secret objectives, victory points and the Imperial strategy card.</source>
        <translation>Помощник для подсчёта очков в настоящей партии «Сумерек империи» (3–6 игроков): цели, секретные цели, победные очки и карта стратегии «Экспансия».</translation>
    </message>
    <message>
        <source>The stage I and stage II objective decks are shuffled; 5 of each are laid out face down.</source>
        <translation>Колоды целей этапов I и II перемешаны; по 5 карт из каждой выложены лицом вниз.</translation>
    </message>
    <message>
        <source>Setup: {objective} is revealed.</source>
        <translation>Подготовка: открыта цель «{objective}».</translation>
    </message>
    <message>
        <source>Each player is dealt 2 secret objectives.</source>
        <translation>Каждый игрок получает 2 секретные цели.</translation>
    </message>
    <message>
        <source>You are dealt {first} and {second}.</source>
        <translation>Вы получаете цели «{first}» и «{second}».</translation>
    </message>
    <message>
        <source>Keep one of your 2 secret objectives; the other goes back to the deck.</source>
        <translation>Оставьте одну из 2 ваших секретных целей; другая возвращается в колоду.</translation>
    </message>
    <message>
        <source>Keep {objective}</source>
        <translation>Оставить «{objective}»</translation>
    </message>
    <message>
        <source>{player} keeps a secret objective and returns the other.</source>
        <translation>{player} оставляет одну секретную цель и возвращает другую.</translation>
    </message>
    <message>
        <source>The secret objective deck is shuffled.</source>
        <translation>Колода секретных целей перемешана.</translation>
    </message>
    <message>
        <source>Round {round}: who took the Imperial strategy card?</source>
        <translation>Раунд {round}: кто взял карту стратегии «Экспансия»?</translation>
    </message>
    <message>
        <source>Nobody took Imperial this round</source>
        <translation>Никто не взял «Экспансию» в этом раунде</translation>
    </message>
    <message>
        <source>{player} holds Imperial in round {round}.</source>
        <translation>{player} держит «Экспансию» в раунде {round}.</translation>
    </message>
    <message>
        <source>Nobody holds Imperial in round {round}.</source>
        <translation>В раунде {round} «Экспансии» нет ни у кого.</translation>
    </message>
    <message>
        <source>{player}: do you control every planet in your home system?</source>
        <translation>{player}: вы контролируете каждую планету своей родной системы?</translation>
    </message>
    <message>
        <source>Yes, every planet of my home system</source>
        <translation>Да, каждую планету моей родной системы</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>{player} controls every planet of their home system.</source>
        <translation>{player} контролирует каждую планету своей родной системы.</translation>
    </message>
    <message>
        <source>{player} does not control every planet of their home system and cannot score a public objective.</source>
        <translation>{player} контролирует не все планеты своей родной системы и не может выполнить общую цель.</translation>
    </message>
    <message>
        <source>{player} has no revealed public objective left to score.</source>
        <translation>У игрока {player} не осталось открытых общих целей для выполнения.</translation>
    </message>
    <message>
        <source>Imperial: score 1 revealed public objective whose condition you meet.</source>
        <translation>«Экспансия»: выполните 1 открытую общую цель, условиям которой вы удовлетворяете.</translation>
    </message>
    <message>
        <source>Score {objective} ({points} VP): {condition}</source>
        <translation>Выполнить «{objective}» ({points} ПО): {condition}</translation>
    </message>
    <message>
        <source>Score none</source>
        <translation>Не выполнять ни одной</translation>
    </message>
    <message>
        <source>Imperial: who controls Mecatol Rex?</source>
        <translation>«Экспансия»: кто контролирует Мекатол-Рекс?</translation>
    </message>
    <message>
        <source>Nobody (the custodians token is still there)</source>
        <translation>Никто (жетон Хранителей всё ещё там)</translation>
    </message>
    <message>
        <source>{player} controls Mecatol Rex.</source>
        <translation>{player} контролирует Мекатол-Рекс.</translation>
    </message>
    <message>
        <source>Nobody controls Mecatol Rex.</source>
        <translation>Никто не контролирует Мекатол-Рекс.</translation>
    </message>
    <message>
        <source>{player} controls Mecatol Rex and gains 1 victory point.</source>
        <translation>{player} контролирует Мекатол-Рекс и получает 1 победное очко.</translation>
    </message>
    <message>
        <source>{player} scores no public objective.</source>
        <translation>{player} не выполняет ни одной общей цели.</translation>
    </message>
    <message>
        <source>{player} scores no secret objective.</source>
        <translation>{player} не выполняет ни одной секретной цели.</translation>
    </message>
    <message>
        <source>{player} scores {objective} for {points} VP.</source>
        <translation>{player} выполняет цель «{objective}» и получает {points} ПО.</translation>
    </message>
    <message>
        <source>{player} draws a secret objective.</source>
        <translation>{player} берёт секретную цель.</translation>
    </message>
    <message>
        <source>You draw {objective}.</source>
        <translation>Вы берёте цель «{objective}».</translation>
    </message>
    <message>
        <source>The secret objective deck is empty: {player} draws nothing.</source>
        <translation>Колода секретных целей пуста: {player} ничего не берёт.</translation>
    </message>
    <message>
        <source>{player}: spend 1 strategy-pool token to draw 1 secret objective?</source>
        <translation>{player}: потратить 1 жетон из стратегического резерва, чтобы взять 1 секретную цель?</translation>
    </message>
    <message>
        <source>Spend 1 token and draw</source>
        <translation>Потратить 1 жетон и взять</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>{player} spends 1 strategy-pool token.</source>
        <translation>{player} тратит 1 жетон из стратегического резерва.</translation>
    </message>
    <message>
        <source>{player} does not draw.</source>
        <translation>{player} не берёт цель.</translation>
    </message>
    <message>
        <source>You hold more than 3 secret objectives: return 1 unscored secret objective to the deck.</source>
        <translation>У вас больше 3 секретных целей: верните в колоду 1 невыполненную секретную цель.</translation>
    </message>
    <message>
        <source>Return {objective}</source>
        <translation>Вернуть «{objective}»</translation>
    </message>
    <message>
        <source>{player} returns an unscored secret objective to the deck.</source>
        <translation>{player} возвращает в колоду невыполненную секретную цель.</translation>
    </message>
    <message>
        <source>Status phase, {player}: do you control every planet in your home system?</source>
        <translation>Фаза статуса, {player}: вы контролируете каждую планету своей родной системы?</translation>
    </message>
    <message>
        <source>Status phase: score up to 1 revealed public objective whose condition you meet.</source>
        <translation>Фаза статуса: выполните не более 1 открытой общей цели, условиям которой вы удовлетворяете.</translation>
    </message>
    <message>
        <source>Status phase: score up to 1 of your secret objectives whose condition you met.</source>
        <translation>Фаза статуса: выполните не более 1 своей секретной цели, условиям которой вы удовлетворили.</translation>
    </message>
    <message>
        <source>Score {objective} ({phase}): {condition}</source>
        <translation>Выполнить «{objective}» ({phase}): {condition}</translation>
    </message>
    <message>
        <source>status phase</source>
        <translation>фаза статуса</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>фаза действий</translation>
    </message>
    <message>
        <source>agenda phase</source>
        <translation>фаза политики</translation>
    </message>
    <message>
        <source>{objective} is revealed.</source>
        <translation>Открыта цель «{objective}».</translation>
    </message>
    <message>
        <source>No public objective is left to reveal: the game ends.</source>
        <translation>Больше нет общих целей для открытия: игра окончена.</translation>
    </message>
    <message>
        <source>{player} gains 2 command tokens: how many go to the strategy pool?</source>
        <translation>{player} получает 2 жетона приказов: сколько из них идёт в стратегический резерв?</translation>
    </message>
    <message>
        <source>tokens to the strategy pool</source>
        <translation>жетоны в стратегический резерв</translation>
    </message>
    <message numerus="yes">
        <source>{player} gains 2 command tokens and puts %n in the strategy pool.</source>
        <translation>
            <numerusform>{player} получает 2 жетона приказов и кладёт %n в стратегический резерв.</numerusform>
            <numerusform>{player} получает 2 жетона приказов и кладёт %n в стратегический резерв.</numerusform>
            <numerusform>{player} получает 2 жетона приказов и кладёт %n в стратегический резерв.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} reaches {vp} victory points: the game ends.</source>
        <translation>{player} набирает {vp} победных очков: игра окончена.</translation>
    </message>
    <message>
        <source>Record what the app cannot see: a secret objective achieved, the custodians token, Support for the Throne, agendas, relics…</source>
        <translation>Записать то, чего не видит приложение: выполненную секретную цель, жетон Хранителей, «Поддержку трона», политику, реликвии…</translation>
    </message>
    <message>
        <source>Record victory points: who scores, gains or loses them?</source>
        <translation>Запись победных очков: кто их выполняет, получает или теряет?</translation>
    </message>
    <message>
        <source>Back: nothing to record</source>
        <translation>Назад: записывать нечего</translation>
    </message>
    <message>
        <source>{player}: what gives or takes the victory points?</source>
        <translation>{player}: что даёт или отнимает победные очки?</translation>
    </message>
    <message>
        <source>The custodians token, removed from Mecatol Rex (+1 VP)</source>
        <translation>Жетон Хранителей, убранный с Мекатол-Рекса (+1 ПО)</translation>
    </message>
    <message>
        <source>Support for the Throne</source>
        <translation>«Поддержка трона»</translation>
    </message>
    <message>
        <source>An agenda</source>
        <translation>Политика (агенда)</translation>
    </message>
    <message>
        <source>A relic</source>
        <translation>Реликвия</translation>
    </message>
    <message>
        <source>Another effect</source>
        <translation>Другой эффект</translation>
    </message>
    <message>
        <source>{player}, {reason}: how many victory points? (below 0: points lost)</source>
        <translation>{player}, {reason}: сколько победных очков? (меньше 0 — очки потеряны)</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>победные очки</translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n victory point(s): {reason}.</source>
        <translation>
            <numerusform>{player} получает %n победное очко: {reason}.</numerusform>
            <numerusform>{player} получает %n победных очка: {reason}.</numerusform>
            <numerusform>{player} получает %n победных очков: {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n victory point(s): {reason}.</source>
        <translation>
            <numerusform>{player} теряет %n победное очко: {reason}.</numerusform>
            <numerusform>{player} теряет %n победных очка: {reason}.</numerusform>
            <numerusform>{player} теряет %n победных очков: {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>the custodians token</source>
        <translation>жетон Хранителей</translation>
    </message>
    <message>
        <source>an agenda</source>
        <translation>политика (агенда)</translation>
    </message>
    <message>
        <source>a relic</source>
        <translation>реликвия</translation>
    </message>
    <message>
        <source>another effect</source>
        <translation>другой эффект</translation>
    </message>
    <message>
        <source>Public objectives</source>
        <translation>Общие цели</translation>
    </message>
    <message>
        <source>Secret objectives</source>
        <translation>Секретные цели</translation>
    </message>
    <message>
        <source>Imperial (Mecatol Rex)</source>
        <translation>«Экспансия» (Мекатол-Рекс)</translation>
    </message>
    <message>
        <source>Recorded at the table</source>
        <translation>Записано за столом</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Победные очки</translation>
    </message>
    <message>
        <source>Tied on victory points: {player} is first in initiative order.</source>
        <translation>Равенство победных очков: {player} идёт первым по порядку инициативы.</translation>
    </message>
</context>
<context>
    <name>ti4.layout</name>
    <message>
        <source>Stage I objective</source>
        <translation>Цель этапа I</translation>
    </message>
    <message>
        <source>Stage II objective</source>
        <translation>Цель этапа II</translation>
    </message>
    <message>
        <source>Secret objective</source>
        <translation>Секретная цель</translation>
    </message>
    <message>
        <source>status phase</source>
        <translation>фаза статуса</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>фаза действий</translation>
    </message>
    <message>
        <source>agenda phase</source>
        <translation>фаза политики</translation>
    </message>
    <message>
        <source>{kind}, {phase}</source>
        <translation>{kind}, {phase}</translation>
    </message>
    <message>
        <source>Stage I deck</source>
        <translation>Колода этапа I</translation>
    </message>
    <message>
        <source>Stage II deck</source>
        <translation>Колода этапа II</translation>
    </message>
    <message>
        <source>Secret objectives</source>
        <translation>Секретные цели</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n карта рубашкой вверх</numerusform>
            <numerusform>%n карты рубашкой вверх</numerusform>
            <numerusform>%n карт рубашкой вверх</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Public objectives</source>
        <translation>Общие цели</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Колоды</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Стратегия</translation>
    </message>
    <message>
        <source>Imperial</source>
        <translation>Экспансия</translation>
    </message>
    <message>
        <source>Strategy card</source>
        <translation>Карта стратегии</translation>
    </message>
    <message>
        <source>Primary: score 1 public objective, only while you control every planet of your home system.</source>
        <translation>Основная: выполните 1 общую цель, только если контролируете каждую планету своей родной системы.</translation>
    </message>
    <message>
        <source>Then 1 VP if you control Mecatol Rex; if not, draw 1 secret objective.</source>
        <translation>Затем 1 ПО, если вы контролируете Мекатол-Рекс; если нет, возьмите 1 секретную цель.</translation>
    </message>
    <message>
        <source>Others: spend 1 strategy token to draw 1 secret objective.</source>
        <translation>Остальные: потратьте 1 жетон из стратегического резерва, чтобы взять 1 секретную цель.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Победные очки</translation>
    </message>
    <message>
        <source>Mecatol Rex: controlled by {name}</source>
        <translation>Мекатол-Рекс: контролирует {name}</translation>
    </message>
    <message>
        <source>Mecatol Rex: nobody controls it</source>
        <translation>Мекатол-Рекс: никто не контролирует</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Раунд {round}</translation>
    </message>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (место {seat})</translation>
    </message>
    <message>
        <source>holds Imperial</source>
        <translation>держит «Экспансию»</translation>
    </message>
    <message>
        <source>Mecatol Rex</source>
        <translation>Мекатол-Рекс</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>{name}: {vp} victory points</source>
        <translation>{name}: {vp} ПО</translation>
    </message>
    <message>
        <source>public objectives {public} · secret objectives {secret} · Imperial {imperial} · recorded at the table {other}</source>
        <translation>общие цели {public} · секретные цели {secret} · «Экспансия» {imperial} · записано за столом {other}</translation>
    </message>
    <message>
        <source>custodians token</source>
        <translation>жетон Хранителей</translation>
    </message>
    <message>
        <source>S</source>
        <translation>С</translation>
    </message>
    <message>
        <source>{name}: strategy pool</source>
        <translation>{name}: стратегический резерв</translation>
    </message>
    <message>
        <source>H</source>
        <translation>Р</translation>
    </message>
    <message>
        <source>Home system: every planet controlled</source>
        <translation>Родная система: все планеты под контролем</translation>
    </message>
    <message>
        <source>Home system: not every planet controlled</source>
        <translation>Родная система: не все планеты под контролем</translation>
    </message>
    <message>
        <source>Home system: not asked yet</source>
        <translation>Родная система: ещё не спрашивали</translation>
    </message>
</context>
<context>
    <name>tmae</name>
    <message>
        <source>Choose your corporation.</source>
        <translation>Выберите корпорацию.</translation>
    </message>
    <message>
        <source>Pick a phase card for this round.</source>
        <translation>Выберите карту фазы на этот раунд.</translation>
    </message>
    <message>
        <source>Choose the dummy&apos;s phase card for this round.</source>
        <translation>Выберите карту фазы фиктивной руки на этот раунд.</translation>
    </message>
    <message>
        <source>Mars advances: raise temperature or oxygen (no TR).</source>
        <translation>Марс меняется сам: повысьте температуру или уровень кислорода (без РТ).</translation>
    </message>
    <message>
        <source>Development: play a green card, sell, or pass.</source>
        <translation>Развитие: сыграйте зелёную карту, продайте карту или спасуйте.</translation>
    </message>
    <message>
        <source>Construction: play a blue or red card, sell, or pass.</source>
        <translation>Строительство: сыграйте синюю или красную карту, продайте карту или спасуйте.</translation>
    </message>
    <message>
        <source>Action: use an action or a standard project, sell, or pass.</source>
        <translation>Действия: используйте действие или стандартный проект, продайте карту или спасуйте.</translation>
    </message>
    <message>
        <source>How do you pay for {card}?</source>
        <translation>Как оплатить карту «{card}»?</translation>
    </message>
    <message>
        <source>{card}: choose one.</source>
        <translation>{card}: выберите один вариант.</translation>
    </message>
    <message>
        <source>{card}: which card gets the resources?</source>
        <translation>{card}: на какую карту положить ресурсы?</translation>
    </message>
    <message>
        <source>Keep {k} of the drawn cards.</source>
        <translation>Оставьте {k} из взятых карт.</translation>
    </message>
    <message>
        <source>Discard {k} card(s).</source>
        <translation>Сбросьте карты: {k}.</translation>
    </message>
    <message>
        <source>Hand limit: discard {k} card(s) for MC.</source>
        <translation>Лимит карт на руке: сбросьте лишние карты за МК ({k}).</translation>
    </message>
    <message>
        <source>{card}: discard up to {k} cards to draw as many.</source>
        <translation>{card}: сбросьте до {k} карт, чтобы взять столько же.</translation>
    </message>
    <message>
        <source>{card}: play a cheap green card for free?</source>
        <translation>{card}: сыграть дешёвую зелёную карту бесплатно?</translation>
    </message>
    <message>
        <source>{card}: discard a card to draw?</source>
        <translation>{card}: сбросить карту, чтобы взять карты?</translation>
    </message>
    <message>
        <source>{card}: how much heat do you spend?</source>
        <translation>{card}: сколько тепла потратить?</translation>
    </message>
    <message>
        <source>{card}: pay 6 MC for 1 more TR?</source>
        <translation>{card}: заплатить 6 МК за ещё 1 РТ?</translation>
    </message>
    <message>
        <source>Take {corp}</source>
        <translation>Взять корпорацию «{corp}»</translation>
    </message>
    <message>
        <source>Dummy plays {phase}</source>
        <translation>Фиктивная рука разыгрывает: {phase}</translation>
    </message>
    <message>
        <source>Raise the temperature</source>
        <translation>Повысить температуру</translation>
    </message>
    <message>
        <source>Raise oxygen</source>
        <translation>Повысить уровень кислорода</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Сыграть карту «{card}»</translation>
    </message>
    <message>
        <source>Sell {card} for {mc} MC</source>
        <translation>Продать карту «{card}» за {mc} МК</translation>
    </message>
    <message>
        <source>Sell cards</source>
        <extracomment>every &quot;Sell X&quot; of a hand folds under one button of the decision bar (``Option.data[&quot;group&quot;]``)</extracomment>
        <translation>Продать карты</translation>
    </message>
    <message>
        <source>Draw a card (Construction bonus)</source>
        <translation>Взять карту (бонус фазы «Строительство»)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Use {card}: {text}</source>
        <translation>Использовать карту «{card}»: {text}</translation>
    </message>
    <message>
        <source>Use {card}: {text} (with {other})</source>
        <translation>Использовать карту «{card}»: {text} (с картой «{other}»)</translation>
    </message>
    <message>
        <source>Standard project: plants to forest</source>
        <translation>Стандартный проект: растения в лес</translation>
    </message>
    <message>
        <source>Standard project: buy a forest</source>
        <translation>Стандартный проект: купить лес</translation>
    </message>
    <message>
        <source>Standard project: heat to temperature</source>
        <translation>Стандартный проект: тепло в температуру</translation>
    </message>
    <message>
        <source>Standard project: buy a temperature step</source>
        <translation>Стандартный проект: купить шаг температуры</translation>
    </message>
    <message>
        <source>Standard project: buy an ocean</source>
        <translation>Стандартный проект: купить океан</translation>
    </message>
    <message>
        <source>Pay {mc} MC and {heat} heat</source>
        <translation>Заплатить {mc} МК и тепло ×{heat}</translation>
    </message>
    <message>
        <source>{pay}, using 2 microbes</source>
        <translation>{pay}, потратив 2 микроба</translation>
    </message>
    <message>
        <source>{pay}, using 1 plant</source>
        <translation>{pay}, потратив 1 растение</translation>
    </message>
    <message>
        <source>Onto {card}</source>
        <translation>На карту «{card}»</translation>
    </message>
    <message>
        <source>Play {card} for free</source>
        <translation>Сыграть карту «{card}» бесплатно</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Сбросить карту «{card}»</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>heat</source>
        <translation>тепло</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Рейтинг терраформирования</translation>
    </message>
    <message>
        <source>Forests</source>
        <translation>Леса</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Tie broken by the MC, heat and plants left, each card in hand sold first.</source>
        <translation>Ничья разрешается по сумме оставшихся МК, тепла и растений, если сначала продать карты с руки.</translation>
    </message>
    <message>
        <source>Mars was not terraformed in 25 rounds: the game is lost.</source>
        <translation>Марс не терраформирован за 25 раундов: игра проиграна.</translation>
    </message>
    <message>
        <source>Terraforming Mars: Ares Expedition</source>
        <translation>Покорение Марса: Экспедиция «Арес»</translation>
    </message>
    <message>
        <source>Terraform Mars with phase cards, projects and standard projects; 1–4 players with solo mode.</source>
        <translation>Терраформируйте Марс с помощью карт фаз, проектов и стандартных проектов; 1–4 игрока, есть одиночный режим.</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Развитие</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>Строительство</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Производство</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Исследование</translation>
    </message>
    <message>
        <source>{player} draws {num} card(s).</source>
        <translation>{player} берёт карты: {num}.</translation>
    </message>
    <message>
        <source>The discards are shuffled into a new project deck.</source>
        <translation>Сброс перемешан в новую колоду проектов.</translation>
    </message>
    <message>
        <source>{player} plays {card} for {mc} MC.</source>
        <translation>{player} разыгрывает карту «{card}» за {mc} МК.</translation>
    </message>
    <message>
        <source>{player} sells {card} for {mc} MC.</source>
        <translation>{player} продаёт карту «{card}» за {mc} МК.</translation>
    </message>
    <message>
        <source>{player} picks the {phase} phase.</source>
        <translation>{player} выбирает фазу «{phase}».</translation>
    </message>
    <message>
        <source>The dummy hand plays the {phase} phase.</source>
        <translation>Фиктивная рука разыгрывает фазу «{phase}».</translation>
    </message>
    <message>
        <source>{phase} phase.</source>
        <translation>Фаза «{phase}».</translation>
    </message>
    <message>
        <source>{player} raises the temperature to {value} °C.</source>
        <translation>{player} повышает температуру до {value} °C.</translation>
    </message>
    <message>
        <source>{player} raises oxygen to {value}%.</source>
        <translation>{player} повышает уровень кислорода до {value}%.</translation>
    </message>
    <message>
        <source>{player} flips an ocean tile: {mc} MC, {plants} plants, {cards} card(s).</source>
        <translation>{player} переворачивает жетон океана: {mc} МК, растения: {plants}, карты: {cards}.</translation>
    </message>
    <message>
        <source>{player} raises a parameter maxed this phase: 1 TR.</source>
        <translation>{player} повышает параметр, достигший максимума в этой фазе: 1 РТ.</translation>
    </message>
    <message>
        <source>{player} gains a forest.</source>
        <translation>{player} получает лес.</translation>
    </message>
    <message>
        <source>{player} gains {num} TR.</source>
        <translation>{player} получает {num} РТ.</translation>
    </message>
    <message>
        <source>{player} uses the action of {card}.</source>
        <translation>{player} использует действие карты «{card}».</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} пасует.</translation>
    </message>
    <message>
        <source>{player} produces {mc} MC, {heat} heat, {plants} plants and {cards} card(s).</source>
        <translation>{player} производит: {mc} МК, тепло: {heat}, растения: {plants}, карты: {cards}.</translation>
    </message>
    <message>
        <source>Mars is terraformed: the game ends after this phase.</source>
        <translation>Марс терраформирован: игра закончится после этой фазы.</translation>
    </message>
    <message>
        <source>Round 25 is over.</source>
        <translation>25-й раунд окончен.</translation>
    </message>
    <message>
        <source>Mars advances on its own (solo difficulty).</source>
        <translation>Марс меняется сам (сложность одиночной игры).</translation>
    </message>
    <message>
        <source>{player} takes {corp}.</source>
        <translation>{player} берёт корпорацию «{corp}».</translation>
    </message>
    <message>
        <source>{player} discards {num} card(s) for {mc} MC.</source>
        <translation>{player} сбрасывает карты ({num}) за {mc} МК.</translation>
    </message>
    <message>
        <source>Only one starred corporation per player: it is kept.</source>
        <translation>Только одна корпорация со звёздочкой на игрока: она остаётся у игрока.</translation>
    </message>
    <message>
        <source>Cards and corporations are dealt; the ocean tiles are shuffled.</source>
        <translation>Карты и корпорации розданы; жетоны океанов перемешаны.</translation>
    </message>
    <message>
        <source>{player} reveals {card}.</source>
        <translation>{player} открывает карту «{card}».</translation>
    </message>
    <message>
        <source>{player} turns {n} plants into a forest (standard project).</source>
        <extracomment>the log of each standard project, with what it cost</extracomment>
        <translation>{player} превращает растения ({n}) в лес (стандартный проект).</translation>
    </message>
    <message>
        <source>{player} buys a forest for {n} MC (standard project).</source>
        <translation>{player} покупает лес за {n} МК (стандартный проект).</translation>
    </message>
    <message>
        <source>{player} spends {n} heat to raise the temperature (standard project).</source>
        <translation>{player} тратит тепло ({n}), чтобы повысить температуру (стандартный проект).</translation>
    </message>
    <message>
        <source>{player} buys a temperature step for {n} MC (standard project).</source>
        <translation>{player} покупает шаг температуры за {n} МК (стандартный проект).</translation>
    </message>
    <message>
        <source>{player} buys an ocean tile for {n} MC (standard project).</source>
        <translation>{player} покупает тайл океана за {n} МК (стандартный проект).</translation>
    </message>
    <message>
        <source>{player} must turn {n} plants into a forest (end of the Action phase).</source>
        <translation>{player} должен превратить растения ({n}) в лес (конец фазы действий).</translation>
    </message>
    <message>
        <source>{player} must spend {n} heat to raise the temperature (end of the Action phase).</source>
        <translation>{player} должен потратить тепло ({n}), чтобы повысить температуру (конец фазы действий).</translation>
    </message>
    <message>
        <source>The dummy hand is reshuffled.</source>
        <translation>Фиктивная рука перетасована.</translation>
    </message>
    <message>
        <source>MC</source>
        <translation>МК</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>растения</translation>
    </message>
    <message>
        <source>card(s)</source>
        <translation>карты</translation>
    </message>
    <message>
        <source>animal(s)</source>
        <translation>животные</translation>
    </message>
    <message>
        <source>microbe(s)</source>
        <translation>микробы</translation>
    </message>
    <message>
        <source>science resource(s)</source>
        <translation>научные ресурсы</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>РТ</translation>
    </message>
    <message>
        <source>building</source>
        <translation>«Здание»</translation>
    </message>
    <message>
        <source>space</source>
        <translation>«Космос»</translation>
    </message>
    <message>
        <source>science</source>
        <translation>«Наука»</translation>
    </message>
    <message>
        <source>power</source>
        <translation>«Энергия»</translation>
    </message>
    <message>
        <source>earth</source>
        <translation>«Земля»</translation>
    </message>
    <message>
        <source>jovian</source>
        <translation>«Юпитер»</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>«Растение»</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>«Животное»</translation>
    </message>
    <message>
        <source>microbe</source>
        <translation>«Микроб»</translation>
    </message>
    <message>
        <source>event</source>
        <translation>«Событие»</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>фиолетовой</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красной</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтой</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белой</translation>
    </message>
    <message>
        <source>Gain {num} {res}.</source>
        <translation>Получите {res} ×{num}.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Возьмите %n карту.</numerusform>
            <numerusform>Возьмите %n карты.</numerusform>
            <numerusform>Возьмите %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal {num} cards, keep {k}, discard the rest.</source>
        <translation>Откройте верхние карты колоды ({num} шт.), оставьте {k} из них, остальные сбросьте.</translation>
    </message>
    <message>
        <source>Reveal {num} cards, keep {k} tagged {tags}, discard the rest.</source>
        <translation>Откройте верхние карты колоды ({num} шт.), оставьте {k} с меткой {tags}, остальные сбросьте.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s) from your hand.</source>
        <translation>
            <numerusform>Сбросьте %n карту с руки.</numerusform>
            <numerusform>Сбросьте %n карты с руки.</numerusform>
            <numerusform>Сбросьте %n карт с руки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise your TR %n step(s).</source>
        <translation>
            <numerusform>Повысьте свой РТ на %n.</numerusform>
            <numerusform>Повысьте свой РТ на %n.</numerusform>
            <numerusform>Повысьте свой РТ на %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise the temperature %n step(s).</source>
        <translation>
            <numerusform>Повысьте температуру на %n шаг.</numerusform>
            <numerusform>Повысьте температуру на %n шага.</numerusform>
            <numerusform>Повысьте температуру на %n шагов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise oxygen %n step(s).</source>
        <translation>
            <numerusform>Повысьте уровень кислорода на %n шаг.</numerusform>
            <numerusform>Повысьте уровень кислорода на %n шага.</numerusform>
            <numerusform>Повысьте уровень кислорода на %n шагов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flip %n ocean tile(s).</source>
        <translation>
            <numerusform>Переверните %n жетон океана.</numerusform>
            <numerusform>Переверните %n жетона океанов.</numerusform>
            <numerusform>Переверните %n жетонов океанов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n forest(s) and raise oxygen as many steps.</source>
        <translation>
            <numerusform>Получите %n лес и повысьте уровень кислорода на столько же шагов.</numerusform>
            <numerusform>Получите %n леса и повысьте уровень кислорода на столько же шагов.</numerusform>
            <numerusform>Получите %n лесов и повысьте уровень кислорода на столько же шагов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {num} {res} to this card.</source>
        <translation>Добавьте на эту карту: {res} ×{num}.</translation>
    </message>
    <message>
        <source>Add {num} {res} to another card.</source>
        <translation>Добавьте на другую карту: {res} ×{num}.</translation>
    </message>
    <message>
        <source>Add {num} resources to a card that already has resources.</source>
        <translation>Добавьте ресурсы ×{num} на карту, на которой уже есть ресурсы.</translation>
    </message>
    <message>
        <source>Remove {num} resource(s) from this card.</source>
        <translation>Уберите с этой карты ресурсы ×{num}.</translation>
    </message>
    <message>
        <source>Choose one: {alts}</source>
        <translation>Выберите одно: {alts}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} или {b}</translation>
    </message>
    <message>
        <source>If you picked the {phase} phase this round: {then}</source>
        <translation>Если в этом раунде вы выбрали фазу «{phase}»: {then}</translation>
    </message>
    <message>
        <source>If you have {num} {tag} tags: {then}</source>
        <translation>Если у вас не менее {num} меток {tag}: {then}</translation>
    </message>
    <message>
        <source>Raise your TR 1 step per {tag} tag you have.</source>
        <translation>Повысьте свой РТ на 1 за каждую вашу метку {tag}.</translation>
    </message>
    <message>
        <source>You may play 1 more blue or red card this phase.</source>
        <translation>В этой фазе вы можете сыграть ещё 1 синюю или красную карту.</translation>
    </message>
    <message>
        <source>The next card you play this phase costs {num} MC less.</source>
        <translation>Следующая карта, которую вы сыграете в этой фазе, стоит на {num} МК меньше.</translation>
    </message>
    <message>
        <source>For the next card you play this phase, oxygen and temperature may count one colour higher or lower.</source>
        <translation>Для следующей карты, которую вы сыграете в этой фазе, кислород и температуру можно считать на одну цветовую зону выше или ниже.</translation>
    </message>
    <message>
        <source>You may play a green card of printed cost {num} MC or less from your hand without paying MC.</source>
        <translation>Вы можете сыграть с руки зелёную карту с напечатанной стоимостью не более {num} МК, не платя МК.</translation>
    </message>
    <message>
        <source>Spend up to {max} {src} to gain as many {dst}.</source>
        <translation>Обменяйте {src} на {dst} в соотношении 1:1 (не более {max}).</translation>
    </message>
    <message>
        <source>Spend any amount of {src} to gain as many {dst}.</source>
        <translation>Обменяйте {src} на {dst} в соотношении 1:1 в любом количестве.</translation>
    </message>
    <message>
        <source>Discard up to {num} cards from your hand and draw as many.</source>
        <translation>Сбросьте с руки до {num} карт и возьмите столько же.</translation>
    </message>
    <message>
        <source>Reveal the top card of the deck: if it is green, discard it and gain 1 MC; otherwise take it.</source>
        <translation>Откройте верхнюю карту колоды: если она зелёная, сбросьте её и получите 1 МК; иначе возьмите её на руку.</translation>
    </message>
    <message>
        <source>You may discard a card: draw 2 cards if it had a plant tag, else 1.</source>
        <translation>Можете сбросить карту: возьмите 2 карты, если на ней была метка «Растение», иначе 1.</translation>
    </message>
    <message>
        <source>Production: {items}.</source>
        <translation>Производство: {items}.</translation>
    </message>
    <message>
        <source>{num} {res}</source>
        <translation>{res} ×{num}</translation>
    </message>
    <message>
        <source>Production: 1 {res} per {of} you have (counted now, this card included).</source>
        <translation>Производство: {res} ×1 за каждый ваш элемент {of} (считается сейчас, включая эту карту).</translation>
    </message>
    <message>
        <source>Production: 1 {res} per {n} {of} tags you have (counted now, this card included).</source>
        <translation>Производство: {res} ×1 за каждые {n} ваших метки {of} (считается сейчас, включая эту карту).</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>«Лес»</translation>
    </message>
    <message numerus="yes">
        <source>Steel %n: building cards cost 2 MC less per point.</source>
        <translation>
            <numerusform>Сталь %n: карты с меткой «Здание» дешевле на 2 МК за каждую единицу.</numerusform>
            <numerusform>Сталь %n: карты с меткой «Здание» дешевле на 2 МК за каждую единицу.</numerusform>
            <numerusform>Сталь %n: карты с меткой «Здание» дешевле на 2 МК за каждую единицу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Titanium %n: space cards cost 3 MC less per point.</source>
        <translation>
            <numerusform>Титан %n: карты с меткой «Космос» дешевле на 3 МК за каждую единицу.</numerusform>
            <numerusform>Титан %n: карты с меткой «Космос» дешевле на 3 МК за каждую единицу.</numerusform>
            <numerusform>Титан %n: карты с меткой «Космос» дешевле на 3 МК за каждую единицу.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start with {num} MC.</source>
        <translation>Стартовый капитал: {num} МК.</translation>
    </message>
    <message>
        <source>ACTION: {then}</source>
        <translation>ДЕЙСТВИЕ: {then}</translation>
    </message>
    <message>
        <source>ACTION (or): {then}</source>
        <translation>ДЕЙСТВИЕ (или): {then}</translation>
    </message>
    <message>
        <source>ACTION: Spend {items}{note}: {then}</source>
        <translation>ДЕЙСТВИЕ: Потратьте {items}{note}: {then}</translation>
    </message>
    <message>
        <source>ACTION (or): Spend {items}{note}: {then}</source>
        <translation>ДЕЙСТВИЕ (или): Потратьте {items}{note}: {then}</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} и {b}</translation>
    </message>
    <message>
        <source>a card from your hand</source>
        <translation>карту с руки</translation>
    </message>
    <message>
        <source>{num} resource(s) from this card</source>
        <translation>ресурсы ×{num} с этой карты</translation>
    </message>
    <message>
        <source>{num} {res} from one of your cards</source>
        <translation>ресурсы ({res}) ×{num} с одной из ваших карт</translation>
    </message>
    <message>
        <source> (only {num} {res} if you picked the Action phase)</source>
        <translation> (только {res} ×{num}, если вы выбрали фазу «Действия»)</translation>
    </message>
    <message>
        <source> (the MC cost drops {num} per {per})</source>
        <translation> (стоимость в МК снижается на {num} за каждую {per})</translation>
    </message>
    <message>
        <source> (the MC cost drops {num} with {k} or more blue cards in play)</source>
        <translation> (стоимость в МК снижается на {num}, если у вас в игре не менее {k} синих карт)</translation>
    </message>
    <message>
        <source>steel</source>
        <translation>единицу стали</translation>
    </message>
    <message>
        <source>titanium</source>
        <translation>единицу титана</translation>
    </message>
    <message>
        <source>power tag</source>
        <translation>метку «Энергия»</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card tagged {tags}{incl}: {do}</source>
        <translation>ЭФФЕКТ: Когда вы разыгрываете карту с меткой {tags}{incl}: {do}</translation>
    </message>
    <message>
        <source>EFFECT: A card tagged {tags} costs you {num} MC less.</source>
        <translation>ЭФФЕКТ: Карта с меткой {tags} обходится вам на {num} МК дешевле.</translation>
    </message>
    <message>
        <source>EFFECT: For each {tag} tag you play, gain 1 TR.</source>
        <translation>ЭФФЕКТ: За каждую разыгранную вами метку {tag} получите 1 РТ.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card: {do}</source>
        <translation>ЭФФЕКТ: Когда вы разыгрываете карту: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you flip an ocean tile: {do}</source>
        <translation>ЭФФЕКТ: Когда вы переворачиваете жетон океана: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you raise the temperature: {do}</source>
        <translation>ЭФФЕКТ: Когда вы повышаете температуру: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you raise oxygen: {do}</source>
        <translation>ЭФФЕКТ: Когда вы повышаете уровень кислорода: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you gain a forest: {do}</source>
        <translation>ЭФФЕКТ: Когда вы получаете лес: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you use an ACTION: {do}</source>
        <translation>ЭФФЕКТ: Когда вы используете ДЕЙСТВИЕ: {do}</translation>
    </message>
    <message>
        <source> (this one included)</source>
        <translation> (включая эту)</translation>
    </message>
    <message>
        <source> (once per card)</source>
        <translation> (один раз за карту)</translation>
    </message>
    <message>
        <source>EFFECT: Cards cost you {num} MC less.</source>
        <translation>ЭФФЕКТ: Карты обходятся вам на {num} МК дешевле.</translation>
    </message>
    <message>
        <source>EFFECT: A card of printed cost {min} MC or more costs you {num} MC less.</source>
        <translation>ЭФФЕКТ: Карта с напечатанной стоимостью от {min} МК обходится вам на {num} МК дешевле.</translation>
    </message>
    <message>
        <source>EFFECT: Each steel point is worth {num} MC more.</source>
        <translation>ЭФФЕКТ: Каждая единица стали стоит на {num} МК больше.</translation>
    </message>
    <message>
        <source>EFFECT: Each titanium point is worth {num} MC more.</source>
        <translation>ЭФФЕКТ: Каждая единица титана стоит на {num} МК больше.</translation>
    </message>
    <message>
        <source>EFFECT: For requirements, oxygen and temperature may count one colour higher or lower.</source>
        <translation>ЭФФЕКТ: При проверке условий кислород и температуру можно считать на одну цветовую зону выше или ниже.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card, you may remove {num} microbes from this card to pay {mc} MC less.</source>
        <translation>ЭФФЕКТ: Когда вы разыгрываете карту, можете убрать с этой карты микробы ×{num}, чтобы заплатить на {mc} МК меньше.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card, you may spend {num} plant to pay {mc} MC less.</source>
        <translation>ЭФФЕКТ: Когда вы разыгрываете карту, можете потратить растения ×{num}, чтобы заплатить на {mc} МК меньше.</translation>
    </message>
    <message>
        <source>EFFECT: Standard projects that cost MC cost you {num} MC less.</source>
        <translation>ЭФФЕКТ: Стандартные проекты, оплачиваемые МК, обходятся вам на {num} МК дешевле.</translation>
    </message>
    <message>
        <source>EFFECT: Cards you sell are worth {num} MC more.</source>
        <translation>ЭФФЕКТ: Продаваемые вами карты приносят на {num} МК больше.</translation>
    </message>
    <message>
        <source>EFFECT: In the Research phase, draw {num} more card(s).</source>
        <translation>ЭФФЕКТ: В фазе «Исследование» берите больше карт: +{num}.</translation>
    </message>
    <message>
        <source>EFFECT: In the Research phase, keep {num} more card(s).</source>
        <translation>ЭФФЕКТ: В фазе «Исследование» оставляйте больше карт: +{num}.</translation>
    </message>
    <message>
        <source>EFFECT: A forest from plants costs you {num} plant(s) less.</source>
        <translation>ЭФФЕКТ: Лес за растения обходится вам на {num} дешевле.</translation>
    </message>
    <message>
        <source>EFFECT: You may pay with heat as if it were MC.</source>
        <translation>ЭФФЕКТ: Вы можете платить теплом, как будто это МК.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card that raises your steel, gain 1 TR.</source>
        <translation>ЭФФЕКТ: Когда вы разыгрываете карту, повышающую вашу сталь, получите 1 РТ.</translation>
    </message>
    <message>
        <source>EFFECT: The first time your TR rises in a phase, you may pay 6 MC to raise it 1 more step.</source>
        <translation>ЭФФЕКТ: Когда ваш РТ впервые за фазу повышается, можете заплатить 6 МК, чтобы повысить его ещё на 1.</translation>
    </message>
    <message>
        <source>Requires temperature {band} or warmer.</source>
        <translation>Требуется температура не ниже {band} зоны.</translation>
    </message>
    <message>
        <source>Requires temperature {band} or cooler.</source>
        <translation>Требуется температура не выше {band} зоны.</translation>
    </message>
    <message>
        <source>Requires oxygen {band} or higher.</source>
        <translation>Требуется уровень кислорода не ниже {band} зоны.</translation>
    </message>
    <message>
        <source>Requires oxygen {band} or lower.</source>
        <translation>Требуется уровень кислорода не выше {band} зоны.</translation>
    </message>
    <message>
        <source>Requires {num} {tag} tag(s).</source>
        <translation>Требуется меток {tag}: {num}.</translation>
    </message>
    <message>
        <source>Requires {num} flipped ocean tiles.</source>
        <translation>Требуется не менее {num} перевёрнутых жетонов океанов.</translation>
    </message>
    <message>
        <source>Requires at most {num} flipped ocean tiles.</source>
        <translation>Требуется не более {num} перевёрнутых жетонов океанов.</translation>
    </message>
    <message>
        <source>Requires a TR of {num} or more.</source>
        <translation>Требуется РТ не менее {num}.</translation>
    </message>
    <message>
        <source>Spend {num} {res} to play this card.</source>
        <translation>Чтобы разыграть эту карту, потратьте {res} ×{num}.</translation>
    </message>
    <message>
        <source>{num} VP.</source>
        <translation>{num} ПО.</translation>
    </message>
    <message>
        <source>1 VP per {per} resource(s) on this card.</source>
        <translation>Ресурсы на этой карте: 1 ПО за {per} шт.</translation>
    </message>
    <message>
        <source>1 VP per {per} forests you have.</source>
        <translation>Ваши леса: 1 ПО за каждые {per}.</translation>
    </message>
    <message>
        <source>1 VP per {per} cards you have played.</source>
        <translation>Сыгранные вами карты: 1 ПО за каждые {per}.</translation>
    </message>
    <message>
        <source>1 VP per {per} blue cards you have in play.</source>
        <translation>Ваши синие карты в игре: 1 ПО за каждые {per}.</translation>
    </message>
    <message>
        <source>1 VP per {per} {tag} tag(s) you have.</source>
        <translation>Ваши метки {tag}: 1 ПО за {per} шт.</translation>
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
        <translation>Центр ИИ</translation>
    </message>
    <message>
        <source>Acquired Company</source>
        <translation>Приобретённая компания</translation>
    </message>
    <message>
        <source>Adaptation Technology</source>
        <translation>Технологии адаптации</translation>
    </message>
    <message>
        <source>Adapted Lichen</source>
        <translation>Адаптированный лишайник</translation>
    </message>
    <message>
        <source>Advanced Alloys</source>
        <translation>Передовые сплавы</translation>
    </message>
    <message>
        <source>Advanced Ecosystems</source>
        <translation>Развитые экосистемы</translation>
    </message>
    <message>
        <source>Advanced Screening Technology</source>
        <translation>Передовые технологии отбора</translation>
    </message>
    <message>
        <source>Aerated Magma</source>
        <translation>Аэрированная магма</translation>
    </message>
    <message>
        <source>Airborne Radiation</source>
        <translation>Атмосферная радиация</translation>
    </message>
    <message>
        <source>Algae</source>
        <translation>Водоросли</translation>
    </message>
    <message>
        <source>Anaerobic Microorganisms</source>
        <translation>Анаэробные микроорганизмы</translation>
    </message>
    <message>
        <source>Anti-Gravity Technology</source>
        <translation>Антигравитационные технологии</translation>
    </message>
    <message>
        <source>Aquifer Pumping</source>
        <translation>Откачка подземных вод</translation>
    </message>
    <message>
        <source>Archaebacteria</source>
        <translation>Архебактерии</translation>
    </message>
    <message>
        <source>Arctic Algae</source>
        <translation>Арктические водоросли</translation>
    </message>
    <message>
        <source>Artificial Jungle</source>
        <translation>Искусственные джунгли</translation>
    </message>
    <message>
        <source>Artificial Lake</source>
        <translation>Искусственное озеро</translation>
    </message>
    <message>
        <source>Artificial Photosynthesis</source>
        <translation>Искусственный фотосинтез</translation>
    </message>
    <message>
        <source>Assembly Lines</source>
        <translation>Сборочные линии</translation>
    </message>
    <message>
        <source>Asset Liquidation</source>
        <translation>Ликвидация активов</translation>
    </message>
    <message>
        <source>Asteroid Mining</source>
        <translation>Добыча на астероидах</translation>
    </message>
    <message>
        <source>Asteroid Mining Consortium</source>
        <translation>Консорциум по добыче на астероидах</translation>
    </message>
    <message>
        <source>Astrofarm</source>
        <translation>Астроферма</translation>
    </message>
    <message>
        <source>Atmosphere Filtering</source>
        <translation>Фильтрация атмосферы</translation>
    </message>
    <message>
        <source>Atmospheric Insulators</source>
        <translation>Атмосферные изоляторы</translation>
    </message>
    <message>
        <source>Automated Factories</source>
        <translation>Автоматизированные заводы</translation>
    </message>
    <message>
        <source>Balanced Portfolios</source>
        <translation>Сбалансированные портфели</translation>
    </message>
    <message>
        <source>Beam from a Thorium Asteroid</source>
        <translation>Луч с ториевого астероида</translation>
    </message>
    <message>
        <source>Biomass Combustors</source>
        <translation>Сжигатели биомассы</translation>
    </message>
    <message>
        <source>Biothermal Power</source>
        <translation>Биотермальная энергия</translation>
    </message>
    <message>
        <source>Birds</source>
        <translation>Птицы</translation>
    </message>
    <message>
        <source>Blueprints</source>
        <translation>Чертежи</translation>
    </message>
    <message>
        <source>Brainstorming Session</source>
        <translation>Мозговой штурм</translation>
    </message>
    <message>
        <source>Breathing Filters</source>
        <translation>Дыхательные фильтры</translation>
    </message>
    <message>
        <source>Bribed Committee</source>
        <translation>Подкупленный комитет</translation>
    </message>
    <message>
        <source>Building Industries</source>
        <translation>Строительная индустрия</translation>
    </message>
    <message>
        <source>Bushes</source>
        <translation>Кустарники</translation>
    </message>
    <message>
        <source>Business Contacts</source>
        <translation>Деловые связи</translation>
    </message>
    <message>
        <source>CEO&apos;s Favorite Project</source>
        <translation>Любимый проект гендиректора</translation>
    </message>
    <message>
        <source>Callisto Penal Mines</source>
        <translation>Каторжные шахты Каллисто</translation>
    </message>
    <message>
        <source>Caretaker Contract</source>
        <translation>Контракт на обслуживание</translation>
    </message>
    <message>
        <source>Cartel</source>
        <translation>Картель</translation>
    </message>
    <message>
        <source>Circuit Board Factory</source>
        <translation>Фабрика печатных плат</translation>
    </message>
    <message>
        <source>Coal Imports</source>
        <translation>Импорт угля</translation>
    </message>
    <message>
        <source>Colonizer Training Camp</source>
        <translation>Учебный лагерь колонистов</translation>
    </message>
    <message>
        <source>Comet</source>
        <translation>Комета</translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation>Торговый квартал</translation>
    </message>
    <message>
        <source>Community Gardens</source>
        <translation>Общественные сады</translation>
    </message>
    <message>
        <source>Composting Factory</source>
        <translation>Компостный завод</translation>
    </message>
    <message>
        <source>Conserved Biome</source>
        <translation>Заповедный биом</translation>
    </message>
    <message>
        <source>Convoy from Europa</source>
        <translation>Конвой с Европы</translation>
    </message>
    <message>
        <source>Crater</source>
        <translation>Кратер</translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation>КредиКор</translation>
    </message>
    <message>
        <source>Decomposers</source>
        <translation>Редуценты</translation>
    </message>
    <message>
        <source>Decomposing Fungus</source>
        <translation>Разлагающий грибок</translation>
    </message>
    <message>
        <source>Deep Well Heating</source>
        <translation>Нагрев из глубоких скважин</translation>
    </message>
    <message>
        <source>Deimos Down</source>
        <translation>Падение Деймоса</translation>
    </message>
    <message>
        <source>Designed Microorganisms</source>
        <translation>Сконструированные микроорганизмы</translation>
    </message>
    <message>
        <source>Developed Infrastructure</source>
        <translation>Развитая инфраструктура</translation>
    </message>
    <message>
        <source>Development Center</source>
        <translation>Центр разработок</translation>
    </message>
    <message>
        <source>Diversified Interests</source>
        <translation>Диверсифицированные интересы</translation>
    </message>
    <message>
        <source>Dusty Quarry</source>
        <translation>Пыльный карьер</translation>
    </message>
    <message>
        <source>Earth Catapult</source>
        <translation>Земная катапульта</translation>
    </message>
    <message>
        <source>Ecoline</source>
        <translation>Эколайн</translation>
    </message>
    <message>
        <source>Ecological Zone</source>
        <translation>Экологическая зона</translation>
    </message>
    <message>
        <source>Economic Growth</source>
        <translation>Экономический рост</translation>
    </message>
    <message>
        <source>Energy Storage</source>
        <translation>Накопитель энергии</translation>
    </message>
    <message>
        <source>Energy Subsidies</source>
        <translation>Энергетические субсидии</translation>
    </message>
    <message>
        <source>Eos Chasma National Park</source>
        <translation>Национальный парк Эос Хасма</translation>
    </message>
    <message>
        <source>Extended Resources</source>
        <translation>Расширенные ресурсы</translation>
    </message>
    <message>
        <source>Extreme-Cold Fungus</source>
        <translation>Морозостойкий грибок</translation>
    </message>
    <message>
        <source>Farmers Market</source>
        <translation>Фермерский рынок</translation>
    </message>
    <message>
        <source>Farming</source>
        <translation>Земледелие</translation>
    </message>
    <message>
        <source>Farming Co-ops</source>
        <translation>Фермерские кооперативы</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Рыбы</translation>
    </message>
    <message>
        <source>Food Factory</source>
        <translation>Пищевая фабрика</translation>
    </message>
    <message>
        <source>Fuel Factory</source>
        <translation>Топливный завод</translation>
    </message>
    <message>
        <source>Fueled Generators</source>
        <translation>Топливные генераторы</translation>
    </message>
    <message>
        <source>Fusion Power</source>
        <translation>Термоядерная энергия</translation>
    </message>
    <message>
        <source>GHG Producing Bacteria</source>
        <translation>Бактерии, производящие парниковые газы</translation>
    </message>
    <message>
        <source>Ganymede Shipyard</source>
        <translation>Верфь Ганимеда</translation>
    </message>
    <message>
        <source>Gene Repair</source>
        <translation>Восстановление генов</translation>
    </message>
    <message>
        <source>Geothermal Power</source>
        <translation>Геотермальная энергия</translation>
    </message>
    <message>
        <source>Giant Ice Asteroid</source>
        <translation>Гигантский ледяной астероид</translation>
    </message>
    <message>
        <source>Giant Space Mirror</source>
        <translation>Гигантское космическое зеркало</translation>
    </message>
    <message>
        <source>Grass</source>
        <translation>Трава</translation>
    </message>
    <message>
        <source>Great Dam</source>
        <translation>Великая плотина</translation>
    </message>
    <message>
        <source>Great Escarpment Consortium</source>
        <translation>Консорциум Великого уступа</translation>
    </message>
    <message>
        <source>Greenhouses</source>
        <translation>Теплицы</translation>
    </message>
    <message>
        <source>Heather</source>
        <translation>Вереск</translation>
    </message>
    <message>
        <source>Helion</source>
        <translation>Гелион</translation>
    </message>
    <message>
        <source>Herbivores</source>
        <translation>Травоядные</translation>
    </message>
    <message>
        <source>Hydro-Electric Energy</source>
        <translation>Гидроэлектроэнергия</translation>
    </message>
    <message>
        <source>Ice Asteroid</source>
        <translation>Ледяной астероид</translation>
    </message>
    <message>
        <source>Ice Cap Melting</source>
        <translation>Таяние полярных шапок</translation>
    </message>
    <message>
        <source>Immigration Shuttles</source>
        <translation>Иммиграционные шаттлы</translation>
    </message>
    <message>
        <source>Import of Advanced GHG</source>
        <translation>Импорт передовых парниковых газов</translation>
    </message>
    <message>
        <source>Imported GHG</source>
        <translation>Импортные парниковые газы</translation>
    </message>
    <message>
        <source>Imported Hydrogen</source>
        <translation>Импортный водород</translation>
    </message>
    <message>
        <source>Imported Nitrogen</source>
        <translation>Импортный азот</translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation>Промышленный центр</translation>
    </message>
    <message>
        <source>Industrial Farming</source>
        <translation>Промышленное сельское хозяйство</translation>
    </message>
    <message>
        <source>Industrial Microbes</source>
        <translation>Промышленные микробы</translation>
    </message>
    <message>
        <source>Insects</source>
        <translation>Насекомые</translation>
    </message>
    <message>
        <source>Interns</source>
        <translation>Стажёры</translation>
    </message>
    <message>
        <source>Interplanetary Cinematics</source>
        <translation>Межпланетная кинематография</translation>
    </message>
    <message>
        <source>Interplanetary Conference</source>
        <translation>Межпланетная конференция</translation>
    </message>
    <message>
        <source>Interplanetary Relations</source>
        <translation>Межпланетные отношения</translation>
    </message>
    <message>
        <source>Interstellar Colony Ship</source>
        <translation>Межзвёздный корабль колонистов</translation>
    </message>
    <message>
        <source>Invention Contest</source>
        <translation>Конкурс изобретений</translation>
    </message>
    <message>
        <source>Inventrix</source>
        <translation>Инвентрикс</translation>
    </message>
    <message>
        <source>Investment Loan</source>
        <translation>Инвестиционный кредит</translation>
    </message>
    <message>
        <source>Io Mining Industries</source>
        <translation>Горнодобывающая промышленность Ио</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation>Чугунолитейный завод</translation>
    </message>
    <message>
        <source>Kelp Farming</source>
        <translation>Выращивание ламинарии</translation>
    </message>
    <message>
        <source>Lagrange Observatory</source>
        <translation>Обсерватория Лагранжа</translation>
    </message>
    <message>
        <source>Lake Marineris</source>
        <translation>Озеро Маринер</translation>
    </message>
    <message>
        <source>Large Convoy</source>
        <translation>Большой конвой</translation>
    </message>
    <message>
        <source>Lava Flows</source>
        <translation>Потоки лавы</translation>
    </message>
    <message>
        <source>Lichen</source>
        <translation>Лишайник</translation>
    </message>
    <message>
        <source>Lightning Harvest</source>
        <translation>Сбор молний</translation>
    </message>
    <message>
        <source>Livestock</source>
        <translation>Скот</translation>
    </message>
    <message>
        <source>Local Heat Trapping</source>
        <translation>Локальное удержание тепла</translation>
    </message>
    <message>
        <source>Low-Atmo Shields</source>
        <translation>Щиты нижней атмосферы</translation>
    </message>
    <message>
        <source>Lunar Beam</source>
        <translation>Лунный луч</translation>
    </message>
    <message>
        <source>Mangrove</source>
        <translation>Мангровые заросли</translation>
    </message>
    <message>
        <source>Mars University</source>
        <translation>Марсианский университет</translation>
    </message>
    <message>
        <source>Mass Converter</source>
        <translation>Преобразователь массы</translation>
    </message>
    <message>
        <source>Matter Manufacturing</source>
        <translation>Производство материи</translation>
    </message>
    <message>
        <source>Media Group</source>
        <translation>Медиагруппа</translation>
    </message>
    <message>
        <source>Medical Lab</source>
        <translation>Медицинская лаборатория</translation>
    </message>
    <message>
        <source>Methane from Titan</source>
        <translation>Метан с Титана</translation>
    </message>
    <message>
        <source>Micro-Mills</source>
        <translation>Мини-заводы</translation>
    </message>
    <message>
        <source>Microprocessors</source>
        <translation>Микропроцессоры</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Шахта</translation>
    </message>
    <message>
        <source>Mining Guild</source>
        <translation>Гильдия шахтёров</translation>
    </message>
    <message>
        <source>Miranda Resort</source>
        <translation>Курорт на Миранде</translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation>Район Мохола</translation>
    </message>
    <message>
        <source>Monocultures</source>
        <translation>Монокультуры</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Мох</translation>
    </message>
    <message>
        <source>Natural Preserve</source>
        <translation>Природный заповедник</translation>
    </message>
    <message>
        <source>New Portfolios</source>
        <translation>Новые портфели</translation>
    </message>
    <message>
        <source>Nitrite Reducing Bacteria</source>
        <translation>Нитритредуцирующие бактерии</translation>
    </message>
    <message>
        <source>Nitrogen-Rich Asteroid</source>
        <translation>Богатый азотом астероид</translation>
    </message>
    <message>
        <source>Nitrophilic Moss</source>
        <translation>Нитрофильный мох</translation>
    </message>
    <message>
        <source>Noctis Farming</source>
        <translation>Фермы Ноктиса</translation>
    </message>
    <message>
        <source>Nuclear Plants</source>
        <translation>Атомные электростанции</translation>
    </message>
    <message>
        <source>Olympus Conference</source>
        <translation>Конференция на Олимпе</translation>
    </message>
    <message>
        <source>Optimal Aerobraking</source>
        <translation>Оптимальное аэродинамическое торможение</translation>
    </message>
    <message>
        <source>Permafrost Extraction</source>
        <translation>Добыча из вечной мерзлоты</translation>
    </message>
    <message>
        <source>PhoboLog</source>
        <translation>ФобоЛог</translation>
    </message>
    <message>
        <source>Phobos Falls</source>
        <translation>Падение Фобоса</translation>
    </message>
    <message>
        <source>Physics Complex</source>
        <translation>Физический комплекс</translation>
    </message>
    <message>
        <source>Plantation</source>
        <translation>Плантация</translation>
    </message>
    <message>
        <source>Power Grid</source>
        <translation>Энергосеть</translation>
    </message>
    <message>
        <source>Power Infrastructure</source>
        <translation>Энергетическая инфраструктура</translation>
    </message>
    <message>
        <source>Power Plant</source>
        <translation>Электростанция</translation>
    </message>
    <message>
        <source>Power Supply Consortium</source>
        <translation>Энергетический консорциум</translation>
    </message>
    <message>
        <source>Protected Valley</source>
        <translation>Защищённая долина</translation>
    </message>
    <message>
        <source>Quantum Extractor</source>
        <translation>Квантовый экстрактор</translation>
    </message>
    <message>
        <source>Rad Suits</source>
        <translation>Антирадиационные костюмы</translation>
    </message>
    <message>
        <source>Recycled Detritus</source>
        <translation>Переработанный детрит</translation>
    </message>
    <message>
        <source>Redrafted Contracts</source>
        <translation>Пересмотренные контракты</translation>
    </message>
    <message>
        <source>Regolith Eaters</source>
        <translation>Пожиратели реголита</translation>
    </message>
    <message>
        <source>Release of Inert Gases</source>
        <translation>Выброс инертных газов</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Исследования</translation>
    </message>
    <message>
        <source>Research Outpost</source>
        <translation>Исследовательский аванпост</translation>
    </message>
    <message>
        <source>Restructured Resources</source>
        <translation>Реструктуризация ресурсов</translation>
    </message>
    <message>
        <source>Satellite Farms</source>
        <translation>Спутниковые фермы</translation>
    </message>
    <message>
        <source>Satellites</source>
        <translation>Спутники</translation>
    </message>
    <message>
        <source>Saturn Systems</source>
        <translation>Системы Сатурна</translation>
    </message>
    <message>
        <source>Slash and Burn Agriculture</source>
        <translation>Подсечно-огневое земледелие</translation>
    </message>
    <message>
        <source>Small Animals</source>
        <translation>Мелкие животные</translation>
    </message>
    <message>
        <source>Smelting</source>
        <translation>Плавка</translation>
    </message>
    <message>
        <source>Soil Warming</source>
        <translation>Прогрев почвы</translation>
    </message>
    <message>
        <source>Solar Power</source>
        <translation>Солнечная энергия</translation>
    </message>
    <message>
        <source>Solar Trapping</source>
        <translation>Улавливание солнечной энергии</translation>
    </message>
    <message>
        <source>Solarpunk</source>
        <translation>Соларпанк</translation>
    </message>
    <message>
        <source>Soletta</source>
        <translation>Солетта</translation>
    </message>
    <message>
        <source>Space Heaters</source>
        <translation>Космические обогреватели</translation>
    </message>
    <message>
        <source>Space Station</source>
        <translation>Космическая станция</translation>
    </message>
    <message>
        <source>Special Design</source>
        <translation>Особая конструкция</translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation>Спонсоры</translation>
    </message>
    <message>
        <source>Standard Technology</source>
        <translation>Стандартные технологии</translation>
    </message>
    <message>
        <source>Steelworks</source>
        <translation>Сталелитейный завод</translation>
    </message>
    <message>
        <source>Strip Mine</source>
        <translation>Открытый карьер</translation>
    </message>
    <message>
        <source>Subterranean Reservoir</source>
        <translation>Подземный резервуар</translation>
    </message>
    <message>
        <source>Surface Mines</source>
        <translation>Поверхностные рудники</translation>
    </message>
    <message>
        <source>Symbiotic Fungus</source>
        <translation>Симбиотический грибок</translation>
    </message>
    <message>
        <source>Tardigrades</source>
        <translation>Тихоходки</translation>
    </message>
    <message>
        <source>Technology Demonstration</source>
        <translation>Демонстрация технологий</translation>
    </message>
    <message>
        <source>Tectonic Stress Power</source>
        <translation>Энергия тектонических напряжений</translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation>Терактор</translation>
    </message>
    <message>
        <source>Terraforming Ganymede</source>
        <translation>Терраформирование Ганимеда</translation>
    </message>
    <message>
        <source>Tharsis Republic</source>
        <translation>Республика Фарсида</translation>
    </message>
    <message>
        <source>Think Tank</source>
        <translation>Мозговой центр</translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation>ТорГейт</translation>
    </message>
    <message>
        <source>Titanium Mine</source>
        <translation>Титановый рудник</translation>
    </message>
    <message>
        <source>Toll Station</source>
        <translation>Пункт сбора пошлин</translation>
    </message>
    <message>
        <source>Towing a Comet</source>
        <translation>Буксировка кометы</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Торговый пост</translation>
    </message>
    <message>
        <source>Trapped Heat</source>
        <translation>Удержанное тепло</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Деревья</translation>
    </message>
    <message>
        <source>Tropical Resort</source>
        <translation>Тропический курорт</translation>
    </message>
    <message>
        <source>Tundra Farming</source>
        <translation>Земледелие в тундре</translation>
    </message>
    <message>
        <source>Underground City</source>
        <translation>Подземный город</translation>
    </message>
    <message>
        <source>Undersea Vents</source>
        <translation>Подводные гидротермальные источники</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative</source>
        <translation>Марсианская инициатива ООН</translation>
    </message>
    <message>
        <source>United Planetary Alliance</source>
        <translation>Объединённый планетарный альянс</translation>
    </message>
    <message>
        <source>Venture Capitalism</source>
        <translation>Венчурный капитал</translation>
    </message>
    <message>
        <source>Vesta Shipyard</source>
        <translation>Верфь Весты</translation>
    </message>
    <message>
        <source>Viral Enhancers</source>
        <translation>Вирусные усилители</translation>
    </message>
    <message>
        <source>Volcanic Pools</source>
        <translation>Вулканические бассейны</translation>
    </message>
    <message>
        <source>Water Import from Europa</source>
        <translation>Импорт воды с Европы</translation>
    </message>
    <message>
        <source>Wave Power</source>
        <translation>Энергия волн</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>Ветряки</translation>
    </message>
    <message>
        <source>Wood Burning Stoves</source>
        <translation>Дровяные печи</translation>
    </message>
    <message>
        <source>Work Crews</source>
        <translation>Рабочие бригады</translation>
    </message>
    <message>
        <source>Worms</source>
        <translation>Черви</translation>
    </message>
    <message>
        <source>Zeppelins</source>
        <translation>Цеппелины</translation>
    </message>
</context>
<context>
    <name>tmae.layout</name>
    <message>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Кислород</translation>
    </message>
    <message>
        <source>Oceans</source>
        <translation>Океаны</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Рейтинг терраформирования</translation>
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
        <translation>Температура: {value} °C; Марсу нужно +8 °C.</translation>
    </message>
    <message>
        <source>Oxygen {value} %; Mars needs 14 %.</source>
        <translation>Кислород: {value}%; Марсу нужно 14%.</translation>
    </message>
    <message numerus="yes">
        <source>%n ocean tile(s) face down</source>
        <translation>
            <numerusform>%n жетон океана лицом вниз</numerusform>
            <numerusform>%n жетона океанов лицом вниз</numerusform>
            <numerusform>%n жетонов океанов лицом вниз</numerusform>
        </translation>
    </message>
    <message>
        <source>Ocean {n}: not flipped yet.</source>
        <translation>Океан {n}: ещё не перевёрнут.</translation>
    </message>
    <message>
        <source>Ocean {n}: flipped; its reward was {reward}.</source>
        <translation>Океан {n}: перевёрнут; награда: {reward}.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{n} MC</source>
        <translation>{n} МК</translation>
    </message>
    <message numerus="yes">
        <source>%n plant(s)</source>
        <translation>
            <numerusform>%n растение</numerusform>
            <numerusform>%n растения</numerusform>
            <numerusform>%n растений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}, {b}</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Океан</translation>
    </message>
    <message>
        <source>{num} {res}</source>
        <translation>{res} ×{num}</translation>
    </message>
    <message>
        <source>{project}: costs {price}.</source>
        <translation>{project}: стоимость — {price}.</translation>
    </message>
    <message>
        <source>{project}: the parameter is at its maximum.</source>
        <translation>{project}: параметр уже на максимуме.</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Раунд {round}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Раунд {round} из {rounds}</translation>
    </message>
    <message>
        <source>Choosing corporations</source>
        <translation>Выбор корпораций</translation>
    </message>
    <message>
        <source>Planning</source>
        <translation>Планирование</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Конец раунда</translation>
    </message>
    <message>
        <source>Mars advances</source>
        <translation>Марс меняется сам</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>{phase} phase</source>
        <translation>Фаза «{phase}»</translation>
    </message>
    <message>
        <source>{phase}: played this round.</source>
        <translation>{phase}: фаза уже сыграна в этом раунде.</translation>
    </message>
    <message>
        <source>{phase}: now.</source>
        <translation>{phase}: сейчас.</translation>
    </message>
    <message>
        <source>{phase}: later this round.</source>
        <translation>{phase}: позже в этом раунде.</translation>
    </message>
    <message>
        <source>{phase}: nobody picked it this round.</source>
        <translation>{phase}: в этом раунде эту фазу никто не выбрал.</translation>
    </message>
    <message>
        <source>{phase}: the picks are revealed after planning.</source>
        <translation>{phase}: выбор фаз откроется после планирования.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the project deck</source>
        <translation>
            <numerusform>%n карта в колоде проектов</numerusform>
            <numerusform>%n карты в колоде проектов</numerusform>
            <numerusform>%n карт в колоде проектов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the discard pile</source>
        <translation>
            <numerusform>%n карта в сбросе</numerusform>
            <numerusform>%n карты в сбросе</numerusform>
            <numerusform>%n карт в сбросе</numerusform>
        </translation>
    </message>
    <message>
        <source>Dummy hand</source>
        <translation>Фиктивная рука</translation>
    </message>
    <message>
        <source>The solo dummy hand: one phase card is revealed each round.</source>
        <translation>Фиктивная рука одиночной игры: каждый раунд открывается одна карта фазы.</translation>
    </message>
    <message>
        <source>The dummy plays {phase} this round.</source>
        <translation>В этом раунде фиктивная рука разыгрывает фазу «{phase}».</translation>
    </message>
    <message>
        <source>The dummy may still play {phase}.</source>
        <translation>Фиктивная рука ещё может разыграть фазу «{phase}».</translation>
    </message>
    <message>
        <source>novice</source>
        <translation>новичок</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>продвинутый</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
    <message numerus="yes">
        <source>%n left, {difficulty}</source>
        <translation>
            <numerusform>осталась %n, {difficulty}</numerusform>
            <numerusform>осталось %n, {difficulty}</numerusform>
            <numerusform>осталось %n, {difficulty}</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand ({n})</source>
        <translation>Ваша рука ({n})</translation>
    </message>
    <message>
        <source>Drawn: choose</source>
        <translation>Взятые: выберите</translation>
    </message>
    <message>
        <source>Corporations offered</source>
        <translation>Предложенные корпорации</translation>
    </message>
    <message>
        <source>Paying for</source>
        <translation>Оплачиваемая карта</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (вы)</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>picked</source>
        <translation>выбор сделан</translation>
    </message>
    <message>
        <source>choosing a corporation</source>
        <translation>выбирает корпорацию</translation>
    </message>
    <message>
        <source>MC</source>
        <translation>МК</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Тепло</translation>
    </message>
    <message>
        <source>Plants</source>
        <translation>Растения</translation>
    </message>
    <message>
        <source>Card production</source>
        <translation>Производство карт</translation>
    </message>
    <message>
        <source>Steel value</source>
        <translation>Ценность стали</translation>
    </message>
    <message>
        <source>Titanium value</source>
        <translation>Ценность титана</translation>
    </message>
    <message>
        <source>{what}: {value}</source>
        <translation>{what}: {value}</translation>
    </message>
    <message>
        <source>{what}: {value}, production {prod}</source>
        <translation>{what}: {value}, производство {prod}</translation>
    </message>
    <message>
        <source>TR {n}</source>
        <translation>РТ {n}</translation>
    </message>
    <message>
        <source>VP {n}</source>
        <translation>ПО {n}</translation>
    </message>
    <message>
        <source>Forests {n}</source>
        <translation>Леса {n}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Рука {n}</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Метки: {tags}</translation>
    </message>
    <message>
        <source>{tag} {n}</source>
        <translation>{tag} ×{n}</translation>
    </message>
    <message>
        <source>no tags yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <source>{phase}: picked last round, locked this round.</source>
        <translation>{phase}: фаза выбрана в прошлом раунде, в этом раунде недоступна.</translation>
    </message>
    <message>
        <source>{phase}: picked this round.</source>
        <translation>{phase}: фаза выбрана в этом раунде.</translation>
    </message>
    <message>
        <source>{phase}</source>
        <translation>{phase}</translation>
    </message>
</context>
</TS>
