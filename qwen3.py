"""
qwen3.py: the dense Qwen3 language model in one file, with Hugging Face checkpoint I/O,
the tokenizer, and fast batched sampling with a preallocated KV cache.

    python qwen3.py --model_dir=path/to/Qwen3-0.6B-Base --prompt="1+1="   # completion + tokens/s
    python qwen3.py --init_from=Qwen/Qwen3-0.6B-Base --prompt="..."      # download first

Used by grpo.py (training) and eval_math500.py (evaluation). Module names mirror the Hugging Face
keys (model.layers.{i}.self_attn.q_proj, ...), so a checkpoint loads with load_state_dict and a
saved model loads back into transformers.Qwen3ForCausalLM.
"""
import json
import math
import os
import sys
import time
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
            raise ValueError(f"model_type {d.get('model_type')!r} is not supported: qwen3.py implements dense Qwen3 "
                             "only (Qwen3-MoE, Qwen2 and others need their own code)")
        rope = d.get("rope_scaling") or d.get("rope_parameters") or {}
        if rope.get("rope_type", rope.get("type", "default")) != "default":
            raise ValueError(f"rope scaling {rope} is not supported: remove it from config.json (native context)")
        if d.get("attention_bias") or d.get("use_sliding_window"):
            raise ValueError("attention_bias / use_sliding_window are not used by Qwen3 and not supported here")
        kw = {f.name: d[f.name] for f in fields(cls) if f.name in d and f.name != "hf"}
        kw["rope_theta"] = d.get("rope_theta", rope.get("rope_theta", cls.rope_theta))  # transformers 5 nests it
        kw.setdefault("head_dim", d["hidden_size"] // d["num_attention_heads"])
        return cls(**kw, hf=dict(d))

    def to_hf(self, dtype):
        d = dict(self.hf)
        d.pop("rope_parameters", None)
        d.update({f.name: getattr(self, f.name) for f in fields(self) if f.name != "hf"})
        d.update(architectures=["Qwen3ForCausalLM"], model_type="qwen3", hidden_act="silu", attention_bias=False,
                 torch_dtype=str(dtype).removeprefix("torch."))
        return d

# -----------------------------------------------------------------------------
# model


class RMSNorm(nn.Module):
    def __init__(self, dim, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x):
        # normalise in float32 (bf16 squares lose precision), scale in the input dtype, as Hugging Face does
        xf = x.float()
        xf = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + self.eps)
        return self.weight * xf.to(x.dtype)


def rope_cos_sin(positions, head_dim, theta, dtype):
    """positions (B, T) -> cos, sin (B, 1, T, head_dim) for rotating query/key heads."""
    inv_freq = 1.0 / theta ** (torch.arange(0, head_dim, 2, device=positions.device).float() / head_dim)
    angles = positions.float()[..., None] * inv_freq  # (B, T, head_dim/2)
    angles = torch.cat([angles, angles], dim=-1)[:, None]  # (B, 1, T, head_dim)
    return angles.cos().to(dtype), angles.sin().to(dtype)


def apply_rope(x, cos, sin):
    # rotate pairs (i, i + head_dim/2): the "rotate half" layout of Qwen/Llama checkpoints
    x1, x2 = x.chunk(2, dim=-1)
    return x * cos + torch.cat([-x2, x1], dim=-1) * sin


