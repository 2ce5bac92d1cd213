r"""
verify.py: does a model's final answer to a MATH problem equal the reference? It is the RLVR reward, so a
false "correct" teaches the model to game it, a false "wrong" wastes a good answer, and a hang stalls training.

    python verify.py "so it is \boxed{\frac12}." "0.5"   # each step and the verdict
    python verify.py --jsonl samples.jsonl             # re-grade the fields response, answer: accuracy

How: take the last \boxed{} (no box, no reward), clean the LaTeX (normalize), compare strings, and plain
numbers as exact fractions; only the rest goes to SymPy through our own small LaTeX parser (no eval), under a
time limit: exact difference, then 30-digit values at a few points (RTOL), then simplify. Decisions: `x=5` =
`5` and `y=2x+1` = `2x+1` (a one-letter left side goes); equations are equal up to a constant factor; `50\%` =
`50` != `0.5`; `90^\circ` = `90` != `\frac{\pi}{2}`; `1,000` = 1000; bases compare as written, `52_8` = `52`
!= `42`; `(C)` = `C`; words are case-insensitive text; a bare list `1, 2` is a set (`1 \pm 2` is {3, -1});
bracketed ones are ordered and the brackets must match: `(1,2]` != `[1,2]`, `(1,2)` != `1, 2`; decimals are
exact (`0.3333` != `\frac13`) and match an irrational only within RTOL (`3.14` != `\pi`).
"""
import concurrent.futures
import json
import os
import re
import signal
import subprocess
import sys
import threading
from fractions import Fraction
from itertools import accumulate

TIMEOUT = 1.0        # seconds of SymPy per comparison; past it the answer counts as wrong
RTOL = 1e-9          # relative tolerance of the numeric check
MAX_LEN = 1000       # longer answers compare as strings only (nobody boxes 1000 characters of math)
MAX_DEPTH = 40       # deeper bracket nesting is refused before parsing
MAX_DIGITS = 10_000  # refuse powers and factorials with more digits: big-integer math ignores alarms

# -----------------------------------------------------------------------------
# extraction: the content of the last \boxed{}


def extract_answer(text, fallback=False):
    r"""The last \boxed{...} or \fbox{...} (or `\boxed 5`); None if absent or unclosed (truncated output).
    fallback=True: without a box, the last number, to evaluate models that don't box."""
    text = text if isinstance(text, str) else ""
    boxes = list(re.finditer(r"\\(?:boxed|fbox)(?![a-zA-Z])\s*", text))
    if boxes:
        i = boxes[-1].end()
        if text[i:i + 1] != "{":  # `\boxed 5`: the box holds one token
            return re.match(r"[^\s$]*", text[i:])[0] or None
        for j, depth in enumerate(accumulate({"{": 1, "}": -1}.get(c, 0) for c in text[i:])):
            if depth == 0:
                return text[i + 1:i + j]
        return None
    numbers = re.findall(r"-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|-?\.\d+", text) if fallback else []
    return (numbers or [None])[-1]

# -----------------------------------------------------------------------------
# normalization: the LaTeX cleanup MATH answers need, so that most pairs compare as strings


_REPLACE = {"\u2212": "-", "\u00d7": "\\times ", "\u00b7": "\\cdot ", "\u03c0": "\\pi ", "\u221a": "\\sqrt ",
            "\u221e": "\\infty ", "\u00b1": "\\pm ", "\u00b0": "^\\circ", "\\dfrac": "\\frac", "\\tfrac": "\\frac",
            "\\varnothing": "\\emptyset", "\\mp": "\\pm",  # as a set of solutions, a \mp b is a \pm b
            **{f"\\{c}{{": "\\text{" for c in ("mbox", "textbf", "textrm", "mathrm", "mathbf")}}  # all are text
