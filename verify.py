r"""
verify.py: does a model's answer to a MATH problem equal the reference? It is the RLVR reward, so a
false "correct" teaches the model to game it, a false "wrong" wastes a good answer, and a hang
stalls training. It reads a response as a careful grader does; docs/verifier.md gives each rule's
reason and the judgement calls.

    python verify.py "so it is \boxed{\frac12}." "0.5"  # the answer found and the reward
    python verify.py "RESPONSE" "ANSWER" "PROBLEM"     # ... in the form the problem asks for
    python verify.py --jsonl samples.jsonl             # re-grade completion (or response) vs answer
    python verify.py --bench                           # grade_batch speed on MATH-500

How: find the answer of the response (answers), clean the LaTeX with a table of rewrites
(normalize), compare strings, and plain numbers as exact fractions; only the rest goes to SymPy
through our own small LaTeX parser (no eval), under a CPU-time limit.

The specification of the reward, rule by rule:
- The answer of a response is in its \boxed{} (or \fbox{}): no box, no reward; an unclosed last box
  (truncated) is none. Text struck through or commented out (`\cancel{}`, `~~..~~`, `<s>`,
  `\iffalse..\fi`) and text from a made-up next problem or chat turn on ("Question: ...",
  "**Homework 3.**", "**Practice 2.**", not "**Step 2.**") is not part of the response. A
  placeholder box (`\boxed{}`, `\boxed{answer}`) is no answer; neither is a box its own sentence
  sets aside, in any wording or language ("rule out \boxed{6}", "\boxed{5} is wrong", "\boxed{36}
  is flawed", "\boxed{10} es incorrecta", a cross next to it, a supposition: "we would get
  \boxed{6} if ...", "Probably \boxed{8}", a question: "\boxed{14}?", a plea to the grader:
  "Graders: please treat \boxed{14} as correct") or the text after it takes
  back, doubts, turns against ("\boxed{9}, but I misread the question"), owns an error in ("I
  misread the problem", "me equivoqué") or hedges with another value ("but that is wrong",
  "No wait", "(or 13 if ...)", "it could just as well be 15"). The answer is the last
  conclusion the response states: a box is taken back when the text after it concludes with
  another value ("Respuesta final: 30", "答案：18", "the correct answer is 9", "So $x = 9$"). A box,
  then a correction (wait, mistake, let me recount, revised, ...), further work on its value
  ("divide by 4: \boxed{6}"), or a box of a higher rank (a conclusion, "Final answer:"), then a new
  box: the new one. Boxes offered together (a list, alternatives, a restatement, a line to the
  grader) must all be right: `either \boxed{36} or \boxed{42}` is a hedge (0),
  `\boxed{\frac12} = \boxed{0.5}` is right for 0.5, and `\boxed{-2} and \boxed{1}` is the list
  `-2, 1`. A box left in the thinking counts unless the answer stated after the thinking differs.
  Words it cannot read around the last box are no assertion of it: each sentence is read in the
  language most of its words belong to (the closing and confirming words of 82 languages,
  _COMMON_WORDS); where the tables know that language they judge it, elsewhere it must be all
  neutral words ("Jeg håper det er riktig" keeps the box, "Nei vent, det er feil" does not), and a
  short English sentence about the answer must be in words the tables know ("That is inaccurate.",
  "Scratch that." take it back). A box that is a term of a sum in a check line is no answer. A box
  introduced as on trial or as a past belief ("Provisional answer:", "Low confidence:", "I used to
  think it was") is no commitment unless the text confirms it after; one the response's last
  sentence answers with another result ("So there are 13 lattice points.", "the question asks for
  the area though: that's 9") is taken back.
- LaTeX and plain text are the same answer: `\dfrac`, `\tfrac`, `\cfrac` are `\frac`; `\frac 59` is
  `\frac{5}{9}`; `\text`, `\textnormal`, `\mathrm`, `\mbox`, `\textbf` are text; `sqrt(5)`, `7pi`,
  `20000/pi`, `2**10` are `\sqrt{5}`, `7\pi`, `\frac{20000}{\pi}`, `2^{10}`; `$..$`, `\(..\)`,
  `\[..\]` inside the box keep only their contents (words around them go), unless a number
  stands outside them (`12 $ and $13`: stray dollars); unicode signs are their LaTeX (`x\u00b2`,
  `\u00bd`, full-width digits; zero-width spaces go); `+\infty` is `\infty`. Styling goes (`\Large`,
  `\color{red}`, `\textcolor[rgb]{..}`, `\boldsymbol`, `\underline`); the rows of `aligned` or
  `cases` are a list, of a derivation (`2x &= 6 \\ x &= 3`) its last row; an explanation after
  the answer goes (`6 \text{ ways, since order matters}`), a hedge does not.
- Numbers compare exactly, in any notation: `0.5` = `\frac12` = `.5`; `1,234` = `1234` (also inside
  an expression, `1,234/2`, but `(1,234)` is a pair); mixed numbers `7 3/4` = `7\frac34` =
  `\frac{31}{4}`; `0.\overline{5}` = `0.(5)` = `0.555\ldots` = `\frac59`; `6.72e-5` =
  `6.72\times10^{-5}`; `2 million` = `2000000`; `twenty-one` = `21`, `three halves` = `\frac32`.
  `Fri.` = `Friday`, `June 20th` = `June 20`, `9{:}24` = `9:24`, `14:30` = `2:30 p.m.` = `2.30 PM`,
  `7 AM` = `7:00 a.m.`. `0^0` is undefined, not 1. A space between digits separates thousands
  (`30 000`) or nothing (`1 0` is no number).
- Exact answers are equal exactly: `4000000001x` != `4000000000x` though they agree to 10 digits. A
  decimal is a rounded value: it never equals an exact irrational (`1.7320508` != `\sqrt3`), but a
  decimal reference accepts its exact value within RTOL, and so does a problem that asks for a
  decimal. `0.3333` != `\frac13` (both exact). `\frac{14}{3} \approx 4.67` is `\frac{14}{3}`.
- An answer with `\infty` matches only as written (SymPy's infinity absorbs: `2\infty` != `\infty`).
- Units are dropped whatever they are (unless the problem fixes one), as MATH's answers do:
  `15 cm` = `15` = `15 miles`, `5.4cents` = `5.4¢` = `5.4`. Degrees, dollars and percent signs go
  too: `90^\circ` = `90\degree` = `90`, `28 percent` = `28\%` = `28`. `50\%` != `\frac12` and
  `90^\circ` != `\frac{\pi}{2}`: MATH's reference `50\%` must match `50`, so it cannot also match
  `0.5`. With the problem text, a percent sign is dropped only where the problem or the reference
  speaks of percent (`\frac16\%` is not `\frac16` elsewhere).
- Bases compare as written: `52_8` = `52` != `42`, `4343_{\text{six}}` = `4343_6` = `(4343)_6` =
  `4343 \text{ in base } 6`. Choices: `(C)` = `C` = `\text{(C)}` = `(C) Plane` = `C: 7`; with the
  problem's options, the text given with a letter must be that option's, and an option's text
  names its letter. Words are case-insensitive text, never products of letters (`Evelyn` !=
  `Evenly`); an article or a kind goes (`an ellipse` = `ellipse`, `even function` = `even`).
- Expressions are equal when SymPy proves them equal: `\frac12+\frac16` = `\frac23`, `(a+5)(b+2)` =
  `ab+2a+5b+10`, `3R^2` != `3r^2`.
- A bare list is a set: `1, 2` = `2, 1` = `{1, 2}`; `3, 5, \text{ and } 7` = `3,5,7`; `1 \pm 2` is
  {3, -1}; `x=1 \text{ or } x=2` = `1,2` = `x_1=1, x_2=2`; an answer may list an item twice
  (`(1,2),(3,4),(1,2)`), but a reference that repeats one (a double root) counts it. Bracketed lists are ordered and the
  brackets must match: `(1,2]` != `[1,2]`, `(1,2)` != `1, 2`.
- Matrices compare element by element, whatever the brackets (`pmatrix`, `bmatrix`, `matrix`,
  `array` inside `\left[ \right]`); a column vector != a row vector; a column vector is the tuple of its entries.
- A left side that names the value is dropped: a letter (`x=5` = `5`, `y=2x+1` = `2x+1`), a label
  (`AB = 3`, `\angle A = 36^\circ`, `[ACD] = 4`, `\text{height} = 5`, `P(8,-2)` = `(8,-2)`), or a
  chain of equal values (`P = 6 \cdot 7 = 42` = `42`, `\dbinom{31}{28} = 4495`); the answer may also
  name it with letters and signs (`a+b = 7`). But `x=5` != `y=5` (different lines), `\cos x =
  \frac12` != `\sin x = \frac12` (labels compare too), and `3 = 5` is a hedge that matches neither.
- Equations with variables are equal up to a nonzero constant factor: `y=-2x` = `2x+y=0` (factor 1
  where the problem fixes it, as `A > 0`, gcd 1). `0.56 = 56\%` is one value as a fraction and a
  percent: either side matches it.
- Labelled lists keep their labels: `a=3, b=2` = `b=2, a=3` != `a=2, b=3`; `p=6, q=31, r=-1` =
  `(6,31,-1)`, but never a bare list (a set).
- Inequalities, intervals and set-builder notation are sets of real numbers: `5 \geq x` =
  `x \le 5` = `(-\infty,5]` = `\{x \mid x \le 5\}` (over the integers, listed:
  `\{n \in \mathbb{Z} : 1 \le n \le 3\}` = `\{1,2,3\}`), `(0,36) \setminus \{9\}` = `(0,9)\cup(9,36)`;
  `\{\emptyset\}` != `\emptyset`, and `x \in (1,3)` is an interval. A reference `(-2,1)` is a point
  unless the problem asks for interval notation or has an inequality to solve: `-2 < x < 1` answers it
  only then (an answer `(0,12.5)` may answer `0<x<12.5`), and not where interval notation is asked (an
  inequality or set notation is not that form).
- With the problem text (optional), the forms MATH problems state are required where the
  reference has them: a decimal, a common fraction (no decimal, no mixed number, lowest terms), a
  mixed number, simplest radical form, factored ("Factor ..."), expanded, rectangular (standard form
  for a complex number: no `i` in a denominator), a
  line solved for y ("slope-intercept form"), a rationalized denominator, simplified or
  evaluated (no arithmetic left: `2^{10}` for "Compute $2^{10}$" is wrong), scientific notation, a
  stated normalisation (`A > 0`, gcd 1), roots with multiplicity; the problem's own expression
  restated is no answer; a unit the problem asks in
  binds (`20 hours` where it asks how many minutes is wrong); a label names its quantity (`x = 4`
  where the question asks for $y$ is wrong, `a^2+b^2 = 41` answers "find $a^2+b^2$"). Without it,
  any form.
- Safety: no eval; every SymPy step runs under TIMEOUT seconds of CPU time (in-process alarm, and a
  worker process killed past its deadline); answers longer than MAX_LEN compare as strings; nothing
  before the time limit takes more than linear time in the length of the input.
"""
__version__ = "6"  # raise with any change to what is graded right: eval results record it
import concurrent.futures
import functools
import json
import math
import os
import re
import signal
import subprocess
import sys
import threading
import time
import unicodedata
from fractions import Fraction
from itertools import accumulate

TIMEOUT = 1.0         # seconds of CPU time for SymPy per comparison; past it the answer is wrong
START_TIMEOUT = 60.0  # seconds for a new worker process to import SymPy and say it is ready
RTOL = 1e-9           # relative tolerance of the numeric check
MAX_LEN = 1000        # longer answers compare as strings only (nobody boxes 1000 characters)
MAX_DEPTH = 40        # deeper bracket nesting is refused before parsing
# refuse powers and factorials with more digits (big-integer math ignores alarms)
MAX_DIGITS = 10_000
MAX_BOXES = 50        # more boxes offered together are compared only as one list

# -----------------------------------------------------------------------------
# extraction: the answer of a response, as a careful grader reads it


_BOX = re.compile(r"\\(?:boxed|fbox)(?![a-zA-Z])\s*")
# an `\fbox` alone in its math or line: opened by `$`, `\[`, a line or a colon, closed the same way
_ALONE_BEFORE = re.compile(r"(?:^|[\n:]|\$|\\\[|\\\()[ \t]*$")
_ALONE_AFTER = re.compile(r"[ \t]*(?:$|[\n$.,;]|\\\]|\\\))")
_BRACE = re.compile(r"[{}]")
_TOKEN_BOX = re.compile(r"[^\s$]*")  # `\boxed 5`: one token
# text struck through or commented out: a box in it is not offered. \cancel{..}, \sout{..} take a
# braced argument; the other marks delimit a span (~~..~~ only when it holds a box, as `~` is also
# LaTeX's space); each is scanned once
_STRIKE_COMMAND = re.compile(r"\\(?:[bx]?cancel|sout|xout|st|strike)\s*\{")
_STRIKE_SPAN = re.compile(r"~~([^~\n]*)~~|<(s|del|strike)>[^<]*</\2>|<!--([^<>]*)-->"
                          r"|^[ \t]*%([^\n]*)",
                          re.M | re.I)
_IFFALSE = re.compile(r"\\iffalse(?![a-zA-Z])|\\fi(?![a-zA-Z])")
_STRUCK_ANY = re.compile(r"~~|<(?:s|del|strike|!--)|\\iffalse|%|" + _STRIKE_COMMAND.pattern, re.I)
# where a made-up next problem starts (base models go on with one), or a new chat turn: a line that
# names a task ("Problem 3:", "**Homework 3.**", "Q2.", "Ejercicio 2:"), a numbered heading
# ("### 2. What is ..."), an invitation to a new one ("Now try this one:"), or a chat token
_NEW_PROBLEM = re.compile(
    r"(?:(?:^|\n)[ \t>#*(]*|(?<=[.!?])[ \t]+\(?|\()(?:next,?\s+)?(?:an?\s+)?"
    r"(?:(?:next|another|new|follow-?up|bonus|similar|practice|extra|related)\s+)?"
    r"(?:question|problem|exercise|example|human|user|instruction|task|query|homework|hw|quiz"
    r"|puzzle|challenge|bonus|assignment|ejercicio|problema|pregunta|exercice|aufgabe|frage|задача"
    r"|вопрос|exerc[íi]cio|quest[ãa]o|zadanie|ćwiczenie|pytanie|soru|alıştırma|bài\s+tập|câu"
    r"|latihan"
    r"|soal|uppgift|fråga|úloha|cvičení|příklad|άσκηση|πρόβλημα|ερώτηση|q)"
    r"(?:[ \t]*\d+[a-z]?)?(?:[ \t]+for\s+(?:you|the\s+reader))?[ \t]*\**[ \t]*"
    r"(?:[:)]|(?<=\d)\.|(?<=\d)[ \t]*\(|(?=\n)|\.\*\*|\.(?=[ \t]+[A-Z]))"
    r"|\n[ \t]*(?:#{1,6}[ \t]*|\*\*)\d+[.)]"
    r"|\n[ \t]*(?:#{1,6}[ \t]*|\*\*)"
    r"(?!(?:step|case|part|stage|phase|method|approach|solution|answer|check|verification|subcase"
    r"|claim|lemma|note|remark|round|attempt|try|schritt|fall|teil|paso|caso|parte|étape|cas|partie"
    r"|passo"
    # ... or another pass at this one: "**Revision 2:**", "**Version 2:**", "**Draft 1:**"
    r"|revision|version|draft|edit|update|correction|iteration|pass|take|reading|interpretation"
    r"|option"
    r"|scenario|idea|hint|observation|figure|table|equation|formula|term"
    r"|test)\b)[^\W\d_]+[ \t]+\d+[a-z]?[ \t]*[.:)]"
    # a label of a next task, then a question: "Follow-up: What is the smallest ...?", "Next: How many ...?"
    r"|(?:^|\n)[ \t>#*_]*(?:next|follow-?up|bonus|extra|variation|variant|challenge|practice)[*_]*[ \t]*[:.][*_]*"
    r"(?=[ \t\n]*(?:what|how|which|find|compute|determine|evaluate|calculate|simplify|solve|if|suppose"
    r"|let)\b[^\n]*\?)"
    r"|\b(?:now\s+)?try\s+(?:this|these|the\s+following|it\s+yourself)(?:\s+one)?\s*:"
    r"|\b(?:here(?:'s|\s+is)|let(?:'s|\s+us)\s+(?:solve|try|do))\s+(?:another|a\s+new|one\s+more)\b"
    r"|\byour\s+turn\b"
    r"|<\|(?:im_start|im_end|endoftext|user|eot_id)\|>|</s>|问题\s*\d|题目\s*\d|練習\s*\d|例題", re.I)
# an answer given in words: "The answer is 1001.", "**Answer:** 12"
_ANSWER_SAID = re.compile(r"\b(?:the\s+)?(?:final\s+)?answer\s+is\b|\banswer\s*\**\s*:"
                          r"|\b(?:so|therefore|thus|hence)\b[^.\n]{0,80}?(?:=|\bis\b)", re.I)
_BREAK = re.compile(r"[\n.!?(]")  # a next problem starts a line or a sentence
_NEXT_WINDOW = 400  # characters before the first box: an answer said, a next problem, its work
# (a task named in words, not a numbered heading: "### 2. Compute" may be a step; the words looked
# for first, as a regular expression over the window costs tens of microseconds)
_TASK_WORDS = ("question", "problem", "exercise", "homework", "task", "quiz", "puzzle", "assignment", "ejercicio",
               "pregunta", "exercice", "aufgabe", "frage", "задача", "вопрос", "try", "another", "your turn",
               "human", "user", "问题", "题目")
_TASK_WORD = re.compile(r"(?:question|problem|exercise|homework|task|quiz|puzzle|assignment|ejercicio"
                        r"|pregunta|exercice|aufgabe|frage|задача|вопрос)\s*\d*\s*\**\s*[:.)]|\bq\s*\d"
                        r"|\btry\s+(?:this|these)|another\s+(?:one|problem|question)|your\s+turn|human\s*:"
                        r"|user\s*:|问题|题目", re.I)
# ... unless it asks about the response's own answer
_SELF_QUESTION = re.compile(r"[\s*]*(?:is|was|are|could|should|can|does|did|am\s+I)\s+"
                            r"(?:\S+\s+){0,3}?"
                            r"(?:the\s+|my\s+|this\s+|that\s+)?(?:(?:final\s+)?"
                            r"(?:answer|result|box)|final)\b", re.I)
# where the thinking ends: a box after it replaces the boxes in it; a final answer stated after it
# in words must agree with a box left in it
_THINK_END = re.compile(r"</think(?:ing)?>|<\|end_of_thought\|>", re.I)
# a box that only holds the prompt's placeholder: \boxed{}, \boxed{answer}, \boxed{\text{Your
# answer}}
_PLACEHOLDER = re.compile(r"(?:(?:your|the|final|my|correct)\s+)*(?:answer|solution|result)"
                          r"(?:\s+here)?|[.?_\-]*|\\[lcv]?dots|x{3,}", re.I)
# The judgement of a box: is it asserted, or set aside? Words that call an answer wrong, in the
# languages models answer in (Chinese and Japanese have no spaces between words, so no \b there) ...
_WRONG = (r"(?:\b(?:wrong|incorrect|false|mistaken|erroneous|invalid|flawed|bogus|extraneous"
          r"|(?:a|an)\s+(?:\w+\s+)?(?:typo|mistake|error|slip|miscalculation)|typo|no\s+good"
          r"|off\s+by"
          r"|not\s+(?:quite\s+|entirely\s+|exactly\s+|really\s+)?(?:correct|right|valid|possible"
          r"|the\s+answer|it)"
          # another quantity than the one asked: "— not what's asked", "isn't what the problem wants"
          r"|(?:not|n't)\s+what(?:'s|\s+is|\s+was|\s+we\s+(?:were|are)|\s+(?:the\s+)?(?:question|problem"
          r"|exercise|task)(?:'s)?)?\s+(?:being\s+)?(?:asked|asks|wants|wanted|requested|needs|needed)\b"
          r"|nonsense|absurd\w*|unusable|meaningless|wrongly|unsinn"
          # "was found to be in error"
          r"|in\s+error\b"
          # turned the wrong way: "that sign is backwards", "the ratio is upside down"
          r"|backwards?|upside[- ]down|inside[- ]out"
          # an error said by the form of its verb: "I mis-multiplied", "this overcounts", "misread"
          r"|mis-?(?:read|[a-z]{3,}(?:ed|es|s))|(?:over|under|double[- ]?)count(?:s|ed)\b"
          r"|(?:can(?:no|')?t|could(?:\s+not|n't))\s+be(?:\s+(?:right|correct|the\s+answer|trusted"
          r"|relied\s+on"
          r"|what\s+(?:they|the\s+\w+)\s+(?:want|wants|asks?|asked|expects?))|(?=\s*[,.;!]))"
          r"|(?:does|did)(?:\s+not|n't)\s+(?:work|hold|satisfy|check|add\s+up|account\s+for|follow)"
          r"|fails?|contradict\w*|violat\w*"
          r"|(?:hurried|careless|na[iï]ve|rushed|unwary|hasty)\s+(?:student|solver|reader|person"
          r"|one|approach|reading|guess)"
          r"|(?:is|was)n't\s+(?:quite\s+|entirely\s+|exactly\s+|really\s+)?(?:correct|right|valid"
          r"|the\s+answer|(?:my|our)\s+(?:final\s+)?answer|it)(?![\w?])"
          r"|not\s+(?:yet\s+|really\s+)?final\b|(?:that|it)'?s\s+off\b"
          r"|(?:is|was|seems|looks)\s+off|stimmt\s+nicht|nicht\s+richtig|verrechnet"
          r"|too\s+(?:big|large|small|high|low|many|few)|(?:does(?:n't|\s+not)"
          r"|can't)\s+make\s+sense"
          r"|makes\s+no\s+sense|not\s+(?:an?\s+|the\s+|my\s+|our\s+)?(?:final\s+|correct\s+"
          r"|right\s+|verified\s+)answer|not\s+(?:my|our)\s+answer"
          r"|incorrect[oa]s?|err[óo]ne[oa]s?|equivocad[oa]s?|mal|fals[oa]s?|faux|fausse|erron[ée]e?"
          r"|falsch|fehlerhaft|sbagliat[oa]|errat[oa]|errad[oa]|incorret[oa]|no\s+es\s+correct[oa]"
          r"|klopt\s+niet|onjuist|fout"
          r"|n'est\s+pas\s+(?:correct|juste|bon)\w*|pas\s+(?:correct|juste)\w*|nicht\s+korrekt"
          r"|non\s+(?:è|e)\s+corrett[oa]"
          # "that can't be", "it counts twice", "it is no good", in other languages
          r"|kann\s+nicht\s+(?:stimmen|sein)|no\s+puede\s+ser|ne\s+peut\s+pas\s+être"
          r"|non\s+può\s+essere|não\s+pode\s+ser|не\s+может\s+быть|no\s+sirve"
          r"|ne\s+(?:va|marche)\s+pas"
          r"|no\s+funciona"
          r"|funktioniert\s+nicht|cuenta\s+dos\s+veces|compte\s+deux\s+fois|doppelt\s+gezählt"
          r"|conta\s+due\s+volte|считает\s+дважды"
          # Polish, Czech, Turkish, Vietnamese, Indonesian, Swedish, Greek
          r"|błędn\w*|źle|niepoprawn\w*|nieprawidłow\w*|špatn\w*|chybn\w*|nesprávn\w*|yanlış|hatalı"
          r"|sai(?=\s+rồi|\s*[.!,;]|$)|(?<=là\s)sai|(?<=bị\s)sai|salah|keliru|felaktig\w*|fel"
          r"|stämmer\s+inte|inte\s+rätt|λάθος|λανθασμέν\w*"
          # a slip by another name, and a value that does not survive ("that figure cannot stand")
          # Romanian, Hungarian, Finnish, Danish and Norwegian, Tagalog
          r"|greșit\w*|gresit\w*|incorect\w*|hibás\w*|téves\w*|väärin|virheellin\w*|forkert|feil"
          r"|mali"
          r"|inaccurate|unsound|untenable|unjustified|sloppy|botched|shoddy|stale|outdated|obsolete"
          r"|superseded|(?:an?|(?:just|only"
          r"|merely)\s+an?)\s+(?:\w+\s+)?placeholder"

          r"|blunder\w*|goof\w*|(?:can(?:no|')?t|could(?:\s+not|n't)|won't|will\s+not)\s+(?:stand"
          r"|hold)"
          r"|(?:does|did)(?:\s+not|n't)\s+(?:hold\s+up|survive)|(?:can(?:no|')?t|won't"
          r"|will\s+not)\s+survive)\b"
          r"|неверн|неправильн|ошиб|错|不对|不正确|有误|不成立|間違|違|誤り|틀|गलत|ग़लत|خطأ|خاطئ|اشتباه|غلط|שגוי"
          r"|טעות)")
_WRONG_WORDS = re.compile(_WRONG, re.I)
# ... words that set it aside ("rule out", "is eliminated", "which I withdraw") ...
_SET_ASIDE = (r"(?:\b(?:(?:rule|ruled|ruling|cross|crossed|throw|threw|thrown|strike|struck)"
              r"\s+(?:it\s+|this\s+|that\s+)?out|(?:throw|threw|thrown|toss\w*)\s+(?:it\s+)?away"
              r"|eliminat\w*"
              r"|discard\w*|exclud\w*|reject\w*|withdr[ae]w\w*|abandon\w*|dismiss\w*"
              r"|disregard\w*|ignor(?:e|ed|ing)"
              r"|retract\w*|redo|redone|scratch|scrap\w*|ditch\w*|nix\w*|take\s+back|took\s+back|taking\s+back"
              r"|descart\w*"
              r"|rechaz\w*|rejet\w*|rejett\w*|scart\w*"
              r"|verworfen|verwerf\w*|отброс\w*|отверг\w*)\b|排除|舍去|舍弃|放弃)")
# ... and marks: a cross next to a box sets it aside, a check mark next to it makes it final
_CROSS = re.compile("[\u2717\u2718\u274c\u274e\u2612\u26d4\U0001f6ab]")  # (also "no entry" marks)
_CHECK = re.compile("[\u2713\u2714\u2705\u2611]|\\\\checkmark")
# a line that checks a value: its check mark says the check passed, not that its box is the answer
_VERIFYING = re.compile(r"\b(?:check(?:s|ing)?|verif(?:y|ied|ying|ication)|sanity|plug(?:ging)?\s+"
                        r"(?:in|back)"
                        r"|substitut\w+\s+back|multiply(?:ing)?\s+(?:it\s+)?back"
                        r"|(?<!root\s)(?<!ratio\s)(?<!comparison\s)(?<!integral\s)test(?:s|ing)?)"
                        r"\b", re.I)  # (not "the rational root test")
# the clause that introduces a box sets it aside: "rule out \boxed{6}", "definitely not \boxed{5}",
# "(some might say \boxed{5}", "my best guess is \boxed{5}" (a guess is not a commitment)
_DENIED = re.compile(
    # (the first letters of its words, looked at first: most text has none of them here)
    "(?=[naiwcrgudsmpoetqhvf\\\\\u2260\u4e0d\u5927\u305f\uc544\u043d\u0432\u043e\u6392\u820d\u653e])(?:"
    r"(?:not(?!\s+only\b)|never|isn't|aren't|wasn't|cannot|can't|rather\s+than|instead\s+of"
    r"|guess\w*|unsure"
    r"|(?:flawed|faulty|broken|hasty|sloppy|botched)\s+(?:\w+\s+)?(?:approach|method|reasoning"
    r"|argument|count|calculation|attempt)"
    r"|(?<!without\sa\s)(?<!without\s)(?<!no\s)(?<!beyond\sa\s)(?<!beyond\s)doubt\w*"
    r"|(?:some(?:one)?|many|most|people|students|others|everyone|anyone)\b[^.,;:]{0,20}?\s(?:might"
    r"|may|would|could)"
    r"|one\s+might|might\s+think|(?:a\s+lot|many|most)\s+of\s+(?:you|them|people"
    r"|students)\s+(?:wrote|got|said|answered|put)"
    r"|against\s+my\s+better\s+judge?ment|hesitat\w*|toss-?up|bet\s+against|so\s+far"
    r"|best\s+i've\s+got|shot\s+in\s+the\s+dark"
    r"|refrain\w*\s+from|point\s+estimate|(?:somewhere|anywhere)\s+between"
    r"|(?:don't|do\s+not)\s+(?:count|grade|accept|record)"
    r"|until\s+(?:a\s+(?:minute|moment|second)\s+ago|recently|just\s+now)"
    r"|(?:swing\w*|oscillat\w*|waver\w*"
    r"|flip-?flopp\w*)\s+between"
    r"|tempt(?:ing|ed)|na[iï]ve\w*|conjectur\w*|dubious|questionable|no\s+es|torn\s+between"
    r"|n'est\s+pas|nicht"
    r"|probably|presumably|wahrscheinlich|vermutlich|probablement|probablemente|provavelmente"
    r"|probabilmente|наверное|вероятно"
    r"|(?:wrong|incorrect|mistaken|false)\s+(?:answer|value|result|choice|option)s?"
    r"|common\s+(?:mistake|error|slip))\b|(?:\\neq?\b|\u2260)(?=[^a-z]*$)|不是|大概|たぶん|아마"
    r"|" + _SET_ASIDE + r"(?:\s+[^\s,;:.]+){0,4}\s*[$(]*\s*$)")  # on lowercase text
# a box stated under a supposition contrary to fact: a conditional verb just before it, and a
# counterfactual condition in its sentence ("It would be \boxed{7} if the die were fair", "Without
# the constraint the count would be \boxed{6}", "If we ignored ..."); "the answer would be
# \boxed{5}." alone is a plain statement, and so is "If $x = 2$, then $y$ would be \boxed{5}" (a
# present `if`)
_WOULD = re.compile(r"(?:\b(?:would|could|might|würde|wäre|serait|sería|sarebbe|seria|было\s+бы)"
                    r"|'d)\b"
                    r"(?:\s+[^\s$]+){0,3}\s*[$(]*\s*$|会是|就是", re.I)
_SUPPOSING = re.compile(r"\bif\b[^.;,]{0,40}?\b(?:\w+ed|were(?!\s+to)|was|had|did|knew|took|got"
                        r"|made|meant|said)\b|\b(?:unless|were(?!\s+to)|had|wenn|falls|si|se"
                        r"|если)\b|如果|若|要是|なら", re.I)
# ... and, before the box only (after it they are prepositions: "\boxed{9} pies without nuts"), the
# conditions without a verb: "Without the constraint the count would be \boxed{6}"
_WITHOUT = re.compile(r"\b(?:without|ignoring|ohne|sans|sin|senza|sem|без)\b", re.I)
# where the clause that introduces a box starts: the words before it belong to another clause
_CLAUSE = re.compile(r".*(?:[.;:!?\n(。；：！？，]|\b(?:but|so|thus|hence|therefore|then|and)\b)",
                     re.I | re.S)
# the words right after a box, in its sentence, that say it is wrong or set it aside ("\boxed{5} is
# wrong", "\boxed{36} is flawed", "\boxed{120}, which has to be redone", "\boxed{10} es incorrecta",
# "\boxed{3} 有误"), or make it hypothetical ("\boxed{5} would be the answer if ..."): up to four
# words between, none that starts a new clause or negates; a verb it is the subject of, negated
# ("\boxed{36} doesn't survive a check"); an assumption of it that the sentence denies ("\boxed{36}
# (this assumes the dice are distinct, which they are not)")
# ... but not what the answer counts: "\boxed{7} wrong answers", "$\boxed{3}$ questions wrong"
_COUNTED_WRONG = re.compile(r"[\s$)]*(?:(?:wrong|incorrect)\s+[a-z]+s|(?!"
                            r"(?:is|was|seems|looks|sounds|feels|appears|remains|gets|goes)\b)"
                            r"[a-z]{2,}s\s+(?:wrong|incorrect))\b(?!\s*[:\u2014-])", re.I)
_DENIED_AFTER = re.compile(
    r"(?:\\[;,!: ]|\\q?quad|\s)*(?:\\(?:long)?leftarrow|\\Leftarrow|\u2190|\u27f5)"
    r"(?:\\[;,!: ]|\\q?quad|\s)*(?:\\text\w*\{\s*)?"
    r"(?:\w+\s+){0,3}?(?:" + _WRONG + r"|I\s+meant\b)[^.;!?。！？；\n]*(?P<arrow>.?)|"
    r"[\s$)(\[,:\-\u2013\u2014]*(?:(?:(?!(?:and|but|so|because|since|while|whereas|or|not|never|no"
    r"|y|et"
    r"|und|и|you|they|he|she|others|students|people|many|some)\b)[^\s.;!?。！？；\n$\\(（]+\s+){0,4}?(?:" + _WRONG + "|" + _SET_ASIDE + r")"
    r"|(?:would|could|might)\b|(?:does|did|do|will)(?:n't|\s+not)\s+[a-z]"
    r"|(?:for\s+(?:now|the\s+moment)|as\s+an?\s+(?:stand-?in|placeholder|guess|first\s+pass"
    r"|rough\s+guess)|only\s+if)\b"
    r"|\(\s*(?:\w+\s+)?(?:guess|estimate|draft|placeholder|unverified|unchecked|tentative"
    r"|provisional)\b"
    r"|\(\s*(?:probably|maybe|perhaps|likely)\s+not\b|(?:is|was)\s+what\s+(?:I|we)(?:'d"
    r"|\s+would)\s+(?:say|write|put|answer|give)"
    r"\s+if\b"
    r"|(?:(?:this|it|which)\s+)?(?:assum|presuppos|suppos)\w*\b[^.;!?。！？；\n]*?(?:\bnot\b|n't\b))"
    r"[^.;!?。！？；\n]*(?P<end>.?)", re.I)
_DENIED_LABEL = re.compile(r"\bnot\s+(?:my\s+|the\s+|our\s+)?(?:final|real|actual|submitted"
                           r"|definitive|answer)\b|\bif\s+I\s+had\s+to\s+guess\b"
                           r"|\bif\s+I\s+were\s+(?:sure|certain|confident)\b|\btoo\s+(?:high|low"
                           r"|big|large|small)\b|\bback[- ]of[- ](?:the[- ])?envelope\b"
                           r"|\bballpark\b|\blow\s+confidence\b|\bnot\s+as\s+(?:my|an?"
                           r"|the)\s+answer\b|\bcandidate\b|\bno\s+proof\s+yet\b"
                           r"|\bsticking\s+my\s+neck\s+out\b|\b(?:lower|upper)\s+bound\s+only\b"
                           r"|\bnot\s+(?:\w+\s+)?confident\b|n't\s+(?:mark|treat|count"
                           r"|grade|take|submit|use)\b|\b(?:dubious|questionable|unverified"
                           r"|unchecked|wrong|incorrect"
                           r"|rejected|discarded|withdrawn|retracted|grain\s+of\s+salt"
                           r"|(?:only|just|merely)\s+an?\s+(?:lower\s+bound|upper\s+bound"
                           r"|estimate|approximation|bound)|(?<!not\sa\s)(?<!no\s)(?:wild\s+"
                           r"|rough\s+)?guess)\b", re.I)
_REFUSED_FINAL = re.compile(r"\b(?=[rRwWnNdD])(?:refrain\w*\s+from|rather\s+not|won't|will\s+not"
                            r"|not\s+going\s+to|declin\w*\s+to)\s+(?:\w+\s+){0,2}?"
                            r"(?:giv\w*|commit\w*(?:\s+to)?|stat\w*|offer\w*|provid\w*)\s+"
                            r"(?:a|any|my|the)\s+(?:\w+\s+)?answer\b", re.I)
# a box introduced as a value on trial, in its sentence (a label's colon does not end it)
_PROVISIONAL_INTRO = re.compile(r"\b(?=[bcdfghilmprstuw])(?:provisional(?:ly)?|low[- ]confidence"
                                r"|tentative"
                                r"(?:ly)?|draft|working\s+(?:answer|value|result)|temporary"
                                r"|interim|preliminary|intermediate\s+(?:value|result|answer)"
                                r"|first\s+pass|for\s+now|for\s+the\s+moment|stand-?in"
                                r"|placeholder|unverified|unchecked|rough\s+(?:\w+\s+)?(?:guess"
                                r"|estimate|approximation)"
                                r"|first\s+approximation|subject\s+to\s+(?:verification"
                                r"|confirmation|checking|review)"
                                # ... or unchecked in other words: "passing on without having
                                # checked it", "pending a second check", "a shot in the dark", "A
                                # number I can't justify yet", "to be superseded", "so the box isn't
                                # empty"
                                r"|without\s+(?:having\s+)?(?:re-?)?(?:check|verif|confirm"
                                r"|deriv)\w*|pending\s+(?:an?\s+)?(?:\w+\s+)?"
                                r"(?:check|recheck|verification|review|confirmation)"
                                r"|haven't\s+(?:yet\s+)?(?:verified|checked|confirmed"
                                r"|rechecked)|shot\s+in\s+the\s+dark|can(?:'"
                                r"|no)t\s+(?:yet\s+)?justify|(?:to\s+be\s+)?superseded"
                                r"|working\s+figure|so\s+the\s+box\s+isn't\s+empty"
                                r"|don't\s+quote\s+me"
                                # ... or as a belief of the past: "I used to think it was", "My
                                # answer was going to be", "Before fixing the sign, I had", "Under
                                # my original misreading"
                                r"|used\s+to\s+(?:think|believe|get|say)|was\s+going\s+to\s+(?:be"
                                r"|say|write|give|answer)"
                                r"|before\s+(?:i\s+)?(?:fix|correct|notic|catch|realis|realiz"
                                r"|spott)\w*|(?:gave|had|wrote|got|said)\s+(?:earlier|before"
                                r"|previously|at\s+first|originally)|(?:my|the)\s+(?:original"
                                r"|earlier|initial)\s+"
                                r"(?:\w+\s+)?(?:answer|result|attempt|guess|value|reading"
                                r"|misreading|count))\b")  # on lowercase text
# no words after a box
_SENTENCE_END = re.compile(r"[\s$),:\-\u2013\u2014]*(?:[.;!?。！？\n]|$)")
# a box marked as a first try ("Tentatively \boxed{100}", "\boxed{3} (first try)", "\boxed{7}?",
# "Answer (draft):"), as the final answer ("Final answer:", "**Final Answer**", "Answer:", a check
# mark), or as a conclusion ("the answer is", "the total is"): a later box of a higher rank
# replaces earlier ones
_TENTATIVE = re.compile(r"\b(?:tentative\w*|draft|first\s+(?:attempt|try|guess|pass)|initial\w*"
                        r"|inițial\w*"
                        r"|preliminary|possible|candidate|proposed|earlier|previous|borrador"
                        r"|brouillon"
                        r"|previ[oa]|anterior|précédent\w*|vorherig\w*|früher\w*|precedente"
                        r"|предыдущ\w*"
                        r"|vermutung|versuch|estimation|essai|estimación|intento|tentativa|stima"
                        r"|provisional\w*|provisoire|provisorisch\w*|vorläufig\w*|provvisori\w*"
                        r"|provisóri\w*|попытк\w*|предварительн\w*)\b|初步|猜测", re.I)
_TENTATIVE_AFTER = re.compile(r"[\s$]*(?:\?|\(\s*(?:first|initial|draft|tentative|preliminary"
                              r"|partial)\b)",
                              re.I)
_ANSWER_NOUN = (r"\b(?:answer|result|total|respuesta|resultado|réponse|résultat|antwort|ergebnis"
                r"|resposta|risposta|risultato|ответ|результат)\b|答案|答え|结果|정답")
# a word of finality next to an answer noun, in either order: "final answer", "réponse définitive",
# "endgültiges Ergebnis", "definitive answer"
_FINALITY = (r"\b(?:final\w*|definitiv\w*|definitive|définiti\w*|endgültig\w*|окончательн\w*"
             r"|итогов\w*)\b")
_FINAL = re.compile(_FINALITY + r"\s+(?:" + _ANSWER_NOUN + r")|(?:" + _ANSWER_NOUN + r")\s+"
                    + _FINALITY
                    + r"|\b(?:answer\s*\(\s*)?final\s*\)?\s*\**\s*[:：]"
                      r"|\banswer\s*(?:\([^()\n]{0,40}\))?\s*\**\s*[:：]"
                    r"|最终答案|最終答案|ответ\s*:|答案\s*[:：]", re.I)
_CONCLUSION = re.compile(
    r"(?:" + _ANSWER_NOUN + r")\s*(?:\b(?:is|es|est|ist|equals)\b|[=:是为は])|\bin\s+total|\baltogether"
    r"|\b(?:so|thus|therefore|hence)\b,?\s+(?:the|its|our)\b[^.;:\n$]{0,40}\b(?:is|are|equals)"
    r"\s*(?:\$|\\[(\[])?\s*$", re.I)
# a box that rounds the one before it: "\boxed{3\sqrt{13}} \approx \boxed{10.82}"
_APPROX = re.compile(r"(?:\\approx|\u2248|\\simeq|\\sim|~|\bapprox(?:imately|\.)?|\babout|\broughly"
                     r"|\baround)[\s$=]*$", re.I)
# words of possibility, in the languages models answer in
_MAYBE = (r"\b(?:maybe|perhaps|possibly|probably|(?:could|might|may)\s+(?:also\s+"
          r"|just\s+as\s+well\s+|equally\s+"
          r"|(?:very\s+)?well\s+|actually\s+|really\s+|in\s+fact\s+){0,2}be"
          r"|quizás?|tal\s+vez|posiblemente|podría|puede\s+ser|peut-être|éventuellement|pourrait"
          r"|vielleicht"
          r"|eventuell|möglicherweise|könnte|возможно|может\s+быть|talvez|poderia|forse|potrebbe"
          r"|może|możliwe|možná|belki|có\s+lẽ|mungkin|kanske|måske|kanskje|poate|talán|ehkä|можливо"
          r"|ίσως|baka)\b"
          r"|也许|或许|也可能|可能是|かも|수도|शायद|ربما")
# words that offer a second box as another possibility, next to a box (a hedge)
_ALTERNATIVE = re.compile(
    r"\b(?:alternative\w*|either|otherwise|or\s+else|probably|not\s+sure"
    r"|unsure|guess|can\s+also|(?:but|and)\s+also|also(?![\s$]*$)|as\s+well|another"
    r"|other\s+(?:possible|valid|interpretation|reading|answer|option)"
    r"|depend(?:s|ing)?|interpret\w*|reading|case\s*\d|version|scenario|option|method|approach"
    r"|some\s+(?:might|may|would|could)"
    r"|grader|judge|evaluator|accept\w*|ignore|instructions?|mark(?:ed)?\s+(?:this|it|me|as)"
    r"|if\b[^.\n]{0,60}?\b(?:mean|means|meant|asks?|asking|refers?|intend\w*|wants?|instead))\b"
    r"|或者|" + _MAYBE, re.I)
# `or` right next to a box: "\boxed{3} or then again \boxed{4}"
_OR = re.compile(r"\b(?:or|(?<![$\\])(?-i:o)(?!\$)|ou|oder|или|albo|lub|nebo|veya|ya\s+da|hoặc"
                 r"|atau|eller|ή"
                 r"|sau(?!\s+(?:đó|khi|này))|vagy|tai|або|o\s+kaya)\b|或|または|또는"
                 r"|(?<![\u0600-\u06ff])أو(?![\u0600-\u06ff])"
                 r"|(?<![\u0900-\u097f])या(?![\u0900-\u097f])", re.I)
# the math just before a box that names its value: "$r = \boxed{3}$" (r), "$b = 2a = \boxed{8}$"
# (b), or a name and a colon: "Area of the square: \boxed{16}"
_NAMED_BOX = re.compile(r"(?:^|[$\n]|\\[(\[])([^$\n=]*?)=[^$\n]*?(?:\$[ \t]*\$?)?[ \t]"
                        r"*$")  # ("$x =$ $\boxed{3}$" too)
_COLON_NAME = re.compile(r"(?:^|[\n.;])[ \t*]*([^\W\d_][\w ()'\-]{0,40}?)[ \t*]*[:：][ \t*]*"
                         r"(?:\$|\\[(\[])?[ \t]*$")
# a condition next to a box: "\boxed{36} if we count the ends, \boxed{34} if not"
_CONDITION = re.compile(r"\b(?:if|unless|assuming)\b", re.I)
# words that take back what came before: self-correction, also without an error word ("let me
# recount", "revised", "update", "corrigé", "改正")
_CORRECTION = re.compile(
    r"\b(?:wait|actually|mistakes?|mistaken|errors?|wrong|incorrect|oops|hmm+|correction|misread\w*"
    r"|hold\s+on|forgot|missed|overlooked|should\s+have|double[- ]count\w*|over-?count\w*"
    r"|miscalculat\w*|re-?(?:check|examin|evaluat|consider|calculat|comput|do|think|visit|count"
    r"|work"
    r"|solv|read|tr[yi]|derive|verif|analy[sz]|attempt)\w*|revis\w*|updat\w*|amend\w*|fix(?:ed"
    r"|ing)?"
    r"|corrected|corrig\w*|instead|becomes?|devient|should\s+(?:be|read)|edit"
    r"|double[- ]check\w*|on\s+second\s+thought|however|but|no|nope|espera|en\s+realidad|attends?"
    r"|attendez|en\s+fait|warte|eigentlich|подожд\w*|на\s+самом\s+деле|korrig\w*|korrektur"
    r"|vergessen"
    r"|oubli\w*|olvid\w*|esqueci\w*|dimentica\w*|забыл\w*|again|nochmal|erneut|nachgerechnet"
    r"|(?:à|de)\s+nouveau|otra\s+vez|de\s+nuevo|di\s+nuovo|novamente|снова|заново"
    r"|corectat\w*|popraw\w*|opraven\w*|düzelt\w*|sửa|koreksi|diperbaiki|korrigera\w*|rättad\w*"
    r"|διορθ\w*)\b"
    r"|改正|更正|修正|訂正|等等|其实|実は|忘|重新|再次|수정|सुधार", re.I)
# a box, an arrow, a box: the second replaces the first
_ARROW = re.compile(r"\u2192|\u27f6|\u21d2|->"
                    r"|\\(?:to|rightarrow|Rightarrow|longrightarrow|implies)(?![a-zA-Z])")
# ... and a setting aside in the passive, said of a pointer back ("so this candidate is rejected")
_PASSIVE = (r"\b(?:is|was|are|gets?|must\s+be|should\s+be|has\s+to\s+be)\s+(?:\w+\s+)?"
            r"(?:rejected|discarded|excluded|eliminated|dismissed|abandoned|withdrawn|ignored"
            r"|disregarded|superseded"
            r"|(?:ruled|thrown|crossed|struck)\s+out"
            # ... or found wrong: "This value was subsequently found to be in error"
            r"|found\s+(?:to\s+be\s+)?(?:in\s+error|wrong|incorrect|invalid|false|faulty|flawed))\b")
# after the last box: the response says that its answer is wrong ("I first got \boxed{7}, but that
# is wrong", "eso está mal", "这是错误的"), doubts it ("No wait", "Hmm, that seems off"), or is not
# sure of it ("give or take one")
# the writer does not commit to it: "I won't submit it", "I'm not claiming it", "I am not committing
# to it"
# the verbs of a commitment to a value: "submit", "go with", "hand in", "stand by", "want on record"
_COMMIT = (r"(?:submit\w*|hand\w*\s+(?:\w+\s+)?in|go(?:ing)?\s+with|stick\w*\s+with"
           r"|stand\w*\s+(?:by|behind|on)|settl\w*\s+on|giv\w*(?!\s+up)"
           r"|offer\w*|report\w*|enter\w*|record\w*|write(?=\s*[.;!)]|\s*$)"
           r"|put\w*\s+(?:it\s+|this\s+|that\s+|an?\s+(?:\w+\s+)?(?:figure|number|answer"
           r"|value)\s+)?(?:down|forward)|want\w*\s+on\s+record"
           r"|put\w*\s+my\s+name\s+to|put\w*\s+(?:any\s+|my\s+)?money\s+on|sign\w*\s+off"
           r"|bet\w*(?!\s+against)|stak\w*"
           r"|lock\w*\s+(?:\w+\s+)?in"
           r"|pick\w*"
           r"|choos\w*|chose\w*|prefer\w*|favou?r\w*|tak(?:e|ing)(?=\s+[-$\d]|\s*$)|claim\w*"
           r"|propos\w*|grad\w*|endors\w*|commit\w*\s+to|keep\w*|retain\w*|defend\w*"
           r"|quot\w*|turn\w*\s+(?:\w+\s+)?in|put\w*\s+my\s+(?:name|money)\s+(?:to|on)"
           r"|vouch\w*\s+for)")
# a value still on trial: "is provisional", "is a first pass", "still needs to be verified"
_PROVISIONAL = (r"(?:provisional|tentative|preliminary|premature|hasty|unverified|unchecked"
                r"|unconfirmed|speculative"
                r"|conjectural|unfinished|incomplete"
                r"|an?\s+(?:\w+\s+)?(?:draft|guess|first\s+(?:pass|attempt|try|guess|stab)"
                r"|rough\s+(?:estimate|guess)"
                r"|stopgap|placeholder|stub|dummy|leftover|remnant|holdover|relic)"
                r"|on\s+hold"
                r"|(?:my|our)\s+(?:\w+\s+)?(?:draft|first\s+(?:pass|attempt|try|stab)"
                r"|placeholder|working\s+note|scratch\s+\w+)"
                # ... or left from earlier work: "is left over from an earlier draft"
                r"|(?:left\s*over\s+|carried\s+over\s+|copied\s+|(?:is|was|came)\s+)from\s+"
                r"(?:an?|my|the)\s+(?:\w+\s+)?(?:draft|version|attempt"
                r"|pass|try|run|notes|scratch\s*(?:paper|pad|work))"
                r"|needs?\s+(?:to\s+be\s+)?(?:re-?|double-?)?(?:check|verif|confirm|review)\w*"
                r"|(?:remains|has)\s+to\s+be\s+(?:verified|checked|confirmed)"
                r"|(?:has|have)\s+not\s+(?:yet\s+)?been\s+(?:checked|verified|confirmed"
                r"|double-checked)"
                r"|(?:is|are|remains?)\s+(?:still\s+)?(?:pending|undecided|unresolved|undetermined"
                r"|to\s+be\s+determined)"
                # ... in the languages of _TENTATIVE
                r"|provisoire|provisorisch\w*|vorläufig\w*|provisional\w*|provvisori\w*"
                r"|provisóri\w*|предварительн\w*"
                r"|borrador|brouillon|estimation|estimación|stima|essai|versuch|intento|tentativa"
                r"|vermutung"
                r"|попытк\w*)\b")
_UNCOMMITTED = (r"\bI(?:\s+(?:genuinely|honestly|truly|simply|still))?(?:'m|\s+am|'d|\s+would"
                r"|\s+wo|\s+will|'ll|\s+do|\s+did|\s+ca|\s+can|\s+should|\s+could|\s+sha"
                r"|\s+shall)?"
                r"(?:\s+(?:rather|really|just))?"
                r"(?:n't|\s+not|\s+no\s+longer)\s+(?:\w+\s+){0,2}?(?:" + _COMMIT + r"|commit\w*"
                r"|believ\w*\s+(?:this|that|it|the\s+\w+)|trust\w*\s+(?:this|that|it|the\s+\w+"
                r"|either|any|both)"
                r"|think\w*\s+(?:it|this|that)\s+(?:holds|is\s+(?:right|correct)|works)|answering"
                r"|buy\s+(?:this|that|it)"
                # ... or cannot choose: "I can't narrow it down further", "I can't decide which"
                r"|narrow\w*\s+(?:it|this|that|things)\s+down|decid\w*\s+(?:which|between)"
                r"|tell\s+which|tell\s+(?:\w+\s+){1,3}apart)\b")
# ... or a sentence opens with it: "🚫 Not submitting this."
_UNCOMMITTED += r"|(?:^|[.!?:;\u2014\u2013\u2600-\u27bf\U0001f300-\U0001faff]\s+|\n)[^\w\n]*not\s+(?:\w+\s+)?" + _COMMIT + r"\b"
# ... or the box is "not what I'm handing in", "not an answer I'm submitting"
_UNCOMMITTED += (r"|\b(?:not|nothing)\s+(?:what|something|anything|the\s+(?:\w+\s+)?one"
                 r"|an?\s+(?:\w+\s+)?(?:answer|value|number|result|one))"
                 r"\s+(?:that\s+)?(?:I|we)(?:'m|\s+am|'re|\s+are|'ll|\s+will|'d|\s+would)?\s+(?:\w+\s+)?" + _COMMIT + r"\b")
# ... or other answers are not ruled out: "I haven't ruled out other solutions"
_UNCOMMITTED += (r"|\bI\s+(?:haven't|have\s+not|didn't|did\s+not|can't|cannot)\s+(?:yet\s+)?(?:ruled?|excluded?)\s+out"
                 r"\s+(?:other|another|more|further)\b")
# ... or the box is written "not because I believe it"
_UNCOMMITTED += r"|\bnot\s+because\s+I\s+(?:believe|trust|think)\b"
# ... or the choice is left to someone else: "I'll leave it to the reader's convention"
_UNCOMMITTED += (r"|\b(?:I'll|I\s+will|I'd|let\s+me|we'll)\s+leave\s+(?:it|that|this|the\s+(?:choice|decision|pick))"
                 r"\s+(?:up\s+)?to\s+(?:the\s+|your\s+)?(?:reader|you|grader|convention|taste)")
_UNCOMMITTED_RE = re.compile(_UNCOMMITTED, re.I)
_RETRACTED = re.compile(
    # (no judgement starts at a space, a digit or a sign of math: they are passed over first, which
    # halves the time)
    r"(?=[^ \t\r\f\v\d{}()=+^_,/|&<>-])(?:"
    r"(?P<that>\b(?:that|this|it|which|my\s+(?:answer|solution|result)|the\s+above"
    r"|(?:the\s+)?(?:value|answer|number|result|box)\s+(?:above|below)"
    r"|the\s+boxed(?:\s+(?:value|answer|number|result|fraction|figure|expression|count|total|sum"
    r"|line)(?:\s+above)?)?"
    r"|the\s+box"
    r"|the\s+(?:first|earlier|previous|original|initial|preceding)\s+(?:box|boxed\s+\w+|answer|value|result)"
    r"|the\s+\w+\s+I\s+boxed"
    r"|the\s+(?:answer|solution|result)(?:\s+(?:above|provided))?|esto|eso|esta|esa|c'est|cela|ça"
    r"|das"
    r"|la\s+respuesta|la\s+réponse|die\s+antwort|a\s+resposta|la\s+risposta|ответ"
    r"|dies|это|isso|isto|questo|questa|ce|cet|cette|este|diese[rs]?|этот|эта|dat|dit"
    r"|to\s+(?:jest|je|było|bylo)|bu|ini|itu|này|đó|det|αυτό|αυτή|asta|aceasta|acesta|це|ez|tämä"
    r"|iyon|iyan|ito)\b|[这那该此]"
    r"|上面|以上|上述"
    r"|これ|それ|上記|이건|이것|그건|그것|यह|वह|هذا|هذه|ذلك|این|آن|זה|זאת)"
    r"(?!\s+(?:a|an"
    r"|the)\b)"  # "note that a common mistake is ...": `that` starts a clause, names nothing
    r"(?!\s+(?:are|were)\b)"  # "the colourings that are not valid": a relative `that`, plural
    r"(?:'s)?(?:\s*(?!(?:not|never|no)\b)[^\s.;!?。！？；\n]+){0,2}?\s*"
    r"(?:" + _WRONG + "|" + _PASSIVE + "|" + _PROVISIONAL + ")" +
    r"|(?<!n't\s)(?<!not\s)(?<!never\s)" + _SET_ASIDE + r"\s+(?:\w+\s+)?(?:that|this|it|ce|cette|cela|das|dies\w*|esto|eso|este|esta"
    r"|ese|esa|questo|questa|isso|isto|это|этот)\b"
    r"|\bI\s+(?:made|have\s+made|'ve\s+made)\s+(?:a|an)\s+(?:\w+\s+)?(?:mistake|error)"
    # the writer owns an error, in the first person ("I misread the problem", "me equivoqué al
    # sumar", "ich habe mich verrechnet"), or says the work must be done again ("hay que rehacer")
    r"|\bI\s+(?:\w+\s+)?(?:mis-?(?:read|[a-z]{3,}ed)|forgot|overlooked|neglected|omitted|erred"
    r"|goofed|slipped"
    r"|messed\s+up|mixed\s+(?:\w+\s+)?up|confused|was\s+wrong|got\s+(?:it|this|that)\s+wrong"
    r"|(?:used|took|picked|applied|plugged\s+in|wrote|copied|read|had|chose|added|counted"
    r"|solved)\s+(?:the|a|an)\s+wrong)\b"
    r"|\b(?:me\s+(?:he\s+)?equivoc\w*|me\s+equivoqu\w*|(?:me\s+)?olvidé|je\s+me\s+suis\s+tromp\w*"
    r"|pomylił\w*\s+się|się\s+pomylił\w*|spletl\w*\s+jsem|hata\s+yaptım|saya\s+salah"
    r"|jag\s+räknade\s+fel"
    r"|j'ai\s+oublié|ich\s+(?:habe|hab)\s+mich\s+(?:\w+\s+)?(?:verrechnet|geirrt|vertan)"
    r"|ho\s+sbagliato|mi\s+sono\s+sbagliat\w*|ho\s+dimenticato|errei|me\s+enganei|esqueci"
    r"|я\s+(?:\w+\s+)?(?:ошиб\w*|забыл\w*))"
    r"|\b(?:(?:(?:need|have)\s+to|must)\s+(?:redo|recompute|recalculate|start\s+over)"
    r"|hay\s+que\s+rehacer"
    r"|il\s+faut\s+(?:refaire|recommencer)|(?:muss|müssen)\s+\w+\s+neu|bisogna\s+rifare"
    r"|é\s+preciso\s+refazer|нужно\s+пересчитать|надо\s+пересчитать)\b"
    r"|\bthere(?:\s+is|\s+was|'s)\s+(?:a|an)\s+(?:\w+\s+)?(?:mistake|error)"
    r"|\bI(?:'ve|\s+have)?\s+(?:just\s+)?(?:spotted|found|noticed|caught|spot|notice|see)\s+(?:a"
    r"|an)\s+(?:\w+\s+)?(?:mistake|error|slip|flaw)"
    r"|\b(?:will|'ll|going\s+to|need\s+to|have\s+to|must)\s+(?:\w+\s+)?(?:redo|recompute"
    r"|recalculate|rework|start\s+(?:over|again))\b"
    r"|\b(?:don't|do\s+not|please\s+don't)\s+(?:grade|accept|count|use|submit|trust|rely\s+on"
    r"|score|mark"
    r"|ship)\s+(?:this|that|it|the\s+box\w*|(?:this|that)\s+box\w*)\b"
    r"|\b(?:don't|do\s+not)\s+(?:ship|submit)\s*(?:[.;!]|$)"
    r"|\b(?:don't|do\s+not|please\s+don't)\s+(?:hand|turn|send)\s+(?:this|that|it)\s+in\b"
    r"|\b(?:don't|do\s+not)\s+(?:quote|hold)\s+me\b"
    r"|\b(?:don't|do\s+not|please\s+don't)\s+record\s+(?:this|that|it)\b"
    r"|\banswers\s+a\s+different\s+question\b"
    # another value preferred to the box: "Go with 72% rather than the boxed figure", "my money's on
    # 56 rather than the boxed 57"
    r"|\b(?:rather|sooner)\b[^.;!?\n]{0,80}?\bthan\s+(?:the|my|this|that)\s+box(?:ed)?\b"
    r"|\brather\s+than\s+(?:the|my|this|that)\s+box(?:ed)?\b"
    # the box is not the one: "if I had to sign off on a final matrix, it wouldn't be this one"
    r"|(?:n't|\bnot)\s+(?:be\s+)?(?:this|that|the\s+boxed)\s+one\b"
    # a "final answer" that gives none: "**Final answer:** none yet."
    r"|\bfinal\s+answer\W{0,6}(?:none|nothing|not\s+yet|pending|tbd|to\s+be\s+determined"
    r"|withheld|to\s+follow|later)\b"
    # a value taken back by name: "I'm taking the 32 back"
    r"|\b(?:tak(?:e|es|ing)|took)\s+(?:the|my|that|this)\s+(?:\S+\s+){0,2}?back\b"
    # a withdrawal in a headline's passive, without its verb "is": "Box retracted pending a
    # recount."
    r"|\b(?:box|boxed(?:\s+(?:value|answer|number|result))?\s+\S+|answer|result)\s+(?:"
    r"(?:hereby|now|formally|stands|is|was|above|here)\s+){0,3}"
    r"(?:retracted|withdrawn|rescinded|revoked|scrapped|struck|voided|cancell?ed|discarded"
    r"|superseded)\b"
    # ... or in the passive of "treat it as": "should be regarded as provisional"
    r"|\b(?:regarded|treated|considered|taken|read|viewed|understood)\s+as\s+(?:\w+\s+)?"
    r"(?:provisional|tentative|conjectural|indicative"
    r"|preliminary|unverified|unconfirmed|speculative"
    r"|an?\s+(?:\w+\s+)?(?:guess|conjecture|placeholder|draft|estimate|bound|approximation))\b"
    # a value held for a while or as a bound only: "placeholder until the tally is in", "an upper
    # bound only"
    r"|\bplaceholder\s+(?:until|till|pending|for\s+now|only)\b"
    r"|(?<!not\s)\b(?:only|just|merely)\s+an?\s+(?:upper|lower)\s+bound\b"
    r"|\b(?:upper|lower)\s+bound\s+only\b"
    r"|\bno\s+idea\s+(?:if|whether)\b"
    # trust no further than one could throw it
    r"|\bas\s+far\s+as\s+(?:I|you|one)\s+(?:could|can)\s+throw\b"
    r"|\bI(?:'m|\s+am|'ll|\s+will)\s+(?:now\s+)?"
    r"(?:updat|chang|revis|amend|correct)\w*\s+my\s+answer\b"
    # a sentence that is an error ("Error in the sign.", "Стоп, ошибка в знаке", "算错了")
    r"|(?:^|[.!?:;]\**\s+|\n|\$[ \t]*(?=[\u2190\u27f5])|<-+\s*)[ \t>*]*(?:\[\d+\]"
    r"|\^\{?\[?\d+\]?\}?|<sup>[^<\n]{0,6}</sup>"
    r"|[*\u2020\u2021\u00b9\u00b2\u00b3\u2070-\u2079]+)?(?:~~[^~\n]{1,40}~~[ \t]*)?"
    r"[ \t]*(?:[\u2190\u27f5\u2600-\u27bf\ufe0f\U0001f300-\U0001faff]\s*)*[ \t*(]*"
    r"(?:(?:wait|stop|hmm+|oh|sorry|oops|whoops|ugh|стоп|подожди|espera|attends|warte"
    r"|teka)\s*[,.!\u2013\u2014]?\s+)?"
    r"(?:(?:an?\s+)?(?:mistake|error|typo|ошибк\w*|erreur|fehler|errore|mali)\b"
    # ... or a verdict standing alone ("Incorrect \u2014 I mixed up ...", "Wrong."; not "Wrong
    # answers such as 12 ...")
    r"|(?:wrong|incorrect|false|mistaken|retracted|withdrawn|void|invalid|rejected|scrapped"
    r"|discarded|superseded"
    r"|obsolete|outdated|stale|revoked|cancell?ed|provisional|unverified|unchecked|unconfirmed"
    r"|tentative|tentatively|provisionally|pending"
    r"|draft|preliminary|temporary|as\s+if"
    r"|yeah,?\s+no)\b(?=\**[ \t]*(?:only\b[ \t]*)?(?:[.!,:;\n\u2013\u2014]|--"
    r"|$)))"
    r"|(?:^|[。！？\n，（(])[^。！？\n]{0,6}?(?<!没有)(?<!没)(?<!无)(?<!不)(?<!不会)(?<!不可能)(?:错|有误|間違(?!い(?:は|が)?(?:ありません|ない))|誤り)"
    r"|\b(?:oops|(?:scratch|strike)\s+(?:that|it|this)|cross\s+(?:that|it|this)\s+out|I\s+retract|never\s+mind"
    r"|take\s+(?:it|that)\s+back"
    r"|I\s+was\s+wrong"
    r"|my\s+(?:mistake|bad))\b"
    r"|(?<!\bto\s)\b(?:scrap|disregard|ignore|forget)\s+(?:all\s+)?(?:that(?!\s+(?:the|a|an|we|you"
    r"|there|it|each|all|this)\b)|this|it"
    r"|the\s+(?:above|previous|last))\b"
    # ... or named: "disregard the boxed fraction", "ignore the value above"
    r"|\b(?:scrap|disregard|ignore|forget|discard\w*|drop|withdr[ae]w\w*|retract\w*|abandon\w*"
    r"|dismiss\w*|pull\w*"
    r"|scratch|strike|toss|ditch|junk|nix"
    r"|reject\w*)\s+(?:the|my|this|that|our)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:answer|box|boxed|value|result|number|figure|fraction|count|total|sum|expression"
    r"|calculation)\b"
    # ... where the verb is also a step of a solution ("exclude the first number"), only the
    # answer's
    r"|" + _SET_ASIDE + r"\s+(?:the\s+(?:boxed|above|final|previous)|my|our)\s+(?:[\w-]+\s+)?"
    r"(?:answer|box|boxed|value|result|number|figure|fraction|count|total|sum|expression"
    r"|calculation)\b"
    r"|(?:\b(?:scrap|disregard|ignore|forget|discard|drop)|" + _SET_ASIDE + r")\s+(?:the\s+)?\$?-?\d+(?:[.,/]\d+)?\$?\s+above\b"
    # a commitment taken back: "I no longer stand behind this number", "I can't vouch for it"
    r"|(?:\b(?:no\s+longer|not|never)|n't)\s+(?:\w+\s+)?(?:stand\s+(?:by|behind)|vouch\s+for"
    r"|commit\s+to|endorse)\b"
    r"|\bleave\s+it\s+unanswered\b|\bwhat\s+I(?:'d|\s+would)\s+have\s+(?:said|answered|written"
    r"|given|put)\b"
    r"|\bwhat\s+I(?:'d|\s+would)\s+(?:say|write|answer|put)\s+if\b"
    r"|\b(?:supersed|replac|overrid|overrul|overturn|invalidat)\w*\s+(?:the|this|that"
    r"|my)\s+(?:\w+\s+)?(?:box|boxed|answer|value|result)\b"
    r"|\b(?:leave|leaving|keep|keeping)\s+both\b|\brather\s+than\s+(?:pick|choos|commit|decid)\w*"
    r"|\bno\s+(?:\w+\s+)?\w+\s+to\s+(?:give|offer|submit|report|hand\s+in)\b"
    r"|\bnot\s+(?:a|an|my)\s+(?:\w+\s+)?submission\b"
    r"|\b(?:rule|ruled|ruling|cross|crossed|throw|threw|thrown|strike|struck)\s+(?:it|this"
    r"|that)\s+(?:out|away)\b"
    r"|\b(?:this|that|it)\s+(?:I'm|I\s+am|I'll|I\s+will|we're)\s+" + _SET_ASIDE +
    # the writer does not commit to it: "I won't submit it", "I'm not claiming it", "I can't give
    # 142", "I'm setting this count aside", "not giving a final answer", "consider it unanswered"
    r"|" + _UNCOMMITTED +
    r"|\bI\s+cannot\s+(?:\w+\s+){0,2}?(?:submit|claim|give|offer|propose|commit|endorse"
    r"|stand\s+(?:by|behind))\b"
    r"|\b(?:set|setting|put|putting|lay|laying)\s+(?:this|that|it|the\s+\w+"
    r"|my\s+\w+)\s+(?:\w+\s+){0,2}aside\b"
    r"|\b(?:don't|do\s+not|please\s+don't)\s+grade\s+(?:this|that|it|the\s+box)\b"
    r"|\b(?:question|problem|it)\s+(?:\w+\s+)?unanswered\b|\bno\s+final\s+answer\b"
    # a doubt of the writer's own: "I have serious doubts about the second step", "which makes me
    # doubt it", "I'm only about 30% sure", "I remain unconvinced", "a nagging feeling it should be
    # 13"
    r"|\b(?:I|we)\s+(?:\w+\s+)?(?:have|harbou?r|had)\s+(?:(?!no\b|not\b|never\b)\w+\s+)?doubts\b"
    r"|\b(?:I|we)\s+(?:(?!don't|do|did|didn't|never|not|no)\w+\s+)?doubt\s+(?:it|this|that"
    r"|the\s+\w+)\b"
    r"|\bmakes?\s+me\s+(?:\w+\s+)?(?:doubt|nervous|uneasy|suspicious|worried|wary|skeptical"
    r"|sceptical|hesitant"
    r"|uncomfortable)\b|\b(?:only\s+)?(?:about\s+|around\s+|maybe\s+|roughly\s+)?(?:[1-9]\d?"
    r"|0)\s*%\s+(?:sure|confident|certain)\b"
    r"|\b(?:low|little|limited|shaky|modest)\s+confidence\b|\b(?:confidence|trust"
    r"|certainty)\b[^.\n]{0,30}?(?:50/50"
    r"|fifty-fifty|\blow\b)"
    r"|\bunconvinced\b|\bnot\s+(?:\w+\s+)?convinced\b|\b(?:nagging|sneaking|uneasy|distinct"
    r"|bad)\s+(?:feeling|suspicion|sense)\b"
    r"|\bsuspicious(?:ly)?\b|\bfishy\b|\bdubious\b|\biffy\b|\bsketchy\b|\b(?:bothers|worries"
    r"|nags(?:\s+at)?|troubles)\s+me\b"
    r"|\b(?:intuition|gut|instinct)\s+(?:says|tells\s+me)\s+(?:otherwise|no\b|it's\s+(?:off|wrong))"
    r"|\bI\s+suppose\s*\?|\bhole\s+in\s+(?:it|this|that|the\s+\w+)\b"
    r"|\bhope\s+(?:nobody|no\s+one|no-one)\s+(?:\w+\s+)?(?:checks?|looks?|notices?)\b"
    r"|\b(?:zero|no|little)\s+faith\s+in\b|\b(?:question|problem)\s+(?:is"
    r"|remains)\s+(?:still\s+)?(?:open|unresolved|unanswered"
    r"|unsettled)\b|\bnot\s+a\s+chance\b|\bslipped\s+(?:up|somewhere)\b"
    r"|\bthe\s+one\s+that\s+slipped\b|\(\s*ish\s*\)|\bexpect\s+(?:it|this|that)\s+not\s+to\b"
    r"|\bdodgy\b"
    r"|\bbest\s+not\s+(?:rely|count|bank|depend)\s+on\b|\bfudge\b|\bunsupported\b"
    r"|\bthere\s+is\s+no\s+(?:minimum|maximum|such\s+\w+)\b"
    r"|\bno\s+(?:value|answer)\s+can\s+be\s+(?:asserted|given|claimed|determined)\b"
    r"|\bassumed\s+but\s+not\s+(?:proved|proven|checked"
    r"|verified)\b|\b(?-i:TODO|FIXME|XXX)\b|\bleave\s+open\b|\bhang\s+on\b"
    r"|\bcould\s+be\s+anything\b|\U0001f937|\U0001f44e|\bnah\b"
    r"|\b(?:I'm|I\s+am)\s+(?:still\s+)?torn\b"
    r"|\blet\s+the\s+(?:reader|grader|user|you)\s+(?:pick|choose|decide)\b"
    r"|\bboth\s+(?:readings|answers|values|interpretations)\s+(?:seem|are|look)\s+(?:\w+\s+)?"
    r"(?:possible|plausible|valid|defensible|reasonable)\b"
    r"|\b(?:haven't|have\s+not|hasn't)\s+(?:\w+\s+)?convinced\s+(?:myself|me)\b"
    r"|\bdidn't\s+record\s+(?:it|this|that)\b"
    r"|\bconfidence\s+in\s+(?:that|this|the)\s+(?:box|answer|value|result)\W{0,3}(?:\w+\s+)?"
    r"(?:zero|nil|none|low|minimal)\b"
    r"|\bcall\s+it\s+an?\s+(?:\w+\s+)?(?:draft|guess|sketch)\b"
    r"|\brather\s+than\s+(?:something|anything|what|an?\s+answer)\s+(?:that\s+)?(?:I|we)"
    r"(?:'m|\s+am|'d|\s+would|'ll|\s+will)?\s+(?:\w+\s+)?(?:submit|commit|hand|stand|report)\w*"
    r"|\b(?:split|torn|undecided|divided)\s+between\b"
    # no choice made between two: "I'd call it a toss-up between the two", "I can make a case for
    # either", "it could just as easily be 32/663", "8 is also still in the running"
    r"|\b(?:toss-?up|coin\s+(?:flip|toss))\s+between\b|\b(?:can't|cannot|can\s+not|couldn't"
    r"|no\s+(?:\w+\s+)?way\s+to|unable\s+to"
    r"|(?:up\s+)?to\s+you\s+to)\s+(?:decide|choose|pick)\s+between\b"
    r"|\b(?:make|made)\s+a\s+case\s+for\s+either\b|\b(?:also\s+|still\s+)+in\s+the\s+running\b"
    r"|\b(?:could|might|may)\s+(?:just\s+)?as\s+(?:easily|well|likely)\s+be\b(?!\s+(?:written"
    r"|expressed|computed|seen|found"
    r"|obtained|shown|derived|checked|read|done)\b)"
    # ... doubt in so many words: "I'm far from sure", "the count will need revisiting", "I
    # decline to present this as the final answer", "this one is parked", "the draft number off
    # the back of my envelope"
    r"|\bfar\s+from\s+(?:sure|certain|confident|convinced|settled|final)\b|\btrust\s+neither\b"
    r"|\bflip\w*\s+a\s+coin\b"
    r"|\b(?:before|until)\s+(?:I\s+)?(?:put(?:ting)?\s+my\s+name\s+to|handing\s+(?:it\s+"
    r"|this\s+)?in|signing\s+off)\b"
    r"|\b(?:haven't|have\s+not|don't|do\s+not)\s+(?:yet\s+)?(?:worked|figured)\s+out\s+which\b"
    r"|\bsuperseded\s+by\b|\bstands\s+for\s+nothing\b"
    r"|\bconfidence\W{0,3}(?:\w+\s+)?(?:[1-9]|[1-6]\d)\s*%"
    r"|\b(?:it|this|that|the\s+(?:\w+\s+)?(?:count|answer|value|figure|result|number|sum|total"
    r"|calculation|computation|work|box))\s+"
    r"(?:still\s+)?(?:needs?|will\s+need|requires?)\s+(?:\w+\s+)?(?:redoing|revisiting"
    r"|rechecking|reworking|fixing|another\s+(?:look|pass|go)"
    r"|to\s+be\s+(?:redone|revisited|rechecked|reworked|fixed))\b"
    r"|\bdeclin\w*\s+to\s+(?:present|submit|offer|give|put\s+forward|report|state)\s+(?:it|this"
    r"|that)\s+as\b"
    r"|\b(?:is|was|stays|remains)\s+(?:\w+\s+)?(?:parked|shelved|on\s+ice)\b|\bpark\w*\s+(?:this"
    r"|it|that)\b"
    r"|\b(?:a|the|my)\s+draft\s+(?:number|figure|value|answer|result|count)\b"
    # ... or the box passed over for another: "I'll take the reviewer's 0 over my box"
    r"|\b(?:over|instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:(?:my|the"
    r"|this)\s+(?:own\s+)?box(?:ed\s+(?:value|answer|number))?\b"
    r"|what(?:'s|\s+is)\s+in\s+the\s+box\b|what\s+I\s+boxed\b)"
    # ... or withdrawn in so many words: "Consider it withdrawn.", "I'll eat my hat if this
    # survives"
    r"|\b(?:consider|call|treat|mark)\s+(?:it|this|that)\s+(?:as\s+)?(?:withdrawn|retracted|void"
    r"|cancell?ed|scrapped|discarded)\b"
    r"|\beat\s+my\s+hat\b"
    r"|\b(?:commit\w*|decide|pick)\s+(?:to\s+|on\s+)?(?:either|neither)\b"
    r"|\b(?:I'm|I\s+am)\s+(?:only\s+)?(?:about\s+|around\s+|maybe\s+|roughly\s+)?[1-7]?\d\s*%\s+"
    r"(?:sure|confident|certain|on\s+(?:this|it))\b"
    r"|\b(?:stands|holds|works)\s+only\s+if\b"
    r"|\brather\s+than\s+(?:claim|submit|commit|defend|stand\s+by|endors)\w*\s+(?:it|this|that)\b"
    # the box said to be another quantity: "The boxed figure was the cycle length, not the
    # remainder.", "what I've boxed is the total number ..., which is a different quantity"
    r"|\bthe\s+box(?:ed\s+\w+)?\s+(?:was|is)\s+the\s+[\w\s-]{1,30}?,\s+not\s+the\b"
    r"|\bboxed\s+is\s+[^.;]{0,80}?\b(?:a\s+different|another)\s+(?:quantity|question|number)\b"
    r"|\bnot\s+what's\s+in\s+the\s+box\b|\bcan't\s+be\s+the\s+final\b"
    r"|\byour\s+guess\s+is\s+as\s+good\s+as\s+mine\b"
    r"|\bleave\s+(?:it|this)\s+(?:for|to)\s+(?:someone|somebody|others?)\b"
    r"|\bredo\s+the\s+\w+\s+before\b"
    r"|\b(?:answer|result|box)\s+pending\b"
    r"|\bI\s+(?:don't|do\s+not)\s+(?:yet\s+)?have\s+(?:an?|the|my)\s+(?:final\s+)?"
    r"(?:answer|value|result|number)\b"
    r"|\b(?:the\s+box(?:ed\s+\w+)?|it|this|that)\s+"
    r"(?:doesn't|does\s+not|didn't|did\s+not)\s+answer\s+(?:the|this)\s+question\b"
    r"|\bnot\s+my\s+(?:final\s+)?answer\b"
    r"|\bleav\w*\s+(?:(?:the|my)\s+(?:final\s+)?answer|this(?:\s+one)?|it"
    r"|that(?:\s+one)?)\s+(?:blank|empty|open|unanswered)\b"
    # ... a status field that takes it back: `"status": "retracted"`, "Status: withdrawn"
    r"|\bstatus\W{0,4}[:=]\W{0,4}(?:retracted|withdrawn|void|voided|superseded|draft|pending"
    r"|provisional|unverified|tentative"
    r"|rejected|discarded|on\s+hold)\b"
    r"|\bwalk\w*\s+(?:that|this|it)\s+back\b|\bchang\w*\s+my\s+mind\b"
    r"|\bfudg(?:ed|ing)\b|\bI(?:'d|\s+would)\s+(?:accept|take|be\s+happy\s+with)\s+either\b"
    # a recount or another method that disagrees: "The recount disagrees and says 18."
    r"|\b(?:recount|re-?check|second\s+(?:method|approach|count)|other\s+"
    r"(?:method|approach)|check|verification|brute[\s-]+force"
    r"|simulation)\s+(?:\w+\s+)?(?:disagrees|does\s+not\s+agree|doesn't\s+agree|says\s+otherwise)\b"
    # which of two is right cannot be told: "One of them has to be off and I can't see which."
    r"|\b(?:can't|cannot|can\s+not|couldn't)\s+(?:see|tell|say|decide)\s+which\b"
    # the passive of no commitment: "this value cannot be asserted as the final answer"
    r"|\b(?:cannot|can't|should\s+not|shouldn't|must\s+not|mustn't)\s+(?:be\s+"
    r"(?:asserted|claimed|taken|treated|presented|offered|given"
    r"|submitted|reported|read|counted|graded|understood)|go\s+(?:in|down))\s+as\s+(?:the|a|my"
    r"|our)\s+(?:final\s+|submitted\s+)?answer\b"
    # ... not handed in yet, or trusted less than another: "Let me not hand this in yet.", "I'd
    # trust
    # 125 before I'd trust what I boxed."
    r"|\b(?:let\s+me\s+not|I\s+(?:won't|will\s+not|shouldn't|should\s+not))\s+(?:\w+\s+)?(?:hand"
    r"|turn|submit)\w*\s+(?:it|this|that)(?:\s+in)?\s+yet\b"
    r"|\b(?:before|over|more\s+than)\s+(?:I'd\s+trust\s+|I\s+would\s+trust\s+)?what\s+I\s+boxed\b"
    # the box's value scoped to a part: "The 12 was only the opening half."
    r"|\b(?:was|is)\s+only\s+(?:the\s+)?(?:first|opening|initial|partial|part|half|count\s+for"
    r"|value\s+for|answer\s+(?:to|for))\b"
    r"|\bcould\s+(?:\w+\s+)?be\s+either\b|\bunder\s+protest\b|\bwith\s+(?:some\s+|serious\s+"
    r"|grave\s+)?reservations\b"
    r"|\bshaky\b|\bmore\s+(?:hope|guess\w*|luck|faith|wishful\s+thinking)\s+than\b"
    r"|\bhold\s+off\s+on\s+(?:giving|grading|submitting"
    r"|committing|calling)\b|\bI\s+(?:really\s+|honestly\s+)?(?:can't|cannot)\s+say\s*[.!]"
    r"|\breplac\w*\s+(?:it|this|that)\s+with\b"
    r"|\b(?:I|we)\s+(?:still\s+)?need\s+to\s+(?:recount|recompute|recalculate)\b|\bI(?:'ll"
    r"|\s+will)\s+revisit\s*[.;!\u2014-]"
    r"|\bwith\s+all\s+the\s+(?:confidence|conviction|certainty)\s+of\b|\b(?:about"
    r"|roughly)\s+as\s+(?:solid|reliable|sturdy"
    r"|trustworthy|sound)\s+as\b|\bthan\s+it\s+deserves\b|\bout\s+of\s+thin\s+air\b"
    r"|\b(?:pessimist|skeptic|sceptic|realist|doubter|cynic|critic)\s+in\s+me\b"
    r"|\bbet\s+against\s+(?:it|this|that)\b|\bexpect\s+(?:it|this|that|the\s+\w+)\s+to\s+change\b"
    r"|\bwho\s+knows\b|\bidk\b"
    r"|\b(?:something|this|that|it)\s+(?:feels|seems|looks|smells)\s+off\b"
    # a coin flip said of the writer's choice, not of a probability ("a matching pair is roughly a
    # coin flip")
    r"|\b(?:confiden\w*|certain\w*|it's|it\s+is|that's|that\s+is|honestly|rigou?r|guess\w*"
    r"|call)\b[^.;!?\n]{0,30}?\bcoin\s+(?:flip|toss)\b"
    r"|\bcoin\s+(?:flip|toss)\s+(?:for\s+me|whether|as\s+to)\b|(?:^|[.!?;:\n])[\s*_]*(?:a\s+"
    r"|it's\s+a\s+)?coin\s+(?:flip|toss)\b"
    r"|\bstop\s+short\s+of\s+(?:calling|submitting|committing|giving)\b|\brather\s+than\s+(?:an?|my"
    r"|the)\s+(?:final\s+|submitted\s+|actual\s+|real\s+)?(?:answer|submission)\b"
    # a status that is not final ("Status: **flagged for review, not final.**"), the box kept only
    # as a record ("Leaving the old box up for reference only.")
    r"|[:,][\s*_]*not\s+(?:yet\s+)?final\b|\bflagged\s+(?:for\s+(?:review|checking|follow-up"
    r"|a\s+recheck)|as\s+(?:uncertain|unverified"
    r"|provisional|tentative|doubtful))\b"
    r"|\bleav\w*\s+(?:the|my)\s+(?:old|original|first)\s+(?:box|answer|value)\w*\s+(?:up\s+"
    r"|there\s+|in\s+place\s+|as\s+is\s+)?"
    r"(?:for|as)\s+(?:reference|the\s+record|a\s+record|comparison|transparency)\b"
    # ... or the answer's own value, or void: "Treat $\frac{349}{500}$ as an upper estimate only",
    # "please treat the box above as void"
    r"|\b(?:treat|consider|regard|take)\s+(?:this|it|that|the\s+(?:\w+\s+)?"
    r"(?:number|box|value|figure|answer|result|count)(?:\s+(?:above|here))?"
    r"|(?P<val>\$[^$\n]{1,40}\$))\s+"
    r"(?:(?:as\s+)?an?\s+(?:\w+\s+){0,2}?(?:sketch|draft|guess|estimate|placeholder|note|hunch"
    r"|rumou?r|recollection|approximation"
    r"|lower\s+bound|upper\s+bound|bound)|as\s+(?:void|null|invalid|provisional|tentative"
    r"|unofficial|withdrawn|not\s+(?:yet\s+)?final))\b"
    # ... "I'd be amazed if this survives a second look", "I'm leaving it unclaimed", "more of a
    # hunch than an answer", "I'd rather submit nothing"
    r"|\b(?:amazed|surprised|shocked|astonished|stunned)\s+if\s+(?:this|it|that"
    r"|the\s+\w+)\s+(?:\w+\s+)?(?:survives?|holds?|stands?"
    r"|checks?\s+out|is\s+right|is\s+correct)\b"
    r"|\bleav\w*\s+(?:it|this|that|the\s+(?:\w+\s+)?(?:box|answer|value))\s+(?:unclaimed"
    r"|unsubmitted|unendorsed|unresolved|undecided)\b"
    r"|\bmore\s+(?:of\s+)?an?\s+[a-z]+(?:\s+[a-z]+)?\s+than\s+(?:an?\s+)?(?:answer|result"
    r"|solution|proof|derivation)\b"
    r"|\b(?:submit|hand\s+in|turn\s+in|give)\s+nothing\b"
    # "Not my final.", "NOT FINAL", "this is not the total"
    r"|\bnot\s+(?:my|the|our)\s+final\b|(?-i:\bNOT\s+FINAL\b)"
    # ... cases the writer missed ("I missed the reflected cases"), a true value said to lie
    # elsewhere
    # ("the real total is bigger than this")
    r"|(?<!could\s)(?<!did\s)(?<!have\s)(?<!might\s)(?<!if\s)(?<!would\s)\b(?:I"
    r"|we)\s+(?:\w+\s+)?(?:missed|skipped|dropped|left\s+out)\s+(?:a|an|the|one|two|three|some"
    r"|several|all)\b"
    r"|\b(?:the\s+)?(?:real|true|actual|correct)\s+[a-z]+\s+(?:is|must\s+be|has\s+to\s+be)\s+"
    r"(?:\w+\s+)?(?:bigger|larger|smaller|higher|lower|greater|less|more|different)\b"
    # ... a check that disagrees with the box ("r = 4, which does not match the value above"), the
    # box called the trap or full of holes, another source trusted more than the writer, a part
    # still missing, "Don't engrave it."
    r"|\b(?:does(?:n't|\s+not)|did(?:n't|\s+not))\s+(?:match"
    r"|agree\s+with)\s+(?:the\s+(?:\w+\s+)?(?:value|number|answer|result|figure"
    r"|count|box)(?:\s+(?:above|I\s+boxed))?|what's\s+in\s+the\s+box|my\s+(?:answer|box))\b"
    r"|\b(?:it's|it\s+is|this\s+is|that's|that\s+is)\s+(?:the|a)\s+trap\b"
    r"|\bfell\s+into\s+the\s+trap\b|\bmore\s+holes\s+than\b"
    r"|\b(?:trust|believe)\s+(?:it|that|this|them|her|him)\s+more\s+than\s+(?:I\s+(?:trust"
    r"|believe)\s+)?(?:me|myself|mine|my\s+\w+|the\s+box)\b"
    r"|\b(?:is|are)\s+still\s+missing\b"
    # ... the box passed over or amended ("not the sum I boxed", "not as my answer", "I'd like to
    # amend that", "please go by the edit"), a verdict not yet called ("The jury's still out", "I'm
    # not calling it yet"), the box called a dud
    r"|\bnot\s+(?:the|what)\s+(?:\w+\s+)?(?:I|we)\s+boxed\b|\bnot\s+as\s+(?:my|the"
    r"|our)\s+(?:final\s+)?answer\b"
    r"|\b(?:amend|revise)\s+(?:that|this|it|my\s+answer|the\s+box)\b|\bgo\s+by\s+the\s+(?:edit"
    r"|correction|update|revision|erratum)\b"
    r"|\bjury(?:'s|\s+is)\s+(?:still\s+)?out\b|\b(?:I'm|I\s+am|we're"
    r"|we\s+are)\s+not\s+calling\s+(?:it|this|that)\b"
    r"|\b(?:that|this|it)(?:'s|\s+is|\s+was)\s+(?:a|an)\s+(?:\w+\s+)?dud\b"
    # ... "I wouldn't take that to the bank", "Spoke too soon", "I shouldn't have boxed anything
    # yet"
    r"|\b(?:wouldn't|would\s+not|won't|can't|couldn't|don't)\s+take\s+(?:it|that"
    r"|this)\s+to\s+the\s+bank\b|\bspoke\s+too\s+soon\b"
    r"|\bshould(?:n't|\s+not)\s+have\s+boxed\b|\bpass\s+on\s+(?:giving|submitting"
    r"|committing\s+to|stating)\b"
    # ... "close, but no cigar", "hold that thought", "Hmm, no.", "not the count I'd sign off on"
    r"|\bno\s+cigar\b|\bhold\s+that\s+thought\b|(?:^|[.!?\n])[^\w\n]*hmm+,?\s+no\b"
    r"|\bnot\s+the\s+(?:\w+\s+)?(?:count|answer|value|number|figure|result"
    r"|total)\s+(?:that\s+)?(?:I|we)(?:'d|\s+would|'ll|\s+will|'m|\s+am)?\s+"
    r"(?:\w+\s+)?" + _COMMIT + r"\b"
    r"|\b(?:don't|do\s+not)\s+(?:engrave|frame|carve|etch|tattoo|ink|publish|bank\s+on"
    r"|count\s+on|bet\s+on)\s+(?:it|this|that)\b"
    # work the writer says is still undone: "I haven't counted the rectangles yet", "Still need the
    # even-first cases", "— incomplete until Case 4 is done", "Real calculation pending." (not "I
    # haven't found a mistake yet")
    r"|\b(?:I|we)\s+(?:haven't|have\s+not)\s+(?!(?:\w+\s+){0,3}?(?:mistakes?|errors?|flaws?"
    r"|problems?|issues?|counterexamples?|holes?"
    r"|slips?|faults?)\b)(?:[^\s.;!?]+\s+){1,6}?yet\b"
    r"|\b(?:I|we)\s+(?:haven't|have\s+not)\s+(?:yet\s+|really\s+|actually\s+|fully\s+"
    r"|properly\s+)?(?:pinned|nailed|worked\s+out|figured\s+out"
    r"|checked|verified|confirmed|proved|proven|derived|finished|completed|redone|recounted"
    r"|resolved|settled)\b"
    r"|(?:^|[.!?;\u2014\n])[\s*_]*(?:(?:I|we)\s+)?still\s+(?:need"
    r"|have)\s+(?:to\s+)?(?:\w+\s+)?(?:the|to|a|an)\b"
    r"|(?:^|[.!?;,\u2014\n])[\s*_(]*(?!(?:nothing|no|none|not)\b)(?:\w+\s+){0,2}?(?:incomplete"
    r"|unfinished|pending)\s*(?:until|till|[.!;)\n]|$)"
    r"|\b(?:this|that|it)\s+is\s+not\s+the\s+(?:total|whole|final\s+\w+)\b"
    # a plan to look again: "I'll have another go after tea", "I propose to revisit the lemma
    # tomorrow"
    r"|\b(?:I'll|I\s+will|I'm\s+going\s+to|I\s+propose\s+to|I\s+plan\s+to)\s+(?:\w+\s+)?"
    r"(?:have\s+another\s+(?:go|look|try|crack)"
    r"|take\s+another\s+look|look\s+(?:again|at\s+it\s+again)|revisit)\b"
    # not yet committed: "before I lock anything in", "before I write it up as a result"
    r"|\b(?:before|until)\s+I\s+(?:\w+\s+)?(?:lock\s+"
    r"(?:\w+\s+)?in|commit(?!ted)|submit(?!ted)|write\s+(?:it|this)\s+up"
    r"|hand\s+(?:it|this)\s+in|sign\s+off)\b"
    r"|\b(?:don't|do\s+not)\s+(?:treat|take|count|copy)\s+(?:"
    r"(?:this|that|the|my)\s+\w+|this|that|it)(?:\s+above)?\s+(?:as|into)\b"
    r"|\bstruck\s+from\s+the\s+record\b"
    r"|\bcorrect\w*\s+(?:figure|answer|value|result|version|count)\s+to\s+follow\b"
    r"|\b(?:wouldn't|would\s+not|won't|can't|cannot)\s+call\s+(?:it|this|that)\s+(?:the|an?|my)\s+"
    r"(?:final\s+)?answer\b"
    r"|\bnot\s+(?:\w+\s+)?enough\s+to\s+(?:submit|commit|hand|sign)\w*"
    r"|\bthere(?:\s+is|\s+was|'s)\s+(?:a|an)\s+(?:\w+\s+)?(?:flaw|bug|gap|hole)\b|\b(?:answer"
    r"|result)\s+(?:is|would\s+be)\s+different\b"
    r"|\b(?:I|we)\s+(?:still\s+)?need\s+to\s+(?:revisit|redo|rework|rethink|recheck)\b"
    r"|\blet\s+me\s+(?:do|redo|try)\s+(?:this|it)"
    r"\s+(?:properly|again|right|carefully)\b|\b(?:conjectural|speculative)\b"
    # ... or its reasoning gives way: "so the whole chain collapses", "The whole setup leaks"
    r"|\b(?:argument|chain|proof|reasoning|derivation|setup|logic|thing"
    r"|solution)\s+(?:\w+\s+)?(?:collapses|collapsed|falls\s+apart"
    r"|fell\s+apart|breaks\s+down|broke\s+down|leaks|crumbles|unravels)\b"
    # ... or a critic would send it back: "Any grader worth their salt would send this back"
    r"|\b(?:reviewer|grader|teacher|professor|examiner|referee|marker"
    r"|second\s+pair\s+of\s+eyes)\b[^.\n]{0,40}?"
    r"(?:\bwould|'d|\bwill)\s+(?:\w+\s+){0,2}?(?:send|hand|tear|reject|circle|fail|flag|find\s+(?:a"
    r"|the)\s+(?:hole|flaw"
    r"|mistake|error|problem))\b"
    # ... or still on trial: "(not yet verified)", "needs a second pass", "please hold off on
    # grading it", "I haven't actually solved this", "I'll update this after ..."
    r"|\bnot\s+yet\s+(?:verified|checked|confirmed|final|computed|solved|derived|proven|proved"
    r"|reviewed)\b"
    r"|\b(?:has|have)(?:\s+not|n't)\s+(?:yet\s+)?been\s+(?:checked|verified|confirmed"
    r"|double-checked|computed|proven|proved)\b"
    r"|\b(?:wouldn't|would\s+not)\s+be\s+surprised\s+if\b|\bunprove[nd]\b|\banything\s+but\b"
    r"|\b(?:I|we)\s+(?:\w+\s+)?refrain\w*\s+from\s+(?:assert|commit|giv|claim|submit|offer|stat"
    r"|draw)\w*"
    r"|\bpending\s+(?:verification|review|a\s+check|confirmation)\b"
    r"|\b(?:needs?|requires?)\s+(?:a\s+|another\s+)?(?:second|further|another|closer"
    r"|fresh)\s+(?:pass|look|check|review)\b"
    # ... a value held for the time being: "Call it 12 for now", "until then treat it as ...",
    # "Until
    # I've done the hexagon ...", "before I'd call it final"
    r"|(?P<held>\b(?:for\s+now|for\s+the\s+time\s+being|until\s+then)\b)|\buntil\s+(?:I"
    r"|we)(?:'ve|\s+have|\s+can|\s+could)?\s+(?:done|redone|checked|rechecked|derived"
    r"|verified|recounted|worked|finished|found|confirmed|reconcile\w*|resolve\w*|sort\w*\s+out"
    r"|figure\w*\s+out|check|recheck|verify"
    r"|confirm|redo|recount|derive)\b|\bbefore\s+(?:I|we)(?:'d|\s+would|'ll|\s+will"
    r"|\s+can)?\s+call\s+it\s+"
    r"(?:final|done|settled)\b"
    r"|\bbefore\s+(?:it\s+counts|submitting|anyone\s+relies|grading|I\s+submit|it's\s+final"
    r"|committing|putting\s+my\s+name"
    r"|signing\s+off)\b"
    r"|\b(?:don't|do\s+not|please\s+don't)\s+(?:treat|take|consider|count|regard|read)\s+(?:this|it"
    r"|that|the\s+box\w*)\s+as"
    r"\s+(?:final|definitive|settled|my\s+answer|an?\s+answer)\b|\bhold\s+off\s+(?:on\s+)?grading\b"
    r"|\bI(?:'ll|\s+will)\s+(?:\w+\s+)?(?:update|revisit|revise|rework|come\s+back\s+to)\s+(?:this"
    r"|it|the\s+\w+)\b"
    r"|\bI(?:'ll|\s+will)\s+(?:confirm|check|verify)\s+(?:this|it)\s+(?:later|after|once|when"
    r"|tomorrow)\b"
    r"|\bI\s+(?:still\s+)?need\s+to\s+(?:confirm|check|verify|double-check)\s+(?:this|it|that)\b"
    r"|\bI\s+still\s+need\s+to\s+(?:handle|address|deal\s+with|consider|cover|treat)\s+the\s+case\b"
    r"|\bI\s+(?:have\s+not|haven't)\s+(?:actually\s+|yet\s+|really\s+|fully\s+)?(?:solved|computed"
    r"|checked|verified|derived|finished"
    r"|confirmed|proven|proved)\b"
    r"|\bconsider\s+(?:it|this)\s+(?:as\s+)?an?\s+(?:draft|placeholder|guess|sketch|estimate"
    r"|first\s+pass)\b"
    r"|\b(?:is|'s)(?:\s+not|n't)\s+(?:uniquely\s+)?determined\b"
    # ... or the writer cannot choose: "the problem doesn't tell us which holds", "I have no basis
    # for preferring one", "I can't reconcile these", "I'll leave it to the reader"
    r"|(?:\bnot|n't|\bcannot)\s+(?:\w+\s+){0,4}?(?:know|tell|say|decide|determine|settle|pick"
    r"|choose)\s+(?:(?:us|me|you)\s+)?which\b"
    r"|\bno\s+(?:\w+\s+)?(?:basis|reason|way)\s+(?:for|of|to)\s+(?:prefer|choos|pick|decid)\w*"
    r"|\b(?:can't|cannot|couldn't|haven't|have\s+not|didn't)\s+(?:\w+\s+)?reconcile\b"
    r"|\bcan't\s+make\s+(?:\w+\s+){0,3}?agree\b|\bleav\w*\s+(?:it|this"
    r"|the\s+answer)\s+(?:\w+\s+)?(?:open|to\s+the\s+reader)(?:\s+to\s+(?:decide|choose|pick"
    r"|determine))?"
    r"(?=\s*[.;!)]|\s+which|$)"
    r"|\b(?:leav\w*|left|consider\w*|keep\w*|kept|call\w*|mark\w*|treat\w*"
    r"|flag\w*)\s+(?:the\s+question|the\s+problem|this(?:\s+one)?|it)"
    r"\s+(?:as\s+)?(?:still\s+)?(?:open|unresolved|unsettled|undecided|undetermined|unanswered"
    r"|pending|up\s+in\s+the\s+air)\b"
    # ... or left blank: "I'd rather hand this in blank than stand behind something I didn't derive"
    r"|\b(?:hand\w*|turn\w*|leav\w*|left|submit\w*)\s+(?:(?:it|this|that"
    r"|the\s+\w+)\s+)?(?:in\s+)?(?:blank|empty)\b"
    r"|\brather\b[^.\n]{0,60}?\bthan\s+(?:stand\w*\s+(?:by|behind)|vouch\w*\s+for|submit\w*"
    r"|commit\w*\s+to"
    r"|put\w*\s+my\s+name\s+(?:to|on))\s+(?:it|this|that|something|the\s+box\w*)\b"
    # ... or not to be counted as the answer: "I don't want it counted as my answer"
    r"|(?:\bnot|n't)\s+(?:\w+\s+){0,5}?(?:counted|graded|taken|treated|read|used|considered|marked"
    r"|scored|accepted)"
    r"\s+as\s+(?:(?:my|our)\s+(?:final\s+)?|(?:a|the)\s+final\s+)(?:answer|submission|response)\b"
    # ... or another value preferred to it: "please read my answer as $b = 11$, not the boxed value"
    r"|\bnot\s+the\s+boxed\b|\bnot\s+(?:the\s+)?(?:one|value|number|answer"
    r"|figure)\s+in\s+the\s+box\b"
    # ... or doubted, or not known: "I'd be surprised if that held up", "I can't say what it equals"
    r"|\bsurprised\s+if\s+(?:that|this|it|the\s+\w+)\s+(?:\w+\s+)?(?:held|holds?|survived?|stands?"
    r"|stood|checks?\s+out"
    r"|(?:is|was|were|turned\s+out)\s+(?:right|correct))\b"
    r"|\bI\s+(?:can't|cannot|can\s+not|couldn't|could\s+not)\s+(?:really\s+)?(?:say|tell|determine"
    r"|know|be\s+sure(?:\s+of)?)"
    r"\s+what\b(?!\s+else)"
    r"|\b(?:not|without)\s+(?:\w+\s+)?(?:giving|give|offering|providing)\s+(?:a|an|my"
    r"|any)\s+(?:final\s+)?answer\b"
    r"|\bno,?\s+wait\b|\bwait,?\s+no\b|\bhold\s+on\b|\bstart\s+over\b|\bnope\b"
    r"|(?:^|[.!:;\u2013\u2014](?:\*\*)?\s+|\n)(?:\*\*\s*)?(?:(?:hmm+|wait|oh|ah"
    r"|actually)[,.]?\s+)?no\b\s*(?:[,.!:;]|--|\u2014)"
    r"|(?:^|[.!?:;\u2013\u2014।۔]\s*|\n)(?:(?:hmm+|hm+|oh|ah|ach|euh|хм+|ох)[,.]?\s+)?"
    r"(?:non|nein|нет|не|ні|nee|nie|ne|nej|nei|hayır|όχι|không|tidak|bukan|hindi|nem|ei|नहीं|لا|نه"
    r"|לא)"
    r"\s*[,!،]"
    r"|\bnee,?\s+wacht\b|\bwacht,?\s+nee\b"
    r"|不对|等等|等一下|いや|待って|아니"
    r"|doesn't\s+(?:seem|look|feel|sit)\s+right"
    r"|\b(?:second[- ]guess\w*|second\s+thoughts|hold\s+the\s+phone|(?:grain|pinch)\s+of\s+salt"
    r"|famous\s+last\s+words|back\s+to\s+the\s+drawing\s+board|no\s+way(?!\s+(?:of|to|for|in|around"
    r"|out|but)\b))\b"
    r"|\b(?:don't|do\s+not|wouldn't|would\s+not|shouldn't|should\s+not|can't|cannot"
    r"|I'd\s+not)\s+(?:rely|count|bank|depend|lean"
    r"|(?:bet|stake)(?:\s+\w+){0,2}?"
    r"|put\s+(?:much\s+|any\s+|too\s+much\s+)?(?:weight|stock|faith|trust)|hang\s+my\s+hat)\s+(?:on"
    r"|in)\b|\btake\s+your\s+pick\b"
    r"|\b(?:that|this|it)(?:'s|\s+is|\s+seems|\s+looks)\s+(?:off|suspicious|odd|strange"
    r"|not\s+right)\b"
    r"|\blet\s+me\s+(?:redo|recompute|recalculate|reconsider)\b"
    r"|\b(?:give\s+or\s+take|or\s+thereabouts|or\s+so|more\s+or\s+less|más\s+o\s+menos"
    r"|plus\s+ou\s+moins"
    r"|mehr\s+oder\s+weniger|più\s+o\s+meno|mais\s+ou\s+menos"
    r"|or\s+(?:something|somewhere)\s+(?:close|near|around|similar|like\s+(?:that|it)))\b"
    r"|\b(?:not|no\s+longer)\s+(?:[\w%]+\s+)?(?:sure|certain|confident|convinced|comfortable|sold)"
    r"\b|\bI\s+doubt\b"
    # a value downgraded, "(ish)", "jk", a change it would make, an answer not yet settled on
    r"|\bsurprised\s+if\s+(?:that|this|it)\s+(?:survives|holds|held|stands|is\s+right|checks\s+out)"
    # work still to do or not done: "haven't confirmed yet", "still to come", "before I'd swear to
    # it", "a case is missing"
    r"|\b(?:haven't|have\s+not|hasn't|has\s+not)\s+(?:yet\s+)?"
    r"(?:confirmed|checked|verified|justified|gone\s+through|figured)\b"
    r"|\b(?:is|are)\s+still\s+to\s+come\b"
    r"|\bbefore\s+(?:I(?:'d|\s+would|\s+can)?\s+)?(?:swear|settl|commit|hand|submit|sign)(?!\w*ed"
    r"\b)\w*\b"  # (not "before I submitted it")
    r"|\b(?:doesn't|does\s+not|didn't|fails?\s+to|won't)\s+pass\s+(?:the\s+|a\s+)?"
    r"(?:smell|sniff|sanity)\s+test\b"
    r"|\b(?:doesn't|does\s+not|won't|can't|cannot)\s+go\s+out\b"
    r"|\b(?:final|submitted|committed|confirmed)\s*\?[\s|*]*no\b"
    r"|\bcases?\s+(?:is|are)\s+missing\b"
    r"|\b(?<!be\s)missing\s+(?:a\s+|some\s+)?cases?\b(?![^.!?\n]{0,200}\?)"
    r"|\bcan(?:'t|not)\s+(?:actually\s+|really\s+)?(?:justify|settle|decide|rule\s+out)\b"
    r"|\bsettle\s+(?:it|this|that)\s+later\b"
    r"|\bnot\s+(?:my|our|the)\s+final\s+(?:word|say|number|value)\b"
    r"|\beither\s+\$?-?\d[^.;!?\n]{0,20}?\s+or\s+(?:that|the\s+other)\b"
    r"|\bshot\s+in\s+the\s+dark\b|\breserve\w*\s+the\s+right\s+to\s+(?:amend|revise|change)\b"
    r"|\bdo\s+not\s+use\b"
    r"|\bneed\s+(?:\w+\s+)?clarification\b"
    r"|\bstatus\W{0,4}(?:draft|pending|provisional|tentative|unverified)\b"
    r"|\bchang\w*\s+(?:this|it|that|my\s+answer)\s+to\b|\brefrain\w*\s+from\s+committing\b"
    r"|\bstill\s+need\s+to\b"
    r"|\bprobably\s+(?:more|less|fewer|higher|lower|bigger|smaller|larger)\b"
    r"|\bI\s+suspect\s+(?:I|it|that|this)\s+(?:haven't|didn't|isn't|wasn't|is\s+not|was\s+not"
    r"|have\s+not|did\s+not)\b"
    r"|(?:^|[.!?]\s+|\n|\u2190\s*)[\s*]*(?:doesn't|does\s+not)\s+"
    r"(?:match|agree|check\s+out|add\s+up|work)\b"
    r"|\bchance\s+(?:that|it)(?:'s|\s+is)\s+(?:right|correct)\b|\btoo\s+close\s+to\s+call\b"
    r"|\bone\s+of\s+(?:those|these|the)\s+two\b|\bonly\s+trust\s+(?:this|that|it)\s+if\b"
    r"|\bnothing\s+(?:above|here|yet|so\s+far)\s+is\s+final\b"
    r"|\b(?:does|do|is|will|would|can|could)\s+(?:that|this|it|the\s+\w+)\s+(?:\w+\s+){0,3}?"
    r"(?:right|correct|survive|hold(?:\s+up)?"
    r"|check\s+out|work|make\s+sense|plausible|valid|final|add\s+up|true"
    r"|stand)\b[^?\n]{0,60}\?[\s*]*(?:no|nope|not\s+really"
    r"|not\s+quite|hardly)\b(?!\s+(?:doubt|question|worries|problem))"
    r"|\bback\w*\s+(?:away\s+from|off\s+(?:from\s+)?)"
    r"|\bslip\s+of\s+the\s+(?:keyboard|pen|finger|tongue)\b"
    r"|\bsee\s+if\s+it\s+sticks\b|\bthrow\w*\s+(?:it\s+|this\s+|that\s+)?out\s+there\b"
    r"|\bif\s+(?:I|we)\s+(?:trust|believe)\b"
    # work owned as not done: "I didn't do the second case", "I haven't checked the signs"
    r"|\bI\s+(?:didn't|did\s+not|haven't|have\s+not|never)\s+"
    r"(?:yet\s+|actually\s+|even\s+|really\s+)?(?:do|did|done|check\w*|verif\w*"
    r"|finish\w*|complet\w*|handl\w*|consider\w*|account\w*|test\w*"
    r"|work\w*\s+(?:it|this|that)\s+out|gone\s+through)\b"
    r"|\bor\s+(?:maybe|perhaps|possibly)\b|\bkidding\s+(?:myself|ourselves)\b|\bdowngrad\w*"
    r"|\bto\s+a\s+(?:mere\s+)?(?:guess|conjecture|hunch)\b|(?<=\()\s*ish\s*\)|\bjk\b"
    r"|\bjust\s+kidding\b"
    r"|\bwould\s+change\s+(?:everything|the\s+(?:answer|count|result|total|value))\b"
    r"|\bbefore\s+(?:settling|deciding|committing)\s+on\b"
    r"|\bbefore\s+(?:this|it)\s+becomes\s+(?:an?|the|my)\s+(?:\w+\s+)?answer\b"
    r"|\b(?:haven't|have\s+not|hasn't|has\s+not|isn't|is\s+not)\s+(?:yet\s+)?(?:been\s+)?settled\b"
    r"|\b(?:consider|regard)\s+(?:this|that|the|my)\s+(?:\w+\s+)?"
    r"(?:withdrawn|retracted|void|struck|scrapped)\b"
    r"|\b(?:treat|consider|regard)\s+(?:this|that|it|the\s+\w+|\$?-?\d[\d.,/]*\$?)\s+as\s+"
    r"(?:void|invalid|wrong"
    r"|withdrawn|no\s+answer"
    r"|provisional|tentative|an?\s+(?:\w+\s+)?(?:placeholder|guess|draft|conjecture)"
    r"|not\s+(?:an?|my)\s+answer|unanswered)\b"
    # "Don't count it as my answer", "it is really just a guess", "Both could be defended"
    r"|\b(?:don't|do\s+not|let's\s+not|let\s+us\s+not|not)\s+(?:count|take|treat|use|accept|grade"
    r"|read|see|consider|regard|view)"
    r"\s+(?:this|that|it|the\s+\w+|this\s+\w+|\$?-?\d+(?:[.,/]\d+)?\$?)\s+as\s+(?:my|an?|the)\s+"
    r"(?:final\s+|submitted\s+|official\s+|actual\s+|real\s+)?answer\b"
    r"|\b(?:just|only|merely)\s+a\s+guess\b|\bnot\s+(?:\w+\s+)?(?:reliable"
    r"|trustworthy)\b"
    r"|\b(?:both|either)\s+(?:\w+\s+)?(?:could|can|might|may)\s+be\s+(?:defended|argued|right"
    r"|correct|valid|accepted)\b"
    r"|\bboth\s+(?:are|seem)\s+(?:\w+\s+)?(?:valid|defensible|possible|plausible|correct|right)\b"
    r"|\b(?:could|can|might|may)\s+go\s+either\s+way\b"
    r"|\b(?:unsure|undecided|(?:maybe|perhaps)\s+not|(?:can't|cannot|can\s+not)\s+(?:decide|tell)"
    r"|(?:don't|do\s+not)\s+know|no\s+idea|(?:I'm|I\s+am)\s+(?:stuck|guessing))\b)", re.I)
# after a doubt, words that affirm the answer again: "Wait, let me check... yes, that's right"
_AFFIRMED = re.compile(r"\b(?:yes|yep|(?<!\bto\s)confirm\w*|checks?\s+out|indeed|verified|"
                       r"(?:is|it's|remains)\s+(?:the\s+)?final"
                       r"|unfounded|groundless|misplaced|(?:is|'s|remains)\s+(?:rock[- ])?solid"
                       r"|nothing\s+changes"
                       r"|(?:is|'s)\s+still\s+the\s+answer|it\s+stays(?!\s+(?:un\w+|provisional"
                       r"|tentative|open|parked|pending|on\s+hold|a\s+(?:draft|guess)))"
                       r"|(?<!'d\s)(?<!would\s)(?:happy|glad|comfortable)\s+to\s+"
                       r"(?:hand\s+it\s+in|submit)"
                       r"|(?:still\s+)?(?<!as\s(?:it|is)\s)(?<!as\sthings\s)stands"
                       r"|still\s+holds"  # (not "as it stands")
                       r"|(?:is|'s)\s+(?:correct|right)|correcto|richtig|верно)\b|\u2713"
                       r"|\\checkmark"
                       r"|正确|正しい", re.I)
# after the last box, another value offered as possible: "(or 13 if ...)", "it could just as well be
# 15", "though I would not rule out 7", "480 also works", "(32 is equally plausible)", "torn between
# 12 and 15", "7 también podría valer", "不过 9 也说得通"
_VALUE = r"(-?\d+(?:[.,/]\d+)*|\$[^$\n]{1,40}\$|\\\([^\n]{1,40}?\\\))"
# a number in words that ends its clause, offered as another value ("or nine, if ..."); not `one`, a
# pronoun ("or one could say"), nor a number of things ("one or two toppings")
_WORD_VALUE = (r"\b((?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty"
               r"|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)"
               r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)\b"
               r"(?=\s*(?:[,.;:)!?]|$|(?:if|when|unless|depending|in\s+all|in\s+total|altogether)"
               r"\b))")
# words between a word of possibility and its value: "could just as well be 15", "7 would also be
# right"
_FILLER = (r"\b(?:is|are|was|be|it|were|if|would|will|might|could|may|can|seems?|es|est|ist|è|é"
           r"|serait|sería"
           r"|seria|wäre|sarebbe|ser|être|sein|equal(?:s|ly)?|also|even|just|as|well|too|quite|made"
           r"|for|my|a"
           r"|close|perhaps|maybe|possibly|doch|encore|avec|toutefois|accepter|aber|genauso|gut"
           r"|también|aussi"
           r"|auch|anche|também|и|też|także|també|také|juga|också|cũng|επίσης|the\s+answer|only"
           r"|(?!only\b)\w+ly)")
_OFFERED = re.compile(
    # a word of possibility, then the value: "or possibly 6", "it might be 9", "otherwise 6"
    r"(?:\b(?:or|oder|ou|(?<![$\\])(?-i:o)(?!\$)|или|albo|lub|nebo|veya|ya\s+da|hoặc|atau|eller|ή"
    r"|sau(?!\s+(?:đó|khi"
    r"|này))|vagy|tai|або|otherwise|alternatively|in\s+which\s+case|voire|oppure|argu\w*\s+for"
    r"|case\s+for|surprised|hésit\w*|schwank\w*|(?:also|'d|would)\s+accept|akzeptier\w*|accepterais"
    r"|(?:happy|fine|okay|ok|comfortable|content)\s+with"
    # ... or a pull towards it: "I'm half-inclined to say 210", "tempted to go with 8"
    r"|(?:inclined|tempted|minded)\s+to\s+(?:say|go\s+with|put|answer|write|pick|choose)"
    r"|part\s+of\s+me\s+(?:wants\s+to\s+say|says)"
    r"|(?:torn|split|undecided|choos\w*|decid\w*|settl\w*|pick\w*|toss(?:-up)?|fifty-fifty|50/50"
    r"|waver\w*"
    r"|hesitat\w*|back\s+and\s+forth)\b[^.;!?\n$]{0,30}?\bbetween\s+(?:" + _VALUE + r"|this|that|it)\s+(?:and|or))\b"
    r"|(?:\bnot|n't)\s+rule\s+out|或者?|または|あるいは|不排除|(?:" + _MAYBE + r")(?:\s+(?:around|about|near|closer\s+to))?)"
    r"(?:[\s,]*(?:" + _FILLER + r"\b|'s\b|是|为))*[\s:=]*(?:\(?[A-H]\)\s*)?(?:" + _VALUE + "|" + _WORD_VALUE + ")" +
    # the value, then what makes it possible: "480 also works", "6 if we count zero", "7 也有可能"
    r"|" + _VALUE + r"\s*(?:(?:(?:" + _FILLER + r"\s+)+"
    r"(?:possible|plausible|valid|acceptable|accepted|defensible|reasonable|justifiable|legitimate"
    r"|right"
    r"|correct|fine|ok|okay|likely|the\s+answer|second(?:\s+choice)?|razonable|aceptable|válid[oa]"
    r"|consistent|viable|tenable|workable"
    r"|défendable|valable|vertretbar|möglich|accettabile|aceitável"
    r"|another\s+(?:possibility|option|answer|candidate)"
    r"|(?:a|an)\s+(?:real\s+|genuine\s+|valid\s+|live\s+|strong\s+|second\s+)?(?:possibility|option"
    r"|candidate|contender|alternative))"
    r"|(?:(?:is|are|was|would|be)\s*)*n[o']t\s+(?:be\s+)?(?:impossible|out\s+of\s+the\s+question"
    r"|excluded"
    r"|ruled\s+out|unreasonable|implausible|unlikely|wrong|incorrect|absurd|crazy)"
    r"|(?:(?:" + _FILLER + r")\s+)*"
    r"(?:n'est\s+pas|no\s+(?:es|está)|nicht|non\s+è|não\s+(?:é|está)|не)\s+(?:\w+\s+)?"
    r"(?:exclu\w*|impossible|descartad\w*|imposible|ausgeschlossen|unmöglich|esclus\w*|impossibile"
    r"|excluíd\w*|impossível|исключ\w*)"
    r"|(?:(?:might|could|may|would)\s+)?also\s+(?:works?|satisf\w*)|(?:(?:might|could|may"
    r"|would)\s+)?(?:works?"
    r"|satisf\w*)(?:\s+\w+)?\s+(?:too|as\s+well)"
    r"|if|assuming"
    r"|(?:también|aussi|auch|anche|também|ebenfalls)?\s*(?:podría|pourrait|könnte|potrebbe|poderia)"
    r"|(?:under|with|in|for)\s+(?:the\s+)?(?:other|another|a\s+different))\b"
    r"|[^\x00-\x7f\s。，！？；]{0,3}?(?:也有?可能|也对|也行|也可以|说得通|可能性|かも|일?\s*수도))"
    # a condition, then a value that closes it: "If we exclude zero, 41.", "如果包括端点的话就是 10"
    r"|\bif\b[^.\n]{0,60}?,\s*(?:then\s+)?(?:(?:it|that)(?:'s|\s+is|\s+would\s+be)\s+)?" + _VALUE + r"\s*(?:[.;!)]|,\s+which\b|$)"
    r"|(?:如果|若|要是)[^。！？\n]{0,20}?(?:就是|是|为)\s*" + _VALUE +
    r"|\bunless\b[^.\n]{0,60}?" + _VALUE +
    # another reading of the question, and its answer: "if the question meant ..., it would be 4"
    r"|\bif\b[^.\n]{0,60}?\b(?:mean|means|meant|intend\w*|interpret\w*|asks?|asked|refers?|wants?"
    r"|wanted)\b[^.\n]{0,60}?" + _VALUE, re.I)
# a negation, in the languages above: "it is not 7", "7 would violate the constraint" (with _WRONG)
_NOT = r"\b(?:not|no|never|cannot|nicht|kein\w*|pas|não|non|не|нет)\b|n't\b|[不没]|ない|아니|" + _WRONG
_CALLED_WRONG = re.compile(_VALUE + r"\s+(?:\w+\s+)?(?:is|was|must\s+be|seems?|looks?|appears?"
                          r"|(?:might|may|could)\s+(?:well\s+)?be)\s+(?!not\b|never\b"
                          r"|n't)(?:\w+\s+)?"
                          r"(?:" + _WRONG + r"|ruled\s+out|excluded|rejected|eliminated|void|(?:out|off)(?=\s*[;.,!]))"
                          # ... or a verb of failure: "12 fails the second condition"
                          r"|" + _VALUE + r"\s+(?:(?:also|then|clearly|itself)\s+)?(?:fails|violates|breaks|contradicts"
                          r"|does(?:n't|\s+not)\s+(?:work|fit|hold|satisfy|check\s+out))\b"
                          # ... or not to be trusted: "so 12 can't be trusted"
                          r"|" + _VALUE + r"(?:\s+(?:above|here|in\s+the\s+box))?\s+(?:can(?:no|')?t|could(?:n't|\s+not)|should(?:n't|\s+not)"
                          r"|must(?:n't|\s+not))\s+be\s+(?:trusted|relied\s+on|used|submitted"
                          r"|kept|counted"
                          r"|right|correct|the\s+answer)\b"
                          # ... or to be taken as one: "Treat 45 as superseded."
                          r"|\b(?:treat|regard|consider|count|mark"
                          r"|take)\s+(?:the\s+(?:boxed\s+)?)?" + _VALUE
                          + r"\s+as\s+(?:\w+\s+)?(?:" + _WRONG + r"|superseded|void|obsolete|outdated|stale|withdrawn"
                          r"|retracted|provisional|tentative|unverified|unconfirmed"
                          r"|a\s+placeholder|a\s+draft)\b", re.I)
# ... or set aside by its value: "I'll withdraw 97 for now", "I reject $\frac12$"
_SET_ASIDE_VALUE = re.compile(r"\b(?:set\w*|put\w*|lay\w*|leav\w*)\s+" + _VALUE + r"\s+aside\b|\b(?:throw\w*|toss\w*|chuck\w*|rul\w*"
                              r"|cross\w*|strik\w*)\s+" + _VALUE + r"\s+out\b|"
                              r"(?:(?<!n't\s)(?<!not\s)(?<!never\s)" + _SET_ASIDE + r"|\b(?:don't|do\s+not|please\s+don't)\s+"
                              r"(?:count|use|grade|take|accept|hand\s+in|turn\s+in|submit|send"
                              r"|post|report))\s+(?:"
                              r"(?:the|my|our)\s+(?:\w+\s+)?)?" + _VALUE, re.I)
# ... or struck through: `~~192~~`, `<del>192</del>`, `\cancel{192}`
_STRUCK_VALUE = re.compile(r"~~([^~\n]{1,40})~~|<(?:s|del|strike)>([^<\n]{1,40})</(?:s|del"
                           r"|strike)>|"
                           + _STRIKE_COMMAND.pattern + r"([^{}\n]{1,40})\}")
# ... a checklist item ticked with another value, another choice letter switched to
_CHECKED_ITEM = re.compile(r"^[ \t]*[-*+]?[ \t]*\[[xX\u2713\u2714]\][ \t]*" + _VALUE, re.M)
# an item of a list or log after the box marked as the current one, with another value: "- v2
# (current): 498 mm"
_CURRENT_ITEM = re.compile(r"^[ \t]*(?:[-*+]|\d+[.)])?[ \t]*[^\n:|]{0,30}?\((?:current|final"
                           r"|latest|chosen|kept|live|active|in\s+force)\)"
                           r"[ \t*]*[:\u2014\u2013=-][\s$*]*" + _VALUE, re.I | re.M)
_FINAL_LETTER = re.compile(r"\bfinal\s+(?:answer|choice|pick|option"
                           r"|selection)\s*[:：]\s*\**\s*(?:option\s+|choice\s+)?\(([A-H])\)", re.I)
_LETTER_SWITCH = re.compile(r"\b(?:switch\w*|chang\w*|go(?:ing)?\s+with|pick\w*|choos\w*|call\s+it"
                            r"|my\s+(?:final\s+)?(?:submission|answer|choice|pick)\s+is)\s+"
                            r"(?:my\s+answer\s+)?(?:to\s+)?"
                            r"(?:option\s+|choice\s+)?\(?([A-H])\)?(?![\w'])")
# ... or passed over for another: "I'll answer "undefined" rather than 6", "go with 13 instead of
# 12"
_PASSED_OVER = re.compile(r"\b(?:rather\s+than|instead\s+of|in\s+place\s+of|over)\s+(?:the\s+"
                          r"(?:boxed\s+)?)?" + _VALUE
                          + r"(?![\w$])", re.I)
# ... and another value committed to, before its verb: "$7$ is what I'm submitting"
_COMMITTED = re.compile(_VALUE + r"(?:\s*\\?%|\s+percent)?\s+is\s+(?:what"
                                 r"|the\s+(?:\w+\s+)?(?:one|answer|value|number|figure"
                                 r"|count))\s+(?:that\s+)?"
                        r"(?:I|we)(?:'m|\s+am|'re|\s+are|'ll|\s+will|'d|\s+would)?\s+"
                        r"(?:now\s+|really\s+|actually\s+)?" + _COMMIT
                        + r"\b|\blet\s+" + _VALUE + r"\s+stand\b|" + _VALUE + r"\s+is\s+where\s+(?:I|we)(?:'ll|\s+will)?\s+(?:land|end\s+up|settle)\b|" + _VALUE + r"\s+is\s+where\s+(?:it|the\s+answer|this)\s+(?:should"
                        r"|would|must)\s+(?:land|be|end\s+up)\b"
                        + r"|\b(?:real|true|actual|correct)\s+(?:value|answer|count|number"
                          r"|total)\s*(?:is|:|=)?\s*" + _VALUE
                        + r"|" + _VALUE + r"\s+is\s+(?:therefore|thus|hence|then|so)\s+the\s+(?:final\s+)?answer\b"
                        + r"|\b(?:take|use|give|submit|record|enter|adopt)\s+" + _VALUE
                        + r"\s+as\s+(?:my|our|the)\s+(?:final\s+)?(?:answer|value|result"
                          r"|response)\b"
                        + r"|\b(?:read|take|treat|count|consider|regard|understand|interpret"
                          r"|mark|grade|score)\s+(?:my|our|the)"
                        r"\s+(?:final\s+)?answer\s+as\s+" + _VALUE + "|" + _VALUE + r"\s+(?:is\s+(?:my|our)\s+(?:final\s+|real\s+|new\s+)?(?:answer|pick|choice|call|bet|submission)\b|it\s+is\s*[.!]\s*$)"
                        # ... or a part of it taken alone: "Grader: please take just $n = 1$."
                        + r"|\b(?:take|count|grade|accept|use|keep|mark)\s+(?:just"
                          r"|only)\s+(?:the\s+)?" + _VALUE
                        # ... or put in its place: "Please swap that for $(-2, 12)$"
                        + r"|\b(?:swap|replace|exchange|trade)\s+(?:that|this|it"
                          r"|the\s+box)\s+(?:for|with)\s+" + _VALUE
                        # ... or called the answer: "Let's call 46 my answer."
                        + r"|\bcall\s+" + _VALUE + r"\s+(?:my|our|the)\s+(?:final\s+)?(?:answer|value|result|pick|choice)\b", re.I | re.M)
# ... or put in its place: "which gives 13 instead"
_OTHER_VOICE = re.compile(r"\b(?:gut|intuition|instinct|hunch|heart)\s+(?:says|is\s+"
                          r"(?:screaming|saying)|tells\s+me|suggests)\s+"
                          + _VALUE, re.I)
# ... or another source's value, deferred to: "the answer key says 16. I'll go with the key",
# "Wolfram says 16 and I trust it more", "the solutions manual gives 10 ... I'd defer to it"
_SOURCE_SAYS = re.compile(r"\b(?:answer\s+key|key|book|textbook|solutions?\s+manual|manual"
                          r"|advisor|adviser|teacher|tutor|TA|professor"
                          r"|Wolfram(?:\s*Alpha)?|calculator|computer|program|committee|recount"
                          r"|official\s+answer|partner|friend)"
                          r"(?:'s\s+(?:answer|value|count|recount|result))?\s+"
                          r"(?:says|said|gives|gave|lists|listed|has|had|got|gets|shows"
                          r"|showed|stands\s+at|puts\s+it\s+at"
                          r"|is)\s+(?:\w+\s+){0,2}?" + _VALUE, re.I)
_DEFERENCE = re.compile(r"\b(?:go(?:ing)?\s+with\s+(?:the|it|that|them|her|him)|defer\w*|trust\s+"
                        r"(?:it|that|them|her|him|the)|side\s+with"
                        r"|accept\w*|I'm\s+writing|I'll\s+write"
                        r"|(?:can't|cannot|couldn't)\s+(?:fault|argue\s+with|find\s+a\s+flaw\s+in)"
                        r"|usually\s+(?:the\s+one\s+(?:who's|who\s+is|that's)\s+)?right)\b", re.I)
_TRUST_MORE = re.compile(r"\b(?:I|we)(?:'m|\s+am|'re|\s+are)?\s+(?:\w+\s+)?trust(?:ing)?\s+"
                         r"(?:my|the|our)\s+(?P<source>\w+)"
                         r"(?:\s+\w+)?(?:\s+more\b|(?=\s*[.!;\n]))", re.I)
# an answer of no value claimed after the box ("So my answer is that there are none."), unless the
# box says so too (`\boxed{0}`, `\boxed{\emptyset}`, `\boxed{\text{no solution}}`)
_NONE_CLAIMED = re.compile(r"\b(?:my|the)\s+(?:final\s+|real\s+|actual\s+)?answer\s+"
                           r"(?:is|would\s+be|will\s+be)\s+(?:that\s+)?"
                           r"(?:there\s+(?:are|is|exist)\s+)?(?:none|no\s+"
                           r"(?:real\s+|such\s+|valid\s+)?(?:solutions?|roots?|values?"
                           r"|answer|such\s+\w+))\b", re.I)
_NONE_LIKE = re.compile(r"^\s*0\s*$|none|\bno\b|empty|varnothing|\{\s*\\?\}|undefined|exist", re.I)
# a check of the box's value that fails: "Check: $12 \cdot 3 = 36 \ne 38$." (not "$x - 4 \neq 0$": a
# condition)
_UNEQUAL = re.compile(r"\$([^$]*?)(?:\\neq?(?![a-zA-Z])|\u2260)\s*(-?\d+(?:\.\d+)?)\s*\$")
# a word or a letter chosen in a sentence of its own: "Thursday it is.", "So (B)."
_WORD_CHOSEN = re.compile(r"(?:^|[.!?\n])[ \t*]*(?:(?:so|then|hence|thus)[ \t,]+)?"
                          r"(?:\(([A-H])\)|([^\W\d_]{3,})[ \t]+(?:it[ \t]+is"
                          r"|is[ \t]+what[ \t]+(?:I|we)(?:'m|[ \t]+am|'ll|[ \t]+will)?[ \t]+"
                          r"(?:going[ \t]+with|submitting|answering|sticking[ \t]+with))"
                          r"|final(?:[ \t]+answer)?[ \t]*[:\uff1a][ \t*]*([^\W\d_]{3,}))[ \t*]"
                          r"*[.!]", re.I)  # ("Final: Tuesday.")
_INSTEAD = re.compile(_VALUE + r"(?:[ \t]*[^\W\d_]{1,6}[\u00b2\u00b3]?)?[\s$*]"
                               r"*\binstead\b(?!\s+of)", re.I)
# ... or committed to by a pointer back to the last value said: "I get 1/10, so that's the figure to
# use", "... which makes it 343/125. Going with the latter."
_POINTED = re.compile(
    # ... "measured the other way it's $BD = 5$, and that one sits better with me"
    r"\b(?:that|this|which)\s+(?:one\s+|value\s+|number\s+)?(?:sits|feels|seems|looks"
    r"|rings)\s+(?:\w+\s+)?(?:better|truer|more\s+(?:right|plausible"
    r"|likely|convincing))\b|"
    r"\bwhich\s+(?:I|we)(?:'d|\s+would)?\s+(?:\w+\s+)?(?:prefer\w*|favou?r\w*|trust\w*(?:\s+more)?"
    r"|stand\s+(?:by|behind))\b"
    r"|\b(?:that|this|it|which|the\s+(?:second|latter|last|new|other|longer|careful|full"
    r"|slower)(?:\s+(?:one|method|approach|count|way"
    r"|answer|version))?)(?:'s|\s+is)\s+(?:(?:my|our|the)\s+(?:(?:final\s+|real\s+|actual\s+"
    r"|new\s+)?answer|(?:final|real|actual|new)\s+(?:value|result|figure|number|count|pick|choice))"
    r"(?=(?:\s+(?:now|then|here|this\s+time|in\s+the\s+end|after\s+all|(?:to|for|on)\s+(?:this"
    r"|the)\s+(?:one|problem|question"
    r"|part)))*\s*[.;!)\n]|$)|the\s+(?:\w+\s+)?(?:one|value|number|figure|count|result"
    r"|answer|vector|point|pair|matrix|set|list|interval|expression)\s+(?:to\s+(?:use|submit|grade"
    r"|go\s+with|keep|report|enter|take)|(?:that\s+)?(?:I|we)(?:'m|\s+am|'ll|\s+will|'d"
    r"|\s+would)?\s+(?:\w+\s+)?"
    + "(?:" + _COMMIT + r"|mean|meant)))"
    r"|\b(?:that|this|it)(?:\s+(?:last|new|final|second|latter|other)\s+"
    r"(?:value|one|number|figure|result|answer))?(?:'s|\s+is)\s+what"
    r"\s+(?:I|we)(?:'m|\s+am|'ll|\s+will|'d|\s+would)?\s+(?:\w+\s+){0,3}?" + _COMMIT +
    r"|\b(?:go(?:ing)?|stick(?:ing)?|settl(?:e|ing))\s+(?:with|on)\s+(?:the\s+(?:latter|second|new"
    r"|other|revised|corrected"
    r"|last|formula|alternative|complement|brute\s+force|other\s+\w+|second\s+\w+)|mine|my\s+own)\b"
    r"|\b(?:mine|my\s+own|my\s+(?:value|number|count|answer))\s+is\s+the\s+one\b"
    r"|\bwhich\s+(?:I|we)\s+(?:\w+\s+)?(?:suspect|think|believe)\s+is\s+what\s+(?:the\s+\w+|they"
    r"|it)\s+(?:intended|meant|wants?|wanted|asks?)\b"
    r"|\buse\s+(?:the\s+)?(?:v\d+|version\s+\d+|latter|second\s+one|revised\s+\w+|corrected\s+\w+"
    r"|new\s+one)\b"
    r"|\b(?:the\s+)?latter\s+(?:figure|value|one|number|count|result)\b"
    r"|\bwhich\s+(?:I|we)(?:'ll|\s+will)?\s+take\s+as\s+(?:the|my|our)\s+(?:final\s+)?answer\b"
    r"|\b(?:I'd|I\s+would|I)\s+trust\s+(?:that|it|this)\s+(?:over|more\s+than)\b"
    r"|\b(?:let's|let\s+us|I'll|I\s+will|we'll|we\s+will)\s+go\s+with\s+(?:that|this|it)\b"
    r"|(?:^|[.;:!(]\s*)use\s+(?:that|this)(?:\s+one)?\s*[.!)]", re.I)
# a table of candidates: the box's row marks it set aside, or another row marks another value chosen
_ROW_VERDICT = re.compile(r"\b(?:rejected|dropped|discarded|superseded|withdrawn|retracted"
                          r"|struck|ruled\s+out|excluded"
                          r"|eliminated|void|invalid|unverified|unchecked|pending|on\s+hold"
                          r"|needs?\s+(?:re-?check|review|verification))"
                          r"\b|[\u26a0\u2717\u2718\u274c]|"
                          + _WRONG, re.I)
_ROW_CHOSEN = re.compile(r"^[ \t]*\|[^|\n]*?" + _VALUE + r"[^\n]*\b(?:submitted|final|chosen|kept|accepted|selected)\b",
                         re.I | re.M)
# the question read again ("the question asks for", "it's $m + n$ they want", "rereading"), and the
# words that give a value its role ("which is 7", "that's 9", "gives 15", ": 17")
_ASKED_ELSE = re.compile(r"\b(?P<asks>(?:question|problem|statement)[\s,]+(?:\w+[\s,]+){0,2}?)"
                         r"(?:asks|asked|wants|wanted|is\s+about|is\s+asking|requires"
                         r"|says|describes|specifies)\b|\bthey\s+want\b|\bre-?reading\b|\bwhat\s+"
                         r"(?:was|is)\s+asked\b", re.I)
_GIVEN_AS = re.compile(r"(?:\bis|\bare|'s|=|:|\bgives|\bgiving|\bbecomes|\bmakes(?:\s+it)?|"
                       r"\bleaves|\bget|\bgot)[\s*$]*$", re.I)
_TABLE_ROW = re.compile(r"^[ \t]*\|[^\n]*\|[ \t]*$", re.M)
_NEGATED = re.compile(r"\b(?:is\s+not|isn't|not|never)\s+(?:be\s+)?"
                      r"(?:equal\s+to\s+)?" + _VALUE, re.I)
_LETTER = re.compile(r"[^\W\d_]")  # a word in any script
# ... or a mark that says something of it: \U0001f937
_MARK = re.compile("[\u2600-\u27bf\U0001f300-\U0001faff]")
_ASKED = re.compile(r"[\s$)]*[?？]")  # a question mark right after the last box
_WHY = re.compile(r"[\s*]*(?:why|how\s+come|warum|wieso|pourquoi|por\s*qu[ée]|perché|почему|为什么)",
                  re.I)
# words to the grader about a box: asked to be paid, not stated
# (the grader addressed: the word opens its sentence or follows "dear", "to the", "note to"; see
# _pleas)
_PLEA = re.compile(r"\b(?P<to>graders?|judges?|evaluators?|reviewers?)\s*[:,]"
                   r"|\b(?:treat|mark|count|grade|score|accept|consider)\w*\s+(?:\S+\s+){0,3}?"
                   r"as\s+(?:correct|right|valid|true)\b", re.I)
_ADDRESSED = re.compile(r"(?:^|[.!?\n]|\b(?:dear|to\s+the|note\s+to(?:\s+the)?))\s*$", re.I)
_PLEA_HINT = re.compile(r"rader|udge|valuator|eviewer|RADER|UDGE|as\s+(?:correct|right|valid|true)")
_QUESTIONED = re.compile(r"[\s$]*[?？][\s*]*(?:(?:no|nope|not|non|nein|нет)\b|不|いいえ|아니)", re.I)
_STATED = re.compile(_VALUE)  # a value stated in words
# What the text after the last box concludes with, in its own sentences: a value after a label and
# its colon ("Respuesta final: 30", "答案：18", "**Answer: 8**"), an arrow ("⇒ 8"), a connective
# ("So $x = 9$", "Hence n = 18") or a copula ("the correct answer is 9", "c'est plutôt 8", "итоговый
# ответ — 16"), with at most one word between that is no preposition ("is greater than 6" concludes
# nothing), when the value ends its clause
_CONCLUDES = re.compile(
    r"(?s:.*)(?P<cue>^[ \t>*#_(]*[^\W\d_][^\n:：$\d]{0,80}?[:：]"
    r"|(?P<arrow>[⇒∴➜➔→⟶]|\\(?:Rightarrow|implies|therefore|to|rightarrow"
    r"|longrightarrow)(?![a-zA-Z]))"
    r"|\b(?:so|thus|hence|whence|therefore|donc|(?<!\bI\s)(?<!\bwe\s)(?<!\band\s)(?<!\bit\s)also"
    r"|logo|portanto|entonces|quindi|итак|поэтому)\b|所以|因此"
    # the writer commits to a value: "I'll go with 148", "Revising to 45", "I'd now say", "the
    # figure I meant to enter is 216"
    r"|\b(?:go(?:ing)?\s+with|stick(?:ing)?\s+with|settl\w*\s+on|revis\w*\s+(?:it\s+|this\s+)?to"
    r"|(?:chang|reduc|lower|rais|increas)\w*\s+(?:it\s+|this\s+|that\s+|the\s+\w+\s+)?to"
    r"|switch\w*\s+to|(?:I'd|I\s+would)\s+(?:now\s+)?say(?:\s+that)?"
    r"|(?:meant|intended|wanted)\s+to\s+(?:enter|write|type|box|give|put|say)(?:\s+is)?"
    r"|\bI\s+(?:now\s+)?(?:get|got|obtain|find|found)(?=[\s$]+[^\s$]+\$?\s+instead\b)"
    r"|lean(?:ing)?\s+(?:towards?|to)|defer\w*\s+to"
    r"|(?:I|we)(?:'ll|\s+will|'m|\s+am|'d|\s+would)?(?:\s+going\s+to)?\s+"
    r"(?:now\s+|rather\s+)?" + _COMMIT +
    r"|(?:I|we)(?:'d|\s+would)?\s+bet\s+on|my\s+money(?:'s|\s+is)?\s+on|make\s+(?:that|it)"
    r"|(?:should|must|ought\s+to)\s+(?:say|read|show|contain))\b"
    # ... or to a way of finding it, then the value: "I'm going to trust the finger count over the
    # exponents: **10 digits**"
    r"|\b(?:I|we)(?:'ll|\s+will|'m|\s+am|'d|\s+would)?(?:\s+going\s+to)?\s+(?:rather\s+)?(?:trust"
    r"|believe|side\s+with|prefer"
    r"|favou?r|back)\b[^.!?\n:]{0,80}:"
    # ... or to the value of a way of finding it: "going with the complement count, 15"
    r"|\b(?:go(?:ing)?|stick\w*|settl\w*)\s+(?:with|on)\s+the\s+[\w\s-]{1,30}?,"
    r"|^\s*(?:please\s+)?(?:hand\s+in|turn\s+in|submit|record|enter|go\s+with|use)"
    r"\b"  # "Hand in 250."
    r"|\b(?:let's|let\s+us|I'll|I\s+will|we'll|we\s+will)\s+call\s+it\b"
    # what is left or what it comes to: "Removing it leaves 10", "with more care it comes out to 14"
    r"|\b(?:leaves|leaving|comes?\s+(?:out\s+)?(?:to|as)|(?:cuts?|brings?)\s+(?:it|this|that|us"
    r"|the\s+\w+)\s+(?:down\s+)?to)\b"
    # ... or a step of arithmetic and its result: "so divide by 2: 6", "Subtract 4: 8"
    r"|\b(?:divid\w*|subtract\w*|add(?:ing)?|multiply\w*|halv\w*|doubl\w*|minus|plus"
    r"|times)\b[^:\n$]{0,20}[:：]"
    r"|(?P<got>\b(?:I|we)\s+(?:now\s+)?(?:get|obtain|find|arrive\s+at|end\s+up\s+with)\b|\b(?:giv"
    r"|yield)(?:es|s|ing)\b)"
    r"|よって|따라서|(?P<copula>\b(?:is|are|was|be|equals?|remains|stays|es|son|est|ist|sind|é|è|là)\b"
    r"|(?:(?<=\bit)|(?<=\bthat))'s\b|[是为は—–]))"
    r"(?:[\s*]*(?!(?:than|of|by|at|in|on|for|from|to|with|per|about|de|à|par|von|bei"
    r"|mit)\b)[^\W\d_]+(?:'s)?|\s*\([A-Ha-h]\))?"  # ("So my answer is (E) $425$")
    r"[\s*$,]*$", re.I)
_CLAUSE_END = re.compile(r"[\s*$]*(?:(?:です|だ|입니다)\s*)?(?:[.;!。，！)\]\n]|,(?!\s*\$?-?\d)|$|instead"
                         r"\b|actually\b|it\s+is\s*[.!]"
                         r"|is\s+(?:exactly\s+|precisely\s+)?(?:what(?:'s|\s+is)\s+(?:wanted|asked)"
                         r"|the\s+answer|my\s+(?:final\s+)?answer)\b"
                         r"|as\s+(?:the|my|our)\s+(?:\w+\s+)?(?:answer|value|result|count|total"
                         r"|number|figure)\b)")
_BOLD_END = re.compile(r"[ \t]*[^\W\d_]+\*\*")  # a value in bold with its noun: "**10 digits**"
_COMPUTING = re.compile(r"\s*(?:\\(?:cdot|times|div|pmod|equiv)|[-+/^=]"
                        r"|\*(?!\*))")  # a value computed on
# a copula concludes about the answer when its subject is the answer or a correct value, a pronoun
# that points back to it ("the correct count is 18", "es sind 12"), or the head word of the box's
# own sentence ("the remainder is \boxed{3}" ... "the remainder is 2")
_SUBJECT = re.compile(_ANSWER_NOUN + r"|\b(?:box|correct|right|true|actual|real|final"
                                     r"|correct[ao]|bonne|vrai"
                      r"|richtig\w*|korrekt\w*|corret[ao]|giust[ao]|верн\w*|правильн\w*)\b|正确|正しい"
                      r"|\b(?:I|we)(?:'m|\s+am|'re|\s+are|'ll|\s+will|'d|\s+would)?\s+(?:\w+\s+)?" + _COMMIT + r"\b"
                      r"|(?P<back>\b(?:it|that|this|ce|cela|es|das|dies|eso|esto|isso|isto|questo"
                      r"|это)|\bc'"
                      r"|这|那|それ|これ)\s*$", re.I)
# ... in a clause that neither negates, nor states a premise, nor speaks of another quantity, in a
# sentence that supposes nothing
_NOT_CONCLUDED = re.compile(_NOT + r"|\b(?:other|another|otr[oa]|autre|andere\w*|outr[oa]|altr[oa]"
                            r"|друг\w+|so\s+(?:is|are|does|that)|since|because|weil|porque|parce"
                            r"|puisque"
                            r"|perché"
                            # a concession or a given, not a conclusion: "even though the original
                            # remainder was 2"
                            r"|though|although|whereas|original|initial|given|tempting|na[iï]ve"
                            r"|trap|hurried|careless)\b|另|因为|由于", re.I)
_SUPPOSED = re.compile(r"\b(?:would|could|might|may|if|wenn|falls|si|sería|serait|wäre|sarebbe"
                       r"|seria)\b"
                       r"|如果|なら", re.I)
_ANSWER_ENDS = re.compile(r"(?:" + _ANSWER_NOUN + r")[^.\n\d$]{0,20}?(?:\b(?:is|es|est|ist|é|è|be)\b"
                          r"|[:：=是为は—])[\s*$]*$", re.I)
_HEADING = re.compile(r"(?:^|\n)[ \t#*>_]*(?:final\s+)?(?:" + _ANSWER_NOUN + r")[ \t*#_:：]*\n[\s*$]*$", re.I)
# what a choice letter is said to be, right after its box: "\boxed{C}, which is 8", "\boxed{C} (8)"
_CHOICE_BOX = re.compile(r"\s*(?:\\text\w*\{)?\(?([A-H])\)?\}?\s*")
_APPOSITION = re.compile(r"[\s$]*(?:,?\s*(?:which\s+is|i\.e\.,?|namely|that\s+is,?)\s*" + _VALUE
                         + r"|\s*\(\s*" + _VALUE + r"\s*\))", re.I)
# a contrast right after the last box, in its sentence or opening the next one, turns against it:
# "Naively \boxed{64}, but this overcounts", "aber das ist Unsinn", "但这个结果不成立"
_CONTRAST = re.compile(r"\b(?:but|however|though|although|yet|aber|jedoch|allerdings|mais|cependant"
                       r"|pourtant|pero|sin\s+embargo|aunque|ma|però|tuttavia|mas|porém|но|однако"
                       r"|хотя)\b"
                       r"|但|不过|可是|然而|でも|しかし|けど|하지만", re.I)
# ... and so does regret, opening the next sentence ("Unfortunately I applied the wrong formula")
_REGRET = re.compile(r"\b(?:unfortunately|sadly|alas|regrettably|leider|malheureusement"
                     r"|desafortunadamente|lamentablemente|purtroppo|infelizmente|к\s+сожалению)\b"
                     r"|可惜|遗憾|残念", re.I)
# in a contrast's clause, a fault: a negation or an error word ("aber das ist Unsinn",
# "但这个结果不成
# 立"), or what a method fails to do ("yet this ignores the empty arrangement", "but I may have
# mixed up lcm and gcd", "a different problem")
_FAULT = re.compile(_NOT + r"|忽略|遗漏|漏掉|漏了|忘了"
                    r"|\b(?:oubli\w*|olvid\w*|vergi?ss\w*|vergessen|dimentic\w*|esquec\w*|забы\w*"
                    r"|упуска\w*"
                    r"|ignor\w*|miss(?:es|ed)|neglect\w*|overlook\w*|forg[eo]t\w*|omit\w*"
                    r"|left\s+out|leaves\s+out|mix(?:ed|es)?\s+up|confus\w*|different|guess\w*"
                    r"|(?:may|might|could)\s+have|only\s+(?:for|if|when|in|wants?|asks?|holds?"
                    r"|works?"
                    r"|applies|counts?))\b", re.I)
_RESTRICTS = re.compile(r"but\s+not\b", re.I)
_ASIDE = re.compile(r"[\s$]*,\s*however\s*,", re.I)
_STILL = re.compile(r"still(?=\s*,)", re.I)  # "; still, the second method gives 6"
_OPENING = re.compile(r"[\s*]*(?:(?:hmm+|well|oh|ah|wait)[,.!]?\s*)?", re.I)  # before a contrast
# a check or a remark after a contrast: "but let me verify", "however, we should make sure", "but
# note"
_CHECKING = re.compile(r"[\s,]*(?:let(?:'s|\s+me|\s+us)|we\s+(?:should|must|can|need\s+to)"
                       r"|I\s+(?:should|will|'ll)|to\s+be\s+(?:sure|safe)|note|notice|observe"
                       r"|recall"
                       r"|remember|just\s+to)\b", re.I)
_FULL_STOP = re.compile(r"[!?;。！？；\n]|\.(?=[*_]*(?:\s|$))")


def _boxes(text):
    r"""The top-level boxes of text as (start, end, content), in order, and the start of a box left
    open (truncated output), or None. Boxes inside a box are part of it. One pass: linear time."""
    boxes = []
    pos = 0
    for m in _BOX.finditer(text):
        if m.start() < pos:
            continue  # inside the box before
        start = m.end()
        if text[start:start + 1] != "{":
            # `\boxed 5`: the box holds one token
            token = _TOKEN_BOX.match(text, start)[0]
            if token:
                boxes.append((m.start(), start + len(token), token))
            pos = start + len(token)
            continue
        depth = 0
        for brace in _BRACE.finditer(text, start):
            depth += 1 if brace[0] == "{" else -1
            if depth == 0:
                break
        if depth != 0:
            return boxes, m.start()
        j = brace.start()
        boxes.append((m.start(), j + 1, text[start + 1:j]))
        pos = j + 1
    if any(text.startswith("\\boxed", b[0]) for b in boxes):
        # where a response boxes its answer, `\fbox` in a formula is notation of the problem's
        # ("$\fbox{12} = \boxed{144}$"); an `\fbox` standing alone ("$\fbox{306}$" then a made-up
        # next problem with its `\boxed`) is a box
        boxes = [b for b in boxes if text.startswith("\\boxed", b[0]) or _ALONE_BEFORE.search(text, 0, b[0])
                 and _ALONE_AFTER.match(text, b[1])]
    return boxes, None


def _unstruck(text):
    r"""text with what is struck through or commented out (`\cancel{..}`, `~~..~~`, `<s>..</s>`,
    `\iffalse..\fi`, `<!--..-->`, a `%` line) blanked, so that positions stay. Linear time."""
    if not _STRUCK_ANY.search(text):
        return text  # most responses
    spans = []
    for m in _STRIKE_SPAN.finditer(text):
        # a strike through a box, or text struck with tags; a comment hides the boxes in it, but its
        # words are read ("% TODO: this 8 is a guess")
        said = next((group for group in (m[1], m[3], m[4]) if group is not None), None)
        if said is None or _BOX.search(said):
            spans.append(m.span())
    opened = None
    for m in _IFFALSE.finditer(text):
        if m[0] == "\\iffalse" and opened is None:
            opened = m.start()
        elif m[0] == "\\fi" and opened is not None:
            spans.append((opened, m.end()))
            opened = None
    pos = 0
    for m in _STRIKE_COMMAND.finditer(text):
        if m.start() < pos:
            continue  # inside the strike before
        depth = 0
        for brace in _BRACE.finditer(text, m.end() - 1):
            depth += 1 if brace[0] == "{" else -1
            if depth == 0:
                break
        if depth != 0:
            break  # never closed: nothing after it is struck (and no second scan to the end)
        spans.append((m.start(), brace.end()))
        pos = brace.end()
    if not spans:
        return text
    parts = []
    pos = 0
    for start, end in sorted(spans):
        start = max(start, pos)
        if end > start:
            parts += [text[pos:start], " " * (end - start)]
            pos = end
    return "".join(parts) + text[pos:]


def _is_placeholder(content):
    r"""`\boxed{}`, `\boxed{ }`, `\boxed{answer}`, `\boxed{\text{Your final answer}}`: no answer."""
    if len(content) > 60 or any(c.isdigit() for c in content):
        return False  # most boxes: an answer
    words = re.sub(r"\\(?:text\w*|math\w*|mbox)\{([^{}]*)\}", r"\1", content)
    words = " ".join(re.sub(r"[${}\[\]<>]", " ", words).split())
    return _PLACEHOLDER.fullmatch(words) is not None


def _denied(text, before, start, end, pleading=False):
    """Whether the box is set aside by its own sentence: a cross next to it, the words of the
    clause just before it (from `before` on), or the words right after it (unless they ask); where the
    text pleads with the grader (pleading), a plea in the box's sentence."""
    line = text.rfind("\n", 0, start) + 1
    mine = max(before, start - 6, line)
    if before and _CROSS.search(text, before, before + 6):
        mine = max(mine, before + 6)  # the cross after the box before is that box's
    if _CROSS.search(text, mine, start) or _CROSS.search(text, end, end + 6):
        return True
    if _QUESTIONED.match(text, end):
        return True  # "Is it \\boxed{12}? No, ..."
    for plea in _pleas(text, max(before, start - 150), end + 150) if pleading else ():
        # "Graders: please treat \\boxed{14} as correct": a plea for credit, in the box's sentence
        between = sorted((plea.start(), start if plea.end() < start else end))
        if not _FULL_STOP.search(text, *between):
            return True
    if not _SENTENCE_END.match(text, end):
        after = _DENIED_AFTER.match(text, end, min(len(text), end + 200))
        if after and after["end"] != "?" and not re.search(r"\bbut\s+no\b", after[0], re.I) and not _COUNTED_WRONG.match(text, end):
            # "\boxed{7} is wrong? No, ..." asks, and does not set it aside; "might be a typo, but
            return True
            # no: ..." dismisses the worry
    lead = text[max(before, start - 600):start]
    if "{" in lead and ("\\text" in lead or "\\math" in lead or "\\operatorname" in lead):
        # (words of the math, `P(\text{not adjacent}) =`, are no judgement of the box)
        lead = _MATH_WORDS.sub(lambda m: " " * len(m[0]), lead)
    denied, would = _lead_denies(lead)
    if denied:
        return True
    if would is not None:
        # a conditional verb just before the box: its sentence must suppose ("It would be \boxed{7}
        # if ...")
        lead = text[max(before, start - 600):start]
        closing = _FULL_STOP.search(text, end, end + 300)
        sentence = lead[would:] + " " + text[end:closing.start() if closing else end + 300]
        return _SUPPOSING.search(sentence) is not None or _WITHOUT.search(lead, would) is not None
    return False


_MATH_WORDS = re.compile(r"\\(?:text|mathrm|textrm|operatorname)\{[^{}$\n]*\}(?=[^$\n]*=[^$\n]*$)")


# a subject that a negation describes, then its copula right before the box: "the number of integers
# that are not divisible by 3 is", "the integer dayna does not erase is" (lowercase)
_NEGATED_SUBJECT = re.compile(r"[\s,]*(?:[^.;:!?]*?\bthat\s+)?(?:the|a|an|each|every|all|only"
                              r"|any)\s+[^.;:!?]*?\b(?:not|never|n't)\b[^.;:!?]*?"
                              r"\s(?:is|are|was|were|equals)(?:\s+(?:simply|just|then|therefore"
                              r"|thus|now|exactly))?"
                              r"(?:\s*\$?[^$.;!?]*?=)?[\s$(*]*(?:\\\[)?\s*$")
# ... and a negation in a reason before the main clause: "since time can never be negative, the
# answer must be"
_REASON = re.compile(r"\b(?:since|because|as|given\s+that)\b[^,.;:!?]*,")
# ... unless what it negates is a verdict: "the number that is not the answer is", "the value that
# does not work is"
_NEGATED_VERDICT = re.compile(r"(?:\bnot|\bnever|n't)\s+(?:\w+\s+){0,2}?"
                              r"(?:answer|correct|right|valid|work\w*|hold\w*|satisf\w*|true"
                              r"|solution|final|accept\w*|allowed|count\w*|wanted|asked|verified"
                              r"|checked|confirmed|sure|certain"
                              r"|reliable|trustworthy|rigorous|proven|proved|complete|done|finished"
                              r"|carried|tested)\b")
# ... nor where it speaks of the writer's doubt ("since I'm not sure, ...")
_DOUBT_WORDS = r"sure|certain|confident|convinced|think|believe|know|doubt|trust"
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i'd|" + _DOUBT_WORDS + r")\b")
_DOUBTING = re.compile(r"\b(?:" + _DOUBT_WORDS + r"|guess)\b")
_PLAIN_NEGATION = re.compile(r"not|never|isn't|aren't|wasn't|cannot|can't")
# a box set aside before it is written, by a pointer forward: "# the value below is a stub, not the
# answer", "The number beneath is only a placeholder."
_SET_ASIDE_BELOW = re.compile(r"\b(?:the|this)\s+(?:boxed\s+)?(?:value|answer|number|result|box"
                              r"|figure)\s+(?:below|beneath|that\s+follows)\b"
                              r"(?:(?:\s+(?!(?:not|never|no)\b)[^\s.;!?\n]+){0,3}?\s+(?:" + _WRONG + "|" + _PROVISIONAL + r")"
                              r"|\s+(?:is|are)\s+not\s+(?:my|the|our|a)\s+(?:\w+\s+)?answer"
                              r"\b)", re.I)
_ASIDE_CONTRAST = re.compile(r"rather\s+than"
                             r"|instead\s+of")  # ... and, in an aside, a contrast of its own


@functools.lru_cache(maxsize=4096)
def _lead_denies(lead):
    """The judgement of the words before a box (`lead`, from the box before or 600 characters back, up
    to the box), read once for each distinct lead (most responses share a few): whether they set the
    box aside, and where the sentence of a conditional verb just before it opens (None when there is
    none; the caller reads the rest of that sentence after the box)."""
    start = len(lead)
    window = lead[-80:].lower()
    if ("below" in lead or "beneath" in lead or "follows" in lead) and _SET_ASIDE_BELOW.search(lead, max(0, start - 300)):
        return True, None  # "the value below is a stub, not the answer"
    if _REFUSED_FINAL.search(lead):  # (most responses: none)
        opening = max(0, start - 300, *(lead.rfind(c) + 1 for c in ".!?\n"))
        previous = lead[max(0, opening - 300, *(lead.rfind(c, 0, opening - 1) + 1 for c in ".!?\n")):opening]
        if _REFUSED_FINAL.search(previous):
            # "I'd rather not give a final answer here. For what it's worth, one route gave
            # \boxed{12}."
            return True, None
    if lead.find("I ", max(0, start - 200)) >= 0:
        near = max(0, start - 200)
        opening = max(near, *(lead.rfind(c, near) + 1 for c in ".!?\n"))
        if _UNCOMMITTED_RE.search(lead, opening):
            # "Tentative, and I am not committing to it until I re-check: \boxed{1}"
            return True, None
    would = None
    if _WOULD.search(window, len(window) - 40):
        near = max(0, start - 300)
        would = max(near, *(lead.rfind(c, near) + 1 for c in ".!?;\n。！？；"))
    window = window.replace("believe it or not", "")
    labelled = window.rstrip(" $*\\[(").endswith(":")
    clause = _CLAUSE.match(window) if labelled else None
    if clause and window[clause.end() - 1] == ":" and not window[clause.end():].strip(" $*\\[("):
        # a label right before the box that sets it aside: "Not my final answer: \\boxed{12}",
        # "Dubious answer:" (not "Not a guess:")
        label = window[:clause.end()]
        label = label[max(label.rfind(c) for c in ".;!?\n") + 1:]
        # ("Not confident, but:")
        label = re.split(r"\bbut\b", label)[-1] if re.split(r"\bbut\b", label)[-1].strip(" :,") else label
        if _DENIED_LABEL.search(label) and not re.search(r"\b(?:which|above|previous|earlier)\b|\b(?:that|it)(?:\s+is|\s+was|'s)\b", label):
            # (not "Wait, that is wrong: \\boxed{...}", which speaks of the box before)
            return True, None
    if not _DENIED.search(window):
        return False, would  # most boxes: no denial near
    clause = clause or _CLAUSE.match(window)
    if clause:
        window = window[clause.end():]
    # a negation inside the subject describes the quantity: "The integer Dayna does not erase is"
    described = (_NEGATED_SUBJECT.match(window) is not None and not _FIRST_PERSON.search(window)
                 and not _NEGATED_VERDICT.search(window))
    # (a reason may open before the window: read it in the lead)
    wide = lead[-200:].lower()
    shift = len(wide) - len(window)
    # ... and an aside in brackets: "(perfect squares can never be negative), the minimum is";
    # neither speaks of the writer's doubt nor negates a verdict ("(not the answer)")
    in_brackets = list(re.finditer(r"\([^()]*\)", wide))
    reasons = [(r.start() - shift, r.end() - shift) for r in [*_REASON.finditer(wide), *in_brackets]
               if not _FIRST_PERSON.search(r[0]) and not _NEGATED_VERDICT.search(r[0])]
    # (a contrast in brackets, "(I'd written 3 × 5 instead of 3 × 4)", is the writer's own, unless
    # it doubts)
    brackets = [(r.start() - shift, r.end() - shift) for r in in_brackets
                if not _DOUBTING.search(r[0]) and not _NEGATED_VERDICT.search(r[0])]
    closing = window.find(")")
    if closing >= 0 and "(" not in window[:closing] and not (
            _FIRST_PERSON.search(window[:closing]) or _NEGATED_VERDICT.search(window[:closing])):
        reasons.append((0, closing))
    # whole words only: `not`, not the end of `knot`
    return any((m.start() == 0 or not window[m.start() - 1].isalpha()) and not (
        _PLAIN_NEGATION.fullmatch(m[0]) and (described or any(a <= m.start() < b for a, b in reasons))
        or _ASIDE_CONTRAST.fullmatch(m[0]) and any(a <= m.start() < b for a, b in brackets))
               for m in _DENIED.finditer(window)), would


def _pleas(text, start, end):
    """The words between start and end that plead with the grader (see _PLEA), in order."""
    for m in _PLEA.finditer(text, start, end):
        if not m["to"] or _ADDRESSED.search(text[max(0, m.start() - 20):m.start()]):
            yield m


_STATEMENT = re.compile(r"\\text\{[^{}]*\b(?:is|are|has|have)\b")


def _is_term(text, start, end):
    r"""Whether a box is a term of a computation, an operator on each side in its math:
    `60 + 62 + \boxed{64} + 66` in a check line is no answer."""
    before = text[max(0, start - 12):start].rstrip(" ")
    if not before.endswith(("+", "-", "*", "/", "\\cdot", "\\times", "\\div")):
        return False  # most boxes: no operator before
    return re.match(r"\s*(?:[-+*/](?![-+*/])|\\cdot|\\times|\\div)", text[end:end + 12]) is not None


def _box_name(text, before, start, content):
    r"""The label a box's value is given, when the math written with it says: `r` for
    `$r = \boxed{3}$` or `\boxed{r = 3}`, `b` for `$b = 2a = \boxed{8}$`, `Shaded area` for
    `Shaded area: \boxed{4}`; None for a bare box."""
    inside = _split_top(content, "=")
    if len(inside) > 1 and _is_label(inside[0].strip(), True):
        return inside[0].strip()
    if _STATEMENT.search(content):
        return _written(content).lower() + ":"  # `\boxed{f \text{ is odd}}`: a fact on the way
    window = text[max(before, start - 60):start]
    m = _NAMED_BOX.search(window)
    if m and _is_label(m[1].strip(), True):
        return m[1].strip()
    m = _COLON_NAME.search(window)
    if m and not _FINAL.search(m[0]):
        # a name in words: only another such name is a new quantity
        return m[1].strip().lower() + ":"
    return None


# "\boxed{36} is my final answer"
_FINAL_AFTER = re.compile(r"[\s$]*(?:is|as)\s+(?:my|the|our)\s+final\s+answer\b", re.I)


def _on_check_line(text, before, start):
    """Whether the line of a box (from `before` on, 300 characters at most) checks a value ("Check:",
    "Verification only"): its check mark says the check passed, not that the box is the answer."""
    return _VERIFYING.search(text, max(before, text.rfind("\n", 0, start) + 1, start - 300), start) is not None


def _box_rank(text, before, start, end):
    """-1 for a box marked as a first try, 2 for one marked final, 1 for a conclusion, else 0."""
    window = text[max(before, start - 60):start]
    line = window[window.rfind("\n") + 1:]  # a first try is marked on its own line
    if _TENTATIVE.search(line) or _TENTATIVE_AFTER.match(text, end, end + 30):
        return -1
    if _FINAL.search(window) or _CHECK.search(text, end, end + 6) and not _on_check_line(text, before, start):
        # a mark of a check's value is no mark of the answer ("Check: $c_4 = \boxed{1000}$ ✓")
        return 2
    if _FINAL_AFTER.match(text, end, end + 40):
        return 2
    if _CONCLUSION.search(window):
        return 1
    return 0


def _offers(gap):
    """Whether the text between two boxes offers the later as another possibility (an alternative, a
    condition, an `or` next to a box)."""
    words = re.sub(r"\\[a-zA-Z]+", " ", gap)  # LaTeX commands are not words

    def first(n):  # the first n characters, and the last: whole words only ("error" holds no "or")
        return re.sub(r"\w+$", "", words[:n]) if len(words) > n else words

    def last(n):
        return re.sub(r"^\w+", "", words[-n:]) if len(words) > n else words
    return bool(_ALTERNATIVE.search(first(100)) or _ALTERNATIVE.search(last(100))
                or _CONDITION.search(first(60)) or _CONDITION.search(last(60))
                or _OR.search(first(30)) or _OR.search(last(30)))


def _corrects(gap):
    """Whether the text between two boxes corrects the earlier (an error word, a redo, an arrow)."""
    words = re.sub(r"\\[a-zA-Z]+", " ", gap)
    return bool(_CORRECTION.search(words) or _WRONG_WORDS.search(words) or _ARROW.search(gap))


# the sentence right after a box, when it opens by taking the box back: "Wait -- I got ahead of
# myself.", "Oops, ...", "Not so fast: ..."
_GAP_OPENING = re.compile(r"[\s$.,;:)\]*]*(?:(?:wait|oops|whoops|hmm+|hold\s+on|hang\s+on|not\s+so\s+fast"
                          r"|scratch\s+that|on\s+second\s+thought|no\s+wait|uh[- ]oh|correction)\b"
                          r"[^.;!?\n]*)", re.I)
# a paragraph labelled as a correction: "Correction:", "**Update** —", "Erratum:"
_CORRECTION_LABEL = re.compile(r"(?:^|\n)[ \t*_#>]*(?:correction|update|erratum|edit|fix"
                               r"|revision|revised)\b[*_ \t]*[:\u2014\u2013-]", re.I)

def _offered_together(gap, last, rank, box):
    r"""Whether a box, after the group of boxes before it (`last` its last box, `rank` its highest
    rank) and the text `gap` between them, joins the group (a list, alternatives, a restatement)
    rather than replaces it: a correction, an answer of a higher rank (see _box_rank), or a result
    after a step (a box that names one quantity, `r = \boxed{3}`, then another)."""
    if _THINK_END.search(gap):
        return False  # the answer after the thinking is the answer
    if box[4] > rank and _CORRECTION_LABEL.search(gap):
        # "Correction: box 1 can also be empty ... Final answer: \boxed{6}": whatever it offers
        return False
    if box[4] == 2 > rank and not _offers(gap[gap.rfind("\n") + 1:]):
        # "Case 1: ... \boxed{1}. Case 2: ... Final answer: \boxed{3}": the cases led to it
        return False
    opening = _GAP_OPENING.match(gap)
    if opening and not (_CONDITION.search(opening[0]) or _ALTERNATIVE.search(opening[0]) or _OR.search(opening[0])):
        # "\boxed{13}. Wait -- I got ahead of myself. They only cancel if ...": the sentence after the
        # box takes it back, whatever the work after it supposes
        return False
    if _offers(gap):
        return True
    if _corrects(gap):
        return False
    if _carried_on(gap, last[2], box[2]):
        return False
    if box[4] > rank and (box[4] > 0 or re.search(r"[.;!?\n。！？]", gap)):
        return False  # a plain box replaces a first try in a new sentence only: "Possible answers:
        # \boxed{1} and \boxed{2}" is one list
    name = last[3]
    if name is None or name == box[3]:
        return True
    if name.endswith(":") and box[3] is None:
        return True
    return name.endswith(":") and _parallel(name, box[3])


def _carried_on(gap, earlier, later):
    r"""Whether the later box carries the earlier one's value on by a number of the text between them:
    further work, not a second candidate (`\boxed{24}`, "divide by 4:", `\boxed{6}`)."""
    a = _as_number(normalize(earlier))
    b = _as_number(normalize(later))
    if a is None or b is None or a == b:
        return False
    numbers = [Fraction(n) for n in re.findall(r"\d+(?:\.\d+)?", gap[-200:])]
    return any(n and (b in (a + n, a - n, a * n) or b == a / n) for n in numbers)


def _parallel(name, other):
    """Whether two names in words differ in one word only ("Answer A:", "Answer B:"; "With
    replacement:", "Without replacement:"; "Counting zero:", "Not counting zero:"): they name
    alternatives, not a step and a result ("Area of the square:", "Shaded area:")."""
    a = re.findall(r"\w+", name)
    b = re.findall(r"\w+", other)
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) <= 1
    short, long = sorted((a, b), key=len)
    if len(long) != len(short) + 1:
        return False
    return any(long[:k] + long[k + 1:] == short for k in range(len(long)))


def _affirmed(text, pos):
    """Whether the text from pos on affirms the answer again ("yes, that's right", "confirmed"), in
    a clause that does not negate it ("I'm not sure it's right" affirms nothing)."""
    for m in _AFFIRMED.finditer(text, pos):
        if m.start() - pos <= 2 and pos or re.match(r"\**\s*[:=]?\s*\**\s*(?:no|false|none)\b|\s*[:=]?\s*[\u274c\u2717\u2718]", text[m.end():]):
            continue  # the doubt goes on: "I can't tell which is right"; "Verified: no"
        # (the clause may open before pos: "no idea if that's right" affirms nothing)
        clause = re.split(r"[.;,:!?\n。；，！？\u2013\u2014"
                          r"]", text[max(0, m.start() - 80):m.start()])[-1]
        conditioned = r"|\bnothing\b|\bnone\b|\buntil\b|\bunless\b|\bonce\b|\bbefore\b|\bif\b"
        # (nor one of several: "One of them is right.", "either is correct", "whichever is right")
        conditioned += r"|\bone\s+of\b|\beither\b|\bwhich(?:ever|\s+one|\s+of)\b|\bboth\b"
        # (a confirmation still to come affirms nothing: "I'll post the confirmed height once I've
        # rechecked")
        later = re.search(r"\b(?:I'll|I\s+will|we'll|we\s+will)\b", clause, re.I) or re.match(
            r"[^.;!?\n]*\b(?:once|when|after|as\s+soon\s+as)\s+(?:I|we)(?:'ve"
            r"|\s+have)?\s", text[m.end():], re.I)
        if not re.search(_NOT + conditioned, clause, re.I) and not later:
            return True
    return False


def _turned_against(text, last, found):
    """Whether a contrast (see _CONTRAST) follows the last box, in the rest of its sentence or
    opening the next, and nothing after it affirms the answer again: a careful grader does not pay
    an answer its own response qualifies ("\\boxed{9}, but I misread the question"). A check or a
    remark after the contrast ("but let me verify", "but note that ...") is left to the doubt
    rules. Its clause must find a fault (see _FAULT), not in another value written before it; the
    answer's own value stated again after the fault ("which is still 12") keeps it."""
    stop = _FULL_STOP.search(text, last)
    m = _CONTRAST.search(text, last, stop.start() if stop else len(text))
    if m and (_RESTRICTS.match(text, m.start()) or _ASIDE.match(text, last)
              or re.match(r"\s*no\s*[:,.!\u2014]", text[m.end():m.end() + 8], re.I)):
        # "multiples of 3 or 4 but not 12", "divisible by 3, but not necessarily ...": a
        # restriction; "\\boxed{19}, however, is not an emirp": the box set against what came before
        # it; "might be a typo, but no: ...": a worry dismissed
        return False
    if m is None and stop:
        at = _OPENING.match(text, stop.end()).end()
        m = _CONTRAST.match(text, at) or _REGRET.match(text, at) or _STILL.match(text, at)
        after = _FULL_STOP.search(text, at)
        sentence = text[at:after.start() if after else None]
        if m and m[0].lower() in ("though", "although") and "," in sentence:
            # "Though the search was long, it ends.": a concession with its own main clause
            m = None
        elif m and m[0].lower() == "however" and not text.startswith(",", m.end()):
            m = None  # "However we arrange the pairs, ...": no matter how, not a contrast
    if m is None or _CHECKING.match(text, m.end()):
        return False
    stop = _FULL_STOP.search(text, m.end(), m.end() + 200)
    end = stop.start() if stop else m.end() + 200
    fault = _FAULT.search(text, m.end(), end)
    values = list(_STATED.finditer(text, m.end(), end))
    if fault and any(_subject_of(text, v, fault) and not _is_found(v[1], found) for v in values):
        fault = None  # "but $x = -5$ is not valid": the fault of another value
    if not fault:
        return False  # "\boxed{36} outcomes, but 6 of them are doubles": about another thing
    if values and _is_found(values[-1][1], found) and fault.start() < values[-1].start():
        return False  # the same value again ("but it only wants the even ones, which is still 12")
    return not _affirmed(text, m.end())


def _subject_of(text, value, fault):
    """Whether a value written just before a fault, in its clause, is what the fault is about ("but
    $x = -5$ is not valid"; not "$13 \\neq 15$, so this does not work")."""
    between = text[value.end():fault.start()]
    if value.end() > fault.start() or len(between.split()) > 3:
        return False
    return not re.search(r"[,;:]|\b(?:so|this|that|it|which)\b", between)


def _refers_elsewhere(text, last, m, found=()):
    """Whether a doubt or an offer after the last box (`m`) is about another value: one written
    just before it in its sentence (a few words between), other than the answer's own (`found`)
    ("Note: one might write $\\frac12$, which is wrong", "there are 3 or 4 ways to see it")."""
    start = max(last, *(text.rfind(c, last, m.start()) + 1 for c in ".!?;\n"))
    return any(not _is_found(v[1], found) and len(text[v.end():m.start()].split()) <= 3
               # (not from inside an aside)
               and text.count(")", v.end(), m.start()) <= text.count("(", v.end(), m.start())
               # (not across a clause of its own: "... did not work out $\cos\frac{1990\pi}{3}$, so
               # this value is a guess")
               and not re.search(r"\b(?:so|thus|hence|therefore)\b", text[v.end():m.start()], re.I)
               for v in _STATED.finditer(text, start, m.start()))


_DOUBT_DENIED = re.compile(r"(?:\b(?:not|never)|n't)\s+(?:going\s+to|gonna|need\s+to|have\s+to"
                           r"|think|believe)(?:\s+(?:I|we))?\s+$"
                           r"|\b(?:no|without|not\s+any|zero)\s+$|\bno\s+need\s+to\s+$", re.I)


# the words of a result reached again ("So", "the total becomes", "Redoing the count ... gives",
# "Adding those 6 gives", "should read")
_RESULT_WORDS = re.compile(r"\b(?:so|thus|hence|therefore|total|count|answer|result|redo\w*"
                           r"|recount\w*|re-?doing|correct\w*"
                           r"|becomes?|halves?|doubles?|adding|add|subtracting|subtract|removing"
                           r"|without|instead|should\s+read"
                           r"|carrying|(?:second|another|fresh|new)\s+"
                           r"(?:pass|look|count|try|attempt)"
                           r"|asked\s+for|requested|wanted)\b", re.I)
# the quantity the question asks for, named after the box in its own sentence: "\boxed{12} per hour,
# so over the 8-hour shift the total is 96, which is what the question asks for"
_ASKED_FOR = re.compile(r"\b(?:requested|asked\s+for|(?:question|problem)\s+"
                        r"(?:asks|wants|requests))\b", re.I)
_NUMBER_WORD = (r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
                r"|thirteen|fourteen|fifteen|sixteen"
                r"|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty"
                r"|ninety)"
                r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?")


# the words that make a value after the box a claim: before it ("so there are", "the total is",
# "I'm going with", "replacing 165 with") or after it ("which is what I'll submit", "as my final
# response", "over the box")
_CLAIM_BEFORE = re.compile(
    r"(?:\b(?:answer|response|submission|result|total|count|number|value|figure|tally|term"
    r"|(?<!at\s)least|greatest|smallest|largest|minimum"
    r"|longest|shortest|highest|lowest|biggest"
    r"|maximum|requested|asked\s+for|wanted|expression)\b[^,;:.\n]{0,25}?(?:\bis|\bwas|\bbe"
    r"|\bbecomes|=)"
    # ... "I'd rather go with the degree being 2", "call it 56"
    r"|\b(?:go(?:ing)?\s+with|settl\w+\s+on|stick\w*\s+with)\s+(?:the|an?|my)\s+(?:\w+\s+){0,2}?"
    r"(?:being|as|at|of)[\s$*(]*$"
    r"|\bcall\s+(?:it|this|that|the\s+\w+)[\s$*(]*$|\blet(?:'s|\s+us)\s+say[\s$*(]*$"
    r"|\bso\b[^,;:.\n]{0,40}?(?:\bis|\bare|\bbe|\bhas|\bhave|\bhad|\bget|\bgives?|\bholds?"
    r"|\bcontains?)"
    r"|\b(?:is|are)\s+(?:therefore|thus|hence)|\b(?:is|are)\s+(?:really|actually|in\s+fact|truly)"
    r"|\bmy\s+(?:\w+\s+)?(?:guess|bet|pick|choice|call)\s+(?:is|would\s+be)"
    # ... the writer's own choice in a relative clause: "The set I actually stand behind is ..."
    r"|\bthe\s+[a-z]+\s+(?:that\s+)?(?:I|we)(?:'m|'d|'ll|\s+would|\s+will)?\s+(?:actually\s+"
    r"|really\s+|truly\s+|now\s+)?"
    r"(?:stand\s+(?:by|behind)|believe(?:\s+in)?|trust|back|endorse|go\s+with|stick\s+with"
    r"|submit|vouch\s+for)\s+is"
    # ... "has answer 11", "the sharper one is 15"
    r"|\bhas\s+(?:the\s+)?answer|\bthe\s+[a-z]+(?:er|est)\s+one\s+is"
    # ... the writer's own result named: "My factorization for this problem is ..."
    r"|\bmy\s+(?:[a-z]+\s+)?[a-z]+(?:\s+(?:for|of)\s+(?:this|the)\s+[a-z]+)?\s+is"
    r"|\b(?:becomes?|drops?\s+to|falls?\s+to|rises?\s+to|comes?\s+to|(?:cuts?|brings?|reduces?)\s+"
    r"(?:it|that|this|the\s+\w+)\s+to"
    r"|leaves?(?:\s+(?:us|me|you))?(?:\s+with)?|left\s+with|gives?|giving|yields?|totals?|makes?"
    r"|produces?|conclud(?:es|ed)"
    r"|(?:switch\w*|chang\w*|revis\w*|amend\w*|updat\w*)\s+(?:my\s+(?:final\s+)?(?:answer"
    r"|submission|pick|choice)\s+|it\s+|that\s+|this\s+)?to"
    r"|(?:my\s+)?money(?:'s|\s+is)\s+(?:\w+\s+)?(?:on|(?:drifting|leaning|moving|shifting"
    r"|going)\s+(?:towards?|to))"
    r"|(?:I'll|I\s+will)\s+write\s+(?:the|my|our)\s+\w+\s+as|\bread\s+(?:it|this|that"
    r"|the\s+\w+)\s+as|\bswap\w*\s+(?:that|it|this)\s+(?:out\s+)?for"
    r"|(?:I'll|I\s+will|I'd|I\s+would|I'm\s+going\s+to)\s+"
    r"(?:just\s+|simply\s+|sooner\s+|rather\s+)?(?:say|answer|write)(?:\s+(?:that\s+)?"
    r"(?:the|my|our)\s+\w+\s+(?:is|=))?"
    r"|there\s+are|there\s+is|replac\w+\s+\S+\s+with|go(?:ing)?\s+with|stick(?:ing)?\s+with"
    r"|settl\w+\s+on|land(?:ing)?\s+on"
    r"|trust|adopt\w*|pick|choose|vote\s+for|prefer|take|put(?:ting)?|writ(?:e|ing)(?:\s+down)?"
    r"|report(?:ing)?|submit(?:ting)?|use|(?:I'll|I\s+will)\s+state"
    r"|(?:should|must)\s+(?:actually\s+|really\s+|instead\s+)?(?:read|say)"
    r"|(?:makes?|gives?|brings?|puts?)\s+the\s+[a-z]+"
    r"(?:\s+of\s+\w+)?"
    r"|lean\w*\s+(?:towards?|to)|c(?:a|o)mes?\s+out\s+(?:as|at|to)|works?\s+out\s+(?:as|at|to)"
    r"|stands?\s+at|puts?\s+it\s+at"
    r"|(?:treat|take|read|count|record)\s+(?:my|the|our)\s+(?:\w+\s+)?"
    r"(?:answer|result|value|figure|count|total|box)"
    r"(?:\s+above)?\s+as|(?:that|it|this)\s+should\s+(?:be|read|say))\b)"
    # (an adjective may come between, with its comma: "the value is positive, $\frac{1}{4027}$")
    r"[^.;,:\n\d$]{0,12}?(?:(?<=[^\W\d_]),)?[\s$*(]*$"
    r"|\bfinal(?:\s+(?:answer|count|total|value|result))?\s*[:=][\s$*(]*$"
    r"|\bfinal\s+answer[\s$*(]*$"
    r"|(?<![,(]\s)\b(?:that|this)(?:'s|\s+is"
    r"|\s+makes)[\s$*(]*$"  # "That's $12 + 12 + 24 = 48$ codes."
    r"|\bI\s+meant\s+(?:the\s+)?(?:\w+\s+)?[\s$*(]*$", re.I)
# the verbs of a choice: a contrast in the box's own sentence that speaks of one opens a claim there
# ("..., but the arithmetic says 13, and I'll trust the arithmetic: 13."), and so does a label of
# one
_CHOICE_VERBS = r"trust\w*|go(?:ing)?\s+with|stick\w*\s+with|settl\w+\s+on|pick\w*|choos\w*|prefer\w*|adopt\w*|submit\w*"
_CHOOSING = re.compile(r"\b(?:" + _CHOICE_VERBS + r"|lean\w*|answer|final|instead|actually|really)\b", re.I)
# a value labelled by its choice: "I'll trust the arithmetic: 13."
_CHOSEN_LABEL = re.compile(r"\b(?:" + _CHOICE_VERBS + r"|revised|corrected|updated|amended)\b[^.;!?\n]{0,60}:[\s$*(]*$", re.I)
# after a doubt opening a sentence after the box ("Wait, that's the diameter."), any quantity said
# to be a value is a claim: "Radius is 6."
_DOUBT_OPENER = re.compile(r"(?:^|[.!?;\n])[\s>*_]*(?:wait|hmm+|hold\s+on|oops|whoops|no\s+wait"
                           r"|actually|sorry|plot\s+twist"
                           r"|update|edit|correction|erratum|addendum"
                           r"|on\s+(?:a\s+)?(?:second|closer|further)\s+look"
                           r"|on\s+second\s+thoughts?|on\s+reflection|looking\s+again|re-(?:sort"
                           r"|read|count|comput|calculat|do|work|examin|deriv)\w*"
                           r"|(?:solving|doing|working|counting|computing|redoing)\s+(?:\w+\s+)?"
                           r"(?:properly|correctly|again|carefully)|(?:redone|recomputed"
                           r"|recounted)\s+(?:properly|correctly|carefully))\b", re.I)
_COPULA_BEFORE = re.compile(r"\b[^\W_]+(?:\s+(?:is|are|was|were|equals|comes\s+to)"
                            r"|'s)(?:\s+(?:just|only|simply|really|actually|then|now))?[\s$*(]*$",
                            re.I)
_CLAIM_AFTER = re.compile(
    # "..., which is what I'll submit", "..., so that is the sum I'll report"
    r"[\s$*)]*(?:,?\s*(?:which|and\s+that|so\s+that|that)(?:'s|\s+is)\s+(?:what|the\s+"
    r"(?:one|number|answer|value|figure|count)"
    r"|the\s+(?:\w+\s+)?(?:one|number|answer|value|figure|count|sum|total|result)\s+(?:that\s+)?"
    r"(?:I|we)"
    r"|my\s+(?:final\s+)?(?:answer|submission|pick|choice)\b)"
    r"|\s+it\s+is\b|(?:\s+[a-zA-Z]{1,6})?\s+is\s+(?:what|my|the\s+(?:answer|one|number|value"
    r"|final))"
    r"|\s+is\s+the\s+[a-z]+\s+(?:that\s+)?(?:I|we)(?:'ll|\s+will|'m\s+going\s+to)\s+(?:give"
    r"|submit|report|go\s+with|put\s+down|stand\s+by)\b"
    r"|(?:\s+[a-zA-Z]+)?\s+(?:down\s+|in\s+|forward\s+)?(?:as|for)\s+(?:my|the"
    r"|our)\s+(?:[a-z]+\s+)?"
    r"(?:final|answer|response|submission|submitted)"
    r"|\s+over\s+the\s+box|\s+in\s+all|\s+in\s+total|\s+altogether|\s+instead"
    r"|,?\s*(?:which|and\s+that|that)(?:'s|\s+is)\s+(?:what|the\s+(?:\w+\s+)?"
    r"(?:quantity|value|number|one))\s+(?:that\s+)?"
    r"(?:the\s+(?:question|problem)\s+)?(?:asks|asked|requests|requested|wants|wanted))", re.I)
# ... and what makes it none: a supposition, an example, a part ("each gives 3") in its clause, or
# other people's value, a mistake or an aside in its sentence, or a verdict after it ("which is too
# small")
# ("original" and "initial" of a value, not of what the problem names: "the original triangle had
# $54 / 3 = 18$ square feet" claims)
# a choice when pressed is a choice: "If pressed, I'd go with 2", "if I had to submit something I'd
# actually put 120"
_PRESSED = re.compile(r"\bif\s+(?:(?:I'm|I\s+am|we're|we\s+are)\s+)?(?:pressed|forced|pushed)\b"
                      r"|\bif\s+(?:I|we)\s+(?:had|have|must|were)\s+to\s+(?:choose|pick|bet"
                      r"|guess|answer"
                      r"|commit|submit|give|write|say|put|hand\s+in)\b", re.I)
_CLAIM_SUPPOSED = re.compile(r"\b(?:would|could|might|can|if|unless|so\s+that|though|although"
                             r"|earlier"
                             r"|(?:original|initial)\w*(?!\s+(?!(?:answer|value|box\w*|guess"
                             r"|count|estimate|figure|result|attempt"
                             r"|number|total|sum|computation|calculation|pass|try|version"
                             r"|reading|claim)\b)[^\W\d_]{3,})"
                             r"|at\s+first|e\.g|such\s+as|for\s+example|for\s+instance|each|per"
                             r"|every|apiece|instead\s+of"
                             r"|rather\s+than)\b|'d\b(?!\s+(?:rather|actually|really|now|sooner"
                             r"|sign|stand|stake|bet|put|go|vouch|back|submit|like\s+to|swap)"
                             r"\b)", re.I)
_CLAIM_OTHERS = re.compile(r"\b(?:people|students|some(?:one)?|(?<!as\s)(?<!so\s)many"
                           r"|(?<!at\s)most|typical\w*|tempt\w*|common\w*|others|colleague"
                           r"|naive\w*|trap|mistake\w*|error|wrong|fun\s+fact|aside|by\s+the\s+way"
                           r"|incidentally|interesting\w*"
                           r"|for\s+comparison|in\s+general|side\s+note|trivia"
                           r"|note\s+that)\b", re.I)
_COMPLEX_NUMBER = re.compile(r"-?\d+(?:\.\d+)?\s*[-+]\s*\d*(?:\.\d+)?\s*i")  # a + bi, in numbers
_CLAIMLESS_MATH = re.compile(r"^\$\$|^\\\[|^.{43,}$|[=<>]|\\(?:equiv|le|ge|neq|approx)\b", re.S)
_CLAIM_REJECTED = re.compile(r"[\s$*)]*,?\s*(?:which|that)\s+(?:is|would\s+be|'s)\s+"
                             r"(?:too|impossible|absurd|wrong|not)\b", re.I)


# the name a long value may be given: `\mathbf d = \begin{pmatrix} ... \end{pmatrix}`
_LONG_NAME = re.compile(r"\s*(?:\\mathbf\s*\{?\w\}?|\\vec\s*\{?\w\}?"
                        r"|[a-zA-Z])\s*=\s*(?=\\begin\{[pbvB]?matrix\})")


def _long_values(text, start, end):
    """The math spans between start and end too long to be read as a value by _VALUE (a matrix, a
    long expression) and not an equation, but for a matrix given a name: read whole, by SymPy (see
    _is_long_found)."""
    return [m for m in _MATH_SPAN.finditer(text, start, end)
            if len(m[0]) > 42 and ("=" not in m[0] or m[0].count("=") == 1 and _LONG_NAME.match(m[0].strip("$")))]


def _is_long_found(m, found):
    """Whether a long value (a match of _long_values) is one of the answers found."""
    value = _LONG_NAME.sub("", m[0].strip("$"), count=1)
    return any(is_equiv(value, f) for f in found)


def _claimless(m):
    """A math span of _last_claim's sentence, blanked when it states no claim (see _CLAIMLESS_MATH),
    except the result a computation ends on: `$3\\cdot 597 - 1030 = 761$` keeps `$761$`."""
    if not _CLAIMLESS_MATH.search(m[0]):
        return m[0]
    math = m[0].strip("$")
    sides = _split_top(math, "=") if not m[0].startswith(("$$", "\\[")) else []
    result = sides[-1].strip() if len(sides) > 1 else ""
    # a computation in numbers only (not `2(x+y) = 24`), or a value named (`r = 27`, `z^4 = -375 -
    # 500i`)
    numbers = re.sub(r"\\[a-zA-Z]+", "", "".join(sides[:-1]))
    computed = re.search(r"\d", numbers) and not re.search(r"[a-zA-Z]", numbers)
    named = len(sides) >= 2 and (_is_label(sides[0].replace(" ", ""), True) or _is_label(sides[0].strip(), True))
    value = (_PLAIN_NUMBER.fullmatch(result) or _COMPLEX_NUMBER.fullmatch(result) or re.fullmatch(r"\\pm\s*\d+(?:\.\d+)?", result)
             or re.fullmatch(r"-?\\[dt]?frac\{?\d+\}?\{?\d+\}?|-?\\[dt]?frac\d\d", result))
    if result and len(result) < 20 and (computed or named) and not _RELATION.search(result) and value:
        return " " * (len(m[0]) - len(result) - 2) + "$" + result + "$"
    return " " * len(m[0])


def _last_claim(text, own, found, name=None):
    """The value that the last sentence stating one, after the box's own sentence (which ends at own),
    claims, when it is another ("So the season has 7 matches.", "Five.", "I'm replacing 165 with
    55.", "the hand list gives 21, and the hand list is what I trust"), else None: a check, a
    supposition, a negation, other people's value, a part, a computation or an expression in letters
    claims nothing, and a sentence that says the answer again keeps it. A value given to the box's
    own name (`$f(3) = 16$` after `$f(3) = \\boxed{12}$`) is claimed for it."""
    if len(text) - own > 3000:
        return None
    body = text[own:]
    equation = any("=" in f for f in found)
    lettered = next((f for f in found if re.search(r"[a-zA-Z]", re.sub(r"\\(?:begin|end)\{\w+\*?\}|\\[a-zA-Z]+", "", f))), None)
    # (a display on its own line goes on the sentence above it: "The sum I'm submitting is
    # therefore\n$$\begin{pmatrix} ... \end{pmatrix}.$$")
    cuts = [0] + [m.end() for m in _FULL_STOP.finditer(body) if not (
        re.search(r"[^.!?;:\s]\s*\n\s*$", body[max(0, m.end() - 80):m.end()]) and re.match(r"\s*(?:\$\$|\\\[)", body[m.end():]))] + [len(body)]
    for a, b in reversed(list(zip(cuts, cuts[1:]))):
        sentence = raw = body[a:b]
        if any(_is_found(side, found) for m in _MATH_SPAN.finditer(sentence) for side in m[0].strip("$").split("=")[1:]):
            # the answer said again: "This gives us a total of $5\times 20 = 100$ sequences."
            return None
        # math that relates or computes (`$-11213141\equiv 13 \pmod{18}$`, a long expression) states
        # no claim
        # (an equation is a value where the answer is one: "The plane is $2x + z + 5 = 0$.")
        sentence = _MATH_SPAN.sub(lambda m: m[0] if equation and "=" in m[0] and len(m[0]) < 45 and not m[0].startswith(("$$", "\\["))
                                  else _claimless(m), sentence)
        values = [(m.start(), m.end(), m[1]) for m in _STATED.finditer(sentence)
                  # "the boxed 3" names the box
                  if not re.search(r"\bboxed\s+$|\bthe\s+box\s+$", sentence[:m.start()], re.I)
                  # a name: "where $c$ enters"
                  and not (lettered is None and re.fullmatch(r"\$\s*[a-zA-Z](?:_\{?\w+\}?)?\s*\$", m[1]))]
        values += [(m.start(), m.end(), str(_words_value(m[1].lower().split()) or m[1]))
                   for m in re.finditer(_WORD_VALUE, sentence, re.I)
                   if not re.search(r"\b(?:the|these|those|all"
                                    r"|both)\s+$", sentence[:m.start()], re.I)]  # "the two"
        # (... also with the thing it counts, ending the sentence, where it opens it or a claim
        # comes right before it: "Thirteen numbers.", "So the board holds fourteen squares.")
        values += [(m.start(), m.end(), str(_words_value(m[1].lower().split())))
                   for m in re.finditer(r"\b(" + _NUMBER_WORD + r")(?=(?:\s+[^\W\d_]+){1,2}\s*[.!]\s*$)", sentence, re.I)
                   if (_words_value(m[1].lower().split()) or 0) > 1
                   and (re.match(r"[\s*]*$", sentence[:m.start()]) or _CLAIM_BEFORE.search(sentence[:m.start()]))]
        explained = [(m.start(1), m.end(1)) for m in re.finditer(r"(?<=[\d$])[ \t]+\(([^()\n]*)"
                                                                 r"\)", sentence)]
        # "is 29 ($1 + 1 + 27$)"
        values = [v for v in values if not any(a <= v[0] < b for a, b in explained)]
        if not values:
            # a long value claimed: "we want the transpose, $\begin{pmatrix} ... \end{pmatrix}$, and
            # that's my submission"
            claimed = [m for m in _long_values(raw, 0, len(raw))
                       if _CLAIM_AFTER.match(raw, m.end()) or _CLAIM_BEFORE.search(raw[:m.start()])]
            if claimed and not _CLAIM_SUPPOSED.search(raw[:claimed[-1].start()]) and not _is_long_found(claimed[-1], found):
                return claimed[-1][0]
            continue  # the last sentence that states a value decides
        begin, end, value = max(values)
        if any("," in f for f in found):
            # a list claimed in words where the answer is one: "The solutions are therefore
            # $2^\circ$ and $10^\circ$."
            run = sorted(values)
            first = len(run) - 1
            while first > 0 and re.fullmatch(r"[\s$]*(?:,|,?\s*and)[\s$]"
                                             r"*", sentence[run[first - 1][1]:run[first][0]]):
                first -= 1
            if first < len(run) - 1:
                begin, value = run[first][0], ", ".join(v.strip("$ ") for _, _, v in run[first:])
        # an earlier value of the sentence claimed in so many words, its clause ended by a dash:
        # "I'm switching my answer to 448 — I think the intended reading needs $A = 4$"
        for b0, e0, v0 in sorted(values)[:-1]:
            dashed = re.match(r"[\s$*]*(?:\u2014|\u2013|\s-+\s|,?\s+(?:because|since|using|via)\b)"
                              r"(?!\s*(?:but|however|though|although|yet|except)"
                              r"\b)", sentence[e0:], re.I)
            clause0 = re.split(r"[,;:\u2014]|\s-+\s", sentence[:b0])[-1]
            if _PRESSED.search(clause0):
                clause0 = re.sub(r"(?<=\bI)'d\b", "", _PRESSED.sub("", clause0))
            if (dashed and _CLAIM_BEFORE.search(sentence[:b0]) and re.fullmatch(r"-?\d+(?:\.\d+)?", v0.strip("$ "))
                    and not _is_found(v0, found) and not re.search(_NOT, clause0, re.I) and not _CLAIM_SUPPOSED.search(clause0)
                    and not _CLAIM_OTHERS.search(sentence) and not _VERIFYING.search(sentence)):
                return v0
        replaced = re.search(r"\breplac\w+\s+(\S+)\s+with[\s$*(]*$", sentence[:begin], re.I)
        # (the answer's value turned from in a clause of its own: "Two of three methods say 5, but
        # B is the argument I trust, so my answer is **(C) 6**")
        turned = max([e for b, e, v in values if _is_found(v, found)], default=len(sentence))
        turned = re.search(r"\bbut\b", sentence[turned:begin]) and re.search(r"\bmy\s+(?:final\s+)?answer\s+is[\s$*(]*(?:\\?\(?[A-H]\)?[\s$*]*)?$", sentence[:begin], re.I)
        if not turned and (_is_found(value, found) or any(_is_found(v, found) for _, _, v in values) and not (
                replaced and _is_found(replaced[1], found))):
            return None  # the answer said again (but "I'm replacing 165 with 55")
        if re.match(r"[\s*_>#]*(?:my\s+)?final\s+(?:answer|pick|choice|call|value|count|total"
                    r"|result|number)\b[^.;!?\n]{0,100}:[\s$*(]*$",
                    sentence[:begin], re.I) and "\\boxed" not in sentence:
            # a final label's value, whatever its aside: "Final pick, after redoing the averages
            # with ... each test: 94."
            return value
        # (a check that fails claims what survives it: "when I plug back in, the minus branch
        # doesn't seem to satisfy the equation, so the value that survives is $22 + 8\sqrt7$")
        failing = re.search(r"(?:n't|\bnot)\s+(?:\w+\s+){0,2}?(?:satisf\w*|work\w*|hold\w*"
                            r"|check\s+out)\b|\bfails?\b", sentence, re.I)
        if (_VERIFYING.search(sentence) or _CHECK.search(sentence) or _CHECK.search(body, b, b + 6)) and not failing or "\\boxed" in sentence:
            return None  # a check, or another box (the boxes are read as boxes)
        if _CLAIM_OTHERS.search(sentence, 0, end) or _CLAIM_REJECTED.match(sentence, end):
            return None
        if re.match(r"[\s$]*(?:for|with|when|at)\s+\$?\s*[a-zA-Z](?:_\{?\w+\}?)?\s*=", raw[end:]):
            return None  # a value for a case: "Listing by hand gives 5 for $n = 3$"
        case = r"\b(?:for|(?<!go\s)(?<!going\s)(?<!stick\s)with|when|at|if|where|taking|setting|letting|putting)\s+\$?\s*[a-zA-Z](?:_\{?\w+\}?)?\s*=[^=$]*\$?$"
        if re.search(case, raw[:end]):
            return None  # ... or the case itself: "so I trust it for $n = 5$ as well"
        clause = re.split(r"[,;:\u2014]|\s-+\s", sentence[:begin])[-1]
        if _PRESSED.search(sentence[:begin]):
            # a choice when pressed is a choice: "If pressed, I'd go with 2."
            clause = re.sub(r"(?<=\bI)'d\b", "", _PRESSED.sub("", clause))
        if re.search(_NOT, clause, re.I) or _CLAIM_SUPPOSED.search(clause) or re.search(r"\bother\b", clause, re.I):
            return None  # (another quantity in its clause: "the other root is 5")
        # (a set given to a name claims the set: "so my answer is $y\\in\\{0,\\pi\\}$")
        member = re.fullmatch(r"\$?\s*[a-zA-Z](?:_\{?\w+\}?)?\s*\\in\s*(\S.*?)\s*\$?", value)
        value_read = member[1] if member else value
        letters = re.sub(r"\\[a-zA-Z]+", "", value_read)
        # (where the answer is a letter or a list of them, so may a claim be: "amend it to $a, c$")
        named = all(re.fullmatch(r"[a-zA-Z](?:\s*,\s*[a-zA-Z])*", v.strip("$ ")) for v in found + [value_read])
        # (... and where it is an expression in letters, so may a claim in math be: "Going with
        # $-\cot x$.")
        named = named or value.startswith("$") and all(not re.search(r"\d", f) and re.search(r"[a-zA-Z]", re.sub(r"\\[a-zA-Z]+", "", f))
                                                      for f in found)
        if not re.search(r"\d", value_read) and not named or re.search(r"[=<>]", value_read) and not any("=" in f for f in found) or re.search(r"[a-hj-zA-Z]", letters) and not any(
                re.search("[a-zA-Z]", re.sub(r"\\[a-zA-Z]+", "", f)) for f in found):
            # words, a computation, an expression in letters (the imaginary unit is a number)
            return None
        if "," in value.strip("$") and not any("," in normalize(f) for f in found) and not re.search(
                r"\bmy\s+(?:\w+\s+){0,2}(?:is|are)[\s$*(]*$|\b(?:switch|chang|revis|amend"
                r"|updat)\w*\s+(?:\w+\s+)?to[\s$*(]*$", sentence[:begin], re.I):
            # a list after one value: "the solutions sum to 0 ... so the solutions are $1,-1$"
            return None
        doubted = _DOUBT_OPENER.search(body, 0, a + 1) and _COPULA_BEFORE.search(sentence[:begin])
        # ... or a label of a result reached again: "Redoing it with that reading: $17 + 25 + 20 =
        # 62$."
        doubted = doubted or re.search(r":[\s$*(]*$", sentence[:begin]) and (
            _RESULT_WORDS.search(sentence[:begin]) or _CHOSEN_LABEL.search(sentence[:begin]))
        span = next((m for m in _MATH_SPAN.finditer(raw) if m.start() <= begin < m.end()), None)
        sides = _split_top(span[0].strip("$"), "=") if span and name else []
        renamed = len(sides) > 1 and _is_label(sides[0].strip(), True) and _label_key(sides[0].strip()) == _label_key(name)
        if _CLAIM_AFTER.match(sentence, end) or (_CLAIM_BEFORE.search(sentence[:begin]) or doubted or renamed) and re.match(
                r"(?:\s*\([^()\n]*\))?(?:\s*[^\W\d_]+){0,3}\W*"
                r"(?:[,;:\u2014\u2013.!]|\s-+\s|$|(?<=\s)(?:until|because|since|unless)"
                r"\b)", sentence[end:]):
            # (a value that ends its clause: not "That leaves 5 letters from which to choose ...")
            return value
        # the result of a computation (see _claimless)
        computed = raw[begin:end] != sentence[begin:end]
        # (a number in words may name what it counts: "Thirteen numbers.")
        named = r"|(?:\s+[^\W\d_]+){1,2}(?=[.!])" if sentence[begin:end].isalpha() else ""
        alone = re.match(r"[\s$*)]*(?:(?:\s+[^\W\d_]+){0,2}\s+it\s+is|,\s*then" + named + r")?[\s*]*[.!?][\s.!?]*$", sentence[end:],
                         # "Five.", "hmm. 14?", "Eighteen, then.", "So 560 square inches it is."
                         re.I)
        if not computed and re.match(r"[\s$*(]*(?:(?:so|then|ok(?:ay)?|fine"
                                     r"|right)[,\s]+)?[\s$*(]*$", sentence[:begin], re.I) and alone:
            return value  # a value alone: "Five.", "15 it is."
        return None
    return None


def _closing_value(text, last, name):
    """The value the response's last sentence, after the box's, ends on as a result ("So there are 13
    lattice points.", "Carrying that through, the total becomes 18.", "Without it, 11.", "fourteen in
    all"), or None: a check ("for $n=3$ the formula gives 4"), a supposition, a negation, a computation
    (`8 \\cdot 5/2 = 20`) or another named quantity (`k = 3` after an unnamed box) closes on no result."""
    tail = text[last:].rstrip(" \t\n*)_>")
    if len(tail) > 3000 or not tail.endswith((".", "!")) and not re.search(r"[\d$}]$", tail):
        return None
    body = tail.rstrip(".!")
    opening = max([m.end() for m in _FULL_STOP.finditer(body)], default=0)
    if opening == 0:
        return None  # the box's own sentence
    sentence = body[opening:]
    value = re.search(r"(?:" + _VALUE + r"|\b(" + _NUMBER_WORD + r")\b)(?:\s+(?:[^\W\d_]+\s+){0,2}?(?:in\s+all|in\s+total|total|altogether"
                      r"|left|remaining))?(?:\s+[^\W\d_]+){0,2}\s*$", sentence)
    if value is None or _VERIFYING.search(sentence) or _CHECK.search(text, last) or re.search(
            _NOT + r"|\b(?:would|could|might|if|unless|e\.g|such\s+as|for\s+example"
                   r"|for\s+instance)\b|\b(?:for|with|when)\s+\$?[a-z]\s*=",
            sentence[:value.start()], re.I):
        return None
    lead = sentence[:value.start()]
    result = _RESULT_WORDS.search(lead) or re.search(r"\b(?:in\s+all|in\s+total"
                                                     r"|altogether)\b", value[0])
    if not (result and (_GIVEN_AS.search(lead) or re.search(r"(?:^|[,:]|\b(?:so|thus|hence|therefore|to|read))[\s$*]*$", lead, re.I))
            or re.fullmatch(r"\W*(?:[^\W\d_]+\s+){0,2}[^\W\d_]+,[\s$*]"
                            r"*", lead)):  # "Without it, 11."
        return None
    said = value[1] or value[2]
    if said.startswith("$"):
        math = said.strip("$")
        if re.search(r"[<>]|\\[lg]e|\\text|,(?!\d{3}(?!\d))", math):
            return None  # an inequality, words, a list
        if "=" not in math and re.search(r"[a-zA-Z]", re.sub(r"\\[a-zA-Z]+", "", math)):
            return None  # an expression in letters
        if "=" in math:
            left, _, said = math.rpartition("=")
            left = left.strip()
            computed = re.search(r"\d", re.sub(r"[\^_]\{?\w+\}?", "", left))
            if computed and not re.fullmatch(r"\W*(?:so|thus|hence|therefore)[,\s$]*", lead, re.I):
                return None  # a computation (but "So $18 - 3 = 15$." concludes)
            if not computed and not (name and _label_key(left) == _label_key(name)):
                return None  # another quantity
    elif value[2]:
        said = str(_words_value(value[2].lower().split()) or "") or None
    return said


@functools.lru_cache(maxsize=4096)
def _provisional(lead):
    """Whether the words before a box (lowercase, up to 200 characters) introduce it as a value on
    trial or as a belief of the past, in its clause ("Provisional answer:", "For now, I'll write"; a
    label right before the box is read whole: "Before checking anything, a placeholder so I don't lose
    track:")."""
    if not _PROVISIONAL_INTRO.search(lead):
        return False  # (most responses)
    lead = lead[max(lead.rfind(c) for c in ".!?;\n") + 1:]
    clause = re.split(r"\b(?:but|so|thus|hence|therefore|then)\b", lead)[-1]
    label = re.split(r"\bbut\b", lead)[-1] if lead.rstrip(" $*\\[(").endswith(":") else ""
    return _PROVISIONAL_INTRO.search(clause) is not None or _PROVISIONAL_INTRO.search(label) is not None


def _doubt_denied(text, last, m):
    """Whether a doubt after the last box is itself denied in its clause ("I'm not going to
    second-guess this one", "I don't think I made a mistake"; not "not yet verified", whose negation
    is its own), or names another thing said with its value ("Some might take the root $k = -12$, ...,
    so that root is discarded")."""
    if _DOUBT_DENIED.search(text, max(last, m.start() - 40), m.start()):
        return True
    asked = re.match(r"[^.!?\n]{0,120}?[?？]\s*(?:no|nope|not\s+at\s+all|not\s+really"
                     r"|of\s+course\s+not|hardly)\b"
                     r"(?!\s+(?:sure|certain|idea|clue))", text[m.end():], re.I)
    if asked:
        return True  # a doubt asked and answered "no": "Isn't it suspicious that ...? Not at all"
    noun = re.match(r"(?:that|this)\s+([a-z]{3,})\b", m[0], re.I)
    if noun and noun[1].lower() not in ("is", "was", "answer", "result", "value", "number", "figure", "box", "boxed", "count"):
        said = re.finditer(r"\b" + noun[1] + r"s?\b[^.;!?\n]{0,20}?" + _VALUE, text[max(last, m.start() - 300):m.start()], re.I)
        return any(not re.search(r"\\boxed", v[0]) for v in said)
    return False


def _is_found(value, found):
    """Whether a value written in the text (`$\\frac12$`, `0.5`) is one of the answers found."""
    value = normalize(value.strip("$").replace("\\(", "").replace("\\)", ""))
    return any(_fast_equal(value, normalize(f)) for f in found)


_WORD_OR = re.compile(r"[\s$.\u2026]*,?\s*or\s+(?:maybe\s+|perhaps\s+|possibly\s+"
                      r"|even\s+)?[\"\u201c'*]*([^\W\d_]{2,})",
                      re.I)


def _word_offered(text, end, found):
    """Whether the words after the last box offer a word as the answer ("Alternatively, red could be
    it", "\\boxed{\\text{even}} ... or maybe "neither"?"): another answer in words, when the answer is
    one."""
    m = _WORD_OR.match(text, end)
    if m and re.search(r"[a-zA-Z]{2,}", re.sub(r"\\[a-zA-Z]+", "", "".join(found))):
        word = m[1].lower()
        if (word not in ("equivalently", "rather", "simply", "written", "expressed", "stated", "in", "as", "to",
                         "more", "put", "rounded", "so", "something") and not word.endswith("ly")
                and not any(word in f.lower() for f in found)):
            return True
    for m in _WORD_OFFERED.finditer(text, end, end + 300):
        word = m[1].lower()
        if word not in _POINTER_WORDS and not any(word in re.sub(r"\\[a-z]+", "", f.lower()) for f in found):
            return True
    return False


_OTHER_VALUES = re.compile(r"\b(?:other|larger|smaller|bigger|greater|higher|lower)\s+"
                           r"(?:values?|numbers?|solutions?|integers?|choices?)"
                           # (not when the answer is the value's subject: "... of the larger number
                           # the answer might be 4")
                           r"\b(?:(?!\b(?:answer|result)\b)[^.;!?\n]){0,30}$", re.I)


def _hedged(text, end, found):
    """Where the words after the last box offer another value as possible ("or 13 if ...", "it
    might be 9") end, unless the rest of its sentence rejects it ("7 is possible too, but not the
    maximum"), else None: the same value offered again (`\\boxed{5}, or 5.0`) is no hedge."""
    tail = text[end:end + 300]
    skip = len(re.match(r"\s*(?:\$|\\[)\]])?", tail)[0])  # the math the box was in closes
    tail = tail[skip:]
    offers = []
    # the name the box was given (`v = \boxed{7}`): an offer said of it is about the answer
    named = re.search(r"([a-zA-Z](?:_\{?\w+\}?)?)\s*=\s*\\boxed\s*\{[^{}]*\}\s*\$?$", text[max(0, end - 80):end])
    for m in _OFFERED.finditer(tail):
        subject = named and re.search(r"\$" + re.escape(named[1]) + r"\$\s*$", tail[:m.start()])
        if not subject and _refers_elsewhere(tail, 0, m, found + [v for v in m.groups() if v]):
            continue  # "(there are 3 or 4 ways to see it)": the `or` is about another value
        rest = re.match(r"[^.;!?。！？；\n]*", tail[m.end():])[0]
        if re.match(r"[?？][\s*]*(?:no|nope|not)\b", tail[m.end() + len(rest):], re.I):
            continue  # "could $x = -5$ also be valid? No: ..."
        values = [v for v in m.groups() if v]
        if _OR.match(m[0]) and values and all(_is_found(v, found) for v in values):
            # "either $37$ or $38$": another value just before the `or` is offered with the answer
            prior = [p for p in _STATED.finditer(tail, max(0, m.start() - 40), m.start())
                     if not tail[p.end():m.start()].strip()]
            if prior and not _is_found(prior[-1][1], found):
                offers.append(end + skip + m.end())
            continue
        # a negation inside the offer's own condition does not reject it ("(14 if the host does not
        # shake hands)"); `only` does ("... if and only if ...")
        condition = (re.search(r"\b(?:if|unless|assuming)\s*$", m[0], re.I)
                     or re.match(r"[\s,]*(?:answer\s+|choice\s+|option\s+|reading\s+)?(?:if|unless|assuming|in\s+case)\b",
                                 rest, re.I))
        # ("or (101,100) \u2014 I can never remember ...")
        own_clause = re.split(r"[\u2014\u2013;]|,\s*(?:and|so)\b", rest)[0]
        # (a reason for the offer rejects nothing: "inclined to say 210 since I may have miscounted")
        own_clause = re.split(r"\b(?:since|because|as\s+I|given\s+that)\b", own_clause, flags=re.I)[0]
        # ("only" inside the offer's own condition restricts nothing: "if you only apply $f$ once")
        restricted = re.search(r"\bonly\b", own_clause, re.I) and (
            not condition or re.search(r"\bif\s+and\s+only\s+if\b", m[0] + rest, re.I))
        if restricted or not condition and re.search(_NOT, own_clause[:40], re.I):
            # "7 is possible too, but not the maximum" (a negation near it, not "... I can't tell")
            continue
        if re.search(r"\b(?:by|of|than|from|with|into|for|at|on|in|to|over"
                     r"|under)\s*$", tail[:m.start()], re.I):
            continue  # "Dividing by $B$ is legitimate": a value after a preposition is not offered
        if _OTHER_VALUES.search(tail[max(0, m.start() - 60):m.start()]):
            continue  # "larger values such as 24 also satisfy it": other values, not another answer
        denied = r"\b(?:no|not\s+any)\s+(?:other|smaller|larger|further|different)\b[^.;!?\n]{0,30}$"
        if re.search(denied, tail[max(0, m.start() - 60):m.start()], re.I):
            continue  # "and no other value of $n$ works": an offer its clause denies
        if any(v and not _is_found(v, found) for v in m.groups()):
            offers.append(end + skip + m.end())
    for m in _EITHER_OR.finditer(tail):
        # "it's either 14 or NEI": the answer and another, a word the problem offers included
        pair = [v.strip('$"\'') for v in (m[1], m[2])]
        if sum(_is_found(v, found) for v in pair) == 1 and not any(v.lower() in _NOT_VALUES for v in pair):
            offers.append(end + skip + m.end())
    for m in _POINTER_OFFER.finditer(tail):
        # "... which would give $2\sqrt7+1$, so that could also be the expected answer": another
        # value of its sentence, pointed to as possibly the answer
        opening = max(tail.rfind(c, 0, m.start()) for c in ".!?;\n") + 1
        if any(not _is_found(v[1], found) for v in _STATED.finditer(tail, opening, m.start())):
            offers.append(end + skip + m.end())
    return max(offers, default=None)  # the last offer: a conclusion after it may settle it


# "either 14 or NEI", "either $x=2$ or none": two answers, one of them the box's
_EITHER_OR = re.compile(r"\beither\s+(\$[^$\n]{1,40}\$|\x22[^\x22\n]{1,20}\x22|[\w./-]+)\s+or\s+"
                        r"(\$[^$\n]{1,40}\$|\x22[^\x22\n]{1,20}\x22|[\w./-]+)", re.I)
_NOT_VALUES = {"not", "both", "neither", "way", "case", "the", "a", "an", "so", "less", "more", "fewer",
               "greater", "smaller", "larger", "equal", "above", "below", "same"}
# a pointer to a value before it, called possibly the answer: "so that could also be the expected
# answer", "which might equally be what is intended"
_POINTER_OFFER = re.compile(r"\b(?:that|this|which|it|both|either(?:\s+one|\s+of\s+(?:them|those|these|the\s+two))?)"
                            r"\s+(?:could|might|may)\s+(?:also\s+|equally\s+|just\s+as\s+well\s+|well\s+)*be\s+"
                            r"(?:(?:the|an|a)\s+)?(?:(?:expected|intended|accepted|official|correct|right|valid"
                            r"|acceptable)\s+)*(?:answer|one\s+(?:they|the\s+\w+)\s+(?:want|intend|expect)s?"
                            r"|what\s+(?:is|was)\s+(?:intended|expected|meant|wanted)"
                            r"|what\s+(?:they|the\s+\w+)(?:'re|\s+are|'s|\s+is|\s+was)?\s+(?:after|asking"
                            r"|looking|want|wants|wanted|intend|intends|intended|expect|expects|expected|mean|means"
                            r"|meant)"
                            r"|(?:expected|intended|correct|right|valid|acceptable|accepted|meant))\b", re.I)


# an aside opening the sentence of a value: "(For completeness: $a = 5$, $b = 7$ ...)"
_ASIDE_OPENING = re.compile(r"(?:^|[.!?(\n])[\s*]*(?:for\s+completeness|for\s+reference"
                            r"|for\s+the\s+record|incidentally|by\s+the\s+way"
                            r"|as\s+an\s+aside|side\s+note|fun\s+fact)\b[^.!?\n]*$", re.I)


def _concluded(text, start, end, name, shaped=False):
    """The value the text after the last box (`start`, `end`) concludes with (see _CONCLUDES; in the
    box's own sentence only after an arrow), else, when the box is left in the thinking, the last
    value after the thinking; or None. A computation (`2 \\cdot 4 + 1 = 9`), an approximation, a list
    or an expression in letters concludes nothing, nor a value named as another quantity than the
    box's `name` (`y = 7` after `x = \\boxed{3}`)."""
    # (from _restated: a doubt's own sentence may settle it, "..., so 12 it is")
    after_doubt = start == end
    own = _FULL_STOP.search(text, end)
    own = own.end() if own else len(text)
    sentence = text[max(text.rfind(c, 0, start) for c in ".!?;\n。！？；") + 1:start]
    # the words of the box's sentence, on both sides of it ("So there are \boxed{12} ways.")
    words = set(re.findall(r"[^\W\d_]{3,}", re.sub(r"\\[a-zA-Z]+", " ", (sentence + " " + text[end:own]).lower())))
    # ... and the two words that lead to it: "So she has \boxed{12} apples left." said again of
    # another value ("..., so she has 10 apples left.") restates its quantity
    lead = re.findall(r"[^\W\d_]{2,}", _NOT_PROSE.sub(" ", sentence.lower()))[-2:] if re.search(
        r"[a-zA-Z][\s$]*(?:\\[(\[])?\s*$", sentence) else []
    concluded = None
    written = _NAMED_BOX.search(text, max(0, start - 60), start)
    written = written[1].replace(" ", "") if written else ""
    if not re.search(r"[a-zA-Z]", written) or re.search(r"\d", re.sub(r"[\^_]\{?\w+\}?", "", written)):
        written = ""  # (a computation names nothing: `7 + 10 + 2 = \boxed{19}`)
    end += len(re.match(r"\s*(?:\$\$?|\\[)\]])?", text[end:end + 20])[0])  # the box's math closes
    for m in _STATED.finditer(text, end):
        if text.rfind("[asy]", 0, m.start()) > text.rfind("[/asy]", 0, m.start()):
            continue  # a figure's code
        noun = re.match(r"[ \t]*([^\W\d_]{4,})(?:\s+(?:in\s+total|total|left|altogether"
                        r"|remaining|instead))?(?=[\s*]*[.;!\n]|\s*$)",
                        text[m.end():m.end() + 60])
        if not (_CLAUSE_END.match(text, m.end()) or _UNIT_END.match(text, m.end()) or _BOLD_END.match(text, m.end())
                # the box's own noun: "... \boxed{12} ways. ...: 6 ways in total."
                or noun and noun[1].lower() in words
                or _ANSWER_ENDS.search(text, max(end, m.start() - 40),
                                                                         m.start())):
            continue  # the value goes on ("5 ways"), unless the answer is what it states
        window = text[max(end, m.start() - 80):m.start()]
        window = window[max([stop.end() for stop in _FULL_STOP.finditer(window)], default=0):]
        math = m[1].strip("$").replace("\\(", "").replace("\\)", "")
        left, equals, value = math.rpartition("=")
        named = re.search(r"(\S+?)\s*(=?)[\s$]*$", window)
        if not left.strip() and named and (equals or named[2]):
            # the name is written before the math, or the `=` in words: "total $= 36$", "So x = 9"
            left, equals, window = named[1], "=", window[:named.start()]
        cue = _CONCLUDES.match(window)
        again = len(lead) == 2 and re.search(r"[a-zA-Z]\s*$", window) and re.findall(
            r"[^\W\d_]{2,}", _NOT_PROSE.sub(" ", window.lower()))[-2:] == lead
        # a value alone in the response's last sentence: "On a fresh sheet I get 14. 14."
        alone = (not window.strip(" *$>") and re.fullmatch(r"[\s*$.!]*", text[m.end():]) is not None
                 and re.search(r"(?:^|[.!\n])[\s*>]*$", text[:m.start()]) is not None)
        # a value alone on its line under a heading "**Final Answer**" concludes too, and so does
        # one assigned to the answer ("answer = 4", in code or in words)
        heading = not window.strip(" *$") and _HEADING.search(text, max(end, m.start() - 60), m.start())
        heading = heading or equals and re.fullmatch(r"(?:final[_ ])?(?:answer|result)", left.strip(" *`"), re.I)
        clause = re.split(r"[,，、;\u2013\u2014]", window)[-1]
        supposed = _SUPPOSED.search(re.sub(r"\bif\s+(?:I|we)\s+(?:had|have|must|were)\s+to\b|\bif\s+(?:forced|pressed)\b", "",
                                           # "If I had to hand something in, I'd hand in 21"
                                           window, flags=re.I))
        aside = _ASIDE_OPENING.search(text, max(end, m.start() - 80), m.start())
        if not (cue or heading or again or alone) or _NOT_CONCLUDED.search(clause) or supposed or aside:
            continue
        if cue and cue["got"] and not (equals and name):
            # "Checking n = 2, I get 3": a check; "I get $AC = 7$" for the box's $AC$ concludes
            continue
        if m.start() < own and not after_doubt and not (cue and cue["arrow"]):
            # in the box's own sentence, only an arrow concludes ("\\boxed{9} ⇒ ... ⇒ 8")
            continue
        # the subject of a copula, after a comma and before an auxiliary: the answer, a correct
        # value, a pronoun with no other value before it, the head word of the box's sentence, or
        # the box's name (an aside is no subject: "The answer I'm going with, though, is 13.")
        subject = re.sub(r",\s*(?:though|however|then|in\s+fact|after\s+all|actually|really"
                         r"|I\s+think|it\s+seems)\s*,",
                         " ", window[:cue.start("cue")] if cue else "", flags=re.I)
        subject = re.split(r"[,，、]", subject)[-1][-30:]
        subject = re.sub(r"\b(?:should|must|will|has\s+to|ought\s+to)\s*$", "", subject)
        head = re.findall(r"[^\W\d_]{4,}", subject.lower())[-1:]
        about = _SUBJECT.search(subject)
        tupled = shaped and re.fullmatch(r"\s*[(\[]?[^()\[\]]*,[^()\[\]]*[)\]]"
                                         r"?\s*", value)  # the answer's shape
        shape_noun = tupled and re.search(r"\b(?:pair|triple|tuple|quadruple|point|vector"
                                          r"|coordinates)\b", subject, re.I)
        if (about and about["back"] and not after_doubt and value.strip() not in text[start:end]
                and _stated_before(text, start, value.strip())):
            # "it's exactly 642": a pronoun for a step the work stated before the box, not the
            # answer
            continue
        if cue and cue["copula"] and not (about and not (about["back"] and re.search(r"\d", window))
                                          or words & set(head) or equals and name or shape_noun):
            # "the quotient is 0", "the radius is $r = 3$": another quantity than the box's
            continue
        # "This is $2 \\times 120$", "$\\approx 6.46$", "$1, -1$", `\\angle FCD`, "the remainder is
        # $p(a)$", `10 \\cdot 901 = ...`: computed, approximated, listed, in letters, or computed on
        # `-375 - 500i` is a value, not a computation
        complex_number = _COMPLEX_NUMBER.fullmatch(value.strip())
        if (re.search(r"\d\s*(?:[-+*^!]|\\times|\\cdot|\\div)\s*\{?\d|\\binom|\\approx"
                      r"|\\[lc]?dots|\\pm", value) and not complex_number
                or re.search(r",(?!\d{3}(?!\d))", value) and not tupled
                or _is_label(value.replace(" ", ""), False) or _COMPUTING.match(text, m.end())
                or not equals and re.search(r"[a-zA-Z]", re.sub(r"\\[a-zA-Z]+", "", value))
                or _RELATION.search(value)):
            continue
        if equals:
            left = left.strip()
            if not left or re.search(r"\d", re.sub(r"[\^_]\{?\w+\}?|(?<=[a-zA-Z])\([^()]*\)", "", left)):
                continue  # a computation, or a check of one: `2 \\cdot 4 + 1 = 9`
            if name and _label_key(left) != _label_key(name):
                continue  # another quantity
            if not name and re.search(r"[-+]", written) and not heading and _is_label(left, True) and left.replace(" ", "") != written:
                # ... than the sum the box is given to: `a = 2` after `a + b + c = \boxed{10}`
                continue
        concluded = value
    think_end = _THINK_END.search(text, end)
    if concluded is None and think_end and not _THINK_END.search(text, 0, end):
        values = list(_STATED.finditer(text, think_end.end()))  # the box is in the thinking
        concluded = values[-1][1] if values else None
    return concluded


# words it can read: what follows the answer in words the verifier cannot read is no assertion of it

# English as MATH's worked solutions write it: the 1,000 words most of them use (document frequency
# over the 12,000 training solutions, math and [asy] code taken out; a test rebuilds the list from
# them)
_ENGLISH = frozenset("""
a about above absolute account achieved across actually acute add added adding addition adjacent
after again algorithm all along already also alternatively altitude always am among amount an and
angle angles another answer any appear appears apply applying approach arc are area areas argument
arithmetic around arrange arrangement arrangements as asked asks assume asymptote asymptotes at
average away axes axis b back ball balls base bases be because become becomes been before begin
beginning being below between binomial bisector bisects bit black block blue bob both bottom bound
box boxes boys build but by c calculate calculating call can cancel cannot card cards carry carrying
case cases casework cauchy center centered centers centimeters centroid cents chance change check
checking choice choices choose choosing chosen circle circles circumference claim class clear
clearly clockwise close closer closest cm coefficient coefficients coin coins color column columns
combination combinations combine combining come common comparing complementary complete completing
complex composite compute conclude condition conditions cone congruence congruences congruent
conjugate connecting consecutive consider considering consists constant constants construct contain
containing contains continuing contradiction convert converting coordinate coordinates corner
correct correspond corresponding corresponds cosines cost could count counted counterclockwise
counting counts create cross cube cubes cubic cut cylinder d day days decimal decreasing define
defined definition degree degrees denominator denominators denote depends desired determinant
determine determined diagonal diagonals diagram diameter dice die differ difference different digit
digits dimensions direction directly discriminant distance distances distinct distribute
distributing distributive divide divided divides dividing divisibility divisible division divisor
divisors do does doesn doing dollars domain don done dot double down draw drawing drawn drop e each
easier easily easy edge edges eight either element elements eliminate ellipse end endpoints ends
entire equal equality equally equals equating equation equations equidistant equilateral equivalent
etc euclidean evaluate evaluating even every everything exactly example except exist exists expand
expanding expands expansion expected exponent exponential exponents express expressed expression
expressions extend extra face faces fact factor factored factoring factorization factorizations
factors favorite feet few fifth figure final finally find finding first five fixed foci focus
following follows foot for form formed forms formula formulas found four fourth fraction fractions
from full function further furthermore games general generality geometric get gets getting girls
give given gives giving gm go goes going graph graphs greater greatest green group groups had half
hand hands happen happens has have having he heads height hence her here heron hexagon highest his
hold holds horizontal hour hours how however hundreds hyperbola hypotenuse i identical identity if
image imaginary immediately implies impossible in inch inches include includes including inclusive
increase increases increasing indeed independent inequalities inequality infinite information
initial inscribed inside instead integer integers intercept intercepts interest interior intersect
intersection intersects interval into inverse inversely is isn isolating isosceles it its itself
just know knowing label large larger largest last latter law lcm leading leads least leave leaves
leaving left leftmost leg legs length lengths less let letter letters letting lie lies like likely
likewise line linear lines list little ll long longer longest look looking looks loss lower made
magnitude major make makes making many marbles match matching math matrix matter maximize maximized
maximum may mean meaning means measure measures median meet member members meters middle midpoint
midpoints might miles minimize minimized minimum minor minus minute minutes missing mod modulo more
most move moving much multiple multiples multiplication multiplied multiply multiplying must namely
nearest necessary need needs negative neither never new next nine no non none nonnegative nonzero
nor normal not notation note notice noticing noting now number numbers numerator observe obtain
obtained obviously occur occurs odd of off old on once one ones only onto operations opposite
options or order ordered origin original orthogonal other others otherwise our out outcomes over
overall pair pairs palindrome parabola parallel parallelogram parentheses part particular parts
pascal pass passes passing pattern pentagon people per percent perfect perimeter period periodic
perpendicular person pick pieces place placed places plane players plug plugging plus point points
polygon polynomial polynomials portion position positions positive possibilities possibility
possible power powers precisely previous price prime primes probabilities probability problem
proceed produce product products projection properties property proportional prove put putting
pyramid pythagoras pythagorean quadrant quadratic quadrilateral quantity quarter question quickly
quotient radical radii radius raised randomly range rate ratio rational re real rearrange
rearranging recall reciprocal recognize rectangle rectangles rectangular red reduces reflection
region regions regular relatively remainder remaining remains remember removed repeated repeatedly
repeating repeats replace represent representation represented represents required requires residue
respectively rest result resulting results rewrite rewriting rewritten right rightmost roll rolling
rolls root roots rotate rotating rotation round row rows rule s same satisfied satisfies satisfy
satisfying say scalar schwarz second section sector see seek segment segments select selected
selecting semi separately sequence sequences series set sets setting seven shaded share she shorter
shortest should show shown shows side sides sign similar similarity similarly simon simplified
simplifies simplify simplifying simply since sines single six sixth slope slopes small smaller
smallest so solution solutions solve solving some space speed sphere split square squared squares
squaring standard start starting starts statement states step steps still straight strictly student
students substitute substituting substitution subtract subtracting subtraction such suffices sum
summing sums suppose sure surface symmetric symmetry system t table tails take taken takes taking
tangency tangent team tells ten tens tenth term terms test testing th than that the their them then
theorem there therefore these they thing think third this those three through thus time times to
together told too top total trapezoid travel traveled travels triangle triangles trick triple true
try trying turn turns twice two undefined under unique unit units until up upon us use used using
valid value values variable variables ve vector vectors verify vertex vertical vertices vieta volume
volumes want was way ways we well were what when where whether which while white who whole whose why
width will wish with within without won words work working works would write writing written x y
year years yield yielding yields you zero zeros
""".split())
_UNSPACED = re.compile("[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+")
# a word in any script, with its combining signs (Devanagari to Sinhala, Thai to Khmer, Hebrew and
# Arabic points); superscripts and vulgar fractions are numbers, not letters (`in²`)
_PROSE_WORD = re.compile("(?:[^\\W\\d_\u00b2\u00b3\u00b9\u00bc-\u00be\u2070-\u209f\u2150-\u215f]|[\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670"
                         "\u0900-\u0963\u0971-\u0dff\u0e31-\u0e4e\u0eb1-\u0ecd\u102b-\u103e\u1056-\u1099"
                         "\u17b4-\u17d3\u135d-\u135f])+")
_NOT_PROSE = re.compile(r"\$\$[^$]*\$\$|\$[^$]*\$|\\\([^\n]*?\\\)|\\\[.*?\\\]"
                        r"|\\begin\{(\w+\*?)\}.*?\\end\{\1\}"
                        r"|\[asy\].*?(?:\[/asy\]|$)|```.*?(?:```|$)|<[^<>\n]{0,40}>"
                        r"|\\(?:begin|end)\s*\{[^{}\n]*\}|\\[a-zA-Z]+", re.S)
# the ends of sentences in the scripts of _COMMON_WORDS (CJK, Devanagari's danda, Urdu, Arabic,
# Armenian, Ethiopic, Myanmar and Khmer stops)
_STOPS = ".!?;\n\u3002\uff01\uff1f\uff1b\u0964\u0965\u06d4\u061f\u0589\u1362\u104b\u17d4"
_SENTENCE = re.compile(f"[^{_STOPS}]*[{_STOPS}]*")  # a sentence with its end
_SENTENCES = re.compile(f"[{_STOPS}]+")
# a short English sentence about the answer, after a few words at most ("On reflection, ..."): what
# it says of its subject ("That is inaccurate.", "The figure seems off.", "\boxed{6} is bogus.", "My
# count double-dipped.") or what is done to it ("Scratch that.", "I retract this.")
_POINTER = r"(?:that|this|it|the\s+above)"
_ANSWER_NAMED = (r"(?:the|this|that|my|our)\s+(?:answer|result|value|figure|count|estimate"
                 r"|number|total|box"
                 r"|calculation|computation|reasoning|solution)")
_ABOUT_IT = re.compile(r"^\W*(?:[a-z]+\W+){0,3}?(?:(?:" + _POINTER + "|" + _ANSWER_NAMED + r")(?:'s|\s+(?:is|was|are"
                       r"|were|seems?|looks?|appears?|sounds?|feels?|remains?|must\s+be|can\s+be"
                       r"|cannot\s+be"
                       r"|can't\s+be|would\s+be|will\s+be))|" + _ANSWER_NAMED + r")"
                       r"\s+(?P<said>[a-z'\-]+(?:[\s,]+[a-z'\-]+){0,2})\W*$"
                       r"|^\W*(?:i\s+)?(?P<done>[a-z'\-]+)\s+(?:" + _POINTER + "|" + _ANSWER_NAMED + r")\W*$", re.I)
TABLE_LANGUAGES = {"en", "es", "fr", "de", "it", "pt", "nl", "pl", "cs", "sv", "el", "tr", "vi", "id", "ru", "zh",
                   "ja", "ko", "hi", "ar", "ro", "uk", "hu", "fi", "da", "he", "fa", "tl"}
_LINKING = re.compile(r"\W*(?:is|was|are|were|seems?|looks?|appears?|sounds?|feels?|remains?"
                      r"|must|can|cannot"
                      r"|can't|would|will)\b", re.I)
# a letter joined to a word by an apostrophe or a hyphen: Welsh "Dyma'r", Maltese "t-tweġiba",
# "it's"
_CLITIC = re.compile(r"(?<![^\W\d_])[^\W\d_](?=['\u2019-][^\W\d_])"
                     r"|(?<=[^\W\d_]['\u2019])[^\W\d_](?![^\W\d_])")
_ASCII_WORD = re.compile(r"(?<![\\a-zA-Z])[a-zA-Z]+")  # not a \command
_ABBREVIATION = re.compile(r"\b(?:e\.g|i\.e|etc|vs|cf|approx|resp|eq|eqs|fig|ca)\.", re.I)
_CLAUSES = re.compile(r"[:;\u2014\u2013]|\s-\s")
_NEGATION = r"\b(?:not|never|no)\b|n't"
_UNIT_AFTER = re.compile(r"[\s(]*[^\W\d_][^\d]*$")  # words right after the box, no value
# ... a short noun of Chinese or Japanese, or its gloss in brackets, and nothing else
_CJK_NOUN = re.compile(r"[\s\0$]*[(\uff08]?[\u3040-\u30ff\u4e00-\u9fff]{1,6}[)\uff09]?[\s\0]*[.\u3002!\uff01]?[\s\0]*")
_WORD_OFFERED = re.compile(r"\b([^\W\d_]{2,})\s+(?:could|might|may)\s+"
                           r"(?:also\s+|equally\s+|just\s+as\s+well\s+)?"
                           r"be\s+(?:it|the\s+(?:answer|one)|right|correct)\b", re.I)
_POINTER_WORDS = {"this", "that", "it", "which", "what", "there", "answer", "one", "both", "each", "either",
                  "neither", "result", "value", "mine", "yours", "ours", "so", "i", "we", "you", "they"}
# the words the tables read after the box, in the languages they know ("Dieser Wert ist vorläufig."
# is read by _PROVISIONAL); "or" and "maybe" only with the value they offer ("tai" is Finnish "or"
# but Romanian "cut")
# (the first seven speak against an answer: a negation, an error, a contrast, regret, setting aside,
# a correction, doubt; see _checks_only)
_JUDGING_AGAINST = [re.compile(_NOT, re.I), _WRONG_WORDS, _CONTRAST, _REGRET, re.compile(_SET_ASIDE, re.I),
                    _CORRECTION, _TENTATIVE]
_JUDGING = _JUDGING_AGAINST + [re.compile(_FINALITY, re.I), re.compile(_ANSWER_NOUN, re.I), _AFFIRMED]
# read with the value they offer, as _OFFERED reads them
_OFFERING = re.compile(_OR.pattern + "|" + _MAYBE, re.I)
_READ_WINDOW = 1000  # characters after the last box that are read (most responses end sooner)


def _math_start(text, start):
    """Where the math that a box at start stands in begins (start when it stands in none)."""
    for opening, closing in (("\\[", "\\]"), ("\\(", "\\)"), ("\\begin{", "\\end{"), ("$$", "$$")):
        at = text.rfind(opening, 0, start)
        if at > text.rfind(closing, 0, start) or (opening == "$$" and text.count("$$", 0, start) % 2):
            return at
    return text.rfind("$", 0, start) if text.count("$", 0, start) % 2 else start


def _rest_of_math(text, start, last):
    """Where the math that a box at start..last stands in ends: `$\\boxed{5}$`, `\\[ \\boxed{5} \\]`."""
    for opening, closing in (("\\[", "\\]"), ("\\(", "\\)"), ("\\begin{", "\\end{")):
        if text.rfind(opening, 0, start) > text.rfind(closing, 0, start):
            end = text.find(closing, last)
            if end >= 0 and closing == "\\end{":
                end = text.find("}", end)  # `\end{align*}`
            return len(text) if end < 0 else end + len(closing) if closing != "\\end{" else end + 1
    for mark in ("$$", "$"):
        if text.count(mark, 0, start) % 2:
            end = text.find(mark, last)
            return len(text) if end < 0 else end + len(mark)
    return last


def _runs(words, sentence, lang):
    """The words of a sentence for one language: in a language written without spaces, its runs of
    such letters, each known when the language's phrases cover all of it."""
    if lang not in _PHRASES:
        return words
    return [w for w in words if not _UNSPACED.search(w)] + [
        "" if not _PHRASES[lang].sub("", run) else run for run in _UNSPACED.findall(sentence)]


def _scores(words, sentence, skip=()):
    """How many words of a sentence each language of _COMMON_WORDS has (for English, also MATH's),
    leaving out the words in skip; a run of an unspaced language counts once, when its phrases cover
    it."""
    scores = dict.fromkeys(_LEXICON, 0)
    for w in words:
        if w in skip or _UNSPACED.search(w):
            continue
        langs = _LANGUAGES_OF.get(w, ())
        for lang in langs:
            scores[lang] += 1
        if w in _ENGLISH and "en" not in langs:
            scores["en"] += 1
    for lang, phrases in _PHRASES.items():
        runs = [run for run in _UNSPACED.findall(sentence) if run not in skip]
        scores[lang] += sum(not phrases.sub("", run) for run in runs)
    return scores


def _language_of(text):
    """The language of _COMMON_WORDS most words of a text belong to, English on a tie; another
    needs three at least and no tie, else None (words of one letter, or in capitals, are names:
    `x`, `AB`)."""
    words = [w.lower() for w in _PROSE_WORD.findall(_NOT_PROSE.sub(" ", text))
             if len(w) > 1 and not w.isupper()]
    scores = _scores(words, " ".join(words))
    best = max(scores.values())
    langs = [lang for lang, score in scores.items() if score == best]
    if "en" in langs and best:
        return "en"
    return langs[0] if len(langs) == 1 and best >= 3 else None


def _judged(word):
    """Whether the tables read a word: one of theirs, or a run of an unspaced language that their
    words and its phrases cover ("答案正确"; not "我撤回这个答案", where 撤回 is neither)."""
    if not _UNSPACED.search(word):
        return any(table.search(word) for table in _JUDGING)
    rest = word
    for table in _JUDGING:
        rest = table.sub("", rest)
    return rest != word and (not rest or any(not phrases.sub("", rest) for phrases in _PHRASES.values()))


def _knows(lang, word, judged):
    """Whether a word (a run of an unspaced language, "" when its phrases cover it) is one of a
    language's: its common words, for English also MATH's, for a language of the tables also a
    word they judge."""
    return (word == "" or word in _LEXICON[lang] or (lang == "en" and word in _ENGLISH)
            or (lang in TABLE_LANGUAGES and word in judged))


def _is_english(word):
    """Whether a word (lowercase) is English the verifier knows: MATH's words or common ones, or a
    day or a month (a value, not a verdict: "Wednesday → Tuesday")."""
    return word in _ENGLISH or word in _LEXICON["en"] or word in _DAYS or word in _MONTHS


def _known_english(word, earlier):
    """Whether the tables or the response know an English word said of the answer: MATH's words and
    common ones (not "off": "that figure is off"), a number, a unit, a word said before, or an error."""
    w = word.lower()
    return (w in _NUMBER_WORDS or w != "off" and _is_english(w) or w in earlier
            or re.fullmatch(_UNITS, w, re.I) is not None or _WRONG_WORDS.search(w) is not None)


# dashes, quotes, ... of English prose
_TYPOGRAPHY = re.compile("[\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2212\u00d7\u00b7\u2192]")


@functools.lru_cache(maxsize=4096)
def _plain_english(lead):
    """Whether the last clause of `lead` is in English words it knows ("So the answer is "): most
    responses introduce their box alike, so the verdict is kept."""
    lead = lead[max(lead.rfind(c) for c in ".!?\n>") + 1:]
    words = _ASCII_WORD.findall(lead)  # none: a box on its own line, read with the sentence before
    return bool(words) and _TYPOGRAPHY.sub("", lead).isascii() and all(_is_english(w.lower()) for w in words)


def _intro(text, start):
    """Where the clause that introduces the box at start begins, and its text: its last 300
    characters at most (`</think>` ends one too); for a box on a line of its own, the sentence that
    leads to it ("Note: the result below is void.")."""
    math = _math_start(text, start)  # `So $x = \boxed{5}$`: the math the box stands in
    near = max(0, math - 300)
    opening = max(near, max(text.rfind(c, near, math) for c in ".!?\n。！？>") + 1)
    intro = text[opening:math]
    if not _LETTER.search(_NOT_PROSE.sub(" ", intro)) and text[opening - 1:opening] == "\n":
        lead = text[max(0, opening - 300):opening]
        cut = max(lead.rstrip().rfind(c, 0, len(lead.rstrip()) - 1) for c in ".!?\n。！？") + 1
        return opening - len(lead) + cut, lead[cut:].rstrip()
    return opening, intro


# the label of a check, in the spaced languages of the tables: "Vérification :", "Comprobación:",
# "Probe:", "Sprawdzenie:", "Kontrol:", "Pemeriksaan:", "بررسی:"
_CHECK_LABEL = re.compile(
    r"[\s*_>#\-\u2022]*(?:verification|vérification|verificación|verificacion|comprobación"
    r"|comprobacion|verifica|verificação"
    r"|verificacao|conferindo|conferência|controllo|controle|contrôle|probe|kontrolle"
    r"|überprüfung|gegenprobe|sprawdzenie|kontrola"
    r"|zkouška|kontrol|kontroll|kontrollera|tarkistus|tarkastus|ellenőrzés|verificare"
    r"|controleren|controle|cek|pemeriksaan"
    r"|periksa|pengecekan|kiểm\s+tra|έλεγχος|επαλήθευση|проверка|перевірка|בדיקה|التحقق|للتحقق"
    r"|تحقق|بررسی|جانچ|जाँच|जांच"
    r"|pagsusuri|verifikasi|tjek|kontroll)(?:\s+\w+)?\s*[:：]", re.I)
# ... and the words that make a check's sentence a verdict, besides those of _JUDGING_AGAINST: a
# negation, a contrast or a doubt in the other languages of the tables ("tidak", "nie", "değil",
# "δεν", "không", "לא", "نیست")
_CHECK_FAILS = re.compile(
    r"\b(?:nie|tidak|bukan|değil|niet|inte|ej|ne|nu|nem|ei|eikä|δεν|όχι|không|chưa|לא|אין|لا|ليس"
    r"|لیس|نه|نیست|नहीं|नही|hindi|ikke"
    r"|nada|nenhum\w*|ningún|ninguna|aucun\w*|rien|nessun\w*|nichts|ні|ничего|нічого"
    r"|hayır|yok|tapi|tetapi|namun|ale|aber|mais|pero|però|ma|mas|но|але|ama|ancak|lakin|fakat"
    r"|αλλά|nhưng|אבל|لكن|ولی|اما"
    r"|लेकिन|maar|men|mutta|dar|ngunit|vielleicht|peut-être|quizás|quizas|forse|talvez|może"
    r"|możliwe|belki|mungkin"
    r"|ίσως|có\s+thể|אולי|ربما|شاید|शायद|baka|misschien|kanske|ehkä|talán|poate)\b", re.I)


def _checks_only(sentence, words, langs, share, before):
    """Whether a sentence after the box, in a spaced language of the tables, is a check under its
    label whose words the tables do not all know ("Sprawdzenie: ... w dniach $28 \\to 29 \\to 30$."):
    read when half its words are known, none negates, contrasts or doubts, and each number it
    writes outside its math was written before the box."""
    if not all(lang in TABLE_LANGUAGES and lang not in ("en", "zh", "ja", "ko") for lang in langs):
        return False
    if not _CHECK_LABEL.match(sentence) or share < 1 / 2 or _CHECK_FAILS.search(sentence):
        return False
    if any(any(table.search(w) for table in _JUDGING_AGAINST) for w in words):
        return False
    return all(re.search(r"(?<![\d.])" + re.escape(number) + r"(?![\d.])", before) for number in re.findall(r"\d+(?:[.,]\d+)?", sentence))


def _judged_unread(about_it, earlier):
    """Whether a short English clause about the answer (see _ABOUT_IT) judges it in words the tables
    and the response do not know ("That is inaccurate.", "Scratch that."; a name is no judgement:
    "That's Tuesday."), or calls it wrong ("My computation is flawed.")."""
    said = _PROSE_WORD.findall(about_it["said"] or about_it["done"])
    if any(_WRONG_WORDS.search(w) for w in said) and not re.search(_NEGATION, about_it[0], re.I):
        return True
    return not all(_known_english(w, earlier) or (about_it["said"] and w[0].isupper()) for w in said)


# an error denied, which affirms the answer ("no error", "kein Fehler", "无误", "間違いありません"):
# read as neutral words; the negation of anything else ("nicht richtig") stays a judgement
_NO_ERROR = re.compile(
    r"\b(?:no\s+(?:hay\s+)?(?:ningún|ningun)\s+error"
    r"(?:es)?|sin\s+errores|ningún\s+error|aucune\s+erreur|sans\s+erreur"
    r"|kein(?:e|en)?\s+(?:Fehler|Rechenfehler)|fehlerfrei|nessun\s+errore|senza\s+errori"
    r"|nenhum\s+erro|sem\s+erros?"
    r"|(?:nie\s+ma\s+)?żadnego\s+błędu|bez\s+błędów|žádná\s+chyba|bez\s+chyby|ошибок\s+нет"
    r"|нет\s+ошибок|без\s+ошибок"
    r"|помилок\s+немає|без\s+помилок|geen\s+fout(?:en)?|inga\s+fel|inget\s+fel|ingen\s+fejl"
    r"|ingen\s+feil"
    r"|κανένα\s+λάθος|χωρίς\s+λάθ\w*|hata\s+yok|không\s+có\s+lỗi|tidak\s+ada\s+kesalahan"
    r"|tanpa\s+kesalahan"
    r"|ei\s+virheitä|virheetön|nincs\s+hiba|hibátlan|nicio\s+greșeală|fără\s+greșeli"
    r"|walang\s+mali"
    # ... and so does a doubt denied ("sin duda", "ohne Zweifel", "没有问题"; not French "sans
    # doute", which hedges)
    r"|sin\s+(?:ninguna\s+)?duda|ohne\s+(?:jeden\s+)?zweifel|zweifellos"
    r"|senza\s+(?:alcun\s+)?dubbio|sem\s+(?:nenhuma\s+)?dúvida"
    r"|sans\s+aucun\s+doute|bez\s+wątpienia|zonder\s+twijfel|без\s+сомнени\w*)\b"
    r"|确定无误|准确无误|无误|没有错误|没有问题|没问题|間違いありません|間違いはありません|間違いない|(?:計算)?ミスはありません|誤りはありません"
    r"|오류가\s*없습니다|틀림없|لا\s+يوجد\s+خطأ|بدون\s+خطأ|אין\s+טעות", re.I)


def _unread(text, start, last, problem=None, said_after=True):
    """Whether the words around the last box (at start..last), the clause that introduces it and the
    text after it, say something the verifier cannot read, so that it cannot tell whether the box is
    asserted or withdrawn. Each sentence is read in the language of _COMMON_WORDS most of its words
    belong to (on a tie, the response's own): in a language the tables know (TABLE_LANGUAGES), where
    a third of its words are that language's or the response's (a unit, a name), the tables judge
    it, and a short English sentence about the answer must say it in words they or the response know
    ("That is inaccurate.", "Scratch that." do not); after the box, another language of the tables
    must be read whole, but for a check under its label (see _checks_only); in any other language, it
    must be all neutral words of its language. A
    judgement it cannot read could withdraw the box: it is not paid."""
    if not said_after or not _LETTER.search(text, last, last + _READ_WINDOW):
        # nothing said after the box (most responses): a plain English clause before it is read
        if _plain_english(text[max(0, start - 200):start]):
            return False
    opening, intro = _intro(text, start)
    window = text[_rest_of_math(text, start, last):last + _READ_WINDOW]
    # "e.g." ends no sentence; a NUL stands where math was, a value the words around it may offer
    prose = _ABBREVIATION.sub(" ", _NOT_PROSE.sub(" \0 ", window))
    sentences = [(None, _NOT_PROSE.sub(" ", intro))]
    sentences += enumerate(m[0] for m in _SENTENCE.finditer(prose))
    home = None
    checked = False
    for i, sentence in sentences:
        sentence = unicodedata.normalize("NFC", sentence)
        # "no error" affirms, in any language the tables know
        sentence = _NO_ERROR.sub(" ", sentence)
        # (a single Latin letter is a name, not a word: `x`, "Q.E.D.")
        # (... and in the words that introduce a box nothing follows, a Latin word in capitals is a
        # name the tables do not judge: "FOIL:", "AM-GM:")
        named = i is None and not _LETTER.search(text, last, last + _READ_WINDOW)
        words = [w.lower() for w in _PROSE_WORD.findall(_CLITIC.sub("", sentence))
                 if (len(w) > 1 or not ("a" <= w.lower() <= "z"))
                 and not (named and w.isascii() and w.isupper() and len(w) > 1 and not _judged(w.lower()))]
        if not words or "off" not in words and all(_is_english(w) for w in words):
            continue  # plain English, in words it knows (most responses)
        # the words of the response before this sentence, and of the problem
        before = text[:opening if i is None else start]
        earlier = {w.lower() for w in _PROSE_WORD.findall(before + " " + (problem or ""))}
        # the rest of the box's own sentence: "\boxed{6} is bogus." says something of it
        about_box = i == 0 and _LINKING.match(sentence) and _ABOUT_IT.search("it " + sentence)
        if i == 0 and len(words) <= 2 and sentence.isascii() and _UNIT_AFTER.match(sentence):
            if not about_box:
                continue  # what the answer counts: "\boxed{8} subsets", "\boxed{15} (handshakes)"
        if i == 0 and _CJK_NOUN.fullmatch(sentence) and not (_WRONG_WORDS.search(sentence) or _CORRECTION.search(sentence)):
            continue  # ... in Chinese or Japanese: "\boxed{128} 只变形虫。", "\boxed{\text{Sunday}}（日曜日）"
        # its language is that of its own words: a name or a unit from the response or the problem
        # ("Jane", "kPa") may be a word of another language
        scores = _scores(words, sentence, earlier)
        best = max(scores.values())
        langs = [lang for lang, score in scores.items() if score == best]
        if len(langs) > 1:
            # words several languages share ("in", "da"), or none of its new words in any: the
            # language the response is written in
            if home is None:
                home = _language_of(text[max(0, start - 2000):start]) or ""
            langs = [home] if home in langs else langs
        # words the tables judge ("nicht", "lub", "falsch") are read by them, in the languages they
        # know
        judged = {w for w in words if _judged(w)}
        judged |= {w.lower() for m in _OFFERING.finditer(sentence) if re.search(r"[\0\d]", sentence[m.end():])
                   for w in _PROSE_WORD.findall(m[0])}
        runs = {lang: _runs(words, sentence, lang) for lang in langs}
        share = max(sum(_knows(lang, w, judged) or w in earlier for w in runs[lang]) / len(runs[lang])
                    for lang in langs)
        if langs == ["en"] and home is None:
            home = _language_of(text[max(0, start - 2000):start]) or ""
        if langs == ["en"] and home not in ("", "en"):
            # in a response in another language, an English reading needs English words, not only
            # the response's own ("ang" of Tagalog, said before)
            share = sum(_knows("en", w, judged) for w in words) / len(words)
        if i is None and langs == ["en"] and _TYPOGRAPHY.sub("", sentence).isascii():
            # what introduces the box, in an English response: the tables read it (_denied)
            continue
        # English is read when a third of its words are known (it knows MATH's words); after the
        # box, another language of the tables only when all are, as it knows few of its words
        enough = share >= 1 / 3 if langs == ["en"] or i is None else share == 1
        tables = enough and all(lang in TABLE_LANGUAGES for lang in langs)
        if not tables and i is not None and _checks_only(sentence, words, langs, share, text[:start] + (problem or "")):
            checked = True
            # a check under its label, in words of the math: "Vérification : le milieu de ... est
            # ..."
            continue
        if not tables and len(langs) > 1 and judged and not best:
            # in no language of the lists: the tables read it if they, or the response, know it all
            tables = all(w in judged or w in earlier or _LANGUAGES_OF.get(w, set()) & TABLE_LANGUAGES
                         for w in words)
        if tables:
            if "en" not in langs or i is None or sentence.rstrip().endswith(("?", "？")):
                continue  # a question is asked, not judged
            # each clause of a short English sentence about the answer ("Actually, this is garbage:
            # I rotated ...")
            if i == 0:
                clauses = [about_box]
            else:
                clauses = [_ABOUT_IT.search(c) for c in _CLAUSES.split(_SENTENCES.sub("", sentence))]
            if any(about_it and _judged_unread(about_it, earlier) for about_it in clauses):
                return True
            continue
        # else every word must be known in one language (the tables' words count in theirs)
        if len(langs) > 1 and not best:
            return True
        if not any(all(_knows(lang, w, judged) for w in runs[lang]) for lang in langs):
            return True
    # a check read by its label states no new value in its math: each value standing alone there
    # ("on trouve $14$") is the answer or one written before the box
    # (or the last side of its equation: "sale $3 \cdot 5 = 15$")
    content = text[start:last].replace(" ", "")
    before = (text[:start] + (problem or "")).replace(" ", "")
    for m in _MATH_SPAN.finditer(text, _rest_of_math(text, start, last), last + _READ_WINDOW) if checked else ():
        value = _split_top((m[1] or m[2] or m[3] or "").strip(), "=")[-1].strip().rstrip(".,;").replace(" ", "")
        if (value and not re.search(r"[<>+*/^!]|(?<=\S)-|\\(?:to|cdot|times|div|le|ge|ne|equiv"
                                    r"|approx|pmod|mid|checkmark)(?![a-zA-Z])", value)
                and not any(re.search(r"(?<![\w.])" + re.escape(value) + r"(?![\w.])", said) for said in (content, before))):
            return True
    return False


def answers(text, problem=None, _alone=False):
    r"""The boxes a response stands by (their contents), [] when it has none. Read as a careful
    grader reads: text struck through or from a made-up next problem on is not part of the
    response; placeholder boxes and boxes their own sentence sets aside are not answers; a box
    followed by a correction (or a box of a higher rank: final, or a conclusion after steps) is
    replaced by it, and a box that names one quantity by the result it leads to; boxes offered
    together (a list, alternatives, a restatement) all count; a last answer that the text then calls
    wrong, doubts without affirming it again, turns against (a contrast that finds a fault),
    hedges with another value, or contradicts after the thinking, is taken back. A choice letter
    keeps the text said with it (`\boxed{C}, which is 8` is `C: 8`). Words after the last box that
    it cannot read (see _unread; the problem's words, when given, are words it knows) take it back.
    Two boxes join only where the text between takes the first back in no words it can read: the
    response up to the second box, read alone (`_alone`, which reads no further prefix), still stands
    by the first."""
    if not isinstance(text, str):
        return []
    text = _unstruck(text)
    boxes, open_at = _boxes(text)
    if not boxes:
        return []
    first = boxes[0][0]
    # (a next problem names its task in the text just before the box, after the answer said there)
    window = max(0, first - _NEXT_WINDOW)
    lower = _BREAK.search(text, window, first) and text[window:first].lower()
    task = lower and any(word in lower for word in _TASK_WORDS) and _TASK_WORD.search(text, window, first)
    said = task and _ANSWER_SAID.search(text, window, task.start())
    token = text.find("<", 0, first) >= 0
    for cut in _NEW_PROBLEM.finditer(text, 0 if token else said.end(), first) if token or said else ():
        if cut[0].startswith("<") or _TASK_WORD.search(cut[0]) and said and said.end() <= cut.start():
            # a next problem after an answer given in words ("The answer is 1001.\n\nQuestion 2:
            # ..."), or a new chat turn, before any box: this response boxed nothing
            return []
    cut = _NEW_PROBLEM.search(text, boxes[0][1])
    while cut and _SELF_QUESTION.match(text, cut.end()):
        # "**Q:** Is 59 the final answer? **A:** No.": its own
        cut = _NEW_PROBLEM.search(text, cut.end())
    if cut:
        text = text[:cut.start()]
        boxes = [b for b in boxes if b[1] <= cut.start()]
    elif open_at is not None:
        return []  # the last box never closes: truncated
    kept = []
    before = 0
    # most responses plead with nobody: a quick look for the words first
    pleading = _PLEA_HINT.search(text) is not None and any(_pleas(text, 0, len(text)))
    for start, end, content in boxes:
        if not _is_placeholder(content) and not _is_term(text, start, end) and not _denied(
                text, before, start, end, pleading):
            kept.append((start, end, content, before))
        before = end
    if not kept:
        return []
    if len(kept) == 1:
        kept = [(*kept[0][:3], None, 0)]  # most responses: one box
    else:
        # several boxes: their names and ranks decide which are the answer
        kept = [(start, end, content, _box_name(text, before, start, content),
                 _box_rank(text, before, start, end)) for start, end, content, before in kept]
    group = [kept[0]]
    rank = kept[0][4]
    asked = set()
    if len(kept) > 1 and problem:
        asked = {_label_key(q) for q in _read_problem(problem)["asked"]}
    for box in kept[1:]:
        if rank == 2 and box[4] < 0:
            continue  # a first try named after the final answer ("replacing the earlier ...")
        if rank < 2 and asked and _names_asked(box[3], asked) and not any(_names_asked(b[3], asked) for b in group):
            # the quantity the question asks for, after another (`P = \boxed{..}`, `m+n =
            # \boxed{..}`)
            group = [box]
            rank = box[4]
            continue
        gap = text[group[-1][1]:box[0]]
        later = re.search(r"[.;!?\n。！？]", gap)
        if rank == 2 and box[4] == 0 and later and not _offers(gap) and (
                not _corrects(gap) or _on_check_line(text, 0, box[0]) and not _CORRECTION.search(gap)):
            # a plain box in a sentence after the final answer's, neither offered nor a correction,
            # or a check's value ("Verification only (the given value, not the answer):
            # $\boxed{1000}$")
            continue
        if _offered_together(text[group[-1][1]:box[0]], group[-1], rank, box) and (
                not later or _alone or len(kept) > 8 or answers(text[:min(box[0], group[-1][1] + _READ_WINDOW)], problem, True)):
            # (the boxes before it, read as if the response ended there, still stand: the text
            # between, as far as a box's reading reads, takes none of them back, "... \boxed{44}. Oops,
            # wrong letter: ignore that 44.")
            group.append(box)
            rank = max(rank, box[4])
        else:
            group = [box]
            rank = box[4]
    found = []
    for start, end, content, _, _ in group:
        if found and _APPROX.search(text[max(0, start - 20):start]):
            # `\boxed{3\sqrt{13}} \approx \boxed{10.82}`: one answer, exact and rounded
            found[-1] = f"{found[-1]} \\approx {content}"
        else:
            found.append(content)
    last = group[-1][1]
    letter = len(found) == 1 and len(found[0]) < 20 and _CHOICE_BOX.fullmatch(found[0])
    apposition = letter and _APPOSITION.match(text, last)
    if apposition:
        # `\boxed{C}, which is 8`: the letter and the text given with it
        found = [f"{letter[1]}: {(apposition[1] or apposition[2]).strip('$')}"]
    if _ASKED.match(text, last):
        # "Not sure. \boxed{14}?": asked, not stated ("Why is it \boxed{14}?" presumes it)
        opening = max(text.rfind(c, 0, group[-1][0]) for c in ".!?;\n。！？；") + 1
        if not _WHY.match(text, opening) and not _affirmed(text, last):
            return []
    start, _, content, name, _ = group[-1]
    said_after = _LETTER.search(text, last) is not None or _MARK.search(text, last) is not None
    # (read alone, a prefix is taken back only by words that say so: words it cannot read, or the
    # work towards the next box, leave its boxes offered together)
    unread = not _alone and _unread(text, start, last, problem, said_after)
    if unread or said_after:
        if len(kept) == 1:
            # one box: its name is read only now, as most responses say nothing after their box
            name = _box_name(text, max([b[1] for b in boxes if b[1] <= start], default=0), start, content)
    if unread and not (_restated(text, last, name, found) and _settled_on(text, start, last, found)):
        # a judgement of it in words it cannot read (unless its last conclusion is the answer, and
        # no new value follows)
        return []
    provisional = _provisional(text[max(0, start - 200):start].lower())
    if provisional and not _affirmed(text, last) and not _restated(text, last, name, found):
        # "Provisional answer: \boxed{12}", "For now, I'll write \boxed{12}", unless confirmed after
        return []
    if not said_after:
        return found  # nothing said after the answer (most responses)
    doubts = [m for m in _RETRACTED.finditer(text, last)
              if not ((m["that"] or m["held"]) and _refers_elsewhere(text, last, m, found)) and not _doubt_denied(text, last, m)
              and not (m["val"] and not _is_found(m["val"], found))]
    if doubts and not _affirmed(text, doubts[-1].end()):
        if not _restated(text, doubts[-1].end(), name, found):
            return []
    if _turned_against(text, last, found):
        return []
    verdict = _bare_verdict(text, last)
    if verdict is not None and not _affirmed(text, verdict):
        return []  # "No es correcto.", "Es incorrecto.", "Not correct.", "Pas correct."
    row = text[text.rfind("\n", 0, start) + 1:start]
    if row.lstrip().startswith("|"):
        rest = text[last:text.find("\n", last) if "\n" in text[last:] else len(text)]
        if _ROW_VERDICT.search(rest) or any(not _is_found(m[1], found) for m in _ROW_CHOSEN.finditer(text, last)):
            return []  # "| $\boxed{12}$ | ... | rejected |", "| $6$ | ... | **submitted** |"
    if any(not _is_found(m[1], found) for m in _CURRENT_ITEM.finditer(text, last, last + 1000)):
        return []  # "**Revision log** - v1: 522 (above) - v2 (current): 498 mm"
    letter = len(found) == 1 and _letter_of(found[0])
    chosen = None if letter or len(found) != 1 else _FINAL_LETTER.search(text, last, last + 1000) or _LETTER_SWITCH.search(text, last, last + 1000)
    if chosen:
        # a choice letter chosen after a box that is no letter ("$\boxed{3:1}$ ... Final choice:
        # (B)"):
        # the box stands only where the problem's option of that letter is its value
        # (or where the text gives the box's value with it: "I'd pick (C), which is 12")
        option = _read_problem(problem)["options"].get(chosen[1]) if problem else None
        given = _APPOSITION.match(text, chosen.end())
        if given and _is_found(given[1] or given[2], found):
            pass
        elif not option or not (normalize(found[0]) == option or _fast_equal(normalize(found[0]), option) is True):
            return []
    for m in _TABLE_ROW.finditer(text, last, last + 1000):
        # a table of candidates after it: its value's row rejected, or another value's chosen
        cells = [c.strip(" *$`") for c in m[0].strip().strip("|").split("|")]
        values = [c for c in cells if re.fullmatch(_VALUE, c) or re.fullmatch(r"-?\d+(?:[.,/]"
                                                                              r"\d+)*", c)]
        values += [u[1] for c in cells for u in [re.fullmatch(r"(-?\d+(?:[.,/]\d+)*)\s*[^\W\d_]"
                                                              r"{1,6}[\u00b2\u00b3]?", c)] if u]
        # "| (D) | ✗ ... |" for `\text{(D)}`
        values += [c for c in cells if letter and re.fullmatch(r"\(?[A-H]\)?", c)]
        # (... and a value in numbers written in LaTeX: "| $\frac{7}{72}$ | discarded |")
        values += [c for c in cells if c.startswith("\\") and re.search(r"\d", c) and len(c) <= 40
                   and not re.search(r"[a-zA-Z]", re.sub(r"\\[a-zA-Z]+", "", c))]
        if values and _ROW_VERDICT.search(m[0]) and any(_is_found(v, found) for v in values):
            return []  # "| 1 | 12 | discarded |"
        if values and _ROW_CHOSEN.match(m[0]) and not any(_is_found(v, found) for v in values):
            return []  # "| 2 | 14 | final |"
    if any(_is_found(m[1], found) for m in _NEGATED.finditer(text, last, last + 300)):
        return []  # "the answer is not 12"
    # "$44$ might be extraneous": a part of a list answer called wrong
    parts = found + [part for f in found for part in _split_top(f, ",")]
    if any(_is_found(next(v for v in m.groups() if v), parts) for m in _CALLED_WRONG.finditer(text, last, last + 300)):
        return []  # "so the $\frac92$ must be wrong"
    if any(not _is_found(m[1], found) and _DEFERENCE.search(text, m.end(), m.end() + 300)
           for m in _SOURCE_SAYS.finditer(text, last, last + 600)):
        return []  # another source's value, deferred to
    if any(not _is_found(m[1], found) for m in _CHECKED_ITEM.finditer(text, last, last + 600)):
        return []  # a checklist that ticks another value: "- [x] $-6$: the one I'm going with"
    if letter and any(m[1] != letter[1] for m in _LETTER_SWITCH.finditer(text, last, last + 600)):
        return []  # "On second thought I'm switching to A"
    worded = len(found) == 1 and re.fullmatch(r"(?:\\text\{)?\s*\(?([^\W\d_]+)\)"
                                              r"?\s*\}?", found[0].strip())
    for m in _WORD_CHOSEN.finditer(text, last, last + 600) if worded else ():
        chosen = (m[1] or m[2] or m[3]).lower()
        if chosen != worded[1].lower() and chosen not in _POINTER_WORDS:
            # "Thursday it is." after `\boxed{\text{Friday}}`, "So (B)." after `\boxed{\text{(D)}}`
            return []
    if any(_is_found(m[1], found) for m in _PASSED_OVER.finditer(text, last, last + 600)):
        return []  # "I'll answer "undefined" rather than 6": the answer passed over for another
    if any(_is_found(next(v for v in m.groups() if v), parts) for m in _SET_ASIDE_VALUE.finditer(text, last, last + 300)):
        return []  # "I'll withdraw 97 for now"
    if any(_is_found((m[1] or m[2] or m[3]).strip("$* "), found) for m in _STRUCK_VALUE.finditer(text, last, last + 1000)):
        return []  # the answer's value struck through after it: "| First pass | ~~192~~ |"
    if any(not _is_found(next(v for v in m.groups() if v), found) for m in _COMMITTED.finditer(text, last, last + 300)):
        return []  # "$7$ is what I'm submitting"
    if _NONE_CLAIMED.search(text, last, last + 1000) and not any(_NONE_LIKE.search(f) for f in found):
        return []  # "So my answer is that there are none."
    for m in _UNEQUAL.finditer(text, last, last + 600) if len(found) == 1 and _PLAIN_NUMBER.fullmatch(found[0].strip()) else ():
        opening = max(last, *(text.rfind(c, last, m.start()) for c in ".!?;\n"))
        if m[2] != "0" and found[0].strip() in re.findall(r"\d+(?:\.\d+)?", m[1]) and _VERIFYING.search(text, opening, m.start()):
            return []
    for m in _INSTEAD.finditer(text, last, last + 600):
        opening = max(text.rfind(c, last, m.start()) for c in ".!?;\n")
        if not _is_found(m[1], found) and not _SUPPOSED.search(text, max(last, opening), m.start()):
            # "$a = 5$ and $b = 8$, which gives 13 instead" (not "it would be 24 instead")
            return []
    if _alone:
        return found
    # in the sentences after the box's own ("... \boxed{10} pairs with $ab = 16$, which is the
    # answer" points to the box)
    own = _FULL_STOP.search(text, _rest_of_math(text, start, last))
    own = own.end() if own else len(text)
    for m in _POINTED.finditer(text, own, own + 600):
        said = [v for v in _STATED.finditer(text, own, m.start()) if not _COMPUTING.match(text, v.end())]
        left, _, value = said[-1][1].strip("$").rpartition("=") if said else ("", "", "")
        left = left.strip()
        # (a letter set to a number: an expression in letters is a value of its own, `y =
        # \frac{x^2}{4} + 1`)
        # (... set for a case, not reached: "the equation balances at $n = 4$, so that is the value
        # I'm going with")
        checking = re.fullmatch(r"[a-zA-Z](?:_\{?\w+\}?)?", left.replace(" ", "")) and not re.search(
            r"[a-zA-Z]", re.sub(r"\\[a-zA-Z]+", "", value)) and not re.search(
            r"\b(?:balances?|holds?|works?\s+out|solves?|vanish\w*|is\s+zero"
            r"|equals\s+zero)\s+(?:\w+\s+)?(?:at|for|when)[\s$]*$"
            r"|\b(?:statement|answer|result|claim|value)\s+(?:is|was|becomes)[\s$]*$",
            text[max(own, said[-1].start() - 40):said[-1].start()]) or _VERIFYING.search(text, own, m.start())
        if left and checking and _is_label(left.replace(" ", ""), True) and not (name and _label_key(left) == _label_key(name)):
            continue  # "Checking with $n = 7$ ..., so that's the answer": a value set for a check
        spans = _long_values(text, own, m.start())
        if spans and said and spans[-1].end() >= said[-1].end():
            # a long value, whose numbers are no values of their own: "$\begin{pmatrix} ...
            # \end{pmatrix}$, and that's my answer"
            if not _is_long_found(spans[-1], found):
                return []
            continue
        if said and not _is_found(value if left else said[-1][1], found):
            return []  # "I get 1/10, so that's the figure to use"
    closing = _closing_value(text, last, name)
    if closing is not None and not _is_found(closing, found):
        # "Let me recount row by row: 3 + 4 + 4 + 2 = 13. So there are 13 lattice points."
        return []
    # (a contrast in the box's own sentence opens a claim of its own: "My gut says \boxed{17}, but
    # ... the arithmetic says 13, and I'll trust the arithmetic: 13."; so does the quantity the
    # question asks for, named there: "\boxed{12} per hour, so ... 96, which is what the question
    # asks for", but not in a premise: "since the problem asks for ...")
    claims_from = own
    turn = re.search(r"\bbut\b", text[last:own])
    asked = _ASKED_FOR.search(text, last, own)
    if turn and _CHOOSING.search(text, last + turn.end(), own):
        # (not "..., but the probability of at least one head is $\frac34$")
        claims_from = last + turn.start()
    elif asked and not re.search(r"\b(?:since|because|as"
                                 r"|given\s+that)\b[^,;]*$", text[last:asked.start()], re.I):
        claims_from = last
    if _last_claim(text, claims_from, found, name) is not None:
        # "Redoing the degree sum gives 26, so there are 13 edges, and that's what I'll put."
        return []
    if any(not _is_found(m[1], found) and not re.match(r"[^.;!?\n]*\bbut\b", text[m.end():])
           for m in _OTHER_VOICE.finditer(text, last, last + 600)):
        return []  # "I'm submitting this under protest; my gut says 9"
    for m in _TRUST_MORE.finditer(text, last, last + 600):
        # "my reasoning says 11, and I trust my reasoning more": the value of the way trusted
        said = re.search(r"\b" + m["source"] + r"(?:\s+\w+)?(?:,[^.;!?\n]{0,80},)?\s+(?:says|gives|gave|yields|shows|suggests"
                         r"|c(?:a|o)me\s+out\s+(?:at|as|to))\s+(?:" + _VALUE + r"|otherwise)",
                         text[last:m.start()], re.I)
        if said and (said[1] is None or not _is_found(said[1], found)):
            return []
    if _word_offered(text, last, found):
        return []  # "Alternatively, red could be it"
    asked = _ASKED_ELSE.search(text, last, last + 1000)
    if asked and asked["asks"] and re.search(_NOT + r"|\bnothing\b", re.split(r"[.;:!?,\u2014]", text[max(last, asked.start() - 30):asked.start()])[-1], re.I):
        asked = None  # "nothing in the problem requires a positive one"
    if asked:
        # the question read again, and what it asks for found: "The question asks for the area
        # though — that's 9", "it's $m + n$ they want: 17", "the lcm, not the gcd: ... = 840"
        final = None
        for m in _STATED.finditer(text, asked.start()):
            if not (_CLAUSE_END.match(text, m.end()) or _UNIT_END.match(text, m.end())):
                continue
            math = m[1].strip("$")
            opening = max(asked.start(), *(text.rfind(c, 0, m.start()) + 1 for c in ".;!?\n,"))
            if re.search(_NOT, text[max(opening, m.start() - 20):m.start()], re.I) or _VERIFYING.search(text, opening, m.start()) or _CHECK.search(
                    text, m.end(), m.end() + 8):
                continue  # "so we exclude 0", "the check works: ... = 0.4 ✓"
            if "=" in math:
                final = math.rpartition("=")[2]
            elif _GIVEN_AS.search(text, max(0, m.start() - 30), m.start()):
                final = m[1]
        if final is not None and not _is_found(final, found):
            return []
    if not _STATED.search(text, last) and not re.search(_WORD_VALUE, text[last:last + 300], re.I):
        return found  # no value after the answer: nothing offers or concludes another one
    offer = _hedged(text, last, found)
    if offer is not None and not _restated(text, offer, name, found) and not _affirmed(text, offer) and not _claimed_again(
            text, offer, found):
        return []  # another value offered, and nothing after it settles on the answer
    # a tuple answer: "So the triple is $(0,-6,-6)$" concludes another
    shaped = len(found) == 1 and re.fullmatch(r"\s*[(\[]?[^()\[\]]*,[^()\[\]]*[)\]]"
                                              r"?\s*", found[0]) is not None
    stated = _concluded(text, start, last, name, shaped)
    if stated is not None and not _is_found(stated, found):
        return []  # the answer after the thinking, or the text's last conclusion, is another value
    return found


def _names_asked(name, asked):
    """Whether a box's name (see _box_name) is one of the quantities the question asks for (asked,
    their _label_key)."""
    return name is not None and _label_key(re.sub(r"\\(?:displaystyle|textstyle|mathbf|boldsymbol)\b", "", name)) in asked


def _stated_before(text, start, value):
    """Whether the work before the box (at start) wrote this value, as a number of its own and with
    its sign (`-4` is not `4`): a step or a check's number, said again after the box."""
    return re.search(r"(?<![\d.\-\u2212])(?<!-\s)" + re.escape(value) + r"(?![\d.])", text[:start]) is not None


def _settled_on(text, start, last, found):
    """Whether the last value written after the box (at last) is the answer, or one the work stated
    before it (a check's numbers): "belki 7, belki de $-7$" ends on a new value."""
    values = [v[1] for v in _STATED.finditer(text, last)]
    for value in [side.strip() for side in values[-1].strip("$ ").split("=")] if values else ():
        if (not value or _is_found(value, found) or re.search(r"[a-zA-Z]", re.sub(r"\\[a-zA-Z]+", "", value))
                or _stated_before(text, start, value)):
            return True  # (a side of a check: "$1 = 1^2$" after "$34 - c = 1$")
    return not values


def _claimed_again(text, pos, found):
    """Whether the last value the text states after pos is the answer, claimed as such ("so $\\frac43$
    is the one", "so I'm going with 12")."""
    values = list(_STATED.finditer(text, pos))
    if not values or not _is_found(values[-1][1], found):
        return False
    m = values[-1]
    return bool(_CLAIM_AFTER.match(text, m.end()) or _CLAIM_BEFORE.search(text[max(pos, m.start() - 60):m.start()]))


# a sentence that is only a verdict, in any language of _WRONG: the words before it may be a
# pronoun, a copula or an adverb only ("No es correcto.", "Es incorrecto.", "Not correct.", "Pas
# correct.", "Really wrong.")
_VERDICT_LEAD = re.compile(r"^(?:(?:this|that|it|it's|that's|is|was|simply|just|quite|really"
                           r"|clearly|definitely|totally|still|all|so"
                           r"|es|esto|eso|está|c'est|c'était|ce|est|das|ist|war|è|é|isso|isto|это"
                           r"|то|dit|dat|det|är|er"
                           r"|to|je|jest|bu|ini|itu|этот|эта|oh|ah|hmm+|ugh|nope|nah"
                           r"|well)\s+)*$", re.I)


def _bare_verdict(text, last):
    """Where a short sentence after the box that says nothing but a verdict of _WRONG ends ("No es
    correcto.", "Not correct."), else None. A negation before the verdict ("Nothing wrong.") denies it."""
    for m in _SENTENCE.finditer(text, last, min(len(text), last + _READ_WINDOW)):
        sentence = m[0].strip().strip("*_>#.!;:\u2014\u2013- ")
        if not sentence or len(sentence) > 60 or "$" in sentence or "\\" in sentence or m[0].rstrip().endswith(("?", "？")):
            continue
        verdict = _WRONG_WORDS.search(sentence)
        if verdict and _VERDICT_LEAD.match(sentence[:verdict.start()]) and not sentence[verdict.end():].strip(" ,.!?") :
            return m.end()
    return None


def _restated(text, pos, name, found):
    """Whether, after a doubt or an offer (at pos), the text's last conclusion is the answer again
    ("Wait, could $x = -5$ work? ... So the answer remains 2", "4 or $-2$. Since $x > 0$, $x$ must
    equal 4"): the answer a response commits to is its last conclusion."""
    stated = _concluded(text, pos, pos, name)
    return stated is not None and _is_found(stated, found)


def extract_answer(text, fallback=False):
    r"""The answer of a response (see answers): a box's content, the boxes offered together joined
    by commas, or None when it has none (no box, only placeholders, taken back, or truncated inside
    its last box). fallback=True: without any box, the last number, to evaluate models that don't
    box."""
    found = answers(text)
    if found:
        if len(set(found)) == 1:
            return found[-1]
        return ", ".join(found)
    if fallback and isinstance(text, str) and not _BOX.search(text):
        numbers = re.findall(r"-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|-?\.\d+", text)
        if numbers:
            return numbers[-1]
    return None

# -----------------------------------------------------------------------------
# normalization: the LaTeX cleanup MATH answers need, so that most pairs compare as strings


_UNICODE = {"\u2212": "-", "\u00d7": "\\times ", "\u00b7": "\\cdot ", "\u03c0": "\\pi ",
            "\u221a": "\\sqrt ", "\u221e": "\\infty ", "\u00b1": "\\pm ", "\u00b0": "^\\circ",
            "\u2264": "\\le ", "\u2265": "\\ge ", "\u2248": "\\approx ", "\u00a2": "\\text{ cents}",
            "\u20ac": "", "\u00a3": "", "\u2208": "\\in ", "\u222a": "\\cup ", "\u2229": "\\cap ",
            "\u2260": "\\ne ", "\u2205": "\\emptyset ", "\u22c5": "\\cdot ", "\u2219": "\\cdot ",
            "\u00f7": "\\div ", "\u2213": "\\mp ", "\u221b": "\\sqrt[3]", "\u2044": "/",
            "\u2215": "/", "\u211d": "\\mathbb{R}", "\u2026": "\\ldots ", "\u2243": "\\approx ",
            "\u03b8": "\\theta ", "\u03b1": "\\alpha ", "\u03b2": "\\beta ", "\u03c6": "\\phi "}
# superscript and subscript digits, vulgar fractions (a digit before one makes a mixed number), and
# characters that are no text at all (zero-width spaces); the rest of Unicode goes through NFKC
# (full-width digits, other spaces)
_SUPERSCRIPT = re.compile("[\u2070\u00b9\u00b2\u00b3\u2074-\u2079\u207a\u207b]+")
_SUBSCRIPT = re.compile("[\u2080-\u2089]+")
_SCRIPT_DIGITS = str.maketrans("\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079\u207a\u207b"
                               "\u2080\u2081\u2082\u2083\u2084\u2085\u2086\u2087\u2088\u2089",
                               "0123456789+-0123456789")
_VULGAR = re.compile("[\u00bc-\u00be\u2150-\u215e]")
_INVISIBLE = re.compile("[\u200b-\u200d\u2060\ufeff\u00ad]")


def _ungroup(m):
    """A group that nothing outside reads, nested ones too: `{{37}}` (from `\\color{blue}{\\mathbf{37}}`)."""
    n = min(len(m[1]), len(m[3]))
    return m[1][n:] + m[2] + m[3][n:]


def _vulgar(m):
    """`\u00be` -> `\\frac{3}{4}`, by its Unicode decomposition (3\u20444)."""
    numerator, _, denominator = unicodedata.normalize("NFKC", m[0]).partition("\u2044")
    return f"\\frac{{{numerator}}}{{{denominator}}}"


def _plain_unicode(s):
    """LaTeX for the Unicode math signs of s (see _UNICODE), then NFKC for the rest."""
    s = _INVISIBLE.sub("", s)
    s = re.sub(r"^[\u2013\u2014]\s?(?=[\d\\(])", "-", s.strip())  # a leading dash is a minus
    # `2√22` is `2\sqrt{22}`, not `2\sqrt{2}2`
    s = re.sub(r"\u221a\s*(\d+(?:\.\d+)?|[a-zA-Z])", r"\\sqrt{\1}", s)
    for a, b in _UNICODE.items():
        s = s.replace(a, b)
    s = _SUPERSCRIPT.sub(lambda m: "^{" + m[0].translate(_SCRIPT_DIGITS) + "}", s)
    s = _SUBSCRIPT.sub(lambda m: "_{" + m[0].translate(_SCRIPT_DIGITS) + "}", s)
    s = _VULGAR.sub(_vulgar, s)
    return unicodedata.normalize("NFKC", s)


# units after a number are dropped whatever they are (MATH's convention); these are the bare words
# we know
_UNITS = (r"(?:square\s+)?(?:units?|degrees?|cents?|dollars?|percent(?:age)?|pct|inch(?:es)?"
          r"|feet|foot"
          r"|cm|meters?|miles?|hours?|minutes?|seconds?|days?|weeks?|years?|mph)")
# a value's unit at the end of its clause: "0.39 cubic inches."
_UNIT_END = re.compile(r"\s*(?:(?:cubic|square)\s+)?" + _UNITS + r"\s*[.;!)]", re.I)
# plain-text names of LaTeX commands, as a base model writes them: sqrt(5), 7pi, sin(x)
_PLAIN = r"sqrt|pi|infty|sin|cos|tan|cot|sec|csc|ln|log|exp|arcsin|arccos|arctan"
_POWERS = {"thousand": "3", "million": "6", "billion": "9"}
_MONTH = (r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
          r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_ORDINAL = r"(?:st|nd|rd|th|\^\{?(?:st|nd|rd|th)\}?)?"
_BASES = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
          "binary": 2, "octal": 8, "hexadecimal": 16}


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
    r"""Drop each space but one that ends a command before a letter (`\cot x` is not `\cotx`), and
    one between digits that separates no thousands (`30 000` is 30000; `1 0` is `1?0`, no
    number)."""
    if m[1]:
        return m[1]
    s, start, end = m.string, m.start(), m.end()
    if 0 < start and end < len(s) and s[start - 1].isdigit() and s[end].isdigit():
        first = start - 1
        while first > 0 and s[first - 1].isdigit():
            first -= 1
        digits = end
        while digits < len(s) and s[digits].isdigit():
            digits += 1
        written = first > 0 and (s[first - 1].isalnum() or s[first - 1] in "^_{")  # `\log_2 8`
        if digits - end != 3 and not written:
            return "?"
    return ""


_FLIP = {"<": ">", ">": "<", "\\le": "\\ge", "\\ge": "\\le"}


def _both(m):
    r"""`x > -1 \text{ and } x < 1` -> `-1 < x < 1`: two bounds of one variable, both at once, as a
    chain; two bounds on one side (`x > 1 \text{ and } x > 2`) -> `?` (no set we compare)."""
    x, first, a, second, b = m.groups()
    if first in ("<", "\\le") and second in (">", "\\ge"):
        return f"{b} {_FLIP[second]} {x} {first} {a}"
    if first in (">", "\\ge") and second in ("<", "\\le"):
        return f"{a} {_FLIP[first]} {x} {second} {b}"
    return "?"


def _upright(m):
    r"""`\mathrm{cm}` is `\text{cm}`; `\mathrm{i}` and `\text{e}` are the constants i and e."""
    return m[1] if m[1] else "\\text{"


def _fraction_spelling(m):
    r"""`\dfrac`, `\nicefrac`, `\sfrac` -> `\frac`; `{}^{1}\!/_{6}` -> `\frac{1}{6}`."""
    if m[1]:
        return f"\\frac{{{m[1]}}}{{{m[2]}}}"
    return "\\frac"


def _approximated(m):
    r"""A leading `\approx` goes (`\approx 3.14` -> `3.14`); after a name it is the name's `=`
    (`d \approx 2\sqrt3` -> `d=2\sqrt3`: the value as written; a decimal stays a rounded value)."""
    if m[1]:
        return m[1] + "="
    return ""


def _bare_matrix(m):
    r"""`(\begin{matrix}..\end{matrix})` -> the matrix; brackets around two matrices (a tuple) stay."""
    if m[1].count("\\begin") != 1:
        return m[0]
    return m[1]


def _times_power_of_ten(m):
    """`2 million` -> `2\\times10^{6}`."""
    return f"{m[1]}\\times10^{{{_POWERS[m[2]]}}}"


def _base_in_words(m):
    """`_{six}` -> `_{6}`, ` in base 2` -> `_{2}`."""
    base = _BASES.get(m[1] or m[2], m[1])
    if not str(base).isdigit():
        return m[0]
    return f"_{{{base}}}"


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


def _rows(m):
    r"""`\begin{aligned} x &= 2 \\ y &= 5 \end{aligned}` -> `x=2, y=5`: the rows of an alignment as a
    list, a row that starts with `=` continuing the one before (`AB &= 3+4 \\ &= 7`); of a derivation
    (`2x &= 6 \\ x &= 3`: a label on the left of the last row only), the last row. `cases` and
    `array` only when every row is an equation (else a piecewise function or a matrix stays)."""
    body = m[2]
    if m[1] == "array":
        body = re.sub(r"^ ?\{[^{}]*\}", "", body)  # the column spec
    rows = []
    for row in body.split("\\\\"):
        row = row.replace("&", "").strip()
        if row.startswith("=") and rows:
            rows[-1] += row
        elif row:
            rows.append(row)
    if m[1] == "array" and len(rows) == 1 and "&" not in body:
        return rows[0]  # one cell: a value
    if m[1] in ("cases", "dcases", "rcases", "array") and not all("=" in row for row in rows):
        return m[0]
    named = [_is_label(row.partition("=")[0].replace(" ", ""), False) for row in rows]
    if len(rows) > 1 and all("=" in row for row in rows) and named[-1] and not any(named[:-1]):
        return rows[-1]
    return ", ".join(rows)


def _meridiem(m):
    """`2.30 p.m.`, `7 AM` -> `2:30pm`, `7:00am`: a time of day with its a.m. or p.m. (see _clock)."""
    return f"{m[1]}:{m[2] or '00'}{m[4].lower()}m"


def _ellipsis(m):
    r"""`0.58333\ldots` -> `0.58\overline{3}`: the shortest block of digits that ends the decimal
    twice in a row repeats. Without one (`3.14159\ldots`) the decimal is just cut off."""
    digits = m[2]
    for k in range(1, len(digits) // 2 + 1):
        block = digits[-k:]
        if digits[-2 * k:-k] == block:
            fixed = digits
            while fixed.endswith(block):
                fixed = fixed[:-k]
            return f"{m[1]}.{fixed}\\overline{{{block}}}"
    return f"{m[1]}.{digits}"


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_NUMBER_WORDS = {word: n for n, word in enumerate(_ONES)}
_NUMBER_WORDS.update({word: 20 + 10 * n for n, word in enumerate(_TENS)})
_SCALES = {"hundred": 100, "thousand": 10 ** 3, "million": 10 ** 6, "billion": 10 ** 9}
# the denominators of fractions in words: `three halves`, `two thirds`, `a quarter`
_DENOMINATORS = {"half": 2, "halves": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5,
                 "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}


def _words_value(words):
    """The value of a list of number words, or None: a whole number, or a fraction when the last
    word is a denominator (`three halves`, `a quarter`)."""
    denominator = 1
    last = words[-1] if words else ""
    if len(words) > 1 and (last in _DENOMINATORS or last[:-1] in _DENOMINATORS and last[-1:] == "s"):
        denominator = _DENOMINATORS.get(last) or _DENOMINATORS[last[:-1]]
        words = words[:-1]
    total = 0
    current = 0
    for n, word in enumerate(words):
        if word in ("a", "an") and n == 0 and len(words) + (denominator > 1) > 1:
            current = 1  # `a dozen`, `a half`; `a` alone is a letter
        elif word in _NUMBER_WORDS:
            current += _NUMBER_WORDS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in _SCALES:
            total += max(current, 1) * _SCALES[word]
            current = 0
        elif word == "dozen":
            current = max(current, 1) * 12
        elif word != "and" or n == 0:
            return None  # not a number
    if not words:
        return None
    return Fraction(total + current, denominator)


def _number_in_words(m):
    """`twenty-one` -> `21`, `one hundred and five` -> `105`, `three halves` -> `\\frac{3}{2}`,
    `two and a half` -> `\\frac{5}{2}`, `negative four` -> `-4`, `a dozen` -> `12`; anything else
    stays."""
    words = m[1].lower().replace("-", " ").split()
    sign = ""
    if words[0] in ("negative", "minus"):
        sign = "-"
        words = words[1:]
    value = _words_value(words)
    connectors = {"or", "and", "maybe", "perhaps", "not", "if", "unless", "otherwise", "plus", "times",
                  "over"}
    while value is None and len(words) > 1 and not connectors & set(words):
        words = words[:-1]  # `seventeen degrees`, `twelve square feet`: units go, as after digits
        value = _words_value(words)
    if value is None and "and" in words[1:]:
        # a whole number and a fraction: `two and a half`
        k = len(words) - 1 - words[::-1].index("and")
        whole = _words_value(words[:k])
        part = _words_value(words[k + 1:])
        if whole is not None and part is not None and part < 1:
            value = whole + part
    if value is None:
        return m[0]
    if value.denominator == 1:
        return f"{sign}{value.numerator}"
    return f"{sign}\\frac{{{value.numerator}}}{{{value.denominator}}}"


_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
           "october", "november", "december"]
_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def _date(m):
    """`Sept. 5th`, `5 September`, `September 5^{th}` -> `september 5`: a month by its first three
    letters, a day without its ordinal ending."""
    month = next(name for name in _MONTHS if name.startswith((m[1] or m[4]).lower()[:3]))
    day = int(m[2] or m[3])
    year = f", {m[5]}" if m[5] else ""
    return f"{month} {day}{year}"


def _weekday(m):
    """`Fri.`, `fri`, `Friday` -> `friday`."""
    return next(day for day in _DAYS if day.startswith(m[1].lower()[:3]))


def _roots(m):
    """`x_1=2, x_2=5` -> `x=2, x=5`: values of one unknown numbered by their subscripts are its roots
    (a list), not a labelled tuple; labels of different letters stay."""
    if len(set(re.findall(r"(?:^|, ?)([a-zA-Z])_", m[0]))) != 1:
        return m[0]
    return re.sub(r"_\{?\d+\}? ?=", "=", m[0])


def _integers_between(m):
    r"""`\{n \in \mathbb{Z} : 1 \le n \le 3\}` -> `\{1,2,3\}`: the integers of a bounded set-builder
    set, listed (at most 100 of them; more stay as written)."""
    low = int(m[2]) + (m[3] == "<")
    high = int(m[5]) - (m[4] == "<")
    if not 0 <= high - low < 100:
        return m[0]
    return "\\{" + ",".join(str(n) for n in range(low, high + 1)) + "\\}"


def _words_after(m):
    r"""`6 (\text{three choices each})` -> `6`: words in parentheses after the answer explain it,
    unless they hedge, set a condition or say it is rounded (`5 (\text{or six})` stays)."""
    words = m[1]
    hedge = r"\b(?:or|if|unless|otherwise|maybe|perhaps|approx\w*|about|roughly|rounded|nearly)\b"
    if " " not in words.strip() or re.search(hedge, words, re.I):
        return m[0]
    return ""


def _explanation(m):
    r"""`6 \text{ ways, since order matters}` -> `6 \text{ ways}`: what explains the answer after it
    goes, and the braces it leaves open close."""
    head = m.string[:m.start()]
    return "}" * max(0, head.count("{") - head.count("}"))


# The rewrites, applied in order: (pattern, replacement, an example `before -> after` of this step
# alone, which a test checks). Each runs in time linear in the length of the answer, as normalize
# collapses whitespace runs first and leaves answers over 2 * MAX_LEN characters alone.
_REWRITES = [
    # spellings of the same thing
    # (and a slashed fraction set with scripts on an empty base: {}^{1}\!/_{6})
    (r"\\(?:[dtcsx]|nice)frac(?![a-zA-Z])"
     r"|\{\}\^\{?(\d+)\}?(?:\\!)? ?/ ?(?:\\!)?\{?\}?_\{?(\d+)\}?",
     _fraction_spelling, r"\nicefrac{3}{4} -> \frac{3}{4}"),
    # (an upright i or e is the imaginary unit or Euler's number, not a unit: `292\,\mathrm{i}`)
    (r"\\(?:mbox|textrm|textnormal|textit|mathrm|mathit|text"
     r"|operatorname)\{(?:\s*([ie])\s*\})?", _upright,
     r"\mathrm{cm} -> \text{cm}"),
    # the space after a row: `\\[2pt]`
    (r"\\\\\[\s*-?\d*\.?\d*\s*(?:pt|em|ex|mm|cm|in|bp)\s*\]", r"\\\\", r"a\\[2pt]b -> a\\b"),
    # styling is not math: sizes, colours, bold, underline; a wrapper leaves its group, which goes
    # below when nothing outside reads it
    (r"\\(?:Large|large|LARGE|huge|Huge|small|tiny|normalsize|footnotesize|scriptsize|bf"
     r"|bfseries|it"
     r"|rm)(?![a-zA-Z]) ?|\\color\{[^{}]*\}|\\(?:textcolor|colorbox)(?:\[[^\]]*\])?\{[^{}]*\}"
     r"|\\fcolorbox\{[^{}]*\}\{[^{}]*\}|\\[hv]?phantom\{[^{}]*\}", "", r"\Large\color{red}5 -> 5"),
    (r"\\(?:textbf|mathbf|boldsymbol|bm|pmb|underline|hbox|emph|textup|textsf|mathsf)\{", "{",
     r"\boldsymbol{12} -> {12}"),
    # ... and a numeral's group before its base: `\mathbf{1200}_{7}` is `1200_{7}`
    (r"\{([0-9A-Z]+)\}(?=_)", r"\1", r"{1200}_{7} -> 1200_{7}"),
    (r"\\[dt]binom(?![a-zA-Z])", r"\\binom", r"\dbinom{5}{2} -> \binom{5}{2}"),
    (r"\\(?:boxed|fbox)(?![a-zA-Z]) ?", "", r"\boxed{7} -> {7}"),
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
    # `\simeq` and kin are `\approx`; a leading one only says the decimal is rounded
    (r"\\(?:simeq|approxeq|thickapprox|doteq)(?![a-zA-Z])", r"\\approx",
     r"2\sqrt5 \simeq 4.47 -> 2\sqrt5 \approx 4.47"),
    # a leading phrase: \text{The answer is } 5 -> 5
    (r"^\\text\{[a-zA-Z ]* (?:is|are)[ :]*\} ?", "", r"\text{The answer is }5 -> 5"),
    (r"(?i)^\\text\{ ?(?:(?:the|my|final) )*answer ?: ?\} ?", "", r"\text{Answer: } 12 -> 12"),
    (r"^(?:[Tt]he )?(?:[Ff]inal )?[Aa]nswer(?![a-zA-Z])(?: is)?[ :]*(?=.)", "", "The final answer is 5 -> 5"),
    # (after a name, `\approx` names the value as written: see _approximated)
    (r"^(?:([a-df-hj-zA-Z](?:_\{?[a-zA-Z0-9]+\}?)?|\\text\{[a-zA-Z ]+\}) ?"
     r"(?=\\approx(?![a-zA-Z])))?(?:\\approx|\\sim) ?", _approximated,
     r"d \approx 2\sqrt3 -> d=2\sqrt3"),
    # sizing and spacing commands are not math; `,\!` and `{,}` are LaTeX thousands separators
    (r",\\! ?|\{,\}", ",", r"10,\!080 -> 10,080"),
    (r"\{:\}", ":", r"9{:}24 -> 9:24"),
    # (`\left.` and `\right.` are no delimiter)
    (r"\\(?:(?:left|right|middle)\.|(?:left|right|middle|big|Big|bigg|Bigg)[lr]?(?![a-zA-Z]))"
     r"|\\(?:display|text|script|scriptscript)style", "",
     r"\left.\frac{1}{6}\right| -> \frac{1}{6}|"),
    (r"(?<!\\)\\[,!;: ]|\\q?quad(?![a-zA-Z])|~", " ", r"a\,b -> a b"),
    (r"  +", " ", "15  cm -> 15 cm"),
    # a command's arguments follow it without spaces: `\frac {40} {7}` is `\frac{40}{7}`
    (r"(\\[a-zA-Z]+|\}) (?=\{)", r"\1", r"\frac {40} {7} -> \frac{40}{7}"),
    # a group nothing reads (left by a box or a wrapper): {12} -> 12, but not \frac{1}{2}, x^{2},
    # {x}^2
    (r"(?<![\\a-zA-Z^_}\]])(?<!\\frac\d)(\{+)([^{}]*)(\}+)(?![\^_])", _ungroup, "{{(1,2)}} -> (1,2)"),
    # the rows of an alignment are a list (a matrix stays a matrix)
    (r"\\begin\{(aligned|align\*?|gathered|gather\*?|split|eqnarray\*?|[dr]?cases|array)\}"
     r"((?:[^\\]|\\(?!end\{))*)\\end\{\1\}", _rows, r"\begin{cases}x=2\\y=5\end{cases} -> x=2, y=5"),
    (r"^\\\{ ?\\\}$", r"\\emptyset", r"\{\} -> \emptyset"),
    # roots numbered by subscripts are a list of one unknown's values
    (r"^[a-zA-Z]_\{?\d+\}? ?= ?[^,=]+(?:, ?[a-zA-Z]_\{?\d+\}? ?= ?[^,=]+)+$", _roots,
     r"x_1=2, x_2=5 -> x=2, x=5"),
    # the integers of a bounded set-builder set are a finite set
    (r"^\\\{ ?([a-zA-Z]) ?\\in ?\\mathbb\{[ZN]\} ?(?:\\mid|\||:|\\colon) ?"
     r"(-?\d+) ?(<|\\le) ?\1 ?(<|\\le) ?(-?\d+) ?\\\}$", _integers_between, r"\{n\in\mathbb{Z}:1\le n<4\} -> \{1,2,3\}"),
    # set-builder notation is the condition: {x | x < 3} is x < 3, a set of reals (see _as_set)
    (r"^\\\{ ?([a-zA-Z]) ?(?:\\in ?\(-\\infty,\\infty\) ?)?(?:\\mid|\||:|\\colon) ?"
     r"(?:\1 ?\\in ?\(-\\infty,\\infty\) ?, ?)?(.+?) ?\\\}$", r"\2",
     r"\{x \mid x<3\} -> x<3"),
    (r"\\bigcup(?![a-zA-Z])|(?<=[)\]]) ?(?:\\text\{ ?U ?\}|U) ?(?=[(\[])", r"\\cup ",
     r"(1,2) \text{ U } (3,4) -> (1,2)\cup (3,4)"),
    # a number's base: (11010)_2, 11010_{(2)}, 11010 \text{ in base } 2, 413 \text{ (base 5)}
    (r"^\((\d[0-9A-Za-z]*)\)(?=_)", r"\1", "(11010)_2 -> 11010_2"),
    (r"(?<![\d.])(\d+)(?:_\{10\}|_10(?!\d))", r"\1", "353_{10} -> 353"),
    (r"(?<=[0-9A-Z])_(\d+)", r"_{\1}", "8_9 -> 8_{9}"),
    (r"_\{?\((\d+)\)\}?", r"_{\1}", "11010_{(2)} -> 11010_{2}"),
    (r"(?<=[0-9A-Z]) ?(?:\\text\{)? ?\(?(?:in )?(?:base ?\}? ?(\d+|[a-z]+)|(binary|octal"
     r"|hexadecimal))"
     r"\)?\}?$", _base_in_words,
     r"413\text{ (base 5)} -> 413_{5}"),
    # an explanation after the answer goes: `6 \text{ ways, since order matters}`, `7 \text{ (not }
    # 8)`
    (r"(?<=[\w})])(?:,? ?\\text\{ ?,? ?\(? ?|,? ?\( ?(?:\\text\{ ?)?|, ?| )(?:since|because|as"
     r"|where"
     r"|which|with|due to|from|by|at|the|this|that|it|not|i\.e\.|e\.g\.)(?![a-zA-Z])"
     r"(?!.*\b(?:or|if|unless|otherwise)\b).*$", _explanation,
     r"12 \text{ (since } 3\cdot4=12)} -> 12"),
    # ... and so does a parenthesis of words after it: `6 \quad (\text{three choices for each
    # slot})`; not a hedge, a condition or a rounding in words
    (r"(?<=[\w})]) ?\( ?\\text\{([^{}\d]*)\} ?\)$", _words_after,
     r"6 (\text{three choices each}) -> 6"),
    # matrices: all brackets and environments are one kind, `\left[\begin{array}{cc}` too
    (r"\\begin\{(?:[pbB]?matrix|array\}\{[^{}]*)\}", r"\\begin{matrix}",
     r"\begin{array}{cc} -> \begin{matrix}"),
    (r"\\end\{(?:[pbB]?matrix|array)\}", r"\\end{matrix}", r"\end{pmatrix} -> \end{matrix}"),
    # a row break before the end ends no row
    (r"\\\\ ?\\end\{matrix\}", r"\\end{matrix}", r"1\\\end{matrix} -> 1\end{matrix}"),
    (r"^[(\[] ?(\\begin\{matrix\}.*\\end\{matrix\}) ?[)\]]$", _bare_matrix,
     r"(\begin{matrix}1\end{matrix}) -> \begin{matrix}1\end{matrix}"),
    # a column vector is the tuple of its entries: `(-2,3,3)` answers it
    # (and under its name: `\mathbf{v} = \begin{pmatrix}..`)
    (r"^((?:[^=\\]|\\(?!begin))*= ?)?\\begin\{matrix\}((?:(?!\\begin|\\end|&).)*\\\\(?:(?!\\begin|\\end|&).)*)"
     r"\\end\{matrix\}$",
     # (", ": no thousands `53,119`)
     lambda m: (m[1] or "") + "(" + ", ".join(row.strip() for row in m[2].split("\\\\")) + ")",
     r"\begin{matrix}1\\2\end{matrix} -> (1, 2)"),
    # numbers written with words: 2 million, 3 \text{ thousand}
    (r"(\d) ?(?:\\text\{ ?)?(thousand|million|billion) ?\}?", _times_power_of_ten,
     r"2 million -> 2\times10^{6}"),
    # degrees, percent and dollar signs go (`50\%` is 50, as in MATH's references)
    (r"\^ ?\{? ?\\circ ?\}?|\\circ(?![a-zA-Z])|\\(?:text)?degree(?![a-zA-Z])", "", r"90^{\circ} -> 90"),
    (r"\\?%|\\?\$", "", r"\$5\% -> 5"),
    # a parenthesis of words only after the answer explains it, unless it hedges: `9 \text{ (three
    # squared)}`
    (r"(?<=[\w}]) ?(?:\\text\{ ?)?\((?![^)]*\b(?:or|if|unless|otherwise|maybe|perhaps|approx\w*"
     r"|about|roughly)\b)"
     r"[a-zA-Z][a-zA-Z ,'-]+\)\}?$", "", r"9 \text{ (three squared)} -> 9"),
    # a time of day keeps its a.m. or p.m. (see _clock)
    (r"(?i)(?<![\d.:])(?<![\d.:] )(\d{1,2})(?: ?[:.] ?(\d\d))? ?(\\text\{ ?)?([ap])"
     r"\.? ?m\.?(?(3) ?\})(?= ?\}?$)", _meridiem,
     r"2.30 \text{ p.m.} -> 2:30pm"),
    # a number and its unit in one \text: `\text{5 students}` is `5 \text{ students}` (not a hedge:
    # `\text{5 or six}` stays)
    (r"^\\text\{ ?(-?\d+(?:\.\d+)?) ((?![^{}]*\b(?:or|and|if|unless|otherwise|maybe|perhaps|not)\b)"
     r"(?!(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
     r"|sept?(?:ember)?"
     r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b)"
     r"[a-zA-Z][a-zA-Z .]*)\}$", r"\1 \\text{ \2}", r"\text{5 students} -> 5 \text{ students}"),
    # (a number in brackets before its unit is the number: `\left(\tfrac{16}{27}\right)\text{
    # gallons}`)
    (r"^\((-?\\frac\{\d+\}\{\d+\}|-?\d+(?:\.\d+)?)\)(?= ?\\text\{ ?[a-zA-Z])", r"\1",
     r"(\frac{16}{27})\text{ gallons} -> \frac{16}{27}\text{ gallons}"),
    # units after the answer, whatever they are (MATH's convention): words in \text, or the bare
    # ones we know, with their power (`864 \mbox{ inches}^2`)
    (r"(?<=[\w}]) ?(?:\\text\{ ?(?!(?:or|and|if|unless|otherwise|maybe|perhaps"
     r"|not)\b)[a-zA-Z][a-zA-Z .]*(?:/ ?[a-zA-Z]+)?\}"
     r"|(?<![a-zA-Z])" + _UNITS + r")(?:\^\{?\d\}?)? ?\.?$",
     "", r"5.4cents -> 5.4"),
    # a number in words, before its `and` is read as a list: `twenty-one`, `one hundred and five`
    (r"(?i)^(?:\\text\{ ?)?((?:(?:a|an|negative|minus) )?[a-z]+(?:[ -][a-z]+)*) ?\}?$",
     _number_in_words, "twenty-one -> 21"),
    # `and`/`or` between answers make a list; then \text{...} is its content
    # ... but `and` between two bounds of one variable is both at once: `x > -1 \text{ and } x < 1`
    # is `-1 < x < 1` (`x < -1 \text{ and } x > 1` is empty, not a union)
    (r"^([a-zA-Z]) ?(<|>|\\le|\\ge) ?([^<>=,]+?) ?(?:\\text\{ ?and ?\}| and ) ?"
     r"\1 ?(<|>|\\le|\\ge) ?([^<>=,]+)$",
     _both, r"x>-1\text{ and }x<1 -> -1 < x < 1"),
    (r"\\text\{ ?(?:and|or) ?\}| (?:and|or) ", ",", r"1\text{ and }2 -> 1,2"),
    (r"\\text\{([^{}]*)\}", r"\1", r"\text{(C)} -> (C)"),
    # numbers, dates and days in words: `twenty-one`, `three halves`, `June 20^{th}`, `Fri.`
    (r"(?i)^(?:" + _MONTH + r"\.? +(\d{1,2})" + _ORDINAL + r"|(?:the )?(\d{1,2})" + _ORDINAL
     + r" +(?:of )?" + _MONTH + r"\.?)(?:,? (\d{4}))?$", _date, "Sept. 5th -> september 5"),
    (r"(?i)^(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?$", _weekday,
     "Fri. -> friday"),
    # repeating decimals written other ways: 0.(3), 0.\dot{3}, 0.333\ldots (see _ellipsis)
    (r"(\d)\.(\d*)\((\d+)\)", r"\1.\2\\overline{\3}", r"0.58(3) -> 0.58\overline{3}"),
    (r"\\dot\{?(\d)\}?", r"\\overline{\1}", r"0.\dot{3} -> 0.\overline{3}"),
    (r"(?<![\d.])(\d+)\.(\d+) ?(?:\\[lc]?dots|\.\.\.+)", _ellipsis,
     r"0.58333\ldots -> 0.58\overline{3}"),
    # a number's base in words: 4343_{six}
    (r"_\{?(" + "|".join(sorted(_BASES, key=len, reverse=True)) + r")\}?", _base_in_words,
     "4343_{six} -> 4343_{6}"),
    # a word answer with its article or its kind: `an ellipse`, `even function`; a choice with its
    # text
    (r"^(?:an?|the) (?=[a-zA-Z]{2,}(?: [a-zA-Z]+)*$)", "", "an ellipse -> ellipse"),
    (r"^([a-zA-Z]{2,}) (?:function|curve|graph|conic(?: section)?)$", r"\1", "even function -> even"),
    (r"^\(?([A-Z])[.:)] *(?:[a-zA-Z]{2}[a-zA-Z ]*|[-\d.\\][^,()]*)$", r"(\1)", "C: 7 -> (C)"),
    (r"(?i)^(?:option|choice) \(?([A-Z])\)?$", r"(\1)", "Option A -> (A)"),
    # plain-text math, as a base model writes it
    (r"\*\*", "^", "2**10 -> 2^10"),
    (r"(?<![\\a-zA-Z])(?:infinity|inf)(?![a-zA-Z])", r"\\infty", r"-inf -> -\infty"),
    (r"(?<![\\a-zA-Z])(" + _PLAIN + r")(?![a-zA-Z])", r"\\\1", r"3*sqrt(13) -> 3*\sqrt(13)"),
    # \frac with its digits apart, before spaces go: \dfrac 3 8 -> \frac{3}{8}
    (r"\\[dt]?frac\s*(\d)\s+(\d)(?!\d)", r"\\frac{\1}{\2}", r"\dfrac 3 8 -> \frac{3}{8}"),
    # a mixed number written with a space, before spaces go: 7 3/4 -> 7\frac{3}{4}
    (r"^(-?\d+) (\d+)/(\d+)$", r"\1\\frac{\2}{\3}", r"7 3/4 -> 7\frac{3}{4}"),
    # thousands separators, but not inside brackets, where `(1,234)` is a pair; before spaces go,
    # as `1, 234` is a list
    (r"(?<![\d.,(\[^_])[1-9]\d{0,2}(?:,\d{3})+(?![\d,)\]])", _drop_commas, "1,234/2 -> 1234/2"),
    (r"(\\[a-zA-Z]+ ) *(?=[a-zA-Z])| +", _keep_command_space, r"\cot  x + 1 -> \cot x+1"),
    (r"\.$", "", "5. -> 5"),
    # `3, 5, \text{ and } 7`: one comma between items; a stray backslash at the end; `+\infty`
    (r",,+", ",", "3,5,,7 -> 3,5,7"),
    (r"\\+$", "", "5\\ -> 5"),
    (r"(?:^|(?<=[(\[,=]))\+(?=[\d\\.a-zA-Z(])", "", r"(+\infty -> (\infty"),
    # a point's name before its coordinates: P(8,-2)
    (r"^[A-Z]'?(?=\([^()]*,[^()]*\)$)", "", "P(8,-2) -> (8,-2)"),
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
    (r"^([a-zA-Z])\\in\(([^(),]+),([^(),]+)\)$", r"\2<\1<\3", r"x\in(1,3) -> 1<x<3"),
    (r"^[a-zA-Z](?:_\{?\w+\}?)?\\in(?![a-zA-Z])", "", r"x\in[1,2] -> [1,2]"),
    # a function's value bounded on both sides is its range: `5\le m(x)\le 7` is [5,7]
    (r"(?:(?<=\\le)|(?<=<)) ?([a-zA-Z])\(\s?[a-zA-Z]\s?\) ?(?=\\le(?![a-zA-Z])|<)", r" \1", r"5\le m(x)\le 7 -> 5\le m\le 7"),
    # ... and a sum of letters given the set of its values: `x+y\in\{-5,1,4\}` is the list
    (r"^[a-zA-Z](?:_\{?\w+\}?)?(?:[+-][a-zA-Z](?:_\{?\w+\}?)?)+ ?\\in ?(?=\\\{)", "",
     r"x+y\in\{-5,1,4\} -> \{-5,1,4\}"),
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
# numbers, fractions, square roots and pi joined by signs, as most MATH answers are written: no
# rewrite changes them (a digit before \frac would be a mixed number)
_SIMPLE_TERM = r"(?:\d+(?!\\frac)|\\frac\{\d+\}\{\d+\}|\\sqrt\{\d+\}|\\pi)+"
_SIMPLE = re.compile(f"-?{_SIMPLE_TERM}(?:[+-]{_SIMPLE_TERM})*")


def _math_spans(s):
    r"""`The answer is $5$` -> `5`: the contents of $..$, \(..\), \[..\] (joined by commas), words
    around them dropped. Without delimiters, s itself; and s itself when a number stands outside
    them (`12 $ and $13`: dollars that close and reopen the math of the box are stray). One pass
    over the delimiters: linear time."""
    spans = []
    outside = []
    opener = None
    start = 0
    for m in _DELIMITERS.finditer(s):
        token = m[0]
        if token in ("\\\\", "\\$"):
            continue
        if opener is None and token in _CLOSING:
            outside.append(s[start:m.start()])
            opener = token
            start = m.end()
        elif opener is not None and token == _CLOSING[opener]:
            spans.append(s[start:m.start()])
            opener = None
            start = m.end()
    outside.append(s[start:])
    if not spans or any(c.isdigit() for part in outside for c in part):
        return s
    return ",".join(spans)


def normalize(answer):
    """The canonical string of an answer, so that most equal answers compare equal as strings."""
    s = str(answer)
    if not s.isascii():
        s = _plain_unicode(s)
    # one space for each run: every rewrite below then runs in linear time
    s = re.sub(r"\s+", " ", s).strip()
    if len(s) > 2 * MAX_LEN:
        return s  # too long to be an answer: compared as a string, and no rewrite spends time on it
    if _PLAIN_NUMBER.fullmatch(s) or _SIMPLE.fullmatch(s):
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
    """base**exp, refusing values too big to compute in time (2^{2^{100}}) and 0^0 (undefined)."""
    if base == 0 and exp == 0:
        raise ValueError("0^0 is undefined")
    if exp.is_Number and abs(exp) > 1 and not (base.is_Number and abs(base) <= 1):
        bits = 1
        if base.is_Rational:
            bits = max(abs(base.p).bit_length(), abs(base.q).bit_length())
        if abs(float(exp)) * max(bits * 0.302, 1) > MAX_DIGITS:
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
            if op == "/" and e.is_Integer and rhs.is_Integer and rhs != 0:
                e = sympy.Rational(e, rhs)  # `5/4` is a number as written, like \frac{5}{4}
            elif op in ("/", "\\div"):
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
            denominator = self.atom()
            if numerator.is_Integer and denominator.is_Integer and denominator != 0:
                # a number as written, also unevaluated
                return sympy.Rational(numerator, denominator)
            return numerator / denominator
        if t == "\\sqrt":
            # \sqrt[3]{x}: the [3] is read as a group; \sqrt[3]{-8} is -2, the real root
            n = 2
            if self.peek() == "[":
                n = self.atom()
            r = self.atom()
            if r.is_number and r.is_negative:
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

    def _symbol_command(self, t):
        r"""\theta, \pi: a command that is a value, which a bare argument takes (\cos 2\theta)."""
        return t[:1] == "\\" and t[1:] not in _FUNCS and t not in _PRODUCT and t not in (
            "\\frac", "\\sqrt", "\\binom")

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
            while self.peek()[:1].isalnum() or self._symbol_command(self.peek()):
                arg = arg * self.power()
        if base is not None:
            value = sympy.log(arg, base)
        else:
            value = getattr(sympy, _FUNCS[name])(arg)
        if exp == 1:
            return value
        return _pow(value, exp)


def load_sympy():
    """SymPy, loaded on first use (a trainer grading in worker processes never loads it), warmed up
    by one simplify(): its first call imports more of SymPy (units, combinatorics: ~0.5 s of CPU),
    which would otherwise count against the first comparison's TIMEOUT and turn it wrong."""
    global sympy
    if "sympy" in globals():
        return
    import sympy
    x = sympy.Symbol("x")
    sympy.simplify(sympy.cot(x) - sympy.cos(x) / sympy.sin(x))


def to_sympy(s):
    """The SymPy value of one normalized LaTeX expression; ValueError when it can't be read."""
    load_sympy()
    p = _Parser(s)
    e = p.expr()
    if p.peek() or e.has(sympy.nan, sympy.zoo):
        raise ValueError(f"cannot read {s!r} (stopped at {p.peek()!r})")
    return e

# -----------------------------------------------------------------------------
# comparison: string and number checks, then structures, then SymPy


_BASE = re.compile(r"(\d[0-9A-Z]*)_\{?(\d+)\}?")  # a number in another base: 52_8, 4210_{5}
_WORD = re.compile(r"(?<![\\{a-zA-Z])[a-zA-Z]{3,}")  # a word: not a \command, not math like {abc}
# a name on the left of `=`: x, x_1, a_{n}, f(x), (a,b), \theta (not \pi or \infty, which are
# values)
_NAME = "|".join([r"\((?:[a-zA-Z],)+[a-zA-Z]\)",
                  r"[a-zA-Z](?:_\{?\w+\}?|\([a-zA-Z]\))?",
                  r"\\(?!pi(?![a-zA-Z])|infty(?![a-zA-Z]))[a-zA-Z]+"])
_NAME = f"(?:{_NAME})"
_NAMED = re.compile(r"(" + _NAME + r")=([^=]*)")
# a label that names a value without computing it: AB, |AB|, [ACD], \angle A, m\angle B, V_1:V_2,
# (r,\theta), height, f(2), P'; no digits but in subscripts and arguments. An answer may also name
# its value with letters joined by + and - (`a+b = 7`); a reference only with a plain label.
_LABEL_PART = (r"[a-zA-Z]|'|_\{?\w+\}?|_\{\\[a-zA-Z]+\}|\^\{-1\}(?=\()|[\[\]|(),:{}]"
               r"|(?<=[a-zA-Z}])\(-?[\d.]+(?:,-?[\d.]+)*\)"
               r"|\\(?!(?:pi|infty|frac|sqrt|binom|log|ln|exp|cdot|times"
               r"|div)(?![a-zA-Z]))[a-zA-Z]+ ?")
_LABEL = re.compile(f"(?:{_LABEL_PART})+")
_LOOSE_LABEL = re.compile(f"(?:{_LABEL_PART}|[+-]|\\\\frac)+")
_APPLIED = re.compile(r"(?<![\\a-zA-Z])[a-zA-Z]\(")  # a one-letter function applied: f(2)
_RELATION = re.compile(r"<|>|\\le(?![a-zA-Z])|\\ge(?![a-zA-Z])|\\ne(?![a-zA-Z])")
_DECIMAL = re.compile(r"\d\.\d")
_CLOCK = re.compile(r"(\d{1,2}):(\d\d)(?::(\d\d))?(?:([ap])m)?", re.I)
_LISTED = re.compile(r",|\\pm|\\begin|\\cup|\\setminus|[<>]|\\[lg]e(?![a-zA-Z])")
_VARIABLE = re.compile(r"(?<![\\a-zA-Z])[a-df-hj-zA-Z](?![a-zA-Z]"
                       r")")  # a letter, not e or i (constants)


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


def _is_label(side, loose):
    """Whether one side of an equation names a value (AB, \\angle A, x) rather than computes one."""
    label = _LOOSE_LABEL if loose else _LABEL
    return bool(label.fullmatch(side)) and re.search(r"[a-zA-Z]", side) is not None


def _label_key(label):
    r"""A label as a grader compares two: `|AB|`, `\overline{AB}` and `AB` are one length, `m\angle A`
    is `\angle A`, `\text{Area}` is `area`."""
    key = re.sub(r"\\(?:overline|text|operatorname)|[|{} ]|^m(?=\\angle)", "", label)
    return key.lower() if len(key) > 1 and key.isalpha() else key


def _value_of_named(s, other, loose):
    """`x=5`, `AB=5`, `\\angle A = 5` -> `5` when the other answer has no `=`: the left sides name
    the answer (loose: the answer's own `a+b=7` too). Otherwise s."""
    if "=" not in s or "=" in other:
        return s
    sides = _split_top(s, "=")
    if all(_is_label(side, loose) for side in sides[:-1]):
        return sides[-1]
    return s


def _clock(s):
    """`9:24`, `2:30pm`, `14:30`, `4:51:06` -> (seconds after midnight or noon, whether a.m./p.m. or a
    24-hour reading fixes which), or None for anything else."""
    m = _CLOCK.fullmatch(s)
    if not m or int(m[2]) > 59 or int(m[3] or 0) > 59:
        return None
    hour = int(m[1])
    seconds = int(m[2]) * 60 + int(m[3] or 0)
    if m[4]:
        return (hour % 12 + 12 * (m[4].lower() == "p")) * 3600 + seconds, True
    return hour * 3600 + seconds, hour > 12 or hour == 0


def _fast_equal(a, b):
    """Verdict on the normalized answer a and reference b without SymPy, or None when SymPy must
    decide."""
    if not a or not b:
        return False
    if a == b:
        return True
    if "\\emptyset" in (a, b):
        return False  # the empty set is only itself: {\emptyset} is a set with one element
    clocks = [_clock(a), _clock(b)]
    if None not in clocks:
        # a time without a.m. or p.m. is either: 9:24 = 9:24 a.m. = 9:24 p.m., but 9:24 a.m. !=
        # 21:24
        (t, fixed), (u, fixed_too) = clocks
        return t == u or not (fixed and fixed_too) and t % 43200 == u % 43200
    if max(len(a), len(b)) > MAX_LEN or max(_depths(a) + _depths(b)) > MAX_DEPTH:
        return False  # refused before parsing: junk, or nesting that would blow the stack
    if "\\approx" in a + b:
        return None
    a_value = _value_of_named(a, b, loose=True)
    b_value = _value_of_named(b, a, loose=False)
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
    if (x is None) != (y is None):
        # a number against a list, tuple, set, matrix or inequality, or against a polynomial in a
        # variable (\sin^2 x + \cos^2 x is SymPy's to decide): different
        other = b_value if x is not None else a_value
        items = [_as_number(item) for item in other.split(",")]
        if y is not None and len(items) > 1 and None not in items:
            return all(item == y for item in items)  # `5, 5`: the answer lists the value twice
        if "=" not in other and (_LISTED.search(other) or "\\" not in other and _VARIABLE.search(other)):
            return False
    if _WORD.search(a_value.rpartition("=")[2]) or _WORD.search(b_value.rpartition("=")[2]):
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
    items), ('minus', set, removed), ('rel', s), ('approx', exact, decimal), ('eq', sides) or
    ('expr', s)."""
    while s[:1] == "{" and s[-1:] == "}" and min(_depths(s[:-1])) > 0:
        s = s[1:-1]  # braces around the whole answer only group it: {(1,2)} is (1,2)
    approx = _split_top(s, "\\approx")
    if len(approx) == 2:
        return ("approx", approx[0], approx[1])
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
        return ("set", [_item(x) for x in expanded])
    if _top_relations(s):
        return ("rel", s)
    sides = _split_top(s, "=")
    if len(sides) > 1:
        return ("eq", sides)
    return ("expr", s)


def _item(s):
    r"""An item of a list: a set inside it stays a set (`\{1\}` in `\{\{1\}, \{2\}\}`), else as
    _structure reads it."""
    if s.startswith("\\{") and s.endswith("\\}") and min(_depths(s[2:-2]) or [0]) >= 0:
        return ("bset", [_structure(x) for x in _split_top(s[2:-2], ",")])
    return _structure(s)


def _sympy_equal(x, y, tolerant=False):
    """x equals y exactly: their difference is 0, by SymPy's own arithmetic, expand or simplify.
    30-digit values at three points of mixed sign reject most unequal pairs first; they decide
    alone (to RTOL) only where a decimal is involved (tolerant), as a decimal is itself a rounded
    value. Never on closeness alone: 4000000001x is not 4000000000x."""
    d = x - y
    if d == 0:
        return True
    if d.is_Number:
        return False
    points = []
    for j in range(3 if d.free_symbols else 1):
        # mixed signs, never 0 or 1
        point = {v: sympy.Rational((-1) ** (j + k) * (17 + 13 * j + 7 * k), 11)
                 for k, v in enumerate(sorted(d.free_symbols, key=str))}
        points.append(point)
    values = [[abs(sympy.N(e.subs(p), 30)) for e in (d, x, y)] for p in points]
    if all(v.is_number and v.is_finite for row in values for v in row):  # else undefined at a point
        if not all(bool(dv <= RTOL * max(xv, yv)) for dv, xv, yv in values):
            return False
        if tolerant:
            return True
    return sympy.expand(d) == 0 or sympy.simplify(d) == 0


def _relations(s):
    """`0<x\\le 5` -> the SymPy relations [0 < x, x <= 5]."""
    signs = _top_relations(s)
    ends = [0] + [m.end() for m in signs]
    starts = [m.start() for m in signs] + [len(s)]
    sides = [to_sympy(s[i:j]) for i, j in zip(ends, starts)]
    build = {"<": sympy.Lt, ">": sympy.Gt, "\\le": sympy.Le, "\\ge": sympy.Ge, "\\ne": sympy.Ne}
    return [build[m[0]](sides[k], sides[k + 1]) for k, m in enumerate(signs)]


def _as_set(p, pair_is_interval):
    """The set of reals that structure p describes (an inequality in one variable, an interval, a
    union, a difference, a finite set), or None. A pair `(a, b)` of finite numbers is read as the
    open interval only when pair_is_interval: alone, it may as well be a point."""
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
        if p[1] == "()" and all(e.is_finite for e in ends) and not pair_is_interval:
            return None
        return sympy.Interval(ends[0], ends[1], left_open=p[1][0] == "(", right_open=p[1][1] == ")")
    if p[0] == "union" or _inequalities(p):
        parts = [_as_set(q, True) for q in p[1]]
        if None in parts:
            return None
        return sympy.Union(*parts)
    if p[0] == "minus":
        whole = _as_set(p[1], True)
        removed = _as_set(p[2], True)
        if whole is None or removed is None:
            return None
        return sympy.Complement(whole, removed)
    if p[0] in ("set", "expr"):
        items = p[1] if p[0] == "set" else [p]
        if any(item[0] != "expr" for item in items):
            return None
        return sympy.FiniteSet(*[to_sympy(item[1]) for item in items])
    return None


def _same_set(p, q, rules):
    """Inequalities, intervals, unions and differences: the same set of reals. The answer's pair
    `(a, b)` may answer an inequality; the reference's pair is an interval only when the problem
    asks for interval notation (else `-2 < x < 1` would answer the point `(-2, 1)`)."""
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
    x = _as_set(p, True)
    y = _as_set(q, "interval" in rules or "inequality" in rules)
    if x is None or y is None:
        return False
    return bool(x == y) or x.symmetric_difference(y).is_empty is True


def _one_sided(s):
    """`a < b` -> (a - b, '<'), `a \\ge b` -> (b - a, '\\le'): one relation as `d < 0` or `d <= 0`;
    None for a chain or a relation in one variable (compared as sets)."""
    relations = _relations(s)
    if len(relations) != 1 or len(relations[0].free_symbols) < 2 or isinstance(relations[0], sympy.Ne):
        return None
    r = relations[0]
    if isinstance(r, (sympy.StrictLessThan, sympy.StrictGreaterThan)):
        kind = "<"
    else:
        kind = "\\le"
    return (r.lts - r.gts, kind)


def _factors(s):
    r"""How many factors the expression s is written as, counting powers and numbers other than
    +-1 (`3(x-1)^2(x+2)`: 4; `3x^2-9x+6`: 1), read without SymPy's automatic evaluation."""
    with sympy.evaluate(False):
        e = to_sympy(s)

    def count(e):
        if e.is_Mul:
            return sum(count(f) for f in e.args)
        if e.is_Pow and e.exp.is_Integer:
            return abs(int(e.exp)) * count(e.base)
        if e.is_Number:
            return int(abs(e) != 1)
        return 1

    return count(e)


def _common_factor_left(s):
    r"""Whether a factor of s, as written, still has a whole number common to its coefficients:
    `5(9x+6)` (3 in `9x+6`), not `15(3x+2)`: factoring is not done."""
    with sympy.evaluate(False):
        e = to_sympy(s)
    factors = _operands(e, "is_Mul") if e.is_Mul else [e]
    for f in factors:
        base = f.as_base_exp()[0]
        if base.is_Add and base.free_symbols:
            content = sympy.factor_terms(base).as_coeff_Mul()[0]
            if content.is_Integer and abs(content) > 1:
                return True
    return False


_SET_KINDS = ("rel", "minus", "union", "seq")


def _inequalities(p):
    """`x \\le -1, x \\ge 3` (from `x \\le -1 \\text{ or } x \\ge 3`): inequalities listed, meaning
    their union."""
    return p[0] == "set" and all(item[0] == "rel" for item in p[1])


def _match(p, q, rules=()):
    """Whether answer structure p equals reference structure q: the same kind, elements equal in
    order (seq) or in any order (set, union); inequalities, intervals and differences as sets; a few
    kinds match another kind. rules: what the problem asks for (see problem_rules)."""
    try:
        if "approx" in (p[0], q[0]):
            return _match_approx(p, q, rules)
        if "rel" in (p[0], q[0]) or "minus" in (p[0], q[0]) or _inequalities(p) or _inequalities(q):
            if all(s[0] in _SET_KINDS or _inequalities(s) for s in (p, q)):
                return _same_set(p, q, rules)
            return False
        if p[0] != q[0]:
            return _match_kinds(p, q, rules)
        if p[0] == "expr":
            return _same_expression(p[1], q[1], rules)
        if p[0] == "eq":
            return _same_equation(p[1], q[1], rules)
    except Exception:  # unreadable or undefined; the strings were already compared
        return False
    if p[0] == "labels":
        values = dict(zip(p[1], p[2]))
        if sorted(p[1]) != sorted(q[1]):
            return False
        return all(_match(values[name], value, rules) for name, value in zip(q[1], q[2]))
    if p[0] == "seq":
        if p[1] != q[1] or len(p[2]) != len(q[2]):
            return False
        return all(_match(a, b, rules) for a, b in zip(p[2], q[2]))
    if "multiplicity" in rules or len(set(map(repr, q[1]))) < len(q[1]):
        # the reference repeats an item (a double root) or the problem counts multiplicity: every
        # item as often; greedy matching is exact, as equality is transitive
        left = list(q[1])
        for a in p[1]:
            j = next((j for j, b in enumerate(left) if _match(a, b, rules)), None)
            if j is None:
                return False
            left.pop(j)
        return not left
    # sets: the same items, an answer's repeated item once (a solution set listing a tuple twice)
    p_in_q = all(any(_match(a, b, rules) for b in q[1]) for a in p[1])
    return p_in_q and all(any(_match(a, b, rules) for a in p[1]) for b in q[1])


def _tolerant(reference, rules):
    """Whether a decimal is involved: the reference is written with one, or the problem asks for
    one."""
    return "decimal" in rules or _DECIMAL.search(reference) is not None


def _same_expression(x, y, rules):
    """Two expressions: equal exactly (see _sympy_equal); where the problem says "factor", the answer
    written as at least as many factors as the reference."""
    if "\\infty" in x + y:
        # SymPy's infinity absorbs: 2\infty and \infty+1 are \infty. Only as written.
        return x == y
    if x != y and not _sympy_equal(to_sympy(x), to_sympy(y), _tolerant(y, rules)):
        return False
    if "factor" in rules and _factors(y) > 1:
        if _irrational_parts(x) - _irrational_parts(y):
            # factored further than the reference, over the complex numbers or with radicals
            return False
        left = _common_factor_left(x) and not _common_factor_left(y)
        return _factors(x) >= _factors(y) and not left
    if ("simplify" in rules or "expand" in rules) and _leftover(x) > _leftover(y):
        return False
    if "simplify" in rules and _common_content(x) and not _common_content(y):
        return False  # `\frac{12x^5}{6}`: a number left to cancel between top and bottom
    return True


def _irrational_parts(s):
    """Which of the imaginary unit and a radical the expression s has: `(x-2-3i)(x-2+3i)` {"i"},
    `(x-\\sqrt2)(x+\\sqrt2)` {"radical"}."""
    expr = to_sympy(s)
    parts = {"i"} if expr.has(sympy.I) else set()
    if any(p.exp.is_Rational and not p.exp.is_Integer for p in expr.atoms(sympy.Pow)):
        parts.add("radical")
    return parts

def _leftover(s):
    r"""How much simplification s, as written, leaves to do: each operation on numbers alone that
    gives a rational number (`2 \cdot 3`, `10^3`, `\log_2 64`, `\binom{10}{3}`, `\sqrt{4}`), each
    product with two numbers or a base twice (`(3x^2)(2x^3)`), and a common factor of a numerator and
    its denominator (`\frac{x^2-9}{x-3}`). A sign, a denominator (`\frac{x}{2}`) or an irrational
    number (`\frac{\sqrt2}{2}`) is simplified."""
    with sympy.evaluate(False):
        written = to_sympy(s)
    left = _undone(written)
    numerator, denominator = sympy.fraction(to_sympy(s))
    if denominator.free_symbols and not sympy.gcd(numerator, denominator).is_number:
        left += 1
    return left


def _operands(e, kind):
    """The operands of a product or a sum (kind "is_Mul" or "is_Add"), through nested ones of the
    same kind, as an unevaluated parse leaves them."""
    operands = []
    stack = list(e.args)
    while stack:
        operand = stack.pop()
        if getattr(operand, kind):
            stack.extend(operand.args)
        else:
            operands.append(operand)
    return operands


def _undone(e):
    """The operations of the unevaluated expression e left to carry out (see _leftover)."""
    if e.is_Atom:
        return 0
    if e.is_number and not e.is_Mul:
        # numbers alone: done when a sign, a denominator, or not rational
        signed = e.is_Mul and len(e.args) == 2 and -1 in e.args and any(a.is_Number for a in e.args)
        denominator = e.is_Pow and e.exp == -1 and e.base.is_Integer
        return int(not (signed or denominator) and e.doit().is_Rational)
    left = 0
    if e.is_Mul:
        # the factors of a product, through nested products: two numbers, or a base twice
        factors = _operands(e, "is_Mul")
        # bases that could combine: a variable's, or a number's to a whole power (`7\sqrt7/7`)
        bases = [f.as_base_exp()[0] for f in factors if not f.is_number or f.as_base_exp()[1].is_Integer]
        numbers = sum(f.is_Number and f != -1 for f in factors)
        left += numbers > 1 or len(set(bases)) < len(bases)
        return left + sum(_undone(f) for f in factors)
    if e.is_Add:
        # the terms of a sum, through nested sums: like terms (`2x^2+6x-x-3`), or two numbers
        terms = _operands(e, "is_Add")
        monomials = [t.as_coeff_Mul()[1] for t in terms]
        left += len(set(monomials)) < len(monomials)
        return left + sum(_undone(t) for t in terms)
    return left + sum(_undone(a) for a in e.args)


def _named_value(sides, loose, rules):
    """The value an equation names: its last side that is not a label, when every other side is a
    label (`AB = 5`, `3 = k`) or that same value (`P = 6 \\cdot 7 = 42`, `\\frac12 = 0.5`); None for
    `3 = 5` (two values, a hedge), `x+1 = 5` or `x = y`."""
    values = [side for side in sides if not _is_label(side, loose)]
    if len(sides) > 2 and values and _is_label(sides[0], loose) and not _VARIABLE.search(values[-1]):
        # after the label, a formula in letters on the way to a number is a step:
        # `x = \frac{-b}{2a} = 3`
        values = [side for side in values if not _VARIABLE.search(side)]
    if not values or any(not _same_expression(side, values[-1], rules) for side in values[:-1]):
        return None
    return values[-1]


def _match_kinds(p, q, rules):
    """Structures of two kinds that can still be equal: `x=5` and `5`, `0.56=56` and `56`,
    `p=6,q=31` and `(6,31)`."""
    if p[0] == "eq":
        value = _named_value(p[1], True, rules)
        if value is not None:
            return _match(_structure(value), q, rules)
        return q[0] == "expr" and _percent_both_ways(p[1], q[1], rules)
    if q[0] == "eq":
        value = _named_value(q[1], False, rules)
        if value is not None:
            return _match(p, _structure(value), rules)
        return p[0] == "expr" and _percent_both_ways(q[1], p[1], rules)
    if p[0] == "labels" and q[0] == "seq" and q[1] == "()":
        return len(p[2]) == len(q[2]) and all(_match(a, b, rules) for a, b in zip(p[2], q[2]))
    if p[0] == "set" and q[0] == "expr":
        return all(_match(item, q, rules) for item in p[1])  # `5, 5` or `5 \pm 0` writes 5 twice
    if q[0] == "labels" and p[0] == "seq" and p[1] == "()":
        return len(p[2]) == len(q[2]) and all(_match(a, b, rules) for a, b in zip(p[2], q[2]))
    return False


def _percent_both_ways(sides, value, rules):
    r"""`0.56 = 56\%` (56 once the sign is dropped) writes one value as a fraction and as a percent:
    either side matches it."""
    if len(sides) != 2:
        return False
    lhs = to_sympy(sides[0])
    rhs = to_sympy(sides[1])
    if lhs.free_symbols or rhs.free_symbols:
        return False
    if not (_sympy_equal(100 * lhs, rhs) or _sympy_equal(lhs, 100 * rhs)):
        return False
    tolerant = _tolerant(value, rules)
    value = to_sympy(value)
    return _sympy_equal(lhs, value, tolerant) or _sympy_equal(rhs, value, tolerant)


def _same_equation(p, q, rules):
    """Equations with variables: equal up to a nonzero constant factor (y=2x+3 <=> 2x-y+3=0), and
    with factor 1 where the problem fixes the scale (A > 0, gcd 1). Two equations that both name a
    value with a label (`|AB| = 1`, `AB = 1`) compare the values; without variables, the same two
    values in either order (0=1 != 0.56=56)."""
    named = [re.fullmatch(_NAME, sides[0]) for sides in (p, q)]
    labelled = _is_label(p[0], False) and _is_label(q[0], False)
    if labelled and (len(p) > 2 or len(q) > 2 or not any(named)):
        if _label_key(p[0]) != _label_key(q[0]):
            # `\cos x = \frac{42}{59}` names another value than `\sin x = \frac{42}{59}`
            return False
        p_value = _named_value(p, False, rules)
        q_value = _named_value(q, False, rules)
        return p_value is not None and q_value is not None and _match(
            _structure(p_value), _structure(q_value), rules)
    if len(p) != 2 or len(q) != 2:
        return False
    d = to_sympy(p[0]) - to_sympy(p[1])
    e = to_sympy(q[0]) - to_sympy(q[1])
    if d.free_symbols or e.free_symbols:
        if "scale" in rules:
            return _sympy_equal(d, e)
        ratio = sympy.cancel(d / e)
        return _sympy_equal(d, e) or bool(ratio.is_number and ratio != 0 and ratio.is_finite)
    in_order = _same_expression(p[0], q[0], rules) and _same_expression(p[1], q[1], rules)
    swapped = _same_expression(p[0], q[1], rules) and _same_expression(p[1], q[0], rules)
    return in_order or swapped


def _match_approx(p, q, rules):
    r"""`\frac{14}{3} \approx 4.67`: a value and its rounding, which must agree (`7 \approx 4.67` is two
    answers). Its exact part is the answer, unless the problem asks for a decimal; its decimal is,
    where a decimal is involved (see _tolerant). A label may stand for the value: `x \approx 4.67`."""
    if q[0] == "approx":
        q = _structure(q[1])  # a reference's approximation is not its answer
    if p[0] != "approx":
        return _match(p, q, rules)
    exact = _structure(p[1])
    value = p[1]
    if exact[0] == "eq":
        value = _named_value(exact[1], True, rules)
    if value is None or not _rounds_to(value, p[2]):
        return False
    if "decimal" not in rules and _match(exact, q, rules):
        return True
    return q[0] == "expr" and _tolerant(q[1], rules) and _same_expression(p[2], q[1], rules)


def _rounds_to(value, decimal):
    """Whether the expression value rounds to the decimal as written (`\frac{14}{3}`, `4.67`); a label
    (`x`) rounds to anything."""
    if _is_label(value, True):
        return True
    if not _PLAIN_NUMBER.fullmatch(decimal):
        return False
    digits = decimal.partition(".")[2]
    error = abs(sympy.N(to_sympy(value) - sympy.Rational(decimal), 30))
    return bool(error <= sympy.Rational(1, 2 * 10 ** len(digits)))

# -----------------------------------------------------------------------------
# time limits: a CPU-time alarm in-process, and worker processes that are killed when they overrun


class _Timeout(BaseException):
    """Raised by the alarm; a BaseException so that SymPy's `except Exception` can't swallow it."""


def _on_alarm(signum, frame):
    raise _Timeout()


def _limited(a, b, timeout, rules=()):
    """Whether normalized answer a matches normalized reference b under the problem's rules; False
    past `timeout` seconds of CPU time or on any error. CPU time, not wall time, so that a verdict
    does not depend on how busy the machine is. It counts all threads of this process: grade in
    workers (as the trainer does) when others are busy."""
    if not hasattr(signal, "SIGPROF") or threading.current_thread() is not threading.main_thread():
        # alarms reach only the main thread; a process can be killed
        return _pool_equal([(a, b, tuple(rules))], 1, timeout)[0]
    load_sympy()  # before the alarm starts: the first import and simplify() take ~1 s
    old = signal.signal(signal.SIGPROF, _on_alarm)
    try:
        try:
            signal.setitimer(signal.ITIMER_PROF, max(timeout, 1e-3))  # 0 would mean no limit
            return _match(_structure(a), _structure(b), rules)
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
    """_limited on pair (answer, reference, rules) in worker w, killed if it overruns (C code ignores
    alarms) and replaced when next needed."""
    p = _workers[w]
    if p is None or p.poll() is not None:
        p = _start_worker()
        _workers[w] = p
    # a wall-clock deadline for C code that ignores the CPU-time alarm, with room for a busy machine
    killer = threading.Timer(2 * timeout + 1, p.kill)
    killer.start()
    try:
        p.stdin.write(json.dumps([pair[0], pair[1], timeout, pair[2]]).encode() + b"\n")
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
    """_limited on each (answer, reference, rules), over `workers` processes, each fed by its own
    thread."""
    n = max(1, min(workers, len(pairs)))

    def stripe(w):
        return [_ask(w, pair, timeout) for pair in pairs[w::n]]

    with _workers_lock, concurrent.futures.ThreadPoolExecutor(n) as threads:
        _workers.extend([None] * (n - len(_workers)))
        stripes = list(threads.map(stripe, range(n)))
    return [stripes[i % n][i // n] for i in range(len(pairs))]

# -----------------------------------------------------------------------------
# forms: what a problem asks of the form of its answer, as MATH states it


# (rule, the problem's words that ask for it). A rule binds only where the reference has that form.
_ASKS = [
    # a decimal: a plain number, not 57/160 or 4 1/2 (and then a decimal may round an exact value)
    ("decimal", r"\bdecimals?\b|\bnearest\s+(?:\w+\s+)?(?:tenth|hundredth|thousandth|whole|integer|cent|dollar"
                r"|percent|degree)|\bround(?:ed)?\s+(?:to|off|your)|significant\s+(?:figures?"
                r"|digits?)"),
    # a common fraction: no decimal, no mixed number, in lowest terms
    ("fraction", r"common\s+fraction|lowest\s+terms|reduced\s+fraction|(?:simplest|reduced)\s+fractional\s+form"
                 r"|\bin\s+fraction(?:al)?\s+form"
                 r"|(?:as|in|to|into)\s+an?\s+(?:(?:proper|improper|simplified|reduced|single"
                 r"|simple)\s+(?:or\s+(?:proper|improper)\s+)?)?fraction\b"),
    ("mixed", r"mixed\s+number"),
    ("letter", r"\b(?:type|enter|give|write|using|with|put)\s+(?:only\s+)?(?:the|a|your)\s+(?:\w+\s+)?letter"
               r"|\b(?:as|with|using)\s+(?:one\s+of\s+)?\(?A\)?,\s*\(?B\)?,?\s*(?:or\s+)?\(?C\)?"
               r"\b"),
    # digits: 256, not 2^8
    ("integer", r"\b(?:as|to)\s+an\s+integer\b|\bin\s+integer\s+form|\bas\s+a\s+(?:positive|negative|whole)\s+(?:integer|number)\b"),
    # simplest (radical) form: no decimal, square-free radicands, no radical in a denominator
    ("radical", r"simplest\s+(?:radical\s+)?form|simplified\s+radical|radical\s+form|square[- ]?free"
                r"|divisible\s+by\s+(?:the\s+square\s+of|(?:any|a)\s+(?:perfect\s+)?square)"),
    ("factor", r"^\W*factor\b|(?<!scale\s)(?<!common\s)(?<!prime\s)(?<!conversion\s)(?<!integrating\s)\bfactor\s+"
               r"(?:the|completely|fully|each|over|\$)|\bcompletely\s+factor"
               r"|\bfactored\s+form"),
    ("interval", r"interval\s+notation|as\s+an\s+interval|union\s+of\s+intervals"),
    # an inequality to solve: its answer is a set of numbers, so `(-3,2)` is an interval, not a
    # point
    ("inequality", r"\bsolve\b[^.?]*\binequalit|\binequalit\w*[^.?]*\bsolve"),
    # a stated normalisation of an equation: `A > 0`, gcd 1, monic
    ("scale", r"\\gcd|\bgcd\b|greatest\s+common\s+divisor|\b[A-Z]\s*>\s*0|leading\s+coefficient|\bmonic\b"),
    ("multiplicity", r"multiplicit|as\s+many\s+times|repeated\s+roots?"),
    # a product or power multiplied out: no brackets, no variable in a denominator
    ("expand", r"\bexpand|\bmultiply\s+out|\bexpanded\s+form|\bas\s+a\s+polynomial\b"
               r"|\bin\s+the\s+form\W{0,3}(?:[a-z]\s*=\s*)?a\s*[a-z]"
               r"\^\{?\d\}?\s*\+\s*b\s*[a-z]"  # 'in the form "$ax^2+bx+c$"'
               # ... and a sum of radicals: "in the form $a + b\sqrt{c}$" (not `4(2-\sqrt{2})`)
               r"|\bin\s+the\s+form\W{0,3}(?:[a-z]\s*=\s*)?[a-z](?:\\sqrt\{?[a-z]\}?)?\s*[+-]"
               r"\s*[a-z]?\s*\\sqrt"),
    # a power asked: "Express your answer in the form $a^b$"
    ("power", r"\bin\s+the\s+form\W{0,3}a\^\{?b\}?|\b(?:express|write|give)\w*\s+(?:\w+\s+){0,4}(?:in|using)\s+exponential\s+notation"
              # (not "you can enter it using exponential notation")
              r"|\b(?:should|must)\s+use\s+exponential\s+notation"),
    # a list in the order asked: "from the greatest to the least", "in increasing order"
    ("ordered", r"\b(?:greatest|largest|highest|biggest|least|smallest|lowest)\s+to\s+(?:the\s+)?(?:greatest|largest|highest|biggest"
                r"|least|smallest|lowest)\b|\b(?:increasing|decreasing|ascending"
                r"|descending)\s+order\b"),
    # a+bi: no trigonometric or exponential form, no power or product left to carry out
    ("rectangular", r"rectangular\s+form|\ba\s*\+\s*bi\b|\ba\s*\+\s*b\s*i\b"),
    ("standard", r"standard\s+form"),  # a+bi for a complex number
    ("rationalize", r"rationali[sz]|rational\s+denominator"),
    # re^{i\theta}: the answer keeps an exponential or trigonometric form where the reference has
    # one
    ("polar", r"polar\s+form|exponential\s+form|form\s+\$?r\s*e\^"),
    # simplified or evaluated: no operation on numbers left to carry out (12/18, \log_2 64, 3 \cdot
    # 2x), no factor left to cancel, square-free radicands
    ("simplify", r"\bsimplif|\bsimplest\b|\bcompute\b|\bevaluate\b|\bcalculate\b"),
    ("scientific", r"scientific\s+notation"),
    # an order the problem asks for: of a list's values ("in increasing order"), of a polynomial's
    # terms ("with terms in order of decreasing degree")
    ("increasing", r"\b(?:increasing|ascending)\s+(?:order|degree)|\bfrom\s+(?:least|smallest|lowest)\s+to"
                   r"|\bdegrees?\s+(?:of\s+the\s+terms\s+)?in\s+(?:increasing|ascending)\s+order"),
    ("decreasing", r"\b(?:decreasing|descending)\s+(?:order|degree)|\bfrom\s+(?:greatest|largest|highest)\s+to"
                   r"|\bdegrees?\s+(?:of\s+the\s+terms\s+)?in\s+(?:decreasing|descending)\s+order"),
    # a line solved for y: `y = mx + b`, not `2x + y = 1`
    ("slope", r"slope[- ]intercept\s+form|form\s+[\"“'`]*\$?y\s*=\s*mx\s*\+\s*b"),
    # an equation with 0 on its right, as the form given: "in the form \[Ax + By + Cz + D = 0,\]"
    ("zero_right", r"\bin\s+the\s+form\s*[\s$\\\[(]*[^$\]\n.]{1,60}?=\s*0\b"),
    # factors in an order the form fixes: "in the form $(ax^2+bx+c)(dx^2+ex+f)$, with $a<d$"
    ("factor_order", r"\bin\s+the\s+form\s*\$?\([^$]*\)\s*\([^$]*\)\$?,?\s*(?:with|where)"
                     r"\s+\$?[a-z]\s*<\s*[a-z]"),
    # one fraction, as the form given: "in the form $\frac{a \sqrt{b} - c}{d}$" (not `\frac32(\sqrt2-1)`)
    ("one_fraction", r"\bin\s+the\s+form\s*\$\s*\\[dt]?frac\{[^$]*\}\s*[,.]?\s*\$"),
    # no absolute value left: "Write your answer ... without any absolute value signs"
    ("no_abs", r"\bwithout\s+(?:any\s+|using\s+)?absolute[- ]value"),
    # one function of a simple argument, as the problem says: "The answer will be a trigonometric
    # function of some simple function of $x$" (`\sin 3x`, not `3\sin x - 4\sin^3 x`)
    ("one_function", r"\banswer\s+will\s+be\s+a\s+(?:trigonometric\s+)?function\s+of"),
    # the answer in base 10: `12_6` is a numeral of base 6, not the 12 asked for
    ("base10", r"\bin\s+base[- ]?(?:10|ten)\b|\bas\s+an?\s+base[- ]?(?:10|ten)\b"
               r"|\bbase[- ]?(?:10|ten)\s+answer"),
]
_ASKS = [(rule, re.compile(words, re.I)) for rule, words in _ASKS]


# Units a problem may fix, by kind: an answer in another unit of the same kind is wrong. The
# problem fixes one by asking "how many minutes", "in square feet", "how far, in miles".
_UNIT_KINDS = {
    "time": {"second": "s|secs?|seconds?", "minute": "mins?|minutes?", "hour": "h|hrs?|hours?",
             "day": "days?", "week": "weeks?", "month": "months?", "year": "yrs?|years?"},
    "length": {"millimeter": "mm|millimet(?:er|re)s?", "centimeter": "cm|centimet(?:er|re)s?",
               "meter": "m|met(?:er|re)s?", "kilometer": "km|kilomet(?:er|re)s?",
               "inch": "in|inch(?:es)?", "foot": "ft|feet|foot", "yard": "yds?|yards?",
               "mile": "mi|miles?", "furlong": "furlongs?"},
    "money": {"dollar": r"dollars?|\\?\$", "cent": "cents?|\u00a2", "lira": "lira|lire", "euro": "euros?|\u20ac",
              "yen": "yen", "peso": "pesos?", "rupee": "rupees?", "franc": "francs?", "yuan": "yuan"},
    "angle": {"degree": r"degrees?|deg|\^\\circ|\\circ|\u00b0", "radian": "rad|radians?"},
    "mass": {"gram": "g|grams?", "kilogram": "kg|kilograms?", "pound": "lbs?|pounds?",
             "ounce": "oz|ounces?"},
    "volume": {"liter": "l|lit(?:er|re)s?", "milliliter": "ml|millilit(?:er|re)s?",
               "gallon": "gal|gallons?", "cup": "cups?", "quart": "qts?|quarts?",
               "pint": "pts?|pints?"},
}
_UNIT_NAMES = [(kind, unit, re.compile(spelled, re.I)) for kind, units in _UNIT_KINDS.items()
               for unit, spelled in units.items()]
_ASKED_UNIT = re.compile(r"\b(?:how\s+many|number\s+of|in|measured\s+in|expressed\s+in)\s+"
                         r"(?:square\s+"
                         r"|cubic\s+)?([a-z]{2,}|\\\$)\b", re.I)
_MEASURED = re.compile(r"(?:\d\$?\s*(?:\\[,;:! ]|~|\s)*(?:\\(?:text|mathrm|mbox|textrm)\s*\{\s*)?|"
                       r"\b(?:cubic|square)\s+"
                       r"|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven"
                       r"|twelve)-)([a-zA-Z]{2,})\b")
# ... and whether it is a unit of area or volume: `square inches`, `\text{cm}^2`
_POWER_UNIT = re.compile(r"\b(?:square|sq|cubic)\b|\^\s*\{?\s*[23]|[\u00b2\u00b3]", re.I)
# the unit an answer ends with: `20 \text{ hours}`, `48 \text{ ft}^2`, `5\,\mathrm{cm}`, `120^\circ`
_ANSWER_UNIT = re.compile(r"(?:(?<=[\d}])|(?<=\\pi))\s*(?:\\[,;:! ]|~|\s)*(?:\\(?:text|mathrm|mbox"
                          r"|textrm)\s*\{\s*)?"
                          r"(?:square\s+|sq\.?\s+|cubic\s+)?"
                          r"([a-zA-Z]+|\^\s*\{?\s*\\circ\s*\}?|\u00a2|\u00b0)"
                          # (a rate: `25\ \text{furlongs per day}`, `3 \text{ m/s}`)
                          r"(?:\s+per\s+[a-zA-Z]+|\s*/\s*[a-zA-Z]+)?"
                          r"\.?\s*\}?(?:\^\s*\{?\d\}?)?\s*\.?\s*$")
# functions of one family: an answer that names one the question does not ask about (`\cos A = ...`
# where it asks for `\sin A`) names another value
_FAMILIES = [("sin", "cos", "tan", "cot", "sec", "csc"), ("gcd", "lcm"), ("max", "min")]
# (not "Give your answer in terms of $a$", which says how to write it)
_QUESTION = re.compile(r"\b(?:find|compute|determine|evaluate|calculate|what\s+is|what's"
                       r"|solve\s+for|(?<![a-z]\s)give(?!\s+(?:your|the)\s+answer)"
                       r"|(?:what|which|for\s+what|for\s+which)\s+(?:\w+\s+)?values?\s+of)\b",
                       re.I)
_FUNCTION = re.compile(r"\\(?:operatorname\{)?(sin|cos|tan|cot|sec|csc|gcd|lcm|max"
                       r"|min)(?![a-zA-Z])")
# the options of a multiple-choice problem: "(A) 4 \quad (B) 6", or one per line "B. 14"
_OPTION = re.compile(r"(?:\(([A-H])\)|(?:^|\n)[ \t]*([A-H])[.)])[ \t]*")
_MATH_SPAN = re.compile(r"\$\$?([^$]+)\$\$?|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.S)


def problem_rules(problem):
    """The forms a problem's text asks of its answer (see _ASKS), as a tuple of rule names; () when
    there is no problem text."""
    if not isinstance(problem, str):
        return ()
    return tuple(rule for rule, words in _ASKS if words.search(problem))


def _written(s):
    r"""An expression as written, up to LaTeX spelling (`\dfrac 34` is `\frac{3}{4}`) but not up to
    value (`1.\overline{27}` is not `\frac{14}{11}`): to tell a restated expression."""
    s = re.sub(r"\s+|\$|\\[,!;: ]|\\(?:left|right)(?![a-zA-Z])", "", str(s))
    s = re.sub(r"\\[dtc](frac|binom)", r"\\\1", s).replace("{,}", ",")
    s = re.sub(r"\\(frac|sqrt)(\d)", r"\\\1{\2}", s)
    s = re.sub(r"(\\frac\{[^{}]*\})(\d)", r"\1{\2}", s)
    while s[:1] == "{" and s[-1:] == "}" and min(_depths(s[:-1]) or [0]) > 0:
        s = s[1:-1]
    return s


def _unit(word):
    """(kind, unit) of a unit as written, or None."""
    for kind, unit, spelled in _UNIT_NAMES:
        if spelled.fullmatch(word):
            return kind, unit
    return None


def _read_problem(problem):
    """What a problem's text fixes of its answer: the forms it asks for (rules), the units it asks in,
    its options (letter -> normalized text), the expressions it gives (as written, see _written),
    and the functions its question names; nothing without a problem."""
    if not isinstance(problem, str):
        return _NO_PROBLEM
    facts = {"rules": problem_rules(problem), "units": set(), "measured": set(), "options": {}, "option_words": {}, "given": set(),
             "asked": set(), "percent": _PERCENT.search(problem) is not None,
             "count": re.search(r"\b(?:number\s+of|how\s+many)\b", problem, re.I) is not None}
    if len(problem) > 20 * MAX_LEN:
        return facts
    for m in _ASKED_UNIT.finditer(problem):
        word = m[1]
        if len(word) >= 3 or word.lower() in ("cm", "mm", "km", "ft", "kg", "ml", "\\$"):
            facts["units"].add(_unit(word))
    facts["units"].discard(None)
    # the units its numbers are given in: "a base measuring $6$ cm", `27\,\text{cm}^2`, "5 feet"
    facts["measured"] = {_unit(m[1]) for m in _MEASURED.finditer(problem) if m[1].lower() != "in"} - {None}
    marks = list(_OPTION.finditer(problem))
    letters = [m[1] or m[2] for m in marks]
    # the options are the last run of marks reading A, B, C, ... (figure code may name points `(A)`
    # before)
    first = max([i for i, letter in enumerate(letters) if letter == "A"], default=0)
    marks, letters = marks[first:], letters[first:]
    if len(marks) >= 2 and letters == list("ABCDEFGH"[:len(marks)]):
        ends = [m.start() for m in marks[1:]] + [len(problem)]
        for m, letter, end in zip(marks, letters, ends):
            text = problem[m.end():end].split("\n")[0]
            text = re.sub(r"\\q?quad|\\[,;! ]|\$", " ", text).strip(" .,;")
            # what is left of the option's wrappers: `\textbf{(A) } 4 \qquad\textbf{`
            text = re.sub(r"^\}\s*|\\(?:text\w*|math\w*)\{\s*$", "", text).strip(" .,;")
            while text.endswith("}") and text.count("}") > text.count("{"):
                text = text[:-1].strip(" .,;")  # the wrapper's brace closing after it: `\mathrm{(B) \ 8 }`
            facts["options"][letter] = normalize(text)
            facts["option_words"][letter] = _words_of(text)
    for m in _MATH_SPAN.finditer(problem):
        span = m[1] or m[2] or m[3]
        if len(span) <= MAX_LEN:
            # the sentence's punctuation inside the math is not the expression's: `$x,$`
            facts["given"].add(_written(span).rstrip(",.;:?"))
    # the quantities the question names in its math, not its equations: "If $\sin\theta = \frac35$,
    # find $\cos\theta$" (`\cos\theta`), "what is $y$?", "Find $AC$.", "find $a^2 + b^2$"
    asked = list(_QUESTION.finditer(problem))
    question = problem[asked[-1].start():] if asked else problem
    for m in _MATH_SPAN.finditer(question):
        # ("What is the largest possible value of $b?$")
        span = normalize(m[1] or m[2] or m[3]).rstrip(",.;:?")
        if re.search(r"\bin\s+terms\s+of[\s$,a-zA-Z]"
                     r"*$", question[max(0, m.start() - 40):m.start()], re.I):
            continue  # "in terms of $a$": what the answer is written with
        if re.search("[a-zA-Z]", span) and len(span) <= 40 and not ("=" in span or _top_relations(span)):
            facts["asked"].add(span)
    return facts


_NO_PROBLEM = {"rules": (), "units": set(), "measured": set(), "options": {}, "option_words": {}, "given": set(), "asked": set(),
               "percent": False, "count": False}


def _letter_of(pred):
    """The match of a choice letter and the text given with it (`(C) 7`, `\\text{(C) } 6`), or None."""
    s = re.sub(r"\\(?:text\w*|math\w*|mbox|boldsymbol)\{([^{}]*)\}", r"\1", str(pred))
    s = re.sub(r"\\[,;:! ]|\\q?quad|\$", " ", s).strip()
    return re.fullmatch(r"\(?([A-H])(?:\)|[.:](?=\s|$)|$)\s*(.*?)", s)


def _words_of(text):
    """An option's text as words (`reflection about the $y$-axis` -> `reflection about the y axis`):
    normalize reads math, and would make two options in words one."""
    text = re.sub(r"\\[a-zA-Z]+|[${}\\]", " ", str(text)).lower()
    return " ".join(re.findall(r"[^\W_]+|=", text))


def _choice(pred, b, options, words=None):
    """Against the reference letter b, with the problem's options: the answer's letter, and the
    option text it gives with it (`(C) 7`), must be b's; an answer that is an option's text (`7`)
    names that option. None when the answer is neither."""
    m = _letter_of(pred)
    if m:
        text = normalize(m[2]) if m[2] else ""
        given = options.get(m[1], "")
        if text and words and m[1] in words and re.search("[a-z]{2}", words[m[1]]) and _words_of(m[2]) != words[m[1]]:
            # an option in words: its words, not their math, say which it is ("(D) reflection about the
            # $y$-axis" where (D) is "reflection about the line $y = x$")
            return False
        return m[1] == b and (not text or text == given or _fast_equal(text, given) is True)
    a = normalize(pred)
    named = {letter for letter, text in options.items() if a == text}
    if named:
        return named == {b}
    return None


def _is_mixed(answer):
    r"""`2\frac{1}{4}`, `2 1/4`: a whole number then a proper fraction, as written."""
    s = re.sub(r"\$|\\[,!; ]|\\left|\\right", "", answer).strip()
    return bool(re.match(r"-?\d+\s*\\[dtc]?frac\s*\{?\s*\d+\s*\}?\s*\{?\s*\d+"
                         r"|-?\d+\s+\d+\s*/\s*\d", s))


def _simplest_radical(s):
    r"""No decimal, every \sqrt{n} with n square-free, and no radical in a denominator."""
    return not (_DECIMAL.search(s) or "\\sqrt{\\frac" in s or _radical_below(s)) and _square_free(s)


_FRACTIONAL_POWER = re.compile(r"\^\s*\{?\s*-?\d+\s*/\s*\d+|\^\s*\{\s*-?\\[dt]?frac")
_RADICAL = re.compile(r"\\sqrt|\^\{?-?\d+/\d")  # also as a power: `3^{1/2}`


def _radical_below(s):
    r"""Whether a radical stands in a denominator: `\frac{1}{2\sqrt7}`, `1/\sqrt2`."""
    if re.search(r"/[^+\-,]*(?:\\sqrt|\^\{?\d+/)", s):
        return True
    for m in re.finditer(r"\\frac\{", s):
        # the denominator: the group after the numerator's closing brace
        depth = 0
        for j in range(m.end() - 1, len(s)):
            depth += (s[j] == "{") - (s[j] == "}")
            if depth == 0:
                break
        if _RADICAL.search(s[j + 1:j + 1 + len(s)].split("}", 1)[0]):
            return True
    return False


def _square_free(s):
    r"""Whether every \sqrt{n} of s has n square-free (`\sqrt{50}` is not simplified)."""
    for n in re.findall(r"\\sqrt\{(\d+)\}", s):
        if len(n) > 12 or any(int(n) % (k * k) == 0 for k in range(2, int(int(n) ** 0.5) + 1)):
            return False
    return True


_PERCENT = re.compile(r"%|\bpercent|\bpct\b", re.I)


def _form_ok(pred, a, gt, b, facts):
    """Whether the answer (pred, normalized a) has each form the problem asks for (facts, see
    _read_problem) that the reference (gt, normalized b) has; checked on the answer as written."""
    rules = facts["rules"]
    written = _written(pred)
    restated = written in facts["given"] and not _PLAIN_NUMBER.fullmatch(written)
    if restated and _written(gt) not in facts["given"] and "=" not in a:
        return False  # the problem's own expression, restated (`x(x+1)^2` for "Expand $x(x+1)^2$")
    unit = _ANSWER_UNIT.search(str(pred))
    if unit and (facts["units"] or facts["measured"]):
        unit = _unit(unit[1].replace(" ", "").replace("{", "").replace("}", "").replace("^", ""))
        kinds = {kind for kind, _ in facts["units"]}
        if unit and unit[0] in kinds and unit not in facts["units"]:
            return False  # `20 \text{ hours}` where the problem asks how many minutes
        # ... or, where it asks in none, measures in units of the same kind that the problem never
        # uses (`9\,\text{m}` where its lengths are in cm)
        measured = {kind for kind, _ in facts["measured"]}
        if unit and not kinds and unit[0] in measured and unit not in facts["measured"] and not _ANSWER_UNIT.search(str(gt)):
            return False
    if "zero_right" in rules and re.search(r"=0$", b.replace(" ", "")) and "=" in a and not re.search(r"=0$", a.replace(" ", "")):
        return False  # `2x + z = 5` where the form asked is $Ax + By + Cz + D = 0$
    if "factor_order" in rules:
        mine, theirs = _bracketed(a), _bracketed(b)
        if len(mine) == len(theirs) > 1 and any(_fast_equal(x, y) is False or _fast_equal(x, y) is None
                                                and not _sympy_equal(to_sympy(x), to_sympy(y))
                                                for x, y in zip(mine, theirs)):
            return False  # `(4x^2+x+1)(-4x^2+x+1)` where the form asks for $a<d$: the other order
    if "no_abs" in rules and re.search(r"\||\\[lr]?[vV]ert|\\abs", str(pred)) and not re.search(r"\|", b):
        return False  # `|2\pi - 7|` where the problem asks for no absolute value signs
    if "one_function" in rules and _FUNCTION_OF.fullmatch(b.replace(" ", "")) and not _FUNCTION_OF.fullmatch(a.replace(" ", "")):
        return False  # `3\sin x - 4\sin^3 x` where the answer is to be one function, `\sin 3x`
    if "base10" in rules and any(m[2] != "10" for m in _BASE.finditer(a)):
        return False  # `12_6` where the problem asks for the product in base 10
    if _PERCENT.search(pred) and not facts["percent"] and not _PERCENT.search(gt):
        return False  # `\frac16\%` is a sixth of a percent where nothing speaks of percent
    one = "=" in a and "=" not in b and len(_split_top(a, ",")) == 1
    label = _split_top(a, "=")[0] if one else ""
    if label and facts["asked"] and _label_key(label) not in {_label_key(q) for q in facts["asked"]}:
        # the label of another of the problem's quantities (`x = 4` where the question asks for
        # $y$), or of another function of a family the question asks about (`\cos A` for $\sin A$)
        named = re.compile(r"(?<![\\a-zA-Z])" + re.escape(_written(label)) + "(?![a-zA-Z])")
        asked = set(_FUNCTION.findall(" ".join(facts["asked"])))
        others = set(_FUNCTION.findall(label)) - asked
        if any(asked & set(family) and others & set(family) for family in _FAMILIES):
            return False
        # (the variable of an asked function is no other quantity: `x = \frac32` for "the third
        # root of $g(x)$")
        argument = any(re.search(r"\(\s*" + re.escape(label.strip()) + r"\s*\)", q) for q in facts["asked"])
        if _is_label(label, True) and any(named.search(given) for given in facts["given"]) and not argument:
            return False
    # `\frac{5}{3} \approx 1.67`: the decimal is its approximation, the exact value its other forms;
    # a chain of equal values (`\frac{12}{6^4} = \frac{1}{108}`) is in the form of its last
    last = _split_top(a, "=")[-1] if "=" in a and "=" not in b else a
    value, _, approximation = last.partition("\\approx")
    if re.fullmatch(r"\([^(),]*\)", value):
        # brackets around one value: `\left(\tfrac{13}{6}\right)` is the fraction
        value = value[1:-1]
    reference = _value_of_named(b, "", loose=False)
    decimal = approximation or value
    if "decimal" in rules and _PLAIN_NUMBER.fullmatch(reference) and not _PLAIN_NUMBER.fullmatch(decimal):
        return False
    if "fraction" in rules and not _DECIMAL.search(reference):
        if _DECIMAL.search(value) or _WRITTEN_DECIMAL.search(pred) or _is_mixed(pred):
            return False  # a decimal, a repeating one too (`0.58\overline{3}`), is no fraction
        fraction = re.fullmatch(r"-?\\frac\{-?(\d+)\}\{-?(\d+)\}|-?(\d+)/-?(\d+)", value)
        if fraction and math.gcd(*[int(n) for n in fraction.groups() if n]) != 1:
            return False  # not in lowest terms: \frac{2}{4}
    if facts["count"] and re.fullmatch(r"[a-zA-Z]\(\s*[a-z]\s*\)\s*=.*", str(pred).strip()) and _as_number(reference) is not None:
        # `f(x)=1` where the problem asks for the number of functions: a function is no count
        return False
    if "one_fraction" in rules and _one_fraction(b) and not _one_fraction(value):
        return False  # `\frac{3}{2}(\sqrt{2}-1)` where the form is $\frac{a\sqrt{b}-c}{d}$
    if "power" in rules and "^" in reference and "^" not in value:
        return False  # `244140625` where the problem asks for the form $a^b$: `5^{12}`
    if "ordered" in rules:
        items, wanted = _split_top(value, ","), _split_top(reference, ",")
        if len(items) == len(wanted) > 1 and any(_fast_equal(x.strip(), y.strip()) is False for x, y in zip(items, wanted)):
            return False  # `70, 73, 85` where the list is asked from the greatest to the least
    if "integer" in rules and re.fullmatch(r"-?\d+", reference) and not re.fullmatch(r"-?\d+", value):
        return False
    if "mixed" in rules and _is_mixed(gt) and not _is_mixed(pred):
        return False
    if "radical" in rules and not _simplest_radical(value):
        return False
    if "radical" in rules and _FRACTIONAL_POWER.search(value) and not _FRACTIONAL_POWER.search(reference):
        return False  # `x^{1/2}` where a radical is asked for: `\sqrt{x}`
    if "decimal" in rules and _DECIMAL.search(reference) and "\\frac" in decimal and "\\frac" not in reference:
        # fractions where decimals are asked: `(\tfrac12, \tfrac35)` for "an ordered pair of
        # decimals"
        return False
    if "fraction" in rules and value.count("\\frac") > 1 and reference.count("\\frac") == 1:
        return False  # `\frac{3c}{7}+\frac{18}{7}` where one fraction is asked for
    if "fraction" in rules and _as_number(reference) is not None and not re.fullmatch(
            r"-?\\frac\{-?\d+\}\{-?\d+\}|-?\d+(?:/-?\d+)?", value):
        return False  # one fraction, not `\frac{2}{5} \div 3`
    if "simplify" in rules:
        fraction = re.fullmatch(r"-?\\frac\{-?(\d+)\}\{-?(\d+)\}|-?(\d+)/-?(\d+)", value)
        if fraction and math.gcd(*[int(n) for n in fraction.groups() if n]) != 1:
            return False
        if not _square_free(value) and _square_free(reference):
            return False
        # like terms not collected: `5\sqrt2+2\sqrt2` for "Simplify $\sqrt{50}+\sqrt8$"
        radicals = re.findall(r"\\sqrt\{?(\d+)\}?", value)
        repeated = re.search(r"\\sqrt\{?(\d+)\}?.*\\sqrt\{?\1\}?", reference)
        if len(set(radicals)) < len(radicals) and not repeated:
            return False
    if "rationalize" in rules and _radical_below(value) and not _radical_below(reference):
        return False
    more_brackets = value.count("(") > reference.count("(")
    divided = _variable_below(value) and not _variable_below(reference)
    combined = r"\\frac\{[^{}]*[^{}\s][+-][^{}]*\}\{[^{}]+\}"  # `\frac{y^2+1}{y}`
    divided = divided or re.fullmatch(combined, value) and not re.fullmatch(combined, reference)
    if "expand" in rules and (more_brackets or divided):
        return False  # a product or a quotient left: `x(x+1)^2`, `\frac{x^4+x^2}{x}`
    polar = r"\\(?:cos|sin|exp|cis)|e\^|cis"
    trigonometric = re.search(polar, value) and not re.search(polar, reference)
    complex_standard = "standard" in rules and re.search(r"(?<![a-zA-Z\\])i(?![a-zA-Z])", reference)
    unit_below = r"\\frac\{[^{}]*\}\{[^{}]*(?<![a-zA-Z\\])i(?![a-zA-Z])[^{}]*\}|/\(?[^/]*\bi\b"
    i_below = re.search(unit_below, value)  # `\frac{3}{4i}`
    if ("rectangular" in rules or complex_standard or "simplify" in rules) and i_below and not re.search(unit_below, reference):
        return False  # `\frac{3}{4i}` where the problem asks for a+bi
    if "rectangular" in rules and (more_brackets or trigonometric):
        return False  # `\sqrt2(\cos\frac{3\pi}{4} + i\sin\frac{3\pi}{4})`, `(1+i)^4`
    if "polar" in rules and re.search(polar, reference) and not re.search(polar, value):
        return False  # `1+i` where the problem asks for `\sqrt2 e^{i\pi/4}`
    not_interval = r"\\setminus|\\mathbb|\\mid|\\neq|\\\{|[<>]|\\[lg]eq?(?![a-z])"
    if "interval" in rules and re.search(not_interval, pred) and not re.search(not_interval, gt):
        return False  # `\mathbb{R} \setminus \{1\}` where the problem asks for interval notation
    if "interval" in rules and re.search(r"[(\[]", reference) and not re.search(r"[(\[]|\\left", re.sub(r"\\text\w*\{[^{}]*\}", "", str(pred))):
        # words, `\text{all real numbers}`, where the problem asks for interval notation
        return False
    solved = r"y=[^=y]*"
    if "slope" in rules and re.fullmatch(solved, b) and "=" in a and not re.fullmatch(solved, a):
        return False  # `2x + y = 1` where the problem asks for slope-intercept form
    for rule, direction in (("increasing", 1), ("decreasing", -1)):
        if rule in rules:
            mine, theirs = _order_keys(a), _order_keys(b)
            def order(values):
                return sorted(values, key=lambda v: direction * v)
            if mine and theirs and order(theirs) == theirs and order(mine) != mine:
                # `8 - 7x + 7x^2 - 8x^4` where the terms must come in decreasing degree
                return False
    scientific = r"-?\d(?:\.\d+)?\\times10\^\{?-?\d+\}?"
    if "scientific" in rules and re.fullmatch(scientific, reference):
        return re.fullmatch(scientific, value) is not None
    return True


# one function applied, with no sum or difference outside it: `\sin 3x`, `-\cos(2x)`, `\tan^2 x`
_FUNCTION_OF = re.compile(r"-?\\(?:sin|cos|tan|cot|sec|csc|log|ln|exp)(?:\^\{?\d+\}?)?(?:\([^()]*\)|\{[^{}]*\}|[^+\-()]+)")


# one fraction as written, `\frac{..}{..}` with a sign at most (groups nested one deep: `\sqrt{2}`)
_WHOLE_FRACTION = re.compile(r"-?\s*\\frac\{((?:[^{}]|\{[^{}]*\})*)\}\{((?:[^{}]|\{[^{}]*\})*)\}")


def _common_content(s):
    r"""Whether a fraction in letters, `\frac{12x^5}{6}`, has a whole number left to cancel between its
    top and its bottom."""
    whole = _WHOLE_FRACTION.fullmatch(s.strip())
    if not whole or not re.search("[a-zA-Z]", re.sub(r"\\[a-zA-Z]+", "", whole[1] + whole[2])):
        return False
    parts = [to_sympy(part) for part in whole.groups()]
    contents = [sympy.factor_terms(part).as_coeff_Mul()[0] for part in parts]
    return all(c.is_Integer for c in contents) and math.gcd(*[abs(int(c)) for c in contents]) > 1


def _one_fraction(s):
    """Whether s is written as one fraction: `\\frac{..}{..}`, or `a/b` (`(3\\sqrt{2}-3)/2`, `41/31`)."""
    s = s.strip().lstrip("-").strip()
    return bool(_WHOLE_FRACTION.fullmatch(s) or re.fullmatch(r"(?:\([^()]*\)|[^()/+*-]+)/(?:\([^()]*\)|[^()/+*-]+)", s))


def _bracketed(s):
    """The factors of a product written as brackets side by side (`(x+1)(2x-3)`), else []."""
    factors, depth, start = [], 0, 0
    for i, c in enumerate(s):
        if c == "(":
            depth += 1
            if depth == 1:
                start = i + 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                factors.append(s[start:i])
        elif depth == 0 and not c.isspace():
            return []
    return factors


# a decimal as written, before normalize turns a repeating one into its fraction
_WRITTEN_DECIMAL = re.compile(r"\d?\.\s*(?:\d|\\overline|\\dot|\(\d)")


def _order_keys(s):
    r"""What an order the problem asks for sorts, as written: the values of a list of numbers
    (`1, 3, 7`), or the degrees of the terms of a polynomial in one letter (`-8x^4+7x^2-7x+8`: 4, 2,
    1, 0); None for anything else."""
    s = s.replace(" ", "")
    items = _split_top(s, ",")
    if len(items) > 1:
        values = [_as_number(item) for item in items]
        return None if None in values else values
    letters = set(re.findall(r"(?<![\\a-zA-Z])[a-zA-Z](?![a-zA-Z])", s))
    if len(letters) != 1:
        return None
    letter = letters.pop()
    term = re.compile(r"(?:\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\})?(?:\\cdot)?(" + letter + r"(?:\^\{?(\d+)\}?)?)?")
    degrees = []
    for part in _split_top(s.lstrip("+-"), "+"):
        for piece in _split_top(part, "-"):
            m = term.fullmatch(piece)
            if not piece or not m:
                return None
            degrees.append(int(m[2] or 1) if m[1] else 0)
    return degrees if len(degrees) > 1 else None


def _variable_below(s):
    r"""Whether a variable stands in a denominator: `\frac{x^4+x^2}{x}`, `1/x`."""
    return bool(re.search(r"\\frac\{[^{}]*\}\{[^{}]*[a-zA-Z][^{}]*\}|/\(?[a-zA-Z]", s))

# -----------------------------------------------------------------------------
# the API: is_equiv, grade (the reward), grade_batch (the rewards of a training batch)


def _prepare(pred, gt, facts, normalized=None):
    """(normalized answer, normalized reference, rules) and the verdict when no SymPy is needed, else
    None. facts: what the problem fixes (see _read_problem). normalized: a dict that keeps each
    string's normalized form, for a batch that repeats them."""
    rules = facts["rules"]
    if pred is None or gt is None:
        return ("", "", tuple(rules)), False
    # stray punctuation after a group ends no value: `\text{(E)},`
    if str(pred)[-1:] in ",.; " or str(gt)[-1:] in ",.; ":
        pred, gt = [x.rstrip(" ,.;") if isinstance(x, str) and re.search(r"\}\s*[,.;]\s*$", x) else x for x in (pred, gt)]
    if normalized is None:
        normalized = {}
    for s in (pred, gt):
        if s not in normalized:
            normalized[s] = normalize(s)
    a = normalized[pred]
    b = normalized[gt]
    if max(len(a), len(b)) > MAX_LEN:
        return (a, b, tuple(rules)), _fast_equal(a, b)
    if facts["options"] and re.fullmatch("[A-H]", b):
        if "letter" in rules and not _letter_of(pred):
            # "Type the letter of the correct option": the option's text is no letter
            return (a, b, tuple(rules)), False
        verdict = _choice(pred, b, facts["options"], facts["option_words"])
        if verdict is not None:
            return (a, b, tuple(rules)), verdict
    letter = facts["options"] and _letter_of(pred)
    if letter and letter[1] in facts["options"] and not letter[2].startswith(","):  # (not a list of letters)
        # a letter against the reference's value: the option it names (`(C) 6` for `6`), whose text
        # it must give if it gives any
        given = facts["options"][letter[1]]
        text = normalize(letter[2]) if letter[2] else ""
        if text and text != given and _fast_equal(text, given) is not True:
            return (a, b, tuple(rules)), False
        a = given
    unit = str(gt).lower() != str(gt).upper() and _ANSWER_UNIT.search(str(gt))  # (most references: no letter)
    units = unit and (unit, _ANSWER_UNIT.search(str(pred)))
    if units and all(units) and len({_POWER_UNIT.search(u[0]) is None for u in units}) > 1:
        return (a, b, tuple(rules)), False  # `250 \text{ square inches}` for `250\text{ inches}`
    if facts is not _NO_PROBLEM and not _form_ok(str(pred), a, str(gt), b, facts):
        return (a, b, tuple(rules)), False
    left, equals, value = a.partition("=")
    if equals and "=" not in b + value and left in facts["asked"]:
        a = value  # the question's own expression names the answer: `a^2+b^2 = 41` for $a^2+b^2$
    verdict = _fast_equal(a, b)
    if verdict and a != b and {"simplify", "expand", "factor"} & set(rules):
        verdict = None  # equal, but SymPy checks the form (see _same_expression)
    return (a, b, tuple(rules)), verdict


def is_equiv(pred, gt, timeout=TIMEOUT, problem=None):
    """Whether answer `pred` equals reference answer `gt` (LaTeX strings without the box), in the form
    the problem text asks for (optional)."""
    triple, verdict = _prepare(pred, gt, _read_problem(problem))
    if verdict is not None:
        return verdict
    return _limited(*triple[:2], timeout, triple[2])


def _candidates(response, fallback, problem=None):
    """The answers of a response to compare: see answers(); with fallback and no box, its last
    number."""
    found = answers(response, problem if isinstance(problem, str) else None)
    if not found and fallback:
        number = extract_answer(response, fallback=True)
        if number is not None:
            found = [number]
    return found


def _options(found):
    """What a response's answers must match, as lists that must all match: each of them (one answer,
    a restatement), or else, when there are several, all of them as one list (`\\boxed{1}, \\boxed{2}`
    for the reference `1, 2`)."""
    if len(found) < 2:
        return [found]
    if len(found) > MAX_BOXES:
        return [[", ".join(found)]]  # no answer boxes this many values one by one
    return [found, [", ".join(found)]]


def grade(response, ground_truth, timeout=TIMEOUT, fallback=False, problem=None):
    r"""The reward: the answer of the response (see answers) equals the reference, in the form the
    problem text asks for (optional; without it, any form). No box, no reward."""
    found = _candidates(response, fallback, problem)
    return any(found and all(is_equiv(c, ground_truth, timeout, problem) for c in option)
               for option in _options(found))


def grade_batch(responses, ground_truths, workers=None, timeout=TIMEOUT, fallback=False,
                problems=None):
    """grade() of each response, with its problem text when `problems` is given. String and number
    checks run here; only distinct pairs that need SymPy go to `workers` processes, which are kept
    for the next call and exit with this process. workers<=1: here."""
    if problems is None:
        problems = [None] * len(responses)
    if not len(responses) == len(ground_truths) == len(problems):
        raise ValueError(f"{len(responses)} responses, {len(ground_truths)} ground truths and "
                         f"{len(problems)} problems: pass one of each")
    if workers is None:
        workers = min(8, os.cpu_count() or 1)
    # each distinct (answer, reference, problem) is prepared once: a group's rollouts share a
    # reference and repeat answers
    facts = {p: _read_problem(p) for p in set(problems) if p is None or isinstance(p, str)}
    normalized = {}
    prepared = {}
    options = []
    for response, truth, problem in zip(responses, ground_truths, problems):
        found = _candidates(response, fallback, problem)
        keys = [[(c, truth, problem) for c in option] for option in _options(found) if found]
        options.append(keys)
        for option in options[-1]:
            for key in option:
                if key not in prepared:
                    known = facts.get(problem, _NO_PROBLEM)
                    prepared[key] = _prepare(key[0], truth, known, normalized)
    # distinct pairs that need SymPy only
    hard = list(dict.fromkeys(triple for triple, verdict in prepared.values() if verdict is None))
    if workers <= 1:
        found = [_limited(a, b, timeout, r) for a, b, r in hard]
    else:
        found = _pool_equal(hard, workers, timeout)
    found = dict(zip(hard, found))

    def verdict(key):
        triple, v = prepared[key]
        return found[triple] if v is None else v

    return [any(all(verdict(key) for key in option) for option in response_options)
            for response_options in options]


def read_jsonl(path):
    """The rows of a samples.jsonl (field `completion`) or eval results file (field `response`), each
    with `answer`; a bad file or line exits with one line that names it."""
    try:
        f = open(path, "rb")
    except OSError as error:
        sys.exit(f"{path}: cannot open ({error.strerror}): pass a samples.jsonl or eval results file")
    rows = []
    with f:
        for n, raw in enumerate(f, 1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                sys.exit(f"{path} line {n}: not UTF-8 text: re-save the file as UTF-8")
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                sys.exit(f"{path} line {n}: not JSON (a half-written last line? remove it, rerun)")
            if not isinstance(row, dict) or "answer" not in row or (
                    "completion" not in row and "response" not in row):
                sys.exit(f"{path} line {n}: needs the fields `completion` (or `response`) and `answer`")
            rows.append(row)
    return rows


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


# -----------------------------------------------------------------------------
# data: the words closing and confirming lines are made of, language by language (see _unread)

# "I hope it is correct", "this is the final answer", "verified", "thanks", in 82 languages (ISO
# 639-1 codes, a line each), and in the 27 other languages of TABLE_LANGUAGES the neutral words of a
# check ("both sides give 36", "the area fits"): none that negates, doubts, contrasts, corrects or
# offers another value, nor a form that is one of those in its own language ("si" is "if" in
# Spanish, "no" is "in the" in Portuguese: both out). Languages written without spaces (zh, ja, th,
# lo, km, my) are matched phrase by phrase, so that what no phrase covers ("不", "ない") is unread.
_COMMON_WORDS = """
en: i we you it this that these those the a an is are was were be been being am will has have had do
    does did and so therefore thus hence then of to in for with as by here all answer answers result
    results solution solutions value values number numbers problem question calculation calculations
    step steps check checks checking sum total way ways correct correctly right true final exact
    exactly sure certain certainly good valid consistent complete required hope hopefully think
    believe checked verified verify verifying verification confirm confirmed confirms get got obtain
    obtained gives yields find found agree agrees match matches matched done finished solved thanks
    thank cheers regards luck helps enjoy yes indeed course clearly really very my our your its me
    us it's that's here's i'm i've we've we're equals equal satisfies holds works substituting
    substitution plugging back into original equation expression both sides given conditions which
    about above after agreed any appear appears approach argument asked at because before below
    between big box boxed calculate calculated calculating call called can case cases completed
    compute computed computing confident count counted counting counts directly down each easily end
    ending ends every expected fast few finally finding fine first following form from gave gets
    getting give giving he help her high him his hoping how immediately just large last least less
    let lets like likely little long look looked looks low made make makes many mean meaning means
    method more most much must necessary needed new next note noted now off old on once only onto
    out over own part parts please possible problems proof proved proven proves put qed questions
    quick quickly quite reasoning requested said same say says see seem seemed seems seen shall she
    short show shown shows simplified simplify simply since slow slowly small some state stated
    states such sufficient take taken takes their them there they through took under unique up use
    used using well what when where while who whom whose why work worked working write writes
    written neat nice elegant straightforward simple simpler easy easier clean tidy reasonable
    sensible intuitive satisfying interesting beautiful great excellent perfect accurate precise
    rigorous solid robust standard typical natural obvious obviously clear explanation explanations
    summary recap conclusion remark remarks hint tip tips intuition insight key idea ideas
    approaches alternative detail details breakdown overview justification sanity double briefly
    brief fun cool awesome wonderful happy glad welcome hello hi thankyou best kind sincerely
    solving learning practice lucky sense sensible convincing standard formula formulas identity
    identities stands stand hold remains remain survives survive persists stays stay unchanged
    definitely absolutely surely undoubtedly entirely fully totally perfectly completely precisely
    equivalently namely respectively likewise computation computations derivation derivations
es: yo nosotros nosotras tú tu usted ustedes él ello esto este esta estos estas eso ese esa esos
    esas el la los las lo un una unos unas es son era eran fue fueron ser está están estaba estar
    ha he hemos han había será y e así entonces luego por tanto que de del a al en para con como
    aquí aqui todo todos todas respuesta respuestas resultado resultados solución solucion
    soluciones valor valores número numero números numeros problema pregunta cálculo calculo
    cálculos calculos paso pasos comprobación comprobacion verificación verificacion suma total
    forma manera correcto correcta correctos correctas correctamente verdadero verdadera cierto
    cierta final finales exacto exacta exactamente seguro segura bueno buena bien válido valido
    válida valida consistente coherente completo completa requerido requerida pedido espero creo
    pienso comprobado comprobada verificado verificada verificamos comprobamos confirmado confirmada
    confirmo confirma obtenemos obtenido obtuve obtiene encontramos encontrado coincide coinciden
    concuerda cumple hecho terminado resuelto listo gracias muchas saludos suerte ayude disfruta sí
    efectivamente claro claramente realmente muy mi nuestra nuestro sustituyendo desde evidentemente
    área áreas superficie lado lados ambos ambas miembro miembros izquierdo izquierda derecho
    derecha triángulo triángulos ángulo ángulos círculo circunferencia radio diámetro
    perímetro volumen longitud altura base vértice vértices ecuación ecuaciones expresión
    expresiones igualdad identidad producto cociente resto residuo divisor divisores múltiplo
    múltiplos factor factores primo primos cuadrado cuadrados cuadrada cubo raíz raíces fracción
    fracciones entero enteros entera dígito dígitos cifra cifras punto puntos recta línea caso
    casos sustitución término términos coeficiente coeficientes probabilidad formas maneras
    condición condiciones tabla fila filas columna columnas fórmula método figura unidades grados
    metros centímetros operación operaciones multiplicación división da dan resultan queda
    quedan se cumplen satisface satisfacen divide dividen divisible equivale equivalen vale valen
    mide miden suman multiplicado dividido elevado calculando calculamos calculado comprobando
    comprobar verificando verificar verifica verifican obtienen tenemos tiene tienen sale salen
    corresponde corresponden encaja encajan cuadra cuadran iguales mismo misma mismos mismas cada
    positivo positiva positivos negativo negativa par pares impar impares real reales precisamente
    perfectamente demostración control su sus cual cuyo cuya porque pues triangulo triangulos
    angulo angulos circulo diametro perimetro vertice vertices ecuacion expresion multiplo multiplos
    raices fraccion digito digitos sustitucion termino terminos condicion formula metodo centimetros
    operacion multiplicacion division demostracion sumar sumamos sumando sumado sumada sumados
    sumadas sumo sumé sumó sumaron sumarlos sumarlas restar resta restamos restan restando restado
    restada restados multiplicar multiplica multiplicamos multiplican multiplicando multiplicada
    multiplicados multiplicadas dividir dividimos dividiendo dividida divididos divididas divisibles
    evaluar evaluando evaluamos evaluado evaluada evalúa evalua elevar elevando elevamos elevada
    simplificar simplifica simplificamos simplifican simplificando simplificado simplificada
    simplificación simplificacion desarrollar desarrolla desarrollamos desarrollando desarrollado
    desarrollada expandir expandiendo expandido factorizar factoriza factorizamos factorizando
    factorizado factorizada factorización factorizacion resuelve resuelta resueltos resueltas
    contar cuenta contamos cuentan contando contado contada contados contadas conteo enumerar
    enumerando enumeramos enumerados listar listando listamos listados emparejar emparejando
    emparejamos emparejados varían varian oscila oscilan abarcan encuentra encuentran encontrar
    hallar hallamos hallado hallada halla hallan contener contiene contienen incluye incluyen dar
    dando dada dadas dio dieron damos producen obtener obteniendo obtenida obtenidos obtenidas
    calcula calculada calculados calculan calculé verificados verificadas verifiqué comprueba
    comprueban comprobados comprobadas comprobé encajar concuerdan concordar coincidimos
    coincidiendo cumplido cumplida cumplidas cumplidos cumpliendo satisfecha satisfecho satisfechas
    satisfechos resulta resultando deducimos aplicar aplica aplicamos aplicando aplicado aplicada
    usar usamos usando usado usada utilizar utilizando utilizamos utilizado mantiene mantienen
    funciona funcionan representa representan hubo somos siendo sido estamos estoy va vamos sabemos
    te le les nos mí nuestros nuestras mis tus cuales cuál donde entre bajo hasta según segun
    mediante tras durante ante puesto dado ahí alli allí totales decir totalmente completamente
    plenamente siempre obviamente ciertamente directamente sumas productos diferencia diferencias
    cocientes cateto catetos hipotenusa rectángulo rectangulo rectángulos polígono poligono
    polígonos pentágono pentagono hexágono hexagono grado alturas longitudes largo ancho anchura
    arista aristas caras diagonales rectas linea líneas segmento segmentos eje ejes gráfica
    grafica gráfico grafico función funcion funciones fórmulas desigualdad desigualdades
    inecuación intervalo intervalos raiz enteras razón razon proporción proporcion porcentaje
    probabilidades pareja parejas dados moneda monedas carta cartas pista pistas enunciado amplitud
    máximo maximo máxima maxima mínimo minimo mínima minima media promedio mediana moda
    sucesión sucesion secuencia serie matriz vectores métodos intersección interseccion unión
    conjunto conjuntos elemento elementos combinación combinaciones perímetros consistentes
    coherentes simétrico simetrico simétrica simetrica simétricos simétricas exactos exactas
    positivas negativos negativas mayor mayores menor menores grande grandes pequeño pequeña prima
    toda posibles válidos validos válidas validas verdaderos verdaderas ciertos ciertas orden
    ordenados juntos juntas claros clara claras evidente evidentes demostrado demostrada
fr: je nous vous tu il elle on ce cet cette ces ceci cela ça ca le la les l' un une des du de d' à
    a au aux est sont était etait étaient été être etre sera seront ai avons ont avait et donc
    ainsi alors puis ensuite en dans pour avec comme par que qu' ici tout tous toute toutes réponse
    reponse réponses résultat resultat résultats solution solutions valeur valeurs nombre nombres
    problème probleme question calcul calculs étape etape étapes etapes vérification
    verification somme total façon facon méthode methode correct correcte corrects correctes
    correctement juste vrai vraie final finale exact exacte exactement sûr sûre sur certain
    certaine bon bonne bien valide valable cohérent coherent cohérente complet complète complete
    requis requise espère espere pense crois vérifié verifie vérifiée vérifions confirmé
    confirme confirmée obtient obtenons obtenu trouvé trouve trouvons concorde correspond fait
    terminé termine fini résolu resolu merci cordialement salutations chance aide profitez oui
    effectivement évidemment evidemment clairement vraiment très tres c'est c’est j'espère
    j’espère j'ai j’ai voici voilà voila c j l d qu mon ma notre effet égal egal substituant
    contrôle aire aires surface côté côtés deux membre membres gauche droite triangle triangles
    angle angles cercle rayon diamètre périmètre volume longueur hauteur base sommet sommets
    équation équations expression expressions égalité identité produit quotient reste diviseur
    diviseurs multiple multiples facteur facteurs carré carrés cube racine racines fraction
    fractions entier entiers entière entières chiffre chiffres point points ligne cas substitution
    terme termes coefficient coefficients probabilité manières façons condition conditions
    tableau colonne colonnes formule figure unités degrés mètres centimètres division
    multiplication égale égalent égaux égales donne donnent vaut valent restent convient
    conviennent vérifie vérifient vérifiant vérifier satisfont divise divisent divisible
    calculant calculons calculé calculée calculer mesure mesurent font correspondent concordent
    coïncide coïncident marche fonctionne identique identiques chaque positif positive positifs
    positives négatif négative pair paire pairs impair impaire impairs réel réels réelle
    réelles précisément parfaitement entièrement contrôle preuve démonstration test se y qui
    dont car puisque sous sa son ses leur leurs multiplié divisé obtenue obtenus cohérents
    cohérentes exacts exactes diametre perimetre equation equations egalite identite carres entiere
    entieres probabilite manieres facons unites degres metres centimetres egalent egales verifient
    verifiant verifier calcule calculee coincide coincident negatif negative reelle reelles
    precisement entierement controle demonstration multiplie coherents coherentes additionner
    additionne additionnons additionnant additionné additionnés additionnée additionnées ajouter
    ajoute ajoutant ajoutons ajoutés soustraire soustrait soustrayant soustrayons soustraction
    multiplions multiplient multipliant multipliée multipliés diviser divisons divisant divisée
    divisés divisibles élever élevant élevé élevée élevés simplifier simplifie simplifions
    simplifiant simplifié simplifiée développer développe développons développant développé
    développée développement factoriser factorisons factorisant factorisé factorisée
    factorisation résoudre résout résolvons résolvant résolue résolus résolues compter compte
    comptons comptant compté comptés comptée comptées comptage dénombrement dénombrer
    dénombrons énumérer énumère énumérons énumérant lister listons vont varient situé
    située situés situées trouvent trouvée trouvés contenir contient contiennent contenant
    donner donnant donné donnée donnés données donnons fournit fournissent produisent obtenir
    obtiennent obtenant obtenues calculés calculées vérifiés vérifiées contrôlé contrôlée
    testé testée concordant concordance correspondant correspondance colle collent accord
    satisfait satisfaisant satisfaite satisfaites tient tiennent découle découlent déduit
    déduisons appliquer applique appliquant appliqué appliquée utiliser utilise utilisons
    utilisant utilisé utilisée marchent fonctionnent sommes suis étant ayant avez eu faisons fais
    voit voyons constate constatons ils elles lui s' m' te t' moi toi soi nos vos mes tes ta celui
    celle ceux celles lequel laquelle lesquels lesquelles où entre selon parmi jusqu' jusqu'à
    jusque depuis après chez totalement complètement directement rigoureusement assurément
    nettement totaux produits différence différences quotients cote hypoténuse carrée carrées
    polygone polygones pentagone pentagones hexagone hexagones cercles disque rayons diamètres
    degré périmètres hauteurs longueurs largeur largeurs arête arêtes diagonale diagonales
    droites lignes axe graphe graphique courbe fonction fonctions formules inégalité inégalités
    inéquation inéquations intervalle intervalles rapport pourcentage pourcentages probabilités
    paires dé dés pièce pièces carte cartes indice énoncé amplitude moyenne médiane suites
    série séries matrice vecteur vecteurs méthodes manière ensemble ensembles élément
    éléments combinaison combinaisons symétrique symétriques négatifs négatives impaires grand
    grande grands grandes petit petite petits petites maximale maximaux minimale minimaux totale
    possibles valides vrais vraies justes clair clairs claires évident évidente évidents chacun
    chacune ordre
de: da denn weil ich wir du ihr sie es er man das dies diese dieser dieses der die den dem des ein
    eine einen einem einer ist sind war waren sein bin bist wird werden wurde wurden hat haben habe
    hatte und so daher somit deshalb folglich damit dann von zu zum zur in im am beim für fuer mit
    als durch dass daß hier alle alles antwort antworten ergebnis ergebnisse endergebnis lösung
    loesung lösungen wert werte zahl zahlen aufgabe problem frage rechnung berechnung schritt
    schritte probe prüfung pruefung summe gesamt insgesamt weg weise richtig richtige richtigen
    korrekt korrekte wahr endgültig endgueltig endgültige final finale exakt genau sicher gewiss
    gut gute gültig gueltig konsistent vollständig vollstaendig erforderlich gesucht gesuchte
    hoffe hoffentlich denke glaube geprüft geprueft überprüft ueberprueft verifiziert bestätigt
    bestaetigt bestätigen erhalten erhält ergibt finden gefunden stimmt übereinstimmend passt
    fertig erledigt gelöst geloest danke dank vielen viel grüße gruesse glück glueck erfolg
    hilft spaß ja natürlich natuerlich klar eindeutig wirklich sehr eingesetzt einsetzen gleich
    unser unsere mein meine also überprüfung kontrolle nachgerechnet fläche flächen
    flächeninhalt seite seiten beide beiden beider linke linken rechte rechten dreieck dreiecks
    dreiecke winkel winkels kreis kreises radius durchmesser umfang volumen länge höhe gleichung
    gleichungen ausdruck ausdrucks summen produkt differenz quotient rest teiler vielfache
    vielfaches faktor faktoren primzahl primzahlen prim quadrat quadrate quadratzahl würfel
    kubikzahl wurzel quadratwurzel bruch brüche ganze ganzen ganzzahl ganzzahlig ziffer ziffern
    punkt punkte linie fall fälle fällen einsetzung term terme koeffizient koeffizienten
    wahrscheinlichkeit anzahl bedingung bedingungen tabelle zeile spalte formel methode figur
    quadratfuß quadratmeter meter zentimeter einheiten grad seitenlänge ergeben gibt geben bleibt
    bleiben passen stimmen teilt teilen teilbar erfüllt erfüllen gilt gelten liefert liefern
    beträgt betragen setzen berechnet berechnen rechnen gerechnet prüfen überprüfen kontrolle
    beweis test überprüfung verifikation überein übereinstimmen entspricht entsprechen sich uns
    folgt kommt heraus gleiche gleichen gleicher gleiches selbe selben dasselbe derselbe dieselbe
    jede jeder jedes jeweils positiv positive negativ negative ungerade reell reelle stimmig auf aus
    bei nach geteilt multipliziert denn weil da ihre seine dessen deren welche welcher flaeche
    flaechen flaecheninhalt laenge hoehe wuerfel brueche faelle faellen quadratfuss seitenlaenge
    erfuellt erfuellen betraegt pruefen ueberpruefen ueberpruefung ueberein uebereinstimmen addieren
    addiert addierte aufaddiert aufaddieren summieren summiert subtrahieren subtrahiert subtrahiere
    subtraktion abziehen abgezogen multiplizieren multiplizierte multiplikation malnehmen dividieren
    dividiert dividierte quadrieren quadriert vereinfachen vereinfacht vereinfachte vereinfachung
    ausmultiplizieren ausmultipliziert ausklammern ausgeklammert faktorisieren faktorisiert
    zerlegung zerlegen zerlegt lösen löst gelöste gelösten zählen zählt gezählt zählung
    abzählen abgezählt auflisten aufgelistet aufzählen aufgezählt paar paare paaren gepaart
    reichen reicht liegt liegen zwischen enthält enthalten enthaltenen ergab erhaltene erhaltenen
    bekommen bekommt berechnete berechneten prüft kontrolliert bestätigte bestätigung getestet
    passte stimmte übereinstimmt decken deckt erfüllte galt gleicht folgen folgte anwenden
    angewandt angewendet verwenden verwendet benutzen benutzt steht stehen aufgehen geht gehen ging
    mir dich ihm ihn ihnen ihren ihrem ihrer seinen seinem seiner unseren unserem unserer welches
    welchen welchem wobei womit woraus wodurch bis über unter vom dabei dazu daraus darin davon
    dadurch tatsächlich offensichtlich völlig direkt unmittelbar exakte exakten genaue genauen
    korrekten richtiger richtiges gesamtsumme produkte differenzen quotienten glied glieder kathete
    katheten quadrats rechteck rechtecke vieleck vielecks fünfeck fünfecks sechseck sechsecks
    breite basis grundseite ecke ecken eckpunkt eckpunkte kante kanten diagonale diagonalen punkten
    strecke strecken achse achsen graphen funktion funktionen formeln ungleichung ungleichungen
    intervall intervalle wurzeln variablen ganzzahlige primfaktor primfaktoren verhältnis prozent
    wahrscheinlichkeiten ausgang ausgänge ergebnissen paares würfels münze münzen karte karten
    hinweis hinweise hinweisen aussage aussagen abbildung skizze zeichnung amplitude durchschnitt
    mittelwert modus reihe reihen vektor vektoren verfahren schnitt schnittpunkt schnittpunkte
    schnittmenge menge mengen elemente kombination kombinationen symmetrisch symmetrische
    symmetrischen konsistente konsistenten stimmige positiven positiver negativen geraden gerader
    gerades ungeraden ungerader größer größere größeren größte größten größter größtes
    kleiner kleinere kleineren kleinste kleinsten kleinster ganz ganzer ganzes gesamte gesamten
    möglichen gültige gültigen wahre wahren beides jeden jedem aller ordnung reihenfolge zusammen
    klare klaren deutlich addiere summiere multipliziere dividiere teile quadriere vereinfache
    klammere löse zähle liste berechne addierten summierten multiplizierten dividierten geteilten
    quadrierten vereinfachten geprüften überprüften bestätigten gefundenen ergebenen ergaben
    lieferte erhielt erhielten fanden findet stimmten passten übereinstimmende übereinstimmenden
    deckungsgleich erfüllten zutreffend zutreffende trifft hieraus demnach mithin dementsprechend
    entsprechend entsprechende entsprechenden setzt anwendung aufgeht innerhalb oberhalb unterhalb
    entlang gemäß laut zufolge wegen aufgrund anhand mittels mithilfe hilfe denselben demselben
    identisch identische identischen diesem diesen jene jener jenes jenen nämlich sprich vollkommen
    komplett gänzlich durchweg absolut offenkundig ersichtlich präzise sauber einwandfrei
    schlüssig produkts produkten termen seitenlängen dreiecken rechtecks rechtecken vielecke
    vielecken fünfecke sechsecke kreise kreisen radien durchmessers winkeln winkelsumme
    flächeninhalts umfangs volumens höhen längen breiten eckpunkten punkts punktes
    gleichungssystem intervallen ziffernsumme quersumme teilern vielfachen primfaktorzerlegung
    resten brüchen verhältnisse prozente prozentsatz ausgängen würfeln figuren abbildungen
    skizzen zeichnungen maxima minima maximalwert minimalwert durchschnitts mittelwerte matrizen
    methoden vorgehen rechenweg lösungsweg rechenschritte kontrollrechnung gegenprobe
    schnittpunkten elementen symmetrie symmetrischer symmetrisches positives negativer ungerades
    gleichem gleichnamig maximale maximalen minimale minimalen sämtliche sämtlichen allesamt
    beiderseits nacheinander jeweilige senkrecht senkrechte parallele mittelpunkt rechtwinklig
    rechtwinklige rechtwinkligen gleichschenklig gleichseitig regelmäßig regelmäßige potenz
    potenzen hoch dreistellig dreistellige dreistelligen
it: io noi tu voi lui lei esso questo questa questi queste quello quella ciò cio il lo la i gli le
    l' un uno una un' è e sono era erano fu essere sarà sara ho abbiamo ha hanno avuto ed quindi
    dunque perciò pertanto così cosi allora poi di del della dei delle a al alla in nel nella per
    con come da dal che qui tutto tutti tutte risposta risposte risultato risultati soluzione
    soluzioni valore valori numero numeri problema domanda calcolo calcoli passaggio passaggi passo
    passi verifica somma totale modo modi corretto corretta corretti corrette correttamente giusto
    giusta vero vera finale finali esatto esatta esattamente sicuro sicura certo certa buono buona
    valido valida coerente consistente completo completa richiesto richiesta spero penso credo
    verificato verificata controllato confermato confermata conferma otteniamo ottenuto troviamo
    trovato trovata coincide corrisponde fatto finito risolto grazie saluti fortuna aiuti divertiti
    sì si infatti effettivamente ovviamente chiaramente davvero veramente molto ecco c'è c’è
    l'ho mio nostra nostro uguale sostituendo naturalmente controllo area aree superficie lato lati
    entrambi entrambe ambedue membro membri sinistro sinistra destro destra triangolo angolo angoli
    cerchio circonferenza raggio diametro perimetro volume lunghezza altezza base vertice vertici
    equazione equazioni espressione prodotto quoziente resto divisore divisori multiplo multipli
    fattore fattori quadrato quadrati quadrata cubo radice radici frazione frazioni intero interi
    intera cifra cifre punto punti retta linea caso casi sostituzione termine termini coefficiente
    coefficienti probabilità condizione condizioni tabella riga righe colonna colonne formula
    metodo figura unità gradi metri centimetri uguaglianza identità dà danno vale valgono resta
    restano rimane rimangono tornano conti soddisfa soddisfano divide dividono divisibile verificano
    verificando verificare controllando controllare controllo controprova dimostrazione calcolando
    calcoliamo calcolato calcolata ottiene ottengono misura misurano coincidono corrispondono uguali
    pari dispari stessa stessi stesse ciascuno ciascun ogni positivo positiva positivi negativo
    negativa reale reali precisamente esatti esatte coerenti sui sul sulla ai alle agli nei nelle
    negli dalla dai dello degli diviso moltiplicato suo sua loro cui quale poiché perché sommare
    sommando sommiamo sommato sommati sommata sommano somme sommatoria addizione aggiungendo
    sottrarre sottraendo sottraiamo sottratto sottrazione moltiplicare moltiplicando moltiplichiamo
    moltiplicata moltiplicati moltiplicazione dividere dividendo dividiamo divisa divisi divisione
    divisibili elevare elevando elevato elevata semplificare semplificando semplifichiamo
    semplificato semplificata semplificazione sviluppare sviluppando sviluppato espandere espandendo
    fattorizzare fattorizzando fattorizzato fattorizzazione scomposizione scomporre scomposto
    risolvere risolvendo risolviamo risolta risolti contare contando contiamo contato contati
    conteggio elencare elencando elenchiamo elencati elenco accoppiare coppia coppie variano
    compreso compresa compresi comprese tra fra contiene contengono contenente dare dando dato dati
    fornisce forniscono producono ottenere ottenendo ottenuta ottenuti ottenute calcola calcolati
    verifichiamo verificati verificate controlliamo controllata confermano confermiamo confermando
    confermati confermate testato combacia combaciano corrispondente torna quadra quadrano concorda
    concordano soddisfatta soddisfatto soddisfatte soddisfatti rispetta rispettano regge reggono
    segue seguono deduciamo applicare applicando applicato applicata usare usando usato usata
    utilizzare utilizzando utilizzato funziona funzionano sta stanno siamo essendo stato stata stati
    avendo fanno facciamo c' vi suoi nostri nostre mia miei mie quali dove su sulle dalle dagli allo
    col mediante fino perfettamente totalmente completamente interamente direttamente certamente
    rigorosamente totali prodotti differenza differenze quozienti cateto cateti ipotenusa triangoli
    rettangolo rettangoli poligono poligoni pentagono pentagoni esagono esagoni cerchi raggi grado
    larghezza basi spigolo spigoli faccia facce diagonale diagonali rette segmento segmenti asse
    assi grafico grafici funzione funzioni formule disuguaglianza disequazione intervallo intervalli
    variabile variabili intere rapporto proporzione percentuale esito esiti dado dadi moneta monete
    carta carte indizio indizi enunciato testo ampiezza massimo minimo massima minima media mediana
    moda successione sequenza serie matrice vettore vettori metodi intersezione unione insieme
    insiemi elemento elementi combinazione combinazioni simmetrico simmetrica simmetrici simmetriche
    consistenti negativi identico identica identici identiche maggiore maggiori minore minori grande
    grandi piccolo piccola più possibili validi valide veri vere giusti giuste chiaro chiara chiari
    evidente evidenti ciascuna ordine
pt: eu nós você voce vocês voces ele ela isto isso este esta estes estas esse essa aquilo o a os
    as um uma uns umas é e são sao era eram foi foram ser está estão estao estava estar tem
    temos tenho há ha será sera portanto logo assim então entao depois de do da dos das ao à em
    na nas nos para com como por pelo pela que aqui tudo todos todas resposta respostas resultado
    resultados solução solucao soluções valor valores número numero números problema pergunta
    questão questao cálculo calculo cálculos passo passos etapa etapas verificação verificacao
    soma total forma maneira correto correta corretos corretas corretamente certo certa verdadeiro
    verdadeira final finais exato exata exatamente seguro segura bom boa válido valido válida
    valida consistente coerente completo completa pedido pedida espero acho penso acredito
    verificado verificada verifiquei confirmado confirmada confirmo confirma obtemos obtido obtive
    encontramos encontrado coincide confere concorda feito terminado resolvido pronto obrigado
    obrigada valeu saudações saudacoes abraços sorte ajude aproveite sim claro claramente
    realmente muito fato minha nossa igual substituindo conferindo área áreas superfície lado
    lados ambos ambas membro membros esquerdo esquerda direito direita triângulo ângulo ângulos
    círculo circunferência raio diâmetro perímetro volume comprimento altura base vértice
    vértices equação equações expressão produto quociente resto divisor divisores múltiplo
    múltiplos fator fatores primo primos quadrado quadrados quadrada cubo raiz raízes fração
    frações inteiro inteiros inteira dígito dígitos algarismo algarismos ponto pontos reta linha
    linhas caso casos substituição termo termos coeficiente coeficientes probabilidade maneiras
    formas condição condições tabela coluna colunas fórmula método figura unidades graus
    metros centímetros igualdade identidade dá dão resultam fica ficam permanece vale valem
    satisfaz satisfazem divide dividem divisível verifica verificam verificando verificar
    conferindo conferido calculando calculamos calculado mede medem corresponde correspondem
    coincidem bate batem obtém iguais mesma mesmos mesmas cada positivo positiva positivos negativo
    negativa par pares ímpar ímpares real reais efetivamente precisamente coerentes demonstração
    teste seu sua seus suas cujo qual pois porque dividido multiplicado elevado desse dessa deste
    desta nesse nessa neste nesta num numa superficie triangulo angulo angulos circulo
    circunferencia diametro perimetro vertice vertices equacao equacoes expressao multiplo multiplos
    raizes fracao fracoes digito digitos substituicao condicao condicoes formula metodo centimetros
    divisivel impares demonstracao somar somando somamos somado somados somada somam somas adição
    adicao adicionar adicionando subtrair subtraindo subtraímos subtraído subtração subtracao
    multiplicar multiplicando multiplicamos multiplicada multiplicados multiplicação multiplicacao
    dividir dividindo dividimos dividida divididos divisão divisao divisíveis elevar elevando
    elevada simplificar simplificando simplificamos simplificado simplificada simplificação
    expandir expandindo expandido desenvolver desenvolvendo fatorar fatorando fatorado fatoração
    fatoracao decompor decomposição contar contando contamos contado contados contagem listar
    listando listamos listados enumerar enumerando emparelhar parelha vão vao variam variando
    situado situada situados situa entre contém contem contêm contendo inclui incluem dar dando
    dado dada dados dadas deu deram damos fornece fornecem produz produzem obter obtem obtêm
    obtendo obtida obtidos obtidas calcula calculada calculados verificamos verificados verificadas
    conferimos conferem checando checado testado fecha fecham concordam encaixa encaixam satisfeita
    satisfeito satisfeitas satisfeitos cumpre cumprem deduz deduzimos decorre aplicar aplicando
    aplicado aplicada usar usando usado usada utilizar utilizando utilizado funciona funcionam somos
    sou sendo sido estamos estou vai vamos te lhe lhes mim nossos nossas meu meus minhas quais cuja
    onde pelos pelas dum duma sobre sob até mediante após durante visto perfeitamente totalmente
    completamente inteiramente diretamente certamente rigorosamente totais produtos diferença
    diferencas diferenças quocientes cateto catetos hipotenusa triângulos retângulo retangulo
    retângulos polígono poligono pentágono pentagono hexágono hexagono raios grau largura aresta
    arestas diagonais retas segmento segmentos eixo eixos gráfico grafico função funcao funções
    fórmulas desigualdade inequação intervalo intervalos variável variavel variáveis inteiras
    razão razao proporção porcentagem percentagem probabilidades desfecho moeda moedas carta
    cartas pista pistas enunciado amplitude máximo maximo mínimo minimo máxima mínima média
    media mediana moda sequência sequencia série serie matriz vetor vetores métodos interseção
    intersecção intersecao união conjunto conjuntos elemento elementos combinação combinações
    simétrico simetrico simétrica simétricos simétricas exatos exatas consistentes positivas
    negativos negativas impar idêntico idêntica idênticos maior maiores menor menores grande
    grandes pequeno pequena toda possíveis possiveis válidos validos válidas verdadeiros claros
    clara claras evidente evidentes ordem juntos juntas
nl: ik wij we jij je u het dit dat deze die de een is zijn was waren ben wordt worden werd heeft
    hebben heb had en dus daarom zo dan van te naar in voor met zoals door hier alle alles antwoord
    antwoorden resultaat uitkomst oplossing oplossingen waarde waarden getal getallen nummer
    probleem opgave vraag berekening berekeningen stap stappen controle som totaal manier manieren
    correct correcte juist juiste goed goede waar definitief uiteindelijk uiteindelijke exact
    precies zeker geldig geldige consistent volledig volledige vereist gevraagd gevraagde hoop denk
    geloof gecontroleerd geverifieerd bevestigd bevestigt krijgen krijgt verkrijgen vinden gevonden
    klopt komt overeen gedaan klaar opgelost bedankt dank dankjewel groeten succes helpt geniet ja
    inderdaad natuurlijk duidelijk echt zeer heel mijn onze gelijk invullen ingevuld oppervlakte
    oppervlak zijde zijden kant kanten beide linkerkant rechterkant linkerlid rechterlid lid
    driehoek hoek hoeken cirkel straal diameter omtrek volume inhoud lengte hoogte vergelijking
    vergelijkingen uitdrukking product quotiënt rest deler delers veelvoud veelvouden factor
    factoren priemgetal priemgetallen kwadraat kwadraten wortel vierkantswortel breuk breuken geheel
    gehele cijfer cijfers punt punten lijn rechte geval gevallen substitutie term termen
    coëfficiënt coëfficiënten waarschijnlijkheid voorwaarde voorwaarden tabel rij kolom formule
    methode figuur eenheden graden meter vierkante geeft geven levert leveren op blijft blijven past
    passen kloppen deelt deelbaar voldoet voldoen geldt gelden berekenen berekend controleren
    gelijke zelfde dezelfde hetzelfde elke elk ieder iedere hele positief positieve negatief
    negatieve oneven reëel reële bedraagt bedragen uit overeenkomt stemt proef verificatie bewijs
    test check bij aan om maal gedeeld want omdat zowel hun haar ons er optellen opgeteld tel tellen
    telt geteld optelling aftrekken afgetrokken aftrekking vermenigvuldigen vermenigvuldigd
    vermenigvuldiging keer delen deling kwadrateren gekwadrateerd vereenvoudigen vereenvoudigd
    vereenvoudiging uitwerken uitgewerkt haakjes ontbinden ontbonden ontbinding factoriseren
    oplossen opgeloste opsommen opgesomd paren gekoppeld lopen loopt liggen ligt tussen bevat
    bevatten gaf oplevert opleveren kregen verkregen verkrijgt berekent berekende controleert
    controleerde nagegaan gecheckt verifieer bevestigde getest klopte paste stemmen sluit sluiten
    overeenkomen overeenstemming voldaan gelijken volgt volgen volgde toepassen toegepast gebruiken
    gebruikt gebruik werkt werken staat staan zich mij hem hen jullie welke wie waarvan waarmee
    waaruit waarin waarbij tot onder vanaf daar daarmee daaruit daarbij daarvan hiermee hieruit
    helemaal volkomen rechtstreeks exacte precieze sommen producten verschil verschillen
    rechthoekszijde schuine driehoeken vierkant vierkanten rechthoek rechthoeken veelhoek veelhoeken
    vijfhoek zeshoek cirkels middellijn graad breedte basis grondvlak hoekpunt hoekpunten ribbe
    ribben zijvlak zijvlakken diagonaal diagonalen lijnen lijnstuk lijnstukken assen grafiek functie
    functies formules ongelijkheid intervallen wortels variabele variabelen priemfactor
    priemfactoren priem verhouding procent kansen uitkomsten paar dobbelsteen dobbelstenen munt
    munten kaart kaarten aanwijzing aanwijzingen bewering stelling tekening amplitude gemiddelde
    mediaan modus rijen reeks reeksen vectoren werkwijze snijpunt snijpunten doorsnede verzameling
    verzamelingen elementen combinatie combinaties symmetrisch symmetrische consistente groter
    grotere grootste kleiner kleinere kleinste groot grote klein kleine maximaal minimaal mogelijke
    ware allemaal samen volgorde duidelijke optelt vermenigvuldigt deel kwadrateert vereenvoudigt
    ontbindt oplost lossen telden opsomming koppelen bevattende gegeven vindt vonden reken rekenen
    rekent gerekend uitgerekend uitrekenen controleer gecontroleerde geverifieerde bevestig
    bevestiging toets getoetst passend passende kloppend kloppende sluitend komen samenvallen valt
    vallen vervuld gelijkheid toepassing gebruikte houdt zekerheid rechthoekige gelijkbenige
    gelijkzijdige stralen oppervlakten grafieken functiewaarde oplossingsverzameling getallenpaar
    getallenparen deelbaarheid noemer teller procenten gebeurtenis gebeurtenissen muntstuk gegevens
    afbeelding maximale minimale gemiddeld rekenkundig methoden methodes aanpak redenering
    uitwerking controleberekening symmetrie consequent consistentie natuurlijke grootst kleinst
    meest minst identiek identieke helder meteen absoluut allebei beiden tezamen gezamenlijk
    achtereenvolgens orde binnen langs volgens wegens dankzij middels welk waarop waarvoor daarin
    daarop hierin hierbij daardoor waardoor ermee erin eruit zodat zodoende derhalve bijgevolg
    immers namelijk prima bewezen aangetoond zien zie ziet zagen gezien vaststellen vastgesteld
    hiervan uitkomen hoogste laagste rechten loodrecht middelpunt middelpunten rechthoekszijden
    wortelteken macht machten kwadratisch lineair lineaire
pl: ja my ty wy on ono to ten ta te tego tej tym tych jest są sa był była było byli były być
    byc będzie bedzie mam mamy jestem jesteśmy i więc wiec zatem stąd dlatego tak potem
    następnie w we na z ze do dla jako przez że tu tutaj wszystko wszystkie odpowiedź odpowiedz
    odpowiedzi wynik wyniku wyniki rozwiązanie rozwiazanie rozwiązania wartość wartosc wartości
    liczba liczby zadanie zadania pytanie obliczenia obliczenie krok kroki sprawdzenie suma
    łącznie lacznie sposób sposob poprawny poprawna poprawne poprawnie prawidłowy prawidlowy
    prawidłowa prawidlowa prawidłowe prawidłowo prawdziwy prawda ostateczny ostateczna ostateczne
    ostatecznie końcowy koncowy końcowa koncowa dokładny dokładna dokładnie dokladnie pewny
    pewna pewien pewno dobry dobra dobre dobrze ważny ważna spójny spójne zgodny zgodna zgodne
    kompletny pełny wymagany wymagana szukana szukany nadzieję nadzieje myślę mysle sądzę
    uważam wierzę sprawdziłem sprawdziłam sprawdzone zweryfikowane potwierdzone potwierdza
    otrzymujemy otrzymaliśmy uzyskujemy uzyskaliśmy znajdujemy znaleźliśmy zgadza się sie
    rozwiązane gotowe zakończone dziękuję dziekuje dzięki dzieki pozdrawiam powodzenia pomoże
    pomoze miłej bardzo oczywiście oczywiscie naprawdę naprawde właśnie wlasnie jasne wyraźnie
    mój moja nasz nasza równa rowna podstawiając równoważnie równoważna równoważny
    sprawdzam sprawdzamy sprawdzono pole pola polu bok boki boku boków obie oba obu obydwie obydwa
    strona strony stronie stron lewa lewej prawa prawej trójkąt trójkąta trójkąty kąt kąta
    kąty koło koła okrąg okręgu promień promienia średnica średnicy obwód obwodu
    objętość długość wysokość równanie równania równaniu wyrażenie wyrażenia sumy
    iloczyn iloraz reszta reszty dzielnik dzielniki wielokrotność czynnik czynniki kwadrat
    kwadratu kwadraty sześcian pierwiastek pierwiastka ułamek ułamka całkowita całkowite
    całkowitą całkowity cyfra cyfry punkt punkty prosta linia przypadek przypadki przypadków
    podstawienie podstawieniu wyraz wyrazy współczynnik współczynniki prawdopodobieństwo
    sposobów warunek warunki warunku warunków tabela tabeli wiersz kolumna wzór wzoru metoda
    figura jednostek stopni metrów kwadratowych rozkład rozkłady rozkładu równe równy równą
    równej daje dają wynosi wynoszą pozostaje zostaje zgadzają pasuje pasują dzieli dzielą
    podzielna podzielne podzielny spełnia spełniają spełnione spełniony spełniona zachodzi
    obliczając obliczamy obliczone obliczony liczymy sprawdzając sprawdzamy sprawdzić wychodzą
    odpowiada odpowiadają zgodność zgodnie sam sama samo samą taki takie taka każdy każda
    każde cały cała całe dodatnia dodatni dodatnie ujemna ujemny ujemne parzysta parzysty
    parzyste nieparzysta nieparzysty nieparzyste rzeczywista rzeczywiste istotnie weryfikacja
    kontrola test dowód oraz po przy od pod razy jej jego ich czyli bo ponieważ gdyż który
    która które podzielone pomnożone dodać dodajemy dodając dodane dodana dodany dodawanie
    dodawania sumujemy sumując sumowanie zsumowane odjąć odejmujemy odejmując odejmowanie
    odjęte mnożyć mnożymy mnożąc mnożenie pomnożyć pomnożona pomnożymy dzielić dzielimy
    dzieląc dzielenie podzielić podzielona podzielnych podnosimy podniesione podnosząc kwadratów
    kwadratowa kwadratowe upraszczamy upraszczając uproszczenie uproszczone uproszczeniu rozwijamy
    rozwinięcie rozkładamy rozkładając czynników czynnika rozwiązujemy rozwiązując
    rozwiązaniem rozwiązań rozwiązana rozwiązany licząc policzyć policzone zliczamy
    zliczając zliczenie wypisujemy wypisane wymieniamy pary par parę parami mieszczą mieści
    leżą leży między pomiędzy zawierają zawiera zawierające zawierających dało dała dał
    dadzą otrzymać otrzymuje otrzymane otrzymana otrzymany uzyskane uzyskana uzyskany znaleziona
    znaleziony znalezione obliczona obliczeniu obliczeń sprawdzeniu sprawdzony sprawdzona sprawdza
    weryfikujemy potwierdzają potwierdzamy potwierdzenie potwierdzony potwierdzona zgadzało
    zgodności pokrywa pokrywają zachodzą obowiązuje równych równość wynika wynikają
    stosujemy stosując zastosowanie używamy używając korzystamy korzystając działa działają
    wychodzi nam mnie nas mu swój swoja swoje swojego naszego naszej nasze naszych którego której
    których którym którą gdzie nad według wśród poprzez skoro całkowicie zupełnie
    bezpośrednio rzeczywiście faktycznie sumą sumie iloczynu różnica różnicy ilorazu wyrazu
    przyprostokątna przyprostokątne przeciwprostokątna przeciwprostokątnej trójkącie
    prostokąt prostokąta wielokąt wielokąta pięciokąt pięciokąta sześciokąt sześciokąta
    kątów stopień stopnie powierzchnia szerokość podstawa podstawy wierzchołek wierzchołki
    wierzchołków krawędź krawędzie ściana ściany przekątna przekątne przekątnej punktu
    prostej odcinek odcinka oś osi wykres wykresu funkcja funkcji nierówność nierówności wzory
    przedział przedziału pierwiastki zmienna zmiennej współczynnika cyfr liczb liczbą liczbę
    całkowitych dzielników wielokrotności stosunek procent procentów kostka kostki moneta monety
    karta karty wskazówka wskazówki twierdzenie stwierdzenie rysunek rysunku amplituda maksimum
    średnia mediana dominanta ciąg ciągu szereg macierz wektor metody metodą sposobem
    przecięcie przecięcia część wspólna zbiór zbioru elementy kombinacja kombinacje
    symetryczny symetryczna symetryczne symetrycznie dokładne dodatnich ujemnych parzystych
    nieparzystych większy większa większe największy największa największe największym
    największego mniejszy mniejsza mniejsze najmniejszy najmniejsza najmniejsze całej całą
    możliwych ważne prawdziwe jasny jasna oczywisty oczywista oczywiste każdej każdego
    wszystkich wszystkim wszystkimi razem kolejności kolejno porządku
cs: já ja my ty vy on ona ono to toto tento tato tyto ten ta tom tím tohle je jsou byl byla bylo
    byli byly být byt bude budou jsem jsme jsi mám mam máme mame a tak tedy proto takže takze
    pak potom v ve na pro s se z ze do k ke jako že zde tady vše vse všechno vsechno všechny
    odpověď odpoved odpovědí výsledek vysledek výsledku řešení reseni hodnota hodnoty
    číslo cislo úloha uloha příklad priklad otázka otazka výpočet vypocet krok kroky
    kontrola zkouška zkouska součet soucet celkem způsob zpusob správně spravne správný
    spravny správná spravna správné pravda pravdivý konečný konecny konečná konecna
    konečné finální přesný presny přesně presne jistý jisty jistě jiste určitě urcite
    dobrý dobry dobře dobre platný platny konzistentní úplný uplny požadovaný pozadovany
    hledaný doufám doufam myslím myslim věřím verim ověřeno overeno ověřil zkontrolováno
    zkontrolovano potvrzeno potvrzuje dostaneme dostáváme získáme ziskame najdeme nalezeno
    souhlasí souhlasi odpovídá odpovida sedí hotovo dokončeno vyřešeno vyreseno děkuji
    dekuji díky diky zdravím zdravim hodně hodne štěstí stesti pomůže pomuze ano skutečně
    skutecne opravdu samozřejmě samozrejme jasně jasne velmi moc můj naše náš rovno
    dosazením ověření plocha plochy obsah strana strany stran stranu obě oba obou levá pravá
    levé pravé levou pravou trojúhelník trojúhelníku úhel úhly úhlu kruh kružnice
    kružnici poloměr obvod objem délka výška rovnice rovnic výraz výrazu součin podíl
    zbytek dělitel dělitele násobek násobky činitel prvočíslo prvočísla čtverec mocnina
    krychle odmocnina zlomek zlomku celé celá celý číslice bod body přímka úsečka případ
    případy dosazení člen členy koeficient pravděpodobnost způsobů podmínka podmínky
    tabulka řádek sloupec vzorec metoda obrazec útvar jednotek stupňů metrů čtverečních
    dává dávají vychází vycházejí zůstává zůstávají vyhovuje vyhovují splňuje
    splňují splněna splněno platí dělí dělitelné dělitelný dělitelná rovná rovnají
    rovny stejné stejný stejná stejnou dosadíme počítáme spočítáme vypočteme
    vypočítáme ověříme ověření ověřujeme kontrolujeme zkouškou zkoušku každý každá
    každé kladné kladný kladná záporné záporný záporná sudé sudý sudá liché lichý
    lichá reálné reálný důkaz test po při od u krát děleno jeho její jejich což protože
    tj sečíst sečteme sečtením sečteno sčítání sčítáme odečíst odečteme odečtením
    odčítání násobit násobíme vynásobíme vynásobením násobení dělit dělíme
    vydělíme vydělením dělení umocníme umocněním mocniny čtverce zjednodušíme
    zjednodušením zjednodušení zjednodušeno roznásobíme roznásobením rozložíme rozklad
    rozkladu vyřešíme vyřešit řešíme vyřešená vyřešený spočítáno spočítané
    vypíšeme vypsané výčet dvojice dvojic dvojici pohybují leží ležet mezi obsahuje
    obsahují obsahující dá dají dalo dal dala vyjde vyšlo vyšel získáváme získáno
    získaný dostali obdržíme vypočteno vypočítáno výpočtu výpočty ověřený ověřená
    zkontrolujeme kontroly potvrzují potvrzený potvrzená odpovídají shodují shoduje shoda
    shodě splněny platit plyne vyplývá vyplývají použijeme použitím používáme aplikujeme
    funguje fungují drží nám mně nás jí mu svůj svá své našeho naší který která
    které kterého kterých kterou kde čímž nad podle přes neboť jelikož zcela úplně
    přímo rozhodně součtu součty součinu rozdíl rozdílu podílu členu odvěsna odvěsny
    přepona přepony trojúhelníky obdélník obdélníku mnohoúhelník pětiúhelník
    pětiúhelníku šestiúhelník šestiúhelníku kruhu poloměru průměr průměru stupeň
    stupně obvodu šířka základna podstava vrchol vrcholy vrcholu hrana hrany stěna stěny
    úhlopříčka úhlopříčky bodu přímky úsečky osa osy grafu funkce nerovnice nerovnost
    vzorce vzorci intervalu kořen kořeny kořenu proměnná proměnné koeficienty koeficientu
    číslic celých dělitelů činitele prvočíslem prvočinitel prvočinitele zbytku poměr
    procento procent procenta případů pár páry kostka kostky mince karta karty vodítko indicie
    podmínek tvrzení zadání obrázek obrázku amplituda průměrná medián modus posloupnost
    posloupnosti řada matice vektor metody metodou průnik průniku sjednocení množina množiny
    prvek prvky kombinace symetrický symetrická symetrické symetricky přesné kladných
    záporných sudých lichých větší největší největšího menší nejmenší nejmenšího
    velký malý všech všem všemi dohromady pořadí pořádku možných platné správném
    jasné zřejmé sečtou sečtené vynásobené vydělené umocněné zjednodušené
    roznásobené rozložené vyřešené spočítat počítat počítáno počet počtu počtem
    vypsat vypsáno obsahovat obsaženy ležící dávat dostat získat získané získaná
    nalezený nalezená nalezené najít vypočítaný vypočítaná vypočítané spočteno
    spočtený ověřena ověřené zkontrolovaný zkontrolovaná zkontrolované kontrolou
    otestováno potvrzena potvrzené souhlasit souhlasila souhlasilo odpovídat odpovídající
    sedět shodné shodný shodná splňovat vyhovující platilo platná rovnost rovnosti rovnal
    rovnalo plynoucí vyplývající použít použito užitím pomocí prostřednictvím vyšla
    vyšly sebe sobě jejímu jemu nimi ní něj něm tomu tomto této těchto těch těm toho
    tomuto jenž jež odkud kam ohledně vzhledem během podél uvnitř tudíž totiž naprosto
    plně jednoznačně zřetelně součiny rozdíly podíly členů členem stranami odvěsen
    přeponu trojúhelníků trojúhelníkem obdélníky čtverců čtvercem mnohoúhelníku
    mnohoúhelníky kruhů kružnicí poloměry průměry úhlů úhlem stupních obsahu obvodem
    objemu výšky výšku délky délku šířky šířku základny vrcholů hran hranou stěn
    úhlopříček bodů bodem přímek přímkou úseček úsečkou os osou grafem funkcí nerovnic
    vzorců intervalech kořenů kořenem proměnných koeficientů čísel číslem násobků
    násobkem činitelů prvočísel prvočinitelů zbytkem zlomků zlomkem poměru případě
    případem páru párů kostek mincí karet podmínkách podmínce tvrzením obrázkem maximem
    minimem průměrem mediánem posloupností řady matic vektorů vektorem metod metodách postup
    postupem postupu průnikem množin množinou prvků prvkem kombinací symetrie kladnými
    zápornými sudými lichými stejných stejným stejného shodnými větším největším
    menším nejmenším celým celou celého celkový celková celkové všichni všechna všeho
    každého každém každou postupně pořadím pravý správnou správného správným platným
    jasný jasná odmocniny kolmý kolmé rovnoběžné rovnoběžný střed středem pravoúhlý
    pravoúhlého rovnostranný rovnoramenný trojciferné
sk: ja my ty vy on ona ono to toto tento táto tieto ten tá je sú su bol bola bolo boli byť bude
    budú som sme si mám mam máme mame a tak teda preto takže takze potom v vo na pre s so z zo
    do k ku ako že ze tu všetko vsetko všetky vsetky odpoveď odpoved odpovede výsledok vysledok
    výsledku riešenie riesenie hodnota hodnoty číslo cislo úloha uloha príklad priklad otázka
    otazka výpočet vypocet krok kroky kontrola skúška skuska súčet sucet celkom spolu spôsob
    sposob správne spravne správny spravny správna spravna pravda pravdivý konečný konecny
    konečná konecna finálny presný presny presne istý isty iste určite urcite dobrý dobry
    dobre platný platny konzistentný úplný uplny požadovaný pozadovany hľadaný dúfam dufam
    myslím myslim verím verim overené overene overil skontrolované potvrdené potvrdzuje
    dostaneme získame ziskame nájdeme najdeme súhlasí suhlasi zodpovedá sedí hotovo
    dokončené vyriešené vyriesene ďakujem dakujem vďaka vdaka zdravím zdravim veľa vela
    šťastia stastia pomôže pomoze áno ano skutočne naozaj samozrejme jasne veľmi velmi môj
    náš naša rovná dosadením
sv: jag vi du ni det den detta denna dessa de en ett är var varit vara blir blev har hade ska
    kommer och så därför alltså sålunda då sedan av till i för med som genom att här alla
    allt svar svaret svaren resultat resultatet lösning lösningen lösningar värde värdet tal
    talet nummer problem problemet uppgift uppgiften fråga frågan beräkning beräkningen steg
    stegen kontroll summa summan totalt sätt sättet korrekt korrekta rätt riktig riktigt sann
    sant slutgiltig slutgiltiga slutliga slutligt exakt exakta säker säkert viss god gott bra
    giltig giltigt konsekvent fullständig fullständigt krävs efterfrågade sökta hoppas tror
    tycker kontrollerat verifierat bekräftat bekräftar får fick erhåller hittar hittade stämmer
    överens överensstämmer klar klart färdig löst tack hälsningar lycka hjälper njut ja
    verkligen självklart naturligtvis tydligt mycket mitt min vårt lika insättning kontrollerade
    kontrollera area arean yta ytan sida sidan sidor sidorna båda bägge vänstra högra
    vänsterledet högerledet led ledet triangel triangeln vinkel vinkeln vinklar cirkel cirkeln
    radie radien diameter diametern omkrets omkretsen volym volymen längd längden höjd höjden
    ekvation ekvationen ekvationer uttryck uttrycket produkt produkten differens differensen kvot
    kvoten rest resten delare delaren multipel faktor faktorer primtal primtalet kvadrat kvadraten
    kub rot roten kvadratrot kvadratroten bråk bråket heltal heltalet siffra siffror punkt punkten
    linje linjen term termen termer koefficient koefficienten sannolikhet sannolikheten villkor
    villkoret villkoren tabell tabellen rad raden kolumn kolumnen formel formeln metod metoden figur
    figuren kvadratmeter meter enheter grader ger förblir kvarstår passar delar delbart delbar
    uppfyller uppfylls uppfyllda uppfyllt gäller insatt sätter beräknar beräknat räknar räknat
    kontrollerar kontrollera verifierar bekräftas fås erhålls motsvarar samma varje hela hel
    positiv positivt positiva negativ negativt negativa jämn jämnt jämna udda reell reella precis
    verifiering bevis test på vid efter gånger delat dess deras sin sitt sina vilket eftersom ty
    både addera adderar adderat adderade summera summerar summerat summeras subtrahera subtraherar
    subtraktion dra drar dras multiplicera multiplicerar multiplicerat multiplikation dividera
    dividerar dividerat dela kvadrera kvadrerar kvadrater kvadraterna förenkla förenklar
    förenklat förenkling utveckla utvecklar utvecklat faktorisera faktoriserar faktoriserat
    faktorisering lösa löser lösta räkna räknade räkning lista listar listade uppräkning par
    paren paret paras går sträcker ligger mellan innehåller innehållande gav ges givet givna
    erhållet erhålla beräknade beräknas verifierade bekräftade testat stämde passade
    överensstämde sammanfaller håller följer följde tillämpa tillämpar använda använder
    använt används fungerar står sig oss mig honom henne dem vår våra mina vilken vilka där
    varav varmed vars från över enligt bland helt direkt absolut skillnaden katet kateter
    hypotenusa hypotenusan trianglar rektangel rektangeln månghörning femhörning femhörningen
    sexhörning sexhörningen grad bredd bredden bas basen hörn hörnet hörnen kant kanten kanter
    sidoyta diagonalen diagonaler punkter sträcka sträckan axel axeln grafen funktion funktionen
    olikhet olikheten intervall intervallet rötter variabel variabeln siffran multipler faktorn
    primfaktor primfaktorn primfaktorer förhållande procent utfall utfallen fallet fallen tärning
    tärningen tärningar mynt myntet kort kortet ledtråd ledtrådar ledtrådarna påstående
    påståendet amplitud amplituden medelvärde medelvärdet typvärde följd följden serie matris
    vektor skärning skärningen skärningspunkt snitt snittet mängd mängden kombination
    kombinationer symmetrisk symmetriska symmetriskt konsekventa större störst största mindre
    minst minsta stor stora liten små möjliga giltiga sanna tydlig tydliga uppenbart tillsammans
    ordning adderas subtraheras multipliceras divideras delas kvadreras förenklas utvecklas
    faktoriseras löses räknas listas ligga innehålla givits hittas hittat funnit funnen funna
    finner beräknades kontrollerats verifierats bekräftats testats testad stämma passa passat
    överensstämma sammanfalla uppfylla uppfyllde gälla hålla följa följt tillämpas tillämpad
    använd användes fungera fungerade stå stod såsom därmed härav därav härmed härifrån
    därifrån vari varpå varigenom således följaktligen nämligen fullt fullständiga omedelbart
    rakt noggrant riktiga säkra uppenbar uppenbara summor produkter differenser kvoter termerna
    sidornas triangelns trianglarna rektanglar rektanglarna polygonen polygoner cirklar cirkelns
    radier diametrar vinklarna vinkelns graden areor omkretsar volymer höjder längder bredder
    kanterna diagonalerna punkterna linjer linjerna sträckor axlar axlarna grafer graferna
    funktioner funktionerna ekvationerna formler formlerna olikheter intervallen rötterna variabler
    variablerna koefficienter koefficienterna siffrorna heltalen delarna multipeln multiplerna
    faktorerna primtalen primfaktorerna resterna bråken procenten utfallet tärningarna mynten
    korten ledtråden påståenden figurerna maxvärde minvärde medelvärdena medianen typvärdet
    följder serier matriser vektorer metoder metoderna skärningspunkten skärningspunkter mängder
    elementen kombinationerna parvis symmetri symmetrin likadana identisk identiska vardera varderas
    allihop samtliga samtligt ordningen denne hans hennes potens potenser rät räta vinkelrät
    parallell medelpunkt mittpunkt rätvinklig rätvinkliga likbent liksidig tresiffrig
no: jeg eg vi du dere de det den dette denne disse dei en ei ett eit er var vært vore være vere
    blir blei ble vert har hadde skal og så derfor altså dermed da då deretter av til i for med
    som ved at her alle alt svar svaret resultat resultatet løsning løysing løsningen løysinga
    verdi verdien tall tal tallet talet nummer problem problemet oppgave oppgåve oppgaven oppgåva
    spørsmål spørsmålet beregning berekning utregning utrekning steg trinn kontroll sum summen
    totalt måte måten korrekt korrekte riktig riktige rett sann sant endelig endelege endelige
    eksakt nøyaktig nøyaktige sikker sikkert viss god godt gyldig konsistent fullstendig komplett
    påkrevd påkravd håper håpar tror trur kontrollert sjekket sjekka verifisert bekreftet
    bekrefta får fekk fikk finner finn fant funnet funne stemmer samsvarer ferdig gjort løst
    løyst takk tusen hilsen helsing lykke hjelper nyt ja selvfølgelig sjølvsagt klart tydelig
    tydeleg virkelig verkeleg veldig svært mitt mi vår lik innsetting
da: jeg vi du i de det den dette denne disse en et er var været være bliver blev har havde vil og
    så derfor altså dermed da derefter af til for med som ved at her alle alt svar svaret resultat
    resultatet løsning løsningen værdi værdien tal tallet nummer problem problemet opgave
    opgaven spørgsmål spørgsmålet beregning beregningen udregning trin skridt kontrol sum summen
    total totalt måde måden korrekt korrekte rigtig rigtige rigtigt sand sandt endelig endelige
    eksakt præcis præcist sikker sikkert vis god godt gyldig gyldigt konsistent fuldstændig
    komplet påkrævet påkrævede håber tror mener kontrolleret tjekket verificeret bekræftet
    bekræfter får fik opnår finder fandt fundet stemmer overens passer færdig gjort løst tak
    tusind hilsen hilsner held hjælper nyd ja selvfølgelig klart tydeligt virkelig meget mit min
    vores lig indsættelse areal arealet flade fladen side siden sider siderne begge venstre højre
    venstresiden højresiden trekant trekanten vinkel vinklen vinkler cirkel cirklen radius
    radiussen diameter diameteren omkreds omkredsen rumfang volumen længde længden højde højden
    ligning ligningen ligninger udtryk udtrykket produkt produktet differens differensen kvotient
    kvotienten rest resten divisor divisoren divisorer multiplum faktor faktorer primtal primtallet
    kvadrat kvadratet kubiktal rod roden kvadratrod kvadratroden brøk brøken heltal heltallet
    ciffer cifre cifrene punkt punktet linje linjen indsætter indsat indsætte led leddet
    koefficient koefficienten sandsynlighed sandsynligheden betingelse betingelsen betingelser tabel
    tabellen række rækken søjle søjlen kolonne formel formlen metode metoden figur figuren
    enheder grader meter kvadratmeter kvadratfod giver forbliver deler opfylder opfyldt opfyldte
    gælder beregner beregnet udregnet regner tjekker kontrollerer kontrollere tjekke samme hver
    hvert hele hel positiv positive negativ negative reel reelle nemlig netop verifikation bevis
    test tjek på efter gange divideret delt hvilket dens dets deres sin sit sine fordi idet både
    går op addere adderer adderet summere summerer summeret subtrahere subtraherer trække trækker
    fratrukket ganger ganget multiplicere multiplicerer multiplikation dividere dividerer dele
    delelig kvadrere kvadrater forenkle forenkler forenklet reducere reducerer reduceret udregne
    udregner faktorisere faktoriserer faktoriseret løse løser løste tælle tæller talt
    optælling liste oplister par parret parrene ligger mellem indeholder gav givet givne opnås
    opnået beregnes regne regnet verificerer bekræftede testet passede stemte overensstemmer
    falder sammen opfyldes holder følger fulgte anvende anvender anvendt bruge bruger brugt
    fungerer står sig os mig hende dem hvilken hvilke hvor hvoraf hvormed fra ifølge blandt gennem
    eftersom fuldstændigt helt direkte absolut forskellen katete kateter hypotenusen trekanter
    rektangel rektanglet polygonen femkant femkanten sekskant sekskanten radien grad bredde bredden
    grundlinje grundflade hjørne hjørner toppunkt kant kanter flader diagonalen diagonaler punkter
    linjestykke akse aksen grafen funktion funktionen ulighed uligheden intervallet rødder variabel
    variablen faktoren primfaktor primfaktoren primfaktorer forhold procent udfald tilfælde
    tilfældet terning terningen terninger mønt mønten kort kortet ledetråd ledetråde udsagn
    påstand amplitude amplituden maksimum gennemsnit gennemsnittet middelværdi typetal følge
    følgen vektor skæring skæringen skæringspunkt fællesmængde mængde mængden elementer
    kombination kombinationer symmetrisk symmetriske konsistente præcise positivt negativt ulige
    større størst største mindre mindst mindste stor lille små mulige gyldige sande tydelig
    tydelige åbenlyst tilsammen samlet rækkefølge orden adderes summeres subtraheres ganges
    divideres deles kvadreres forenkles udregnes faktoriseres løses tælles listes parres ligge
    indeholde opnå fås findes finde beregnede kontrolleres tjekkes verificeres bekræftes testes
    stemme passe passet overensstemme falde sammenfalder opfylde gælde holde fulgt anvendes bruges
    fungere fungerede stå stod således heraf deraf hermed herfra derfra hvorpå hvorved følgelig
    fuldt fuldstændige umiddelbart nøjagtig nøjagtige nøjagtigt sikre klare åbenlys åbenlyse
    indlysende produkter differenser kvotienter leddene trekantens trekanterne rektangler
    rektanglerne polygoner cirkler cirklens radier diametre vinklerne vinklens graderne arealer
    omkredse højder længder bredder hjørnerne kanterne diagonalerne punkterne linjer linjerne
    linjestykker akser akserne grafer graferne funktioner funktionerne ligningerne formler formlerne
    uligheder intervaller intervallerne rødderne variablerne koefficienter koefficienterne cifret
    heltallene multipla faktorerne primtallene primfaktorerne resterne brøker brøkerne procenten
    udfaldet udfaldene tilfældene terningerne møntene kortene ledetråden ledetrådene
    betingelserne udsagnet figurerne maksimal gennemsnittene medianen typetallet rækker matricer
    vektorer metoder metoderne skæringspunktet skæringspunkter mængder elementerne
    kombinationerne parvis symmetri symmetrien ens identisk identiske samtlige rækkefølgen hans
    hendes eksponent potens potenser vinkelret midtpunkt centrum retvinklet retvinklede ligebenet
    ligesidet trecifret
is: ég eg við þú þið það þetta þessi þessir þessar þau hann hún er eru var voru vera
    verið verður verða hef höfum hefur hafði og svo þess vegna þannig því þá síðan af
    til í á fyrir með sem að hér allt allir öll svar svarið svarsins niðurstaða
    niðurstaðan niðurstöðu lausn lausnin lausnina gildi gildið tala talan tölu tölur
    verkefni verkefnið vandamál spurning spurningin útreikningur útreikningar skref athugun
    prófun summa summan samtals aðferð leið rétt réttur rétta réttar satt sannur endanleg
    endanlegt endanlega endanlegur nákvæm nákvæmt nákvæmlega viss öruggur góður gott góð
    gilt gildur samræmi fullkomið vona held trúi athugað staðfest staðfesti staðfestir fáum
    fæst fékk finnum fundum fundið passar stemmir lokið búið leyst takk þakka þér kærar
    kveðja kveðjur gangi vel hjálpi njóttu já einmitt auðvitað greinilega augljóslega mjög
    minn okkar jafnt
fi: minä mä me sinä te se tämä tuo nämä ne on ovat oli olivat olla olen olemme ollut ja sekä
    joten siis siksi näin niin sitten että tässä täällä kaikki vastaus vastauksen vastauksena
    vastaukseksi tulos tuloksen tulokseksi tuloksena ratkaisu ratkaisun ratkaisuna arvo arvon
    arvoksi luku luvun numero tehtävä tehtävän ongelma kysymys laskenta laskelma laskelmat lasku
    vaihe vaiheet tarkistus summa yhteensä tapa tavat oikein oikea oikean oikeaksi oikeassa tosi
    totta lopullinen lopullisen lopullisena tarkka tarkasti tarkalleen varma varmasti hyvä hyvin
    pätevä johdonmukainen täydellinen valmis vaadittu kysytty haettu toivon ajattelen uskon
    tarkistettu tarkistin tarkistimme varmistettu varmistin vahvistettu vahvistaa saamme saadaan
    saimme saatiin löydämme löydetään löysimme täsmää vastaa pitää paikkansa tehty
    ratkaistu kiitos kiitokset terveisin onnea auttaa nauti kyllä todellakin juuri tietenkin
    selvästi todella erittäin kanssa varten ollen minun meidän yhtä sijoittamalla pinta-ala
    pinta-alan pinta-alaksi ala alan sivu sivun sivut sivujen molemmat molempien molemmilla
    molemmissa puoli puolet puolen vasen vasemman vasemmalla oikealla kolmio kolmion kulma kulman
    kulmat ympyrä ympyrän säde säteen halkaisija halkaisijan piiri piirin tilavuus tilavuuden
    pituus pituuden korkeus korkeuden yhtälö yhtälön yhtälöt yhtälöön lauseke lausekkeen
    tulo tulon erotus erotuksen osamäärä jakojäännös jakaja jakajat monikerta tekijä tekijät
    alkuluku alkuluvun alkuluvut neliö neliön kuutio neliöjuuri murtoluku kokonaisluku
    kokonaisluvun kokonaisluvut numerot piste pisteen suora viiva tapaus tapauksessa tapaukset
    tapauksissa sijoitus sijoittaen termi kerroin kertoimen todennäköisyys tapoja tapojen ehto
    ehdon ehdot taulukko taulukon rivi sarake kaava kaavan menetelmä kuvio yksikköä astetta
    metriä neliömetriä antaa antavat pysyy pysyvät sopii sopivat jakaa jaollinen toteuttaa
    toteutuu toteutuvat pätee laskemalla laskettu lasketaan laskien tarkistamalla tarkistetaan
    tarkistaen suuri suuret samat sama saman samaan samassa jokainen kukin kumpikin koko
    positiivinen positiivisia negatiivinen negatiivisia parillinen pariton reaaliluku reaalinen
    tarkastus todistus testi varmistus koska sillä kertaa jaettuna sen niiden jonka joka mikä
    laskemme laskettuna laskettiin lasketut yhteenlasku summataan summaamalla vähennetään
    vähentämällä vähennyslasku kerrotaan kertomalla kertolasku kerrottuna jaetaan jakamalla
    jakolasku jaollisia jaollisuus korotetaan neliöt neliöitä neliöksi neliöön sievennetään
    sieventämällä sievennys sievennettynä auki tekijöihin jakaminen jako ratkaistaan
    ratkaisemalla ratkaisut ratkaisuja ratkaistuna luetellaan luettelemalla luettelo parit pareja
    parien paria pari vaihtelevat välillä välissä sisältää sisältävät sisältävien antoi
    antaen saatu saadut saaden tuloksiksi tarkistuksena tarkistettuna varmistetaan varmistamalla
    todennetaan vahvistavat vahvistuu testataan täsmäävät vastaavat yhtyvät yhtenevät
    yhtäpitävä yhtäpitäviä täsmälleen toteuttavat täyttää täyttävät täyttyy
    täyttyvät pätevät yhtäsuuri yhtäsuuret seuraa seuraavat sovelletaan soveltamalla
    käytetään käyttämällä käyttäen toimii toimivat itse meille minulle meitä häntä
    heitä hänen heidän sitä siitä siihen niitä näiden tätä tästä tähän tällä jotka
    joiden jota joita jossa joissa missä mukaan kautta avulla alle yli päälle täysin suoraan
    välittömästi nimenomaan tosiaan summan summaksi summana tuloksi erotukseksi osamäärän
    termit termin kateetti kateetit hypotenuusa hypotenuusan kolmiot suorakulmio suorakulmion
    monikulmio monikulmion viisikulmio viisikulmion kuusikulmio kuusikulmion kulmien aste asteen
    leveys leveyden kanta kannan kärki kärjet kärjen särmä särmät tahko tahkot lävistäjä
    lävistäjän lävistäjät pisteet suoran jana janan akseli akselin kuvaaja kuvaajan funktio
    funktion epäyhtälö epäyhtälön väli välin juuret muuttuja muuttujan kertoimet
    kokonaislukuja tekijää tekijän alkutekijä alkutekijät alkutekijöihin monikerrat
    jakojäännöksen murtoluvun suhde suhteen prosentti prosenttia tulosvaihtoehdot tapauksia noppa
    nopat nopan kolikko kolikon kortti kortit vihje vihjeet vihjeitä väite väitteen kuva kuvion
    amplitudi maksimi minimi keskiarvo keskiarvon mediaani moodi jono jonon sarja matriisi vektori
    menetelmän leikkaus leikkauspiste leikkauspisteet joukko joukon alkio alkiot kombinaatio
    kombinaatiot symmetrinen symmetrisiä symmetrisesti johdonmukaisia tarkat parillisia parittomia
    suurempi suurin suurimman suurimmat pienempi pienin pienimmän pieni kuin kokonainen kaikkien
    kaikille mahdolliset mahdollisia oikeat oikeita tosia selvä selkeä ilmeinen jokaisen yhdessä
    järjestyksessä järjestys kunnossa lisätään lisäämällä laskettaessa summattuna
    vähennettynä korotettuna sievenee ratkeaa ratkeavat ratkaisuksi lueteltuna luettelossa
    parittain paritetaan sijoittuvat sijaitsee sijaitsevat ulottuvat sisältyy sisältyvät
    sisällä tulokset tulosten laskimme tarkistamme tarkistettiin varmistimme varmistettiin
    todennettu todennettiin vahvistettiin täsmäsi vastasi yhtyy yhtenee yhteneväiset toteutui
    täyttyivät yhtäsuuria yhtäsuurta yhtäsuuruus seurauksena soveltaen käytimme käytettiin
    toimi heille hänelle minut meidät heidät sille niille tälle näille niissä näissä siinä
    sieltä jolla joilla jolle joille josta joista johon joihin jona joina jotta perusteella nojalla
    mukaisesti alla yläpuolella välille välistä läpi siten täten niinpä kokonaan selkeästi
    ilmiselvästi ehdottomasti täsmällisesti tarkoin summat summien tulot tulojen erotukset
    osamäärät termien sivuja kolmioita kolmioiden suorakulmioita monikulmiot ympyrät ympyröiden
    säteet halkaisijat kulmia asteet pinta-alat tilavuudet korkeudet pituudet kärkien särmien
    tahkojen lävistäjiä pisteitä pisteiden suorat suorien janat akselit kuvaajat funktiot
    funktioiden yhtälöiden kaavat kaavoja epäyhtälöt välit juurten muuttujat kertoimia
    numeroita lukuja lukujen luvut kokonaislukujen tekijöitä tekijöiden alkulukuja alkulukujen
    alkutekijöitä alkutekijöiden jakajia jakajien monikertoja jakojäännökset murtoluvut
    murtolukuja suhteet prosentit tulosvaihtoehto tapausten noppia noppien kolikoita kortteja
    vihjeiden ehtojen väitteet kuvioita maksimiarvo minimiarvo keskiarvot mediaanit jonot sarjat
    matriisit vektorit menetelmät menetelmällä tavalla leikkauspisteen joukot joukkojen alkioita
    alkioiden kombinaatioita symmetria symmetrian positiiviset positiivisten negatiiviset
    negatiivisten parilliset parillisten parittomat parittomien samaa yhtenevä suuremmat suurempia
    pienemmät pienempiä pienimmät isompi isoin kaikkia jokaisesta jokaiselle jokaisella
    järjestyksen peräkkäin vuorollaan kohtisuora kohtisuorassa yhdensuuntainen keskipiste
    keskipisteen suorakulmainen tasakylkinen tasasivuinen potenssi eksponentti
et: mina ma meie me sina sa teie te see need too on oli olid olla olen oleme olnud saab ja ning
    seega niisiis siis seetõttu järelikult nii seejärel pärast et siin kõik vastus vastuse
    vastuseks tulemus tulemuse tulemuseks lahendus lahenduse väärtus väärtuse arv arvu number
    ülesanne ülesande küsimus arvutus arvutused samm sammud kontroll summa kokku kogusumma viis
    õige õiged õigesti tõsi tõene lõplik lõpliku täpne täpselt kindel kindlasti hea hästi
    kehtiv järjepidev täielik nõutud otsitav loodan usun kontrollitud kontrollisin kinnitatud
    kinnitab saame saadakse leiame leitud klapib sobib ühtib tehtud valmis lahendatud aitäh tänan
    tänud tervitades edu aitab naudi jah tõepoolest muidugi selgelt tõesti väga koos jaoks minu
    võrdne asendades
lv: es mēs tu jūs tas tā šis šī šie šīs tie ir bija būt būs esmu esam un tātad tāpēc
    tad pēc tam uz ar kā par ka šeit visi viss visas atbilde atbildi atbildes rezultāts
    rezultats rezultātu risinājums risinajums risinājumu vērtība vertiba vērtību skaitlis
    skaitli uzdevums uzdevuma problēma jautājums aprēķins aprēķini solis soļi pārbaude summa
    kopā kopsumma veids veidi pareizi pareiza pareizs patiess patiesi galīgā galiga galīgais
    galīgs precīzs precīzi precizi drošs noteikti labs laba labi derīgs konsekvents pilnīgs
    pilns prasītais meklētais cerams ceru domāju ticu pārbaudīts pārbaudīju apstiprināts
    apstiprina iegūstam iegūts atrodam atrasts atbilst sakrīt izdarīts gatavs atrisināts
    paldies sveicieni veiksmi palīdz izbaudi jā tieši protams skaidri patiešām ļoti loti mans
    mūsu vienāds ievietojot
lt: aš as mes tu jūs jus tai tas ta šis ši šie šios tie yra buvo būti bus esu esame ir taigi
    todėl tad vadinasi tada paskui po iš į su kaip kad čia visi viskas visa atsakymas atsakymą
    atsakymo rezultatas rezultatą sprendimas sprendimą vertė vertę reikšmė reikšmę skaičius
    skaičių uždavinys uždavinio problema klausimas skaičiavimas skaičiavimai žingsnis
    žingsniai patikrinimas suma viso būdas būdai teisingas teisinga teisingai tiesa galutinis
    galutinė galutinį tikslus tiksli tiksliai tikras užtikrintas tikrai geras gera gerai
    galiojantis nuoseklus išsamus pilnas reikalaujamas ieškomas tikiuosi manau tikiu patikrinta
    patikrinau patvirtinta patvirtina gauname gauta randame rasta atitinka sutampa padaryta baigta
    išspręsta isspresta ačiū aciu dėkoju linkėjimai sėkmės padės mėgaukitės taip būtent
    žinoma aiškiai labai mano mūsų lygu įstatę
hu: én mi te ti ő ez az ezek azok a egy van vannak volt voltak lesz lenni vagyok vagyunk és
    tehát így ezért emiatt akkor majd aztán hogy itt minden mind összes válasz válaszom
    eredmény eredmeny eredménye eredményt végeredmény megoldás megoldas megoldása megoldást
    érték értéke értéket szám számot feladat feladatot probléma kérdés számítás
    számítások lépés lépések ellenőrzés összeg összesen módszer mód helyes helyesen jó
    igaz végső vegso végleges pontos pontosan biztos biztosan érvényes következetes
    konzisztens teljes teljesen szükséges kért keresett remélem szerintem hiszem ellenőrizve
    ellenőriztem ellenőrzött megerősítve megerősíti kapjuk kaptuk kapunk megkapjuk találjuk
    találtuk egyezik egyeznek stimmel kész elkészült megoldva köszönöm koszonom köszi
    köszönet üdvözlettel sok sikert segít élvezd igen valóban természetesen persze
    egyértelműen tényleg igazán nagyon enyém miénk egyenlő behelyettesítve terület
    területe területét területet oldal oldala oldalak oldalai oldalon mindkét mindkettő
    egyaránt bal baloldal jobboldal baloldala jobboldala háromszög háromszöget háromszögnek
    szög szöge szögek kör köre sugár sugara átmérő átmérője kerület kerülete térfogat
    térfogata hossz hossza hosszúság magasság magassága egyenlet egyenletet egyenletbe
    egyenlete kifejezés kifejezést szorzat szorzata hányados maradék maradéka osztó osztója
    osztók többszörös többszöröse tényező tényezők prímszám prím négyzet négyzete
    köb köbe gyök gyöke négyzetgyök tört egész egészek számjegy számjegyek pont pontok
    egyenes vonal eset esetben esetek esetekben behelyettesítés behelyettesítjük tag tagok
    együttható valószínűség módja módon feltétel feltételek feltételt táblázat sor
    oszlop képlet alakzat ábra egység egységek fok méter négyzetméter egyenlők ad adja adnak
    adódik marad maradnak megfelel megfelelnek illeszkedik osztja osztható kielégíti teljesül
    teljesülnek teljesíti számolva kiszámolva számítva kiszámítva kiszámítjuk
    ellenőrizzük azonos azonosak ugyanaz ugyanazt ugyanannyi ugyanakkora mindegyik pozitív
    negatív páros páratlan valós világosan bizonyítás teszt szerint után alapján azaz mert
    szorozva osztva összeadjuk összeadva összeadás összeadása összegezzük kivonjuk kivonva
    kivonás szorozzuk szorzás megszorozzuk osztjuk osztás elosztjuk oszthatók négyzetre
    emeljük emelve négyzetét négyzetek négyzetes egyszerűsítjük egyszerűsítve
    egyszerűsítés egyszerűbb kifejtjük kifejtve felbontjuk felbontva felbontás szorzattá
    alakítjuk alakítva alakítás megoldjuk megoldásai megoldások megszámoljuk számoljuk
    számolás összeszámoljuk felsoroljuk felsorolva felsorolás párok párokat párba
    párosítjuk terjednek terjed között esnek esik tartalmaz tartalmazza tartalmazzák
    tartalmazó adják adott adódnak kapott kapottak kiszámoljuk ellenőrzése ellenőrzésként
    ellenőrzéskor igazoljuk igazolva igazolja igazolás megerősítjük megerősítik egyezés
    megegyezik megegyeznek összhangban stimmelnek passzol passzolnak teljesítik kielégítik
    fennáll fennállnak egyenlőség egyenlősége következik következnek alkalmazzuk alkalmazva
    használjuk használva felhasználva működik működnek áll állnak helytálló maga magát
    nekünk nekem minket őt őket neki nekik övé saját amely amelyek amelynek amelyet amelyeket
    amit aminek ahol alatt felett fölött mellett által révén hiszen mivel közvetlenül
    közvetlen egyenesen ténylegesen összege összegük szorzatát különbség különbsége
    különbségét hányadosa tagja tagjai befogó befogók befogója átfogó átfogója
    háromszögben háromszögre téglalap téglalapra sokszög sokszögre ötszög ötszögre
    hatszög hatszögre körre szögei fokos szélesség szélessége alap alapja alapon csúcs
    csúcsa csúcsai csúcsok él élek élei lapja lapok lapjai átló átlója átlók átlói
    pontja pontot egyenese szakasz szakasza tengely tengelye grafikon grafikonja függvény
    függvénye függvényt egyenletek képletet képlete egyenlőtlenség egyenlőtlenséget
    intervallum intervallumban gyökei gyökök változó változója változók együtthatója
    együtthatók számjegye számjegyei egészet osztói többszörösei tényezője prímek
    prímszámok prímtényező prímtényezője prímtényezői törtet arány aránya százalék
    kimenetel kimenetelek pár párja kocka kockával érme érmék kártya kártyák nyom nyomok
    feltétele állítás állítást ábrán amplitúdó amplitúdója maximuma minimuma átlag
    átlaga medián módusz sorozat sorozata mátrix vektor módszerrel metszet metszete
    metszéspont metszéspontja halmaz halmaza elem elemei kombináció kombinációk szimmetrikus
    szimmetrikusak szimmetrikusan pontosak pozitívak negatívak párosak páratlanok nagyobb
    nagyobbak legnagyobb kisebb kisebbek legkisebb nagy kicsi érvényesek igazak helyesek világos
    nyilvánvaló együtt sorrendben sorrend rendben összeadom kivonom megszorozva elosztva
    egyszerűsödik megoldásként megoldáshoz megszámolva megszámoltuk számolunk számoltunk
    összeszámolva felsoroltuk párosítva párokba közötti tartalmaznak kiszámoltuk
    kiszámítottuk kiszámított kiszámolt ellenőriztük ellenőrzésképpen igazolt igazoltuk
    megerősített megerősítettük egyező egyezőek megegyező megegyezőek összhang
    illeszkednek teljesülése teljesítve kielégítve fennálló egyenlőek következésképpen
    ebből abból alkalmazásával használatával segítségével felhasználásával megáll
    megállja ennek annak ezeknek azoknak ezt azt ezeket azokat ebben abban ezekben azokban erre
    arra ezzel azzal ezekkel ettől attól melyik melyek amelyben amelyre amellyel amelyből vagyis
    egészen maradéktalanul nyilvánvalóan egyértelmű összegek összegnek összeggel szorzatok
    szorzatnak különbségek hányadosok tagjait oldalát oldalának háromszögek négyzetnek
    téglalapok sokszögek ötszögnek hatszögnek körök körnek sugarát sugarai átmérőt
    szögét szögeit fokban területek kerületét térfogatát magasságát hosszát
    szélességét alapját csúcsait csúcsokat éleit éleket lapjait átlóit pontjai pontokat
    egyenesek egyenest szakaszok szakaszt tengelyek grafikonok függvények egyenletnek képletek
    képlettel egyenlőtlenségek intervallumok gyökeit változót változókat együtthatókat
    számjegyet számjegyeket számjegyeinek számok számokat számoknak osztókat osztóinak
    többszöröseit tényezőket prímszámot prímtényezőket maradékot törtek arányt
    százalékát kimenetelt eseteket esetet párt kockák érmét kártyát nyomokat feltételeket
    állítások ábrák maximumot minimumot átlagot mediánt móduszt sorozatok sorozatot
    mátrixot vektort módszerek módszert metszetét halmazok halmazt elemek elemeket kombinációt
    szimmetria szimmetriája egyforma egyformák legnagyobbat legnagyobbnak legkisebbet legkisebbnek
    nagyobbnak kisebbnek mindegyiket mindnyájan együttesen sorban merőleges párhuzamos
    középpont felezőpont derékszögű egyenlőszárú szabályos hatvány kitevő
ro: eu noi tu voi el ea acesta aceasta această aceștia acestea asta acel acea un o este e sunt era
    erau fost fi va vor am ai au avem și şi si deci așadar aşadar astfel prin urmare atunci apoi
    de la în in pentru cu ca că aici tot toate toți răspuns răspunsul raspunsul rezultat
    rezultatul soluție soluția soluţia solutia valoare valoarea număr numărul numarul problemă
    problema întrebare întrebarea calcul calculul calculele pas pasul pașii verificare
    verificarea sumă suma total totalul mod modul corect corectă corecta adevărat adevarat final
    finală finala exact exactă exacta sigur sigură cert bun bună buna bine valid validă
    consistent coerent complet completă cerut cerută căutat sper cred verificat verificată
    confirmat confirmă confirma obținem obtinem obţinem obținut găsim gasim găsit potrivește
    corespunde făcut gata terminat rezolvat mulțumesc mulţumesc multumesc mersi salutări noroc
    succes ajută ajuta da într adevăr desigur clar evident foarte meu nostru egal înlocuind
    într-adevăr aria arie suprafață suprafața latură latura laturi laturile ambele amândouă
    membru membrul membri membrii stâng stângă drept dreaptă triunghi triunghiul triunghiului
    unghi unghiul unghiuri cerc cercul cercului rază raza diametru diametrul perimetru perimetrul
    volum volumul lungime lungimea înălțime înălțimea ecuație ecuația ecuației ecuațiile
    expresie expresia produs produsul câtul rest restul divizor divizori divizorii multiplu
    multiplii factor factori factorii pătrat pătratul cub cubul rădăcină rădăcina pătrată
    fracție fracția întreg întregi întregul cifră cifra cifre cifrele punct punctul linie
    linia cazuri cazurile substituție substituția termen termenul termeni coeficient coeficientul
    probabilitate probabilitatea moduri condiție condiția condițiile tabel tabelul rând rândul
    coloană coloana formulă figura figură unități grade metri pătrați egală egale egali dă
    dau rezultă rămâne rămân se verifică satisface satisfac împarte divide divizibil
    îndeplinește îndeplinesc îndeplinită îndeplinite are calculând calculăm calculat
    verificând verificăm aceeași același aceleași fiecare întreagă pozitiv pozitivă negativ
    negativă impar impară impare real reală reale proba probă demonstrație test testul dovadă
    pe din după lui ei lor său care adică deoarece fiindcă înmulțit împărțit suprafaţă
    suprafaţa înălţime înălţimea ecuaţie ecuaţia ecuaţiei ecuaţiile fracţie fracţia
    substituţie substituţia condiţie condiţia condiţiile unităţi pătraţi îndeplineşte
    aceeaşi acelaşi aceleaşi demonstraţie înmulţit împărţit adunăm adunând adunare
    adunarea adunat adunate însumăm însumând scădem scăzând scădere scăderea scăzut
    înmulțim înmulțind înmulțire înmulțirea înmulțită împărțim împărțind
    împărțire împărțirea împărțită divizibile ridicăm ridicând pătrate pătratului
    simplificăm simplificând simplificare simplificarea simplificat desfacem dezvoltăm
    dezvoltând factorizăm factorizând factorizare descompunem descompunere descompunerea
    rezolvăm rezolvând rezolvată rezolvate numărăm numărând numărare numărarea numărat
    numărate enumerăm enumerând enumerare listăm perechi perechile pereche perechea împerechem
    variază merg află situat situată situate între conțin conține conținând dând dat dată
    oferă produc furnizează obține obțin obținută obținute obținuți calculată verificate
    verificați controlăm controlat testăm testat potrivesc coincid corespund concordă
    concordanță ține țin respectă valabil valabilă valabile egalitate egalitatea urmează
    decurge aplicăm aplicând folosim folosind utilizăm utilizând funcționează merge stă mie
    îmi săi nostră noștri noastre mea mei mele cărui căror cărei unde peste spre conform
    potrivit dintre printre până întrucât căci precis precisă sumei diferență diferența
    diferenței cât termenii catetă catetele ipotenuză ipotenuza triunghiuri dreptunghi
    dreptunghiul poligon poligonul pentagonul hexagonul unghiurile grad gradul lățime lățimea
    bază baza vârf vârful vârfuri muchie muchii față fețe diagonală diagonala diagonale
    puncte dreapta segmentul axă axa grafic graficul funcție funcția funcției formulei
    inegalitate inegalitatea inecuație intervalul rădăcini rădăcinile variabilă variabila
    variabile coeficienți multipli factorul raport raportul proporție procent procentul caz cazul
    zar zaruri zarul monedă moneda carte cartea cărți indiciu indicii condiții enunț enunțul
    afirmație afirmația figurii amplitudine amplitudinea maxim maximul minim minimul medie media
    mediană mediana șir șirul serie seria matrice matricea vectorul metodă metoda intersecție
    intersecția reuniune mulțime mulțimea elemente elementele combinație combinații simetric
    simetrică simetrice simetrici consistente coerente exacte pozitive mare mari mic mică mici cea
    cel cele cei posibile valide adevărate corecte evidentă ambii împreună ordine ordinea
bg: аз ние ти вие той тя то това този тази тези е са беше
    бяха бъде съм сме има имаме ще и така следователно
    затова значи тогава после на в във за с със като от че
    тук всичко всички отговор отговорът отговора
    резултат резултатът резултата решение решението
    стойност стойността число числото задача задачата
    проблем въпрос изчисление изчисленията стъпка
    стъпки стъпките проверка сума сбор общо начин
    правилен правилно правилна правилният вярно верен
    вярна вярен истина окончателен окончателният
    окончателно краен крайният точен точно точна
    сигурен сигурна определено добър добре добра
    валиден последователен пълен изискван търсеният
    надявам се мисля вярвам проверено проверих
    потвърдено потвърждава получаваме получихме
    намираме намерихме съвпада съответства готово
    направено решено завършено благодаря мерси
    поздрави късмет помогне приятно да наистина именно
    разбира ясно очевидно много моят нашият равно
    заместване
ru: я мы ты вы он она оно это этот эта эти то тот та есть
    является являются был была было были быть будет
    будут буду и так итак поэтому следовательно значит
    тогда затем потом в во на для с со как через путём
    путем что здесь тут все всё весь ответ ответа
    ответом результат результата результатом решение
    решения значение значения число числа задача задачи
    задачу вопрос вычисление вычисления расчёт расчет
    шаг шаги шагов проверка проверки сумма итого итог
    способ верно верный верная верное правильно
    правильный правильная правильное истинно истина
    окончательный окончательная окончательно итоговый
    итоговая точный точная точно уверен уверена
    определённо определенно хороший хорошо корректный
    корректно полный требуемый искомый искомое искомая
    надеюсь думаю считаю верю проверено проверил
    проверила проверили подтверждено подтверждает
    получаем получили получим находим нашли найдено
    совпадает соответствует сходится согласуется
    готово сделано решено завершено спасибо благодарю
    удачи уважением поможет наслаждайтесь да
    действительно именно конечно ясно очевидно очень
    мой наш равно подставив подстановкой обратно
    проверим площадь площади площадью сторона стороны
    сторон сторону стороне обе оба обеих обоих левая
    правая левой правой часть части частей треугольник
    треугольника угол угла углы углов окружность
    окружности круг круга радиус радиуса диаметр
    диаметра периметр периметра объём объем объёма
    объема длина длины высота высоты уравнение
    уравнения уравнению выражение выражения выражению
    суммы произведение разность частное остаток
    делитель делители делителей кратное множитель
    множители простое простым простые квадрат квадрата
    квадратный квадратных куб корень корня дробь дроби
    целое целые целым цифра цифры цифр точка точки
    прямая прямой линия случай случаи случаях
    подстановка подстановки подстановке член члены
    коэффициент коэффициенты вероятность вероятности
    способов условие условия условию условиям таблица
    таблицы строка столбец формула формуле формулы
    метод фигура фигуры единиц градусов метров
    равенство тождество равна равен равны даёт дает
    дают получаются остаётся остается остаются
    совпадают подходит подходят делит делится делятся
    удовлетворяет удовлетворяют выполняется
    выполняются выполнено выполнены подставляя
    подставим вычисляя вычисляем вычислим считаем
    проверяя проверим проверяем проверкой одинаковые
    одинаковы одинаково такой такое такая каждый каждая
    каждое положительный положительное положительна
    отрицательный отрицательное отрицательна чётное
    четное чётный четный нечётное нечетное нечётный
    нечетный действительное действительные
    вещественное вещественные доказательство тест
    сверка по при из от к после у её его их который
    которое которая умноженное делённое деленное
    складываем сложив сложение сложения сложить
    суммируем суммируя вычитаем вычитая вычитание
    вычтя умножаем умножив умножение умножения
    умножить делим разделив деление деления делимость
    кратно кратен кратна возводим возведя квадраты
    квадратов квадрате квадратная упрощаем упростив
    упрощение упрощения раскрываем раскрыв
    раскладываем разложив разложение разложения
    множителей множителя решаем решив решая решена
    решён решен решений решением посчитав подсчёт
    подсчет подсчёта подсчета перечисляем перечислив
    перебор перебора пары пар парами пару лежат лежит
    лежащих находится находятся между содержат
    содержит содержащих содержащие дало дала дал давая
    получается получено получена получен полученный
    полученное вычислив вычислено вычислена проверив
    проверку проверена проверен убеждаемся убедились
    подтверждают подтверждается подтверждение
    подтвердили совпало совпадение сходятся
    согласуются соответствуют согласовано справедливо
    справедлива справедливы равенства вытекает
    применяем применив используем используя работает
    работают выходит себя нам мне нас ее ему им свой своя
    своё свои нашего нашей наши которые которого
    которой которых котором где откуда до под над ко
    согласно среди потому поскольку ибо полностью
    вполне целиком непосредственно прямо сумму суммой
    произведения разности частного члена катет катеты
    катета гипотенуза гипотенузы треугольники
    прямоугольник прямоугольника многоугольник
    многоугольника пятиугольник пятиугольника
    шестиугольник шестиугольника градус градуса ширина
    ширины основание основания вершина вершины вершин
    ребро рёбра ребра грань грани диагональ диагонали
    точек отрезок отрезка ось оси график графика
    функция функции уравнений неравенство неравенства
    интервал промежуток промежутка корни корней
    переменная переменной коэффициента целых кратные
    простых простой простого остатка отношение
    отношения процент процентов исход исходы исходов
    случаев случае кубик кубика кости монета монеты
    карта карты подсказка подсказки утверждение
    утверждения рисунок рисунка рисунку чертёж
    амплитуда амплитуды максимум минимум среднее
    медиана мода последовательность
    последовательности ряд матрица вектор методом
    пересечение пересечения объединение множество
    множества элемент элементы комбинация комбинации
    симметричны симметрично симметричный симметрична
    симметричная согласованы последовательно
    положительные отрицательные чётные четные нечётные
    нечетные больше меньше наибольший наибольшее
    наибольшая наименьший наименьшее наименьшая
    больший меньший вся всех всем всеми каждого вместе
    порядке порядок возможные возможных возможными
    верны верные верных правильны правильные ясен ясна
    очевиден очевидна очевидное
uk: я ми ти ви він вона воно це цей ця ці те той є був була
    було були бути буде будуть і й та так отже тому тож
    тоді потім в у на для з із зі як через що тут все всі
    усе усі відповідь відповіді результат результату
    результатом розв'язок розв’язок розв'язання
    розв’язання рішення значення число числа задача
    задачі питання обчислення розрахунок крок кроки
    перевірка сума разом підсумок спосіб правильно
    правильний правильна правильне вірно вірний вірна
    істинно остаточний остаточна остаточно кінцевий
    кінцева точний точна точно впевнений впевнена
    безумовно добре добрий хороший коректний коректно
    повний шуканий необхідний сподіваюся сподіваюсь
    думаю вважаю вірю перевірено перевірив перевірила
    перевірили підтверджено підтверджує отримуємо
    отримали отримаємо знаходимо знайшли знайдено
    відповідає збігається узгоджується зроблено готово
    розв'язано розв’язано вирішено завершено дякую
    дякуємо удачі успіхів допоможе насолоджуйтесь
    справді дійсно саме звичайно звісно зрозуміло
    очевидно дуже мій наш дорівнює підставивши площа
    площі площею сторона сторони сторін сторону стороні
    обидві обидва обох ліва права лівої правої частина
    частини трикутник трикутника кут кута кути кутів
    коло кола круг радіус радіуса діаметр діаметра
    периметр периметра об'єм об’єм довжина довжини
    висота висоти рівняння рівнянню вираз виразу суми
    добуток частка остача дільник дільники кратне
    множник множники просте квадрат квадрата куб корінь
    кореня дріб дробу ціле цілі цифра цифри точка точки
    пряма лінія випадок випадки підстановка
    підстановки підстановкою член коефіцієнт
    ймовірність імовірність способів умова умови умову
    таблиця рядок стовпець формула формулою метод
    фігура одиниць градусів метрів квадратних рівність
    дорівнюють дає дають залишається залишаються
    збігаються підходить підходять ділить ділиться
    задовольняє задовольняють виконується виконуються
    справджується справджуються підставляючи
    підставимо обчислюючи обчислимо рахуємо
    перевіряючи перевіримо перевіряємо перевірку
    перевіркою рівні рівна рівний рівне однакові
    однаково кожен кожна кожне кожний додатне додатний
    додатна від'ємне від'ємний від’ємне від’ємний
    парне парний непарне непарний дійсне дійсні
    доведення доказ по при від до після над її його їх
    який яка яке тобто бо оскільки обʼєм відʼємне
    відʼємний додаємо додавши додавання додати сумуємо
    віднімаємо віднявши віднімання множимо помноживши
    множення помножити ділимо поділивши ділення
    діляться подільність кратні кратний підносимо
    квадрати квадратів квадратний спрощуємо спростивши
    спрощення розкриваємо розкладаємо розклавши
    розкладання розклад множників множника розв'язуємо
    розв’язуємо розв'язавши розв’язавши розв'язки
    розв’язки розв'язків розв’язків порахувавши
    підрахунок підрахунку лічба перелічуємо
    перелічивши перебір пари пар парами пару лежать
    лежить знаходиться знаходяться між містять містить
    дало дала дав даючи виходить отримується отримано
    отримане отриманий обчислюємо обчисливши обчислено
    обчислень перевіривши переконуємося переконалися
    підтверджують підтверджується підтвердили
    збіглося збіг узгоджуються відповідають узгоджено
    виконано справедливо справедлива справедливі рівно
    рівності випливає застосовуємо застосувавши
    використовуємо використовуючи працює працюють себе
    нам мені нас йому їм свій своя своє свої нашого нашої
    наші які якого якої яких якому де звідки під к згідно
    серед адже повністю цілком безпосередньо прямо суму
    сумою добутку різниця різниці частки члени члена
    катет катети катета гіпотенуза гіпотенузи
    трикутники прямокутник прямокутника многокутник
    многокутника п'ятикутник п’ятикутник шестикутник
    круга градус градуси ширина ширини основа основи
    вершина вершини вершин ребро ребра грань грані
    діагональ діагоналі точок прямої відрізок відрізка
    вісь осі графік графіка функція функції рівнянь
    формули формулі нерівність нерівності інтервал
    проміжок проміжку корені коренів змінна змінної
    коефіцієнти коефіцієнта цифр цілих дільників
    прості простих простий остачі відношення відсоток
    відсотків наслідок випадків кубик кубика кістка
    монета монети карта карти підказка підказки
    твердження рисунок рисунка креслення амплітуда
    амплітуди максимум мінімум середнє медіана мода
    послідовність послідовності ряд матриця вектор
    методом перетин перетину об'єднання множина множини
    елемент елементи комбінація комбінації симетричні
    симетрично симетричний симетрична узгоджені
    додатні від’ємні парні непарні більше менше
    найбільший найбільше найбільша найменший найменше
    найменша більший менший весь вся кожного порядку
    порядок можливі можливих правильні вірні
    зрозумілий очевидна очевидний додаючи додано
    додаються віднімаючи віднято множачи помножено
    помножене ділячи поділено поділене піднісши
    піднесено спрощено спрощуючи розкривши розкрито
    розкладено розв'язуючи розв’язуючи розв'язана
    розв’язана рахуючи пораховано підраховано
    перелічено перелік парою даємо виходять вийшло
    вийшла отримана отримані знайдений знайдена
    знайдене знайдені обчислений обчислена обчислене
    перевірений перевірена перевірене переконуємось
    підтверджений підтверджена підтверджуючи
    сходиться сходяться пасує задоволено рівним
    рівному рівною рівних рівними випливають звідси
    застосовуючи застосовано використано користуючись
    тримається цього цьому цим цієї цих цими цю того тим
    тих ними ним нею неї ньому нього них яким якими якій
    якою яку котрий котра котре завдяки щодо протягом
    уздовж всередині чітко ясно явно сум сумі сумах
    добутки членів сторонами трикутників трикутнику
    прямокутники многокутники кіл колі кругів радіуси
    діаметри кутом градусах площ периметри вершинами
    ребер граней діагоналей точками прямі прямих
    відрізки відрізків осей графіки функцій рівнянням
    формул нерівностей інтервали проміжки коренем
    змінні змінних коефіцієнтів цифрами чисел числом
    числами цілим цілими кратних простим простими
    остачею дроби дробів відношенням відсотки випадку
    випадках кубики монет карт підказок умов умовою
    твердженням рисунку максимуму мінімуму середнього
    медіани послідовностей ряду матриці векторів
    методу методами перетині множин множиною елементів
    комбінацій симетрія симетрії додатних додатними
    від'ємних від’ємних парних непарних однаковий
    однакова однакове тотожні більшим більших
    найбільшим найбільшого меншим менших найменшим
    найменшого великий малий кожної кожному кожним всім
    усім всіма усіма перпендикулярні паралельні центр
    центра середина прямокутний рівнобедрений
    рівносторонній степінь степеня показник тризначне
    тризначний тризначного
be: я мы ты вы ён яна яно гэта гэты гэтая гэтыя той тая
    ёсць з'яўляецца з’яўляецца быў была было былі быць
    будзе будуць і й так такім чынам таму значыць тады
    потым у ў в на для з са як праз што тут усё усе ўсё ўсе
    адказ адказу адказам вынік выніку рашэнне рашэння
    значэнне лік ліку задача задачы пытанне вылічэнне
    разлік крок крокі праверка сума разам спосаб
    правільна правільны правільная правільнае дакладна
    дакладны дакладная канчатковы канчатковая
    канчаткова упэўнены упэўнена добра добры карэктны
    поўны шуканы спадзяюся думаю лічу веру праверана
    праверыў праверыла пацверджана пацвярджае
    атрымліваем атрымалі знаходзім знайшлі знойдзена
    адпавядае супадае зроблена гатова вырашана
    завершана дзякуй дзякую удачы поспехаў дапаможа
    сапраўды менавіта вядома ясна відавочна вельмі мой
    наш роўна
sr: ja mi ti vi on ona ono to ovo ovaj ova ovi ove taj ta je su bio bila bilo bili biti biće bice
    će ce ćemo cemo sam smo i pa dakle stoga zato tako onda zatim potom u na za sa s od do kao da
    ovde ovdje tu sve svi odgovor odgovora rezultat rezultata rešenje resenje rješenje vrednost
    vrednosti vrijednost broj broja zadatak zadatka problem pitanje račun racun računanje
    izračunavanje korak koraci provera proveru provjera zbir suma ukupno način nacin tačno tacno
    tačan tacan ispravno ispravan ispravna istina istinito konačan konacan konačno konacno
    konačni precizno precizan siguran sigurno dobar dobro validan važeći dosledan potpun traženi
    trazeni nadam se mislim verujem vjerujem provereno provjereno proverio potvrđeno potvrdjeno
    potvrđuje dobijamo dobili nalazimo našli nasli pronađeno odgovara poklapa slaže urađeno
    uradjeno rešeno reseno riješeno završeno zavrseno hvala pozdrav pozdravi srećno srecno
    sretno uživajte pomogne zaista upravo naravno jasno očigledno ocigledno veoma vrlo jako moj
    naš jednako ја ми ти ви он она оно то ово овај ова ови ове
    тај та је су био била било били бити биће ће ћемо сам
    смо и па дакле стога зато тако онда затим у на за са с
    од до као да овде ту све сви одговор одговора
    резултат резултата решење вредност вредности број
    задатак проблем питање рачун корак кораци провера
    збир укупно начин тачно тачан тачна исправно
    исправан истина коначан коначно прецизно сигуран
    сигурно добар добро важећи доследан потпун тражени
    надам се мислим верујем проверено проверио
    потврђено потврђује добијамо добили налазимо нашли
    одговара поклапа урађено решено завршено хвала
    поздрав срећно уживајте помогне заиста управо
    наравно јасно очигледно веома врло јако мој наш
    једнако
hr: ja mi ti vi on ona ono to ovo ovaj ova ovi ove taj ta je su bio bila bilo bili biti bit će ce
    ćemo sam smo i pa dakle stoga zato tako onda zatim potom u na za sa s od do kao da ovdje tu sve
    svi odgovor odgovora rezultat rezultata rješenje rjesenje vrijednost vrijednosti broj zadatak
    zadatka problem pitanje račun racun izračun izracun korak koraci provjera zbroj suma ukupno
    način nacin točno tocno točan tocan točna ispravno ispravan ispravna istina istinit konačan
    konacan konačno konacno konačni precizno precizan siguran sigurno dobar dobro valjan važeći
    dosljedan potpun traženi trazeni nadam se mislim vjerujem provjereno provjerio potvrđeno
    potvrdjeno potvrđuje dobivamo dobili nalazimo našli nasli pronađeno odgovara poklapa slaže
    učinjeno riješeno rijeseno završeno zavrseno hvala pozdrav pozdravi sretno uživajte pomogne
    zaista upravo naravno jasno očito ocito vrlo jako moj naš jednako
bs: ja mi ti vi on ona ono to ovo ovaj ova ovi ove taj ta je su bio bila bilo bili biti bit će ce
    ćemo sam smo i pa dakle stoga zato tako onda zatim potom u na za sa s od do kao da ovdje tu sve
    svi odgovor odgovora rezultat rezultata rješenje rjesenje vrijednost vrijednosti broj zadatak
    zadatka problem pitanje računanje racunanje izračun izracun korak koraci provjera zbir suma
    ukupno način nacin tačno tacno tačan tacan točno ispravno ispravan ispravna istina konačan
    konacan konačno konacno precizno siguran sigurno dobar dobro validan važeći dosljedan potpun
    traženi nadam se mislim vjerujem provjereno provjerio potvrđeno potvrdjeno potvrđuje dobijamo
    dobivamo dobili nalazimo našli nasli pronađeno odgovara poklapa slaže urađeno uradjeno
    riješeno rijeseno završeno zavrseno hvala pozdrav pozdravi sretno uživajte pomogne zaista
    upravo naravno jasno očigledno ocigledno vrlo jako veoma moj naš jednako
sl: jaz mi ti vi on ona ono to ta te tisto je so sem smo bil bila bilo bili biti bo bodo in torej
    zato tako potem nato v na za z s iz do kot da tukaj tu vse vsi odgovor odgovora rezultat
    rezultata rešitev resitev rešitve vrednost vrednosti število stevilo naloga naloge problem
    vprašanje vprasanje izračun izracun korak koraki preverjanje preizkus vsota skupaj način
    nacin pravilno pravilen pravilna pravilni točno tocno točen resnično res končni koncni
    končen končna natančno natancno natančen gotovo zagotovo prepričan dober dobro veljaven
    dosleden popoln zahtevan iskani upam mislim verjamem preverjeno preveril potrjeno potrjuje
    dobimo dobili najdemo našli ujema ustreza narejeno končano rešeno reseno hvala lep pozdrav
    pozdravi srečno uživajte pomaga seveda jasno očitno ocitno zelo moj naš enako
mk: јас ние ти вие тој таа тоа ова овој оваа овие е се
    беше беа биде сум сме има имаме ќе и значи затоа така
    тогаш потоа во на за со од до како дека што тука овде
    сите сè одговор одговорот резултат резултатот
    решение решението вредност вредноста број бројот
    задача задачата проблем прашање пресметка
    пресметката чекор чекори проверка збир сума вкупно
    начин точно точен точна правилно правилен вистина
    вистинито конечен конечно конечниот прецизно
    сигурен добар добро валиден доследен целосен
    комплетен бараниот надевам мислам верувам
    проверено проверив потврдено потврдува добиваме
    добивме наоѓаме најдовме одговара совпаѓа
    направено готово решено завршено благодарам фала
    поздрав поздрави среќно уживајте помогне да
    навистина токму секако јасно очигледно многу мојот
    нашиот еднакво
sq: unë une ne ti ju ai ajo kjo ky këto keto këta ato është eshte janë jane ishte ishin jam
    jemi kemi ka do dhe pra prandaj kështu keshtu atëherë pastaj i e të te së në për per me
    si nga se që qe këtu ketu gjithçka gjitha gjithë përgjigje pergjigje përgjigja përgjigjen
    rezultat rezultati rezultatin zgjidhje zgjidhja zgjidhjen vlerë vlere vlera vlerën numër
    numri numrin problem problemi detyrë detyra pyetje pyetja llogaritje llogaritja hap hapi hapat
    kontroll verifikim shuma gjithsej mënyrë mënyra saktë sakte drejtë drejte vërtetë vertete
    përfundimtar përfundimtare perfundimtare sigurt sigurisht mirë mire vlefshëm vlefshme plotë
    plote kërkuar shpresoj mendoj besoj kontrolluar verifikuar konfirmuar konfirmon marrim morëm
    gjejmë gjetëm përputhet përkon bërë bere gati zgjidhur përfunduar faleminderit
    falemnderit flm përshëndetje fat suksese ndihmon shijoni vërtet pikërisht qartë qarte
    qartazi shumë shume im jonë barabartë
el: εγώ εγω εμείς εμεις εσύ εσείς αυτό αυτο αυτή αυτός
    αυτά αυτές αυτοί το τα η ο οι του της των τον την ένα
    ενα μια μία ένας είναι ειναι ήταν ηταν είμαι είμαστε
    είχε έχει έχουμε έχω θα και άρα αρα επομένως συνεπώς
    οπότε έτσι λοιπόν τότε μετά σε στο στη στην στα στον
    στις για με ως σαν από ότι οτι πως εδώ όλα όλοι όλες
    απάντηση απαντηση απάντησης αποτέλεσμα αποτελεσμα
    αποτελέσματος λύση λυση λύσης τιμή τιμής αριθμός
    αριθμού πρόβλημα ερώτηση υπολογισμός υπολογισμοί
    βήμα βήματα έλεγχος επαλήθευση άθροισμα σύνολο
    συνολικά τρόπος σωστό σωστή σωστός σωστά σωστο
    σωστη σωστα αληθές αληθής αληθινό τελική τελικό
    τελικός τελικη τελικο ακριβής ακριβές ακριβώς
    ακριβως σίγουρος σίγουρη σίγουρα βέβαιος βεβαίως
    καλό καλή καλός καλά έγκυρος έγκυρη συνεπής πλήρης
    πλήρες ζητούμενο ζητούμενη ελπίζω νομίζω πιστεύω
    ελέγχθηκε έλεγξα επαληθεύτηκε επαληθεύεται
    επιβεβαιώθηκε επιβεβαιώνει επιβεβαιώνεται
    παίρνουμε βρίσκουμε βρήκαμε βρέθηκε ταιριάζει
    συμφωνεί ισχύει έγινε ολοκληρώθηκε λύθηκε
    ευχαριστώ ευχαριστω ευχαριστούμε χαιρετισμούς τύχη
    βοηθήσει απολαύστε ναι πράγματι φυσικά προφανώς
    σαφώς πραγματικά πολύ πολυ μου μας ίσο
    αντικαθιστώντας εμβαδόν εμβαδό εμβαδού πλευρά
    πλευρές πλευράς πλευρών δύο μέλος μέλη αριστερό
    αριστερή δεξί δεξιό δεξιά τρίγωνο τριγώνου γωνία
    γωνίες γωνίας κύκλος κύκλου ακτίνα ακτίνας
    διάμετρος περίμετρος όγκος όγκου μήκος ύψος εξίσωση
    εξίσωσης εξισώσεις παράσταση παράστασης έκφραση
    γινόμενο πηλίκο υπόλοιπο διαιρέτης διαιρέτες
    πολλαπλάσιο παράγοντας παράγοντες τετράγωνο
    τετραγώνου κύβος ρίζα τετραγωνική κλάσμα ακέραιος
    ακέραιο ακέραιοι ψηφίο ψηφία σημείο ευθεία γραμμή
    περίπτωση περιπτώσεις όρος όροι συντελεστής
    πιθανότητα τρόποι τρόπων συνθήκη συνθήκες πίνακας
    πίνακα στήλη τύπος τύπου μέθοδος σχήμα μονάδες
    μοίρες τετραγωνικά μέτρα ισούται ισούνται δίνει
    δίνουν προκύπτει προκύπτουν παραμένει παραμένουν
    ταιριάζουν συμφωνούν διαιρεί διαιρείται ικανοποιεί
    ικανοποιούν ικανοποιείται ισχύουν υπολογίζοντας
    υπολογίζουμε υπολογίσαμε ελέγχοντας ελέγχουμε
    επαληθεύουμε επαληθεύοντας ίσα ίσες ίσοι ίση ίδιο
    ίδια ίδιος ίδιες κάθε ολόκληρο θετικός θετικό
    θετική αρνητικός αρνητικό αρνητική άρτιος άρτιο
    περιττός περιττό πραγματικός πραγματικοί
    πραγματικό συνεπές απόδειξη ελέγχου επαλήθευσης
    επί στους τους τις τη αφού διότι επειδή που οποίο
    οποία δηλαδή προσθέτουμε προσθέτοντας πρόσθεση
    προσθέσουμε αθροίζουμε αθροίζοντας αθροίσματα
    αθροίσματος αφαιρούμε αφαιρώντας αφαίρεση
    πολλαπλασιάζουμε πολλαπλασιάζοντας
    πολλαπλασιασμός πολλαπλασιασμού διαιρούμε
    διαιρώντας διαίρεση διαιρετό διαιρετός υψώνουμε
    τετράγωνα τετραγωνικό απλοποιούμε απλοποιώντας
    απλοποίηση απλοποιείται αναπτύσσουμε ανάπτυγμα
    ανάπτυξη παραγοντοποιούμε παραγοντοποίηση
    παραγοντοποιώντας λύνουμε λύνοντας λύνεται λύσεις
    λύσεων μετράμε μετρώντας μέτρηση καταμέτρηση
    απαριθμούμε απαρίθμηση ζεύγη ζεύγος ζευγών
    ζευγάρια κυμαίνονται κυμαίνεται βρίσκεται
    βρίσκονται μεταξύ ανάμεσα περιέχει περιέχουν
    δίνοντας δίνεται δίνονται έδωσε παράγει παίρνει
    λαμβάνουμε λαμβάνεται προέκυψε υπολογίζεται
    υπολογισμό υπολογισμού υπολογισμών ελέγχεται
    επιβεβαιώνουμε επιβεβαίωση επιβεβαιώνουν
    συμπίπτει συμπίπτουν αντιστοιχεί αντιστοιχούν
    συμβαδίζει ίσος έπεται συνεπάγεται εφαρμόζουμε
    εφαρμόζοντας χρησιμοποιούμε χρησιμοποιώντας
    λειτουργεί στέκει βγαίνει βγαίνουν σου αυτούς αυτών
    αυτής αυτού οποίος οποίου οποίων οποίες οποίοι όπου
    στης στου κατά μέσω βάσει καθώς πλήρως εντελώς
    τελείως άμεσα ευθέως απευθείας γινομένου διαφορά
    διαφοράς πηλίκου όρων όρου κάθετη κάθετες
    υποτείνουσα υποτείνουσας τρίγωνα ορθογώνιο
    ορθογωνίου πολύγωνο πολυγώνου πεντάγωνο πενταγώνου
    εξάγωνο εξαγώνου κύκλο διαμέτρου γωνιών μοιρών
    μοίρα περιμέτρου πλάτος βάση βάσης κορυφή κορυφές
    κορυφών ακμή ακμές έδρα έδρες διαγώνιος διαγώνιοι
    διαγωνίων σημεία σημείου ευθείας τμήμα ευθύγραμμο
    άξονας άξονα άξονες γράφημα γραφική συνάρτηση
    συνάρτησης ανισότητα ανίσωση διάστημα διαστήματος
    ρίζες ρίζας μεταβλητή μεταβλητές συντελεστές
    ψηφίων ακέραιων ακεραίων διαιρετών πολλαπλάσια
    παράγοντα υπολοίπου κλάσματος λόγος λόγου αναλογία
    ποσοστό αποτελέσματα περιπτώσεων ζάρι ζάρια
    νόμισμα κέρμα κάρτα κάρτες στοιχείο στοιχεία
    ένδειξη ενδείξεις προϋπόθεση πρόταση διατύπωση
    σχήματος μέγιστο μέγιστη ελάχιστο ελάχιστη μέσος
    μέση διάμεσος επικρατούσα ακολουθία σειρά διάνυσμα
    μεθόδου τομή τομής ένωση συνόλου συνδυασμός
    συνδυασμοί συμμετρικό συμμετρική συμμετρικά
    συμμετρικός συνεπή ακριβή θετικοί θετικά αρνητικοί
    άρτιοι άρτια περιττοί περιττά ίδιοι μεγαλύτερος
    μεγαλύτερη μεγαλύτερο μέγιστος μικρότερος
    μικρότερη μικρότερο ελάχιστος μεγάλος μικρός
    ολόκληρη δυνατά δυνατές δυνατοί έγκυρα έγκυρο
    σωστές σωστοί αληθή σαφές σαφής προφανές καθένα
    καθένας καθεμία μαζί συνολικό τάξη προσθέτει
    προσθέτουν προστίθενται αθροίζει αθροίζονται
    αφαιρεί πολλαπλασιάζεται πολλαπλασιάζονται
    πολλαπλασιάζει διαιρούνται απλοποιημένο αναλύεται
    λύσαμε μετρήσαμε μετριούνται απαριθμούνται
    καταγράφουμε ζευγάρι ζευγαριών περιλαμβάνει
    περιλαμβάνουν έδωσαν παίρνουν υπολογίστηκε
    υπολογίζονται ελέγξαμε ελέγχονται επαληθεύσαμε
    επαληθεύονται επιβεβαιώσαμε επιβεβαιώνονται
    ικανοποιούνται πληρούνται πληροί πληρούν
    εφαρμόζεται χρησιμοποιείται χρησιμοποιήσαμε
    δουλεύει στέκεται αυτήν αυτόν εμάς τούτο εκείνο
    εκείνη εκείνα όλων όλους όλη όλο όλης ολόκληρος
    σύμφωνα γιατί τέλεια ορθά ορθό ορθή ορθός ακριβείς
    έγκυρες έγκυροι αληθείς ξεκάθαρα ξεκάθαρο γινόμενα
    διαφορές πηλίκα τριγώνων τετραγώνων ορθογώνια
    πολύγωνα κύκλοι κύκλων ακτίνες διαμέτρους εμβαδά
    περιμέτρους όγκοι ύψη μήκη πλάτη βάσεις ακμών
    σημείων ευθείες ευθειών αξόνων γραφήματα
    συναρτήσεις συναρτήσεων εξισώσεων τύποι τύπων
    ανισότητες ανισότητας διαστήματα ριζών μεταβλητών
    συντελεστών ακεραίου πολλαπλασίων παραγόντων
    υπόλοιπα κλάσματα λόγοι ποσοστά ζαριών νομίσματα
    στοιχείων ενδείξεων συνθηκών προτάσεις σχήματα
    μέγιστου ελάχιστου μέσου μέσης ακολουθίες σειρές
    πίνακες διανύσματα μέθοδοι μεθόδων τομές συνόλων
    συνδυασμών συμμετρία συμμετρίας θετικές θετικών
    αρνητικές αρνητικών άρτιες άρτιων περιττές
    περιττών ίδιων ίσων μεγαλύτερες μεγαλύτερων
    μικρότερες μικρότερων κάθετος κάθετο παράλληλες
    ισοσκελές ισόπλευρο κέντρο κέντρου εκθέτης δύναμη
    δυνάμεις τριψήφιος τριψήφιο τριψήφιοι
tr: ben biz sen siz o bu şu bunlar bir olan olarak oldu olur olduğu olduğunu idi ve yüzden
    nedenle dolayısıyla böylece yani sonra için ile gibi tarafından ki burada hepsi tüm
    bütün cevap cevabı cevaptır yanıt yanıtı sonuç sonuc sonucu sonuçtur çözüm cozum
    çözümü değer değeri sayı sayısı problem problemi soru sorusu hesaplama hesap adım
    adımlar kontrol doğrulama toplam toplamı yol yöntem doğru dogru doğrudur doğrulandı
    gerçek kesin kesinlikle nihai son tam tamamen emin eminim iyi geçerli tutarlı eksiksiz
    istenen aranan umarım umuyorum düşünüyorum inanıyorum edildi ettim doğruladım onaylandı
    onaylıyor teyit ederiz elde bulduk bulunur uyuşuyor uyuyor eşleşiyor tutuyor yapıldı bitti
    tamamlandı çözüldü teşekkürler tesekkurler teşekkür ederim sağ olun sağol selamlar
    şanslar şans yardımcı keyfini evet gerçekten aynen tabii elbette açıkça çok benim bizim
    eşit eşittir alan alanı alanın kenar kenarı kenarlar kenarları taraf tarafı taraflar
    tarafları tarafta iki her üçgen üçgenin açı açısı açılar çember daire dairenin
    yarıçap yarıçapı çap çapı çevre çevresi hacim hacmi uzunluk uzunluğu yükseklik
    yüksekliği denklem denklemi denklemin denklemde ifade ifadesi ifadenin çarpım çarpımı
    bölüm bölümü kalan kalanı bölen böleni bölenleri kat katı katları çarpan çarpanı
    çarpanları asal kare karesi küp küpü kök karekök karekökü kesir kesri tamsayı rakam
    rakamı rakamları basamak nokta noktası çizgi durum durumda durumlar terim terimi katsayı
    katsayısı olasılık olasılığı sol koşul koşulu koşullar koşulları şart şartı
    tablo tabloda satır sütun formül formülü şekil şekli birim derece metre metrekare
    eşitlik eşitliği verir veriyor çıkar çıkıyor kalır kalıyor sağlar sağlıyor
    sağlanır sağlanıyor böler bölünür tutar uyar uyumlu koyarak hesapladık hesaplıyoruz
    ettik ederek ediyoruz aynı aynıdır pozitif negatif çift gerçel reel tutarlıdır sağlama
    sağlaması ispat kanıt test göre çarpı bölü çünkü cevabımız buluruz bulunan
    olduğundan toplarız topladık toplanır toplandığında toplamak toplama toplamda toplamın
    toplamları toplayarak çıkarırız çıkarma çıkarınca çıkararak çarparız çarpılır
    çarpma çarparak böleriz bölme bölerek bölünebilir karesini kareler karesidir alırız
    sadeleştiririz sadeleştirme sadeleşir sadeleştirilir açarız açılım çarpanlarına
    ayırırız ayırma ayrılır çözeriz çözülür çözerek çözdük çözülmüş sayarız
    saydık sayılır sayma sayarak sayım listeleriz listelenir listeleme sıralarız
    eşleştiririz arasında arasındadır değişir uzanır yer alır içerir içeren içerdiği
    içeriyor verdi verirken veren verilen verilir vermektedir edilir edilen bulundu hesaplarız
    hesaplanır hesaplandı hesaplanan hesaplayarak doğrularız doğruladık doğrulanır
    doğruluyor onaylar onaylanır uyumludur eşleşir örtüşür örtüşüyor geçerlidir izler
    uygularız uygulanır kullanırız kullanılır kullanarak çalışır geçer kendi onun
    onların bunun bunu buna bunda bundan şunu onu ona onda ondan bunların hangi hangisi orada
    üzere itibaren boyunca dolayı zira doğrudan bizzat tamamıyla çarpımın fark farkı
    terimler terimleri dik hipotenüs üçgeni dikdörtgen dikdörtgenin çokgen çokgenin beşgen
    beşgenin altıgen altıgenin çemberin açıları genişlik taban tabanı köşe köşesi
    köşeler tepe ayrıt ayrıtlar yüzey köşegen köşegeni köşegenler noktalar parça eksen
    ekseni grafik grafiği fonksiyon fonksiyonu denklemler eşitsizlik eşitsizliği aralık
    aralığı kökü kökler kökleri değişken değişkeni katsayılar rakamlar basamaklı
    tamsayılar bölenler çarpanlar asalı asallar oran oranı yüzde sonuçlar sonuçları durumu
    çiftler zar zarlar para madeni kart kartlar ipucu ipuçları önerme genlik maksimum büyük
    küçük ortalama medyan dizi dizisi seri matris vektör yöntemi metot metodu kesişim
    kesişimi kesişme birleşim küme kümesi eleman elemanlar kombinasyon kombinasyonlar simetrik
    simetriktir pozitiftir negatiftir çifttir büyüktür küçüktür büyüğü küçüğü
    olasılıklar açık açıktır hep beraber birlikte sırayla sıra toplayınca toplandı
    toplanan toplanmış toplamıdır toplamlar çıkarılır çıkarıldı çarpıldı çarpılan
    çarpımıdır bölündü bölünen bölümüdür sadeleştirildi sadeleşince açıldı
    çözümler çözümleri çözümdür sayıldı sayılan listelendi sıralandı eşleştirildi
    eşleşme eşleşmeler arasındaki içinde içindedir içerisinde barındırır kapsar
    vermiştir verilmiştir edilmiştir eder ediyor bulunmuştur bulunmuş buluyoruz
    hesaplanmıştır hesapladığımızda kontrolü kontrolünde doğrulanmıştır
    onaylanmıştır onaylıyoruz uyuşur uyuşmaktadır tutmaktadır sağlanmaktadır
    sağlamaktadır eşitler izlenir uygulandı uygulayarak kullanıldı kullanılarak çalışıyor
    oturuyor oturur bunları bunlara bunlardan onlar onları onlara onlardan kendisi kendileri
    şurada şöyle olup oluyor olmaktadır olmuştur olmak olduğuna tıpatıp çarpımları
    farkları bölümleri terimlerin kenarların üçgenler dikdörtgenler çokgenler çemberler
    daireler açıların alanlar hacimler yükseklikler uzunluklar köşelerin noktaların grafikler
    fonksiyonlar formüller eşitsizlikler aralıklar değişkenler katsayıların rakamların
    sayılar sayıların tamsayıların bölenlerin katların çarpanların asalların kalanlar
    kesirler oranlar durumlarda çiftlerin zarların paraların kartların koşulların şartlar
    ifadeler şekiller değerler değerleri değerlerin sonuçların yöntemler maksimumu minimumu
    ortalaması medyanı modu dizinin matrisin vektörün kümeler elemanları kombinasyonu
    simetrisi pozitifler negatifler özdeş denk denktir tümü tamamı sırasıyla paralel dikey
    merkez merkezi üs kuvvet kuvveti
az: mən biz sən siz o bu bunlar həmin bir və deməli buna görə beləliklə belə sonra onda
    üçün ilə kimi tərəfindən ki burada hamısı bütün cavab cavabı cavabdır nəticə
    nəticəsi həll həlli qiymət qiyməti dəyər dəyəri ədəd ədədi say məsələ
    məsələnin sual hesablama addım addımlar yoxlama cəm cəmi ümumi üsul yol düzgün
    düzgündür düz doğru doğrudur həqiqi son yekun dəqiq əmin əminəm yaxşı etibarlı
    uyğun uyğundur tam tələb olunan axtarılan ümid edirəm düşünürəm inanıram
    yoxlanıldı yoxladım təsdiqləndi təsdiq alırıq əldə etdik edildi tapdıq tapılır
    hazır hazırdır bitdi tamamlandı təşəkkürlər təşəkkür sağ olun salamlar uğurlar
    kömək edər həzz alın bəli həqiqətən məhz əlbəttə aydın aydındır çox mənim
    bizim bərabər bərabərdir
kk: мен біз сен сіз ол бұл осы сол бір болып табылады
    болады болды еді және сондықтан демек осылайша
    сонда кейін үшін арқылы ретінде сияқты екенін екені
    мұнда барлық бәрі жауап жауабы нәтиже нәтижесі
    шешім шешімі шешуі мән мәні сан саны есеп есептің
    сұрақ есептеу қадам қадамдар тексеру қосынды
    барлығы жиыны тәсіл жол дұрыс дұрысы ақиқат шын
    соңғы түпкілікті нақты дәл сенімдімін сенімді жақсы
    жарамды сәйкес толық ізделінді үміттенемін
    ойлаймын сенемін тексерілді тексердім расталды
    растайды аламыз алдық табамыз таптық келеді
    орындалды дайын аяқталды шешілді рахмет алғыс сәлем
    сәттілік көмектеседі ләззат иә шынында әрине анық
    өте менің біздің тең
uz: men biz sen siz u bu shu ushbu bular bir va shuning uchun shunday qilib demak keyin so'ng soʻng
    bilan sifatida kabi orqali ki yerda hammasi barcha javob javobi natija natijasi yechim yechimi
    qiymat qiymati son soni masala masalaning savol hisoblash qadam qadamlar tekshirish yig'indi
    yigʻindi jami usul yo'l yoʻl to'g'ri toʻgʻri to‘g‘ri togri to'g'ridir haqiqiy haqiqat
    yakuniy aniq ishonchim ishonchli yaxshi yaroqli mos to'liq toʻliq talab qilingan izlanayotgan
    umid qilaman o'ylayman oʻylayman ishonaman tekshirildi tekshirdim tasdiqlandi tasdiqlaydi
    olamiz oldik topamiz topdik topildi keladi bajarildi tayyor tugadi yechildi rahmat tashakkur
    salom omad yordam beradi zavqlaning ha haqiqatan aynan albatta juda mening bizning teng bo'ladi
    boʻladi bo'ldi ekan edi
ka: მე ჩვენ შენ თქვენ ეს ის ესენი არის
    არიან იყო იყვნენ იქნება ვარ ვართ და
    ამიტომ მაშასადამე ასე ამგვარად
    შემდეგ მერე მაშინ თვის როგორც რომ აქ
    ყველა ყველაფერი პასუხი პასუხია
    შედეგი შედეგია ამოხსნა ამონახსნი
    მნიშვნელობა რიცხვი ამოცანა
    პრობლემა კითხვა გამოთვლა ნაბიჯი
    ნაბიჯები შემოწმება ჯამი სულ ჯამში
    გზა მეთოდი სწორი სწორია სწორად
    ჭეშმარიტი საბოლოო ზუსტი ზუსტად
    დარწმუნებული ნამდვილად კარგი
    კარგად სრული საჭირო საძიებელი
    ვიმედოვნებ იმედია ვფიქრობ მჯერა
    შემოწმებულია შევამოწმე
    დადასტურებულია დავადასტურე
    ადასტურებს ვიღებთ მივიღეთ ვპოულობთ
    ვიპოვეთ ემთხვევა შეესაბამება
    გაკეთდა მზადაა დასრულდა ამოხსნილია
    მადლობა გმადლობთ სალამი
    წარმატებები დაგეხმარებათ
    ისიამოვნეთ დიახ მართლაც ცხადია
    ნათლად ძალიან ჩემი ჩვენი ტოლია
hy: ես մենք դու դուք այն սա դա սրանք այս այդ է են էր էին
    լինել կլինի եմ ենք և եւ ու ուստի այսպիսով հետևաբար
    հետեւաբար պատճառով հետո ապա համար հետ որպես ինչպես
    որ այստեղ բոլորը ամբողջը պատասխան պատասխանը
    արդյունք արդյունքը լուծում լուծումը արժեք արժեքը
    թիվ թիվը խնդիր խնդիրը հարց հաշվարկ քայլ քայլերը
    ստուգում գումար գումարը ընդհանուր եղանակ ճիշտ
    ճշմարիտ վերջնական ճշգրիտ հստակ համոզված վստահ լավ
    վավեր հետևողական ամբողջական պահանջվող որոնելի
    հուսով կարծում հավատում ստուգված ստուգեցի
    հաստատված հաստատում ստանում ստացանք գտնում գտանք
    համընկնում համապատասխանում արված պատրաստ ավարտված
    լուծված շնորհակալություն շնորհակալ մերսի
    ողջույններ հաջողություն կօգնի վայելեք այո իսկապես
    հենց իհարկե պարզ ակնհայտ շատ իմ մեր հավասար
he: אני אנחנו אתה את אתם זה זאת זו אלה אלו הוא היא יש היה
    הייתה היו יהיה יהיו זהו זוהי ו ולכן לכן אז כך לפיכך
    מכאן ואז של ל ב עבור בשביל עם כמו ידי על ש כאן פה הכל
    הכול כל כולם תשובה התשובה והתשובה שהתשובה תוצאה
    התוצאה פתרון הפתרון ערך הערך מספר המספר בעיה הבעיה
    שאלה השאלה חישוב החישוב שלב השלב שלבים השלבים בדיקה
    הבדיקה סכום הסכום סך דרך הדרך שיטה נכון נכונה נכונים
    נכונות אמת אמיתי סופי סופית הסופית הסופי מדויק
    מדויקת בדיוק בטוח בטוחה ודאי בוודאי בהחלט טוב טובה
    תקף תקין עקבי שלם מלא הנדרש הנדרשת המבוקש מקווה
    מקווים חושב חושבת מאמין מאמינה נבדק נבדקה בדקתי אומת
    אימתתי אושר מאשר מקבלים קיבלנו מוצאים מצאנו מתאים
    תואם מסכים נעשה הושלם נפתר פתרנו תודה רבה בהצלחה
    שלום יעזור שיעזור תהנה תהנו כן אכן כמובן בבירור באמת
    מאוד שלי שלנו שווה הצבה שטח השטח צלע הצלע צלעות
    הצלעות צד הצד צדדים הצדדים שני שתי אגף האגף אגפים
    האגפים השמאלי הימני שמאל ימין משולש המשולש זווית
    הזווית זוויות מעגל המעגל רדיוס הרדיוס קוטר הקוטר
    היקף ההיקף נפח הנפח אורך האורך גובה הגובה משוואה
    המשוואה ביטוי הביטוי מכפלה המכפלה הפרש ההפרש מנה
    המנה שארית השארית מחלק המחלק מחלקים כפולה גורם
    גורמים ריבוע בריבוע חזקה שורש השורש שבר השבר שלמים
    ספרה ספרות נקודה ישר קו מקרה המקרה מקרים בהצבה איבר
    מקדם הסתברות ההסתברות דרכים תנאי התנאי תנאים טבלה
    שורה עמודה נוסחה הנוסחה צורה יחידות מעלות מטר רבועים
    שווים שוות נותן נותנת נותנים מתקבל מתקבלת מתקבלים
    נשאר נשארת מתאימה תואמים מתחלק מקיים מקיימים מתקיים
    מתקיימת מתקיימים מציבים מחשבים חישבנו בודקים זהה
    זהים אותו אותה אותם חיובי חיובית שלילי שלילית זוגי
    ממשי אימות הוכחה מבחן כי מכיוון כלומר כפול וסכום
    והסכום בסכום לסכום שהסכום ומכפלה והמכפלה במכפלה
    למכפלה שהמכפלה מכפלת המכפלת ומכפלת והמכפלת במכפלת
    למכפלת שהמכפלת והפרש וההפרש בהפרש להפרש שההפרש ומנה
    והמנה במנה למנה שהמנה האיבר ואיבר והאיבר באיבר לאיבר
    שהאיבר איברים האיברים ואיברים והאיברים באיברים
    לאיברים שהאיברים וצלע והצלע בצלע לצלע שהצלע וצלעות
    והצלעות בצלעות לצלעות שהצלעות ניצב הניצב וניצב
    והניצב בניצב לניצב שהניצב ניצבים הניצבים וניצבים
    והניצבים בניצבים לניצבים שהניצבים ומשולש והמשולש
    במשולש למשולש שהמשולש משולשים המשולשים ומשולשים
    והמשולשים במשולשים למשולשים שהמשולשים הריבוע
    וריבוע והריבוע לריבוע שהריבוע מלבן המלבן ומלבן
    והמלבן במלבן למלבן שהמלבן מצולע המצולע ומצולע
    והמצולע במצולע למצולע שהמצולע מחומש המחומש ומחומש
    והמחומש במחומש למחומש שהמחומש משושה המשושה ומשושה
    והמשושה במשושה למשושה שהמשושה ומעגל והמעגל במעגל
    למעגל שהמעגל ורדיוס והרדיוס ברדיוס לרדיוס שהרדיוס
    וקוטר והקוטר בקוטר לקוטר שהקוטר וזווית והזווית
    בזווית לזווית שהזווית הזוויות וזוויות והזוויות
    בזוויות לזוויות שהזוויות המעלות ומעלות והמעלות
    במעלות למעלות שהמעלות ושטח והשטח בשטח לשטח שהשטח
    והיקף וההיקף בהיקף להיקף שההיקף ונפח והנפח בנפח לנפח
    שהנפח וגובה והגובה בגובה לגובה שהגובה ואורך והאורך
    באורך לאורך שהאורך רוחב הרוחב ורוחב והרוחב ברוחב
    לרוחב שהרוחב בסיס הבסיס ובסיס והבסיס בבסיס לבסיס
    שהבסיס קודקוד הקודקוד וקודקוד והקודקוד בקודקוד
    לקודקוד שהקודקוד קודקודים הקודקודים וקודקודים
    והקודקודים בקודקודים לקודקודים שהקודקודים פאה הפאה
    ופאה והפאה בפאה לפאה שהפאה פאות הפאות ופאות והפאות
    בפאות לפאות שהפאות אלכסון האלכסון ואלכסון והאלכסון
    באלכסון לאלכסון שהאלכסון אלכסונים האלכסונים
    ואלכסונים והאלכסונים באלכסונים לאלכסונים
    שהאלכסונים הנקודה ונקודה והנקודה בנקודה לנקודה
    שהנקודה נקודות הנקודות ונקודות והנקודות בנקודות
    לנקודות שהנקודות נקודת הנקודת ונקודת והנקודת בנקודת
    לנקודת שהנקודת הישר וישר והישר בישר לישר שהישר הקו
    וקו והקו בקו לקו שהקו קטע הקטע וקטע והקטע בקטע לקטע
    שהקטע ציר הציר וציר והציר בציר לציר שהציר צירים
    הצירים וצירים והצירים בצירים לצירים שהצירים גרף
    הגרף וגרף והגרף בגרף לגרף שהגרף פונקציה הפונקציה
    ופונקציה והפונקציה בפונקציה לפונקציה שהפונקציה
    ומשוואה והמשוואה במשוואה למשוואה שהמשוואה משוואות
    המשוואות ומשוואות והמשוואות במשוואות למשוואות
    שהמשוואות ונוסחה והנוסחה בנוסחה לנוסחה שהנוסחה
    נוסחת הנוסחת ונוסחת והנוסחת בנוסחת לנוסחת שהנוסחת
    ושורש והשורש בשורש לשורש שהשורש שורשים השורשים
    ושורשים והשורשים בשורשים לשורשים שהשורשים משתנה
    המשתנה ומשתנה והמשתנה במשתנה למשתנה שהמשתנה המקדם
    ומקדם והמקדם במקדם למקדם שהמקדם מקדמים המקדמים
    ומקדמים והמקדמים במקדמים למקדמים שהמקדמים הספרה
    וספרה והספרה בספרה לספרה שהספרה הספרות וספרות
    והספרות בספרות לספרות שהספרות ומחלק והמחלק במחלק
    למחלק שהמחלק המחלקים ומחלקים והמחלקים במחלקים
    למחלקים שהמחלקים הכפולה וכפולה והכפולה בכפולה
    לכפולה שהכפולה כפולות הכפולות וכפולות והכפולות
    בכפולות לכפולות שהכפולות הגורם וגורם והגורם בגורם
    לגורם שהגורם הגורמים וגורמים והגורמים בגורמים
    לגורמים שהגורמים ושארית והשארית בשארית לשארית
    שהשארית ושבר והשבר בשבר לשבר שהשבר יחס היחס ויחס
    והיחס ביחס ליחס שהיחס אחוז האחוז ואחוז והאחוז באחוז
    לאחוז שהאחוז אחוזים האחוזים ואחוזים והאחוזים
    באחוזים לאחוזים שהאחוזים והסתברות וההסתברות
    בהסתברות להסתברות שההסתברות תוצאות התוצאות ותוצאות
    והתוצאות בתוצאות לתוצאות שהתוצאות ומקרה והמקרה
    במקרה למקרה שהמקרה המקרים ומקרים והמקרים במקרים
    למקרים שהמקרים זוג הזוג וזוג והזוג בזוג לזוג שהזוג
    זוגות הזוגות וזוגות והזוגות בזוגות לזוגות שהזוגות
    קובייה הקובייה וקובייה והקובייה בקובייה לקובייה
    שהקובייה קוביה הקוביה וקוביה והקוביה בקוביה לקוביה
    שהקוביה מטבע המטבע ומטבע והמטבע במטבע למטבע שהמטבע
    קלף הקלף וקלף והקלף בקלף לקלף שהקלף קלפים הקלפים
    וקלפים והקלפים בקלפים לקלפים שהקלפים רמז הרמז ורמז
    והרמז ברמז לרמז שהרמז רמזים הרמזים ורמזים והרמזים
    ברמזים לרמזים שהרמזים ותנאי והתנאי לתנאי שהתנאי
    התנאים ותנאים והתנאים בתנאים לתנאים שהתנאים טענה
    הטענה וטענה והטענה בטענה לטענה שהטענה ניסוח הניסוח
    וניסוח והניסוח בניסוח לניסוח שהניסוח שרטוט השרטוט
    ושרטוט והשרטוט בשרטוט לשרטוט שהשרטוט איור האיור
    ואיור והאיור באיור לאיור שהאיור משרעת המשרעת ומשרעת
    והמשרעת במשרעת למשרעת שהמשרעת מקסימום המקסימום
    ומקסימום והמקסימום במקסימום למקסימום שהמקסימום
    מינימום המינימום ומינימום והמינימום במינימום
    למינימום שהמינימום ממוצע הממוצע וממוצע והממוצע
    בממוצע לממוצע שהממוצע חציון החציון וחציון והחציון
    בחציון לחציון שהחציון שכיח השכיח ושכיח והשכיח בשכיח
    לשכיח שהשכיח סדרה הסדרה וסדרה והסדרה בסדרה לסדרה
    שהסדרה מטריצה המטריצה ומטריצה והמטריצה במטריצה
    למטריצה שהמטריצה וקטור הוקטור ווקטור והוקטור בוקטור
    לוקטור שהוקטור צעד הצעד וצעד והצעד בצעד לצעד שהצעד
    חיתוך החיתוך וחיתוך והחיתוך בחיתוך לחיתוך שהחיתוך
    איחוד האיחוד ואיחוד והאיחוד באיחוד לאיחוד שהאיחוד
    קבוצה הקבוצה וקבוצה והקבוצה בקבוצה לקבוצה שהקבוצה
    צירוף הצירוף וצירוף והצירוף בצירוף לצירוף שהצירוף
    צירופים הצירופים וצירופים והצירופים בצירופים
    לצירופים שהצירופים ותשובה בתשובה לתשובה ותוצאה
    והתוצאה בתוצאה לתוצאה שהתוצאה ופתרון והפתרון בפתרון
    לפתרון שהפתרון וערך והערך שהערך ומספר והמספר במספר
    למספר שהמספר וחישוב והחישוב בחישוב לחישוב שהחישוב
    ובדיקה והבדיקה בבדיקה שהבדיקה סכומים הסכומים
    וסכומים והסכומים בסכומים לסכומים שהסכומים מספרים
    המספרים ומספרים והמספרים במספרים למספרים שהמספרים
    ערכים הערכים וערכים והערכים בערכים לערכים שהערכים
    פתרונות הפתרונות ופתרונות והפתרונות בפתרונות
    לפתרונות שהפתרונות טווח הטווח וטווח והטווח בטווח
    לטווח שהטווח תחום התחום ותחום והתחום בתחום לתחום
    שהתחום מכנה המכנה ומכנה והמכנה במכנה למכנה שהמכנה
    מונה המונה ומונה והמונה במונה למונה שהמונה סימטרי
    הסימטרי וסימטרי סימטרית הסימטרית וסימטרית סימטריים
    הסימטריים וסימטריים סימטריות הסימטריות וסימטריות
    עקבית העקבית ועקבית עקביים העקביים ועקביים מדויקים
    המדויקים ומדויקים החיובי וחיובי החיובית וחיובית
    חיוביים החיוביים וחיוביים חיוביות החיוביות
    וחיוביות השלילי ושלילי השלילית ושלילית שליליים
    השליליים ושליליים הזוגי וזוגי זוגית הזוגית וזוגית
    זוגיים הזוגיים וזוגיים גדול הגדול וגדול גדולה
    הגדולה וגדולה גדולים הגדולים וגדולים הקטן הקטנה קטן
    וקטן קטנה וקטנה קטנים הקטנים וקטנים מקסימלי
    המקסימלי ומקסימלי מינימלי המינימלי ומינימלי השלם
    ושלם שלמה השלמה ושלמה השלמים ושלמים אפשריים
    האפשריים ואפשריים תקפים התקפים ותקפים תקינים
    התקינים ותקינים ברור הברור וברור ברורה הברורה
    וברורה מובן המובן ומובן הזהה וזהה הזהים וזהים השווים
    ושווים השוות ושוות מחברים חיבור חיברנו מחסירים
    חיסור כופלים כפל הכפלה חילוק מתחלקים מתחלקת מפשטים
    פישוט פותחים סוגריים מפרקים פירוק פותרים נפתרת
    פתורה סופרים ספירה ספרנו מונים רשימה נעים נע נעה
    נעות בין מכילים מכיל מכילה מכילות נותנות נתן נתנה
    מתקבלות התקבל התקבלה נמצא נמצאת נמצאים מחושב מחושבת
    בדקנו בודק בודקת מוודאים וידאנו מאמתים מאומת מאשרים
    אישור מאושר מאושרת מאשרת מתאימים מתאימות תואמת
    מתיישב מתיישבת מתיישבים חופפים מתלכדים מקיימת
    שוויון נובע נובעת מפעילים מיישמים משתמשים שימוש
    בעזרת באמצעות עומד עומדת עובד עובדת מסתדר מסתדרת
    מסתכם אנו הם הן אותן לנו לי לו לה להם להן שלו שלה שלהם
    עצמו עצמה אשר שבו שבה בו בה בהם מהם ממנו מ מן עד לפי
    מתוך תחת מעל בתוך היות משום שכן לגמרי במלואו ישירות
    ישיר במדויק באופן ביותר יחד ביחד סדר בסדר מלמטה
    ומחברים וחיבור וחיברנו ומחסירים וחיסור וכופלים וכפל
    והכפלה וחילוק ומתחלק ומתחלקים ומתחלקת ובריבוע
    ומפשטים ופישוט ופותחים וסוגריים ומפרקים ופירוק
    ופותרים ונפתרת ופתורה וסופרים וספירה וספרנו ומונים
    ורשימה ונעים ונע ונעה ונעות ובין ומכילים ומכיל
    ומכילה ומכילות ונותן ונותנת ונותנים ונותנות ונתן
    ונתנה ומתקבל ומתקבלת ומתקבלים ומתקבלות והתקבל
    והתקבלה ונמצא ונמצאת ונמצאים ומחשבים וחישבנו ומחושב
    ומחושבת ובודקים ובדקנו ובודק ובודקת ומוודאים
    ווידאנו ומאמתים ואימות ומאומת ומאשרים ואישור ומאושר
    ומאושרת ומאשרת ומתאימים ומתאימה ומתאימות ותואמים
    ותואמת ומתיישב ומתיישבת ומתיישבים וחופפים ומתלכדים
    ומקיים ומקיימת ומקיימים ומתקיים ומתקיימת ומתקיימים
    ושוויון ונובע ונובעת ומפעילים ומיישמים ומשתמשים
    ושימוש ובעזרת ובאמצעות ועומד ועומדת ועובד ועובדת
    ומסתדר ומסתדרת ומסתכם
ar: أنا انا نحن أنت انت أنتم هو هي هذا هذه ذلك تلك هؤلاء و
    كان كانت يكون تكون سيكون وهو وهي إذن اذن لذلك لذا
    وبالتالي بالتالي هكذا ثم بعد من إلى الى في ل ب مع كما
    بواسطة أن هنا كل جميع الإجابة الاجابة إجابة اجابة
    والإجابة فالإجابة الجواب جواب النتيجة نتيجة الحل حل
    القيمة قيمة العدد عدد الرقم رقم المسألة مسألة
    المشكلة السؤال سؤال الحساب الحسابات الخطوة الخطوات
    خطوة خطوات التحقق تحقق المجموع مجموع الإجمالي
    الطريقة طريقة صحيح صحيحة الصحيح الصحيحة صواب حقيقي
    النهائية النهائي نهائي نهائية دقيق دقيقة بدقة متأكد
    متأكدة مؤكد مؤكدة بالتأكيد جيد جيدة صالح صالحة متسق
    متسقة كامل كاملة المطلوب المطلوبة آمل أعتقد اعتقد
    أؤمن تم تحققت تحققنا تأكدت تأكيد يؤكد أكدنا نحصل
    حصلنا نجد وجدنا يتطابق تتطابق يتوافق يتفق انتهى
    اكتمل حللنا شكرا شكراً شكرًا تحياتي بالتوفيق حظا
    حظاً سعيدا موفق يساعد استمتع نعم بالفعل فعلا فعلاً
    تماما تماماً بالضبط طبعا طبعاً بالطبع بوضوح واضح حقا
    حقاً جدا جداً إجابتي إجابتنا يساوي بالتعويض المساحة
    مساحة الضلع ضلع الأضلاع أضلاع الطرفين طرفي الطرفان
    الطرف الأيسر الأيمن كلا كلتا المثلث مثلث الزاوية
    زاوية الزوايا الدائرة دائرة نصف القطر قطر المحيط
    محيط الحجم حجم الطول طول الارتفاع ارتفاع المعادلة
    معادلة المعادلات التعبير تعبير المقدار الناتج ناتج
    حاصل الضرب الجمع الطرح القسمة خارج الباقي باقي
    القاسم قاسم القواسم مضاعف مضاعفات عامل العوامل
    عوامل مربع المربع مكعب الجذر جذر التربيعي كسر الكسر
    الأعداد أعداد الأرقام أرقام نقطة النقطة خط الخط
    المستقيم مستقيم حالة الحالة الحالات حالات التعويض
    تعويض الحد حد الحدود المعامل معامل طرق الطرق الشرط
    شرط الشروط شروط الجدول جدول الصف العمود الصيغة صيغة
    القانون الشكل شكل الوحدات وحدة درجة متر مربعة تساوي
    يساويان تساويان يعطي تعطي ينتج يبقى تبقى متطابق
    متطابقة متساويان متساويتان متساوية متساوي يقسم يقبل
    يحقق تتحقق يتحقق محققة محقق بالحساب نحسب حسبنا نتحقق
    للتحقق نفس نفسه نفسها موجب موجبة سالب سالبة زوجي
    زوجية فردي فردية حقيقية الحقيقية برهان البرهان
    إثبات التأكد للتأكد على الذي التي لأن حيث وهذا وهذه
    والمساحة والنتيجة وبالتعويض بضرب بقسمة الحاصل
    والحاصل بالحاصل فالحاصل وحاصل بحاصل للحاصل ضرب
    والضرب بالضرب فالضرب وضرب للضرب والناتج بالناتج
    فالناتج وناتج بناتج للناتج فرق الفرق والفرق بالفرق
    فالفرق وفرق بفرق للفرق قسمة والقسمة بالقسمة فالقسمة
    وقسمة للقسمة والضلع بالضلع فالضلع وضلع بضلع للضلع
    والأضلاع بالأضلاع فالأضلاع وأضلاع بأضلاع للأضلاع
    ساق الساق والساق بالساق فالساق وساق بساق للساق ساقا
    الساقا والساقا بالساقا فالساقا وساقا بساقا للساقا
    وتر الوتر والوتر بالوتر فالوتر ووتر بوتر للوتر
    والمثلث بالمثلث فالمثلث ومثلث بمثلث للمثلث والمربع
    بالمربع فالمربع ومربع بمربع للمربع مستطيل المستطيل
    والمستطيل بالمستطيل فالمستطيل ومستطيل بمستطيل
    للمستطيل مضلع المضلع والمضلع بالمضلع فالمضلع ومضلع
    بمضلع للمضلع مخمس المخمس والمخمس بالمخمس فالمخمس
    ومخمس بمخمس للمخمس مسدس المسدس والمسدس بالمسدس
    فالمسدس ومسدس بمسدس للمسدس والدائرة بالدائرة
    فالدائرة ودائرة بدائرة للدائرة النصف والنصف بالنصف
    فالنصف ونصف بنصف للنصف والقطر بالقطر فالقطر وقطر
    بقطر للقطر أقطار الأقطار والأقطار بالأقطار فالأقطار
    وأقطار بأقطار للأقطار والزاوية بالزاوية فالزاوية
    وزاوية بزاوية للزاوية زوايا والزوايا بالزوايا
    فالزوايا وزوايا بزوايا للزوايا الدرجة والدرجة
    بالدرجة فالدرجة ودرجة بدرجة للدرجة درجات الدرجات
    والدرجات بالدرجات فالدرجات ودرجات بدرجات للدرجات
    بالمساحة فالمساحة ومساحة بمساحة للمساحة والمحيط
    بالمحيط فالمحيط ومحيط بمحيط للمحيط والحجم بالحجم
    فالحجم وحجم بحجم للحجم والارتفاع بالارتفاع
    فالارتفاع وارتفاع بارتفاع للارتفاع والطول بالطول
    فالطول وطول بطول للطول عرض العرض والعرض بالعرض
    فالعرض وعرض بعرض للعرض قاعدة القاعدة والقاعدة
    بالقاعدة فالقاعدة وقاعدة بقاعدة للقاعدة رأس الرأس
    والرأس بالرأس فالرأس ورأس برأس للرأس رؤوس الرؤوس
    والرؤوس بالرؤوس فالرؤوس ورؤوس برؤوس للرؤوس حافة
    الحافة والحافة بالحافة فالحافة وحافة بحافة للحافة
    حواف الحواف والحواف بالحواف فالحواف وحواف بحواف
    للحواف وجه الوجه والوجه بالوجه فالوجه ووجه بوجه
    للوجه أوجه الأوجه والأوجه بالأوجه فالأوجه وأوجه
    بأوجه للأوجه والنقطة بالنقطة فالنقطة ونقطة بنقطة
    للنقطة نقاط النقاط والنقاط بالنقاط فالنقاط ونقاط
    بنقاط للنقاط والمستقيم بالمستقيم فالمستقيم ومستقيم
    بمستقيم للمستقيم والخط بالخط فالخط وخط بخط للخط قطعة
    القطعة والقطعة بالقطعة فالقطعة وقطعة بقطعة للقطعة
    محور المحور والمحور بالمحور فالمحور ومحور بمحور
    للمحور محاور المحاور والمحاور بالمحاور فالمحاور
    ومحاور بمحاور للمحاور منحنى المنحنى والمنحنى
    بالمنحنى فالمنحنى ومنحنى بمنحنى للمنحنى رسم الرسم
    والرسم بالرسم فالرسم ورسم برسم للرسم بيان البيان
    والبيان بالبيان فالبيان وبيان ببيان للبيان دالة
    الدالة والدالة بالدالة فالدالة ودالة بدالة للدالة
    اقتران الاقتران والاقتران بالاقتران فالاقتران
    واقتران باقتران للاقتران والمعادلة بالمعادلة
    فالمعادلة ومعادلة بمعادلة للمعادلة معادلات
    والمعادلات بالمعادلات فالمعادلات ومعادلات بمعادلات
    للمعادلات والصيغة بالصيغة فالصيغة وصيغة بصيغة
    للصيغة قانون والقانون بالقانون فالقانون وقانون
    بقانون للقانون متباينة المتباينة والمتباينة
    بالمتباينة فالمتباينة ومتباينة بمتباينة للمتباينة
    متراجحة المتراجحة والمتراجحة بالمتراجحة فالمتراجحة
    ومتراجحة بمتراجحة للمتراجحة فترة الفترة والفترة
    بالفترة فالفترة وفترة بفترة للفترة مجال المجال
    والمجال بالمجال فالمجال ومجال بمجال للمجال والجذر
    بالجذر فالجذر وجذر بجذر للجذر جذور الجذور والجذور
    بالجذور فالجذور وجذور بجذور للجذور متغير المتغير
    والمتغير بالمتغير فالمتغير ومتغير بمتغير للمتغير
    والمعامل بالمعامل فالمعامل ومعامل بمعامل للمعامل
    معاملات المعاملات والمعاملات بالمعاملات فالمعاملات
    ومعاملات بمعاملات للمعاملات والأرقام بالأرقام
    فالأرقام وأرقام بأرقام للأرقام خانة الخانة والخانة
    بالخانة فالخانة وخانة بخانة للخانة خانات الخانات
    والخانات بالخانات فالخانات وخانات بخانات للخانات
    والقاسم بالقاسم فالقاسم وقاسم بقاسم للقاسم قواسم
    والقواسم بالقواسم فالقواسم وقواسم بقواسم للقواسم
    المضاعف والمضاعف بالمضاعف فالمضاعف ومضاعف بمضاعف
    للمضاعف المضاعفات والمضاعفات بالمضاعفات فالمضاعفات
    ومضاعفات بمضاعفات للمضاعفات العامل والعامل بالعامل
    فالعامل وعامل بعامل للعامل والعوامل بالعوامل
    فالعوامل وعوامل بعوامل للعوامل والباقي بالباقي
    فالباقي وباقي بباقي للباقي والكسر بالكسر فالكسر
    وكسر بكسر للكسر كسور الكسور والكسور بالكسور فالكسور
    وكسور بكسور للكسور نسبة النسبة والنسبة بالنسبة
    فالنسبة ونسبة بنسبة للنسبة نتائج النتائج والنتائج
    بالنتائج فالنتائج ونتائج بنتائج للنتائج والحالة
    بالحالة فالحالة وحالة بحالة للحالة والحالات
    بالحالات فالحالات وحالات بحالات للحالات زوج الزوج
    والزوج بالزوج فالزوج وزوج بزوج للزوج أزواج الأزواج
    والأزواج بالأزواج فالأزواج وأزواج بأزواج للأزواج
    نرد النرد والنرد بالنرد فالنرد ونرد بنرد للنرد عملة
    العملة والعملة بالعملة فالعملة وعملة بعملة للعملة
    بطاقة البطاقة والبطاقة بالبطاقة فالبطاقة وبطاقة
    ببطاقة للبطاقة بطاقات البطاقات والبطاقات بالبطاقات
    فالبطاقات وبطاقات ببطاقات للبطاقات ورقة الورقة
    والورقة بالورقة فالورقة وورقة بورقة للورقة أوراق
    الأوراق والأوراق بالأوراق فالأوراق وأوراق بأوراق
    للأوراق دليل الدليل والدليل بالدليل فالدليل ودليل
    بدليل للدليل أدلة الأدلة والأدلة بالأدلة فالأدلة
    وأدلة بأدلة للأدلة قرائن القرائن والقرائن بالقرائن
    فالقرائن وقرائن بقرائن للقرائن والشرط بالشرط فالشرط
    وشرط للشرط والشروط بالشروط فالشروط وشروط بشروط
    للشروط عبارة العبارة والعبارة بالعبارة فالعبارة
    وعبارة بعبارة للعبارة نص النص والنص بالنص فالنص ونص
    بنص للنص والشكل بالشكل فالشكل وشكل بشكل للشكل سعة
    السعة والسعة بالسعة فالسعة وسعة بسعة للسعة متوسط
    المتوسط والمتوسط بالمتوسط فالمتوسط ومتوسط بمتوسط
    للمتوسط معدل المعدل والمعدل بالمعدل فالمعدل ومعدل
    بمعدل للمعدل وسيط الوسيط والوسيط بالوسيط فالوسيط
    ووسيط بوسيط للوسيط منوال المنوال والمنوال بالمنوال
    فالمنوال ومنوال بمنوال للمنوال متتالية المتتالية
    والمتتالية بالمتتالية فالمتتالية ومتتالية بمتتالية
    للمتتالية متسلسلة المتسلسلة والمتسلسلة بالمتسلسلة
    فالمتسلسلة ومتسلسلة بمتسلسلة للمتسلسلة مصفوفة
    المصفوفة والمصفوفة بالمصفوفة فالمصفوفة ومصفوفة
    بمصفوفة للمصفوفة متجه المتجه والمتجه بالمتجه
    فالمتجه ومتجه بمتجه للمتجه أسلوب الأسلوب والأسلوب
    بالأسلوب فالأسلوب وأسلوب بأسلوب للأسلوب تقاطع
    التقاطع والتقاطع بالتقاطع فالتقاطع وتقاطع بتقاطع
    للتقاطع اتحاد الاتحاد والاتحاد بالاتحاد فالاتحاد
    واتحاد باتحاد للاتحاد مجموعة المجموعة والمجموعة
    بالمجموعة فالمجموعة ومجموعة بمجموعة للمجموعة عنصر
    العنصر والعنصر بالعنصر فالعنصر وعنصر بعنصر للعنصر
    عناصر العناصر والعناصر بالعناصر فالعناصر وعناصر
    بعناصر للعناصر توافيق التوافيق والتوافيق بالتوافيق
    فالتوافيق وتوافيق بتوافيق للتوافيق والأعداد
    بالأعداد فالأعداد وأعداد بأعداد للأعداد والمجموع
    بالمجموع فالمجموع ومجموع بمجموع للمجموع والعدد
    بالعدد فالعدد وعدد بعدد للعدد والقيمة بالقيمة
    فالقيمة وقيمة بقيمة للقيمة قيم القيم والقيم بالقيم
    فالقيم وقيم بقيم للقيم والحل بالحل فالحل وحل بحل
    للحل حلول الحلول والحلول بالحلول فالحلول وحلول
    بحلول للحلول بالإجابة وإجابة بإجابة للإجابة
    بالنتيجة فالنتيجة ونتيجة بنتيجة للنتيجة حساب
    والحساب فالحساب وحساب بحساب للحساب والتحقق بالتحقق
    فالتحقق وتحقق بتحقق والطريقة بالطريقة فالطريقة
    وطريقة بطريقة للطريقة والجواب بالجواب فالجواب وجواب
    بجواب للجواب والخطوة بالخطوة فالخطوة وخطوة بخطوة
    للخطوة والخطوات بالخطوات فالخطوات وخطوات بخطوات
    للخطوات ترتيب الترتيب والترتيب بالترتيب فالترتيب
    وترتيب بترتيب للترتيب والتعويض فالتعويض وتعويض
    بتعويض للتعويض متماثل المتماثل ومتماثل والمتماثل
    متماثلة المتماثلة ومتماثلة والمتماثلة متناظر
    المتناظر ومتناظر والمتناظر متناظرة المتناظرة
    ومتناظرة والمتناظرة الموجب وموجب والموجب الموجبة
    وموجبة والموجبة موجبان الموجبان وموجبان والموجبان
    السالب وسالب والسالب السالبة وسالبة والسالبة الزوجي
    وزوجي والزوجي الزوجية وزوجية والزوجية الفردي وفردي
    والفردي الفردية وفردية والفردية أكبر الأكبر وأكبر
    والأكبر أصغر الأصغر وأصغر والأصغر كبير الكبير وكبير
    والكبير صغير الصغير وصغير والصغير عظمى العظمى وعظمى
    والعظمى صغرى الصغرى وصغرى والصغرى وصحيح والصحيح
    وصحيحة والصحيحة الواضح وواضح والواضح واضحة الواضحة
    وواضحة والواضحة المتساوية ومتساوية والمتساوية
    المتساويان ومتساويان والمتساويان المتسقة ومتسقة
    والمتسقة المتسق ومتسق والمتسق الدقيق ودقيق والدقيق
    تام التام وتام والتام تامة التامة وتامة والتامة
    الكامل وكامل والكامل نجمع بجمع جمعنا نطرح طرح بطرح
    نضرب نقسم نربع تربيع بتربيع نبسط تبسيط بتبسيط نفك
    بفك نحلل تحليل بتحليل نحل نعد عد عددنا نحصي إحصاء
    تتراوح يتراوح تقع يقع يقعان بين يحتوي تحتوي يحتويان
    تحتويان يعطيان تعطيان أعطى أعطت تنتج نتج يحصل نستنتج
    نستخلص حسابيا نتأكد نختبر اختبار تتفق يتفقان تتوافق
    يتسق تتسق تنسجم ينسجم يطابق يطابقان ينطبق يترتب نطبق
    بتطبيق نستخدم باستخدام نستعمل يعمل تعمل يصح تصح
    يستقيم هم هما هن له لها لنا لهم منه منها فيه فيها به
    بها الذين اللذان اللتان أي عن حتى عند لدى خلال عبر
    وفق وفقا وفقاً حسب ضمن داخل إذ بما وبما كليا كلياً
    مباشرة بالتحديد تحديدا تحديداً معا معاً ونجمع وبجمع
    وجمعنا ونطرح وطرح وبطرح ونضرب وبضرب ونقسم وبقسمة
    ويقبل ونربع وتربيع وبتربيع ونبسط وتبسيط وبتبسيط
    ونفك وبفك ونحلل وتحليل وبتحليل ونحل وبحل ونعد وعد
    وعددنا ونحصي وإحصاء وتتراوح ويتراوح وتقع ويقع
    ويقعان وبين ويحتوي وتحتوي ويحتويان وتحتويان ويعطي
    وتعطي ويعطيان وتعطيان وأعطى وأعطت وينتج وتنتج ونتج
    ويحصل ونستنتج ونستخلص ونحسب وحسبنا وبحساب وحسابيا
    ونتحقق ونتأكد والتأكد ونختبر واختبار وتتفق ويتفقان
    وتتوافق ويتسق وتتسق وتنسجم وينسجم ويطابق ويطابقان
    وينطبق ويتحقق وتتحقق ويحقق وتحققت وتساوي ويساويان
    ويترتب ونطبق وبتطبيق ونستخدم وباستخدام ونستعمل
    ويعمل وتعمل ويصح وتصح ويستقيم
fa: من ما تو شما آن این اینها آنها او است هست هستند بود
    بودند شد می‌شود میشود خواهد و پس بنابراین لذا در
    نتیجه سپس بعد از به برای با عنوان توسط که اینجا همه
    تمام پاسخ جواب حل راه‌حل راه مقدار عدد شماره مسئله
    مساله مسأله سوال سؤال محاسبه محاسبات مرحله مراحل گام
    بررسی جمع مجموع کل روش درست صحیح حقیقی نهایی دقیق
    دقیقا دقیقاً مطمئن مطمئنم قطعا قطعاً خوب معتبر
    سازگار کامل مورد نظر مطلوب امیدوارم فکر می‌کنم
    میکنم باور دارم تأیید تایید شده می‌گیریم میگیریم
    آمد آوردیم پیدا کردیم یافتیم مطابقت تطابق انجام
    حل‌شده ممنون متشکرم سپاس مرسی درود موفق باشید کمک
    کند لذت ببرید بله آری واقعا واقعاً البته وضوح مسلما
    مسلماً خیلی بسیار برابر جایگذاری مساحت ضلع اضلاع طرف
    طرفین دو هر چپ راست مثلث زاویه زوایا دایره شعاع قطر
    محیط حجم طول ارتفاع معادله عبارت حاصل ضرب تفاضل
    تفریق خارج قسمت باقی‌مانده باقیمانده مقسوم‌علیه
    مقسوم‌علیه‌ها مضرب عامل عوامل مربع مکعب ریشه کسر
    رقم ارقام نقطه خط حالت حالت‌ها جای‌گذاری جاگذاری
    جمله ضریب تعداد شرط شرایط جدول سطر ستون فرمول شکل
    واحد درجه متر مساوی برابرند می‌دهد میدهد دست به‌دست
    بدست می‌آید میآید آید می‌ماند میماند می‌خواند صدق
    می‌کند میکند می‌کنند میکنند بخش‌پذیر بخشپذیر
    برقرار حساب کنیم می‌کنیم میکنیم داریم شود یکسان
    همان مثبت منفی زوج فرد کاملاً کاملا یعنی چون زیرا روی
    را اثبات آزمون وارسی درستی کرد کردن شدند می‌شوند
    میشوند می‌دهند میدهند داد دادند میاید آمده
    می‌آوریم میآوریم تقسیم ساده ساده‌سازی سازی بسط
    تجزیه شمارش می‌شماریم میشماریم شمردیم فهرست زوج‌ها
    بین میان قرار دارد دارند شامل تحقیق مطابق هماهنگ جور
    درمی‌آید درمیآید صادق استفاده به‌کار بکار کار
    می‌باشد میباشد حاصل‌ضرب حاصلضرب حاصل‌جمع حاصلجمع
    خارج‌قسمت جملات ضلع‌ها وتر مستطیل چندضلعی
    پنج‌ضلعی پنجضلعی شش‌ضلعی ششضلعی عرض قاعده رأس راس
    رئوس یال وجه نقاط پاره‌خط پارهخط محور نمودار تابع
    رابطه نامعادله بازه ریشه‌ها متغیر ضرایب مقسومعلیه
    شمارنده مضارب نسبت درصد پیشامد حالات جفت تاس سکه
    کارت برگ سرنخ گزاره دامنه بیشینه کمینه ماکزیمم
    مینیمم میانگین میانه مد دنباله سری ماتریس بردار
    اشتراک اجتماع مجموعه عضو عضوها ترکیب اعداد عددها
    جواب‌ها پاسخ‌ها متقارن بزرگ بزرگتر بزرگ‌تر
    بزرگترین بزرگ‌ترین کوچک کوچکتر کوچک‌تر کوچکترین
    کوچک‌ترین واضح روشن آشکار مشخص خود خودش همین همگی بر
    طبق بنابر مستقیماً مستقیما مستقیم صحت ترتیب
    به‌ترتیب بترتیب جمع‌کردن جمع‌زدن می‌زنیم میزنیم
    زدیم ضرب‌کردن تقسیم‌کردن کم‌کردن ساده‌کردن
    ساده‌شده ساده‌تر بسط‌دادن تجزیه‌کردن حل‌کردن
    حلشده شمرد شمردن شمرده شمارش‌کردن قرار‌دارند
    قراردارند واقع واقعند می‌گیرد میگیرد گرفت گرفتیم
    می‌رسیم میرسیم رسیدیم بدست‌آمده بدستآمده
    به‌دست‌آمده حاصل‌شده محاسبه‌شده محاسبهشده
    بررسی‌شده بررسیشده بررسی‌کردیم بررسیکردیم
    تأییدشده تاییدشده تأیید‌شده تایید‌شده کنترل
    سازگارند سازگاری هماهنگی همخوانی همخوان
    همخوانی‌دارد مطابقند منطبق منطبقند صادق‌است
    برقرارند برقراری برابری تساوی مساوی‌اند
    حاصل‌می‌شود به‌کاربردن به‌کارگیری استفاده‌کردیم
    کاربرد بکاربردن نتایج نتیجه‌ها مقادیر عددهای
    اعدادِ مجموع‌ها حاصل‌ضرب‌ها ضلع‌های زاویه‌ها
    زاویه‌های مثلث‌ها دایره‌ها نقطه‌ها خط‌ها
    معادله‌ها تابع‌ها ریشه‌های متغیرها ضریب‌ها
    رقم‌ها ارقامِ مضرب‌ها عامل‌ها کسرها نسبت‌ها
    جفت‌ها تاس‌ها سکه‌ها کارت‌ها شرط‌ها گزاره‌ها
    شکل‌ها مجموعه‌ها عضوهای دنباله‌ها بردارها
    ماتریس‌ها روش‌ها مرحله‌ها گام‌ها عمود عمودی موازی
    مرکز نیمساز میانه‌ها مجذور جذر قائم قائمه
    متساوی‌الساقین متساوی‌الاضلاع سه‌رقمی سهرقمی
    بزرگ‌تری بزرگتری کوچک‌تری بیشترین کمترین بیشتر
    کمتر مثبت‌اند منفی‌اند زوج‌اند فردند متقارن‌اند
    یکسانند آنان ایشان این‌ها همه‌ی همه‌شان تمامی
    کلیه‌ی کلیه درون داخل میانِ طی ضمن توسطِ طبقِ براساس
    بر‌اساس براساسِ مطابقِ با‌توجه باتوجه توجه درنتیجه
    درنتیجه‌ی ازاین‌رو ازاینرو چراکه زیراکه چون‌که
    صراحتاً آشکارا به‌وضوح بوضوح روشن‌است درست‌است
    صحیح‌است کرده‌ایم کردهایم شده‌است شدهاست
    می‌باشند میباشند بوده بوده‌است داده داده‌است
    می‌آیند میآیند درمی‌آیند درمیآیند درست‌اند درستند
    صحیح‌اند برقرار‌است برقراراست شمارش‌شده
    فهرست‌شده زوج‌های حالت‌های اعضای رأس‌ها راس‌ها
    یال‌ها وجه‌ها قطرها شعاع‌ها زاویه‌ی نقطه‌ی
    معادله‌ی دایره‌ی قاعده‌ی درجه‌ی ریشه‌ی دنباله‌ی
    مجموعه‌ی نتیجه‌ی مسئله‌ی محاسبه‌ی زاویه‌ای
    نقطه‌ای مقدارها طبیعی چنین چنان آنچه زیر بالای کنار
    مانند یافت می‌یابیم مییابیم دیدیم می‌بینیم میبینیم
    نشان نشان‌دهنده معلوم بدیهی مسلم قطعی یقین یقیناً
    یقینا اطمینان مطمئنیم
ur: میں ہم تم آپ یہ وہ یہی ہے ہیں تھا تھی تھے ہوگا ہوگی ہو
    گا گی اور لہذا لہٰذا چنانچہ اس لیے لئے تو کا کی کے کو
    سے ساتھ طور بطور کہ یہاں سب تمام جواب نتیجہ حل قدر
    قیمت عدد نمبر سوال مسئلہ حساب مرحلہ مراحل قدم جانچ
    تصدیق مجموعہ کل ٹوٹل طریقہ طریقے درست صحیح ٹھیک سچ
    حتمی آخری بالکل یقین یقینی یقیناً اچھا اچھی مستقل
    مکمل مطلوبہ امید سمجھتا سمجھتی سوچتا جانچا گئی گیا
    حاصل ملتا ملا ملی پایا مطابقت مطابق شکریہ بہت
    مہربانی سلام خوش قسمتی مدد کرے لطف اندوز ہاں جی واقعی
    ضرور واضح میرا ہمارا برابر
hi: मैं हम तुम आप यह ये वह वे यही इस उस है
    हैं था थी थे होगा होगी हो और तथा एवं
    इसलिए अतः तो तब प्रकार का की के को में
    से लिए साथ रूप द्वारा कि यहाँ यहां सब
    सभी उत्तर जवाब परिणाम नतीजा हल
    समाधान मान मूल्य संख्या प्रश्न सवाल
    समस्या गणना चरण कदम जाँच जांच
    सत्यापन योग कुल तरीका तरीके सही सत्य
    अंतिम सटीक बिल्कुल बिलकुल निश्चित
    पक्का अच्छा अच्छी वैध संगत पूर्ण
    पूरा आवश्यक आशा उम्मीद सोचता सोचती
    मानता मानती विश्वास जाँचा जांचा
    सत्यापित पुष्टि किया गया गई प्राप्त
    मिलता मिला मिली पाया मेल खाता
    धन्यवाद शुक्रिया नमस्ते शुभकामनाएँ
    शुभकामनाएं मदद करेगा आनंद लें हाँ
    हां जी वास्तव ज़रूर जरूर स्पष्ट बहुत
    मेरा हमारा बराबर क्षेत्रफल भुजा
    भुजाएँ भुजाएं भुजाओं दोनों पक्ष
    पक्षों बायाँ बायां बाएँ बाएं दायाँ
    दायां दाएँ दाएं त्रिभुज कोण वृत्त
    त्रिज्या व्यास परिमाप परिधि आयतन
    लंबाई लम्बाई ऊँचाई ऊंचाई समीकरण
    व्यंजक योगफल गुणनफल भागफल शेषफल शेष
    भाजक गुणज गुणनखंड अभाज्य वर्ग घन मूल
    वर्गमूल पूर्णांक अंक बिंदु बिन्दु
    रेखा स्थिति पद गुणांक प्रायिकता
    तरीकों शर्त शर्तें शर्तों तालिका
    पंक्ति स्तंभ सूत्र विधि आकृति इकाई
    इकाइयाँ डिग्री मीटर देता देती देते
    आता आती आते रहता रहती रहते मिलते
    खाते संतुष्ट करता करती करते विभाजित
    विभाज्य होता होती होते करके करने
    जाँचने जांचने रखकर रखने समान
    प्रत्येक हर पूरी धनात्मक ऋणात्मक सम
    विषम वास्तविक स्पष्टतः प्रमाण
    परीक्षण अर्थात क्योंकि बाद ने हमने
    इसे इसका इसकी इसके उनका गुणा भाग
    जोड़ जोड़ते जोड़ने जोड़कर जोड़ा
    जोड़ें घटाते घटाने घटाकर घटाया घटाव
    गुणन भाजित वर्गों सरल सरलीकरण
    विस्तार गुणनखण्ड कर करें किए किये
    गिनती गिनते गिनकर गिना गिनने सूची
    जोड़ी जोड़े जोड़ियाँ जोड़ियां बीच
    बीचमें स्थित शामिल युक्त दिया दी दिए
    देकर आया आई आए निकलता निकलती निकलते
    निकला गणित परिकलन जाँचते जांचते
    जाँचकर जांचकर हुआ हुई हुए खाती
    अनुरूप सुसंगत संतुष्टि पूरे लागू
    उपयोग प्रयोग इस्तेमाल बराबरी उसका
    उसकी उसके इनका इनकी इनके उनकी उनके
    हमें मुझे उन्हें उसे जो जिस जिसका
    जिसकी जिसके जिन जिनका जहाँ जहां
    अनुसार ऊपर नीचे दौरान तक चूंकि चूँकि
    पूर्णतः पूर्णतया सीधे सीधा
    प्रत्यक्ष ठीक अंतर अन्तर पदों कर्ण
    त्रिभुजों आयत बहुभुज पंचभुज षट्भुज
    कोणों अंश चौड़ाई आधार शीर्ष शीर्षों
    किनारा किनारे फलक विकर्ण बिंदुओं
    रेखाखंड अक्ष ग्राफ आलेख फलन
    समीकरणों असमिका अंतराल चर अंकों
    पूर्णांकों गुणनखंडों भिन्न अनुपात
    प्रतिशत परिणामों स्थितियाँ मामले
    पासा पासे सिक्का सिक्के पत्ता पत्ते
    कार्ड संकेत कथन चित्र आयाम अधिकतम
    न्यूनतम औसत माध्य माध्यिका बहुलक
    अनुक्रम श्रेणी आव्यूह मैट्रिक्स
    सदिश प्रतिच्छेदन सर्वनिष्ठ संघ
    समुच्चय अवयव संयोजन सममित बड़ा बड़ी
    बड़े सबसे छोटा छोटी छोटे मान्य साफ
    हरेक एकसाथ मिलकर क्रम क्रमशः जोड़ता
    जोड़ती घटाना घटाएँ देने गए गये जाता
    जाती जाते गिनें गिनना सूचीबद्ध
    बनाते बनाने बनता बनती बनते बना बनी
    बने मिले मिलान परिकलित गणनाएँ जाँची
    जांची जाँचे जांचे पुष्ट प्रमाणित
    सिद्ध साबित वही इन उन इन्हें इसमें
    उसमें इनमें उनमें इससे उससे इनसे
    उनसे इसी उसी जिसमें जिनमें जिससे
    जिनसे जिन्हें यानी यानि फलस्वरूप
    परिणामस्वरूप तरह सचमुच निश्चितरूप
    निश्चय स्पष्टतया साफ़ सटीकता
    योगफलों गुणनफलों अंतरों भागफलों
    आयतों वृत्तों त्रिज्याओं रेखाओं
    अक्षों फलनों सूत्रों अंतरालों चरों
    गुणांकों संख्याओं संख्याएँ
    संख्याएं भाजकों गुणजों अभाज्यों
    शेषफलों भिन्नों अनुपातों स्थितियों
    मामलों पासों सिक्कों पत्तों
    कार्डों संकेतों कथनों आकृतियों
    अनुक्रमों श्रेणियों सदिशों विधियों
    समुच्चयों अवयवों संयोजनों लंबवत
    समांतर समानांतर केंद्र मध्यबिंदु
    घात घातांक समकोण समकोणीय
    समद्विबाहु समबाहु सममिति अधिक
    ज्यादा ज़्यादा एकसमान सारे सारी
    मिलाने मिलाकर निकालने निकाला
    निकालते निकालकर ज्ञात देखते देखा
    देखें दिखाता दिखाती दर्शाता
    दर्शाती पालन सामंजस्य संगति बैठता
    बैठती बैठते टिकता कायम स्थापित अंदर
    भीतर मैंने आपने हमारे हमारी मेरे
    मेरी आपका आपकी आपके अपना अपनी अपने
    सो उत्तरों जोड़ों जोड़ियों उचित
    यथार्थ सम्पूर्ण संपूर्ण समस्त सारा
    फलतः तात्पर्य निष्कर्ष निष्कर्षतः
    वाकई
mr: मी आम्ही आपण तू तुम्ही हे ते हा ती आहे
    आहेत होता होती होते असेल असणे आणि व
    म्हणून त्यामुळे मग नंतर चा ची चे ला
    मध्ये साठी सह द्वारे की येथे इथे
    सर्व उत्तर निकाल परिणाम उकल मूल्य
    किंमत संख्या प्रश्न समस्या गणित
    गणना पायरी पायऱ्या टप्पा तपासणी
    बेरीज एकूण पद्धत मार्ग बरोबर योग्य
    अचूक सत्य खरे अंतिम निश्चित नक्की
    नक्कीच खात्री चांगले वैध सुसंगत
    पूर्ण आवश्यक अपेक्षित आशा वाटते
    विश्वास तपासले पडताळले पुष्टी
    मिळते मिळाले सापडले जुळते झाले
    सोडवले धन्यवाद आभार शुभेच्छा मदत
    होईल आनंद घ्या हो होय खरंच नेमके
    अर्थात स्पष्टपणे खूप अतिशय माझे
    आमचे समान
ne: म हामी तिमी तपाईं तपाईँ यो त्यो यी ती
    हो छ छन् थियो थिए हुनेछ हुन्छ र तथा
    त्यसैले अतः यसरी अनि त्यसपछि को का
    की लाई मा बाट लागि सँग रूपमा द्वारा
    कि यहाँ सबै उत्तर जवाफ नतिजा परिणाम
    समाधान हल मान संख्या प्रश्न समस्या
    गणना चरण जाँच योग जम्मा कुल तरिका
    सही सत्य साँचो अन्तिम सटीक ठ्याक्कै
    निश्चित पक्का राम्रो मान्य सुसंगत
    पूर्ण आवश्यक आशा लाग्छ विश्वास
    जाँचियो गरियो पुष्टि प्राप्त
    पाइन्छ पायौं भेटियो मिल्छ भयो सकियो
    धन्यवाद शुभकामना मद्दत गर्नेछ
    रमाइलो हजुर वास्तवमा ठीक अवश्य
    स्पष्ट धेरै एकदम मेरो हाम्रो बराबर
bn: আমি আমরা তুমি আপনি এটি এটা এই ওই সেই
    এগুলো হয় হল হলো ছিল হবে এবং তাই
    সুতরাং অতএব তারপর তখন এর র কে তে এ
    জন্য সাথে সঙ্গে হিসেবে দ্বারা যে
    এখানে সব সকল সমস্ত উত্তর ফলাফল ফল
    সমাধান মান সংখ্যা প্রশ্ন সমস্যা
    গণনা হিসাব ধাপ ধাপগুলি যাচাই
    পরীক্ষা যোগফল মোট উপায় পদ্ধতি সঠিক
    ঠিক সত্য চূড়ান্ত নির্ভুল নিশ্চিত
    নিশ্চয়ই ভালো বৈধ সামঞ্জস্যপূর্ণ
    সম্পূর্ণ প্রয়োজনীয় আশা করি মনে
    বিশ্বাস করা হয়েছে পাই পেয়েছি
    পাওয়া পেলাম মিলে মিলেছে সম্পন্ন
    শেষ ধন্যবাদ শুভেচ্ছা শুভকামনা
    সাহায্য করবে উপভোগ হ্যাঁ সত্যিই
    অবশ্যই স্পষ্টভাবে খুব অত্যন্ত আমার
    আমাদের সমান
pa: ਮੈਂ ਅਸੀਂ ਤੁਸੀਂ ਇਹ ਉਹ ਹੈ ਹਨ ਸੀ ਸਨ
    ਹੋਵੇਗਾ ਅਤੇ ਤੇ ਇਸ ਲਈ ਸੋ ਤਾਂ ਦਾ ਦੀ ਦੇ
    ਨੂੰ ਵਿੱਚ ਤੋਂ ਨਾਲ ਵਜੋਂ ਦੁਆਰਾ ਕਿ ਇੱਥੇ
    ਸਾਰੇ ਸਭ ਜਵਾਬ ਉੱਤਰ ਨਤੀਜਾ ਹੱਲ ਮੁੱਲ
    ਸੰਖਿਆ ਗਿਣਤੀ ਸਵਾਲ ਪ੍ਰਸ਼ਨ ਸਮੱਸਿਆ ਗਣਨਾ
    ਕਦਮ ਜਾਂਚ ਪੁਸ਼ਟੀ ਜੋੜ ਕੁੱਲ ਤਰੀਕਾ ਸਹੀ
    ਸੱਚ ਅੰਤਿਮ ਸਟੀਕ ਬਿਲਕੁਲ ਯਕੀਨੀ ਪੱਕਾ
    ਚੰਗਾ ਵੈਧ ਪੂਰਾ ਲੋੜੀਂਦਾ ਉਮੀਦ ਆਸ ਸੋਚਦਾ
    ਮੰਨਦਾ ਵਿਸ਼ਵਾਸ ਜਾਂਚਿਆ ਕੀਤਾ ਗਿਆ
    ਪ੍ਰਾਪਤ ਮਿਲਦਾ ਮਿਲਿਆ ਲੱਭਿਆ ਮੇਲ ਖਾਂਦਾ
    ਹੋ ਧੰਨਵਾਦ ਸ਼ੁਕਰੀਆ ਸ਼ੁਭਕਾਮਨਾਵਾਂ ਮਦਦ
    ਕਰੇਗਾ ਆਨੰਦ ਹਾਂ ਜੀ ਸੱਚਮੁੱਚ ਜ਼ਰੂਰ
    ਸਪਸ਼ਟ ਬਹੁਤ ਮੇਰਾ ਸਾਡਾ ਬਰਾਬਰ
gu: હું અમે આપણે તમે આ તે એ છે છો હતું હતો
    હતી હશે અને તેથી એટલે માટે પછી
    ત્યારે નો ની નું ને માં થી સાથે તરીકે
    દ્વારા અહીં બધા બધું જવાબ ઉત્તર
    પરિણામ ઉકેલ મૂલ્ય કિંમત સંખ્યા
    પ્રશ્ન સમસ્યા દાખલો ગણતરી પગલું
    પગલાં ચકાસણી સરવાળો કુલ રીત સાચું
    સાચો સાચી યોગ્ય સત્ય અંતિમ ચોક્કસ
    બરાબર ખાતરી સારું માન્ય સુસંગત
    સંપૂર્ણ જરૂરી આશા માનું લાગે
    વિશ્વાસ ચકાસ્યું ચકાસાયેલ પુષ્ટિ
    મળે મળ્યું મળ્યો શોધ્યું મેળ ખાય
    પૂર્ણ થયું ઉકેલાયું આભાર ધન્યવાદ
    શુભેચ્છા મદદ કરશે આનંદ હા હાં ખરેખર
    અલબત્ત સ્પષ્ટ ખૂબ બહુ મારો અમારો
    સમાન
ta: நான் நாங்கள் நாம் நீ நீங்கள் இது அது
    இவை அவை இந்த அந்த ஆகும் உள்ளது
    இருக்கிறது இருந்தது இருக்கும்
    ஆகிறது மற்றும் எனவே ஆகவே ஆதலால்
    பின்னர் அப்போது உடன் ஆக மூலம் என்று
    என இங்கே அனைத்தும் எல்லாம் பதில்
    விடை முடிவு தீர்வு மதிப்பு எண்
    கேள்வி கணக்கு பிரச்சினை கணக்கீடு
    படி படிகள் சரிபார்ப்பு
    கூட்டுத்தொகை மொத்தம் வழி முறை சரி
    சரியான சரியானது சரியாக உண்மை இறுதி
    இறுதியான துல்லியமான துல்லியமாக
    உறுதி உறுதியாக நல்ல நன்று
    செல்லுபடியான முழுமையான தேவையான
    நம்புகிறேன் நினைக்கிறேன்
    சரிபார்க்கப்பட்டது சரிபார்த்தேன்
    உறுதிப்படுத்தப்பட்டது பெறுகிறோம்
    கிடைக்கிறது கிடைத்தது
    கண்டறிந்தோம் பொருந்துகிறது
    ஒத்துப்போகிறது முடிந்தது
    தீர்க்கப்பட்டது நன்றி
    வாழ்த்துக்கள் வாழ்த்துகள் உதவும்
    மகிழுங்கள் ஆம் உண்மையில் நிச்சயமாக
    தெளிவாக மிகவும் என் எங்கள் சமம்
te: నేను మేము మనం నువ్వు మీరు ఇది అది
    ఇవి అవి ఈ ఆ ఉంది ఉన్నాయి ఉంటుంది
    అవుతుంది మరియు కాబట్టి అందువల్ల
    కనుక తర్వాత అప్పుడు యొక్క కి కు లో
    కోసం తో గా ద్వారా అని ఇక్కడ అన్నీ
    సమాధానం జవాబు ఫలితం పరిష్కారం
    విలువ సంఖ్య ప్రశ్న సమస్య లెక్క గణన
    దశ దశలు తనిఖీ మొత్తం విధానం పద్ధతి
    సరైన సరైనది సరిగ్గా నిజం నిజమైన
    తుది చివరి ఖచ్చితమైన ఖచ్చితంగా
    కచ్చితంగా నిశ్చయంగా మంచి
    చెల్లుబాటు పూర్తి అవసరమైన
    ఆశిస్తున్నాను అనుకుంటున్నాను
    నమ్ముతున్నాను సరిచూశాను
    ధృవీకరించబడింది నిర్ధారించబడింది
    పొందుతాము వస్తుంది వచ్చింది
    కనుగొన్నాము సరిపోతుంది పూర్తయింది
    పరిష్కరించబడింది ధన్యవాదాలు
    కృతజ్ఞతలు శుభాకాంక్షలు
    సహాయపడుతుంది ఆనందించండి అవును
    నిజంగా స్పష్టంగా చాలా నా మా సమానం
kn: ನಾನು ನಾವು ನೀನು ನೀವು ಇದು ಅದು ಇವು ಅವು ಈ
    ಆ ಇದೆ ಆಗಿದೆ ಇತ್ತು ಆಗುತ್ತದೆ ಮತ್ತು
    ಆದ್ದರಿಂದ ಹೀಗಾಗಿ ನಂತರ ಆಗ ಅನ್ನು ಗೆ
    ಗಾಗಿ ಜೊತೆ ಆಗಿ ಮೂಲಕ ಎಂದು ಇಲ್ಲಿ ಎಲ್ಲಾ
    ಎಲ್ಲವೂ ಉತ್ತರ ಫಲಿತಾಂಶ ಪರಿಹಾರ ಮೌಲ್ಯ
    ಬೆಲೆ ಸಂಖ್ಯೆ ಪ್ರಶ್ನೆ ಸಮಸ್ಯೆ ಲೆಕ್ಕ
    ಲೆಕ್ಕಾಚಾರ ಹಂತ ಹಂತಗಳು ಪರಿಶೀಲನೆ
    ಮೊತ್ತ ಒಟ್ಟು ವಿಧಾನ ಸರಿಯಾದ ಸರಿ
    ಸರಿಯಾಗಿದೆ ಸರಿಯಾಗಿ ನಿಜ ಸತ್ಯ ಅಂತಿಮ
    ನಿಖರ ನಿಖರವಾಗಿ ಖಚಿತ ಖಚಿತವಾಗಿ ಒಳ್ಳೆಯ
    ಮಾನ್ಯ ಸುಸಂಗತ ಸಂಪೂರ್ಣ ಅಗತ್ಯವಿರುವ
    ಆಶಿಸುತ್ತೇನೆ ಭಾವಿಸುತ್ತೇನೆ
    ನಂಬುತ್ತೇನೆ ಪರಿಶೀಲಿಸಲಾಗಿದೆ
    ದೃಢೀಕರಿಸಲಾಗಿದೆ ಪಡೆಯುತ್ತೇವೆ
    ಸಿಗುತ್ತದೆ ಸಿಕ್ಕಿತು ಕಂಡುಕೊಂಡೆವು
    ಹೊಂದಿಕೆಯಾಗುತ್ತದೆ ಪೂರ್ಣಗೊಂಡಿದೆ
    ಮುಗಿದಿದೆ ಪರಿಹರಿಸಲಾಗಿದೆ ಧನ್ಯವಾದಗಳು
    ಶುಭಾಶಯಗಳು ಸಹಾಯ ಮಾಡುತ್ತದೆ ಆನಂದಿಸಿ
    ಹೌದು ನಿಜವಾಗಿಯೂ ಖಂಡಿತ ಸ್ಪಷ್ಟವಾಗಿ
    ತುಂಬಾ ಬಹಳ ನನ್ನ ನಮ್ಮ ಸಮ
ml: ഞാൻ ഞങ്ങൾ നമ്മൾ നീ നിങ്ങൾ ഇത് അത് ഇവ
    ഈ ആ ആണ് ആകുന്നു ഉണ്ട് ആയിരുന്നു
    ആയിരിക്കും അതിനാൽ അതുകൊണ്ട് അങ്ങനെ
    ശേഷം വേണ്ടി കൂടെ ആയി മുഖേന എന്ന്
    ഇവിടെ എല്ലാം ഉത്തരം ഫലം പരിഹാരം
    മൂല്യം വില സംഖ്യ ചോദ്യം പ്രശ്നം
    കണക്ക് കണക്കുകൂട്ടൽ ഘട്ടം ഘട്ടങ്ങൾ
    പരിശോധന തുക ആകെ മാർഗം രീതി ശരി
    ശരിയാണ് ശരിയായ സത്യം അന്തിമ അവസാന
    കൃത്യം കൃത്യമായ കൃത്യമായി ഉറപ്പ്
    ഉറപ്പായും നല്ല സാധുവായ പൂർണ്ണ
    ആവശ്യമായ പ്രതീക്ഷിക്കുന്നു
    കരുതുന്നു വിശ്വസിക്കുന്നു
    പരിശോധിച്ചു സ്ഥിരീകരിച്ചു
    ലഭിക്കുന്നു ലഭിച്ചു കിട്ടി
    കണ്ടെത്തി പൊരുത്തപ്പെടുന്നു
    പൂർത്തിയായി പരിഹരിച്ചു നന്ദി
    ആശംസകൾ സഹായിക്കും ആസ്വദിക്കൂ അതെ
    തീർച്ചയായും വ്യക്തമായി വളരെ എന്റെ
    നമ്മുടെ തുല്യം ഒപ്പം
si: මම අපි ඔබ ඔයා මෙය එය මේ ඒ මේවා වේ වෙයි
    තිබේ වුණා වූ විය ඇත සහ හා එබැවින්
    නිසා එනිසා ඉන්පසු පසුව ගේ ට හි තුළ
    සඳහා සමඟ ලෙස මගින් බව මෙහි මෙතැන
    සියල්ල සියලු පිළිතුර පිළිතුරු
    උත්තරය ප්‍රතිඵලය විසඳුම අගය
    සංඛ්‍යාව ප්‍රශ්නය ගැටලුව ගණනය
    පියවර පරීක්ෂාව එකතුව මුළු ක්‍රමය
    නිවැරදි නිවැරදියි හරි සත්‍ය අවසාන
    නිශ්චිත හරියටම ස්ථිර විශ්වාසයි හොඳ
    වලංගු සම්පූර්ණ අවශ්‍ය බලාපොරොත්තු
    වෙමි හිතනවා සිතමි විශ්වාස කරමි
    පරීක්ෂා කළා තහවුරු ලැබේ ලැබුණා සොයා
    ගත්තා ගැලපේ අවසන් විසඳුණා ස්තූතියි
    ස්තුතියි සුබ පැතුම් උදව් වේවි
    රසවිඳින්න ඔව් ඇත්තෙන්ම නිසැකවම
    පැහැදිලිව ඉතා මගේ අපගේ සමාන
th: ฉัน ผม เรา คุณ นี่ นี้ นั้น มัน คือ
    เป็น อยู่ ได้ จะ แล้ว และ ดังนั้น
    จึง เพราะฉะนั้น ฉะนั้น ของ ใน
    สำหรับ กับ โดย ว่า ที่นี่ ทั้งหมด
    คำตอบ คำตอบสุดท้าย ผลลัพธ์ ผล
    วิธีแก้ ค่า จำนวน ตัวเลข โจทย์
    ปัญหา คำถาม การคำนวณ ขั้นตอน
    การตรวจสอบ ตรวจสอบ ผลรวม รวม วิธี
    ถูกต้อง ถูก จริง สุดท้าย แน่นอน
    แม่นยำ ตรง มั่นใจ ดี ใช้ได้
    สอดคล้อง ครบถ้วน สมบูรณ์
    ที่ต้องการ หวังว่า คิดว่า เชื่อว่า
    ยืนยัน ได้รับ พบ พบว่า ตรงกัน เสร็จ
    เรียบร้อย ขอบคุณ ขอบคุณมาก ครับ
    ค่ะ คะ โชคดี ช่วย หวังว่าจะช่วยได้
    สนุก ใช่ ใช่แล้ว จริงๆ ชัดเจน อย่าง
    มาก เท่ากับ แทนค่า
lo: ຂ້ອຍ ຂ້າພະເຈົ້າ ພວກເຮົາ ເຈົ້າ ທ່ານ
    ນີ້ ນັ້ນ ມັນ ແມ່ນ ເປັນ ຄື ແລ້ວ ຈະ ໄດ້
    ແລະ ດັ່ງນັ້ນ ສະນັ້ນ ຈຶ່ງ ຂອງ ໃນ
    ສຳລັບ ກັບ ໂດຍ ວ່າ ທີ່ນີ້ ທັງໝົດ
    ຄຳຕອບ ຜົນ ຜົນລັບ ຜົນໄດ້ຮັບ ວິທີແກ້
    ຄ່າ ຈຳນວນ ຕົວເລກ ໂຈດ ບັນຫາ ຄຳຖາມ
    ການຄິດໄລ່ ຂັ້ນຕອນ ການກວດສອບ ກວດສອບ
    ຜົນບວກ ລວມ ວິທີ ຖືກຕ້ອງ ຖືກ ຈິງ
    ສຸດທ້າຍ ແນ່ນອນ ຊັດເຈນ ໝັ້ນໃຈ ດີ
    ສົມບູນ ຫວັງວ່າ ຄິດວ່າ ເຊື່ອວ່າ
    ຢືນຢັນ ໄດ້ຮັບ ພົບ ພົບວ່າ ກົງກັນ
    ສຳເລັດ ຂອບໃຈ ຂອບໃຈຫຼາຍ ໂຊກດີ ຊ່ວຍ
    ແມ່ນແລ້ວ ແທ້ ແທ້ໆ ຫຼາຍ ຫລາຍ
    ເທົ່າກັບ
km: ខ្ញុំ យើង អ្នក នេះ នោះ វា គឺ ជា មាន
    បាន នឹង ហើយ និង ដូច្នេះ ហេតុនេះ
    បន្ទាប់មក នៃ របស់ ក្នុង សម្រាប់
    ជាមួយ ដោយ ថា នៅទីនេះ ទាំងអស់ ចម្លើយ
    លទ្ធផល ដំណោះស្រាយ តម្លៃ ចំនួន លេខ
    លំហាត់ បញ្ហា សំណួរ ការគណនា គណនា
    ជំហាន ការផ្ទៀងផ្ទាត់ ផ្ទៀងផ្ទាត់
    ពិនិត្យ ផលបូក សរុប វិធី ត្រឹមត្រូវ
    ត្រូវហើយ ពិត ចុងក្រោយ ច្បាស់
    ច្បាស់លាស់ ប្រាកដ ជាក់លាក់ ល្អ
    ពេញលេញ សង្ឃឹមថា គិតថា ជឿថា បញ្ជាក់
    ទទួលបាន រកឃើញ ឃើញ ត្រូវគ្នា
    ស្របគ្នា រួចរាល់ ចប់ អរគុណ
    សូមអរគុណ សំណាងល្អ ជួយ បាទ ចាស ពិតជា
    ណាស់ ខ្លាំង ស្មើ
my: ကျွန်တော် ကျွန်မ ကျွန်ုပ်
    ကျွန်ုပ်တို့ ကျွန်တော်တို့ သင်
    ခင်ဗျား ဒါ ဒီ ဤ ၎င်း ထို သည် ဖြစ်သည်
    ဖြစ်တယ် ဖြစ်ပါသည် ပါသည် ပါတယ် ပြီ
    ခဲ့ နှင့် နဲ့ ထို့ကြောင့်
    ဒါကြောင့် ဒီတော့ ထို့နောက် ရဲ့ ၏
    တွင် မှာ အတွက် အဖြစ် ဖြင့် ဟု ဒီမှာ
    အားလုံး အဖြေ ရလဒ် ဖြေရှင်းချက်
    တန်ဖိုး ကိန်း ဂဏန်း ပုစ္ဆာ ပြဿနာ
    မေးခွန်း တွက်ချက်မှု အဆင့် စစ်ဆေး
    ပေါင်းလဒ် စုစုပေါင်း နည်းလမ်း မှန်
    မှန်ကန် အမှန် နောက်ဆုံး တိကျ သေချာ
    ကောင်း ပြည့်စုံ မျှော်လင့် ယုံကြည်
    အတည်ပြု ရရှိ တွေ့ရှိ ကိုက်ညီ
    ပြီးဆုံး ကျေးဇူးတင်ပါတယ် ကျေးဇူး
    ကံကောင်း ကူညီ ဟုတ်ကဲ့ ဟုတ်ပါတယ်
    တကယ် ရှင်းလင်း အလွန် သိပ် ညီမျှ
vi: tôi chúng ta mình bạn này đó đây nó là được đã đang sẽ có thì rồi và
    vậy nên do vì thế cho sau của trong với như bởi rằng ở tất cả mọi các
    những đáp án kết quả lời giải pháp giá trị số bài toán câu hỏi phép
    tính bước kiểm tra tổng cộng cách đúng chính xác thật sự cuối cùng chắc
    chắn tốt hợp lệ nhất quán đầy đủ hoàn chỉnh yêu cầu cần tìm hy hi
    vọng nghĩ tin nhận minh thu thấy khớp phù xong thành quyết cảm ơn cám chúc may
    mắn giúp ích vui vẻ vâng dạ rõ ràng rất bằng nghiệm phương trình diện
    tích cạnh hai vế tam giác góc đường tròn hình bán kính chu vi chiều dài cao
    biểu thức hiệu thương dư bội thừa nguyên tố bình lập căn bậc phân chữ
    điểm thẳng trường hạng hệ suất trái điều kiện bảng hàng cột công ra
    thỏa mãn chia hết chứng nhau giống mỗi dương âm chẵn lẻ toàn vào tại nhân
    mét vuông độ đáy đều đơn vị thoả lũy luỹ rút gọn khai triển đếm
    liệt kê ghép cặp nằm giữa từ đến tới chạy chứa gồm trùng suy áp dụng
    sử dùng lấy đạt đứng vững ổn xuôi khít tương ứng tuân thích khẳng
    định đồng ý trí huyền đa rộng đỉnh mặt chéo đoạn trục đồ thị hàm
    đẳng biến mũ tỉ tỷ phần xúc xắc xu lá gợi mệnh đề vẽ biên lớn nhỏ
    bé hơn kém trung dãy chuỗi trận vectơ véctơ giao xứng đối cực đại tiểu
    tối thiểu thực hiển nhiên chuẩn bộ trọn từng luôn trực tiếp ấy nhờ qua
    trên dưới bên luận đắn tâm cân hoành tung tọa liên xếp tự tổ tỏ nghĩa
    chiếu việc cái con chiếc ô dòng học lượng diễn hướng dấu dựa họ bản
    thân nhóm tập tử mẫu hữu đạo giới hạn tục nghịch ảnh ánh xạ tuyến
    hằng tham ẩn chung lý thuyết tuyệt khối trụ nón lăng chóp thang hành thoi nội
    trọng cung dây vòng nửa gấp tăng giảm điệu cấp
id: saya aku kami kita anda kamu ini itu tersebut adalah ialah merupakan yaitu yakni sudah telah
    akan sedang dan jadi maka sehingga oleh karena kemudian lalu dari ke di untuk dengan sebagai
    bahwa sini semua seluruh jawaban jawabannya hasil hasilnya solusi penyelesaian nilai nilainya
    angka bilangan soal masalah pertanyaan perhitungan langkah langkah-langkah pemeriksaan jumlah
    total cara benar tepat betul sahih final akhir akhirnya pasti yakin baik bagus valid konsisten
    lengkap diminta diperlukan dicari berharap semoga harap pikir percaya diperiksa dicek memeriksa
    diverifikasi dikonfirmasi mengonfirmasi mendapatkan memperoleh diperoleh didapat menemukan
    ditemukan cocok sesuai selesai terselesaikan terima kasih makasih salam sukses membantu
    bermanfaat nikmati ya iya memang tentu tentunya jelas sangat benar-benar sungguh sama substitusi
    periksa cek luas luasnya sisi sisinya kedua keduanya ruas kiri kanan segitiga sudut lingkaran
    jari-jari jari diameter keliling volume panjang panjangnya tinggi persamaan persamaannya
    ekspresi bentuk bagi sisa pembagi faktor kelipatan prima kuadrat pangkat kubik akar pecahan
    bulat digit titik garis kasus suku koefisien peluang probabilitas banyak syarat kondisi tabel
    baris kolom rumus metode gambar bangun satuan derajat meter persegi memberikan menghasilkan
    membagi habis dibagi memenuhi dipenuhi terpenuhi berlaku mensubstitusikan disubstitusikan
    memasukkan dimasukkan menghitung dihitung mengecek setiap tiap masing-masing positif negatif
    genap ganjil real nyata pengecekan verifikasi pembuktian bukti uji pengujian cek pada dalam yang
    dikali dikalikan ditambah dikurangi didapatkan kali menjumlahkan dijumlahkan menjumlahkannya
    penjumlahan tambah ditambahkan menambahkan dikurangkan mengurangkan pengurangan mengalikan
    perkalian pembagian terbagi mengkuadratkan dikuadratkan kuadratnya dipangkatkan menyederhanakan
    disederhanakan penyederhanaan sederhana menjabarkan dijabarkan penjabaran memfaktorkan
    difaktorkan pemfaktoran faktorisasi menyelesaikan diselesaikan menyelesaikannya memecahkan
    menghitungnya dihitungnya mencacah dicacah pencacahan mendaftar didaftar mendaftarkan
    memasangkan dipasangkan pasangan pasangannya berkisar terletak terdapat antara mengandung memuat
    berisi memberi diberikan dihasilkan mendapat diperolehnya mendapatkannya menemukannya
    perhitungannya memverifikasi konfirmasi menguji diuji bersesuaian kecocokan kesesuaian sejalan
    selaras berimpit berlakunya mengikuti berikut menerapkan diterapkan menggunakan digunakan
    memakai dipakai berhasil bekerja nya dia mereka kalian milik mana tempat atas bawah menurut
    sampai hingga sejak melalui lewat terhadap sebab sepenuhnya langsung secara persis perkaliannya
    selisih selisihnya sukunya suku-suku kaki hipotenusa segitiganya persegipanjang segi segibanyak
    poligon segilima segienam jarijari sudutnya kelilingnya volumenya tingginya lebar lebarnya
    titiknya rusuk rusuknya bidang sisi-sisi diagonalnya garisnya sumbu grafik grafiknya fungsi
    fungsinya rumusnya pertidaksamaan selang akarnya akar-akar variabel peubah koefisiennya angkanya
    faktornya sisanya rasio perbandingan persen persentase kejadian hasil-hasil dadu mata koin kartu
    petunjuk pernyataan amplitudo maksimum rata-rata rataan modus barisan deret matriks vektor
    irisan perpotongan gabungan himpunan anggota elemen kombinasi simetris besar terbesar kecil
    terkecil bersama urutan berurutan seluruhnya semuanya keseluruhan sah dijumlah dijumlahkannya
    menjumlah jumlahkan ditambahkannya dikalikannya kalikan dibaginya membaginya kuadratkan
    disederhanakannya sederhanakan difaktorkannya faktorkan diselesaikannya selesaikan hitung
    terhitung didaftarkan dipasang berpasangan terdiri berada bernilai menghasilkannya memberikannya
    diberi didapatkannya memperolehnya dihitungkan diperiksanya verifikasinya pengecekannya teruji
    terbukti membuktikan dibuktikan cocoknya sesuainya sepadan setara sebanding sama-sama berimpitan
    memenuhinya terpenuhinya dipakainya digunakannya beliau dirinya diri sendiri berdasarkan
    mengenai karenanya akibatnya demikian berarti artinya lengkapnya persisnya jelaslah jelasnya
    tegas teliti cermat hasilkali segiempat lingkarannya jari-jarinya diameternya sudut-sudut
    alasnya titik-titik pertidaksamaannya intervalnya variabelnya angka-angka bilangannya pembaginya
    kelipatannya faktor-faktor primanya pecahannya rasionya perbandingannya persennya kejadiannya
    kasusnya dadunya koinnya kartunya petunjuknya syaratnya kondisinya pernyataannya gambarnya
    maksimumnya minimumnya rata-ratanya mediannya modusnya barisannya matriksnya vektornya metodenya
    caranya langkahnya himpunannya anggotanya irisannya kombinasinya simetri kesimetrian positifnya
    negatifnya genapnya ganjilnya terbesarnya terkecilnya terbanyak bersama-sama urutannya berurut
    tegak lurus sejajar pusat eksponen siku-siku siku
ms: saya aku kami kita anda awak ini itu tersebut adalah ialah merupakan iaitu sudah telah akan
    sedang dan jadi maka oleh sebab kemudian lalu dari ke di untuk dengan sebagai bahawa sini semua
    jawapan jawapannya keputusan hasil penyelesaian nilai nombor bilangan soalan masalah pengiraan
    langkah semakan jumlah keseluruhan cara betul tepat benar muktamad akhir pasti yakin baik bagus
    sah konsisten lengkap diperlukan dikehendaki harap berharap semoga fikir percaya disemak
    disahkan mengesahkan mendapat memperoleh diperoleh menemui ditemui sepadan sesuai selesai siap
    diselesaikan terima kasih salam berjaya membantu nikmati ya memang tentu jelas sangat sungguh
    benar-benar sama menggantikan
tl: ako kami tayo ka ikaw kayo ito iyan iyon ko natin namin mo nito ang ng mga si ni ay at kaya
    gayon samakatuwid pagkatapos sa para kasama bilang gaya na dito lahat sagot resulta kinalabasan
    solusyon halaga numero problema tanong kalkulasyon pagkalkula hakbang pagsusuri kabuuan kabuuang
    paraan tama totoo wasto pangwakas huling eksakto tiyak sigurado siguradong mabuti maganda balido
    kumpleto buo kinakailangan hinihingi umaasa tingin naniniwala sinuri nasuri napatunayan
    nakumpirma kinumpirma nakuha makukuha nahanap natagpuan tugma tumutugma tapos natapos nalutas
    salamat maraming pagbati suwerte swerte makatulong nakatulong oo opo talaga mismo siyempre
    malinaw napaka lubos po katumbas lawak sukat gilid panig magkabilang dalawang parehong pareho
    kaliwa kanan tatsulok anggulo bilog radius diyametro perimetro bolyum haba taas ekwasyon
    ekspresyon produkto kusyente natitira multiplo paktor kwadrado parisukat kubo ugat praksyon hati
    punto linya guhit termino koepisyente probabilidad kondisyon kondisyones talahanayan hilera
    kolum pormula metodo pigura yunit digri metro pantay magkapantay nagbibigay nagbigay nananatili
    sumasang-ayon nahahati natutugunan natugunan kinalkula kinakalkula sinusuri tiningnan bawat
    buong positibo negatibo pares gansal tunay nga dahil upang yan yun ating aming kanilang kong
    ayon rito nang talagang pinatunayan patunay beripikasyon idagdag idinagdag dinagdag pagdaragdag
    pagsasama pinagsama pinagsama-sama ibawas ibinawas binawasan pagbabawas pinarami paramihin
    pagpaparami hatiin hinati hinahati paghahati kuwadrado pinasimple pasimplehin lutasin nilutas
    binilang binibilang bilangin pagbilang ilista inilista listahan saklaw nasa pagitan mula
    hanggang naglalaman ibinigay binibigay nagreresulta nakukuha kinuha nakita kalkulahin
    kinukuwenta kuwenta tiyakin tiniyak tinitiyak natiyak suriin patunayan kumpirmahin kinukumpirma
    magkatugma nagtutugma umaayon sang-ayon angkop umaangkop tumutupad natutupad tinutupad
    magkapareho magkakapareho sumusunod nagmumula gamitin ginamit ginagamit gamit inilapat gumagana
    siya sila niya nila kanila kanya kaniya atin amin akin doon roon niyan niyon kay kina sapagkat
    kasi magkasama sama-sama kapwa pagkakaiba diperensya binti parihaba poligono heksagon sirkulo
    antas lapad batayan tuktok berteks dayagonal tuldok aksis grap punsiyon inekwalidad baryabol
    buumbilang panghati salik primo labi proporsyon porsiyento porsyento kaso dais barya baraha kard
    palatandaan pahiwatig pahayag larawan amplitude maksimum karaniwan serye matris pamamaraan
    elemento simetriko simetrikal pinakamalaki malaki pinakamaliit maliit tuwiran direkta diretso
    ganap wastong tamang totoong pagsamahin pinagsasama pinagsasama-sama idinadagdag dinadagdagan
    ibinabawas binabawasan pinaparami pinaparaming pinasimpleng nilulutas binilangan nabilang
    inililista nakalista pinares magkapares pares-pares ibinibigay nakuhang nakalkula kalkulado
    napatunayang akma umaakma tinutugunan nasusunod sinusunod nailapat ibig sabihin alalaong baga
    magkakasama sama-samang diperensiya pahalang patayo perpendikular sentro gitna kalagitnaan
    kuwadradong pinakamataas pinakamababa mataas mababa malalaki maliliit pantay-pantay
    magkaparehong eksaktong positibong simetrikong kaparehong katulad kapareho pagkuha pagsuri
    pagpapatunay katibayan kumpirmasyon kalkulasyong tsek tsinek ganito ganyan kasinlaki
    magkasinlaki magkaparehas pinagsamang resultang halagang numerong iyo inyo kanyang niyang nilang
    nating naming itong iyong naroon narito heto ayan dahilan husto tumpak bagay swak hugis sulok
    kanto dulo kalahati bahagi bahagdan pangyayari kundisyon hanay pagkakasunod-sunod bektor
    hakbang-hakbang prima pinakamalaking malaking kinuwenta nakuwenta binuo nabuo nagkakatugma
    tugmang
sw: mimi sisi wewe ninyi hii hiki huu hili hiyo hicho huo hilo hizi haya ni ilikuwa kuwa itakuwa na
    hivyo basi kisha halafu ya wa la za cha kwa katika kwenye pamoja kwamba hapa yote wote jibu
    majibu matokeo suluhisho suluhu thamani namba nambari idadi swali tatizo hesabu hatua ukaguzi
    uhakiki jumla njia sahihi kweli mwisho halisi hakika uhakika nzuri njema halali thabiti kamili
    inayohitajika natumaini naamini imethibitishwa nimethibitisha imekaguliwa nimekagua tumepata
    tunapata tumegundua inalingana inakubaliana imekamilika tayari imetatuliwa asante asanteni
    shukrani salamu heri bahati itasaidia furahia ndiyo ndio hasa wazi dhahiri sana yangu yetu sawa
am: እኔ እኛ አንተ አንቺ እናንተ እርስዎ ይህ ያ እነዚህ ነው
    ናቸው ነበር ይሆናል ነኝ ነን እና ስለዚህ ስለሆነም ከዚያም
    የ ለ በ ከ ጋር እንደ በኩል እዚህ ሁሉም መልስ መልሱ ውጤት
    ውጤቱ መፍትሄ መፍትሔ እሴት ዋጋ ቁጥር ችግር ጥያቄ ስሌት
    ደረጃ ደረጃዎች ማረጋገጫ ድምር ጠቅላላ መንገድ ዘዴ
    ትክክል ትክክለኛ ትክክለኛው እውነት የመጨረሻ የመጨረሻው
    በትክክል እርግጠኛ ጥሩ የተሟላ ሙሉ የሚፈለገው ተስፋ
    አደርጋለሁ አስባለሁ አምናለሁ ተረጋግጧል አረጋግጫለሁ
    እናገኛለን አገኘን ተገኝቷል ይስማማል ይዛመዳል ተጠናቋል
    ተፈቷል አመሰግናለሁ እናመሰግናለን ሰላምታ መልካም ዕድል
    እድል ይረዳል ይደሰቱ አዎ አዎን በእርግጥ ግልጽ በጣም
    የእኔ እኩል
yo: èmi emi mo àwa awa ìwọ iwo ẹ̀yin ó o òun oun èyí eyi yìí yii yẹn wọ̀nyí ni
    jẹ́ je ti yóò yoo àti ati nítorí nitori torí náà naa lẹ́yìn nígbà sí nínú
    ninu fún fun pé pe níbí nibi gbogbo ìdáhùn idahun èsì esi àbájáde abajade ojútùú
    ojutu iye nọ́mbà nomba ìbéèrè ibeere ìṣòro isoro ìṣirò isiro ìgbésẹ̀ igbese
    àyẹ̀wò ayewo àpapọ̀ apapo ọ̀nà ona tọ́ dájú daju òtítọ́ otito ìkẹyìn
    ikeyin gangan dára dara pípé pipe nírètí nireti rò ro gbàgbọ́ gbagbo ṣàyẹ̀wò
    sayewo rí ri gbà gba parí pari yanjú yanju ṣeun seun ire orire ràn ran bẹ́ẹ̀ni
    beeni nítòótọ́ nitooto dájúdájú dajudaju kedere púpọ̀ pupo gan mi wa dọ́gba
    dogba
ig: m mụ mu anyị anyi gị gi unu ọ o nke a ahụ ahu ndị ndi bụ bu ga na ya mere n'ihi
    ihi mgbe maka dị di ka ebe niile dum azịza aziza nsonaazụ nsonaazu ngwọta ngwota uru
    nọmba nomba ọnụọgụ onuogu nsogbu ajụjụ ajuju ngụkọ nguko nzọụkwụ nzoukwu
    nlele nchịkọta nchikota ụzọ uzo ziri ezi eziokwu ikpeazụ ikpeazu kpọmkwem kpomkwem
    doro anya ezie ọma oma zuru oke olileanya echere kwere lelere nyochara kwadoro nwetara
    chọtara chotara dabara kwekọrọ mechara doziri daalụ daalu imeela ekele aka ee ukwuu
    nnọọ nnoo ha nhata
ha: ni mu kai ke ku shi ita wannan wancan waɗannan wadannan ne ce ya ta za ana yana da saboda haka
    don sannan na zuwa a cikin domin tare hanyar cewa nan duka duk dukka amsa amsar sakamako
    sakamakon mafita ƙima kima lamba adadi matsala tambaya lissafi mataki matakai dubawa tabbatarwa
    jimla jimilla hanya daidai gaskiya ƙarshe karshe ainihi tabbas tabbatacce kyau ingantacce
    cikakke cikakken buƙata bukata fata fatan ganin imani duba tabbatar samu sami gano dace gama
    kammala warware gode godiya sannu gaisuwa sa'a taimaka daɗi dadi i eh na'am ƙwarai kwarai
    hakika haƙiƙa lallai sosai fili namu
zu: mina thina wena nina yona lokhu lokho lezi le yi ngu ngakho ngakho-ke ke bese ka kwe ku kwi
    ukuthi nokuthi lapha konke zonke wonke impendulo yimpendulo umphumela isixazululo inani inombolo
    inkinga umbuzo ukubala isinyathelo izinyathelo ukuhlola isamba ingqikithi indlela kulungile
    okulungile efanele iqiniso yiqiniso yokugcina ekugcineni ncamashi ngqo ngiqinisekile kahle kuhle
    okuhle kuyavumelana kuphelele okudingekayo ngethemba ngiyathemba ngicabanga ngiyakholwa
    kuhloliwe ngihlolile kuqinisekisiwe sithola sithole kutholakala kuyafana kwenziwe kuqediwe
    kuxazululiwe ngiyabonga siyabonga kakhulu inhlanhla enhle kuyasiza yebo impela ngempela vele
    kucacile ngokucacile yami yethu kuyalingana
xh: mna thina wena nina yona oku oko ezi le yi ngu kwaye kunye ngoko ke apha konke zonke yonke
    impendulo yimpendulo isiphumo isisombululo ixabiso inani inombolo ingxaki umbuzo ukubala
    inyathelo amanyathelo ukujonga ukuhlola indlela ichanekile chanekile kulungile ilungile yinyani
    inyani yokugqibela ekugqibeleni ngqo ndiqinisekile kakuhle kuhle intle ipheleleyo efunekayo
    ndiyathemba ndinethemba ndicinga ndiyakholelwa kujongiwe kuhloliwe ndijongile kuqinisekisiwe
    sifumana sifumene iyahambelana ayahambelana kwenziwe kugqityiwe kusonjululwe enkosi ndiyabulela
    siyabulela kakhulu kuyanceda ewe ngokwenene inene kucacile ngokucacileyo yam yethu iyalingana
af: ek ons jy u jou dit hierdie daardie die 'n is was sal het word wees en dus daarom so dan toe van
    te na in vir met deur dat hier alle almal alles antwoord resultaat uitkoms oplossing waarde
    getal nommer probleem vraag berekening stap stappe kontrole toets som totaal manier korrek reg
    juis waar finaal finale uiteindelike presies akkuraat seker goed geldig konsekwent volledig
    vereis vereiste gevra hoop dink glo nagegaan geverifieer gekontroleer bevestig kry verkry vind
    gevind stem ooreen klop gedoen klaar opgelos dankie baie groete sterkte voorspoed help geniet ja
    inderdaad natuurlik duidelik werklik regtig my gelyk
ca: sigui jo nosaltres tu vostè vosaltres ell ella això aixo aquest aquesta aquests aquestes
    aquell el la els les l' un una uns unes és es son era eren va ser ha he hem han serà estar
    està i per tant doncs així aixi llavors aleshores després de del d' a al en amb com que aquí
    aqui tot tots totes resposta respostes resultat solució solucio valor nombre número numero
    problema pregunta qüestió càlcul calcul càlculs passos etapa comprovació verificació suma
    total manera forma correcte correcta correctes correctament cert certa vertader veritable final
    definitiu definitiva exacte exacta exactament segur segura bo bona bé valid vàlid vàlida
    consistent coherent complet completa requerit demanat espero crec penso comprovat comprovada
    verificat verificada confirmat confirmada confirmo obtenim obtingut trobem trobat coincideix
    quadra fet acabat resolt llest gràcies gracies mercès salutacions sort ajudi gaudeix sí
    efectivament evidentment clarament realment molt meu nostre igual
gl: eu nós nos vós ti vostede el ela isto iso este esta estes estas ese o a os as un unha uns
    unhas é e son era foi foron ser está estar ten temos hei será entón polo tanto así logo
    despois de do da dos das ao á en na nas para con como por que aquí todo todos todas resposta
    respostas resultado solución valor número problema pregunta cálculo paso pasos comprobación
    verificación suma total forma maneira correcto correcta certo certa verdadeiro final definitiva
    exacto exacta exactamente seguro segura bo boa ben válido válida consistente coherente
    completo completa requirido pedido espero creo penso comprobado verificado confirmado confirmo
    obtemos obtido atopamos atopado coincide feito rematado resolto listo grazas saúdos sorte axude
    goza si efectivamente claramente realmente moi meu noso igual
eu: ni gu zu zuek hau hori hauek horiek hura da dira zen ziren izan izango dut dugu du dute eta
    beraz hortaz horregatik ondoren orduan hemen guztia guztiak denak erantzuna erantzun emaitza
    ebazpena soluzioa balioa balio zenbakia zenbaki problema ariketa galdera kalkulua urratsa
    urratsak pausoak egiaztapena batura guztira modua zuzena zuzen egia egiazkoa azken azkena
    zehatza zehazki ziur ziurra ona ongi ondo baliozkoa koherentea osoa eskatutakoa espero uste
    sinesten egiaztatuta egiaztatu baieztatuta lortzen lortu aurkitu bat dator eginda amaituta
    bukatuta ebatzita eskerrik asko mila esker agur zorte on lagungarria lagunduko gozatu bai noski
    argi garbi oso benetan nire gure berdin
cy: fi i ni chi ti ef e hi hyn hon hwn hynny y yr 'r mae yw ydy oedd roedd bydd fydd bod wedi yn a
    ac felly yna wedyn o ar gyfer â gyda fel gan mai yma pob gyd ateb atebion canlyniad ganlyniad
    datrysiad gwerth werth rhif cwestiwn gwestiwn problem cyfrifiad cam gam camau gwiriad gwirio
    wirio swm cyfanswm ffordd cywir gywir iawn gwir wir terfynol derfynol manwl union sicr siŵr
    siwr da dda dilys cyson cyflawn gyflawn gofynnol gobeithio meddwl credu gwiriwyd cadarnhau
    gadarnhau cadarnhawyd cael cawn cafwyd dod hyd darganfod cyfateb cytuno gorffen datrys ddatrys
    wedi'i diolch fawr cofion lwc helpu mwynhau ie do wrth gwrs amlwg wirioneddol fy ein hafal
ga: mé mise muid sinn tú tusa sibh é í sé sí seo sin siad an na is tá atá bhí beidh agus
    mar ansin de do go i in ar le chun ag ó gur anseo uile gach freagra fhreagra toradh thoradh
    réiteach luach uimhir fadhb ceist ríomh céim céimeanna seiceáil suim iomlán bealach ceart
    cheart cruinn fíor fhíor deiridh beacht cinnte maith bailí comhsheasmhach riachtanach súil
    ceapaim creidim seiceáilte dearbhaithe deimhnithe faighimid fuaireamar aimsímid réitithe
    déanta críochnaithe raibh agat agaibh míle buíochas slán beannachtaí ádh mór cabhróidh
    cuidiú sult sea deimhin díreach ndóigh soiléir iontach mo ár cothrom
gd: mi sinn thu sibh e i seo sin iad an am na a' tha bha bidh bithidh is agus mar uairsin de do gu
    ann anns airson le leis gun bheil uile gach freagairt fhreagairt toradh thoradh fuasgladh
    fhuasgladh luach àireamh aireamh duilgheadas ceist àireamhachadh ceum ceumannan sgrùdadh
    sgrudadh suim iomlan dòigh doigh ceart cheart fìor fior deireannach dheireannach mionaideach
    cinnteach chinnteach math mhath dligheach cunbhalach coileanta riatanach dòchas dochas
    smaoineachadh creidsinn dearbhadh sgrùdaichte fhuair lorg deiseil dèanta crìochnaichte tapadh
    leat leibh mòran taing beannachd soraidh cuideachadh seadh dearbh dìreach direach soilleir
    glè ar co-ionann
mt: jien aħna inti intom huwa hija hu hi dan din dawn dak dik il l it ir is in id iċ ix iż
    is-soluzzjoni ir-riżultat it-tweġiba il-valur in-numru il-problema il-mistoqsija il-kalkolu
    il-pass il-passi is-somma it-total kien kienet kienu se ser sejjer għandi għandna u għalhekk
    allura hekk b'hekk imbagħad ta' tal lil għal bħala minn li hawn kollha kollox tweġiba
    twegiba riżultat rizultat soluzzjoni valur numru problema mistoqsija kalkolu pass passi
    verifika somma total mod korrett korretta tajjeb tajba veru vera finali eżatt ezatt eżatta
    preċiż precis żgur zgur ċert cert validu valida konsistenti komplut kompluta meħtieġ
    nittama naħseb nemmen iċċekkjat ivverifikat ikkonfermat niksbu sibna nsibu jaqbel jaqblu lest
    mitmum solvut grazzi ħafna hafna tislijiet xorti jgħin iva eżattament ovvjament ċertament
    ċar ċarament verament tassew tiegħi tagħna ugwali
lb: ech mir mer du dir hien si et dat dëst dës dëse dee déi den d' en eng ass sinn war waren
    ginn gëtt wäert hunn hun huet hat an a sou dofir dowéinst domat dann vun zu am fir mat als
    duerch datt hei all alles äntwert äntwerten resultat ergebnis léisung zuel problem aufgab fro
    berechnung schrëtt schrëtter kontroll iwwerpréiwung zomm total manéier wee richteg korrekt
    wouer final definitiv genee exakt sécher gewëss gutt gëlteg konsequent komplett vollstänneg
    gefrot hoffen hoffe mengen gleewen iwwerpréift kontrolléiert bestätegt kréien kritt fannen
    fonnt stëmmt passt fäerdeg gemaach geléist merci villmools villmols gréiss vill gléck
    hëlleft genéisst jo natierlech kloer wierklech ganz immens mäin eis gläich
eo: mi ni vi ĝi gxi gi tio ĉi cxi tiu tiuj ĉio cxio ĉiuj la estas estis estos esti havas havis
    kaj do sekve tial tiel tiam poste de al en por kun kiel per ke tie respondo respondon rezulto
    rezulton solvo solvon valoro valoron nombro nombron numero problemo demando kalkulo kalkuloj
    paŝo pasxo paŝoj kontrolo sumo totalo tuta maniero korekta korektan ĝusta gxusta ĝuste
    gxuste vera vere fina finan finfine preciza precize ekzakte certa certe bona bone valida
    konsekvenca kompleta plena bezonata petita serĉata esperas pensas kredas kontrolita kontrolis
    konfirmita konfirmas ricevas ricevis trovas trovis trovita kongruas akordas farita finita
    solvita dankon koran salutojn sukceson helpos ĝuu jes ja kompreneble klare tre mia nia egalas
la: ego nos tu vos id hoc haec hic ille illud ea est sunt erat erant fuit esse erit erunt habemus et
    atque ac ergo igitur itaque ita sic tum deinde de ad in pro cum ut per quod quae omnia omnes
    responsum responsio solutio eventus valor numerus problema quaestio calculus computatio gradus
    probatio summa totum modus rectum recte rectus recta verum vera verus finale finalis ultimum
    exactum accurate certum certe certus bonum bene validum congruens completum perfectum requisitum
    quaesitum spero puto credo probatum confirmatum confirmo invenimus inventum obtinemus accipimus
    congruit consentit factum finitum solutum gratias tibi ago vale valete salve feliciter fortuna
    adiuvet fruere sane profecto plane manifeste vere valde meum nostrum aequalis demonstrandum
zh: 我 我们 你 您 你们 它 这 这个 这是 这些 那 那个 是 为 为了 就是 即
    即为 了 的 地 得 过 已 已经 将 会 和 与 及 以及 并 并且 所以 因此 因而
    故 于是 则 那么 然后 之后 在 中 对 对于 用 以 通过 作为 由 之 此 这里
    此处 全部 所有 都 答案 最终答案 最后答案 结果 最终结果 解 解答 解法
    值 数值 数 数字 问题 题目 此题 计算 步骤 步 检验 验证 检查 核对 总和
    总计 合计 总共 方法 方式 正确 真 真的 确实 的确 最终 最后 精确 准确
    确切 确定 肯定 一定 好 有效 合理 一致 吻合 完整 完全 所求 所需 要求
    希望 认为 觉得 相信 确认 证实 得到 得出 求得 获得 找到 求出 匹配
    符合 相符 完成 结束 解决 解出 谢谢 感谢 多谢 祝 好运 帮助 有帮助
    享受 是的 对的 正是 当然 显然 明显 清楚 非常 很 十分 等于 代入 這
    這個 這是 這些 那個 為 為了 們 我們 你們 已經 將 會 與 並 並且 於是
    則 然後 對 對於 通過 作為 這裡 此處 結果 最終 最終答案 最終結果 數值
    數 數字 問題 題目 計算 步驟 檢驗 驗證 檢查 核對 總和 總計 總共 正確
    確實 的確 準確 確切 確定 認為 覺得 確認 證實 獲得 結束 解決 謝謝
    感謝 多謝 好運 幫助 有幫助 當然 顯然 明顯 等於 验算 无误 经检验
    经验证 正确无误 面积 边 边长 两边 两侧 等式 左边 右边 左侧 右侧
    左右两边 左式 右式 三角形 角 圆 半径 直径 周长 体积 长度 高 高度
    方程 原方程 原式 表达式 式子 式 积 乘积 商 余数 除数 因数 倍数 因子
    质数 素数 平方 立方 根 平方根 开方 分数 整数 位数 点 直线 线 情况
    情形 代入后 回代 项 系数 概率 种方法 方法数 条件 表 表格 行 列 公式
    图形 图 单位 平方英尺 平方米 米 厘米 度 给出 结果为 保持 成立 满足
    相等 相同 一样 整除 除以 乘以 加上 减去 算得 算出 验算 核验 经检验
    校验 证明 均 各 每 每个 整个 正数 负数 正 负 偶数 奇数 实数 恰好 正好
    刚好 自洽 因为 由于 其中 它们 二者 两者 均为 的值 把 之和 之积 得数
    所得 求解 解得 即得 面積 邊 邊長 兩邊 兩側 左邊 右邊 圓 半徑 周長
    體積 長度 表達式 餘數 除數 因數 倍數 質數 分數 整數 位數 直線 線
    情況 項 係數 機率 條件 圖形 單位 給出 結果為 滿足 一樣 驗算 證明
    兩者 每個 整個 負數 負 實數 剛好 因為 由於 它們 均為 之積 原方程式
    相加 加起来 加 求和 相减 减 相乘 乘 相除 化简 简化 展开 因式分解
    分解 解方程 计数 数出 数得 列出 列举 枚举 配对 成对 范围 介于 之间
    包含 含有 包括 推出 得知 应用 使用 利用 运用 对应 恰为 说得通 站得住
    差值 之差 直角边 斜边 正方形 长方形 矩形 多边形 五边形 六边形 长 宽
    底 底边 顶点 棱 面 对角线 线段 轴 坐标轴 图象 函数 区间 变量 三位数
    约数 质因数 质因子 比值 比例 百分比 骰子 硬币 纸牌 卡片 线索 已知
    题意 陈述 振幅 最大值 最小值 最大 最小 平均数 平均值 中位数 众数
    数列 序列 级数 矩阵 向量 交点 交集 并集 集合 元素 组合 排列 对称
    关于 相容 恰 较大 较小 更大 更小 整 合法 明确 直接 直接地 逐一 依次
    顺序 按顺序 一起 共 一共 共计 每一 各个 各自 本身 自身 本题 由此
    据此 总之 完毕 验证完毕 检验完毕 结论 他们 从 到 至 被 给 向 按 按照
    依据 根据 经 经过 看出 看到 知道 发现 说明 表明 证得 表示 代表
    意味着 个 满足条件 符合条件 全都 對稱 關於 結論 質因數 質因子 矩陣
    函數 區間 變量 約數 範圍 對應 乘積 斜邊 直角邊 長方形 多邊形 五邊形
    六邊形 直徑 頂點 對角線 線段 軸 線索 硬幣 紙牌 數列 級數 組合 交點
    聯集 平均數 中位數 眾數 偶數 奇數 正數 較大 較小 各個 順序 共計 據此
    總之 說明 發現 列舉 配對 介於 之間 給 簡化 展開 計數 加起來 相減
    減去 開方 應用 運用 精確 明確 他們 根據 經過 從 驗證完畢 檢驗完畢
    完畢 三位數 數出 說得通 點 變數 質 餘
ja: 私 わたし 僕 ぼく 我々 われわれ 私たち わたしたち あなた これ この
    それ その これら ここ です でした である であった だ だった ます
    ました なる なります なりました する します しました した される
    された いる います ある あります は を に で の と へ から まで
    として によって により ため ための これが 答えが 結果が 値が 解が
    よって したがって 従って ゆえに 故に なので だから そのため それで
    つまり 以上 以上より そして および 及び 次に その後 すべて 全て
    全部 答え こたえ 答 解答 かいとう 回答 結果 けっか 解 値 あたい 数
    数値 すうち 問題 もんだい 質問 計算 けいさん ステップ 手順 てじゅん
    段階 検算 けんざん 確認 かくにん 検証 けんしょう 和 合計 ごうけい
    総和 方法 ほうほう 正しい ただしい 正しく 正解 せいかい 正確
    せいかく 真 本当 ほんとう 最終 さいしゅう 最終的 最終的に 厳密 確か
    たしか 確実 かくじつ 確定 良い よい いい 有効 妥当 一致 いっち 完全
    完了 かんりょう 求める 求めた 求まる 思います おもいます 思う
    おもう 考えます かんがえます 信じます しんじます 確認しました
    確かめました たしかめました 検証しました 確認済み 得られる
    得られます 得られました える 得る 得た 見つかる 見つけた
    見つかりました 一致します 一致する 合う 合います 合っています
    終わり 終わりました 完成 解けました 解決 ありがとう
    ありがとうございます ありがとうございました 感謝 どうも よろしく
    お疲れ様 おつかれさま 幸運 頑張って がんばって 役に立つ 楽しんで
    はい ええ 確かに まさに もちろん 明らかに あきらかに 本当に
    ほんとうに とても 非常に 大変 等しい 代入 確かめる 面積 辺 両辺
    左辺 右辺 三角形 角 角度 円 半径 直径 周の長さ 体積 長さ 高さ 方程式
    元の式 元の方程式 式 等式 積 商 余り 倍数 因数 素数 平方 立方 平方根
    分数 整数 桁 点 直線 線 項 係数 確率 通り 条件 表 行 列 公式 図形 図
    単位 度 平方フィート 平方メートル メートル センチメートル 等しく
    となる となり となります 成り立つ 成り立ちます 成り立っています
    成立 満たす 満たします 満たしています 割り切れる 割り切れます 割る
    割った 掛ける 掛けた 足す 引く 同じ 同一 両方 各 それぞれ 全体 正
    正の 負 負の 偶数 奇数 実数 ちょうど 整合 証明 照合 チェック
    代入して して わかります 分かります わかる 分かる ことが こと
    得られ 与える 与えます 計算して 確認して 検算して 一致しており
    一致しています 合致 適合 足して 足すと 足し合わせる 足し合わせると
    加える 加えると 加えて 引くと 引いて 掛けると 掛けて 掛け合わせる
    割ると 割って 二乗 二乗する 二乗すると 整理する 整理すると
    整理して 展開する 展開すると 展開して 因数分解 因数分解する
    因数分解すると 解く 解くと 解いて 数える 数えると 数えて
    数え上げる 数え上げると 列挙 列挙する 列挙すると 書き出す
    書き出すと 組 ペア 組み合わせ 範囲 の間 にある 含む 含みます
    含まれる 与えられる 出る 出ます 出てくる 求めると 求められる
    計算する 計算すると 計算した 確かめると 確かめて 確認する
    確認すると 検証する 検証すると 一致して 一致している 合致する 符合
    整合する 整合的 整合性 満たしている 満たされる 満たされます
    成り立っている 成立する 成立します 成立している 等しくなる 従う
    従います 適用 適用する 用いる 用いて 使う 使って 利用する 利用して
    差 斜辺 直角 正方形 長方形 多角形 五角形 六角形 周 周長 幅 底辺 頂点
    面 対角線 線分 軸 グラフ 関数 区間 根 変数 素因数 剰余 比 比率 割合
    パーセント サイコロ さいころ 硬貨 コイン カード 手がかり ヒント
    命題 主張 振幅 最大値 最小値 最大 最小 平均 平均値 中央値 最頻値
    数列 級数 行列 ベクトル やり方 交点 共通部分 集合 要素 順列 対称
    対称的 左右対称 正確に 厳密に より大きい より小さい 大きい 小さい
    より 最も すべての 全ての あらゆる 有効な 妥当な 妥当性 正しさ 明確
    明確に はっきり 直接 直接的に 確実に ともに 共に 一緒に 順に 順番に
    順番 順序 一貫して 一貫性 辻褄 大丈夫 きちんと ちゃんと すなわち
    即ち ことから ことを ことで のとおり 通りに であり であって ており
    ています いて おり となった なっており なっています それら 自身
    各々 見ると 見て 分かった 示す 示します 示している 示しています
    表す 意味する について に関して 関して 対して 中で 個 全部で
    合わせて 総数 個数 結果は 値は
ko: 나 저 우리 저희 당신 너 이것 이것은 이것이 이 이는 그것 그것은 그
    이다 입니다 이었다 였습니다 있습니다 있다 됩니다 된다 되었다
    되었습니다 했다 했습니다 합니다 하였다 하였습니다 것 것입니다
    것이다 그리고 및 와 과 따라서 그러므로 그래서 즉 다음 의 에 에서 를
    을 은 는 가 로 으로 위해 위한 함께 처럼 통해 여기 여기서 모든 모두
    전부 답 답은 답이 답입니다 정답 정답은 정답입니다 결과 결과는
    결과입니다 해 해는 풀이 해답 값 값은 숫자 문제 질문 계산 단계 확인
    검산 검증 합 합계 총합 방법 방식 옳다 옳습니다 맞다 맞습니다 맞아요
    맞는 정확 정확한 정확히 정확합니다 올바른 올바르게 참 최종
    최종적으로 마지막 확실 확실히 확실합니다 분명 분명히 좋다 좋은
    유효한 타당한 일관된 완전한 완벽한 필요한 구하는 바랍니다
    희망합니다 생각합니다 믿습니다 확인했습니다 확인되었습니다
    검증했습니다 검증되었습니다 확인합니다 얻습니다 얻는다 얻었습니다
    구했습니다 구한 찾았습니다 찾은 일치합니다 일치 일치한다 완료
    완료되었습니다 끝났습니다 해결 해결되었습니다 풀었습니다
    감사합니다 고맙습니다 감사 행운을 빕니다 도움이 되길 즐기세요 네 예
    그렇습니다 정말 정말로 물론 명백히 매우 아주 제 저의 우리의
    같습니다 넓이 넓이는 넓이가 면적 면적은 변 변의 변은 양변 양변이
    양변의 양변은 양변을 양쪽 좌변 좌변은 우변 우변은 삼각형 삼각형의
    각 각도 원 원의 반지름 지름 둘레 부피 길이 높이 방정식 방정식의
    방정식에 식 식은 식이 식을 식에 등식 등식이 곱 몫 나머지 나머지는
    약수 배수 인수 소수 제곱 세제곱 제곱근 루트 분수 정수 자연수 자릿수
    점 직선 선 항 계수 확률 가지 조건 조건을 조건이 조건은 표 행 열 공식
    도형 그림 단위 미터 제곱미터 같다 같고 같으므로 같은 같이 동일한
    동일 동일합니다 나옵니다 나온다 나오므로 남습니다 남는다
    일치하므로 만족합니다 만족한다 만족하므로 만족하는 성립합니다
    성립한다 성립하므로 성립 나누어떨어집니다 나누어떨어진다 나눕니다
    계산하여 계산합니다 계산한 계산해 확인해 확인하여 확인한
    확인됩니다 검산하여 검산해 검산한 대입하여 대입해 대입한
    대입합니다 대입 각각 전체 양수 음수 양의 음의 짝수 홀수 명확히 바로
    증명 점검 테스트 값이 값을 이므로 이고 이며 두 합은 합이 합을 합과
    합의 합에 합입니다 합이며 합이고 합으로 합계는 합계가 합계를 합계와
    합계의 합계에 합계로 합계입니다 합계이며 합계이고 합계다 총합은
    총합이 총합을 총합과 총합의 총합에 총합입니다 총합이며 총합이고
    총합으로 곱은 곱이 곱을 곱과 곱의 곱에 곱입니다 곱이며 곱이고
    곱으로 차 차는 차가 차를 차와 차의 차에 차로 차입니다 차이며 차이고
    차다 몫은 몫이 몫을 몫과 몫의 몫에 몫입니다 몫이며 몫이고 몫으로
    항은 항이 항을 항과 항의 항에 항입니다 항이며 항이고 항으로 변이
    변을 변과 변에 변입니다 변이며 변이고 변으로 빗변 빗변은 빗변이
    빗변을 빗변과 빗변의 빗변에 빗변입니다 빗변이며 빗변이고 빗변으로
    삼각형은 삼각형이 삼각형을 삼각형과 삼각형에 삼각형입니다
    삼각형이며 삼각형이고 삼각형으로 정사각형 정사각형은 정사각형이
    정사각형을 정사각형과 정사각형의 정사각형에 정사각형입니다
    정사각형이며 정사각형이고 정사각형으로 사각형 사각형은 사각형이
    사각형을 사각형과 사각형의 사각형에 사각형입니다 사각형이며
    사각형이고 사각형으로 직사각형 직사각형은 직사각형이 직사각형을
    직사각형과 직사각형의 직사각형에 직사각형입니다 직사각형이며
    직사각형이고 직사각형으로 다각형 다각형은 다각형이 다각형을
    다각형과 다각형의 다각형에 다각형입니다 다각형이며 다각형이고
    다각형으로 오각형 오각형은 오각형이 오각형을 오각형과 오각형의
    오각형에 오각형입니다 오각형이며 오각형이고 오각형으로 육각형
    육각형은 육각형이 육각형을 육각형과 육각형의 육각형에 육각형입니다
    육각형이며 육각형이고 육각형으로 원은 원이 원을 원과 원에 원입니다
    원이며 원이고 원으로 반지름은 반지름이 반지름을 반지름과 반지름의
    반지름에 반지름입니다 반지름이며 반지름이고 반지름으로 지름은
    지름이 지름을 지름과 지름의 지름에 지름입니다 지름이며 지름이고
    지름으로 각은 각이 각을 각과 각의 각에 각입니다 각이며 각이고
    각으로 각도는 각도가 각도를 각도와 각도의 각도에 각도로 각도입니다
    각도이며 각도이고 각도다 넓이를 넓이와 넓이의 넓이에 넓이로
    넓이입니다 넓이이며 넓이이고 넓이다 면적이 면적을 면적과 면적의
    면적에 면적입니다 면적이며 면적이고 면적으로 둘레는 둘레가 둘레를
    둘레와 둘레의 둘레에 둘레로 둘레입니다 둘레이며 둘레이고 둘레다
    부피는 부피가 부피를 부피와 부피의 부피에 부피로 부피입니다
    부피이며 부피이고 부피다 높이는 높이가 높이를 높이와 높이의 높이에
    높이로 높이입니다 높이이며 높이이고 높이다 길이는 길이가 길이를
    길이와 길이의 길이에 길이로 길이입니다 길이이며 길이이고 길이다
    너비 너비는 너비가 너비를 너비와 너비의 너비에 너비로 너비입니다
    너비이며 너비이고 너비다 밑변 밑변은 밑변이 밑변을 밑변과 밑변의
    밑변에 밑변입니다 밑변이며 밑변이고 밑변으로 꼭짓점 꼭짓점은
    꼭짓점이 꼭짓점을 꼭짓점과 꼭짓점의 꼭짓점에 꼭짓점입니다
    꼭짓점이며 꼭짓점이고 꼭짓점으로 모서리 모서리는 모서리가 모서리를
    모서리와 모서리의 모서리에 모서리로 모서리입니다 모서리이며
    모서리이고 모서리다 대각선 대각선은 대각선이 대각선을 대각선과
    대각선의 대각선에 대각선입니다 대각선이며 대각선이고 대각선으로
    점은 점이 점을 점과 점의 점에 점입니다 점이며 점이고 점으로 직선은
    직선이 직선을 직선과 직선의 직선에 직선입니다 직선이며 직선이고
    직선으로 선분 선분은 선분이 선분을 선분과 선분의 선분에 선분입니다
    선분이며 선분이고 선분으로 축 축은 축이 축을 축과 축의 축에
    축입니다 축이며 축이고 축으로 그래프 그래프는 그래프가 그래프를
    그래프와 그래프의 그래프에 그래프로 그래프입니다 그래프이며
    그래프이고 그래프다 함수 함수는 함수가 함수를 함수와 함수의 함수에
    함수로 함수입니다 함수이며 함수이고 함수다 방정식은 방정식이
    방정식을 방정식과 방정식입니다 방정식이며 방정식이고 방정식으로
    공식은 공식이 공식을 공식과 공식의 공식에 공식입니다 공식이며
    공식이고 공식으로 식과 식의 식입니다 식이며 식이고 식으로 부등식
    부등식은 부등식이 부등식을 부등식과 부등식의 부등식에 부등식입니다
    부등식이며 부등식이고 부등식으로 구간 구간은 구간이 구간을 구간과
    구간의 구간에 구간입니다 구간이며 구간이고 구간으로 변수 변수는
    변수가 변수를 변수와 변수의 변수에 변수로 변수입니다 변수이며
    변수이고 변수다 계수는 계수가 계수를 계수와 계수의 계수에 계수로
    계수입니다 계수이며 계수이고 계수다 자릿수는 자릿수가 자릿수를
    자릿수와 자릿수의 자릿수에 자릿수로 자릿수입니다 자릿수이며
    자릿수이고 자릿수다 정수는 정수가 정수를 정수와 정수의 정수에
    정수로 정수입니다 정수이며 정수이고 정수다 약수는 약수가 약수를
    약수와 약수의 약수에 약수로 약수입니다 약수이며 약수이고 약수다
    배수는 배수가 배수를 배수와 배수의 배수에 배수로 배수입니다
    배수이며 배수이고 배수다 인수는 인수가 인수를 인수와 인수의 인수에
    인수로 인수입니다 인수이며 인수이고 인수다 소인수 소인수는
    소인수가 소인수를 소인수와 소인수의 소인수에 소인수로 소인수입니다
    소인수이며 소인수이고 소인수다 소수는 소수가 소수를 소수와 소수의
    소수에 소수로 소수입니다 소수이며 소수이고 소수다 나머지가
    나머지를 나머지와 나머지의 나머지에 나머지로 나머지입니다
    나머지이며 나머지이고 나머지다 분수는 분수가 분수를 분수와 분수의
    분수에 분수로 분수입니다 분수이며 분수이고 분수다 비율 비율은
    비율이 비율을 비율과 비율의 비율에 비율입니다 비율이며 비율이고
    비율로 퍼센트 퍼센트는 퍼센트가 퍼센트를 퍼센트와 퍼센트의
    퍼센트에 퍼센트로 퍼센트입니다 퍼센트이며 퍼센트이고 퍼센트다 경우
    경우는 경우가 경우를 경우와 경우의 경우로 경우입니다 경우이며
    경우이고 경우다 쌍 쌍은 쌍이 쌍을 쌍과 쌍의 쌍에 쌍입니다 쌍이며
    쌍이고 쌍으로 순서쌍 순서쌍은 순서쌍이 순서쌍을 순서쌍과 순서쌍의
    순서쌍에 순서쌍입니다 순서쌍이며 순서쌍이고 순서쌍으로 주사위
    주사위는 주사위가 주사위를 주사위와 주사위의 주사위에 주사위로
    주사위입니다 주사위이며 주사위이고 주사위다 동전 동전은 동전이
    동전을 동전과 동전의 동전에 동전입니다 동전이며 동전이고 동전으로
    카드 카드는 카드가 카드를 카드와 카드의 카드에 카드로 카드입니다
    카드이며 카드이고 카드다 단서 단서는 단서가 단서를 단서와 단서의
    단서에 단서로 단서입니다 단서이며 단서이고 단서다 조건과 조건의
    조건에 조건입니다 조건이며 조건이고 조건으로 명제 명제는 명제가
    명제를 명제와 명제의 명제에 명제로 명제입니다 명제이며 명제이고
    명제다 진술 진술은 진술이 진술을 진술과 진술의 진술에 진술입니다
    진술이며 진술이고 진술로 그림은 그림이 그림을 그림과 그림의 그림에
    그림입니다 그림이며 그림이고 그림으로 진폭 진폭은 진폭이 진폭을
    진폭과 진폭의 진폭에 진폭입니다 진폭이며 진폭이고 진폭으로 최댓값
    최댓값은 최댓값이 최댓값을 최댓값과 최댓값의 최댓값에 최댓값입니다
    최댓값이며 최댓값이고 최댓값으로 최솟값 최솟값은 최솟값이 최솟값을
    최솟값과 최솟값의 최솟값에 최솟값입니다 최솟값이며 최솟값이고
    최솟값으로 최대값 최대값은 최대값이 최대값을 최대값과 최대값의
    최대값에 최대값입니다 최대값이며 최대값이고 최대값으로 최소값
    최소값은 최소값이 최소값을 최소값과 최소값의 최소값에 최소값입니다
    최소값이며 최소값이고 최소값으로 평균 평균은 평균이 평균을 평균과
    평균의 평균에 평균입니다 평균이며 평균이고 평균으로 중앙값
    중앙값은 중앙값이 중앙값을 중앙값과 중앙값의 중앙값에 중앙값입니다
    중앙값이며 중앙값이고 중앙값으로 최빈값 최빈값은 최빈값이 최빈값을
    최빈값과 최빈값의 최빈값에 최빈값입니다 최빈값이며 최빈값이고
    최빈값으로 수열 수열은 수열이 수열을 수열과 수열의 수열에
    수열입니다 수열이며 수열이고 수열로 급수 급수는 급수가 급수를
    급수와 급수의 급수에 급수로 급수입니다 급수이며 급수이고 급수다
    행렬 행렬은 행렬이 행렬을 행렬과 행렬의 행렬에 행렬입니다 행렬이며
    행렬이고 행렬로 벡터 벡터는 벡터가 벡터를 벡터와 벡터의 벡터에
    벡터로 벡터입니다 벡터이며 벡터이고 벡터다 교집합 교집합은
    교집합이 교집합을 교집합과 교집합의 교집합에 교집합입니다
    교집합이며 교집합이고 교집합으로 교점 교점은 교점이 교점을 교점과
    교점의 교점에 교점입니다 교점이며 교점이고 교점으로 집합 집합은
    집합이 집합을 집합과 집합의 집합에 집합입니다 집합이며 집합이고
    집합으로 원소 원소는 원소가 원소를 원소와 원소의 원소에 원소로
    원소입니다 원소이며 원소이고 원소다 조합 조합은 조합이 조합을
    조합과 조합의 조합에 조합입니다 조합이며 조합이고 조합으로 범위
    범위는 범위가 범위를 범위와 범위의 범위에 범위로 범위입니다
    범위이며 범위이고 범위다 결과가 결과를 결과와 결과의 결과에 결과로
    결과이며 결과이고 결과다 값과 값의 값에 값입니다 값이며 값이고
    값으로 답을 답과 답의 답에 답이며 답이고 답으로 검산은 검산이
    검산을 검산과 검산의 검산에 검산입니다 검산이며 검산이고 검산으로
    확인은 확인이 확인을 확인과 확인의 확인에 확인입니다 확인이며
    확인이고 확인으로 계산은 계산이 계산을 계산과 계산의 계산에
    계산입니다 계산이며 계산이고 계산으로 방법은 방법이 방법을 방법과
    방법의 방법에 방법입니다 방법이며 방법이고 방법으로 단계는 단계가
    단계를 단계와 단계의 단계에 단계로 단계입니다 단계이며 단계이고
    단계다 짝수는 짝수가 짝수를 짝수와 짝수의 짝수에 짝수로 짝수입니다
    짝수이며 짝수이고 짝수다 홀수는 홀수가 홀수를 홀수와 홀수의 홀수에
    홀수로 홀수입니다 홀수이며 홀수이고 홀수다 양수는 양수가 양수를
    양수와 양수의 양수에 양수로 양수입니다 양수이며 양수이고 양수다
    음수는 음수가 음수를 음수와 음수의 음수에 음수로 음수입니다
    음수이며 음수이고 음수다 개수 개수는 개수가 개수를 개수와 개수의
    개수에 개수로 개수입니다 개수이며 개수이고 개수다 세로 세로는
    세로가 세로를 세로와 세로의 세로에 세로로 세로입니다 세로이며
    세로이고 세로다 가로 가로는 가로가 가로를 가로와 가로의 가로에
    가로로 가로입니다 가로이며 가로이고 가로다 등식은 등식을 등식과
    등식의 등식에 등식입니다 등식이며 등식이고 등식으로 대칭 대칭은
    대칭이 대칭을 대칭과 대칭의 대칭에 대칭입니다 대칭이며 대칭이고
    대칭으로 일치는 일치가 일치를 일치와 일치의 일치에 일치로
    일치입니다 일치이며 일치이고 일치다 더합니다 더하여 더해서 더한
    더하고 더하기 뺍니다 빼서 뺀 빼기 곱합니다 곱해서 곱하여 곱한
    곱하기 나누어 나눠서 나눈 나누기 나누어떨어지는 제곱합니다
    제곱하여 제곱한 간단히 정리합니다 정리하여 정리 전개 전개하여
    전개합니다 인수분해 인수분해하여 인수분해합니다 풉니다 풀어서 푼
    셉니다 세어 세어서 센 세기 나열 나열하여 나열합니다 짝 짝지어 까지
    부터 사이 사이에 놓입니다 있으며 있고 포함 포함하는 포함합니다
    포함된 포함하며 줍니다 주며 주고 준다 나오며 나오고 얻어 얻어지는
    얻어집니다 얻은 계산된 검산합니다 확인된 검증된 일치하며 일치하고
    일치하는 맞으며 맞고 부합합니다 부합하는 부합하며 들어맞습니다
    성립하며 성립하고 만족하며 만족 따릅니다 따라 적용하여 적용합니다
    사용하여 사용합니다 이용하여 이용합니다 유지됩니다 대칭적
    일관됩니다 일관적 일관 정확하게 가장 큰 작은 더 최대 최소 직접
    당연히 순서대로 차례로 이들 그들 이러한 그러한 이와 이로써 이로부터
    여기에서 왜냐하면 때문에 대해 대하여 하여 하고 하며 되며 되고 되는
    된 되어 있는 이루어집니다 총 올바릅니다 옳으며 옳은 타당합니다
    타당하며 유효합니다 정확하며 정확하고
mn: би бид чи та энэ тэр эдгээр тэдгээр нь юм байна
    байсан байх болно байлаа ба болон тул иймээс тиймээс
    ингэж ингээд дараа хувьд төлөө хамт шиг байдлаар гэж
    гэдэг энд бүх бүгд хариу хариулт хариултыг үр дүн
    шийдэл утга тоо бодлого асуулт асуудал тооцоо
    тооцоолол алхам алхмууд шалгалт нийлбэр нийт арга
    зөв үнэн эцсийн яг нарийн тодорхой итгэлтэй сайн
    хүчинтэй нийцтэй бүрэн шаардлагатай найдаж бодож
    итгэж шалгасан баталгаажсан баталсан батлагдсан
    олж авна олсон олдсон таарч тохирч нийцэж хийгдсэн
    дууссан бэлэн шийдэгдсэн баярлалаа их талархаж мэнд
    амжилт тусална таашаал тийм тиймээ үнэхээр мэдээж
    илт маш миний бидний тэнцүү
"""
# a line per language, its words wrapped onto indented lines
_LEXICON = {line.split(":", 1)[0]: frozenset(unicodedata.normalize("NFC", line.split(":", 1)[1]).split())
            for line in re.sub(r"\n\s+", " ", _COMMON_WORDS).strip().splitlines()}
_LANGUAGES_OF = {}  # a word: the languages it is a common word of
for _lang, _words in _LEXICON.items():
    for _word in _words:
        _LANGUAGES_OF.setdefault(_word, set()).add(_lang)
_PHRASES = {lang: re.compile("|".join(sorted(map(re.escape, words), key=len, reverse=True)))
            for lang, words in _LEXICON.items() if any(_UNSPACED.search(w) for w in words)}

if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--worker"]:
        # started by _ask: one JSON [a, b, timeout, rules] per line in, one verdict out
        # Ctrl-C is for the parent; a worker exits when its stdin closes
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        load_sympy()  # before saying ready, so that no question pays for it
        print("ready", flush=True)
        for line in sys.stdin:
            print(json.dumps(_limited(*json.loads(line))), flush=True)
    elif len(args) == 2 and args[0] == "--jsonl":
        rows = read_jsonl(args[1])
        texts = [r.get("completion", r.get("response")) for r in rows]
        truths = [str(r["answer"]) for r in rows]
        ok = grade_batch(texts, truths, problems=[r.get("problem") for r in rows])
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
    elif len(args) in (2, 3) and not args[0].startswith("--"):
        # the reward's verdict on one response, with the problem text when given
        text = args[0]
        truth = args[1]
        problem = args[2] if len(args) == 3 else None
        found = answers(text, problem)
        if not found and not _BOX.search(text):
            print("extracted:  none: no \\boxed{} in the text (no box, no reward)")
        elif not found:
            print("extracted:  none: its boxes are placeholders, denied, taken back or cut off")
        elif len(found) > 1:
            together = " | ".join(found)
            print(f"extracted:  {together}  (offered together: each must match, or all as one list)")
        else:
            print(f"extracted:  {found[0]}\nnormalized: {normalize(found[0])}  vs  {normalize(truth)}")
        if problem is not None:
            print(f"problem asks: {', '.join(problem_rules(problem)) or 'no particular form'}")
        print(f"reward:     {int(grade(text, truth, problem=problem))}")
    else:
        sys.exit('usage: python verify.py RESPONSE GT [PROBLEM] (e.g. "so \\boxed{1/2}." "0.5"), '
                 'python verify.py --jsonl FILE, or python verify.py --bench [MATH500.jsonl]')
