"""The rules engine for auction irregularities (Laws 19-39, 41A): ``rule(text) -> Ruling``."""
