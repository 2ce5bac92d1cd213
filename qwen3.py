"""
qwen3.py: the dense Qwen3 language model in one file, with Hugging Face checkpoint I/O, the
tokenizer, and batched sampling with a preallocated KV cache.

    python qwen3.py --model_dir=path/to/Qwen3-0.6B-Base --prompt="1+1="   # completion + tokens/s
    python qwen3.py --init_from=Qwen/Qwen3-0.6B-Base --prompt="..."      # download first
    python qwen3.py --bench=True               # sampler speed table on a random-weight model
    python qwen3.py --write_random_model=DIR   # a random-weight model folder, to time grpo.py
    python qwen3.py --convert_book=ckpt.pth --tokenizer_dir=DIR --out_dir=DIR   # book .pth -> HF
    python qwen3.py --help                     # every flag with its default and meaning

Used by grpo.py (training) and eval_math500.py (evaluation). It reads like gpt-fast's model.py and
generate.py: the model, checkpoints (Hugging Face folders of config.json + safetensors), the
tokenizer, sampling and generate(), then a fence, and below it the machinery: A. top-p without a
sort of the vocabulary, B. the compiled decode step, C. the from-scratch book's .pth checkpoints,
D. random-weight models and the benchmark, E. training's log-probs without the (tokens, vocabulary)
logits, F. the command line (grpo.py's too), G. LoRA adapters. Module names mirror the Hugging
Face keys (model.layers.{i}.self_attn.q_proj, ...), so a checkpoint loads with load_state_dict and
a saved model loads back into transformers.Qwen3ForCausalLM.

Top-p: sample_top_p_plain() is the textbook sampler (sort the vocabulary, keep the most likely
tokens up to mass top_p, renormalise, draw). By default generate() runs sample_top_p() from
section A instead (top_p_impl="fast"), which draws from the same distribution without sorting
Qwen3's 151,936 tokens for every row and token. On a peaked random model (the hidden-64 benchmark
model, --peak=12), 8 rows x 128 tokens at T=0.8, top_p=0.9 (Intel Xeon with AMX, one thread, CPU
time on a busy machine): 520-580 tokens/s fast, 67-72 with the sort, 710-735 without top-p.
"""
import ast
import contextlib
import difflib
import json
import math
import os
import pickle
import re
import shutil
import sys
import time
import warnings
from dataclasses import dataclass, field, fields
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

# -----------------------------------------------------------------------------
# config


@dataclass
class Qwen3Config:
    vocab_size: int = 151936
    hidden_size: int = 1024
    intermediate_size: int = 3072
    num_hidden_layers: int = 28
    num_attention_heads: int = 16
    num_key_value_heads: int = 8
    head_dim: int = 128
    rms_norm_eps: float = 1e-6
    rope_theta: float = 1_000_000.0
    tie_word_embeddings: bool = True
    max_position_embeddings: int = 40960
    hf: dict = field(default_factory=dict, repr=False)  # the original config.json, written back on save

    @classmethod
    def from_hf(cls, d):
        """Build from a Hugging Face config.json dict; refuse what this file does not implement."""
        if d.get("model_type") != "qwen3":
            raise ValueError(f"model_type {d.get('model_type')!r} is not supported: qwen3.py implements "
                             "dense Qwen3 only (Qwen3-MoE, Qwen2 and others need their own code)")
        # transformers 4 writes rope_scaling (often null), transformers 5 nests everything in
        # rope_parameters
        rope = d.get("rope_scaling")
        if rope is None:
            rope = d.get("rope_parameters")
        if rope is None:
            rope = {}
        rope_type = rope.get("rope_type", rope.get("type", "default"))
        if rope_type != "default":
            raise ValueError(f"rope scaling {rope} is not supported: remove it from config.json (native context)")
        if d.get("attention_bias") or d.get("use_sliding_window"):
            raise ValueError("attention_bias / use_sliding_window are not used by Qwen3 and not supported here")
        kw = {f.name: d[f.name] for f in fields(cls) if f.name in d and f.name != "hf"}
        kw["rope_theta"] = d.get("rope_theta", rope.get("rope_theta", cls.rope_theta))
        kw.setdefault("head_dim", d["hidden_size"] // d["num_attention_heads"])
        return cls(**kw, hf=dict(d))

    def to_hf(self, dtype):
        d = dict(self.hf)
        d.pop("rope_parameters", None)
        for f in fields(self):
            if f.name != "hf":
                d[f.name] = getattr(self, f.name)
        d["architectures"] = ["Qwen3ForCausalLM"]
        d["model_type"] = "qwen3"
        d["hidden_act"] = "silu"
        d["attention_bias"] = False
        d["torch_dtype"] = str(dtype).removeprefix("torch.")
        return d

# -----------------------------------------------------------------------------
# model


class RMSNorm(nn.Module):
    def __init__(self, dim, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x):
        # x / sqrt(mean(x^2) + eps) * weight, computed in float32 (bf16 squares lose precision). One
        # fused kernel on a GPU, where the formula written out is six; in bf16 it rounds once, after
        # the weight, where Hugging Face rounds before it too (at most 1 bf16 ulp apart)
        return F.rms_norm(x, (x.size(-1),), self.weight, self.eps)


def rope_cos_sin(positions, head_dim, theta, dtype):
    """positions (B, T) -> cos, sin (B, T, 1, head_dim) for rotating query/key heads. sin carries
    the rotation's sign: -sin on the first half of head_dim, +sin on the second."""
    exponents = torch.arange(0, head_dim, 2, device=positions.device).float() / head_dim
    inv_freq = 1.0 / theta ** exponents  # (head_dim/2,)
    angles = positions.float()[..., None] * inv_freq  # (B, T, head_dim/2)
    cos = angles.cos()
    sin = angles.sin()
    cos = torch.cat([cos, cos], dim=-1)[:, :, None]  # (B, T, 1, head_dim)
    sin = torch.cat([-sin, sin], dim=-1)[:, :, None]
    return cos.to(dtype), sin.to(dtype)


def apply_rope(x, cos, sin):
    # rotate pairs (i, i + head_dim/2), the "rotate half" layout of Qwen/Llama checkpoints:
    # (x1, x2) -> (x1 cos - x2 sin, x2 cos + x1 sin); sin holds the signs
    x1, x2 = x.chunk(2, dim=-1)
    return x * cos + torch.cat([x2, x1], dim=-1) * sin


class Attention(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.n_head = cfg.num_attention_heads
        self.n_kv = cfg.num_key_value_heads
        self.hd = cfg.head_dim
        self.q_proj = nn.Linear(cfg.hidden_size, self.n_head * self.hd, bias=False)
        self.k_proj = nn.Linear(cfg.hidden_size, self.n_kv * self.hd, bias=False)
        self.v_proj = nn.Linear(cfg.hidden_size, self.n_kv * self.hd, bias=False)
        self.o_proj = nn.Linear(self.n_head * self.hd, cfg.hidden_size, bias=False)
        # Qwen3's per-head norms on queries and keys keep the attention logits tame
        self.q_norm = RMSNorm(self.hd, cfg.rms_norm_eps)
        self.k_norm = RMSNorm(self.hd, cfg.rms_norm_eps)

    def forward(self, x, cos, sin, mask, kv_cache, cache_pos):
        B, T, _ = x.shape
        q = self.q_norm(self.q_proj(x).view(B, T, self.n_head, self.hd))  # (B, T, H, hd)
        k = self.k_norm(self.k_proj(x).view(B, T, self.n_kv, self.hd))  # (B, T, KV, hd)
        v = self.v_proj(x).view(B, T, self.n_kv, self.hd).transpose(1, 2)  # (B, KV, T, hd)
        if torch.is_grad_enabled():
            q = apply_rope(q, cos, sin).transpose(1, 2)  # (B, H, T, hd)
            k = apply_rope(k, cos, sin).transpose(1, 2)  # (B, KV, T, hd)
        else:
            # decoding: queries and keys rotate by the same angles, in one pass (the same numbers;
            # training rotates them apart, where one pass would sum the norms' gradients in another
            # order)
            qk = apply_rope(torch.cat([q, k], dim=2), cos, sin).transpose(1, 2)  # (B, H + KV, T, hd)
            q, k = qk.split([self.n_head, self.n_kv], dim=1)
        if kv_cache is not None and torch.is_tensor(cache_pos):
            # fixed shapes for torch.compile (section B): write at a position held in a tensor and
            # attend over the whole cache; the mask hides the positions not written yet
            k_cache, v_cache = kv_cache
            k_cache.index_copy_(2, cache_pos, k)
            v_cache.index_copy_(2, cache_pos, v)
            k, v = k_cache, v_cache  # (B, KV, L, hd)
        elif kv_cache is not None:
            # write this step's keys/values in place, attend over everything so far
            k_cache, v_cache = kv_cache
            k_cache[:, :, cache_pos:cache_pos + T] = k
            v_cache[:, :, cache_pos:cache_pos + T] = v
            k = k_cache[:, :, :cache_pos + T]  # (B, KV, L, hd)
            v = v_cache[:, :, :cache_pos + T]
        G = self.n_head // self.n_kv  # query heads per key/value head (grouped-query attention)
        if T == 1:
            # decoding: the G query heads of a KV head become G queries of one head, so any kernel
            # takes it (a mask with GQA would force the slow math kernel) and the cache is read
            # once, not G times
            y = F.scaled_dot_product_attention(q.view(B, self.n_kv, G, self.hd), k, v, attn_mask=mask)
        elif mask is not None:
            # padded blocks: the memory-efficient kernel takes a mask but wants equal head counts
            k = k.repeat_interleave(G, 1)
            v = v.repeat_interleave(G, 1)
            y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        else:
            # causal, unpadded (training, equal-length prefill): flash attention handles GQA itself
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=G > 1)
        y = y.reshape(B, self.n_head, T, self.hd).transpose(1, 2).reshape(B, T, -1)  # (B, T, H * hd)
        return self.o_proj(y)


class MLP(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.gate_proj = nn.Linear(cfg.hidden_size, cfg.intermediate_size, bias=False)
        self.up_proj = nn.Linear(cfg.hidden_size, cfg.intermediate_size, bias=False)
        self.down_proj = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)

    def forward(self, x):
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))  # SwiGLU


class Block(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.input_layernorm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.self_attn = Attention(cfg)
        self.post_attention_layernorm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.mlp = MLP(cfg)

    def forward(self, x, cos, sin, mask, kv_cache, cache_pos):
        x = x + self.self_attn(self.input_layernorm(x), cos, sin, mask, kv_cache, cache_pos)
        return x + self.mlp(self.post_attention_layernorm(x))


def token_positions(valid, cache_pos, T, device):
    """The position of each of the T input tokens at cache_pos: (B, T) from valid (B, L) (True = a
    real token), or (1, T) when valid is None (all real). Per-row positions skip left padding, so
    a padded row is computed exactly like the row alone. cache_pos may be a (1,) tensor (T = 1)."""
    if valid is None:
        return torch.arange(cache_pos, cache_pos + T, device=device)[None]  # (1, T)
    positions = (valid.long().cumsum(-1) - 1).clamp(min=0)  # (B, L)
    if torch.is_tensor(cache_pos):
        return positions.index_select(1, cache_pos)  # (B, 1)
    return positions[:, cache_pos:cache_pos + T]  # (B, T)


def attention_mask(valid, cache_pos, T, device):
    """The attention mask of T input tokens written at cache_pos (None = plain causal). valid
    (B, cache_pos + T) marks real tokens (False = padding, on either side), or None = all real."""
    L = cache_pos + T
    if valid is None and cache_pos > 0 and T > 1:
        # a block after cached tokens needs an explicit causal mask
        valid = torch.ones(1, L, dtype=torch.bool, device=device)
    if valid is None:
        return None  # plain causal attention: the fast path
    mask = valid[:, None, None, :L]  # (B, 1, 1, L): never attend to padding
    if T > 1:
        # causal within the block; a padding query sees itself, so no row of the mask is empty
        q_idx = torch.arange(cache_pos, L, device=device)[:, None]
        k_idx = torch.arange(L, device=device)
        mask = (mask & (k_idx <= q_idx)) | (k_idx == q_idx)  # (B, 1, T, L)
    return mask


class Qwen3(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.config = cfg
        self.model = nn.ModuleDict(dict(
            embed_tokens=nn.Embedding(cfg.vocab_size, cfg.hidden_size),
            layers=nn.ModuleList(Block(cfg) for _ in range(cfg.num_hidden_layers)),
            norm=RMSNorm(cfg.hidden_size, cfg.rms_norm_eps),
        ))
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)
        self.tie_weights()
        self.grad_checkpoint = False  # recompute each block in backward: less memory, ~30% more compute
        self.decode_caches = {}  # the compiled decode step's buffers by batch shape (section B)

    def tie_weights(self):
        # small Qwen3s share the input and output embedding matrix
        if self.config.tie_word_embeddings:
            self.lm_head.weight = self.model.embed_tokens.weight

    def forward(self, input_ids, valid=None, kv_cache=None, cache_pos=0, return_hidden=False, embeds=None,
                rope=None):
        """input_ids (B, T) -> logits (B, T, V), or the final hidden states (B, T, C) with
        return_hidden. embeds (B, T, C) replaces the lookup of input_ids. valid (B, cache_pos +
        T) bool marks real tokens (False = padding, on either side); None = all real. kv_cache:
        per layer (k, v) buffers from new_kv_cache; the input goes at cache_pos. cache_pos may be
        a (1,) tensor (one token per row, valid covering the whole cache): the fixed-shape decode
        step. rope: the (cos, sin) of the inputs' positions, (B or 1, T, 1, head_dim), when the
        caller has them (generate() computes them once for the whole cache); None computes them."""
        T = input_ids.size(1)
        if torch.is_tensor(cache_pos):
            mask = static_attention_mask(valid, cache_pos)
        else:
            mask = attention_mask(valid, cache_pos, T, input_ids.device)
        if embeds is None:
            x = self.model.embed_tokens(input_ids)  # (B, T, C)
        else:
            x = embeds
        if mask is not None:
            # attention adds 0 where a key is seen and -inf where it is not: converted once here,
            # not in every layer
            mask = torch.where(mask, 0.0, -math.inf).to(x.dtype)
        if rope is None:
            positions = token_positions(valid, cache_pos, T, input_ids.device)
            rope = rope_cos_sin(positions, self.config.head_dim, self.config.rope_theta, x.dtype)
        cos, sin = rope
        checkpointing = self.grad_checkpoint and self.training and torch.is_grad_enabled()
        for i, block in enumerate(self.model.layers):
            cache = None
            if kv_cache is not None:
                cache = kv_cache[i]
            if checkpointing:
                x = torch.utils.checkpoint.checkpoint(block, x, cos, sin, mask, cache, cache_pos,
                                                      use_reentrant=False)
            else:
                x = block(x, cos, sin, mask, cache, cache_pos)
        x = self.model.norm(x)
        if return_hidden:
            return x
        return self.lm_head(x)

    def new_kv_cache(self, batch_size, max_len):
        """One preallocated (k, v) pair per layer, written in place during generation. Zeros, not
        empty: the fixed-shape decode step reads positions not written yet (masked, but NaN * 0
        would be NaN)."""
        cfg = self.config
        w = self.lm_head.weight
        shape = (batch_size, cfg.num_key_value_heads, max_len, cfg.head_dim)
        cache = []
        for _ in range(cfg.num_hidden_layers):
            k = torch.zeros(shape, dtype=w.dtype, device=w.device)
            v = torch.zeros(shape, dtype=w.dtype, device=w.device)
            cache.append((k, v))
        return cache

# -----------------------------------------------------------------------------
# checkpoints: Hugging Face folders (config.json + safetensors)

DEVICES = "auto, cpu, cuda, cuda:N (N: a GPU's index) or mps"  # what pick_device accepts
# the oldest torch this project runs on (requirements.txt): 2.5 has no torch.distributed.fsdp.FSDPModule
# (every step asks whether the model is sharded), 2.6 and 2.7 lack the FSDPModule methods --fsdp calls
TORCH_FLOOR = (2, 8)


def check_torch_version(version):
    """Exit with one line when torch `version` (torch.__version__) is older than TORCH_FLOOR. The
    scripts call it first thing when run; importing them checks nothing."""
    found = tuple(int(part) for part in re.match(r"(\d+)\.(\d+)", str(version)).groups())
    if found < TORCH_FLOOR:
        floor = ".".join(map(str, TORCH_FLOOR))
        sys.exit(f"error: torch {version} is older than {floor}, the oldest torch nanoRLVR runs on: "
                 f"pip install 'torch>={floor}' (README, Install)")


def pick_device(name="auto"):
    """The device to run on: name itself, checked, or for "auto" the best one torch sees (a CUDA
    GPU, an Apple GPU, else the CPU). A device torch cannot use here raises a ValueError that says
    what to pass, before anything is loaded."""
    if name == "auto":
        if torch.cuda.is_available():
            return "cuda"
        if torch.backends.mps.is_available():
            return "mps"
        return "cpu"
    if name == "cpu":
        return name
    if name == "mps":
        if not torch.backends.mps.is_available():
            raise ValueError("--device=mps but torch sees no Apple GPU here: pass --device=cpu "
                             "(or auto)")
        return name
    if not re.fullmatch(r"cuda(:\d+)?", name):
        raise ValueError(f"--device={name} is not a device this code runs on: pass {DEVICES}")
    if not torch.cuda.is_available():
        raise ValueError(f"--device={name} but torch sees no CUDA GPU here: pass --device=cpu "
                         "(or auto)")
    count = torch.cuda.device_count()
    if name != "cuda" and int(name.split(":")[1]) >= count:
        raise ValueError(f"--device={name} but torch sees {count} CUDA GPU(s): pass cuda:0 to "
                         f"cuda:{count - 1}")
    return name


def pick_dtype(name, device):
    """The torch dtype for --dtype=name on device. auto: float32 on a CPU, where bf16 matmuls are often
    two orders of magnitude slower; bfloat16 on a GPU that has it (CUDA compute capability 8.0 or
    later, an Apple GPU on macOS 14 or later), else float32, with a line saying so: a T4 or V100
    emulates bf16 and runs attention on its slowest kernel (grpo.py refuses float16). float32 on a
    CUDA GPU runs its matrix products on TF32 tensor cores (float32 sums of products rounded to 10
    mantissa bits, as bf16 training rounds to 7): several times faster."""
    device = torch.device(device)
    if name == "auto":
        name = "bfloat16"
        if device.type == "cpu":
            name = "float32"
        elif device.type == "cuda" and torch.cuda.get_device_capability(device) < (8, 0):
            say_once(f"{torch.cuda.get_device_name(device)} has no bf16 (compute capability "
                     f"{torch.cuda.get_device_capability(device)} < 8.0): running in float32")
            name = "float32"
        elif device.type == "mps" and not torch.backends.mps.is_macos_or_newer(14, 0):
            say_once("this Apple GPU has bf16 from macOS 14 on: running in float32")
            name = "float32"
    dtypes = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}
    if name not in dtypes:
        raise ValueError(f"--dtype={name} is not supported: pass auto, float32, bfloat16 or "
                         "float16")
    if device.type == "cuda" and name == "float32":
        torch.backends.cuda.matmul.allow_tf32 = True
    return dtypes[name]


