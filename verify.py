r"""
verify.py: does a model's final answer to a MATH problem equal the reference? It is the RLVR reward,
so a false "correct" teaches the model to game it, a false "wrong" wastes a good answer, and a hang
stalls training.

    python verify.py "so it is \boxed{\frac12}." "0.5"   # each step and the verdict
    python verify.py --jsonl samples.jsonl             # re-grade completion (or response) vs answer
    python verify.py --bench                           # grade_batch speed on MATH-500

How: take the last \boxed{} (no box, no reward), clean the LaTeX with a table of rewrites
(normalize), compare strings, and plain numbers as exact fractions; only the rest goes to SymPy
through our own small LaTeX parser (no eval), under a CPU-time limit: exact difference, then
30-digit values at a few points (RTOL), then simplify.

The specification of the reward, rule by rule:
- No box, no reward: the answer is the content of the last \boxed{} (or \fbox{}); an unclosed box is
  none.
- Several boxes are NOT joined: `\boxed{-2} and \boxed{1}` gives `1`, which is not `-2,1`. MATH
  boxes the whole answer once, and joining boxes would punish a model that corrects itself
  (`\boxed{3}`, then "no, wait", `\boxed{5}`).
- LaTeX and plain text are the same answer: `\dfrac`, `\tfrac`, `\cfrac` are `\frac`; `\frac 59` is
  `\frac{5}{9}`; `\text`, `\textnormal`, `\mathrm`, `\mbox`, `\textbf` are text; `sqrt(5)`, `7pi`,
  `20000/pi`, `2**10` are `\sqrt{5}`, `7\pi`, `\frac{20000}{\pi}`, `2^{10}`; `$..$`, `\(..\)`,
  `\[..\]` inside the box keep only their contents (words around them go); unicode signs are their
  LaTeX.
- Numbers compare exactly, in any notation: `0.5` = `\frac12` = `.5`; `1,234` = `1234` (also inside
  an expression, `1,234/2`, but `(1,234)` is a pair); mixed numbers `7 3/4` = `7\frac34` =
  `\frac{31}{4}`; `0.\overline{5}` = `\frac59`; `6.72e-5` = `6.72\times10^{-5}`; `2 million` =
  `2000000`.
- An answer with `\infty` matches only as written (SymPy's infinity absorbs: `2\infty` != `\infty`).
- Decimals are exact: `0.3333` != `\frac13`, and a decimal matches an irrational only within RTOL
  (`3.14` != `\pi`, `1.4142135623730951` = `\sqrt2`).
- Units are dropped whatever they are, as MATH's answers do: `15 cm` = `15` = `15 miles`, `5.4cents`
  = `5.4`. Degrees, dollars and percent signs go too: `90^\circ` = `90`, `28 percent` = `28\%` =
  `28`.
- `50\%` != `\frac12` and `90^\circ` != `\frac{\pi}{2}`: MATH's reference `50\%` must match `50`, so
  it cannot also match `0.5` (that would make 50 = 0.5).
- Bases compare as written: `52_8` = `52` != `42`. Choices: `(C)` = `C` = `\text{(C)}`. Words are
  case-insensitive text, never products of letters (`Evelyn` != `Evenly`).
- Expressions are equal when SymPy finds them equal as functions: `\frac12+\frac16` = `\frac23`,
  `(a+5)(b+2)` = `ab+2a+5b+10`, `3R^2` != `3r^2`.
- A bare list is a set: `1, 2` = `2, 1`; `1 \pm 2` is the set {3, -1}; `x=1 \text{ or } x=2` =
  `1,2`. Bracketed lists are ordered and the brackets must match: `(1,2]` != `[1,2]`, and
  `(1,2)` != `1, 2`.
- Matrices compare element by element, whatever the brackets (`pmatrix`, `bmatrix`, `matrix`,
  `array` inside `\left[ \right]`); a column vector != a row vector != a tuple.
- A one-letter (or Greek) left side names the answer: `x=5` = `5`, `y=2x+1` = `f(x)=2x+1` =
  `2x+1`, `(a,b)=(1,2)` = `(1,2)`. But `x=5` != `y=5` (different lines).
- Equations with variables are equal up to a nonzero constant factor: `y=-2x` = `2x+y=0`. An
  equation without variables writes one value two ways: `\frac12 = 0.5` is matched by either side,
  and so is `0.56 = 56\%` (a percent both ways, 0.56 = 56 once the sign goes); `0=1` != `0.56 = 56\%`.
  Two other values (`\boxed{3 = 5}`) are a hedge and match neither: not equal to `5`.
- Labelled lists keep their labels: `a=3, b=2` = `b=2, a=3` != `a=2, b=3`. A labelled list equals a
  tuple of its values in the order written: `p=6, q=31, r=-1` = `(6,31,-1)` (the reader of the
  labels reads that triple), but never a bare list (a set).
- Inequalities and intervals are sets of real numbers: `5 \geq x` = `x \le 5` = `(-\infty,5]`,
  `-x>-1` = `x<1`, `0<x<12.5` = `(0,12.5)`, `(0,36) \setminus \{9\}` = `(0,9)\cup(9,36)`. A pair
  `(0,12.5)` is read as an interval only against an inequality or a set difference.
- Safety: no eval; every SymPy step runs under TIMEOUT seconds of CPU time (in-process alarm, and a
  worker process killed past its deadline); answers longer than MAX_LEN compare as strings; nothing
  before the time limit takes more than linear time in the length of the input.
"""
import concurrent.futures
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from fractions import Fraction
from itertools import accumulate

TIMEOUT = 1.0         # seconds of CPU time for SymPy per comparison; past it the answer is wrong
START_TIMEOUT = 60.0  # seconds for a new worker process to import SymPy and say it is ready
RTOL = 1e-9           # relative tolerance of the numeric check
MAX_LEN = 1000        # longer answers compare as strings only (nobody boxes 1000 characters)
MAX_DEPTH = 40        # deeper bracket nesting is refused before parsing
MAX_DIGITS = 10_000   # refuse powers and factorials with more digits (big-integer math ignores alarms)

