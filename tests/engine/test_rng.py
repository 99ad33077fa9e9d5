from collections import Counter

from desktop.engine.rng import Rng


def test_same_seed_same_sequence_and_clone_continues_identically():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.next_u32() for _ in range(50)] == [b.next_u32() for _ in range(50)]
    c = a.clone()
    assert [a.randbelow(1000) for _ in range(20)] == [c.randbelow(1000) for _ in range(20)]


def test_different_seeds_differ():
    assert [Rng.from_seed(1).next_u32() for _ in range(3)] != [Rng.from_seed(2).next_u32() for _ in range(3)]


def test_randbelow_stays_in_range_and_covers_it():
    r = Rng.from_seed(7)
    counts = Counter(r.randbelow(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(800 < c < 1200 for c in counts.values()), counts


def test_shuffle_is_a_permutation_and_state_is_one_int():
    r = Rng.from_seed(3)
    xs = list(range(30))
    r.shuffle(xs)
    assert sorted(xs) == list(range(30)) and xs != list(range(30))
    assert isinstance(r.state, int) and 0 <= r.state < 2**64


def test_randint_inclusive_bounds():
    r = Rng.from_seed(9)
    seen = {r.randint(1, 3) for _ in range(200)}
    assert seen == {1, 2, 3}
