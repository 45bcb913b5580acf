"""``python -m bot.cli`` is ``bridge-laws``."""

import sys

from bot.cli import main

sys.exit(main())
