"""
Tests for nanoRLVR: pytest test_grpo.py

Hermetic and fast on a CPU: tiny random Qwen3 checkpoints and a byte-level tokenizer are written to
temporary folders (transformers is used only here, as the reference implementation). Tests that need
the MATH data in ../shared/data skip when it is absent.
"""
import json
import math
import os
import re
import runpy
import shutil
import signal
import subprocess
import sys
import threading
import time
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
SHARED_DATA = ROOT.parent / "shared" / "data"
MATH500 = SHARED_DATA / "math500_test.jsonl"
SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>"]
# tiny models run fastest on one thread, and two OpenMP threads on a busy 2-core machine can be 100x slower
torch.set_num_threads(1)

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
    assert len(calls) == longest, f"generation must stop when all rows end: {len(calls)} forwards, {longest} needed"


def test_generate_seeded_sampling_is_reproducible(tiny_dir):
    model = qwen3.load_model(tiny_dir)
    prompts = [[1, 2, 3], [4, 5]]

    def run(seed, **kw):
        return qwen3.generate(model, prompts, 20, temperature=1.0, generator=torch.Generator().manual_seed(seed), **kw)

    assert run(7) == run(7), "the same seed must give the same samples"
    assert run(7) != run(8), "different seeds should give different samples"
    assert run(7, top_p=0.9, top_k=50) == run(7, top_p=0.9, top_k=50)
    # with one generator per row, a row's sample does not depend on what else is in the batch
    gens = [torch.Generator().manual_seed(s) for s in (1, 2, 3)]
    rows = qwen3.generate(model, prompts + [[9, 9, 9, 9]], 20, generator=gens)
    alone = qwen3.generate(model, prompts[1:], 20, generator=[torch.Generator().manual_seed(2)])
    assert rows[1] == alone[0], "per-row generators make each row independent of the batch"


def test_generate_samples_at_the_requested_temperature():
    """The empirical distribution of one sampled token equals softmax(logits / T), for T below and above 1."""
    cfg = qwen3.Qwen3Config(vocab_size=16, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                            num_attention_heads=2, num_key_value_heads=1, head_dim=16, tie_word_embeddings=False)
    torch.manual_seed(0)
    model = qwen3.Qwen3(cfg).eval()
    with torch.no_grad():
        for name, p in model.named_parameters():
            p.normal_(0, 0.3) if "norm" not in name else p.fill_(1.0)
        logits = model(torch.tensor([[1, 2, 3]]))[0, -1]
    for T in (0.5, 2.0):
        outs = qwen3.generate(model, [[1, 2, 3]] * 40000, 1, temperature=T, generator=torch.Generator().manual_seed(1))
        freq = torch.bincount(torch.tensor(outs).flatten(), minlength=16).float() / 40000
        want, wrong = (logits / T).softmax(-1), (logits / T ** 2).softmax(-1)
        assert (want - wrong).abs().sum() > 0.1, "the test must tell T from T^2"
        assert (freq - want).abs().sum() < 0.04, f"T={T}: sampled {freq} but softmax(logits/T) is {want}"


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
    # nuclei wider than the candidates (5,660 and 9,290 tokens) stay exact
    V = 20000
    logits = -torch.arange(V).float() * 1e-4
    p = logits.softmax(-1)
    for top_p in (0.5, 0.7):
        n_keep = int((p.cumsum(-1) - p < top_p).sum())
        picks = qwen3.sample_next(logits.repeat(500, 1), 1.0, top_p, 0, draws(500))
        assert picks.max() < n_keep and picks.max() > 0.9 * n_keep, (top_p, n_keep, picks.max())
    assert n_keep > qwen3.NUCLEUS_BLOCK * qwen3.NUCLEUS_BLOCKS, "the test needs a nucleus wider than the candidates"
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
    """The demo's character-level tokenizer has no unknown token: encoding text with other characters
    (the default prompt of qwen3.py, eval_math500.py's template) must not crash."""
    tok = arith.build_tokenizer(tmp_path)
    with pytest.warns(UserWarning, match="cannot represent"):
        ids = tok.encode("What is 12+3? Answer: \\boxed{15}")
    assert tok.decode(ids) == "12+3?\\boxed{15}", "unknown characters are dropped, the known ones kept in order"
    assert tok.encode("12+3=") == [tok.tok.token_to_id(c) for c in "12+3="], "known text encodes as before"


def test_download_offline_hint_names_the_current_command(monkeypatch, tmp_path):
    import huggingface_hub

    def offline(*args, **kwargs):
        raise OSError("no network")

    monkeypatch.setattr(huggingface_hub, "snapshot_download", offline)
    with pytest.raises(ConnectionError) as err:
        qwen3.download("Qwen/Qwen3-0.6B-Base", tmp_path)
    message = str(err.value)
    assert "hf download Qwen/Qwen3-0.6B-Base" in message, "current huggingface_hub installs the `hf` command"
    assert "huggingface-cli download Qwen/Qwen3-0.6B-Base" in message, "older versions have huggingface-cli"


@pytest.mark.parametrize("temperature,top_p,top_k", [(1.0, 1.0, 0), (0.7, 0.9, 0), (1.0, 1.0, 20), (0.0, 1.0, 0)])
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
    """GRPO passes each prompt G times in a row: the prompt is computed once and its cache copied to the G
    rows, and every row's sample is the one it gets when no prompt repeats (prompts interleaved)."""
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
        assert prefill_rows == [2], f"one prefill of the 2 distinct prompts, got batches {prefill_rows}"
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
        outs.append(qwen3.generate(model, prompts, n, generator=gens, compile_generate=compile_generate, **kw))
    return outs


def check_compiled_decode(model, backend):
    from torch._dynamo.utils import counters
    g = torch.Generator().manual_seed(12)
    prompts = [torch.randint(0, 256, (n,), generator=g).tolist() for n in (3, 9, 5)]
    free = qwen3.generate(model, prompts, 12, 1.0, generator=[torch.Generator().manual_seed(s) for s in range(3)])
    eos = free[0][3]  # row 0 ends at its 4th token at the latest
    graphs = counters["stats"]["unique_graphs"]
    eager, compiled = generate_both_ways(model, backend, prompts, 12, eos_ids=[eos])
    assert len(eager[0]) <= 4 and len(eager[1]) == 12, "the test needs a row that ends early and one that does not"
    assert compiled == eager, "the fixed-shape decode step samples what eager decoding samples"
    # other prompt lengths, more tokens, top-p and another batch order: the same compiled step
    eager, compiled = generate_both_ways(model, backend, prompts[::-1], 30, temperature=0.8, top_p=0.9)
    assert compiled == eager
    new_graphs = counters["stats"]["unique_graphs"] - graphs
    assert new_graphs == 1, f"the decode step must compile once, not per token or per call: {new_graphs} graphs"


def test_generate_compiled_decode_step_traces_once_and_equals_eager(tmp_path):
    # backend "eager": Dynamo traces the step (fixed shapes, no graph breaks) and runs it uncompiled, cheaply
    make_checkpoint(tmp_path, seed=3)
    check_compiled_decode(qwen3.load_model(tmp_path), "eager")


@pytest.mark.slow
def test_generate_compiled_decode_step_with_inductor_equals_eager(tmp_path):
    # the real compiler (C++ code on a CPU), on one layer to keep it short
    make_checkpoint(tmp_path, seed=4, layers=1)
    check_compiled_decode(qwen3.load_model(tmp_path), True)


def reference_sampling_distribution(logits, temperature, top_p, top_k):
    """The distribution generate() draws from, the slow way: softmax(logits / T), top-k, then top-p among the
    renormalised top-k, renormalised. Returns it (V,) and the kept tokens' mass under softmax(logits / T)."""
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


@pytest.mark.parametrize("temperature,top_p,top_k", [(0.7, 1.0, 0), (0.7, 0.8, 0), (1.0, 1.0, 5), (1.3, 0.7, 5)])
def test_generate_returns_the_logprobs_of_the_sampling_distribution(tiny_dir, temperature, top_p, top_k):
    model = qwen3.load_model(tiny_dir)
    prompts = [[1, 2, 3], [4, 5, 6, 7, 8]]

    def gens():
        return [torch.Generator().manual_seed(s) for s in (21, 22)]

    plain = qwen3.generate(model, prompts, 10, temperature, top_p, top_k, generator=gens())
    ids, logprobs, kept_mass = qwen3.generate(model, prompts, 10, temperature, top_p, top_k, generator=gens(),
                                              return_logprobs=True)
    assert ids == plain, "asking for the log-probs does not change the samples"
    for prompt, row, row_logprobs, row_kept in zip(prompts, ids, logprobs, kept_mass):
        assert len(row_logprobs) == len(row_kept) == len(row)
        with torch.no_grad():
            logits = model(torch.tensor([prompt + row]))[0, len(prompt) - 1:-1]  # (len(row), V)
        for t, token in enumerate(row):
            probs, mass = reference_sampling_distribution(logits[t], temperature, top_p, top_k)
            assert abs(row_logprobs[t] - math.log(probs[token])) < 1e-4, f"token {t}: log-prob under the filters"
            assert abs(row_kept[t] - mass) < 1e-4, f"token {t}: kept mass"
            if top_p == 1.0 and top_k == 0:
                assert row_kept[t] == 1.0, "no filter keeps the whole distribution"