_UNITS = r"(?:square\s+)?(?:units?|degrees?|cents?|dollars?|inch(?:es)?|feet|cm|meters?|miles?|hours?|days?)"
_BASE = re.compile(r"(\d[0-9A-Z]*)_\{?(\d+)\}?")  # a number in another base: 52_8, 4210_{5}
# `x=5` -> `5`, `x\in[1,2]` -> `[1,2]`: a one-letter left side (and no other `=`) names the answer
_VAR = re.compile(r"^[a-zA-Z](?:_\{?\w+\}?)?(?:=|\\in(?![a-zA-Z]))(?!.*=)")
_WORD = re.compile(r"(?<![\\{a-zA-Z])[a-zA-Z]{3,}")  # a word: not a \command, not math like {abc}


def normalize(answer):
    """The canonical string of an answer, so that most equal answers compare equal as strings."""
    s = str(answer).strip()
    for a, b in _REPLACE.items():
        s = s.replace(a, b)
    s = re.sub(r"\\left(?![a-zA-Z])|\\right(?![a-zA-Z])|\\displaystyle|(?<!\\)\\[,!;: ]|\\q?quad", " ", s)
    s = re.sub(r"\^\s*\{?\s*\\circ\s*\}?|\\circ|\\?[%$]", "", s)  # degrees, percent, dollars
    # units after the answer: words in \text, or common bare ones, with their power (`864 \mbox{ inches}^2`)
    s = re.sub(r"(?<=[\w}])\s*(?:\\text\{\s*[a-zA-Z][a-zA-Z .]*\}|\b" + _UNITS + r")(?:\^\{?\d\}?)?\s*\.?$", "", s)
    s = re.sub(r"\\text\{\s*(?:and|or)\s*\}|\s+(?:and|or)\s+", ",", s)
    s = re.sub(r"\\text\{([^{}]*)\}", r"\1", s)
    s = re.sub(r"\s+", " ", s.replace("**", "^")).strip()
    s = re.sub(r"(\\[a-zA-Z]+ )(?=[a-zA-Z])| ", lambda m: m[1] or "", s)  # drop spaces, keep `\cot x`
    s = s.rstrip(".").replace("{,}", ",")
    s = s.replace(",", "") if re.fullmatch(r"-?\d{1,3}(,\d{3})+(\.\d+)?", s) else s  # 1,000 is 1000; (1,2) a pair
    s = re.sub(r"\\(frac|sqrt)([0-9a-zA-Z])", r"\\\1{\2}", s)  # \frac12 -> \frac{1}2
    s = re.sub(r"(\\frac\{[^{}]*\})([0-9a-zA-Z])", r"\1{\2}", s)  # -> \frac{1}{2}
    s = re.sub(r"(?<!\d)\.(?=\d)", "0.", s)
    m = re.fullmatch(r"(-?)(\d+)\\frac\{(\d+)\}\{(\d+)\}", s)  # a mixed number: 1\frac{4}{5} = 9/5
    s = f"{m[1]}\\frac{{{int(m[2]) * int(m[4]) + int(m[3])}}}{{{m[4]}}}" if m and int(m[3]) < int(m[4]) else s
    s = re.sub(r"^\(?([A-Z])\)?$|^\(([a-z])\)$", lambda m: (m[1] or m[2]).upper(), _VAR.sub("", s))  # (C), (c) -> C
    return s.lower() if re.fullmatch(r"[a-zA-Z]{2,}", s) else s

# -----------------------------------------------------------------------------
# LaTeX -> SymPy: a small recursive-descent parser


_TOKEN = re.compile(r"\\[a-zA-Z]+|\d+(?:\.\d+)?|\S")
_FUNCS = dict(sin="sin", cos="cos", tan="tan", cot="cot", sec="sec", csc="csc", log="log", exp="exp", ln="log",
              arcsin="asin", arccos="acos", arctan="atan")  # LaTeX name -> SymPy name (SymPy: see to_sympy)
