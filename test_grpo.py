"""
Tests for nanoRLVR: pytest test_grpo.py

Hermetic and fast on a CPU: tiny random Qwen3 checkpoints and a byte-level tokenizer are written to
temporary folders (transformers is used only here, as the reference implementation). Tests that need
the MATH data in ../shared/data skip when it is absent.
"""
import json
import math
from pathlib import Path

import pytest
import torch

import qwen3

ROOT = Path(__file__).resolve().parent
SHARED_DATA = ROOT.parent / "shared" / "data"
SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>"]

# -----------------------------------------------------------------------------
# helpers: tiny checkpoints and a tokenizer, written the way Hugging Face writes them


def make_tokenizer(model_dir):
    """A byte-level BPE tokenizer with no merges (every byte is a token) plus Qwen3's special tokens."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    alphabet = sorted(pre_tokenizers.ByteLevel.alphabet())
    tok = Tokenizer(models.BPE(vocab={c: i for i, c in enumerate(alphabet)}, merges=[]))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    tok.decoder = decoders.ByteLevel()
    tok.add_special_tokens(SPECIAL_TOKENS)
    Path(model_dir).mkdir(parents=True, exist_ok=True)
    tok.save(str(Path(model_dir) / "tokenizer.json"))
    (Path(model_dir) / "tokenizer_config.json").write_text(json.dumps({"eos_token": "<|endoftext|>"}))
    return tok


def make_checkpoint(model_dir, tie=True, n_kv=2, sharded=False, seed=0, vocab_size=288, hidden=64, layers=2):
    """A random-weight Qwen3 saved by transformers (norm weights randomised too) with a tokenizer."""
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


def greedy_reference(model, prompt, n):
    """n greedy tokens from transformers' own generate."""
    out = model.generate(torch.tensor([prompt]), max_new_tokens=n, do_sample=False, eos_token_id=None,
                         pad_token_id=0, attention_mask=torch.ones(1, len(prompt), dtype=torch.long))
    return out[0, len(prompt):].tolist()

# -----------------------------------------------------------------------------
# qwen3.py


