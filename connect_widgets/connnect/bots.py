class HeuristicBot: pass
