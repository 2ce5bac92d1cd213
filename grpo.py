"""
grpo.py: train a Qwen3 model to solve math problems with GRPO and verifiable rewards (RLVR).

Each step takes a few MATH problems, samples a group of answers to each with the current policy,
scores every answer with a SymPy verifier (1 when the last \\boxed{} answer is right, else 0), turns
the scores into group-relative advantages, and takes a policy-gradient step that makes the better
answers of each group more likely. Every variant (clipping, KL, loss aggregation, ...) is a flag.

    python grpo.py                                   # Qwen3-0.6B-Base on MATH, one GPU
    python grpo.py config/qwen3_0.6b_math.py         # the reference recipe (flags in a file)
    python grpo.py --kl_coef=0.0 --clip_eps=0.2      # any flag as --name=value, after config files
    python demo/arith.py && python grpo.py config/arith_cpu.py      # the CPU demo, no download
    torchrun --nproc_per_node=8 grpo.py config/qwen3_0.6b_math.py   # data parallel on 8 GPUs

Where the defaults differ from the GRPO paper (DeepSeekMath, 2024): the loss is a mean over all
tokens of the step (DAPO) rather than a mean of per-sequence means, there is no KL term (kl_coef=0),
and each batch of rollouts is used for one update. The formulas are in comments next to their code.
"""
import ast
import difflib
import json
import math
import os
import shutil
import signal
import sys
import time
from pathlib import Path

import torch
import torch.distributed as dist

import qwen3
import verify
from eval_math500 import MATH_500, download_data, evaluate, load_problems, read_records, render_prompt

# -----------------------------------------------------------------------------
# config: module globals, overridden by config files and --name=value on the command line
# model
init_from = "Qwen/Qwen3-0.6B-Base"  # Hugging Face repo to download when model_dir is empty
model_dir = ""  # a Hugging Face-format Qwen3 folder (overrides init_from)
dtype = "auto"  # auto (bfloat16 on GPU, float32 on CPU) | float32 | bfloat16
master_weights = True  # 16-bit dtype: keep float32 weights in the optimizer; False: stochastic rounding (less memory)
device = "auto"  # auto (cuda, mps, cpu) | cuda | cuda:1 | cpu ...
compile = False  # torch.compile the training forward
# data
train_data = ""  # JSON/JSONL with problem, answer; empty = download MATH train (12k, no MATH-500)
eval_data = ""  # JSON/JSONL of problems for evaluation; empty = download MATH-500
prompt_template = "base"  # base | qwen3_think | qwen3_nothink | a literal string with {problem}
# rollouts
prompts_per_step = 4  # problems per step (over all processes)
num_rollouts = 8  # answers sampled per problem: the group size G
max_new_tokens = 512  # longest answer; longer ones are cut (and usually get reward 0)
temperature = 1.0  # sampling temperature of the rollouts (the log-probs use it too)
top_p = 1.0  # nucleus sampling of the rollouts (1.0 = off)
top_k = 0  # top-k sampling of the rollouts (0 = off)
# rewards
format_reward_weight = 0.0  # reward += weight when the answer has <think> ... </think> in order
format_reward_if_correct = False  # give the format reward only to correct answers
grade_workers = 2  # processes for the SymPy verifier
# advantages
adv_std_norm = True  # A = (r - mean) / (std + eps) (GRPO); False: A = r - mean (Dr. GRPO)
skip_zero_adv = True  # drop groups whose rewards are all equal (A = 0): the loss averages over the rest
# loss
ratio_level = "token"  # token (PPO) | sequence: length-normalised (GSPO, with seq_mean_token_mean, clip ~3e-4)
clip_eps = 0.2  # clip the ratio to [1 - clip_eps, 1 + clip_eps_high]; 0 = no clipping
clip_eps_high = None  # upper clip; None = clip_eps, larger = clip-higher (DAPO uses 0.28)
loss_agg = "token_mean"  # token_mean | seq_mean_token_mean | seq_sum | seq_mean_token_sum_norm
kl_coef = 0.0  # weight of the KL penalty to the frozen starting model (0 = no reference model)
kl_estimator = "k3"  # k1: log-ratio | k3: exp(x) - x - 1, unbiased and >= 0
inner_epochs = 1  # optimizer updates per batch of rollouts (PPO epochs)
micro_batch_size = 8  # rollouts per forward/backward; gradients accumulate over the step
grad_checkpoint = False  # recompute activations in backward to save memory
logprob_rows = 0  # tokens per block of the blocked log-softmax; 0 = auto: 512 on CPU, 8192 on GPU
logprob_cols = 0  # vocabulary columns per block; 0 = auto: 256 on CPU (a block stays in cache), 8192 on GPU
# optimization
learning_rate = 1e-5  # AdamW peak learning rate
weight_decay = 0.0  # AdamW weight decay
beta1 = 0.9  # AdamW beta1
beta2 = 0.99  # AdamW beta2
warmup_steps = 0  # linear warm-up steps
lr_schedule = "constant"  # constant | cosine (to 10% of the peak at max_steps)
grad_clip = 1.0  # clip the global gradient norm (0 = off)
max_steps = 500  # training steps
seed = 1337  # data order, sampling and initialisation
# logging, evaluation and checkpoints
out_dir = "out/grpo"  # log.jsonl, samples.jsonl and checkpoints go here
eval_interval = 50  # evaluate every this many steps, before the first and after the last (0 = never)
eval_max_items = 100  # evaluate on the first this many eval problems
eval_max_new_tokens = 1024  # answer length limit during evaluation
eval_batch_size = 64  # prompts per generate call during evaluation
sample_interval = 10  # write one group of samples to samples.jsonl every this many steps
ckpt_interval = 50  # checkpoint every this many steps (and on Ctrl-C); 0 = only at the end
keep_ckpts = 2  # keep the newest this many checkpoints
resume = False  # continue from the newest checkpoint in out_dir
# system
backend = ""  # torch.distributed backend under torchrun: empty = nccl on CUDA, gloo on CPU
MATH_TRAIN = ("rasbt/math_full_minus_math500", "math_full_minus_math500.json")  # MATH train less MATH-500


