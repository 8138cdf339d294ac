import random


def choose(rules, state, seat, *, seed):
    return random.Random(seed).choice(rules.legal_actions(state, seat)).id