def test_sample_top_p_candidates_hold_the_exact_nucleus():
    """Top-p picks its candidates from vocabulary blocks; where it says the nucleus is among them, the
    kept tokens are exactly those of a full sort; where a nucleus is spread wider it says so."""
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
        nuclei = [set(order[row][(values[row].cumsum(-1) - values[row]) < top_p].tolist()) for row in range(7)]
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
                assert got == nuclei[row], f"row {row}, top_p {top_p}: {len(got)} tokens, full sort {len(nuclei[row])}"
                assert torch.equal(cand_probs[row], probs[row][ids[row]]), "the candidates' own probabilities"
        # the binned search (for the rows whose nucleus is wider) keeps exactly the same tokens, every row
        for row in range(7):
            bins, bin_mass, last_ids, last_probs = qwen3.nucleus_bins(probs[row], top_p)
            last = len(bin_mass) - 1
            got = set((bins < last).nonzero()[:, 0].tolist()) | set(last_ids[last_probs > 0].tolist())
            # summed in another order, the mass before the boundary token can round to the other side
            # of top_p: only that token may differ (the last token of the nucleus or the first after it)
            n = len(nuclei[row])
            boundary = set(order[row][n - 1:n + 1].tolist())
            assert got ^ nuclei[row] <= boundary, f"row {row}, top_p {top_p}: {len(got)} tokens, full sort {n}"
            kept_mass = sum(probs[row][list(got)].double())
            assert abs(bin_mass.sum() - kept_mass) < 1e-5, "the bins' masses add up to the nucleus's"


def test_sample_wide_nucleus_follows_the_renormalised_nucleus():
    """The draw for a flat distribution (bin, then token in the bin) is an inverse CDF: on a grid of
    uniforms, the share of draws in each range of token ids equals the nucleus's renormalised mass there."""
    V = 20000
    probs = (-torch.arange(V).float() * 1e-4).softmax(-1)
    probs = probs[torch.randperm(V, generator=torch.Generator().manual_seed(14))]  # likely tokens anywhere
    values, order = probs.sort(descending=True)
    nucleus = order[(values.cumsum(-1) - values) < 0.5]
    want = torch.zeros(V)
    want[nucleus] = probs[nucleus] / probs[nucleus].sum()
    draws = [int(qwen3.sample_wide_nucleus(probs, 0.5, u)[0]) for u in torch.linspace(0, 1, 2001)[:-1]]
    assert set(draws) <= set(nucleus.tolist()), "no token outside the nucleus is drawn"
    share = torch.bincount(torch.tensor(draws), minlength=V).float() / len(draws)
    for ids in torch.arange(V).split(2000):
        assert abs(share[ids].sum() - want[ids].sum()) < 0.01, f"tokens {ids[0]}-{ids[-1]}"

# -----------------------------------------------------------------------------
# verify.py