# -----------------------------------------------------------------------------
# extraction: the content of the last \boxed{}


def extract_answer(text, fallback=False):
    r"""The last \boxed{...} or \fbox{...} (or `\boxed 5`); None if absent or unclosed (truncated
    output). fallback=True: without a box, the last number, to evaluate models that don't box."""
    if not isinstance(text, str):
        return None
    boxes = list(re.finditer(r"\\(?:boxed|fbox)(?![a-zA-Z])\s*", text))
    if not boxes:
        if not fallback:
            return None
        numbers = re.findall(r"-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|-?\.\d+", text)
        if not numbers:
            return None
        return numbers[-1]
    start = boxes[-1].end()
    if text[start:start + 1] != "{":
        # `\boxed 5`: the box holds one token
        token = re.match(r"[^\s$]*", text[start:])[0]
        if not token:
            return None
        return token
    depth = 0
    for j in range(start, len(text)):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return text[start + 1:j]
    return None

# -----------------------------------------------------------------------------
# normalization: the LaTeX cleanup MATH answers need, so that most pairs compare as strings


_UNICODE = {"\u2212": "-", "\u00d7": "\\times ", "\u00b7": "\\cdot ", "\u03c0": "\\pi ",
            "\u221a": "\\sqrt ", "\u221e": "\\infty ", "\u00b1": "\\pm ", "\u00b0": "^\\circ",
            "\u2264": "\\le ", "\u2265": "\\ge "}
# units after a number are dropped whatever they are (MATH's convention); these are the bare words
# we know
_UNITS = (r"(?:square\s+)?(?:units?|degrees?|cents?|dollars?|percent(?:age)?|pct|inch(?:es)?|feet|foot"
          r"|cm|meters?|miles?|hours?|minutes?|seconds?|days?|weeks?|years?|mph)")
# plain-text names of LaTeX commands, as a base model writes them: sqrt(5), 7pi, sin(x)
_PLAIN = r"sqrt|pi|infty|sin|cos|tan|cot|sec|csc|ln|log|exp|arcsin|arccos|arctan"
_POWERS = {"thousand": "3", "million": "6", "billion": "9"}


def _mixed_number(m):
    r"""`7\frac{3}{4}` -> `\frac{31}{4}`, for a proper fraction only (`2\frac{5}{3}` is a product)."""
    whole = int(m[2])
    numerator = int(m[3])
    denominator = int(m[4])
    if numerator >= denominator:
        return m[0]
    return f"{m[1]}\\frac{{{whole * denominator + numerator}}}{{{denominator}}}"


def _repeating(m):
    r"""`1.2\overline{3}` -> its fraction `\frac{37}{30}`: digits whole.fixed, then cycle repeating."""
    whole = m[1]
    fixed = m[2]
    cycle = m[3]
    value = Fraction(int(whole + fixed), 10 ** len(fixed))
    value += Fraction(int(cycle), 10 ** len(fixed) * (10 ** len(cycle) - 1))
    return f"\\frac{{{value.numerator}}}{{{value.denominator}}}"


def _keep_command_space(m):
    r"""Drop each space but one that ends a command before a letter (`\cot x` is not `\cotx`)."""
    if m[1]:
        return m[1]
    return ""


def _bare_matrix(m):
    r"""`(\begin{matrix}..\end{matrix})` -> the matrix; brackets around two matrices (a tuple) stay."""
    if m[1].count("\\begin") != 1:
        return m[0]
    return m[1]


def _times_power_of_ten(m):
    """`2 million` -> `2\\times10^{6}`."""
    return f"{m[1]}\\times10^{{{_POWERS[m[2]]}}}"


def _drop_commas(m):
    """`1,234` -> `1234`."""
    return m[0].replace(",", "")


def _lower(m):
    """`Evelyn` -> `evelyn`."""
    return m[0].lower()


def _choice(m):
    """`(C)`, `(c)` and `C` are the choice C; a bare `c` stays a variable."""
    if m[1]:
        return m[1]
    return m[2].upper()


