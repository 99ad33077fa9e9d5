"""The only source of chance: a small PCG32 generator whose whole state is one int.

It lives inside each game's state, so saving, cloning and replaying a game reproduce every
draw, shuffle and roll.  No game may import ``random`` or read the clock.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_INC = 1442695040888963407


def _splitmix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK64
    return x ^ (x >> 31)


@dataclass(slots=True)
class Rng:
    """PCG32 (XSH-RR).  ``state`` is the whole generator: copy it and you copy the future."""

    state: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(_splitmix64(seed & _MASK64))

    def clone(self) -> "Rng":
        return Rng(self.state)

    def next_u32(self) -> int:
        old = self.state
        self.state = (old * _MULT + _INC) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def randbelow(self, n: int) -> int:
        """Uniform in ``0 .. n-1`` (no modulo bias)."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        if n == 1:
            return 0
        threshold = (1 << 32) % n
        while True:
            r = self.next_u32()
            if r >= threshold:
                return r % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform in ``lo .. hi`` inclusive."""
        return lo + self.randbelow(hi - lo + 1)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randbelow(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.randbelow(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def fork(self) -> "Rng":
        """An independent generator derived from this one (advances this one)."""
        return Rng(_splitmix64((self.next_u32() << 32) | self.next_u32()))
