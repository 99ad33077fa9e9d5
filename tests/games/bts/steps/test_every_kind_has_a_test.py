"""Every registered step kind is named by a test module here."""

from pathlib import Path

from desktop.games.bts.steps import STEPS


def test_every_kind_is_tested():
    here = Path(__file__).parent
    text = "".join(p.read_text(encoding="utf-8") for p in here.glob("test_*.py")
                   if p.name != Path(__file__).name)
    assert [k for k in STEPS.kinds() if k not in text] == []