# The rewrites, applied in order: (pattern, replacement, an example `before -> after` of this step
# alone, which a test checks). Each runs in time linear in the length of the answer, as normalize
# collapses whitespace runs first and leaves answers over 2 * MAX_LEN characters alone.
_REWRITES = [
    # spellings of the same thing
    (r"\\[dtc]frac(?![a-zA-Z])", r"\\frac", r"\dfrac{3}{4} -> \frac{3}{4}"),
    (r"\\(?:mbox|textbf|textrm|textnormal|textit|mathrm|mathbf|mathit)\{", r"\\text{",
     r"\mathrm{cm} -> \text{cm}"),
    (r"\\varnothing", r"\\emptyset", r"\varnothing -> \emptyset"),
    # as a set of solutions, a \mp b is a \pm b
    (r"\\mp(?![a-zA-Z])", r"\\pm", r"1 \mp 2 -> 1 \pm 2"),
    (r"\\(?:leq?|leqslant)(?![a-zA-Z])", r"\\le", r"x \leq 5 -> x \le 5"),
    (r"\\(?:geq?|geqslant)(?![a-zA-Z])", r"\\ge", r"x \geq 5 -> x \ge 5"),
    (r"<=", r"\\le ", r"x<=5 -> x\le 5"),
    (r">=", r"\\ge ", r"x>=5 -> x\ge 5"),
    (r"(?<![\d)}!])!=|\\neq?(?![a-zA-Z])", r"\\ne ", r"x != 3 -> x \ne  3"),  # not 5!=120
    (r"\\lt(?![a-zA-Z])", "<", r"x \lt 5 -> x < 5"),
    (r"\\gt(?![a-zA-Z])", ">", r"x \gt 5 -> x > 5"),
    (r"\\mathbb\{R\}|^(?:\\text\{)?all real numbers\}?$", r"(-\\infty,\\infty)",
     r"\mathbb{R} -> (-\infty,\infty)"),
    # a leading phrase: \text{The answer is } 5 -> 5
    (r"^\\text\{[a-zA-Z ]* (?:is|are)[ :]*\} ?", "", r"\text{The answer is }5 -> 5"),
    (r"^(?:[Tt]he )?(?:[Ff]inal )?[Aa]nswer(?![a-zA-Z])(?: is)?[ :]*(?=.)", "", "The final answer is 5 -> 5"),
    # sizing and spacing commands are not math; `,\!` and `{,}` are LaTeX thousands separators
    (r",\\! ?|\{,\}", ",", r"10,\!080 -> 10,080"),
    (r"\\(?:left|right|big|Big|bigg|Bigg)[lr]?(?![a-zA-Z])|\\displaystyle", "",
     r"\left(1\right) -> (1)"),
    (r"(?<!\\)\\[,!;: ]|\\q?quad(?![a-zA-Z])", " ", r"a\,b -> a b"),
    # matrices: all brackets and environments are one kind, `\left[\begin{array}{cc}` too
    (r"\\begin\{(?:[pbB]?matrix|array\}\{[^{}]*)\}", r"\\begin{matrix}",
     r"\begin{array}{cc} -> \begin{matrix}"),
    (r"\\end\{(?:[pbB]?matrix|array)\}", r"\\end{matrix}", r"\end{pmatrix} -> \end{matrix}"),
    # a row break before the end ends no row
    (r"\\\\ ?\\end\{matrix\}", r"\\end{matrix}", r"1\\\end{matrix} -> 1\end{matrix}"),
    (r"^[(\[] ?(\\begin\{matrix\}.*\\end\{matrix\}) ?[)\]]$", _bare_matrix,
     r"(\begin{matrix}1\end{matrix}) -> \begin{matrix}1\end{matrix}"),
    # numbers written with words: 2 million, 3 \text{ thousand}
    (r"(\d) ?(?:\\text\{ ?)?(thousand|million|billion) ?\}?", _times_power_of_ten,
     r"2 million -> 2\times10^{6}"),
    # degrees, percent and dollar signs go (`50\%` is 50, as in MATH's references)
    (r"\^ ?\{? ?\\circ ?\}?|\\circ(?![a-zA-Z])", "", r"90^{\circ} -> 90"),
    (r"\\?%|\\?\$", "", r"\$5\% -> 5"),
    # units after the answer, whatever they are (MATH's convention): words in \text, or the bare
    # ones we know, with their power (`864 \mbox{ inches}^2`)
    (r"(?<=[\w}]) ?(?:\\text\{ ?[a-zA-Z][a-zA-Z .]*\}|(?<![a-zA-Z])" + _UNITS + r")(?:\^\{?\d\}?)? ?\.?$",
     "", r"5.4cents -> 5.4"),
    # `and`/`or` between answers make a list; then \text{...} is its content
    (r"\\text\{ ?(?:and|or) ?\}| (?:and|or) ", ",", r"1\text{ and }2 -> 1,2"),
    (r"\\text\{([^{}]*)\}", r"\1", r"\text{(C)} -> (C)"),
    # plain-text math, as a base model writes it
    (r"\*\*", "^", "2**10 -> 2^10"),
    (r"(?<![\\a-zA-Z])(?:infinity|inf)(?![a-zA-Z])", r"\\infty", r"-inf -> -\infty"),
    (r"(?<![\\a-zA-Z])(" + _PLAIN + r")(?![a-zA-Z])", r"\\\1", r"3*sqrt(13) -> 3*\sqrt(13)"),
    # a mixed number written with a space, before spaces go: 7 3/4 -> 7\frac{3}{4}
    (r"^(-?\d+) (\d+)/(\d+)$", r"\1\\frac{\2}{\3}", r"7 3/4 -> 7\frac{3}{4}"),
    # thousands separators, but not inside brackets, where `(1,234)` is a pair; before spaces go,
    # as `1, 234` is a list
    (r"(?<![\d.,(\[^_])[1-9]\d{0,2}(?:,\d{3})+(?![\d,)\]])", _drop_commas, "1,234/2 -> 1234/2"),
    (r"(\\[a-zA-Z]+ ) *(?=[a-zA-Z])| +", _keep_command_space, r"\cot  x + 1 -> \cot x+1"),
    (r"\.$", "", "5. -> 5"),
    # a one-digit base: \log_28 is log base 2 of 8, as LaTeX reads it
    (r"\\log_(\d)", r"\\log_{\1}", r"\log_28 -> \log_{2}8"),
    # \frac and \sqrt without braces: \frac59 -> \frac{5}{9}
    (r"\\(frac|sqrt)([0-9a-zA-Z])", r"\\\1{\2}", r"\frac59 -> \frac{5}9"),
    (r"(\\frac\{[^{}]*\})([0-9a-zA-Z])", r"\1{\2}", r"\frac{5}9 -> \frac{5}{9}"),
    # decimals: leading dot, repeating, scientific
    (r"(?<!\d)\.(?=\d|\\overline)", "0.", ".5 -> 0.5"),
    (r"(?<![\d.])(\d+)\.(\d*)\\overline\{(\d+)\}", _repeating, r"0.\overline{5} -> \frac{5}{9}"),
    (r"^(-?\d+(?:\.\d+)?)[eE]([-+]?\d+)$", r"\1\\times10^{\2}", r"6.72e-5 -> 6.72\times10^{-5}"),
    # a mixed number: 1\frac{4}{5} = 9/5
    (r"^(-?)(\d+)\\frac\{(\d+)\}\{(\d+)\}$", _mixed_number, r"1\frac{4}{5} -> \frac{9}{5}"),
    # `x \in [1,2]` is the set [1,2]
    (r"^[a-zA-Z](?:_\{?\w+\}?)?\\in(?![a-zA-Z])", "", r"x\in[1,2] -> [1,2]"),
    # choices: (C), (c), C -> C
    (r"^\(?([A-Z])\)?$|^\(([a-z])\)$", _choice, "(c) -> C"),
    # words are case-insensitive
    (r"^[a-zA-Z]{2,}$", _lower, "Evelyn -> evelyn"),
]
_REWRITES = [(re.compile(pattern), replacement, example) for pattern, replacement, example in _REWRITES]

