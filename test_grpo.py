"""
Tests for nanoRLVR: pytest test_grpo.py

Hermetic and fast on a CPU: tiny random Qwen3 checkpoints and a byte-level tokenizer are written to
temporary folders (transformers is used only here, as the reference implementation). Tests that need
the MATH data ($NANORLVR_DATA, else ../shared/data) skip when it is absent, saying how to get it.
"""
import ast
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
import types
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
# the MATH files (math_train.jsonl, math500_test.jsonl): $NANORLVR_DATA, else ../shared/data beside the repository
SHARED_DATA = Path(os.environ.get("NANORLVR_DATA", ROOT.parent / "shared" / "data"))
MATH500 = SHARED_DATA / "math500_test.jsonl"
# what a skipped test says: the files are MATH-500 and MATH train, one JSON object per line
GET_DATA = ("set NANORLVR_DATA to a folder with math500_test.jsonl / math_train.jsonl (JSONL with problem and "
            "answer fields; e.g. HuggingFaceH4/MATH-500 on the Hugging Face Hub)")
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


# the from-scratch book's checkpoints: torch.save(model.state_dict()) of its own Qwen3Model, whose module
# names (reasoning_from_scratch/qwen3.py) are written out here by hand, ours -> the book's
BOOK_LAYER_NAMES = {"self_attn.q_proj.weight": "att.W_query.weight", "self_attn.k_proj.weight": "att.W_key.weight",
                    "self_attn.v_proj.weight": "att.W_value.weight", "self_attn.o_proj.weight": "att.out_proj.weight",
                    "self_attn.q_norm.weight": "att.q_norm.scale", "self_attn.k_norm.weight": "att.k_norm.scale",
                    "mlp.gate_proj.weight": "ff.fc1.weight", "mlp.up_proj.weight": "ff.fc2.weight",
                    "mlp.down_proj.weight": "ff.fc3.weight", "input_layernorm.weight": "norm1.scale",
                    "post_attention_layernorm.weight": "norm2.scale"}


def book_state_dict(model):
    """Our model's tensors under the book's names, as its trainer saves them: the output layer always
    stored, as a tensor of its own (equal to the embedding when tied)."""
    ours = model.state_dict()
    book = {"tok_emb.weight": ours["model.embed_tokens.weight"], "final_norm.scale": ours["model.norm.weight"],
            "out_head.weight": ours["lm_head.weight"]}
    for i in range(model.config.num_hidden_layers):
        for name, book_name in BOOK_LAYER_NAMES.items():
            book[f"trf_blocks.{i}.{book_name}"] = ours[f"model.layers.{i}.{name}"]
    return {k: v.clone() for k, v in book.items()}


def book_shaped_model(tie, seed=0):
    """A random Qwen3 with what a book checkpoint cannot store set as the book sets it (RoPE base 1e6,
    eps 1e-6: our defaults), head_dim apart from hidden / heads (as in Qwen3-0.6B) and non-trivial norms."""
    cfg = qwen3.Qwen3Config(vocab_size=288, hidden_size=64, intermediate_size=96, num_hidden_layers=2,
                            num_attention_heads=4, num_key_value_heads=2, head_dim=24, tie_word_embeddings=tie)
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
        assert loaded.config == model.config, "the shapes give the config, the book's constants the rest"
        with torch.no_grad():
            diff = (loaded(ids) - model(ids)).abs().max().item()
        assert diff == 0, f"same weights, same operations: logits {diff} apart (tie={tie})"
        bf16 = qwen3.load_model(tmp_path / f"book{tie}.pth", dtype=torch.bfloat16)
        assert bf16.lm_head.weight.dtype == torch.bfloat16, "loaded in the dtype asked for"
        # the command line: python qwen3.py --convert_book=... --tokenizer_dir=... --out_dir=...
        out = tmp_path / f"hf{tie}"
        argv = ["qwen3.py", f"--convert_book={tmp_path / f'book{tie}.pth'}", f"--tokenizer_dir={tmp_path / 'tok'}",
                f"--out_dir={out}"]
        monkeypatch.setattr(sys, "argv", argv)
        with pytest.raises(SystemExit) as e:
            runpy.run_path(str(ROOT / "qwen3.py"), run_name="__main__")
        assert not e.value.code, e.value.code
        assert (out / "tokenizer.json").read_text() == (tmp_path / "tok" / "tokenizer.json").read_text()
        ref = Qwen3ForCausalLM.from_pretrained(out).eval()
        with torch.no_grad():
            diff = (ref(ids).logits - model(ids)).abs().max().item()
            again = (qwen3.load_model(out)(ids) - model(ids)).abs().max().item()
        assert diff < 1e-4, f"transformers reads the converted folder with logits {diff} away (tie={tie})"
        assert again == 0, f"qwen3.load_model reads the converted folder back with logits {again} away"
        assert ref.config.tie_word_embeddings == tie, "a trained (untied) output layer is kept apart"


def test_book_checkpoint_matches_the_books_own_model(tmp_path):
    book = pytest.importorskip("reasoning_from_scratch.qwen3", reason="the book's package is not importable: pip "
                               "install requests; pip install --no-deps reasoning-from-scratch==0.2.0 (its pins "
                               "conflict with torch)")
    cfg = dict(book.QWEN_CONFIG_06_B, vocab_size=288, emb_dim=64, n_heads=4, n_layers=2, hidden_dim=96, head_dim=24,
               n_kv_groups=2, context_length=64, dtype=torch.float32)
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
            theirs.out_head.weight = theirs.tok_emb.weight  # as the book loads Qwen3-0.6B's tied weights
        torch.save(theirs.eval().state_dict(), tmp_path / "book.pth")
        ours = qwen3.load_model(tmp_path / "book.pth")
        assert ours.config.tie_word_embeddings == tie
        with torch.no_grad():
            diff = (ours(ids) - theirs(ids)).abs().max().item()
        assert diff < 1e-4, f"the book's Qwen3Model and ours differ by {diff} on the same weights (tie={tie})"


def test_book_checkpoint_errors_name_the_tensor(tmp_path):
    state = book_state_dict(book_shaped_model(tie=False))
    broken = [({"trf_blocks.1.ff.fc3.weight": None}, r"tensor trf_blocks\.1\.ff\.fc3\.weight is missing"),
              ({"trf_blocks.0.att.W_query.bias": torch.zeros(96)},
               r"unexpected tensor trf_blocks\.0\.att\.W_query\.bias"),
              ({"trf_blocks.1.norm2.scale": torch.ones(65)},
               r"tensor trf_blocks\.1\.norm2\.scale has shape \(65,\), expected \(64,\)"),
              ({"trf_blocks.0.ff.fc2.weight": torch.zeros(95, 64)},
               r"tensor trf_blocks\.0\.ff\.fc2\.weight has shape \(95, 64\), expected \(96, 64\)")]
    for change, message in broken:
        bad = {k: v for k, v in state.items() if k not in change} | {k: v for k, v in change.items() if v is not None}
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
    assert qwen3.tokenizer_folder(tmp_path / "bad.pth") == tmp_path, "a tokenizer beside the .pth is found"


def test_eval_runs_from_a_book_checkpoint_as_from_its_converted_folder(eval_dir, monkeypatch, capsys, tmp_path):
    def run(*args):
        monkeypatch.setattr(sys, "argv", ["eval_math500.py", *args])
        runpy.run_path(str(ROOT / "eval_math500.py"), run_name="__main__")
    (tmp_path / "book").mkdir()
    pth = tmp_path / "book" / "step00050.pth"
    torch.save(book_state_dict(qwen3.load_model(eval_dir)), pth)
    qwen3.convert_book_checkpoint(pth, eval_dir, tmp_path / "hf")
    flags = [f"--data_path={eval_dir / 'problems.jsonl'}", "--max_items=3", "--max_new_tokens=4", "--workers=1"]
    with pytest.raises(SystemExit, match="--tokenizer_dir="):
        run(f"--model_dir={pth}", *flags)
    run(f"--model_dir={pth}", f"--tokenizer_dir={eval_dir}", *flags)
    run(f"--model_dir={tmp_path / 'hf'}", *flags)
    settings, records = eval_math500.read_results(tmp_path / "book" / "step00050_math500_base.jsonl")
    _, converted = eval_math500.read_results(tmp_path / "hf" / "math500_base.jsonl")
    assert [r["response"] for r in records] == [r["response"] for r in converted], "the same model, the same answers"
    assert settings["model_sha256"] == eval_math500.fingerprint(pth, eval_dir)
    torch.save(book_state_dict(book_shaped_model(tie=True)), pth)
    assert eval_math500.fingerprint(pth, eval_dir) != settings["model_sha256"], "other weights, other fingerprint"


@pytest.mark.slow
def test_grpo_trains_from_a_book_checkpoint(grpo_setup, tmp_path):
    d = grpo_setup
    pth = tmp_path / "step00050.pth"
    start = qwen3.load_model(d / "model")
    torch.save(book_state_dict(start), pth)
    # kl_coef: the reference model loads from the .pth too; the tokenizer comes from another folder
    flags = tiny_flags(d, model_dir=pth, tokenizer_dir=d / "model", kl_coef=0.1, max_steps=2, ckpt_interval=2)
    r = run_driver(tmp_path, [*flags, f"--out_dir={tmp_path / 'run'}"])
    assert r.returncode == 0, r.stderr[-3000:]
    _, steps, _ = read_log(tmp_path / "run" / "log.jsonl")
    assert [s["step"] for s in steps] == [1, 2] and steps[0]["kl"] == 0.0, "the first step starts at the reference"
    trained = qwen3.load_model(tmp_path / "run" / "ckpt_000002")
    assert not torch.equal(trained.lm_head.weight, start.lm_head.weight), "training changes the weights"
    assert qwen3.load_tokenizer(tmp_path / "run" / "ckpt_000002").eos_id == 256, "checkpoints carry the tokenizer"


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
    (r"\dfrac{3}{4}", r"\frac34", True), (r"\tfrac{3}{4}", "0.75", True),
    ("1/2", r"\frac{1}{2}", True), (r"-\frac{1}{2}", r"\frac{-1}{2}", True),
    (r"\frac{2}{4}", r"\frac{1}{2}", True), ("0.50", r"\frac12", True),
    ("0.51", r"\frac12", False), (r"\frac{1}{3}", "0.33", False),
    (r"\frac{1}{3}", "0.3333333", False), ("2", "2.0", True), ("3", "-3", False),
    ("0.1+0.2", "0.3", True), (r"\frac{6}{4}", r"\frac{3}{2}", True),
    (r"\frac{3}{2}", r"1\frac{1}{2}", True), (r"137 \frac{1}{2}", "137.5", True),
    (r"-2\frac{1}{4}", "-2.25", True), (r"\frac{14}{3}", r"4\frac{2}{3}", True),
    (r"\frac{3}{0}", r"\infty", False), ("1000001", "1000000", False),
    # thousands separators, but not lists
    ("1,000", "1000", True), (r"10,\!080", "10080", True), ("1{,}000{,}000", "1000000", True),
    (r"11,\! 111,\! 111,\! 100", "11111111100", True), ("1,234", "1234", True),
    ("12", "1,2", False), ("2,3", "2.3", False),
    # roots, pi, e, powers, factorials: exact simplification or 30-digit values
    (r"2\sqrt{3}", r"\sqrt{12}", True), (r"\sqrt2", r"\sqrt{2}", True),
    (r"\frac{\sqrt{3}}{3}", r"\frac{1}{\sqrt{3}}", True),
    (r"\frac{\sqrt{3}}{3}", r"\frac{\sqrt{2}}{2}", False), (r"3\sqrt{13}", r"\sqrt{117}", True),
    (r"11\sqrt2", r"11 \sqrt{2}", True), (r"\sqrt[3]{8}", "2", True),
    (r"\sqrt[3]{2}", "2^{1/3}", True), (r"\sqrt{8}", r"2\sqrt{3}", False),
    (r"\frac{\sqrt{5}+1}{2}", r"\frac{1+\sqrt5}{2}", True),
    (r"\sqrt{2}+\sqrt{3}", r"\sqrt{5+2\sqrt{6}}", True), ("3.14", r"\pi", False),
    (r"3\pi", r"3 \cdot \pi", True), (r"288\pi", r"288 \pi", True),
    (r"\frac{20000}{\pi}", r"20000/\pi", True), (r"18+2\pi", r"2\pi+18", True),
    (r"2\pi", r"\pi", False), (r"\pi/2", r"\frac{\pi}{2}", True), ("e^2", r"e \cdot e", True),
    ("1.4142135623730951", r"\sqrt{2}", True), ("1.41421", r"\sqrt{2}", False),
    ("2^{10}", "1024", True), ("2^{10}", "1000", False), ("10^{-3}", "0.001", True),
    (r"6.72 \times 10^{-5}", ".0000672", True), ("5!", "120", True), ("2^{-1}", r"\frac12", True),
    (r"\infty", r"\infty", True), (r"-\infty", r"\infty", False),
    (r"2\infty", r"\infty", False), (r"\infty+1", r"\infty", False),
    # complex numbers
    ("6-5i", "6 - 5i", True), ("-5i+6", "6-5i", True), ("6+5i", "6-5i", False),
    ("1+274i", "274i+1", True), ("i^2", "-1", True), ("(1+i)^2", "2i", True),
    (r"\sqrt{-1}", "i", True),
    # expressions with variables: equal as functions (values at several points, then simplify)
    ("x^5 - x^4 + x^3 - x^2 + x - 1", "(x-1)(x^4+x^2+1)", True), ("x^3+3x-6", "x^3+3x+6", False),
    ("2k+2", "2(k+1)", True), ("2k+2", "2n+2", False), ("p - q", "-q + p", True),
    ("p - q", "q - p", False), (r"\frac{11+9a}{20}", r"\frac{11}{20}+\frac{9a}{20}", True),
    ("(a+5)(b+2)", "ab+2a+5b+10", True), ("(a+5)(b+2)", "(a+2)(b+5)", False),
    ("6r^2-4r-24", "2(3r^2-2r-12)", True), ("3R^2", "3r^2", False),
    (r"\cot x", r"\frac{\cos x}{\sin x}", True), (r"\cot x", r"\tan x", False),
    (r"\sin^2 x + \cos^2 x", "1", True), (r"\sin 2x", r"2\sin x\cos x", True),
    (r"\log(e^3)", "3", True), (r"\ln(e^2)", "2", True), ("|x|", "x", False),
    (r"\sqrt{x^2}", "x", False), ("8n^2 + 4n + 1", "8n^2+4n+1", True), ("x^2", "x^{2}", True),
    ("-x^2", "(-x)^2", False), (r"\frac{x}{2}", "0.5x", True),
    (r"\alpha + \beta", r"\beta+\alpha", True), ("a_1 + a_2", "a_{2}+a_1", True),
    ("a_1", "a_2", False), ("x", "5", False), (r"\frac{1}{2}", r"\frac{1}{2}x", False),
    # a one-letter left side names the answer; equations are equal up to a nonzero constant factor
    ("x=5", "5", True), ("k = 5", "5", True), ("x=5", "6", False), ("y = 2x+3", "2x+3", True),
    ("y = 2x+3", "y=3+2x", True), ("y=2x+3", "y=3x+2", False), ("y=-2x", "-2x", True),
    ("5x - 7y + 11z + 4 = 0", "5x-7y+11z=-4", True),
    ("5x - 7y + 11z + 4 = 0", "-5x+7y-11z-4=0", True),
    ("5x - 7y + 11z + 4 = 0", "5x-7y+11z-4=0", False), ("x+y=1", "2x+2y=2", True),
    ("x^2+y^2=1", "x+y=1", False), (r"x \in [-2,7]", "[-2,7]", True),
    (r"x=1 \text{ or } x=2", "1,2", True), ("x=5", "y=5", False),
    # bare lists and sets compare in any order; plus/minus is a set of two
    ("1,-2", "-2,1", True), ("1,-2", "1,2", False), ("3, 5, 7", "7,5,3", True),
    ("3,5,7", "3,5", False), ("-2,1", "-2,1,1", False),
    (r"1 \pm \sqrt{19}", r"1+\sqrt{19}, 1-\sqrt{19}", True),
    (r"1 \pm \sqrt{19}", r"1+\sqrt{19}", False),
    (r"3 \pm 2\sqrt{2}", r"3-2\sqrt2,3+2\sqrt2", True),
    (r"\{1\pm\sqrt{5},-2\}", r"-2, 1+\sqrt5, 1-\sqrt5", True), (r"\{1,2\}", "1,2", True),
    (r"\{5\}", "5", True), (r"1 \text{ and } 2", "1,2", True), ("1 \u00b1 2", "3,-1", True),
    (r"\pm 5", "5", False), ("1,2,3,4,5", "3", False),
    # tuples and intervals: order and bracket kinds matter
    ("(1,2)", "(1, 2)", True), ("(1,2)", "(2,1)", False), ("(1,2)", "[1,2]", False),
    ("(1,2]", "[1,2]", False), ("(3,4]", r"\left(3,4\right]", True), ("(1,2)", "1,2", False),
    ("(6,31,-1)", "(6, 31, -1)", True), ("(6,31,-1)", "(6,31,1)", False),
    (r"(\frac{3}{2}, -13)", "(1.5,-13)", True), (r"(2,\infty)", r"(2, \infty)", True),
    (r"(2,\infty)", r"[2,\infty)", False), (r"(-\infty, 0]", r"(-\infty,0)", False),
    (r"(-\infty, 2) \cup (3, \infty)", r"(3,\infty)\cup(-\infty,2)", True),
    (r"(0,9) \cup (9,36)", "(0,36)", False),
    (r"\left( 3, \frac{\pi}{2} \right)", r"(3,\pi/2)", True),
    (r"(-\sqrt{3}, \sqrt{3})", r"(-\sqrt3,\sqrt3)", True),
    (r"[\frac{\pi^2}{8}, \frac{5\pi^2}{4}]", r"\left[ \frac{\pi^2}{8}, \frac{5 \pi^2}{4} \right]", True),
    # matrices and vectors: element by element, same shape
    (r"\begin{pmatrix} -1/3 \\ 2/3 \\ 5/3 \end{pmatrix}",
     r"\begin{pmatrix} -\frac13 \\ \frac23 \\ \frac53 \end{pmatrix}", True),
    (r"\begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix}", r"\begin{bmatrix}-1&0\\0&-1\end{bmatrix}", True),
    (r"\begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix}", r"\begin{pmatrix} -1 & 0 \\ 0 & 1 \end{pmatrix}", False),
    (r"\begin{pmatrix} 1 \\ 2 \end{pmatrix}", r"\begin{pmatrix} 1 & 2 \end{pmatrix}", False),
    (r"\begin{pmatrix} 1 \\ 2 \end{pmatrix}", "(1,2)", False),
    # text answers compare as text, never as products of letters
    (r"\text{(C)}", "C", True), ("(C)", "C", True), (r"\textbf{(C)}", "(C)", True),
    ("(C)", "(D)", False), ("(c)", "C", True), ("c", "C", False),
    (r"\text{Evelyn}", "Evelyn", True), ("evelyn", r"\text{Evelyn}", True),
    (r"\text{Evenly}", r"\text{Evelyn}", False), (r"\text{east}", r"\text{west}", False),
    (r"\text{even}", "even", True), (r"\text{ellipse}", r"\text{circle}", False),
    # degrees, percent, dollars and units are dropped, whatever the unit (MATH's convention): only the
    # number decides, so `15 cm` equals `15 miles` and a different number is a different answer
    (r"90^\circ", "90", True), (r"90^{\circ}", "90", True), ("90\u00b0", r"90^\circ", True),
    (r"90^\circ", r"\frac{\pi}{2}", False),
    (r"\frac{270}7\text{ degrees}", r"\frac{270}{7}", True), (r"50\%", "50", True),
    (r"50\%", "0.5", False), (r"\$32,\!348", "32348", True), (r"\$18.90", "18.9", True),
    (r"5.4 \text{ cents}", "5.4", True), (r"864 \mbox{ inches}^2", "864", True),
    (r"15\mbox{ cm}^2", r"15 \text{ cm}^2", True), ("15 cm", "15", True),
    ("15 cm", "15 miles", True), (r"3 \text{ hours}", r"3 \text{ days}", True),
    (r"16 \text{ units}", "17", False), ("15 cm", "16 cm", False),
    # numbers in other bases compare as written: the digits, not the value
    ("52_8", "52", True), ("52_8", "42", False), ("4210_{5}", "4210_5", True),
    ("1011_2", "1011", True), ("1011_2", "1101_2", False), ("52_8", "52_9", False),
    ("52_{8}", "52_8", True),
    # spacing and formatting
    (r"\displaystyle\frac{1}{2}", r"\frac12", True), ("5.", "5", True), ("$5$", "5", True),
    (r"3 \cdot 4", "12", True), (r"3 \times 4", "12", True), (r"2 \times 10^3", "2000", True),
    (r"2 \div 4", "0.5", True), (r"\,5\!", "5", True),
    # unicode
    ("\u03c0/2", r"\frac{\pi}{2}", True), ("\u221a2", r"\sqrt{2}", True), ("\u22123", "-3", True),
    ("1/2*\u03c0", r"\frac{\pi}{2}", True), ("x \u2264 5", r"x \le 5", True),
    # empty and broken answers are wrong, not errors
    ("", "5", False), ("5", "", False), ("", "", False), (r"\frac{1}{2", r"\frac{1}{2}", False),
    ("}{", "1", False),
]

