"""The bundle's entry script: what ``tabula`` (the console script) runs, frozen."""

import multiprocessing
import sys

from desktop.__main__ import main

if __name__ == "__main__":
    # a helper process of the hard level's search (desktop/engine/ai/helper.py) is this same
    # executable started by multiprocessing's spawn: freeze_support runs it, not the app
    multiprocessing.freeze_support()
    sys.exit(main())