# the delimiters of inline and display math; `\\` and `\$` are not delimiters
_DELIMITERS = re.compile(r"\\\\|\\\$|\\\(|\\\)|\\\[|\\\]|\$")
_CLOSING = {"$": "$", "\\(": "\\)", "\\[": "\\]"}
_PLAIN_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def _math_spans(s):
    r"""`The answer is $5$` -> `5`: the contents of $..$, \(..\), \[..\] (joined by commas), words
    around them dropped. Without delimiters, s itself. One pass over the delimiters: linear time."""
    spans = []
    opener = None
    start = 0
    for m in _DELIMITERS.finditer(s):
        token = m[0]
        if token in ("\\\\", "\\$"):
            continue
        if opener is None and token in _CLOSING:
            opener = token
            start = m.end()
        elif opener is not None and token == _CLOSING[opener]:
            spans.append(s[start:m.start()])
            opener = None
    if not spans:
        return s
    return ",".join(spans)


def normalize(answer):
    """The canonical string of an answer, so that most equal answers compare equal as strings."""
    s = str(answer)
    for a, b in _UNICODE.items():
        s = s.replace(a, b)
    # one space for each run: every rewrite below then runs in linear time
    s = re.sub(r"\s+", " ", s).strip()
    if len(s) > 2 * MAX_LEN:
        return s  # too long to be an answer: compared as a string, and no rewrite spends time on it
    if _PLAIN_NUMBER.fullmatch(s):
        return s  # most answers: no rewrite changes them
    s = _math_spans(s).strip()
    for pattern, replacement, _ in _REWRITES:
        s = pattern.sub(replacement, s)
    return s

# -----------------------------------------------------------------------------
# LaTeX -> SymPy: a small recursive-descent parser


_TOKEN = re.compile(r"\\[a-zA-Z]+|\d+(?:\.\d+)?|\S")
# LaTeX name -> SymPy name (SymPy: see to_sympy)
_FUNCS = dict(sin="sin", cos="cos", tan="tan", cot="cot", sec="sec", csc="csc", log="log", exp="exp",
              ln="log", arcsin="asin", arccos="acos", arctan="atan")
_CONST = {"\\pi": "pi", "\\infty": "oo", "i": "I", "e": "E"}  # i and e as MATH uses them
_CLOSE = {"(": ")", "[": "]", "{": "}", "|": "|"}
_PRODUCT = ("*", "/", "\\cdot", "\\times", "\\div")


def _pow(base, exp):
    """base**exp, refusing values too big to compute in time (2^{2^{100}})."""
    if exp.is_Number and abs(exp) > 1 and not (base.is_Number and abs(base) <= 1):
        bits = 1
        if base.is_Rational:
            bits = max(abs(base.p).bit_length(), abs(base.q).bit_length())
        if abs(exp) * max(bits * 0.302, 1) > MAX_DIGITS:
            raise ValueError(f"power too large to evaluate: {base}^{exp}")
    return base ** exp


class _Parser:
    r"""expr = term {+|- term}; term = power {[*|/|\cdot|\times|\div|implicit] power};
    power = +|- power | atom {!} [^ power]: so -x^2 = -(x^2) and a^b^c = a^(b^c)."""

    def __init__(self, s):
        self.toks = _TOKEN.findall(s)
        self.i = 0

    def peek(self):
        if self.i < len(self.toks):
            return self.toks[self.i]
        return ""

    def take(self, want=None):
        t = self.peek()
        if not t or want not in (None, t):
            raise ValueError(f"expected {want or 'more'!r}, got {t or 'the end'!r}")
        self.i += 1
        return t

    def expr(self):
        e = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            rhs = self.term()
            if op == "+":
                e = e + rhs
            else:
                e = e - rhs
        return e

    def term(self):
        e = self.power()
        # implicit products too: 2\sqrt{3}, (a+5)(b+2)
        while self.peek() and self.peek() not in ")]}|+-":
            op = "*"
            if self.peek() in _PRODUCT:
                op = self.take()
            rhs = self.power()
            if op in ("/", "\\div"):
                e = e / rhs
            else:
                e = e * rhs
        return e

    def power(self):
        if self.peek() in ("+", "-"):
            sign = self.take()
            e = self.power()
            if sign == "-":
                return -e
            return e
        e = self.atom()
        while self.peek() == "!":
            self.take()
            # n!, refused (nan) where it would take too long
            if e.is_Integer and e > 1000:
                e = sympy.nan
            else:
                e = sympy.factorial(e)
        if self.peek() == "^":
            self.take()
            return _pow(e, self.power())
        return e

    def atom(self):
        t = self.take()
        if t in _CLOSE:
            # a group; |x| is the absolute value
            e = self.expr()
            self.take(_CLOSE[t])
            if t == "|":
                return sympy.Abs(e)
            return e
        if t[0].isdigit():
            # exact: 0.1 + 0.2 == 0.3
            if "." in t:
                return sympy.Rational(t)
            return sympy.Integer(t)
        if t in _CONST:
            return getattr(sympy, _CONST[t])
        if t == "\\binom":
            n = self.atom()
            return sympy.binomial(n, self.atom())
        if t == "\\frac":
            numerator = self.atom()
            return numerator / self.atom()
        if t == "\\sqrt":
            # \sqrt[3]{x}: the [3] is read as a group; \sqrt[3]{-8} is -2, the real root
            n = 2
            if self.peek() == "[":
                n = self.atom()
            r = self.atom()
            if r.is_number:
                return sympy.real_root(r, n)
            return sympy.root(r, n)
        if t[1:] in _FUNCS:
            return self.function(t[1:])
        if t.lstrip("\\").isalpha():
            # a variable: x, x_1, a_{n+1}, \theta (any other command too)
            name = t.lstrip("\\")
            if self.peek() == "_":
                self.take()
                name += "_" + str(self.atom())
            return sympy.Symbol(name)
        raise ValueError(f"cannot read {t!r}")

    def function(self, name):
        r"""\sin^2 x, \sin(x), and `\sin 2x` = sin(2x): a bare argument runs to an operator.
        \log_2 8 has base 2; \sin^{-1} x is \arcsin x."""
        exp = sympy.S.One
        base = None
        if name == "log" and self.peek() == "_":
            self.take()
            base = self.atom()
        if self.peek() == "^":
            self.take()
            exp = self.atom()
        if exp == -1 and "arc" + name in _FUNCS:
            name = "arc" + name
            exp = sympy.S.One
        if self.peek() in _CLOSE:
            arg = self.atom()
        else:
            arg = self.power()
            while self.peek()[:1].isalnum():
                arg = arg * self.power()
        if base is not None:
            return _pow(sympy.log(arg, base), exp)
        return _pow(getattr(sympy, _FUNCS[name])(arg), exp)