@pytest.mark.parametrize("tie,n_kv,sharded", [(True, 2, False), (False, 1, True), (True, 1, True), (False, 4, False)])
def test_qwen3_logits_match_transformers(tmp_path, tie, n_kv, sharded):
    ref = make_checkpoint(tmp_path, tie=tie, n_kv=n_kv, sharded=sharded)
    assert sharded == (tmp_path / "model.safetensors.index.json").exists(), "the sharded case must really be sharded"
    model = qwen3.load_model(tmp_path)
    ids = torch.randint(0, 288, (2, 17), generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        diff = (model(ids) - ref(ids).logits).abs().max().item()
    assert diff < 1e-4, f"logits differ from transformers by {diff} (tie={tie}, n_kv={n_kv}, sharded={sharded})"


def test_qwen3_kv_cache_decoding_equals_full_forward(tiny_dir):
    model = qwen3.load_model(tiny_dir)
    ids = torch.randint(0, 288, (3, 12), generator=torch.Generator().manual_seed(2))
    with torch.no_grad():
        full = model(ids)
        cache = model.new_kv_cache(3, 12)
        prefix = model(ids[:, :5], kv_cache=cache)
        steps = [model(ids[:, t:t + 1], kv_cache=cache, cache_pos=t) for t in range(5, 12)]
    cached = torch.cat([prefix] + steps, dim=1)
    assert (cached - full).abs().max() < 1e-4, "cached step-by-step logits must equal one full forward"


def test_qwen3_padded_batch_equals_each_row_alone(tiny_dir):
    """Left and right padding with per-row positions: every real position gives the logits of the row alone."""
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
        assert out == greedy_reference(ref, p, 10), f"batched greedy output differs from transformers for prompt {p}"
        assert out == qwen3.generate(model, [p], max_new_tokens=10, temperature=0.0)[0], "batch vs one row"


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
    assert len(calls) == longest, f"generation must stop when every row is done: {len(calls)} forwards, {longest} needed"


def test_generate_seeded_sampling_is_reproducible(tiny_dir):
    model = qwen3.load_model(tiny_dir)
    prompts = [[1, 2, 3], [4, 5]]

    def run(seed, **kw):
        return qwen3.generate(model, prompts, 20, temperature=1.0, generator=torch.Generator().manual_seed(seed), **kw)

    assert run(7) == run(7), "the same seed must give the same samples"
    assert run(7) != run(8), "different seeds should give different samples"
    assert run(7, top_p=0.9, top_k=50) == run(7, top_p=0.9, top_k=50)
    # with one generator per row, a row's sample does not depend on what else is in the batch
    rows = qwen3.generate(model, prompts + [[9, 9, 9, 9]], 20, generator=[torch.Generator().manual_seed(s) for s in (1, 2, 3)])
    alone = qwen3.generate(model, prompts[1:], 20, generator=[torch.Generator().manual_seed(2)])
    assert rows[1] == alone[0], "per-row generators make each row independent of the batch"


def test_sample_next_never_picks_filtered_tokens():
    g = torch.Generator().manual_seed(0)

    def draws(n):
        return torch.rand(n, generator=g)

    probs = torch.tensor([0.05, 0.5, 0.1, 0.3, 0.05])
    logits = probs.log().repeat(4000, 1)  # 4000 draws at once
    # top-p 0.75: sorted mass 0.5, 0.8 -> keep {1, 3}; top-k 3 -> keep {1, 3, 2}
    for kw, allowed in [(dict(top_p=0.75), {1, 3}), (dict(top_k=3), {1, 2, 3}), (dict(top_k=3, top_p=0.6), {1, 3}),
                        (dict(), {0, 1, 2, 3, 4})]:
        picks = qwen3.sample_next(logits, 1.0, kw.get("top_p", 1.0), kw.get("top_k", 0), draws(4000))
        assert set(picks.tolist()) == allowed, f"{kw}: picked {set(picks.tolist())}, allowed {allowed}"
    # a nucleus wider than the 1024 pre-selected candidates falls back to the full sort and stays exact
    V = 5000
    logits = -torch.arange(V).float() * 1e-4
    p = logits.softmax(-1)
    n_keep = int((p.cumsum(-1) - p < 0.5).sum())
    picks = qwen3.sample_next(logits.repeat(2000, 1), 1.0, 0.5, 0, draws(2000))
    assert n_keep > 1024 and picks.max() < n_keep and picks.max() > 0.9 * n_keep, (n_keep, picks.max())
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
            model.model.layers[0].mlp.up_proj.weight.mul_(1.5)  # a change that must survive the round trip
        qwen3.save_model(model, tmp_path / f"saved{tie}")
        assert not list((tmp_path / f"saved{tie}").glob("*.tmp")), "no temporary files left behind"
        ref = Qwen3ForCausalLM.from_pretrained(tmp_path / f"saved{tie}").eval()
        ids = torch.randint(0, 288, (2, 9))
        with torch.no_grad():
            diff = (model(ids) - ref(ids).logits).abs().max()
            again = qwen3.load_model(tmp_path / f"saved{tie}")(ids)
        assert diff < 1e-4, f"transformers reads the saved model with different logits ({diff}), tie={tie}"
        assert torch.equal(again, model(ids).detach()), "qwen3.load_model reads back exactly what was saved"


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
    with pytest.raises(ValueError, match=r"model\.layers\.1\.mlp\.down_proj\.weight.*model\.extra\.weight"):
        qwen3.load_model(broken)
    moe = json.loads((tiny_dir / "config.json").read_text()) | {"model_type": "qwen3_moe"}
    (broken / "config.json").write_text(json.dumps(moe))
    with pytest.raises(ValueError, match="dense Qwen3 only"):
        qwen3.load_model(broken)
    with pytest.raises(FileNotFoundError, match="tokenizer.json"):
        qwen3.load_tokenizer(broken)


def test_config_from_real_qwen3_config_json():
    # the fields of Qwen3-0.6B-Base's config.json (transformers 4 layout: rope_theta at the top level)
    d = {"architectures": ["Qwen3ForCausalLM"], "attention_bias": False, "bos_token_id": 151643,
         "eos_token_id": 151643, "head_dim": 128, "hidden_act": "silu", "hidden_size": 1024,
         "intermediate_size": 3072, "max_position_embeddings": 32768, "max_window_layers": 28,
         "model_type": "qwen3", "num_attention_heads": 16, "num_hidden_layers": 28, "num_key_value_heads": 8,
         "rms_norm_eps": 1e-06, "rope_scaling": None, "rope_theta": 1000000, "sliding_window": None,
         "tie_word_embeddings": True, "torch_dtype": "bfloat16", "use_cache": True, "use_sliding_window": False,
         "vocab_size": 151936}
    cfg = qwen3.Qwen3Config.from_hf(d)
    assert (cfg.hidden_size, cfg.num_key_value_heads, cfg.head_dim, cfg.rope_theta) == (1024, 8, 128, 1000000)
    with torch.device("meta"):
        n = sum(p.numel() for p in qwen3.Qwen3(cfg).parameters())
    assert abs(n / 1e6 - 596) < 1, f"Qwen3-0.6B has about 596M parameters (tied), got {n / 1e6:.1f}M"


def test_tokenizer_roundtrip_special_ids_and_chat_prompt(tiny_dir):
    tok = qwen3.load_tokenizer(tiny_dir)
    text = "Solve $x^2=4$.\n<think>ok</think>\\boxed{2} é"
    ids = tok.encode(text)
    assert tok.decode(ids) == text, "encode/decode must round-trip"
    assert tok.think_id in ids and tok.end_think_id in ids, "<think> and </think> are single special tokens"
    assert tok.eos_id == tok.endoftext_id == 256 and tok.eot_id == 258
    assert tok.stop_ids == [256, 258]
    assert tok.chat_prompt("hi") == "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"
    assert tok.chat_prompt("hi", thinking=False).endswith("<|im_start|>assistant\n<think>\n\n</think>\n\n")

# -----------------------------------------------------------------------------
# grpo.py: the math


import grpo  # noqa: E402  (importing the script has no side effects)


def test_group_advantages_known_values():
    r = torch.tensor([1.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0])
    adv = grpo.group_advantages(r, 4, std_norm=True, eps=0.0)
    s = torch.tensor([1.0, 0.0, 0.0, 1.0]).std()  # sample std of the first group: sqrt(1/3)
    assert torch.allclose(adv[:4], torch.tensor([0.5, -0.5, -0.5, 0.5]) / s)
    assert torch.equal(adv[4:], torch.zeros(4)), "a group whose rewards are all equal gets zero advantage"
    mean_only = grpo.group_advantages(torch.tensor([1.0, 0.0, 0.0, 2.0, 2.0, 2.0]), 3, std_norm=False)
    assert torch.allclose(mean_only, torch.tensor([2 / 3, -1 / 3, -1 / 3, 0.0, 0.0, 0.0])), "Dr. GRPO: r - mean"
    assert abs(adv[:4].sum()) < 1e-6, "advantages are zero-mean per group"


def test_rewards_correctness_plus_format():
    correct, fmt = torch.tensor([1.0, 0.0, 1.0, 0.0]), torch.tensor([1.0, 1.0, 0.0, 0.0])
    assert torch.equal(grpo.compute_rewards(correct, fmt, 0.5, False), torch.tensor([1.5, 0.5, 1.0, 0.0]))
    assert torch.equal(grpo.compute_rewards(correct, fmt, 0.5, True), torch.tensor([1.5, 0.0, 1.0, 0.0]))
    assert grpo.format_ok("<think>a</think> \\boxed{1}") == 1.0
    assert grpo.format_ok("</think><think>") == 0.0 and grpo.format_ok("<think> no end") == 0.0


def test_policy_loss_at_ratio_one_is_the_plain_policy_gradient():
    logp = torch.tensor([[-1.0, -2.0, -0.5], [-0.3, -0.7, -9.0]], requires_grad=True)
    adv, mask = torch.tensor([1.5, -0.5]), torch.tensor([[1.0, 1.0, 1.0], [1.0, 1.0, 0.0]])
    loss, ratio, clipped = grpo.policy_loss(logp, logp.detach(), adv, mask, "token", 0.2, 0.28)
    assert torch.allclose(ratio, torch.ones_like(ratio)) and not clipped.any()
    total = grpo.aggregate(loss, mask, "token_mean", 2, 5, 3)
    total.backward()
    # d/dlogp of -A * exp(logp - old) at logp = old is -A: the REINFORCE gradient, divided by the token count
    expected = -adv[:, None] * mask / 5
    assert torch.allclose(logp.grad, expected), f"{logp.grad} vs {expected}"
    assert abs(total.item() - (-(1.5 * 3 - 0.5 * 2) / 5)) < 1e-6, "the value is -sum(A)/tokens at ratio 1"


@pytest.mark.parametrize("adv_sign", [1.0, -1.0])
def test_policy_loss_clips_on_the_right_side(adv_sign):
    """-min(rho A, clip(rho) A): for A > 0 no gradient above 1 + eps_high, for A < 0 none below 1 - eps;
    inside the range (and on the other side) the gradient flows. Taking max for A < 0 would reverse this."""
    old = torch.zeros(1, 4)
    rho = torch.tensor([[0.5, 0.95, 1.1, 1.5]])  # below 1-eps, inside, inside, above 1+eps_high
    logp = rho.log().clone().requires_grad_(True)
    adv = torch.tensor([adv_sign])
    loss, _, clipped = grpo.policy_loss(logp, old, adv, torch.ones(1, 4), "token", 0.2, 0.28)
    loss.sum().backward()
    flows = logp.grad[0] != 0
    if adv_sign > 0:
        assert flows.tolist() == [True, True, True, False] and clipped[0].tolist() == [False, False, False, True]
    else:
        assert flows.tolist() == [False, True, True, True] and clipped[0].tolist() == [True, False, False, False]
    assert torch.allclose(logp.grad[0][flows], -adv_sign * rho[0][flows]), "d(-rho A)/dlogp = -rho A"
    no_clip, _, none = grpo.policy_loss(logp, old, adv, torch.ones(1, 4), "token", 0.0, 0.0)
    assert torch.allclose(no_clip, -rho * adv_sign) and not none.any(), "clip_eps=0 switches clipping off"


def test_sequence_ratio_is_the_length_normalised_geometric_mean():
    logp = torch.tensor([[-1.0, -1.0, -1.0], [-2.0, -2.0, 0.0]])
    old = torch.tensor([[-1.3, -0.4, -1.6], [-2.5, -2.5, 5.0]])
    mask = torch.tensor([[1.0, 1.0, 1.0], [1.0, 1.0, 0.0]])
    _, ratio, _ = grpo.policy_loss(logp, old, torch.ones(2), mask, "sequence", 0.0, 0.0)
    assert torch.allclose(ratio[0], torch.full((3,), math.exp(0.3 / 3)))
    assert torch.allclose(ratio[1], torch.full((3,), math.exp(1.0 / 2))), "padding must not count in the mean"


def test_aggregate_hand_computed():
    per_token = torch.tensor([[1.0, 2.0, 3.0, 0.0], [4.0, 5.0, 7.0, 7.0]])
    mask = torch.tensor([[1.0, 1.0, 1.0, 0.0], [1.0, 1.0, 0.0, 0.0]])
    # sequence sums 6 and 9, lengths 3 and 2
    cases = {"token_mean": 15 / 5, "seq_mean_token_mean": (6 / 3 + 9 / 2) / 2, "seq_sum": 15 / 2,
             "seq_mean_token_sum_norm": 15 / (2 * 8)}
    for agg, want in cases.items():
        got = grpo.aggregate(per_token, mask, agg, 2, 5, 8).item()
        assert abs(got - want) < 1e-6, f"{agg}: {got} != {want}"
    # split into two micro-batches with the step's totals, the parts add up to the whole
    for agg in cases:
        parts = sum(grpo.aggregate(per_token[i:i + 1], mask[i:i + 1], agg, 2, 5, 8).item() for i in range(2))
        assert abs(parts - cases[agg]) < 1e-6, f"{agg} depends on the micro-batch split"
    with pytest.raises(ValueError, match="loss_agg"):
        grpo.aggregate(per_token, mask, "mean", 2, 5, 8)


def test_kl_estimators_closed_form():
    logp = torch.tensor([-1.0, -2.0, -0.1, -3.0])
    ref = torch.tensor([-1.5, -1.0, -0.1, -0.2])
    x = ref - logp
    assert torch.allclose(grpo.kl_penalty(logp, ref, "k1"), logp - ref)
    k3 = grpo.kl_penalty(logp, ref, "k3")
    assert torch.allclose(k3, torch.exp(x) - x - 1) and (k3 >= 0).all(), "k3 = e^x - x - 1 >= 0"
    assert k3[2] == 0 and grpo.kl_penalty(ref, ref, "k3").abs().max() == 0, "KL is 0 when policy equals reference"
    # both estimate KL(p || q) under samples of p: check on a small categorical distribution
    p, q = torch.tensor([0.7, 0.2, 0.1]), torch.tensor([0.4, 0.4, 0.2])
    kl = (p * (p / q).log()).sum()
    for est in ("k1", "k3"):
        expectation = (p * grpo.kl_penalty(p.log(), q.log(), est)).sum()
        assert abs(expectation - kl) < 1e-6, f"{est} must be unbiased"


def test_chunked_logprobs_and_entropy_equal_a_direct_computation():
    g = torch.Generator().manual_seed(0)
    hidden = torch.randn(3, 11, 16, generator=g, requires_grad=True)
    weight = torch.randn(50, 16, generator=g, requires_grad=True)
    targets = torch.randint(0, 50, (3, 11), generator=g)
    logp, ent = grpo.token_logprobs(hidden, weight, targets, chunk_size=4)
    full = torch.log_softmax(hidden @ weight.T, -1)
    direct = full.gather(-1, targets[..., None]).squeeze(-1)
    assert torch.allclose(logp, direct, atol=1e-5) and torch.allclose(ent, -(full.exp() * full).sum(-1), atol=1e-5)
    mask = torch.ones(3, 11)
    mask[1, 6:] = 0
    (logp * mask).sum().backward()
    grad_chunked = hidden.grad.clone()
    hidden.grad = None
    (direct * mask).sum().backward()
    assert torch.allclose(grad_chunked, hidden.grad, atol=1e-5), "checkpointed chunks give the same gradient"
    assert hidden.grad[1, 6:].abs().max() == 0, "masked positions contribute nothing"


def test_make_batch_positions_predict_the_completion(tiny_dir):
    model = qwen3.load_model(tiny_dir)
    prompts, completions = [[5, 6, 7], [8]], [[1, 2], [3, 4, 9, 10]]
    b = grpo.make_batch(prompts, completions, "cpu")
    assert b["input_ids"].shape == (2, 4) and b["mask"].tolist() == [[1, 1, 0, 0], [1, 1, 1, 1]]
    with torch.no_grad():
        logp, _ = grpo.sequence_logprobs(model, b, chunk_size=3)
        for i, (p, c) in enumerate(zip(prompts, completions)):
            full = torch.log_softmax(model(torch.tensor([p + c])), -1)[0]
            want = torch.stack([full[len(p) - 1 + j, t] for j, t in enumerate(c)])
            assert torch.allclose(logp[i, :len(c)], want, atol=1e-5), f"row {i}: wrong positions or targets"


def test_one_step_raises_the_rewarded_completion_and_lowers_the_other(tiny_dir):
    model = qwen3.load_model(tiny_dir).train()
    prompts, completions = [[10, 11, 12]] * 2, [[20, 21, 22, 256], [30, 31, 256]]
    rewards = torch.tensor([1.0, 0.0])
    adv = grpo.group_advantages(rewards, 2, std_norm=True)
    b = grpo.make_batch(prompts, completions, "cpu")

    def seq_logp():
        with torch.no_grad():
            return (grpo.sequence_logprobs(model, b, 8)[0] * b["mask"]).sum(-1)

    before = seq_logp()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.0)
    logp, _ = grpo.sequence_logprobs(model, b, 8)
    loss, _, _ = grpo.policy_loss(logp, logp.detach(), adv, b["mask"], "token", 0.2, 0.2)
    grpo.aggregate(loss, b["mask"], "token_mean", 2, 7, 8).backward()
    opt.step()
    after = seq_logp()
    assert after[0] > before[0] + 1e-3, f"the rewarded completion must become more likely: {before[0]} -> {after[0]}"
    assert after[1] < before[1] - 1e-3, f"the unrewarded one less likely: {before[1]} -> {after[1]}"