# Families of answers that once graded wrong, each with near misses that must stay wrong: a reward for a
# wrong answer is worse than no reward for a right one. Each pair is also checked swapped.
VERIFY_FAMILIES = {
    "plain-text math": [
        ("sqrt(5)", r"\sqrt{5}", True), ("3*sqrt(13)", r"3\sqrt{13}", True), ("pi", r"\pi", True),
        ("7pi", r"7\pi", True), ("20000/pi", r"\frac{20000}{\pi}", True),
        ("-pi/6", r"-\frac{\pi}{6}", True), ("(3,pi/2)", r"\left( 3, \frac{\pi}{2} \right)", True),
        ("[pi^2/8, 5pi^2/4]", r"\left[ \frac{\pi^2}{8}, \frac{5 \pi^2}{4} \right]", True),
        (r"3\pm2*sqrt(2)", r"3 \pm 2 \sqrt{2}", True), ("5.4cents", "5.4", True),
        ("2**10", "1024", True), ("sqrt(2)/2", r"\frac{\sqrt2}{2}", True),
        ("sin(x)^2+cos(x)^2", "1", True), ("2*pi*r", r"2\pi r", True), ("-inf", r"-\infty", True),
        ("x^(1/3)", r"\sqrt[3]{x}", True), ("sqrt(5)", r"\sqrt{6}", False), ("7pi", "7", False),
        ("pi", "3.14", False), ("20000/pi", r"20000\pi", False),
        ("-pi/6", r"\frac{\pi}{6}", False), ("(3,pi/2)", r"(3,\pi)", False),
        ("[pi^2/8, 5pi^2/4]", r"\left( \frac{\pi^2}{8}, \frac{5 \pi^2}{4} \right)", False),
        (r"3\pm2*sqrt(2)", r"3+2\sqrt{2}", False), ("5.4cents", "54", False),
        ("epic", r"e \pi c", False), ("sqrt(2)/2", r"\sqrt{2}", False), ("2*pi*r", r"2\pi", False),
    ],
    "LaTeX wrappers and spellings": [
        (r"\(\frac12\)", "0.5", True), (r"\[ x = 3 \]", "3", True),
        ("The answer is $5$", "5", True), (r"$x=1$ or $x=2$", "1,2", True),
        (r"\text{The answer is } \(7\)", "7", True), (r"\cfrac{1}{2}", r"\frac12", True),
        (r"\dfrac{3}{4}", "0.75", True), (r"\frac 59", r"\frac{5}{9}", True),
        (r"\text{The answer is } 5", "5", True),
        (r"\text{all real numbers}", r"(-\infty,\infty)", True), ("(a,b) = (1,2)", "(1,2)", True),
        ("(a,b) = (1,2)", "(2,1)", False), (r"\text{The answer is } 5", "6", False),
        ("The final answer is 5", "5", True), ("Answer: 5", "5", True),
        ("The answer is 5", "6", False), ("answer", "answer", True),
        (r"\text{answers}", "s", False), ("{ (1, 2) }", "(1,2)", True),
        ("{ (1, 2) }", "(2,1)", False), ("{1}{2}", "1", False),
        (r"\textnormal{east}", "east", True), (r"\mathrm{(B)}", "B", True),
        (r"5\mathrm{cm}", "5", True), (r"\(\frac12\)", "0.6", False), (r"\[ x = 3 \]", "4", False),
        ("The answer is $5$", "6", False), (r"$x=1$ or $x=2$", "1,3", False),
        (r"\cfrac{1}{2}", r"\frac{1}{3}", False), (r"\frac 59", r"\frac{9}{5}", False),
        (r"\textnormal{east}", "west", False), (r"\mathrm{(B)}", "C", False),
    ],
    "matrices and vectors": [
        (r"\left[\begin{array}{cc}1&2\\3&4\end{array}\right]", r"\begin{pmatrix}1&2\\3&4\end{pmatrix}", True),
        (r"\left(\begin{matrix}1&2\\3&4\end{matrix}\right)", r"\begin{bmatrix}1&2\\3&4\end{bmatrix}", True),
        (r"\begin{array}{c}1\\ \frac12\end{array}", r"\begin{pmatrix}1\\0.5\end{pmatrix}", True),
        (r"\left[\begin{array}{cc}1&2\\3&4\end{array}\right]", r"\begin{pmatrix}1&2\\3&5\end{pmatrix}", False),
        (r"\left[\begin{array}{cc}1&2\\3&4\end{array}\right]", r"\begin{pmatrix}1&3\\2&4\end{pmatrix}", False),
        (r"\left(\begin{matrix}1\\2\end{matrix}\right)", r"\begin{pmatrix}1&2\end{pmatrix}", False),
        (r"\left(\begin{matrix}1\\2\end{matrix}\right)", "(1,2)", False),
        (r"\begin{pmatrix}1&0\\0&1\\\end{pmatrix}", r"\begin{bmatrix}1&0\\0&1\end{bmatrix}", True),
        (r"\begin{pmatrix}1&0\\0&1\\\end{pmatrix}", r"\begin{bmatrix}1&0\\0&2\end{bmatrix}", False),
    ],
    "numbers in words and notations": [
        ("28 percent", r"28\%", True), ("28 pct", r"28\%", True), ("2 million", "2000000", True),
        (r"3\text{ thousand}", "3000", True), ("6.72e-5", ".0000672", True),
        ("1.5E3", "1500", True), ("7 3/4", r"\frac{31}{4}", True), ("-7 3/4", "-7.75", True),
        (r"0.\overline{5}", r"\frac59", True), (r"0.1\overline{6}", r"\frac16", True),
        (r".\overline{12}", r"\frac{4}{33}", True), ("1,234/2", "617", True),
        (r"\frac{1,000}{4}", "250", True), ("28 percent", "0.28", False),
        ("2 million", "2000", False), ("6.72e-5", "672000", False),
        ("7 3/4", r"\frac{21}{4}", False), (r"0.\overline{5}", "0.5", False),
        (r"0.\overline{5}", "0.555", False), ("1,234/2", "1234", False),
        ("(1,234)", "1234", False), ("2e", "2", False), (r"0.1\overline{6}", "0.16", False),
        ("2m", "2", False), ("x^2,100", "x^2100", False),
    ],
    "unevaluated but equal expressions": [
        (r"\frac12 + \frac16", r"\frac23", True), (r"2^3\cdot 3", "24", True),
        (r"\sqrt{2}\cdot\sqrt{8}", "4", True), ("(2+3)^2", "25", True),
        (r"\frac{6!}{4!}", "30", True), (r"\frac12 + \frac16", r"\frac34", False),
        (r"\sqrt{2}\cdot\sqrt{8}", "8", False), ("(2+3)^2", "13", False),
        (r"\frac{6!}{4!}", "6", False), (r"\log_2 8", "3", True),
        (r"\tan^{-1}(1)", r"\frac{\pi}{4}", True), (r"\binom{5}{2}", "10", True),
        ("f(x)=2x+1", "2x+1", True), (r"\log_2 8", "4", False),
        (r"\sin^{-1}(1)", r"\frac{1}{\sin 1}", False), (r"\binom{5}{2}", "20", False),
        ("f(x)=2x+1", "2x+2", False),
    ],
    "inequalities and intervals": [
        (r"5 \geq x", r"x \le 5", True), ("-x > -1", "x<1", True), ("x<3", r"(-\infty,3)", True),
        ("0<x<12.5", "(0,12.5)", True), (r"x \ge 2", r"[2,\infty)", True),
        ("x^2<4", "-2<x<2", True), ("2x+4>0", "x>-2", True), ("x+y<1", "y<1-x", True),
        (r"(0,36) \setminus \{9\}", r"(0,9)\cup(9,36)", True),
        (r"\mathbb{R} \setminus \{0\}", r"(-\infty,0)\cup(0,\infty)", True),
        ("x >= 5", r"x \geq 5", True), ("x <= 1", "-x >= -1", True), ("x != 3", r"x \neq 3", True),
        ("x >= 5", "x > 5", False), ("x != 3", r"x \neq 4", False), ("5!=120", "120", True),
        (r"5 \geq x", "x<5", False), ("-x > -1", "x>1", False), ("x<3", r"(-\infty,3]", False),
        ("x<3", r"(3,\infty)", False), ("x<3", "3", False), ("0<x<12.5", "[0,12.5]", False),
        (r"x \le 5", r"(-\infty,5)", False), ("x+y<1", "y>1-x", False), ("x+y<1", "x+y<2", False),
        (r"(0,36) \setminus \{9\}", "(0,36)", False),
        (r"(0,36) \setminus \{9\}", r"(0,9)\cup(9,37)", False),
        ("f(3) < f(1) < f(4)", "f(2) < f(1) < f(4)", False), ("x<x-1", "x>x+1", False),
    ],
    # reward holes: labels are kept, and equations without variables are lists of values
    "labelled lists and equations without variables": [
        ("y=3, x=2", "x=2, y=3", True), ("a=3, b=2", "b=2, a=3", True), ("x=1, x=2", "2,1", True),
        ("0.56", r"0.56 = 56\%", True), (r"56\%", r"0.56 = 56\%", True),
        ("a=3, b=2", "a=2, b=3", False), ("x=2, y=1", "x=1, y=2", False),
        ("0=1", r"0.56 = 56\%", False), ("1=2", r"0.56 = 56\%", False),
        ("0.57", r"0.56 = 56\%", False), ("a=3, b=2", "3,2", False), ("a=3, b=2", "(2,3)", False),
        ("a=3, b=2", "a=3, c=2", False), (r"\frac12=0.5", "0.5", True), ("3=5", "5", False),
        ("3=5", "3", False), ("3=5", "5=3", True),
    ],
    # decided as written in verify.py's specification
    "judgement calls": [
        ("p=6, q=31, r=-1", "(6,31,-1)", True), ("y=-2x", "2x+y=0", True),
        ("15 cm", "15 miles", True), ("p=6, q=31, r=-1", "(6,-1,31)", False),
        ("y=-2x", "2x-y=0", False), (r"50\%", r"\frac12", False), ("x=5", "y=5", False),
        (r"90^\circ", r"\frac{\pi}{2}", False),
    ],
}

# inputs that must be refused or given up on quickly: huge values, deep nesting, junk, long runs
PATHOLOGICAL = [
    "2^{2^{2^{100}}}", "10^{10^{10}}", "(10^{1000})^{1000}", "9^{9^{9}}", "x^{10^{9}}",
    "(x+1)^{100000}", "99999!", "1001!", r"\sin(10^{9999})", r"(1+\sqrt{2})^{9999}",
    "((x+y+z)^{30})^{30}", r"\sqrt{10^{9999}+1}", "{" * 5000 + "1" + "}" * 5000,
    "(" * 3000 + "1" + ")" * 3000, "-" * 3000 + "1", r"\frac{" * 2000,
    r"\sqrt{" * 500 + "2" + "}" * 500, "1" * 5000, "x^x^x^x^x^x^x^x^x^x",
    r"\left(" * 100 + r"\right)" * 100, "1,2," * 2000, r"\{" * 50 + r"\}" * 50,
    r"\begin{pmatrix}" * 30, r"\text{" * 1000, "$" * 1000, "\\\\" * 1000,
    "".join(chr(33 + (i * 7919) % 94) for i in range(10000)), r"\infty-\infty", r"\log_0 0",
    r"\sqrt[0]{2}",
    # the newer families' worst cases
    "5" + " " * 200_000 + "x", "1e99999", "9.9e-99999", "x<" * 300 + "1", "x^{100}<1",
    "x^{99}-x^{98}+1<0", r"(0,1)\setminus" * 100 + "1", r"0.\overline{" + "9" * 900 + "}",
    "sqrt(" * 300 + "2" + ")" * 300, "pi" * 400, r"\(" * 3000, "a=1," * 200, "1,234" * 300,
    "7 " * 500 + "3/4", r"\mathbb{R}\setminus\{0\}" * 40, "0=" * 400 + "1",
    r"\left[\begin{array}{c}" * 30,
]


def test_verify_table_of_answer_pairs():
    wrong = [(p, g, want) for p, g, want in VERIFY_CASES
             if verify.is_equiv(p, g) != want or verify.is_equiv(g, p) != want]
    assert not wrong, f"is_equiv disagrees (either argument order) on (pred, gt, expected): {wrong}"