def to_sympy(s):
    """The SymPy value of one normalized LaTeX expression; ValueError when it can't be read."""
    # loaded on first use: a trainer grading in worker processes never loads it
    global sympy
    import sympy
    p = _Parser(s)
    e = p.expr()
    if p.peek() or e.has(sympy.nan, sympy.zoo):
        raise ValueError(f"cannot read {s!r} (stopped at {p.peek()!r})")
    return e

# -----------------------------------------------------------------------------
# comparison: string and number checks, then structures, then SymPy


_BASE = re.compile(r"(\d[0-9A-Z]*)_\{?(\d+)\}?")  # a number in another base: 52_8, 4210_{5}
_WORD = re.compile(r"(?<![\\{a-zA-Z])[a-zA-Z]{3,}")  # a word: not a \command, not math like {abc}
# a name on the left of `=`: x, x_1, a_{n}, f(x), (a,b), \theta (not \pi or \infty, which are values)
_NAME = "|".join([r"\((?:[a-zA-Z],)+[a-zA-Z]\)",
                  r"[a-zA-Z](?:_\{?\w+\}?|\([a-zA-Z]\))?",
                  r"\\(?!pi(?![a-zA-Z])|infty(?![a-zA-Z]))[a-zA-Z]+"])
_NAME = f"(?:{_NAME})"
_NAMED = re.compile(r"(" + _NAME + r")=([^=]*)")
_APPLIED = re.compile(r"(?<![\\a-zA-Z])[a-zA-Z]\(")  # a one-letter function applied: f(2)
_RELATION = re.compile(r"<|>|\\le(?![a-zA-Z])|\\ge(?![a-zA-Z])")


def _as_number(s):
    r"""Fraction for `-12`, `0.25`, `3/4`, `-\frac{3}{4}`; None for anything else (SymPy's job)."""
    m = re.fullmatch(r"(-?)\\frac\{(\d+)\}\{([1-9]\d*)\}|-?\d+(?:\.\d+|/[1-9]\d*)?", s)
    if not m:
        return None
    if m[2]:
        return Fraction(int(m[1] + m[2]), int(m[3]))
    return Fraction(s)


def _depths(s):
    """Bracket depth after each character; an interval's (a,b] opens once and closes once."""
    return list(accumulate((c in "([{") - (c in ")]}") for c in s))


def _value_of_named(s, other):
    """`x=5` -> `5` when the other answer has no `=`: a one-letter left side names the answer."""
    m = _NAMED.fullmatch(s)
    if m and "=" not in other:
        return m[2]
    return s


def _fast_equal(a, b):
    """Verdict on two normalized answers without SymPy, or None when SymPy must decide."""
    if not a or not b:
        return False
    if a == b:
        return True
    if max(len(a), len(b)) > MAX_LEN or max(_depths(a) + _depths(b)) > MAX_DEPTH:
        return False  # refused before parsing: junk, or nesting that would blow the stack
    a_value = _value_of_named(a, b)
    b_value = _value_of_named(b, a)
    if a_value == b_value:
        return True
    base_a = _BASE.fullmatch(a_value)
    base_b = _BASE.fullmatch(b_value)
    if base_a or base_b:
        # a number in another base: the same digits as written (`52_8` = `52` != `42`), and the
        # same base when both give one
        if base_a and base_b and base_a[2] != base_b[2]:
            return False
        digits_a = base_a[1] if base_a else a_value
        digits_b = base_b[1] if base_b else b_value
        return digits_a == digits_b
    x = _as_number(a_value)
    y = _as_number(b_value)
    if x is not None and y is not None:
        return x == y
    if _WORD.search(a) or _WORD.search(b):
        return False  # text: as products of letters, `Evelyn` would equal `Evenly`
    return None


def _split_top(s, sep):
    """Split s at each sep outside brackets."""
    depths = [0] + _depths(s)
    parts = []
    start = 0
    for i in range(len(s)):
        if i >= start and depths[i] == 0 and s.startswith(sep, i):
            parts.append(s[start:i])
            start = i + len(sep)
    return parts + [s[start:]]


def _top_relations(s):
    """The relation signs (<, >, \\le, \\ge) of s outside brackets."""
    depths = [0] + _depths(s)
    return [m for m in _RELATION.finditer(s) if depths[m.start()] == 0]