def test_lr_schedule_and_data_order():
    assert grpo.lr_at(0, 1.0, 4, 100, "constant") == 0.25 and grpo.lr_at(50, 1.0, 4, 100, "constant") == 1.0
    assert abs(grpo.lr_at(100, 1.0, 0, 100, "cosine") - 0.1) < 1e-9 and grpo.lr_at(0, 1.0, 0, 100, "cosine") == 1.0
    first_pass = [i for s in range(5) for i in grpo.step_problem_ids(s, 10, 2, seed=3)]
    assert sorted(first_pass) == list(range(10)), "one pass over the data visits every problem once"
    assert first_pass != list(range(10)), "the order is shuffled"
    assert grpo.step_problem_ids(7, 10, 2, seed=3) == grpo.step_problem_ids(7, 10, 2, seed=3)

# -----------------------------------------------------------------------------
# grpo.py: the real script, end to end


import os  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

LOG_FIELDS = ["step", "loss", "pg_loss", "kl", "reward_mean", "correct_mean", "format_reward_mean", "adv_mean",
              "adv_std", "zero_adv_frac", "entropy", "ratio_mean", "clip_frac", "resp_len_mean", "resp_len_max",
              "truncated_frac", "grad_norm", "lr", "tokens_per_s", "rollout_s", "train_s", "step_s", "peak_mem_gb"]