SAID = set()


def say_once(line):
    """Print a note once per process (the scripts pick the dtype more than once)."""
    if line not in SAID:
        SAID.add(line)
        print(line)


def load_model(model_dir, device="cpu", dtype=torch.float32):
    """Load a Hugging Face-format Qwen3 folder straight into `dtype` on `device` (no second full
    copy). A file instead of a folder is read as a .pth state dict of the from-scratch book's
    Qwen3Model (load_book_model, section C)."""
    from safetensors import safe_open
    model_dir = Path(model_dir)
    if model_dir.is_file():
        return load_book_model(model_dir, device, dtype)
    if not (model_dir / "config.json").is_file():
        raise FileNotFoundError(f"{model_dir} has no config.json: pass --model_dir=a Hugging Face-format "
                                "Qwen3 folder, or --init_from=Qwen/Qwen3-0.6B-Base to download one")
    cfg = Qwen3Config.from_hf(json.loads((model_dir / "config.json").read_text()))
    index = model_dir / "model.safetensors.index.json"
    if index.is_file():
        # sharded checkpoint: the index maps each tensor to its file
        files = sorted(set(json.loads(index.read_text())["weight_map"].values()))
    elif (model_dir / "model.safetensors").is_file():
        files = ["model.safetensors"]
    else:
        raise FileNotFoundError(f"{model_dir} has neither model.safetensors nor model.safetensors.index.json")
    with torch.device("meta"):
        model = Qwen3(cfg)  # no memory yet: load_state_dict(assign=True) puts the loaded tensors in place
    state = {}
    for fname in files:
        with safe_open(model_dir / fname, framework="pt", device=str(device)) as f:
            for k in f.keys():
                state[k] = f.get_tensor(k).to(dtype)
    expected = set(model.state_dict())
    if cfg.tie_word_embeddings:
        # tied: some checkpoints store the shared matrix twice
        state.pop("lm_head.weight", None)
        expected.discard("lm_head.weight")
    missing = sorted(expected - set(state))
    unexpected = sorted(set(state) - expected)
    if missing or unexpected:
        raise ValueError(f"checkpoint {model_dir} does not match its config.json: missing tensors "
                         f"{missing[:10]}, unexpected tensors {unexpected[:10]}")
    model.load_state_dict(state, strict=False, assign=True)
    model.tie_weights()  # assign=True replaced the embedding Parameter; share it with the head again
    return model.eval()


def save_model(model, out_dir):
    """Write config.json + model.safetensors that transformers.Qwen3ForCausalLM.from_pretrained
    loads. Each file goes to a temporary name first and is renamed into place, so a crash never
    leaves half a file."""
    from safetensors.torch import save_file
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    # a LoRA model's adapters merged into its weights (section G): a plain Qwen3 checkpoint
    state = {k: v.detach().contiguous() for k, v in merged_state_dict(model).items()}
    if model.config.tie_word_embeddings:
        del state["lm_head.weight"]  # stored once, as Hugging Face does for tied embeddings
    save_file(state, out_dir / "model.safetensors.tmp", metadata={"format": "pt"})
    os.replace(out_dir / "model.safetensors.tmp", out_dir / "model.safetensors")
    config = model.config.to_hf(model.lm_head.weight.dtype)
    (out_dir / "config.json.tmp").write_text(json.dumps(config, indent=2))
    os.replace(out_dir / "config.json.tmp", out_dir / "config.json")


TOKENIZER_FILES = ["tokenizer.json", "tokenizer_config.json", "generation_config.json", "vocab.json", "merges.txt"]


def download(repo_id, local_dir):
    """Fetch a model's config, safetensors and tokenizer files from the Hugging Face Hub into
    local_dir."""
    from huggingface_hub import snapshot_download
    patterns = ["config.json", "*.safetensors", "*.safetensors.index.json", *TOKENIZER_FILES]
    try:
        snapshot_download(repo_id, local_dir=local_dir, allow_patterns=patterns)
    except Exception as e:
        # current huggingface_hub installs the `hf` command; older versions had `huggingface-cli`
        raise ConnectionError(f"could not download {repo_id} ({type(e).__name__}: {e}). Offline? Download "
                              f"it elsewhere (hf download {repo_id}, or with an older huggingface_hub: "
                              f"huggingface-cli download {repo_id}) and pass --model_dir=that folder") from None
    return Path(local_dir)

# -----------------------------------------------------------------------------
# tokenizer


def special_token_text(token):
    """tokenizer_config.json writes a special token as a string or as {"content": ..., ...}."""
    if isinstance(token, dict):
        return token["content"]
    return token


class Tokenizer:
    """A thin wrapper over tokenizers.Tokenizer with the special ids Qwen3 training needs."""

    def __init__(self, model_dir):
        import tokenizers
        path = Path(model_dir) / "tokenizer.json"
        if not path.is_file():
            raise FileNotFoundError(f"{path} not found: the model folder needs its tokenizer.json")
        self.tok = tokenizers.Tokenizer.from_file(str(path))
        conf_path = Path(model_dir) / "tokenizer_config.json"
        conf = {}
        if conf_path.is_file():
            conf = json.loads(conf_path.read_text())
        eos = special_token_text(conf.get("eos_token"))
        if eos is None:
            eos = "<|endoftext|>"
        self.eos_id = self.tok.token_to_id(eos)
        if self.eos_id is None:
            raise ValueError(f"{path}: the end-of-text token {eos!r} is not in the vocabulary")
        self.endoftext_id = self.tok.token_to_id("<|endoftext|>")
        self.eot_id = self.tok.token_to_id("<|im_end|>")  # end of a chat turn
        self.think_id = self.tok.token_to_id("<think>")
        self.end_think_id = self.tok.token_to_id("</think>")
        # no pad token, or one missing from the vocabulary: pad with the end token (id 0 is a real
        # id)
        pad = special_token_text(conf.get("pad_token"))
        self.pad_id = None
        if pad is not None:
            self.pad_id = self.tok.token_to_id(pad)
        if self.pad_id is None:
            self.pad_id = self.eos_id
        # a base model ends with <|endoftext|>, a chat turn with <|im_end|>: stop on either
        stop = {self.eos_id, self.endoftext_id, self.eot_id}
        stop.discard(None)
        self.stop_ids = sorted(stop)

    def encode(self, text):
        """Token ids of text. A tokenizer that cannot represent a character (a character-level
        vocabulary without an unknown token, as in demo/arith.py) would raise; such characters
        are dropped instead, with a warning that names them. Qwen3's byte-level tokenizer
        represents every character."""
        try:
            return self.tok.encode(text, add_special_tokens=False).ids
        except Exception:
            pass
        # the added tokens (<think>, \boxed{ ...) are matched before the vocabulary: keep them
        # whole, and test the other characters one by one
        added = sorted((t.content for t in self.tok.get_added_tokens_decoder().values()), key=len, reverse=True)
        pieces = re.split("(" + "|".join(re.escape(a) for a in added) + ")", text)
        kept = []
        unknown = set()
        for i, piece in enumerate(pieces):
            # re.split with one group puts the separators (the added tokens) at the odd indices
            if i % 2 == 1:
                kept.append(piece)
                continue
            for char in piece:
                if self.can_encode(char):
                    kept.append(char)
                else:
                    unknown.add(char)
        warnings.warn(f"the tokenizer cannot represent {''.join(sorted(unknown))!r}: those characters were "
                      "dropped from the text", stacklevel=2)
        return self.tok.encode("".join(kept), add_special_tokens=False).ids

    def can_encode(self, char):
        try:
            self.tok.encode(char, add_special_tokens=False)
        except Exception:
            return False
        return True

    def decode(self, ids, skip_special_tokens=False):
        return self.tok.decode(list(ids), skip_special_tokens=skip_special_tokens)

    def chat_prompt(self, user, thinking=True):
        """The Qwen3 chat template for one user turn and the assistant's start; thinking=False
        adds the empty think block that switches Qwen3's reasoning off."""
        prompt = f"<|im_start|>user\n{user}<|im_end|>\n<|im_start|>assistant\n"
        if thinking:
            return prompt
        return prompt + "<think>\n\n</think>\n\n"


load_tokenizer = Tokenizer  # load_tokenizer(model_dir): the name the other scripts use


def tokenizer_folder(model_path, tokenizer_dir=""):
    """The folder to read the tokenizer from: tokenizer_dir when given, else the model folder; a
    .pth state dict holds no tokenizer, so the folder it is in, when that has a tokenizer.json."""
    model_path = Path(model_path)
    if tokenizer_dir:
        return Path(tokenizer_dir)
    if not model_path.is_file():
        return model_path
    if (model_path.parent / "tokenizer.json").is_file():
        return model_path.parent
    raise FileNotFoundError(f"{model_path} holds weights only, and its folder has no tokenizer.json: "
                            "pass --tokenizer_dir=a folder with Qwen3's tokenizer.json (python "
                            "qwen3.py --init_from=Qwen/Qwen3-0.6B-Base puts one in "
                            "out/models/Qwen3-0.6B-Base)")

# -----------------------------------------------------------------------------
# sampling: sample() draws one token per row from the logits (greedy, or at a temperature after the
# top-k and top-p filters), with one uniform draw per row, so each row's draw can come from its own
# random stream