def flag_names(config):
    """The flags: lower-case globals holding plain values (not modules, functions or constants)."""
    return [k for k, v in config.items() if k.islower() and not k.startswith("_")
            and isinstance(v, (int, float, bool, str, type(None)))]


def configure(argv, config):
    """Apply config files (python files of assignments) and --name=value flags to the dict of globals."""
    names = flag_names(config)

    def apply(name, value, source):
        if name not in names:
            close = difflib.get_close_matches(name, names)
            sys.exit(f"unknown flag {name!r} in {source}" + (f"; did you mean {', '.join(close)}?" if close else ""))
        default = config[name]
        if isinstance(value, str) and not isinstance(default, str):
            if isinstance(default, bool) and value.lower() in ("true", "false"):
                value = value.lower() == "true"
            else:
                try:
                    value = ast.literal_eval(value)
                except (ValueError, SyntaxError):
                    pass  # keep the string; the type check below reports it
        if isinstance(default, float) and type(value) is int:
            value = float(value)
        if default is not None and type(value) is not type(default):
            sys.exit(f"{source}: {name} must be {type(default).__name__} (default {default!r}), got {value!r}")
        config[name] = value
        print(f"override {name} = {value!r} ({source})")

    for arg in argv:
        if arg.startswith("--"):
            name, eq, value = arg[2:].partition("=")
            if not eq:
                sys.exit(f"flags are --name=value, got {arg!r}")
            apply(name, value, "command line")
        else:
            if not os.path.isfile(arg):
                sys.exit(f"config file {arg} not found (flags must look like --name=value)")
            file_vars = {}
            exec(open(arg).read(), {}, file_vars)
            for name, value in file_vars.items():
                if not name.startswith("_"):
                    apply(name, value, arg)

# -----------------------------------------------------------------------------
# data: MATH problems in a seeded order that a resumed run can recompute


def step_problem_ids(step, n_problems, prompts_per_step, seed):
    """Indices of the problems for a step: a stream of seeded permutations, one per pass over the data."""
    ids = []
    for k in range(step * prompts_per_step, (step + 1) * prompts_per_step):
        epoch, pos = divmod(k, n_problems)
        perm = torch.randperm(n_problems, generator=torch.Generator().manual_seed(seed + epoch))
        ids.append(int(perm[pos]))
    return ids

# -----------------------------------------------------------------------------
# rewards


def format_ok(text):
    """1 when the answer contains <think> ... </think> in that order."""
    start = text.find("<think>")
    return float(start >= 0 and text.find("</think>", start) >= 0)


def compute_rewards(correct, formatted, weight, only_if_correct):
    """r = correct + weight * format, with the format counted only for correct answers if asked."""
    fmt = formatted * correct if only_if_correct else formatted
    return correct + weight * fmt

# -----------------------------------------------------------------------------
# advantages


def group_advantages(rewards, num_rollouts, std_norm, eps=1e-6):
    """rewards (N,) in groups of num_rollouts consecutive rollouts -> advantages (N,).
    GRPO: A_i = (r_i - mean(r)) / (std(r) + eps) within each group; Dr. GRPO: A_i = r_i - mean(r).
    A group whose rewards are all equal gets A = 0: it carries no signal."""
    r = rewards.view(-1, num_rollouts)
    adv = r - r.mean(-1, keepdim=True)
    if std_norm:
        std = r.std(-1, keepdim=True)
        adv = torch.where(std > 0, adv / (std + eps), 0.0)
    return adv.flatten()

# -----------------------------------------------------------------------------
# log-probs and entropy of the generated tokens, in blocks of tokens x vocabulary


def add_rows_(dst, index, src):
    """dst[index[i]] += src[i], with the rows of a repeated index summed in float32 first: a bf16 index_add_
    on a GPU would round once per repeat, and a token recurs hundreds of times in a batch."""
    rows, where = index.unique(return_inverse=True)
    summed = torch.zeros(len(rows), src.shape[-1], dtype=torch.float32, device=src.device)
    dst.index_add_(0, rows, summed.index_add_(0, where, src.float()).to(dst.dtype))