# (prediction, reference, equal?) written from MATH's answer formats; each pair is also checked swapped
VERIFY_CASES = [
    # numbers and fractions: exact, in any notation
    (r"\frac{1}{2}", "0.5", True), (".5", "0.5", True), (r"\frac12", r"\frac{1}{2}", True),
    (r"\dfrac{3}{4}", r"\frac34", True), (r"\tfrac{3}{4}", "0.75", True), ("1/2", r"\frac{1}{2}", True),
    (r"-\frac{1}{2}", r"\frac{-1}{2}", True), (r"\frac{2}{4}", r"\frac{1}{2}", True), ("0.50", r"\frac12", True),
    ("0.51", r"\frac12", False), (r"\frac{1}{3}", "0.33", False), (r"\frac{1}{3}", "0.3333333", False),
    ("2", "2.0", True), ("3", "-3", False), ("0.1+0.2", "0.3", True), (r"\frac{6}{4}", r"\frac{3}{2}", True),
    (r"\frac{3}{2}", r"1\frac{1}{2}", True), (r"137 \frac{1}{2}", "137.5", True), (r"-2\frac{1}{4}", "-2.25", True),
    (r"\frac{14}{3}", r"4\frac{2}{3}", True), (r"\frac{3}{0}", r"\infty", False), ("1000001", "1000000", False),
    # thousands separators, but not lists
    ("1,000", "1000", True), (r"10,\!080", "10080", True), ("1{,}000{,}000", "1000000", True),
    (r"11,\! 111,\! 111,\! 100", "11111111100", True), ("1,234", "1234", True), ("12", "1,2", False),
    ("2,3", "2.3", False),
    # roots, pi, e, powers, factorials: exact simplification or 30-digit values
    (r"2\sqrt{3}", r"\sqrt{12}", True), (r"\sqrt2", r"\sqrt{2}", True),
    (r"\frac{\sqrt{3}}{3}", r"\frac{1}{\sqrt{3}}", True),
    (r"\frac{\sqrt{3}}{3}", r"\frac{\sqrt{2}}{2}", False), (r"3\sqrt{13}", r"\sqrt{117}", True),
    (r"11\sqrt2", r"11 \sqrt{2}", True), (r"\sqrt[3]{8}", "2", True), (r"\sqrt[3]{2}", "2^{1/3}", True),
    (r"\sqrt{8}", r"2\sqrt{3}", False), (r"\frac{\sqrt{5}+1}{2}", r"\frac{1+\sqrt5}{2}", True),
    (r"\sqrt{2}+\sqrt{3}", r"\sqrt{5+2\sqrt{6}}", True), ("3.14", r"\pi", False), (r"3\pi", r"3 \cdot \pi", True),
    (r"288\pi", r"288 \pi", True), (r"\frac{20000}{\pi}", r"20000/\pi", True), (r"18+2\pi", r"2\pi+18", True),
    (r"2\pi", r"\pi", False), (r"\pi/2", r"\frac{\pi}{2}", True), ("e^2", r"e \cdot e", True),
    ("1.4142135623730951", r"\sqrt{2}", True), ("1.41421", r"\sqrt{2}", False), ("2^{10}", "1024", True),
    ("2^{10}", "1000", False), ("10^{-3}", "0.001", True), (r"6.72 \times 10^{-5}", ".0000672", True),
    ("5!", "120", True), ("2^{-1}", r"\frac12", True), (r"\infty", r"\infty", True), (r"-\infty", r"\infty", False),
    # complex numbers
    ("6-5i", "6 - 5i", True), ("-5i+6", "6-5i", True), ("6+5i", "6-5i", False), ("1+274i", "274i+1", True),
    ("i^2", "-1", True), ("(1+i)^2", "2i", True), (r"\sqrt{-1}", "i", True),
    # expressions with variables: equal as functions (values at several points, then simplify)
    ("x^5 - x^4 + x^3 - x^2 + x - 1", "(x-1)(x^4+x^2+1)", True), ("x^3+3x-6", "x^3+3x+6", False),
    ("2k+2", "2(k+1)", True), ("2k+2", "2n+2", False), ("p - q", "-q + p", True), ("p - q", "q - p", False),
    (r"\frac{11+9a}{20}", r"\frac{11}{20}+\frac{9a}{20}", True), ("(a+5)(b+2)", "ab+2a+5b+10", True),
    ("(a+5)(b+2)", "(a+2)(b+5)", False), ("6r^2-4r-24", "2(3r^2-2r-12)", True), ("3R^2", "3r^2", False),
    (r"\cot x", r"\frac{\cos x}{\sin x}", True), (r"\cot x", r"\tan x", False), (r"\sin^2 x + \cos^2 x", "1", True),
    (r"\sin 2x", r"2\sin x\cos x", True), (r"\log(e^3)", "3", True), (r"\ln(e^2)", "2", True), ("|x|", "x", False),
    (r"\sqrt{x^2}", "x", False), ("8n^2 + 4n + 1", "8n^2+4n+1", True), ("x^2", "x^{2}", True),
    ("-x^2", "(-x)^2", False), (r"\frac{x}{2}", "0.5x", True), (r"\alpha + \beta", r"\beta+\alpha", True),
    ("a_1 + a_2", "a_{2}+a_1", True), ("a_1", "a_2", False), ("x", "5", False),
    (r"\frac{1}{2}", r"\frac{1}{2}x", False),
    # a one-letter left side is dropped; equations are equal up to a nonzero constant factor
    ("x=5", "5", True), ("k = 5", "5", True), ("x=5", "6", False), ("y = 2x+3", "2x+3", True),
    ("y = 2x+3", "y=3+2x", True), ("y=2x+3", "y=3x+2", False), ("y=-2x", "-2x", True),
    ("5x - 7y + 11z + 4 = 0", "5x-7y+11z=-4", True), ("5x - 7y + 11z + 4 = 0", "-5x+7y-11z-4=0", True),
    ("5x - 7y + 11z + 4 = 0", "5x-7y+11z-4=0", False), ("x+y=1", "2x+2y=2", True), ("x^2+y^2=1", "x+y=1", False),
    (r"x \in [-2,7]", "[-2,7]", True), (r"x=1 \text{ or } x=2", "1,2", True),
    # bare lists and sets compare in any order; plus/minus is a set of two
    ("1,-2", "-2,1", True), ("1,-2", "1,2", False), ("3, 5, 7", "7,5,3", True), ("3,5,7", "3,5", False),
    ("-2,1", "-2,1,1", False), (r"1 \pm \sqrt{19}", r"1+\sqrt{19}, 1-\sqrt{19}", True),
    (r"1 \pm \sqrt{19}", r"1+\sqrt{19}", False), (r"3 \pm 2\sqrt{2}", r"3-2\sqrt2,3+2\sqrt2", True),
    (r"\{1\pm\sqrt{5},-2\}", r"-2, 1+\sqrt5, 1-\sqrt5", True), (r"\{1,2\}", "1,2", True), (r"\{5\}", "5", True),
    (r"1 \text{ and } 2", "1,2", True), ("1 \u00b1 2", "3,-1", True), (r"\pm 5", "5", False),
    ("1,2,3,4,5", "3", False),
    # tuples and intervals: order and bracket kinds matter
    ("(1,2)", "(1, 2)", True), ("(1,2)", "(2,1)", False), ("(1,2)", "[1,2]", False), ("(1,2]", "[1,2]", False),
    ("(3,4]", r"\left(3,4\right]", True), ("(1,2)", "1,2", False), ("(6,31,-1)", "(6, 31, -1)", True),
    ("(6,31,-1)", "(6,31,1)", False), (r"(\frac{3}{2}, -13)", "(1.5,-13)", True), (r"(2,\infty)", r"(2, \infty)", True),
    (r"(2,\infty)", r"[2,\infty)", False), (r"(-\infty, 0]", r"(-\infty,0)", False),
    (r"(-\infty, 2) \cup (3, \infty)", r"(3,\infty)\cup(-\infty,2)", True), (r"(0,9) \cup (9,36)", "(0,36)", False),
    (r"\left( 3, \frac{\pi}{2} \right)", r"(3,\pi/2)", True), (r"(-\sqrt{3}, \sqrt{3})", r"(-\sqrt3,\sqrt3)", True),
    (r"[\frac{\pi^2}{8}, \frac{5\pi^2}{4}]", r"\left[ \frac{\pi^2}{8}, \frac{5 \pi^2}{4} \right]", True),
    # matrices and vectors: element by element, same shape
    (r"\begin{pmatrix} -1/3 \\ 2/3 \\ 5/3 \end{pmatrix}",
     r"\begin{pmatrix} -\frac13 \\ \frac23 \\ \frac53 \end{pmatrix}", True),
    (r"\begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix}", r"\begin{bmatrix}-1&0\\0&-1\end{bmatrix}", True),
    (r"\begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix}", r"\begin{pmatrix} -1 & 0 \\ 0 & 1 \end{pmatrix}", False),
    (r"\begin{pmatrix} 1 \\ 2 \end{pmatrix}", r"\begin{pmatrix} 1 & 2 \end{pmatrix}", False),
    (r"\begin{pmatrix} 1 \\ 2 \end{pmatrix}", "(1,2)", False),
    # text answers compare as text, never as products of letters
    (r"\text{(C)}", "C", True), ("(C)", "C", True), (r"\textbf{(C)}", "(C)", True), ("(C)", "(D)", False),
    ("(c)", "C", True), ("c", "C", False),
    (r"\text{Evelyn}", "Evelyn", True), ("evelyn", r"\text{Evelyn}", True), (r"\text{Evenly}", r"\text{Evelyn}", False),
    (r"\text{east}", r"\text{west}", False), (r"\text{even}", "even", True),
    (r"\text{ellipse}", r"\text{circle}", False),
    # degrees, percent, dollars and units are dropped; a different unit is a different answer
    (r"90^\circ", "90", True), (r"90^{\circ}", "90", True), ("90\u00b0", r"90^\circ", True),
    (r"90^\circ", r"\frac{\pi}{2}", False), (r"\frac{270}7\text{ degrees}", r"\frac{270}{7}", True),
    (r"50\%", "50", True), (r"50\%", "0.5", False), (r"\$32,\!348", "32348", True), (r"\$18.90", "18.9", True),
    (r"5.4 \text{ cents}", "5.4", True), (r"864 \mbox{ inches}^2", "864", True),
    (r"15\mbox{ cm}^2", r"15 \text{ cm}^2", True),
    ("15 cm", "15", True), (r"16 \text{ units}", "17", False),
    # numbers in other bases compare as written: the digits, not the value
    ("52_8", "52", True), ("52_8", "42", False), ("4210_{5}", "4210_5", True), ("1011_2", "1011", True),
    ("1011_2", "1101_2", False), ("52_8", "52_9", False), ("52_{8}", "52_8", True),
    # spacing and formatting
    (r"\displaystyle\frac{1}{2}", r"\frac12", True), ("5.", "5", True), ("$5$", "5", True), (r"3 \cdot 4", "12", True),
    (r"3 \times 4", "12", True), (r"2 \times 10^3", "2000", True), (r"2 \div 4", "0.5", True), (r"\,5\!", "5", True),
    # unicode and plain-text math
    ("\u03c0/2", r"\frac{\pi}{2}", True), ("\u221a2", r"\sqrt{2}", True), ("\u22123", "-3", True),
    ("2**10", "1024", True), ("1/2*\u03c0", r"\frac{\pi}{2}", True),
    # empty and broken answers are wrong, not errors
    ("", "5", False), ("5", "", False), ("", "", False), (r"\frac{1}{2", r"\frac{1}{2}", False), ("}{", "1", False),
]

# inputs that must be refused or given up on quickly: huge values, deep nesting, junk
PATHOLOGICAL = [
    "2^{2^{2^{100}}}", "10^{10^{10}}", "(10^{1000})^{1000}", "9^{9^{9}}", "x^{10^{9}}", "(x+1)^{100000}",
    "99999!", "1001!", r"\sin(10^{9999})", r"(1+\sqrt{2})^{9999}", "((x+y+z)^{30})^{30}", r"\sqrt{10^{9999}+1}",
    "{" * 5000 + "1" + "}" * 5000, "(" * 3000 + "1" + ")" * 3000, "-" * 3000 + "1", r"\frac{" * 2000,
    r"\sqrt{" * 500 + "2" + "}" * 500, "1" * 5000, "x^x^x^x^x^x^x^x^x^x", r"\left(" * 100 + r"\right)" * 100,
    "1,2," * 2000, r"\{" * 50 + r"\}" * 50, r"\begin{pmatrix}" * 30, r"\text{" * 1000, "$" * 1000, "\\\\" * 1000,
    "".join(chr(33 + (i * 7919) % 94) for i in range(10000)), r"\infty-\infty", r"\log_0 0", r"\sqrt[0]{2}",
]


def test_verify_table_of_answer_pairs():
    assert len(VERIFY_CASES) >= 150, "the issue asks for at least 150 cases"
    wrong = [(p, g, want) for p, g, want in VERIFY_CASES
             if verify.is_equiv(p, g) != want or verify.is_equiv(g, p) != want]
    assert not wrong, f"is_equiv disagrees (either argument order) on (pred, gt, expected): {wrong}"


def test_verify_extract_answer():
    cases = [
        (r"so \boxed{1} then \boxed{\frac{1}{2}}.", False, r"\frac{1}{2}"),  # the last box, nested braces
        (r"thus $\boxed 5$.", False, "5"), (r"\fbox{7}", False, "7"), (r"\boxed {x = 2}", False, "x = 2"),
        (r"truncated \boxed{2} and \boxed{\frac{1}{2", False, None),  # an unclosed last box is no answer
        ("the answer is 3,000 or 12.5", False, None), ("the answer is 3,000 or 12.5", True, "12.5"),
        ("no numbers", True, None), (None, False, None), ("", False, None),
    ]
    for text, fallback, want in cases:
        assert verify.extract_answer(text, fallback=fallback) == want, f"extract_answer({text!r}, {fallback})"


