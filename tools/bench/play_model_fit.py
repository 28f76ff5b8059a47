"""Learn the reading's play model (game/hearts/ai/play_model.py) from four Hards' self-play.

    nice python tools/bench/play_model_fit.py --hands 600 --seed 11 --test-hands 200 --test-seed 12 \
        --cache /tmp/play_model_hands.jsonl --write

Plays ``--hands`` single hands of four shipped Hards (``policy_fit.played_hand``; kept in
``--cache``, so a second run refits without replaying), and at every play with two or more
legal cards records the features of each legal card and the one played.  The weights of
each kind of play (lead, follow, discard) are the maximum of the conditional-logit
likelihood with a small ridge (Newton's method, numpy: here only, never at run time).  On
the ``--test-hands`` (another seed) it prints, per kind of play, how often the model's
likeliest card and the rollout policy's card were the one played (top-1), and the mean
log-likelihood of the card played under the model and under the reading's model of the
policy ("the policy's card with chance p, else any other legal card alike", p fitted on
the training hands), and under a uniform choice.  ``--write`` writes the data file.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

import numpy as np

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.hearts.ai.fastsim import policy  # noqa: E402
from game.hearts.ai.inference import play_kind, public_moments  # noqa: E402
from game.hearts.ai.play_model import FILE, NAMES, PlayModel, features  # noqa: E402
from game.hearts.bits import legal_mask  # noqa: E402
from game.hearts.rules import Rules  # noqa: E402
from tools.bench.policy_fit import played_hand  # noqa: E402

KINDS = ("lead", "follow", "discard")
LEVELS = ["hard", "hard", "hard", "hard"]
#: One recorded hand: (leader, cards) of each trick, and each seat's cards after the pass.
Hand = tuple[list[tuple[int, list[int]]], list[int]]
#: One choice: its legal cards' features, the index of the card played, whether it was the policy's.
Choice = tuple[list[list[float]], int, bool]


def hands(seed: int, count: int, cache: Path | None) -> list[Hand]:
    """Hands 0..count-1 of the run ``seed`` by four Hards, from ``cache`` where it has them."""
    got: dict[tuple[int, int], Hand] = {}
    if cache is not None and cache.exists():
        for line in cache.read_text().splitlines():
            row = json.loads(line)
            got[row["seed"], row["deal"]] = ([(t[0], t[1]) for t in row["tricks"]], row["held"])
    out = []
    for d in range(count):
        if (seed, d) not in got:
            m, held = played_hand(LEVELS, seed, d)
            tricks = [(t.leader, [c.index for c in t.cards]) for t in m.view(0).tricks]
            got[seed, d] = (tricks, held)
            if cache is not None:
                with cache.open("a") as f:
                    f.write(json.dumps({"seed": seed, "deal": d, "tricks": tricks, "held": held}) + "\n")
        out.append(got[seed, d])
    return out


def choices(recorded: list[Hand]) -> list[list[Choice]]:
    """Per kind of play, every choice of two or more legal cards in ``recorded``."""
    rules = Rules()
    out: list[list[Choice]] = [[], [], []]
    for tricks, held0 in recorded:
        held = list(held0)
        dealt = held[0] | held[1] | held[2] | held[3]
        for seat, c, cur, leader, broken, first, remaining, threat, voids in public_moments(tricks, rules):
            h = held[seat]
            allowed = legal_mask(h, cur, broken, first, rules)
            if allowed & (allowed - 1):
                cards = [x for x in range(52) if allowed >> x & 1]
                feats = [features(x, cur, leader, remaining, threat, voids) for x in cards]
                hit = policy(h, cur, leader, seat, broken, first, rules, remaining & dealt & ~h, threat, voids) == c
                out[play_kind(c, cur)].append((feats, cards.index(c), hit))
            held[seat] = h & ~(1 << c)
    return out


def fit(data: list[Choice], ridge: float, steps: int = 30) -> list[float]:
    """The conditional-logit weights that best explain ``data`` (Newton's method with a ridge)."""
    d = len(data[0][0][0])
    w = np.zeros(d)
    xs = [np.array(f) for f, _, _ in data]
    for _ in range(steps):
        grad = -ridge * w
        hess = -ridge * np.eye(d)
        for x, (_, i, _) in zip(xs, data, strict=True):
            s = x @ w
            p = np.exp(s - s.max())
            p /= p.sum()
            mean = p @ x
            grad += x[i] - mean
            hess -= (x * p[:, None]).T @ x - np.outer(mean, mean)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return [float(v) for v in w]


def report(model: PlayModel, train: list[list[Choice]], test: list[list[Choice]]) -> None:
    """Per kind of play, on ``test``: top-1 and mean log-likelihood, model against policy and uniform."""
    print("| kind | choices | legal cards | top-1 model | top-1 policy | log-lik model | log-lik policy | log-lik uniform |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for kind in range(3):
        p = sum(hit for _, _, hit in train[kind]) / max(1, len(train[kind]))
        n = len(test[kind])
        if not n:
            continue
        top = ll = llp = llu = legal = 0.0
        for feats, i, hit in test[kind]:
            k = len(feats)
            scores = [model.score(kind, f) for f in feats]
            best = max(range(k), key=lambda j: scores[j])
            top += best == i
            hi = max(scores)
            ll += scores[i] - hi - math.log(sum(math.exp(s - hi) for s in scores))
            llp += math.log(p) if hit else math.log((1 - p) / (k - 1))
            llu -= math.log(k)
            legal += k
        pol = sum(hit for _, _, hit in test[kind]) / n
        print(f"| {KINDS[kind]} | {n} | {legal / n:.2f} | {top / n:.1%} | {pol:.1%} | {ll / n:.3f} | {llp / n:.3f} "
              f"| {llu / n:.3f} |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=600)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--test-hands", type=int, default=200)
    ap.add_argument("--test-seed", type=int, default=12)
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--cache", type=Path, default=None, help="a JSON-lines file of recorded hands, read and added to")
    ap.add_argument("--write", action="store_true", help="write game/hearts/ai/data/" + FILE)
    args = ap.parse_args()
    if args.hands < 1 or args.test_hands < 0:
        ap.error("--hands must be at least 1 and --test-hands at least 0")
    train = choices(hands(args.seed, args.hands, args.cache))
    test = choices(hands(args.test_seed, args.test_hands, args.cache))
    model = PlayModel(tuple(fit(train[k], args.ridge) for k in range(3)))  # type: ignore[arg-type]
    for k in range(3):
        print(KINDS[k], ", ".join(f"{n} {w:+.2f}" for n, w in zip(NAMES[k], model.weights[k], strict=True)))
    report(model, train, test)
    if args.write:
        out = Path(__file__).resolve().parents[2] / "game" / "hearts" / "ai" / "data" / FILE
        out.write_text(model.to_json(), encoding="utf-8")
        print("wrote", out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