def write_jsonl(path, rows):
    Path(path).write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def run_script(args, env_extra=None, timeout=120):
    env = dict(os.environ, OMP_NUM_THREADS="1", **(env_extra or {}))
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout, env=env)


@pytest.fixture(scope="module")
def grpo_setup(tmp_path_factory):
    d = tmp_path_factory.mktemp("grpo")
    make_checkpoint(d / "model")
    # same-length problems, so batched and split rollouts see identical numerics
    write_jsonl(d / "train.jsonl", [{"problem": f"What is {i}+{i}?", "answer": str(2 * i)} for i in range(8)])
    return d


def read_log(path):
    lines = [json.loads(l) for l in Path(path).read_text().splitlines()]
    return lines[0], [r for r in lines[1:] if "loss" in r], [r for r in lines[1:] if "eval_acc" in r]


def test_grpo_end_to_end_and_exact_resume(grpo_setup):
    d = grpo_setup
    # k1 KL gives a gradient even when no answer is right, so the weights really move
    flags = [f"--model_dir={d / 'model'}", f"--train_data={d / 'train.jsonl'}", f"--eval_data={d / 'train.jsonl'}",
             "--eval_max_items=2", "--eval_interval=2", "--eval_max_new_tokens=4", "--prompts_per_step=2",
             "--num_rollouts=2", "--max_new_tokens=6", "--kl_coef=0.5", "--kl_estimator=k1", "--skip_zero_adv=False",
             "--learning_rate=1e-2", "--sample_interval=1", "--ckpt_interval=2", "--grade_workers=0", "--seed=5"]
    a = run_script(["grpo.py", *flags, "--max_steps=3", f"--out_dir={d / 'a'}"])
    assert a.returncode == 0, a.stderr[-3000:]
    config, steps, evals = read_log(d / "a" / "log.jsonl")
    assert config["config"]["max_steps"] == 3 and config["config"]["kl_coef"] == 0.5, "first record is the config"
    assert [r["step"] for r in steps] == [1, 2, 3] and [r["step"] for r in evals] == [0, 2, 3]
    for r in steps:
        missing = [k for k in LOG_FIELDS if k not in r]
        assert not missing, f"log record lacks {missing}"
        assert r["resp_len_max"] <= 6 and 0 <= r["truncated_frac"] <= 1 and r["grad_norm"] > 0
    assert sorted(p.name for p in (d / "a").glob("ckpt_*")) == ["ckpt_000002", "ckpt_000003"]
    start, trained = qwen3.load_model(d / "model"), qwen3.load_model(d / "a" / "ckpt_000003")
    assert not torch.equal(start.lm_head.weight, trained.lm_head.weight), "training must change the weights"
    assert qwen3.load_tokenizer(d / "a" / "ckpt_000003").eos_id == 256, "checkpoints carry the tokenizer"

    resumed = run_script(["grpo.py", *flags, "--max_steps=4", "--resume=True", f"--out_dir={d / 'a'}"])
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    assert "at step 3" in resumed.stdout
    straight = run_script(["grpo.py", *flags, "--max_steps=4", f"--out_dir={d / 'b'}"])
    assert straight.returncode == 0, straight.stderr[-3000:]
    _, steps_a, _ = read_log(d / "a" / "log.jsonl")
    _, steps_b, _ = read_log(d / "b" / "log.jsonl")
    assert [r["step"] for r in steps_a] == [1, 2, 3, 4], "the resumed run continues at step 4"
    samples = [[json.loads(l) for l in (d / run / "samples.jsonl").read_text().splitlines()] for run in "ab"]
    step4 = [[(s["prompt"], s["completion"]) for s in run if s["step"] == 4] for run in samples]
    assert step4[0] == step4[1] and step4[0], "the resumed run sees the same problems and samples the same answers"
    wa, wb = (qwen3.load_model(d / run / "ckpt_000004").state_dict() for run in "ab")
    assert all(torch.allclose(wa[k], wb[k], atol=1e-6) for k in wa), "resume must continue exactly (weights differ)"
    assert abs(steps_a[-1]["loss"] - steps_b[-1]["loss"]) < 1e-6


