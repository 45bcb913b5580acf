"""Front ends of bridge-laws: the command line, the console chat and the Telegram bot."""
