"""The bundle's entry script: what ``tabula`` (the console script) runs, frozen."""

import sys

from desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