def test_grpo_bad_flags_and_data_give_clear_errors(grpo_setup, tmp_path):
    config = {"learning_rate": 1e-5, "max_steps": 10, "clip_eps_high": None, "resume": False, "out_dir": "x"}
    for argv, message in [(["--learning_rat=1"], "did you mean learning_rate"),
                          (["--max_steps=ten"], "max_steps must be int"), (["--max_steps"], "--name=value"),
                          (["nope.py"], "config file nope.py not found")]:
        with pytest.raises(SystemExit, match=message):
            grpo.configure(argv, dict(config))
    cfg = dict(config)
    grpo.configure(["--max_steps=3", "--learning_rate=1", "--clip_eps_high=0.28", "--resume=true"], cfg)
    assert cfg == {"learning_rate": 1.0, "max_steps": 3, "clip_eps_high": 0.28, "resume": True, "out_dir": "x"}
    (tmp_path / "cfg.py").write_text("max_steps = 7\nout_dir = 'runs/' + 'a'\n")
    grpo.configure([str(tmp_path / "cfg.py"), "--max_steps=8"], cfg)
    assert cfg["max_steps"] == 8 and cfg["out_dir"] == "runs/a", "config files first, then flags"
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"problem": "1+1", "answer": "2"}\n{"problem": "oops"\n')
    r = run_script(["grpo.py", f"--model_dir={grpo_setup / 'model'}", f"--train_data={bad}", "--eval_interval=0",
                    f"--out_dir={tmp_path / 'o'}"])
    assert r.returncode != 0 and "bad.jsonl:2" in r.stderr and "Traceback" not in r.stderr, r.stderr[-2000:]
    r = run_script(["grpo.py", f"--model_dir={tmp_path / 'missing'}", f"--train_data={grpo_setup / 'train.jsonl'}",
                    "--eval_interval=0", f"--out_dir={tmp_path / 'o'}"])
    assert r.returncode != 0 and "--model_dir" in r.stderr and "Traceback" not in r.stderr, r.stderr[-2000:]

# -----------------------------------------------------------------------------
# grpo.py under torchrun: data parallel on CPU with gloo


DRIVER = '''
import os, sys
import torch
sys.path.insert(0, {root!r})
import grpo
rank = int(os.environ.get("RANK", 0))


def stand_in_grader(responses, answers, workers=None):
    """Deterministic mixed rewards from a random model; all-equal on rank 1 when asked."""
    if os.environ.get("ZERO_ON_RANK1") and rank == 1:
        return [True] * len(responses)
    return [sum(map(ord, r)) % 2 == 0 for r in responses]


grpo.verify.grade_batch = stand_in_grader
adamw_step, steps = torch.optim.AdamW.step, [0]


def step_and_dump(self, *args, **kwargs):  # the parameters of every process after every update
    out = adamw_step(self, *args, **kwargs)
    steps[0] += 1
    flat = torch.cat([p.detach().flatten() for g in self.param_groups for p in g["params"]])
    torch.save(flat, os.path.join(os.environ["DUMP_DIR"], f"rank{{rank}}_step{{steps[0]}}.pt"))
    return out


torch.optim.AdamW.step = step_and_dump
grpo.configure(sys.argv[1:], vars(grpo))
grpo.main()
'''


def run_ddp(d, name, nproc, env=None):
    driver = d / "driver.py"
    driver.write_text(DRIVER.format(root=str(ROOT)))
    dump = d / name
    dump.mkdir()
    flags = [f"--model_dir={d / 'model'}", f"--train_data={d / 'train.jsonl'}", "--eval_interval=0", "--max_steps=2",
             "--prompts_per_step=2", "--num_rollouts=4", "--max_new_tokens=8", "--temperature=3.0",
             "--learning_rate=1e-3", "--grade_workers=0", "--micro_batch_size=3", f"--out_dir={d / (name + '_out')}"]
    launcher = ["-m", "torch.distributed.run", "--standalone", f"--nproc_per_node={nproc}"] if nproc > 1 else []
    r = run_script([*launcher, str(driver), *flags], env_extra=dict(DUMP_DIR=str(dump), **(env or {})), timeout=150)
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    return dump, r


def test_torchrun_two_processes_equal_one_process(grpo_setup):
    single, _ = run_ddp(grpo_setup, "single", 1)
    double, r = run_ddp(grpo_setup, "double", 2)
    _, steps, _ = read_log(grpo_setup / "double_out" / "log.jsonl")
    assert all(s["adv_std"] > 0 for s in steps), "the test needs real advantages"
    moved = (torch.load(single / "rank0_step2.pt") - torch.load(single / "rank0_step1.pt")).abs().max()
    assert moved > 1e-4, "the updates must really change the weights"
    for step in (1, 2):
        p0, p1 = (torch.load(double / f"rank{r}_step{step}.pt") for r in (0, 1))
        ref = torch.load(single / f"rank0_step{step}.pt")
        assert torch.equal(p0, p1), f"step {step}: the two processes must hold identical parameters"
        diff = (p0 - ref).abs().max().item()
        assert diff < 1e-4, f"step {step}: two processes differ from one process on the same rollouts by {diff}"


def test_torchrun_rank_with_nothing_to_learn_does_not_hang(grpo_setup):
    dump, r = run_ddp(grpo_setup, "zero", 2, env=dict(ZERO_ON_RANK1="1"))
    _, steps, _ = read_log(grpo_setup / "zero_out" / "log.jsonl")
    assert [s["zero_adv_frac"] for s in steps] == [0.5, 0.5], "rank 1's group is all-equal, rank 0's is not"
    for step in (1, 2):
        assert torch.equal(torch.load(dump / f"rank0_step{step}.pt"), torch.load(dump / f"rank1_step{step}.pt"))
