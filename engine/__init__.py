"""Pure logic over the law text: the rules engine for auction irregularities and play."""
