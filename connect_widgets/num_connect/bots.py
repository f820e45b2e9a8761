class HeuristicBot:
    pass