def test_verify_normalize():
    cases = [(r"\left( 3, \dfrac{\pi}{2} \right)", r"(3,\frac{\pi}{2})"), (r"\$32,\!348", "32348"),
             (r"864 \mbox{ inches}^2", "864"), (r"\text{(C)}", "C"), (r"\text{Evelyn}", "evelyn"),
             (r"x \in [-2,7]", "[-2,7]"), (r"1\frac{4}{5}", r"\frac{9}{5}"), (".5", "0.5"), ("52_{8}", "52_{8}"),
             (r"90^\circ", "90"), (r"\cot  x.", r"\cot x"), (r"\frac 59", r"\frac{5}{9}"), (r"\sqrt2", r"\sqrt{2}")]
    for answer, want in cases:
        assert verify.normalize(answer) == want, f"normalize({answer!r}) = {verify.normalize(answer)!r}"


def test_verify_grade_needs_a_box():
    assert verify.grade(r"The answer is $\boxed{\dfrac{1}{2}}$.", "0.5") is True
    assert verify.grade("The answer is 0.5.", "0.5") is False, "no box, no reward"
    assert verify.grade("The answer is 0.5.", "0.5", fallback=True) is True, "fallback takes the last number"
    assert verify.grade(r"\boxed{}", "") is False, "an empty answer is never right"
    for junk in [r"\boxed{\frac{}{}}", r"\boxed{\left(}", r"\boxed{\begin{pmatrix}}", r"\boxed{^_^}", None]:
        assert verify.grade(junk, r"\frac12") is False, f"grade({junk!r}) must be a plain False"


def test_verify_math500_answers_equal_themselves():
    if not MATH500.exists():
        pytest.skip(f"{MATH500} is absent (the shared MATH-500 data set)")
    answers = [json.loads(line)["answer"] for line in MATH500.open()]
    assert len(answers) == 500, f"{MATH500} should hold 500 problems"
    alone = [a for a in answers if not verify.is_equiv(a, a)]
    boxed = [a for a in answers if not verify.grade(f"So the answer is $\\boxed{{{a}}}$.", a)]
    assert not alone and not boxed, f"not equal to themselves: {alone}; not found in a box: {boxed}"


def test_verify_pathological_inputs_return_in_time():
    slow = []
    for junk in PATHOLOGICAL:
        for other in ["1", junk, "2x", "(1,2)"]:
            t0 = time.time()
            verdicts = [verify.is_equiv(junk, other, timeout=0.5), verify.grade(f"\\boxed{{{junk}}}", other, 0.5)]
            assert all(isinstance(v, bool) for v in verdicts), f"non-bool verdict for {junk[:40]!r}"
            if time.time() - t0 > 2 * 0.5 + 0.5:  # two calls, each limited to 0.5 s, plus slack
                slow.append(junk[:40])
    assert not slow, f"these inputs overran the time limit: {slow}"
    assert verify.is_equiv(r"\sin^2 x + \cos^2 x", "1") is True
    assert verify.is_equiv(r"\sin^2 x + \cos^2 x", "1", timeout=1e-4) is False, "the alarm must stop SymPy"


def test_verify_grade_batch_matches_grade():
    responses = [f"so it is \\boxed{{{p}}}." for p, _, _ in VERIFY_CASES] + ["no box 5", None]
    truths = [g for _, g, _ in VERIFY_CASES] + ["5", "5"]
    want = [w for _, _, w in VERIFY_CASES] + [False, False]
    assert verify.grade_batch(responses, truths, workers=0) == want, "in-process grading differs from the table"
    assert verify.grade_batch(responses, truths, workers=2) == want, "grading in worker processes differs"
    with pytest.raises(ValueError, match="one of each"):
        verify.grade_batch(["a"], [])


def test_verify_grade_batch_kills_and_replaces_a_stuck_worker():
    pair = ([r"\boxed{\sqrt{8}}"], [r"2\sqrt{2}"])  # needs SymPy, so it goes to a worker
    assert verify.grade_batch(*pair, workers=2) == [True]
    worker = verify._workers[0]
    os.kill(worker.pid, signal.SIGSTOP)  # stuck where no alarm can reach it, as in C code
    t0 = time.time()
    assert verify.grade_batch(*pair, workers=2, timeout=0.2) == [False], "a stuck comparison counts as wrong"
    assert time.time() - t0 < 2 * 0.2 + 1 + 1, "the stuck worker must be killed at its deadline"
    assert worker.wait(timeout=5) is not None and verify._workers[0] is None, "the stuck worker must be gone"
    assert verify.grade_batch(*pair, workers=2) == [True], "a new worker must take its place"
    os.kill(verify._workers[0].pid, signal.SIGKILL)  # a worker that died between calls
    verify._workers[0].wait()
    assert verify.grade_batch(*pair, workers=2) == [True], "a dead worker must be replaced"


def test_verify_is_equiv_off_the_main_thread():
    # alarms reach only the main thread, so other threads hand SymPy work to a worker process
    results = {}
    cases = VERIFY_CASES[:40]
    threads = [threading.Thread(target=lambda i=i, c=c: results.__setitem__(i, verify.is_equiv(c[0], c[1])))
               for i, c in enumerate(cases)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [results[i] for i in range(len(cases))] == [want for _, _, want in cases]


def test_verify_command_line(tmp_path):
    script = Path(verify.__file__)
    out = subprocess.run([sys.executable, script, r"so \boxed{\frac12}.", "-0.5"], capture_output=True, text=True)
    assert out.returncode == 0 and r"extracted:  \frac12" in out.stdout and "equal:      False" in out.stdout, out
    results = tmp_path / "results.jsonl"
    results.write_text("\n".join(json.dumps({"response": r, "answer": a}) for r, a in
                                 [(r"\boxed{2\sqrt{2}}", r"\sqrt8"), (r"\boxed{3}", "4"), ("4", "4")]))
    out = subprocess.run([sys.executable, script, "--jsonl", results], capture_output=True, text=True)
    assert out.returncode == 0 and "accuracy 1/3" in out.stdout, out


# -----------------------------------------------------------------------------
# grpo.py: the math


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
    hidden = torch.randn(23, 16, generator=g, requires_grad=True)
    weight = torch.randn(50, 16, generator=g, requires_grad=True)
    targets = torch.randint(0, 50, (23,), generator=g)
    upstream = torch.randn(23, generator=g)  # any loss of the log-probs
    logp, ent = grpo.TokenLogprobs.apply(hidden, weight, targets, 5, 4)  # blocks of 5 x 4, the last ones partial
    (logp * upstream).sum().backward()
    grads = hidden.grad.clone(), weight.grad.clone()
    hidden.grad = weight.grad = None
    full = torch.log_softmax(hidden @ weight.T, -1)
    direct = full.gather(-1, targets[:, None]).squeeze(-1)
    assert torch.allclose(logp, direct, atol=1e-5) and torch.allclose(ent, -(full.exp() * full).sum(-1), atol=1e-5)
    (direct * upstream).sum().backward()
    assert torch.allclose(grads[0], hidden.grad, atol=1e-5), "d/d hidden differs from autograd on the full softmax"
    assert torch.allclose(grads[1], weight.grad, atol=1e-5), "d/d weight differs from autograd on the full softmax"
    # bfloat16 (matmuls in bf16, softmax sums in float32) stays close to the float32 result on the same inputs
    h16, w16 = hidden.detach().bfloat16().requires_grad_(), weight.detach().bfloat16().requires_grad_()
    logp16, ent16 = grpo.TokenLogprobs.apply(h16, w16, targets, 5, 4)
    (logp16 * upstream).sum().backward()
    assert logp16.dtype == torch.float32 and h16.grad.dtype == w16.grad.dtype == torch.bfloat16
    assert torch.allclose(logp16, logp, atol=0.15) and torch.allclose(ent16, ent, atol=0.05)
    for got, want in zip((h16.grad, w16.grad), grads):
        assert (got.float() - want).norm() < 0.02 * want.norm(), "bf16 gradients far from float32"
    top = (h16.float() @ w16.float().T).argmax(-1)  # each token's likeliest target: log p near 0, never above
    assert grpo.TokenLogprobs.apply(h16.detach(), w16.detach(), top, 5, 4)[0].max() <= 0


def test_make_batch_positions_predict_the_completion(tiny_dir):
    model = qwen3.load_model(tiny_dir)
    prompts, completions = [[5, 6, 7], [8]], [[1, 2], [3, 4, 9, 10]]
    b = grpo.make_batch(prompts, completions, "cpu")
    assert b["input_ids"].shape == (2, 4) and b["mask"].tolist() == [[1, 1, 0, 0], [1, 1, 1, 1]]
    with torch.no_grad():
        logp, _ = grpo.sequence_logprobs(model, b, block=(2, 3))
        for i, (p, c) in enumerate(zip(prompts, completions)):
            full = torch.log_softmax(model(torch.tensor([p + c])), -1)[0]
            want = torch.stack([full[len(p) - 1 + j, t] for j, t in enumerate(c)])
            assert torch.allclose(logp[i, :len(c)], want, atol=1e-5), f"row {i}: wrong positions or targets"
        assert logp[0, 2:].abs().max() == 0, "padding positions get log-prob 0 (and no compute)"


@pytest.mark.parametrize("tie", [True, False])
def test_sequence_logprobs_gradients_equal_plain_autograd(tmp_path, tie):
    make_checkpoint(tmp_path, tie=tie)
    model = qwen3.load_model(tmp_path).train()
    b = grpo.make_batch([[5, 6, 7], [8], [9, 10]], [[1, 2], [3, 4, 9, 10], [7, 7, 7]], "cpu")
    upstream = torch.randn(b["mask"].shape, generator=torch.Generator().manual_seed(0)) * b["mask"]
    for _ in range(2):  # twice: the embedding's gradient is added into an existing .grad in place
        logp, _ = grpo.sequence_logprobs(model, b, (2, 50), temperature=0.7)
        (logp * upstream).sum().backward()
    ours = {n: p.grad.clone() for n, p in model.named_parameters()}
    model.zero_grad()
    for _ in range(2):
        full = torch.log_softmax(model(b["input_ids"]) / 0.7, -1)  # (B, T, V), every position
        direct = full[torch.arange(3)[:, None], b["positions"], b["targets"]]
        (direct * upstream).sum().backward()
    for n, p in model.named_parameters():
        assert torch.allclose(ours[n], p.grad, rtol=1e-4, atol=1e-4), f"{n}: gradient differs from plain autograd"


def test_one_step_raises_the_rewarded_completion_and_lowers_the_other(tiny_dir):
    model = qwen3.load_model(tiny_dir).train()
    prompts, completions = [[10, 11, 12]] * 2, [[20, 21, 22, 256], [30, 31, 256]]
    rewards = torch.tensor([1.0, 0.0])
    adv = grpo.group_advantages(rewards, 2, std_norm=True)
    b = grpo.make_batch(prompts, completions, "cpu")

    def seq_logp():
        with torch.no_grad():
            return (grpo.sequence_logprobs(model, b, (4, 8))[0] * b["mask"]).sum(-1)

    before = seq_logp()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.0)
    logp, _ = grpo.sequence_logprobs(model, b, (4, 8))
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