_CONST = {"\\pi": "pi", "\\infty": "oo", "i": "I", "e": "E"}  # i and e as MATH uses them
_CLOSE = {"(": ")", "[": "]", "{": "}", "|": "|"}


def _pow(base, exp):
    """base**exp, refusing values too big to compute in time (2^{2^{100}})."""
    if exp.is_Number and abs(exp) > 1 and not (base.is_Number and abs(base) <= 1):
        bits = max(abs(base.p).bit_length(), abs(base.q).bit_length()) if base.is_Rational else 1
        if abs(exp) * max(bits * 0.302, 1) > MAX_DIGITS:
            raise ValueError(f"power too large to evaluate: {base}^{exp}")
    return base ** exp


class _Parser:
    r"""expr = term {+|- term}; term = power {[*|/|\cdot|\times|\div|implicit] power};
    power = +|- power | atom {!} [^ power]: so -x^2 = -(x^2) and a^b^c = a^(b^c)."""

    def __init__(self, s):
        self.toks, self.i = _TOKEN.findall(s), 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else ""

    def take(self, want=None):
        t = self.peek()
        if not t or want not in (None, t):
            raise ValueError(f"expected {want or 'more'!r}, got {t or 'the end'!r}")
        self.i += 1
        return t

    def expr(self):
        e = self.term()
        while self.peek() in ("+", "-"):
            e = e + self.term() if self.take() == "+" else e - self.term()
        return e

    def term(self):
        e = self.power()
        while self.peek() and self.peek() not in ")]}|+-":  # implicit products too: 2\sqrt{3}, (a+5)(b+2)
            t = self.take() if self.peek() in ("*", "/", "\\cdot", "\\times", "\\div") else "*"
            e = e / self.power() if t in ("/", "\\div") else e * self.power()
        return e

    def power(self):
        if self.peek() in ("+", "-"):
            return -self.power() if self.take() == "-" else self.power()
        e = self.atom()
        while self.peek() == "!" and self.take():  # n!, refused (nan) where it would take too long
            e = sympy.nan if e.is_Integer and e > 1000 else sympy.factorial(e)
        return _pow(e, self.power()) if self.peek() == "^" and self.take() else e

    def atom(self):
        t = self.take()
        if t in _CLOSE:  # a group; |x| is the absolute value
            e = self.expr()
            self.take(_CLOSE[t])
            return sympy.Abs(e) if t == "|" else e
        if t[0].isdigit():
            return sympy.Rational(t) if "." in t else sympy.Integer(t)  # exact: 0.1 + 0.2 == 0.3
        if t in _CONST:
            return getattr(sympy, _CONST[t])
        if t == "\\frac":
            return self.atom() / self.atom()
        if t == "\\sqrt":  # \sqrt[3]{x}: the [3] is read as a group; \sqrt[3]{-8} is -2, the real root
            n = self.atom() if self.peek() == "[" else 2
            r = self.atom()
            return sympy.real_root(r, n) if r.is_number else sympy.root(r, n)
        if t[1:] in _FUNCS:  # \sin^2 x, \sin(x), and `\sin 2x` = sin(2x): a bare argument runs to an operator
            exp = self.atom() if self.peek() == "^" and self.take() else sympy.S.One
            bare = self.peek() not in _CLOSE
            arg = self.power() if bare else self.atom()
            while bare and self.peek()[:1].isalnum():
                arg = arg * self.power()
            return _pow(getattr(sympy, _FUNCS[t[1:]])(arg), exp)
        if t.lstrip("\\").isalpha():  # a variable: x, x_1, a_{n+1}, \theta (any other command too)
            sub = "_" + str(self.atom()) if self.peek() == "_" and self.take() else ""
            return sympy.Symbol(t.lstrip("\\") + sub)
        raise ValueError(f"cannot read {t!r}")


