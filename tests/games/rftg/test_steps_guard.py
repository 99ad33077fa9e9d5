"""Every decision kind of RftG is a registered Step with a test of its own, and random playouts
reach only registered kinds.  Every step asks (none is forced or answerless): settling RftG is
then its phase machine alone (``Steps.simple``)."""

from pathlib import Path

from desktop.engine.bots import play_random_game
from desktop.engine.flow import Step
from desktop.games.rftg import GAME


def test_every_kind_has_a_step_module_test():
    here = Path(__file__).parent
    for kind in GAME.steps.kinds():
        module = kind.split(".", 1)[1]
        test = here / "steps" / f"test_{module}.py"
        assert test.exists(), kind
        assert f'"{kind}"' in test.read_text(encoding="utf-8"), kind
        assert (here.parents[2] / "desktop" / "games" / "rftg" / "steps" / f"{module}.py").exists()


def test_every_step_asks_and_none_is_forced():
    for kind in GAME.steps.kinds():
        step = GAME.steps[kind]
        assert step.asks, kind
        assert type(step).forced is Step.forced, kind
    assert GAME.steps.simple


def test_random_playouts_reach_only_registered_kinds():
    reached = set()

    def seen(st, seat, answer):
        reached.update(GAME.pending_kinds(st))

    for opts in GAME.conformance_options():
        for seed in range(2):
            play_random_game(GAME, opts, seed, on_answer=seen)
    assert reached <= set(GAME.steps.kinds())
    assert len(reached) >= 14


def test_the_lean_test_of_answers_agrees_with_the_lean_form():
    """``accepts`` (what check runs on every answer) says yes exactly when the answer fits
    ``legal`` (and, for a step that says so, ``refuse`` lets it pass): offered ids, sampled
    answers, and answers naming cards that are not offered; ``draw`` draws what
    ``sample`` draws over the lean form."""
    from desktop.engine.protocol import check_legal
    from desktop.engine.rng import Rng
    _STEP = GAME.steps.table

    rng = Rng.from_seed(7)
    checked = set()

    def probe(st, seat, answer):
        for s in GAME.to_act(st):
            e = GAME.entry(st, s)
            step = _STEP[e.kind]
            legal = step.legal(GAME, st, e)
            me = st.seats[s]
            cards = [f"card:{c}" for c in me.hand + me.tableau + me.explore]
            tries = []
            if legal.shape == "one":
                tries += list(legal.ids) + cards + ["pass", "done", "card:x", "card:01"]
                tries += [f"{c}/war" for c in cards] + [f"{c}/pay" for c in cards]
                for c in me.tableau:
                    tries += [f"power:{c}:{k}" for k in range(3)] + [f"wf:-1:{c}", f"daf:{c * 8}",
                                                                    f"draw:{c * 8 + 1}",
                                                                    f"wf:{c * 8}:{c}"]
            elif legal.shape == "some":
                for _ in range(4):
                    tries.append(GAME.sample_answer(st, s, rng))
                ids = list(legal.ids)
                tries += [ids[:legal.lo], ids[:legal.hi], ids[:legal.hi + 1], cards[:legal.lo],
                          [ids[0], ids[0]] if ids else [], tuple(ids[:legal.lo]), "card:1"]
            else:
                tries += [legal.lo, legal.hi, legal.lo - 1, legal.hi + 1, True, "1"]
            for a in tries:
                want = check_legal(legal, a, step.rule) is None
                if want and step.accepts_covers_refuse:
                    want = step.refuse(GAME, st, e, list(a) if type(a) is tuple else a) is None
                assert step.accepts(GAME, st, e, a) == want, (e.kind, a)
            # the direct draw is the draw over the lean form
            r1, r2 = rng.clone(), rng.clone()
            assert step.draw(GAME, st, e, r1) == step.sample(GAME, st, e, legal, r2), e.kind
            checked.add(e.kind)

    for opts in GAME.conformance_options():
        for seed in range(2):
            play_random_game(GAME, opts, 100 + seed, on_answer=probe)
    assert len(checked) >= 14


def test_the_fast_pending_reads_agree_with_the_generic_ones():
    """FlowGame's to_act and entry read the stack without building the heads; over RftG's
    blocks and follow-ups they say what desktop.engine.flow's heads and head_of say."""
    from desktop.engine.flow import head_of, heads

    seen = 0

    def probe(st, seat, answer):
        nonlocal seen
        assert GAME.to_act(st) == tuple(e.seat for e in heads(st.pending))
        for s in range(len(st.seats)):
            assert GAME.entry(st, s) is head_of(st.pending, s)
        seen += 1

    for opts in GAME.conformance_options():
        play_random_game(GAME, opts, 3, on_answer=probe)
    assert seen > 1000