def test_grpo_ctrl_c_finishes_the_step_and_saves_a_checkpoint(grpo_setup, tmp_path):
    flags = [f"--model_dir={grpo_setup / 'model'}", f"--train_data={grpo_setup / 'train.jsonl'}", "--eval_interval=0",
             "--prompts_per_step=2", "--num_rollouts=2", "--max_new_tokens=6", "--max_steps=100000",
             "--grade_workers=0", "--skip_zero_adv=False", "--kl_coef=0.5", "--kl_estimator=k1",
             f"--out_dir={tmp_path}"]
    proc = subprocess.Popen([sys.executable, "grpo.py", *flags], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=dict(os.environ, OMP_NUM_THREADS="1"))
    deadline = time.time() + 60
    while time.time() < deadline and not ((tmp_path / "log.jsonl").exists() and
                                          '"step": 2' in (tmp_path / "log.jsonl").read_text()):
        time.sleep(0.1)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 0 and "interrupted: saving a checkpoint" in stdout, stderr[-2000:]
    last = read_log(tmp_path / "log.jsonl")[1][-1]["step"]
    ckpts = sorted(tmp_path.glob("ckpt_*"))
    assert [c.name for c in ckpts] == [f"ckpt_{last:06d}"], "the checkpoint holds the last finished step"
    state = torch.load(ckpts[0] / "trainer_state.pt", weights_only=True)
    assert state["step"] == last and len(state["optimizer"]["state"]) > 0


def test_grpo_bfloat16_keeps_float32_master_weights(grpo_setup, tmp_path):
    r = run_script(["grpo.py", f"--model_dir={grpo_setup / 'model'}", f"--train_data={grpo_setup / 'train.jsonl'}",
                    "--eval_interval=0", "--prompts_per_step=2", "--num_rollouts=2", "--max_new_tokens=4",
                    "--max_steps=2", "--grade_workers=0", "--skip_zero_adv=False", "--kl_coef=0.5",
                    "--kl_estimator=k1", "--learning_rate=1e-5", "--dtype=bfloat16", "--micro_batch_size=1",
                    f"--out_dir={tmp_path}"])
    assert r.returncode == 0, r.stderr[-2000:]
    state = torch.load(tmp_path / "ckpt_000002" / "trainer_state.pt", weights_only=True)
    model = qwen3.load_model(tmp_path / "ckpt_000002", dtype=torch.bfloat16)
    start = qwen3.load_model(grpo_setup / "model", dtype=torch.bfloat16)  # what the master weights start from
    master = dict(zip([n for n, _ in model.named_parameters()], state["master"]))
    w = "model.layers.0.mlp.up_proj.weight"
    assert master[w].dtype == torch.float32, "the optimizer steps float32 copies"
    moved = (master[w] - start.state_dict()[w].float()).abs()
    assert 0 < moved.max() <= 2.1e-5, "two AdamW steps of lr 1e-5 move a weight by at most about 2e-5"
    assert torch.equal(model.state_dict()[w], master[w].bfloat16()), "the model holds the rounded master weights"


def test_grpo_bfloat16_without_master_weights_resumes_exactly(grpo_setup, tmp_path):
    flags = [f"--model_dir={grpo_setup / 'model'}", f"--train_data={grpo_setup / 'train.jsonl'}", "--eval_interval=0",
             "--prompts_per_step=2", "--num_rollouts=2", "--max_new_tokens=4", "--grade_workers=0",
             "--skip_zero_adv=False", "--kl_coef=0.5", "--kl_estimator=k1", "--learning_rate=1e-4",
             "--dtype=bfloat16", "--master_weights=False", "--grad_checkpoint=True", "--ckpt_interval=1",
             "--keep_ckpts=2", "--max_steps=2"]
    a = run_script(["grpo.py", *flags, f"--out_dir={tmp_path / 'a'}"])
    assert a.returncode == 0, a.stderr[-2000:]
    state = torch.load(tmp_path / "a" / "ckpt_000002" / "trainer_state.pt", weights_only=True)
    assert state["optimizer"]["steps"] == 2 and state["master"] is None
    assert {m.dtype for pair in state["optimizer"]["moments"] for m in pair} == {torch.bfloat16}
    shutil.copytree(tmp_path / "a" / "ckpt_000001", tmp_path / "b" / "ckpt_000001")
    b = run_script(["grpo.py", *flags, "--resume=True", f"--out_dir={tmp_path / 'b'}"])
    assert b.returncode == 0, b.stderr[-2000:]
    start = qwen3.load_model(grpo_setup / "model", dtype=torch.bfloat16).state_dict()
    end_a = qwen3.load_model(tmp_path / "a" / "ckpt_000002", dtype=torch.bfloat16).state_dict()
    end_b = qwen3.load_model(tmp_path / "b" / "ckpt_000002", dtype=torch.bfloat16).state_dict()
    assert all(torch.equal(end_a[k], end_b[k]) for k in end_a), "the resumed run must end with the same weights"
    moved = sum((end_a[k] != start[k]).sum().item() for k in start)
    assert moved > 1000, f"only {moved} bf16 weights changed in two steps"
    other = run_script(["grpo.py", *flags, "--master_weights=True", "--resume=True", f"--out_dir={tmp_path / 'b'}"])
    assert other.returncode != 0 and "other --dtype / --master_weights flags" in other.stderr + other.stdout


def test_adamw_stochastic_rounding_adds_up_steps_below_bf16_spacing():
    n, lr, steps, betas = 20000, 1e-5, 300, (0.9, 0.999)
    w = torch.nn.Parameter(torch.full((n,), 0.02).bfloat16())  # bf16 spacing at 0.02 is 1.2e-4
    plain = torch.nn.Parameter(w.detach().clone())
    ours = grpo.AdamWStochasticRounding([w], lr, betas, weight_decay=0.0)
    torch_bf16 = torch.optim.AdamW([plain], lr=lr, betas=betas, weight_decay=0.0)
    for _ in range(steps):  # a constant gradient: m_hat = v_hat = 1, so every Adam step is lr exactly
        w.grad, plain.grad = torch.ones_like(w), torch.ones_like(plain)
        ours.step(), torch_bf16.step()
    want = 0.02001953125 - steps * lr  # the bf16 start, moved by steps * lr
    assert torch.equal(plain.detach(), torch.full_like(plain, 0.02).bfloat16()), "round-to-nearest loses every step"
    assert abs(w.float().mean().item() - want) < 2e-5, f"stochastic rounding must reach {want} on average"
    m, v = ours.moments[0]  # v's updates, 1e-3 of it per step, are below bf16's spacing too
    for moment, beta in ((m, betas[0]), (v, betas[1])):
        assert abs(moment.float().mean().item() / (1 - beta ** steps) - 1) < 0.005, "bias-corrected moments are 1"
    w.grad = torch.full_like(w, float("nan"))
    ours.step()
    assert w.isnan().all(), "a NaN gradient must show as NaN weights, not turn into numbers"


