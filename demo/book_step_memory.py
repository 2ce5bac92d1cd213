"""Peak tensor memory of one GRPO step, the book's (reasoning_from_scratch.ch06.compute_grpo_loss,
backward, clip, AdamW) against grpo.py's (train_step), on the same prompt and the same 4 answers of
256 tokens, Qwen3-0.6B's shapes with `layers` layers, random weights, float32, CPU. Sampling is
replaced by the same fixed token ids on both sides (the peak is in the training half). A step after
the first: AdamW's moments exist (made by a step on zero gradients beforehand). The peak of live
tensor bytes = what exists before the step (weights, buffers, moments) + the peak of the profiler's
allocation events during it. python demo/book_step_memory.py book|ours LAYERS   (from the repository
root; the book: pip install reasoning-from-scratch)"""
import sys
import torch
from torch.profiler import ProfilerActivity, profile

sys.path.insert(0, ".")
import grpo
import qwen3
from eval_math500 import render_prompt

which, layers = sys.argv[1], int(sys.argv[2])
torch.set_num_threads(2)
ROLLOUTS, NEW = 4, 256
PROBLEM = {
    "problem": "Find the sum of all real solutions $x$ of the equation $x^2 - 5x + 6 = 0$, then add "
               "the number of positive divisors of $36$ to it. What is the result?",
    "answer": "14",
}


class ByteTokenizer:  # one token a byte, for both: the same ids on both sides
    eos_token_id = None
    stop_ids = []

    def encode(self, text):
        return list(text.encode())

    def decode(self, ids):
        return bytes(i % 256 for i in ids).decode(errors="replace")


tok = ByteTokenizer()
prompt_ids = tok.encode(render_prompt("book", PROBLEM["problem"], tok))
answers = []
for i in range(ROLLOUTS):
    answer = torch.randint(0, 256, (NEW,), generator=torch.Generator().manual_seed(i))
    answers.append(answer.tolist())


def book_step():
    from reasoning_from_scratch import ch06
    from reasoning_from_scratch import qwen3 as book
    torch.manual_seed(0)
    model = book.Qwen3Model(dict(book.QWEN_CONFIG_06_B, n_layers=layers, dtype=torch.float32))
    drawn = iter(answers)

    def fixed_sample(model, tokenizer, prompt, device, **kwargs):
        ids = torch.tensor(prompt_ids + next(drawn))
        return ids, len(prompt_ids), tok.decode(ids[len(prompt_ids):].tolist())
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-5)  # as in ch06.train_rlvr_grpo
    return model, optimizer, lambda: book_train(model, optimizer, fixed_sample)


def book_train(model, optimizer, fixed_sample):
    from reasoning_from_scratch import ch06
    ch06.sample_response = fixed_sample
    model.train()
    optimizer.zero_grad()
    stats = ch06.compute_grpo_loss(model, tok, PROBLEM, "cpu", num_rollouts=ROLLOUTS,
                                   max_new_tokens=NEW)
    stats["loss_tensor"].backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()


def our_step():
    flags = dict(device="cpu", dtype="float32", prompts_per_step=1, num_rollouts=ROLLOUTS,
                 max_new_tokens=NEW, prompt_template="book", grade_workers=0, skip_zero_adv=False,
                 step_without_signal=True)
    flags["clip_eps_high"] = grpo.clip_eps  # what main() makes of its default, None
    vars(grpo).update(flags)
    torch.manual_seed(0)
    cfg = qwen3.Qwen3Config(**{**qwen3.BENCH_SHAPES["qwen3-0.6b"], "num_hidden_layers": layers})
    policy = qwen3.Qwen3(cfg)
    optimizer = grpo.make_optimizer(list(policy.parameters()), torch.float32, True, 1e-5,
                                    (0.9, 0.999), 0.01, 0)

    def fixed_generate(model, prompts, *args, **kwargs):
        logprobs = [[0.0] * NEW for _ in answers]
        kept_mass = [[1.0] * NEW for _ in answers]
        return [list(a) for a in answers], logprobs, kept_mass
    qwen3.generate = fixed_generate

    def train():
        sampled = grpo.sample_groups(policy, tok, [PROBLEM], [0] * ROLLOUTS)
        batch = grpo.join_groups([sampled], None, ROLLOUTS)
        grpo.train_step(1, batch, policy, policy, None, optimizer)
    return policy, optimizer, train


model, optimizer, train = book_step() if which == "book" else our_step()
params = list(model.parameters())
for p in params:
    p.grad = torch.zeros_like(p)
optimizer.step()  # AdamW's moments, as after the first step
optimizer.zero_grad(set_to_none=True)
moments = [v for st in optimizer.state.values() for v in st.values() if torch.is_tensor(v)]
tensors = params + list(model.buffers()) + moments
storages = {t.untyped_storage().data_ptr(): t.untyped_storage().nbytes() for t in tensors}
before = sum(storages.values())
with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as prof:
    train()
live = peak = before
for event in prof.profiler.kineto_results.events():
    if event.name() == "[memory]":
        live += event.nbytes()
        peak = max(peak, live)
print(f"{which} layers={layers} prompt={len(prompt_ids)} tokens, {ROLLOUTS} x {NEW}: "
      f"before {before / 1e9:.3f} GB, peak {peak / 1e9:.3f} GB")