def _structure(s):
    """The answer as a tree: ('union'|'set', items), ('seq', brackets, items), ('labels', names,
    items), ('minus', set, removed), ('rel', s), ('eq', lhs, rhs) or ('expr', s)."""
    while s[:1] == "{" and s[-1:] == "}" and min(_depths(s[:-1])) > 0:
        s = s[1:-1]  # braces around the whole answer only group it: {(1,2)} is (1,2)
    m = re.fullmatch(r"\\begin\{matrix\}(.*)\\end\{matrix\}", s)
    if m:
        rows = []
        for row in _split_top(m[1], "\\\\"):
            rows.append(("seq", "row", [_structure(c) for c in _split_top(row, "&")]))
        return ("seq", "matrix", rows)
    difference = _split_top(s, "\\setminus")
    if len(difference) == 2:
        return ("minus", _structure(difference[0]), _structure(difference[1]))
    union = _split_top(s, "\\cup")
    if len(union) > 1:
        return ("union", [_structure(p) for p in union])
    if s.startswith("\\{") and s.endswith("\\}"):
        s = s[2:-2]  # a set, compared like a bare list
    bracketed = s[:1] in "([" and s[-1:] in ")]" and min(_depths(s[:-1])) > 0
    if bracketed and len(_split_top(s[1:-1], ",")) > 1:
        return ("seq", s[0] + s[-1], [_structure(x) for x in _split_top(s[1:-1], ",")])
    items = _split_top(s, ",")
    if len(items) > 1 or "\\pm" in s:
        # a \pm b is the set {a+b, a-b}
        expanded = []
        for x in items:
            if "\\pm" in x:
                expanded += [x.replace("\\pm", "+", 1), x.replace("\\pm", "-", 1)]
            else:
                expanded.append(x)
        named = [_NAMED.fullmatch(x) for x in expanded]
        names = [n[1] for n in named if n]
        if len(names) == len(expanded) and len(set(names)) == 1:
            # x=1, x=2: every item names the same variable, which names the answer
            return ("set", [_structure(n[2]) for n in named])
        if len(names) == len(expanded) and len(set(names)) == len(names):
            # a=3, b=2: values by name
            return ("labels", names, [_structure(n[2]) for n in named])
        return ("set", [_structure(x) for x in expanded])
    if _top_relations(s):
        return ("rel", s)
    sides = _split_top(s, "=")
    if len(sides) == 2:
        return ("eq", *sides)
    return ("expr", s)


def _sympy_equal(x, y):
    """Exact difference, then 30-digit values at three points of mixed sign, then simplify."""
    d = x - y
    if x == y or d.is_Number:
        return x == y or d == 0
    points = []
    for j in range(3 if d.free_symbols else 1):
        # mixed signs, never 0 or 1
        point = {v: sympy.Rational((-1) ** (j + k) * (17 + 13 * j + 7 * k), 11)
                 for k, v in enumerate(sorted(d.free_symbols, key=str))}
        points.append(point)
    values = [[abs(sympy.N(e.subs(p), 30)) for e in (d, x, y)] for p in points]
    if all(v.is_number and v.is_finite for row in values for v in row):  # else undefined at a point
        return all(bool(dv <= RTOL * max(xv, yv)) for dv, xv, yv in values)
    return sympy.simplify(d) == 0


def _relations(s):
    """`0<x\\le 5` -> the SymPy relations [0 < x, x <= 5]."""
    signs = _top_relations(s)
    ends = [0] + [m.end() for m in signs]
    starts = [m.start() for m in signs] + [len(s)]
    sides = [to_sympy(s[i:j]) for i, j in zip(ends, starts)]
    build = {"<": sympy.Lt, ">": sympy.Gt, "\\le": sympy.Le, "\\ge": sympy.Ge}
    return [build[m[0]](sides[k], sides[k + 1]) for k, m in enumerate(signs)]


def _as_set(p):
    """The set of reals that structure p describes (an inequality in one variable, an interval, a
    union, a difference, a finite set), or None."""
    if p[0] == "rel":
        if _APPLIED.search(p[1]):
            return None  # f(2) < f(1) reads as 2f < f: values of a function are not a set of x
        relations = _relations(p[1])
        symbols = set().union(*(r.free_symbols for r in relations))
        if len(symbols) != 1:
            return None
        x = symbols.pop()
        result = sympy.S.Reals
        for r in relations:
            result = result & sympy.solveset(r, x, sympy.S.Reals)
        if result.is_empty:
            return None  # no solution: as sets, every contradiction would equal every other
        return result
    if p[0] == "seq" and p[1] in ("()", "(]", "[)", "[]") and len(p[2]) == 2:
        ends = [to_sympy(item[1]) if item[0] == "expr" else None for item in p[2]]
        if None in ends or not all(e.is_extended_real for e in ends) or not bool(ends[0] < ends[1]):
            return None
        return sympy.Interval(ends[0], ends[1], left_open=p[1][0] == "(", right_open=p[1][1] == ")")
    if p[0] == "union":
        parts = [_as_set(q) for q in p[1]]
        if None in parts:
            return None
        return sympy.Union(*parts)
    if p[0] == "minus":
        whole = _as_set(p[1])
        removed = _as_set(p[2])
        if whole is None or removed is None:
            return None
        return sympy.Complement(whole, removed)
    if p[0] in ("set", "expr"):
        items = p[1] if p[0] == "set" else [p]
        if any(item[0] != "expr" for item in items):
            return None
        return sympy.FiniteSet(*[to_sympy(item[1]) for item in items])
    return None


def _same_set(p, q):
    """Inequalities, intervals, unions and differences: the same set of reals."""
    if p[0] == "expr" or q[0] == "expr":
        return False  # a number is not a set (only the right side of \setminus is read as one)
    if p[0] == q[0] == "rel":
        difference_p = _one_sided(p[1])
        difference_q = _one_sided(q[1])
        if difference_p is not None and difference_q is not None:
            # several variables: the same inequality up to a positive factor, x+y<1 <=> 2-2x-2y>0
            ratio = sympy.cancel(difference_p[0] / difference_q[0])
            same_kind = difference_p[1] == difference_q[1]
            return same_kind and bool(ratio.is_number and ratio.is_positive)
    x = _as_set(p)
    y = _as_set(q)
    if x is None or y is None:
        return False
    return bool(x == y) or x.symmetric_difference(y).is_empty is True


def _one_sided(s):
    """`a < b` -> (a - b, '<'), `a \\ge b` -> (b - a, '\\le'): one relation as `d < 0` or `d <= 0`;
    None for a chain or a relation in one variable (compared as sets)."""
    relations = _relations(s)
    if len(relations) != 1 or len(relations[0].free_symbols) < 2:
        return None
    r = relations[0]
    if isinstance(r, (sympy.StrictLessThan, sympy.StrictGreaterThan)):
        kind = "<"
    else:
        kind = "\\le"
    return (r.lts - r.gts, kind)


_SET_KINDS = ("rel", "minus", "union", "seq")