def test_adamw_stochastic_rounding_matches_torch_adamw_and_resumes():
    g = torch.Generator().manual_seed(0)
    w0, grads = torch.randn(4000, generator=g) * 0.05, [torch.randn(4000, generator=g) for _ in range(2)]
    ref = torch.nn.Parameter(w0.bfloat16().float())  # float32 AdamW from the same bf16 start
    ref_opt = torch.optim.AdamW([ref], lr=1e-3, betas=(0.9, 0.99), weight_decay=0.1)
    w = torch.nn.Parameter(w0.bfloat16())
    opt = grpo.AdamWStochasticRounding([w], 1e-3, (0.9, 0.99), weight_decay=0.1, seed=3)
    ref.grad, w.grad = grads[0].clone(), grads[0].bfloat16()
    ref_opt.step(), opt.step()
    spacing = 2.0 ** (torch.frexp(ref.detach())[1] - 8)  # bf16's spacing around each float32 result
    assert ((w.float() - ref.detach()).abs() < spacing).all(), "each weight is a bf16 neighbour of float32 AdamW's"
    m, v = opt.moments[0]
    assert torch.allclose(m.float(), ref_opt.state[ref]["exp_avg"], rtol=0.02, atol=1e-6)  # one bf16 step: < 0.8%
    assert torch.allclose(v.float(), ref_opt.state[ref]["exp_avg_sq"], rtol=0.02, atol=1e-6)
    # a new optimizer loaded from the state dict takes the same next step, random rounding included
    w2 = torch.nn.Parameter(w.detach().clone())
    opt2 = grpo.AdamWStochasticRounding([w2], 1e-3, (0.9, 0.99), weight_decay=0.1, seed=3)
    opt2.load_state_dict(opt.state_dict())
    w.grad, w2.grad = grads[1].bfloat16(), grads[1].bfloat16()
    opt.step(), opt2.step()
    assert torch.equal(w, w2) and not torch.equal(w, w0.bfloat16())


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
    (tmp_path / "old" / "ckpt_000500").mkdir(parents=True)  # a fresh run must not prune an earlier run's checkpoints
    r = run_script(["grpo.py", f"--model_dir={grpo_setup / 'model'}", f"--train_data={grpo_setup / 'train.jsonl'}",
                    "--eval_interval=0", f"--out_dir={tmp_path / 'old'}"])
    assert r.returncode != 0 and "--resume=True" in r.stderr and (tmp_path / "old" / "ckpt_000500").exists()


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


def run_ddp(d, name, nproc, env=None, extra=()):
    driver = d / "driver.py"
    driver.write_text(DRIVER.format(root=str(ROOT)))
    dump = d / name
    dump.mkdir()
    flags = [f"--model_dir={d / 'model'}", f"--train_data={d / 'train.jsonl'}", "--eval_interval=0", "--max_steps=2",
             "--prompts_per_step=2", "--num_rollouts=4", "--max_new_tokens=8", "--temperature=3.0",
             "--learning_rate=1e-3", "--grade_workers=0", "--micro_batch_size=3", f"--out_dir={d / (name + '_out')}",
             *extra]
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

# -----------------------------------------------------------------------------
# eval_math500.py and plot_logs.py


RECORD_FIELDS = {"unique_id", "subject", "level", "answer", "extracted", "correct", "num_tokens", "truncated",
                 "response"}
PROBLEMS = [  # the last two have no unique_id: results are keyed by their text
    dict(problem="What is 2+2?", answer="4", subject="Prealgebra", level=1, unique_id="t/1"),
    dict(problem="What is 3*3?", answer="9", subject="Prealgebra", level=1, unique_id="t/2"),
    dict(problem="What is half of 1?", answer="\\frac{1}{2}", subject="Algebra", level=2, unique_id="t/3"),
    dict(problem="What is 10-7?", answer="3", subject="Algebra", level=2, unique_id="t/4"),
    dict(problem="Solve x+1=0.", answer="-1", subject="Algebra", level=3),
    dict(problem="A longer problem statement: what is 6 times 7?", answer="42", subject="Number Theory", level=5),
]


@pytest.fixture(scope="module")
def eval_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("eval_tiny")
    make_checkpoint(d)
    (d / "problems.jsonl").write_text("".join(json.dumps(p) + "\n" for p in PROBLEMS))
    return d


def count_generate(monkeypatch, fake=None):
    """Replace qwen3.generate by a wrapper that records every call's prompts (and answers with `fake` if given)."""
    calls, real = [], qwen3.generate

    def wrapper(model, prompts, max_new_tokens, *args, **kwargs):
        outs = (fake or real)(model, prompts, max_new_tokens, *args, **kwargs)
        calls.append(dict(prompts=prompts, outs=outs, max_new_tokens=max_new_tokens, eos_ids=kwargs.get("eos_ids")))
        return outs
    monkeypatch.setattr(qwen3, "generate", wrapper)
    return calls

# -----------------------------------------------------------------------------
# eval_math500.py


def test_eval_records_grading_truncation_and_length_order(eval_dir, monkeypatch, tmp_path):
    """Scripted responses: right, wrong, equivalent form, chat end token, cut off, and ending exactly at the cap."""
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)
    eos, eot, cap = tok.eos_id, tok.eot_id, 24
    scripted = {"2+2": tok.encode("so \\boxed{4}") + [eos], "3*3": tok.encode("\\boxed{8}") + [eos],
                "half": tok.encode("\\boxed{0.5}") + [eos], "10-7": tok.encode("<think>hm</think>\\boxed{3}") + [eot],
                "x+1": tok.encode("x is \\boxed{-" + "1" * 40)[:cap],  # cut off: no end token, no closed box
                "6 times": tok.encode("\\boxed{42}".ljust(cap - 1)) + [eos]}  # ends exactly at the cap: not cut

    def fake(model, prompts, max_new_tokens, *args, **kwargs):
        texts = [tok.decode(p) for p in prompts]
        return [next(v for k, v in scripted.items() if k in t) for t in texts]
    calls = count_generate(monkeypatch, fake)
    out = tmp_path / "res.jsonl"
    acc, records = eval_math500.evaluate(model, tok, PROBLEMS, "base", max_new_tokens=cap, batch_size=4,
                                         out_path=out, workers=1, progress=False)
    assert [c["eos_ids"] for c in calls] == [tok.stop_ids] * 2 and all(c["max_new_tokens"] == cap for c in calls)
    lengths = [len(p) for c in calls for p in c["prompts"]]
    assert [len(c["prompts"]) for c in calls] == [4, 2] and lengths == sorted(lengths, reverse=True), \
        "prompts go longest first, batch_size per call"
    assert tok.decode(calls[0]["prompts"][0]) == eval_math500.render_prompt("base", PROBLEMS[5]["problem"], tok)
    assert [r["answer"] for r in records] == [p["answer"] for p in PROBLEMS], "records follow the problems' order"
    assert all(RECORD_FIELDS <= set(r) for r in records), f"fields {RECORD_FIELDS} in every record"
    assert [r["correct"] for r in records] == [True, False, True, True, False, True]
    assert [r["extracted"] for r in records] == ["4", "8", "0.5", "3", None, "42"]
    assert [r["truncated"] for r in records] == [False] * 4 + [True, False], "truncated = cap reached with no end token"
    assert [r["num_tokens"] for r in records] == [len(v) for v in scripted.values()], "end token counted"
    assert records[3]["response"] == "<think>hm</think>\\boxed{3}", "special tokens kept, the end token stripped"
    assert acc == 4 / 6
    assert [json.loads(line) for line in out.read_text().splitlines()] == sorted(
        records, key=lambda r: -len(eval_math500.render_prompt("base", r["problem"], tok))), "file = records, run order"


def test_eval_resume_after_kill_recomputes_nothing(eval_dir, monkeypatch, tmp_path):
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)
    calls = count_generate(monkeypatch)
    out = tmp_path / "res.jsonl"
    kw = dict(prompt_template="qwen3_nothink", max_new_tokens=8, batch_size=4, out_path=out, workers=1, progress=False)
    acc, first = eval_math500.evaluate(model, tok, PROBLEMS, **kw)
    assert sum(len(c["prompts"]) for c in calls) == 6 and len(out.read_text().splitlines()) == 6
    outs = {tuple(p): o for c in calls for p, o in zip(c["prompts"], c["outs"])}
    for r in first:
        o = outs[tuple(tok.encode(eval_math500.render_prompt("qwen3_nothink", r["problem"], tok)))]
        assert r["num_tokens"] == len(o) and r["truncated"] == (len(o) == 8 and o[-1] not in tok.stop_ids), r
    lines = out.read_text().splitlines(keepends=True)
    out.write_text("".join(lines[:2]) + lines[2][:25])  # killed while writing the third line
    calls.clear()
    acc2, second = eval_math500.evaluate(model, tok, PROBLEMS, **kw)
    assert sum(len(c["prompts"]) for c in calls) == 4, "only the 4 unfinished problems are generated again"
    keys = [eval_math500.key(json.loads(line)) for line in out.read_text().splitlines()]
    assert sorted(keys) == sorted(map(eval_math500.key, PROBLEMS)), "the partial line is gone, each problem once"
    assert second == first and acc2 == acc, "greedy: resumed results equal the uninterrupted run"
    calls.clear()
    assert eval_math500.evaluate(model, tok, PROBLEMS[:3], **kw)[1] == first[:3] and not calls, "all done: no generate"


