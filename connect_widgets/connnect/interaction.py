class ConnnectInteraction: pass