def to_sympy(s):
    """The SymPy value of one normalized LaTeX expression; ValueError when it can't be read."""
    globals()["sympy"] = __import__("sympy")  # loaded on first use: a trainer grading in workers never loads it
    p = _Parser(s)
    e = p.expr()
    if p.peek() or e.has(sympy.nan, sympy.zoo):
        raise ValueError(f"cannot read {s!r} (stopped at {p.peek()!r})")
    return e

# -----------------------------------------------------------------------------
# comparison: string and number checks, then structures, then SymPy


def _as_number(s):
    r"""Fraction for `-12`, `0.25`, `3/4`, `-\frac{3}{4}`; None for anything else (that is SymPy's job)."""
    m = re.fullmatch(r"(-?)\\frac\{(\d+)\}\{([1-9]\d*)\}|-?\d+(?:\.\d+|/[1-9]\d*)?", s)
    return None if not m else Fraction(int(m[1] + m[2]), int(m[3])) if m[2] else Fraction(s)


def _depths(s):
    """Bracket depth after each character; an interval's (a,b] opens once and closes once."""
    return list(accumulate((c in "([{") - (c in ")]}") for c in s))


def _fast_equal(a, b):
    """Verdict on two normalized answers without SymPy, or None when SymPy must decide."""
    if not a or not b or a == b:
        return bool(a) and a == b
    if max(len(a), len(b)) > MAX_LEN or max(_depths(a) + _depths(b)) > MAX_DEPTH:
        return False  # refused before parsing: junk, or nesting that would blow the stack
    m, n = _BASE.fullmatch(a), _BASE.fullmatch(b)
    if m or n:  # a number in another base: the same digits as written (`52_8` = `52` != `42`), no other base
        return (m[1] if m else a) == (n[1] if n else b) and not (m and n and m[2] != n[2])
    x, y = _as_number(a), _as_number(b)
    if x is not None and y is not None:
        return x == y
    if _WORD.search(a) or _WORD.search(b):
        return False  # text: as products of letters, `Evelyn` would equal `Evenly`
    return None


def _split_top(s, sep):
    """Split s at each sep outside brackets."""
    depths, parts, start = [0] + _depths(s), [], 0
    for i in range(len(s)):
        if i >= start and depths[i] == 0 and s.startswith(sep, i):
            parts.append(s[start:i])
            start = i + len(sep)
    return parts + [s[start:]]


def _structure(s):
    """The answer as a tree: ('union'|'set', items), ('seq', brackets, items), ('eq', l, r) or ('expr', s)."""
    m = re.fullmatch(r"\\begin\{([pbBvV]?matrix)\}(.*)\\end\{\1\}", s)
    if m:
        rows = [("seq", "row", [_structure(c) for c in _split_top(r, "&")]) for r in _split_top(m[2], "\\\\")]
        return ("seq", "matrix", rows)
    if len(_split_top(s, "\\cup")) > 1:
        return ("union", [_structure(p) for p in _split_top(s, "\\cup")])
    if s.startswith("\\{") and s.endswith("\\}"):
        s = s[2:-2]  # a set, compared like a bare list
    if s[:1] in "([" and s[-1:] in ")]" and min(_depths(s[:-1])) > 0 and len(_split_top(s[1:-1], ",")) > 1:
        return ("seq", s[0] + s[-1], [_structure(x) for x in _split_top(s[1:-1], ",")])
    items = [_VAR.sub("", x) for x in _split_top(s, ",")]
    if len(items) > 1 or "\\pm" in s:  # a bare list is a set; a \pm b is the set {a+b, a-b}
        items = [x.replace("\\pm", sign, 1) for x in items for sign in ("+-" if "\\pm" in x else "+")]
        return ("set", [_structure(x) for x in items])
    sides = _split_top(s, "=")
    return ("eq", *sides) if len(sides) == 2 else ("expr", s)