def _match(p, q):
    """Equal structures: the same kind, elements equal in order (seq) or in any order (set, union).
    Inequalities, intervals and differences compare as sets; a few kinds match another kind."""
    try:
        if "rel" in (p[0], q[0]) or "minus" in (p[0], q[0]):
            if p[0] in _SET_KINDS and q[0] in _SET_KINDS:
                return _same_set(p, q)
            return False
        if p[0] != q[0]:
            return _match_kinds(p, q) or _match_kinds(q, p)
        if p[0] == "expr":
            if "\\infty" in p[1] + q[1]:
                # SymPy's infinity absorbs: 2\infty and \infty+1 are \infty. Only as written.
                return p[1] == q[1]
            return p[1] == q[1] or _sympy_equal(to_sympy(p[1]), to_sympy(q[1]))
        if p[0] == "eq":
            return _same_equation(p, q)
    except Exception:  # unreadable or undefined; the strings were already compared
        return False
    if p[0] == "labels":
        values = dict(zip(p[1], p[2]))
        if sorted(p[1]) != sorted(q[1]):
            return False
        return all(_match(values[name], value) for name, value in zip(q[1], q[2]))
    if p[0] == "seq":
        return p[1] == q[1] and len(p[2]) == len(q[2]) and all(map(_match, p[2], q[2]))
    # sets and unions: greedy matching is exact, as equality is transitive
    left = list(q[1])
    for a in p[1]:
        j = next((j for j, b in enumerate(left) if _match(a, b)), None)
        if j is None:
            return False
        left.pop(j)
    return not left


def _match_kinds(p, q):
    """Structures of two kinds that can still be equal: `x=5` and `5`, `0.56=56` and `56`,
    `p=6,q=31` and `(6,31)`."""
    if p[0] == "eq" and re.fullmatch(_NAME, p[1]):
        return _match(_structure(p[2]), q)
    if p[0] == "eq" and q[0] == "expr":
        lhs = to_sympy(p[1])
        rhs = to_sympy(p[2])
        if lhs.free_symbols or rhs.free_symbols:
            return False
        # an equation without variables writes one value two ways (`\frac12 = 0.5`), or a percent both
        # ways, `0.56 = 56\%` (56 once the sign is dropped): it matches either side. Two other values
        # (`3 = 5`) would be a hedge, and match nothing.
        if not (_sympy_equal(lhs, rhs) or _sympy_equal(100 * lhs, rhs) or _sympy_equal(lhs, 100 * rhs)):
            return False
        value = to_sympy(q[1])
        return _sympy_equal(lhs, value) or _sympy_equal(rhs, value)
    if p[0] == "labels" and q[0] == "seq" and q[1] == "()":
        return len(p[2]) == len(q[2]) and all(map(_match, p[2], q[2]))
    return False


def _same_equation(p, q):
    """Equations with variables: equal up to a nonzero constant factor (y=2x+3 <=> 2x-y+3=0).
    Without variables: the same two values, in either order (0=1 != 0.56=56)."""
    d = to_sympy(p[1]) - to_sympy(p[2])
    e = to_sympy(q[1]) - to_sympy(q[2])
    if d.free_symbols or e.free_symbols:
        ratio = sympy.cancel(d / e)
        return _sympy_equal(d, e) or bool(ratio.is_number and ratio != 0 and ratio.is_finite)
    in_order = _match(("expr", p[1]), ("expr", q[1])) and _match(("expr", p[2]), ("expr", q[2]))
    swapped = _match(("expr", p[1]), ("expr", q[2])) and _match(("expr", p[2]), ("expr", q[1]))
    return in_order or swapped

# -----------------------------------------------------------------------------
# time limits: a CPU-time alarm in-process, and worker processes that are killed when they overrun


class _Timeout(BaseException):
    """Raised by the alarm; a BaseException so that SymPy's `except Exception` can't swallow it."""


def _on_alarm(signum, frame):
    raise _Timeout()


def _limited(a, b, timeout):
    """Whether normalized answers a and b match; False past `timeout` seconds of CPU time or on any
    error. CPU time, not wall time, so that a verdict does not depend on how busy the machine is. It
    counts all threads of this process: grade in workers (as the trainer does) when others are busy."""
    if not hasattr(signal, "SIGPROF") or threading.current_thread() is not threading.main_thread():
        # alarms reach only the main thread; a process can be killed
        return _pool_equal([(a, b)], 1, timeout)[0]
    to_sympy("0")  # loads SymPy before the alarm starts: the first import takes ~0.5 s
    old = signal.signal(signal.SIGPROF, _on_alarm)
    try:
        try:
            signal.setitimer(signal.ITIMER_PROF, max(timeout, 1e-3))  # 0 would mean no limit
            return _match(_structure(a), _structure(b))
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
    except (Exception, _Timeout):  # also catches an alarm that lands in the finally above
        return False
    finally:
        if old is None:
            old = signal.SIG_DFL  # None: it was set outside Python
        signal.signal(signal.SIGPROF, old)


# `python verify.py --worker` processes (or None), started when first needed and reused
_workers = []
_workers_lock = threading.Lock()


def _start_worker():
    """A fresh Python (not a fork: the trainer holds CUDA and torch threads) that grades one pair a
    line. It must say ready within START_TIMEOUT seconds (it imports SymPy, ~0.6 s), or it is killed."""
    p = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
    killer = threading.Timer(START_TIMEOUT, p.kill)
    killer.start()
    line = p.stdout.readline()  # b"" once killed
    killer.cancel()
    if line != b"ready\n":
        p.kill()
        raise RuntimeError(f"a verify worker did not start within {START_TIMEOUT:.0f} s; "
                           f"try `{sys.executable} {__file__} --worker`")
    return p


def _ask(w, pair, timeout):
    """_limited(*pair) in worker w, killed if it overruns (C code ignores alarms) and replaced when
    next needed."""
    p = _workers[w]
    if p is None or p.poll() is not None:
        p = _start_worker()
        _workers[w] = p
    # a wall-clock deadline for C code that ignores the CPU-time alarm, with room for a busy machine
    killer = threading.Timer(2 * timeout + 1, p.kill)
    killer.start()
    try:
        p.stdin.write(json.dumps([*pair, timeout]).encode() + b"\n")
        line = p.stdout.readline()  # b"" once killed
    except OSError:  # it died before reading the question
        line = b""
    killer.cancel()
    if not line:
        # killed, or it crashed: start a new one next time
        p.kill()
        _workers[w] = None
        return False
    return json.loads(line)