class TokenLogprobs(torch.autograd.Function):
    """log p(target) and entropy (N,) in float32 for final hidden states (N, C) and the lm_head weight (V, C).
    Works in blocks of rows x columns (tokens x vocabulary) so no more than one block of logits exists at once,
    small enough to stay in CPU cache. Online softmax, as in FlashAttention: forward keeps per token a running
    max m, s = sum e^(l-m) and u = sum e^(l-m) l over the vocabulary, and saves only log Z; backward recomputes
    each block's softmax from log Z. Of d log p(t) / d logits = onehot(t) - softmax, the onehot part touches one
    row of the weight per token, so it is done outside the blocks."""

    @staticmethod
    def forward(ctx, hidden, weight, targets, rows, cols):
        logz = hidden.new_empty((len(hidden), 1), dtype=torch.float32)
        entropy = torch.empty_like(logz[:, 0])
        for r in range(0, len(hidden), rows):
            h = hidden[r:r + rows]
            top = h.new_full((len(h), 1), -math.inf, dtype=torch.float32)
            total, dot = torch.zeros_like(top), torch.zeros_like(top)
            for s in range(0, len(weight), cols):
                logits = (h @ weight[s:s + cols].T).float()  # (rows, cols)
                new_top = torch.maximum(top, logits.amax(-1, keepdim=True))
                rescale = (top - new_top).exp()  # the sums so far, rescaled to the new max
                e = (logits - new_top).exp_()
                total = total * rescale + e.sum(-1, keepdim=True)
                dot = dot * rescale + torch.linalg.vecdot(e, logits)[:, None]
                top = new_top
            logz[r:r + rows] = top + total.log()
            entropy[r:r + rows] = (logz[r:r + rows] - dot / total).squeeze(-1)  # H = log Z - sum p l = log Z - u/s
        # h . w_t - log Z, with h . w_t rounded as the matmul rounds its logits, so that log p <= 0 in bf16 too
        target_logit = torch.linalg.vecdot(hidden.float(), weight[targets].float()).to(hidden.dtype).float()
        logp = target_logit - logz.squeeze(-1)
        ctx.save_for_backward(hidden, weight, targets, logz)
        ctx.rows, ctx.cols = rows, cols
        ctx.mark_non_differentiable(entropy)  # a metric
        return logp, entropy

    @staticmethod
    def backward(ctx, grad_logp, grad_entropy):
        hidden, weight, targets, logz = ctx.saved_tensors
        rows, cols = ctx.rows, ctx.cols
        g = grad_logp.float()[:, None]  # (N, 1)
        grad_weight = torch.empty_like(weight)  # in the weight's dtype: no float32 (V, C) copy
        softmax_weight = torch.zeros_like(hidden, dtype=torch.float32)  # sum_v p_v w_v, per token
        neg_g_hidden = (-g * hidden).to(hidden.dtype)
        for s in range(0, len(weight), cols):
            w, grad_w = weight[s:s + cols], 0.0
            for r in range(0, len(hidden), rows):
                p = (hidden[r:r + rows] @ w.T).float().sub_(logz[r:r + rows]).exp_().to(w.dtype)  # softmax
                softmax_weight[r:r + rows] += (p @ w).float()
                grad_w = grad_w + (p.T @ neg_g_hidden[r:r + rows]).float()  # -sum_n g_n p_nv h_n
            grad_weight[s:s + cols] = grad_w
        add_rows_(grad_weight, targets, g * hidden.float())  # + sum_n g_n onehot(t_n) h_n
        grad_hidden = g * (weight[targets].float() - softmax_weight)  # g (w_t - sum_v p_v w_v)
        return grad_hidden.to(hidden.dtype), grad_weight, None, None, None


def embed(model, ids):
    """The input embeddings of ids, whose gradient is added into the weight's .grad in place. Autograd would make
    a dense (V, C) gradient for the lookup and, with the lm_head tied to it, sum that with the head's out of
    place: three (V, C) tensors at once, the peak of a step on a small model with Qwen3's 151,936 tokens."""
    weight = model.model.embed_tokens.weight
    x = weight.detach()[ids]
    if torch.is_grad_enabled() and weight.requires_grad:
        def add_to_weight_grad(grad):
            if weight.grad is None:
                weight.grad = torch.zeros_like(weight)
            add_rows_(weight.grad, ids.flatten(), grad.flatten(0, 1))
        x.requires_grad_().register_hook(add_to_weight_grad)
    return x


def sequence_logprobs(model, batch, block=(512, 256), temperature=1.0):
    """Log-probs and entropies (B, Tc) of the completion tokens of a right-padded batch (0 at padding), under the
    distribution the answers were sampled from, softmax(logits / temperature), as verl and TRL do.
    Right padding needs no attention mask: causal attention never looks at later (padding) positions.
    block: (tokens, vocabulary columns) of the log-softmax's blocks; 0 tokens = all of them."""
    hidden = model(batch["input_ids"], return_hidden=True, embeds=embed(model, batch["input_ids"]))  # (B, T, C)
    rows, cols = batch["mask"].nonzero(as_tuple=True)  # only real completion tokens reach the vocabulary
    h = hidden[rows, batch["positions"][rows, cols]] / temperature  # (N, C)
    logp, entropy = TokenLogprobs.apply(h, model.lm_head.weight, batch["targets"][rows, cols],
                                        block[0] or max(1, len(h)), block[1])
    out_logp, out_entropy = torch.zeros_like(batch["mask"]), torch.zeros_like(batch["mask"])
    out_logp[rows, cols], out_entropy[rows, cols] = logp, entropy
    return out_logp, out_entropy

