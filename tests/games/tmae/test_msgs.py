"""The log's messages and events built directly (``msgs.msg`` / ``msgs.event``) are the very
objects the protocol's dataclasses build."""

from dataclasses import fields

from desktop.engine.protocol import Event, Msg
from desktop.games.tmae import msgs
from desktop.games.tmae.msgs import PASS, RULE_ORDER, card_name, event, msg, player_name


def test_msg_is_the_templates_msg():
    m = msg(msgs.PLAYS, player=player_name(1), card=card_name(3), mc=7)
    assert type(m) is Msg and m == msgs.PLAYS(player=player_name(1), card=card_name(3), mc=7)
    assert (m.context, m.text, dict(m.args), m.n) == ("tmae", msgs.PLAYS.text,
                                                      {"player": player_name(1), "card": card_name(3), "mc": 7}, None)
    assert hash(m) == hash(Msg("tmae", msgs.PLAYS.text, dict(m.args)))


def test_event_is_the_protocols_event():
    m = msg(PASS, player=player_name(0))
    assert [f.name for f in fields(Event)] == list(msgs._E_FIELDS)
    for args, kw in [((m,), {}), ((m, RULE_ORDER, 0), {}),
                     ((m,), dict(rule=RULE_ORDER, seat=1, reveals=True, private_to=1, objects=("card:3",),
                                 unconfirmed=True))]:
        e, ref = event(*args, **kw), Event(*args, **kw)
        assert type(e) is Event and e == ref and hash(e) == hash(ref) and repr(e) == repr(ref)
        assert all(getattr(e, f.name) == getattr(ref, f.name) for f in fields(Event))


def test_lean_is_the_protocols_legal():
    from desktop.engine.protocol import Legal
    from desktop.games.tmae.steps import base
    assert [f.name for f in fields(Legal)] == list(base._L_FIELDS)
    for args in [("one", ("a", "b")), ("some", ("card:1", "card:2"), 1, 2), ("number", (), 0, 7), ("one",)]:
        x, ref = base.lean(*args), Legal(*args)
        assert type(x) is Legal and x == ref and hash(x) == hash(ref) and repr(x) == repr(ref)


def test_the_log_entries_built_once_are_the_ones_built_each_time():
    for (seat, ph), e in msgs.PICKED_EVENTS.items():
        assert e == Event(msgs.PICKED(player=player_name(seat), phase=msgs.PHASE_MSGS[ph]), msgs.RULE_PICK, seat,
                          reveals=True, objects=(f"phase:{seat}:{ph}",))
    for ph, e in msgs.PHASE_EVENTS.items():
        assert e == Event(msgs.PHASE(phase=msgs.PHASE_MSGS[ph]), RULE_ORDER)
    for seat, e in enumerate(msgs.PASS_EVENTS):
        assert e == Event(PASS(player=player_name(seat)), RULE_ORDER, seat)