def inverse_cdf(weights, u):
    """Per row, the index where u * total falls in the cumulative weights (B, V) >= 0, that is
    searchsorted(weights.cumsum(-1), u * total, side="right"): a draw from weights / total.
    Returns the indices (B,) and the totals (B,); a total is NaN or inf when a weight was, and the
    index is then meaningless but still inside the row. Two levels, block sums then one block,
    because one cumsum over 150k entries is slow (it is sequential): on this project's CPU (one
    thread), 8 rows x 151,936 take 0.1 ms this way, 1.0 ms with one cumsum."""
    B, V = weights.shape
    block = math.gcd(V, 1024)  # blocks that tile the row exactly
    if block == V:
        # one block (top-p's 512 candidates): the same numbers as below, without choosing a block
        total = weights.sum(-1)  # (B,)
        target = (u * total)[:, None]  # (B, 1)
        inner = weights.cumsum(-1)
        frac = (target / total[:, None]).clamp(0, 1 - 1e-7)
        j = torch.searchsorted(inner, frac * inner[:, -1:], side="right").clamp(max=V - 1)
        return j.squeeze(-1), total
    w = weights.view(B, V // block, block)
    block_sums = w.sum(-1)  # (B, V/block)
    csum = block_sums.cumsum(-1)
    total = csum[:, -1]  # (B,)
    target = (u * total)[:, None]  # (B, 1)
    b = torch.searchsorted(csum, target, side="right").clamp(max=csum.size(-1) - 1)  # (B, 1): the block
    inner = w[torch.arange(B, device=w.device), b[:, 0]].cumsum(-1)  # (B, block)
    # where the target falls inside the block, as a fraction kept below 1 so rounding can't step
    # past its end
    block_start = csum.gather(-1, b) - block_sums.gather(-1, b)
    frac = ((target - block_start) / block_sums.gather(-1, b)).clamp(0, 1 - 1e-7)
    j = torch.searchsorted(inner, frac * inner[:, -1:], side="right").clamp(max=block - 1)
    return (b * block + j).squeeze(-1), total


def sample_sorted(ids, probs, top_p, u):
    """Draw from candidates sorted by probability, ids and probs (B, n), after the top-p filter:
    keep the smallest prefix whose mass reaches top_p (a token is dropped when the mass before it
    does). Returns a dict: ids (B,), the drawn tokens; token_prob (B,), the probability of each;
    kept (B,), the total of the kept probabilities; kept_ids (B, n), the kept tokens, padded with -1."""
    if top_p < 1.0:
        mass_before = probs.cumsum(-1) - probs
        probs = probs.masked_fill(mass_before >= top_p, 0.0)
    choice, kept = inverse_cdf(probs, u)
    token = ids.gather(-1, choice[:, None]).squeeze(-1)
    token_prob = probs.gather(-1, choice[:, None]).squeeze(-1)
    # the kept tokens come first (sorted, descending); a probability that underflowed to 0 cannot
    # be drawn, so it counts as dropped
    kept_ids = ids.masked_fill(probs == 0, -1)
    return dict(ids=token, token_prob=token_prob, kept=kept, kept_ids=kept_ids)


def sample_top_p_plain(probs, top_p, u):
    """Top-p (nucleus) sampling as it is usually written, for probs (B, V): sort the vocabulary by
    probability, keep the most likely tokens up to mass top_p, renormalise and draw, all in
    sample_sorted(). sample_top_p() (section A) draws from the same distribution without the sort,
    and is what generate() runs by default; this one lists every kept token in kept_ids."""
    sorted_probs, ids = probs.sort(-1, descending=True)  # (B, V)
    return sample_sorted(ids, sorted_probs, top_p, u)


NON_FINITE = ("the model's logits hold NaN or inf, so nothing can be sampled: its weights (or the input "
              "embeddings) are not finite. A training run that diverged, or a damaged checkpoint?")


def sample(logits, temperature, top_p, top_k, u, want_logprobs=False, top_p_impl="fast"):
    """One token per row from logits (B, V), with one uniform draw per row u (B,). temperature 0
    is greedy; top_k=0 and top_p=1 switch those filters off; top-p is applied after top-k and
    renormalised among the top-k tokens, as Hugging Face does. Returns a dict: ids (B,); finite
    (B,) bool, False where a row's logits hold NaN or inf (its draw is then meaningless); and
    with want_logprobs, logprob (B,), the log-probability of each drawn token under the
    distribution it was drawn from (softmax(logits / T) restricted to the kept tokens,
    renormalised; 0 when greedy), kept_mass (B,), the probability of the kept tokens under
    softmax(logits / T), and kept_ids (B, n), the ids of the kept tokens, most likely first,
    padded with -1. A row of kept_ids with no id at all (all -1) means any token could be drawn:
    no filter, or a nucleus too wide to list (sample_wide_nucleus). top_p_impl: "fast"
    (sample_top_p, section A; the default, for speed) or "plain" (sample_top_p_plain): the same
    distribution."""
    if top_p_impl not in ("fast", "plain"):
        raise ValueError(f"top_p_impl={top_p_impl!r}: pass fast (the default) or plain")
    if temperature == 0:
        ids = logits.argmax(-1)
        picked = logits.gather(-1, ids[:, None]).squeeze(-1)
        result = dict(ids=ids, finite=picked.abs() < math.inf)  # False for NaN and inf
        if want_logprobs:
            result["logprob"] = torch.zeros_like(picked, dtype=torch.float32)
            result["kept_mass"] = torch.ones_like(picked, dtype=torch.float32)
            result["kept_ids"] = ids[:, None]
        return result
    logits = logits.float()
    if temperature != 1.0:
        logits = logits / temperature
    if top_k > 0:
        k = min(top_k, logits.size(-1))
        values, ids = logits.topk(k, dim=-1)  # (B, k), sorted
        drawn = sample_sorted(ids, values.softmax(-1), top_p, u)
        if want_logprobs:
            # the top-k tokens' share of the whole distribution, for the kept mass
            drawn["kept_mass"] = drawn["kept"] * (values.logsumexp(-1) - logits.logsumexp(-1)).exp()
    elif top_p < 1.0:
        probs = logits.softmax(-1)
        if top_p_impl == "plain":
            drawn = sample_top_p_plain(probs, top_p, u)
        else:
            drawn = sample_top_p(probs, top_p, u)  # section A: the same draw without a sort
        drawn["kept_mass"] = drawn["kept"]
    else:
        # inverse-CDF sampling with one uniform per row, so each row's draw can come from its own
        # stream
        probs = logits.softmax(-1)
        ids, kept = inverse_cdf(probs, u)
        token_prob = probs.gather(-1, ids[:, None]).squeeze(-1)
        no_filter = torch.full_like(ids[:, None], -1)
        drawn = dict(ids=ids, token_prob=token_prob, kept=kept, kept_mass=torch.ones_like(kept),
                     kept_ids=no_filter)
    # the kept mass is a sum of probabilities >= 0: below inf unless a logit was NaN or inf
    result = dict(ids=drawn["ids"], finite=drawn["kept"] < math.inf)
    if want_logprobs:
        result["logprob"] = drawn["token_prob"].log() - drawn["kept"].log()
        result["kept_mass"] = drawn["kept_mass"]
        result["kept_ids"] = drawn["kept_ids"]
    return result


def sample_next(logits, temperature, top_p, top_k, u):
    """logits (B, V) and one uniform draw per row u (B,) -> next token ids (B,); see sample()."""
    result = sample(logits, temperature, top_p, top_k, u)
    if not bool(result["finite"].all()):
        raise ValueError(NON_FINITE)
    return result["ids"]

# -----------------------------------------------------------------------------
# generation: a ladder of small functions, as in gpt-fast. generate() = draw the uniforms, prefill
# (once per distinct prompt), then sample() and decode_step per token.


def draw_uniforms(batch_size, n, generator, device):
    """All random draws up front: (B, n) uniforms, one per row and step. generator: one
    torch.Generator, or a list with one per row (then a row's draws depend only on its own
    generator)."""
    if isinstance(generator, (list, tuple)):
        u = torch.stack([torch.rand(n, generator=g, device=g.device) for g in generator])
    else:
        generator_device = "cpu"
        if generator is not None:
            generator_device = generator.device
        u = torch.rand(batch_size, n, generator=generator, device=generator_device)
    return u.to(device)


def left_pad(prompts, length, device):
    """Prompts (lists of ids) -> (B, length) ids, left-padded with 0, so that every prompt's last
    token is at position length - 1."""
    rows = [[0] * (length - len(p)) + list(p) for p in prompts]
    return torch.tensor(rows, dtype=torch.long, device=device)


def prompt_groups(prompts):
    """Runs of equal consecutive prompts (GRPO asks for G answers to each problem in a row) ->
    firsts, the row of each distinct run's first prompt, and group (B,), the run of each row."""
    firsts = []
    group = []
    for i, p in enumerate(prompts):
        if not firsts or list(p) != list(prompts[firsts[-1]]):
            firsts.append(i)
        group.append(len(firsts) - 1)
    return firsts, group


def prefill(model, tokens, valid, kv_cache, temperature, rope):
    """Run the left-padded prompts tokens (B, P) through the model, writing their keys and values at
    cache positions [0, P); return the logits of the token after each prompt (B, V), divided by
    temperature. rope: the prompts' (cos, sin), (B or 1, P, 1, head_dim)."""
    hidden = model(tokens, valid=valid, kv_cache=kv_cache, return_hidden=True, rope=rope)  # (B, P, C)
    return model.lm_head(hidden_over_temperature(hidden[:, -1], temperature))


def hidden_over_temperature(hidden, temperature):
    # logits / T = lm_head(h / T): dividing the (B, C) hidden state saves a pass over the (B, V)
    # logits. Divided in float32, as grpo.py's log-probs divide h by a float T (a compiled step's T
    # is a tensor, which bf16 arithmetic would round to bf16 first)
    if not torch.is_tensor(temperature) and temperature == 1.0:
        return hidden  # greedy, or T = 1
    return (hidden.float() / temperature).to(hidden.dtype)


def prefill_once_per_prompt(model, prompts, valid, kv_cache, temperature, rope):
    """prefill(), but a prompt repeated in consecutive rows is computed once and its keys and
    values are copied into the rows of its run (as nanochat does): G times less prefill for
    GRPO's groups."""
    device = model.lm_head.weight.device
    P = max(len(p) for p in prompts)
    firsts, group = prompt_groups(prompts)
    tokens = left_pad([prompts[i] for i in firsts], P, device)  # (U, P)
    if len(firsts) == len(prompts):
        return prefill(model, tokens, valid, kv_cache, temperature, rope)
    distinct_valid = None
    if valid is not None:
        distinct_valid = valid[firsts]
    cos, sin = rope
    if len(cos) > 1:
        cos, sin = cos[firsts], sin[firsts]  # per-row angles (left padding)
    distinct_cache = model.new_kv_cache(len(firsts), P)
    logits = prefill(model, tokens, distinct_valid, distinct_cache, temperature, (cos, sin))  # (U, V)
    group = torch.tensor(group, device=device)
    for (k, v), (distinct_k, distinct_v) in zip(kv_cache, distinct_cache):
        k[:, :, :P] = distinct_k[group]  # (B, KV, P, hd)
        v[:, :, :P] = distinct_v[group]
    return logits[group]  # (B, V)


def decode_step(model, ids, cache_pos, valid, kv_cache, temperature, rope):
    """The new token of each row ids (B,), at cache position cache_pos -> logits (B, V) of the
    next token, divided by temperature. rope: the (cos, sin) of this position, (B or 1, 1, 1,
    head_dim). With cache_pos a (1,) tensor and valid covering the whole cache, the shapes do not
    change from token to token: the step that generate(compile_generate=True) compiles."""
    hidden = model(ids[:, None], valid=valid, kv_cache=kv_cache, cache_pos=cache_pos, return_hidden=True,
                   rope=rope)
    return model.lm_head(hidden_over_temperature(hidden[:, -1], temperature))  # (B, V)


@torch.no_grad()  # not inference_mode: the ids may feed a training forward
def generate(model, prompts, max_new_tokens, temperature=1.0, top_p=1.0, top_k=0, eos_ids=(), generator=None,
             compile_generate=False, return_logprobs=False, return_kept_ids=False, top_p_impl="fast"):
    """Sample continuations for a batch of prompts (lists of token ids, any lengths) in one batch.
    Returns, per prompt, the generated ids: the end token kept when one was produced, no padding.

    generator: a torch.Generator, or a list with one per row so that each row's sample depends only
        on its prompt and its own seed, not on the rest of the batch (reproducible data-parallel
        rollouts).
    compile_generate: True compiles the decode step and the sampler as one step with
        torch.compile (CUDA graphs on a GPU), for a few batch shapes: rows and cache length are
        rounded up to powers of two (section B). A string is used as the torch.compile backend
        instead ("eager" checks the tracing cheaply). The samples are eager decoding's.
    return_logprobs: also return, per prompt, the log-probability of each generated token under
        the distribution it was drawn from, and the kept mass of that distribution (see sample()).
    return_kept_ids: with return_logprobs, also return per prompt a (tokens, K) tensor of the ids
        each token was drawn from (top-k / top-p), padded with -1; a row of -1 only: any token.
    top_p_impl: "fast" (the default) or "plain", which top-p sampler runs (see sample())."""
    device = model.lm_head.weight.device
    B = len(prompts)
    P = max(len(p) for p in prompts)
    if min(len(p) for p in prompts) == 0:
        raise ValueError("generate needs at least one token in every prompt")
    # each step's draws side by side (stride 1), so a compiled step sees the same strides whatever
    # max_new_tokens and B (contiguous() would keep the strides of a single row)
    u = draw_uniforms(B, max_new_tokens, generator, device).T.flatten().view(max_new_tokens, B)
    # the decode step divides the hidden state by T, so sample() then draws at temperature 1 (or 0:
    # greedy)
    sample_temperature = 0.0
    divisor = 1.0
    if temperature > 0:
        sample_temperature = 1.0
        divisor = temperature
    sampler = dict(temperature=sample_temperature, top_p=top_p, top_k=top_k, want_logprobs=return_logprobs,
                   top_p_impl=top_p_impl)

    rows = B
    cache_len = P + max_new_tokens
    if compile_generate:
        # a few fixed shapes for the compiled step (section B): the extra rows repeat the last
        # prompt (prefilled with it) and are done from the start
        rows, cache_len = decode_shape(B, cache_len)
        prompts = list(prompts) + [prompts[-1]] * (rows - B)
        u = F.pad(u, (0, rows - B))
    # the valid mask (rows, cache length): left padding lines up every prompt's last token at
    # position P-1; generated positions are all real tokens
    pad = torch.tensor([P - len(p) for p in prompts], device=device)
    valid = torch.arange(cache_len, device=device) >= pad[:, None]  # (rows, cache length)
    padded = any(len(p) < P for p in prompts)
    prompt_valid = None  # no padding: plain causal attention, the fastest kernels
    if padded:
        prompt_valid = valid[:, :P]
    # the RoPE angles of every cache position, once (per row where left padding shifts them)
    rope_valid = None
    if padded:
        rope_valid = valid
    positions = token_positions(rope_valid, 0, cache_len, device)  # (rows or 1, cache length)
    cos, sin = rope_cos_sin(positions, model.config.head_dim, model.config.rope_theta,
                            model.lm_head.weight.dtype)  # (rows or 1, cache length, 1, head_dim)
    if compile_generate:
        kv_cache, decode = compiled_decoder(model, valid, cos, sin, P, divisor, sampler, compile_generate)
    else:
        kv_cache = model.new_kv_cache(rows, cache_len)
    rope = (cos[:, :P], sin[:, :P])
    logits = prefill_once_per_prompt(model, prompts, prompt_valid, kv_cache, divisor, rope)  # (rows, V)
    drawn = sample(logits, sample_temperature, top_p, top_k, u[0], return_logprobs, top_p_impl)

    eos = torch.tensor(list(eos_ids), dtype=torch.long, device=device)
    out = torch.zeros(rows, max_new_tokens, dtype=torch.long, device=device)
    done = torch.arange(rows, device=device) >= B  # (rows,): the padding rows are done from the start
    finite = torch.ones(rows, dtype=torch.bool, device=device)
    if return_logprobs:
        logprobs = torch.zeros(rows, max_new_tokens, device=device)
        kept_mass = torch.ones(rows, max_new_tokens, device=device)
        kept_ids = []  # per token, (rows, kept set)
    check_every = 1
    if compile_generate:
        check_every = DONE_CHECK_EVERY
    steps = 0
    for t in range(max_new_tokens):
        next_id = drawn["ids"].masked_fill(done, 0)  # finished rows keep padding
        out[:, t] = next_id
        if return_logprobs:
            logprobs[:, t] = drawn["logprob"].masked_fill(done, 0.0)
            kept_mass[:, t] = drawn["kept_mass"].masked_fill(done, 1.0)
        if return_kept_ids:
            ids = drawn["kept_ids"].masked_fill(done[:, None], -1)
            if ids.size(1) > NUCLEUS_BLOCKS * NUCLEUS_BLOCK:
                # the sorted vocabulary (top_p_impl="plain"): trimmed now, with a host sync
                ids = ids[:, :int((ids >= 0).sum(-1).max().clamp(min=1))]
            kept_ids.append(ids)
        done |= torch.isin(next_id, eos)
        finite &= drawn["finite"]
        steps = t + 1
        if steps == max_new_tokens:
            break
        # a host sync: stop when every row has ended or has logits that are not finite. Eager
        # decoding asks after every token; the compiled step every DONE_CHECK_EVERY tokens, and the
        # device runs ahead in between (a row's tokens after its end are padding)
        if steps % check_every == 0 and bool((done | ~finite).all()):
            break
        if compile_generate:
            drawn = decode(next_id, t, u[t + 1])  # the decode step and sample() in one (section B)
        else:
            step_valid = None
            if padded:
                step_valid = valid[:, :P + t + 1]
            rope = (cos[:, P + t:P + t + 1], sin[:, P + t:P + t + 1])
            logits = decode_step(model, next_id, P + t, step_valid, kv_cache, divisor, rope)  # (rows, V)
            drawn = sample(logits, sample_temperature, top_p, top_k, u[t + 1], return_logprobs,
                           top_p_impl)
    if not bool(finite.all()):
        model.decode_caches.clear()  # a compiled step's cache may hold NaN now
        raise ValueError(NON_FINITE)
    out = out[:B, :steps]

    # trim each row after its first end token (kept): once per call, not per token
    is_end = torch.isin(out, eos)
    lengths = torch.where(is_end.any(-1), is_end.float().argmax(-1) + 1, steps).tolist()
    completions = [row[:n] for row, n in zip(out.tolist(), lengths)]
    if not return_logprobs:
        return completions
    token_logprobs = [row[:n] for row, n in zip(logprobs[:B, :steps].tolist(), lengths)]
    token_kept_mass = [row[:n] for row, n in zip(kept_mass[:B, :steps].tolist(), lengths)]
    if not return_kept_ids:
        return completions, token_logprobs, token_kept_mass
    # the widest kept set of any token, found once
    K = int(torch.stack([(ids >= 0).sum(-1).max() for ids in kept_ids]).max().clamp(min=1))
    kept_ids = [F.pad(ids[:B, :K], (0, K - min(K, ids.size(1))), value=-1) for ids in kept_ids]
    kept_ids = torch.stack(kept_ids, dim=1)  # (B, tokens, K)
    token_kept_ids = [row[:n] for row, n in zip(kept_ids, lengths)]  # (tokens, K) each
    return completions, token_logprobs, token_kept_mass, token_kept_ids

# -----------------------------------------------------------------------------
# memory: what generate(), a training step and an evaluation hold at their peaks, in GB (1e9
# bytes), so that a trainer can say before it starts whether a run fits (grpo.py's memory plan)


def parameter_count(cfg):
    """The number of weights of a Qwen3 of config cfg (a tied head counted once)."""
    C, I = cfg.hidden_size, cfg.intermediate_size
    Q = cfg.num_attention_heads * cfg.head_dim
    K = cfg.num_key_value_heads * cfg.head_dim
    # q, k, v, o; gate, up, down; the two RMSNorms and the per-head q/k norms
    layer = 2 * C * Q + 2 * C * K + 3 * C * I + 2 * C + 2 * cfg.head_dim
    head = 0 if cfg.tie_word_embeddings else cfg.vocab_size * C
    return cfg.vocab_size * C + cfg.num_hidden_layers * layer + C + head


def kv_cache_gb(cfg, rows, length, itemsize):
    """The KV cache of rows rows of length positions: keys and values of every layer."""
    per_position = 2 * cfg.num_hidden_layers * cfg.num_key_value_heads * cfg.head_dim * itemsize
    return rows * length * per_position / 1e9


def generate_memory_gb(cfg, rows, distinct_prompts, prompt_len, max_new_tokens, itemsize, compiled):
    """What generate() holds at its peak besides the weights: the KV cache (rows and length rounded
    up by decode_shape when compiled), the prefill of the distinct prompts (their own cache when prompts
    repeat, and a layer's activations: about 2 x hidden + 3 x intermediate a token), and the
    float32 logits and sampling temporaries (about 4 copies of (rows, vocabulary))."""
    length = prompt_len + max_new_tokens
    if compiled:
        rows, length = decode_shape(rows, length)  # the compiled step's padded batch
    prefill_tokens = distinct_prompts * prompt_len
    prefill = prefill_tokens * (2 * cfg.hidden_size + 3 * cfg.intermediate_size) * itemsize / 1e9
    if distinct_prompts < rows:
        prefill += kv_cache_gb(cfg, distinct_prompts, prompt_len, itemsize)
    sampling = 4 * rows * cfg.vocab_size * 4 / 1e9
    return kv_cache_gb(cfg, rows, length, itemsize) + prefill + sampling


def activation_bytes(cfg, itemsize):
    """Bytes per token per layer that a training forward keeps for backward, without
    grad_checkpoint: what saved-tensor hooks count on this file's Qwen3 (a test checks it at a small
    shape; at Qwen3-0.6B's, 82,088 in bf16 as counted). In float32: each RMSNorm's input, 1/rms and
    normalised input (F.rms_norm as a CPU computes it; a GPU's fused kernel keeps less), for the
    attention's two norms, q_norm, k_norm and the MLP's; the attention's log-sum-exp per head. In
    the compute dtype: the norms' outputs, q, k, v and the attention's output, and the MLP's gate,
    up, silu(gate) and product. GPU attention kernels keep the same q, k, v, output and
    log-sum-exp."""
    C, I = cfg.hidden_size, cfg.intermediate_size
    heads, kv_heads = cfg.num_attention_heads, cfg.num_key_value_heads
    Q = heads * cfg.head_dim
    K = kv_heads * cfg.head_dim
    float32 = 2 * (2 * C + Q + K) + 2 + heads + kv_heads + heads
    compute = 2 * C + 2 * Q + 2 * K + 4 * I
    return 4 * float32 + itemsize * compute


def training_memory_gb(cfg, tokens, answer_tokens, itemsize, grad_checkpoint, logprob_impl,
                       block_tokens, block_vocab):
    """What a micro-batch's forward and backward hold besides weights, gradients and optimizer
    state: activations (activation_bytes a layer, one layer's more in backward; grad_checkpoint
    keeps each layer's input only and recomputes one layer at a time), and the log-probs of its
    answer_tokens: the (tokens, vocabulary) logits with logprob_impl="plain", else a float32 block
    of block_tokens x block_vocab logits (3 copies live) and a few (tokens, hidden) tensors."""
    per_layer = activation_bytes(cfg, itemsize)
    kept_layers = (cfg.num_hidden_layers + 1) * per_layer
    if grad_checkpoint:
        kept_layers = cfg.num_hidden_layers * cfg.hidden_size * itemsize + 2 * per_layer
    # RoPE's cos and sin (an upper bound: the rows share them), and the final norm's input,
    # 1/rms and normalised input in float32
    rest = 2 * cfg.head_dim * itemsize + 8 * cfg.hidden_size + 4
    activations = tokens * (kept_layers + rest)
    if logprob_impl == "plain":
        logprobs = answer_tokens * cfg.vocab_size * 4 * 4  # logits, log-softmax, softmax, gradient
    else:
        block = min(answer_tokens, block_tokens) * min(cfg.vocab_size, block_vocab)
        logprobs = block * (3 * 4 + itemsize) + answer_tokens * cfg.hidden_size * (12 + itemsize)
    return activations / 1e9, logprobs / 1e9


def memory_plan(cfg, itemsize, *, rows, distinct_prompts, prompt_len, max_new_tokens,
                micro_batch_size, grad_checkpoint, master_weights, reference, shards,
                logprob_impl, logprob_block_tokens, logprob_block_vocab, eval_batch_size,
                eval_prompt_len, eval_max_new_tokens, compile_generate, optimizer_chunk, lora_rank,
                lora_targets):
    """GB that a GRPO step and an evaluation hold at their peaks, by part, for a Qwen3 of config cfg
    computing in itemsize-byte numbers (2: bf16, with float32 master weights or, with
    master_weights=False, stochastic rounding; 4: float32) and for the trainer's settings (named as
    grpo.py's flags; rows: answers generated at once, prompt_len and eval_prompt_len: the longest
    prompts). Parts: weights, optimizer (master weights, AdamW's moments, stochastic rounding's
    float32 chunk of optimizer_chunk elements), gradients, reference (the KL term's model),
    activations and logprobs (one micro-batch, its longest rows), rollouts and eval (generate's
    KV cache and temporaries); step and evaluation, the peaks: the rollouts or the training half,
    and the evaluation, on top of what stays. shards > 1: FSDP's float32 shards, moments and
    gradients over that many processes, plus the gathered weights. lora_rank > 0: frozen weights
    with float32 adapters (section G), which alone have gradients and AdamW's state, and the
    reference is those weights (no copy). The training half is an upper bound: every gradient beside
    every activation, as from a step's second micro-batch on."""
    n = parameter_count(cfg)
    weights = n * itemsize
    if shards > 1:
        weights = 4 * n / shards + n * itemsize
        optimizer = 8 * n / shards
        gradients = 4 * n / shards
    elif itemsize == 4:
        optimizer = 8 * n  # AdamW's m and v
        gradients = 4 * n
    elif master_weights:
        optimizer = 12 * n  # float32 weights, m and v
        gradients = 6 * n  # the float32 sum over micro-batches, and the bf16 ones of a backward
    else:
        optimizer = 2 * itemsize * n + 28 * optimizer_chunk  # m and v in bf16, float32 temporaries
        gradients = itemsize * n
    micro_rows = min(micro_batch_size, rows)
    micro_tokens = micro_rows * (prompt_len + max_new_tokens)
    activations, logprobs = training_memory_gb(
        cfg, micro_tokens, micro_rows * max_new_tokens, itemsize, grad_checkpoint, logprob_impl,
        logprob_block_tokens, logprob_block_vocab)
    reference_gb = n * itemsize / shards / 1e9 if reference else 0.0
    if lora_rank:
        adapters = lora_parameter_count(cfg, lora_rank, lora_targets)
        weights = n * itemsize + 4 * adapters
        optimizer = 8 * adapters  # AdamW's m and v of the float32 adapters
        gradients = 4 * adapters
        reference_gb = 0.0  # the same weights with the adapters off
        # the layers' saved tensors as counted for LoRA (a checkpointed layer keeps its input only)
        kept_layers = 2 if grad_checkpoint else cfg.num_hidden_layers + 1
        full_layers = kept_layers * activation_bytes(cfg, itemsize)
        lora_layers_bytes = kept_layers * lora_activation_bytes(cfg, itemsize, lora_rank, lora_targets)
        activations += micro_tokens * (lora_layers_bytes - full_layers) / 1e9
    plan = dict(weights=weights / 1e9, optimizer=optimizer / 1e9, gradients=gradients / 1e9,
                reference=reference_gb,
                activations=activations, logprobs=logprobs,
                rollouts=generate_memory_gb(cfg, rows, distinct_prompts, prompt_len, max_new_tokens,
                                            itemsize, compile_generate),
                eval=0.0)
    if eval_batch_size:
        plan["eval"] = generate_memory_gb(cfg, eval_batch_size, eval_batch_size, eval_prompt_len,
                                          eval_max_new_tokens, itemsize, compile_generate)
    stays = plan["weights"] + plan["optimizer"] + plan["reference"]
    training = plan["gradients"] + activations + logprobs
    plan["step"] = stays + max(plan["rollouts"], training)
    plan["evaluation"] = stays + plan["eval"]
    return plan


def lean_flags(cfg, itemsize, flags, budget_gb):
    """The flags to change, the least costly first, for memory_plan(cfg, itemsize, **flags) to fit
    in budget_gb: for the step grad_checkpoint=True, then master_weights=False (bf16, one process),
    then micro_batch_size halved; for the evaluation eval_batch_size halved. Returns {flag: value}
    ({} when it fits as it is), or None when even the leanest settings do not fit."""
    lean = dict(flags)
    moves = [("grad_checkpoint", True)]
    if itemsize < 4 and flags["shards"] == 1 and not flags["lora_rank"]:
        moves.append(("master_weights", False))
    for name, value in moves:
        if memory_plan(cfg, itemsize, **lean)["step"] > budget_gb:
            lean[name] = value
    while memory_plan(cfg, itemsize, **lean)["step"] > budget_gb and lean["micro_batch_size"] > 1:
        lean["micro_batch_size"] //= 2
    while memory_plan(cfg, itemsize, **lean)["evaluation"] > budget_gb and lean["eval_batch_size"] > 1:
        lean["eval_batch_size"] //= 2
    plan = memory_plan(cfg, itemsize, **lean)
    if max(plan["step"], plan["evaluation"]) > budget_gb:
        return None
    return {name: value for name, value in lean.items() if value != flags[name]}


def memory_plan_line(plan, device, usable_gb, total_gb):
    """The memory plan in one line: what a step and an evaluation need, by part, against what the
    device has. On a GPU where memory is tight, the allocator setting that wastes less of it."""
    def gb(x):
        return f"{x:.1f}" if x >= 1 else f"{x:.2g}"
    parts = ("weights", "optimizer", "gradients", "reference", "activations", "logprobs", "rollouts")
    step = ", ".join(f"{name} {gb(plan[name])}" for name in parts if plan[name] > 0)
    line = f"memory plan: a step needs {gb(plan['step'])} GB ({step})"
    if plan["eval"]:
        line += f", an evaluation {gb(plan['evaluation'])} GB (its KV cache {gb(plan['eval'])})"
    line += f"; {device} has {gb(usable_gb)} GB for it (of {gb(total_gb)})"
    tight = max(plan["step"], plan["evaluation"]) > 0.8 * usable_gb
    allocator = os.environ.get("PYTORCH_CUDA_ALLOC_CONF", "")
    if str(device).startswith("cuda") and tight and "expandable_segments:True" not in allocator:
        # freed blocks (the evaluation's KV cache) become reusable by any size: less fragmentation
        line += " (tight: PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True helps)"
    return line


def check_memory(cfg, itemsize, flags, device):
    """The memory plan of a run (memory_plan's flags, named as grpo.py's) on device, as a line to
    print, and an error line when the step or the evaluation cannot fit, naming the flags that
    would (lean_flags); (None, None) where the system does not say how much memory it has."""
    plan = memory_plan(cfg, itemsize, **flags)
    usable, total = usable_memory_gb(device)
    if usable is None:
        return None, None
    need = max(plan["step"], plan["evaluation"])
    if need <= usable:
        return memory_plan_line(plan, device, usable, total), None
    lean = lean_flags(cfg, itemsize, flags, usable)
    error = (f"error: this run needs about {need:.1f} GB at its peak (prompts of up to "
             f"{flags['prompt_len']} tokens), and {device} has {usable:.1f} GB for it: ")
    if lean is None:
        error += "lower prompts_per_step, num_rollouts, max_new_tokens or eval_max_new_tokens"
    else:
        error += "pass " + " ".join(f"--{name}={value}" for name, value in lean.items())
    return memory_plan_line(plan, device, usable, total), error


def usable_memory_gb(device):
    """(usable, total) GB of the device's memory for this process: what is free plus what it holds
    already (the models it loaded): the GPU's on CUDA, else the machine's RAM (the page cache the
    system can drop counts as free). (None, None) where the system does not say."""
    device = torch.device(device)
    if device.type == "cuda":
        free, total = torch.cuda.mem_get_info(device)
        return (free + torch.cuda.memory_reserved(device)) / 1e9, total / 1e9
    try:  # Linux
        kib = {}
        for line in Path("/proc/meminfo").read_text().splitlines():
            kib[line.split(":")[0]] = int(line.split()[1])
        resident = int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE")
        return (kib["MemAvailable"] * 1024 + resident) / 1e9, kib["MemTotal"] * 1024 / 1e9
    except (OSError, KeyError, ValueError, IndexError):
        return None, None


# =============================================================================
# TRY NOT TO MODIFY: the machinery. Everything above is the model and its sampler; what follows
# makes them fast, or reads other formats, without changing what they compute:
#   A. top-p without sorting the vocabulary: sample_top_p draws what sample_top_p_plain draws
#   B. the compiled decode step: decode_step and sample() in one step of fixed shapes
#   C. the from-scratch book's .pth checkpoints, loaded as our Qwen3
#   D. random-weight models and the sampler benchmark
#   E. training: log-probs of given tokens without the (tokens, vocabulary) logits (grpo.py)
#   F. the command line: python qwen3.py --help
#   G. LoRA: low-rank adapters beside frozen weights, merged for saving (grpo.py's lora_rank)
# =============================================================================

# -----------------------------------------------------------------------------
# A. top-p without sorting the vocabulary (generate's default, top_p_impl="fast")
#
# The candidates are the tokens of the NUCLEUS_BLOCKS blocks of NUCLEUS_BLOCK tokens with the
# largest maxima. When they hold the nucleus (a peaked distribution, as a trained model's nearly
# always is), they are sorted and drawn from by sample_sorted(), as sample_top_p_plain() draws from
# the sorted vocabulary: the same token from the same uniform. A wider nucleus (a flat distribution)
# is found with NUCLEUS_BINS bins of probability, 128 per halving, and drawn bin first: the same
# distribution, with the tokens in another order, so the same uniform may give another token.
NUCLEUS_BLOCK = 32
NUCLEUS_BLOCKS = 16
NUCLEUS_BINS = 128 * 64


def nucleus_candidates(probs, top_p, n_blocks):
    """Top-p without sorting the vocabulary. The candidates are the tokens of the n_blocks blocks of
    the vocabulary with the largest maxima in probs (B, V): every token more likely than the most
    likely token left out is among them, so when those tokens alone hold top_p of the probability,
    the nucleus (the most likely tokens up to mass top_p) is the one of the whole vocabulary.
    Returns the candidates' ids and probabilities (B, n), sorted by probability, descending, and
    complete (B,) bool: whether the nucleus is certainly among them."""
    B, V = probs.shape
    total_blocks = -(-V // NUCLEUS_BLOCK)
    if total_blocks * NUCLEUS_BLOCK != V:
        probs = F.pad(probs, (0, total_blocks * NUCLEUS_BLOCK - V))
    blocks = probs.view(B, total_blocks, NUCLEUS_BLOCK)
    block_max = blocks.amax(-1)  # (B, total_blocks)
    k = min(n_blocks, total_blocks)
    top_max, top_blocks = block_max.topk(min(k + 1, total_blocks), dim=-1)  # sorted, descending
    if k < total_blocks:
        bound = top_max[:, k:k + 1]  # (B, 1): the largest maximum left out
    else:
        bound = torch.zeros_like(top_max[:, :1])  # every block is a candidate
    chosen = top_blocks[:, :k, None]  # (B, k, 1)
    candidates = blocks.gather(1, chosen.expand(B, k, NUCLEUS_BLOCK)).view(B, -1)  # (B, k * block)
    ids = chosen * NUCLEUS_BLOCK + torch.arange(NUCLEUS_BLOCK, device=probs.device)  # (B, k, block)
    candidates, order = candidates.sort(-1, descending=True)
    ids = ids.view(B, -1).gather(-1, order)
    sure_mass = (candidates * (candidates > bound)).sum(-1)  # (B,): tokens above every one left out
    return ids, candidates, sure_mass >= top_p


def nucleus_bins(probs, top_p):
    """The nucleus of rows probs (B, V) with no sort of the vocabulary, for flat distributions whose
    nucleus is too wide for nucleus_candidates(): the tokens go into bins of probability (128 per
    halving, numbered from the most likely), the bins' masses show in which bin the nucleus ends,
    and only that bin's tokens are sorted. Returns bins (B, V), the bin of each token; bin_mass
    (B, NUCLEUS_BINS), the nucleus's mass in each bin (0 after the last); last (B, 1), the bin where
    the nucleus ends; and last_ids, last_probs (B, V), that bin's tokens, most likely first, then
    zeros, with the probabilities of those outside the nucleus set to 0."""
    # the bits of a float32 >= 0, read as an integer, grow with its value: dropping all but 7 of the
    # mantissa bits leaves 128 bins per halving of probability (a tenth of the time of log2)
    levels = probs.float().view(torch.int32) >> 16  # (B, V)
    bins = (levels.amax(-1, keepdim=True) - levels).clamp_(max=NUCLEUS_BINS - 1)  # (B, V)
    bin_mass = probs.new_zeros(len(probs), NUCLEUS_BINS).scatter_add_(1, bins, probs)  # (B, bins)
    mass_through = bin_mass.cumsum(-1)
    # the nucleus ends in the first bin whose cumulative mass reaches top_p
    last = (mass_through < top_p).sum(-1, keepdim=True).clamp(max=NUCLEUS_BINS - 1)  # (B, 1)
    last_probs, last_ids = sort_bin(probs, bins == last)
    # the mass before each token of that bin: the bins before it, then its more likely tokens
    bins_before = mass_through.gather(-1, last) - bin_mass.gather(-1, last)  # (B, 1)
    mass_before = bins_before + last_probs.cumsum(-1) - last_probs
    last_probs = last_probs.masked_fill(mass_before >= top_p, 0.0)
    after = torch.arange(NUCLEUS_BINS, device=probs.device) >= last  # (B, bins)
    bin_mass = bin_mass.masked_fill(after, 0.0).scatter(1, last, last_probs.sum(-1, keepdim=True))
    return bins, bin_mass, last, last_ids, last_probs


def sort_bin(probs, in_bin):
    """The probabilities of the tokens where in_bin (B, V), sorted, most likely first (ties in id
    order), then zeros; and their ids (B, V). A compiled step sorts whole rows (its shapes cannot
    depend on the data); eager decoding sorts only the bin's tokens, with a host sync per row."""
    if torch.compiler.is_compiling():
        values, ids = probs.masked_fill(~in_bin, -1.0).sort(dim=-1, descending=True, stable=True)
        return values.clamp(min=0.0), ids
    values = torch.zeros_like(probs)
    ids = torch.zeros_like(probs, dtype=torch.long)
    for row in range(len(probs)):
        members = in_bin[row].nonzero()[:, 0]
        row_values, order = probs[row, members].sort(dim=-1, descending=True, stable=True)
        values[row, :len(members)] = row_values
        ids[row, :len(members)] = members[order]
    return values, ids


def sample_wide_nucleus(probs, top_p, u):
    """One draw per row from the nucleus of probs (B, V) with the uniforms u (B,), through
    nucleus_bins(): a bin first, then a token in it. Returns a dict as sample_sorted() does: ids,
    token_prob and kept (B,)."""
    bins, bin_mass, last, last_ids, last_probs = nucleus_bins(probs, top_p)
    cumulative = bin_mass.cumsum(-1)  # (B, bins)
    total = cumulative[:, -1:]
    target = u[:, None] * total  # (B, 1)
    chosen = torch.minimum(torch.searchsorted(cumulative, target, side="right"), last)  # (B, 1)
    # where the target falls inside the chosen bin, as a uniform draw of its own
    chosen_mass = bin_mass.gather(-1, chosen)
    inner_u = ((target - cumulative.gather(-1, chosen) + chosen_mass) / chosen_mass).clamp(0, 1 - 1e-7)
    # a bin before the last: its tokens in id order; the last bin: its kept tokens, most likely first
    j, _ = inverse_cdf(probs.masked_fill(bins != chosen, 0.0), inner_u[:, 0])
    j_last, _ = inverse_cdf(last_probs, inner_u[:, 0])
    in_last = (chosen == last)[:, 0]
    ids = torch.where(in_last, last_ids.gather(-1, j_last[:, None])[:, 0], j)
    last_prob = last_probs.gather(-1, j_last[:, None])[:, 0]
    token_prob = torch.where(in_last, last_prob, probs.gather(-1, j[:, None])[:, 0])
    return dict(ids=ids, token_prob=token_prob, kept=total[:, 0])


def sample_top_p(probs, top_p, u):
    """sample_sorted() over the nucleus of probs (B, V): from the candidates of nucleus_candidates(),
    and for the rows whose nucleus is wider, with sample_wide_nucleus() (their kept_ids: all -1)."""
    ids, sorted_probs, complete = nucleus_candidates(probs, top_p, NUCLEUS_BLOCKS)
    drawn = sample_sorted(ids, sorted_probs, top_p, u)
    if ids.size(1) >= probs.size(1):
        return drawn  # a small vocabulary: every token is a candidate, every nucleus is among them
    if torch.compiler.is_compiling():
        # a compiled step cannot ask which rows are wide (a host sync): it draws every row both ways
        wide = sample_wide_nucleus(probs, top_p, u)
        for key in ("ids", "token_prob", "kept"):
            drawn[key] = torch.where(complete, drawn[key], wide[key])
        drawn["kept_ids"] = drawn["kept_ids"].masked_fill(~complete[:, None], -1)  # too wide to list
    elif not bool(complete.all()):
        # eager: a host sync per token, then the wide rows (a flat distribution) only
        rows = (~complete).nonzero()[:, 0]
        wide = sample_wide_nucleus(probs[rows], top_p, u[rows])
        for key in ("ids", "token_prob", "kept"):
            drawn[key][rows] = wide[key]
        drawn["kept_ids"][rows] = -1  # too wide to list
    return drawn

# -----------------------------------------------------------------------------
# B. the compiled decode step: generate(compile_generate=True)
#
# torch.compile wants shapes that do not change from token to token, and CUDA graphs want the same
# addresses from call to call. The step writes at a position held in a (1,) tensor and attends over
# the whole cache, with a mask that hides the positions not written yet; it also samples (the
# uniforms come in as a tensor, as in gpt-fast's decode_one_token), so a token is one graph replay,
# and the host asks whether every row has ended only every DONE_CHECK_EVERY tokens. A batch is
# padded to a few shapes (decode_shape: rows and cache length rounded up), so an evaluation's
# last, smaller batch and rollouts of longer prompts reuse a shape, and each shape's buffers (KV
# cache, mask, RoPE angles, position) are kept on the model and reused, at most DECODE_CACHES of
# them, all of one row count. They are marked static without a guard: with a guard (the default
# before torch 2.9.1) each new buffer would recompile the step and stay pinned by it, and the 9th
# would stop the run (FailOnRecompileLimitHit).
#
# Attending over the whole cache reads up to twice the keys and values that eager decoding reads
# (the length is rounded up); the score tensor of one query is small, so this is the step's floor,
# about 23 GB of KV per step for an evaluation batch of 64 x 3,072 positions.
DONE_CHECK_EVERY = 16  # tokens between the compiled path's host syncs: at most 15 wasted steps
DECODE_CACHES = 2  # batch shapes whose compiled-step buffers are kept (rollouts: short, long prompts)


def static_attention_mask(valid, cache_pos):
    """attention_mask() for one token per row at cache_pos, a (1,) tensor, with valid (B, L)
    covering the whole cache: shapes do not depend on the position, so a compiled decode step is
    compiled once."""
    written = torch.arange(valid.size(1), device=valid.device) <= cache_pos  # (L,): the cache up to this token
    return (valid & written)[:, None, None, :]  # (B, 1, 1, L)


def decode_shape(rows, length):
    """The compiled step's (rows, cache length) for a batch, so a run meets few shapes: rows rounded
    up to a power of two, the length to at least 256 and to a power of two or 3/4 of one (256, 384,
    512, 768, 1024, 1536, ...), which pads a cache by at most a third, not by up to double."""
    power = max(256, 1 << (length - 1).bit_length())
    if power * 3 // 4 >= max(length, 256):
        power = power * 3 // 4
    return 1 << (rows - 1).bit_length(), power


def decode_and_sample(model, ids, cache_pos, valid, kv_cache, cos, sin, temperature, u, sampler):
    """What generate(compile_generate=True) compiles: decode_step() at cache position cache_pos (a
    (1,) tensor), then sample() with one uniform per row u (B,). Returns sample()'s dict. cos, sin
    (B, L, 1, head_dim): the RoPE angles of every cache position."""
    rope = (cos.index_select(1, cache_pos), sin.index_select(1, cache_pos))  # (B, 1, 1, head_dim)
    logits = decode_step(model, ids, cache_pos, valid, kv_cache, temperature, rope)  # (B, V)
    return sample(logits, sampler["temperature"], sampler["top_p"], sampler["top_k"], u, sampler["want_logprobs"],
                  sampler["top_p_impl"])


def compile_backend(compile_generate, device_type):
    """The torch.compile backend for compile_generate (True: inductor; a string: that backend) on a
    device type. Refused on an Apple GPU, where inductor's backend is experimental."""
    if device_type == "mps":
        raise ValueError("compile_generate=True is not supported on an Apple GPU (torch.compile's MPS "
                         "backend is experimental): pass compile_generate=False")
    if isinstance(compile_generate, str):
        return compile_generate
    return "inductor"


COMPILED_DECODE_STEPS = {}  # (backend, device type) -> the compiled decode_and_sample, built on first use


def compiled_decode_step(backend, device_type):
    """torch.compile(decode_and_sample), built once per process, with CUDA graphs on a GPU
    (mode="reduce-overhead": one graph launch per token instead of dozens of kernels per layer)."""
    key = (backend, device_type)
    if key not in COMPILED_DECODE_STEPS:
        mode = None
        if backend == "inductor" and device_type == "cuda":
            mode = "reduce-overhead"
        COMPILED_DECODE_STEPS[key] = torch.compile(decode_and_sample, backend=backend, mode=mode, fullgraph=True)
    return COMPILED_DECODE_STEPS[key]


def static_decode_buffers(model, rows, length):
    """The compiled step's buffers for a batch shape, kept in model.decode_caches and reused while
    the shape recurs: the KV cache, valid (rows, length), cos and sin (rows, length, 1, head_dim),
    the position (1,) and the temperature (). A new shape frees the least recently used beyond
    DECODE_CACHES, and every buffer of another row count (an evaluation between rollouts): the
    memory kept does not grow with the number of shapes seen."""
    w = model.lm_head.weight
    key = (rows, length, w.dtype, w.device)
    caches = model.decode_caches  # ordered from the least to the most recently used
    if key in caches:
        caches[key] = caches.pop(key)
        return caches[key]
    for old in list(caches):
        if old[0] != rows or len(caches) >= DECODE_CACHES:
            del caches[old]
    rope_shape = (rows, length, 1, model.config.head_dim)
    buffers = dict(kv_cache=model.new_kv_cache(rows, length),
                   valid=torch.zeros(rows, length, dtype=torch.bool, device=w.device),
                   cos=torch.zeros(rope_shape, dtype=w.dtype, device=w.device),
                   sin=torch.zeros(rope_shape, dtype=w.dtype, device=w.device),
                   cache_pos=torch.zeros(1, dtype=torch.long, device=w.device),
                   temperature=torch.ones((), device=w.device))
    tensors = [buffers[name] for name in ("valid", "cos", "sin", "cache_pos", "temperature")]
    for k, v in buffers["kv_cache"]:
        tensors += [k, v]
    for tensor in tensors:
        # fixed addresses for CUDA graphs, without a guard on the tensor's identity (see above)
        torch._dynamo.mark_static_address(tensor, guard=False)
    caches[key] = buffers
    return buffers


def compiled_decoder(model, valid, cos, sin, P, temperature, sampler, compile_generate):
    """For generate(): the static KV cache and decode(ids, t, u), the draw (sample()'s dict) of the
    token after ids (B,), the t-th new token of each row (from 0, at cache position P + t), from
    the compiled step. valid (B, L) covers the whole cache; cos, sin (B or 1, L, 1, head_dim);
    compile_generate: True (inductor) or the name of a torch.compile backend."""
    device = valid.device
    step = compiled_decode_step(compile_backend(compile_generate, device.type), device.type)
    buffers = static_decode_buffers(model, valid.size(0), valid.size(1))
    # this call's values, in the buffers the compiled step reads (the same addresses every call)
    buffers["valid"].copy_(valid)
    buffers["cos"].copy_(cos)
    buffers["sin"].copy_(sin)
    buffers["temperature"].fill_(temperature)
    b = buffers

    def decode(ids, t, u):
        if device.type == "cuda":
            torch.compiler.cudagraph_mark_step_begin()  # the last step's outputs are consumed
        b["cache_pos"].fill_(P + t)
        return step(model, ids, b["cache_pos"], b["valid"], b["kv_cache"], b["cos"], b["sin"], b["temperature"],
                    u, sampler)

    return buffers["kv_cache"], decode

# -----------------------------------------------------------------------------
# C. the from-scratch book's .pth checkpoints
#
# "Build a Reasoning Model (From Scratch)" (the reasoning-from-scratch package) publishes its
# GRPO checkpoints as torch.save(model.state_dict()) of its own Qwen3Model, whose modules have
# other names than the Hugging Face ones we use. Same tensors, same layout: rename them, and the
# model is ours. load_model() reads a .pth file with load_book_model().

BOOK_NAMES = {
    "tok_emb.weight": "model.embed_tokens.weight",
    "final_norm.scale": "model.norm.weight",
    "out_head.weight": "lm_head.weight",  # always stored: the book's model has its own output layer
}
BOOK_LAYER_NAMES = {  # under trf_blocks.{i}. in the book, model.layers.{i}. here
    "att.W_query.weight": "self_attn.q_proj.weight",
    "att.W_key.weight": "self_attn.k_proj.weight",
    "att.W_value.weight": "self_attn.v_proj.weight",
    "att.out_proj.weight": "self_attn.o_proj.weight",
    "att.q_norm.scale": "self_attn.q_norm.weight",
    "att.k_norm.scale": "self_attn.k_norm.weight",
    "ff.fc1.weight": "mlp.gate_proj.weight",  # the book's SwiGLU: fc3(silu(fc1(x)) * fc2(x))
    "ff.fc2.weight": "mlp.up_proj.weight",
    "ff.fc3.weight": "mlp.down_proj.weight",
    "norm1.scale": "input_layernorm.weight",
    "norm2.scale": "post_attention_layernorm.weight",
}


def book_names(n_layers):
    """{book name: our name} for every tensor of a book Qwen3Model with n_layers blocks."""
    names = dict(BOOK_NAMES)
    for i in range(n_layers):
        for book, ours in BOOK_LAYER_NAMES.items():
            names[f"trf_blocks.{i}.{book}"] = f"model.layers.{i}.{ours}"
    return names


def book_config(state, n_layers):
    """The Qwen3Config of a book state dict, from its tensors' shapes. What shapes cannot tell is
    the book's for every Qwen3 it builds (QWEN_CONFIG_06_B and the others, whose RMSNorms all use
    eps=1e-6): RoPE base 1,000,000, rms eps 1e-6, context 40,960. The embeddings are tied, as in
    Qwen3-0.6B, when the output layer equals the embedding (the book's base weights); the book's
    trainer updates the two apart, so its GRPO checkpoints are untied."""
    vocab_size, hidden_size = state["tok_emb.weight"].shape
    head_dim = state["trf_blocks.0.att.q_norm.scale"].shape[0]
    tied = torch.equal(state["out_head.weight"], state["tok_emb.weight"])
    n_heads = state["trf_blocks.0.att.W_query.weight"].shape[0] // head_dim
    n_kv_heads = state["trf_blocks.0.att.W_key.weight"].shape[0] // head_dim
    intermediate_size = state["trf_blocks.0.ff.fc1.weight"].shape[0]
    return Qwen3Config(vocab_size=vocab_size, hidden_size=hidden_size, intermediate_size=intermediate_size,
                       num_hidden_layers=n_layers, num_attention_heads=n_heads, num_key_value_heads=n_kv_heads,
                       head_dim=head_dim, rms_norm_eps=1e-6, rope_theta=1_000_000.0,
                       tie_word_embeddings=tied, max_position_embeddings=40960)


def load_book_model(path, device="cpu", dtype=None):
    """Our Qwen3 from a .pth state dict of the book's Qwen3Model, in `dtype` (None: as stored) on
    `device`. A missing tensor, an unexpected one or a wrong shape raises a ValueError naming it."""
    try:
        # mmap: the tensors are read from the file as they are copied to the device, not all at once
        state = torch.load(path, map_location="cpu", weights_only=True, mmap=True)
    except (RuntimeError, pickle.UnpicklingError) as e:
        raise ValueError(f"{path} is not a readable torch.save file (truncated?): {e}") from None
    layer_ids = [int(k.split(".")[1]) for k in state if re.fullmatch(r"trf_blocks\.\d+\..+", k)]
    if not layer_ids:
        raise ValueError(f"{path} has no trf_blocks.* tensors, so it is not a state dict of the "
                         f"book's Qwen3Model (its keys: {sorted(state)[:5]}); a Hugging Face model "
                         "is a folder: pass that")
    # the blocks are numbered from 0: the highest number tells how many there are, so a missing
    # block is reported as missing tensors
    n_layers = 1 + max(layer_ids)
    names = book_names(n_layers)
    missing = sorted(set(names) - set(state))
    if missing:
        raise ValueError(f"{path}: tensor {missing[0]} is missing ({len(missing)} missing in all): "
                         "not a complete state dict of the book's Qwen3Model")
    unexpected = sorted(set(state) - set(names))
    if unexpected:
        raise ValueError(f"{path}: unexpected tensor {unexpected[0]} ({len(unexpected)} unexpected in "
                         "all): the book's Qwen3Model (with qk_norm, no biases) has no such tensor")
    cfg = book_config(state, n_layers)
    with torch.device("meta"):
        model = Qwen3(cfg)  # no memory yet: load_state_dict(assign=True) puts the tensors in place
    expected = model.state_dict()
    ours = {}
    for book, name in names.items():
        if state[book].shape != expected[name].shape:
            found = tuple(state[book].shape)
            raise ValueError(f"{path}: tensor {book} has shape {found}, expected "
                             f"{tuple(expected[name].shape)} from the shapes of the others")
        ours[name] = state[book].to(device=device, dtype=dtype)  # dtype None: as stored
    if cfg.tie_word_embeddings:
        # the same matrix as the embedding: shared, as in Hugging Face's Qwen3-0.6B
        del ours["lm_head.weight"]
    model.load_state_dict(ours, strict=False, assign=True)
    model.tie_weights()
    return model.eval()


def convert_book_checkpoint(path, tokenizer_dir, out_dir):
    """Write a book .pth state dict as a Hugging Face folder (config.json, model.safetensors, the
    tokenizer files), in the dtype it was stored in."""
    model = load_book_model(path)
    tok_dir = tokenizer_folder(path, tokenizer_dir)
    if not (tok_dir / "tokenizer.json").is_file():
        raise FileNotFoundError(f"{tok_dir} has no tokenizer.json: pass --tokenizer_dir=a folder "
                                "with Qwen3's tokenizer.json")
    save_model(model, out_dir)
    for name in TOKENIZER_FILES:
        if (tok_dir / name).is_file():
            shutil.copy(tok_dir / name, Path(out_dir) / name)
    return model

# -----------------------------------------------------------------------------
# D. random-weight models and the benchmark: python qwen3.py --bench=True, --write_random_model=DIR

# the shapes the benchmarks use: Qwen3-0.6B's, and small ones that run on a CPU
BENCH_SHAPES = {
    "qwen3-0.6b": dict(hidden_size=1024, intermediate_size=3072, num_hidden_layers=28, num_attention_heads=16,
                       num_key_value_heads=8, head_dim=128, vocab_size=151936),
    # many thin layers and a small vocabulary: per-operation overhead dominates, as when a GPU
    # decodes
    "thin": dict(hidden_size=64, intermediate_size=192, num_hidden_layers=28, num_attention_heads=4,
                 num_key_value_heads=2, head_dim=16, vocab_size=1024),
    # Qwen3's full vocabulary, small bodies: the output layer dominates
    "h64": dict(hidden_size=64, intermediate_size=192, num_hidden_layers=2, num_attention_heads=4,
                num_key_value_heads=2, head_dim=16, vocab_size=151936),
    # two thin layers: the smoke runs of the tests (demo/gpu_check.py)
    "tiny": dict(hidden_size=64, intermediate_size=192, num_hidden_layers=2, num_attention_heads=4,
                 num_key_value_heads=2, head_dim=16, vocab_size=1024),
    "h256": dict(hidden_size=256, intermediate_size=768, num_hidden_layers=4, num_attention_heads=4,
                 num_key_value_heads=2, head_dim=64, vocab_size=151936),
}


def random_model(shape, peak=1.0, seed=0, device="cpu", dtype=torch.float32):
    """A Qwen3 of one of BENCH_SHAPES with random weights (normal, std 0.02, as Hugging Face
    initialises). Its next-token distribution is nearly uniform; peak > 1 multiplies the final
    norm's weight, which sharpens it like a trained model's (about 12 for the hidden-64 model
    gives a few nats)."""
    cfg = Qwen3Config(**BENCH_SHAPES[shape], rope_theta=1_000_000.0)
    torch.manual_seed(seed)
    with torch.device(device):
        model = Qwen3(cfg)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if p.dim() == 2:
                p.normal_(0, 0.02)
        model.model.norm.weight.mul_(peak)
    return model.to(dtype).eval()


def write_random_model(out_dir, shape, peak=1.0, seed=0):
    """A model folder that load_model, load_tokenizer and grpo.py read: a random-weight Qwen3 and a
    byte-level tokenizer (every byte a token, no merges) with Qwen3's special tokens."""
    from tokenizers import Tokenizer as HFTokenizer
    from tokenizers import decoders, models, pre_tokenizers
    model = random_model(shape, peak, seed)
    save_model(model, out_dir)
    alphabet = sorted(pre_tokenizers.ByteLevel.alphabet())
    tok = HFTokenizer(models.BPE(vocab={c: i for i, c in enumerate(alphabet)}, merges=[]))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    tok.decoder = decoders.ByteLevel()
    tok.add_special_tokens(["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>"])
    tok.save(str(Path(out_dir) / "tokenizer.json"))
    config = {"eos_token": "<|endoftext|>", "pad_token": "<|endoftext|>"}
    (Path(out_dir) / "tokenizer_config.json").write_text(json.dumps(config))
    return out_dir


def peak_memory_gb(device):
    """Peak memory: allocated on the GPU since the last reset; on a CPU the process's lifetime
    peak RSS (getrusage: KiB on Linux, bytes on macOS)."""
    device = torch.device(device)
    if device.type == "cuda":
        return torch.cuda.max_memory_allocated(device) / 1e9
    import resource
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if sys.platform == "darwin":
        return rss / 1e9  # bytes on macOS
    return rss * 1024 / 1e9  # kilobytes on Linux


def synchronize(device):
    """Wait for the device's queued work, so that a timer reads its end (no-op on a CPU)."""
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    elif device.type == "mps":
        torch.mps.synchronize()


def time_generate(model, rows, prompt_len, new_tokens, compile_generate, top_p, temperature,
                  top_p_impl):
    """Seconds for generate() on random prompts, with every row running to new_tokens (no end
    token)."""
    device = model.lm_head.weight.device
    g = torch.Generator().manual_seed(0)
    prompt = torch.randint(0, model.config.vocab_size, (prompt_len,), generator=g).tolist()
    gens = [torch.Generator().manual_seed(i) for i in range(rows)]
    synchronize(device)
    t0 = time.perf_counter()
    generate(model, [prompt] * rows, new_tokens, temperature, top_p, 0, generator=gens,
             compile_generate=compile_generate, top_p_impl=top_p_impl)
    return time.perf_counter() - t0  # generate returns lists on the host: the device has finished


def bench(shape, rows_list, prompt_len, new_tokens, top_p, temperature, peak, device, dtype, top_p_impl,
          backend="inductor"):
    """A table of decoding speed, eager vs compiled (with the torch.compile backend `backend`), for
    each batch size in rows_list. Returns its rows, as dicts."""
    from torch._dynamo.utils import counters
    model = random_model(shape, peak, device=device, dtype=dtype)
    n_params = sum(p.numel() for p in model.parameters()) / 1e6
    print(f"{shape}: {n_params:.1f}M parameters, {device}, {dtype}, prompt {prompt_len} tokens, "
          f"{new_tokens} new tokens, temperature {temperature}, top_p {top_p} ({top_p_impl}), "
          f"peak {peak}")
    print("| decode step | rows | tokens/s | ms per decode step | prefill ms | peak memory GB | compile s | graphs |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    results = []
    for compile_generate in (False, backend):
        if compile_generate:
            # a fresh compile, so compile s is the compile's; steps compiled earlier in this process
            # (for other models) no longer count toward dynamo's limit of 8 graphs per function
            torch._dynamo.reset()
            COMPILED_DECODE_STEPS.clear()
        for rows in rows_list:
            if device.type == "cuda":
                torch.cuda.reset_peak_memory_stats(device)
            graphs = counters["stats"]["unique_graphs"]
            # the first call compiles (and runs); later calls reuse the compiled step
            t0 = time.perf_counter()
            sampler = (top_p, temperature, top_p_impl)
            time_generate(model, rows, prompt_len, 2, compile_generate, *sampler)
            warmup = time.perf_counter() - t0
            one = time_generate(model, rows, prompt_len, 1, compile_generate, *sampler)
            full = time_generate(model, rows, prompt_len, new_tokens, compile_generate, *sampler)
            result = dict(decode="compiled" if compile_generate else "eager", rows=rows,
                          tokens_per_s=rows * new_tokens / full, ms_per_token=1000 * (full - one) / (new_tokens - 1),
                          prefill_ms=1000 * one, peak_gb=peak_memory_gb(device), compile_s=None,
                          graphs=counters["stats"]["unique_graphs"] - graphs)
            if compile_generate:
                result["compile_s"] = warmup
            results.append(result)
            compile_s = "-" if result["compile_s"] is None else f"{warmup:.1f}"
            print(f"| {result['decode']} | {rows} | {result['tokens_per_s']:,.0f} | {result['ms_per_token']:.2f} | "
                  f"{result['prefill_ms']:.0f} | {result['peak_gb']:.2f} | {compile_s} | {result['graphs']} |")
    model.decode_caches.clear()
    return results

# -----------------------------------------------------------------------------
# E. training: the log-probs of given tokens without the (tokens, vocabulary) logits
#
# grpo.py's sequence_logprobs computes log_softmax(logits / T)[token] for every answer token. With
# Qwen3's 151,936-token vocabulary, the float32 logits of a step's tokens would be its largest
# tensor; BlockedLogprobs computes the same numbers (and their gradients) a block at a time.


def add_rows_(dst, index, src):
    """dst[index[i]] += src[i], with the rows of a repeated index summed in float32 first: a bf16
    index_add_ on a GPU would round once per repeat, and a token recurs hundreds of times."""
    unique_rows, where = index.unique(return_inverse=True)
    summed = torch.zeros(len(unique_rows), src.shape[-1], dtype=torch.float32, device=src.device)
    summed.index_add_(0, where, src.float())
    dst.index_add_(0, unique_rows, summed.to(dst.dtype))


def allowed_in_block(allowed, start, width):
    """Which of the vocabulary entries [start, start + width) each token may use, (N, width) bool,
    from allowed (N, K): the ids it was sampled from, padded with -1; a row of -1 only allows every
    id. A scatter with no host sync: ids outside the block go to a spare column, then dropped."""
    inside = (allowed >= start) & (allowed < start + width)
    columns = torch.where(inside, allowed - start, width)
    keep = torch.zeros(len(allowed), width + 1, dtype=torch.bool, device=allowed.device)
    keep.scatter_(1, columns, True)
    return keep[:, :width] | (allowed < 0).all(-1, keepdim=True)


class BlockedLogprobs(torch.autograd.Function):
    """log p(target) and entropy (N,) in float32, for final hidden states (N, C) and the lm_head
    weight (V, C): log_softmax(hidden @ weight.T)[target] without the (N, V) logits.
    - It works in blocks of block_tokens x block_vocab logits, small enough to stay in a CPU's cache.
    - Forward is an online softmax, as in FlashAttention: per token, a running max m,
      s = sum e^(l - m) and u = sum e^(l - m) l over the vocabulary. It saves only log Z = m + log s;
      the entropy is H = log Z - u / s.
    - Backward recomputes each block's softmax from log Z. Of d log p(t) / d logits =
      onehot(t) - softmax, the onehot part touches one row of the weight per token: it is done
      outside the blocks.
    - allowed (N, K), or None: the ids each token may use (keep_sampling_mask, see
      allowed_in_block); the others' logits are -inf in every block, forward and backward. A block
      can then hold no allowed id for a token: the running max starts at -1e30, not -inf, so that
      exp(max - new max) is never exp(-inf + inf) = NaN, and the entropy's dot product takes the
      unmasked logits (0 * -inf is NaN too)."""

    @staticmethod
    def forward(ctx, hidden, weight, targets, block_tokens, block_vocab, allowed=None):
        logz = hidden.new_empty((len(hidden), 1), dtype=torch.float32)
        entropy = torch.empty_like(logz[:, 0])
        floor = -math.inf
        if allowed is not None:
            floor = -1e30
        for r in range(0, len(hidden), block_tokens):
            h = hidden[r:r + block_tokens]
            top = h.new_full((len(h), 1), floor, dtype=torch.float32)
            total = torch.zeros_like(top)
            dot = torch.zeros_like(top)
            for s in range(0, len(weight), block_vocab):
                logits = (h @ weight[s:s + block_vocab].T).float()  # (block_tokens, block_vocab)
                kept_logits = logits
                if allowed is not None:
                    keep = allowed_in_block(allowed[r:r + block_tokens], s, logits.size(-1))
                    kept_logits = logits.masked_fill(~keep, -math.inf)
                new_top = torch.maximum(top, kept_logits.amax(-1, keepdim=True))
                rescale = (top - new_top).exp()  # the sums so far, rescaled to the new max
                e = (kept_logits - new_top).exp_()
                total = total * rescale + e.sum(-1, keepdim=True)
                # e is 0 where a logit is left out, so the finite logits serve: no 0 * -inf
                dot = dot * rescale + torch.linalg.vecdot(e, logits)[:, None]
                top = new_top
            logz[r:r + block_tokens] = top + total.log()
            # H = log Z - sum_v p_v l_v = log Z - u / s
            entropy[r:r + block_tokens] = (logz[r:r + block_tokens] - dot / total).squeeze(-1)
        # h . w_t - log Z, with h . w_t rounded as the matmul rounds its logits, so that log p <= 0
        # in bf16 too
        target_logit = torch.linalg.vecdot(hidden.float(), weight[targets].float())
        target_logit = target_logit.to(hidden.dtype).float()
        logp = target_logit - logz.squeeze(-1)
        ctx.save_for_backward(hidden, weight, targets, logz)
        ctx.allowed = allowed
        ctx.block_tokens = block_tokens
        ctx.block_vocab = block_vocab
        ctx.mark_non_differentiable(entropy)  # a metric
        return logp, entropy

    @staticmethod
    def backward(ctx, grad_logp, grad_entropy):
        hidden, weight, targets, logz = ctx.saved_tensors
        block_tokens, block_vocab = ctx.block_tokens, ctx.block_vocab
        g = grad_logp.float()[:, None]  # (N, 1)
        # a frozen head (LoRA, section G) needs no (V, C) gradient
        train_head = ctx.needs_input_grad[1]
        grad_weight = None
        if train_head:
            grad_weight = torch.empty_like(weight)  # in the weight's dtype: no float32 (V, C) copy
        softmax_weight = torch.zeros_like(hidden, dtype=torch.float32)  # sum_v p_v w_v, per token
        neg_g_hidden = (-g * hidden).to(hidden.dtype)
        for s in range(0, len(weight), block_vocab):
            w = weight[s:s + block_vocab]
            grad_w = 0.0
            for r in range(0, len(hidden), block_tokens):
                logits = (hidden[r:r + block_tokens] @ w.T).float()
                if ctx.allowed is not None:
                    keep = allowed_in_block(ctx.allowed[r:r + block_tokens], s, logits.size(-1))
                    logits = logits.masked_fill_(~keep, -math.inf)
                # the softmax, from the saved log Z
                p = logits.sub_(logz[r:r + block_tokens]).exp_().to(w.dtype)
                softmax_weight[r:r + block_tokens] += (p @ w).float()
                if train_head:
                    # -sum_n g_n p_nv h_n
                    grad_w = grad_w + (p.T @ neg_g_hidden[r:r + block_tokens]).float()
            if train_head:
                grad_weight[s:s + block_vocab] = grad_w
        if train_head:
            add_rows_(grad_weight, targets, g * hidden.float())  # + sum_n g_n onehot(t_n) h_n
        grad_hidden = g * (weight[targets].float() - softmax_weight)  # g (w_t - sum_v p_v w_v)
        return grad_hidden.to(hidden.dtype), grad_weight, None, None, None, None


def embed_with_grad_in_place(model, ids):
    """The input embeddings of ids, whose gradient is added into the weight's .grad in place.
    Autograd would make a dense (V, C) gradient for the lookup and, with the lm_head tied to it, sum
    that with the head's out of place: three (V, C) tensors at once, the peak of a step on a small
    model with Qwen3's 151,936-token vocabulary."""
    weight = model.model.embed_tokens.weight
    x = weight.detach()[ids]
    if torch.is_grad_enabled() and weight.requires_grad:
        def add_to_weight_grad(grad):
            if weight.grad is None:
                weight.grad = torch.zeros_like(weight)
            add_rows_(weight.grad, ids.flatten(), grad.flatten(0, 1))
        x.requires_grad_().register_hook(add_to_weight_grad)
    return x



# AdamW for 16-bit weights (grpo.py's make_optimizer): float32 master copies, or bf16 throughout with
# stochastic rounding; their bytes per parameter are memory_plan's

class MasterWeightAdamW(torch.optim.AdamW):
    """AdamW on float32 copies of 16-bit weights.
    - The gradients of the micro-batches add up in float32 (collect_grads, after each backward).
    - The step runs in float32, and the rounded result is written back to the model.
    - Its state_dict carries the float32 weights, so a resume continues exactly."""

    def __init__(self, params, **adamw_args):
        self.model_params = list(params)
        super().__init__([p.detach().float() for p in self.model_params], **adamw_args)
        self.master = self.param_groups[0]["params"]

    def collect_grads(self):
        """Move each 16-bit .grad into its float32 copy's .grad, adding to earlier ones'."""
        for p, m in zip(self.model_params, self.master):
            if p.grad is None:
                continue
            if m.grad is None:
                m.grad = p.grad.float()
            else:
                m.grad.add_(p.grad)
            p.grad = None

    @torch.no_grad()
    def step(self):
        super().step()
        for p, m in zip(self.model_params, self.master):
            p.copy_(m)

    def state_dict(self):
        state = super().state_dict()
        state["master"] = [m.detach() for m in self.master]
        return state

    def load_state_dict(self, state):
        state = dict(state)
        master = state.pop("master")
        super().load_state_dict(state)
        with torch.no_grad():
            for m, saved in zip(self.master, master):
                m.copy_(saved)


class AdamWStochasticRounding:
    """AdamW that keeps everything in bfloat16: weights, gradients and both moments, 8 bytes per
    parameter against 18 with float32 master weights and moments.
    - The math runs in float32, chunk_size elements at a time, of one tensor or several: 30
      operations a chunk, so on a GPU about a thousand kernel launches a step for Qwen3-0.6B.
    - A bf16 number cannot take a step far below its spacing (a 1e-5 update of a 0.02 weight, or 1e-3
      of a second moment averaged over 1,000 steps). So each new value is rounded up or down at
      random, with the odds that make its expected value the exact result, and the small steps add up
      over many updates (stochastic rounding: Gupta et al. 2015; Zamirai et al. 2020).
    - It has what the loop uses of a torch optimizer: param_groups, step, zero_grad, state_dict and
      load_state_dict. The gradients of the micro-batches add up in bf16."""
    # elements a chunk, with float32 temporaries of 28 bytes each: 0.5 GB on a GPU, 7 MB on a CPU
    CHUNK = {"cuda": 2**24, "cpu": 2**18}

    def __init__(self, params, lr, betas, weight_decay, eps=1e-8, seed=0, chunk_size=None):
        self.params = list(params)
        self.betas = betas
        self.weight_decay = weight_decay
        self.eps = eps
        self.seed = seed
        self.chunk_size = chunk_size or self.CHUNK.get(self.params[0].device.type, 2**18)
        self.param_groups = [dict(lr=lr, params=self.params)]
        self.steps = 0
        self.moments = [(torch.zeros_like(p), torch.zeros_like(p)) for p in self.params]

    def state_dict(self):
        return dict(steps=self.steps, moments=self.moments)

    def load_state_dict(self, state):
        if len(state["moments"]) != len(self.moments):
            raise ValueError(f"optimizer state for {len(state['moments'])} tensors, "
                             f"the model has {len(self.moments)}")
        self.steps = state["steps"]
        for (exp_avg, exp_avg_sq), (saved_avg, saved_avg_sq) in zip(self.moments, state["moments"]):
            exp_avg.copy_(saved_avg)
            exp_avg_sq.copy_(saved_avg_sq)

    def zero_grad(self, set_to_none=True):
        for p in self.params:
            p.grad = None

    @torch.no_grad()
    def step(self):
        self.steps += 1
        t = self.steps
        lr = self.param_groups[0]["lr"]
        beta1, beta2 = self.betas
        # the noise depends on (seed, step) only, so a resumed run rounds as the uninterrupted one
        # did
        gen = torch.Generator(self.params[0].device).manual_seed(self.seed * 1_000_003 + t)
        tensors = [(p, p.grad, *mv) for p, mv in zip(self.params, self.moments) if p.grad is not None]
        starts = torch.tensor([0] + [p.numel() for p, *_ in tensors]).cumsum(0).tolist()
        # the tensors end to end, cut into chunks: a chunk's pieces are its slices of the tensors it
        # overlaps, and weights, gradients and moments each become one flat float32 tensor
        for a in range(0, starts[-1], self.chunk_size):
            b = a + self.chunk_size
            overlapping = [(xs, lo) for xs, lo, hi in zip(tensors, starts, starts[1:]) if lo < b and hi > a]
            pieces = [[x.view(-1)[max(a - lo, 0):b - lo] for x in xs] for xs, lo in overlapping]
            w, g, m, v = (torch.cat(column).float() for column in zip(*pieces))
            m32 = m.lerp_(g, 1 - beta1)  # m = b1 m + (1 - b1) g
            v32 = v.mul_(beta2).addcmul_(g, g, value=1 - beta2)  # v = b2 v + (1 - b2) g^2
            # w = w (1 - lr wd) - lr m_hat / (sqrt(v_hat) + eps), with the bias corrections of Adam
            new = w.mul_(1 - lr * self.weight_decay)
            denominator = (v32 / (1 - beta2 ** t)).sqrt_().add_(self.eps)
            new.addcdiv_(m32, denominator, value=-lr / (1 - beta1 ** t))
            # One draw of noise serves all three: each rounding is unbiased on its own. A NaN gradient
            # makes all three NaN; they stay NaN, as in torch's AdamW (the noise could carry a NaN's
            # bits into a number)
            noise = torch.randint(0, 1 << 16, new.shape, generator=gen, dtype=torch.int32,
                                  device=new.device)
            nan = new.isnan()
            sizes = [piece[0].numel() for piece in pieces]
            for k, exact in ((0, new), (2, m32), (3, v32)):
                rounded = round_stochastic(exact, noise).masked_fill_(nan, math.nan)
                torch._foreach_copy_([piece[k] for piece in pieces], list(rounded.split(sizes)))


def round_stochastic(x, noise):
    """float32 x -> the bf16 value just below or just above it (returned as float32), the upper one
    with probability (x - below) / (above - below), given uniform noise in [0, 2^16). bf16 is the top
    16 bits of float32: add the noise to the 16 bits below them, then cut those off."""
    return ((x.view(torch.int32) + noise) & -65536).view(torch.float32)

# -----------------------------------------------------------------------------
# F. the command line: python qwen3.py --name=value ... (python qwen3.py --help lists the flags);
# configure and print_help read grpo.py's command line too
#   python qwen3.py --model_dir=DIR --prompt="..."
#   python qwen3.py --bench=True [--bench_shape=h64 --bench_rows=1,8 --top_p=0.9 --peak=12]
#   python qwen3.py --write_random_model=DIR [--bench_shape=qwen3-0.6b]
#   python qwen3.py --convert_book=ckpt.pth [--tokenizer_dir=DIR] --out_dir=DIR

# the flags and their defaults (configure reads the command line into a copy); --help prints this
# block, comments and all
FLAGS = dict(
    # the model
    model_dir="",  # a Hugging Face-format Qwen3 folder, or a book .pth state dict (section C)
    init_from="",  # a Hub id to download into out/models/ first, e.g. Qwen/Qwen3-0.6B-Base
    tokenizer_dir="",  # the folder of tokenizer.json, when it is not the model's (a .pth has none)
    device="auto",  # auto (a GPU if there is one) | cpu | cuda | cuda:N | mps
    dtype="auto",  # auto (bfloat16 on a GPU, float32 on a CPU) | float32 | bfloat16 | float16
    # sampling
    prompt="The derivative of x^2 is",  # the text to continue
    max_new_tokens=128,  # tokens to generate per row (--bench: per timed call)
    temperature=0.0,  # 0 = greedy
    top_p=1.0,  # keep the most likely tokens up to this probability mass; 1 = off
    top_k=0,  # keep the k most likely tokens; 0 = off
    top_p_impl="fast",  # fast (section A) | plain (sort the vocabulary): the same distribution
    num_rows=1,  # rows sampled at once from the same prompt
    seed=1337,  # the sampling generator's seed (and --write_random_model's weights')
    compile_generate=False,  # torch.compile the decode step (CUDA graphs on a GPU)
    # benchmark and random-weight models
    bench=False,  # print decoding speed on a random-weight model, eager vs compiled
    bench_shape="auto",  # qwen3-0.6b | thin | h64 | h256 | tiny; auto: qwen3-0.6b on a GPU, h64 on a CPU
    bench_rows="auto",  # batch sizes to time, comma-separated; auto: 1,8,64 on a GPU, 1,8 on a CPU
    prompt_len=100,  # the benchmark's prompt length, in tokens
    peak=1.0,  # scales the random model's final norm: 12 makes it peaked like a trained model
    write_random_model="",  # write a random-weight model (--bench_shape) and a tokenizer here
    # the book's checkpoints
    convert_book="",  # a book .pth state dict to write as a Hugging Face folder (with --out_dir)
    out_dir="",  # the folder --convert_book writes
)


# names people try for a flag, and the flag they mean (close spellings are found by difflib)
FLAG_SYNONYMS = {"lr": "learning_rate", "steps": "max_steps", "iters": "max_steps",
                 "epochs": "inner_epochs", "ppo_epochs": "inner_epochs", "group_size": "num_rollouts",
                 "rollouts": "num_rollouts", "num_generations": "num_rollouts", "G": "num_rollouts",
                 "batch_size": "prompts_per_step", "kl": "kl_coef", "beta": "kl_coef",
                 "wd": "weight_decay", "model": "model_dir", "data": "train_data",
                 "max_tokens": "max_new_tokens", "max_length": "max_new_tokens", "eps": "clip_eps",
                 "clip": "clip_eps", "temp": "temperature", "out": "out_dir", "ckpt": "ckpt_interval"}


def flag_names(config):
    """The flags in config (a script's globals, or a dict of flags): the lower-case names holding
    plain values (not modules, functions or constants)."""
    plain_types = (int, float, bool, str, type(None))
    names = []
    for k, v in config.items():
        if k.islower() and not k.startswith("_") and isinstance(v, plain_types):
            names.append(k)
    return names


def flag_hint(name, names, script):
    """The flags an unknown name may have meant: a close spelling, a synonym, or a flag that contains
    it as a word (clip -> clip_eps, grad_clip)."""
    hints = difflib.get_close_matches(name, names)
    if FLAG_SYNONYMS.get(name) in names:
        hints.insert(0, FLAG_SYNONYMS[name])
    hints += [n for n in names if name.lower() in n.split("_")]
    hints = list(dict.fromkeys(hints))[:4]
    if not hints:
        return f" (python {Path(script).name} --help lists them)"
    return f"; did you mean {', '.join(hints)}?"


def configure(argv, config, script):
    """The command line of grpo.py and qwen3.py: apply config files (python files of assignments),
    then --name=value flags, to config (the script's globals, or a dict of its flags). A value is a
    Python literal of the default's type (an int where a float is expected; true/false for
    booleans; a string where the default is one). Prints the flags that differ from the defaults,
    in one line; --help prints every flag of the file script."""
    names = flag_names(config)
    defaults = {n: config[n] for n in names}

    def apply(name, value, source):
        if name not in names:
            sys.exit(f"unknown flag {name!r} in {source}{flag_hint(name, names, script)}")
        default = config[name]
        if isinstance(value, str) and not isinstance(default, str):
            if isinstance(default, bool) and value.lower() in ("true", "false"):
                value = value.lower() == "true"
            else:
                try:
                    value = ast.literal_eval(value)
                except (ValueError, SyntaxError):
                    pass  # keep the string; the type checks report it
        if isinstance(default, float) and type(value) is int:
            value = float(value)
        if default is not None and type(value) is not type(default):
            expected = type(default).__name__
            sys.exit(f"{source}: {name} must be {expected} (default {default!r}), got {value!r}")
        config[name] = value

    for arg in argv:
        if arg in ("--help", "-h"):
            print_help(script, config)
            sys.exit()
        if arg.startswith("--"):
            name, eq, value = arg[2:].partition("=")
            if not eq:
                sys.exit(f"flags are --name=value (booleans: --{name}=True), got {arg!r}")
            apply(name, value, "command line")
        else:
            if not os.path.isfile(arg):
                sys.exit(f"config file {arg} not found (flags must look like --name=value)")
            file_vars = {}
            exec(open(arg).read(), {}, file_vars)
            for name, value in file_vars.items():
                if not name.startswith("_"):
                    apply(name, value, arg)
    changed = [f"{n}={config[n]!r}" for n in names if config[n] != defaults[n]]
    if changed:
        print("flags:", " ".join(changed))


def print_help(script, config):
    """Every flag with its value and comment, under the sub-headers (comment lines) of the block of
    the file script that defines the flags: module-level assignments (grpo.py) or the keywords of
    FLAGS = dict(...) (qwen3.py). Read from the source, so the help cannot drift from the code."""
    source = Path(script).read_text()
    lines = source.splitlines()
    names = flag_names(config)
    defined = {}  # line number -> (flag, the column where its value ends)
    for node in ast.parse(source).body:
        if not isinstance(node, ast.Assign):
            continue
        target = getattr(node.targets[0], "id", None)
        if target in names:
            defined[node.lineno] = (target, node.value.end_col_offset)
        elif isinstance(node.value, ast.Call) and getattr(node.value.func, "id", None) == "dict":
            for kw in node.value.keywords:
                if kw.arg in names:
                    defined[kw.value.lineno] = (kw.arg, kw.value.end_col_offset)
    print(ast.get_docstring(ast.parse(source)).split("\n\n")[0])
    print(f"usage: python {Path(script).name} [config.py ...] [--name=value ...]   "
          "(files first, then flags)")
    # the block: from the sub-header above the first flag to the last flag
    for lineno in range(min(defined) - 1, max(defined) + 1):
        line = lines[lineno - 1]
        if lineno in defined:
            name, end = defined[lineno]
            comment = line[end:].lstrip(", ").removeprefix("#").strip()
            print(f"  --{name}={config[name]}".ljust(36) + f"  {comment}")
        elif line.strip().startswith("# "):
            print(f"\n{line.strip()[2:]}")


def main(argv):
    check_torch_version(torch.__version__)
    args = dict(FLAGS)
    configure(argv, args, __file__)
    try:
        device = torch.device(pick_device(args["device"]))
        dtype = pick_dtype(args["dtype"], device)
    except ValueError as e:
        sys.exit(f"error: {e}")
    if args["convert_book"]:
        if not args["out_dir"]:
            sys.exit("--convert_book=ckpt.pth needs --out_dir=the Hugging Face folder to write")
        try:
            model = convert_book_checkpoint(args["convert_book"], args["tokenizer_dir"],
                                            args["out_dir"])
        except (OSError, ValueError) as e:
            sys.exit(f"error: {e}")
        print(f"wrote {args['convert_book']} to {args['out_dir']} as a Hugging Face folder: "
              f"{model.config}")
        sys.exit()
    if args["write_random_model"]:
        shape = args["bench_shape"]
        if shape == "auto":
            shape = "qwen3-0.6b"
        write_random_model(args["write_random_model"], shape, args["peak"], args["seed"])
        print(f"wrote a random-weight {shape} model and a byte-level tokenizer to {args['write_random_model']}")
        sys.exit()
    if args["bench"]:
        # Qwen3-0.6B in bf16 on a GPU; on a CPU, the hidden-64 model (full vocabulary) in float32
        shape = args["bench_shape"]
        if shape == "auto" and device.type == "cuda":
            shape = "qwen3-0.6b"
        elif shape == "auto":
            shape = "h64"
        rows = args["bench_rows"]
        if rows == "auto" and device.type == "cuda":
            rows = "1,8,64"
        elif rows == "auto":
            rows = "1,8"
        rows_list = [int(r) for r in rows.split(",")]
        try:
            bench(shape, rows_list, args["prompt_len"], args["max_new_tokens"], args["top_p"],
                  args["temperature"], args["peak"], device, dtype, args["top_p_impl"])
        except ValueError as e:
            sys.exit(f"error: {e}")
        sys.exit()
    if not (args["model_dir"] or args["init_from"]):
        sys.exit("pass --model_dir=a Hugging Face-format Qwen3 folder, or --init_from=Qwen/Qwen3-0.6B-Base")
    try:  # a wrong folder or setting is the user's to fix: one line, no traceback
        if args["init_from"]:
            if not args["model_dir"]:
                args["model_dir"] = "out/models/" + args["init_from"].split("/")[-1]
            args["model_dir"] = download(args["init_from"], args["model_dir"])
        model = load_model(args["model_dir"], device=device, dtype=dtype)
        tok = load_tokenizer(tokenizer_folder(args["model_dir"], args["tokenizer_dir"]))
        prompts = [tok.encode(args["prompt"])] * args["num_rows"]
        t0 = time.perf_counter()
        outs = generate(model, prompts, args["max_new_tokens"], args["temperature"], args["top_p"],
                        args["top_k"], tok.stop_ids, torch.Generator().manual_seed(args["seed"]),
                        compile_generate=args["compile_generate"], top_p_impl=args["top_p_impl"])
    except (OSError, ValueError) as e:
        sys.exit(f"error: {e}")
    dt = time.perf_counter() - t0  # the ids are on the host: generation has finished
    n = sum(len(o) for o in outs)
    n_params = sum(p.numel() for p in model.parameters()) / 1e6
    print(args["prompt"] + tok.decode(outs[0]))
    print(f"\n{n} tokens in {dt:.2f} s: {n / dt:.1f} tokens/s ({args['num_rows']} rows, {device}, "
          f"{n_params:.1f}M parameters)")


# -----------------------------------------------------------------------------
# G. LoRA: low-rank adapters beside frozen weights (grpo.py's lora_rank)
#
# LoRA (Hu et al. 2021) trains, for a linear layer y = x W^T, two small matrices A (rank, in) and
# B (out, rank) instead of W: y = x W^T + (alpha / rank) (x A^T) B^T. B starts at 0, so training
# starts from the base model exactly; W never changes, so the base model (grpo.py's reference for
# the KL term) is the same weights with the adapters off, not a second copy. The adapters are
# float32 whatever W's dtype, and so are their gradients and AdamW's state.

LORA_TARGETS = {"attn": ("q_proj", "k_proj", "v_proj", "o_proj"),
                "mlp": ("gate_proj", "up_proj", "down_proj")}
LORA_TARGETS["all"] = LORA_TARGETS["attn"] + LORA_TARGETS["mlp"]


class LoRALinear(nn.Module):
    """A frozen linear layer (its weight, under the same state-dict key) with an adapter lora_A,
    lora_B. The adapter's path runs in float32 and is added in the weight's dtype, as PEFT does;
    with enabled False (adapters_off) the output is the base layer's, bit for bit."""

    def __init__(self, linear, rank, alpha, generator):
        super().__init__()
        self.weight = linear.weight.requires_grad_(False)
        out_features, in_features = self.weight.shape
        device = self.weight.device
        # A as nn.Linear initialises its weight (kaiming-uniform, a = sqrt(5): PEFT's default), on
        # the CPU so that a seed gives the same adapters on every device; B = 0
        a = torch.empty(rank, in_features)
        nn.init.kaiming_uniform_(a, a=math.sqrt(5), generator=generator)
        self.lora_A = nn.Parameter(a.to(device))
        self.lora_B = nn.Parameter(torch.zeros(out_features, rank, device=device))
        self.scale = alpha / rank
        self.enabled = True

    def forward(self, x):
        y = F.linear(x, self.weight)
        if not self.enabled:
            return y
        delta = F.linear(F.linear(x.float(), self.lora_A), self.lora_B) * self.scale  # (..., out)
        return y + delta.to(y.dtype)

    def merged_weight(self):
        """W + (alpha / rank) B A, summed in float32 and rounded once to W's dtype."""
        delta = self.scale * (self.lora_B @ self.lora_A)  # (out, in)
        return (self.weight.float() + delta).to(self.weight.dtype)


def add_lora(model, rank, alpha, targets, seed):
    """Freeze every weight of model and give the linear layers that targets names (attn: q, k, v,
    o; mlp: gate, up, down; all: both) adapters of this rank, in place; A is drawn from seed.
    Returns model, whose trainable parameters are then the adapters only."""
    model.requires_grad_(False)
    generator = torch.Generator().manual_seed(seed)
    for block in model.model.layers:
        for parent in (block.self_attn, block.mlp):
            for name, child in list(parent.named_children()):
                if name in LORA_TARGETS[targets]:
                    setattr(parent, name, LoRALinear(child, rank, alpha, generator))
    return model


def lora_layers(model):
    return [m for m in model.modules() if isinstance(m, LoRALinear)]


@contextlib.contextmanager
def adapters_off(model):
    """Run model as its base model in this context: every adapter off, then on again."""
    layers = lora_layers(model)
    for layer in layers:
        layer.enabled = False
    try:
        yield
    finally:
        for layer in layers:
            layer.enabled = True


class BaseModel:
    """The base model under a LoRA model: the same modules, called with the adapters off. grpo.py's
    reference model for the KL term, at no cost in memory. It has what the log-probs read of a
    model: calling it, config, model (the embedding) and lm_head."""

    def __init__(self, lora_model):
        self.lora_model = lora_model
        self.config = lora_model.config
        self.model = lora_model.model
        self.lm_head = lora_model.lm_head

    def __call__(self, *args, **kwargs):
        with adapters_off(self.lora_model):
            return self.lora_model(*args, **kwargs)


def merged_state_dict(model):
    """model's state dict with every adapter merged into its weight (merged_weight) and the lora_
    keys dropped: the base model's keys and shapes, which Hugging Face loaders read unchanged. A
    model without adapters: its state dict. The merged weights are new tensors: they go to the CPU
    one at a time, so a GPU holds one layer's more, not a second copy of the model."""
    state = model.state_dict()
    for name, layer in model.named_modules():
        if isinstance(layer, LoRALinear):
            state[f"{name}.weight"] = layer.merged_weight().detach().cpu()
            del state[f"{name}.lora_A"], state[f"{name}.lora_B"]
    return state


def adapter_state(model):
    """The adapters' tensors by state-dict key (empty without adapters): what a checkpoint keeps to
    resume a LoRA run on the base model."""
    return {k: v.detach() for k, v in model.state_dict().items() if ".lora_" in k}


def load_adapters(model, state):
    """Copy adapter_state's tensors into a model with the same adapters; refuse a mismatch."""
    mine = adapter_state(model)
    if set(state) != set(mine):
        raise ValueError(f"the checkpoint's adapters ({len(state)} tensors) do not match this model's "
                         f"({len(mine)}): resume with the lora_rank and lora_targets it was saved with")
    with torch.no_grad():
        for k, v in state.items():
            mine[k].copy_(v)


def lora_parameter_count(cfg, rank, targets):
    """The adapters' weights: rank x (in + out) for each target layer of each block."""
    C, I = cfg.hidden_size, cfg.intermediate_size
    Q = cfg.num_attention_heads * cfg.head_dim
    K = cfg.num_key_value_heads * cfg.head_dim
    in_out = {"q_proj": C + Q, "k_proj": C + K, "v_proj": C + K, "o_proj": Q + C,
              "gate_proj": C + I, "up_proj": C + I, "down_proj": I + C}
    return cfg.num_hidden_layers * rank * sum(in_out[name] for name in LORA_TARGETS[targets])


def lora_activation_bytes(cfg, itemsize, rank, targets):
    """Bytes per token and layer that a LoRA model's training forward keeps for backward, counted
    as activation_bytes is (saved-tensor hooks: exact for "all" and "attn", 1% low for "mlp").
    Against full fine-tuning, the frozen weights need less: no norm keeps its normalised input
    (float32), and no linear layer without an adapter keeps its input, the norms' outputs (C for
    q, k, v; C for gate, up) and the MLP's product (I for down); the attention's output stays, for
    the attention's own backward. Each adapter keeps its float32 input (the input itself in
    float32, a copy of it per adapter in 16 bits) and its rank-wide x A^T."""
    C, I = cfg.hidden_size, cfg.intermediate_size
    Q = cfg.num_attention_heads * cfg.head_dim
    K = cfg.num_key_value_heads * cfg.head_dim
    frozen = activation_bytes(cfg, itemsize) - 4 * (2 * C + Q + K) - itemsize * (2 * C + I)
    names = LORA_TARGETS[targets]
    if itemsize == 4:
        # x.float() is x: one input per group of layers that share it (q, k, v: a norm's output;
        # gate, up: the other norm's; down: the product; o: the attention's output, kept anyway)
        shared = {"attn": C, "mlp": C + I}
        adapted = [group for group in shared if set(LORA_TARGETS[group]) <= set(names)]
        inputs = sum(shared[group] for group in adapted)
    else:
        widths = {"q_proj": C, "k_proj": C, "v_proj": C, "o_proj": Q, "gate_proj": C, "up_proj": C,
                  "down_proj": I}
        inputs = sum(widths[name] for name in names)
    return frozen + 4 * inputs + 4 * rank * len(names)


if __name__ == "__main__":
    main(sys.argv[1:])