def test_eval_pass_at_k_majority_vote_and_summary():
    def rec(extracted, correct, level=1, subject="Algebra"):
        return dict(extracted=extracted, correct=correct, num_tokens=[10] * len(correct),
                    truncated=[False] * len(correct), level=level, subject=subject)
    records = [rec(["4", "5", "5", None], [True, False, False, False]),  # c=1; vote: 5 (wrong)
               rec(["3", "\\frac{1}{2}", "0.5", "1/2"], [False, True, True, True], 2),  # c=3; 1/2 = 0.5: a group of 3
               rec([None] * 4, [False] * 4, 2, "Geometry"),  # no answers: no vote
               rec(["7"] * 4, [True] * 4, 3)]
    s = eval_math500.summarize(records)
    # pass@k = 1 - C(n-c, k) / C(n, k): c=1 -> 1/4, 1/2, 1; c=3 -> 3/4, 1, 1; c=0 -> 0; c=4 -> 1
    assert {k: v for k, v in s.items() if "@" in k} == pytest.approx(
        {"pass@1": (1 / 4 + 3 / 4 + 0 + 1) / 4, "pass@2": (1 / 2 + 1 + 0 + 1) / 4, "pass@4": 3 / 4, "maj@4": 2 / 4})
    assert s["accuracy"] == pytest.approx(0.5) and s["num_problems"] == 4
    assert s["by_level"] == {"1": dict(n=1, accuracy=0.25), "2": dict(n=2, accuracy=0.375), "3": dict(n=1, accuracy=1)}
    assert eval_math500.majority_correct(["3", "\\frac12", "0.5"], [False, True, True]), "equal answers vote together"
    assert not eval_math500.majority_correct(["3", "3", "0.5"], [False, False, True])
    # greedy records: one value per field; scores 1, 0, 1, 1 -> 0.75 +- 1.96 * sqrt(0.1875 / 4), clipped to [0, 1]
    greedy = [dict(correct=c, num_tokens=n, truncated=n == 100, level=1, subject="Algebra")
              for c, n in [(True, 10), (False, 100), (True, 30), (True, 20)]]
    s = eval_math500.summarize(greedy)
    assert s["accuracy"] == 0.75 and s["mean_tokens"] == 40 and s["truncated_frac"] == 0.25
    assert s["ci95"] == pytest.approx([0.75 - 1.96 * math.sqrt(0.1875 / 4), 1.0])
    assert not any("@" in k for k in s), "no pass@k for one sample"


def test_eval_compare_counts(tmp_path, capsys):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text("".join(json.dumps(dict(unique_id=u, correct=c)) + "\n" for u, c in
                         [("p1", True), ("p2", True), ("p3", False), ("p4", False), ("p5", True), ("p6", False)]))
    b.write_text("".join(json.dumps(dict(unique_id=u, correct=c)) + "\n" for u, c in
                         [("p3", True), ("p2", False), ("p1", True), ("p4", False), ("p6", True), ("p7", True)])
                 + '{"unique_id": "p8", "corr')  # a run still writing: its partial line is ignored
    counts = eval_math500.compare_results(a, b)
    assert counts == {"fixed": 2, "broken": 1, "both right": 1, "both wrong": 1}, counts
    printed = capsys.readouterr().out
    assert "5 problems in both (1 only in A, 1 only in B): accuracy +20.0%" in printed, printed
    assert "p3, p6" in printed, "the fixed problems are named"
    # sampled results: right when at least half of the samples are
    b.write_text(json.dumps(dict(unique_id="p1", correct=[True, False])) + "\n" +
                 json.dumps(dict(unique_id="p3", correct=[True, False, False])) + "\n")
    assert eval_math500.compare_results(a, b) == {"fixed": 0, "broken": 0, "both right": 1, "both wrong": 1}


def test_eval_load_problems_and_prompt_templates(tmp_path):
    good = tmp_path / "p.json"
    good.write_text(json.dumps(PROBLEMS, indent=1))
    assert eval_math500.load_problems(good) == PROBLEMS, "a JSON list loads like JSONL, other fields kept"
    bad = tmp_path / "bad.jsonl"
    for text, message in [('{"problem": "a", "answer": "1"}\n\n{"problem": "b"}\n', r"bad.jsonl:3: a problem needs"),
                          ('{"problem": "a", "answer": "1"}\n{"problem": "b", \n', r"bad.jsonl:2: invalid JSON"),
                          ('[{"problem": "a", "answer": "1"},\n {"answer": "2"}]', r"bad.jsonl: item 2: a problem"),
                          ('[{"problem": "a", "answer": "1"},\n {"answer" "2"}]', r"bad.jsonl:2: invalid JSON"),
                          ("\n", "holds no problems")]:
        bad.write_text(text)
        with pytest.raises(ValueError, match=message):
            eval_math500.load_problems(bad)
    make_tokenizer(tmp_path / "tok")
    tok = qwen3.load_tokenizer(tmp_path / "tok")
    base = eval_math500.render_prompt("base", "What is $\\{1\\}$?", tok)
    assert "What is $\\{1\\}$?" in base and "\\boxed{" in base and base.endswith("Solution:")
    think = eval_math500.render_prompt("qwen3_think", "Q?", tok)
    assert think == tok.chat_prompt("Q?" + eval_math500.QWEN_INSTRUCTION, thinking=True)
    assert eval_math500.render_prompt("qwen3_nothink", "Q?", tok).endswith("<think>\n\n</think>\n\n")
    assert eval_math500.render_prompt("Q: {problem} in \\boxed{}.\nA:", "1+1", tok) == "Q: 1+1 in \\boxed{}.\nA:"
    with pytest.raises(ValueError, match="base, qwen3_think, qwen3_nothink"):
        eval_math500.render_prompt("qwen3", "1+1", tok)


@pytest.mark.skipif(not MATH500.exists(), reason=f"{MATH500} is absent (the MATH-500 test file)")
def test_eval_load_real_math500():
    problems = eval_math500.load_problems(MATH500)
    assert len(problems) == 500 and len({p["unique_id"] for p in problems}) == 500
    assert {p["level"] for p in problems} == {1, 2, 3, 4, 5} and len({p["subject"] for p in problems}) == 7


def test_eval_cli_end_to_end(eval_dir, monkeypatch, capsys, tmp_path):
    """The script as a user runs it (in-process: torch is imported once), then --compare and the failures."""
    def run(*args):
        monkeypatch.setattr(sys, "argv", ["eval_math500.py", *args])
        runpy.run_path(str(ROOT / "eval_math500.py"), run_name="__main__")
    run(f"--model_dir={eval_dir}", f"--data_path={eval_dir / 'problems.jsonl'}", "--max_items=5",
        "--max_new_tokens=4", "--batch_size=3", "--workers=1")
    lines = (eval_dir / "math500_base.jsonl").read_text().splitlines()
    summary = json.loads((eval_dir / "math500_base_summary.json").read_text())
    assert len(lines) == 5 and summary["num_problems"] == 5 and summary["config"]["max_new_tokens"] == 4
    assert summary["mean_tokens"] <= 4 and set(summary["by_level"]) == {"1", "2", "3"}
    assert "accuracy 0.0% (95% interval 0.0% - 0.0%) on 5 problems" in capsys.readouterr().out
    path = str(eval_dir / "math500_base.jsonl")
    with pytest.raises(SystemExit) as e:
        run("--compare", path, path)
    assert not e.value.code and "both wrong:    5" in capsys.readouterr().out
    import huggingface_hub

    def offline(*args, **kwargs):
        raise OSError("no network")
    monkeypatch.setattr(huggingface_hub, "hf_hub_download", offline)
    for args, message in [([f"--model_dir={eval_dir}"], "Offline? Get the file elsewhere and pass --data_path="),
                          (["--batch_sise=3"], "unknown flag '--batch_sise=3'; flags: --model_dir="),
                          (["--batch_size=x"], "--batch_size=x: not a valid int"), ([], "pass --model_dir")]:
        with pytest.raises(SystemExit) as e:
            run(*args)
        assert message in str(e.value.code), f"{args}: {e.value.code}"

# -----------------------------------------------------------------------------
# plot_logs.py