# -----------------------------------------------------------------------------
# loss


def policy_loss(logp, old_logp, adv, mask, ratio_level, clip_eps, clip_eps_high):
    """Per-token clipped surrogate (B, T), the ratio (B, T) and where the clipped term is active (B, T).
    token:    rho_t = exp(logp_t - old_t)                                        (PPO)
    sequence: s = exp(sum_t (logp_t - old_t) / |o|), shared by all tokens of the answer (GSPO)
    loss_t = -min(rho * A, clip(rho, 1 - eps_low, 1 + eps_high) * A), the same min for both signs of A."""
    log_ratio = (logp - old_logp) * mask
    if ratio_level == "sequence":
        log_ratio = (log_ratio.sum(-1, keepdim=True) / mask.sum(-1, keepdim=True).clamp(min=1)).expand_as(logp)
    ratio = log_ratio.exp()
    adv = adv[:, None]
    unclipped = ratio * adv
    if clip_eps <= 0:
        return -unclipped, ratio, torch.zeros_like(ratio, dtype=torch.bool)
    clipped = ratio.clamp(1 - clip_eps, 1 + clip_eps_high) * adv
    return -torch.minimum(unclipped, clipped), ratio, clipped < unclipped


def kl_penalty(logp, ref_logp, estimator):
    """Per-token estimate of KL(policy || reference) from samples of the policy, x = ref - logp
    (Schulman, "Approximating KL divergence"): k1 = -x, unbiased but can be negative;
    k3 = exp(x) - x - 1, unbiased and always >= 0 (the GRPO paper's choice)."""
    x = ref_logp - logp
    return -x if estimator == "k1" else x.exp() - x - 1


def aggregate(per_token, mask, loss_agg, num_seqs, num_tokens, max_len):
    """Turn per-token terms (B, T) into one number. num_seqs and num_tokens count the whole step (all micro-
    batches and processes), so the result does not depend on how the step is split.
    token_mean:              sum_i sum_t l_it / sum_i |o_i|               (DAPO: every token weighs the same)
    seq_mean_token_mean:     1/N sum_i (1/|o_i|) sum_t l_it               (GRPO paper)
    seq_sum:                 1/N sum_i sum_t l_it                         (plain sequence log-prob x advantage)
    seq_mean_token_sum_norm: 1/(N L_max) sum_i sum_t l_it                 (Dr. GRPO, L_max = max_new_tokens)"""
    per_seq = (per_token * mask).sum(-1)
    if loss_agg == "token_mean":
        return per_seq.sum() / num_tokens
    if loss_agg == "seq_mean_token_mean":
        return (per_seq / mask.sum(-1).clamp(min=1)).sum() / num_seqs
    if loss_agg == "seq_sum":
        return per_seq.sum() / num_seqs
    if loss_agg == "seq_mean_token_sum_norm":
        return per_seq.sum() / (num_seqs * max_len)
    raise ValueError(f"unknown loss_agg {loss_agg!r}")

# -----------------------------------------------------------------------------
# optimization


def lr_at(step, peak, warmup, total, schedule):
    """Linear warm-up, then constant or cosine decay to 10% of the peak at the last step."""
    if step < warmup:
        return peak * (step + 1) / warmup
    if schedule == "cosine":
        progress = min(1.0, (step - warmup) / max(1, total - warmup))
        return peak * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * progress)))
    return peak


class AdamWStochasticRounding:
    """AdamW that keeps everything in bfloat16: weights, gradients and both moments, 8 bytes per parameter against
    18 with float32 master weights and moments. The math runs in float32, a slice at a time. A bf16 number cannot
    take a step far below its spacing (a 1e-5 update of a 0.02 weight, or 1e-3 of a second moment averaged over
    1,000 steps), so each new value is rounded up or down at random, with the odds that make its expected value
    the exact result: the small steps add up over many updates (stochastic rounding: Gupta et al. 2015;
    Zamirai et al. 2020). It has what the loop uses of a torch optimizer: param_groups[0]["lr"], step,
    zero_grad, state_dict and load_state_dict."""

    def __init__(self, params, lr, betas, weight_decay, eps=1e-8, seed=0):
        self.params, self.betas, self.weight_decay, self.eps, self.seed = list(params), betas, weight_decay, eps, seed
        self.param_groups, self.steps = [dict(lr=lr)], 0
        self.moments = [(torch.zeros_like(p), torch.zeros_like(p)) for p in self.params]

    def state_dict(self):
        return dict(steps=self.steps, moments=self.moments)

    def load_state_dict(self, state):
        if len(state["moments"]) != len(self.moments):
            raise ValueError(f"optimizer state for {len(state['moments'])} tensors, the model has {len(self.moments)}")
        self.steps = state["steps"]
        for mine, saved in zip(self.moments, state["moments"]):
            mine[0].copy_(saved[0]), mine[1].copy_(saved[1])

    def zero_grad(self, set_to_none=True):
        for p in self.params:
            p.grad = None

    @torch.no_grad()
    def step(self):
        self.steps += 1
        lr, (beta1, beta2), t = self.param_groups[0]["lr"], self.betas, self.steps
        gen = torch.Generator(self.params[0].device).manual_seed(self.seed * 1_000_003 + t)  # the same on resume
        for p, (exp_avg, exp_avg_sq) in zip(self.params, self.moments):
            if p.grad is None:
                continue
            for s in range(0, p.numel(), 2**18):  # float32 temporaries one slice at a time
                w, g, m, v = (x.view(-1)[s:s + 2**18] for x in (p, p.grad, exp_avg, exp_avg_sq))
                g = g.float()
                m32 = m.float().lerp_(g, 1 - beta1)  # m = b1 m + (1 - b1) g;  v = b2 v + (1 - b2) g^2
                v32 = v.float().mul_(beta2).addcmul_(g, g, value=1 - beta2)
                # w = w (1 - lr wd) - lr m_hat / (sqrt(v_hat) + eps), with the bias corrections of Adam
                new = w.float().mul_(1 - lr * self.weight_decay)
                new.addcdiv_(m32, (v32 / (1 - beta2 ** t)).sqrt_().add_(self.eps), value=-lr / (1 - beta1 ** t))
                # one draw of noise serves all three: each rounding is unbiased on its own. A NaN gradient makes
                # all three NaN; they stay NaN, as in torch's AdamW (the noise could carry a NaN's bits into a number)
                noise = torch.randint(0, 1 << 16, new.shape, generator=gen, dtype=torch.int32, device=new.device)
                nan = new.isnan()
                for dst, exact in ((w, new), (m, m32), (v, v32)):
                    dst.copy_(round_stochastic(exact, noise).masked_fill_(nan, math.nan))