def _pool_equal(pairs, workers, timeout):
    """_limited on each normalized pair, over `workers` processes, each fed by its own thread."""
    n = max(1, min(workers, len(pairs)))

    def stripe(w):
        return [_ask(w, pair, timeout) for pair in pairs[w::n]]

    with _workers_lock, concurrent.futures.ThreadPoolExecutor(n) as threads:
        _workers.extend([None] * (n - len(_workers)))
        stripes = list(threads.map(stripe, range(n)))
    return [stripes[i % n][i // n] for i in range(len(pairs))]

# -----------------------------------------------------------------------------
# the API: is_equiv, grade (the reward), grade_batch (the rewards of a training batch)


def _normalized_pair(pred, gt):
    """The normalized pair; ("", "") when either answer is missing (never equal)."""
    if pred is None or gt is None:
        return ("", "")
    return (normalize(pred), normalize(gt))


def is_equiv(pred, gt, timeout=TIMEOUT):
    """Whether answer `pred` equals reference answer `gt` (LaTeX strings without the box)."""
    a, b = _normalized_pair(pred, gt)
    verdict = _fast_equal(a, b)
    if verdict is not None:
        return verdict
    return _limited(a, b, timeout)


def grade(response, ground_truth, timeout=TIMEOUT, fallback=False):
    r"""The reward: the last \boxed{} answer of the response equals the reference. No box, no
    reward."""
    return is_equiv(extract_answer(response, fallback), ground_truth, timeout)


def grade_batch(responses, ground_truths, workers=None, timeout=TIMEOUT, fallback=False):
    """grade() of each pair. String and number checks run here; only distinct pairs that need SymPy
    go to `workers` processes, which are kept for the next call and exit with this process.
    workers<=1: here."""
    if len(responses) != len(ground_truths):
        raise ValueError(f"{len(responses)} responses but {len(ground_truths)} ground truths: "
                         "pass one of each")
    if workers is None:
        workers = min(8, os.cpu_count() or 1)
    answers = [extract_answer(r, fallback) for r in responses]
    # each distinct answer is normalized once: a group's rollouts share a reference and repeat
    # answers
    normalized = {}
    for answer in answers + list(ground_truths):
        if answer is not None and answer not in normalized:
            normalized[answer] = normalize(answer)
    pairs = []
    for answer, truth in zip(answers, ground_truths):
        if answer is None or truth is None:
            pairs.append(("", ""))
        else:
            pairs.append((normalized[answer], normalized[truth]))
    verdicts = [_fast_equal(*pair) for pair in pairs]
    # distinct pairs only: the rollouts of a group repeat answers
    hard = list(dict.fromkeys(pair for pair, v in zip(pairs, verdicts) if v is None))
    if workers <= 1:
        found = [_limited(*pair, timeout) for pair in hard]
    else:
        found = _pool_equal(hard, workers, timeout)
    found = dict(zip(hard, found))
    return [found[pair] if v is None else v for pair, v in zip(pairs, verdicts)]


def bench(path, repeats=10):
    """grade_batch throughput on MATH-500: each answer boxed against its reference, and against the
    next problem's reference (mostly wrong). Prints pairs a second of the fastest of `repeats` warm
    calls (the fastest, as other programs on the machine only ever slow a call down)."""
    answers = [str(json.loads(line)["answer"]) for line in open(path)]
    responses = [f"So the answer is $\\boxed{{{a}}}$." for a in answers] * 2
    truths = answers + answers[1:] + answers[:1]
    grade_batch(responses, truths)  # starts the workers
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        verdicts = grade_batch(responses, truths)
        times.append(time.perf_counter() - t0)
    seconds = min(times)
    print(f"{len(responses)} pairs in {seconds:.3f} s: {len(responses) / seconds:.0f} pairs/s "
          f"({sum(verdicts)} equal)")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--worker"]:
        # started by _ask: one JSON [a, b, timeout] per line in, one verdict out
        # Ctrl-C is for the parent; a worker exits when its stdin closes
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        import sympy  # before saying ready, so that no question pays for it
        print("ready", flush=True)
        for line in sys.stdin:
            print(json.dumps(_limited(*json.loads(line))), flush=True)
    elif len(args) == 2 and args[0] == "--jsonl":
        # the trainer's samples.jsonl has `completion`; eval results have `response`
        rows = [json.loads(line) for line in open(args[1]) if line.strip()]
        texts = []
        for r in rows:
            text = r.get("completion", r.get("response"))
            if text is None or "answer" not in r:
                sys.exit(f"{args[1]}: each line needs the fields `completion` (or `response`) and `answer`")
            texts.append(text)
        ok = grade_batch(texts, [str(r["answer"]) for r in rows])
        print(f"accuracy {sum(ok)}/{len(ok)} = {sum(ok) / max(1, len(ok)):.2%}")
    elif args[:1] == ["--bench"] and len(args) <= 2:
        here = os.path.dirname(os.path.abspath(__file__))
        default = os.path.join(here, "..", "shared", "data", "math500_test.jsonl")
        path = default
        if len(args) == 2:
            path = args[1]
        if not os.path.exists(path):
            sys.exit(f"{path} not found: pass the MATH-500 test set (JSONL with an `answer` field)")
        bench(path)
    elif len(args) == 2:
        pred = args[0]
        if "\\boxed" in args[0] or "\\fbox" in args[0]:
            pred = extract_answer(args[0])
        normalized = None if pred is None else normalize(pred)
        print(f"extracted:  {pred}\nnormalized: {normalized}  vs  {normalize(args[1])}\n"
              f"equal:      {is_equiv(pred, args[1])}")
    else:
        sys.exit('usage: python verify.py PRED GT (e.g. "\\boxed{1/2}" "0.5"), '
                 'python verify.py --jsonl FILE, or python verify.py --bench [MATH500.jsonl]')
