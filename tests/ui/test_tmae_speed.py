"""Speed of the TM:AE table (pytest-benchmark; disabled in normal runs, where it runs once).

Answer-to-repainted-table in a late 4-seat game, in a 1920x1080 window: the engine's answer,
the view, the layout, the scene update, the decision bar and the synchronous repaint of the
table's viewport, over 50 answers.  Median and 95th percentile go to ``extra_info`` and are
printed (``pytest tests/ui/test_tmae_speed.py --benchmark-enable -s``).  No timed assertion.
"""

from __future__ import annotations

import statistics
import time

from desktop.engine import registry
from desktop.engine.rng import Rng
from desktop.engine.session import Player, Session
from tests.ui.test_tmae_table import advance, greedy

ANSWERS = 50


def test_answer_to_repainted_table_late_four_seat_game(window, benchmark, qapp):
    game = registry.get("tmae")
    # one person at the screen (seat 0's view all along, no curtain), three more seats whose
    # answers this test gives itself: every answer repaints the same table
    session = Session(game, game.options(seats=4), 7,
                      [Player("Ana"), Player("Bo", "bot"), Player("Cy", "bot"), Player("Di", "bot")])
    rng = Rng.from_seed(3)
    advance(session, 250, rng)  # round 13 or so: full tableaux
    assert session.outcome() is None
    window.resize(1920, 1080)
    window.start_session(session)
    page = window.table
    page._bot_timer.stop()
    qapp.processEvents()
    page.view.refit()
    qapp.processEvents()
    viewport = page.view.viewport()
    parts: dict[str, list[float]] = {"engine": [], "refresh": [], "paint": [], "total": []}

    def run():
        for _ in range(ANSWERS):
            if session.outcome() is not None:
                break
            seat = session.to_act()[0]
            answer = greedy(game, session.state, seat, rng)
            t0 = time.perf_counter()
            session.answer(seat, answer)
            t1 = time.perf_counter()
            page.refresh()  # view + layout + scene update + decision bar
            page._bot_timer.stop()
            t2 = time.perf_counter()
            viewport.repaint()  # synchronous paint of the table
            t3 = time.perf_counter()
            for k, v in (("engine", t1 - t0), ("refresh", t2 - t1), ("paint", t3 - t2), ("total", t3 - t0)):
                parts[k].append(v * 1000)

    benchmark.pedantic(run, rounds=1, iterations=1)
    total = parts["total"]
    assert len(total) >= 10 and page.scene.item("seat:0") is not None
    q = statistics.quantiles(total, n=20)
    info = {"answers": len(total), "median_ms": statistics.median(total), "p95_ms": q[18],
            "items": len(page.scene.object_ids()), "viewport": f"{viewport.width()}x{viewport.height()}"}
    for k in ("engine", "refresh", "paint"):
        info[f"{k}_median_ms"] = statistics.median(parts[k])
    benchmark.extra_info.update(info)
    print("\ntmae answer-to-repainted-table:", {k: round(v, 2) if isinstance(v, float) else v
                                                for k, v in info.items()})