class Attention(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.n_head, self.n_kv, self.hd = cfg.num_attention_heads, cfg.num_key_value_heads, cfg.head_dim
        self.q_proj = nn.Linear(cfg.hidden_size, self.n_head * self.hd, bias=False)
        self.k_proj = nn.Linear(cfg.hidden_size, self.n_kv * self.hd, bias=False)
        self.v_proj = nn.Linear(cfg.hidden_size, self.n_kv * self.hd, bias=False)
        self.o_proj = nn.Linear(self.n_head * self.hd, cfg.hidden_size, bias=False)
        self.q_norm = RMSNorm(self.hd, cfg.rms_norm_eps)  # Qwen3's per-head norms keep attention logits tame
        self.k_norm = RMSNorm(self.hd, cfg.rms_norm_eps)

    def forward(self, x, cos, sin, mask, kv_cache, cache_pos):
        B, T, _ = x.shape
        q = self.q_norm(self.q_proj(x).view(B, T, self.n_head, self.hd)).transpose(1, 2)  # (B, H, T, hd)
        k = self.k_norm(self.k_proj(x).view(B, T, self.n_kv, self.hd)).transpose(1, 2)  # (B, KV, T, hd)
        v = self.v_proj(x).view(B, T, self.n_kv, self.hd).transpose(1, 2)  # (B, KV, T, hd)
        q, k = apply_rope(q, cos, sin), apply_rope(k, cos, sin)
        if kv_cache is not None:  # write this step's keys/values in place, attend over everything so far
            k_cache, v_cache = kv_cache
            k_cache[:, :, cache_pos:cache_pos + T] = k
            v_cache[:, :, cache_pos:cache_pos + T] = v
            k, v = k_cache[:, :, :cache_pos + T], v_cache[:, :, :cache_pos + T]
        G = self.n_head // self.n_kv  # query heads per key/value head (grouped-query attention)
        if T == 1:  # decoding: the G query heads of a KV head become G queries of one head, so any kernel
            # takes it (a mask with GQA would force the slow math kernel) and the cache is read once, not G times
            y = F.scaled_dot_product_attention(q.view(B, self.n_kv, G, self.hd), k, v, attn_mask=mask)
        elif mask is not None:  # padded blocks: the memory-efficient kernel takes a mask but wants equal head counts
            y = F.scaled_dot_product_attention(q, k.repeat_interleave(G, 1), v.repeat_interleave(G, 1), attn_mask=mask)
        else:  # causal, unpadded (training, equal-length prefill): flash attention handles GQA itself
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=G > 1)
        return self.o_proj(y.reshape(B, self.n_head, T, self.hd).transpose(1, 2).reshape(B, T, -1))


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

    def tie_weights(self):
        if self.config.tie_word_embeddings:  # small Qwen3s share the input and output embedding matrix
            self.lm_head.weight = self.model.embed_tokens.weight

    def forward(self, input_ids, valid=None, kv_cache=None, cache_pos=0, return_hidden=False, embeds=None):
        """input_ids (B, T) -> logits (B, T, V), or the final hidden states (B, T, C) with return_hidden; embeds
        (B, T, C) replaces the lookup of input_ids. valid (B, cache_pos + T) bool marks real tokens (False = padding,
        on either side); None = all real. kv_cache: per layer (k, v) buffers from new_kv_cache; input at cache_pos."""
        B, T = input_ids.shape
        L = cache_pos + T
        if valid is None and cache_pos > 0 and T > 1:  # a block after cached tokens needs an explicit causal mask
            valid = torch.ones(B, L, dtype=torch.bool, device=input_ids.device)
        if valid is None:
            positions = torch.arange(cache_pos, L, device=input_ids.device).expand(B, T)
            mask = None  # plain causal attention: the fast path
        else:
            # per-row positions skip left padding, so a padded row is computed exactly like the row alone
            positions = (valid.long().cumsum(-1) - 1).clamp(min=0)[:, cache_pos:L]  # (B, T)
            mask = valid[:, None, None, :L]  # (B, 1, 1, L): never attend to padding
            if T > 1:  # causal within the block; a padding query sees itself so no row of the mask is empty
                q_idx = torch.arange(cache_pos, L, device=input_ids.device)[:, None]
                k_idx = torch.arange(L, device=input_ids.device)
                mask = (mask & (k_idx <= q_idx)) | (k_idx == q_idx)  # (B, 1, T, L)
        x = self.model.embed_tokens(input_ids) if embeds is None else embeds  # (B, T, C)
        cos, sin = rope_cos_sin(positions, self.config.head_dim, self.config.rope_theta, x.dtype)
        for i, block in enumerate(self.model.layers):
            cache = kv_cache[i] if kv_cache is not None else None
            if self.grad_checkpoint and self.training and torch.is_grad_enabled():
                x = torch.utils.checkpoint.checkpoint(block, x, cos, sin, mask, cache, cache_pos, use_reentrant=False)
            else:
                x = block(x, cos, sin, mask, cache, cache_pos)
        x = self.model.norm(x)
        return x if return_hidden else self.lm_head(x)

    def new_kv_cache(self, batch_size, max_len):
        """One preallocated (k, v) pair per layer, written in place during generation."""
        cfg, w = self.config, self.lm_head.weight
        shape = (batch_size, cfg.num_key_value_heads, max_len, cfg.head_dim)
        return [(torch.empty(shape, dtype=w.dtype, device=w.device), torch.empty(shape, dtype=w.dtype, device=w.device))
                for _ in range(cfg.num_hidden_layers)]

# -----------------------------------------------------------------------------
# checkpoints: Hugging Face folders (config.json + safetensors)


def pick_device(name="auto"):
    cuda, mps = torch.cuda.is_available(), torch.backends.mps.is_available()
    return name if name != "auto" else "cuda" if cuda else "mps" if mps else "cpu"