def _sympy_equal(x, y):
    """Exact difference, then 30-digit values at three points of mixed sign, then simplify."""
    d = x - y
    if x == y or d.is_Number:
        return x == y or d == 0
    points = [{v: sympy.Rational((-1) ** (j + k) * (17 + 13 * j + 7 * k), 11)  # mixed signs, never 0 or 1
               for k, v in enumerate(sorted(d.free_symbols, key=str))} for j in range(3 if d.free_symbols else 1)]
    values = [[abs(sympy.N(e.subs(p), 30)) for e in (d, x, y)] for p in points]
    if all(v.is_number and v.is_finite for row in values for v in row):  # else undefined at a point
        return all(bool(dv <= RTOL * max(xv, yv)) for dv, xv, yv in values)
    return sympy.simplify(d) == 0


def _match(p, q):
    """Equal structures: the same kind, elements equal in order (seq) or in any order (set, union)."""
    if p[0] != q[0]:
        return False
    try:
        if p[0] == "expr":
            return p[1] == q[1] or _sympy_equal(to_sympy(p[1]), to_sympy(q[1]))
        if p[0] == "eq":  # the same equation up to a nonzero constant factor: y=2x+3 <=> 2x-y+3=0
            d, e = (to_sympy(lhs) - to_sympy(rhs) for lhs, rhs in (p[1:], q[1:]))
            ratio = sympy.cancel(d / e)
            return _sympy_equal(d, e) or bool(ratio.is_number and ratio != 0 and ratio.is_finite)
    except Exception:  # unreadable or undefined; the strings were already compared
        return False
    if p[0] == "seq":
        return p[1] == q[1] and len(p[2]) == len(q[2]) and all(map(_match, p[2], q[2]))
    left = list(q[1])  # sets and unions: greedy matching is exact, as equality is transitive
    for a in p[1]:
        j = next((j for j, b in enumerate(left) if _match(a, b)), None)
        if j is None:
            return False
        left.pop(j)
    return not left

# -----------------------------------------------------------------------------
# time limits: an alarm in-process, and worker processes that are killed when they overrun


class _Timeout(BaseException):
    """Raised by the alarm; a BaseException so that SymPy's `except Exception` can't swallow it."""


def _on_alarm(signum, frame):
    raise _Timeout()


def _limited(a, b, timeout):
    """Whether normalized answers a and b match; False past `timeout` seconds or on any error."""
    if not hasattr(signal, "SIGALRM") or threading.current_thread() is not threading.main_thread():
        return _pool_equal([(a, b)], 1, timeout)[0]  # alarms reach only the main thread; a process can be killed
    to_sympy("0")  # loads SymPy before the alarm starts: the first import takes ~0.5 s
    old = signal.signal(signal.SIGALRM, _on_alarm)
    try:
        try:
            signal.setitimer(signal.ITIMER_REAL, max(timeout, 1e-3))  # 0 would mean no limit
            return _match(_structure(a), _structure(b))
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except (Exception, _Timeout):  # also catches an alarm that lands in the finally above
        return False
    finally:
        signal.signal(signal.SIGALRM, old or signal.SIG_DFL)  # None: it was set outside Python


_workers = []  # `python verify.py --worker` processes (or None), started when first needed and reused
_workers_lock = threading.Lock()


def _ask(w, pair, timeout):
    """_limited(*pair) in worker w, killed if it overruns (C code ignores alarms) and replaced when next needed."""
    p = _workers[w]
    if p is None or p.poll() is not None:  # a fresh Python, not a fork: the trainer holds CUDA and torch threads
        p = _workers[w] = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker"],
                                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        if p.stdout.readline() != b"ready\n":  # after ~0.6 s of importing SymPy
            raise RuntimeError(f"a verify worker failed to start; run `{sys.executable} {__file__} --worker`")
    killer = threading.Timer(2 * timeout + 1, p.kill)
    killer.start()
    try:
        p.stdin.write(json.dumps([*pair, timeout]).encode() + b"\n")
        line = p.stdout.readline()  # b"" once killed
    except OSError:  # it died before reading the question
        line = b""
    killer.cancel()
    if not line:  # killed, or it crashed: start a new one next time
        p.kill()
        _workers[w] = None
    return bool(line) and json.loads(line)


