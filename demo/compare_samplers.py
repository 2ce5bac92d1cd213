"""demo/compare_samplers.py: qwen3.generate against Hugging Face transformers' generate and the
from-scratch book's batched KV-cache sampler, on the same random weights, interleaved in one process
(so that a busy machine slows all three alike). Needs transformers and the book's
reasoning-from-scratch package (requirements-dev.txt); no download.

python demo/compare_samplers.py                                  # Qwen3-0.6B's shape, 8 rows x 64
tokens python demo/compare_samplers.py --shape=h64 --reps=5             # a small body: the
sampler's own overhead

Every sampler draws at temperature 0.8 with top-p 0.9 until new_tokens (no end token), from a model
made peaked like a trained one (final norm x 12). The book's batched sampler
(qwen3_batched.generate_text_basic_batched_cache) is greedy; here its loop draws with the book's
top-p (ch04.top_p_filter) and torch.multinomial, as its GRPO sampler (ch06.sample_response) does for
one row. Prints seconds per call (the median over reps) and tokens/s."""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # qwen3.py lives in the project root

import torch

import qwen3  # noqa: E402

FLAGS = dict(
    shape="qwen3-0.6b",  # a shape of qwen3.py's BENCH_SHAPES
    rows=8,  # rows sampled at once from one prompt
    prompt_len=100,  # prompt tokens
    new_tokens=64,  # tokens drawn per row
    reps=3,  # timed calls per sampler, interleaved
    threads=2,  # torch's CPU threads
    temperature=0.8,  # the recipe's sampling temperature
    top_p=0.9,  # the recipe's nucleus
)


def hf_model(model):
    """transformers.Qwen3ForCausalLM with our model's weights."""
    from transformers import Qwen3Config, Qwen3ForCausalLM
    cfg = Qwen3Config(**model.config.to_hf(torch.float32))
    hf = Qwen3ForCausalLM(cfg).eval()
    # assign: the same tensors as ours, not a copy (three float32 copies of Qwen3-0.6B are 8 GB)
    hf.load_state_dict(model.state_dict(), strict=False, assign=True)
    hf.tie_weights()
    return hf


def book_model(model):
    """The book's padding-aware batched Qwen3Model with our model's weights (in float32)."""
    from reasoning_from_scratch.qwen3_batched import Qwen3Model
    c = model.config
    cfg = dict(vocab_size=c.vocab_size, context_length=c.max_position_embeddings, emb_dim=c.hidden_size,
               n_heads=c.num_attention_heads, n_layers=c.num_hidden_layers, hidden_dim=c.intermediate_size,
               head_dim=c.head_dim, qk_norm=True, n_kv_groups=c.num_key_value_heads, rope_base=c.rope_theta,
               dtype=torch.float32)
    book = Qwen3Model(cfg).eval()
    ours = model.state_dict()
    names = qwen3.book_names(c.num_hidden_layers)
    book.load_state_dict({name: ours[our_name] for name, our_name in names.items()}, assign=True)
    return book


@torch.inference_mode()
def book_generate(model, token_ids, max_new_tokens, temperature, top_p, generator):
    """The loop of qwen3_batched.generate_text_basic_batched_cache (no padding, no end token),
    drawing with the book's top-p filter and torch.multinomial instead of argmax."""
    from reasoning_from_scratch.ch04 import top_p_filter
    from reasoning_from_scratch.qwen3 import KVCache
    cache = KVCache(n_layers=model.cfg["n_layers"])
    out = model(token_ids, cache=cache)[:, -1]
    generated = []
    for _ in range(max_new_tokens):
        probas = torch.softmax(out / temperature, dim=-1)
        next_token = torch.multinomial(top_p_filter(probas, top_p), 1, generator=generator)
        out = model(next_token, cache=cache)[:, -1]
        generated.append(next_token)
    return torch.cat(generated, dim=1)


def main(argv):
    flags = dict(FLAGS)
    qwen3.configure(argv, flags, __file__)
    torch.set_num_threads(flags["threads"])
    model = qwen3.random_model(flags["shape"], peak=12.0)
    prompt = torch.randint(0, model.config.vocab_size, (flags["prompt_len"],),
                           generator=torch.Generator().manual_seed(0)).tolist()
    rows, n, T, top_p = flags["rows"], flags["new_tokens"], flags["temperature"], flags["top_p"]
    ids = torch.tensor([prompt] * rows)
    hf = hf_model(model)
    book = book_model(model)
    samplers = {
        "qwen3.generate": lambda g: qwen3.generate(model, [prompt] * rows, n, T, top_p, 0, generator=g),
        "transformers generate": lambda g: hf.generate(ids, attention_mask=torch.ones_like(ids), do_sample=True,
                                                       temperature=T, top_p=top_p, top_k=0, max_new_tokens=n,
                                                       min_new_tokens=n, pad_token_id=0),
        "book batched": lambda g: book_generate(book, ids, n, T, top_p, g),
    }
    times = {name: [] for name in samplers}
    for rep in range(flags["reps"] + 1):  # the first round warms up
        for name, run in samplers.items():
            torch.manual_seed(rep)
            t0 = time.perf_counter()
            with torch.no_grad():
                run(torch.Generator().manual_seed(rep))
            if rep:
                times[name].append(time.perf_counter() - t0)
    print(f"{flags['shape']}, {rows} rows x {n} tokens, T={T}, top-p {top_p}, float32, {flags['threads']} threads, "
          f"torch {torch.__version__}")
    ours = sorted(times["qwen3.generate"])[len(times["qwen3.generate"]) // 2]
    print("| sampler | s per call (median) | tokens/s | qwen3.generate's speed-up |")
    print("| --- | ---: | ---: | ---: |")
    for name, t in times.items():
        median = sorted(t)[len(t) // 2]
        print(f"| {name} | {median:.2f} | {rows * n / median:,.0f} | {median / ours:.2f}x |")
    return times


if __name__ == "__main__":
    main(sys.argv[1:])