def pick_dtype(name, device):
    # bf16 on accelerators; float32 on CPU, where bf16 matmuls are often two orders of magnitude slower
    if name == "auto":
        name = "float32" if str(device).startswith("cpu") else "bfloat16"
    return {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}[name]


def load_model(model_dir, device="cpu", dtype=torch.float32):
    """Load a Hugging Face-format Qwen3 folder straight into `dtype` on `device` (no second full copy)."""
    from safetensors import safe_open
    model_dir = Path(model_dir)
    if not (model_dir / "config.json").is_file():
        raise FileNotFoundError(f"{model_dir} has no config.json: pass --model_dir=a Hugging Face-format Qwen3 folder, "
                                "or --init_from=Qwen/Qwen3-0.6B-Base to download one")
    cfg = Qwen3Config.from_hf(json.loads((model_dir / "config.json").read_text()))
    index = model_dir / "model.safetensors.index.json"
    if index.is_file():  # sharded checkpoint: the index maps each tensor to its file
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
    if cfg.tie_word_embeddings:
        state.pop("lm_head.weight", None)  # tied: some checkpoints store the shared matrix twice
    expected = set(model.state_dict()) - ({"lm_head.weight"} if cfg.tie_word_embeddings else set())
    missing, unexpected = sorted(expected - set(state)), sorted(set(state) - expected)
    if missing or unexpected:
        raise ValueError(f"checkpoint {model_dir} does not match its config.json: missing tensors {missing[:10]}, "
                         f"unexpected tensors {unexpected[:10]}")
    model.load_state_dict(state, strict=False, assign=True)
    model.tie_weights()  # assign=True replaced the embedding Parameter; share it with the head again
    return model.eval()


def save_model(model, out_dir):
    """Write config.json + model.safetensors that transformers.Qwen3ForCausalLM.from_pretrained loads.
    Each file goes to a temporary name first and is renamed into place, so a crash never leaves half a file."""
    from safetensors.torch import save_file
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    state = {k: v.detach().contiguous() for k, v in model.state_dict().items()}
    if model.config.tie_word_embeddings:
        del state["lm_head.weight"]  # stored once, as Hugging Face does for tied embeddings
    save_file(state, out_dir / "model.safetensors.tmp", metadata={"format": "pt"})
    os.replace(out_dir / "model.safetensors.tmp", out_dir / "model.safetensors")
    (out_dir / "config.json.tmp").write_text(json.dumps(model.config.to_hf(model.lm_head.weight.dtype), indent=2))
    os.replace(out_dir / "config.json.tmp", out_dir / "config.json")


TOKENIZER_FILES = ["tokenizer.json", "tokenizer_config.json", "generation_config.json", "vocab.json", "merges.txt"]


def download(repo_id, local_dir):
    """Fetch a model's config, safetensors and tokenizer files from the Hugging Face Hub into local_dir."""
    from huggingface_hub import snapshot_download
    try:
        snapshot_download(repo_id, local_dir=local_dir, allow_patterns=["config.json", "*.safetensors",
                                                                         "*.safetensors.index.json", *TOKENIZER_FILES])
    except Exception as e:
        raise ConnectionError(f"could not download {repo_id} ({type(e).__name__}: {e}). Offline? Download it elsewhere "
                           f"(huggingface-cli download {repo_id}) and pass --model_dir=that folder") from None
    return Path(local_dir)

# -----------------------------------------------------------------------------
# tokenizer


class Tokenizer:
    """A thin wrapper over tokenizers.Tokenizer with the special ids Qwen3 training needs."""

    def __init__(self, model_dir):
        import tokenizers
        path = Path(model_dir) / "tokenizer.json"
        if not path.is_file():
            raise FileNotFoundError(f"{path} not found: the model folder needs its tokenizer.json")
        self.tok = tokenizers.Tokenizer.from_file(str(path))
        conf_path = Path(model_dir) / "tokenizer_config.json"
        conf = json.loads(conf_path.read_text()) if conf_path.is_file() else {}
        eos = conf.get("eos_token") or "<|endoftext|>"
        eos = eos["content"] if isinstance(eos, dict) else eos
        self.eos_id = self.tok.token_to_id(eos)
        if self.eos_id is None:
            raise ValueError(f"{path}: the end-of-text token {eos!r} is not in the vocabulary")
        self.endoftext_id = self.tok.token_to_id("<|endoftext|>")
        self.eot_id = self.tok.token_to_id("<|im_end|>")  # end of a chat turn
        self.think_id, self.end_think_id = self.tok.token_to_id("<think>"), self.tok.token_to_id("</think>")
        pad = conf.get("pad_token") or eos
        self.pad_id = self.tok.token_to_id(pad["content"] if isinstance(pad, dict) else pad) or self.eos_id
        # a base model ends with <|endoftext|>, a chat turn with <|im_end|>: stop on either
        self.stop_ids = sorted({i for i in (self.eos_id, self.endoftext_id, self.eot_id) if i is not None})

    def encode(self, text):
        return self.tok.encode(text, add_special_tokens=False).ids

    def decode(self, ids, skip_special_tokens=False):
        return self.tok.decode(list(ids), skip_special_tokens=skip_special_tokens)

    def chat_prompt(self, user, thinking=True):
        """The Qwen3 chat template for one user turn and the assistant's start; thinking=False adds the empty
        think block that switches Qwen3's reasoning off."""
        prompt = f"<|im_start|>user\n{user}<|im_end|>\n<|im_start|>assistant\n"
        return prompt if thinking else prompt + "<think>\n\n</think>\n\n"