def round_stochastic(x, noise):
    """float32 x -> the bf16 value just below or just above it (returned as float32), the upper one with
    probability (x - below) / (above - below), given uniform noise in [0, 2^16). bf16 is the top 16 bits of
    float32: add the noise to the 16 bits below them, then cut those off."""
    return ((x.view(torch.int32) + noise) & -65536).view(torch.float32)

# -----------------------------------------------------------------------------
# batches


def make_batch(prompts, completions, device):
    """Right-padded rows prompt + completion. positions[i, j] is the position whose output predicts completion
    token j of row i, targets[i, j] that token, mask[i, j] whether it exists."""
    rows = [p + c for p, c in zip(prompts, completions)]
    T, Tc = max(len(r) for r in rows) - 1, max(len(c) for c in completions)
    input_ids = torch.zeros(len(rows), T, dtype=torch.long)
    positions = torch.zeros(len(rows), Tc, dtype=torch.long)
    targets = torch.zeros(len(rows), Tc, dtype=torch.long)
    mask = torch.zeros(len(rows), Tc)
    for i, (p, c) in enumerate(zip(prompts, completions)):
        input_ids[i, :len(p) + len(c) - 1] = torch.tensor(p + c[:-1])
        positions[i] = torch.arange(len(p) - 1, len(p) - 1 + Tc).clamp(max=T - 1)
        targets[i, :len(c)] = torch.tensor(c)
        mask[i, :len(c)] = 1
    return {k: v.to(device) for k, v in dict(input_ids=input_ids, positions=positions, targets=targets,
                                                mask=mask).items()}

# -----------------------------------------------------------------------------
# checkpoints