@pytest.mark.parametrize("family", VERIFY_FAMILIES)
def test_verify_answer_families(family):
    wrong = [(p, g, want) for p, g, want in VERIFY_FAMILIES[family]
             if verify.is_equiv(p, g) != want or verify.is_equiv(g, p) != want]
    assert not wrong, f"{family}: is_equiv disagrees (either order) on (pred, gt, expected): {wrong}"


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
        # the last box, nested braces
        (r"so \boxed{1} then \boxed{\frac{1}{2}}.", False, r"\frac{1}{2}"),
        (r"thus $\boxed 5$.", False, "5"),
        (r"\fbox{7}", False, "7"),
        (r"\boxed {x = 2}", False, "x = 2"),
        # an unclosed last box is no answer
        (r"truncated \boxed{2} and \boxed{\frac{1}{2", False, None),
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
    assert verify.grade("The answer is 0.5.", "0.5", fallback=True) is True, "fallback: the last number"
    assert verify.grade(r"\boxed{}", "") is False, "an empty answer is never right"
    both = r"\boxed{-2} and \boxed{1}"
    assert verify.grade(both, "-2,1") is False, "the last box is the answer; boxes don't join"
    for junk in [r"\boxed{\frac{}{}}", r"\boxed{\left(}", r"\boxed{\begin{pmatrix}}", r"\boxed{^_^}", None]:
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
            ("36", r"36^\circ"), ("36", r"\$36"), (r"36^\circ", r"\$36"), (r"\frac{1}{4}", r"\frac14"),
            (r"30^\circ", "30"), (r"10,\!080", "10080"), ("15", r"15\mbox{ cm}^2"),
            (r"2 \sqrt{5}", r"2\sqrt{5}"), ("1,-2", "-2,1")]
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
    for run in [" ", "a ", "1", ",", "\\", "$", "{", "(", ".", "x=", r"\(", "e-", "pi", "\\text{a}"]:
        junk = "5" + run * (200_000 // len(run)) + "x"
        t0 = time.time()
        verdicts = [verify.grade(f"\\boxed{{{junk}}}", "5"), verify.is_equiv(junk, "6" + junk[1:])]
        seconds = time.time() - t0
        assert verdicts == [False, False], f"a run of {run!r} after 5 is not 5, nor the run after 6"
        assert seconds < 1.0, f"a run of 200,000 {run!r} took {seconds:.1f} s: it must be linear"


def test_verify_grade_batch_matches_grade():
    responses = [f"so it is \\boxed{{{p}}}." for p, _, _ in VERIFY_CASES] + ["no box 5", None]
    truths = [g for _, g, _ in VERIFY_CASES] + ["5", "5"]
    want = [w for _, _, w in VERIFY_CASES] + [False, False]
    got = verify.grade_batch(responses, truths, workers=2)
    assert got == want, "grading in worker processes must agree with the table"
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
            outcome["verdicts"] = verify.grade_batch([r"\boxed{\sqrt{8}}"], [r"2\sqrt{2}"], workers=2)
        except RuntimeError as error:
            outcome["error"] = str(error)

    thread = threading.Thread(target=grade, daemon=True)
    thread.start()
    thread.join(timeout=10)
    assert not thread.is_alive(), "grading must give up on a worker that does not start in time"
    assert "did not start" in outcome.get("error", ""), f"a worker that never starts is an error: {outcome}"


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
    assert got == [want for _, _, want in cases], "is_equiv off the main thread must agree with the table"


@pytest.mark.slow
def test_verify_command_line(tmp_path):
    script = Path(verify.__file__)
    out = subprocess.run([sys.executable, script, r"so \boxed{\frac12}.", "-0.5"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out
    assert r"extracted:  \frac12" in out.stdout and "equal:      False" in out.stdout, out
    # the trainer's samples.jsonl names the text `completion`; evaluation results name it `response`
    results = tmp_path / "samples.jsonl"
    rows = [{"completion": r"\boxed{2\sqrt{2}}", "answer": r"\sqrt8"},
            {"completion": r"\boxed{3}", "answer": "4"},
            {"response": "4", "answer": "4"},
            {"response": r"\boxed{4}", "answer": 4}]
    results.write_text("\n".join(json.dumps(row) for row in rows))
    out = subprocess.run([sys.executable, script, "--jsonl", results], capture_output=True, text=True)
    assert out.returncode == 0 and "accuracy 2/4" in out.stdout, out


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


@pytest.mark.parametrize("std_norm", [False, True])
def test_equal_rewards_give_exactly_zero_advantage(std_norm):
    """The float32 mean of eight rewards of 0.1 is not 0.1, so r - mean is about 1e-8, not 0: equal groups
    must be found from the rewards themselves."""
    rewards = torch.cat([torch.full((8,), 0.1), torch.tensor([0.1, 1.1, 0.1, 0.1, 1.1, 0.1, 0.1, 0.1])])
    adv = grpo.group_advantages(rewards, 8, std_norm=std_norm)
    assert torch.equal(adv[:8], torch.zeros(8)), f"an all-equal group must get A = 0 exactly, got {adv[:8]}"
    assert (adv[8:] != 0).all()
    assert grpo.equal_reward_groups(rewards, 8).tolist() == [True, False]


def test_rewards_correctness_plus_format():
    correct, fmt = torch.tensor([1.0, 0.0, 1.0, 0.0]), torch.tensor([1.0, 1.0, 0.0, 0.0])
    assert torch.equal(grpo.compute_rewards(correct, fmt, 0.5, False, 1.0), torch.tensor([1.5, 0.5, 1.0, 0.0]))
    assert torch.equal(grpo.compute_rewards(correct, fmt, 0.5, True, 1.0), torch.tensor([1.5, 0.0, 1.0, 0.0]))
    assert torch.equal(grpo.compute_rewards(correct, fmt, 0.5, False, 0.0), torch.tensor([0.5, 0.5, 0.0, 0.0])), \
        "correct_reward_weight=0: the format alone"
    assert grpo.format_ok("<think>a</think> \\boxed{1}", "think") == 1.0
    assert grpo.format_ok("</think><think>", "think") == 0.0 and grpo.format_ok("<think> no end", "think") == 0.0
    assert grpo.format_ok("so \\boxed{7}", "boxed") == 1.0 and grpo.format_ok("<think>7</think>", "boxed") == 0.0


def test_policy_loss_at_ratio_one_is_the_plain_policy_gradient():
    logp = torch.tensor([[-1.0, -2.0, -0.5], [-0.3, -0.7, -9.0]], requires_grad=True)
    adv, mask = torch.tensor([1.5, -0.5]), torch.tensor([[1.0, 1.0, 1.0], [1.0, 1.0, 0.0]])
    loss, ratio, clipped, _ = grpo.policy_loss(logp, logp.detach(), adv, mask, "token", 0.2, 0.28, "ppo", 0.0)
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
    loss, _, clipped, _ = grpo.policy_loss(logp, old, adv, torch.ones(1, 4), "token", 0.2, 0.28, "ppo", 0.0)
    loss.sum().backward()
    flows = logp.grad[0] != 0
    if adv_sign > 0:
        assert flows.tolist() == [True, True, True, False] and clipped[0].tolist() == [False, False, False, True]
    else:
        assert flows.tolist() == [False, True, True, True] and clipped[0].tolist() == [True, False, False, False]
    assert torch.allclose(logp.grad[0][flows], -adv_sign * rho[0][flows]), "d(-rho A)/dlogp = -rho A"
    no_clip, _, none, _ = grpo.policy_loss(logp, old, adv, torch.ones(1, 4), "token", 0.0, 0.0, "ppo", 0.0)
    assert torch.allclose(no_clip, -rho * adv_sign) and not none.any(), "clip_eps=0 switches clipping off"


def test_sequence_ratio_is_the_length_normalised_geometric_mean():
    logp = torch.tensor([[-1.0, -1.0, -1.0], [-2.0, -2.0, 0.0]])
    old = torch.tensor([[-1.3, -0.4, -1.6], [-2.5, -2.5, 5.0]])
    mask = torch.tensor([[1.0, 1.0, 1.0], [1.0, 1.0, 0.0]])
    _, ratio, _, _ = grpo.policy_loss(logp, old, torch.ones(2), mask, "sequence", 0.0, 0.0, "ppo", 0.0)
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


def test_kl_estimators_values_and_expected_gradients():
    """As values, k1, k2 and k3 estimate KL(p || q) under samples of p (k2 only to second order). As loss
    terms differentiated through log p with the samples held fixed, their expected gradients are those
    of 0 (k1), KL(p || q) (k2) and KL(q || p) (k3). Checked on a small categorical p = softmax(theta),
    with the expectation over samples taken exactly (each outcome weighted by its detached probability)."""
    logp = torch.tensor([-1.0, -2.0, -0.1, -3.0])
    ref = torch.tensor([-1.5, -1.0, -0.1, -0.2])
    x = ref - logp
    assert torch.allclose(grpo.kl_penalty(logp, ref, "k1"), -x)
    assert torch.allclose(grpo.kl_penalty(logp, ref, "k2"), x ** 2 / 2)
    assert torch.allclose(grpo.kl_penalty(logp, ref, "k3"), x.exp() - x - 1)
    for est in ("k1", "k2", "k3"):
        assert grpo.kl_penalty(ref, ref, est).abs().max() == 0, f"{est}: KL is 0 when policy equals reference"
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
        assert torch.allclose(got, expected, atol=1e-6), f"{est}: expected gradient {got}, want {expected}"
    assert want["k2"].abs().max() > 0.01 and not torch.allclose(want["k2"], want["k3"], atol=1e-3)
    # the same by sampling: 200,000 draws from p land within a few standard errors of the k2 gradient
    draws = torch.multinomial(p.detach(), 200_000, replacement=True, generator=torch.Generator().manual_seed(0))
    sampled_loss = grpo.kl_penalty(theta.log_softmax(-1)[draws], q.log()[draws], "k2").mean()
    assert torch.allclose(torch.autograd.grad(sampled_loss, theta)[0], want["k2"], atol=5e-3)


def test_blocked_logprobs_and_entropy_equal_a_direct_computation():
    g = torch.Generator().manual_seed(0)
    hidden = torch.randn(23, 16, generator=g, requires_grad=True)
    weight = torch.randn(50, 16, generator=g, requires_grad=True)
    targets = torch.randint(0, 50, (23,), generator=g)
    upstream = torch.randn(23, generator=g)  # any loss of the log-probs
    logp, ent = grpo.BlockedLogprobs.apply(hidden, weight, targets, 5, 4)  # blocks of 5 x 4, the last partial
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
    logp16, ent16 = grpo.BlockedLogprobs.apply(h16, w16, targets, 5, 4)
    (logp16 * upstream).sum().backward()
    assert logp16.dtype == torch.float32 and h16.grad.dtype == w16.grad.dtype == torch.bfloat16
    assert torch.allclose(logp16, logp, atol=0.15) and torch.allclose(ent16, ent, atol=0.05)
    for got, want in zip((h16.grad, w16.grad), grads):
        assert (got.float() - want).norm() < 0.02 * want.norm(), "bf16 gradients far from float32"
    top = (h16.float() @ w16.float().T).argmax(-1)  # each token's likeliest target: log p near 0, never above
    assert grpo.BlockedLogprobs.apply(h16.detach(), w16.detach(), top, 5, 4)[0].max() <= 0


def test_make_batch_positions_predict_the_completion(tiny_dir):
    model = qwen3.load_model(tiny_dir)
    prompts, completions = [[5, 6, 7], [8]], [[1, 2], [3, 4, 9, 10]]
    b = grpo.make_batch(prompts, completions, "cpu")
    assert b["input_ids"].shape == (2, 4) and b["mask"].tolist() == [[1, 1, 0, 0], [1, 1, 1, 1]]
    with torch.no_grad():
        logp, _ = grpo.sequence_logprobs(model, b, 1.0, "blocked", 2, 3)
        for i, (p, c) in enumerate(zip(prompts, completions)):
            full = torch.log_softmax(model(torch.tensor([p + c])), -1)[0]
            want = torch.stack([full[len(p) - 1 + j, t] for j, t in enumerate(c)])
            assert torch.allclose(logp[i, :len(c)], want, atol=1e-5), f"row {i}: wrong positions or targets"
        assert logp[0, 2:].abs().max() == 0, "padding positions get log-prob 0 (and no compute)"


@pytest.mark.parametrize("tie", [True, False])
def test_blocked_and_plain_logprobs_agree_with_autograd(tmp_path, tie):
    """The blocked log-softmax (with the embedding gradient added in place) and the plain one give the
    log-probs, entropies and gradients of a direct full-softmax computation, at a temperature."""
    make_checkpoint(tmp_path, tie=tie)
    model = qwen3.load_model(tmp_path).train()
    b = grpo.make_batch([[5, 6, 7], [8], [9, 10]], [[1, 2], [3, 4, 9, 10], [7, 7, 7]], "cpu")
    upstream = torch.randn(b["mask"].shape, generator=torch.Generator().manual_seed(0)) * b["mask"]
    results = {}
    for impl in ("blocked", "plain"):
        model.zero_grad()
        for _ in range(2):  # twice: the embedding's gradient is added into an existing .grad in place
            logp, entropy = grpo.sequence_logprobs(model, b, 0.7, impl, 2, 50)
            (logp * upstream).sum().backward()
        results[impl] = logp.detach(), entropy, {n: p.grad.clone() for n, p in model.named_parameters()}
    model.zero_grad()
    for _ in range(2):
        full = torch.log_softmax(model(b["input_ids"]) / 0.7, -1)  # (B, T, V), every position
        rows = torch.arange(3)[:, None]
        direct = full[rows, b["positions"], b["targets"]]
        (direct * upstream).sum().backward()
    direct_entropy = -(full.exp() * full).sum(-1)[rows, b["positions"]] * b["mask"]
    for impl, (logp, entropy, grads) in results.items():
        assert torch.allclose(logp, direct.detach() * b["mask"], atol=1e-5), f"{impl}: log-probs differ"
        assert torch.allclose(entropy, direct_entropy.detach(), atol=1e-4), f"{impl}: entropies differ"
        for n, p in model.named_parameters():
            assert torch.allclose(grads[n], p.grad, rtol=1e-4, atol=1e-4), f"{impl} {n}: gradient differs"


def test_one_step_raises_the_rewarded_completion_and_lowers_the_other(tiny_dir):
    model = qwen3.load_model(tiny_dir).train()
    prompts, completions = [[10, 11, 12]] * 2, [[20, 21, 22, 256], [30, 31, 256]]
    rewards = torch.tensor([1.0, 0.0])
    adv = grpo.group_advantages(rewards, 2, std_norm=True)
    b = grpo.make_batch(prompts, completions, "cpu")

    def seq_logp():
        with torch.no_grad():
            return (grpo.sequence_logprobs(model, b, 1.0, "blocked", 4, 8)[0] * b["mask"]).sum(-1)

    before = seq_logp()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.0)
    logp, _ = grpo.sequence_logprobs(model, b, 1.0, "blocked", 4, 8)
    loss, _, _, _ = grpo.policy_loss(logp, logp.detach(), adv, b["mask"], "token", 0.2, 0.2, "ppo", 0.0)
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
    second_pass = [i for s in range(5, 10) for i in grpo.step_problem_ids(s, 10, 2, seed=3)]
    assert sorted(second_pass) == list(range(10)) and second_pass != first_pass, "each pass reshuffles"


def test_one_process_sums_do_not_touch_the_device(monkeypatch):
    """Apple's MPS has no float64: with one process the sums are plain numbers and no tensor is made."""
    values = [1, torch.tensor(2.5), 3.0]
    made = []
    real_tensor = torch.tensor

    def recording_tensor(*args, **kwargs):
        made.append(kwargs)
        return real_tensor(*args, **kwargs)

    monkeypatch.setattr(torch, "tensor", recording_tensor)
    assert grpo.all_reduce_sum(values, 1, "mps") == [1.0, 2.5, 3.0]
    assert grpo.all_reduce_max(7, 1, "mps") == 7.0
    assert made == [], f"a tensor was made: {made}"


def test_peak_memory_units(monkeypatch):
    import resource
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    monkeypatch.setattr(sys, "platform", "linux")
    linux = grpo.peak_memory_gb("cpu")
    monkeypatch.setattr(sys, "platform", "darwin")
    mac = grpo.peak_memory_gb("cpu")
    assert abs(linux - rss * 1024 / 1e9) < 0.05 and abs(mac - rss / 1e9) < 0.05, "KiB on Linux, bytes on macOS"


def test_adamw_stochastic_rounding_adds_up_steps_below_bf16_spacing():
    n, lr, steps, betas = 20000, 1e-5, 300, (0.9, 0.999)
    w = torch.nn.Parameter(torch.full((n,), 0.02).bfloat16())  # bf16 spacing at 0.02 is 1.2e-4
    plain = torch.nn.Parameter(w.detach().clone())
    ours = grpo.AdamWStochasticRounding([w], lr, betas, weight_decay=0.0)
    torch_bf16 = torch.optim.AdamW([plain], lr=lr, betas=betas, weight_decay=0.0)
    for _ in range(steps):  # a constant gradient: m_hat = v_hat = 1, so every Adam step is lr exactly
        w.grad = torch.ones_like(w)
        plain.grad = torch.ones_like(plain)
        ours.step()
        torch_bf16.step()
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
    ref_opt.step()
    opt.step()
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
    opt.step()
    opt2.step()
    assert torch.equal(w, w2) and not torch.equal(w, w0.bfloat16())


def test_master_weight_adamw_accumulates_in_float32_and_resumes():
    """Gradients of many micro-batches add up in float32; the state dict carries the float32 weights."""
    w = torch.nn.Parameter(torch.full((4,), 0.02).bfloat16())
    opt = grpo.MasterWeightAdamW([w], lr=1e-5, betas=(0.9, 0.99), weight_decay=0.0)
    for _ in range(300):  # 300 x 1e-4: bf16 accumulation (spacing 2^-8 near 0.03) would stall on its way
        w.grad = torch.full_like(w, 1e-4)
        opt.collect_grads()
        assert w.grad is None, "the 16-bit gradient moves to the float32 copy"
    want = 300 * torch.tensor(1e-4).bfloat16().float()
    assert torch.allclose(opt.master[0].grad, want.expand(4), rtol=1e-5), "float32 sum of the 300 gradients"
    opt.step()
    assert opt.master[0].dtype == torch.float32 and torch.equal(w.detach(), opt.master[0].bfloat16())
    start = torch.tensor(0.02).bfloat16().item()  # 0.02001953125
    assert abs(opt.master[0][0].item() - (start - 1e-5)) < 1e-9, "Adam's first step is lr * sign(g) in float32"
    other = grpo.MasterWeightAdamW([torch.nn.Parameter(w.detach().clone())], lr=1e-5, betas=(0.9, 0.99))
    other.load_state_dict(opt.state_dict())
    assert torch.equal(other.master[0], opt.master[0]), "a resumed optimizer has the float32 weights back"


def test_flags_and_their_checks_give_one_line_errors(tmp_path):
    config = {"learning_rate": 1e-5, "max_steps": 10, "clip_eps_high": None, "resume": False, "out_dir": "x",
              "prompt_template": "base"}
    for argv, message in [(["--learning_rat=1"], "did you mean learning_rate"),
                          (["--max_steps=ten"], "max_steps must be int"), (["--max_steps"], "--name=value"),
                          (["nope.py"], "config file nope.py not found")]:
        with pytest.raises(SystemExit, match=message):
            grpo.configure(argv, dict(config))
    cfg = dict(config)
    grpo.configure(["--max_steps=3", "--learning_rate=1", "--clip_eps_high=0.28", "--resume=true"], cfg)
    assert cfg == {"learning_rate": 1.0, "max_steps": 3, "clip_eps_high": 0.28, "resume": True, "out_dir": "x",
                   "prompt_template": "base"}
    (tmp_path / "cfg.py").write_text("max_steps = 7\nout_dir = 'runs/' + 'a'\n")
    grpo.configure([str(tmp_path / "cfg.py"), "--max_steps=8"], cfg)
    assert cfg["max_steps"] == 8 and cfg["out_dir"] == "runs/a", "config files first, then flags"
    defaults = {k: getattr(grpo, k) for k in grpo.flag_names(vars(grpo))}
    grpo.check_flags(defaults, 1)  # the defaults pass
    for change, message in [(dict(prompts_per_step=0), "prompts_per_step=0 must be at least 1"),
                            (dict(micro_batch_size=0), "micro_batch_size=0 must be at least 1"),
                            (dict(keep_ckpts=-1), "keep_ckpts=-1 must be at least 0"),
                            (dict(clip_eps_high="abc"), "clip_eps_high must be a number"),
                            (dict(dtype="fp8"), "dtype='fp8' is not one of"),
                            (dict(dtype="float16"), "loss scaling"),
                            (dict(kl_estimator="k4"), "kl_estimator='k4' is not one of k1, k2, k3"),
                            (dict(top_p=0.0), "top_p=0.0 must be in"),
                            (dict(temperature=0.0), "temperature must be above 0"),
                            (dict(prompt_template="5"), "prompt_template='5' is neither a name"),
                            (dict(prompts_per_step=3), "must divide by the number of processes")]:
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
            return grpo.policy_loss(logp[None], torch.zeros(1, 5), torch.tensor([adv]), mask, "token", 0.2, 0.28,
                                    "ppo", cap)[0][0]
        return grad_of(f, [math.log(r) for r in rho])

    value, grad = loss(-1.0, 3.0)
    assert torch.allclose(value, torch.tensor([0.8, 0.95, 1.1, 1.5, 3.0]))
    assert torch.allclose(grad, torch.tensor([0.0, 0.95, 1.1, 1.5, 0.0])), "no gradient above the cap for A < 0"
    value, grad = loss(-1.0, 0.0)
    assert value[-1] == 4.0 and abs(grad[-1] - 4.0) < 1e-6, "without the cap the last token keeps pushing down"
    for cap in (3.0, 0.0):  # positive advantages are untouched
        value, grad = loss(1.0, cap)
        assert torch.allclose(value, torch.tensor([-0.5, -0.95, -1.1, -1.28, -1.28]))
        assert torch.allclose(grad, torch.tensor([-0.5, -0.95, -1.1, 0.0, 0.0]))
    _, _, _, capped = grpo.policy_loss(torch.tensor([[math.log(r) for r in rho]]), torch.zeros(1, 5),
                                       torch.tensor([-1.0]), mask, "token", 0.2, 0.28, "ppo", 3.0)
    assert capped[0].tolist() == [False, False, False, False, True]


def test_cispo_keeps_every_tokens_gradient_with_a_capped_detached_weight():
    rho = [0.5, 0.95, 1.1, 1.5]
    for adv in (1.0, -1.0):
        def f(logp):
            return grpo.policy_loss(logp[None], torch.zeros(1, 4), torch.tensor([adv]), torch.ones(1, 4), "token",
                                    0.2, 0.28, "cispo", 0.0)[0][0]
        _, grad = grad_of(f, [math.log(r) for r in rho])
        assert torch.allclose(grad, -adv * torch.tensor([0.5, 0.95, 1.1, 1.28])), f"A = {adv}: {grad}"
    for loss_type in ("cispo", "ppo"):  # at ratio 1 the two gradients are -A
        def at_one(logp):
            return grpo.policy_loss(logp[None], torch.zeros(1, 2), torch.tensor([0.7]), torch.ones(1, 2), "token",
                                    0.2, 0.28, loss_type, 0.0)[0][0]
        assert torch.allclose(grad_of(at_one, [0.0, 0.0])[1], torch.tensor([-0.7, -0.7]))


def test_kl_weighted_by_the_ratio_keeps_its_gradient():
    """DeepSeek-V3.2's unbiased KL: rho * k with the gradient through both factors."""
    def weighted(estimator, old, ref):
        def f(logp):
            mask = torch.ones(1, len(old))
            _, ratio, _, _ = grpo.policy_loss(logp[None], old[None], torch.ones(1), mask, "token", 0.2, 0.2,
                                              "ppo", 0.0)
            return grpo.kl_term(logp[None], ref[None], mask, ratio, estimator, True)[0]
        return f

    ref = torch.tensor([-2.0, -1.0])
    on_policy = torch.tensor([-1.0, -2.0])
    value, grad = grad_of(weighted("k3", on_policy, ref), [-1.0, -2.0])
    assert torch.allclose(value, torch.tensor([0.367879, 0.718282]), atol=1e-6), "the value is plain k3's"
    assert torch.allclose(grad, torch.tensor([1.0, -1.0]), atol=1e-6), "on-policy: d/dl = l - ref"
    _, plain = grad_of(lambda l: grpo.kl_penalty(l, ref, "k3"), [-1.0, -2.0])
    assert torch.allclose(plain, torch.tensor([0.632121, -1.718282]), atol=1e-6)
    _, grad = grad_of(weighted("k1", on_policy, ref), [-1.0, -2.0])
    assert torch.allclose(grad, torch.tensor([2.0, 0.0]), atol=1e-6)
    value, grad = grad_of(weighted("k3", torch.tensor([-1.5]), torch.tensor([-2.0])), [-1.0])
    assert abs(value.item() - 0.606531) < 1e-6 and abs(grad.item() - 1.648721) < 1e-6, "off-policy"
    # unbiased under samples of another policy q: sum_a q (p/q) k3 = KL(p || ref)
    p, q, r = torch.tensor([0.7, 0.2, 0.1]), torch.tensor([0.5, 0.3, 0.2]), torch.tensor([0.4, 0.4, 0.2])
    weighted_k3 = (q * (p / q) * grpo.kl_penalty(p.log(), r.log(), "k3")).sum()
    assert abs(weighted_k3 - 0.183787) < 1e-6 and abs((q * grpo.kl_penalty(p.log(), r.log(), "k3")).sum()
                                                       - 0.218949) < 1e-6


def test_overlong_penalty_hand_computed():
    penalty = grpo.soft_overlong_penalty([5, 6, 7, 8, 9, 10], 10, 4, 1.0)
    assert torch.allclose(penalty, torch.tensor([0, 0, -0.25, -0.5, -0.75, -1.0]))
    rewards = torch.tensor([1.0, 1, 1, 1, 0, 0]) + penalty
    assert torch.allclose(rewards, torch.tensor([1, 1, 0.75, 0.5, -0.75, -1.0]))
    assert torch.equal(grpo.soft_overlong_penalty([5, 10], 10, 0, 1.0), torch.zeros(2)), "buffer 0 = off"
    assert torch.allclose(grpo.soft_overlong_penalty([10], 10, 4, 0.5), torch.tensor([-0.5]))


def test_truncated_answers_leave_the_loss_but_not_their_groups_statistics():
    rewards = torch.tensor([1.0, 0, 0, 0])
    adv = grpo.group_advantages(rewards, 4, std_norm=False)  # over all four answers
    truncated = torch.tensor([False, False, False, True])
    equal = grpo.equal_reward_groups(rewards, 4)
    [(in_loss, train)] = grpo.minibatch_rows(equal, truncated, 4, 1, skip_equal=True)
    assert in_loss == train == [0, 1, 2]
    assert torch.allclose(adv[in_loss], torch.tensor([0.75, -0.25, -0.25])), "the baseline keeps the cut answer"


def test_minibatches_hold_whole_groups_in_problem_order():
    equal = torch.tensor([False, True, False, False])  # 4 groups of 2
    truncated = torch.zeros(8, dtype=torch.bool)
    parts = grpo.minibatch_rows(equal, truncated, 2, 2, skip_equal=True)
    assert parts == [([0, 1, 2, 3], [0, 1]), ([4, 5, 6, 7], [4, 5, 6, 7])]
    parts = grpo.minibatch_rows(equal, truncated, 2, 1, skip_equal=False)
    assert parts == [(list(range(8)), list(range(8)))]


def test_gdpo_normalises_rewards_apart_then_over_the_step():
    def gdpo_step(c, f, weights, num_rollouts):
        components = torch.stack([torch.tensor(c), torch.tensor(f), torch.zeros(len(c))], dim=1)
        s = grpo.gdpo_advantages(components, weights, num_rollouts, std_norm=True)
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
    assert torch.allclose(s, torch.tensor([1.299038, 0.433013, -0.433013, -1.299038, 1.5, -0.5, -0.5, -0.5,
                                           0, 0, 0, 0]), atol=1e-5)
    assert torch.allclose(adv, torch.tensor([1.658312, 0.552771, -0.552771, -1.658312, 1.914854, -0.638285,
                                             -0.638285, -0.638285, 0, 0, 0, 0]), atol=1e-5)


def test_adv_batch_norm_whitens_group_residuals_over_the_step():
    rewards = torch.tensor([1.0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1])
    adv = grpo.group_advantages(rewards, 4, std_norm=False)
    zero_rows = grpo.equal_reward_groups(rewards, 4).repeat_interleave(4)
    assert abs(adv.mean()) < 1e-7 and abs(adv.std() - 0.398862) < 1e-6
    whitened = grpo.whiten(adv, zero_rows, adv.mean(), adv.std())
    want = torch.tensor([1.880350, -0.626783, -0.626783, -0.626783, 1.253566, 1.253566, -1.253566, -1.253566,
                         0, 0, 0, 0])
    assert torch.allclose(whitened, want, atol=1e-5)
    some_zero = grpo.whiten(torch.tensor([1.0, 2, 3, 0]), torch.tensor([False, False, False, True]), 1.0, 1.0)
    assert torch.allclose(some_zero, torch.tensor([0.0, 1, 2, 0]), atol=1e-5) and some_zero[3] == 0


def test_tis_weights_are_capped_detached_and_scale_the_policy_gradient():
    old = torch.tensor([[-1.0, -1.0, -1.0]])
    sampler = torch.tensor([[-1.5, -0.5, -1.0]])
    w = grpo.tis_weights(old, sampler, 1.5)
    assert torch.allclose(w, torch.tensor([[1.5, 0.606531, 1.0]]), atol=1e-6), "min(exp(old - mu), cap)"
    mask = torch.ones(1, 3)

    def loss(logp):
        # one update per batch: old is the detached current log-prob, as in grpo.py's loop
        pg = grpo.policy_loss(logp[None], logp.detach()[None], torch.tensor([1.0]), mask, "token", 0.2, 0.2,
                              "ppo", 0.0)[0]
        pg = pg * grpo.tis_weights(logp[None], sampler, 1.5)
        return grpo.aggregate(pg, mask, "token_mean", 1, 3, 3)
    _, grad = grad_of(loss, [-1.0, -1.0, -1.0])
    assert torch.allclose(grad, torch.tensor([-0.5, -0.202177, -1 / 3]), atol=1e-6), \
        "d loss / d logp = -w / 3: capped (uncapped: -0.549574) and no gradient through w"


def test_sampler_logprob_is_under_the_truncated_distribution():
    drawn = qwen3.sample(torch.tensor([[2.0, 1.0, 0.0]]), 1.0, 1.0, 2, torch.tensor([0.0]), want_logprobs=True)
    assert drawn["ids"].tolist() == [0]
    assert abs(drawn["logprob"].item() - -0.313262) < 1e-5, "log(e^2 / (e^2 + e)): renormalised over the top 2"
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
    behavior = torch.tensor([[-1.0, -1.0, 0, 0], [-1, -1, -1, 0], [-1, -1, 0, 0], [-1, -1, 0, 0], [-1, -1, -1, -1],
                             [-1, -1, 0, 0]])
    logp = torch.tensor([[-1.2, -1.1, 0, 0], [-1.1, -1.1, -1.05, 0], [-2, -2, 0, 0], [-1.2, -1.1, -9, 0],
                         [-1.05] * 4, [-9, -9, 0, 0]], requires_grad=True)
    mask = torch.tensor([[1.0, 1, 0, 0], [1, 1, 1, 0], [1, 1, 0, 0], [1, 1, 0, 0], [1, 1, 1, 1], [1, 1, 0, 0]])
    keep = grpo.offpolicy_mask(adv, logp, behavior, mask, 0.1)
    # mean(behavior - logp) over real tokens: 0.15, 0.0833, 1.0 (A > 0), 0.15 (not 0.10: padding is not a
    # token), 0.05 (a sum would be 0.2), 8.0 (A = 0)
    assert keep.tolist() == [0, 1, 1, 0, 1, 1]
    assert not keep.requires_grad, "the mask is a constant"
    pg = grpo.policy_loss(logp, logp.detach(), adv, mask, "token", 0.2, 0.2, "ppo", 0.0)[0]
    (pg * keep[:, None] * mask).sum().backward()
    assert (logp.grad[[0, 3]] == 0).all(), "masked answers get no gradient"
    assert torch.allclose(logp.grad[1, :3], torch.ones(3)), "the others keep -A per token"


def test_blocked_logprobs_over_the_kept_tokens_hand_computed():
    """V = 5, hidden size 1, h = 1, logits z = [-1, 0, 1, 2, 3], target 3, allowed {2, 3, 4}; blocks of 2
    columns, so the first block has no allowed token (the NaN trap)."""
    z = torch.tensor([[-1.0], [0.0], [1.0], [2.0], [3.0]])
    allowed = torch.tensor([[4, 2, 3, -1]])
    target = torch.tensor([3])
    w = z.clone().requires_grad_()
    logp, entropy = grpo.BlockedLogprobs.apply(torch.ones(1, 1), w, target, 1, 2, allowed)
    logp.sum().backward()
    assert abs(logp.item() - -1.407606) < 1e-5, "2 - log(e + e^2 + e^3) (full vocabulary: -1.451914)"
    assert abs(entropy.item() - 0.832396) < 1e-5, "the truncated distribution's entropy (full: 0.999973)"
    assert torch.allclose(w.grad[:, 0], torch.tensor([0, 0, -0.090031, 0.755272, -0.665241]), atol=1e-5), \
        "no gradient to the tokens the sampler could not draw, in backward too"
    # the plain path, and a token with no filter (all -1), which sees the whole vocabulary
    for impl in ("plain", "blocked"):
        batch = dict(input_ids=torch.zeros(1, 2, dtype=torch.long), positions=torch.tensor([[0, 1]]),
                     targets=torch.tensor([[3, 3]]), mask=torch.ones(1, 2),
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
    return grpo.sequence_logprobs(Fixed(), batch, 1.0, impl=impl, block_tokens=1, block_vocab=2)


def test_dynamic_sampling_takes_the_first_informative_groups():
    rounds = [torch.tensor([1.0, 1, 0, 1, 0, 0, 1, 0]),  # groups 1 and 3 informative
              torch.tensor([0.0, 0, 1.1, 1.0]),  # all right, one formatted: informative
              torch.tensor([0.1, 0.1])]  # equal format-only rewards: not
    kept, sampled, equal = grpo.take_informative(rounds, 2, need=4)
    assert kept == [(0, 1), (0, 3), (1, 1)] and sampled == 7 and equal == 4
    kept, _, _ = grpo.take_informative(rounds, 2, need=2)
    assert kept == [(0, 1), (0, 3)], "no more than needed"


def test_unboxed_answers_and_the_boxed_format():
    assert grpo.unboxed_answer("so the total is 12, then -3.5 and finally 7/8.") == "7/8"
    assert grpo.unboxed_answer("no number here") is None
    assert grpo.format_ok("the answer is \\boxed{3}", "boxed") == 1.0 and grpo.format_ok("3", "boxed") == 0.0


def test_variant_flag_rules_and_notes():
    defaults = {k: getattr(grpo, k) for k in grpo.flag_names(vars(grpo))}
    assert grpo.inert_flags(defaults) == [], "the defaults are all in use"
    for change, message in [(dict(dynamic_sampling_rounds=2, skip_zero_adv=False), "needs skip_zero_adv=True"),
                            (dict(ratio_cap=1.1), "ratio_cap=1.1 must be above 1 + clip_eps_high"),
                            (dict(loss_type="cispo", ratio_level="sequence"), "use ratio_level=token"),
                            (dict(kl_is_weight=True), "set kl_coef > 0"),
                            (dict(overlong_buffer=512), "must be below max_new_tokens=512"),
                            (dict(num_minibatches=3), "num_minibatches=3 must divide"),
                            (dict(loss_type="grpo"), "loss_type='grpo' is not one of ppo, cispo"),
                            (dict(tis_cap=-1.0), "tis_cap=-1.0 must be at least 0"),
                            (dict(opsm_delta=-0.1), "opsm_delta=-0.1 must be at least 0"),
                            (dict(correct_reward_weight=0.0), "every reward is 0")]:
        with pytest.raises(SystemExit, match=re.escape(message)):
            grpo.check_flags({**defaults, **change}, 1)
    notes = grpo.inert_flags({**defaults, "ratio_cap": 3.0, "ref_update_interval": 10, "loss_type": "cispo"})
    assert any("ratio_cap does nothing" in n for n in notes) and any("ref_update_interval" in n for n in notes)
    assert any("cispo has the same gradient" in n for n in notes)
    notes = grpo.inert_flags({**defaults, "keep_sampling_mask": True, "tis_cap": 2.0, "opsm_delta": 0.1,
                              "dtype": "float32"})
    assert [n.split()[0] for n in notes] == ["keep_sampling_mask", "tis_cap", "opsm_delta"]
    assert grpo.inert_flags({**defaults, "keep_sampling_mask": True, "tis_cap": 2.0, "top_p": 0.9}) == [], \
        "with top-p the sampler and the trainer differ: all three act"


def test_every_global_of_the_config_block_is_a_flag():
    """A function or constant named like a flag would hide it from the command line."""
    source = (ROOT / "grpo.py").read_text()
    config_block = source.split("# config: module globals")[1].split("\ndef ")[0]
    assigned = re.findall(r"^([a-z_0-9]+) = ", config_block, flags=re.M)
    assert len(assigned) > 60
    missing = sorted(set(assigned) - set(grpo.flag_names(vars(grpo))))
    assert not missing, f"not flags any more: {missing}"


@pytest.mark.slow
def test_variant_flags_run_end_to_end(grpo_setup, tmp_path):
    """Every variant flag runs two steps of the real loop and logs its own fields."""
    settings = [dict(overlong_buffer=3, mask_truncated=True, max_new_tokens=5),
                dict(loss_type="cispo", inner_epochs=2, clip_eps_high=0.28),
                dict(ratio_cap=3.0, inner_epochs=2, adv_batch_norm=True, adv_std_norm=False),
                dict(kl_coef=0.1, kl_is_weight=True, kl_estimator="k2", num_minibatches=2),
                dict(gdpo=True, format_reward="boxed", format_reward_weight=0.5, unboxed_reward=0.5),
                dict(top_p=0.7, tis_cap=2.0, opsm_delta=0.05, keep_sampling_mask=True, inner_epochs=2,
                     kl_coef=0.1)]
    fields = [["overlong_penalty_mean", "trained_frac"], ["clip_frac"], ["capped_frac", "adv_batch_std"],
              ["kl"], ["adv_batch_std"],
              ["mismatch_kl", "sample_kept_mass", "tis_weight_mean", "tis_clip_frac", "opsm_frac"]]
    args = []
    for i, setting in enumerate(settings):
        args += [*tiny_flags(grpo_setup, max_steps=2, out_dir=tmp_path / str(i), **setting), "--next"]
    r = run_driver(tmp_path, args[:-1])
    assert r.returncode == 0, r.stderr[-3000:]
    for i, names in enumerate(fields):
        _, steps, _ = read_log(tmp_path / str(i) / "log.jsonl")
        assert [s["step"] for s in steps] == [1, 2]
        # per-token means are null on a step that trained no token
        trained = [s for s in steps if s["trained_frac"] > 0]
        per_token = {"clip_frac", "capped_frac", "kl", "mismatch_kl", "tis_weight_mean", "tis_clip_frac", "opsm_frac"}
        for name in names:
            measured = steps
            if name in per_token:
                measured = trained
            assert measured, f"{settings[i]}: the test needs a step that trains"
            assert all(math.isfinite(s[name]) for s in measured), f"{settings[i]}: {name}"
    _, steps, _ = read_log(tmp_path / "0" / "log.jsonl")
    assert all(s["overlong_penalty_mean"] < 0 for s in steps), "answers of 3+ tokens of 5 are penalised"


@pytest.mark.slow
def test_mismatch_kl_shows_top_p_and_the_kept_sampling_mask_removes_it(grpo_setup, tmp_path):
    """The sampler's log-probs against the trainer's: equal in float32 without a filter; with top_p < 1 the
    trainer's full softmax gives each token less than the renormalised nucleus did (mismatch_kl > 0, about
    kept_mass - log kept_mass - 1); keep_sampling_mask renormalises the trainer over the same tokens."""
    settings = [dict(top_p=1.0), dict(top_p=0.7), dict(top_p=0.7, keep_sampling_mask=True)]
    args = []
    for i, setting in enumerate(settings):
        args += [*tiny_flags(grpo_setup, max_steps=2, skip_zero_adv=False, out_dir=tmp_path / str(i), **setting),
                 "--next"]
    r = run_driver(tmp_path, args[:-1])
    assert r.returncode == 0, r.stderr[-3000:]
    plain, nucleus, kept = [read_log(tmp_path / str(i) / "log.jsonl")[1] for i in range(3)]
    assert all(s["mismatch_kl"] < 1e-6 and "sample_kept_mass" not in s for s in plain)
    assert all(s["sample_kept_mass"] < 0.95 and s["mismatch_kl"] > 1e-3 for s in nucleus)
    assert all(s["mismatch_kl"] < 1e-6 for s in kept), "the same tokens, renormalised the same way"
    assert kept[0]["sample_kept_mass"] == nucleus[0]["sample_kept_mass"], \
        "the first step samples the same answers: the flag changes training, not sampling"


@pytest.mark.slow
def test_a_step_with_nothing_to_train_logs_no_per_token_metrics(grpo_setup, tmp_path):
    """Every answer right: every group has equal rewards, nothing is computed, so entropy, ratio, clip
    and mismatch have nothing to measure: null in the log and "-" on screen, not a 0 that reads as a
    collapse."""
    every_answer = ",".join(str(2 * i) for i in range(8))
    r = run_driver(tmp_path, tiny_flags(grpo_setup, max_steps=1, out_dir=tmp_path / "run"),
                   env=dict(EQUAL_ANSWERS=every_answer))
    assert r.returncode == 0, r.stderr[-3000:]
    _, steps, _ = read_log(tmp_path / "run" / "log.jsonl")
    assert steps[0]["zero_adv_frac"] == 1.0 and steps[0]["trained_frac"] == 0.0
    assert [steps[0][k] for k in ("entropy", "ratio_mean", "clip_frac", "mismatch_kl", "kl")] == [None] * 5
    assert "| kl - | entropy - |" in r.stdout


@pytest.mark.slow
def test_book_scripts_as_config_files_run(grpo_setup, tmp_path):
    """Each config/book_*.py, on top of the reference recipe, runs two steps on the tiny model with its flags."""
    books = sorted((ROOT / "config").glob("book_*.py"))
    assert len(books) >= 5
    args = []
    for book in books:
        args += ["config/qwen3_0.6b_math.py", str(book), *tiny_flags(grpo_setup, max_steps=2),
                 f"--out_dir={tmp_path / book.stem}", "--next"]
    r = run_driver(tmp_path, args[:-1])
    assert r.returncode == 0, r.stderr[-3000:]
    for book in books:
        config, steps, _ = read_log(tmp_path / book.stem / "log.jsonl")
        book_flags = {}
        exec(book.read_text(), {}, book_flags)
        for name, value in book_flags.items():
            if name not in ("out_dir", "max_new_tokens", "init_from", "prompts_per_step"):
                assert config["config"][name] == value, f"{book.name}: {name} not applied"
        assert [s["step"] for s in steps] == [1, 2], f"{book.name} must run"


@pytest.mark.slow
def test_variants_resume_exactly(grpo_setup, tmp_path):
    """Dynamic sampling, minibatches and a refreshed reference model keep --resume=True exact."""
    flags = tiny_flags(grpo_setup, prompts_per_step=4, num_rollouts=2, dynamic_sampling_rounds=2,
                       num_minibatches=2, kl_coef=0.1, ref_update_interval=2, ckpt_interval=1, keep_ckpts=5,
                       max_steps=4)
    straight = run_driver(tmp_path, [*flags, f"--out_dir={tmp_path / 'a'}"])
    assert straight.returncode == 0, straight.stderr[-3000:]
    _, steps, _ = read_log(tmp_path / "a" / "log.jsonl")
    assert all("sampling_rounds" in r and r["groups_trained"] <= 4 for r in steps)
    assert any(r["sampling_rounds"] > 1 for r in steps), "the test needs steps that sample again"
    shutil.copytree(tmp_path / "a" / "ckpt_000003", tmp_path / "b" / "ckpt_000003")
    resumed = run_driver(tmp_path, [*flags, "--resume=True", f"--out_dir={tmp_path / 'b'}"])
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    a = qwen3.load_model(tmp_path / "a" / "ckpt_000004").state_dict()
    b = qwen3.load_model(tmp_path / "b" / "ckpt_000004").state_dict()
    assert all(torch.equal(a[k], b[k]) for k in a), "the resumed run must end with the same weights"

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
        fake_checkpoint(tmp_path / f"ckpt_{step:06d}", step, ["math500_base.jsonl"] if step == 10 else [])
    fake_checkpoint(tmp_path / "ckpt_best", 99)  # a user's copy
    fake_checkpoint(tmp_path / "ckpt_000040.bak", 40)  # a backup
    (tmp_path / "ckpt_000050").mkdir()  # no trainer_state.pt: not a checkpoint
    (tmp_path / "ckpt_000060.tmp").mkdir()  # a save that was interrupted
    assert [p.name for p in grpo.list_checkpoints(tmp_path)] == ["ckpt_000010", "ckpt_000020", "ckpt_000030"]
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
    optimizer = grpo.make_optimizer(list(model.parameters()), torch.float32, True, 1e-3, (0.9, 0.99), 0.0, 0)
    path = tmp_path / "ckpt_000003"
    assert grpo.save_checkpoint(path, model, tiny_dir, optimizer, 3, {"seed": 1})
    (path / "math500_base.jsonl").write_text("results")
    assert not grpo.save_checkpoint(path, model, tiny_dir, optimizer, 3, {"seed": 1}), "it exists: not rewritten"
    assert (path / "math500_base.jsonl").read_text() == "results"
    state = torch.load(path / "trainer_state.pt", weights_only=True)
    assert state["step"] == 3 and state["config"] == {"seed": 1} and "model.safetensors" in state["files"]
    assert grpo.checkpoint_damage(path) is None
    older = tmp_path / "ckpt_000002"
    shutil.copytree(path, older)
    weights = path / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[:1000])  # truncated, as by a full disk
    assert str(weights) in grpo.checkpoint_damage(path)
    assert grpo.pick_resume_checkpoint(tmp_path) == older, "the newest intact checkpoint is used"
    assert (tmp_path / "ckpt_000003.damaged").exists() and not path.exists()


def test_out_dir_lock_names_its_holder_and_a_stale_lock_blocks_nothing(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time, pathlib; sys.path.insert(0, sys.argv[1]); "
                               "import grpo; held = grpo.lock_out_dir(pathlib.Path(sys.argv[2])); print('locked', "
                               "flush=True); time.sleep(60)", str(ROOT), str(tmp_path)],
                              stdout=subprocess.PIPE, text=True)
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


def test_resume_refuses_changed_flags_unless_they_are_harmless():
    saved = {"seed": 1, "learning_rate": 1e-5, "max_steps": 10, "eval_interval": 5, "loss_agg": "token_mean"}
    assert grpo.changed_flags(saved, {**saved, "max_steps": 20, "eval_interval": 1}) == []
    assert grpo.changed_flags(saved, {**saved, "seed": 2, "learning_rate": 1e-4}) == ["learning_rate", "seed"]

# -----------------------------------------------------------------------------
# grpo.py: the real script, end to end


LOG_FIELDS = ["step", "loss", "pg_loss", "kl", "reward_mean", "correct_mean", "format_reward_mean", "adv_mean",
              "adv_std", "zero_adv_frac", "entropy", "ratio_mean", "clip_frac", "resp_len_mean", "resp_len_max",
              "truncated_frac", "grad_norm", "lr", "tokens_per_s", "rollout_s", "train_s", "step_s", "peak_mem_gb"]


def write_jsonl(path, rows):
    Path(path).write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def run_script(args, env_extra=None, timeout=120):
    """Run python with args in the project root; past the timeout the whole process group is killed
    (torchrun's workers too, which would otherwise live on, waiting for each other) and the test fails."""
    env = dict(os.environ, OMP_NUM_THREADS="1", **(env_extra or {}))
    proc = subprocess.Popen([sys.executable, *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        pytest.fail(f"timed out after {timeout} s: {' '.join(map(str, args))[:300]}\n{err[-2000:]}")
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


@pytest.fixture(scope="module")
def grpo_setup(tmp_path_factory):
    d = tmp_path_factory.mktemp("grpo")
    make_checkpoint(d / "model")
    # same-length problems, so batched and split rollouts see identical numerics
    write_jsonl(d / "train.jsonl", [{"problem": f"What is {i}+{i}?", "answer": str(2 * i)} for i in range(8)])
    return d


def tiny_flags(d, **overrides):
    """grpo.py flags for a few fast steps on the tiny model of grpo_setup; overrides as name=value."""
    flags = dict(model_dir=d / "model", train_data=d / "train.jsonl", eval_interval=0, prompts_per_step=2,
                 num_rollouts=2, max_new_tokens=6, temperature=3.0, grade_workers=0, learning_rate=1e-2,
                 seed=5)
    flags.update(overrides)
    return [f"--{k}={v}" for k, v in flags.items()]


def read_log(path):
    lines = [json.loads(l) for l in Path(path).read_text().splitlines()]
    return lines[0], [r for r in lines[1:] if "loss" in r], [r for r in lines[1:] if "eval_acc" in r]


# A driver that runs grpo.py's main in this process, one or more times (runs separated by --next), with
# a stand-in grader that gives a random model mixed rewards, and optional dumps or kills for the tests.
DRIVER = '''
import os, signal, sys
import torch
sys.path.insert(0, {root!r})
import grpo
rank = int(os.environ.get("RANK", 0))
equal_answers = set(os.environ.get("EQUAL_ANSWERS", "").split(","))
graded_steps = [0]


def stand_in_grader(responses, answers, workers=None):
    """Mixed rewards from a random model by the parity of the text; always right for EQUAL_ANSWERS;
    all right on rank 1 with ZERO_ON_RANK1."""
    graded_steps[0] += 1
    if os.environ.get("KILL_IN_GRADING") == str(graded_steps[0]):
        os.kill(os.getpid(), signal.SIGKILL)
    if os.environ.get("ZERO_ON_RANK1") and rank == 1:
        return [True] * len(responses)
    return [a in equal_answers or sum(map(ord, r)) % 2 == 0 for r, a in zip(responses, answers)]


grpo.verify.grade_batch = stand_in_grader
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
defaults = {{k: getattr(grpo, k) for k in grpo.flag_names(vars(grpo))}}
runs = [[]]
for arg in sys.argv[1:]:
    if arg == "--next":
        runs.append([])
    else:
        runs[-1].append(arg)
for args in runs:
    vars(grpo).update(defaults)
    grpo.configure(args, vars(grpo))
    grpo.main()
'''


def run_driver(d, args, nproc=1, env=None, timeout=150):
    """Run grpo.py's main through DRIVER (torchrun when nproc > 1); returns the finished process."""
    driver = d / "driver.py"
    driver.write_text(DRIVER.format(root=str(ROOT)))
    launcher = []
    if nproc > 1:
        launcher = ["-m", "torch.distributed.run", "--standalone", f"--nproc_per_node={nproc}"]
    return run_script([*launcher, str(driver), *args], env_extra=env, timeout=timeout)


@pytest.mark.slow
def test_grpo_end_to_end_and_exact_resume(grpo_setup):
    d = grpo_setup
    flags = tiny_flags(d, eval_data=d / "train.jsonl", eval_max_items=2, eval_interval=2, eval_max_new_tokens=4,
                       sample_interval=1, ckpt_interval=2)
    # run a (3 steps, then resumed below) and run b (4 steps straight), in one process
    a = run_driver(d, [*flags, "--max_steps=3", f"--out_dir={d / 'a'}", "--next",
                       *flags, "--max_steps=4", f"--out_dir={d / 'b'}"])
    assert a.returncode == 0, a.stderr[-3000:]
    assert f"saved checkpoint {d / 'a' / 'ckpt_000003'}" in a.stdout and "eta " in a.stdout
    config, steps, evals = read_log(d / "a" / "log.jsonl")
    assert config["config"]["max_steps"] == 3 and config["config"]["seed"] == 5, "first record is the config"
    assert [r["step"] for r in steps] == [1, 2, 3] and [r["step"] for r in evals] == [0, 2, 3]
    for r in steps:
        missing = [k for k in LOG_FIELDS if k not in r]
        assert not missing, f"log record lacks {missing}"
        assert r["resp_len_max"] <= 6 and 0 <= r["truncated_frac"] <= 1
    assert any(r["adv_std"] > 0 and r["grad_norm"] > 0 for r in steps), "the run needs a real reward signal"
    assert sorted(p.name for p in (d / "a").glob("ckpt_*")) == ["ckpt_000002", "ckpt_000003"]
    start, trained = qwen3.load_model(d / "model"), qwen3.load_model(d / "a" / "ckpt_000003")
    assert not torch.equal(start.lm_head.weight, trained.lm_head.weight), "training must change the weights"
    assert qwen3.load_tokenizer(d / "a" / "ckpt_000003").eos_id == 256, "checkpoints carry the tokenizer"

    again = run_driver(d, [*flags, "--max_steps=3", f"--out_dir={d / 'a'}"])
    assert again.returncode != 0 and "--resume=True" in again.stderr, "a fresh run refuses an earlier run's folder"
    changed = run_driver(d, [*flags, "--max_steps=4", "--resume=True", "--seed=6", f"--out_dir={d / 'a'}"])
    assert changed.returncode != 0 and "seed: 5 -> 6" in changed.stderr and "Traceback" not in changed.stderr
    (d / "a" / "ckpt_000003" / "math500_base.jsonl").write_text("evaluation results")
    resumed = run_driver(d, [*flags, "--max_steps=4", "--resume=True", f"--out_dir={d / 'a'}"])
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    assert "at step 3" in resumed.stdout
    records = [json.loads(l) for l in (d / "a" / "log.jsonl").read_text().splitlines()]
    assert records[-2] == {"config": {**config["config"], "max_steps": 4, "resume": True}, "resumed_at": 3}, \
        "a resume records its flags at the resume step"
    _, steps_a, _ = read_log(d / "a" / "log.jsonl")
    _, steps_b, _ = read_log(d / "b" / "log.jsonl")
    assert [r["step"] for r in steps_a] == [1, 2, 3, 4], "the resumed run continues at step 4"
    samples = [[json.loads(l) for l in (d / run / "samples.jsonl").read_text().splitlines()] for run in "ab"]
    step4 = [[(s["prompt"], s["completion"]) for s in run if s["step"] == 4] for run in samples]
    assert step4[0] == step4[1] and step4[0], "the resumed run sees the same problems and samples the same answers"
    wa, wb = (qwen3.load_model(d / run / "ckpt_000004").state_dict() for run in "ab")
    assert all(torch.equal(wa[k], wb[k]) for k in wa), "resume must continue exactly (weights differ)"
    assert steps_a[-1]["loss"] == steps_b[-1]["loss"]
    assert (d / "a" / "ckpt_000003" / "math500_base.jsonl").exists(), "pruning keeps the evaluation results"
    finished = run_driver(d, [*flags, "--max_steps=4", "--resume=True", f"--out_dir={d / 'a'}"])
    assert finished.returncode == 0 and "saved checkpoint" not in finished.stdout, "a finished run saves nothing"


@pytest.mark.slow
def test_grpo_killed_anywhere_resumes_to_the_uninterrupted_run(grpo_setup, tmp_path):
    """SIGKILL mid-step, mid-checkpoint and mid-rewrite of the log, each followed by --resume=True: no step is
    lost beyond the current one, none is logged twice, the log starts with its config, and the weights end
    equal to an uninterrupted run's."""
    flags = tiny_flags(grpo_setup, ckpt_interval=1, keep_ckpts=2, max_steps=4)
    straight = run_driver(tmp_path, [*flags, f"--out_dir={tmp_path / 'straight'}"])
    assert straight.returncode == 0, straight.stderr[-3000:]
    out = tmp_path / "killed"
    kills = [dict(KILL_IN_GRADING="3"),  # in the third step: two are done and saved
             dict(KILL_AFTER_SAVING="ckpt_000003"),  # the third step is logged, its checkpoint half-written
             dict(KILL_BEFORE_REPLACING="log.jsonl")]  # the resume's rewrite of the log is cut short
    for i, kill in enumerate(kills):
        resume = [] if i == 0 else ["--resume=True"]
        r = run_driver(tmp_path, [*flags, f"--out_dir={out}", *resume], env=kill)
        assert r.returncode == -signal.SIGKILL, (kill, r.stderr[-2000:])
        lines = (out / "log.jsonl").read_text().splitlines()
        assert "config" in json.loads(lines[0]), f"after {kill} the log must still start with its config"
    last = run_driver(tmp_path, [*flags, f"--out_dir={out}", "--resume=True"])
    assert last.returncode == 0, last.stderr[-3000:]
    _, steps, _ = read_log(out / "log.jsonl")
    assert [r["step"] for r in steps] == [1, 2, 3, 4], "each step logged once"
    a = qwen3.load_model(tmp_path / "straight" / "ckpt_000004").state_dict()
    b = qwen3.load_model(out / "ckpt_000004").state_dict()
    assert all(torch.equal(a[k], b[k]) for k in a), "the killed and resumed run must end with the same weights"


@pytest.mark.slow
def test_grpo_ctrl_c_finishes_the_step_and_saves_a_checkpoint(grpo_setup, tmp_path):
    flags = tiny_flags(grpo_setup, max_steps=100000, out_dir=tmp_path / "run")
    driver = tmp_path / "driver.py"  # the stand-in grader gives rewards to learn from
    driver.write_text(DRIVER.format(root=str(ROOT)))
    proc = subprocess.Popen([sys.executable, str(driver), *flags], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=dict(os.environ, OMP_NUM_THREADS="1"))
    deadline = time.time() + 60
    log = tmp_path / "run" / "log.jsonl"
    while time.time() < deadline and not (log.exists() and '"step": 2' in log.read_text()):
        time.sleep(0.1)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 0 and "interrupt: finishing this step" in stdout, stderr[-2000:]
    assert "interrupted: saving a checkpoint" in stdout
    last = read_log(log)[1][-1]["step"]
    ckpts = sorted((tmp_path / "run").glob("ckpt_*"))
    assert [c.name for c in ckpts] == [f"ckpt_{last:06d}"], "the checkpoint holds the last finished step"
    state = torch.load(ckpts[0] / "trainer_state.pt", weights_only=True)
    assert state["step"] == last and len(state["optimizer"]["state"]) > 0


@pytest.mark.slow
def test_grpo_bfloat16_keeps_float32_master_weights(grpo_setup, tmp_path):
    flags = tiny_flags(grpo_setup, max_new_tokens=4, max_steps=2, learning_rate=1e-5, dtype="bfloat16",
                       micro_batch_size=1, out_dir=tmp_path)
    r = run_driver(tmp_path, flags)
    assert r.returncode == 0, r.stderr[-2000:]
    state = torch.load(tmp_path / "ckpt_000002" / "trainer_state.pt", weights_only=True)
    model = qwen3.load_model(tmp_path / "ckpt_000002", dtype=torch.bfloat16)
    start = qwen3.load_model(grpo_setup / "model", dtype=torch.bfloat16)  # what the master weights start from
    master = dict(zip([n for n, _ in model.named_parameters()], state["optimizer"]["master"]))
    w = "model.layers.0.mlp.up_proj.weight"
    assert master[w].dtype == torch.float32, "the optimizer steps float32 copies"
    moved = (master[w] - start.state_dict()[w].float()).abs()
    assert 0 < moved.max() <= 2.1e-5, "two AdamW steps of lr 1e-5 move a weight by at most about 2e-5"
    assert torch.equal(model.state_dict()[w], master[w].bfloat16()), "the model holds the rounded master weights"


@pytest.mark.slow
def test_grpo_bfloat16_without_master_weights_resumes_exactly(grpo_setup, tmp_path):
    flags = tiny_flags(grpo_setup, max_new_tokens=4, learning_rate=1e-4, dtype="bfloat16", master_weights=False,
                       grad_checkpoint=True, ckpt_interval=1, keep_ckpts=2, max_steps=2)
    a = run_driver(tmp_path, [*flags, f"--out_dir={tmp_path / 'a'}"])
    assert a.returncode == 0, a.stderr[-2000:]
    state = torch.load(tmp_path / "a" / "ckpt_000002" / "trainer_state.pt", weights_only=True)
    assert state["optimizer"]["steps"] == 2
    assert {m.dtype for pair in state["optimizer"]["moments"] for m in pair} == {torch.bfloat16}
    shutil.copytree(tmp_path / "a" / "ckpt_000001", tmp_path / "b" / "ckpt_000001")
    b = run_driver(tmp_path, [*flags, "--resume=True", f"--out_dir={tmp_path / 'b'}"])
    assert b.returncode == 0, b.stderr[-2000:]
    start = qwen3.load_model(grpo_setup / "model", dtype=torch.bfloat16).state_dict()
    end_a = qwen3.load_model(tmp_path / "a" / "ckpt_000002", dtype=torch.bfloat16).state_dict()
    end_b = qwen3.load_model(tmp_path / "b" / "ckpt_000002", dtype=torch.bfloat16).state_dict()
    assert all(torch.equal(end_a[k], end_b[k]) for k in end_a), "the resumed run must end with the same weights"
    moved = sum((end_a[k] != start[k]).sum().item() for k in start)
    assert moved > 1000, f"only {moved} bf16 weights changed in two steps"
    other = run_driver(tmp_path, [*flags, "--master_weights=True", "--resume=True", f"--out_dir={tmp_path / 'b'}"])
    assert other.returncode != 0 and "other --dtype / --master_weights flags" in other.stderr + other.stdout


@pytest.mark.slow
def test_skipping_equal_groups_only_saves_compute(grpo_setup, tmp_path):
    """With and without skip_zero_adv, the gradient of a step is the same, for every loss aggregation,
    with and without a KL term: skipped groups count in the normalisers and keep their KL term."""
    settings = [dict(loss_agg="token_mean"), dict(loss_agg="seq_mean_token_sum_norm"),
                dict(loss_agg="seq_mean_token_mean", kl_coef=0.1), dict(loss_agg="seq_sum", kl_coef=0.1,
                                                                        kl_estimator="k2")]
    args = []
    for i, setting in enumerate(settings):
        for skip in (True, False):
            flags = tiny_flags(grpo_setup, num_rollouts=4, max_new_tokens=8, max_steps=1, seed=6, grad_clip=0.0,
                               skip_zero_adv=skip, out_dir=tmp_path / f"run{i}{skip}", **setting)
            args += [*flags, "--next"]
    dump = tmp_path / "dump"
    dump.mkdir()
    # the first problem of step 0 is always graded right: its group's rewards are all equal
    first = grpo.step_problem_ids(0, 8, 2, seed=6)[0]
    equal_answer = json.loads((grpo_setup / "train.jsonl").read_text().splitlines()[first])["answer"]
    r = run_driver(tmp_path, args[:-1], env=dict(DUMP_DIR=str(dump), EQUAL_ANSWERS=equal_answer))
    assert r.returncode == 0, r.stderr[-3000:]
    for i, setting in enumerate(settings):
        logs = [read_log(tmp_path / f"run{i}{skip}" / "log.jsonl")[1][0] for skip in (True, False)]
        if logs[0]["zero_adv_frac"] != 0.5:
            pytest.fail(f"the test needs one equal and one mixed group, got {logs[0]['zero_adv_frac']}")
        skipped = torch.load(dump / f"rank0_grad{2 * i + 1}.pt")
        kept = torch.load(dump / f"rank0_grad{2 * i + 2}.pt")
        assert kept.abs().max() > 1e-4, "the step must have a gradient"
        assert torch.allclose(skipped, kept, rtol=1e-4, atol=1e-7), f"{setting}: skipping changed the gradient"


@pytest.mark.slow
def test_correct_reward_weight_scales_the_correctness_reward(grpo_setup, tmp_path):
    """reward = correct_reward_weight * correct + format_reward_weight * format (0 = a format-only reward).
    The tiny model never writes a \\boxed{}, so here the reward is half the stand-in grader's score."""
    flags = tiny_flags(grpo_setup, correct_reward_weight=0.5, format_reward="boxed", format_reward_weight=1.0,
                       max_steps=2, out_dir=tmp_path)
    r = run_driver(tmp_path, flags)
    assert r.returncode == 0, r.stderr[-3000:]
    _, steps, _ = read_log(tmp_path / "log.jsonl")
    assert any(s["correct_mean"] > 0 for s in steps), "the test needs right answers"
    for s in steps:
        assert s["format_reward_mean"] == 0
        assert s["reward_mean"] == pytest.approx(0.5 * s["correct_mean"])

# -----------------------------------------------------------------------------
# grpo.py under torchrun: data parallel on CPU with gloo


def run_ddp(d, name, nproc, env=None, extra=()):
    dump = d / name
    dump.mkdir()
    flags = tiny_flags(d, max_steps=2, num_rollouts=4, max_new_tokens=8, temperature=3.0, learning_rate=1e-3,
                       micro_batch_size=3, out_dir=d / (name + "_out"))
    r = run_driver(d, [*flags, *extra], nproc=nproc, env=dict(DUMP_DIR=str(dump), **(env or {})))
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    return dump, r


@pytest.mark.slow
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


@pytest.mark.slow
def test_torchrun_rank_with_nothing_to_learn_does_not_hang(grpo_setup):
    dump, r = run_ddp(grpo_setup, "zero", 2, env=dict(ZERO_ON_RANK1="1"))
    _, steps, _ = read_log(grpo_setup / "zero_out" / "log.jsonl")
    assert [s["zero_adv_frac"] for s in steps] == [0.5, 0.5], "rank 1's group is all-equal, rank 0's is not"
    for step in (1, 2):
        assert torch.equal(torch.load(dump / f"rank0_step{step}.pt"), torch.load(dump / f"rank1_step{step}.pt"))


@pytest.mark.slow
def test_grpo_bad_input_gives_one_line_errors(grpo_setup, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"problem": "1+1", "answer": "2"}\n{"problem": "oops"\n')
    truncated = tmp_path / "truncated"
    shutil.copytree(grpo_setup / "model", truncated)
    weights = truncated / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[:5000])
    cases = [(tiny_flags(grpo_setup, train_data=bad), "bad.jsonl:2"),
             (tiny_flags(grpo_setup, model_dir=truncated), "damaged"),
             (tiny_flags(grpo_setup, model_dir=tmp_path / "missing"), "--model_dir"),
             (tiny_flags(grpo_setup, device="cuda"), "no CUDA GPU"),
             (tiny_flags(grpo_setup, keep_ckpts=-1), "keep_ckpts=-1 must be at least 0")]
    # every case in one process (one import of torch, not five), each as `python grpo.py ...` runs it: an
    # error must end it with a one-line SystemExit message, never another exception
    script = tmp_path / "cases.py"
    script.write_text(ONE_PROCESS_CASES.format(root=str(ROOT)))
    argvs = [json.dumps([*flags, f"--out_dir={tmp_path / str(i)}"]) for i, (flags, _) in enumerate(cases)]
    r = run_script([str(script), *argvs])
    assert r.returncode == 0, r.stderr[-3000:]
    outcomes = [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]
    assert len(outcomes) == len(cases)
    for (flags, message), outcome in zip(cases, outcomes):
        assert outcome["exit"] not in (None, 0) and outcome["traceback"] is None, outcome
        assert message in str(outcome["exit"]) and "\n" not in str(outcome["exit"]), outcome


# runs `python grpo.py ARGV` once per JSON list of arguments, in one process, and prints per run how it
# ended: the SystemExit code or message, or the traceback of any other exception
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
# other) serve every test below.

# added to DRIVER: after each AdamW step, each process writes how many numbers of the parameters,
# gradients and moments it holds (local) against their full sizes (total)
SHARD_PROBE = '''
import json
from pathlib import Path
probed_step = torch.optim.AdamW.step


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
FSDP_RUNS = {"a": dict(loss_agg="token_mean", kl_coef=0.0, grad_checkpoint=True),
             "b": dict(loss_agg="seq_mean_token_mean", kl_coef=0.1, eval_interval=2,
                       eval_max_items=2, eval_max_new_tokens=4,
                       # the sampler's log-probs and kept ids through the sharded loop too
                       top_p=0.95, keep_sampling_mask=True, tis_cap=2.0, opsm_delta=0.05)}


@pytest.fixture(scope="module")
def fsdp_runs(grpo_setup, tmp_path_factory):
    d = tmp_path_factory.mktemp("fsdp")
    make_checkpoint(d / "untied", tie=False, seed=4)  # a seed whose groups have mixed rewards
    probe = d / "probe"
    probe.mkdir()
    driver = d / "driver.py"
    text = DRIVER.format(root=str(ROOT))
    driver.write_text(text.replace("defaults = {", SHARD_PROBE + "defaults = {", 1))
    # rank 1's problem of step 1 is answered right every time: at step 1 that process has only
    # groups with equal rewards, so without KL it has nothing to train on
    rank1_problem = grpo.step_problem_ids(0, 8, 2, seed=5)[1]
    env = dict(PROBE_DIR=str(probe), EQUAL_ANSWERS=str(2 * rank1_problem))
    flags = {}
    for name, overrides in FSDP_RUNS.items():
        flags[name] = tiny_flags(grpo_setup, max_steps=2, num_rollouts=4, max_new_tokens=8,
                                 temperature=3.0, learning_rate=1e-3, micro_batch_size=3,
                                 eval_data=grpo_setup / "train.jsonl", **overrides)
    flags["a"].append(f"--model_dir={d / 'untied'}")  # after tiny_flags': the last one counts
    single = [*flags["a"], f"--out_dir={d / 'single_a'}", "--next",
              *flags["b"], f"--out_dir={d / 'single_b'}"]
    # the sharded run b again: stopped after step 1 and resumed, stopped before its first step and
    # resumed, and with a moving reference; and run a in bfloat16 both ways
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
           *flags["a"], "--dtype=bfloat16", f"--out_dir={d / 'ddp_a16'}", "--next",
           *flags["a"], "--dtype=bfloat16", "--fsdp=True", f"--out_dir={d / 'fsdp_a16'}"]
    torchrun = ["-m", "torch.distributed.run", "--standalone", "--nproc_per_node=2"]
    for launcher, args in (([], single), (torchrun, two)):
        r = run_script([*launcher, str(driver), *args], env_extra=env, timeout=240)
        if "EADDRINUSE" in r.stderr:  # a run's store port (torchrun's + k) was taken: once more
            for arg in args:
                if arg.startswith("--out_dir="):
                    shutil.rmtree(arg.split("=", 1)[1], ignore_errors=True)
            r = run_script([*launcher, str(driver), *args], env_extra=env, timeout=240)
        assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    return d


def final_weights(run_dir):
    return qwen3.load_model(run_dir / "ckpt_000002").state_dict()


@pytest.mark.slow
def test_fsdp_weights_equal_data_parallel_and_one_process(fsdp_runs, grpo_setup):
    d = fsdp_runs
    start_dirs = {"a": d / "untied", "b": grpo_setup / "model"}
    for name in FSDP_RUNS:
        _, steps, _ = read_log(d / f"fsdp_{name}" / "log.jsonl")
        assert steps[0]["adv_std"] > 0 and steps[1]["adv_std"] > 0, "the test needs real advantages"
        assert steps[0]["gathered_gb"] > 0, "the log gives the size of the weights gathered to sample"
        if FSDP_RUNS[name].get("keep_sampling_mask"):
            assert steps[0]["sample_kept_mass"] < 0.99, "the test needs a real top-p set"
            assert steps[0]["mismatch_kl"] < 1e-6, "the kept set, renormalised on both sides"
        single = final_weights(d / f"single_{name}")
        ddp = final_weights(d / f"ddp_{name}")
        sharded = final_weights(d / f"fsdp_{name}")
        start = qwen3.load_model(start_dirs[name]).state_dict()
        moved = max((single[k] - start[k]).abs().max().item() for k in single)
        assert moved > 1e-4, "the updates must really change the weights"
        for other, weights in (("one process", single), ("data parallel", ddp)):
            diff = max((sharded[k] - weights[k]).abs().max().item() for k in weights)
            assert diff < 1e-5, f"run {name}: after 2 steps, sharded weights differ from {other}'s by {diff}"
    _, steps_single, evals_single = read_log(d / "single_b" / "log.jsonl")
    _, steps_sharded, evals_sharded = read_log(d / "fsdp_b" / "log.jsonl")
    assert [r["step"] for r in evals_sharded] == [0, 2], "the sharded run evaluates during training"
    assert [r["eval_acc"] for r in evals_sharded] == [r["eval_acc"] for r in evals_single]
    assert steps_sharded[1]["kl"] > 0 and abs(steps_sharded[1]["kl"] - steps_single[1]["kl"]) < 1e-6
    # ref_update_interval=1 copies the sharded policy into the sharded reference before step 2
    _, steps_refreshed, _ = read_log(d / "refreshed_b" / "log.jsonl")
    assert steps_refreshed[1]["kl"] == 0, "a reference refreshed from the policy has KL 0 to it"


@pytest.mark.slow
def test_fsdp_bfloat16_computes_in_bf16_on_float32_shards(fsdp_runs):
    from safetensors.torch import load_file
    ddp = load_file(fsdp_runs / "ddp_a16" / "ckpt_000002" / "model.safetensors")
    sharded = load_file(fsdp_runs / "fsdp_a16" / "ckpt_000002" / "model.safetensors")
    start = qwen3.load_model(fsdp_runs / "untied").state_dict()
    for k in ddp:
        assert sharded[k].dtype == torch.bfloat16, "the checkpoint is in the compute dtype, as without fsdp"
    # both keep float32 master weights; the bf16 forwards and backwards round in other orders (the
    # embedding's gradient, for one, is summed by autograd, not by the in-place hook): a weight may
    # land a bf16 step away, or differ by up to its two updates (2 x learning_rate) near 0
    moved = sum((ddp[k].float() != start[k]).sum().item() for k in ddp)
    apart = 0
    for k in ddp:
        a, b = sharded[k].float(), ddp[k].float()
        allowed = 2**-8 * a.abs().maximum(b.abs()) + 2 * 1e-3
        assert ((a - b).abs() <= allowed).all(), f"bf16: {k} differs by {(a - b).abs().max()}"
        apart += (a != b).sum().item()
    assert apart < 0.01 * moved, f"bf16: {apart} weights differ, of {moved} that moved"


@pytest.mark.slow
def test_fsdp_each_process_holds_half_of_the_weights_gradients_and_moments(fsdp_runs):
    for name in ("fsdp_a", "fsdp_b"):
        probes = [fsdp_runs / "probe" / f"{name}_rank{r}.json" for r in (0, 1)]
        sizes = [json.loads(p.read_text()) for p in probes]
        for kind in ("params", "grads", "moments"):
            local = [s[kind][0] for s in sizes]
            total = sizes[0][kind][1]
            assert sum(local) == total, f"{name}: the two processes' {kind} shards make up the whole"
            assert all(0.4 * total < n < 0.6 * total for n in local), f"{name}: {kind} {local} of {total}"
        ddp = json.loads((fsdp_runs / "probe" / f"ddp_{name[-1]}_rank0.json").read_text())
        assert ddp["params"][0] == ddp["params"][1], "data parallel holds everything (the probe works)"


@pytest.mark.slow
def test_fsdp_resume_continues_exactly_and_checkpoints_load_in_transformers(fsdp_runs):
    from transformers import Qwen3ForCausalLM
    d = fsdp_runs
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
        assert diff < 1e-4, f"transformers reads the sharded run's checkpoint with other logits: {diff}"


@pytest.mark.slow
def test_fsdp_rank_with_nothing_to_learn_does_not_hang(fsdp_runs):
    # the launch returned (the fixture asserts it), so no process waited forever; this checks that
    # the case really happened and that the other process's update went through
    _, steps, _ = read_log(fsdp_runs / "fsdp_a" / "log.jsonl")
    assert steps[0]["zero_adv_frac"] == 0.5 and steps[0]["trained_frac"] == 0.5, \
        "at step 1 one process has only equal-reward groups and trains nothing"
    assert steps[0]["grad_norm"] > 0


def test_fsdp_flag_checks_say_what_to_change():
    config = {k: getattr(grpo, k) for k in grpo.flag_names(vars(grpo))}
    cases = [(dict(fsdp=True), 1, "torchrun --nproc_per_node"),
             (dict(fsdp=True, master_weights=False), 2, "pass master_weights=True"),
             (dict(fsdp=True, compile=True), 2, "compile=False"),
             (dict(fsdp=True, compile_generate=True), 2, "compile_generate=False")]
    for overrides, world, message in cases:
        with pytest.raises(SystemExit, match=message):
            grpo.check_flags({**config, **overrides}, world)
    grpo.check_flags({**config, "fsdp": True}, 2)  # the plain case passes

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
    settings, on_file = eval_math500.read_results(out)
    assert on_file == sorted(records, key=lambda r: -len(eval_math500.render_prompt("base", r["problem"], tok))), \
        "file = records, run order"
    assert settings == dict(prompt=eval_math500.BASE_TEMPLATE, max_new_tokens=cap, temperature=0.0, top_p=1.0,
                            num_samples=1, seed=0), "the file's first record: the settings that decide the answers"


def test_eval_resume_after_kill_recomputes_nothing(eval_dir, monkeypatch, tmp_path):
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)
    calls = count_generate(monkeypatch)
    out = tmp_path / "res.jsonl"
    kw = dict(prompt_template="qwen3_nothink", max_new_tokens=8, batch_size=4, out_path=out, workers=1, progress=False)
    acc, first = eval_math500.evaluate(model, tok, PROBLEMS, **kw)
    assert sum(len(c["prompts"]) for c in calls) == 6
    assert len(out.read_text().splitlines()) == 1 + 6, "the settings record, then one record per problem"
    outs = {tuple(p): o for c in calls for p, o in zip(c["prompts"], c["outs"])}
    for r in first:
        o = outs[tuple(tok.encode(eval_math500.render_prompt("qwen3_nothink", r["problem"], tok)))]
        assert r["num_tokens"] == len(o) and r["truncated"] == (len(o) == 8 and o[-1] not in tok.stop_ids), r
    lines = out.read_text().splitlines(keepends=True)
    out.write_text("".join(lines[:3]) + lines[3][:25])  # killed while writing the third problem's line
    calls.clear()
    acc2, second = eval_math500.evaluate(model, tok, PROBLEMS, **kw)
    assert sum(len(c["prompts"]) for c in calls) == 4, "only the 4 unfinished problems are generated again"
    keys = [eval_math500.key(r) for r in eval_math500.read_results(out)[1]]
    assert sorted(keys) == sorted(map(eval_math500.key, PROBLEMS)), "the partial line is gone, each problem once"
    assert second == first and acc2 == acc, "greedy: resumed results equal the uninterrupted run"
    calls.clear()
    assert eval_math500.evaluate(model, tok, PROBLEMS[:3], **kw)[1] == first[:3] and not calls, "all done: no generate"


def test_eval_resume_refuses_other_settings_or_model(eval_dir, monkeypatch, tmp_path):
    """Answers on file are reused only when made with the same settings and the same model."""
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)
    calls = count_generate(monkeypatch)
    out = tmp_path / "res.jsonl"
    kw = dict(max_new_tokens=4, batch_size=4, out_path=out, workers=1, progress=False)
    model_a = dict(model_sha256="aaa", dtype="float32")
    first = eval_math500.evaluate(model, tok, PROBLEMS[:2], identity=model_a, **kw)
    written = out.read_text()
    changes = [(dict(max_new_tokens=6), "max_new_tokens: 4 in the file, 6 now"),
               (dict(temperature=0.7), "temperature: 0.0 in the file, 0.7 now"),
               (dict(prompt_template="Q: {problem}\nA:"), "prompt: 'Solve the following"),
               (dict(identity=dict(model_sha256="bbb", dtype="float32")), "model_sha256: 'aaa' in the file, 'bbb' now"),
               (dict(identity=dict(model_sha256="aaa", dtype="bfloat16")), "dtype: 'float32' in the file, 'bfloat16'")]
    for change, message in changes:
        args = kw | dict(identity=model_a) | change
        with pytest.raises(ValueError, match=re.escape(message)):
            eval_math500.evaluate(model, tok, PROBLEMS[:2], **args)
        assert out.read_text() == written, f"{change}: a refused resume leaves the file as it was"
    calls.clear()
    assert eval_math500.evaluate(model, tok, PROBLEMS[:2], identity=model_a, **kw) == first and not calls, \
        "same settings, same model: the answers on file are reused"
    # a file from before the settings record: nothing says how its answers were made
    out.write_text("".join(line + "\n" for line in written.splitlines()[1:]))
    with pytest.raises(ValueError, match="records no settings"):
        eval_math500.evaluate(model, tok, PROBLEMS[:2], identity=model_a, **kw)


def test_eval_resume_regrades_changed_answers_and_regenerates_changed_problems(eval_dir, monkeypatch, tmp_path):
    """The data is part of what a resumed evaluation checks: a changed reference answer re-grades the stored
    responses (no generation), a changed problem text (same unique_id) is generated again."""
    tok, model = qwen3.load_tokenizer(eval_dir), qwen3.load_model(eval_dir)

    def fake(model, prompts, max_new_tokens, *args, **kwargs):
        return [tok.encode("\\boxed{4}") + [tok.eos_id] for _ in prompts]  # every response boxes 4
    calls = count_generate(monkeypatch, fake)
    out = tmp_path / "res.jsonl"
    kw = dict(max_new_tokens=8, batch_size=8, out_path=out, workers=1, progress=False)
    acc, first = eval_math500.evaluate(model, tok, PROBLEMS[:4], **kw)
    assert [r["correct"] for r in first] == [True, False, False, False] and acc == 1 / 4, "answers 4, 9, 1/2, 3"
    new_key = [dict(p, answer=a) for p, a in zip(PROBLEMS[:4], ["5", "4", "4", "3"])]
    calls.clear()
    acc, regraded = eval_math500.evaluate(model, tok, new_key, **kw)
    assert not calls, "only the answers changed: the stored responses are graded again, nothing is generated"
    assert [r["correct"] for r in regraded] == [False, True, True, False] and acc == 2 / 4, \
        "graded against the new answers 5, 4, 4, 3"
    assert [r["answer"] for r in regraded] == ["5", "4", "4", "3"], "records carry the answer they were graded with"
    on_file = {r["unique_id"]: r for r in eval_math500.read_results(out)[1]}
    assert len(on_file) == 4 and [on_file[p["unique_id"]] for p in new_key] == regraded, "the file holds the new grades"
    reworded = [dict(new_key[0], problem="What is 2+3?")] + new_key[1:]
    calls.clear()
    acc, third = eval_math500.evaluate(model, tok, reworded, **kw)
    prompts = [tok.decode(p) for c in calls for p in c["prompts"]]
    assert prompts == [eval_math500.render_prompt("base", "What is 2+3?", tok)], \
        "only the reworded problem is generated"
    assert third[0]["problem"] == "What is 2+3?" and third[1:] == regraded[1:]
    records = eval_math500.read_results(out)[1]
    assert sorted(r["unique_id"] for r in records) == ["t/1", "t/2", "t/3", "t/4"], "the old text's record is gone"


def test_eval_fingerprint_follows_the_weights_not_the_files(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    make_checkpoint(a)
    time.sleep(0.01)
    shutil.copytree(a, b, copy_function=shutil.copy)  # a plain copy: new modification times
    assert eval_math500.fingerprint(a) == eval_math500.fingerprint(b), "same files, same fingerprint"
    (b / "math500_base.jsonl").write_text("{}\n")
    assert eval_math500.fingerprint(a) == eval_math500.fingerprint(b), "results beside the weights are not the model"
    model = qwen3.load_model(b)
    with torch.no_grad():
        model.model.norm.weight[0] += 1e-3  # one weight of one tensor: same shapes, same safetensors header
    qwen3.save_model(model, b)
    assert eval_math500.fingerprint(a) != eval_math500.fingerprint(b), "other weights, another fingerprint"


def test_eval_rewrite_is_atomic(eval_dir, monkeypatch, tmp_path):
    """A resume rewrites the results file (less a partial last line): killed during that rewrite, the old
    file must still be there, whole."""
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
                          ('{"problem": "a", "answer": "1"}\n{"problem": 3, "answer": "1"}\n',
                           r"bad.jsonl:2: 'problem' must be a string, got 3$"),
                          ('{"problem": "a", "answer": null}\n',
                           r"bad.jsonl:1: 'answer' must be a string or a number, got None$"),
                          ('[{"problem": "a", "answer": "1"},\n {"problem": "b", "answer": null}]',
                           r"bad.jsonl: item 2: 'answer' must be a string or a number"),
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


def test_eval_load_problems_refuses_what_can_never_work(tmp_path, capsys):
    """Refused at load, naming file and line: an empty problem, an answer that is NaN or infinite (as a JSON
    number or as text), a byte that is not UTF-8. An empty answer, which no response can match (MATH's training
    set has two), is skipped with one note that names its line."""
    bad = tmp_path / "bad.jsonl"
    good_line = '{"problem": "1+1=?", "answer": "2"}\n'
    for line, message in [('{"problem": "", "answer": "2"}', "'problem' is empty"),
                          ('{"problem": " \\n ", "answer": "2"}', "'problem' is empty"),
                          ('{"problem": "a", "answer": NaN}', "'answer' nan is not a finite number"),
                          ('{"problem": "a", "answer": 1e400}', "'answer' inf is not a finite number"),
                          ('{"problem": "a", "answer": "-Infinity"}', "'answer' '-Infinity' is not a finite")]:
        bad.write_text(good_line + line + "\n" + good_line)
        with pytest.raises(ValueError, match="^" + re.escape(f"{bad}:2: {message}")):
            eval_math500.load_problems(bad)
    bad.write_bytes(good_line.encode() * 2 + b'{"problem": "caf\xe9", "answer": "1"}\n')  # latin-1, not UTF-8
    with pytest.raises(ValueError, match="^" + re.escape(f"{bad}:3: byte 0xe9 is not UTF-8: save the file as UTF-8")):
        eval_math500.load_problems(bad)
    # what does work: large and exact numbers, text, UTF-8 with a byte-order mark; an empty answer is skipped
    rows = [dict(problem="a", answer=10 ** 400), dict(problem="b", answer="1e300"), dict(problem="c", answer=""),
            dict(problem="caf\u00e9 \u03c0", answer="\\infty"), dict(problem="e", answer=" ")]
    bad.write_bytes(b"\xef\xbb\xbf" + "".join(json.dumps(r) + "\n" for r in rows).encode())
    problems = eval_math500.load_problems(bad)
    assert problems == [rows[0], rows[1], rows[3]], "the empty answers are skipped, the rest kept as read"
    note = capsys.readouterr().err
    assert "skipped 2 problems with an empty answer" in note and f"{bad}:3, {bad}:5" in note, note
    assert [p.where for p in problems] == [f"{bad}:1", f"{bad}:2", f"{bad}:4"], "each problem knows its line"
    assert json.dumps(problems[0]) == json.dumps(rows[0]), "the line is not a field: it never reaches a results file"
    listed = tmp_path / "list.json"
    listed.write_text(json.dumps(rows[:2]))
    assert [p.where for p in eval_math500.load_problems(listed)] == [f"{listed}: item 1", f"{listed}: item 2"]


def test_eval_check_prompts_refuses_what_cannot_be_generated(tmp_path):
    """Every prompt is rendered and tokenized once: one the tokenizer cannot represent whole, or whose length +
    max_new_tokens exceeds the model's positions, is refused with its file:line (a drawn prompt of no tokens would
    crash generate mid-run); max_new_tokens alone past the positions is refused too."""
    tok = arith.build_tokenizer(tmp_path / "demo_tok")  # characters 0-9 + * = ? , }: no letters, no spaces
    data = tmp_path / "p.jsonl"
    rows = [dict(problem="12+3=?", answer="15"), dict(problem="what is 2+2", answer="4"),
            dict(problem="7*8=?", answer="56")]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    problems = eval_math500.load_problems(data)
    with pytest.raises(ValueError, match=re.escape(f"1 of 3 problems cannot be generated from ({data}:2: the tokenizer "
                                                   "cannot represent ' ahistw')")):
        eval_math500.check_prompts(problems, tok, "{problem}", 10, 128)
    ok = [problems[0], problems[2]]
    assert eval_math500.check_prompts(ok, tok, "{problem}", 10, 128) == [tok.encode("12+3=?"), tok.encode("7*8=?")]
    # "12+3=?" is 6 tokens: 6 + 122 = 128 positions fit exactly, 6 + 123 do not ("7*8=?", 5 tokens, still fits)
    assert len(eval_math500.check_prompts(ok, tok, "{problem}", 122, 128)) == 2
    with pytest.raises(ValueError, match=re.escape(f"1 of 2 problems cannot be generated from ({data}:1: its prompt "
                                                   "of 6 tokens + eval_max_new_tokens=123 exceeds the model's 128 "
                                                   "positions)")):
        eval_math500.check_prompts(ok, tok, "{problem}", 123, 128, flag="eval_max_new_tokens")
    with pytest.raises(ValueError, match=re.escape("--max_new_tokens=100000 leaves no room for a prompt in the "
                                                   "model's 128 positions")):
        eval_math500.check_prompts(ok, tok, "{problem}", 100000, 128)
    with pytest.raises(ValueError, match="the prompt template 'base' holds characters the tokenizer cannot represent"):
        eval_math500.check_prompts(ok, tok, "base", 10, 128)
    # a plain dict (no file) is named by its place; "<" and "/" are lost alone, not inside the added token </think>
    plain = [dict(problem="1+1=?</think>", answer="2"), dict(problem="1</2", answer="1")]
    with pytest.raises(ValueError, match=re.escape("1 of 2 problems cannot be generated from (problem 2: the "
                                                   "tokenizer cannot represent '/<')")):
        eval_math500.check_prompts(plain, tok, "{problem}", 10, 128)
    assert eval_math500.check_prompts(plain[:1], tok, "{problem}", 10, 128) == [tok.encode("1+1=?</think>")]
    # Qwen3's byte-level tokenizer represents any text
    make_tokenizer(tmp_path / "bytes")
    byte_tok = qwen3.load_tokenizer(tmp_path / "bytes")
    text = "Is caf\u00e9 \u2264 \u03c0 \u2192 \U0001d4b3?"
    ids = eval_math500.check_prompts([dict(problem=text, answer="1")], byte_tok, "qwen3_think", 10, 1024)
    assert byte_tok.decode(ids[0]) == byte_tok.chat_prompt(text + eval_math500.QWEN_INSTRUCTION), "nothing lost"


@pytest.mark.skipif(not MATH500.exists(), reason=f"{MATH500} is absent: {GET_DATA}")
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
    settings, records = eval_math500.read_results(eval_dir / "math500_base.jsonl")
    summary = json.loads((eval_dir / "math500_base_summary.json").read_text())
    assert len(records) == 5 and summary["num_problems"] == 5 and summary["config"]["max_new_tokens"] == 4
    assert summary["settings"] == settings and settings["max_new_tokens"] == 4
    assert settings["model_sha256"] == eval_math500.fingerprint(eval_dir) and settings["dtype"] == "float32"
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
    data = f"--data_path={eval_dir / 'problems.jsonl'}"
    # the same settings as above but more tokens: the 5 answers on file were made with 4
    longer = [f"--model_dir={eval_dir}", data, "--max_items=5", "--max_new_tokens=8"]
    for args, message in [([f"--model_dir={eval_dir}"], "Offline? Get the file elsewhere and pass --data_path="),
                          (longer, "max_new_tokens: 4 in the file, 8 now"),
                          (["--batch_sise=3"], "unknown flag '--batch_sise=3'; did you mean batch_size?"),
                          (["--batch_size=x"], "--batch_size=x: batch_size must be int (default 64)"),
                          (["--max_items=1e3"], "--max_items=1e3: max_items must be int (default 0)"),
                          (["--max_items"], "flags are --name=value, got '--max_items'"),
                          ([], "pass --model_dir")]:
        with pytest.raises(SystemExit) as e:
            run(*args)
        assert message in str(e.value.code), f"{args}: {e.value.code}"

def test_eval_cli_damaged_files_and_devices_are_one_line(eval_dir, monkeypatch, tmp_path):
    """What the user must fix (a device this machine has not, a damaged weight or tokenizer file, a max_new_tokens
    past the model's positions) ends the script with one line that says so, never a traceback."""
    def run(*args):
        monkeypatch.setattr(sys, "argv", ["eval_math500.py", *args])
        runpy.run_path(str(ROOT / "eval_math500.py"), run_name="__main__")
    damaged = tmp_path / "damaged"
    shutil.copytree(eval_dir, damaged)
    data = f"--data_path={eval_dir / 'problems.jsonl'}"
    weights = (damaged / "model.safetensors").read_bytes()
    (damaged / "model.safetensors").write_bytes(weights[:len(weights) // 2])  # a copy cut short
    # the device's line comes from qwen3.pick_device where it checks devices, else from loading the weights
    for args, message in [([f"--model_dir={eval_dir}", data, "--device=tpu"], "tpu"),
                          ([f"--model_dir={damaged}", data, "--device=cpu"], "a damaged or truncated .safetensors"),
                          ([f"--model_dir={eval_dir}", data, "--max_new_tokens=100000",
                            f"--out={tmp_path / 'r.jsonl'}"],
                           "--max_new_tokens=100000 leaves no room for a prompt in the model's 1024 positions"),
                          ([f"--model_dir={eval_dir}", data, "--dtype=fp8"], "--dtype=fp8: pass auto, float32")]:
        with pytest.raises(SystemExit) as e:
            run(*args)
        line = str(e.value.code)
        assert message in line and "\n" not in line, f"{args}: {line}"
    (damaged / "model.safetensors").write_bytes(weights)
    (damaged / "tokenizer.json").write_text((eval_dir / "tokenizer.json").read_text()[:100])
    with pytest.raises(SystemExit) as e:
        run(f"--model_dir={damaged}", data)
    assert str(e.value.code).startswith(f"error: {damaged}/tokenizer.json is damaged"), e.value.code


def test_eval_help_lists_the_flag_block_and_the_run_prints_changed_flags(eval_dir, monkeypatch, capsys, tmp_path):
    """--help is the flag block read from the file (groups, defaults, comments); a run prints one line of the flags
    that differ from the defaults."""
    script = tmp_path / "script.py"
    script.write_text("x = 1\n# config: python script.py --name=value\n\n# model\nmodel_dir = ''  # a folder\n"
                      "steps = 10  # how many\n# system\ndevice = \"auto\"  # auto | cpu  # (not split twice)\n"
                      "seed = 0\nFLAGS = []\ny = 2  # not a flag\n")
    config = dict(model_dir="", steps=10, device="auto", seed=0)
    assert eval_math500.flag_help(script, config) == ("model:\n"
                                                     '  --model_dir=""  a folder\n'
                                                     "  --steps=10      how many\n"
                                                     "system:\n"
                                                     "  --device=auto   auto | cpu  # (not split twice)\n"
                                                     "  --seed=0"), "groups, defaults as typed, aligned comments"
    monkeypatch.setattr(sys, "argv", ["eval_math500.py", "--help"])
    with pytest.raises(SystemExit) as e:
        runpy.run_path(str(ROOT / "eval_math500.py"), run_name="__main__")
    printed = capsys.readouterr().out
    assert e.value.code == 0 and printed.startswith("eval_math500.py: accuracy of a Qwen3 model")
    flags = [line.split()[0] for line in printed.splitlines() if line.startswith("  --")]
    assert flags == [f"--{n}={eval_math500.typed(getattr(eval_math500, n))}" for n in eval_math500.FLAGS], \
        "every flag once, in the file's order, with its default"
    assert "sampling:\n  --prompt_template=base" in printed and "0 = greedy" in printed
    monkeypatch.setattr(sys, "argv", ["eval_math500.py", f"--model_dir={eval_dir}", "--max_items=2",
                                      f"--data_path={eval_dir / 'problems.jsonl'}", "--max_new_tokens=2",
                                      f"--out={tmp_path / 'r.jsonl'}", "--seed=0", "--workers=1"])
    runpy.run_path(str(ROOT / "eval_math500.py"), run_name="__main__")
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (f"flags (the rest are the defaults): --model_dir={eval_dir} "
                        f"--data_path={eval_dir / 'problems.jsonl'} "
                        f"--out={tmp_path / 'r.jsonl'} --max_items=2 --max_new_tokens=2 --workers=1"), \
        "one line, in the flag block's order; --seed=0 is the default, so not listed"
    assert not any(line.startswith("override") for line in lines)


def test_requirements_name_every_package_the_scripts_import():
    """pip install -r requirements.txt must bring every third-party module the scripts import, even one that
    another package happens to install today (huggingface_hub comes with tokenizers)."""
    listed = set()
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        name = re.match(r"[A-Za-z0-9_.-]*", line.split("#")[0].strip()).group()
        listed.add(name.lower().replace("-", "_"))
    ours = {"grpo", "qwen3", "verify", "eval_math500", "plot_logs", "arith"}
    for script in ["grpo.py", "qwen3.py", "verify.py", "eval_math500.py", "plot_logs.py", "demo/arith.py"]:
        imported = set()
        for node in ast.walk(ast.parse((ROOT / script).read_text())):
            if isinstance(node, ast.Import):
                imported |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                imported.add(node.module.split(".")[0])
        missing = imported - set(sys.stdlib_module_names) - ours - listed
        assert not missing, f"{script} imports {sorted(missing)}, which requirements.txt does not list"


# -----------------------------------------------------------------------------
# plot_logs.py


def write_log(path, steps, drop=(), evals=True, partial=False, config=None, **fixed):
    """A synthetic grpo.py log: the config line, then one record per step (`fixed`: metrics set to a value)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    rows = [{"config": config or {"lr": 1e-6}}]
    for s in range(1, steps + 1):
        row = dict(step=s, loss=0.01 * math.sin(s), pg_loss=0.01 * math.cos(s), kl=1e-4 * s, reward_mean=s / steps,
                   correct_mean=s / steps / 2, format_reward_mean=0.5, adv_mean=0.0, adv_std=0.9, zero_adv_frac=0.3,
                   entropy=float("nan") if s == 3 else 1 - s / steps, resp_len_mean=100 + s, resp_len_max=256,
                   truncated_frac=None if s == 4 else 0.1, grad_norm=0.3, lr=1e-6, tokens_per_s=1000, rollout_s=3,
                   train_s=1, step_s=4, peak_mem_gb=2.0)
        if evals and s % 5 == 0:
            row["eval_acc"] = s / 100
        row.update(fixed)
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
    assert [list(line.get_xdata()) for line in evals] == [[5, 10, 15, 20, 25, 30]], "eval steps only, as points"
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
    monkeypatch.setattr(sys, "argv", ["plot_logs.py", str(a), str(b), f"--out={tmp_path / 'ab.png'}", "--steps=3:10"])
    runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")
    assert "2 run(s), 16 steps" in capsys.readouterr().out, "steps 3-10 of each run"
    with pytest.raises(ValueError, match="--steps=3: give a range first:last"):
        plot_logs.step_range("3")
    assert plot_logs.step_range(":40") == (0, 40) and plot_logs.step_range("5:") == (5, sys.maxsize)


def test_plot_run_with_no_step_yet(tmp_path, monkeypatch, capsys):
    """A new run that has written its config line and is still in its step-0 evaluation, overlaid on an old one."""
    old = write_log(tmp_path / "old" / "log.jsonl", 10)
    new = write_log(tmp_path / "new" / "log.jsonl", 0)
    runs = {"old": plot_logs.read_log(old), "new": plot_logs.read_log(new)}
    assert runs["new"] == []
    fig = plot_logs.plot(runs, window=3)
    assert [t.get_text() for t in fig.legends[0].get_texts()] == ["old", "new"], "the new run is in the legend"
    reward = fig.axes[0].get_lines()
    assert [len(line.get_xdata()) for line in reward][:2] == [10, 10], "the old run drawn (raw and smoothed)"
    with pytest.raises(ValueError, match="nothing to plot yet: no run has logged a step"):
        plot_logs.plot({"new": runs["new"]})
    monkeypatch.setattr(sys, "argv", ["plot_logs.py", str(old), str(new), f"--out={tmp_path / 'x.png'}"])
    runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")
    assert "2 run(s), 10 steps" in capsys.readouterr().out


def test_plot_equal_metrics_both_visible_flat_ratio_left_out_title_flags(tmp_path, monkeypatch, capsys):
    config = dict(init_from="Qwen/Qwen3-0.6B-Base", model_dir="out/arith/model", learning_rate=1e-4, num_rollouts=8,
                  inner_epochs=1, loss_agg="token_mean", lr=1e-6)
    log = write_log(tmp_path / "arith" / "log.jsonl", 12, drop=("format_reward_mean",), config=config,
                    ratio_mean=1.0, clip_frac=0.0)
    rows = plot_logs.read_log(log)
    for row in rows:  # no format reward: reward_mean is correct_mean
        row["correct_mean"] = row["reward_mean"]
    rows[2]["ratio_mean"] = 0.9999999999999999  # a mean of ratios that are all 1, as a log holds it
    fig = plot_logs.plot({"arith": rows}, window=3)
    reward = fig.axes[0]
    assert [t.get_text() for t in reward.get_legend().get_texts()] == ["reward_mean", "correct_mean (= reward_mean)"]
    styles = {line.get_linestyle() for line in reward.get_lines()}
    assert len(styles) == 2, "two metrics on one panel: two line styles, so that one drawn over the other still shows"
    assert "policy ratio" not in panel_titles(fig), "ratio 1 and clip 0 at every step: nothing to see"
    assert "inner_epochs=1" in " ".join(t.get_text() for t in fig.texts), "the figure says why the panel is left out"
    rows[5]["ratio_mean"] = 1.01
    assert "policy ratio" in panel_titles(plot_logs.plot({"arith": rows})), "a ratio that moves is drawn"
    assert "policy ratio" in panel_titles(plot_logs.plot({"arith": rows[:5]}, ["ratio_mean"])), "asked for: drawn"
    # the script: the run's key flags in the title (lr is not a key flag)
    monkeypatch.setattr(sys, "argv", ["plot_logs.py", str(log)])
    fig = runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")["fig"]
    want = "arith\nmodel_dir=out/arith/model  learning_rate=0.0001  num_rollouts=8  loss_agg=token_mean  inner_epochs=1"
    assert fig.get_suptitle() == want, "init_from is left out: model_dir overrides it"
    assert plot_logs.describe(dict(init_from="Q/Q", seed=1), plot_logs.KEY_FLAGS) == "init_from=Q/Q  seed=1"
    long = plot_logs.describe({f: "x" * 30 for f in plot_logs.KEY_FLAGS}, plot_logs.KEY_FLAGS)
    assert 1 < len(long.splitlines()) and max(map(len, long.splitlines())) <= 150, "a long title is wrapped"
    assert "policy ratio panel left out" in capsys.readouterr().out


def test_plot_sampling_and_off_policy_panels_and_a_flat_mismatch_left_out(tmp_path, capsys):
    old = plot_logs.read_log(write_log(tmp_path / "old" / "log.jsonl", 6))
    assert not {"sampling", "off-policy"} & set(panel_titles(plot_logs.plot({"old": old}))), "old logs lack them"
    flat = plot_logs.read_log(write_log(tmp_path / "flat" / "log.jsonl", 6, mismatch_kl=0.0, trained_frac=0.4))
    fig = plot_logs.plot({"flat": flat})
    assert "sampling" in panel_titles(fig) and "off-policy" not in panel_titles(fig)
    assert "mismatch_kl = 0 at every step" in " ".join(t.get_text() for t in fig.texts)
    top_p = plot_logs.read_log(write_log(tmp_path / "top_p" / "log.jsonl", 6, mismatch_kl=0.05, sample_kept_mass=0.73,
                                         groups_sampled=12, groups_trained=4, sampling_rounds=3, trained_frac=0.3))
    fig = plot_logs.plot({"flat": flat, "top_p": top_p})
    axes = {ax.get_title(): ax for ax in fig.axes if ax.get_title()}
    assert "off-policy" in axes, "one run with a mismatch: the panel is drawn"

    def legend(title):
        return [t.get_text() for t in axes[title].get_legend().get_texts()]
    assert legend("off-policy") == ["mismatch_kl", "sample_kept_mass (right)"]
    assert legend("sampling") == ["groups_sampled", "groups_trained", "sampling_rounds", "trained_frac (right)"]


BOOK_HEADER = ("step,total_steps,loss,kl_loss,policy_ratio,reward_avg,format_reward_avg,tokens_per_sec,"
               "avg_response_len,adv_avg,adv_std,entropy_avg,eval_acc\n")


def test_plot_reads_the_books_csv_logs(tmp_path, monkeypatch):
    """Column names mapped to ours, eval_acc from percent to a fraction, only the last run of a file that restarts."""
    book = tmp_path / "7_x_metrics.csv"
    book.write_text(BOOK_HEADER
                    + "1,300,0.5,0.1,1.0,0.125,0.5,20.0,300.0,0.0,0.9,1.3,12.5\n"  # an aborted start
                    + "2,300,0.4,0.1,1.0,0.25,0.5,21.0,310.0,0.0,0.9,1.2,\n"
                    + "1,4,-0.1,0.01,1.02,0.125,0.75,30.0,38.375,0.0,0.999717,1.268579,15.6\n"
                    + "2,4,0.2,0.02,0.98,0.375,0.5,31.0,384.0,0.0,0.8,0.72,\n"
                    + "3,4,0.3,,1.0,0.5,0.5,32.0,100.0,0.0,0.7,0.5,\n"
                    + "4,4,0.1,0.03,1.0,0.625,1.0,33.0,90.5,0.0,0.6,0.4,\n"
                    + "5,4,0.1,0.03,1.0,0.625,1.0,33.0,90.5,0.0,0.6,0.4,45.2")  # no newline at the end
    rows = plot_logs.read_book_csv(book)
    assert [r["step"] for r in rows] == [1, 2, 3, 4, 5], "the aborted start (steps 1-2 of 300) is dropped"
    assert rows[0] == dict(step=1, total_steps=4, loss=-0.1, kl=0.01, ratio_mean=1.02, reward_mean=0.125,
                           format_reward_mean=0.75, tokens_per_s=30.0, resp_len_mean=38.375, adv_mean=0.0,
                           adv_std=0.999717, entropy=1.268579, eval_acc=pytest.approx(0.156))
    assert "kl" not in rows[2] and "eval_acc" not in rows[1], "an empty cell is a metric not logged at that step"
    assert rows[4]["eval_acc"] == pytest.approx(0.452), "percent -> fraction"
    bad = tmp_path / "bad.csv"
    bad.write_text("step,reward_avg\n1,0.5\n2,abc\n")
    with pytest.raises(ValueError, match=r"bad.csv:3: column reward_avg is not a number: 'abc'"):
        plot_logs.read_book_csv(bad)
    # overlaid on one of our runs, aligned by step, with the book's eval points
    ours = write_log(tmp_path / "run" / "log.jsonl", 6, config=dict(learning_rate=1e-6, num_rollouts=8))
    out = tmp_path / "both.png"
    monkeypatch.setattr(sys, "argv", ["plot_logs.py", str(ours), str(book), f"--out={out}", "--smooth=2"])
    fig = runpy.run_path(str(ROOT / "plot_logs.py"), run_name="__main__")["fig"]
    assert [t.get_text() for t in fig.legends[0].get_texts()] == ["run  learning_rate=1e-06  num_rollouts=8",
                                                                  "7_x_metrics"]
    evals = next(ax for ax in fig.axes if ax.get_title() == "eval accuracy").get_lines()
    assert [list(line.get_xdata()) for line in evals] == [[5], [1, 5]]
    assert list(evals[1].get_ydata()) == pytest.approx([0.156, 0.452]) and evals[1].get_marker() == "o"
    length = next(ax for ax in fig.axes if ax.get_title().startswith("response length")).get_lines()
    book_lines = [line for line in length if line.get_color() == "C1"]  # the second run's color
    assert [list(line.get_xdata()) for line in book_lines] == [[1, 2, 3, 4, 5]] * 2, "raw and smoothed, by step"
    assert out.stat().st_size > 10_000


@pytest.mark.skipif(not (SHARED_DATA / "book_logs").is_dir(), reason=f"{SHARED_DATA / 'book_logs'} is absent "
                    "(the book's training logs, from rasbt/reasoning-from-scratch ch07/02_logs)")
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
        assert [evals[s] for s in (1, 50, 100, 250, 500)] == pytest.approx([a / 100 for a in accuracies]), name
    rows = plot_logs.read_book_csv(SHARED_DATA / "book_logs" / "7_3_plus_tracking_metrics.csv")
    assert [r["step"] for r in rows] == list(range(1, 501)), "7.3's aborted start (5 steps of 300) is dropped"
    assert {r["total_steps"] for r in rows} == {500}
    assert {"reward_mean", "resp_len_mean", "entropy", "adv_std"} <= set(rows[0]), "book columns get our names"


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


def test_demo_refuses_to_delete_an_earlier_grpo_run(tmp_path, monkeypatch, capsys):
    """A new warm start makes out_dir/grpo (GRPO from the old model) meaningless: refuse, or delete it when asked."""
    run = tmp_path / "grpo"
    run.mkdir()
    (run / "log.jsonl").write_text('{"config": {}}\n')
    small = [f"--out_dir={tmp_path}", "--num_train=40", "--num_test=4", "--batch_size=4", "--target_acc=0.0",
             "--eval_interval=1", "--max_steps=1"]

    def demo(*args):
        monkeypatch.setattr(sys, "argv", ["arith.py", *small, *args])
        runpy.run_path(str(ROOT / "demo" / "arith.py"), run_name="__main__")
    for args in ([], ["--replace_grpo_run=false"]):
        with pytest.raises(SystemExit, match="pass --replace_grpo_run=True to delete it"):
            demo(*args)
        assert (run / "log.jsonl").exists() and not (tmp_path / "model").exists(), "refused before any work"
    with pytest.raises(SystemExit, match="replace_grpo_run must be bool"):
        demo("--replace_grpo_run=yes")
    demo("--replace_grpo_run=True")
    assert not run.exists() and (tmp_path / "model" / "model.safetensors").exists()
    assert f"deleted {run}" in capsys.readouterr().out


def test_demo_warm_start_is_the_same_whatever_the_thread_count(tmp_path, monkeypatch):
    """A matrix product split over 2 threads sums in another order than over 1: the demo fixes its thread count
    (--threads, default 1), so that the warm start depends on the CPU only, not on how many cores it has."""
    small = ["--num_train=200", "--num_test=2", "--batch_size=64", "--target_acc=0.0", "--eval_interval=1",
             "--max_steps=1"]  # one step of 64 problems: enough rows for the products to be split over threads
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