load_tokenizer = Tokenizer  # load_tokenizer(model_dir): the name the other scripts use

# -----------------------------------------------------------------------------
# sampling


def inverse_cdf(weights, u):
    """Per row, the index where u * total falls in the cumulative weights (B, V) >= 0: a draw from weights / total.
    Two levels, block sums then one block, because one cumsum over 150k entries is slow (it is sequential)."""
    B, V = weights.shape
    block = math.gcd(V, 1024)  # blocks that tile the row exactly
    w = weights.view(B, V // block, block)
    block_sums = w.sum(-1)  # (B, V/block)
    csum = block_sums.cumsum(-1)
    target = (u * csum[:, -1])[:, None]
    b = torch.searchsorted(csum, target, side="right").clamp(max=csum.size(-1) - 1)  # (B, 1): the block
    inner = w[torch.arange(B, device=w.device), b[:, 0]].cumsum(-1)  # (B, block)
    # where the target falls inside the block, as a fraction kept below 1 so rounding can't step past its end
    frac = ((target - (csum.gather(-1, b) - block_sums.gather(-1, b))) / block_sums.gather(-1, b)).clamp(0, 1 - 1e-7)
    j = torch.searchsorted(inner, frac * inner[:, -1:], side="right")
    return (b * block + j).squeeze(-1)


def sample_next(logits, temperature, top_p, top_k, u):
    """logits (B, V) and one uniform draw per row u (B,) -> next token ids (B,).
    temperature 0 is greedy; top_k=0 and top_p=1 switch those filters off."""
    if temperature == 0:
        return logits.argmax(-1)
    logits = logits.float() / temperature if temperature != 1.0 else logits.float()
    idx = None
    if top_k > 0 or top_p < 1.0:
        # filter among the top candidates instead of sorting the whole vocabulary at every token
        k = min(top_k if top_k > 0 else 1024, logits.size(-1))
        vals, idx = logits.topk(k, dim=-1)  # (B, k), sorted
        if top_p < 1.0:
            norm = vals if top_k > 0 else logits  # top-p renormalises after top-k, as Hugging Face does
            probs = (vals - norm.logsumexp(-1, keepdim=True)).exp()
            if top_k == 0 and not bool((probs.sum(-1) >= top_p).all()):  # nucleus wider than the candidates
                vals, idx = logits.sort(dim=-1, descending=True)
                probs = vals.softmax(-1)
            # keep the smallest prefix whose mass reaches top_p (a token is dropped when the mass before it does)
            vals = vals.masked_fill(probs.cumsum(-1) - probs >= top_p, float("-inf"))
        logits = vals
    # inverse-CDF sampling with one uniform per row, so each row's draw can come from its own random stream
    choice = inverse_cdf(logits.softmax(-1), u)
    return choice if idx is None else idx.gather(-1, choice[:, None]).squeeze(-1)


@torch.no_grad()  # not inference_mode: the ids may feed a training forward
def generate(model, prompts, max_new_tokens, temperature=1.0, top_p=1.0, top_k=0, eos_ids=(), generator=None):
    """Sample continuations for a batch of prompts (lists of token ids, any lengths) in one batch.
    Returns, per prompt, the generated ids: the end token kept when one was produced, no padding.
    generator: a torch.Generator, or a list with one per row so that each row's sample depends only on its
    prompt and its own seed, not on the rest of the batch (reproducible data-parallel rollouts)."""
    device = model.lm_head.weight.device
    B, P = len(prompts), max(len(p) for p in prompts)
    # left padding lines up every prompt's last token at position P-1; generated positions are all real tokens
    tokens = torch.tensor([[0] * (P - len(p)) + list(p) for p in prompts], dtype=torch.long, device=device)
    pad = torch.tensor([P - len(p) for p in prompts], device=device)
    valid = torch.arange(P + max_new_tokens, device=device) >= pad[:, None]  # (B, P + max_new_tokens)
    if all(len(p) == P for p in prompts):
        valid = None  # no padding: plain causal attention, the fastest kernels
    eos = torch.tensor(list(eos_ids), dtype=torch.long, device=device)
    # all random draws up front: (B, max_new_tokens) uniforms, one per row and step
    if isinstance(generator, (list, tuple)):
        u = torch.stack([torch.rand(max_new_tokens, generator=g, device=g.device) for g in generator])
    else:
        u = torch.rand(B, max_new_tokens, generator=generator, device=generator.device if generator else "cpu")
    u = u.to(device)
    kv_cache = model.new_kv_cache(B, P + max_new_tokens)
    out = torch.zeros(B, max_new_tokens, dtype=torch.long, device=device)
    done = torch.zeros(B, dtype=torch.bool, device=device)
    hidden = model(tokens, valid=None if valid is None else valid[:, :P], kv_cache=kv_cache, return_hidden=True)
    # logits / T = lm_head(h / T): scaling the (B, C) hidden state saves a pass over the (B, V) logits,
    # so sample_next then samples at temperature 1 (or 0: greedy)
    scale, sample_temperature = (1.0 / temperature, 1.0) if temperature > 0 else (1.0, 0.0)
    logits = model.lm_head(hidden[:, -1] * scale)  # (B, V): only the last position is needed
    steps = 0
    for t in range(max_new_tokens):
        next_id = sample_next(logits, sample_temperature, top_p, top_k, u[:, t])  # (B,)
        next_id = next_id.masked_fill(done, 0)  # finished rows keep padding
        out[:, t] = next_id
        done |= torch.isin(next_id, eos)
        steps = t + 1
        if steps == max_new_tokens or bool(done.all()):
            break
        step_valid = None if valid is None else valid[:, :P + t + 1]
        hidden = model(next_id[:, None], valid=step_valid, kv_cache=kv_cache, cache_pos=P + t, return_hidden=True)
        logits = model.lm_head(hidden[:, -1] * scale)  # (B, V)
    # trim each row after its first end token (kept): once per call, not per token
    is_end = torch.isin(out[:, :steps], eos)
    lengths = torch.where(is_end.any(-1), is_end.float().argmax(-1) + 1, steps).tolist()
    return [row[:n] for row, n in zip(out[:, :steps].tolist(), lengths)]

# -----------------------------------------------------------------------------
# demo and speed probe: python qwen3.py --model_dir=DIR --prompt="..."

if __name__ == "__main__":
    args = dict(model_dir="", init_from="", prompt="The derivative of x^2 is", max_new_tokens=128,
                temperature=0.0, top_p=1.0, top_k=0, num_rows=1, device="auto", dtype="auto", seed=1337)
    for arg in sys.argv[1:]:
        name, _, value = arg.removeprefix("--").partition("=")
        try:
            args[name] = type(args[name])(value)
        except (KeyError, ValueError):
            sys.exit(f"bad flag {arg!r}; flags: {', '.join(f'--{k}={v!r}' for k, v in args.items())}")
    if args["init_from"]:
        name = args["init_from"].split("/")[-1]
        args["model_dir"] = download(args["init_from"], args["model_dir"] or f"out/models/{name}")
    if not args["model_dir"]:
        sys.exit("pass --model_dir=a Hugging Face-format Qwen3 folder, or --init_from=Qwen/Qwen3-0.6B-Base")
    device = pick_device(args["device"])
    model = load_model(args["model_dir"], device=device, dtype=pick_dtype(args["dtype"], device))
    tok = load_tokenizer(args["model_dir"])
    t0 = time.perf_counter()
    outs = generate(model, [tok.encode(args["prompt"])] * args["num_rows"], args["max_new_tokens"], args["temperature"],
                    args["top_p"], args["top_k"], tok.stop_ids, torch.Generator().manual_seed(args["seed"]))
    dt = time.perf_counter() - t0  # the ids are on the host: generation has finished
    n = sum(len(o) for o in outs)
    print(args["prompt"] + tok.decode(outs[0]))
    print(f"\n{n} tokens in {dt:.2f} s: {n / dt:.1f} tokens/s ({args['num_rows']} rows, {device}, "
          f"{sum(p.numel() for p in model.parameters()) / 1e6:.1f}M parameters)")
