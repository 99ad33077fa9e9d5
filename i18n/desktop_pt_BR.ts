<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>CardPackPicker</name>
    <message>
        <source>Card pack</source>
        <translation>Pacote de cartas</translation>
    </message>
    <message>
        <source>Card packs (*.yaml *.yml)</source>
        <translation>Pacotes de cartas (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Stand-in cards (no pack)</source>
        <translation>Cartas substitutas (sem pacote)</translation>
    </message>
    <message>
        <source>Other file…</source>
        <translation>Outro arquivo…</translation>
    </message>
    <message>
        <source>The game uses the app&apos;s stand-in cards for every card the rulebook does not show, unless a card pack replaces them.</source>
        <translation>O jogo usa as cartas substitutas do aplicativo para toda carta que o livro de regras não mostra, a menos que um pacote de cartas as substitua.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Passe para {name}</translation>
    </message>
    <message>
        <source>The table hides what only {name} may see. Everyone else, look away.</source>
        <translation>A mesa esconde o que só {name} pode ver. Todos os outros, desviem o olhar.</translation>
    </message>
    <message>
        <source>I am {name}: show my view</source>
        <translation>Sou {name}: mostrar minha visão</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Choose one of the options.</source>
        <translation>Escolha uma das opções.</translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n.</source>
        <translation>
            <numerusform>Escolha exatamente %n.</numerusform>
            <numerusform>Escolha exatamente %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose up to %n.</source>
        <translation>
            <numerusform>Escolha até %n.</numerusform>
            <numerusform>Escolha até %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose at least %n.</source>
        <translation>
            <numerusform>Escolha pelo menos %n.</numerusform>
            <numerusform>Escolha pelo menos %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least {min} and at most {max}.</source>
        <translation>Escolha pelo menos {min} e no máximo {max}.</translation>
    </message>
    <message>
        <source>Click them on the table, or below.</source>
        <translation>Clique neles na mesa ou abaixo.</translation>
    </message>
    <message>
        <source>Choose a number from {lo} to {hi}.</source>
        <translation>Escolha um número de {lo} a {hi}.</translation>
    </message>
    <message>
        <source>{group}… ({chosen} chosen)</source>
        <translation>{group}… ({chosen} escolhido(s))</translation>
    </message>
    <message>
        <source>{group}… ({count})</source>
        <translation>{group}… ({count})</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Show the rulebook&apos;s words for this decision (F1)</source>
        <translation>Mostrar o texto do livro de regras para esta decisão (F1)</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Play again with the same seed</source>
        <translation>Jogar de novo com a mesma semente</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vencedor: {names}</translation>
    </message>
    <message>
        <source>Winners (shared victory): {names}</source>
        <translation>Vencedores (vitória compartilhada): {names}</translation>
    </message>
    <message>
        <source>Scores kept here; the winner is decided at the table.</source>
        <translation>A pontuação é só registrada aqui; o vencedor é decidido na mesa.</translation>
    </message>
    <message>
        <source>Nobody wins this game.</source>
        <translation>Ninguém vence esta partida.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>This game could not be loaded: {error}</source>
        <extracomment>the index of the item&apos;s row in ``HomePage._rows`` (paths stay Python ``Path`` objects: a file name that is not UTF-8 would not survive a QString)</extracomment>
        <translation>Não foi possível carregar este jogo: {error}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n lugar</numerusform>
            <numerusform>%n lugares</numerusform>
        </translation>
    </message>
    <message>
        <source>{lo}–{hi} seats</source>
        <translation>{lo}–{hi} lugares</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>{name} (computer)</source>
        <extracomment>the Continue list was read and checked whole the last reading of the Continue list is complete (whole replays included)</extracomment>
        <translation>{name} (computador)</translation>
    </message>
    <message>
        <source>{name} (human)</source>
        <translation>{name} (humano)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
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
        <translation>(terminada)</translation>
    </message>
    <message>
        <source>Round {round} — {players}</source>
        <translation>Rodada {round} — {players}</translation>
    </message>
    <message>
        <source>Cannot be opened: {path}
{reason}</source>
        <translation>Não é possível abrir: {path}
{reason}</translation>
    </message>
    <message>
        <source>Reading the saved games…</source>
        <translation>Lendo os jogos salvos…</translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation>Ainda não há partidas salvas.</translation>
    </message>
    <message>
        <source>A table for board games: hot-seat, solo against the computer, and a learning mode that quotes the rulebook.</source>
        <translation>Uma mesa para jogos de tabuleiro: hot-seat, solo contra o computador e um modo de aprendizado que cita o livro de regras.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Continue the selected game</source>
        <translation>Continuar a partida selecionada</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Sobre</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>(only you) {text}</source>
        <extracomment>the events on screen, in order (one list item each)</extracomment>
        <translation>(só você) {text}</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>This save cannot be opened</source>
        <translation>Este salvamento não pode ser aberto</translation>
    </message>
    <message>
        <source>{path}

{reason}</source>
        <translation>{path}

{reason}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation>Não foi possível salvar a partida em {path}: {reason}</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Falha ao salvar</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}:
{reason}

You can keep playing; saving is tried again after each answer.</source>
        <translation>Não foi possível salvar a partida em {path}:
{reason}

Você pode continuar jogando; o salvamento é tentado novamente após cada resposta.</translation>
    </message>
    <message>
        <source>Saving to {path}: {reason}</source>
        <translation>Salvando em {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved as a copy</source>
        <translation>Salvo como cópia</translation>
    </message>
    <message>
        <source>{reason}

The game is saved to {path}.</source>
        <translation>{reason}

O jogo é salvo em {path}.</translation>
    </message>
    <message>
        <source>About Tabula</source>
        <translation>Sobre o Tabula</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabula {version}&lt;/h3&gt;&lt;p&gt;A desktop table for board games: hot-seat at one screen, solo against the computer, and a learning mode that explains every decision with the rulebook&apos;s own words.&lt;/p&gt;&lt;p&gt;Cards and boards are drawn by the app from the games&apos; data; no publisher art is included. Font: DejaVu Sans.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabula {version}&lt;/h3&gt;&lt;p&gt;Uma mesa digital para jogos de tabuleiro: hot-seat em uma só tela, solo contra o computador e um modo de aprendizado que explica cada decisão com as palavras do próprio livro de regras.&lt;/p&gt;&lt;p&gt;Cartas e tabuleiros são desenhados pelo aplicativo a partir dos dados dos jogos; nenhuma arte das editoras está incluída. Fonte: DejaVu Sans.&lt;/p&gt;</translation>
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
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation>&amp;Continuar uma partida salva…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Rule of this decision</source>
        <translation>Regra desta decisão</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Ajustar a mesa à janela</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Início</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>C&amp;onfigurações…</translation>
    </message>
    <message>
        <source>&amp;Learning mode</source>
        <translation>&amp;Modo de aprendizado</translation>
    </message>
    <message>
        <source>&amp;About Tabula</source>
        <translation>&amp;Sobre o Tabula</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>To play: tick “{option}”.</source>
        <extracomment>False while the name is the dialog&apos;s own default (&quot;Player 1&quot;), which follows the language; a name the player typed is kept as typed</extracomment>
        <translation>Para jogar: marque “{option}”.</translation>
    </message>
    <message>
        <source>To play: untick “{option}”.</source>
        <translation>Para jogar: desmarque “{option}”.</translation>
    </message>
    <message>
        <source>To play: choose a value for “{option}”.</source>
        <translation>Para jogar: escolha um valor para “{option}”.</translation>
    </message>
    <message>
        <source>To play: choose “{value}” for “{option}”.</source>
        <translation>Para jogar: escolha “{value}” em “{option}”.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computador {n}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>The same seed and the same answers give the same game.</source>
        <translation>A mesma semente e as mesmas respostas geram a mesma partida.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Computador (fácil)</translation>
    </message>
    <message>
        <source>Computer (medium)</source>
        <translation>Computador (médio)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Computador (difícil)</translation>
    </message>
</context>
<context>
    <name>RulebookDialog</name>
    <message>
        <source>Rulebook</source>
        <translation>Livro de regras</translation>
    </message>
    <message>
        <source>This decision has no rule entry yet.</source>
        <translation>Esta decisão ainda não tem uma regra registrada.</translation>
    </message>
    <message>
        <source>{book} says (in {language}):</source>
        <translation>{book} diz (em {language}):</translation>
    </message>
    <message>
        <source>Rulebook: {book}</source>
        <translation>Manual: {book}</translation>
    </message>
    <message>
        <source>The rulebook says ({language}):</source>
        <translation>O livro de regras diz ({language}):</translation>
    </message>
    <message>
        <source>The rulebook of {base} holds this rule; the rulebook quoted here is {seed} ({language}), which takes it for granted.</source>
        <translation>Esta regra está no manual de {base}; o manual citado aqui é {seed} ({language}), que a dá por sabida.</translation>
    </message>
    <message>
        <source>The rulebook takes this rule for granted; there is no passage to quote.</source>
        <translation>O livro de regras considera esta regra evidente; não há trecho para citar.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Learning mode</source>
        <translation>Modo de aprendizado</translation>
    </message>
    <message>
        <source>Explain each decision with its rule</source>
        <translation>Explicar cada decisão com sua regra</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animações</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligadas</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normais</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Questions without a choice</source>
        <translation>Perguntas sem escolha</translation>
    </message>
    <message>
        <source>Answer them for me (a lone Pass, say)</source>
        <translation>Responder por mim (um Passar sem alternativa, por exemplo)</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Vez de {name}</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Aguardando {name}</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Não permitido</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>A computer player is thinking…</source>
        <translation>Um jogador computador está pensando…</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Fit the whole table in the window</source>
        <translation>Ajustar a mesa inteira à janela</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Livro de regras</translation>
    </message>
    <message>
        <source>The rulebook&apos;s words for the current decision (F1)</source>
        <translation>O texto do livro de regras para a decisão atual (F1)</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo deu errado</translation>
    </message>
    <message>
        <source>Tabula hit an error and carried on. The game is saved after every answer. Details were written to the log.</source>
        <translation>O Tabula encontrou um erro e continuou funcionando. A partida é salva após cada resposta. Os detalhes foram gravados no arquivo de log.</translation>
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
        <translation>Beyond the Sun: pesquise a árvore de tecnologias, construa naves, controle e colonize sistemas; 2–4 jogadores.</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>suprimento</translation>
    </message>
    <message>
        <source>population</source>
        <translation>população</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>nave</translation>
    </message>
    <message>
        <source>level-{level} ship</source>
        <translation>nave de nível {level}</translation>
    </message>
    <message>
        <source>take {n} ore</source>
        <translation>pegue {n} de minério</translation>
    </message>
    <message>
        <source>pay {n} ore</source>
        <translation>pague {n} de minério</translation>
    </message>
    <message>
        <source>lose {n} population</source>
        <translation>perca {n} de população</translation>
    </message>
    <message>
        <source>turn {n} {src} into {dst}</source>
        <translation>transforme {n} × {src} em {dst}</translation>
    </message>
    <message>
        <source>turn {n} {src} into {dst} in Deep Space</source>
        <translation>transforme {n} × {src} em {dst} no Espaço Profundo</translation>
    </message>
    <message>
        <source>upgrade {n} ship(s) by 1 level</source>
        <translation>melhore {n} nave(s) em 1 nível</translation>
    </message>
    <message>
        <source>jump {n}</source>
        <translation>salte {n}</translation>
    </message>
    <message>
        <source>research a level {level} technology</source>
        <translation>pesquise uma tecnologia de nível {level}</translation>
    </message>
    <message>
        <source>colonise a system</source>
        <translation>colonize um sistema</translation>
    </message>
    <message>
        <source>automate {n}</source>
        <translation>automatize {n}</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} PV</translation>
    </message>
    <message>
        <source>unlock a level-{level} guild</source>
        <translation>desbloqueie uma guilda de nível {level}</translation>
    </message>
    <message>
        <source>take a Basic Spacefaring action without moving your pawn</source>
        <translation>faça uma ação de Tecnologia Espacial Básica sem mover seu peão</translation>
    </message>
    <message>
        <source>you may {what}</source>
        <translation>você pode: {what}</translation>
    </message>
    <message>
        <source>each faction may: {what}</source>
        <translation>cada facção pode: {what}</translation>
    </message>
    <message>
        <source>use all 3 production options this turn</source>
        <translation>use as 3 opções de produção neste turno</translation>
    </message>
    <message>
        <source>move your rightmost supply cube to column A</source>
        <translation>mova seu cubo de suprimento mais à direita para a coluna A</translation>
    </message>
    <message>
        <source>take a level {level} technology as a private technology</source>
        <translation>pegue uma tecnologia de nível {level} como tecnologia privada</translation>
    </message>
    <message>
        <source>take 1 cube from supply column {column} as {dst}</source>
        <translation>pegue 1 cubo da coluna de suprimento {column} como {dst}</translation>
    </message>
    <message>
        <source>start your ship in Deep Space</source>
        <translation>comece com sua nave no Espaço Profundo</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>{a}, then {b}</source>
        <translation>{a}, depois {b}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} ou {b}</translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}, {b}</translation>
    </message>
    <message>
        <source>{ore} ore</source>
        <translation>{ore} de minério</translation>
    </message>
    <message>
        <source>{pop} population</source>
        <translation>{pop} de população</translation>
    </message>
    <message>
        <source>{ore} ore + {pop} population</source>
        <translation>{ore} de minério + {pop} de população</translation>
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
        <translation>{action}: {effects} (+1 de minério)</translation>
    </message>
    <message>
        <source>Solar System</source>
        <translation>Sistema Solar</translation>
    </message>
    <message>
        <source>Deep Space</source>
        <translation>Espaço Profundo</translation>
    </message>
    <message>
        <source>shipyard {n}</source>
        <translation>estaleiro {n}</translation>
    </message>
    <message>
        <source>system space {name}</source>
        <translation>espaço de sistema {name}</translation>
    </message>
    <message>
        <source>population growth track</source>
        <translation>trilha de crescimento populacional</translation>
    </message>
    <message>
        <source>ore production track</source>
        <translation>trilha de produção de minério</translation>
    </message>
    <message>
        <source>Round {round}: move your pawn to a new, empty action space and take its action.</source>
        <translation>Rodada {round}: mova seu peão para um espaço de ação novo e vazio e faça a ação.</translation>
    </message>
    <message>
        <source>Take a Basic Spacefaring action without moving your pawn (the space may be occupied).</source>
        <translation>Faça uma ação de Tecnologia Espacial Básica sem mover seu peão (o espaço pode estar ocupado).</translation>
    </message>
    <message>
        <source>Pass (no action space is open to you)</source>
        <translation>Passar (nenhum espaço de ação disponível)</translation>
    </message>
    <message>
        <source>Production: population growth, ore production or resource trade.</source>
        <translation>Produção: crescimento populacional, produção de minério ou troca de recursos.</translation>
    </message>
    <message>
        <source>Production: you may use every option this turn, in any order.</source>
        <translation>Produção: neste turno você pode usar todas as opções, em qualquer ordem.</translation>
    </message>
    <message>
        <source>Population growth (+{n} population)</source>
        <translation>Crescimento populacional (+{n} de população)</translation>
    </message>
    <message>
        <source>Ore production (+{n} ore)</source>
        <translation>Produção de minério (+{n} de minério)</translation>
    </message>
    <message>
        <source>Resource trade</source>
        <translation>Troca de recursos</translation>
    </message>
    <message>
        <source>End production</source>
        <translation>Encerrar a produção</translation>
    </message>
    <message>
        <source>Trade resources, as often as you like.</source>
        <translation>Troque recursos quantas vezes quiser.</translation>
    </message>
    <message>
        <source>Return 1 population to supply: take 1 ore</source>
        <translation>Devolva 1 de população ao suprimento: pegue 1 de minério</translation>
    </message>
    <message>
        <source>Pay 1 ore: turn a ship into population</source>
        <translation>Pague 1 de minério: transforme uma nave em população</translation>
    </message>
    <message>
        <source>Pay 3 ore: turn a supply cube into population</source>
        <translation>Pague 3 de minério: transforme um cubo de suprimento em população</translation>
    </message>
    <message>
        <source>Done trading</source>
        <translation>Terminar as trocas</translation>
    </message>
    <message>
        <source>Claim at most 1 achievement.</source>
        <translation>Reivindique no máximo 1 conquista.</translation>
    </message>
    <message>
        <source>Claim {achievement} ({vp} VP)</source>
        <translation>Reivindicar {achievement} ({vp} PV)</translation>
    </message>
    <message>
        <source>Claim none</source>
        <translation>Não reivindicar</translation>
    </message>
    <message>
        <source>Research a level {level} technology.</source>
        <translation>Pesquise uma tecnologia de nível {level}.</translation>
    </message>
    <message>
        <source>{tech} (space {slot})</source>
        <translation>{tech} (espaço {slot})</translation>
    </message>
    <message>
        <source>Discover a new technology on space {slot}</source>
        <translation>Descobrir uma nova tecnologia no espaço {slot}</translation>
    </message>
    <message>
        <source>Choose the technology discovered on space {slot}.</source>
        <translation>Escolha a tecnologia descoberta no espaço {slot}.</translation>
    </message>
    <message>
        <source>{tech} ({types})</source>
        <translation>{tech} ({types})</translation>
    </message>
    <message numerus="yes">
        <source>Jump: %n movement point(s) left.</source>
        <translation>
            <numerusform>Salto: resta %n ponto de movimento.</numerusform>
            <numerusform>Salto: restam %n pontos de movimento.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move a level-{level} ship from {src} to {dst}</source>
        <translation>Mover uma nave de nível {level} de {src} para {dst}</translation>
    </message>
    <message>
        <source>Stop moving</source>
        <translation>Parar de mover</translation>
    </message>
    <message>
        <source>Where does the new level-{level} ship go?</source>
        <translation>Onde fica a nova nave de nível {level}?</translation>
    </message>
    <message>
        <source>Choose a ship to upgrade by 1 level.</source>
        <translation>Escolha uma nave para melhorar em 1 nível.</translation>
    </message>
    <message>
        <source>Choose a ship to turn into population.</source>
        <translation>Escolha uma nave para transformar em população.</translation>
    </message>
    <message>
        <source>Level-{level} ship in {area}</source>
        <translation>Nave de nível {level} em {area}</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pular</translation>
    </message>
    <message>
        <source>Colonise a system you control.</source>
        <translation>Colonize um sistema que você controla.</translation>
    </message>
    <message>
        <source>{system} (strength {strength}, {vp} VP)</source>
        <translation>{system} (força {strength}, {vp} PV)</translation>
    </message>
    <message>
        <source>Set aside ships with a total strength of at least {n} to settle {system}.</source>
        <translation>Separe naves com força total de pelo menos {n} para assentar {system}.</translation>
    </message>
    <message>
        <source>Automate: move a disc from which production track?</source>
        <translation>Automatizar: mover um disco de qual trilha de produção?</translation>
    </message>
    <message>
        <source>Choose one: {source}.</source>
        <translation>Escolha uma opção: {source}.</translation>
    </message>
    <message>
        <source>{source}: do it?</source>
        <translation>{source}: fazer?</translation>
    </message>
    <message>
        <source>Do it: {what}</source>
        <translation>Fazer: {what}</translation>
    </message>
    <message>
        <source>Remove a level-{level} guild lock tile.</source>
        <translation>Remova uma peça de bloqueio de guilda de nível {level}.</translation>
    </message>
    <message>
        <source>{player} plays {faction} and starts with {ore} ore.</source>
        <translation>{player} joga com {faction} e começa com {ore} de minério.</translation>
    </message>
    <message>
        <source>Setup: the level-I technologies are {techs}; the systems {systems} are revealed; the achievements are {achievements}.</source>
        <translation>Preparação: as tecnologias de nível I são {techs}; os sistemas {systems} são revelados; as conquistas são {achievements}.</translation>
    </message>
    <message>
        <source>6 events lie face down on each of levels II and III.</source>
        <translation>6 eventos ficam virados para baixo em cada um dos níveis II e III.</translation>
    </message>
    <message>
        <source>{player}: {action}.</source>
        <translation>{player}: {action}.</translation>
    </message>
    <message>
        <source>{player} passes the action.</source>
        <translation>{player} passa a ação.</translation>
    </message>
    <message>
        <source>{player}: {what}.</source>
        <translation>{player}: {what}.</translation>
    </message>
    <message>
        <source>{player}: nothing to do for “{what}”.</source>
        <translation>{player}: nada a fazer para “{what}”.</translation>
    </message>
    <message>
        <source>{player} researches {tech}.</source>
        <translation>{player} pesquisa {tech}.</translation>
    </message>
    <message>
        <source>{player} draws {cards} for space {slot}.</source>
        <translation>{player} compra {cards} para o espaço {slot}.</translation>
    </message>
    <message>
        <source>{player} discovers {tech} on space {slot}.</source>
        <translation>{player} descobre {tech} no espaço {slot}.</translation>
    </message>
    <message>
        <source>Event revealed on space {slot}: {event}.</source>
        <translation>Evento revelado no espaço {slot}: {event}.</translation>
    </message>
    <message>
        <source>{guild} is unlocked for every faction.</source>
        <translation>{guild} está desbloqueada para todas as facções.</translation>
    </message>
    <message>
        <source>{player} takes {tech} as a private technology.</source>
        <translation>{player} pega {tech} como tecnologia privada.</translation>
    </message>
    <message>
        <source>{player} takes control of {area}.</source>
        <translation>{player} assume o controle de {area}.</translation>
    </message>
    <message>
        <source>{player} loses control of {area}.</source>
        <translation>{player} perde o controle de {area}.</translation>
    </message>
    <message>
        <source>{player} colonises {system}.</source>
        <translation>{player} coloniza {system}.</translation>
    </message>
    <message>
        <source>{system} is revealed on {area}.</source>
        <translation>{system} é revelado em {area}.</translation>
    </message>
    <message>
        <source>System deck {deck} is empty: {area} stays empty.</source>
        <translation>O baralho de sistemas {deck} acabou: {area} fica vazio.</translation>
    </message>
    <message>
        <source>{player} claims {achievement} for {vp} VP.</source>
        <translation>{player} reivindica {achievement} por {vp} PV.</translation>
    </message>
    <message>
        <source>{n} achievements are claimed: round {round} is the last.</source>
        <translation>{n} conquistas foram reivindicadas: a rodada {round} é a última.</translation>
    </message>
    <message numerus="yes">
        <source>{player} grows %n population.</source>
        <translation>
            <numerusform>{player} ganha %n de população.</numerusform>
            <numerusform>{player} ganha %n de população.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} produces %n ore.</source>
        <translation>
            <numerusform>{player} produz %n de minério.</numerusform>
            <numerusform>{player} produz %n de minério.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>Round {round} is over and no end is in reach: the game ends here.</source>
        <translation>A rodada {round} terminou e nenhum fim está ao alcance: o jogo termina aqui.</translation>
    </message>
    <message>
        <source>These ships have strength {got}; {system} needs {need}.</source>
        <translation>Estas naves têm força {got}; {system} exige {need}.</translation>
    </message>
    <message>
        <source>Level I technologies</source>
        <translation>Tecnologias de nível I</translation>
    </message>
    <message>
        <source>Level II technologies</source>
        <translation>Tecnologias de nível II</translation>
    </message>
    <message>
        <source>Level III technologies</source>
        <translation>Tecnologias de nível III</translation>
    </message>
    <message>
        <source>Level IIII technologies</source>
        <translation>Tecnologias de nível IIII</translation>
    </message>
    <message>
        <source>Private technologies</source>
        <translation>Tecnologias privadas</translation>
    </message>
    <message>
        <source>Automation track</source>
        <translation>Trilha de automação</translation>
    </message>
    <message>
        <source>Colonised systems</source>
        <translation>Sistemas colonizados</translation>
    </message>
    <message>
        <source>Controlled areas</source>
        <translation>Áreas controladas</translation>
    </message>
    <message>
        <source>Greatest strength in the Solar System</source>
        <translation>Maior força no Sistema Solar</translation>
    </message>
    <message>
        <source>Greatest strength in Deep Space</source>
        <translation>Maior força no Espaço Profundo</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Conquistas</translation>
    </message>
    <message>
        <source>Other VP from cards</source>
        <translation>Outros PV de cartas</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Pontos de vitória</translation>
    </message>
    <message>
        <source>Tied on VP: fewest discs left on the production tracks decides.</source>
        <translation>Empate em PV: decide quem tem menos discos nas trilhas de produção.</translation>
    </message>
    <message>
        <source>Tied on VP and discs: most population decides.</source>
        <translation>Empate em PV e discos: decide a maior população.</translation>
    </message>
    <message>
        <source>Tied on VP, discs and population: most ore decides.</source>
        <translation>Empate em PV, discos e população: decide quem tem mais minério.</translation>
    </message>
    <message numerus="yes">
        <source>%n stand-in card(s) were in play: the app&apos;s own designs, until a card pack replaces them.</source>
        <translation>
            <numerusform>%n carta substituta esteve em jogo: criação do próprio aplicativo, até que um pacote de cartas a substitua.</numerusform>
            <numerusform>%n cartas substitutas estiveram em jogo: criações do próprio aplicativo, até que um pacote de cartas as substitua.</numerusform>
        </translation>
    </message>
    <message>
        <source>Still tied after every tie-break: the tied players share the win.</source>
        <translation>Ainda empatados após todos os desempates: os empatados dividem a vitória.</translation>
    </message>
    <message>
        <source>scientific</source>
        <translation>científica</translation>
    </message>
    <message>
        <source>economic</source>
        <translation>econômica</translation>
    </message>
    <message>
        <source>military</source>
        <translation>militar</translation>
    </message>
    <message>
        <source>commercial</source>
        <translation>comercial</translation>
    </message>
    <message>
        <source>population growth</source>
        <translation>crescimento populacional</translation>
    </message>
    <message>
        <source>ore production</source>
        <translation>produção de minério</translation>
    </message>
    <message>
        <source>When researched: {effects}</source>
        <translation>Ao pesquisar: {effects}</translation>
    </message>
    <message>
        <source>Action: {effects}</source>
        <translation>Ação: {effects}</translation>
    </message>
    <message>
        <source>Event: {effects}</source>
        <translation>Evento: {effects}</translation>
    </message>
    <message>
        <source>Strength {strength} · {vp} VP</source>
        <translation>Força {strength} · {vp} PV</translation>
    </message>
    <message>
        <source>Strength {strength} · 1 VP per colony + 3 (at most 7)</source>
        <translation>Força {strength} · 1 PV por colônia + 3 (no máximo 7)</translation>
    </message>
    <message>
        <source>Colonised: {effects}</source>
        <translation>Ao colonizar: {effects}</translation>
    </message>
    <message>
        <source>Base disc: {kinds}</source>
        <translation>Disco de base: {kinds}</translation>
    </message>
    <message>
        <source>Research {n} level {level} technology(s)</source>
        <translation>Pesquise {n} tecnologia(s) de nível {level}</translation>
    </message>
    <message>
        <source>Research {n} level {level} technologies</source>
        <translation>Pesquise {n} tecnologias de nível {level}</translation>
    </message>
    <message>
        <source>Colonise {n} systems</source>
        <translation>Colonize {n} sistemas</translation>
    </message>
    <message>
        <source>Strength {min} or more in {n} areas</source>
        <translation>Força {min} ou mais em {n} áreas</translation>
    </message>
    <message>
        <source>Automation level {n}</source>
        <translation>Automação no nível {n}</translation>
    </message>
    <message>
        <source>Control {n} areas</source>
        <translation>Controle {n} áreas</translation>
    </message>
    <message>
        <source>{n} level-{level} ship(s)</source>
        <translation>{n} nave(s) de nível {level}</translation>
    </message>
    <message>
        <source>{n} technologies of one type</source>
        <translation>{n} tecnologias de um mesmo tipo</translation>
    </message>
    <message>
        <source>{n} technologies</source>
        <translation>{n} tecnologias</translation>
    </message>
    <message>
        <source>VP by order of claim: {vp}</source>
        <translation>PV pela ordem de reivindicação: {vp}</translation>
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
        <translation>Genética Avançada</translation>
    </message>
    <message>
        <source>Advanced Robotics</source>
        <translation>Robótica Avançada</translation>
    </message>
    <message>
        <source>Alpha Centauri</source>
        <translation>Alfa Centauri</translation>
    </message>
    <message>
        <source>Android Labour Act</source>
        <translation>Lei do Trabalho Androide</translation>
    </message>
    <message>
        <source>Armoured Hulls</source>
        <translation>Cascos Blindados</translation>
    </message>
    <message>
        <source>Asteroid Rush</source>
        <translation>Corrida aos Asteroides</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star</source>
        <translation>Estrela de Barnard</translation>
    </message>
    <message>
        <source>Build a ship, then jump 2</source>
        <translation>Construa uma nave e salte 2</translation>
    </message>
    <message>
        <source>Carrier Groups</source>
        <translation>Grupos de Porta-Naves</translation>
    </message>
    <message>
        <source>Charter Companies</source>
        <translation>Companhias Licenciadas</translation>
    </message>
    <message>
        <source>Colonial Authority</source>
        <translation>Autoridade Colonial</translation>
    </message>
    <message>
        <source>Colonial Founder</source>
        <translation>Fundador Colonial</translation>
    </message>
    <message>
        <source>Colony Ship Cradles</source>
        <translation>Berços de Naves Coloniais</translation>
    </message>
    <message>
        <source>Cosmic Tabernacle</source>
        <translation>Tabernáculo Cósmico</translation>
    </message>
    <message>
        <source>Cryo Sleep Pods</source>
        <translation>Cápsulas de Criossono</translation>
    </message>
    <message>
        <source>Deep Core Mining</source>
        <translation>Mineração do Núcleo Profundo</translation>
    </message>
    <message>
        <source>Delta Pavonis</source>
        <translation>Delta Pavonis</translation>
    </message>
    <message>
        <source>Dreadnought Program</source>
        <translation>Programa de Couraçados</translation>
    </message>
    <message>
        <source>Dyson Lattice</source>
        <translation>Treliça de Dyson</translation>
    </message>
    <message>
        <source>Empire</source>
        <translation>Império</translation>
    </message>
    <message>
        <source>Engineered Biosphere</source>
        <translation>Biosfera Projetada</translation>
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
        <translation>Frota do Êxodo</translation>
    </message>
    <message>
        <source>First Contact Protocol</source>
        <translation>Protocolo de Primeiro Contato</translation>
    </message>
    <message>
        <source>Fleet Intelligence</source>
        <translation>Inteligência da Frota</translation>
    </message>
    <message>
        <source>Fleet Yards</source>
        <translation>Estaleiros da Frota</translation>
    </message>
    <message>
        <source>Free Trade Accords</source>
        <translation>Acordos de Livre Comércio</translation>
    </message>
    <message>
        <source>Frontier Militias</source>
        <translation>Milícias da Fronteira</translation>
    </message>
    <message>
        <source>Fusion Torch Drives</source>
        <translation>Propulsores de Tocha de Fusão</translation>
    </message>
    <message>
        <source>Galactic Charter</source>
        <translation>Carta Galáctica</translation>
    </message>
    <message>
        <source>Galactic Stock Crash</source>
        <translation>Colapso da Bolsa Galáctica</translation>
    </message>
    <message>
        <source>Gene-Tailored Colonists</source>
        <translation>Colonos Geneticamente Adaptados</translation>
    </message>
    <message>
        <source>Generation Arks</source>
        <translation>Arcas Geracionais</translation>
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
        <translation>Cresça e pegue 1 minério</translation>
    </message>
    <message>
        <source>Hydroponic Arcologies</source>
        <translation>Arcologias Hidropônicas</translation>
    </message>
    <message>
        <source>Hypercomputer</source>
        <translation>Hipercomputador</translation>
    </message>
    <message>
        <source>Hyperlane Network</source>
        <translation>Rede de Hipervias</translation>
    </message>
    <message>
        <source>Hyperspace Survey</source>
        <translation>Levantamento do Hiperespaço</translation>
    </message>
    <message>
        <source>Industrialist</source>
        <translation>Industrial</translation>
    </message>
    <message>
        <source>Interstellar Exchange</source>
        <translation>Bolsa Interestelar</translation>
    </message>
    <message>
        <source>Jump Beacons</source>
        <translation>Balizas de Salto</translation>
    </message>
    <message>
        <source>KC-24X, First Android Governor</source>
        <translation>KC-24X, Primeiro Governador Androide</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star</source>
        <translation>Estrela de Kapteyn</translation>
    </message>
    <message>
        <source>Lalande 21185</source>
        <translation>Lalande 21185</translation>
    </message>
    <message>
        <source>Lunar Shipyards Open</source>
        <translation>Estaleiros Lunares Abertos</translation>
    </message>
    <message>
        <source>Luyten&apos;s Star</source>
        <translation>Estrela de Luyten</translation>
    </message>
    <message>
        <source>Machine Rights Accord</source>
        <translation>Acordo dos Direitos das Máquinas</translation>
    </message>
    <message>
        <source>Machine Sentience</source>
        <translation>Consciência das Máquinas</translation>
    </message>
    <message>
        <source>Martian Independence</source>
        <translation>Independência Marciana</translation>
    </message>
    <message>
        <source>Mass Driver Arrays</source>
        <translation>Conjuntos de Catapultas Eletromagnéticas</translation>
    </message>
    <message>
        <source>Maya Chaturvedi, Visionary</source>
        <translation>Maya Chaturvedi, Visionária</translation>
    </message>
    <message>
        <source>Metascientists&apos; Guild</source>
        <translation>Guilda dos Metacientistas</translation>
    </message>
    <message>
        <source>Mind Upload Archive</source>
        <translation>Arquivo de Mentes Carregadas</translation>
    </message>
    <message>
        <source>Narrow Beam Lasers</source>
        <translation>Lasers de Feixe Estreito</translation>
    </message>
    <message>
        <source>Neural Uplinks</source>
        <translation>Conexões Neurais</translation>
    </message>
    <message>
        <source>Nishida-Østergaard</source>
        <translation>Nishida-Østergaard</translation>
    </message>
    <message>
        <source>Onu, Representative of the Colony</source>
        <translation>Onu, Representante da Colônia</translation>
    </message>
    <message>
        <source>Orbital Census</source>
        <translation>Censo Orbital</translation>
    </message>
    <message>
        <source>Orbital Refinery</source>
        <translation>Refinaria Orbital</translation>
    </message>
    <message>
        <source>Pan-Stellar Commonwealth</source>
        <translation>Comunidade Pan-Estelar</translation>
    </message>
    <message>
        <source>Pathfinder</source>
        <translation>Desbravador</translation>
    </message>
    <message>
        <source>Point Defence Grid</source>
        <translation>Rede de Defesa Pontual</translation>
    </message>
    <message>
        <source>Polymath</source>
        <translation>Polímata</translation>
    </message>
    <message>
        <source>Post-Scarcity Economy</source>
        <translation>Economia Pós-Escassez</translation>
    </message>
    <message>
        <source>Predictive Intelligence</source>
        <translation>Inteligência Preditiva</translation>
    </message>
    <message>
        <source>Procyon</source>
        <translation>Prócion</translation>
    </message>
    <message>
        <source>Professors&apos; Guild</source>
        <translation>Guilda dos Professores</translation>
    </message>
    <message>
        <source>Proxima Centauri</source>
        <translation>Proxima Centauri</translation>
    </message>
    <message>
        <source>Quantum Lab Network</source>
        <translation>Rede de Laboratórios Quânticos</translation>
    </message>
    <message>
        <source>Research a level I technology</source>
        <translation>Pesquisar uma tecnologia de nível I</translation>
    </message>
    <message>
        <source>Research a level II technology</source>
        <translation>Pesquisar uma tecnologia de nível II</translation>
    </message>
    <message>
        <source>Ringworld Habitats</source>
        <translation>Habitats de Mundo-Anel</translation>
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
        <translation>Congresso Científico</translation>
    </message>
    <message>
        <source>Sealed Patent Office</source>
        <translation>Escritório de Patentes Lacrado</translation>
    </message>
    <message>
        <source>Secret Arms Purchase</source>
        <translation>Compra Secreta de Armas</translation>
    </message>
    <message>
        <source>Self-Replicating Factories</source>
        <translation>Fábricas Autorreplicantes</translation>
    </message>
    <message>
        <source>Settler Guilds</source>
        <translation>Guildas de Colonos</translation>
    </message>
    <message>
        <source>Shipwright</source>
        <translation>Construtor Naval</translation>
    </message>
    <message>
        <source>Singularity Shielding</source>
        <translation>Blindagem de Singularidade</translation>
    </message>
    <message>
        <source>Sirius</source>
        <translation>Sírius</translation>
    </message>
    <message>
        <source>Solar Flare Season</source>
        <translation>Temporada de Erupções Solares</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Stellar Cartography</source>
        <translation>Cartografia Estelar</translation>
    </message>
    <message>
        <source>Stellar Engine</source>
        <translation>Motor Estelar</translation>
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
        <translation>Guilda dos Tecnocratas</translation>
    </message>
    <message>
        <source>Technologist</source>
        <translation>Tecnólogo</translation>
    </message>
    <message>
        <source>Teegarden&apos;s Star</source>
        <translation>Estrela de Teegarden</translation>
    </message>
    <message>
        <source>Terraformers&apos; Guild</source>
        <translation>Guilda dos Terraformadores</translation>
    </message>
    <message>
        <source>Terraforming</source>
        <translation>Terraformação</translation>
    </message>
    <message>
        <source>Terraforming Breakthrough</source>
        <translation>Avanço da Terraformação</translation>
    </message>
    <message>
        <source>Terraforming Swarms</source>
        <translation>Enxames de Terraformação</translation>
    </message>
    <message>
        <source>Transcendence</source>
        <translation>Transcendência</translation>
    </message>
    <message>
        <source>Tyler Lee, Brilliant Entrepreneur</source>
        <translation>Tyler Lee, Empreendedor Brilhante</translation>
    </message>
    <message>
        <source>United Nations of Sol</source>
        <translation>Nações Unidas de Sol</translation>
    </message>
    <message>
        <source>Van Maanen&apos;s Star</source>
        <translation>Estrela de Van Maanen</translation>
    </message>
    <message>
        <source>Warlord</source>
        <translation>Senhor da Guerra</translation>
    </message>
    <message>
        <source>Warp Lances</source>
        <translation>Lanças de Dobra</translation>
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
        <translation>Portais de Buraco de Minhoca</translation>
    </message>
    <message>
        <source>Zero-Point Extraction</source>
        <translation>Extração de Ponto Zero</translation>
    </message>
    <message>
        <source>Zheng-yi Brotherhood</source>
        <translation>Irmandade Zheng-yi</translation>
    </message>
</context>
<context>
    <name>bts.layout</name>
    <message>
        <source>STAND-IN</source>
        <translation>SUBSTITUTA</translation>
    </message>
    <message>
        <source>Stand-in card: the app&apos;s own design until a card pack replaces it.</source>
        <translation>Carta substituta: criação do próprio aplicativo até que um pacote de cartas a substitua.</translation>
    </message>
    <message>
        <source>Technology board</source>
        <translation>Tabuleiro de tecnologia</translation>
    </message>
    <message>
        <source>Basic Spacefaring</source>
        <translation>Voo Espacial Básico</translation>
    </message>
    <message>
        <source>Exploration board</source>
        <translation>Tabuleiro de exploração</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Conquistas</translation>
    </message>
    <message>
        <source>Level I</source>
        <translation>Nível I</translation>
    </message>
    <message>
        <source>Level II</source>
        <translation>Nível II</translation>
    </message>
    <message>
        <source>Level III</source>
        <translation>Nível III</translation>
    </message>
    <message>
        <source>Level IIII</source>
        <translation>Nível IIII</translation>
    </message>
    <message>
        <source>{level} · {types}</source>
        <translation>{level} · {types}</translation>
    </message>
    <message>
        <source>Event (face down)</source>
        <translation>Evento (virado para baixo)</translation>
    </message>
    <message>
        <source>Revealed and resolved when this space is first researched.</source>
        <translation>Revelado e resolvido quando este espaço for pesquisado pela primeira vez.</translation>
    </message>
    <message>
        <source>Empty space</source>
        <translation>Espaço vazio</translation>
    </message>
    <message>
        <source>The first faction to research here draws its technology.</source>
        <translation>A primeira facção a pesquisar aqui compra a sua tecnologia.</translation>
    </message>
    <message>
        <source>Needs: {slots}</source>
        <translation>Requer: {slots}</translation>
    </message>
    <message>
        <source>Researched by: {names}</source>
        <translation>Pesquisada por: {names}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nenhuma ainda</translation>
    </message>
    <message>
        <source>{action} — free</source>
        <translation>{action} — livre</translation>
    </message>
    <message>
        <source>{action} — {name}&apos;s pawn is here</source>
        <translation>{action} — o peão de {name} está aqui</translation>
    </message>
    <message>
        <source>+1 ore on this space</source>
        <translation>+1 minério neste espaço</translation>
    </message>
    <message>
        <source>Locked (level-{level} guild)</source>
        <translation>Trancada (guilda de nível {level})</translation>
    </message>
    <message>
        <source>Unlocked</source>
        <translation>Destrancada</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Rodada {round}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Vez de: {name}</translation>
    </message>
    <message>
        <source>Final round: {round}</source>
        <translation>Rodada final: {round}</translation>
    </message>
    <message>
        <source>Achievements claimed: {n} of {max} (the end trigger)</source>
        <translation>Conquistas reivindicadas: {n} de {max} (o gatilho do fim)</translation>
    </message>
    <message>
        <source>Decks: II {d2} · III {d3} · IIII {d4} · systems A {a} · B {b}</source>
        <translation>Baralhos: II {d2} · III {d3} · IIII {d4} · sistemas A {a} · B {b}</translation>
    </message>
    <message>
        <source>A card pack replaces stand-ins</source>
        <translation>Um pacote de cartas substitui cartas substitutas</translation>
    </message>
    <message numerus="yes">
        <source>%n stand-in card(s) on the table</source>
        <translation>
            <numerusform>%n carta substituta na mesa</numerusform>
            <numerusform>%n cartas substitutas na mesa</numerusform>
        </translation>
    </message>
    <message>
        <source>Claimed by: {names}</source>
        <translation>Reivindicada por: {names}</translation>
    </message>
    <message>
        <source>Next claim: {vp} VP</source>
        <translation>Próxima reivindicação: {vp} PV</translation>
    </message>
    <message>
        <source>Every space is taken</source>
        <translation>Todos os espaços estão ocupados</translation>
    </message>
    <message>
        <source>Controlled by {name}</source>
        <translation>Controlada por {name}</translation>
    </message>
    <message>
        <source>Not controlled</source>
        <translation>Sem controle</translation>
    </message>
    <message>
        <source>Cannot be controlled</source>
        <translation>Não pode ser controlada</translation>
    </message>
    <message>
        <source>{name}: strength {n}, ships {levels}</source>
        <translation>{name}: força {n}, naves {levels}</translation>
    </message>
    <message>
        <source>population</source>
        <translation>população</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>minério</translation>
    </message>
    <message>
        <source>Specialisation: {kind}</source>
        <translation>Especialização: {kind}</translation>
    </message>
    <message>
        <source>⚔{strength} · {vp} VP</source>
        <translation>⚔{strength} · {vp} PV</translation>
    </message>
    <message>
        <source>No system card</source>
        <translation>Sem carta de sistema</translation>
    </message>
    <message>
        <source>{name} — {faction}</source>
        <translation>{name} — {faction}</translation>
    </message>
    <message>
        <source>Ore {ore} · Population {pop} · VP now {vp}</source>
        <translation>Minério {ore} · População {pop} · PV agora {vp}</translation>
    </message>
    <message>
        <source>Achievements: {names}</source>
        <translation>Conquistas: {names}</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Suprimento</translation>
    </message>
    <message>
        <source>Supply columns A–E: {columns}</source>
        <translation>Colunas do suprimento A–E: {columns}</translation>
    </message>
    <message>
        <source>Population growth: +{n}</source>
        <translation>Crescimento populacional: +{n}</translation>
    </message>
    <message>
        <source>Ore production: +{n}</source>
        <translation>Produção de minério: +{n}</translation>
    </message>
    <message>
        <source>Automation: level {n}</source>
        <translation>Automação: nível {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s) on this track</source>
        <translation>
            <numerusform>%n disco nesta trilha</numerusform>
            <numerusform>%n discos nesta trilha</numerusform>
        </translation>
    </message>
    <message>
        <source>Private technology</source>
        <translation>Tecnologia privada</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Colônia</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Conquista</translation>
    </message>
    <message>
        <source>System {deck}</source>
        <translation>Sistema {deck}</translation>
    </message>
    <message>
        <source>Drawn: choose one</source>
        <translation>Compradas: escolha uma</translation>
    </message>
    <message>
        <source>Events resolved</source>
        <translation>Eventos resolvidos</translation>
    </message>
    <message>
        <source>you</source>
        <translation>você</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Player {number}</source>
        <translation>Jogador {number}</translation>
    </message>
    <message>
        <source>{player}</source>
        <translation>{player}</translation>
    </message>
    <message>
        <source>“{answer}” is not one of the choices offered.</source>
        <extracomment>what the number counts, e.g. &quot;tokens&quot; (optional; shown next to the spin box)</extracomment>
        <translation>“{answer}” não está entre as opções oferecidas.</translation>
    </message>
    <message>
        <source>This question takes {expected}, not {got}.</source>
        <translation>Esta pergunta pede {expected}, não {got}.</translation>
    </message>
    <message>
        <source>Choose at least {min} (you chose {got}).</source>
        <translation>Escolha pelo menos {min} (você escolheu {got}).</translation>
    </message>
    <message>
        <source>Choose at most {max} (you chose {got}).</source>
        <translation>Escolha no máximo {max} (você escolheu {got}).</translation>
    </message>
    <message>
        <source>“{answer}” was chosen twice.</source>
        <translation>“{answer}” foi escolhido duas vezes.</translation>
    </message>
    <message>
        <source>Give a number from {lo} to {hi} (you gave {got}).</source>
        <translation>Informe um número de {lo} a {hi} (você informou {got}).</translation>
    </message>
    <message>
        <source>Seat {seat} has nothing to answer now.</source>
        <translation>O lugar {seat} não tem nada a responder agora.</translation>
    </message>
    <message>
        <source>one choice</source>
        <translation>uma escolha</translation>
    </message>
    <message>
        <source>a set of choices</source>
        <translation>um conjunto de escolhas</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>Choose exactly {n} (you chose {got}).</source>
        <translation>Escolha exatamente {n} (você escolheu {got}).</translation>
    </message>
    <message>
        <source>A seat is a whole number from 1 to the number of players, not {seat}.</source>
        <translation>Um assento é um número inteiro de 1 ao número de jogadores, não {seat}.</translation>
    </message>
</context>
<context>
    <name>learning</name>
    <message>
        <source>⚑ Unconfirmed: no public source confirms this; the app uses a default.</source>
        <translation>⚑ Não confirmado: nenhuma fonte pública confirma isto; o aplicativo usa um padrão.</translation>
    </message>
</context>
<context>
    <name>nucleum</name>
    <message>
        <source>Capitalists</source>
        <translation>Capitalistas</translation>
    </message>
    <message>
        <source>Free Thinkers</source>
        <translation>Livres Pensadores</translation>
    </message>
    <message>
        <source>Communists</source>
        <translation>Comunistas</translation>
    </message>
    <message>
        <source>Realists</source>
        <translation>Realistas</translation>
    </message>
    <message>
        <source>1 VP per fulfilled contract</source>
        <translation>1 PV por Contrato cumprido</translation>
    </message>
    <message>
        <source>1 VP per Mine and Turbine on the map</source>
        <translation>1 PV por Mina e Turbina no mapa</translation>
    </message>
    <message>
        <source>highest Progress tile with your marker, multiplier 2</source>
        <translation>peça de Progresso mais alta com seu marcador, multiplicador 2</translation>
    </message>
    <message>
        <source>1 VP per unlocked technology</source>
        <translation>1 PV por Tecnologia desbloqueada</translation>
    </message>
    <message>
        <source>1 VP per city of your largest network</source>
        <translation>1 PV por cidade da sua maior rede</translation>
    </message>
    <message>
        <source>1 VP per city with your building, Mine or Turbine</source>
        <translation>1 PV por cidade com sua Construção, Mina ou Turbina</translation>
    </message>
    <message>
        <source>2 VP per Party where you are Member or Leader</source>
        <translation>2 PV por Partido em que você é Membro ou Líder</translation>
    </message>
    <message>
        <source>VP equal to your costliest energized building&apos;s electricity</source>
        <translation>PV igual à eletricidade da sua Construção energizada de maior custo</translation>
    </message>
    <message>
        <source>2 VP per Residence on the map (rulebook example)</source>
        <translation>2 PV por Residência no mapa (exemplo do livro de regras)</translation>
    </message>
    <message>
        <source>How many contracts have you fulfilled?</source>
        <translation>Quantos Contratos você cumpriu?</translation>
    </message>
    <message>
        <source>How many of your Mines and Turbines are on the map?</source>
        <translation>Quantas Minas e Turbinas suas estão no mapa?</translation>
    </message>
    <message>
        <source>What does the highest Progress tile with your marker count for you (before the multiplier of 2)?</source>
        <translation>Quanto vale para você a peça de Progresso mais alta com seu marcador (antes do multiplicador de 2)?</translation>
    </message>
    <message>
        <source>How many technologies have you unlocked?</source>
        <translation>Quantas Tecnologias você desbloqueou?</translation>
    </message>
    <message>
        <source>How many cities are in your largest network?</source>
        <translation>Quantas cidades há na sua maior rede?</translation>
    </message>
    <message>
        <source>In how many different cities do you have an Urban Building, a Mine or a Turbine?</source>
        <translation>Em quantas cidades diferentes você tem uma Construção Urbana, uma Mina ou uma Turbina?</translation>
    </message>
    <message>
        <source>In how many Parties are you Member or Leader?</source>
        <translation>Em quantos Partidos você é Membro ou Líder?</translation>
    </message>
    <message>
        <source>How much electricity does your costliest energized non-government Urban Building need?</source>
        <translation>De quanta eletricidade precisa sua Construção Urbana energizada e não governamental de maior custo energético?</translation>
    </message>
    <message>
        <source>How many of your Residences are on the map?</source>
        <translation>Quantas Residências suas estão no mapa?</translation>
    </message>
    <message>
        <source>contracts</source>
        <translation>Contratos</translation>
    </message>
    <message>
        <source>Mines and Turbines</source>
        <translation>Minas e Turbinas</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unidades</translation>
    </message>
    <message>
        <source>technologies</source>
        <translation>Tecnologias</translation>
    </message>
    <message>
        <source>cities</source>
        <translation>cidades</translation>
    </message>
    <message>
        <source>Parties</source>
        <translation>Partidos</translation>
    </message>
    <message>
        <source>electricity</source>
        <translation>eletricidade</translation>
    </message>
    <message>
        <source>Residences</source>
        <translation>Residências</translation>
    </message>
    <message>
        <source>The Action tile stacks are empty</source>
        <translation>As pilhas de peças de Ação estão vazias</translation>
    </message>
    <message>
        <source>The silver and gold contract stacks are empty</source>
        <translation>As pilhas de Contratos prata e ouro estão vazias</translation>
    </message>
    <message>
        <source>Every player has recharged 3 times</source>
        <translation>Todos os jogadores recarregaram 3 vezes</translation>
    </message>
    <message>
        <source>The Baron has recharged 3 times</source>
        <translation>O Barão recarregou 3 vezes</translation>
    </message>
    <message>
        <source>A player has unlocked all 8 technologies</source>
        <translation>Um jogador desbloqueou todas as 8 Tecnologias</translation>
    </message>
    <message>
        <source>A player has reached the VP flag ({flag} VP)</source>
        <translation>Um jogador alcançou a Bandeira de PV ({flag} PV)</translation>
    </message>
    <message>
        <source>After you place a Uranium Mine or a Turbine, gain {amount} uranium.</source>
        <translation>Após colocar uma Mina de Urânio ou uma Turbina, ganhe {amount} Urânio.</translation>
    </message>
    <message>
        <source>Red-bordered spaces cost you {amount} extra thaler instead of {was}.</source>
        <translation>Locais com borda vermelha custam {amount} Táler extra em vez de {was}.</translation>
    </message>
    <message>
        <source>When you use another player&apos;s Turbine, the bank pays its owner {amount} thaler for you and it gives {amount} more electricity.</source>
        <translation>Ao usar a Turbina de outro jogador, o banco paga {amount} Táler ao dono dela por você, e ela produz {amount} de eletricidade a mais.</translation>
    </message>
    <message>
        <source>At once: gain {a} achievement tokens and {t} thalers.</source>
        <translation>Imediatamente: ganhe {a} marcadores de Façanha e {t} Táler.</translation>
    </message>
    <message>
        <source>At once: gain {amount} workers, then you may take a Court action.</source>
        <translation>Imediatamente: ganhe {amount} Trabalhadores, depois você pode fazer uma ação da Corte.</translation>
    </message>
    <message>
        <source>When you gain a contract, also take the bonus of one other contract space, occupied or not.</source>
        <translation>Ao ganhar um Contrato, receba também o benefício de outro espaço de Contrato, ocupado ou não.</translation>
    </message>
    <message>
        <source>At each Court action, choose: gain {amount} worker, or the chosen Party&apos;s benefit once more.</source>
        <translation>A cada ação da Corte, escolha: ganhar {amount} Trabalhador ou receber mais uma vez o benefício do Partido escolhido.</translation>
    </message>
    <message>
        <source>At the end: {a}/{b}/{c} Politicians on the Court board score {x}/{y}/{z} VP.</source>
        <translation>No final: {a}/{b}/{c} Políticos no tabuleiro lateral de Corte pontuam {x}/{y}/{z} PV.</translation>
    </message>
    <message>
        <source>When you gain a contract, gain {amount} achievement token.</source>
        <translation>Ao ganhar um Contrato, ganhe {amount} marcador de Façanha.</translation>
    </message>
    <message>
        <source>At once: gain {w} workers and {t} thalers.</source>
        <translation>Imediatamente: ganhe {w} Trabalhadores e {t} Táler.</translation>
    </message>
    <message>
        <source>At once: Urbanize with {amount} thalers more discount, ignoring the network requirement.</source>
        <translation>Imediatamente: Urbanize com desconto adicional de {amount} Táler, ignorando o requisito de rede.</translation>
    </message>
    <message>
        <source>From now on, when you fulfil a contract, advance your lowest income track {amount} step (your choice on a tie).</source>
        <translation>A partir de agora, ao cumprir um Contrato, avance {amount} passo na sua trilha de renda mais baixa (você escolhe em caso de empate).</translation>
    </message>
    <message>
        <source>Gain the {amount} Connector tiles.</source>
        <translation>Ganhe as {amount} peças Conectoras.</translation>
    </message>
    <message>
        <source>At the end: {a}/{b}/{c} Action tiles (available or on top of your board, no railways) score {x}/{y}/{z} VP.</source>
        <translation>No final: {a}/{b}/{c} peças de Ação (disponíveis ou no topo do seu tabuleiro, exceto Ferrovias) pontuam {x}/{y}/{z} PV.</translation>
    </message>
    <message>
        <source>After an Energize action, advance your VP income track 1 step.</source>
        <translation>Após uma ação de Energizar, avance 1 passo na sua trilha de renda de PV.</translation>
    </message>
    <message>
        <source>After an Energize action, you may take the rightmost market Action tile for free.</source>
        <translation>Após uma ação de Energizar, você pode pegar gratuitamente a peça de Ação mais à direita do mercado.</translation>
    </message>
    <message>
        <source>Do the Connector&apos;s printed action, then play a non-Connector Action tile on top of it and resolve that tile.</source>
        <translation>Faça a ação impressa na peça Conectora, depois jogue uma peça de Ação não Conectora em cima dela e resolva essa peça.</translation>
    </message>
    <message>
        <source>A Connector is never placed as a railway.</source>
        <translation>Uma peça Conectora nunca é colocada como ferrovia.</translation>
    </message>
    <message>
        <source>At most one Connector per turn (a Shipping tile counts).</source>
        <translation>No máximo uma peça Conectora por turno (a peça de Envio conta).</translation>
    </message>
    <message>
        <source>Your special Action tile may go on top of a Connector.</source>
        <translation>Sua peça de Ação Especial pode ir em cima de uma peça Conectora.</translation>
    </message>
    <message>
        <source>Finish the Connector&apos;s action before placing the tile on top.</source>
        <translation>Conclua a ação da peça Conectora antes de colocar a peça em cima dela.</translation>
    </message>
    <message>
        <source>A Connector counts as an Action tile for contracts, Progress and scoring technologies.</source>
        <translation>Uma peça Conectora conta como peça de Ação para Contratos, Progresso e Tecnologias de pontuação.</translation>
    </message>
    <message>
        <source>A Connector never lets you fulfil a second contract in the turn.</source>
        <translation>Uma peça Conectora nunca permite cumprir um segundo Contrato no turno.</translation>
    </message>
    <message>
        <source>Technology {id} (level {level})</source>
        <translation>Tecnologia {id} (nível {level})</translation>
    </message>
    <message>
        <source>Turbine effect (Experiment {experiment})</source>
        <translation>Efeito de Turbina (Experimento {experiment})</translation>
    </message>
    <message>
        <source>Connector tiles</source>
        <translation>Peças Conectoras</translation>
    </message>
    <message>
        <source>Baron von Automat</source>
        <translation>Barão von Automat</translation>
    </message>
    <message>
        <source>neutral {token}</source>
        <translation>neutro {token}</translation>
    </message>
    <message>
        <source>{player}: what happens next?</source>
        <translation>{player}: o que acontece agora?</translation>
    </message>
    <message>
        <source>I take the Court action</source>
        <translation>Faço a ação da Corte</translation>
    </message>
    <message>
        <source>The Baron&apos;s turn reaches the Court action</source>
        <translation>O turno do Barão chega à ação da Corte</translation>
    </message>
    <message>
        <source>My turn is over: next player</source>
        <translation>Meu turno acabou: próximo jogador</translation>
    </message>
    <message>
        <source>A Progress space emptied: King&apos;s Day</source>
        <translation>Um espaço de Progresso ficou vazio: Dia do Rei</translation>
    </message>
    <message>
        <source>End-game condition met: {condition}</source>
        <translation>Condição de final de partida atendida: {condition}</translation>
    </message>
    <message>
        <source>The game ended: final scoring</source>
        <translation>A partida terminou: Pontuação Final</translation>
    </message>
    <message>
        <source>I unlocked technology {tech}</source>
        <translation>Desbloqueei a Tecnologia {tech}</translation>
    </message>
    <message>
        <source>{player}: which worker goes to the Court?</source>
        <translation>{player}: qual Trabalhador vai para a Corte?</translation>
    </message>
    <message>
        <source>One of my available workers</source>
        <translation>Um dos meus Trabalhadores disponíveis</translation>
    </message>
    <message>
        <source>I convert 1 uranium into a worker</source>
        <translation>Converto 1 Urânio em um Trabalhador</translation>
    </message>
    <message>
        <source>I have neither: I forgo the action</source>
        <translation>Não tenho nenhum dos dois: abdico da ação</translation>
    </message>
    <message>
        <source>{player}: into which Party?</source>
        <translation>{player}: em qual Partido?</translation>
    </message>
    <message>
        <source>Capitalists: 2 thalers and 1 step of thaler income</source>
        <translation>Capitalistas: 2 Táler e 1 passo na renda de Táler</translation>
    </message>
    <message>
        <source>Free Thinkers: 1 Action tile from the market for free</source>
        <translation>Livres Pensadores: 1 peça de Ação do mercado gratuitamente</translation>
    </message>
    <message>
        <source>Communists: 2 VP and 1 step of worker income</source>
        <translation>Comunistas: 2 PV e 1 passo na renda de Trabalhador</translation>
    </message>
    <message>
        <source>Realists: 2 achievement tokens and 1 step of VP income</source>
        <translation>Realistas: 2 marcadores de Façanha e 1 passo na renda de PV</translation>
    </message>
    <message>
        <source>{player}: technology E7 — which extra?</source>
        <translation>{player}: Tecnologia E7 — qual extra?</translation>
    </message>
    <message>
        <source>Gain 1 worker</source>
        <translation>Ganhar 1 Trabalhador</translation>
    </message>
    <message>
        <source>The Party&apos;s benefit once more</source>
        <translation>O benefício do Partido mais uma vez</translation>
    </message>
    <message>
        <source>Is there a worker in the Baron&apos;s supply?</source>
        <translation>Há um Trabalhador no suprimento do Barão?</translation>
    </message>
    <message>
        <source>Yes: he places one</source>
        <translation>Sim: ele coloca um</translation>
    </message>
    <message>
        <source>No: his supply is empty</source>
        <translation>Não: o suprimento dele está vazio</translation>
    </message>
    <message>
        <source>Draw a Logic card: which of the tied Parties does it select?</source>
        <translation>Compre uma carta de Lógica: qual dos Partidos empatados ela seleciona?</translation>
    </message>
    <message>
        <source>The {party}</source>
        <translation>Os {party}</translation>
    </message>
    <message>
        <source>Is there a worker in the Baron&apos;s reserve?</source>
        <translation>Há um Trabalhador na reserva do Barão?</translation>
    </message>
    <message>
        <source>Yes: he gains 1 worker</source>
        <translation>Sim: ele ganha 1 Trabalhador</translation>
    </message>
    <message>
        <source>No: he gains 3 VP instead</source>
        <translation>Não: ele ganha 3 PV em vez disso</translation>
    </message>
    <message>
        <source>{player}, for the {party} agenda: {question}</source>
        <translation>{player}, para a Pauta dos {party}: {question}</translation>
    </message>
    <message>
        <source>{player}: bid for the first choice of Experiment, or pass? (high bid: {high} VP)</source>
        <translation>{player}: dar um lance pela primeira escolha de Experimento ou passar? (maior lance: {high} PV)</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Dar lance</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>{player}: how many VP do you bid?</source>
        <translation>{player}: quantos PV você oferece?</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Setup card {card} revealed.</source>
        <translation>Carta de Preparação {card} revelada.</translation>
    </message>
    <message>
        <source>Setup card {card}: ignored, another one is revealed.</source>
        <translation>Carta de Preparação {card}: ignorada, outra é revelada.</translation>
    </message>
    <message>
        <source>The arrow neutral, neutral 2 and the King go to the {party}.</source>
        <translation>O Político Neutro com a seta, o Neutro 2 e o marcador de Rei vão para os {party}.</translation>
    </message>
    <message>
        <source>Neutral {token} goes to the {party}.</source>
        <translation>O Político Neutro {token} vai para os {party}.</translation>
    </message>
    <message>
        <source>The {party} already hold neutrals: the next Party down is taken.</source>
        <translation>Os {party} já têm Políticos Neutros: usa-se o próximo Partido abaixo.</translation>
    </message>
    <message>
        <source>Neutral {token} takes the {party}&apos; Leader space.</source>
        <translation>O Político Neutro {token} ocupa o espaço de Líder dos {party}.</translation>
    </message>
    <message>
        <source>The {party} agenda tile shows: {agenda}.</source>
        <translation>A peça de Pauta dos {party} mostra: {agenda}.</translation>
    </message>
    <message>
        <source>Each player has {total} workers, {available} of them available.</source>
        <translation>Cada jogador tem {total} Trabalhadores, {available} deles disponíveis.</translation>
    </message>
    <message>
        <source>The VP flag goes under space {flag}.</source>
        <translation>A Bandeira de PV vai sob o local {flag}.</translation>
    </message>
    <message>
        <source>{side} puts a worker in the {party} and leads it.</source>
        <translation>{side} coloca um Trabalhador nos {party} e se torna o Líder deles.</translation>
    </message>
    <message>
        <source>{side} puts a worker in the {party}.</source>
        <translation>{side} coloca um Trabalhador nos {party}.</translation>
    </message>
    <message>
        <source>{side} places a Politician in the {party}.</source>
        <translation>{side} aloca um Político nos {party}.</translation>
    </message>
    <message>
        <source>{side} converts 1 uranium into a worker.</source>
        <translation>{side} converte 1 Urânio em um Trabalhador.</translation>
    </message>
    <message>
        <source>{side} has no worker and no uranium: the Court action is forgone.</source>
        <translation>{side} não tem Trabalhador nem Urânio: abdica da ação da Corte.</translation>
    </message>
    <message>
        <source>{side} gains the {party}&apos; benefit: {benefit}.</source>
        <translation>{side} recebe o benefício dos {party}: {benefit}.</translation>
    </message>
    <message>
        <source>{side} becomes Leader of the {party}.</source>
        <translation>{side} se torna Líder dos {party}.</translation>
    </message>
    <message>
        <source>The King moves to the {party}: they are the Dominant Party.</source>
        <translation>O marcador de Rei vai para os {party}: eles são o Partido Dominante.</translation>
    </message>
    <message>
        <source>{side} gains 1 worker (E7).</source>
        <translation>{side} ganha 1 Trabalhador (E7).</translation>
    </message>
    <message>
        <source>{side} has unlocked technology {tech}.</source>
        <translation>{side} desbloqueou a Tecnologia {tech}.</translation>
    </message>
    <message>
        <source>{side}&apos;s turn.</source>
        <translation>Turno de {side}.</translation>
    </message>
    <message>
        <source>End-game condition met: {condition} ({met} of {needed}).</source>
        <translation>Condição de final de partida atendida: {condition} ({met} de {needed}).</translation>
    </message>
    <message>
        <source>The game end is triggered: finish the round, then everyone plays one more turn.</source>
        <translation>O final da partida foi acionado: terminem a rodada, depois todos jogam mais um turno.</translation>
    </message>
    <message>
        <source>Baron, step 1: placing in the {party} makes him their Leader.</source>
        <translation>Barão, passo 1: colocar nos {party} o torna Líder deles.</translation>
    </message>
    <message>
        <source>Baron, step 2: he has no Politician in the Dominant Party, the {party}.</source>
        <translation>Barão, passo 2: ele não tem Político no Partido Dominante, os {party}.</translation>
    </message>
    <message>
        <source>Baron, step 3: of the eligible Parties he has fewest Politicians in the {party}.</source>
        <translation>Barão, passo 3: entre os Partidos elegíveis, ele tem menos Políticos nos {party}.</translation>
    </message>
    <message>
        <source>Baron, step 4: the Logic card selects the {party}.</source>
        <translation>Barão, passo 4: a carta de Lógica seleciona os {party}.</translation>
    </message>
    <message>
        <source>Logic draw (house rule): {card}.</source>
        <translation>Compra de Lógica (regra da casa): {card}.</translation>
    </message>
    <message>
        <source>Logic draw (house rule): {card}, drawn again.</source>
        <translation>Compra de Lógica (regra da casa): {card}, compra-se novamente.</translation>
    </message>
    <message>
        <source>The Baron&apos;s supply is empty: the Court action is unavailable to him; he takes his next action by priority.</source>
        <translation>O suprimento do Barão está vazio: a ação da Corte fica indisponível para ele; ele faz sua próxima ação por ordem de prioridade.</translation>
    </message>
    <message>
        <source>The Baron gains 1 thaler.</source>
        <translation>O Barão ganha 1 Táler.</translation>
    </message>
    <message>
        <source>Remove the rightmost Action tile of the market to the box.</source>
        <translation>Remova a peça de Ação mais à direita do mercado para a caixa do jogo.</translation>
    </message>
    <message>
        <source>The Baron gains 1 worker.</source>
        <translation>O Barão ganha 1 Trabalhador.</translation>
    </message>
    <message>
        <source>The Baron&apos;s reserve is empty: he gains 3 VP.</source>
        <translation>A reserva do Barão está vazia: ele ganha 3 PV.</translation>
    </message>
    <message>
        <source>The Baron gains 2 VP.</source>
        <translation>O Barão ganha 2 PV.</translation>
    </message>
    <message>
        <source>King&apos;s Day {number}: score the base King&apos;s Day on the table, then the Party agendas.</source>
        <translation>Dia do Rei {number}: pontue o Dia do Rei do jogo base na mesa, depois as Pautas do Partido.</translation>
    </message>
    <message>
        <source>Final scoring: the base final scoring on the table, then the Party agendas (no removals).</source>
        <translation>Pontuação Final: a Pontuação Final do jogo base na mesa, depois as Pautas do Partido (sem remoções).</translation>
    </message>
    <message>
        <source>{side} scores {vp} VP: {party} agenda ({agenda}).</source>
        <translation>{side} pontua {vp} PV: Pauta dos {party} ({agenda}).</translation>
    </message>
    <message>
        <source>{side} scores {vp} VP as Member of the Dominant Party ({party}).</source>
        <translation>{side} pontua {vp} PV como Membro do Partido Dominante ({party}).</translation>
    </message>
    <message numerus="yes">
        <source>The Baron leads %n Party(s): {vp} VP.</source>
        <translation>
            <numerusform>O Barão lidera %n Partido: {vp} PV.</numerusform>
            <numerusform>O Barão lidera %n Partidos: {vp} PV.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Baron leads %n Party(s) and sits in the Dominant Party: {vp} VP.</source>
        <translation>
            <numerusform>O Barão lidera %n Partido e está no Partido Dominante: {vp} PV.</numerusform>
            <numerusform>O Barão lidera %n Partidos e está no Partido Dominante: {vp} PV.</numerusform>
        </translation>
    </message>
    <message>
        <source>{side}, Leader of the {party}, returns 1 Politician to the reserve.</source>
        <translation>{side}, Líder dos {party}, devolve 1 Político para a reserva.</translation>
    </message>
    <message>
        <source>{side} returns 1 Politician from the Dominant Party ({party}).</source>
        <translation>{side} devolve 1 Político do Partido Dominante ({party}) para a reserva.</translation>
    </message>
    <message>
        <source>Neutral {token} leaves the game.</source>
        <translation>O Político Neutro {token} sai do jogo.</translation>
    </message>
    <message>
        <source>The arrow neutral moves from the {src} to the {dst}.</source>
        <translation>O Político Neutro com a seta vai dos {src} para os {dst}.</translation>
    </message>
    <message>
        <source>{side} takes the Leader space of the {party}.</source>
        <translation>{side} ocupa o espaço de Líder dos {party}.</translation>
    </message>
    <message>
        <source>Neutral {token} takes the Leader space of the {party}.</source>
        <translation>O Político Neutro {token} ocupa o espaço de Líder dos {party}.</translation>
    </message>
    <message>
        <source>{side}: technology E8, {count} Politicians on the Court: {vp} VP.</source>
        <translation>{side}: Tecnologia E8, {count} Políticos na Corte: {vp} PV.</translation>
    </message>
    <message>
        <source>{side} bids {bid} VP.</source>
        <translation>{side} oferece {bid} PV.</translation>
    </message>
    <message>
        <source>{side} passes and will choose an Experiment in place {place}.</source>
        <translation>{side} passa e escolherá um Experimento na posição {place}.</translation>
    </message>
    <message>
        <source>Experiment choice order: {order}.</source>
        <translation>Ordem de escolha dos Experimentos: {order}.</translation>
    </message>
    <message>
        <source>{side} will lose {vp} VP at the end of the game (last bid).</source>
        <translation>{side} perderá {vp} PV ao final da partida (último lance).</translation>
    </message>
    <message>
        <source>{side} loses {vp} VP bid in the auction.</source>
        <translation>{side} perde {vp} PV oferecidos no leilão.</translation>
    </message>
    <message>
        <source>{side} now meets the requirement of contract {contract}.</source>
        <translation>{side} agora atende ao requisito do Contrato {contract}.</translation>
    </message>
    <message>
        <source>{side} no longer meets the requirement of contract {contract}.</source>
        <translation>{side} não atende mais ao requisito do Contrato {contract}.</translation>
    </message>
    <message>
        <source>The court is scored. Add the court&apos;s VP to the VP track; the table decides the winner.</source>
        <translation>A Corte foi pontuada. Adicione os PV da Corte à trilha de PV; a mesa decide o vencedor.</translation>
    </message>
    <message>
        <source>Baron von Automat: {vp} VP from the court. Court VP only: add them to each score on the main board, where the winner is decided.</source>
        <translation>Barão von Automat: {vp} PV da Corte. Apenas PV da Corte: adicione-os à pontuação de cada jogador no tabuleiro principal, onde o vencedor é decidido.</translation>
    </message>
    <message>
        <source>Court VP only: add them to each score on the main board, where the winner is decided.</source>
        <translation>Apenas PV da Corte: adicione-os à pontuação de cada jogador no tabuleiro principal, onde o vencedor é decidido.</translation>
    </message>
    <message>
        <source>Party benefits</source>
        <translation>Benefícios dos Partidos</translation>
    </message>
    <message>
        <source>King&apos;s Day agendas</source>
        <translation>Pautas do Dia do Rei</translation>
    </message>
    <message>
        <source>Final agendas</source>
        <translation>Pautas finais</translation>
    </message>
    <message>
        <source>Technology E8</source>
        <translation>Tecnologia E8</translation>
    </message>
    <message>
        <source>Baron&apos;s bonuses</source>
        <translation>Bônus do Barão</translation>
    </message>
    <message>
        <source>Auction bids lost</source>
        <translation>Lances perdidos no leilão</translation>
    </message>
    <message>
        <source>Nucleum: Court of Progress</source>
        <translation>Nucleum: Corte do Progresso</translation>
    </message>
    <message>
        <source>The Court side board for a Nucleum game on the table: Court actions, King&apos;s Day and final agenda scoring, Baron von Automat at court.</source>
        <translation>O tabuleiro lateral de Corte para uma partida de Nucleum na mesa: ações da Corte, pontuação das Pautas no Dia do Rei e no final, Barão von Automat na Corte.</translation>
    </message>
</context>
<context>
    <name>nucleum.layout</name>
    <message>
        <source>Court of Progress</source>
        <translation>Corte do Progresso</translation>
    </message>
    <message>
        <source>King&apos;s Days: {done} of {max}</source>
        <translation>Dias do Rei: {done} de {max}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Turno: {name}</translation>
    </message>
    <message>
        <source>Court action</source>
        <translation>Ação da Corte</translation>
    </message>
    <message>
        <source>Place a worker as a Politician in a Party and take its benefit.</source>
        <translation>Aloque um Trabalhador como Político em um Partido e receba o benefício dele.</translation>
    </message>
    <message numerus="yes">
        <source>{party} — %n Politician(s)</source>
        <translation>
            <numerusform>{party} — %n Político</numerusform>
            <numerusform>{party} — %n Políticos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{party} — %n Politician(s) — ♚ Dominant Party</source>
        <translation>
            <numerusform>{party} — %n Político — ♚ Partido Dominante</numerusform>
            <numerusform>{party} — %n Políticos — ♚ Partido Dominante</numerusform>
        </translation>
    </message>
    <message>
        <source>Agenda</source>
        <translation>Pauta</translation>
    </message>
    <message>
        <source>{party} agenda: {agenda}</source>
        <translation>Pauta dos {party}: {agenda}</translation>
    </message>
    <message>
        <source>Which two agendas share a tile, and its Party, is a default: no public source confirms it.</source>
        <translation>Quais duas Pautas dividem uma peça, e o Partido dela, é uma escolha padrão: nenhuma fonte pública confirma isso.</translation>
    </message>
    <message>
        <source>{party}: the Leader space is empty</source>
        <translation>{party}: o espaço de Líder está vazio</translation>
    </message>
    <message>
        <source>{party}: Leader space held by {holder}</source>
        <translation>{party}: {holder} ocupa o espaço de Líder</translation>
    </message>
    <message>
        <source>neutral {token}</source>
        <translation>neutro {token}</translation>
    </message>
    <message>
        <source>the arrow neutral</source>
        <translation>neutro com a seta</translation>
    </message>
    <message>
        <source>{neutral} in the {party}</source>
        <translation>{neutral} nos {party}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n Politician(s) in the {party}</source>
        <translation>
            <numerusform>{name}: %n Político nos {party}</numerusform>
            <numerusform>{name}: %n Políticos nos {party}</numerusform>
        </translation>
    </message>
    <message>
        <source>The King: the {party} are the Dominant Party</source>
        <translation>Rei: os {party} são o Partido Dominante</translation>
    </message>
    <message>
        <source>Baron von Automat</source>
        <translation>Barão von Automat</translation>
    </message>
    <message>
        <source>Court VP: {vp}</source>
        <translation>PV da Corte: {vp}</translation>
    </message>
    <message>
        <source>On the Court: {n} of {total}</source>
        <translation>Na Corte: {n} de {total}</translation>
    </message>
    <message>
        <source>Party benefits {benefit} · King&apos;s Days {kings_day} · final agendas {final} · E8 {e8} · auction {auction}</source>
        <translation>Benefícios dos Partidos {benefit} · Dias do Rei {kings_day} · Pautas finais {final} · E8 {e8} · leilão {auction}</translation>
    </message>
    <message>
        <source>Income steps from the Court: thaler {thaler}, worker {worker}, VP {vp}</source>
        <translation>Passos de renda da Corte: Táler {thaler}, Trabalhador {worker}, PV {vp}</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>prata</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>ouro</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>roxo</translation>
    </message>
    <message>
        <source>be Leader of the Dominant Party</source>
        <translation>ser Líder do Partido Dominante</translation>
    </message>
    <message numerus="yes">
        <source>have %n Politician(s) on the Court board</source>
        <translation>
            <numerusform>ter %n Político no tabuleiro lateral de Corte</numerusform>
            <numerusform>ter %n Políticos no tabuleiro lateral de Corte</numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} PV</translation>
    </message>
    <message numerus="yes">
        <source>%n income step(s)</source>
        <translation>
            <numerusform>%n avanço de renda</numerusform>
            <numerusform>%n avanços de renda</numerusform>
        </translation>
    </message>
    <message>
        <source>a Level {level} Technology</source>
        <translation>uma Tecnologia de Nível {level}</translation>
    </message>
    <message>
        <source>Contract {id} ({colour}): {requirement}; reward: {reward}.</source>
        <translation>Contrato {id} ({colour}): {requirement}; recompensa: {reward}.</translation>
    </message>
    <message>
        <source>{name} meets it now.</source>
        <translation>{name} atende ao requisito agora.</translation>
    </message>
    <message>
        <source>{name} does not meet it now.</source>
        <translation>{name} não atende ao requisito agora.</translation>
    </message>
    <message>
        <source>{name} has unlocked technology {tech}.</source>
        <translation>{name} desbloqueou a Tecnologia {tech}.</translation>
    </message>
    <message>
        <source>{name} has not unlocked technology {tech}.</source>
        <translation>{name} não desbloqueou a Tecnologia {tech}.</translation>
    </message>
    <message>
        <source>E8 now: {vp} VP</source>
        <translation>E8 agora: {vp} PV</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} e {b}</translation>
    </message>
    <message>
        <source>Court VP: {vp} · Politicians on the Court: {n} of {total}</source>
        <translation>PV da Corte: {vp} · Políticos na Corte: {n} de {total}</translation>
    </message>
    <message>
        <source>Supply and reserve are on the table: the app asks when it needs them.</source>
        <translation>Suprimento e reserva estão na mesa: o aplicativo pergunta quando precisar deles.</translation>
    </message>
    <message numerus="yes">
        <source>Scored now: leads %n Party(s), {dominant}: {vp} VP</source>
        <translation>
            <numerusform>Pontuaria agora: lidera %n Partido, {dominant}: {vp} PV</numerusform>
            <numerusform>Pontuaria agora: lidera %n Partidos, {dominant}: {vp} PV</numerusform>
        </translation>
    </message>
    <message>
        <source>sits in the Dominant Party</source>
        <translation>está no Partido Dominante</translation>
    </message>
    <message>
        <source>not in the Dominant Party</source>
        <translation>não está no Partido Dominante</translation>
    </message>
    <message>
        <source>Last Court decision: {why}</source>
        <translation>Última decisão na Corte: {why}</translation>
    </message>
    <message>
        <source>Last Court decision: none yet.</source>
        <translation>Última decisão na Corte: nenhuma ainda.</translation>
    </message>
    <message>
        <source>Logic cards: drawn on the table (you tap the Party).</source>
        <translation>Cartas de Lógica: compradas na mesa (você toca no Partido).</translation>
    </message>
    <message>
        <source>Logic cards: drawn by the app (house rule ⚑).</source>
        <translation>Cartas de Lógica: compradas pelo aplicativo (regra da casa ⚑).</translation>
    </message>
    <message>
        <source>Difficulty: {modifiers}</source>
        <translation>Dificuldade: {modifiers}</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>padrão</translation>
    </message>
    <message>
        <source>harder, he leads the empty Party</source>
        <translation>mais difícil, ele lidera o Partido vazio</translation>
    </message>
    <message>
        <source>harder, his worker in each neutral-led Party</source>
        <translation>mais difícil, um Trabalhador dele em cada Partido liderado por um neutro</translation>
    </message>
    <message>
        <source>easier, your worker leads the empty Party</source>
        <translation>mais fácil, seu Trabalhador lidera o Partido vazio</translation>
    </message>
    <message>
        <source>harder, 6 VP from the 2nd King&apos;s Day</source>
        <translation>mais difícil, 6 PV a partir do 2º Dia do Rei</translation>
    </message>
    <message>
        <source>Priority: {order}</source>
        <translation>Prioridade: {order}</translation>
    </message>
    <message>
        <source>Court</source>
        <translation>Corte</translation>
    </message>
    <message>
        <source>Urbanize</source>
        <translation>Urbanizar</translation>
    </message>
    <message>
        <source>Industrialize</source>
        <translation>Industrializar</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>Desenvolver</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <source>Energize</source>
        <translation>Energizar</translation>
    </message>
    <message>
        <source>Subsidize</source>
        <translation>Subsidiada</translation>
    </message>
    <message>
        <source>Auction for the Experiment choice</source>
        <translation>Leilão pela escolha de Experimento</translation>
    </message>
    <message>
        <source>High bid: {vp} VP</source>
        <translation>Maior lance: {vp} PV</translation>
    </message>
    <message>
        <source>Last bids: {bids}</source>
        <translation>Últimos lances: {bids}</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Still bidding: {names}</source>
        <translation>Ainda no leilão: {names}</translation>
    </message>
    <message>
        <source>Passed, in order: {names}</source>
        <translation>Passaram, em ordem: {names}</translation>
    </message>
    <message>
        <source>Choice order: {order}</source>
        <translation>Ordem de escolha: {order}</translation>
    </message>
    <message>
        <source>Lost at the end: {costs}</source>
        <translation>Perdas no final: {costs}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Final da partida</translation>
    </message>
    <message>
        <source>Conditions met: {met} of {needed}</source>
        <translation>Condições atendidas: {met} de {needed}</translation>
    </message>
    <message>
        <source>The end is triggered: final scoring after the last turns.</source>
        <translation>O final da partida foi acionado: Pontuação Final após os últimos turnos.</translation>
    </message>
    <message>
        <source>If King&apos;s Day came now</source>
        <translation>Se o Dia do Rei fosse agora</translation>
    </message>
    <message>
        <source>King&apos;s Day {n}: agenda scoring</source>
        <translation>Dia do Rei {n}: pontuação das Pautas</translation>
    </message>
    <message>
        <source>Final scoring: agendas</source>
        <translation>Pontuação Final: Pautas</translation>
    </message>
    <message>
        <source>Last scoring: King&apos;s Day {n}</source>
        <translation>Última pontuação: Dia do Rei {n}</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Pontuação Final</translation>
    </message>
    <message>
        <source>{mark} {name}, Leader of the {party}: {agenda}</source>
        <translation>{mark} {name}, Líder dos {party}: {agenda}</translation>
    </message>
    <message>
        <source>{mark} {name}, Member of the Dominant {party}: {agenda}</source>
        <translation>{mark} {name}, Membro dos {party} (Partido Dominante): {agenda}</translation>
    </message>
    <message numerus="yes">
        <source>(counted by the app: %n Party(s))</source>
        <translation>
            <numerusform>(contado pelo aplicativo: %n Partido)</numerusform>
            <numerusform>(contado pelo aplicativo: %n Partidos)</numerusform>
        </translation>
    </message>
    <message>
        <source>{mark} Baron von Automat: 4 VP per Party led, 4 VP in the Dominant Party</source>
        <translation>{mark} Barão von Automat: 4 PV por Partido liderado, 4 PV no Partido Dominante</translation>
    </message>
    <message>
        <source>▸ {name}: {vp} VP</source>
        <translation>▸ {name}: {vp} PV</translation>
    </message>
    <message>
        <source>▸ {name}: {vp} VP + {asked}</source>
        <translation>▸ {name}: {vp} PV + {asked}</translation>
    </message>
    <message>
        <source>{per} VP × {unit}</source>
        <translation>{per} PV × {unit}</translation>
    </message>
    <message>
        <source>▸ Baron von Automat: {vp} VP</source>
        <translation>▸ Barão von Automat: {vp} PV</translation>
    </message>
    <message>
        <source>No player leads a Party or sits in the Dominant Party.</source>
        <translation>Nenhum jogador lidera um Partido ou está no Partido Dominante.</translation>
    </message>
    <message>
        <source>{name}, Leader of the {party}: +{vp} VP (total {total})</source>
        <translation>{name}, Líder dos {party}: +{vp} PV (total {total})</translation>
    </message>
    <message>
        <source>{name}, Dominant {party}: +{vp} VP (total {total})</source>
        <translation>{name}, {party} (Partido Dominante): +{vp} PV (total {total})</translation>
    </message>
    <message>
        <source>Baron von Automat: +{vp} VP (total {total})</source>
        <translation>Barão von Automat: +{vp} PV (total {total})</translation>
    </message>
    <message>
        <source>{name}, technology E8: +{vp} VP (total {total})</source>
        <translation>{name}, Tecnologia E8: +{vp} PV (total {total})</translation>
    </message>
    <message>
        <source>{name}, auction bid: −{vp} VP (total {total})</source>
        <translation>{name}, lance no leilão: −{vp} PV (total {total})</translation>
    </message>
    <message>
        <source>Court VP now: {totals}</source>
        <translation>PV da Corte agora: {totals}</translation>
    </message>
    <message>
        <source>{name} {vp}</source>
        <translation>{name} {vp}</translation>
    </message>
    <message>
        <source>Reference: technologies E/F, turbines, Connectors</source>
        <translation>Referência: Tecnologias E/F, Turbinas, peças Conectoras</translation>
    </message>
    <message>
        <source>Technologies E</source>
        <translation>Tecnologias E</translation>
    </message>
    <message>
        <source>Technologies F</source>
        <translation>Tecnologias F</translation>
    </message>
    <message>
        <source>Turbine effects</source>
        <translation>Efeitos de Turbina</translation>
    </message>
    <message>
        <source>Connector rules</source>
        <translation>Regras das Conectoras</translation>
    </message>
    <message>
        <source>Technology, Experiment {exp}</source>
        <translation>Tecnologia, Experimento {exp}</translation>
    </message>
    <message>
        <source>Turbine effect</source>
        <translation>Efeito de Turbina</translation>
    </message>
    <message>
        <source>Connector rule</source>
        <translation>Regra das peças Conectoras</translation>
    </message>
    <message>
        <source>{kind} (also {also})</source>
        <translation>{kind} (também {also})</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>standard</source>
        <extracomment>option values as the New game dialog shows them (translated in the &quot;options&quot; context)</extracomment>
        <translation>padrão</translation>
    </message>
    <message>
        <source>australia</source>
        <translation>Austrália</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>compradas na mesa</translation>
    </message>
    <message>
        <source>digital</source>
        <translation>digitais (sorteio no app)</translation>
    </message>
    <message>
        <source>Seats</source>
        <extracomment>the app&apos;s safeguard (bts.end.round_limit): the game ends at the end of this round at the latest</extracomment>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>Achievements</source>
        <extracomment>&quot;random&quot;: Transcendence, Empire, 1 random A and 1 random B; &quot;first_game&quot;: the seed&apos;s set</extracomment>
        <translation>Conquistas</translation>
    </message>
    <message>
        <source>Transcendence, Empire and 2 random ones</source>
        <translation>Transcendência, Império e 2 aleatórias</translation>
    </message>
    <message>
        <source>First game (the rulebook&apos;s four)</source>
        <translation>Primeiro jogo (as quatro do livro de regras)</translation>
    </message>
    <message>
        <source>Card pack</source>
        <extracomment>a card pack: a file name in the user&apos;s packs/bts folder, or a path (&quot;&quot;: stand-ins)</extracomment>
        <translation>Pacote de cartas</translation>
    </message>
    <message>
        <source>Solo against Baron von Automat</source>
        <translation>Solo contra o Barão von Automat</translation>
    </message>
    <message>
        <source>Harder: the Baron leads the empty Party</source>
        <translation>Mais difícil: o Barão lidera o Partido vazio</translation>
    </message>
    <message>
        <source>Harder: a Baron worker in each Party a neutral leads</source>
        <translation>Mais difícil: um Trabalhador do Barão em cada Partido liderado por um neutro</translation>
    </message>
    <message>
        <source>Harder: the Baron scores 6 VP from the 2nd King&apos;s Day</source>
        <translation>Mais difícil: o Barão marca 6 PV a partir do 2º Dia do Rei</translation>
    </message>
    <message>
        <source>Easier: your worker leads the empty Party</source>
        <translation>Mais fácil: seu Trabalhador lidera o Partido vazio</translation>
    </message>
    <message>
        <source>Expert variant: auction for experiments</source>
        <translation>Variante expert: leilão de experimentos</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Baron&apos;s Logic cards</source>
        <translation>Cartas de Lógica do Barão</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>option values as the New game dialog shows them (translated in the &quot;options&quot; context)</extracomment>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>médio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>Two-player advanced game (two actions each)</source>
        <translation>Jogo avançado para 2 jogadores (duas ações cada)</translation>
    </message>
    <message>
        <source>Goals (The Gathering Storm)</source>
        <translation>Objetivos (The Gathering Storm)</translation>
    </message>
    <message>
        <source>Solitaire robot difficulty</source>
        <translation>Dificuldade do robô (jogo solitário)</translation>
    </message>
    <message>
        <source>Drafting variant (2-3 players)</source>
        <translation>Variante de draft (2-3 jogadores)</translation>
    </message>
    <message>
        <source>First game (starred cards)</source>
        <translation>Primeira partida (cartas com estrela)</translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation>Dificuldade solo</translation>
    </message>
    <message>
        <source>novice</source>
        <translation>iniciante</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avançado</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>especialista</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
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
        <translation>Pontos de vitória para vencer</translation>
    </message>
</context>
<context>
    <name>rftg</name>
    <message>
        <source>Explore +5</source>
        <translation>Explorar +5</translation>
    </message>
    <message>
        <source>Explore +1/+1</source>
        <translation>Explorar +1/+1</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>Desenvolver</translation>
    </message>
    <message>
        <source>Develop (second)</source>
        <translation>Desenvolver (segundo)</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Colonizar</translation>
    </message>
    <message>
        <source>Settle (second)</source>
        <translation>Colonizar (segundo)</translation>
    </message>
    <message>
        <source>Consume: Trade</source>
        <translation>Consumir: Comércio</translation>
    </message>
    <message>
        <source>Consume: 2x VP</source>
        <translation>Consumir: 2x PV</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produzir</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Explorar</translation>
    </message>
    <message>
        <source>Consume</source>
        <translation>Consumir</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n of your opening cards.</source>
        <translation>
            <numerusform>Descarte %n das suas cartas iniciais.</numerusform>
            <numerusform>Descarte %n das suas cartas iniciais.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose your action for this round.</source>
        <translation>Escolha sua ação para esta rodada.</translation>
    </message>
    <message>
        <source>Choose two different action cards for this round.</source>
        <translation>Escolha duas cartas de ação diferentes para esta rodada.</translation>
    </message>
    <message numerus="yes">
        <source>Explore: keep %n of the cards you drew.</source>
        <translation>
            <numerusform>Explorar: fique com %n das cartas compradas.</numerusform>
            <numerusform>Explorar: fique com %n das cartas compradas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Develop: choose a development to place, or pass.</source>
        <translation>Desenvolver: escolha um desenvolvimento para colocar ou passe.</translation>
    </message>
    <message>
        <source>Settle: choose a world to place, or pass.</source>
        <translation>Colonizar: escolha um mundo para colocar ou passe.</translation>
    </message>
    <message>
        <source>Settle: choose a second world to place, or pass.</source>
        <translation>Colonizar: escolha um segundo mundo para colocar ou passe.</translation>
    </message>
    <message numerus="yes">
        <source>Pay %n card(s) from your hand.</source>
        <translation>
            <numerusform>Pague %n carta da sua mão.</numerusform>
            <numerusform>Pague %n cartas da sua mão.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You need %n more military: discard cards for temporary military.</source>
        <translation>
            <numerusform>Você precisa de mais %n de poder militar: descarte cartas para ganhar poder militar temporário.</numerusform>
            <numerusform>Você precisa de mais %n de poder militar: descarte cartas para ganhar poder militar temporário.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trade: choose a good to sell.</source>
        <translation>Comércio: escolha uma mercadoria para vender.</translation>
    </message>
    <message>
        <source>Consume: choose the next power to use.</source>
        <translation>Consumir: escolha o próximo poder a usar.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n good(s) to consume.</source>
        <translation>
            <numerusform>Escolha %n mercadoria para consumir.</numerusform>
            <numerusform>Escolha %n mercadorias para consumir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n card(s) from your hand for VP.</source>
        <translation>
            <numerusform>Descarte até %n carta da sua mão por PV.</numerusform>
            <numerusform>Descarte até %n cartas da sua mão por PV.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gamble: name a cost from 1 to 7.</source>
        <translation>Aposta: declare um custo de 1 a 7.</translation>
    </message>
    <message>
        <source>Produce: choose the next power to use.</source>
        <translation>Produzir: escolha o próximo poder a usar.</translation>
    </message>
    <message>
        <source>Choose the card to discard.</source>
        <translation>Escolha a carta a descartar.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s) down to the hand limit of 10.</source>
        <translation>
            <numerusform>Descarte %n carta para ficar no limite de 10 cartas na mão.</numerusform>
            <numerusform>Descarte %n cartas para ficar no limite de 10 cartas na mão.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draft: keep one card of this pack; the rest passes {direction}.</source>
        <translation>Draft: fique com uma carta deste maço; o resto passa para a {direction}.</translation>
    </message>
    <message>
        <source>Choose your start world; the other one is discarded.</source>
        <translation>Escolha seu mundo inicial; o outro é descartado.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Concluir</translation>
    </message>
    <message>
        <source>{card}</source>
        <translation>{card}</translation>
    </message>
    <message numerus="yes">
        <source>{card} (pay %n)</source>
        <translation>
            <numerusform>{card} (pague %n)</numerusform>
            <numerusform>{card} (pague %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: pay %n</source>
        <translation>
            <numerusform>{card}: pague %n</numerusform>
            <numerusform>{card}: pague %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{card}: discard {via} to place it for free</source>
        <translation>{card}: descarte {via} para colocá-lo de graça</translation>
    </message>
    <message>
        <source>{card}: conquer with military</source>
        <translation>{card}: conquistar com poder militar</translation>
    </message>
    <message numerus="yes">
        <source>{card}: pay %n instead of conquering</source>
        <translation>
            <numerusform>{card}: pague %n em vez de conquistar</numerusform>
            <numerusform>{card}: pague %n em vez de conquistar</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard {card} from your tableau: +{count} military</source>
        <translation>Descarte {card} do seu tabuleiro: +{count} de poder militar</translation>
    </message>
    <message>
        <source>Discard {card} from your hand: +1 military</source>
        <translation>Descarte {card} da sua mão: +1 de poder militar</translation>
    </message>
    <message numerus="yes">
        <source>Sell the good on {card} for %n card(s)</source>
        <translation>
            <numerusform>Vender a mercadoria de {card} por %n carta</numerusform>
            <numerusform>Vender a mercadoria de {card} por %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {card}: {power}</source>
        <translation>Usar {card}: {power}</translation>
    </message>
    <message>
        <source>The good on {card}</source>
        <translation>A mercadoria de {card}</translation>
    </message>
    <message>
        <source>Produce on {world} ({card})</source>
        <translation>Produzir em {world} ({card})</translation>
    </message>
    <message>
        <source>Produce bonus: produce on {world}</source>
        <translation>Bônus de Produzir: produzir em {world}</translation>
    </message>
    <message>
        <source>Discard a card to produce on {card}</source>
        <translation>Descartar uma carta para produzir em {card}</translation>
    </message>
    <message>
        <source>{player} is dealt the start world {card} and six cards.</source>
        <translation>{player} recebe o mundo inicial {card} e seis cartas.</translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n card(s).</source>
        <translation>
            <numerusform>{player} compra %n carta.</numerusform>
            <numerusform>{player} compra %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} chose {action}.</source>
        <translation>{player} escolheu {action}.</translation>
    </message>
    <message>
        <source>Phase: {phase}.</source>
        <translation>Fase: {phase}.</translation>
    </message>
    <message>
        <source>{player} places {card}.</source>
        <translation>{player} coloca {card}.</translation>
    </message>
    <message>
        <source>{player} places no development.</source>
        <translation>{player} não coloca nenhum desenvolvimento.</translation>
    </message>
    <message>
        <source>{player} settles no world.</source>
        <translation>{player} não coloniza nenhum mundo.</translation>
    </message>
    <message>
        <source>A good is placed on {card}.</source>
        <translation>Uma mercadoria é colocada em {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} sells a good from {card} for %n card(s).</source>
        <translation>
            <numerusform>{player} vende uma mercadoria de {card} por %n carta.</numerusform>
            <numerusform>{player} vende uma mercadoria de {card} por %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n VP.</source>
        <translation>
            <numerusform>{player} ganha %n PV.</numerusform>
            <numerusform>{player} ganha %n PV.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} uses {card}.</source>
        <translation>{player} usa {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} discards %n card(s).</source>
        <translation>
            <numerusform>{player} descarta %n carta.</numerusform>
            <numerusform>{player} descarta %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>A pilha de descarte é embaralhada e forma uma nova pilha de compra.</translation>
    </message>
    <message>
        <source>{player} shuffles their discard pile into a new draw pile.</source>
        <translation>{player} embaralha sua pilha de descarte, formando uma nova pilha de compra.</translation>
    </message>
    <message>
        <source>{player} claims the goal {goal}.</source>
        <translation>{player} reivindica o objetivo {goal}.</translation>
    </message>
    <message>
        <source>The goal {goal} returns to the centre.</source>
        <translation>O objetivo {goal} volta ao centro.</translation>
    </message>
    <message>
        <source>{player} names {count} and flips {card}: a match, kept.</source>
        <translation>{player} declara {count} e revela {card}: acertou, fica com ela.</translation>
    </message>
    <message>
        <source>{player} names {count} and flips {card}: no match.</source>
        <translation>{player} declara {count} e revela {card}: errou.</translation>
    </message>
    <message>
        <source>The game ends after this round.</source>
        <translation>O jogo termina após esta rodada.</translation>
    </message>
    <message>
        <source>{player} is tied for the most in {goal} at the end: a 3-VP goal chip.</source>
        <translation>{player} está empatado na liderança de {goal} no fim do jogo: um chip de objetivo de 3 PV.</translation>
    </message>
    <message>
        <source>{player} scores {total} VP ({chips} chips, {cards} cards, {six} bonus, {goals} goals).</source>
        <translation>{player} marca {total} PV ({chips} em chips, {cards} em cartas, {six} de bônus, {goals} em objetivos).</translation>
    </message>
    <message>
        <source>{player} discards {card} for temporary military.</source>
        <translation>{player} descarta {card} para ganhar poder militar temporário.</translation>
    </message>
    <message>
        <source>You already have this development in your tableau.</source>
        <translation>Você já tem este desenvolvimento no seu tabuleiro.</translation>
    </message>
    <message>
        <source>You cannot pay for this card.</source>
        <translation>Você não pode pagar por esta carta.</translation>
    </message>
    <message>
        <source>Your military is too weak for this world.</source>
        <translation>Seu poder militar é fraco demais para este mundo.</translation>
    </message>
    <message>
        <source>Choose the first card of that action before its second card.</source>
        <translation>Escolha a primeira carta dessa ação antes da segunda.</translation>
    </message>
    <message>
        <source>Choose goods of different kinds.</source>
        <translation>Escolha mercadorias de tipos diferentes.</translation>
    </message>
    <message numerus="yes">
        <source>You may discard at most %n hand card(s) for military.</source>
        <translation>
            <numerusform>Você pode descartar no máximo %n carta da mão por poder militar.</numerusform>
            <numerusform>Você pode descartar no máximo %n cartas da mão por poder militar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n more card(s) when exploring</source>
        <translation>
            <numerusform>Compre mais %n carta ao explorar</numerusform>
            <numerusform>Compre mais %n cartas ao explorar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep %n more card(s) when exploring</source>
        <translation>
            <numerusform>Fique com mais %n carta ao explorar</numerusform>
            <numerusform>Fique com mais %n cartas ao explorar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Developments cost %n less</source>
        <translation>
            <numerusform>Desenvolvimentos custam %n a menos</numerusform>
            <numerusform>Desenvolvimentos custam %n a menos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) at the start of Develop</source>
        <translation>
            <numerusform>Compre %n carta no início de Desenvolver</numerusform>
            <numerusform>Compre %n cartas no início de Desenvolver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) after placing a development</source>
        <translation>
            <numerusform>Compre %n carta após colocar um desenvolvimento</numerusform>
            <numerusform>Compre %n cartas após colocar um desenvolvimento</numerusform>
        </translation>
    </message>
    <message>
        <source>{sign}{count} military{against}</source>
        <translation>{sign}{count} de poder militar{against}</translation>
    </message>
    <message numerus="yes">
        <source>Non-military worlds cost %n less</source>
        <translation>
            <numerusform>Mundos não militares custam %n a menos</numerusform>
            <numerusform>Mundos não militares custam %n a menos</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard this card to place a non-military, non-Alien world for free</source>
        <translation>Descarte esta carta para colocar de graça um mundo não militar e não Alienígena</translation>
    </message>
    <message numerus="yes">
        <source>Discard this card for +%n military this phase</source>
        <translation>
            <numerusform>Descarte esta carta para ganhar +%n de poder militar nesta fase</numerusform>
            <numerusform>Descarte esta carta para ganhar +%n de poder militar nesta fase</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay for a non-Alien military world at %n less than its defence</source>
        <translation>
            <numerusform>Pague por um mundo militar não Alienígena %n a menos que sua defesa</numerusform>
            <numerusform>Pague por um mundo militar não Alienígena %n a menos que sua defesa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n hand card(s) for +1 military each this phase</source>
        <translation>
            <numerusform>Descarte até %n carta da mão para ganhar +1 de poder militar por carta nesta fase</numerusform>
            <numerusform>Descarte até %n cartas da mão para ganhar +1 de poder militar por carta nesta fase</numerusform>
        </translation>
    </message>
    <message>
        <source>Place a second world</source>
        <translation>Coloque um segundo mundo</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) after placing a world</source>
        <translation>
            <numerusform>Compre %n carta após colocar um mundo</numerusform>
            <numerusform>Compre %n cartas após colocar um mundo</numerusform>
        </translation>
    </message>
    <message>
        <source>Trade: +{count} for {which}</source>
        <translation>Comércio: +{count} por {which}</translation>
    </message>
    <message>
        <source>Sell a good{nobonus}</source>
        <translation>Venda uma mercadoria{nobonus}</translation>
    </message>
    <message>
        <source>Consume {goods}: {reward}</source>
        <translation>Consuma {goods}: {reward}</translation>
    </message>
    <message numerus="yes">
        <source>Discard up to %n card(s) from hand: {vp} VP each</source>
        <translation>
            <numerusform>Descarte até %n carta da mão: {vp} PV cada</numerusform>
            <numerusform>Descarte até %n cartas da mão: {vp} PV cada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>Compre %n carta</numerusform>
            <numerusform>Compre %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Name a cost 1-7 and flip the top card: keep it on a match</source>
        <translation>Declare um custo de 1 a 7 e revele a carta do topo: fique com ela se acertar</translation>
    </message>
    <message>
        <source>Produce a good here</source>
        <translation>Produza uma mercadoria aqui</translation>
    </message>
    <message>
        <source>Discard a card to produce a good here</source>
        <translation>Descarte uma carta para produzir uma mercadoria aqui</translation>
    </message>
    <message>
        <source>Produce on an empty windfall world</source>
        <translation>Produza em um mundo de produção inesperada vazio</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) if this world produced</source>
        <translation>
            <numerusform>Compre %n carta se este mundo produziu</numerusform>
            <numerusform>Compre %n cartas se este mundo produziu</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw {count} per {which} good produced</source>
        <translation>Compre {count} por mercadoria do tipo {which} produzida</translation>
    </message>
    <message>
        <source>Draw {count} per kind of good produced</source>
        <translation>Compre {count} por tipo de mercadoria produzida</translation>
    </message>
    <message>
        <source>Draw {count} if you produced the most {which} goods</source>
        <translation>Compre {count} se você produziu mais mercadorias do tipo {which}</translation>
    </message>
    <message>
        <source>Draw {count} per {which} world</source>
        <translation>Compre {count} por mundo do tipo {which}</translation>
    </message>
    <message>
        <source>Draw {count} per military world</source>
        <translation>Compre {count} por mundo militar</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualquer</translation>
    </message>
    <message>
        <source> against {which} worlds</source>
        <translation> contra mundos do tipo {which}</translation>
    </message>
    <message>
        <source> against Rebel worlds</source>
        <translation> contra mundos Rebeldes</translation>
    </message>
    <message>
        <source> (no trade bonuses)</source>
        <translation> (sem bônus de comércio)</translation>
    </message>
    <message>
        <source>this world&apos;s good</source>
        <translation>a mercadoria deste mundo</translation>
    </message>
    <message>
        <source>{which} goods</source>
        <translation>mercadorias do tipo {which}</translation>
    </message>
    <message>
        <source>any good</source>
        <translation>qualquer mercadoria</translation>
    </message>
    <message>
        <source>Trade: +1 per chromosome card for {which} goods</source>
        <translation>Comércio: +1 por carta com cromossomo para mercadorias do tipo {which}</translation>
    </message>
    <message numerus="yes">
        <source>Non-military {which} worlds cost %n less</source>
        <translation>
            <numerusform>Mundos não militares do tipo {which} custam %n a menos</numerusform>
            <numerusform>Mundos não militares do tipo {which} custam %n a menos</numerusform>
        </translation>
    </message>
    <message>
        <source>Produce on an empty {which} windfall world</source>
        <translation>Produza em um mundo de produção inesperada do tipo {which} vazio</translation>
    </message>
    <message numerus="yes">
        <source>up to %n {which} good(s)</source>
        <translation>
            <numerusform>até %n mercadoria do tipo {which}</numerusform>
            <numerusform>até %n mercadorias do tipo {which}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n good(s)</source>
        <translation>
            <numerusform>até %n mercadoria</numerusform>
            <numerusform>até %n mercadorias</numerusform>
        </translation>
    </message>
    <message>
        <source>two {which} goods</source>
        <translation>duas mercadorias do tipo {which}</translation>
    </message>
    <message>
        <source>two goods</source>
        <translation>duas mercadorias</translation>
    </message>
    <message>
        <source>three goods of different kinds</source>
        <translation>três mercadorias de tipos diferentes</translation>
    </message>
    <message>
        <source>all your goods</source>
        <translation>todas as suas mercadorias</translation>
    </message>
    <message>
        <source>this world&apos;s {which} good</source>
        <translation>a mercadoria do tipo {which} deste mundo</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n PV</numerusform>
            <numerusform>%n PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} and {cards}</source>
        <translation>{vp} e {cards}</translation>
    </message>
    <message>
        <source>{reward} each</source>
        <translation>{reward} cada</translation>
    </message>
    <message>
        <source>VP equal to the goods minus one</source>
        <translation>PV iguais ao número de mercadorias menos um</translation>
    </message>
    <message>
        <source>Race for the Galaxy</source>
        <extracomment>game id -&gt; &quot;module:attribute&quot; of its Game instance, in the order the home page lists them</extracomment>
        <translation>Race for the Galaxy</translation>
    </message>
    <message>
        <source>Race for the Galaxy with The Gathering Storm: 1-5 players (solitaire against the robot).</source>
        <translation>Race for the Galaxy com The Gathering Storm: 1 a 5 jogadores (jogo solitário contra o robô).</translation>
    </message>
    <message>
        <source>Tie broken by cards in hand plus goods.</source>
        <translation>Empate desfeito pelas cartas na mão mais mercadorias.</translation>
    </message>
    <message>
        <source>Tie broken by the robot&apos;s credit plus economy against your cards in hand plus goods.</source>
        <translation>Empate desfeito pelo crédito mais a economia do robô contra suas cartas na mão mais mercadorias.</translation>
    </message>
    <message>
        <source>Still tied after the tie-break: a shared victory.</source>
        <translation>Empate mesmo após o desempate: vitória compartilhada.</translation>
    </message>
    <message>
        <source>The robot wins with {vp} VP.</source>
        <translation>O robô vence com {vp} PV.</translation>
    </message>
    <message>
        <source>The robot scores {vp} VP.</source>
        <translation>O robô marca {vp} PV.</translation>
    </message>
    <message>
        <source>Tie-break (hand + goods / robot credit + economy)</source>
        <translation>Desempate (mão + mercadorias / crédito + economia do robô)</translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation>Chips de PV</translation>
    </message>
    <message>
        <source>Card VP</source>
        <translation>PV de cartas</translation>
    </message>
    <message>
        <source>6-cost developments</source>
        <translation>Desenvolvimentos de custo 6</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Cards in hand + goods</source>
        <translation>Cartas na mão + mercadorias</translation>
    </message>
    <message>
        <source>{player} is dealt two start worlds face down.</source>
        <translation>{player} recebe dois mundos iniciais com a face para baixo.</translation>
    </message>
    <message>
        <source>Draft round {round}: every player draws five cards; packs pass {direction}.</source>
        <translation>Rodada de draft {round}: cada jogador compra cinco cartas; os maços passam para a {direction}.</translation>
    </message>
    <message>
        <source>{player} keeps {card}.</source>
        <translation>{player} fica com {card}.</translation>
    </message>
    <message>
        <source>{player} takes the last card of the pack, {card}.</source>
        <translation>{player} pega a última carta do maço, {card}.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left over are removed from the game.</source>
        <translation>
            <numerusform>%n carta que sobrou é removida do jogo.</numerusform>
            <numerusform>%n cartas que sobraram são removidas do jogo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} shuffles their %n picks into their own deck.</source>
        <translation>
            <numerusform>{player} embaralha sua %n carta escolhida, formando seu próprio baralho.</numerusform>
            <numerusform>{player} embaralha suas %n cartas escolhidas, formando seu próprio baralho.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} keeps {card} as their start world.</source>
        <translation>{player} fica com {card} como mundo inicial.</translation>
    </message>
    <message>
        <source>{player} reveals the start world {card}.</source>
        <translation>{player} revela o mundo inicial {card}.</translation>
    </message>
    <message>
        <source>left</source>
        <translation>esquerda</translation>
    </message>
    <message>
        <source>right</source>
        <translation>direita</translation>
    </message>
    <message>
        <source>The robot</source>
        <extracomment>the mat&apos;s nine action spaces, left to right, by the player&apos;s action ids (robot.yaml) a die showing an Explore, Develop or Settle action goes to the left space of its pair the rules.yaml entry cited when this fact decides a step the source, or for an unconfirmed fact the default chosen and why</extracomment>
        <translation>O robô</translation>
    </message>
    <message>
        <source>star (copies one of your actions)</source>
        <translation>estrela (copia uma das suas ações)</translation>
    </message>
    <message>
        <source>robot face</source>
        <translation>face de robô</translation>
    </message>
    <message>
        <source>The robot&apos;s start world is {card}: credit {credit}, economy {economy}, robot= reads {reads}.</source>
        <translation>O mundo inicial do robô é {card}: crédito {credit}, economia {economy}, “robô=” indica {reads}.</translation>
    </message>
    <message numerus="yes">
        <source>The robot draws %n card(s) face down.</source>
        <translation>
            <numerusform>O robô compra %n carta com a face para baixo.</numerusform>
            <numerusform>O robô compra %n cartas com a face para baixo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The robot has %n 6-cost development marker(s) worth {vp} VP each.</source>
        <translation>
            <numerusform>O robô tem %n marcador de desenvolvimento de custo 6 ({vp} PV por marcador).</numerusform>
            <numerusform>O robô tem %n marcadores de desenvolvimento de custo 6 ({vp} PV por marcador).</numerusform>
        </translation>
    </message>
    <message>
        <source>The robot rolls {first} and {second}.</source>
        <translation>O robô rola {first} e {second}.</translation>
    </message>
    <message>
        <source>A robot face reads {action} (robot= marker).</source>
        <translation>Uma face de robô vale {action} (marcador “robô=”).</translation>
    </message>
    <message>
        <source>A die goes on the {space} space.</source>
        <translation>Um dado vai para o espaço {space}.</translation>
    </message>
    <message>
        <source>Both dice land on {space}: the robot takes that action once.</source>
        <translation>Os dois dados caem em {space}: o robô realiza essa ação uma vez.</translation>
    </message>
    <message>
        <source>The robot&apos;s action: {phase}.</source>
        <translation>Ação do robô: {phase}.</translation>
    </message>
    <message>
        <source>The robot&apos;s response: {phase}.</source>
        <translation>Resposta do robô: {phase}.</translation>
    </message>
    <message>
        <source>The robot does nothing.</source>
        <translation>O robô não faz nada.</translation>
    </message>
    <message>
        <source>The robot&apos;s credit goes from {old} to {new}.</source>
        <translation>O crédito do robô vai de {old} para {new}.</translation>
    </message>
    <message>
        <source>The robot&apos;s economy goes from {old} to {new}.</source>
        <translation>A economia do robô vai de {old} para {new}.</translation>
    </message>
    <message>
        <source>The robot&apos;s credit stays at {value}, the top of its track.</source>
        <translation>O crédito do robô permanece em {value}, o máximo da trilha.</translation>
    </message>
    <message>
        <source>The robot&apos;s economy stays at {value}, the top of its track.</source>
        <translation>A economia do robô permanece em {value}, o máximo da trilha.</translation>
    </message>
    <message>
        <source>The robot flips {card}.</source>
        <translation>O robô vira {card}.</translation>
    </message>
    <message>
        <source>The robot flips {card} and discards it.</source>
        <translation>O robô vira {card} e a descarta.</translation>
    </message>
    <message>
        <source>The robot&apos;s pile runs out: nothing found.</source>
        <translation>A pilha do robô acaba: nada foi encontrado.</translation>
    </message>
    <message>
        <source>The robot places {card}.</source>
        <translation>O robô coloca {card}.</translation>
    </message>
    <message>
        <source>The robot places a 6-cost development marker.</source>
        <translation>O robô coloca um marcador de desenvolvimento de custo 6.</translation>
    </message>
    <message numerus="yes">
        <source>The robot gains %n VP chip(s).</source>
        <translation>
            <numerusform>O robô ganha %n chip de PV.</numerusform>
            <numerusform>O robô ganha %n chips de PV.</numerusform>
        </translation>
    </message>
    <message>
        <source>The robot= marker now reads {action}.</source>
        <translation>O marcador “robô=” agora indica {action}.</translation>
    </message>
    <message>
        <source>Doomed World and its counter leave the robot&apos;s tableau.</source>
        <translation>O Mundo Condenado e seu marcador especial saem do tabuleiro do robô.</translation>
    </message>
    <message>
        <source>The robot draws from an empty draw pile: the discard pile is shuffled into a new one.</source>
        <translation>O robô compra de uma pilha de compra vazia: a pilha de descarte é embaralhada e forma uma nova.</translation>
    </message>
    <message>
        <source>The robot scores {total} VP ({chips} chips, {cards} card VP, {six} for 6-cost developments and markers).</source>
        <translation>O robô marca {total} PV ({chips} em chips, {cards} em PV de cartas, {six} por desenvolvimentos e marcadores de custo 6).</translation>
    </message>
    <message>
        <source>Develop (left)</source>
        <translation>Desenvolver (esquerda)</translation>
    </message>
    <message>
        <source>Develop (right)</source>
        <translation>Desenvolver (direita)</translation>
    </message>
    <message>
        <source>Settle (left)</source>
        <translation>Colonizar (esquerda)</translation>
    </message>
    <message>
        <source>Settle (right)</source>
        <translation>Colonizar (direita)</translation>
    </message>
</context>
<context>
    <name>rftg.cards</name>
    <message>
        <source>Alien</source>
        <translation>Alienígena</translation>
    </message>
    <message>
        <source>Alien Robot Scout Ship</source>
        <translation>Nave Batedora Robô Alienígena</translation>
    </message>
    <message>
        <source>Alien Robot Sentry</source>
        <translation>Sentinela Robô Alienígena</translation>
    </message>
    <message>
        <source>Alien Robotic Factory</source>
        <translation>Fábrica Robótica Alienígena</translation>
    </message>
    <message>
        <source>Alien Rosetta Stone World</source>
        <translation>Mundo da Pedra de Roseta Alienígena</translation>
    </message>
    <message>
        <source>Alien Tech Institute</source>
        <translation>Instituto de Tecnologia Alienígena</translation>
    </message>
    <message>
        <source>Alien Toy Shop</source>
        <translation>Loja de Brinquedos Alienígenas</translation>
    </message>
    <message>
        <source>Alpha Centauri</source>
        <translation>Alfa Centauri</translation>
    </message>
    <message>
        <source>Ancient Race</source>
        <translation>Raça Antiga</translation>
    </message>
    <message>
        <source>Aquatic Uplift Race</source>
        <translation>Raça Aquática Elevada</translation>
    </message>
    <message>
        <source>Artist Colony</source>
        <translation>Colônia de Artistas</translation>
    </message>
    <message>
        <source>Asteroid Belt</source>
        <translation>Cinturão de Asteroides</translation>
    </message>
    <message>
        <source>Avian Uplift Race</source>
        <translation>Raça Aviária Elevada</translation>
    </message>
    <message>
        <source>Bio-Hazard Mining World</source>
        <translation>Mundo de Mineração com Risco Biológico</translation>
    </message>
    <message>
        <source>Black Market Trading World</source>
        <translation>Mundo de Comércio do Mercado Negro</translation>
    </message>
    <message>
        <source>Blaster Gem Mines</source>
        <translation>Minas de Gemas Explosivas</translation>
    </message>
    <message>
        <source>Budget Surplus</source>
        <translation>Superávit Orçamentário</translation>
    </message>
    <message>
        <source>Chromosome</source>
        <translation>Cromossomo</translation>
    </message>
    <message>
        <source>Clandestine Uplift Lab</source>
        <translation>Laboratório Clandestino de Elevação</translation>
    </message>
    <message>
        <source>Colony Ship</source>
        <translation>Nave Colonial</translation>
    </message>
    <message>
        <source>Comet Zone</source>
        <translation>Zona de Cometas</translation>
    </message>
    <message>
        <source>Consumer Markets</source>
        <translation>Mercados Consumidores</translation>
    </message>
    <message>
        <source>Contact Specialist</source>
        <translation>Especialista de Contato</translation>
    </message>
    <message>
        <source>Damaged Alien Factory</source>
        <translation>Fábrica Alienígena Danificada</translation>
    </message>
    <message>
        <source>Deficit Spending</source>
        <translation>Gastos Deficitários</translation>
    </message>
    <message>
        <source>Deserted Alien Colony</source>
        <translation>Colônia Alienígena Abandonada</translation>
    </message>
    <message>
        <source>Deserted Alien Library</source>
        <translation>Biblioteca Alienígena Abandonada</translation>
    </message>
    <message>
        <source>Deserted Alien Outpost</source>
        <translation>Posto Avançado Alienígena Abandonado</translation>
    </message>
    <message>
        <source>Deserted Alien World</source>
        <translation>Mundo Alienígena Abandonado</translation>
    </message>
    <message>
        <source>Destroyed World</source>
        <translation>Mundo Destruído</translation>
    </message>
    <message>
        <source>Distant World</source>
        <translation>Mundo Distante</translation>
    </message>
    <message>
        <source>Diversified Economy</source>
        <translation>Economia Diversificada</translation>
    </message>
    <message>
        <source>Doomed World</source>
        <translation>Mundo Condenado</translation>
    </message>
    <message>
        <source>Drop Ships</source>
        <translation>Naves de Desembarque</translation>
    </message>
    <message>
        <source>Earth&apos;s Lost Colony</source>
        <translation>Colônia Perdida da Terra</translation>
    </message>
    <message>
        <source>Empath World</source>
        <translation>Mundo Empata</translation>
    </message>
    <message>
        <source>Epsilon Eridani</source>
        <translation>Épsilon Eridani</translation>
    </message>
    <message>
        <source>Expanding Colony</source>
        <translation>Colônia em Expansão</translation>
    </message>
    <message>
        <source>Expedition Force</source>
        <translation>Força Expedicionária</translation>
    </message>
    <message>
        <source>Export Duties</source>
        <translation>Tarifas de Exportação</translation>
    </message>
    <message>
        <source>Former Penal Colony</source>
        <translation>Antiga Colônia Penal</translation>
    </message>
    <message>
        <source>Free Trade Association</source>
        <translation>Associação de Livre Comércio</translation>
    </message>
    <message>
        <source>Galactic Bazaar</source>
        <translation>Bazar Galáctico</translation>
    </message>
    <message>
        <source>Galactic Engineers</source>
        <translation>Engenheiros Galácticos</translation>
    </message>
    <message>
        <source>Galactic Federation</source>
        <translation>Federação Galáctica</translation>
    </message>
    <message>
        <source>Galactic Genome Project</source>
        <translation>Projeto Genoma Galáctico</translation>
    </message>
    <message>
        <source>Galactic Imperium</source>
        <translation>Imperium Galáctico</translation>
    </message>
    <message>
        <source>Galactic Renaissance</source>
        <translation>Renascimento Galáctico</translation>
    </message>
    <message>
        <source>Galactic Resort</source>
        <translation>Resort Galáctico</translation>
    </message>
    <message>
        <source>Galactic Standard of Living</source>
        <translation>Padrão de Vida Galáctico</translation>
    </message>
    <message>
        <source>Galactic Status</source>
        <translation>Status Galáctico</translation>
    </message>
    <message>
        <source>Galactic Studios</source>
        <translation>Estúdios Galácticos</translation>
    </message>
    <message>
        <source>Galactic Survey: SETI</source>
        <translation>Levantamento Galáctico: SETI</translation>
    </message>
    <message>
        <source>Galactic Trendsetters</source>
        <translation>Lançadores de Tendências Galácticos</translation>
    </message>
    <message>
        <source>Gambling World</source>
        <translation>Mundo dos Jogos de Azar</translation>
    </message>
    <message>
        <source>Gem World</source>
        <translation>Mundo de Gemas</translation>
    </message>
    <message>
        <source>Genes</source>
        <translation>Genes</translation>
    </message>
    <message>
        <source>Genetics Lab</source>
        <translation>Laboratório de Genética</translation>
    </message>
    <message>
        <source>Greatest Infrastructure</source>
        <translation>Maior Infraestrutura</translation>
    </message>
    <message>
        <source>Greatest Military</source>
        <translation>Maior Poder Militar</translation>
    </message>
    <message>
        <source>Hive World</source>
        <translation>Mundo Colmeia</translation>
    </message>
    <message>
        <source>Imperium</source>
        <translation>Imperium</translation>
    </message>
    <message>
        <source>Imperium Armaments World</source>
        <translation>Mundo de Armamentos do Imperium</translation>
    </message>
    <message>
        <source>Imperium Lords</source>
        <translation>Lordes do Imperium</translation>
    </message>
    <message>
        <source>Improved Logistics</source>
        <translation>Logística Aprimorada</translation>
    </message>
    <message>
        <source>Innovation Leader</source>
        <translation>Líder em Inovação</translation>
    </message>
    <message>
        <source>Interstellar Bank</source>
        <translation>Banco Interestelar</translation>
    </message>
    <message>
        <source>Investment Credits</source>
        <translation>Créditos de Investimento</translation>
    </message>
    <message>
        <source>Largest Industry</source>
        <translation>Maior Indústria</translation>
    </message>
    <message>
        <source>Lost Alien Battle Fleet</source>
        <translation>Frota de Batalha Alienígena Perdida</translation>
    </message>
    <message>
        <source>Lost Alien Warship</source>
        <translation>Nave de Guerra Alienígena Perdida</translation>
    </message>
    <message>
        <source>Lost Species Ark World</source>
        <translation>Mundo-Arca da Espécie Perdida</translation>
    </message>
    <message>
        <source>Malevolent Lifeforms</source>
        <translation>Formas de Vida Malévolas</translation>
    </message>
    <message>
        <source>Merchant Guild</source>
        <translation>Guilda Mercante</translation>
    </message>
    <message>
        <source>Merchant World</source>
        <translation>Mundo Mercante</translation>
    </message>
    <message>
        <source>Mining Conglomerate</source>
        <translation>Conglomerado de Mineração</translation>
    </message>
    <message>
        <source>Mining League</source>
        <translation>Liga de Mineração</translation>
    </message>
    <message>
        <source>Mining Robots</source>
        <translation>Robôs de Mineração</translation>
    </message>
    <message>
        <source>Mining World</source>
        <translation>Mundo de Mineração</translation>
    </message>
    <message>
        <source>New Earth</source>
        <translation>Nova Terra</translation>
    </message>
    <message>
        <source>New Economy</source>
        <translation>Nova Economia</translation>
    </message>
    <message>
        <source>New Galactic Order</source>
        <translation>Nova Ordem Galáctica</translation>
    </message>
    <message>
        <source>New Military Tactics</source>
        <translation>Novas Táticas Militares</translation>
    </message>
    <message>
        <source>New Sparta</source>
        <translation>Nova Esparta</translation>
    </message>
    <message>
        <source>New Survivalists</source>
        <translation>Novos Sobrevivencialistas</translation>
    </message>
    <message>
        <source>New Vinland</source>
        <translation>Nova Vinlândia</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Novidade</translation>
    </message>
    <message>
        <source>Old Earth</source>
        <translation>Velha Terra</translation>
    </message>
    <message>
        <source>Outlaw World</source>
        <translation>Mundo Fora da Lei</translation>
    </message>
    <message>
        <source>Overlord Discoveries</source>
        <translation>Descobertas dos Suseranos</translation>
    </message>
    <message>
        <source>Pan-Galactic League</source>
        <translation>Liga Pan-Galáctica</translation>
    </message>
    <message>
        <source>Pilgrimage World</source>
        <translation>Mundo de Peregrinação</translation>
    </message>
    <message>
        <source>Pirate World</source>
        <translation>Mundo Pirata</translation>
    </message>
    <message>
        <source>Plague World</source>
        <translation>Mundo da Peste</translation>
    </message>
    <message>
        <source>Pre-Sentient Race</source>
        <translation>Raça Pré-Senciente</translation>
    </message>
    <message>
        <source>Production Leader</source>
        <translation>Líder de Produção</translation>
    </message>
    <message>
        <source>Prosperous World</source>
        <translation>Mundo Próspero</translation>
    </message>
    <message>
        <source>Public Works</source>
        <translation>Obras Públicas</translation>
    </message>
    <message>
        <source>Radioactive World</source>
        <translation>Mundo Radioativo</translation>
    </message>
    <message>
        <source>Rare elements</source>
        <translation>Elementos raros</translation>
    </message>
    <message>
        <source>Rebel</source>
        <translation>Rebelde</translation>
    </message>
    <message>
        <source>Rebel Base</source>
        <translation>Base Rebelde</translation>
    </message>
    <message>
        <source>Rebel Colony</source>
        <translation>Colônia Rebelde</translation>
    </message>
    <message>
        <source>Rebel Fuel Cache</source>
        <translation>Depósito de Combustível Rebelde</translation>
    </message>
    <message>
        <source>Rebel Homeworld</source>
        <translation>Mundo Natal Rebelde</translation>
    </message>
    <message>
        <source>Rebel Miners</source>
        <translation>Mineradores Rebeldes</translation>
    </message>
    <message>
        <source>Rebel Outpost</source>
        <translation>Posto Avançado Rebelde</translation>
    </message>
    <message>
        <source>Rebel Sympathizers</source>
        <translation>Simpatizantes Rebeldes</translation>
    </message>
    <message>
        <source>Rebel Underground</source>
        <translation>Resistência Rebelde</translation>
    </message>
    <message>
        <source>Rebel Warrior Race</source>
        <translation>Raça Guerreira Rebelde</translation>
    </message>
    <message>
        <source>Refugee World</source>
        <translation>Mundo de Refugiados</translation>
    </message>
    <message>
        <source>Replicant Robots</source>
        <translation>Robôs Replicantes</translation>
    </message>
    <message>
        <source>Reptilian Uplift Race</source>
        <translation>Raça Reptiliana Elevada</translation>
    </message>
    <message>
        <source>Research Labs</source>
        <translation>Laboratórios de Pesquisa</translation>
    </message>
    <message>
        <source>Runaway Robots</source>
        <translation>Robôs Fugitivos</translation>
    </message>
    <message>
        <source>Secluded World</source>
        <translation>Mundo Isolado</translation>
    </message>
    <message>
        <source>Separatist Colony</source>
        <translation>Colônia Separatista</translation>
    </message>
    <message>
        <source>Smuggling Lair</source>
        <translation>Covil de Contrabandistas</translation>
    </message>
    <message>
        <source>Space Marines</source>
        <translation>Fuzileiros Espaciais</translation>
    </message>
    <message>
        <source>Space Mercenaries</source>
        <translation>Mercenários Espaciais</translation>
    </message>
    <message>
        <source>Space Port</source>
        <translation>Espaçoporto</translation>
    </message>
    <message>
        <source>Spice World</source>
        <translation>Mundo das Especiarias</translation>
    </message>
    <message>
        <source>Star Nomad Lair</source>
        <translation>Covil dos Nômades Estelares</translation>
    </message>
    <message>
        <source>System Diversity</source>
        <translation>Diversidade de Sistemas</translation>
    </message>
    <message>
        <source>Terraformed World</source>
        <translation>Mundo Terraformado</translation>
    </message>
    <message>
        <source>Terraforming</source>
        <translation>Terraformação</translation>
    </message>
    <message>
        <source>Terraforming Guild</source>
        <translation>Guilda de Terraformação</translation>
    </message>
    <message>
        <source>Terraforming Robots</source>
        <translation>Robôs de Terraformação</translation>
    </message>
    <message>
        <source>The Last of the Uplift Gnarssh</source>
        <translation>O Último dos Gnarssh Elevados</translation>
    </message>
    <message>
        <source>Tourist World</source>
        <translation>Mundo Turístico</translation>
    </message>
    <message>
        <source>Trade League</source>
        <translation>Liga Comercial</translation>
    </message>
    <message>
        <source>Uplift</source>
        <translation>Elevação</translation>
    </message>
    <message>
        <source>Volcanic World</source>
        <translation>Mundo Vulcânico</translation>
    </message>
</context>
<context>
    <name>rftg.layout</name>
    <message>
        <source>Novelty</source>
        <translation>Novidade</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Raro</translation>
    </message>
    <message>
        <source>Genes</source>
        <translation>Genes</translation>
    </message>
    <message>
        <source>Alien</source>
        <translation>Alienígena</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualquer</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Explorar</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Comércio</translation>
    </message>
    <message>
        <source>Consume</source>
        <translation>Consumir</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Desenvolvimento</translation>
    </message>
    <message>
        <source>6-cost development</source>
        <translation>Desenvolvimento de custo 6</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Mundo</translation>
    </message>
    <message>
        <source>{kind} world</source>
        <translation>Mundo {kind}</translation>
    </message>
    <message>
        <source>{kind} windfall</source>
        <translation>Inesperado {kind}</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Militar</translation>
    </message>
    <message>
        <source>Military · {kind}</source>
        <translation>Militar · {kind}</translation>
    </message>
    <message>
        <source>Start world {number}</source>
        <translation>Mundo inicial {number}</translation>
    </message>
    <message>
        <source>Draw +{n}</source>
        <translation>Comprar +{n}</translation>
    </message>
    <message>
        <source>Keep +{n}</source>
        <translation>Manter +{n}</translation>
    </message>
    <message>
        <source>Cost −{n}</source>
        <translation>Custo −{n}</translation>
    </message>
    <message>
        <source>Draw {n} first</source>
        <translation>Comprar {n} antes</translation>
    </message>
    <message>
        <source>Draw {n} after</source>
        <translation>Comprar {n} depois</translation>
    </message>
    <message>
        <source>{sign}{n} ⚔</source>
        <translation>{sign}{n} ⚔</translation>
    </message>
    <message>
        <source>Discard: free world</source>
        <translation>Descarte: mundo grátis</translation>
    </message>
    <message>
        <source>Discard: +{n} ⚔</source>
        <translation>Descarte: +{n} ⚔</translation>
    </message>
    <message>
        <source>Pay for ⚔ world −{n}</source>
        <translation>Pagar mundo ⚔ −{n}</translation>
    </message>
    <message>
        <source>Hand → +1 ⚔ (×{n})</source>
        <translation>Mão → +1 ⚔ (×{n})</translation>
    </message>
    <message>
        <source>Second world</source>
        <translation>Segundo mundo</translation>
    </message>
    <message>
        <source>Trade +{n} {which}</source>
        <translation>Comércio +{n} {which}</translation>
    </message>
    <message>
        <source>Sell a good</source>
        <translation>Vender mercadoria</translation>
    </message>
    <message>
        <source>Hand → {vp} VP (×{n})</source>
        <translation>Mão → {vp} PV (×{n})</translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation>Comprar {n}</translation>
    </message>
    <message>
        <source>Gamble</source>
        <translation>Aposta</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produzir</translation>
    </message>
    <message>
        <source>Discard: produce</source>
        <translation>Descarte: produzir</translation>
    </message>
    <message>
        <source>Windfall {which}</source>
        <translation>Inesperado {which}</translation>
    </message>
    <message>
        <source>Draw {n} if produced</source>
        <translation>Comprar {n} se produziu</translation>
    </message>
    <message>
        <source>Draw {n}/{which} made</source>
        <translation>Comprar {n}/{which} produzido</translation>
    </message>
    <message>
        <source>Draw {n}/kind made</source>
        <translation>Comprar {n}/tipo produzido</translation>
    </message>
    <message>
        <source>Draw {n}: most {which}</source>
        <translation>Comprar {n}: mais {which}</translation>
    </message>
    <message>
        <source>Draw {n}/{which} world</source>
        <translation>Comprar {n}/mundo {which}</translation>
    </message>
    <message>
        <source>Draw {n}/⚔ world</source>
        <translation>Comprar {n}/mundo ⚔</translation>
    </message>
    <message>
        <source>{sign}{n} ⚔ vs {which}</source>
        <translation>{sign}{n} ⚔ contra {which}</translation>
    </message>
    <message>
        <source>{sign}{n} ⚔ vs Rebel</source>
        <translation>{sign}{n} ⚔ contra Rebeldes</translation>
    </message>
    <message>
        <source>{which} cost −{n}</source>
        <translation>Custo −{n} ({which})</translation>
    </message>
    <message>
        <source>this good</source>
        <translation>esta mercadoria</translation>
    </message>
    <message>
        <source>Genes +1/chromosome</source>
        <translation>Genes +1/cromossomo</translation>
    </message>
    <message>
        <source>Sell (base price)</source>
        <translation>Vender (preço base)</translation>
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
        <translation>3 tipos</translation>
    </message>
    <message>
        <source>all goods</source>
        <translation>todas as mercadorias</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} PV</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{vp} + {cards}</source>
        <translation>{vp} + {cards}</translation>
    </message>
    <message>
        <source>{reward} each</source>
        <translation>{reward} cada</translation>
    </message>
    <message>
        <source>goods − 1 VP</source>
        <translation>mercadorias − 1 PV</translation>
    </message>
    <message>
        <source>Game end: each card counts once, for its first match:</source>
        <translation>Fim do jogo: cada carta conta uma vez, pela primeira condição que atender:</translation>
    </message>
    <message>
        <source>+{n} per {which} production world</source>
        <translation>+{n} por mundo de produção {which}</translation>
    </message>
    <message>
        <source>+{n} per {which} windfall world</source>
        <translation>+{n} por mundo de produção inesperada {which}</translation>
    </message>
    <message>
        <source>+{n} per development with a {power} power</source>
        <translation>+{n} por desenvolvimento com poder de {power}</translation>
    </message>
    <message>
        <source>+{n} per world with a {power} power</source>
        <translation>+{n} por mundo com poder de {power}</translation>
    </message>
    <message>
        <source>+{n} per 6-cost development</source>
        <translation>+{n} por desenvolvimento de custo 6</translation>
    </message>
    <message>
        <source>+{n} per other development</source>
        <translation>+{n} por outro desenvolvimento</translation>
    </message>
    <message>
        <source>+{n} per world</source>
        <translation>+{n} por mundo</translation>
    </message>
    <message>
        <source>+{n} per military world</source>
        <translation>+{n} por mundo militar</translation>
    </message>
    <message>
        <source>+{n} per Rebel military world</source>
        <translation>+{n} por mundo militar Rebelde</translation>
    </message>
    <message>
        <source>+{n} per {keyword} card</source>
        <translation>+{n} por carta {keyword}</translation>
    </message>
    <message>
        <source>+{n} for {card}</source>
        <translation>+{n} por {card}</translation>
    </message>
    <message>
        <source>+{n} per 3 VP chips</source>
        <translation>+{n} a cada 3 chips de PV</translation>
    </message>
    <message>
        <source>+{n} per point of military</source>
        <translation>+{n} por ponto de poder militar</translation>
    </message>
    <message>
        <source>pay {n}</source>
        <translation>pague {n}</translation>
    </message>
    <message>
        <source>free</source>
        <translation>grátis</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>descartar</translation>
    </message>
    <message>
        <source>⚔ {have}/{defence}</source>
        <translation>⚔ {have}/{defence}</translation>
    </message>
    <message>
        <source>sell → {n}</source>
        <translation>vender → {n}</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nova</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>colocando</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Rodada {n}</translation>
    </message>
    <message>
        <source>Draft round {n}</source>
        <translation>Rodada de draft {n}</translation>
    </message>
    <message>
        <source>VP pool: {n}</source>
        <translation>Reserva de PV: {n}</translation>
    </message>
    <message>
        <source>VP pool: 0 (+{n} extra)</source>
        <extracomment>the pool ran out this round and chips keep being paid (from the box) until it ends</extracomment>
        <translation>Reserva de PV: 0 (+{n} extras)</translation>
    </message>
    <message>
        <source>Deck {deck} · discard {discard}</source>
        <translation>Baralho {deck} · descarte {discard}</translation>
    </message>
    <message>
        <source>Last round!</source>
        <translation>Última rodada!</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (você)</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Mão: %n carta</numerusform>
            <numerusform>Mão: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Explored: %n card(s)</source>
        <translation>
            <numerusform>Explorada: %n carta</numerusform>
            <numerusform>Exploradas: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>{name}: {chips} VP chips, military {military}, {hand} cards in hand, {tableau} cards in the tableau</source>
        <translation>{name}: {chips} chips de PV, poder militar {military}, {hand} cartas na mão, {tableau} cartas no tabuleiro</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>escolhendo…</translation>
    </message>
    <message>
        <source>⬢ {n} chips</source>
        <extracomment>the pill that counts a seat&apos;s VP chips (a bare &quot;⬢ 5&quot; was misread as goods in play)</extracomment>
        <translation>⬢ {n} chips</translation>
    </message>
    <message>
        <source>Score now: {total} VP ({chips} chips, {cards} on cards, {six} from 6-cost developments, {goals} from goals)</source>
        <translation>Pontuação agora: {total} PV ({chips} em chips, {cards} nas cartas, {six} dos desenvolvimentos de custo 6, {goals} dos objetivos)</translation>
    </message>
    <message>
        <source>to answer</source>
        <translation>deve responder</translation>
    </message>
    <message>
        <source>chose {actions}</source>
        <translation>escolheu {actions}</translation>
    </message>
    <message>
        <source>A {kind} good</source>
        <translation>Uma mercadoria do tipo {kind}</translation>
    </message>
    <message>
        <source>first: {n}</source>
        <translation>primeiro: {n}</translation>
    </message>
    <message>
        <source>most, ≥{n}</source>
        <translation>a mais, ≥{n}</translation>
    </message>
    <message>
        <source>{name}: {vp} VP to the first to reach {n}. Progress: {progress}</source>
        <translation>{name}: {vp} PV para o primeiro a chegar a {n}. Progresso: {progress}</translation>
    </message>
    <message>
        <source>{name}: {vp} VP to whoever has the most, at least {n}. Progress: {progress}</source>
        <translation>{name}: {vp} PV para quem tiver mais, com pelo menos {n}. Progresso: {progress}</translation>
    </message>
    <message>
        <source>held by {names}</source>
        <translation>em posse de {names}</translation>
    </message>
    <message>
        <source>{phase}: {who}</source>
        <translation>{phase}: {who}</translation>
    </message>
    <message>
        <source>nobody chose it this round</source>
        <translation>ninguém a escolheu nesta rodada</translation>
    </message>
    <message>
        <source>{name} {n}</source>
        <translation>{name} {n}</translation>
    </message>
    <message>
        <source>deck {deck} · discard {discard}</source>
        <translation>baralho {deck} · descarte {discard}</translation>
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
        <translation>Desenvolver</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Colonizar</translation>
    </message>
    <message>
        <source>2× VP</source>
        <translation>2× PV</translation>
    </message>
    <message>
        <source>Robot ({level})</source>
        <translation>Robô ({level})</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>médio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Crédito</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Economia</translation>
    </message>
    <message>
        <source>robot = {action}</source>
        <translation>robô = {action}</translation>
    </message>
    <message>
        <source>6-cost markers</source>
        <translation>Marcadores de custo 6</translation>
    </message>
    <message>
        <source>{left} unplaced, {placed} placed, {vp} VP each</source>
        <translation>{left} não colocados, {placed} colocados, {vp} PV cada</translation>
    </message>
    <message numerus="yes">
        <source>The robot&apos;s face-down pile: %n card(s)</source>
        <translation>
            <numerusform>Pilha oculta do robô: %n carta</numerusform>
            <numerusform>Pilha oculta do robô: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>VP {n}</source>
        <translation>PV {n}</translation>
    </message>
    <message>
        <source>The robot&apos;s score now: {n} VP</source>
        <translation>Pontuação atual do robô: {n} PV</translation>
    </message>
    <message>
        <source>pile {n}</source>
        <translation>pilha {n}</translation>
    </message>
    <message>
        <source>tableau {n}/12</source>
        <translation>tabuleiro {n}/12</translation>
    </message>
    <message>
        <source>Rolled: {face}</source>
        <translation>Resultado: {face}</translation>
    </message>
    <message>
        <source>{die} — on {space}</source>
        <translation>{die} — em {space}</translation>
    </message>
    <message>
        <source>{space}: your action marker</source>
        <translation>{space}: seu marcador de ação</translation>
    </message>
    <message>
        <source>A start-world counter on the {area} area</source>
        <translation>Marcador especial do mundo inicial na área de {area}</translation>
    </message>
    <message numerus="yes">
        <source>Pack: %n card(s), then passed to {name}</source>
        <translation>
            <numerusform>Maço: %n carta, depois passa para {name}</numerusform>
            <numerusform>Maço: %n cartas, depois passa para {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Your start worlds</source>
        <translation>Seus mundos iniciais</translation>
    </message>
    <message numerus="yes">
        <source>Picks so far: %n card(s)</source>
        <translation>
            <numerusform>Escolhidas até agora: %n carta</numerusform>
            <numerusform>Escolhidas até agora: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>pack {pack} · picks {picks}</source>
        <translation>maço {pack} · escolhidas {picks}</translation>
    </message>
</context>
<context>
    <name>rules.bts</name>
    <message>
        <source>1 VP for each controlled area (base discs).</source>
        <translation>1 PV por área controlada (discos de base).</translation>
    </message>
    <message>
        <source>1 VP for the greatest military strength in the Solar System and 1 in Deep Space; tied players all score.</source>
        <translation>1 PV pela maior força militar no Sistema Solar e 1 no Espaço Profundo; em caso de empate, todos os empatados pontuam.</translation>
    </message>
    <message>
        <source>1, 2 and 3 VP for each technology of level I, II and III.</source>
        <translation>1, 2 e 3 PV por tecnologia de nível I, II e III.</translation>
    </message>
    <message>
        <source>8 food-production discs go on the population growth track and 8 ore-production discs on the ore track.</source>
        <translation>8 discos de produção de alimentos vão na trilha de crescimento populacional e 8 discos de produção de minério na trilha de minério.</translation>
    </message>
    <message>
        <source>A faction takes control of an area when its strength there is higher than every other faction&apos;s and than the controller&apos;s; the controller keeps it on a tie and when its ships leave; a lost base disc returns to its track.</source>
        <translation>Uma facção assume o controle de uma área quando sua força ali é maior que a de todas as outras facções e a do controlador; o controlador o mantém em caso de empate e quando suas naves saem; um disco de base perdido volta à sua trilha.</translation>
    </message>
    <message>
        <source>A player with no legal action space passes the action.</source>
        <translation>Um jogador sem espaço de ação permitido passa a ação.</translation>
    </message>
    <message>
        <source>A private technology belongs to one faction: only it may use its action spaces; it scores 2 or 3 VP.</source>
        <translation>Uma tecnologia privada pertence a uma facção: só ela pode usar seus espaços de ação; vale 2 ou 3 PV.</translation>
    </message>
    <message>
        <source>A researched technology&apos;s immediate effects apply to the faction that researches it (every researcher).</source>
        <translation>Os efeitos imediatos de uma tecnologia pesquisada valem para a facção que a pesquisa (cada pesquisador).</translation>
    </message>
    <message>
        <source>A safeguard of the app: a game that reaches the end of round 100 ends there.</source>
        <translation>Uma salvaguarda do aplicativo: uma partida que chega ao fim da rodada 100 termina ali.</translation>
    </message>
    <message>
        <source>A stand-in achievement of the app&apos;s design.</source>
        <translation>Uma conquista substituta criada pelo aplicativo.</translation>
    </message>
    <message>
        <source>A stand-in card: the seed does not show this card, so the app uses its own design in the same vocabulary until a card pack replaces it.</source>
        <translation>Uma carta substituta: o texto-base não mostra esta carta, então o aplicativo usa um desenho próprio no mesmo vocabulário até que um pacote de cartas a substitua.</translation>
    </message>
    <message>
        <source>A technology&apos;s action spaces may be used only by factions that researched it.</source>
        <translation>Os espaços de ação de uma tecnologia só podem ser usados pelas facções que a pesquisaram.</translation>
    </message>
    <message>
        <source>Achievement spaces score 4, 3, 2, 2 VP in the order they are taken (Technologist and a few stand-ins have 2 spaces).</source>
        <translation>Os espaços de conquista valem 4, 3, 2, 2 PV na ordem em que são ocupados (Tecnólogo e algumas substitutas têm 2 espaços).</translation>
    </message>
    <message>
        <source>Achievement: claim at most 1 achievement, then check the end condition.</source>
        <translation>Conquista: reivindique no máximo 1 conquista e depois verifique a condição de fim.</translation>
    </message>
    <message>
        <source>Achievements give VP; some have a limited number of spaces.</source>
        <translation>As conquistas dão PV; algumas têm um número limitado de espaços.</translation>
    </message>
    <message>
        <source>Action: move your pawn to a new action space and take its action.</source>
        <translation>Ação: mova seu peão para um novo espaço de ação e faça a ação.</translation>
    </message>
    <message>
        <source>Advanced Genetics: automate 1 and turn 1 supply into population.</source>
        <translation>Genética Avançada: automatize 1 e transforme 1 suprimento em população.</translation>
    </message>
    <message>
        <source>Advanced Robotics: automate 1 and take 1 ore.</source>
        <translation>Robótica Avançada: automatize 1 e pegue 1 de minério.</translation>
    </message>
    <message>
        <source>An effect for every faction is offered to each in turn order, starting with the revealer.</source>
        <translation>Um efeito para todas as facções é oferecido a cada uma na ordem de turno, começando por quem o revelou.</translation>
    </message>
    <message>
        <source>At the start only levels I and II can be researched; higher levels need actions that allow them or guilds unlocked by events.</source>
        <translation>No início só os níveis I e II podem ser pesquisados; os níveis mais altos exigem ações que os permitam ou guildas desbloqueadas por eventos.</translation>
    </message>
    <message>
        <source>Automate: move a production disc (the card&apos;s track, or either) from its track to the automation track, uncovering a production space.</source>
        <translation>Automatizar: mova um disco de produção (da trilha indicada pela carta, ou de qualquer uma) para a trilha de automação, descobrindo um espaço de produção.</translation>
    </message>
    <message>
        <source>Barnard&apos;s Star: twice turn 1 supply into population, and take 2 ore.</source>
        <translation>Estrela de Barnard: duas vezes transforme 1 suprimento em população e pegue 2 de minério.</translation>
    </message>
    <message>
        <source>Basic Spacefaring: optionally turn 1 population into a level-1 ship, then jump 2.</source>
        <translation>Tecnologia Espacial Básica: opcionalmente transforme 1 população em uma nave de nível 1 e depois salte 2.</translation>
    </message>
    <message>
        <source>Basic Spacefaring: research a level-I technology, or pay 2 ore to research a level-II technology; 4 spaces each with 4 players.</source>
        <translation>Tecnologia Espacial Básica: pesquise uma tecnologia de nível I, ou pague 2 de minério para pesquisar uma de nível II; 4 espaços cada com 4 jogadores.</translation>
    </message>
    <message>
        <source>Basic Spacefaring: turn 1 supply into population and take 1 ore.</source>
        <translation>Tecnologia Espacial Básica: transforme 1 suprimento em população e pegue 1 de minério.</translation>
    </message>
    <message>
        <source>Choose 1 production option; trades may be repeated in any combination.</source>
        <translation>Escolha 1 opção de produção; as trocas podem ser repetidas em qualquer combinação.</translation>
    </message>
    <message>
        <source>Colonise, 1 Control: you must control the system.</source>
        <translation>Colonizar, 1 Controle: você deve controlar o sistema.</translation>
    </message>
    <message>
        <source>Colonise, 2 Settle: set aside ships of the required (or higher) strength.</source>
        <translation>Colonizar, 2 Assentamento: separe naves com a força exigida (ou maior).</translation>
    </message>
    <message>
        <source>Colonise, 3 Send away: your other ships there move to Deep Space.</source>
        <translation>Colonizar, 3 Envio: suas outras naves ali vão para o Espaço Profundo.</translation>
    </message>
    <message>
        <source>Colonise, 4 Discover: take the system card and reveal a new one on its space.</source>
        <translation>Colonizar, 4 Descoberta: pegue a carta do sistema e revele uma nova no espaço dela.</translation>
    </message>
    <message>
        <source>Colonise, 5 Benefits: place another base disc and resolve the colonisation bonus.</source>
        <translation>Colonizar, 5 Benefícios: coloque outro disco de base e resolva o bônus de colonização.</translation>
    </message>
    <message>
        <source>Cosmic Tabernacle takes 1 more ore and starts its ship in Deep Space instead of the Solar System.</source>
        <translation>O Tabernáculo Cósmico pega 1 de minério a mais e começa com sua nave no Espaço Profundo em vez do Sistema Solar.</translation>
    </message>
    <message>
        <source>Cubes become population from the leftmost supply column; cubes returning to supply fill the rightmost column that has room (column E when all are full).</source>
        <translation>Os cubos viram população a partir da coluna de suprimento mais à esquerda; cubos que voltam ao suprimento ocupam a coluna mais à direita com espaço (a coluna E quando todas estão cheias).</translation>
    </message>
    <message>
        <source>Each player does the extra setup printed on their faction mat (public information).</source>
        <translation>Cada jogador faz a preparação extra impressa no seu tabuleiro de facção (informação pública).</translation>
    </message>
    <message>
        <source>Each player puts a level-1 ship in the Solar System.</source>
        <translation>Cada jogador coloca uma nave de nível 1 no Sistema Solar.</translation>
    </message>
    <message>
        <source>Each player takes a basic faction mat at random and the pieces of one colour.</source>
        <translation>Cada jogador pega um tabuleiro de facção básico ao acaso e as peças de uma cor.</translation>
    </message>
    <message>
        <source>Each system&apos;s number is the military strength needed to colonise it.</source>
        <translation>O número de cada sistema é a força militar necessária para colonizá-lo.</translation>
    </message>
    <message>
        <source>Empire: colonise 4 systems.</source>
        <translation>Império: colonize 4 sistemas.</translation>
    </message>
    <message>
        <source>Every area but the Solar System and Deep Space can be controlled; control is marked with a base disc of the area&apos;s specialisation, which raises production.</source>
        <translation>Toda área, exceto o Sistema Solar e o Espaço Profundo, pode ser controlada; o controle é marcado com um disco de base da especialização da área, o que aumenta a produção.</translation>
    </message>
    <message>
        <source>First games may use Transcendence, Empire, Warlord and Technologist.</source>
        <translation>As primeiras partidas podem usar Transcendência, Império, Senhor da Guerra e Tecnólogo.</translation>
    </message>
    <message>
        <source>Four lock tiles cover the guild spaces below Basic Spacefaring; certain events unlock them.</source>
        <translation>Quatro peças de bloqueio cobrem os espaços de guilda abaixo da Tecnologia Espacial Básica; certos eventos os desbloqueiam.</translation>
    </message>
    <message>
        <source>Hypercomputer: automate 1; action: pay 4 ore to research a level-III technology.</source>
        <translation>Hipercomputador: automatize 1; ação: pague 4 de minério para pesquisar uma tecnologia de nível III.</translation>
    </message>
    <message>
        <source>KC-24X: keep it (1 VP); remove a level-2 guild lock tile of your choice; every faction may now use that guild.</source>
        <translation>KC-24X: fique com ela (1 PV); remova uma peça de bloqueio de guilda de nível 2 à sua escolha; todas as facções passam a poder usar essa guilda.</translation>
    </message>
    <message>
        <source>Kapteyn&apos;s Star: turn 1 supply into a level-4 ship in Deep Space.</source>
        <translation>Estrela de Kapteyn: transforme 1 suprimento em uma nave de nível 4 no Espaço Profundo.</translation>
    </message>
    <message>
        <source>Lalande 21185: this turn&apos;s production may use all 3 options.</source>
        <translation>Lalande 21185: a produção deste turno pode usar as 3 opções.</translation>
    </message>
    <message>
        <source>Level-IIII technologies score the VP printed on them.</source>
        <translation>As tecnologias de nível IIII valem os PV impressos nelas.</translation>
    </message>
    <message>
        <source>Metascientists&apos; Guild (level 2): 6 ore and 2 population to research a level-IIII technology (3 population needed in all).</source>
        <translation>Guilda dos Metacientistas (nível 2): 6 de minério e 2 de população para pesquisar uma tecnologia de nível IIII (3 de população no total).</translation>
    </message>
    <message>
        <source>Military strength in an area is the sum of a faction&apos;s ship levels there.</source>
        <translation>A força militar em uma área é a soma dos níveis das naves de uma facção ali.</translation>
    </message>
    <message>
        <source>Moving a ship along one route segment is 1 jump and costs 1 movement point; points may be split among ships.</source>
        <translation>Mover uma nave por um segmento de rota é 1 salto e custa 1 ponto de movimento; os pontos podem ser divididos entre naves.</translation>
    </message>
    <message>
        <source>Narrow Beam Lasers: take 1 ore, upgrade 1 ship by 1 level; action: pay 1 ore to turn 1 population into a level-2 ship, then jump 3.</source>
        <translation>Lasers de Feixe Estreito: pegue 1 de minério, melhore 1 nave em 1 nível; ação: pague 1 de minério para transformar 1 população em uma nave de nível 2 e depois salte 3.</translation>
    </message>
    <message>
        <source>New ships are built in the Solar System or in a shipyard you control.</source>
        <translation>Naves novas são construídas no Sistema Solar ou em um estaleiro que você controla.</translation>
    </message>
    <message>
        <source>Nishida-Østergaard takes 2 more ore.</source>
        <translation>A Nishida-Østergaard pega 2 de minério a mais.</translation>
    </message>
    <message>
        <source>On each of levels II and III, the two light-bordered events and 4 random others are shuffled and laid face down on the 6 tech spaces of that level.</source>
        <translation>Em cada um dos níveis II e III, os dois eventos de borda clara e outros 4 ao acaso são embaralhados e colocados virados para baixo nos 6 espaços de tecnologia desse nível.</translation>
    </message>
    <message>
        <source>Ore by turn order: 1, 1, 2, 2.</source>
        <translation>Minério pela ordem de turno: 1, 1, 2, 2.</translation>
    </message>
    <message>
        <source>Ore production yields 2, 2, 3, 3, 4, 4, 5, 5, 6 ore by the number of uncovered spaces (0-8) of the ore track.</source>
        <translation>A produção de minério rende 2, 2, 3, 3, 4, 4, 5, 5, 6 de minério conforme o número de espaços descobertos (0-8) da trilha de minério.</translation>
    </message>
    <message>
        <source>Players take turns clockwise from the first player; the first seat is the first player and keeps the marker all game.</source>
        <translation>Os jogadores jogam em sentido horário a partir do primeiro jogador; o primeiro lugar é o primeiro jogador e fica com o marcador a partida toda.</translation>
    </message>
    <message>
        <source>Population growth turns supply cubes (leftmost column first) into population: 2, 2, 3, 3, 3, 4, 4, 5, 5 by the number of uncovered spaces (0-8) of the growth track.</source>
        <translation>O crescimento populacional transforma cubos de suprimento (primeiro da coluna mais à esquerda) em população: 2, 2, 3, 3, 3, 4, 4, 5, 5 conforme o número de espaços descobertos (0-8) da trilha de crescimento.</translation>
    </message>
    <message>
        <source>Private technologies score 2 (level II) or 3 (level III).</source>
        <translation>Tecnologias privadas valem 2 (nível II) ou 3 (nível III).</translation>
    </message>
    <message>
        <source>Production: population growth, or ore production, or resource trade.</source>
        <translation>Produção: crescimento populacional, ou produção de minério, ou troca de recursos.</translation>
    </message>
    <message>
        <source>Professors&apos; Guild (level 1): 4 ore and 1 population to research a level-III technology (2 population needed in all).</source>
        <translation>Guilda dos Professores (nível 1): 4 de minério e 1 de população para pesquisar uma tecnologia de nível III (2 de população no total).</translation>
    </message>
    <message>
        <source>Researching costs a population cube that marks the technology for good.</source>
        <translation>Pesquisar custa um cubo de população que marca a tecnologia de vez.</translation>
    </message>
    <message>
        <source>Secret Arms Purchase: choose a ship level; every faction may build a ship of that level and put it in Deep Space; then you may upgrade 1 ship by 1 level.</source>
        <translation>Compra Secreta de Armas: escolha um nível de nave; cada facção pode construir uma nave desse nível e colocá-la no Espaço Profundo; depois você pode melhorar 1 nave em 1 nível.</translation>
    </message>
    <message>
        <source>Some spaces give 1 extra ore: with 4 players the last space of each research row; with 3 the last level-II research space; with 2 the last level-II research space and the last build-and-jump space.</source>
        <translation>Alguns espaços dão 1 de minério extra: com 4 jogadores, o último espaço de cada linha de pesquisa; com 3, o último espaço de pesquisa de nível II; com 2, o último espaço de pesquisa de nível II e o último de construir e saltar.</translation>
    </message>
    <message>
        <source>Take a Basic Spacefaring action without moving your pawn; that space may be occupied.</source>
        <translation>Faça uma ação de Tecnologia Espacial Básica sem mover seu peão; esse espaço pode estar ocupado.</translation>
    </message>
    <message>
        <source>Tau Ceti scores your colonised systems + 3 VP (at most 7); its bonus may move your rightmost supply cube to column A.</source>
        <translation>Tau Ceti vale seus sistemas colonizados + 3 PV (no máximo 7); seu bônus pode mover seu cubo de suprimento mais à direita para a coluna A.</translation>
    </message>
    <message>
        <source>Tech cards are split by level and shuffled; the 4 level-I cards go face up on the level-I spaces in random order.</source>
        <translation>As cartas de tecnologia são separadas por nível e embaralhadas; as 4 cartas de nível I vão viradas para cima nos espaços de nível I em ordem aleatória.</translation>
    </message>
    <message>
        <source>Technocrats&apos; Guild (level 2): research a level-I technology, then take a Basic Spacefaring action without moving your pawn.</source>
        <translation>Guilda dos Tecnocratas (nível 2): pesquise uma tecnologia de nível I e depois faça uma ação de Tecnologia Espacial Básica sem mover seu peão.</translation>
    </message>
    <message>
        <source>Technologies are researched up the tree: a technology needs the ones below it.</source>
        <translation>As tecnologias são pesquisadas subindo a árvore: uma tecnologia exige as que estão abaixo dela.</translation>
    </message>
    <message>
        <source>Technologist: research all 6 level-II technologies (private ones do not count).</source>
        <translation>Tecnólogo: pesquise todas as 6 tecnologias de nível II (as privadas não contam).</translation>
    </message>
    <message>
        <source>Terraformers&apos; Guild (level 1): colonise a system for 4 ore and 1 population.</source>
        <translation>Guilda dos Terraformadores (nível 1): colonize um sistema por 4 de minério e 1 de população.</translation>
    </message>
    <message>
        <source>Terraforming: a cube becomes a level-1 ship in Deep Space; actions: jump 4, or 3 ore and 1 population to colonise.</source>
        <translation>Terraformação: um cubo vira uma nave de nível 1 no Espaço Profundo; ações: salte 4, ou 3 de minério e 1 de população para colonizar.</translation>
    </message>
    <message>
        <source>The Solar System and Deep Space cannot be controlled.</source>
        <translation>O Sistema Solar e o Espaço Profundo não podem ser controlados.</translation>
    </message>
    <message>
        <source>The automation track scores 0, 1, 1, 1, 1, 1, 2 VP for levels I-VII and 1 VP for each further level.</source>
        <translation>A trilha de automação vale 0, 1, 1, 1, 1, 1, 2 PV pelos níveis I-VII e 1 PV por nível adicional.</translation>
    </message>
    <message>
        <source>The build-and-jump row has 2 spaces and the grow row 5, at every player count.</source>
        <translation>A linha de construir e saltar tem 2 espaços e a de crescer 5, com qualquer número de jogadores.</translation>
    </message>
    <message>
        <source>The exploration board lies beside the tech board.</source>
        <translation>O tabuleiro de exploração fica ao lado do tabuleiro de tecnologias.</translation>
    </message>
    <message>
        <source>The exploration map: Solar System, 4 shipyards, 2 A and 2 B system spaces and Deep Space, joined by routes.</source>
        <translation>O mapa de exploração: Sistema Solar, 4 estaleiros, 2 espaços de sistema A e 2 B e o Espaço Profundo, ligados por rotas.</translation>
    </message>
    <message>
        <source>The first discoverer draws 2 cards of the level and keeps one whose type matches a type of a technology leading into the space; if neither fits, more are drawn until one fits; the others go under the deck.</source>
        <translation>Quem descobre primeiro compra 2 cartas do nível e fica com uma cujo tipo combine com o tipo de uma tecnologia que leva ao espaço; se nenhuma servir, compra mais até uma servir; as outras vão para o fundo do baralho.</translation>
    </message>
    <message>
        <source>The first faction to research a new technology chooses which card it is; others may research it later.</source>
        <translation>A primeira facção a pesquisar uma nova tecnologia escolhe qual carta ela é; as outras podem pesquisá-la depois.</translation>
    </message>
    <message>
        <source>The game ends once the players together have claimed a set number of achievements: 3 with 2-3 players, 4 with 4 players.</source>
        <translation>O jogo termina quando os jogadores, juntos, reivindicaram um número definido de conquistas: 3 com 2-3 jogadores, 4 com 4 jogadores.</translation>
    </message>
    <message>
        <source>The level II, III and IIII decks lie face down beside the board.</source>
        <translation>Os baralhos de nível II, III e IIII ficam virados para baixo ao lado do tabuleiro.</translation>
    </message>
    <message>
        <source>The level-I cards&apos; types follow the aid: Robotics scientific, Genetics economic, Lasers military, Terraforming commercial.</source>
        <translation>Os tipos das cartas de nível I seguem o resumo: Robótica científica, Genética econômica, Lasers militar, Terraformação comercial.</translation>
    </message>
    <message>
        <source>The new space must be empty (no pawn on it) and must be a different space from the one the pawn stands on; its cost must be payable and, for research or colonisation, there must be something to research or colonise.</source>
        <translation>O novo espaço deve estar vazio (sem peão) e ser diferente daquele em que o peão está; seu custo deve poder ser pago e, para pesquisa ou colonização, deve haver algo a pesquisar ou colonizar.</translation>
    </message>
    <message>
        <source>The player with the most victory points wins.</source>
        <translation>Vence o jogador com mais pontos de vitória.</translation>
    </message>
    <message>
        <source>The supply columns are filled with cubes showing the supply face; a few cubes are left over.</source>
        <translation>As colunas de suprimento são preenchidas com cubos mostrando a face de suprimento; sobram alguns cubos.</translation>
    </message>
    <message>
        <source>The tree: 4 level-I, 6 level-II, 6 level-III and 3 level-IIII spaces; each space above level I sits on two spaces of the level below.</source>
        <translation>A árvore: 4 espaços de nível I, 6 de nível II, 6 de nível III e 3 de nível IIII; cada espaço acima do nível I fica sobre dois espaços do nível abaixo.</translation>
    </message>
    <message>
        <source>There are four tech types: scientific, economic, military and commercial.</source>
        <translation>Há quatro tipos de tecnologia: científica, econômica, militar e comercial.</translation>
    </message>
    <message>
        <source>Ties: fewest discs left on the production tracks, then most population, then most ore.</source>
        <translation>Empates: menos discos restantes nas trilhas de produção, depois mais população, depois mais minério.</translation>
    </message>
    <message>
        <source>Trades: 1 population back to supply for 1 ore; 1 ore to turn a ship into population; 3 ore to turn the leftmost supply cube into population.</source>
        <translation>Trocas: 1 população de volta ao suprimento por 1 de minério; 1 de minério para transformar uma nave em população; 3 de minério para transformar o cubo de suprimento mais à esquerda em população.</translation>
    </message>
    <message>
        <source>Transcendence and Empire are always used, with 1 random A and 1 random B achievement.</source>
        <translation>Transcendência e Império são sempre usadas, com 1 conquista A e 1 B ao acaso.</translation>
    </message>
    <message>
        <source>Transcendence: research your first level-IIII technology.</source>
        <translation>Transcendência: pesquise sua primeira tecnologia de nível IIII.</translation>
    </message>
    <message>
        <source>Two of the four start systems go face up on the A spaces (the other two are shuffled into deck A); the top 2 of deck B go on the B spaces.</source>
        <translation>Dois dos quatro sistemas iniciais vão virados para cima nos espaços A (os outros dois são embaralhados no baralho A); as 2 primeiras do baralho B vão nos espaços B.</translation>
    </message>
    <message>
        <source>Two of the leftover cubes become population on the mat.</source>
        <translation>Dois dos cubos restantes viram população no tabuleiro.</translation>
    </message>
    <message>
        <source>Tyler Lee and Maya Chaturvedi (light-bordered level-II events) each remove a level-1 guild lock tile of the revealer&apos;s choice; Onu removes a level-2 tile like KC-24X.</source>
        <translation>Tyler Lee e Maya Chaturvedi (eventos de nível II de borda clara) removem cada um uma peça de bloqueio de guilda de nível 1 à escolha de quem os revela; Onu remove uma peça de nível 2, como KC-24X.</translation>
    </message>
    <message>
        <source>United Nations of Sol takes 1 more cube from supply column C.</source>
        <translation>As Nações Unidas de Sol pegam 1 cubo a mais da coluna de suprimento C.</translation>
    </message>
    <message>
        <source>Unused events go back to the box.</source>
        <translation>Os eventos não usados voltam para a caixa.</translation>
    </message>
    <message>
        <source>Upgrade: raise 1 ship by 1 level (at most level 4).</source>
        <translation>Melhorar: suba 1 nave em 1 nível (no máximo nível 4).</translation>
    </message>
    <message>
        <source>VP from achievements.</source>
        <translation>PV das conquistas.</translation>
    </message>
    <message>
        <source>VP from event cards.</source>
        <translation>PV das cartas de evento.</translation>
    </message>
    <message>
        <source>VP from the automation track.</source>
        <translation>PV da trilha de automação.</translation>
    </message>
    <message>
        <source>VP of colonised systems.</source>
        <translation>PV dos sistemas colonizados.</translation>
    </message>
    <message>
        <source>Warlord: at the end of your turn have at least 4 military strength in each of 3 areas.</source>
        <translation>Senhor da Guerra: no fim do seu turno, tenha pelo menos 4 de força militar em cada uma de 3 áreas.</translation>
    </message>
    <message>
        <source>When a technology is first discovered on a space with an event, the event is revealed and resolved; some events give VP at the end.</source>
        <translation>Quando uma tecnologia é descoberta pela primeira vez em um espaço com evento, o evento é revelado e resolvido; alguns eventos dão PV no fim.</translation>
    </message>
    <message>
        <source>When the end is triggered the round is finished and one more full round is played, so that everybody has as many turns (the first-player marker shows who began).</source>
        <translation>Quando o fim é acionado, a rodada é terminada e mais uma rodada completa é jogada, para que todos tenham o mesmo número de turnos (o marcador de primeiro jogador mostra quem começou).</translation>
    </message>
    <message>
        <source>With 2 or 3 players the Basic Spacefaring rows have 3 or 2 research spaces; everything else is set up as for 4 players.</source>
        <translation>Com 2 ou 3 jogadores, as linhas da Tecnologia Espacial Básica têm 3 ou 2 espaços de pesquisa; todo o resto é preparado como para 4 jogadores.</translation>
    </message>
    <message>
        <source>With 3 players the research rows have 3 spaces each, with 2 players 2 each.</source>
        <translation>Com 3 jogadores as linhas de pesquisa têm 3 espaços cada; com 2 jogadores, 2 cada.</translation>
    </message>
    <message>
        <source>Zheng-yi Brotherhood takes 1 more cube from supply column A and puts it in the Solar System.</source>
        <translation>A Irmandade Zheng-yi pega 1 cubo a mais da coluna de suprimento A e o coloca no Sistema Solar.</translation>
    </message>
</context>
<context>
    <name>rules.engine</name>
    <message>
        <source>An answer must fit the question asked, come from the seat that owes it, and be one of the choices offered.</source>
        <translation>Uma resposta deve corresponder à pergunta feita, vir do lugar que deve respondê-la e ser uma das opções oferecidas.</translation>
    </message>
</context>
<context>
    <name>rules.nucleum</name>
    <message>
        <source>&apos;Non-government&apos; Urban Buildings: we count only your own coloured, energized Urban Buildings.</source>
        <translation>Construções Urbanas &apos;não governamentais&apos;: contamos apenas suas próprias Construções Urbanas coloridas e energizadas.</translation>
    </message>
    <message>
        <source>1 VP per Mine and Turbine of yours on the map.</source>
        <translation>1 PV por Mina e Turbina sua no mapa.</translation>
    </message>
    <message>
        <source>1 VP per city in your largest network.</source>
        <translation>1 PV por cidade em sua maior rede.</translation>
    </message>
    <message>
        <source>1 VP per different city holding your Urban Building, Mine or Turbine.</source>
        <translation>1 PV por cidade diferente com uma Construção Urbana, Mina ou Turbina sua.</translation>
    </message>
    <message>
        <source>1 VP per fulfilled Contract.</source>
        <translation>1 PV por Contrato cumprido.</translation>
    </message>
    <message>
        <source>1 VP per unlocked Technology.</source>
        <translation>1 PV por Tecnologia desbloqueada.</translation>
    </message>
    <message>
        <source>2 VP per Party where you are Member or Leader when agenda scoring starts, before any removal.</source>
        <translation>2 PV por Partido em que você é Membro ou Líder no começo da pontuação das Pautas, antes de qualquer remoção.</translation>
    </message>
    <message>
        <source>A Connector can never be placed as a railway.</source>
        <translation>Uma peça Conectora nunca pode ser colocada como ferrovia.</translation>
    </message>
    <message>
        <source>A Connector never lets you fulfil an extra Contract in the same turn.</source>
        <translation>Uma peça Conectora nunca permite cumprir um Contrato adicional no mesmo turno.</translation>
    </message>
    <message>
        <source>A Leader whose figure stays on the Leader space keeps it on a tie (the rulebook example: Blue keeps the Realists).</source>
        <translation>Um Líder cuja figura continua no espaço de Líder o mantém em caso de empate (exemplo do livro de regras: o Azul continua Líder dos Realistas).</translation>
    </message>
    <message>
        <source>A Member has at least one Politician in a Party; the Leader holds its Leader space; one player can be Member and Leader of several Parties.</source>
        <translation>Um Membro tem ao menos um Político em um Partido; o Líder ocupa o espaço de Líder desse Partido; um jogador pode ser Membro e Líder de vários Partidos.</translation>
    </message>
    <message>
        <source>A Party the Baron already leads is not eligible in step 1 (he would not become its Leader).</source>
        <translation>Um Partido que o Barão já lidera não é elegível no passo 1 (ele não se tornaria seu Líder).</translation>
    </message>
    <message>
        <source>A game end triggered by the Baron&apos;s third recharge can bring a 3rd King&apos;s Day; the Court is still scored at final scoring.</source>
        <translation>Um final de partida acionado pela terceira recarga do Barão pode trazer um 3º Dia do Rei; a Corte ainda é pontuada na Pontuação Final.</translation>
    </message>
    <message>
        <source>A player has 18 figures; one already on the Court board cannot be placed again, so the action is offered only while a figure is off the board.</source>
        <translation>Um jogador tem 18 figuras; uma que já está no tabuleiro lateral de Corte não pode ser alocada de novo, por isso a ação só é oferecida enquanto houver uma figura fora do tabuleiro.</translation>
    </message>
    <message>
        <source>A player&apos;s turn ends; the next player in seat order may use the app.</source>
        <translation>O turno de um jogador termina; o próximo jogador na ordem dos assentos pode usar o aplicativo.</translation>
    </message>
    <message>
        <source>Add the 4 new contracts (2 silver, 1 gold, 1 purple) to their piles before shuffling.</source>
        <translation>Adicione os 4 novos Contratos (2 Prata, 1 Ouro, 1 Roxo) às suas pilhas antes de embaralhar.</translation>
    </message>
    <message>
        <source>After the Free Thinkers benefit (or the Baron removing a tile) the market slides and refills as after Develop.</source>
        <translation>Após o benefício dos Livres Pensadores (ou quando o Barão remove uma peça), o mercado desliza e é reabastecido como após Desenvolver.</translation>
    </message>
    <message>
        <source>At each Party scoring the Baron ignores the Agendas: 4 VP per Party he leads and 4 VP more with a Politician in the Dominant Party.</source>
        <translation>Em cada pontuação dos Partidos, o Barão ignora as Pautas: 4 PV por Partido que lidera e mais 4 PV se tiver um Político no Partido Dominante.</translation>
    </message>
    <message>
        <source>At most one Connector per turn, Australia&apos;s Shipping tile included.</source>
        <translation>No máximo uma peça Conectora por turno, incluindo a peça de Envio de Nucleum: Austrália.</translation>
    </message>
    <message>
        <source>Baron von Automat plays against exactly one human seat; the expert auction needs 2-4 players and never the Baron.</source>
        <translation>O Barão von Automat joga contra exatamente um jogador humano; o leilão da variante expert exige 2-4 jogadores e nunca inclui o Barão.</translation>
    </message>
    <message>
        <source>C64 (silver): be Leader of the Dominant Party; reward 1 step on an income track of your choice.</source>
        <translation>C64 (prata): seja Líder do Partido Dominante; recompensa: 1 avanço em uma trilha de renda à sua escolha.</translation>
    </message>
    <message>
        <source>C65 (silver): have 3 Politicians on the Court board; reward a Level 1 Technology.</source>
        <translation>C65 (prata): tenha 3 Políticos no tabuleiro lateral de Corte; recompensa: uma Tecnologia de Nível 1.</translation>
    </message>
    <message>
        <source>C66 (gold): have 5 Politicians on the Court board; reward 5 VP and 2 income steps.</source>
        <translation>C66 (ouro): tenha 5 Políticos no tabuleiro lateral de Corte; recompensa: 5 PV e 2 avanços de renda.</translation>
    </message>
    <message>
        <source>C67 (purple): have 6 Politicians on the Court board; reward 12 VP.</source>
        <translation>C67 (roxo): tenha 6 Políticos no tabuleiro lateral de Corte; recompensa: 12 PV.</translation>
    </message>
    <message>
        <source>C67&apos;s purple category is not given in the text.</source>
        <translation>A categoria roxa do C67 não é indicada no texto.</translation>
    </message>
    <message>
        <source>Connectors count as Action tiles for contracts, Progress and scoring technologies.</source>
        <translation>Peças Conectoras contam como peças de Ação para Contratos, Progresso e Tecnologias de pontuação.</translation>
    </message>
    <message>
        <source>Dominance: if the Party now holds strictly more Politicians (neutrals and all players) than the Dominant Party, the King moves to it.</source>
        <translation>Dominância: se o Partido agora tiver estritamente mais Políticos (Neutros e de todos os jogadores) que o Partido Dominante, o marcador de Rei vai para ele.</translation>
    </message>
    <message>
        <source>E8 is scored at final scoring.</source>
        <translation>A E8 é pontuada na Pontuação Final.</translation>
    </message>
    <message>
        <source>Each of the four Party Agenda tiles is placed on its space of the Court board with a randomly chosen side up.</source>
        <translation>Cada uma das quatro peças de Pauta do Partido é colocada em seu espaço no tabuleiro lateral de Corte, com um lado escolhido aleatoriamente para cima.</translation>
    </message>
    <message>
        <source>Each player adds the 2 new worker figures of their colour to their supply, which brings their total to 18 figures; 2 of them are available at the start.</source>
        <translation>Cada jogador adiciona as 2 novas figuras de Trabalhador da sua cor à sua reserva, o que leva seu total a 18 figuras; 2 delas ficam disponíveis no início.</translation>
    </message>
    <message>
        <source>Easier: after setup one of your workers goes into the empty Party without benefit and leads it.</source>
        <translation>Mais fácil: após a preparação, um de seus Trabalhadores vai para o Partido vazio, sem receber o benefício, e se torna seu Líder.</translation>
    </message>
    <message>
        <source>Experiment F&apos;s Connectors (from its level 3 technology): do the printed action, then play a non-Connector Action tile on top and resolve it.</source>
        <translation>Peças Conectoras do Experimento F (da sua Tecnologia de nível 3): faça a ação impressa, depois jogue uma peça de Ação não Conectora em cima e resolva-a.</translation>
    </message>
    <message>
        <source>Expert variant: instead of reverse order, an open auction in VP sets the Experiment choice order; each player bids more than the last bid or passes.</source>
        <translation>Variante expert: em vez da ordem reversa, um leilão aberto em PV define a ordem de escolha dos Experimentos; cada jogador oferece mais que o último lance ou passa.</translation>
    </message>
    <message>
        <source>Final scoring: the base final scoring, then the Party Agendas as on King&apos;s Day, without removing any Politician.</source>
        <translation>Pontuação Final: a Pontuação Final do jogo base, depois as Pautas do Partido como no Dia do Rei, sem remover nenhum Político.</translation>
    </message>
    <message>
        <source>Finish the Connector&apos;s printed action before placing the tile on top.</source>
        <translation>Conclua a ação impressa na peça Conectora antes de colocar a peça em cima dela.</translation>
    </message>
    <message>
        <source>Fulfilled contracts include the starting contract and purple ones.</source>
        <translation>Os Contratos cumpridos incluem o Contrato inicial e os roxos.</translation>
    </message>
    <message>
        <source>Harder: after setup a Baron worker goes into every Party led by a neutral.</source>
        <translation>Mais difícil: após a preparação, um Trabalhador do Barão vai para cada Partido liderado por um Político Neutro.</translation>
    </message>
    <message>
        <source>Harder: after setup a Baron worker goes into the empty Party and leads it.</source>
        <translation>Mais difícil: após a preparação, um Trabalhador do Barão vai para o Partido vazio e se torna seu Líder.</translation>
    </message>
    <message>
        <source>Harder: at the 2nd and 3rd King&apos;s Day and final scoring the Baron scores 6 VP per led Party and 6 for the Dominant Party.</source>
        <translation>Mais difícil: no 2º e no 3º Dia do Rei e na Pontuação Final, o Barão pontua 6 PV por Partido que lidera e 6 PV pelo Partido Dominante.</translation>
    </message>
    <message>
        <source>House rule for a fully digital game: draw a number 1-13, map it as the Setup cards (13 draws again) and walk down the Party cycle to the first tied Party.</source>
        <translation>Regra da casa para uma partida totalmente digital: sorteie um número de 1 a 13, converta-o como nas cartas de Preparação (13: sorteie de novo) e desça pelo ciclo de Partidos até o primeiro Partido empatado.</translation>
    </message>
    <message>
        <source>In each Party that holds neutrals, a numbered neutral moves to the Leader space.</source>
        <translation>Em cada Partido com Políticos Neutros, um Neutro com número vai para o espaço de Líder.</translation>
    </message>
    <message>
        <source>King&apos;s Day comes as in the base game, whenever a Progress space becomes empty; score it normally, then the Party Agendas top to bottom.</source>
        <translation>O Dia do Rei ocorre como no jogo base, sempre que um espaço de Progresso ficar vazio; pontue-o normalmente, depois as Pautas do Partido de cima para baixo.</translation>
    </message>
    <message>
        <source>Leadership: with strictly more Politicians in the Party than the current Leader (player or neutral), one of yours takes the Leader space; with no Leader, the new Politician takes it.</source>
        <translation>Liderança: com estritamente mais Políticos no Partido que o Líder atual (jogador ou Neutro), um dos seus ocupa o espaço de Líder; se não houver Líder, o novo Político o ocupa.</translation>
    </message>
    <message>
        <source>Level 1 (E and F): red-bordered spaces cost only 1 extra thaler instead of 2.</source>
        <translation>Nível 1 (E e F): locais com borda vermelha custam apenas 1 Táler extra em vez de 2.</translation>
    </message>
    <message>
        <source>Level 1 (E and F): using another player&apos;s Turbine, the bank pays its owner 1 thaler instead of you, and it produces 1 more electricity.</source>
        <translation>Nível 1 (E e F): ao usar a Turbina de outro jogador, o banco paga 1 Táler ao dono dela em vez de você, e ela produz +1 de eletricidade.</translation>
    </message>
    <message>
        <source>Level 1 (E, also A): after placing a Uranium Mine or a Turbine, gain 1 uranium.</source>
        <translation>Nível 1 (E, também A): após colocar uma Mina de Urânio ou uma Turbina, ganhe 1 Urânio.</translation>
    </message>
    <message>
        <source>Level 1 (F, also D): whenever you gain a Contract, gain 1 achievement token.</source>
        <translation>Nível 1 (F, também D): sempre que ganhar um Contrato, ganhe 1 marcador de Façanha.</translation>
    </message>
    <message>
        <source>Level 2 (E): immediately gain 2 workers, then you may take a Court action.</source>
        <translation>Nível 2 (E): ganhe imediatamente 2 Trabalhadores, depois você pode fazer uma ação da Corte.</translation>
    </message>
    <message>
        <source>Level 2 (E): immediately gain 4 achievement tokens and 4 thalers.</source>
        <translation>Nível 2 (E): ganhe imediatamente 4 marcadores de Façanha e 4 Táler.</translation>
    </message>
    <message>
        <source>Level 2 (E, also B): whenever you gain a Contract, also take the bonus of another contract space.</source>
        <translation>Nível 2 (E, também B): sempre que ganhar um Contrato, receba também o benefício de outro espaço de Contrato.</translation>
    </message>
    <message>
        <source>Level 2 (F): immediately Urbanize with 3 more thalers of discount, ignoring the network requirement.</source>
        <translation>Nível 2 (F): realize imediatamente uma ação de Urbanizar com desconto adicional de 3 Táler, ignorando o requisito de rede.</translation>
    </message>
    <message>
        <source>Level 2 (F): whenever you fulfil a Contract afterwards, 1 step on your lowest income track (your choice on a tie).</source>
        <translation>Nível 2 (F): sempre que cumprir um Contrato depois disso, 1 avanço na sua trilha de renda mais baixa (você escolhe em caso de empate).</translation>
    </message>
    <message>
        <source>Level 2 (F, also A): immediately gain 3 workers and 3 thalers.</source>
        <translation>Nível 2 (F, também A): ganhe imediatamente 3 Trabalhadores e 3 Táler.</translation>
    </message>
    <message>
        <source>Level 3 (E): 5/7/9 Politicians on the Court board score 4/10/21 VP.</source>
        <translation>Nível 3 (E): 5/7/9 Políticos no tabuleiro lateral de Corte pontuam 4/10/21 PV.</translation>
    </message>
    <message>
        <source>Level 3 (E): at each Court action choose 1 worker or the chosen Party&apos;s benefit once more.</source>
        <translation>Nível 3 (E): em cada ação da Corte, escolha 1 Trabalhador ou o benefício do Partido escolhido mais uma vez.</translation>
    </message>
    <message>
        <source>Level 3 (F): 12/14/16 Action tiles (available or on top of your board, railways excluded) score 4/10/21 VP.</source>
        <translation>Nível 3 (F): 12/14/16 peças de Ação (disponíveis ou no topo do seu tabuleiro, excluindo Ferrovias) pontuam 4/10/21 PV.</translation>
    </message>
    <message>
        <source>Level 3 (F): gain the 3 Connector tiles.</source>
        <translation>Nível 3 (F): ganhe as 3 peças Conectoras.</translation>
    </message>
    <message>
        <source>Politicians on the Court board are not workers in your reserve and do not score as leftover resources.</source>
        <translation>Políticos no tabuleiro lateral de Corte não são Trabalhadores da sua reserva e não pontuam como recursos restantes.</translation>
    </message>
    <message>
        <source>Removed Politicians go back to their owner&apos;s worker supply (the reserve), not to the available workers.</source>
        <translation>Políticos removidos voltam para o suprimento de Trabalhadores do dono (a reserva), não para os Trabalhadores disponíveis.</translation>
    </message>
    <message>
        <source>Reveal an unused Setup card: 1-3 Capitalists, 4-6 Free Thinkers, 7-9 Communists, 10-12 Realists, 13 is ignored and another is revealed. That Party takes the arrow neutral, neutral 2 and the King.</source>
        <translation>Revele uma carta de Preparação não utilizada: 1-3 Capitalistas, 4-6 Livres Pensadores, 7-9 Comunistas, 10-12 Realistas; 13 é ignorada e outra é revelada. Esse Partido recebe o Neutro com a seta, o Neutro 2 e o marcador de Rei.</translation>
    </message>
    <message>
        <source>Score the highest Progress tile where you have a marker, with a multiplier of 2.</source>
        <translation>Pontue a peça de Progresso mais alta onde você tenha um marcador, com um multiplicador de 2.</translation>
    </message>
    <message>
        <source>Solo: the Baron&apos;s third recharge ends the game by itself.</source>
        <translation>Solo: a terceira recarga do Barão aciona sozinha o final da partida.</translation>
    </message>
    <message>
        <source>Step 1: a Party where his Politicians equal the Leader&apos;s, or with no Leader (he becomes its Leader).</source>
        <translation>Passo 1: um Partido onde ele tenha tantos Políticos quanto o Líder, ou sem Líder (ele se torna o Líder).</translation>
    </message>
    <message>
        <source>Step 1: each Party Leader that is not a neutral scores their own Party&apos;s Agenda.</source>
        <translation>Passo 1: cada Líder de Partido que não seja Neutro pontua a Pauta do próprio Partido.</translation>
    </message>
    <message>
        <source>Step 2: every Member of the Dominant Party scores its Agenda, so its Leader scores it twice.</source>
        <translation>Passo 2: todos os Membros do Partido Dominante pontuam a Pauta dele; assim, o Líder desse Partido a pontua duas vezes.</translation>
    </message>
    <message>
        <source>Step 2: if several Parties or none are eligible and he has no Politician in the Dominant Party, he places in the Dominant Party.</source>
        <translation>Passo 2: se houver vários ou nenhum Partido elegível e ele não tiver Político no Partido Dominante, ele coloca no Partido Dominante.</translation>
    </message>
    <message>
        <source>Step 3: each non-neutral Leader returns 1 Politician of that Party to the reserve, the Leader-space one if it is their only one; no new Leader is named and the King does not move.</source>
        <translation>Passo 3: cada Líder não Neutro devolve 1 Político desse Partido para a reserva (o do espaço de Líder, se for o único); nenhum novo Líder é nomeado e o marcador de Rei não se move.</translation>
    </message>
    <message>
        <source>Step 3: otherwise in the eligible Party where he has the fewest Politicians.</source>
        <translation>Passo 3: caso contrário, no Partido elegível onde ele tem menos Políticos.</translation>
    </message>
    <message>
        <source>Step 4: a tie between eligible Parties is broken by a Logic card.</source>
        <translation>Passo 4: um empate entre Partidos elegíveis é desfeito por uma carta de Lógica.</translation>
    </message>
    <message>
        <source>Step 4: the highest-numbered neutral leaves the game and the arrow neutral moves one Party down (Realists to Capitalists).</source>
        <translation>Passo 4: o Neutro de maior número sai do jogo e o Neutro com a seta desce um Partido (dos Realistas para os Capitalistas).</translation>
    </message>
    <message>
        <source>The &apos;a player reached the flag&apos; end condition uses the flag&apos;s space: 90, or 95 on the Australia map.</source>
        <translation>A condição de final &apos;um jogador alcançou a bandeira&apos; usa o local da bandeira: 90, ou 95 no mapa da Austrália.</translation>
    </message>
    <message>
        <source>The Baron never discards his last tile showing a non-Subsidize action, now the Court action too.</source>
        <translation>O Barão nunca se livra da sua última peça que mostra uma ação não Subsidiada, agora incluindo a ação da Corte.</translation>
    </message>
    <message>
        <source>The Baron places a worker from his supply in one of the Parties, by these steps.</source>
        <translation>O Barão coloca um Trabalhador do seu suprimento em um dos Partidos, seguindo estes passos.</translation>
    </message>
    <message>
        <source>The Baron&apos;s Politicians are removed after scoring like a human&apos;s.</source>
        <translation>Os Políticos do Barão são removidos após a pontuação da mesma maneira que os de um humano.</translation>
    </message>
    <message>
        <source>The Baron&apos;s action priority is now Court &gt; Urbanize &gt; Industrialize &gt; Develop &gt; Contract &gt; Energize &gt; Subsidize (a Boat first with Australia).</source>
        <translation>A ordem de prioridade das ações do Barão agora é Corte &gt; Urbanizar &gt; Industrializar &gt; Desenvolver &gt; Contrato &gt; Energizar &gt; Subsidiada (com Austrália, primeiro um Barco).</translation>
    </message>
    <message>
        <source>The Baron&apos;s bonus by Party: Capitalists 1 thaler; Free Thinkers remove the rightmost market tile to the box; Communists 1 worker (3 VP if his reserve is empty); Realists 2 VP.</source>
        <translation>Bônus do Barão por Partido: Capitalistas, 1 Táler; Livres Pensadores, remova a peça mais à direita do mercado para a caixa; Comunistas, 1 Trabalhador (3 PV se a reserva dele estiver vazia); Realistas, 2 PV.</translation>
    </message>
    <message>
        <source>The Court action puts one available worker into a Party as a Politician; a player without one may convert 1 uranium, otherwise the action is forgone.</source>
        <translation>A ação da Corte aloca um Trabalhador disponível em um Partido como Político; um jogador sem nenhum pode converter 1 Urânio; caso contrário, abdica da ação.</translation>
    </message>
    <message>
        <source>The Court board shows four Parties, top to bottom Capitalists, Free Thinkers, Communists, Realists; a worker on it is a Politician.</source>
        <translation>O tabuleiro lateral de Corte mostra quatro Partidos, de cima para baixo: Capitalistas, Livres Pensadores, Comunistas, Realistas; um Trabalhador nele é um Político.</translation>
    </message>
    <message>
        <source>The King goes to the Party with strictly the most Politicians; on a tie it stays where it is.</source>
        <translation>O marcador de Rei vai para o Partido com estritamente mais Políticos; em caso de empate, fica onde está.</translation>
    </message>
    <message>
        <source>The Logic card is drawn on the table and the player taps the Party it selects among the tied ones.</source>
        <translation>A carta de Lógica é comprada na mesa e o jogador toca no Partido que ela seleciona entre os empatados.</translation>
    </message>
    <message>
        <source>The Party holding the King marker is the Dominant Party.</source>
        <translation>O Partido com o marcador de Rei é o Partido Dominante.</translation>
    </message>
    <message>
        <source>The Party&apos;s benefit: Capitalists 2 thalers and 1 thaler income step; Free Thinkers a free Action tile from the market; Communists 2 VP and 1 worker income step; Realists 2 achievement tokens and 1 VP income step.</source>
        <translation>Benefício do Partido: Capitalistas, 2 Táler e 1 passo na renda de Táler; Livres Pensadores, uma peça de Ação do mercado gratuitamente; Comunistas, 2 PV e 1 passo na renda de Trabalhador; Realistas, 2 marcadores de Façanha e 1 passo na renda de PV.</translation>
    </message>
    <message>
        <source>The Progress agenda asks for what the highest Progress tile with your marker counts for you; it pays twice that.</source>
        <translation>A Pauta de Progresso pergunta quanto vale para você a peça de Progresso mais alta com seu marcador; ela paga o dobro disso.</translation>
    </message>
    <message>
        <source>The VP flag goes under space 90 of the VP track (95 on the Australia map) instead of 70.</source>
        <translation>A Bandeira de PV vai sob o local 90 da trilha de PV (95 no mapa da Austrália) em vez do 70.</translation>
    </message>
    <message>
        <source>The app cannot see the Baron&apos;s supply and reserve: it asks the player when his turn reaches the Court and when the Communists bonus needs it.</source>
        <translation>O aplicativo não vê o suprimento e a reserva do Barão: ele pergunta ao jogador quando o turno do Barão chega à Corte e quando o bônus dos Comunistas depende disso.</translation>
    </message>
    <message>
        <source>The app tracks the VP and income steps the Court gives; thalers, Action tiles and achievement tokens are taken on the table.</source>
        <translation>O aplicativo registra os PV e os passos de renda dados pela Corte; Táler, peças de Ação e marcadores de Façanha são pegos na mesa.</translation>
    </message>
    <message>
        <source>The base King&apos;s Day (Progress marker VP) is scored on the physical table before the agendas.</source>
        <translation>O Dia do Rei do jogo base (PV dos marcadores de Progresso) é pontuado na mesa física antes das Pautas.</translation>
    </message>
    <message>
        <source>The base solo rules apply; the Baron&apos;s relevant Action tile is replaced by one showing the Court action.</source>
        <translation>Valem as regras solo do jogo base; a peça de Ação relevante do Barão é substituída por uma que mostra a ação da Corte.</translation>
    </message>
    <message>
        <source>The bids are lost at the end of the game, just before totals.</source>
        <translation>Os lances são perdidos ao final da partida, logo antes de somar os totais.</translation>
    </message>
    <message>
        <source>The eight Party Agendas of the appendix.</source>
        <translation>As oito Pautas do Partido do apêndice.</translation>
    </message>
    <message>
        <source>The example&apos;s Free Thinkers agenda (2 VP per Residence) is not in the appendix list; the app uses the appendix agendas, and the example test enters Yellow&apos;s 4 VP through a Free Thinkers agenda figure.</source>
        <translation>A Pauta dos Livres Pensadores do exemplo (2 PV por Residência) não está na lista do apêndice; o aplicativo usa as Pautas do apêndice, e o teste do exemplo insere os 4 PV do Amarelo por meio de um valor da Pauta dos Livres Pensadores.</translation>
    </message>
    <message>
        <source>The expert variant cannot be used in solo.</source>
        <translation>A variante expert não pode ser utilizada no modo solo.</translation>
    </message>
    <message>
        <source>The first player opens the bidding and it goes clockwise, skipping those who passed; the lowest bid is 1 VP and bids stop at a cap.</source>
        <translation>O primeiro jogador abre os lances, que seguem em sentido horário, pulando quem passou; o lance mínimo é 1 PV e os lances param em um limite.</translation>
    </message>
    <message>
        <source>The first to pass chooses last; each later passer loses their last bid and chooses one place earlier (3 players: only the 1st and 2nd choosers pay; 2 players: only the 1st).</source>
        <translation>O primeiro a passar escolhe por último; cada um que passa depois perde seu último lance e escolhe uma posição antes (3 jogadores: só o 1º e o 2º a escolher pagam; 2 jogadores: só o 1º).</translation>
    </message>
    <message>
        <source>The game is played on the physical table; the app asks what happened next and runs the Court side board.</source>
        <translation>A partida é jogada na mesa física; o aplicativo pergunta o que aconteceu em seguida e gerencia o tabuleiro lateral de Corte.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s auction example with players A, B, C and D.</source>
        <translation>O exemplo de leilão do livro de regras, com os jogadores A, B, C e D.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s worked King&apos;s Day example (Red, Yellow, Blue and Teal).</source>
        <translation>O exemplo detalhado do Dia do Rei do livro de regras (Vermelho, Amarelo, Azul e Teal).</translation>
    </message>
    <message>
        <source>The setup modifiers place figures without the Court action&apos;s dominance check.</source>
        <translation>Os modificadores de preparação colocam figuras sem a verificação de Dominância da ação da Corte.</translation>
    </message>
    <message>
        <source>The special Action tile may go on top of a Connector.</source>
        <translation>A peça de Ação Especial pode ir em cima de uma peça Conectora.</translation>
    </message>
    <message>
        <source>The special starting Action tile can perform the Court action; its 1-thaler discount is wasted.</source>
        <translation>A peça de Ação Especial inicial pode fazer a ação da Corte; seu desconto de 1 Táler é desperdiçado.</translation>
    </message>
    <message>
        <source>The three Progress spaces give at most three King&apos;s Days.</source>
        <translation>Os três espaços de Progresso geram no máximo três Dias do Rei.</translation>
    </message>
    <message>
        <source>Then exactly 1 Politician of each player in the Dominant Party returns to the reserve.</source>
        <translation>Depois, exatamente 1 Político de cada jogador no Partido Dominante volta para a reserva.</translation>
    </message>
    <message>
        <source>Then in each Party the side with strictly the most Politicians (neutrals likewise) takes the Leader space if it does not hold it; on a tie no Leader is named until a Court action there.</source>
        <translation>Depois, em cada Partido, o lado com estritamente mais Políticos (Neutros também) ocupa o espaço de Líder, se ainda não o ocupar; em caso de empate, nenhum Líder é nomeado até uma ação da Corte nesse Partido.</translation>
    </message>
    <message>
        <source>Turbine effect: after an Energize action you may take the rightmost (cheapest) market Action tile for free.</source>
        <translation>Efeito de Turbina: após uma ação de Energizar, você pode pegar gratuitamente a peça de Ação mais à direita (a mais barata) do mercado.</translation>
    </message>
    <message>
        <source>Turbine effect: after an Energize action, 1 step on the VP income track.</source>
        <translation>Efeito de Turbina: após uma ação de Energizar, 1 avanço na trilha de renda de PV.</translation>
    </message>
    <message>
        <source>Two more Setup cards place neutrals 3 and 4 the same way; a Party that already holds neutrals passes to the next one down (Realists wrap to Capitalists).</source>
        <translation>Mais duas cartas de Preparação colocam os Neutros 3 e 4 da mesma forma; se o Partido já tiver Neutros, passa-se para o próximo abaixo (dos Realistas volta-se aos Capitalistas).</translation>
    </message>
    <message>
        <source>VP equal to the electricity needed by your costliest energized non-government Urban Building.</source>
        <translation>PV igual à eletricidade necessária pela sua Construção Urbana energizada e não governamental de maior custo energético.</translation>
    </message>
    <message>
        <source>When a neutral leads, the comparison counts all neutral Politicians in that Party as one side.</source>
        <translation>Quando um Neutro lidera, a comparação conta todos os Políticos Neutros desse Partido como um único lado.</translation>
    </message>
    <message>
        <source>When the neutrals take a Leader space, the lowest-numbered neutral there sits on it (the arrow only when alone).</source>
        <translation>Quando os Neutros ocupam um espaço de Líder, o Neutro de menor número ali o ocupa (o da seta só quando estiver sozinho).</translation>
    </message>
    <message>
        <source>Which Experiment each turbine-effect tile belongs to is not stated.</source>
        <translation>Não é informado a qual Experimento pertence cada peça de efeito de Turbina.</translation>
    </message>
    <message>
        <source>Which Setup cards are still unused after the base setup is not tracked here; the app draws from a shuffled deck of the 13 cards without replacement.</source>
        <translation>Quais cartas de Preparação continuam não utilizadas após a preparação do jogo base não é registrado aqui; o aplicativo compra de um baralho embaralhado das 13 cartas, sem reposição.</translation>
    </message>
    <message>
        <source>Which two agendas share a tile and which Party each tile belongs to is not stated; we pair the appendix list in order and bind each tile to its Party top to bottom.</source>
        <translation>Não é informado quais duas Pautas dividem uma peça nem a qual Partido pertence cada peça; agrupamos a lista do apêndice em pares, na ordem, e associamos cada peça ao seu Partido de cima para baixo.</translation>
    </message>
    <message>
        <source>With 3 or 4 players the game end needs 3 conditions instead of 2; with 2 players and solo it stays the same.</source>
        <translation>Com 3 ou 4 jogadores, o final da partida exige 3 condições em vez de 2; com 2 jogadores e no modo solo, continua igual.</translation>
    </message>
    <message>
        <source>With no eligible Party and a Politician already in the Dominant Party, step 3 considers all four Parties.</source>
        <translation>Sem Partido elegível e com um Político já no Partido Dominante, o passo 3 considera os quatro Partidos.</translation>
    </message>
    <message>
        <source>With no worker in his supply the Baron treats the Court action as unavailable.</source>
        <translation>Sem Trabalhador no seu suprimento, o Barão trata a ação da Corte como indisponível.</translation>
    </message>
</context>
<context>
    <name>rules.rftg</name>
    <message>
        <source>&quot;First&quot; goals are worth 3 VP and are never lost; if several players meet one in the same phase, each of them scores 3 VP (one takes the tile, the others a 3-VP goal chip).</source>
        <translation>Os objetivos “primeiro” valem 3 PV e nunca são perdidos; se vários jogadores cumprirem um deles na mesma fase, cada um marca 3 PV (um pega a ficha, os demais um chip de objetivo de 3 PV).</translation>
    </message>
    <message>
        <source>&quot;Most&quot; goals are worth 5 VP: the first player to meet the condition (minimum) claims the tile, returns it if they drop below the minimum, and loses it to a player who later exceeds their amount.</source>
        <translation>Os objetivos “a mais” valem 5 PV: o primeiro jogador a cumprir a condição (mínimo) reivindica a ficha, devolve-a se ficar abaixo do mínimo e a perde para um jogador que depois supere sua quantia.</translation>
    </message>
    <message>
        <source>6-cost developments score at game end for each tableau card that meets one of their conditions; a card title means that card is in the tableau.</source>
        <translation>Os desenvolvimentos de custo 6 pontuam no fim do jogo por cada carta do tabuleiro que satisfaça uma de suas condições; um título de carta significa que essa carta está no tabuleiro.</translation>
    </message>
    <message>
        <source>A Settle response that needs no credit does not spend credit either.</source>
        <translation>Uma resposta de Colonizar que não exige crédito também não gasta crédito.</translation>
    </message>
    <message>
        <source>A card&apos;s powers work from the phase after the one in which it was placed.</source>
        <translation>Os poderes de uma carta funcionam a partir da fase seguinte àquela em que ela foi colocada.</translation>
    </message>
    <message>
        <source>A die showing Explore, Develop or Settle goes on the left space of that pair (the right one if the left already holds a die); other faces go on their own space.</source>
        <translation>Um dado que mostre Explorar, Desenvolver ou Colonizar vai para o espaço da esquerda desse par (o da direita se o da esquerda já tiver um dado); as outras faces vão para seu próprio espaço.</translation>
    </message>
    <message>
        <source>A military world is not paid for: the player needs military at least equal to its defence (specialised and temporary military count against it).</source>
        <translation>Um mundo militar não é pago: o jogador precisa de poder militar pelo menos igual à sua defesa (o poder militar específico e o temporário também contam).</translation>
    </message>
    <message>
        <source>A player may not have two copies of the same development in their tableau.</source>
        <translation>Um jogador não pode ter duas cópias do mesmo desenvolvimento no seu tabuleiro.</translation>
    </message>
    <message>
        <source>A player may pay cards for a military world (not one with an Alien good) instead of conquering it: its defence minus 1, less other settle reductions.</source>
        <translation>Um jogador pode pagar cartas por um mundo militar (exceto um com mercadoria Alienígena) em vez de conquistá-lo: sua defesa menos 1, descontadas outras reduções de colonização.</translation>
    </message>
    <message>
        <source>A robot face is read as the action shown on the robot= marker.</source>
        <translation>Uma face de robô é lida como a ação mostrada no marcador “robô=”.</translation>
    </message>
    <message>
        <source>A round: the player marks two actions on the mat, the robot&apos;s two dice are rolled and placed, then each chosen phase is resolved left to right, the player first.</source>
        <translation>Uma rodada: o jogador marca duas ações no play mat, os dois dados do robô são rolados e colocados, e então cada fase escolhida é resolvida da esquerda para a direita, o jogador primeiro.</translation>
    </message>
    <message>
        <source>A star copies one of the player&apos;s actions: two stars go under the player&apos;s two markers; one star goes under the player&apos;s right-most marker, or the other one if that space already holds a die; a star under the right space of a pair both markers occupy moves to the left space unless the other die is there.</source>
        <translation>Uma estrela copia uma das ações do jogador: duas estrelas vão sob os dois marcadores do jogador; uma estrela vai sob o marcador mais à direita do jogador, ou sob o outro se esse espaço já tiver um dado; uma estrela sob o espaço da direita de um par ocupado pelos dois marcadores vai para o espaço da esquerda, a menos que o outro dado esteja lá.</translation>
    </message>
    <message>
        <source>A tie that the tie-break does not break is a shared victory.</source>
        <translation>Um empate que o critério de desempate não resolve é uma vitória compartilhada.</translation>
    </message>
    <message>
        <source>A windfall start world receives one good at once.</source>
        <translation>Um mundo inicial de produção inesperada recebe uma mercadoria imediatamente.</translation>
    </message>
    <message>
        <source>A windfall world receives a good when it is placed.</source>
        <translation>Um mundo de produção inesperada recebe uma mercadoria ao ser colocado.</translation>
    </message>
    <message>
        <source>Alpha Centauri draws extra on its Settle actions and settles in response without positive credit.</source>
        <translation>Alfa Centauri compra cartas extras em suas ações de Colonizar e coloniza em resposta sem crédito positivo.</translation>
    </message>
    <message>
        <source>An extra sale during Consume (Black Market Trading World: no trade bonuses); optional.</source>
        <translation>Uma venda extra durante Consumir (Mundo de Comércio do Mercado Negro: sem bônus de comércio); opcional.</translation>
    </message>
    <message>
        <source>Ancient Race, as a start world, makes its owner discard three of the six opening cards instead of two.</source>
        <translation>Raça Antiga, como mundo inicial, faz seu dono descartar três das seis cartas iniciais em vez de duas.</translation>
    </message>
    <message>
        <source>Any robot Trade action counts for Old Earth&apos;s swap and Damaged Alien Factory&apos;s flip, even one copied by a star.</source>
        <translation>Qualquer ação de Comércio do robô conta para a troca da Velha Terra e a virada da Fábrica Alienígena Danificada, mesmo uma copiada por uma estrela.</translation>
    </message>
    <message>
        <source>At game end, every player who meets a &quot;most&quot; goal&apos;s condition and is tied for the most without holding its tile scores a 3-VP goal chip.</source>
        <translation>No fim do jogo, todo jogador que cumpra a condição de um objetivo “a mais” e esteja empatado na liderança sem ter a ficha ganha um chip de objetivo de 3 PV.</translation>
    </message>
    <message>
        <source>At the end of the round each player discards down to 10 cards in hand.</source>
        <translation>No fim da rodada, cada jogador descarta até ficar com 10 cartas na mão.</translation>
    </message>
    <message>
        <source>Both Consume actions: VP chips equal to twice its economy, then credit +2 and economy +1.</source>
        <translation>Ambas as ações de Consumir: chips de PV iguais ao dobro da sua economia, depois crédito +2 e economia +1.</translation>
    </message>
    <message>
        <source>Budget Surplus: first to discard at least one card at the end of a round.</source>
        <translation>Superávit Orçamentário: primeiro a descartar pelo menos uma carta no fim de uma rodada.</translation>
    </message>
    <message>
        <source>Colony Ship with Contact Specialist: a military world paid for with Contact Specialist is placed as a non-military world, so Colony Ship may be discarded to place it for free (not a world with an Alien good).</source>
        <translation>Nave Colonial com Especialista de Contato: um mundo militar pago com o Especialista de Contato é colocado como mundo não militar, então a Nave Colonial pode ser descartada para colocá-lo de graça (exceto mundos com bem Alienígena).</translation>
    </message>
    <message>
        <source>Consume bonus (2x VP): the player who chose it doubles the VP their consume powers give for goods.</source>
        <translation>Bônus de Consumir (2x PV): quem o escolheu dobra os PV que seus poderes de consumo dão pelos bens.</translation>
    </message>
    <message>
        <source>Consume this world&apos;s Alien good for 2 VP.</source>
        <translation>Consuma a mercadoria Alienígena deste mundo por 2 PV.</translation>
    </message>
    <message>
        <source>Consume: 2x VP does not double the VP of discarding cards from hand (Deficit Spending): 1 VP per card discarded either way.</source>
        <translation>Consumir: 2x PV não dobra os PV de descartar cartas da mão (Gastos Deficitários): 1 PV por carta descartada de qualquer forma.</translation>
    </message>
    <message>
        <source>Consume: every player uses each consume power once, in the order they choose; powers that consume goods must be used while they can be, each taking as many goods as it allows.</source>
        <translation>Consumir: cada jogador usa cada poder de consumo uma vez, na ordem que escolher; poderes que consomem mercadorias devem ser usados enquanto for possível, cada um levando tantas mercadorias quanto permitir.</translation>
    </message>
    <message>
        <source>Costs are paid by discarding cards from hand.</source>
        <translation>Os custos são pagos descartando cartas da mão.</translation>
    </message>
    <message>
        <source>Damaged Alien Factory: after each Produce action, a robot= marker reading Produce is flipped to Trade.</source>
        <translation>Fábrica Alienígena Danificada: após cada ação de Produzir, um marcador “robô=” que mostre Produzir é virado para Comércio.</translation>
    </message>
    <message>
        <source>Damaged Alien Factory: after each Trade action, a robot= marker reading Trade is flipped to Produce.</source>
        <translation>Fábrica Alienígena Danificada: após cada ação de Comércio, um marcador “robô=” que mostre Comércio é virado para Produzir.</translation>
    </message>
    <message>
        <source>Damaged Alien Factory: discard a card to produce an Alien good on it; a card drawn from another produce power may be discarded, but then that power gives nothing for this good.</source>
        <translation>Fábrica Alienígena Danificada: descarte uma carta para produzir nela uma mercadoria Alienígena; uma carta comprada por outro poder de produção pode ser descartada, mas então esse poder não dá nada por esta mercadoria.</translation>
    </message>
    <message>
        <source>Develop bonus: the player who chose Develop pays one card less.</source>
        <translation>Bônus de Desenvolver: o jogador que escolheu Desenvolver paga uma carta a menos.</translation>
    </message>
    <message>
        <source>Develop: every player may place one development from hand, choosing face down at the same time, paying its cost in cards minus any reductions (never below zero).</source>
        <translation>Desenvolver: cada jogador pode colocar um desenvolvimento da mão, escolhendo-o com a face para baixo ao mesmo tempo que os demais e pagando seu custo em cartas menos quaisquer reduções (nunca abaixo de zero).</translation>
    </message>
    <message>
        <source>Difficulty: easy one 6-cost marker worth 6 VP, medium two worth 6, hard three worth 9.</source>
        <translation>Dificuldade: fácil, um marcador de custo 6 valendo 6 PV; médio, dois valendo 6; difícil, três valendo 9.</translation>
    </message>
    <message>
        <source>Discard this card from the tableau for +3 military until the end of the phase.</source>
        <translation>Descarte esta carta do tabuleiro para ganhar +3 de poder militar até o fim da fase.</translation>
    </message>
    <message>
        <source>Discard this card from the tableau to place a non-military world for free (not a world with an Alien good).</source>
        <translation>Descarte esta carta do tabuleiro para colocar de graça um mundo não militar (não um mundo com mercadoria Alienígena).</translation>
    </message>
    <message>
        <source>Discard up to the stated number of hand cards for VP each; optional.</source>
        <translation>Descarte até o número indicado de cartas da mão, ganhando PV por cada uma; opcional.</translation>
    </message>
    <message>
        <source>Doomed World&apos;s first Settle action: flip the draw pile (not the robot&apos;s) until a non-military world of 3 VP or more, place it, credit +2 and economy +1; then discard the counter and Doomed World from the robot&apos;s tableau.</source>
        <translation>Primeira ação de Colonizar do Mundo Condenado: vire cartas da pilha de compra (não da do robô) até achar um mundo não militar de 3 PV ou mais, coloque-o, crédito +2 e economia +1; depois descarte o marcador especial e o Mundo Condenado do tabuleiro do robô.</translation>
    </message>
    <message>
        <source>Doomed World&apos;s special search: unmatched cards go to the discard pile; before it the standard Settle response applies.</source>
        <translation>Busca especial do Mundo Condenado: as cartas que não servem vão para a pilha de descarte; antes dela aplica-se a resposta padrão de Colonizar.</translation>
    </message>
    <message>
        <source>Drafting (2-3 players): after the goals are chosen, each player is dealt one odd and one even start world face down; the unused start worlds are shuffled into the deck.</source>
        <translation>Draft (2-3 jogadores): depois de escolhidos os objetivos, cada jogador recebe um mundo inicial ímpar e um par com a face para baixo; os mundos iniciais não usados são embaralhados no baralho.</translation>
    </message>
    <message>
        <source>Each goal is claimed only at the end of the phases shown on it (Budget Surplus: at the end of a round).</source>
        <translation>Cada objetivo só é reivindicado no fim das fases indicadas nele (Superávit Orçamentário: no fim de uma rodada).</translation>
    </message>
    <message>
        <source>Each player draws five cards, keeps one and passes the rest left, again and again until all are taken.</source>
        <translation>Cada jogador compra cinco cartas, fica com uma e passa o resto para a esquerda, repetidamente, até que todas sejam pegas.</translation>
    </message>
    <message>
        <source>Each player draws from their own deck and discards to their own discard pile, reshuffling it when their deck runs out.</source>
        <translation>Cada jogador compra do seu próprio baralho e descarta na sua própria pilha de descarte, reembaralhando-a quando seu baralho acabar.</translation>
    </message>
    <message>
        <source>Each player gets one random start world; the unused start worlds are shuffled into the deck. Each player is dealt six cards and discards two of them.</source>
        <translation>Cada jogador recebe um mundo inicial aleatório; os mundos iniciais não usados são embaralhados no baralho. Cada jogador recebe seis cartas e descarta duas delas.</translation>
    </message>
    <message>
        <source>Each player shuffles their picks into their own deck, draws six, discards two and one of their two start worlds, then reveals the start world kept.</source>
        <translation>Cada jogador embaralha as cartas escolhidas formando seu próprio baralho, compra seis, descarta duas e um dos seus dois mundos iniciais, e então revela o mundo inicial mantido.</translation>
    </message>
    <message>
        <source>Each round every player secretly chooses an action card; the choices are revealed together.</source>
        <translation>A cada rodada, cada jogador escolhe secretamente uma carta de ação; as escolhas são reveladas juntas.</translation>
    </message>
    <message>
        <source>End of round: the player discards down to 10 (the robot has no hand limit), then the end of the game is checked.</source>
        <translation>Fim da rodada: o jogador descarta até ficar com 10 cartas (o robô não tem limite de mão) e então verifica-se o fim do jogo.</translation>
    </message>
    <message>
        <source>Epsilon Eridani, New Sparta and Separatist Colony flip for military worlds and settle in response without positive credit; New Sparta draws extra on its Settle action.</source>
        <translation>Epsilon Eridani, Nova Esparta e Colônia Separatista viram cartas em busca de mundos militares e colonizam em resposta sem crédito positivo; Nova Esparta compra cartas extras em sua ação de Colonizar.</translation>
    </message>
    <message>
        <source>Explore bonus: +5 draws five more cards; +1/+1 draws one more and keeps one more.</source>
        <translation>Bônus de Explorar: +5 compra mais cinco cartas; +1/+1 compra mais uma e fica com mais uma.</translation>
    </message>
    <message>
        <source>Explore: every player draws two cards and keeps one; Explore powers add cards drawn or kept; only the newly drawn cards may be discarded.</source>
        <translation>Explorar: cada jogador compra duas cartas e fica com uma; poderes de Explorar aumentam as cartas compradas ou mantidas; só as cartas recém-compradas podem ser descartadas.</translation>
    </message>
    <message>
        <source>Flip to find: turn the robot&apos;s pile over one card at a time, discarding each card that does not match, until a match or the end of the pile; place means put it in the robot&apos;s tableau.</source>
        <translation>Virar para encontrar: vire as cartas da pilha do robô uma de cada vez, descartando cada carta que não sirva, até achar uma que sirva ou a pilha acabar; colocar significa pô-la no tabuleiro do robô.</translation>
    </message>
    <message>
        <source>For each chosen phase the robot uses its action row when a die sits on that space, its response row when no die does and the player chose it.</source>
        <translation>Em cada fase escolhida, o robô usa sua linha de ação quando há um dado nesse espaço, e sua linha de resposta quando não há dado e o jogador a escolheu.</translation>
    </message>
    <message>
        <source>Galactic Standard of Living: first to hold 5 or more VP chips (goal VP do not count); checked at the end of Consume.</source>
        <translation>Padrão de Vida Galáctico: primeiro a ter 5 ou mais PV em chips (PV de objetivos não contam); verificado no fim de Consumir.</translation>
    </message>
    <message>
        <source>Galactic Status: first to place a 6-cost development; checked at the end of Develop.</source>
        <translation>Status Galáctico: primeiro a colocar um desenvolvimento de custo 6; verificado no fim de Desenvolver.</translation>
    </message>
    <message>
        <source>Gambling World: name a cost from 1 to 7 and flip the top card of the deck; keep it if its cost matches, else discard it.</source>
        <translation>Mundo dos Jogos de Azar: declare um custo de 1 a 7 e revele a carta do topo do baralho; fique com ela se o custo coincidir, senão descarte-a.</translation>
    </message>
    <message>
        <source>Goal VP are added to the total; they are not VP chips, do not drain the pool and do not count for Galactic Renaissance or Galactic Standard of Living.</source>
        <translation>Os PV de objetivos somam-se ao total; não são chips de PV, não esgotam a reserva e não contam para Renascimento Galáctico nem para Padrão de Vida Galáctico.</translation>
    </message>
    <message>
        <source>Greatest Infrastructure: at least four and the most developments; checked at the end of Develop.</source>
        <translation>Maior Infraestrutura: pelo menos quatro e o maior número de desenvolvimentos; verificado no fim de Desenvolver.</translation>
    </message>
    <message>
        <source>Greatest Military: at least 6 and the most unconditional military in the tableau; checked at the end of Develop and Settle.</source>
        <translation>Maior Poder Militar: pelo menos 6 e o maior poder militar incondicional no tabuleiro; verificado no fim de Desenvolver e de Colonizar.</translation>
    </message>
    <message>
        <source>How many extra cards a start world&apos;s counter draws.</source>
        <translation>Quantas cartas extras o marcador especial de um mundo inicial compra.</translation>
    </message>
    <message>
        <source>If several players reach or exceed a &quot;most&quot; goal by the same amount in the same phase, nobody claims it, and a holder they exceed returns it to the centre.</source>
        <translation>Se vários jogadores alcançarem a mesma quantia num objetivo “a mais” na mesma fase, ninguém o reivindica, e um detentor que eles superem o devolve ao centro.</translation>
    </message>
    <message>
        <source>Imperium Lords: draw a card per military world in the tableau.</source>
        <translation>Lordes do Imperium: compre uma carta por mundo militar no tabuleiro.</translation>
    </message>
    <message>
        <source>Improved Logistics: place a second world after fully resolving the first; the first world&apos;s powers do not help it, and it gets no Settle bonus.</source>
        <translation>Logística Aprimorada: coloque um segundo mundo após resolver totalmente o primeiro; os poderes do primeiro mundo não o ajudam, e ele não recebe bônus de Colonizar.</translation>
    </message>
    <message>
        <source>Innovation Leader: first to have powers in every phase, Trade counted apart; checked at the end of Develop and Settle.</source>
        <translation>Líder em Inovação: primeiro a ter poderes em todas as fases, contando Comércio à parte; verificado no fim de Desenvolver e de Colonizar.</translation>
    </message>
    <message>
        <source>Largest Industry: at least three and the most Novelty and/or Rare elements worlds (production or windfall); checked at the end of Settle.</source>
        <translation>Maior Indústria: pelo menos três e o maior número de mundos de Novidade e/ou Elementos raros (de produção ou de produção inesperada); verificado no fim de Colonizar.</translation>
    </message>
    <message>
        <source>Old Earth: after its first Trade action the robot= marker is replaced by the x2 one and its counter is discarded.</source>
        <translation>Velha Terra: após sua primeira ação de Comércio, o marcador “robô=” é substituído pelo de x2 e seu marcador especial é descartado.</translation>
    </message>
    <message>
        <source>On a tie, the most cards in hand plus goods wins; a further tie is shared.</source>
        <translation>Em caso de empate, vence quem tiver mais cartas na mão mais mercadorias; um novo empate é compartilhado.</translation>
    </message>
    <message>
        <source>Only the chosen phases happen, in the order Explore, Develop, Settle, Consume, Produce; each happens once however many players chose it, and every player takes part; only those who chose it get its bonus.</source>
        <translation>Só as fases escolhidas acontecem, na ordem Explorar, Desenvolver, Colonizar, Consumir, Produzir; cada uma acontece uma vez, não importa quantos jogadores a escolheram, e todos participam; só quem a escolheu recebe seu bônus.</translation>
    </message>
    <message>
        <source>Overlord Discoveries: first to have at least three Alien cards in the tableau; checked at the end of Develop and Settle.</source>
        <translation>Descobertas dos Suseranos: primeiro a ter pelo menos três cartas Alienígenas no tabuleiro; verificado no fim de Desenvolver e de Colonizar.</translation>
    </message>
    <message>
        <source>Passing left gives the pack to the next seat number (seat 1 to seat 2, the last seat to seat 1); passing right, to the previous one.</source>
        <translation>Passar para a esquerda entrega o maço ao próximo número de assento (do assento 1 para o 2, do último para o 1); passar para a direita, ao anterior.</translation>
    </message>
    <message>
        <source>Produce bonus: the player who chose Produce produces a good on one empty windfall world.</source>
        <translation>Bônus de Produzir: o jogador que escolheu Produzir produz uma mercadoria em um mundo de produção inesperada vazio.</translation>
    </message>
    <message>
        <source>Produce: every production world without a good gets one; windfall worlds do not, except through powers; produce-phase draw powers are resolved.</source>
        <translation>Produzir: todo mundo de produção sem mercadoria recebe uma; mundos de produção inesperada não, exceto por poderes; os poderes de compra da fase de Produzir são resolvidos.</translation>
    </message>
    <message>
        <source>Production Leader: at least four and the most production worlds; checked at the end of Settle.</source>
        <translation>Líder de Produção: pelo menos quatro e o maior número de mundos de produção; verificado no fim de Colonizar.</translation>
    </message>
    <message>
        <source>Robot Consume response (only the player chose Consume): VP chips equal to its economy, once.</source>
        <translation>Resposta de Consumir do robô (só o jogador escolheu Consumir): chips de PV iguais à sua economia, uma vez.</translation>
    </message>
    <message>
        <source>Robot Develop (each Develop phase): with an unplaced 6-cost marker and credit 2 or more (3 in response) it places the marker, which counts as a card, pays 2 (3) credit and skips the rest.</source>
        <translation>Desenvolver do robô (cada fase de Desenvolver): com um marcador de custo 6 não colocado e crédito 2 ou mais (3 em resposta), ele coloca o marcador, que conta como uma carta, paga 2 (3) de crédito e pula o resto.</translation>
    </message>
    <message>
        <source>Robot Develop action: draw 1, then flip for a development; a 6-cost one is placed for 1 credit if credit is positive, else discarded and the flipping goes on.</source>
        <translation>Ação de Desenvolver do robô: compre 1 e vire cartas em busca de um desenvolvimento; um de custo 6 é colocado por 1 de crédito se o crédito for positivo, senão é descartado e as viradas continuam.</translation>
    </message>
    <message>
        <source>Robot Develop response: nothing at credit 0; else flip for a development and place it for 1 credit, whatever its cost.</source>
        <translation>Resposta de Desenvolver do robô: nada com crédito 0; senão, vire cartas em busca de um desenvolvimento e coloque-o por 1 de crédito, qualquer que seja seu custo.</translation>
    </message>
    <message>
        <source>Robot Explore action: draw 1 and credit +1 (draw 3 and credit +1 with dice on both Explore spaces).</source>
        <translation>Ação de Explorar do robô: compre 1 e crédito +1 (compre 3 e crédito +1 com dados nos dois espaços de Explorar).</translation>
    </message>
    <message>
        <source>Robot Explore response: draw 1 (even if the player chose both Explores).</source>
        <translation>Resposta de Explorar do robô: compre 1 (mesmo que o jogador tenha escolhido os dois Explorar).</translation>
    </message>
    <message>
        <source>Robot Produce action: economy +1.</source>
        <translation>Ação de Produzir do robô: economia +1.</translation>
    </message>
    <message>
        <source>Robot Produce response: nothing.</source>
        <translation>Resposta de Produzir do robô: nada.</translation>
    </message>
    <message>
        <source>Robot Settle action (each Settle phase it chose): draw 3, flip for a non-military world and place it if found.</source>
        <translation>Ação de Colonizar do robô (cada fase de Colonizar que ele escolheu): compre 3, vire cartas em busca de um mundo não militar e coloque-o se encontrado.</translation>
    </message>
    <message>
        <source>Robot Settle response: nothing at credit 0; else draw 2, flip for a non-military world and place it for 1 credit.</source>
        <translation>Resposta de Colonizar do robô: nada com crédito 0; senão, compre 2, vire cartas em busca de um mundo não militar e coloque-o por 1 de crédito.</translation>
    </message>
    <message>
        <source>Robot Trade action: credit +2, then VP chips equal to its economy.</source>
        <translation>Ação de Comércio do robô: crédito +2, depois chips de PV iguais à sua economia.</translation>
    </message>
    <message>
        <source>Robot score: VP chips plus the VP of its cards, each 6-cost development card or marker worth 6 or 9 by difficulty.</source>
        <translation>Pontuação do robô: chips de PV mais os PV de suas cartas, cada carta ou marcador de desenvolvimento de custo 6 valendo 6 ou 9 conforme a dificuldade.</translation>
    </message>
    <message>
        <source>Robot setup: robot= marker and special counters by start world; credit 1 (Ancient Race 0, Alpha Centauri 2), economy 0 (Earth&apos;s Lost Colony and Epsilon Eridani 1), a face-down pile of four cards (Ancient Race three).</source>
        <translation>Preparação do robô: marcador “robô=” e marcadores especiais conforme o mundo inicial; crédito 1 (Raça Antiga 0, Alfa Centauri 2), economia 0 (Colônia Perdida da Terra e Epsilon Eridani 1), uma pilha de quatro cartas com a face para baixo (Raça Antiga, três).</translation>
    </message>
    <message>
        <source>Robot x2 action: VP chips equal to twice its economy, then economy +1.</source>
        <translation>Ação x2 do robô: chips de PV iguais ao dobro da sua economia, depois economia +1.</translation>
    </message>
    <message>
        <source>Score: VP chips + printed VP of tableau cards + 6-cost development bonuses + goals.</source>
        <translation>Pontuação: chips de PV + PV impressos das cartas do tabuleiro + bônus dos desenvolvimentos de custo 6 + objetivos.</translation>
    </message>
    <message>
        <source>Selling a Genes good draws one more card per chromosome card in the tableau (the card itself included).</source>
        <translation>Vender uma mercadoria de Genes compra uma carta a mais por carta com cromossomo no tabuleiro (incluindo a própria carta).</translation>
    </message>
    <message>
        <source>Separatist Colony&apos;s counter makes the robot draw more cards in Explore.</source>
        <translation>O marcador especial da Colônia Separatista faz o robô comprar mais cartas em Explorar.</translation>
    </message>
    <message>
        <source>Set out 24 VP chips, choose a difficulty, take its 6-cost development markers, and deal a start world to the player and to the robot.</source>
        <translation>Separe 24 chips de PV, escolha uma dificuldade, pegue seus marcadores de desenvolvimento de custo 6 e distribua um mundo inicial ao jogador e ao robô.</translation>
    </message>
    <message>
        <source>Settle bonus: the player who chose Settle draws a card after placing a world (once per phase).</source>
        <translation>Bônus de Colonizar: o jogador que escolheu Colonizar compra uma carta após colocar um mundo (uma vez por fase).</translation>
    </message>
    <message>
        <source>Settle: every player may place one world from hand, choosing face down at the same time; a non-military world costs its cost in cards minus reductions.</source>
        <translation>Colonizar: cada jogador pode colocar um mundo da mão, escolhendo-o com a face para baixo ao mesmo tempo que os demais; um mundo não militar custa seu custo em cartas menos as reduções.</translation>
    </message>
    <message>
        <source>Solitaire game: the two-player advanced rules without goals, against a robot whose actions are rolled on dice; its start world sets how its robot faces read and which special counters change its rows on the mat.</source>
        <translation>Jogo solitário: as regras avançadas para dois jogadores sem objetivos, contra um robô cujas ações são roladas em dados; seu mundo inicial define como suas faces de robô são lidas e quais marcadores especiais alteram suas linhas no play mat.</translation>
    </message>
    <message>
        <source>Space Mercenaries: discard up to two cards from hand for +1 military each until the end of the Settle phase; optional, need not be used fully.</source>
        <translation>Mercenários Espaciais: descarte até duas cartas da mão para ganhar +1 de poder militar por carta até o fim da fase de Colonizar; opcional, não precisa ser usado por completo.</translation>
    </message>
    <message>
        <source>System Diversity: first to have a production or windfall world of each kind (Novelty, Rare, Genes, Alien); checked at the end of Settle.</source>
        <translation>Diversidade de Sistemas: primeiro a ter um mundo de produção ou de produção inesperada de cada tipo (Novidade, Elementos raros, Genes, Alienígena); verificado no fim de Colonizar.</translation>
    </message>
    <message>
        <source>The expansion adds a third Contact Specialist.</source>
        <translation>A expansão adiciona um terceiro Especialista de Contato.</translation>
    </message>
    <message>
        <source>The expansion adds action cards and VP chips for a fifth player: the game takes 2 to 5 players.</source>
        <translation>A expansão adiciona cartas de ação e chips de PV para um quinto jogador: o jogo comporta de 2 a 5 jogadores.</translation>
    </message>
    <message>
        <source>The expansion cards join the base deck; a third Contact Specialist is added and Gambling World is replaced by a reprint with the same power.</source>
        <translation>As cartas da expansão entram no baralho base; um terceiro Especialista de Contato é adicionado e o Mundo dos Jogos de Azar é substituído por uma reimpressão com o mesmo poder.</translation>
    </message>
    <message>
        <source>The faces of the robot&apos;s two dice.</source>
        <translation>As faces dos dois dados do robô.</translation>
    </message>
    <message>
        <source>The game ends after the round in which a tableau reaches 12 cards or the VP pool runs out; VP chips keep being paid that round.</source>
        <translation>O jogo termina após a rodada em que um tabuleiro chega a 12 cartas ou a reserva de PV se esgota; os chips de PV continuam sendo pagos nessa rodada.</translation>
    </message>
    <message>
        <source>The game ends after the round in which either tableau has 12 cards (each 6-cost marker counting as a card) or the 24 chips ran out (extra chips finish the round).</source>
        <translation>O jogo termina após a rodada em que qualquer um dos tabuleiros tenha 12 cartas (cada marcador de custo 6 contando como uma carta) ou os 24 chips tenham acabado (chips extras completam a rodada).</translation>
    </message>
    <message>
        <source>The mat&apos;s spaces: Explore +5 on the left of the Explore pair; a single Develop or Settle uses the left space.</source>
        <translation>Os espaços do play mat: Explorar +5 à esquerda do par de Explorar; um único Desenvolver ou Colonizar usa o espaço da esquerda.</translation>
    </message>
    <message>
        <source>The pool holds 12 VP chips per player.</source>
        <translation>A reserva tem 12 chips de PV por jogador.</translation>
    </message>
    <message>
        <source>The robot draws by moving cards from the draw pile onto its own face-down pile unseen; credit runs up to 4 and economy up to 5, gains beyond are lost.</source>
        <translation>O robô compra movendo cartas da pilha de compra para sua própria pilha com a face para baixo, sem olhá-las; o crédito vai até 4 e a economia até 5, ganhos além disso são perdidos.</translation>
    </message>
    <message>
        <source>The robot may hold two copies of one development.</source>
        <translation>O robô pode ter duas cópias de um mesmo desenvolvimento.</translation>
    </message>
    <message>
        <source>The robot&apos;s draws reshuffle the discard pile when the draw pile runs out.</source>
        <translation>As compras do robô reembaralham a pilha de descarte quando a pilha de compra acaba.</translation>
    </message>
    <message>
        <source>The robot&apos;s tableau is a pile of cards without goods where only the count and VP matter, plus 6-cost development markers; its hand is a face-down draw pile; its credit buys cards, its economy earns VP chips in Consume.</source>
        <translation>O tabuleiro do robô é uma pilha de cartas sem mercadorias, em que só importam a quantidade e os PV, mais marcadores de desenvolvimento de custo 6; sua mão é uma pilha de compra com a face para baixo; seu crédito compra cartas e sua economia rende chips de PV em Consumir.</translation>
    </message>
    <message>
        <source>Then five more each, passing right; the direction alternates while everyone can draw five; what is left is removed from the game.</source>
        <translation>Depois, mais cinco para cada um, passando para a direita; a direção alterna enquanto todos puderem comprar cinco; o que sobrar é removido do jogo.</translation>
    </message>
    <message>
        <source>Then the player is dealt six cards and keeps four.</source>
        <translation>Depois o jogador recebe seis cartas e fica com quatro.</translation>
    </message>
    <message>
        <source>Tie: the robot&apos;s final credit plus economy against the player&apos;s hand plus goods.</source>
        <translation>Empate: o crédito final do robô mais sua economia contra a mão do jogador mais mercadorias.</translation>
    </message>
    <message>
        <source>Trade bonus: before consuming, the player who chose Trade sells one good for cards: Novelty 2, Rare elements 3, Genes 4, Alien 5, plus trade powers.</source>
        <translation>Bônus de Comércio: antes de consumir, o jogador que escolheu Comércio vende uma mercadoria por cartas: Novidade 2, Elementos raros 3, Genes 4, Alienígena 5, mais os poderes de comércio.</translation>
    </message>
    <message>
        <source>Two dice on Trade, x2 or Produce: the robot takes that action once.</source>
        <translation>Dois dados em Comércio, x2 ou Produzir: o robô realiza essa ação uma vez.</translation>
    </message>
    <message>
        <source>Two-player advanced game: each player chooses two different action cards; a second Develop or Settle card makes that phase happen twice (the second card only with the first).</source>
        <translation>Jogo avançado para dois jogadores: cada jogador escolhe duas cartas de ação diferentes; uma segunda carta de Desenvolver ou Colonizar faz essa fase acontecer duas vezes (a segunda carta só junto com a primeira).</translation>
    </message>
    <message>
        <source>What the robot= marker reads for this start world.</source>
        <translation>O que o marcador “robô=” indica para este mundo inicial.</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the discard pile is shuffled to form a new one.</source>
        <translation>Quando a pilha de compra acaba, a pilha de descarte é embaralhada para formar uma nova.</translation>
    </message>
    <message>
        <source>With goals, four of the six &quot;first&quot; goals and two of the four &quot;most&quot; goals are drawn at random and placed face up in the centre; the rest are removed.</source>
        <translation>Com objetivos, quatro dos seis objetivos “primeiro” e dois dos quatro objetivos “a mais” são sorteados e colocados com a face para cima no centro; o resto é removido.</translation>
    </message>
    <message>
        <source>Worked example: Alan claims Greatest Military at 6; Betty reaching 6 does not take it; Carol reaching 7 does.</source>
        <translation>Exemplo: Alan reivindica Maior Poder Militar com 6; Betty, ao chegar a 6, não o toma; Carol, ao chegar a 7, toma.</translation>
    </message>
    <message>
        <source>Worked example: both Settles, the robot&apos;s die on the first, credit 2, pile 2: draw 3 and place the world found on the fourth flip; in response draw 2 and flip the three cards: nothing found leaves credit 2, a world found costs 1.</source>
        <translation>Exemplo: os dois Colonizar, o dado do robô no primeiro, crédito 2, pilha 2: compre 3 e coloque o mundo achado na quarta virada; em resposta compre 2 e vire as três cartas: se nada for achado, o crédito fica em 2; um mundo achado custa 1.</translation>
    </message>
    <message>
        <source>Worked example: credit 1, pile 2, the robot rolls Develop: it draws 1, finds a non-6-cost development on the second flip, and ends at credit 1 with 1 card.</source>
        <translation>Exemplo: crédito 1, pilha 2, o robô rola Desenvolver: compra 1, acha um desenvolvimento que não é de custo 6 na segunda virada e termina com crédito 1 e 1 carta.</translation>
    </message>
    <message>
        <source>Worked example: credit 4, pile 5, two markers; the player takes both Develops and the robot&apos;s die is on the first: marker for 2 credit, then in response (credit 2 &lt; 3) it flips a cost-2 development on the third card: credit 1, pile 2.</source>
        <translation>Exemplo: crédito 4, pilha 5, dois marcadores; o jogador escolhe os dois Desenvolver e o dado do robô está no primeiro: marcador por 2 de crédito, depois em resposta (crédito 2 &lt; 3) ele vira um desenvolvimento de custo 2 na terceira carta: crédito 1, pilha 2.</translation>
    </message>
    <message>
        <source>Worked example: the player chose Consume x2 and Produce; the robot rolls Develop and a star: Develop goes on the left Develop space, the star under Produce.</source>
        <translation>Exemplo: o jogador escolheu Consumir x2 e Produzir; o robô rola Desenvolver e uma estrela: Desenvolver vai para o espaço de Desenvolver da esquerda, a estrela sob Produzir.</translation>
    </message>
    <message>
        <source>Worked example: the player chose both Explores; the robot rolls Produce and a star: Produce goes on Produce, the star on the left Explore space.</source>
        <translation>Exemplo: o jogador escolheu os dois Explorar; o robô rola Produzir e uma estrela: Produzir vai em Produzir, a estrela no espaço de Explorar da esquerda.</translation>
    </message>
    <message>
        <source>Worked example: the player settles, the robot has credit 0 and rolled two other actions: it does nothing.</source>
        <translation>Exemplo: o jogador coloniza, o robô tem crédito 0 e rolou duas outras ações: ele não faz nada.</translation>
    </message>
    <message>
        <source>Worked example: the player takes both Consumes, the robot rolls two other actions at economy 3: 3 VP chips, once.</source>
        <translation>Exemplo: o jogador escolhe os dois Consumir, o robô rola duas outras ações com economia 3: 3 PV em chips, uma vez.</translation>
    </message>
    <message>
        <source>Worked example: the player takes x2, the robot rolls Trade at credit 3 and economy 1: credit 4 (its maximum) and 1 VP chip; no response.</source>
        <translation>Exemplo: o jogador escolhe x2, o robô rola Comércio com crédito 3 e economia 1: crédito 4 (seu máximo) e 1 chip de PV; sem resposta.</translation>
    </message>
    <message>
        <source>Worked examples: Produce at economy 0 gives 1; the player&apos;s Produce alone gives nothing; both chose Produce at economy 2 gives 3.</source>
        <translation>Exemplos: Produzir com economia 0 dá 1; o Produzir só do jogador não dá nada; se ambos escolhem Produzir com economia 2, dá 3.</translation>
    </message>
</context>
<context>
    <name>rules.ti4</name>
    <message>
        <source>A player who controls Mecatol Rex must take the 1 VP; they cannot draw a secret objective instead.</source>
        <translation>Um jogador que controla Mecatol Rex deve ficar com o 1 PV; não pode comprar um objetivo secreto em vez disso.</translation>
    </message>
    <message>
        <source>A player who does not control every planet in their home system cannot score public objectives.</source>
        <translation>Um jogador que não controla todos os planetas do seu sistema natal não pode pontuar objetivos públicos.</translation>
    </message>
    <message>
        <source>A player who draws a secret objective and then holds more than 3 (scored and unscored together) returns 1 unscored secret objective to the deck and shuffles it.</source>
        <translation>Um jogador que compra um objetivo secreto e passa a ter mais de 3 (pontuados e não pontuados juntos) devolve 1 objetivo secreto não pontuado ao baralho e o embaralha.</translation>
    </message>
    <message>
        <source>A player who must return a secret objective does so and shuffles the deck before the next player may draw.</source>
        <translation>Um jogador que deve devolver um objetivo secreto o faz e embaralha o baralho antes que o próximo jogador possa comprar.</translation>
    </message>
    <message>
        <source>After the primary ability, every other player, clockwise from the active player&apos;s left, may spend 1 strategy-pool token to draw 1 secret objective.</source>
        <translation>Após a habilidade primária, cada um dos outros jogadores, em sentido horário a partir da esquerda do jogador ativo, pode gastar 1 ficha da reserva de estratégia para comprar 1 objetivo secreto.</translation>
    </message>
    <message>
        <source>Each objective is scored in the phase its card names: status-phase ones in the status phase; action-phase secret objectives as soon as they are achieved in the action phase, agenda-phase ones in the agenda phase. The app asks about status-phase secrets at the status phase; the table records the others when they happen.</source>
        <translation>Cada objetivo é cumprido na fase indicada na sua carta: os da fase de status na fase de status; objetivos secretos da fase de ação assim que são alcançados na fase de ação, os da fase de agenda na fase de agenda. O aplicativo pergunta pelos secretos da fase de status na fase de status; a mesa registra os outros quando acontecem.</translation>
    </message>
    <message>
        <source>Each player may score each objective only once.</source>
        <translation>Cada jogador pode pontuar cada objetivo apenas uma vez.</translation>
    </message>
    <message>
        <source>If no public objective is left to reveal in the status phase, the game ends at once; most VP wins, ties go to the player first in initiative order.</source>
        <translation>Se não restar nenhum objetivo público para revelar na fase de status, a partida termina imediatamente; vence quem tiver mais PV, e os empates favorecem o primeiro jogador na ordem de iniciativa.</translation>
    </message>
    <message>
        <source>Imperial lets players gain victory points and secret objectives; its initiative is 8.</source>
        <translation>Imperial permite que os jogadores ganhem pontos de vitória e objetivos secretos; sua iniciativa é 8.</translation>
    </message>
    <message>
        <source>In each status phase a player may score at most one public and one secret objective; secret objectives scored during the action or agenda phase do not count toward that limit.</source>
        <translation>Em cada fase de status um jogador pode cumprir no máximo um objetivo público e um secreto; objetivos secretos cumpridos na fase de ação ou de agenda não contam para esse limite.</translation>
    </message>
    <message>
        <source>Playing on the 14-space side of the victory point track, the game ends, and a player wins, at 14 victory points instead of 10.</source>
        <translation>Jogando no lado de 14 espaços da trilha de pontos de vitória, a partida termina, e um jogador vence, com 14 pontos de vitória em vez de 10.</translation>
    </message>
    <message>
        <source>Primary ability, first part: the active player scores one public objective whose condition they meet.</source>
        <translation>Habilidade primária, primeira parte: o jogador ativo pontua um objetivo público cuja condição cumpra.</translation>
    </message>
    <message>
        <source>Primary ability, second part: if the active player controls Mecatol Rex they gain 1 VP; otherwise they draw 1 secret objective.</source>
        <translation>Habilidade primária, segunda parte: se o jogador ativo controlar Mecatol Rex, ganha 1 PV; caso contrário, compra 1 objetivo secreto.</translation>
    </message>
    <message>
        <source>Setup (Prophecy of Kings): each player is dealt 2 secret objectives, keeps 1 and returns the other to the deck, which is then shuffled.</source>
        <translation>Preparação (Prophecy of Kings): cada jogador recebe 2 objetivos secretos, fica com 1 e devolve o outro ao baralho, que é então embaralhado.</translation>
    </message>
    <message>
        <source>Setup: each player starts with 3 tokens in the tactic pool, 3 in the fleet pool and 2 in the strategy pool, and 0 victory points.</source>
        <translation>Preparação: cada jogador começa com 3 fichas na reserva tática, 3 na reserva de frota e 2 na reserva de estratégia, e com 0 pontos de vitória.</translation>
    </message>
    <message>
        <source>Setup: shuffle the stage I and stage II decks, lay out 5 stage I and 5 stage II objectives face down, and reveal the first 2 stage I objectives.</source>
        <translation>Preparação: embaralhe os baralhos de estágio I e de estágio II, disponha com a face para baixo 5 objetivos de estágio I e 5 de estágio II e revele os 2 primeiros objetivos de estágio I.</translation>
    </message>
    <message>
        <source>Status phase, step 1: in initiative order each player may score up to 1 public objective and up to 1 secret objective they meet.</source>
        <translation>Fase de status, passo 1: na ordem de iniciativa, cada jogador pode pontuar até 1 objetivo público e até 1 objetivo secreto que cumpra.</translation>
    </message>
    <message>
        <source>Status phase, step 2: the speaker reveals the next public objective; stage II objectives only after every stage I objective is revealed.</source>
        <translation>Fase de status, passo 2: o orador revela o próximo objetivo público; objetivos de estágio II só depois que todos os de estágio I tiverem sido revelados.</translation>
    </message>
    <message>
        <source>Status phase, step 5: each player gains 2 command tokens and places them in their pools (this app tracks how many go to the strategy pool).</source>
        <translation>Fase de status, passo 5: cada jogador ganha 2 fichas de comando e as coloca em suas reservas (este aplicativo registra quantas vão para a reserva de estratégia).</translation>
    </message>
    <message>
        <source>Strategy phase: the players choose strategy cards; the table says who took Imperial this round, if anyone did.</source>
        <translation>Fase de estratégia: os jogadores escolhem cartas de estratégia; a mesa informa quem pegou Imperial nesta rodada, se alguém pegou.</translation>
    </message>
    <message>
        <source>The 1 VP for Mecatol Rex does not need control of the home system.</source>
        <translation>O 1 PV por Mecatol Rex não exige o controle do sistema natal.</translation>
    </message>
    <message>
        <source>The active player who holds Imperial may resolve its primary ability as a strategic action during the action phase.</source>
        <translation>O jogador ativo que tem Imperial pode resolver a habilidade primária dela como ação estratégica durante a fase de ação.</translation>
    </message>
    <message>
        <source>The app cannot see every source of victory points (the custodians token, Support for the Throne, agendas, relics, other effects): at any question of the round a player may record points gained or lost, with the reason, which goes to the log.</source>
        <translation>O aplicativo não vê todas as fontes de pontos de vitória (o marcador dos custódios, Apoio ao Trono, agendas, relíquias, outros efeitos): em qualquer pergunta da rodada um jogador pode registrar pontos ganhos ou perdidos, com o motivo, que vai para o registro.</translation>
    </message>
    <message>
        <source>The app cannot see the board: the players tell it whether a player meets an objective&apos;s condition, controls every planet of their home system, and who controls Mecatol Rex.</source>
        <translation>O aplicativo não vê o tabuleiro: os jogadores informam se um jogador cumpre a condição de um objetivo, se controla todos os planetas do seu sistema natal e quem controla Mecatol Rex.</translation>
    </message>
    <message>
        <source>The app does not track the other strategy cards: status-phase order and ties follow seats clockwise from the left of the Imperial holder, who goes last (Imperial&apos;s initiative 8 is the highest).</source>
        <translation>O aplicativo não acompanha as outras cartas de estratégia: a ordem da fase de status e os desempates seguem os lugares em sentido horário a partir da esquerda de quem tem Imperial, que fica por último (a iniciativa 8 de Imperial é a mais alta).</translation>
    </message>
    <message>
        <source>The game ends at once when a player reaches 10 victory points (14 on the other side of the track); that player wins. A player never has more.</source>
        <translation>A partida termina na hora quando um jogador chega a 10 pontos de vitória (14 no outro lado da trilha); esse jogador vence. Um jogador nunca tem mais.</translation>
    </message>
    <message>
        <source>The player who removes the custodians token from Mecatol Rex (spending 6 influence before landing ground forces there) takes it and gains 1 victory point; this happens once a game.</source>
        <translation>O jogador que remove o marcador dos custódios de Mecatol Rex (gastando 6 de influência antes de desembarcar forças terrestres lá) fica com ele e ganha 1 ponto de vitória; isso acontece uma vez por partida.</translation>
    </message>
    <message>
        <source>To score a public objective with Imperial, the player must control every planet in their home system.</source>
        <translation>Para pontuar um objetivo público com Imperial, o jogador deve controlar todos os planetas do seu sistema natal.</translation>
    </message>
</context>
<context>
    <name>rules.tmae</name>
    <message>
        <source>A blue card ACTION: pay its cost to get its profit, once per Action phase.</source>
        <translation>AÇÃO de carta azul: pague o custo para obter o benefício, uma vez por fase de Ação.</translation>
    </message>
    <message>
        <source>A blue card EFFECT or a corporation ability works whenever its condition happens.</source>
        <translation>Um EFEITO de carta azul ou uma habilidade de corporação funciona sempre que sua condição ocorre.</translation>
    </message>
    <message>
        <source>A card the engine does not implement yet is left out of the deck.</source>
        <translation>Uma carta que o motor ainda não implementa fica fora do baralho.</translation>
    </message>
    <message>
        <source>A corporation gives its starting MC, production and abilities (Helion: 3 heat production, 28 MC, heat as MC; Ecoline: 1 plant production, 27 MC, forests for 1 plant less).</source>
        <translation>A corporação dá seus M$ iniciais, produção e habilidades (Helion: 3 de produção de calor, 28 M$, calor como M$; Ecoline: 1 de produção de planta, 27 M$, florestas por 1 planta a menos).</translation>
    </message>
    <message>
        <source>A green card raises your production (MC, heat, plants, cards) or your steel and titanium values.</source>
        <translation>Uma carta verde aumenta sua produção (M$, calor, plantas, cartas) ou seus valores de aço e titânio.</translation>
    </message>
    <message>
        <source>A player may not pick the phase it picked in the previous round.</source>
        <translation>Um jogador não pode escolher a fase que escolheu na rodada anterior.</translation>
    </message>
    <message>
        <source>A red card does its effect once when played and stays in play.</source>
        <translation>Uma carta vermelha aplica seu efeito uma vez ao ser jogada e permanece em jogo.</translation>
    </message>
    <message>
        <source>A tag requirement counts the tags of your corporation and played cards, event cards included.</source>
        <translation>Um requisito de ícones conta os ícones da sua corporação e das cartas jogadas, incluindo as cartas de evento.</translation>
    </message>
    <message>
        <source>A temperature or oxygen requirement names a colour band: purple, red, yellow, white; &quot;red&quot; means red or higher unless the card says &quot;or lower&quot;.</source>
        <translation>Um requisito de temperatura ou oxigênio indica uma faixa de cor: roxa, vermelha, amarela, branca; &quot;vermelha&quot; significa vermelha ou superior, a menos que a carta diga &quot;ou inferior&quot;.</translation>
    </message>
    <message>
        <source>Action bonus: one ACTION may be used a second time.</source>
        <translation>Bônus de Ação: uma AÇÃO pode ser usada uma segunda vez.</translation>
    </message>
    <message>
        <source>An EFFECT triggered by playing a tag fires once per matching tag on the card played (a card with a microbe and a plant tag triggers a &quot;microbe or plant&quot; effect twice), unless it says once per card.</source>
        <translation>Um EFEITO ativado ao jogar um ícone dispara uma vez para cada ícone correspondente na carta jogada (uma carta com ícones de micróbio e de planta ativa duas vezes um efeito de &quot;micróbio ou planta&quot;), a menos que diga uma vez por carta.</translation>
    </message>
    <message>
        <source>An effect that lets you consider oxygen or temperature one colour higher or lower shifts the band by one; such effects do not add up.</source>
        <translation>Um efeito que permite considerar o oxigênio ou a temperatura uma cor acima ou abaixo desloca a faixa em uma; esses efeitos não se somam.</translation>
    </message>
    <message>
        <source>Animals, microbes and science resources live on the card that holds them; &quot;another card&quot; means another of your cards that holds that kind.</source>
        <translation>Animais, micróbios e recursos de ciência ficam na carta que os guarda; &quot;outra carta&quot; significa outra carta sua que guarda esse tipo de recurso.</translation>
    </message>
    <message>
        <source>At any moment a card in hand may be discarded for 3 MC, also to pay for something.</source>
        <translation>A qualquer momento, uma carta da mão pode ser descartada por 3 M$, inclusive para pagar algo.</translation>
    </message>
    <message>
        <source>At the end of a round a player keeps at most 10 cards, gaining 3 MC per card discarded.</source>
        <translation>No final da rodada, cada jogador fica com no máximo 10 cartas, ganhando 3 M$ por carta descartada.</translation>
    </message>
    <message>
        <source>At the end of the Action phase a player must convert heat and plants by standard projects as long as it can, unless that parameter is at its maximum.</source>
        <translation>No final da fase de Ação, o jogador deve converter calor e plantas por meio de projetos-padrão enquanto puder, a menos que o parâmetro correspondente esteja no máximo.</translation>
    </message>
    <message>
        <source>Construction bonus: draw 1 card, or play 1 more blue or red card.</source>
        <translation>Bônus de Construção: compre 1 carta ou jogue mais 1 carta azul ou vermelha.</translation>
    </message>
    <message>
        <source>Development bonus: the green card costs 3 MC less.</source>
        <translation>Bônus de Desenvolvimento: a carta verde custa 3 M$ a menos.</translation>
    </message>
    <message>
        <source>Discounts from cards, corporations and phase bonuses add up; a card is paid with MC (and heat for Helion).</source>
        <translation>Descontos de cartas, corporações e bônus de fase se somam; uma carta é paga com M$ (e calor, no caso da Helion).</translation>
    </message>
    <message>
        <source>Each TR point is worth 1 VP.</source>
        <translation>Cada ponto de IT vale 1 PV.</translation>
    </message>
    <message>
        <source>Each forest is worth its VP.</source>
        <translation>Cada floresta vale os PV indicados nela.</translation>
    </message>
    <message>
        <source>Each player has the 5 phase cards.</source>
        <translation>Cada jogador tem as 5 cartas de fase.</translation>
    </message>
    <message>
        <source>Each player is dealt 2 corporations and keeps 1 (the starred ones in a first game).</source>
        <translation>Cada jogador recebe 2 corporações e fica com 1 (na primeira partida, as com estrela).</translation>
    </message>
    <message>
        <source>Each player is dealt 8 project cards and keeps them all; in a first game 4 of them come from the 16 starred green cards.</source>
        <translation>Cada jogador recebe 8 cartas de projeto e fica com todas; na primeira partida, 4 delas vêm das 16 cartas verdes com estrela.</translation>
    </message>
    <message>
        <source>Each steel point makes a building card 2 MC cheaper and each titanium point a space card 3 MC cheaper; the values are not spent. A cost never goes below 0.</source>
        <translation>Cada ponto de aço deixa uma carta de construção 2 M$ mais barata e cada ponto de titânio deixa uma carta espacial 3 M$ mais barata; esses valores não são gastos. Um custo nunca fica abaixo de 0.</translation>
    </message>
    <message>
        <source>Every player secretly picks one phase card at the same time.</source>
        <translation>Todos os jogadores escolhem secretamente, ao mesmo tempo, uma carta de fase.</translation>
    </message>
    <message>
        <source>Every player who picked a phase gets its bonus.</source>
        <translation>Todo jogador que escolheu uma fase recebe o bônus dela.</translation>
    </message>
    <message>
        <source>Every production and value track starts at 0 and every terraform rating at 5.</source>
        <translation>Todas as trilhas de produção e de valor começam em 0, e todo Índice de Terraformação começa em 5.</translation>
    </message>
    <message>
        <source>Flipping an ocean tile gives its reward: MC, plants and/or a card.</source>
        <translation>Virar uma peça de oceano dá a recompensa dela: M$, plantas e/ou uma carta.</translation>
    </message>
    <message>
        <source>In the Action phase each player may use the ACTION of each of its blue cards once and any number of standard projects.</source>
        <translation>Na fase de Ação, cada jogador pode usar uma vez a AÇÃO de cada uma de suas cartas azuis e quantos projetos-padrão quiser.</translation>
    </message>
    <message>
        <source>In the Construction phase each player may play 1 blue or red card, paying its cost.</source>
        <translation>Na fase de Construção, cada jogador pode jogar 1 carta azul ou vermelha, pagando seu custo.</translation>
    </message>
    <message>
        <source>In the Development phase each player may play 1 green card, paying its cost.</source>
        <translation>Na fase de Desenvolvimento, cada jogador pode jogar 1 carta verde, pagando seu custo.</translation>
    </message>
    <message>
        <source>In the phase a parameter reaches its maximum, every raise of it still gives TR until that phase ends; afterwards it cannot be raised.</source>
        <translation>Na fase em que um parâmetro atinge o máximo, cada aumento dele ainda dá IT até o fim dessa fase; depois, ele não pode mais ser aumentado.</translation>
    </message>
    <message>
        <source>Most VP wins; a tie goes to the most MC + heat + plants left, each card in hand sold for its MC first.</source>
        <translation>Vence quem tiver mais PV; em caso de empate, vence quem tiver mais M$ + calor + plantas restantes, depois de vender cada carta da mão pelos seus M$.</translation>
    </message>
    <message>
        <source>Ocean, TR and &quot;spend&quot; requirements: spend means pay that TR, heat or plants when playing the card.</source>
        <translation>Requisitos de oceano, IT e &quot;gaste&quot;: gastar significa pagar esse IT, calor ou plantas ao jogar a carta.</translation>
    </message>
    <message>
        <source>Played cards score their printed VP, variable VP included.</source>
        <translation>As cartas jogadas pontuam os PV impressos, incluindo PV variáveis.</translation>
    </message>
    <message>
        <source>Players act in a phase one after another (the first player changes each round); in the Action phase one action at a time until all pass.</source>
        <translation>Na fase, os jogadores agem um após o outro (o primeiro jogador muda a cada rodada); na fase de Ação, uma ação por vez até todos passarem.</translation>
    </message>
    <message>
        <source>Production &quot;per tag&quot; or &quot;per forest&quot; counts what you have when the card is played (this card included) and grows by 1 with every later such tag or forest.</source>
        <translation>Produção &quot;por ícone&quot; ou &quot;por floresta&quot; conta o que você tem quando a carta é jogada (incluindo esta carta) e aumenta em 1 a cada ícone ou floresta desse tipo obtido depois.</translation>
    </message>
    <message>
        <source>Production bonus: 4 MC more.</source>
        <translation>Bônus de Produção: 4 M$ a mais.</translation>
    </message>
    <message>
        <source>Production: each player gains heat, plants and MC from its production and TR, and draws cards for its card production.</source>
        <translation>Produção: cada jogador ganha calor, plantas e M$ conforme sua produção e seu IT, e compra cartas conforme sua produção de cartas.</translation>
    </message>
    <message>
        <source>Raising oxygen or temperature, or flipping an ocean, gives 1 TR.</source>
        <translation>Aumentar o oxigênio ou a temperatura, ou virar um oceano, dá 1 IT.</translation>
    </message>
    <message>
        <source>Research bonus: draw 5 and keep 2.</source>
        <translation>Bônus de Pesquisa: compre 5 e fique com 2.</translation>
    </message>
    <message>
        <source>Research: every player draws 2 project cards and keeps 1.</source>
        <translation>Pesquisa: cada jogador compra 2 cartas de projeto e fica com 1.</translation>
    </message>
    <message>
        <source>Selling is offered in every Development, Construction and Action decision, and while paying for a card that costs more than you have; Helion pays actions and standard projects MC first, then heat.</source>
        <translation>A venda é oferecida em toda decisão de Desenvolvimento, Construção e Ação, e ao pagar uma carta que custa mais do que você tem; a Helion paga ações e projetos-padrão primeiro com M$, depois com calor.</translation>
    </message>
    <message>
        <source>Solo: a dummy hand of 5 phase cards is shuffled; each round its top card is revealed and that phase is played too, with no bonus.</source>
        <translation>Solo: uma mão fictícia de 5 cartas de fase é embaralhada; a cada rodada, sua carta do topo é revelada e essa fase também é jogada, sem bônus.</translation>
    </message>
    <message>
        <source>Solo: after every 5 rounds the dummy hand is reshuffled and Mars advances by the difficulty (novice 2, advanced 1, expert 0 steps of oxygen or temperature, no TR).</source>
        <translation>Solo: a cada 5 rodadas, a mão fictícia é reembaralhada e Marte avança conforme a dificuldade (iniciante 2, avançado 1, especialista 0 passos de oxigênio ou temperatura, sem IT).</translation>
    </message>
    <message>
        <source>Solo: in the last 5 rounds the player chooses the order of the dummy phase cards.</source>
        <translation>Solo: nas últimas 5 rodadas, o jogador escolhe a ordem das cartas de fase da mão fictícia.</translation>
    </message>
    <message>
        <source>Solo: the game lasts at most 25 rounds; the player wins by terraforming Mars by then.</source>
        <translation>Solo: a partida dura no máximo 25 rodadas; o jogador vence se terraformar Marte até lá.</translation>
    </message>
    <message>
        <source>Solo: the player chooses, step by step, whether the advance raises oxygen or temperature.</source>
        <translation>Solo: o jogador escolhe, passo a passo, se o avanço aumenta o oxigênio ou a temperatura.</translation>
    </message>
    <message>
        <source>Standard project: spend 14 MC to raise the temperature 1 step.</source>
        <translation>Projeto-padrão: gaste 14 M$ para aumentar a temperatura em 1 passo.</translation>
    </message>
    <message>
        <source>Standard project: spend 15 MC to flip an ocean tile and take the reward on its back.</source>
        <translation>Projeto-padrão: gaste 15 M$ para virar uma peça de oceano e receber a recompensa do verso.</translation>
    </message>
    <message>
        <source>Standard project: spend 20 MC for a forest (1 VP) and 1 oxygen step.</source>
        <translation>Projeto-padrão: gaste 20 M$ por uma floresta (1 PV) e 1 passo de oxigênio.</translation>
    </message>
    <message>
        <source>Standard project: spend 8 heat to raise the temperature 1 step.</source>
        <translation>Projeto-padrão: gaste 8 de calor para aumentar a temperatura em 1 passo.</translation>
    </message>
    <message>
        <source>Standard project: spend 8 plants for a forest (1 VP) and 1 oxygen step.</source>
        <translation>Projeto-padrão: gaste 8 plantas por uma floresta (1 PV) e 1 passo de oxigênio.</translation>
    </message>
    <message>
        <source>Temperature starts at -30 °C and oxygen at 0%.</source>
        <translation>A temperatura começa em -30 °C e o oxigênio em 0%.</translation>
    </message>
    <message>
        <source>Temperature, oxygen and ocean requirements are checked against the global parameters at the start of the current phase; other requirements (tags, TR, resources to spend) against the current state.</source>
        <translation>Requisitos de temperatura, oxigênio e oceanos são verificados com os parâmetros globais do início da fase atual; os demais requisitos (símbolos, IT, recursos a gastar), com a situação atual.</translation>
    </message>
    <message>
        <source>The 9 ocean tiles are shuffled face down.</source>
        <translation>As 9 peças de oceano são embaralhadas com a face para baixo.</translation>
    </message>
    <message>
        <source>The game ends when Mars is terraformed: oxygen 14%, 9 oceans flipped and temperature +8 °C; the most VP wins.</source>
        <translation>A partida termina quando Marte está terraformado: oxigênio em 14%, 9 oceanos virados e temperatura em +8 °C; vence quem tiver mais PV.</translation>
    </message>
    <message>
        <source>The game ends when all 9 oceans are flipped, the temperature is +8 °C and oxygen is 14%.</source>
        <translation>A partida termina quando todos os 9 oceanos estão virados, a temperatura está em +8 °C e o oxigênio em 14%.</translation>
    </message>
    <message>
        <source>The game is over: nothing more to answer.</source>
        <translation>A partida acabou: não há mais nada a responder.</translation>
    </message>
    <message>
        <source>The phase in which Mars is terraformed is finished; the remaining picked phases of that round are not played.</source>
        <translation>A fase em que Marte é terraformado é concluída; as demais fases escolhidas nessa rodada não são jogadas.</translation>
    </message>
    <message>
        <source>The picked phases are resolved in order I to V, each once however many players picked it; phases nobody picked are skipped.</source>
        <translation>As fases escolhidas são resolvidas em ordem, de I a V, cada uma só uma vez, não importa quantos jogadores a escolheram; fases que ninguém escolheu são puladas.</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative: the first time your TR rises in a phase you may pay 6 MC for 1 more TR.</source>
        <translation>Iniciativa das Nações Unidas para Marte: na primeira vez que seu IT subir em uma fase, você pode pagar 6 M$ por mais 1 IT.</translation>
    </message>
    <message>
        <source>Variable VP are counted at the end of the game.</source>
        <translation>PV variáveis são contados no final da partida.</translation>
    </message>
    <message>
        <source>When the project deck runs out, the discards are shuffled into a new deck.</source>
        <translation>Quando o baralho de projetos acaba, as cartas descartadas são embaralhadas para formar um novo baralho.</translation>
    </message>
    <message>
        <source>With 3 or 4 seats the 4 starred corporations cannot be dealt 2 per player: each player is then dealt 1 of them.</source>
        <translation>Com 3 ou 4 jogadores, as 4 corporações com estrela não podem ser distribuídas 2 por jogador: cada jogador recebe então 1 delas.</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>The file is larger than 10 MB ({size} bytes); it is not a Tabula save.</source>
        <extracomment>2: the games&apos; state layouts changed (a pending-work stack); format-1 files are replayed without comparing their final state hash, and written back in format 2. the longest integer literal a save may hold (seeds are at most 20 digits) a temp file of a writer is removed at start-up when its writer is gone or after this long test hook: the write step at which a writer process kills itself (see ``write_atomic``) &quot;bot&quot; is the random bot (tests, old saves); easy / medium / hard are the computer players shown in the Continue list without replaying the game&apos;s round when it was saved (games that count rounds; format 2)</extracomment>
        <translation>O arquivo tem mais de 10 MB ({size} bytes); não é um salvamento do Tabula.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>O arquivo está vazio.</translation>
    </message>
    <message>
        <source>The file is cut short (truncated) at byte {pos}.</source>
        <translation>O arquivo termina antes do fim (truncado) no byte {pos}.</translation>
    </message>
    <message>
        <source>The file is not JSON: {error}.</source>
        <translation>O arquivo não é JSON: {error}.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>O arquivo não é texto UTF-8.</translation>
    </message>
    <message>
        <source>The file is not a Tabula save of the expected form: {error}.</source>
        <translation>O arquivo não é um salvamento do Tabula no formato esperado: {error}.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Tabula (save format {schema}, this version reads up to {known}).</source>
        <translation>O arquivo foi gravado por uma versão mais nova do Tabula (formato de salvamento {schema}; esta versão lê até o {known}).</translation>
    </message>
    <message>
        <source>The file uses save format {schema}, which this version cannot read.</source>
        <translation>O arquivo usa o formato de salvamento {schema}, que esta versão não consegue ler.</translation>
    </message>
    <message>
        <source>The file is a save of a game this version does not have: {game}.</source>
        <translation>O arquivo é um salvamento de um jogo que esta versão não tem: {game}.</translation>
    </message>
    <message>
        <source>The game options in the file are not valid: {error}.</source>
        <translation>As opções de jogo no arquivo não são válidas: {error}.</translation>
    </message>
    <message>
        <source>Answer {index} of the file is refused by the rules: {reason}.</source>
        <translation>A resposta {index} do arquivo é recusada pelas regras: {reason}.</translation>
    </message>
    <message>
        <source>Answer {index} of the file cannot be replayed: {error}.</source>
        <translation>A resposta {index} do arquivo não pode ser reproduzida: {error}.</translation>
    </message>
    <message>
        <source>Replaying the file does not reach the state it recorded (a different version of the rules, or an edited file).</source>
        <translation>Reproduzir o arquivo não leva ao estado que ele registrou (outra versão das regras ou um arquivo editado).</translation>
    </message>
    <message>
        <source>The file cannot be read: {error}.</source>
        <translation>Não é possível ler o arquivo: {error}.</translation>
    </message>
    <message>
        <source>This is not a regular file (a pipe, a device or a folder); it is not read.</source>
        <translation>Isto não é um arquivo comum (um pipe, um dispositivo ou uma pasta); ele não é lido.</translation>
    </message>
    <message>
        <source>This is a link to {target}, outside the saves folder; it is not read.</source>
        <translation>Isto é um link para {target}, fora da pasta de jogos salvos; ele não é lido.</translation>
    </message>
    <message>
        <source>This is a link that leads nowhere.</source>
        <translation>Isto é um link que não leva a lugar nenhum.</translation>
    </message>
    <message>
        <source>The file&apos;s JSON is nested too deeply to be a Tabula save.</source>
        <translation>O JSON do arquivo tem aninhamento profundo demais para ser um jogo salvo do Tabula.</translation>
    </message>
    <message>
        <source>The file holds a number with {digits} digits; it is not a Tabula save.</source>
        <translation>O arquivo contém um número com {digits} dígitos; não é um jogo salvo do Tabula.</translation>
    </message>
    <message>
        <source>The save id {save_id} is not a safe file name.</source>
        <translation>O identificador {save_id} não é um nome de arquivo seguro.</translation>
    </message>
    <message>
        <source>The file was changed by another program or window since this game was saved; it is left as it is and the game is saved to a new file instead.</source>
        <translation>O arquivo foi alterado por outro programa ou janela desde que este jogo foi salvo; ele fica como está e o jogo é salvo em um novo arquivo.</translation>
    </message>
    <message>
        <source>This game is open in another window ({holder}); this window continues it as a copy in a new file.</source>
        <translation>Este jogo está aberto em outra janela ({holder}); esta janela o continua como uma cópia em um novo arquivo.</translation>
    </message>
</context>
<context>
    <name>ti4</name>
    <message>
        <source>3 laws are in play.</source>
        <translation>3 leis estão em jogo.</translation>
    </message>
    <message>
        <source>4 of your planets share one trait.</source>
        <translation>4 de seus planetas têm o mesmo traço.</translation>
    </message>
    <message>
        <source>5 of your non-fighter ships share one system.</source>
        <translation>5 de suas naves que não são caças estão no mesmo sistema.</translation>
    </message>
    <message>
        <source>6 of your planets share one trait.</source>
        <translation>6 de seus planetas têm o mesmo traço.</translation>
    </message>
    <message>
        <source>8 of your non-fighter ships share one system.</source>
        <translation>8 de suas naves que não são caças estão no mesmo sistema.</translation>
    </message>
    <message>
        <source>9 of your ground forces share a planet without your space dock.</source>
        <translation>9 de suas forças terrestres estão no mesmo planeta, sem doca espacial sua.</translation>
    </message>
    <message>
        <source>A rival&apos;s promissory note is in your play area.</source>
        <translation>Uma nota promissória de um rival está na sua área de jogo.</translation>
    </message>
    <message>
        <source>Achieve Supremacy</source>
        <translation>Alcançar a Supremacia</translation>
    </message>
    <message>
        <source>Adapt New Strategies</source>
        <translation>Adotar Novas Estratégias</translation>
    </message>
    <message>
        <source>Amass Wealth</source>
        <translation>Acumular Riquezas</translation>
    </message>
    <message>
        <source>An agenda elects you or a planet you hold.</source>
        <translation>Uma agenda elege você ou um planeta que você controla.</translation>
    </message>
    <message>
        <source>Become a Legend</source>
        <translation>Tornar-se uma Lenda</translation>
    </message>
    <message>
        <source>Become a Martyr</source>
        <translation>Tornar-se um Mártir</translation>
    </message>
    <message>
        <source>Become the Gatekeeper</source>
        <translation>Tornar-se o Guardião dos Portões</translation>
    </message>
    <message>
        <source>Betray a Friend</source>
        <translation>Trair um Amigo</translation>
    </message>
    <message>
        <source>Brave the Void</source>
        <translation>Desafiar o Vazio</translation>
    </message>
    <message>
        <source>Build Defenses</source>
        <translation>Construir Defesas</translation>
    </message>
    <message>
        <source>Centralize Galactic Trade</source>
        <translation>Centralizar o Comércio Galáctico</translation>
    </message>
    <message>
        <source>Command an Armada</source>
        <translation>Comandar uma Armada</translation>
    </message>
    <message>
        <source>Conquer the Weak</source>
        <translation>Conquistar os Fracos</translation>
    </message>
    <message>
        <source>Construct Massive Cities</source>
        <translation>Construir Cidades Colossais</translation>
    </message>
    <message>
        <source>Control the Borderlands</source>
        <translation>Controlar as Terras Fronteiriças</translation>
    </message>
    <message>
        <source>Control the Region</source>
        <translation>Controlar a Região</translation>
    </message>
    <message>
        <source>Corner the Market</source>
        <translation>Dominar o Mercado</translation>
    </message>
    <message>
        <source>Cut Supply Lines</source>
        <translation>Cortar as Linhas de Suprimento</translation>
    </message>
    <message>
        <source>Darken the Skies</source>
        <translation>Escurecer os Céus</translation>
    </message>
    <message>
        <source>Defy Space and Time</source>
        <translation>Desafiar o Espaço e o Tempo</translation>
    </message>
    <message>
        <source>Demonstrate Your Power</source>
        <translation>Demonstrar seu Poder</translation>
    </message>
    <message>
        <source>Destroy Heretical Works</source>
        <translation>Destruir Obras Heréticas</translation>
    </message>
    <message>
        <source>Destroy Their Greatest Ship</source>
        <translation>Destruir sua Maior Nave</translation>
    </message>
    <message>
        <source>Destroy a rival&apos;s war sun or flagship.</source>
        <translation>Destrua um sol de guerra ou a nau capitânia de um rival.</translation>
    </message>
    <message>
        <source>Develop Weaponry</source>
        <translation>Desenvolver Armamentos</translation>
    </message>
    <message>
        <source>Dictate Policy</source>
        <translation>Ditar a Política</translation>
    </message>
    <message>
        <source>Discard 5 action cards.</source>
        <translation>Descarte 5 cartas de ação.</translation>
    </message>
    <message>
        <source>Discover Lost Outposts</source>
        <translation>Descobrir Postos Perdidos</translation>
    </message>
    <message>
        <source>Diversify Research</source>
        <translation>Diversificar a Pesquisa</translation>
    </message>
    <message>
        <source>Drive the Debate</source>
        <translation>Conduzir o Debate</translation>
    </message>
    <message>
        <source>End a space combat with 3 non-fighter ships in the active system.</source>
        <translation>Termine um combate espacial com 3 naves que não são caças no sistema ativo.</translation>
    </message>
    <message>
        <source>Engineer a Marvel</source>
        <translation>Projetar uma Maravilha</translation>
    </message>
    <message>
        <source>Erect a Monument</source>
        <translation>Erguer um Monumento</translation>
    </message>
    <message>
        <source>Establish Hegemony</source>
        <translation>Estabelecer Hegemonia</translation>
    </message>
    <message>
        <source>Establish a Perimeter</source>
        <translation>Estabelecer um Perímetro</translation>
    </message>
    <message>
        <source>Every other player is your neighbour.</source>
        <translation>Todos os outros jogadores são seus vizinhos.</translation>
    </message>
    <message>
        <source>Expand Borders</source>
        <translation>Expandir as Fronteiras</translation>
    </message>
    <message>
        <source>Explore Deep Space</source>
        <translation>Explorar o Espaço Profundo</translation>
    </message>
    <message>
        <source>Fight With Precision</source>
        <translation>Lutar com Precisão</translation>
    </message>
    <message>
        <source>Forge an Alliance</source>
        <translation>Forjar uma Aliança</translation>
    </message>
    <message>
        <source>Form Galactic Brain Trust</source>
        <translation>Formar um Conselho Científico Galáctico</translation>
    </message>
    <message>
        <source>Form a Spy Network</source>
        <translation>Formar uma Rede de Espionagem</translation>
    </message>
    <message>
        <source>Foster Cohesion</source>
        <translation>Promover a Coesão</translation>
    </message>
    <message>
        <source>Found Research Outposts</source>
        <translation>Fundar Postos de Pesquisa</translation>
    </message>
    <message>
        <source>Found a Golden Age</source>
        <translation>Fundar uma Era de Ouro</translation>
    </message>
    <message>
        <source>Fuel the War Machine</source>
        <translation>Abastecer a Máquina de Guerra</translation>
    </message>
    <message>
        <source>Galvanize the People</source>
        <translation>Mobilizar o Povo</translation>
    </message>
    <message>
        <source>Gather a Mighty Fleet</source>
        <translation>Reunir uma Frota Poderosa</translation>
    </message>
    <message>
        <source>Hoard Raw Materials</source>
        <translation>Estocar Matérias-Primas</translation>
    </message>
    <message>
        <source>Hold Vast Reserves</source>
        <translation>Manter Vastas Reservas</translation>
    </message>
    <message>
        <source>Improve Infrastructure</source>
        <translation>Melhorar a Infraestrutura</translation>
    </message>
    <message>
        <source>Intimidate Council</source>
        <translation>Intimidar o Conselho</translation>
    </message>
    <message>
        <source>Lead from the Front</source>
        <translation>Liderar na Linha de Frente</translation>
    </message>
    <message>
        <source>Learn the Secrets of the Cosmos</source>
        <translation>Aprender os Segredos do Cosmos</translation>
    </message>
    <message>
        <source>Lose a planet in a home system.</source>
        <translation>Perca um planeta em um sistema natal.</translation>
    </message>
    <message>
        <source>Make History</source>
        <translation>Fazer História</translation>
    </message>
    <message>
        <source>Make an Example of Their World</source>
        <translation>Fazer de seu Mundo um Exemplo</translation>
    </message>
    <message>
        <source>Manipulate Galactic Law</source>
        <translation>Manipular a Lei Galáctica</translation>
    </message>
    <message>
        <source>Master the Laws of Physics</source>
        <translation>Dominar as Leis da Física</translation>
    </message>
    <message>
        <source>Master the Sciences</source>
        <translation>Dominar as Ciências</translation>
    </message>
    <message>
        <source>Mechanize the Military</source>
        <translation>Mecanizar as Forças Armadas</translation>
    </message>
    <message>
        <source>Mine Rare Metals</source>
        <translation>Minerar Metais Raros</translation>
    </message>
    <message>
        <source>Monopolize Production</source>
        <translation>Monopolizar a Produção</translation>
    </message>
    <message>
        <source>Negotiate Trade Routes</source>
        <translation>Negociar Rotas Comerciais</translation>
    </message>
    <message>
        <source>Occupy the Fringe</source>
        <translation>Ocupar a Periferia</translation>
    </message>
    <message>
        <source>Occupy the Seat of the Empire</source>
        <translation>Ocupar a Sede do Império</translation>
    </message>
    <message>
        <source>Pass last in a game round.</source>
        <translation>Seja o último a passar em uma rodada.</translation>
    </message>
    <message>
        <source>Patrol Vast Territories</source>
        <translation>Patrulhar Vastos Territórios</translation>
    </message>
    <message>
        <source>Pay 10 trade goods.</source>
        <translation>Pague 10 mercadorias.</translation>
    </message>
    <message>
        <source>Pay 16 influence.</source>
        <translation>Pague 16 de influência.</translation>
    </message>
    <message>
        <source>Pay 16 resources.</source>
        <translation>Pague 16 recursos.</translation>
    </message>
    <message>
        <source>Pay 3 influence, 3 resources and 3 trade goods.</source>
        <translation>Pague 3 de influência, 3 recursos e 3 mercadorias.</translation>
    </message>
    <message>
        <source>Pay 3 tokens from tactic and/or strategy pools.</source>
        <translation>Pague 3 fichas das reservas tática e/ou de estratégia.</translation>
    </message>
    <message>
        <source>Pay 5 trade goods.</source>
        <translation>Pague 5 mercadorias.</translation>
    </message>
    <message>
        <source>Pay 6 influence, 6 resources and 6 trade goods.</source>
        <translation>Pague 6 de influência, 6 recursos e 6 mercadorias.</translation>
    </message>
    <message>
        <source>Pay 6 tokens from tactic and/or strategy pools.</source>
        <translation>Pague 6 fichas das reservas tática e/ou de estratégia.</translation>
    </message>
    <message>
        <source>Pay 8 influence.</source>
        <translation>Pague 8 de influência.</translation>
    </message>
    <message>
        <source>Pay 8 resources.</source>
        <translation>Pague 8 recursos.</translation>
    </message>
    <message>
        <source>Populate the Outer Rim</source>
        <translation>Povoar a Orla Exterior</translation>
    </message>
    <message>
        <source>Produce En Masse</source>
        <translation>Produzir em Massa</translation>
    </message>
    <message>
        <source>Protect the Border</source>
        <translation>Proteger a Fronteira</translation>
    </message>
    <message>
        <source>Prove Endurance</source>
        <translation>Provar Resistência</translation>
    </message>
    <message>
        <source>Purge 2 of your relic fragments.</source>
        <translation>Expurgue 2 de seus fragmentos de relíquia.</translation>
    </message>
    <message>
        <source>Push Boundaries</source>
        <translation>Ampliar os Limites</translation>
    </message>
    <message>
        <source>Raise a Fleet</source>
        <translation>Reunir uma Frota</translation>
    </message>
    <message>
        <source>Reclaim Ancient Monuments</source>
        <translation>Recuperar Monumentos Antigos</translation>
    </message>
    <message>
        <source>Revolutionize Warfare</source>
        <translation>Revolucionar a Guerra</translation>
    </message>
    <message>
        <source>Rule Distant Lands</source>
        <translation>Governar Terras Distantes</translation>
    </message>
    <message>
        <source>Seize an Icon</source>
        <translation>Tomar um Ícone</translation>
    </message>
    <message>
        <source>Spark a Rebellion</source>
        <translation>Iniciar uma Rebelião</translation>
    </message>
    <message>
        <source>Stake Your Claim</source>
        <translation>Reivindicar seu Território</translation>
    </message>
    <message>
        <source>Strengthen Bonds</source>
        <translation>Fortalecer os Laços</translation>
    </message>
    <message>
        <source>Subdue the Galaxy</source>
        <translation>Subjugar a Galáxia</translation>
    </message>
    <message>
        <source>Sway the Council</source>
        <translation>Persuadir o Conselho</translation>
    </message>
    <message>
        <source>Threaten Enemies</source>
        <translation>Ameaçar os Inimigos</translation>
    </message>
    <message>
        <source>Turn Their Fleets to Dust</source>
        <translation>Reduzir suas Frotas a Pó</translation>
    </message>
    <message>
        <source>Unify the Colonies</source>
        <translation>Unificar as Colônias</translation>
    </message>
    <message>
        <source>Unveil Flagship</source>
        <translation>Revelar a Nau Capitânia</translation>
    </message>
    <message>
        <source>Win a combat against a player whose promissory note you held when your tactical action began.</source>
        <translation>Vença um combate contra um jogador cuja nota promissória você tinha quando sua ação tática começou.</translation>
    </message>
    <message>
        <source>Win a combat against the VP leader.</source>
        <translation>Vença um combate contra o líder em PV.</translation>
    </message>
    <message>
        <source>Win a combat in a rival&apos;s home system.</source>
        <translation>Vença um combate no sistema natal de um rival.</translation>
    </message>
    <message>
        <source>Win a combat inside an anomaly.</source>
        <translation>Vença um combate dentro de uma anomalia.</translation>
    </message>
    <message>
        <source>Win a space combat where your flagship fights and survives.</source>
        <translation>Vença um combate espacial em que sua nau capitânia lute e sobreviva.</translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last fighters in the active system with anti-fighter barrage.</source>
        <translation>Elimine os últimos caças de um rival no sistema ativo com barragem anticaça.</translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last ground forces on a planet while bombarding it.</source>
        <translation>Elimine as últimas forças terrestres de um rival em um planeta ao bombardeá-lo.</translation>
    </message>
    <message>
        <source>Wipe out a rival&apos;s last non-fighter ships in the active system with space cannon offense.</source>
        <translation>Elimine as últimas naves de um rival que não são caças no sistema ativo com ataque de canhão espacial.</translation>
    </message>
    <message>
        <source>You have 3 space docks on the board.</source>
        <translation>Você tem 3 docas espaciais no tabuleiro.</translation>
    </message>
    <message>
        <source>You have 4 PDS on the board.</source>
        <translation>Você tem 4 SDP no tabuleiro.</translation>
    </message>
    <message>
        <source>You have 5 dreadnoughts on the board.</source>
        <translation>Você tem 5 couraçados no tabuleiro.</translation>
    </message>
    <message>
        <source>You have at least 4 structures.</source>
        <translation>Você tem pelo menos 4 estruturas.</translation>
    </message>
    <message>
        <source>You have at least 7 structures.</source>
        <translation>Você tem pelo menos 7 estruturas.</translation>
    </message>
    <message>
        <source>You hold 11 planets outside home systems.</source>
        <translation>Você controla 11 planetas fora de sistemas natais.</translation>
    </message>
    <message>
        <source>You hold 2 planets with attachments.</source>
        <translation>Você controla 2 planetas com anexos.</translation>
    </message>
    <message>
        <source>You hold 2 planets, each in or next to a different rival&apos;s home system.</source>
        <translation>Você controla 2 planetas, cada um dentro ou ao lado do sistema natal de um rival diferente.</translation>
    </message>
    <message>
        <source>You hold 3 planets with a tech specialty.</source>
        <translation>Você controla 3 planetas com especialidade tecnológica.</translation>
    </message>
    <message>
        <source>You hold 3 planets with attachments.</source>
        <translation>Você controla 3 planetas com anexos.</translation>
    </message>
    <message>
        <source>You hold 4 cultural planets.</source>
        <translation>Você controla 4 planetas culturais.</translation>
    </message>
    <message>
        <source>You hold 4 hazardous planets.</source>
        <translation>Você controla 4 planetas perigosos.</translation>
    </message>
    <message>
        <source>You hold 4 industrial planets.</source>
        <translation>Você controla 4 planetas industriais.</translation>
    </message>
    <message>
        <source>You hold 5 planets with a tech specialty.</source>
        <translation>Você controla 5 planetas com especialidade tecnológica.</translation>
    </message>
    <message>
        <source>You hold 6 planets outside home systems.</source>
        <translation>Você controla 6 planetas fora de sistemas natais.</translation>
    </message>
    <message>
        <source>You hold Mecatol Rex with 3 ships in its system.</source>
        <translation>Você controla Mecatol Rex com 3 naves em seu sistema.</translation>
    </message>
    <message>
        <source>You hold a legendary planet.</source>
        <translation>Você controla um planeta lendário.</translation>
    </message>
    <message>
        <source>You hold a planet in a system where a rival holds a planet.</source>
        <translation>Você controla um planeta em um sistema onde um rival controla um planeta.</translation>
    </message>
    <message>
        <source>You hold a planet in another player&apos;s home system.</source>
        <translation>Você controla um planeta no sistema natal de outro jogador.</translation>
    </message>
    <message>
        <source>You hold more planets than 2 of your neighbours each.</source>
        <translation>Você controla mais planetas do que cada um de 2 de seus vizinhos.</translation>
    </message>
    <message>
        <source>You own 2 faction techs (Valefar Assimilator copies excluded).</source>
        <translation>Você possui 2 tecnologias de facção (exceto cópias do Assimilador Valefar).</translation>
    </message>
    <message>
        <source>You own 2 techs of each of 2 colours.</source>
        <translation>Você possui 2 tecnologias de cada uma de 2 cores.</translation>
    </message>
    <message>
        <source>You own 2 techs of each of 4 colours.</source>
        <translation>Você possui 2 tecnologias de cada uma de 4 cores.</translation>
    </message>
    <message>
        <source>You own 2 unit upgrades.</source>
        <translation>Você possui 2 melhorias de unidade.</translation>
    </message>
    <message>
        <source>You own 3 unit upgrades.</source>
        <translation>Você possui 3 melhorias de unidade.</translation>
    </message>
    <message>
        <source>You own 4 techs of one colour.</source>
        <translation>Você possui 4 tecnologias de uma mesma cor.</translation>
    </message>
    <message>
        <source>Your flagship or a war sun is in another player&apos;s home system or at Mecatol Rex.</source>
        <translation>Sua nau capitânia ou um sol de guerra seu está no sistema natal de outro jogador ou em Mecatol Rex.</translation>
    </message>
    <message>
        <source>Your flagship or a war sun is on the board.</source>
        <translation>Sua nau capitânia ou um sol de guerra seu está no tabuleiro.</translation>
    </message>
    <message>
        <source>Your mechs stand on 4 planets, one on each.</source>
        <translation>Seus mechs estão em 4 planetas, um em cada.</translation>
    </message>
    <message>
        <source>Your planets add up to 12 influence.</source>
        <translation>Seus planetas somam 12 de influência.</translation>
    </message>
    <message>
        <source>Your planets add up to 12 resources.</source>
        <translation>Seus planetas somam 12 recursos.</translation>
    </message>
    <message>
        <source>Your ships are in 3 systems, each next to an anomaly.</source>
        <translation>Suas naves estão em 3 sistemas, cada um adjacente a uma anomalia.</translation>
    </message>
    <message>
        <source>Your ships are in 6 systems.</source>
        <translation>Suas naves estão em 6 sistemas.</translation>
    </message>
    <message>
        <source>Your ships are in a system next to a rival&apos;s home system.</source>
        <translation>Suas naves estão em um sistema adjacente ao sistema natal de um rival.</translation>
    </message>
    <message>
        <source>Your ships are in an alpha wormhole system and in a beta wormhole system.</source>
        <translation>Suas naves estão em um sistema com buraco de minhoca alfa e em um sistema com buraco de minhoca beta.</translation>
    </message>
    <message>
        <source>Your ships share a system with a rival&apos;s space dock.</source>
        <translation>Suas naves estão no mesmo sistema que uma doca espacial de um rival.</translation>
    </message>
    <message>
        <source>Your ships sit in 2 systems next to Mecatol Rex.</source>
        <translation>Suas naves estão em 2 sistemas adjacentes a Mecatol Rex.</translation>
    </message>
    <message>
        <source>Your structures stand on 3 planets beyond your home system.</source>
        <translation>Suas estruturas estão em 3 planetas fora do seu sistema natal.</translation>
    </message>
    <message>
        <source>Your structures stand on 5 planets beyond your home system.</source>
        <translation>Suas estruturas estão em 5 planetas fora do seu sistema natal.</translation>
    </message>
    <message>
        <source>Your units are in 2 systems with a legendary planet, Mecatol Rex or an anomaly.</source>
        <translation>Suas unidades estão em 2 sistemas com um planeta lendário, Mecatol Rex ou uma anomalia.</translation>
    </message>
    <message>
        <source>Your units are in 3 board-edge systems, home excluded.</source>
        <translation>Suas unidades estão em 3 sistemas na borda do tabuleiro, exceto o natal.</translation>
    </message>
    <message>
        <source>Your units are in 3 systems without planets.</source>
        <translation>Suas unidades estão em 3 sistemas sem planetas.</translation>
    </message>
    <message>
        <source>Your units are in 4 systems with a legendary planet, Mecatol Rex or an anomaly.</source>
        <translation>Suas unidades estão em 4 sistemas com um planeta lendário, Mecatol Rex ou uma anomalia.</translation>
    </message>
    <message>
        <source>Your units are in 5 board-edge systems, home excluded.</source>
        <translation>Suas unidades estão em 5 sistemas na borda do tabuleiro, exceto o natal.</translation>
    </message>
    <message>
        <source>Your units are in 5 systems without planets.</source>
        <translation>Suas unidades estão em 5 sistemas sem planetas.</translation>
    </message>
    <message>
        <source>Your units are in the wormhole nexus.</source>
        <translation>Suas unidades estão no nexo de buracos de minhoca.</translation>
    </message>
    <message>
        <source>Your units in one system have 8 PRODUCTION in total.</source>
        <translation>Suas unidades em um mesmo sistema têm, juntas, PRODUÇÃO 8.</translation>
    </message>
    <message>
        <source>Twilight Imperium 4: Imperial</source>
        <translation>Twilight Imperium 4: Imperial</translation>
    </message>
    <message>
        <source>A scoring-table companion for a real game of Twilight Imperium 4 (3–6 players): objectives, secret objectives, victory points and the Imperial strategy card.</source>
        <translation>Uma mesa de pontuação auxiliar para uma partida real de Twilight Imperium 4 (3–6 jogadores): objetivos, objetivos secretos, pontos de vitória e a carta de estratégia Imperial.</translation>
    </message>
    <message>
        <source>The stage I and stage II objective decks are shuffled; 5 of each are laid out face down.</source>
        <translation>Os baralhos de objetivos de estágio I e de estágio II são embaralhados; 5 de cada são dispostos com a face para baixo.</translation>
    </message>
    <message>
        <source>Setup: {objective} is revealed.</source>
        <translation>Preparação: {objective} é revelado.</translation>
    </message>
    <message>
        <source>Each player is dealt 2 secret objectives.</source>
        <translation>Cada jogador recebe 2 objetivos secretos.</translation>
    </message>
    <message>
        <source>You are dealt {first} and {second}.</source>
        <translation>Você recebe {first} e {second}.</translation>
    </message>
    <message>
        <source>Keep one of your 2 secret objectives; the other goes back to the deck.</source>
        <translation>Fique com um de seus 2 objetivos secretos; o outro volta ao baralho.</translation>
    </message>
    <message>
        <source>Keep {objective}</source>
        <translation>Ficar com {objective}</translation>
    </message>
    <message>
        <source>{player} keeps a secret objective and returns the other.</source>
        <translation>{player} fica com um objetivo secreto e devolve o outro.</translation>
    </message>
    <message>
        <source>The secret objective deck is shuffled.</source>
        <translation>O baralho de objetivos secretos é embaralhado.</translation>
    </message>
    <message>
        <source>Round {round}: who took the Imperial strategy card?</source>
        <translation>Rodada {round}: quem pegou a carta de estratégia Imperial?</translation>
    </message>
    <message>
        <source>Nobody took Imperial this round</source>
        <translation>Ninguém pegou Imperial nesta rodada</translation>
    </message>
    <message>
        <source>{player} holds Imperial in round {round}.</source>
        <translation>{player} tem Imperial na rodada {round}.</translation>
    </message>
    <message>
        <source>Nobody holds Imperial in round {round}.</source>
        <translation>Ninguém tem Imperial na rodada {round}.</translation>
    </message>
    <message>
        <source>{player}: do you control every planet in your home system?</source>
        <translation>{player}: você controla todos os planetas do seu sistema natal?</translation>
    </message>
    <message>
        <source>Yes, every planet of my home system</source>
        <translation>Sim, todos os planetas do meu sistema natal</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>{player} controls every planet of their home system.</source>
        <translation>{player} controla todos os planetas do seu sistema natal.</translation>
    </message>
    <message>
        <source>{player} does not control every planet of their home system and cannot score a public objective.</source>
        <translation>{player} não controla todos os planetas do seu sistema natal e não pode pontuar um objetivo público.</translation>
    </message>
    <message>
        <source>{player} has no revealed public objective left to score.</source>
        <translation>{player} não tem mais nenhum objetivo público revelado para pontuar.</translation>
    </message>
    <message>
        <source>Imperial: score 1 revealed public objective whose condition you meet.</source>
        <translation>Imperial: pontue 1 objetivo público revelado cuja condição você cumpra.</translation>
    </message>
    <message>
        <source>Score {objective} ({points} VP): {condition}</source>
        <translation>Pontuar {objective} ({points} PV): {condition}</translation>
    </message>
    <message>
        <source>Score none</source>
        <translation>Não pontuar nenhum</translation>
    </message>
    <message>
        <source>Imperial: who controls Mecatol Rex?</source>
        <translation>Imperial: quem controla Mecatol Rex?</translation>
    </message>
    <message>
        <source>Nobody (the custodians token is still there)</source>
        <translation>Ninguém (a ficha dos Custódios ainda está lá)</translation>
    </message>
    <message>
        <source>{player} controls Mecatol Rex.</source>
        <translation>{player} controla Mecatol Rex.</translation>
    </message>
    <message>
        <source>Nobody controls Mecatol Rex.</source>
        <translation>Ninguém controla Mecatol Rex.</translation>
    </message>
    <message>
        <source>{player} controls Mecatol Rex and gains 1 victory point.</source>
        <translation>{player} controla Mecatol Rex e ganha 1 ponto de vitória.</translation>
    </message>
    <message>
        <source>{player} scores no public objective.</source>
        <translation>{player} não cumpre nenhum objetivo público.</translation>
    </message>
    <message>
        <source>{player} scores no secret objective.</source>
        <translation>{player} não cumpre nenhum objetivo secreto.</translation>
    </message>
    <message>
        <source>{player} scores {objective} for {points} VP.</source>
        <translation>{player} pontua {objective} e ganha {points} PV.</translation>
    </message>
    <message>
        <source>{player} draws a secret objective.</source>
        <translation>{player} compra um objetivo secreto.</translation>
    </message>
    <message>
        <source>You draw {objective}.</source>
        <translation>Você compra {objective}.</translation>
    </message>
    <message>
        <source>The secret objective deck is empty: {player} draws nothing.</source>
        <translation>O baralho de objetivos secretos está vazio: {player} não compra nada.</translation>
    </message>
    <message>
        <source>{player}: spend 1 strategy-pool token to draw 1 secret objective?</source>
        <translation>{player}: gastar 1 ficha da reserva de estratégia para comprar 1 objetivo secreto?</translation>
    </message>
    <message>
        <source>Spend 1 token and draw</source>
        <translation>Gastar 1 ficha e comprar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>{player} spends 1 strategy-pool token.</source>
        <translation>{player} gasta 1 ficha da reserva de estratégia.</translation>
    </message>
    <message>
        <source>{player} does not draw.</source>
        <translation>{player} não compra.</translation>
    </message>
    <message>
        <source>You hold more than 3 secret objectives: return 1 unscored secret objective to the deck.</source>
        <translation>Você tem mais de 3 objetivos secretos: devolva ao baralho 1 objetivo secreto não pontuado.</translation>
    </message>
    <message>
        <source>Return {objective}</source>
        <translation>Devolver {objective}</translation>
    </message>
    <message>
        <source>{player} returns an unscored secret objective to the deck.</source>
        <translation>{player} devolve ao baralho um objetivo secreto não pontuado.</translation>
    </message>
    <message>
        <source>Status phase, {player}: do you control every planet in your home system?</source>
        <translation>Fase de status, {player}: você controla todos os planetas do seu sistema natal?</translation>
    </message>
    <message>
        <source>Status phase: score up to 1 revealed public objective whose condition you meet.</source>
        <translation>Fase de status: pontue até 1 objetivo público revelado cuja condição você cumpra.</translation>
    </message>
    <message>
        <source>Status phase: score up to 1 of your secret objectives whose condition you met.</source>
        <translation>Fase de status: pontue até 1 de seus objetivos secretos cuja condição você cumpriu.</translation>
    </message>
    <message>
        <source>Score {objective} ({phase}): {condition}</source>
        <translation>Pontuar {objective} ({phase}): {condition}</translation>
    </message>
    <message>
        <source>status phase</source>
        <translation>fase de status</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>fase de ação</translation>
    </message>
    <message>
        <source>agenda phase</source>
        <translation>fase de agenda</translation>
    </message>
    <message>
        <source>{objective} is revealed.</source>
        <translation>{objective} é revelado.</translation>
    </message>
    <message>
        <source>No public objective is left to reveal: the game ends.</source>
        <translation>Não resta nenhum objetivo público para revelar: a partida termina.</translation>
    </message>
    <message>
        <source>{player} gains 2 command tokens: how many go to the strategy pool?</source>
        <translation>{player} ganha 2 fichas de comando: quantas vão para a reserva de estratégia?</translation>
    </message>
    <message>
        <source>tokens to the strategy pool</source>
        <translation>fichas para a reserva de estratégia</translation>
    </message>
    <message numerus="yes">
        <source>{player} gains 2 command tokens and puts %n in the strategy pool.</source>
        <translation>
            <numerusform>{player} ganha 2 fichas de comando e coloca %n na reserva de estratégia.</numerusform>
            <numerusform>{player} ganha 2 fichas de comando e coloca %n na reserva de estratégia.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} reaches {vp} victory points: the game ends.</source>
        <translation>{player} chega a {vp} pontos de vitória: a partida termina.</translation>
    </message>
    <message>
        <source>Record what the app cannot see: a secret objective achieved, the custodians token, Support for the Throne, agendas, relics…</source>
        <translation>Registrar o que o aplicativo não vê: um objetivo secreto alcançado, o marcador dos custódios, Apoio ao Trono, agendas, relíquias…</translation>
    </message>
    <message>
        <source>Record victory points: who scores, gains or loses them?</source>
        <translation>Registrar pontos de vitória: quem os cumpre, ganha ou perde?</translation>
    </message>
    <message>
        <source>Back: nothing to record</source>
        <translation>Voltar: nada a registrar</translation>
    </message>
    <message>
        <source>{player}: what gives or takes the victory points?</source>
        <translation>{player}: o que dá ou tira os pontos de vitória?</translation>
    </message>
    <message>
        <source>The custodians token, removed from Mecatol Rex (+1 VP)</source>
        <translation>O marcador dos custódios, removido de Mecatol Rex (+1 PV)</translation>
    </message>
    <message>
        <source>Support for the Throne</source>
        <translation>Apoio ao Trono</translation>
    </message>
    <message>
        <source>An agenda</source>
        <translation>Uma agenda</translation>
    </message>
    <message>
        <source>A relic</source>
        <translation>Uma relíquia</translation>
    </message>
    <message>
        <source>Another effect</source>
        <translation>Outro efeito</translation>
    </message>
    <message>
        <source>{player}, {reason}: how many victory points? (below 0: points lost)</source>
        <translation>{player}, {reason}: quantos pontos de vitória? (abaixo de 0: pontos perdidos)</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>pontos de vitória</translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n victory point(s): {reason}.</source>
        <translation>
            <numerusform>{player} ganha %n ponto de vitória: {reason}.</numerusform>
            <numerusform>{player} ganha %n pontos de vitória: {reason}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n victory point(s): {reason}.</source>
        <translation>
            <numerusform>{player} perde %n ponto de vitória: {reason}.</numerusform>
            <numerusform>{player} perde %n pontos de vitória: {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>the custodians token</source>
        <translation>o marcador dos custódios</translation>
    </message>
    <message>
        <source>an agenda</source>
        <translation>uma agenda</translation>
    </message>
    <message>
        <source>a relic</source>
        <translation>uma relíquia</translation>
    </message>
    <message>
        <source>another effect</source>
        <translation>outro efeito</translation>
    </message>
    <message>
        <source>Public objectives</source>
        <translation>Objetivos públicos</translation>
    </message>
    <message>
        <source>Secret objectives</source>
        <translation>Objetivos secretos</translation>
    </message>
    <message>
        <source>Imperial (Mecatol Rex)</source>
        <translation>Imperial (Mecatol Rex)</translation>
    </message>
    <message>
        <source>Recorded at the table</source>
        <translation>Registrado à mesa</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Pontos de vitória</translation>
    </message>
    <message>
        <source>Tied on victory points: {player} is first in initiative order.</source>
        <translation>Empate em pontos de vitória: {player} é o primeiro na ordem de iniciativa.</translation>
    </message>
</context>
<context>
    <name>ti4.layout</name>
    <message>
        <source>Stage I objective</source>
        <translation>Objetivo de estágio I</translation>
    </message>
    <message>
        <source>Stage II objective</source>
        <translation>Objetivo de estágio II</translation>
    </message>
    <message>
        <source>Secret objective</source>
        <translation>Objetivo secreto</translation>
    </message>
    <message>
        <source>status phase</source>
        <translation>fase de status</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>fase de ação</translation>
    </message>
    <message>
        <source>agenda phase</source>
        <translation>fase de agenda</translation>
    </message>
    <message>
        <source>{kind}, {phase}</source>
        <translation>{kind}, {phase}</translation>
    </message>
    <message>
        <source>Stage I deck</source>
        <translation>Baralho de estágio I</translation>
    </message>
    <message>
        <source>Stage II deck</source>
        <translation>Baralho de estágio II</translation>
    </message>
    <message>
        <source>Secret objectives</source>
        <translation>Objetivos secretos</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n carta virada para baixo</numerusform>
            <numerusform>%n cartas viradas para baixo</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>Public objectives</source>
        <translation>Objetivos públicos</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Baralhos</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Estratégia</translation>
    </message>
    <message>
        <source>Imperial</source>
        <translation>Imperial</translation>
    </message>
    <message>
        <source>Strategy card</source>
        <translation>Carta de estratégia</translation>
    </message>
    <message>
        <source>Primary: score 1 public objective, only while you control every planet of your home system.</source>
        <translation>Primária: pontue 1 objetivo público, somente se você controlar todos os planetas do seu sistema natal.</translation>
    </message>
    <message>
        <source>Then 1 VP if you control Mecatol Rex; if not, draw 1 secret objective.</source>
        <translation>Depois, 1 PV se você controlar Mecatol Rex; caso contrário, compre 1 objetivo secreto.</translation>
    </message>
    <message>
        <source>Others: spend 1 strategy token to draw 1 secret objective.</source>
        <translation>Demais jogadores: gastem 1 ficha de estratégia para comprar 1 objetivo secreto.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Pontos de vitória</translation>
    </message>
    <message>
        <source>Mecatol Rex: controlled by {name}</source>
        <translation>Mecatol Rex: controlado por {name}</translation>
    </message>
    <message>
        <source>Mecatol Rex: nobody controls it</source>
        <translation>Mecatol Rex: ninguém o controla</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Rodada {round}</translation>
    </message>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (lugar {seat})</translation>
    </message>
    <message>
        <source>holds Imperial</source>
        <translation>tem Imperial</translation>
    </message>
    <message>
        <source>Mecatol Rex</source>
        <translation>Mecatol Rex</translation>
    </message>
    <message>
        <source>you</source>
        <translation>você</translation>
    </message>
    <message>
        <source>{name}: {vp} victory points</source>
        <translation>{name}: {vp} PV</translation>
    </message>
    <message>
        <source>public objectives {public} · secret objectives {secret} · Imperial {imperial} · recorded at the table {other}</source>
        <translation>objetivos públicos {public} · objetivos secretos {secret} · Imperial {imperial} · registrado à mesa {other}</translation>
    </message>
    <message>
        <source>custodians token</source>
        <translation>marcador dos custódios</translation>
    </message>
    <message>
        <source>S</source>
        <translation>E</translation>
    </message>
    <message>
        <source>{name}: strategy pool</source>
        <translation>{name}: reserva de estratégia</translation>
    </message>
    <message>
        <source>H</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Home system: every planet controlled</source>
        <translation>Sistema natal: todos os planetas controlados</translation>
    </message>
    <message>
        <source>Home system: not every planet controlled</source>
        <translation>Sistema natal: nem todos os planetas controlados</translation>
    </message>
    <message>
        <source>Home system: not asked yet</source>
        <translation>Sistema natal: ainda não perguntado</translation>
    </message>
</context>
<context>
    <name>tmae</name>
    <message>
        <source>Choose your corporation.</source>
        <translation>Escolha sua corporação.</translation>
    </message>
    <message>
        <source>Pick a phase card for this round.</source>
        <translation>Escolha uma carta de fase para esta rodada.</translation>
    </message>
    <message>
        <source>Choose the dummy&apos;s phase card for this round.</source>
        <translation>Escolha a carta de fase da mão fictícia para esta rodada.</translation>
    </message>
    <message>
        <source>Mars advances: raise temperature or oxygen (no TR).</source>
        <translation>Marte avança: aumente a temperatura ou o oxigênio (sem IT).</translation>
    </message>
    <message>
        <source>Development: play a green card, sell, or pass.</source>
        <translation>Desenvolvimento: jogue uma carta verde, venda ou passe.</translation>
    </message>
    <message>
        <source>Construction: play a blue or red card, sell, or pass.</source>
        <translation>Construção: jogue uma carta azul ou vermelha, venda ou passe.</translation>
    </message>
    <message>
        <source>Action: use an action or a standard project, sell, or pass.</source>
        <translation>Ação: use uma ação ou um projeto-padrão, venda ou passe.</translation>
    </message>
    <message>
        <source>How do you pay for {card}?</source>
        <translation>Como você paga {card}?</translation>
    </message>
    <message>
        <source>{card}: choose one.</source>
        <translation>{card}: escolha uma opção.</translation>
    </message>
    <message>
        <source>{card}: which card gets the resources?</source>
        <translation>{card}: qual carta recebe os recursos?</translation>
    </message>
    <message>
        <source>Keep {k} of the drawn cards.</source>
        <translation>Fique com {k} das cartas compradas.</translation>
    </message>
    <message>
        <source>Discard {k} card(s).</source>
        <translation>Descarte {k} carta(s).</translation>
    </message>
    <message>
        <source>Hand limit: discard {k} card(s) for MC.</source>
        <translation>Limite de mão: descarte {k} carta(s) em troca de M$.</translation>
    </message>
    <message>
        <source>{card}: discard up to {k} cards to draw as many.</source>
        <translation>{card}: descarte até {k} cartas para comprar o mesmo número.</translation>
    </message>
    <message>
        <source>{card}: play a cheap green card for free?</source>
        <translation>{card}: jogar uma carta verde barata de graça?</translation>
    </message>
    <message>
        <source>{card}: discard a card to draw?</source>
        <translation>{card}: descartar uma carta para comprar?</translation>
    </message>
    <message>
        <source>{card}: how much heat do you spend?</source>
        <translation>{card}: quanto calor você gasta?</translation>
    </message>
    <message>
        <source>{card}: pay 6 MC for 1 more TR?</source>
        <translation>{card}: pagar 6 M$ por mais 1 IT?</translation>
    </message>
    <message>
        <source>Take {corp}</source>
        <translation>Ficar com {corp}</translation>
    </message>
    <message>
        <source>Dummy plays {phase}</source>
        <translation>A mão fictícia joga {phase}</translation>
    </message>
    <message>
        <source>Raise the temperature</source>
        <translation>Aumentar a temperatura</translation>
    </message>
    <message>
        <source>Raise oxygen</source>
        <translation>Aumentar o oxigênio</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jogar {card}</translation>
    </message>
    <message>
        <source>Sell {card} for {mc} MC</source>
        <translation>Vender {card} por {mc} M$</translation>
    </message>
    <message>
        <source>Sell cards</source>
        <extracomment>every &quot;Sell X&quot; of a hand folds under one button of the decision bar (``Option.data[&quot;group&quot;]``)</extracomment>
        <translation>Vender cartas</translation>
    </message>
    <message>
        <source>Draw a card (Construction bonus)</source>
        <translation>Comprar uma carta (bônus de Construção)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Use {card}: {text}</source>
        <translation>Usar {card}: {text}</translation>
    </message>
    <message>
        <source>Use {card}: {text} (with {other})</source>
        <translation>Usar {card}: {text} (com {other})</translation>
    </message>
    <message>
        <source>Standard project: plants to forest</source>
        <translation>Projeto-padrão: plantas em floresta</translation>
    </message>
    <message>
        <source>Standard project: buy a forest</source>
        <translation>Projeto-padrão: comprar uma floresta</translation>
    </message>
    <message>
        <source>Standard project: heat to temperature</source>
        <translation>Projeto-padrão: calor em temperatura</translation>
    </message>
    <message>
        <source>Standard project: buy a temperature step</source>
        <translation>Projeto-padrão: comprar um passo de temperatura</translation>
    </message>
    <message>
        <source>Standard project: buy an ocean</source>
        <translation>Projeto-padrão: comprar um oceano</translation>
    </message>
    <message>
        <source>Pay {mc} MC and {heat} heat</source>
        <translation>Pagar {mc} M$ e {heat} de calor</translation>
    </message>
    <message>
        <source>{pay}, using 2 microbes</source>
        <translation>{pay}, usando 2 micróbios</translation>
    </message>
    <message>
        <source>{pay}, using 1 plant</source>
        <translation>{pay}, usando 1 planta</translation>
    </message>
    <message>
        <source>Onto {card}</source>
        <translation>Em {card}</translation>
    </message>
    <message>
        <source>Play {card} for free</source>
        <translation>Jogar {card} de graça</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pular</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>heat</source>
        <translation>calor</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Índice de Terraformação</translation>
    </message>
    <message>
        <source>Forests</source>
        <translation>Florestas</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Tie broken by the MC, heat and plants left, each card in hand sold first.</source>
        <translation>Empate desfeito pela soma de M$, calor e plantas restantes, depois de vender as cartas da mão.</translation>
    </message>
    <message>
        <source>Mars was not terraformed in 25 rounds: the game is lost.</source>
        <translation>Marte não foi terraformado em 25 rodadas: a partida está perdida.</translation>
    </message>
    <message>
        <source>Terraforming Mars: Ares Expedition</source>
        <translation>Terraforming Mars: Expedição Ares</translation>
    </message>
    <message>
        <source>Terraform Mars with phase cards, projects and standard projects; 1–4 players with solo mode.</source>
        <translation>Terraforme Marte com cartas de fase, projetos e projetos-padrão; 1–4 jogadores, com modo solo.</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Desenvolvimento</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>Construção</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produção</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Pesquisa</translation>
    </message>
    <message>
        <source>{player} draws {num} card(s).</source>
        <translation>{player} compra {num} carta(s).</translation>
    </message>
    <message>
        <source>The discards are shuffled into a new project deck.</source>
        <translation>As cartas descartadas são embaralhadas, formando um novo baralho de projetos.</translation>
    </message>
    <message>
        <source>{player} plays {card} for {mc} MC.</source>
        <translation>{player} joga {card} por {mc} M$.</translation>
    </message>
    <message>
        <source>{player} sells {card} for {mc} MC.</source>
        <translation>{player} vende {card} por {mc} M$.</translation>
    </message>
    <message>
        <source>{player} picks the {phase} phase.</source>
        <translation>{player} escolhe a fase de {phase}.</translation>
    </message>
    <message>
        <source>The dummy hand plays the {phase} phase.</source>
        <translation>A mão fictícia joga a fase de {phase}.</translation>
    </message>
    <message>
        <source>{phase} phase.</source>
        <translation>Fase de {phase}.</translation>
    </message>
    <message>
        <source>{player} raises the temperature to {value} °C.</source>
        <translation>{player} aumenta a temperatura para {value} °C.</translation>
    </message>
    <message>
        <source>{player} raises oxygen to {value}%.</source>
        <translation>{player} aumenta o oxigênio para {value}%.</translation>
    </message>
    <message>
        <source>{player} flips an ocean tile: {mc} MC, {plants} plants, {cards} card(s).</source>
        <translation>{player} vira uma peça de oceano: {mc} M$, {plants} planta(s), {cards} carta(s).</translation>
    </message>
    <message>
        <source>{player} raises a parameter maxed this phase: 1 TR.</source>
        <translation>{player} aumenta um parâmetro que chegou ao máximo nesta fase: 1 IT.</translation>
    </message>
    <message>
        <source>{player} gains a forest.</source>
        <translation>{player} ganha uma floresta.</translation>
    </message>
    <message>
        <source>{player} gains {num} TR.</source>
        <translation>{player} ganha {num} IT.</translation>
    </message>
    <message>
        <source>{player} uses the action of {card}.</source>
        <translation>{player} usa a ação de {card}.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passa.</translation>
    </message>
    <message>
        <source>{player} produces {mc} MC, {heat} heat, {plants} plants and {cards} card(s).</source>
        <translation>{player} produz {mc} M$, {heat} de calor, {plants} planta(s) e {cards} carta(s).</translation>
    </message>
    <message>
        <source>Mars is terraformed: the game ends after this phase.</source>
        <translation>Marte está terraformado: a partida termina após esta fase.</translation>
    </message>
    <message>
        <source>Round 25 is over.</source>
        <translation>A rodada 25 terminou.</translation>
    </message>
    <message>
        <source>Mars advances on its own (solo difficulty).</source>
        <translation>Marte avança sozinho (dificuldade do modo solo).</translation>
    </message>
    <message>
        <source>{player} takes {corp}.</source>
        <translation>{player} fica com {corp}.</translation>
    </message>
    <message>
        <source>{player} discards {num} card(s) for {mc} MC.</source>
        <translation>{player} descarta {num} carta(s) por {mc} M$.</translation>
    </message>
    <message>
        <source>Only one starred corporation per player: it is kept.</source>
        <translation>Só há uma corporação com estrela por jogador: ela é mantida.</translation>
    </message>
    <message>
        <source>Cards and corporations are dealt; the ocean tiles are shuffled.</source>
        <translation>Cartas e corporações são distribuídas; as peças de oceano são embaralhadas.</translation>
    </message>
    <message>
        <source>{player} reveals {card}.</source>
        <translation>{player} revela {card}.</translation>
    </message>
    <message>
        <source>{player} turns {n} plants into a forest (standard project).</source>
        <extracomment>the log of each standard project, with what it cost</extracomment>
        <translation>{player} transforma {n} plantas em uma floresta (projeto-padrão).</translation>
    </message>
    <message>
        <source>{player} buys a forest for {n} MC (standard project).</source>
        <translation>{player} compra uma floresta por {n} M$ (projeto-padrão).</translation>
    </message>
    <message>
        <source>{player} spends {n} heat to raise the temperature (standard project).</source>
        <translation>{player} gasta {n} de calor para aumentar a temperatura (projeto-padrão).</translation>
    </message>
    <message>
        <source>{player} buys a temperature step for {n} MC (standard project).</source>
        <translation>{player} compra um passo de temperatura por {n} M$ (projeto-padrão).</translation>
    </message>
    <message>
        <source>{player} buys an ocean tile for {n} MC (standard project).</source>
        <translation>{player} compra uma peça de oceano por {n} M$ (projeto-padrão).</translation>
    </message>
    <message>
        <source>{player} must turn {n} plants into a forest (end of the Action phase).</source>
        <translation>{player} deve transformar {n} plantas em uma floresta (fim da fase de Ação).</translation>
    </message>
    <message>
        <source>{player} must spend {n} heat to raise the temperature (end of the Action phase).</source>
        <translation>{player} deve gastar {n} de calor para aumentar a temperatura (fim da fase de Ação).</translation>
    </message>
    <message>
        <source>The dummy hand is reshuffled.</source>
        <translation>A mão fictícia é reembaralhada.</translation>
    </message>
    <message>
        <source>MC</source>
        <translation>M$</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>planta(s)</translation>
    </message>
    <message>
        <source>card(s)</source>
        <translation>carta(s)</translation>
    </message>
    <message>
        <source>animal(s)</source>
        <translation>animal(is)</translation>
    </message>
    <message>
        <source>microbe(s)</source>
        <translation>micróbio(s)</translation>
    </message>
    <message>
        <source>science resource(s)</source>
        <translation>recurso(s) de ciência</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>IT</translation>
    </message>
    <message>
        <source>building</source>
        <translation>construção</translation>
    </message>
    <message>
        <source>space</source>
        <translation>espaço</translation>
    </message>
    <message>
        <source>science</source>
        <translation>ciência</translation>
    </message>
    <message>
        <source>power</source>
        <translation>energia</translation>
    </message>
    <message>
        <source>earth</source>
        <translation>Terra</translation>
    </message>
    <message>
        <source>jovian</source>
        <translation>Júpiter</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>planta</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>animal</translation>
    </message>
    <message>
        <source>microbe</source>
        <translation>micróbio</translation>
    </message>
    <message>
        <source>event</source>
        <translation>evento</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>roxa</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelha</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarela</translation>
    </message>
    <message>
        <source>white</source>
        <translation>branca</translation>
    </message>
    <message>
        <source>Gain {num} {res}.</source>
        <translation>Ganhe {num} {res}.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Compre %n carta.</numerusform>
            <numerusform>Compre %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal {num} cards, keep {k}, discard the rest.</source>
        <translation>Revele {num} cartas, fique com {k} e descarte o resto.</translation>
    </message>
    <message>
        <source>Reveal {num} cards, keep {k} tagged {tags}, discard the rest.</source>
        <translation>Revele {num} cartas, fique com {k} com ícone de {tags} e descarte o resto.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s) from your hand.</source>
        <translation>
            <numerusform>Descarte %n carta da sua mão.</numerusform>
            <numerusform>Descarte %n cartas da sua mão.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise your TR %n step(s).</source>
        <translation>
            <numerusform>Aumente seu IT em %n.</numerusform>
            <numerusform>Aumente seu IT em %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise the temperature %n step(s).</source>
        <translation>
            <numerusform>Aumente a temperatura em %n passo.</numerusform>
            <numerusform>Aumente a temperatura em %n passos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise oxygen %n step(s).</source>
        <translation>
            <numerusform>Aumente o oxigênio em %n passo.</numerusform>
            <numerusform>Aumente o oxigênio em %n passos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flip %n ocean tile(s).</source>
        <translation>
            <numerusform>Vire %n peça de oceano.</numerusform>
            <numerusform>Vire %n peças de oceano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n forest(s) and raise oxygen as many steps.</source>
        <translation>
            <numerusform>Ganhe %n floresta e aumente o oxigênio no mesmo número de passos.</numerusform>
            <numerusform>Ganhe %n florestas e aumente o oxigênio no mesmo número de passos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add {num} {res} to this card.</source>
        <translation>Adicione {num} {res} a esta carta.</translation>
    </message>
    <message>
        <source>Add {num} {res} to another card.</source>
        <translation>Adicione {num} {res} a outra carta.</translation>
    </message>
    <message>
        <source>Add {num} resources to a card that already has resources.</source>
        <translation>Adicione {num} recursos a uma carta que já tenha recursos.</translation>
    </message>
    <message>
        <source>Remove {num} resource(s) from this card.</source>
        <translation>Remova {num} recurso(s) desta carta.</translation>
    </message>
    <message>
        <source>Choose one: {alts}</source>
        <translation>Escolha uma opção: {alts}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} ou {b}</translation>
    </message>
    <message>
        <source>If you picked the {phase} phase this round: {then}</source>
        <translation>Se você escolheu a fase de {phase} nesta rodada: {then}</translation>
    </message>
    <message>
        <source>If you have {num} {tag} tags: {then}</source>
        <translation>Se você tiver {num} ícones de {tag}: {then}</translation>
    </message>
    <message>
        <source>Raise your TR 1 step per {tag} tag you have.</source>
        <translation>Aumente seu IT em 1 para cada ícone de {tag} que você tiver.</translation>
    </message>
    <message>
        <source>You may play 1 more blue or red card this phase.</source>
        <translation>Você pode jogar mais 1 carta azul ou vermelha nesta fase.</translation>
    </message>
    <message>
        <source>The next card you play this phase costs {num} MC less.</source>
        <translation>A próxima carta que você jogar nesta fase custa {num} M$ a menos.</translation>
    </message>
    <message>
        <source>For the next card you play this phase, oxygen and temperature may count one colour higher or lower.</source>
        <translation>Para a próxima carta que você jogar nesta fase, o oxigênio e a temperatura podem contar como uma faixa de cor acima ou abaixo.</translation>
    </message>
    <message>
        <source>You may play a green card of printed cost {num} MC or less from your hand without paying MC.</source>
        <translation>Você pode jogar da sua mão uma carta verde de custo impresso de até {num} M$ sem pagar M$.</translation>
    </message>
    <message>
        <source>Spend up to {max} {src} to gain as many {dst}.</source>
        <translation>Gaste até {max} {src} para ganhar a mesma quantidade em {dst}.</translation>
    </message>
    <message>
        <source>Spend any amount of {src} to gain as many {dst}.</source>
        <translation>Gaste qualquer quantidade de {src} para ganhar a mesma quantidade em {dst}.</translation>
    </message>
    <message>
        <source>Discard up to {num} cards from your hand and draw as many.</source>
        <translation>Descarte até {num} cartas da sua mão e compre o mesmo número.</translation>
    </message>
    <message>
        <source>Reveal the top card of the deck: if it is green, discard it and gain 1 MC; otherwise take it.</source>
        <translation>Revele a carta do topo do baralho: se for verde, descarte-a e ganhe 1 M$; caso contrário, fique com ela.</translation>
    </message>
    <message>
        <source>You may discard a card: draw 2 cards if it had a plant tag, else 1.</source>
        <translation>Você pode descartar uma carta: compre 2 cartas se ela tinha ícone de planta; senão, 1.</translation>
    </message>
    <message>
        <source>Production: {items}.</source>
        <translation>Produção: {items}.</translation>
    </message>
    <message>
        <source>{num} {res}</source>
        <translation>{num} {res}</translation>
    </message>
    <message>
        <source>Production: 1 {res} per {of} you have (counted now, this card included).</source>
        <translation>Produção: 1 {res} por {of} que você tiver (contado agora, incluindo esta carta).</translation>
    </message>
    <message>
        <source>Production: 1 {res} per {n} {of} tags you have (counted now, this card included).</source>
        <translation>Produção: 1 {res} a cada {n} ícones de {of} que você tiver (contados agora, incluindo esta carta).</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>floresta</translation>
    </message>
    <message numerus="yes">
        <source>Steel %n: building cards cost 2 MC less per point.</source>
        <translation>
            <numerusform>Aço %n: cartas de construção custam 2 M$ a menos por ponto.</numerusform>
            <numerusform>Aço %n: cartas de construção custam 2 M$ a menos por ponto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Titanium %n: space cards cost 3 MC less per point.</source>
        <translation>
            <numerusform>Titânio %n: cartas espaciais custam 3 M$ a menos por ponto.</numerusform>
            <numerusform>Titânio %n: cartas espaciais custam 3 M$ a menos por ponto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start with {num} MC.</source>
        <translation>Comece com {num} M$.</translation>
    </message>
    <message>
        <source>ACTION: {then}</source>
        <translation>AÇÃO: {then}</translation>
    </message>
    <message>
        <source>ACTION (or): {then}</source>
        <translation>AÇÃO (ou): {then}</translation>
    </message>
    <message>
        <source>ACTION: Spend {items}{note}: {then}</source>
        <translation>AÇÃO: Gaste {items}{note}: {then}</translation>
    </message>
    <message>
        <source>ACTION (or): Spend {items}{note}: {then}</source>
        <translation>AÇÃO (ou): Gaste {items}{note}: {then}</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} e {b}</translation>
    </message>
    <message>
        <source>a card from your hand</source>
        <translation>uma carta da sua mão</translation>
    </message>
    <message>
        <source>{num} resource(s) from this card</source>
        <translation>{num} recurso(s) desta carta</translation>
    </message>
    <message>
        <source>{num} {res} from one of your cards</source>
        <translation>{num} {res} de uma das suas cartas</translation>
    </message>
    <message>
        <source> (only {num} {res} if you picked the Action phase)</source>
        <translation> (só {num} {res} se você escolheu a fase de Ação)</translation>
    </message>
    <message>
        <source> (the MC cost drops {num} per {per})</source>
        <translation> (o custo em M$ cai {num} para cada {per})</translation>
    </message>
    <message>
        <source> (the MC cost drops {num} with {k} or more blue cards in play)</source>
        <translation> (o custo em M$ cai {num} se você tiver {k} ou mais cartas azuis em jogo)</translation>
    </message>
    <message>
        <source>steel</source>
        <translation>aço</translation>
    </message>
    <message>
        <source>titanium</source>
        <translation>titânio</translation>
    </message>
    <message>
        <source>power tag</source>
        <translation>ícone de energia</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card tagged {tags}{incl}: {do}</source>
        <translation>EFEITO: Quando você jogar uma carta com ícone de {tags}{incl}: {do}</translation>
    </message>
    <message>
        <source>EFFECT: A card tagged {tags} costs you {num} MC less.</source>
        <translation>EFEITO: Uma carta com ícone de {tags} custa {num} M$ a menos para você.</translation>
    </message>
    <message>
        <source>EFFECT: For each {tag} tag you play, gain 1 TR.</source>
        <translation>EFEITO: Para cada ícone de {tag} que você jogar, ganhe 1 IT.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card: {do}</source>
        <translation>EFEITO: Quando você jogar uma carta: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you flip an ocean tile: {do}</source>
        <translation>EFEITO: Quando você virar uma peça de oceano: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you raise the temperature: {do}</source>
        <translation>EFEITO: Quando você aumentar a temperatura: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you raise oxygen: {do}</source>
        <translation>EFEITO: Quando você aumentar o oxigênio: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you gain a forest: {do}</source>
        <translation>EFEITO: Quando você ganhar uma floresta: {do}</translation>
    </message>
    <message>
        <source>EFFECT: When you use an ACTION: {do}</source>
        <translation>EFEITO: Quando você usar uma AÇÃO: {do}</translation>
    </message>
    <message>
        <source> (this one included)</source>
        <translation> (incluindo esta)</translation>
    </message>
    <message>
        <source> (once per card)</source>
        <translation> (uma vez por carta)</translation>
    </message>
    <message>
        <source>EFFECT: Cards cost you {num} MC less.</source>
        <translation>EFEITO: As cartas custam {num} M$ a menos para você.</translation>
    </message>
    <message>
        <source>EFFECT: A card of printed cost {min} MC or more costs you {num} MC less.</source>
        <translation>EFEITO: Uma carta de custo impresso de {min} M$ ou mais custa {num} M$ a menos para você.</translation>
    </message>
    <message>
        <source>EFFECT: Each steel point is worth {num} MC more.</source>
        <translation>EFEITO: Cada ponto de aço vale {num} M$ a mais.</translation>
    </message>
    <message>
        <source>EFFECT: Each titanium point is worth {num} MC more.</source>
        <translation>EFEITO: Cada ponto de titânio vale {num} M$ a mais.</translation>
    </message>
    <message>
        <source>EFFECT: For requirements, oxygen and temperature may count one colour higher or lower.</source>
        <translation>EFEITO: Para os requisitos, o oxigênio e a temperatura podem contar como uma faixa de cor acima ou abaixo.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card, you may remove {num} microbes from this card to pay {mc} MC less.</source>
        <translation>EFEITO: Ao jogar uma carta, você pode remover {num} micróbios desta carta para pagar {mc} M$ a menos.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card, you may spend {num} plant to pay {mc} MC less.</source>
        <translation>EFEITO: Ao jogar uma carta, você pode gastar {num} planta(s) para pagar {mc} M$ a menos.</translation>
    </message>
    <message>
        <source>EFFECT: Standard projects that cost MC cost you {num} MC less.</source>
        <translation>EFEITO: Os projetos-padrão pagos em M$ custam {num} M$ a menos para você.</translation>
    </message>
    <message>
        <source>EFFECT: Cards you sell are worth {num} MC more.</source>
        <translation>EFEITO: As cartas que você vende valem {num} M$ a mais.</translation>
    </message>
    <message>
        <source>EFFECT: In the Research phase, draw {num} more card(s).</source>
        <translation>EFEITO: Na fase de Pesquisa, compre {num} carta(s) a mais.</translation>
    </message>
    <message>
        <source>EFFECT: In the Research phase, keep {num} more card(s).</source>
        <translation>EFEITO: Na fase de Pesquisa, fique com {num} carta(s) a mais.</translation>
    </message>
    <message>
        <source>EFFECT: A forest from plants costs you {num} plant(s) less.</source>
        <translation>EFEITO: Uma floresta feita com plantas custa {num} planta(s) a menos para você.</translation>
    </message>
    <message>
        <source>EFFECT: You may pay with heat as if it were MC.</source>
        <translation>EFEITO: Você pode pagar com calor como se fosse M$.</translation>
    </message>
    <message>
        <source>EFFECT: When you play a card that raises your steel, gain 1 TR.</source>
        <translation>EFEITO: Quando você jogar uma carta que aumenta seu aço, ganhe 1 IT.</translation>
    </message>
    <message>
        <source>EFFECT: The first time your TR rises in a phase, you may pay 6 MC to raise it 1 more step.</source>
        <translation>EFEITO: Na primeira vez que seu IT subir em uma fase, você pode pagar 6 M$ para aumentá-lo em mais 1.</translation>
    </message>
    <message>
        <source>Requires temperature {band} or warmer.</source>
        <translation>Requer temperatura na faixa {band} ou mais quente.</translation>
    </message>
    <message>
        <source>Requires temperature {band} or cooler.</source>
        <translation>Requer temperatura na faixa {band} ou mais fria.</translation>
    </message>
    <message>
        <source>Requires oxygen {band} or higher.</source>
        <translation>Requer oxigênio na faixa {band} ou superior.</translation>
    </message>
    <message>
        <source>Requires oxygen {band} or lower.</source>
        <translation>Requer oxigênio na faixa {band} ou inferior.</translation>
    </message>
    <message>
        <source>Requires {num} {tag} tag(s).</source>
        <translation>Requer {num} ícone(s) de {tag}.</translation>
    </message>
    <message>
        <source>Requires {num} flipped ocean tiles.</source>
        <translation>Requer {num} peças de oceano viradas.</translation>
    </message>
    <message>
        <source>Requires at most {num} flipped ocean tiles.</source>
        <translation>Requer no máximo {num} peças de oceano viradas.</translation>
    </message>
    <message>
        <source>Requires a TR of {num} or more.</source>
        <translation>Requer IT de {num} ou mais.</translation>
    </message>
    <message>
        <source>Spend {num} {res} to play this card.</source>
        <translation>Gaste {num} {res} para jogar esta carta.</translation>
    </message>
    <message>
        <source>{num} VP.</source>
        <translation>{num} PV.</translation>
    </message>
    <message>
        <source>1 VP per {per} resource(s) on this card.</source>
        <translation>1 PV para cada {per} recurso(s) nesta carta.</translation>
    </message>
    <message>
        <source>1 VP per {per} forests you have.</source>
        <translation>1 PV para cada {per} florestas que você tiver.</translation>
    </message>
    <message>
        <source>1 VP per {per} cards you have played.</source>
        <translation>1 PV para cada {per} cartas que você jogou.</translation>
    </message>
    <message>
        <source>1 VP per {per} blue cards you have in play.</source>
        <translation>1 PV para cada {per} cartas azuis que você tiver em jogo.</translation>
    </message>
    <message>
        <source>1 VP per {per} {tag} tag(s) you have.</source>
        <translation>1 PV para cada {per} ícone(s) de {tag} que você tiver.</translation>
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
        <translation>Central de IA</translation>
    </message>
    <message>
        <source>Acquired Company</source>
        <translation>Empresa Adquirida</translation>
    </message>
    <message>
        <source>Adaptation Technology</source>
        <translation>Tecnologia de Adaptação</translation>
    </message>
    <message>
        <source>Adapted Lichen</source>
        <translation>Líquen Adaptado</translation>
    </message>
    <message>
        <source>Advanced Alloys</source>
        <translation>Ligas Avançadas</translation>
    </message>
    <message>
        <source>Advanced Ecosystems</source>
        <translation>Ecossistemas Avançados</translation>
    </message>
    <message>
        <source>Advanced Screening Technology</source>
        <translation>Tecnologia Avançada de Triagem</translation>
    </message>
    <message>
        <source>Aerated Magma</source>
        <translation>Magma Aerado</translation>
    </message>
    <message>
        <source>Airborne Radiation</source>
        <translation>Radiação Atmosférica</translation>
    </message>
    <message>
        <source>Algae</source>
        <translation>Algas</translation>
    </message>
    <message>
        <source>Anaerobic Microorganisms</source>
        <translation>Microrganismos Anaeróbicos</translation>
    </message>
    <message>
        <source>Anti-Gravity Technology</source>
        <translation>Tecnologia Antigravidade</translation>
    </message>
    <message>
        <source>Aquifer Pumping</source>
        <translation>Bombeamento de Aquífero</translation>
    </message>
    <message>
        <source>Archaebacteria</source>
        <translation>Arqueobactérias</translation>
    </message>
    <message>
        <source>Arctic Algae</source>
        <translation>Algas Árticas</translation>
    </message>
    <message>
        <source>Artificial Jungle</source>
        <translation>Selva Artificial</translation>
    </message>
    <message>
        <source>Artificial Lake</source>
        <translation>Lago Artificial</translation>
    </message>
    <message>
        <source>Artificial Photosynthesis</source>
        <translation>Fotossíntese Artificial</translation>
    </message>
    <message>
        <source>Assembly Lines</source>
        <translation>Linhas de Montagem</translation>
    </message>
    <message>
        <source>Asset Liquidation</source>
        <translation>Liquidação de Ativos</translation>
    </message>
    <message>
        <source>Asteroid Mining</source>
        <translation>Mineração de Asteroides</translation>
    </message>
    <message>
        <source>Asteroid Mining Consortium</source>
        <translation>Consórcio de Mineração de Asteroides</translation>
    </message>
    <message>
        <source>Astrofarm</source>
        <translation>Astrofazenda</translation>
    </message>
    <message>
        <source>Atmosphere Filtering</source>
        <translation>Filtragem da Atmosfera</translation>
    </message>
    <message>
        <source>Atmospheric Insulators</source>
        <translation>Isolantes Atmosféricos</translation>
    </message>
    <message>
        <source>Automated Factories</source>
        <translation>Fábricas Automatizadas</translation>
    </message>
    <message>
        <source>Balanced Portfolios</source>
        <translation>Carteiras Equilibradas</translation>
    </message>
    <message>
        <source>Beam from a Thorium Asteroid</source>
        <translation>Feixe de um Asteroide de Tório</translation>
    </message>
    <message>
        <source>Biomass Combustors</source>
        <translation>Queimadores de Biomassa</translation>
    </message>
    <message>
        <source>Biothermal Power</source>
        <translation>Energia Biotérmica</translation>
    </message>
    <message>
        <source>Birds</source>
        <translation>Pássaros</translation>
    </message>
    <message>
        <source>Blueprints</source>
        <translation>Esquemas</translation>
    </message>
    <message>
        <source>Brainstorming Session</source>
        <translation>Sessão de Brainstorming</translation>
    </message>
    <message>
        <source>Breathing Filters</source>
        <translation>Filtros Respiratórios</translation>
    </message>
    <message>
        <source>Bribed Committee</source>
        <translation>Comitê Subornado</translation>
    </message>
    <message>
        <source>Building Industries</source>
        <translation>Indústrias de Construção</translation>
    </message>
    <message>
        <source>Bushes</source>
        <translation>Arbustos</translation>
    </message>
    <message>
        <source>Business Contacts</source>
        <translation>Contatos Comerciais</translation>
    </message>
    <message>
        <source>CEO&apos;s Favorite Project</source>
        <translation>Projeto Favorito do CEO</translation>
    </message>
    <message>
        <source>Callisto Penal Mines</source>
        <translation>Minas Penais de Calisto</translation>
    </message>
    <message>
        <source>Caretaker Contract</source>
        <translation>Contrato de Manutenção</translation>
    </message>
    <message>
        <source>Cartel</source>
        <translation>Cartel</translation>
    </message>
    <message>
        <source>Circuit Board Factory</source>
        <translation>Fábrica de Placas de Circuito</translation>
    </message>
    <message>
        <source>Coal Imports</source>
        <translation>Importação de Carvão</translation>
    </message>
    <message>
        <source>Colonizer Training Camp</source>
        <translation>Campo de Treinamento de Colonos</translation>
    </message>
    <message>
        <source>Comet</source>
        <translation>Cometa</translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation>Distrito Comercial</translation>
    </message>
    <message>
        <source>Community Gardens</source>
        <translation>Hortas Comunitárias</translation>
    </message>
    <message>
        <source>Composting Factory</source>
        <translation>Usina de Compostagem</translation>
    </message>
    <message>
        <source>Conserved Biome</source>
        <translation>Bioma Preservado</translation>
    </message>
    <message>
        <source>Convoy from Europa</source>
        <translation>Comboio de Europa</translation>
    </message>
    <message>
        <source>Crater</source>
        <translation>Cratera</translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation>CrediCor</translation>
    </message>
    <message>
        <source>Decomposers</source>
        <translation>Decompositores</translation>
    </message>
    <message>
        <source>Decomposing Fungus</source>
        <translation>Fungo Decompositor</translation>
    </message>
    <message>
        <source>Deep Well Heating</source>
        <translation>Aquecimento por Poço Profundo</translation>
    </message>
    <message>
        <source>Deimos Down</source>
        <translation>Queda de Deimos</translation>
    </message>
    <message>
        <source>Designed Microorganisms</source>
        <translation>Microrganismos Projetados</translation>
    </message>
    <message>
        <source>Developed Infrastructure</source>
        <translation>Infraestrutura Desenvolvida</translation>
    </message>
    <message>
        <source>Development Center</source>
        <translation>Centro de Desenvolvimento</translation>
    </message>
    <message>
        <source>Diversified Interests</source>
        <translation>Interesses Diversificados</translation>
    </message>
    <message>
        <source>Dusty Quarry</source>
        <translation>Pedreira Empoeirada</translation>
    </message>
    <message>
        <source>Earth Catapult</source>
        <translation>Catapulta Terrestre</translation>
    </message>
    <message>
        <source>Ecoline</source>
        <translation>Ecoline</translation>
    </message>
    <message>
        <source>Ecological Zone</source>
        <translation>Zona Ecológica</translation>
    </message>
    <message>
        <source>Economic Growth</source>
        <translation>Crescimento Econômico</translation>
    </message>
    <message>
        <source>Energy Storage</source>
        <translation>Armazenamento de Energia</translation>
    </message>
    <message>
        <source>Energy Subsidies</source>
        <translation>Subsídios de Energia</translation>
    </message>
    <message>
        <source>Eos Chasma National Park</source>
        <translation>Parque Nacional Eos Chasma</translation>
    </message>
    <message>
        <source>Extended Resources</source>
        <translation>Recursos Ampliados</translation>
    </message>
    <message>
        <source>Extreme-Cold Fungus</source>
        <translation>Fungo do Frio Extremo</translation>
    </message>
    <message>
        <source>Farmers Market</source>
        <translation>Feira de Produtores</translation>
    </message>
    <message>
        <source>Farming</source>
        <translation>Agricultura</translation>
    </message>
    <message>
        <source>Farming Co-ops</source>
        <translation>Cooperativas Agrícolas</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Peixes</translation>
    </message>
    <message>
        <source>Food Factory</source>
        <translation>Fábrica de Alimentos</translation>
    </message>
    <message>
        <source>Fuel Factory</source>
        <translation>Fábrica de Combustível</translation>
    </message>
    <message>
        <source>Fueled Generators</source>
        <translation>Geradores a Combustível</translation>
    </message>
    <message>
        <source>Fusion Power</source>
        <translation>Energia de Fusão</translation>
    </message>
    <message>
        <source>GHG Producing Bacteria</source>
        <translation>Bactérias Produtoras de GEE</translation>
    </message>
    <message>
        <source>Ganymede Shipyard</source>
        <translation>Estaleiro de Ganimedes</translation>
    </message>
    <message>
        <source>Gene Repair</source>
        <translation>Reparo Genético</translation>
    </message>
    <message>
        <source>Geothermal Power</source>
        <translation>Energia Geotérmica</translation>
    </message>
    <message>
        <source>Giant Ice Asteroid</source>
        <translation>Asteroide de Gelo Gigante</translation>
    </message>
    <message>
        <source>Giant Space Mirror</source>
        <translation>Espelho Espacial Gigante</translation>
    </message>
    <message>
        <source>Grass</source>
        <translation>Grama</translation>
    </message>
    <message>
        <source>Great Dam</source>
        <translation>Grande Represa</translation>
    </message>
    <message>
        <source>Great Escarpment Consortium</source>
        <translation>Consórcio da Grande Escarpa</translation>
    </message>
    <message>
        <source>Greenhouses</source>
        <translation>Estufas</translation>
    </message>
    <message>
        <source>Heather</source>
        <translation>Urze</translation>
    </message>
    <message>
        <source>Helion</source>
        <translation>Helion</translation>
    </message>
    <message>
        <source>Herbivores</source>
        <translation>Herbívoros</translation>
    </message>
    <message>
        <source>Hydro-Electric Energy</source>
        <translation>Energia Hidrelétrica</translation>
    </message>
    <message>
        <source>Ice Asteroid</source>
        <translation>Asteroide de Gelo</translation>
    </message>
    <message>
        <source>Ice Cap Melting</source>
        <translation>Derretimento da Calota Polar</translation>
    </message>
    <message>
        <source>Immigration Shuttles</source>
        <translation>Naves de Imigração</translation>
    </message>
    <message>
        <source>Import of Advanced GHG</source>
        <translation>Importação de GEE Avançados</translation>
    </message>
    <message>
        <source>Imported GHG</source>
        <translation>GEE Importados</translation>
    </message>
    <message>
        <source>Imported Hydrogen</source>
        <translation>Hidrogênio Importado</translation>
    </message>
    <message>
        <source>Imported Nitrogen</source>
        <translation>Nitrogênio Importado</translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation>Centro Industrial</translation>
    </message>
    <message>
        <source>Industrial Farming</source>
        <translation>Agricultura Industrial</translation>
    </message>
    <message>
        <source>Industrial Microbes</source>
        <translation>Micróbios Industriais</translation>
    </message>
    <message>
        <source>Insects</source>
        <translation>Insetos</translation>
    </message>
    <message>
        <source>Interns</source>
        <translation>Estagiários</translation>
    </message>
    <message>
        <source>Interplanetary Cinematics</source>
        <translation>Cinematografia Interplanetária</translation>
    </message>
    <message>
        <source>Interplanetary Conference</source>
        <translation>Conferência Interplanetária</translation>
    </message>
    <message>
        <source>Interplanetary Relations</source>
        <translation>Relações Interplanetárias</translation>
    </message>
    <message>
        <source>Interstellar Colony Ship</source>
        <translation>Nave Colonial Interestelar</translation>
    </message>
    <message>
        <source>Invention Contest</source>
        <translation>Concurso de Invenções</translation>
    </message>
    <message>
        <source>Inventrix</source>
        <translation>Inventrix</translation>
    </message>
    <message>
        <source>Investment Loan</source>
        <translation>Empréstimo para Investimento</translation>
    </message>
    <message>
        <source>Io Mining Industries</source>
        <translation>Indústrias de Mineração de Io</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation>Siderúrgica</translation>
    </message>
    <message>
        <source>Kelp Farming</source>
        <translation>Cultivo de Algas Marinhas</translation>
    </message>
    <message>
        <source>Lagrange Observatory</source>
        <translation>Observatório de Lagrange</translation>
    </message>
    <message>
        <source>Lake Marineris</source>
        <translation>Lago Marineris</translation>
    </message>
    <message>
        <source>Large Convoy</source>
        <translation>Grande Comboio</translation>
    </message>
    <message>
        <source>Lava Flows</source>
        <translation>Fluxos de Lava</translation>
    </message>
    <message>
        <source>Lichen</source>
        <translation>Líquen</translation>
    </message>
    <message>
        <source>Lightning Harvest</source>
        <translation>Colheita de Raios</translation>
    </message>
    <message>
        <source>Livestock</source>
        <translation>Gado</translation>
    </message>
    <message>
        <source>Local Heat Trapping</source>
        <translation>Retenção Local de Calor</translation>
    </message>
    <message>
        <source>Low-Atmo Shields</source>
        <translation>Escudos de Baixa Atmosfera</translation>
    </message>
    <message>
        <source>Lunar Beam</source>
        <translation>Feixe Lunar</translation>
    </message>
    <message>
        <source>Mangrove</source>
        <translation>Manguezal</translation>
    </message>
    <message>
        <source>Mars University</source>
        <translation>Universidade de Marte</translation>
    </message>
    <message>
        <source>Mass Converter</source>
        <translation>Conversor de Massa</translation>
    </message>
    <message>
        <source>Matter Manufacturing</source>
        <translation>Fabricação de Matéria</translation>
    </message>
    <message>
        <source>Media Group</source>
        <translation>Grupo de Mídia</translation>
    </message>
    <message>
        <source>Medical Lab</source>
        <translation>Laboratório Médico</translation>
    </message>
    <message>
        <source>Methane from Titan</source>
        <translation>Metano de Titã</translation>
    </message>
    <message>
        <source>Micro-Mills</source>
        <translation>Miniusinas</translation>
    </message>
    <message>
        <source>Microprocessors</source>
        <translation>Microprocessadores</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mina</translation>
    </message>
    <message>
        <source>Mining Guild</source>
        <translation>Guilda de Mineração</translation>
    </message>
    <message>
        <source>Miranda Resort</source>
        <translation>Resort de Miranda</translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation>Área Mohole</translation>
    </message>
    <message>
        <source>Monocultures</source>
        <translation>Monoculturas</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Musgo</translation>
    </message>
    <message>
        <source>Natural Preserve</source>
        <translation>Reserva Natural</translation>
    </message>
    <message>
        <source>New Portfolios</source>
        <translation>Novas Carteiras</translation>
    </message>
    <message>
        <source>Nitrite Reducing Bacteria</source>
        <translation>Bactérias Redutoras de Nitrito</translation>
    </message>
    <message>
        <source>Nitrogen-Rich Asteroid</source>
        <translation>Asteroide Rico em Nitrogênio</translation>
    </message>
    <message>
        <source>Nitrophilic Moss</source>
        <translation>Musgo Nitrofílico</translation>
    </message>
    <message>
        <source>Noctis Farming</source>
        <translation>Agricultura em Noctis</translation>
    </message>
    <message>
        <source>Nuclear Plants</source>
        <translation>Usinas Nucleares</translation>
    </message>
    <message>
        <source>Olympus Conference</source>
        <translation>Conferência do Olimpo</translation>
    </message>
    <message>
        <source>Optimal Aerobraking</source>
        <translation>Aerofrenagem Otimizada</translation>
    </message>
    <message>
        <source>Permafrost Extraction</source>
        <translation>Extração de Permafrost</translation>
    </message>
    <message>
        <source>PhoboLog</source>
        <translation>PhoboLog</translation>
    </message>
    <message>
        <source>Phobos Falls</source>
        <translation>Queda de Fobos</translation>
    </message>
    <message>
        <source>Physics Complex</source>
        <translation>Complexo de Física</translation>
    </message>
    <message>
        <source>Plantation</source>
        <translation>Plantação</translation>
    </message>
    <message>
        <source>Power Grid</source>
        <translation>Rede Elétrica</translation>
    </message>
    <message>
        <source>Power Infrastructure</source>
        <translation>Infraestrutura de Energia</translation>
    </message>
    <message>
        <source>Power Plant</source>
        <translation>Usina de Energia</translation>
    </message>
    <message>
        <source>Power Supply Consortium</source>
        <translation>Consórcio de Fornecimento de Energia</translation>
    </message>
    <message>
        <source>Protected Valley</source>
        <translation>Vale Protegido</translation>
    </message>
    <message>
        <source>Quantum Extractor</source>
        <translation>Extrator Quântico</translation>
    </message>
    <message>
        <source>Rad Suits</source>
        <translation>Trajes Antirradiação</translation>
    </message>
    <message>
        <source>Recycled Detritus</source>
        <translation>Detritos Reciclados</translation>
    </message>
    <message>
        <source>Redrafted Contracts</source>
        <translation>Contratos Reformulados</translation>
    </message>
    <message>
        <source>Regolith Eaters</source>
        <translation>Devoradores de Regolito</translation>
    </message>
    <message>
        <source>Release of Inert Gases</source>
        <translation>Liberação de Gases Inertes</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Pesquisa</translation>
    </message>
    <message>
        <source>Research Outpost</source>
        <translation>Posto de Pesquisa</translation>
    </message>
    <message>
        <source>Restructured Resources</source>
        <translation>Recursos Reestruturados</translation>
    </message>
    <message>
        <source>Satellite Farms</source>
        <translation>Fazendas de Satélite</translation>
    </message>
    <message>
        <source>Satellites</source>
        <translation>Satélites</translation>
    </message>
    <message>
        <source>Saturn Systems</source>
        <translation>Sistemas Saturno</translation>
    </message>
    <message>
        <source>Slash and Burn Agriculture</source>
        <translation>Agricultura de Corte e Queima</translation>
    </message>
    <message>
        <source>Small Animals</source>
        <translation>Pequenos Animais</translation>
    </message>
    <message>
        <source>Smelting</source>
        <translation>Fundição</translation>
    </message>
    <message>
        <source>Soil Warming</source>
        <translation>Aquecimento do Solo</translation>
    </message>
    <message>
        <source>Solar Power</source>
        <translation>Energia Solar</translation>
    </message>
    <message>
        <source>Solar Trapping</source>
        <translation>Captação Solar</translation>
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
        <translation>Aquecedores Espaciais</translation>
    </message>
    <message>
        <source>Space Station</source>
        <translation>Estação Espacial</translation>
    </message>
    <message>
        <source>Special Design</source>
        <translation>Projeto Especial</translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation>Patrocinadores</translation>
    </message>
    <message>
        <source>Standard Technology</source>
        <translation>Tecnologia Padrão</translation>
    </message>
    <message>
        <source>Steelworks</source>
        <translation>Aciaria</translation>
    </message>
    <message>
        <source>Strip Mine</source>
        <translation>Mina a Céu Aberto</translation>
    </message>
    <message>
        <source>Subterranean Reservoir</source>
        <translation>Reservatório Subterrâneo</translation>
    </message>
    <message>
        <source>Surface Mines</source>
        <translation>Minas de Superfície</translation>
    </message>
    <message>
        <source>Symbiotic Fungus</source>
        <translation>Fungo Simbiótico</translation>
    </message>
    <message>
        <source>Tardigrades</source>
        <translation>Tardígrados</translation>
    </message>
    <message>
        <source>Technology Demonstration</source>
        <translation>Demonstração de Tecnologia</translation>
    </message>
    <message>
        <source>Tectonic Stress Power</source>
        <translation>Energia de Tensão Tectônica</translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation>Teractor</translation>
    </message>
    <message>
        <source>Terraforming Ganymede</source>
        <translation>Terraformação de Ganimedes</translation>
    </message>
    <message>
        <source>Tharsis Republic</source>
        <translation>República de Tharsis</translation>
    </message>
    <message>
        <source>Think Tank</source>
        <translation>Laboratório de Ideias</translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation>ThorGate</translation>
    </message>
    <message>
        <source>Titanium Mine</source>
        <translation>Mina de Titânio</translation>
    </message>
    <message>
        <source>Toll Station</source>
        <translation>Posto de Pedágio</translation>
    </message>
    <message>
        <source>Towing a Comet</source>
        <translation>Rebocando um Cometa</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Entreposto Comercial</translation>
    </message>
    <message>
        <source>Trapped Heat</source>
        <translation>Calor Retido</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Árvores</translation>
    </message>
    <message>
        <source>Tropical Resort</source>
        <translation>Resort Tropical</translation>
    </message>
    <message>
        <source>Tundra Farming</source>
        <translation>Agricultura na Tundra</translation>
    </message>
    <message>
        <source>Underground City</source>
        <translation>Cidade Subterrânea</translation>
    </message>
    <message>
        <source>Undersea Vents</source>
        <translation>Fontes Hidrotermais Submarinas</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative</source>
        <translation>Iniciativa das Nações Unidas para Marte</translation>
    </message>
    <message>
        <source>United Planetary Alliance</source>
        <translation>Aliança Planetária Unida</translation>
    </message>
    <message>
        <source>Venture Capitalism</source>
        <translation>Capital de Risco</translation>
    </message>
    <message>
        <source>Vesta Shipyard</source>
        <translation>Estaleiro de Vesta</translation>
    </message>
    <message>
        <source>Viral Enhancers</source>
        <translation>Potencializadores Virais</translation>
    </message>
    <message>
        <source>Volcanic Pools</source>
        <translation>Lagos Vulcânicos</translation>
    </message>
    <message>
        <source>Water Import from Europa</source>
        <translation>Importação de Água de Europa</translation>
    </message>
    <message>
        <source>Wave Power</source>
        <translation>Energia das Ondas</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>Moinhos de Vento</translation>
    </message>
    <message>
        <source>Wood Burning Stoves</source>
        <translation>Fogões a Lenha</translation>
    </message>
    <message>
        <source>Work Crews</source>
        <translation>Equipes de Trabalho</translation>
    </message>
    <message>
        <source>Worms</source>
        <translation>Minhocas</translation>
    </message>
    <message>
        <source>Zeppelins</source>
        <translation>Zepelins</translation>
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
        <translation>Oxigênio</translation>
    </message>
    <message>
        <source>Oceans</source>
        <translation>Oceanos</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Índice de Terraformação</translation>
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
        <translation>Temperatura: {value} °C; Marte precisa de +8 °C.</translation>
    </message>
    <message>
        <source>Oxygen {value} %; Mars needs 14 %.</source>
        <translation>Oxigênio: {value}%; Marte precisa de 14%.</translation>
    </message>
    <message numerus="yes">
        <source>%n ocean tile(s) face down</source>
        <translation>
            <numerusform>%n peça de oceano virada para baixo</numerusform>
            <numerusform>%n peças de oceano viradas para baixo</numerusform>
        </translation>
    </message>
    <message>
        <source>Ocean {n}: not flipped yet.</source>
        <translation>Oceano {n}: ainda não virado.</translation>
    </message>
    <message>
        <source>Ocean {n}: flipped; its reward was {reward}.</source>
        <translation>Oceano {n}: virado; a recompensa foi {reward}.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>{n} MC</source>
        <translation>{n} M$</translation>
    </message>
    <message numerus="yes">
        <source>%n plant(s)</source>
        <translation>
            <numerusform>%n planta</numerusform>
            <numerusform>%n plantas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}, {b}</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Floresta</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Oceano</translation>
    </message>
    <message>
        <source>{num} {res}</source>
        <translation>{num} {res}</translation>
    </message>
    <message>
        <source>{project}: costs {price}.</source>
        <translation>{project}: custa {price}.</translation>
    </message>
    <message>
        <source>{project}: the parameter is at its maximum.</source>
        <translation>{project}: o parâmetro já está no máximo.</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Rodada {round}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Rodada {round} de {rounds}</translation>
    </message>
    <message>
        <source>Choosing corporations</source>
        <translation>Escolha de corporações</translation>
    </message>
    <message>
        <source>Planning</source>
        <translation>Planejamento</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Final da rodada</translation>
    </message>
    <message>
        <source>Mars advances</source>
        <translation>Marte avança</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>{phase} phase</source>
        <translation>Fase de {phase}</translation>
    </message>
    <message>
        <source>{phase}: played this round.</source>
        <translation>{phase}: fase já jogada nesta rodada.</translation>
    </message>
    <message>
        <source>{phase}: now.</source>
        <translation>{phase}: agora.</translation>
    </message>
    <message>
        <source>{phase}: later this round.</source>
        <translation>{phase}: mais tarde nesta rodada.</translation>
    </message>
    <message>
        <source>{phase}: nobody picked it this round.</source>
        <translation>{phase}: ninguém escolheu esta fase nesta rodada.</translation>
    </message>
    <message>
        <source>{phase}: the picks are revealed after planning.</source>
        <translation>{phase}: as escolhas são reveladas após o planejamento.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the project deck</source>
        <translation>
            <numerusform>%n carta no baralho de projetos</numerusform>
            <numerusform>%n cartas no baralho de projetos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the discard pile</source>
        <translation>
            <numerusform>%n carta na pilha de descarte</numerusform>
            <numerusform>%n cartas na pilha de descarte</numerusform>
        </translation>
    </message>
    <message>
        <source>Dummy hand</source>
        <translation>Mão fictícia</translation>
    </message>
    <message>
        <source>The solo dummy hand: one phase card is revealed each round.</source>
        <translation>A mão fictícia do modo solo: uma carta de fase é revelada a cada rodada.</translation>
    </message>
    <message>
        <source>The dummy plays {phase} this round.</source>
        <translation>A mão fictícia joga {phase} nesta rodada.</translation>
    </message>
    <message>
        <source>The dummy may still play {phase}.</source>
        <translation>A mão fictícia ainda pode jogar {phase}.</translation>
    </message>
    <message>
        <source>novice</source>
        <translation>iniciante</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avançado</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>especialista</translation>
    </message>
    <message numerus="yes">
        <source>%n left, {difficulty}</source>
        <translation>
            <numerusform>%n restante, {difficulty}</numerusform>
            <numerusform>%n restantes, {difficulty}</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand ({n})</source>
        <translation>Sua mão ({n})</translation>
    </message>
    <message>
        <source>Drawn: choose</source>
        <translation>Compradas: escolha</translation>
    </message>
    <message>
        <source>Corporations offered</source>
        <translation>Corporações oferecidas</translation>
    </message>
    <message>
        <source>Paying for</source>
        <translation>Pagando</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (você)</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>deve agir</translation>
    </message>
    <message>
        <source>picked</source>
        <translation>escolheu</translation>
    </message>
    <message>
        <source>choosing a corporation</source>
        <translation>escolhendo corporação</translation>
    </message>
    <message>
        <source>MC</source>
        <translation>M$</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Calor</translation>
    </message>
    <message>
        <source>Plants</source>
        <translation>Plantas</translation>
    </message>
    <message>
        <source>Card production</source>
        <translation>Produção de cartas</translation>
    </message>
    <message>
        <source>Steel value</source>
        <translation>Valor do aço</translation>
    </message>
    <message>
        <source>Titanium value</source>
        <translation>Valor do titânio</translation>
    </message>
    <message>
        <source>{what}: {value}</source>
        <translation>{what}: {value}</translation>
    </message>
    <message>
        <source>{what}: {value}, production {prod}</source>
        <translation>{what}: {value}, produção {prod}</translation>
    </message>
    <message>
        <source>TR {n}</source>
        <translation>IT {n}</translation>
    </message>
    <message>
        <source>VP {n}</source>
        <translation>PV {n}</translation>
    </message>
    <message>
        <source>Forests {n}</source>
        <translation>Florestas {n}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mão {n}</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Ícones: {tags}</translation>
    </message>
    <message>
        <source>{tag} {n}</source>
        <translation>{tag} {n}</translation>
    </message>
    <message>
        <source>no tags yet</source>
        <translation>nenhum ainda</translation>
    </message>
    <message>
        <source>{phase}: picked last round, locked this round.</source>
        <translation>{phase}: fase escolhida na rodada anterior, bloqueada nesta rodada.</translation>
    </message>
    <message>
        <source>{phase}: picked this round.</source>
        <translation>{phase}: fase escolhida nesta rodada.</translation>
    </message>
    <message>
        <source>{phase}</source>
        <translation>{phase}</translation>
    </message>
</context>
</TS>