def write_log(path, steps, drop=(), evals=True, partial=False):
    """A synthetic grpo.py log: the config line, then one record per step."""
    path.parent.mkdir(parents=True, exist_ok=True)
    rows = [{"config": {"lr": 1e-6}}]
    for s in range(1, steps + 1):
        row = dict(step=s, loss=0.01 * math.sin(s), pg_loss=0.01 * math.cos(s), kl=1e-4 * s, reward_mean=s / steps,
                   correct_mean=s / steps / 2, format_reward_mean=0.5, adv_mean=0.0, adv_std=0.9, zero_adv_frac=0.3,
                   entropy=float("nan") if s == 3 else 1 - s / steps, resp_len_mean=100 + s, resp_len_max=256,
                   truncated_frac=None if s == 4 else 0.1, grad_norm=0.3, lr=1e-6, tokens_per_s=1000, rollout_s=3,
                   train_s=1, step_s=4, peak_mem_gb=2.0)
        if evals and s % 5 == 0:
            row["eval_acc"] = s / 100
        rows.append({k: v for k, v in row.items() if k not in drop})
    path.write_text("".join(json.dumps(r) + "\n" for r in rows) + ('{"step": 99, "loss": 0.' if partial else ""))
    return path


def panel_titles(fig):
    return [ax.get_title() for ax in fig.axes if ax.get_title()]  # twin axes have no title


def test_plot_two_runs_panels_png_and_tolerance(tmp_path):
    a = write_log(tmp_path / "run_a" / "log.jsonl", 30)
    b = write_log(tmp_path / "run_b" / "log.jsonl", 20, drop=("kl", "lr", "format_reward_mean"), evals=False,
                  partial=True)
    runs = {"run_a": plot_logs.read_log(a), "run_b": plot_logs.read_log(b)}
    assert [len(r) for r in runs.values()] == [30, 20], "config line skipped, partial last line left out"
    fig = plot_logs.plot(runs, window=5)
    # no run logs ratio_mean or clip_frac: that panel is left out
    assert panel_titles(fig) == ["reward", "eval accuracy", "loss", "entropy (nats / token)", "advantages",
                                 "response length (tokens)", "throughput", "optimizer"]
    assert len(fig.axes) == 8 + 4, "twin axes for kl, truncated_frac, the timings and grad_norm"
    assert [t.get_text() for t in fig.legends[0].get_texts()] == ["run_a", "run_b"], "runs named after their folders"
    reward = fig.axes[0]
    assert [t.get_text() for t in reward.get_legend().get_texts()] == ["reward_mean", "correct_mean",
                                                                       "format_reward_mean"]
    evals = next(ax for ax in fig.axes if ax.get_title() == "eval accuracy").get_lines()
    assert [list(line.get_xdata()) for line in evals] == [[5, 10, 15, 20, 25, 30], []], "eval steps only, as points"
    assert evals[0].get_marker() == "o"
    entropy = next(ax for ax in fig.axes if ax.get_title().startswith("entropy")).get_lines()
    assert 3 not in entropy[0].get_xdata() and len(entropy[0].get_xdata()) == 29, "NaN steps are skipped"
    smoothed = entropy[1].get_ydata()
    raw = entropy[0].get_ydata()
    assert smoothed[-1] == pytest.approx(raw[-5:].mean()) and smoothed[0] == raw[0], "trailing moving average"
    fig.savefig(tmp_path / "runs.png", dpi=50)
    from matplotlib.image import imread
    w, h = fig.get_size_inches() * 50
    assert imread(tmp_path / "runs.png").shape[:2] == (round(h), round(w)), "a PNG of the whole figure"
    assert list(plot_logs.moving_average([1.0, 2.0, 3.0, 5.0], 2)) == [1.0, 1.5, 2.5, 4.0]


def test_plot_metrics_csv_errors_and_cli(tmp_path, monkeypatch, capsys):
    a = write_log(tmp_path / "run_a" / "log.jsonl", 12)
    b = write_log(tmp_path / "run_b" / "log.jsonl", 10, drop=("lr",))
    runs = {"run_a": plot_logs.read_log(a), "run_b": plot_logs.read_log(b)}
    fig = plot_logs.plot(runs, ["reward_mean", "kl", "peak_mem_gb"])
    assert panel_titles(fig) == ["reward", "loss", "peak_mem_gb"], "selected metrics only; an unpanelled key gets one"
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
    monkeypatch.setattr(sys, "argv", ["plot_logs.py", str(a), str(b), f"--out={tmp_path / 'ab.png'}", "--csv",
                                      "--smooth=3", "--metrics=reward_mean,lr"])
    runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")
    assert (tmp_path / "ab.png").stat().st_size > 10_000
    table = (tmp_path / "ab.csv").read_text().splitlines()
    assert len(table) == 1 + 12 + 10 and table[0].startswith("run,step,adv_mean,adv_std")
    header = table[0].split(",")
    assert table[-1].split(",")[header.index("lr")] == "" and table[-1].startswith("run_b,10,"), "missing: empty cell"
    assert "2 run(s), 22 steps" in capsys.readouterr().out


def test_grpo_several_updates_per_batch_move_and_clip_the_ratio(grpo_setup):
    """With inner_epochs > 1 the last update's ratio has moved away from 1, and a tight clip range is active."""
    run_ddp(grpo_setup, "epochs", 1, extra=["--inner_epochs=3", "--clip_eps=0.01", "--max_steps=1"])
    rec = read_log(grpo_setup / "epochs_out" / "log.jsonl")[1][0]
    assert abs(rec["ratio_mean"] - 1) > 1e-4 and 0 < rec["clip_frac"] < 1, rec

# -----------------------------------------------------------------------------
# demo/arith.py: the pieces of the CPU demo (its learning run is a benchmark, not a test)


def test_demo_worked_solution_example():
    want = "<think>2*4=8,5*4=20,7*4+2=30,7*4+3=31</think>\\boxed{31008}"
    assert arith.worked_solution(7752, "*", 4) == want, "the issue's example must be reproduced exactly"
    want = "<think>1+7=8,2+9=11,8+0+1=9,4+0=4</think>\\boxed{4918}"
    assert arith.worked_solution(4821, "+", 97) == want, "a missing digit of the shorter number is written as 0"


def test_demo_tokenizer_round_trip(tmp_path):
    tok = arith.build_tokenizer(tmp_path)
    assert tok.tok.get_vocab_size() <= 24, "the demo tokenizer is character-level: about two dozen tokens"
    text = "7752*4=?" + arith.worked_solution(7752, "*", 4) + "<|endoftext|>"
    ids = tok.encode(text)
    assert tok.decode(ids) == text, "decoding must give back the exact text the verifier reads"
    for word in ("<think>", "</think>", "\\boxed{", "<|endoftext|>"):
        assert len(tok.encode(word)) == 1, f"{word!r} must be a single token (format reward, verifier, stopping)"
    assert ids[-1] == tok.eos_id and tok.eos_id in tok.stop_ids, "<|endoftext|> must be the end token sampling stops on"
    assert tok.pad_id != tok.eos_id, "padding needs its own token so an answer's end token is never masked as padding"
    assert tok.think_id == tok.encode("<think>")[0] and tok.end_think_id == tok.encode("</think>")[0]
    assert tok.decode(ids, skip_special_tokens=True) == text.removesuffix("<|endoftext|>"), \
        "skipping special tokens must drop only the end token, never <think> or \\boxed{"


def test_demo_worked_solutions_grade_correct(tmp_path):
    tok = arith.build_tokenizer(tmp_path)
    train, test = arith.make_problems(300, 100, seed=0)
    for row in train + test:
        completion = tok.encode(row["solution"]) + [tok.eos_id]
        assert len(completion) <= arith.max_new_tokens, f"{row} does not fit in max_new_tokens={arith.max_new_tokens}"
        assert verify.grade(tok.decode(completion), row["answer"]), f"the worked solution of {row} must grade correct"
        a, op, b = re.fullmatch(r"(\d+)([+*])(\d+)=\?", row["problem"]).groups()
        assert int(row["answer"]) == (int(a) + int(b) if op == "+" else int(a) * int(b)), f"wrong answer in {row}"
    wrong = tok.decode(tok.encode(test[0]["solution"].replace("}", "1}")))
    assert not verify.grade(wrong, test[0]["answer"]), "a wrong boxed answer must grade wrong"


def test_demo_no_test_problem_in_train():
    train, test = arith.make_problems(5000, 300, seed=1)
    assert len(test) == 300 and len(train) == 5000, "make_problems must return exactly the sizes asked for"
    assert len({r["problem"] for r in test}) == 300, "held-out problems must be distinct"
    assert not {r["problem"] for r in train} & {r["problem"] for r in test}, "a held-out problem leaked into training"
    again, _ = arith.make_problems(5000, 300, seed=1)
    assert again == train, "the same seed must give the same problems"
    ops = [r["problem"] for r in train]
    assert 0.4 < sum("+" in p for p in ops) / len(ops) < 0.6, "the task is about half additions, half multiplications"