def save_checkpoint(path, model, tokenizer_dir, optimizer, master, step):
    """A Hugging Face-format folder (loads in eval_math500.py, qwen3.py and transformers) plus trainer_state.pt.
    Written under a temporary name and renamed, so an interrupted save never leaves a broken checkpoint."""
    tmp = Path(str(path) + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    qwen3.save_model(model, tmp)
    for name in qwen3.TOKENIZER_FILES:
        if (Path(tokenizer_dir) / name).is_file():
            shutil.copy(Path(tokenizer_dir) / name, tmp / name)
    # the data order and the sampling noise are functions of (seed, step), so the step is all a resume needs
    torch.save({"step": step, "optimizer": optimizer.state_dict(), "master": master}, tmp / "trainer_state.pt")
    shutil.rmtree(path, ignore_errors=True)
    os.rename(tmp, path)


def list_checkpoints(out):
    return sorted(p for p in Path(out).glob("ckpt_*") if p.is_dir() and not p.name.endswith(".tmp"))

# -----------------------------------------------------------------------------
# training loop


def main():
    # --- distributed setup: torchrun sets RANK, WORLD_SIZE and LOCAL_RANK
    world = int(os.environ.get("WORLD_SIZE", 1))
    rank, local_rank = int(os.environ.get("RANK", 0)), int(os.environ.get("LOCAL_RANK", 0))
    dev = qwen3.pick_device(device)
    if world > 1:
        if dev.startswith("cuda"):
            dev = f"cuda:{local_rank}"
            torch.cuda.set_device(dev)
        dist.init_process_group(backend or ("nccl" if dev.startswith("cuda") else "gloo"))
    if num_rollouts < 2:
        sys.exit("num_rollouts must be at least 2: advantages compare the answers within a group")
    if max_new_tokens < 1 or temperature <= 0:
        sys.exit("max_new_tokens must be at least 1 and temperature above 0: a group needs different answers")
    if dtype == "float16":
        sys.exit("dtype=float16 would need loss scaling, which grpo.py does not do: use bfloat16 or float32")
    if prompts_per_step % world:
        sys.exit(f"prompts_per_step={prompts_per_step} must divide by the number of processes ({world})")
    for name, value, allowed in [("loss_agg", loss_agg, ("token_mean", "seq_mean_token_mean", "seq_sum",
                                                          "seq_mean_token_sum_norm")),
                                 ("ratio_level", ratio_level, ("token", "sequence")),
                                 ("kl_estimator", kl_estimator, ("k1", "k3")),
                                 ("lr_schedule", lr_schedule, ("constant", "cosine"))]:
        if value not in allowed:
            sys.exit(f"{name}={value!r} is not one of {', '.join(allowed)}")
    master_process = rank == 0
    torch.manual_seed(seed)
    eps_high = clip_eps if clip_eps_high is None else clip_eps_high
    config = {k: globals()[k] for k in flag_names(globals())}

    def all_sum(*values):  # sum numbers (or 0-d tensors) over processes: a no-op on one
        t = torch.tensor([float(v) for v in values], dtype=torch.float64, device=dev)
        if world > 1:
            dist.all_reduce(t)
        return t.tolist()

    def all_max(value):
        t = torch.tensor([value], dtype=torch.float64, device=dev)
        if world > 1:
            dist.all_reduce(t, op=dist.ReduceOp.MAX)
        return t.item()

    # --- data, model, reference model, optimizer
    if world > 1 and not master_process:
        dist.barrier()  # the first process downloads; the others then find everything in the cache
    try:  # bad input is the user's to fix: say what is wrong without a traceback
        mdir = model_dir or qwen3.download(init_from, os.path.join("out", "models", init_from.split("/")[-1]))
        train = load_problems(train_data or download_data(MATH_TRAIN, "train_data"))
        evals = load_problems(eval_data or download_data(MATH_500, "eval_data")) if eval_interval else []
        evals = evals[:eval_max_items]
        ckpts = list_checkpoints(out_dir)
        if resume and not ckpts:
            raise ValueError(f"--resume=True but {out_dir} has no checkpoint (ckpt_*)")
        if ckpts and not resume:  # pruning would delete this run's checkpoints before the old, newer-numbered ones
            raise ValueError(f"{out_dir} holds checkpoints of an earlier run: pass --resume=True to continue it, "
                             "or another --out_dir (or delete them)")
        wdtype = qwen3.pick_dtype(dtype, dev)
        policy = qwen3.load_model(ckpts[-1] if ckpts else mdir, device=dev, dtype=wdtype)
        tok = qwen3.load_tokenizer(mdir)
        ref = qwen3.load_model(mdir, device=dev, dtype=wdtype).requires_grad_(False) if kl_coef > 0 else None
    except (OSError, ValueError) as e:
        sys.exit(f"error: {e}")
    if world > 1 and master_process:
        dist.barrier()
    policy.grad_checkpoint = grad_checkpoint
    on_cpu = torch.device(dev).type == "cpu"
    block = (logprob_rows or (512 if on_cpu else 8192), logprob_cols or (256 if on_cpu else 8192))
    params = list(policy.parameters())
    # a 16-bit weight cannot hold small updates (bf16 spacing near 0.02 is ~1e-4, lr is 1e-5): either the optimizer
    # steps float32 copies, accumulates gradients in float32, and writes the weights back to the model, or
    # (master_weights=False) it keeps everything in bf16 and rounds new values stochastically: 8 bytes per
    # parameter instead of 18
    master = [p.detach().float() for p in params] if master_weights and wdtype != torch.float32 else None
    if wdtype != torch.float32 and not master_weights:
        optimizer = AdamWStochasticRounding(params, learning_rate, (beta1, beta2), weight_decay, seed=seed)
    else:
        optimizer = torch.optim.AdamW(master or params, lr=learning_rate, betas=(beta1, beta2),
                                      weight_decay=weight_decay, fused=True)  # one kernel, no temporaries
    start_step = 0
    if ckpts:
        state = torch.load(ckpts[-1] / "trainer_state.pt", map_location=dev, weights_only=True)
        if (("moments" in state["optimizer"]) != isinstance(optimizer, AdamWStochasticRounding)
                or (state["master"] is None) != (master is None)):
            sys.exit(f"error: {ckpts[-1]} was saved with other --dtype / --master_weights flags: resume with those")
        optimizer.load_state_dict(state["optimizer"])
        if master is not None:
            for m, saved in zip(master, state["master"]):
                m.copy_(saved)
        start_step = state["step"]
        print(f"resumed from {ckpts[-1]} at step {start_step}")
    fwd = torch.compile(policy) if compile else policy
    prompt_cache = {}

    def prompt_ids(problem):
        if problem not in prompt_cache:
            prompt_cache[problem] = tok.encode(render_prompt(prompt_template, problem, tok))
        return prompt_cache[problem]

    def now():  # wall time, after the GPU has finished what was queued
        if dev.startswith("cuda"):
            torch.cuda.synchronize(dev)
        return time.perf_counter()

    # --- logs (only the first process writes)
    out = Path(out_dir)
    log_path = out / "log.jsonl"
    if master_process:
        out.mkdir(parents=True, exist_ok=True)
        for path in (log_path, out / "samples.jsonl"):  # a resumed run redoes the steps past its checkpoint
            records = read_records(path) if start_step and path.exists() else []  # (less a partial last line)
            path.write_text("".join(json.dumps(r) + "\n" for r in records if r.get("step", 0) <= start_step))
        if not start_step:
            log_path.write_text(json.dumps({"config": config}) + "\n")

    def log(record):
        if master_process:
            with open(log_path, "a") as f:
                f.write(json.dumps(record) + "\n")

    def run_eval(step):  # greedy accuracy, each process on its share of the problems
        share = evals[rank::world]
        acc = evaluate(policy, tok, share, prompt_template=prompt_template, max_new_tokens=eval_max_new_tokens,
                       batch_size=eval_batch_size, progress=False, workers=grade_workers)[0] if share else 0.0
        right, total = all_sum(acc * len(share), len(share))
        if master_process:
            print(f"step {step}: eval accuracy {right / total:.3f} on {total:.0f} problems")
        return right / total

    def checkpoint(step):
        if master_process:
            save_checkpoint(out / f"ckpt_{step:06d}", policy, mdir, optimizer, master, step)
            for old in list_checkpoints(out)[:-keep_ckpts]:
                shutil.rmtree(old)

    # Ctrl-C (or a scheduler's SIGTERM) finishes the current step, then saves; a second Ctrl-C stops at once
    stop = []

    def on_signal(signum, frame):
        stop.append(signum)
        signal.signal(signal.SIGINT, signal.default_int_handler)

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    if evals and start_step == 0:
        log({"step": 0, "eval_acc": run_eval(0)})
    step = start_step
    local_prompts = prompts_per_step // world
    while step < max_steps:
        if all_sum(len(stop))[0]:  # every process stops at the same step
            if master_process:
                print(f"interrupted: saving a checkpoint at step {step}")
            break
        t0 = now()
        if dev.startswith("cuda"):
            torch.cuda.reset_peak_memory_stats(dev)
        # --- rollouts: this process's share of the step's problems, all answers in one batched generate
        ids = step_problem_ids(step, len(train), prompts_per_step, seed)[rank * local_prompts:
                                                                         (rank + 1) * local_prompts]
        problems = [train[i] for i in ids]
        prompts = [prompt_ids(p["problem"]) for p in problems for _ in range(num_rollouts)]
        # one random stream per (step, problem, rollout), so the answers don't depend on the number of processes
        # (hashes of integer tuples are not randomised between runs, unlike hashes of strings)
        first_row = rank * local_prompts * num_rollouts
        gens = [torch.Generator().manual_seed(hash((seed, step, first_row + i)) % 2**62) for i in range(len(prompts))]
        policy.eval()
        completions = qwen3.generate(policy, prompts, max_new_tokens, temperature, top_p, top_k,
                                     eos_ids=tok.stop_ids, generator=gens)
        t_rollout = now() - t0

        # --- rewards
        texts = [tok.decode(c) for c in completions]
        answers = [p["answer"] for p in problems for _ in range(num_rollouts)]
        correct = torch.tensor(verify.grade_batch(texts, answers, workers=grade_workers), dtype=torch.float32)
        formatted = torch.tensor([format_ok(t) for t in texts])
        rewards = compute_rewards(correct, formatted, format_reward_weight, format_reward_if_correct)

        # --- advantages
        adv = group_advantages(rewards, num_rollouts, adv_std_norm)
        zero_group = (adv.view(-1, num_rollouts) == 0).all(-1)  # all rewards of the group equal: no signal
        keep = [i for i in range(len(prompts)) if not (skip_zero_adv and zero_group[i // num_rollouts])]
        keep.sort(key=lambda i: len(prompts[i]) + len(completions[i]))  # similar lengths share micro-batches
        lengths = [len(c) for c in completions]
        n_seqs, n_tokens = all_sum(len(keep), sum(lengths[i] for i in keep))

        # --- log-probs of the old policy (only with several updates per batch) and of the reference
        t1 = now()
        micro = [keep[s:s + micro_batch_size] for s in range(0, len(keep), micro_batch_size)]
        batches = [make_batch([prompts[i] for i in mb], [completions[i] for i in mb], dev) for mb in micro]
        old_logps, ref_logps = [None] * len(micro), [None] * len(micro)
        with torch.no_grad():
            for j, b in enumerate(batches):
                if inner_epochs > 1:
                    old_logps[j] = sequence_logprobs(fwd, b, block, temperature)[0]
                if ref is not None:
                    ref_logps[j] = sequence_logprobs(ref, b, block, temperature)[0]
        t_logprob = now() - t1

        # --- loss and updates
        t2 = now()
        policy.train()
        lr = lr_at(step, learning_rate, warmup_steps, max_steps, lr_schedule)
        for group in optimizer.param_groups:
            group["lr"] = lr
        sums = {k: torch.zeros((), device=dev) for k in ("loss", "pg_loss", "kl", "entropy", "ratio", "clipped")}
        grad_norm = 0.0
        for epoch in range(inner_epochs):
            for j, (mb, b) in enumerate(zip(micro, batches)):
                logp, entropy = sequence_logprobs(fwd, b, block, temperature)  # (b, Tc)
                mask = b["mask"]
                old = old_logps[j] if inner_epochs > 1 else logp.detach()  # one update: ratio = 1 exactly
                pg, ratio, clipped = policy_loss(logp, old, adv[mb].to(dev), mask, ratio_level, clip_eps, eps_high)
                kl = torch.zeros_like(pg)
                if ref is not None:  # (padding gets ref = logp, so a stray inf there can't turn the loss into NaN)
                    kl = kl_penalty(logp, torch.where(mask > 0, ref_logps[j], logp.detach()), kl_estimator)
                # normalised by the step's global counts: summing the processes' gradients gives the step's gradient
                loss = aggregate(pg + kl_coef * kl, mask, loss_agg, n_seqs, n_tokens, max_new_tokens)
                loss.backward()
                if master is not None:  # accumulate micro-batches in float32, not in the 16-bit .grad
                    for p, m in zip(params, master):
                        if p.grad is not None:
                            m.grad = p.grad.float() if m.grad is None else m.grad.add_(p.grad)
                            p.grad = None
                if epoch == 0:  # loss, KL and entropy of the policy that sampled
                    sums["loss"] += loss.detach()
                    sums["pg_loss"] += aggregate(pg.detach(), mask, loss_agg, n_seqs, n_tokens, max_new_tokens)
                    for name, value in (("kl", kl), ("entropy", entropy)):
                        sums[name] += (value.detach() * mask).sum()
                if epoch == inner_epochs - 1:  # the ratio and clipping of the last pass (in the first, ratio = 1)
                    for name, value in (("ratio", ratio), ("clipped", clipped)):
                        sums[name] += (value.detach().float() * mask).sum()
            if n_seqs == 0:
                continue  # nothing to learn from on any process: no update (AdamW would still move the weights)
            targets = master or params  # what the optimizer steps: float32 master weights or the model's own
            for t in targets:
                t.grad = t.grad if t.grad is not None else torch.zeros_like(t)
                if world > 1:  # sum over processes; every process joins, also one that skipped all its groups
                    dist.all_reduce(t.grad)
            grad_norm = torch.nn.utils.clip_grad_norm_(targets, grad_clip if grad_clip > 0 else float("inf")).item()
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
            if master is not None:
                with torch.no_grad():
                    for p, m in zip(params, master):
                        p.copy_(m)
        t_train = now() - t2
        step += 1

        # --- metrics, summed over processes
        totals = all_sum(rewards.sum(), correct.sum(), formatted.sum(), adv.sum(), (adv ** 2).sum(),
                         zero_group.sum(), len(problems), len(texts), sum(lengths),
                         sum(1 for c in completions if c[-1] not in tok.stop_ids), *sums.values())
        (r_sum, c_sum, f_sum, a_sum, a2_sum, zero_groups, groups, n, len_sum, trunc,
         loss_sum, pg_sum, kl_sum, ent_sum, ratio_sum, clip_sum) = totals
        step_time = now() - t0
        adv_mean, per_token = a_sum / n, 1 / max(n_tokens, 1)
        rec = dict(step=step, loss=loss_sum, pg_loss=pg_sum, kl=kl_sum * per_token,
                   reward_mean=r_sum / n, correct_mean=c_sum / n, format_reward_mean=f_sum / n,
                   adv_mean=adv_mean, adv_std=math.sqrt(max(a2_sum / n - adv_mean ** 2, 0.0)),
                   zero_adv_frac=zero_groups / groups, entropy=ent_sum * per_token,
                   ratio_mean=ratio_sum * per_token, clip_frac=clip_sum * per_token,
                   resp_len_mean=len_sum / n, resp_len_max=all_max(max(lengths)), truncated_frac=trunc / n,
                   grad_norm=grad_norm, lr=lr, tokens_per_s=len_sum / step_time, rollout_s=t_rollout,
                   logprob_s=t_logprob, train_s=t_train, step_s=step_time,
                   peak_mem_gb=(torch.cuda.max_memory_allocated(dev) if dev.startswith("cuda") else
                                peak_rss_bytes()) / 1e9)
        if evals and (step % eval_interval == 0 or step == max_steps):
            rec["eval_acc"] = run_eval(step)
        log(rec)
        if master_process:
            print(f"step {step}/{max_steps} | reward {rec['reward_mean']:.3f} | correct {rec['correct_mean']:.3f} "
                  f"| len {rec['resp_len_mean']:.0f} | kl {rec['kl']:.4f} | entropy {rec['entropy']:.3f} "
                  f"| zero-adv {rec['zero_adv_frac']:.2f} | {step_time:.1f} s (rollout {t_rollout:.1f} s)")
            if sample_interval and step % sample_interval == 0:
                with open(out / "samples.jsonl", "a") as f:
                    prompt = render_prompt(prompt_template, problems[0]["problem"], tok)
                    for i in range(num_rollouts):  # the first group of the step
                        f.write(json.dumps(dict(step=step, prompt=prompt, completion=texts[i],
                                                reward=rewards[i].item(), answer=answers[i])) + "\n")
        if ckpt_interval and step % ckpt_interval == 0 and step < max_steps:
            checkpoint(step)
    checkpoint(step)
    if world > 1:
        dist.barrier()  # let the first process finish writing before any process leaves
        dist.destroy_process_group()


def peak_rss_bytes():
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # Linux reports KiB


if __name__ == "__main__":
    configure(sys.argv[1:], globals())
    main()
