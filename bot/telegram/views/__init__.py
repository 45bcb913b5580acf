"""Pure views: domain data in, Telegram HTML and keyboards out (no sending here)."""
