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
