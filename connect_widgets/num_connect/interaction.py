class NumConnectInteraction:
    pass