def _pool_equal(pairs, workers, timeout):
    """_limited on each normalized pair, spread over `workers` processes, each fed by its own thread."""
    n = max(1, min(workers, len(pairs)))
    with _workers_lock, concurrent.futures.ThreadPoolExecutor(n) as threads:
        _workers.extend([None] * (n - len(_workers)))
        stripes = list(threads.map(lambda w: [_ask(w, pair, timeout) for pair in pairs[w::n]], range(n)))
    return [stripes[i % n][i // n] for i in range(len(pairs))]

# -----------------------------------------------------------------------------
# the API: is_equiv, grade (the reward), grade_batch (the rewards of a training batch)


def is_equiv(pred, gt, timeout=TIMEOUT):
    """Whether answer `pred` equals reference answer `gt` (LaTeX strings without the box)."""
    a, b = ("", "") if pred is None or gt is None else (normalize(pred), normalize(gt))
    verdict = _fast_equal(a, b)
    return verdict if verdict is not None else _limited(a, b, timeout)


def grade(response, ground_truth, timeout=TIMEOUT, fallback=False):
    r"""The reward: the last \boxed{} answer of the response equals the reference. No box, no reward."""
    return is_equiv(extract_answer(response, fallback), ground_truth, timeout)


def grade_batch(responses, ground_truths, workers=None, timeout=TIMEOUT, fallback=False):
    """grade() of each pair. String and number checks run here; only distinct pairs that need SymPy go to
    `workers` processes, which are kept for the next call and exit with this process. workers<=1: here."""
    if len(responses) != len(ground_truths):
        raise ValueError(f"{len(responses)} responses but {len(ground_truths)} ground truths: pass one of each")
    workers = min(8, os.cpu_count() or 1) if workers is None else workers
    pairs = [("", "") if p is None or g is None else (normalize(p), normalize(g))
             for p, g in zip((extract_answer(r, fallback) for r in responses), ground_truths)]
    verdicts = [_fast_equal(*pair) for pair in pairs]
    hard = list(dict.fromkeys(pair for pair, v in zip(pairs, verdicts) if v is None))  # distinct: groups repeat
    found = dict(zip(hard, [_limited(*pair, timeout) for pair in hard] if workers <= 1
                          else _pool_equal(hard, workers, timeout)))
    return [found[pair] if v is None else v for pair, v in zip(pairs, verdicts)]


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--worker"]:  # started by _ask: one JSON [a, b, timeout] per line in, one verdict out
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is for the parent; we exit when stdin closes
        import sympy  # before saying ready, so that no question pays for it
        print("ready", flush=True)
        for line in sys.stdin:
            print(json.dumps(_limited(*json.loads(line))), flush=True)
    elif len(args) == 2 and args[0] == "--jsonl":
        rows = [json.loads(line) for line in open(args[1]) if line.strip()]
        if any("response" not in r or "answer" not in r for r in rows):
            sys.exit(f"{args[1]}: every line needs the fields `response` and `answer`")
        ok = grade_batch([r["response"] for r in rows], [r["answer"] for r in rows])
        print(f"accuracy {sum(ok)}/{len(ok)} = {sum(ok) / max(1, len(ok)):.2%}")
    elif len(args) == 2:
        pred = extract_answer(args[0]) if "\\boxed" in args[0] or "\\fbox" in args[0] else args[0]
        print(f"extracted:  {pred}\nnormalized: {None if pred is None else normalize(pred)}  vs  "
              f"{normalize(args[1])}\nequal:      {is_equiv(pred, args[1])}")
    else:
        sys.exit('usage: python verify.py PRED GT (e.g. "\\boxed{1/2}" "0.5"), or python verify.py --jsonl FILE')
