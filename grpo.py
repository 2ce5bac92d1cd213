"""
grpo.py: train a Qwen3 model to solve math problems with GRPO and verifiable rewards (RLVR).

Each step samples a group of answers to a few MATH problems, scores them with a SymPy verifier
(1 when the last \\boxed{} answer is right, else 0), turns the scores into group-relative
advantages, and takes a policy-gradient step that makes the better answers of each group likelier.

    python grpo.py                                               # Qwen3-0.6B-Base on MATH, one GPU
    python grpo.py config/qwen3_0.6b_math.py --kl_coef=0.001     # config files, then --name=value
    python demo/arith.py && python grpo.py config/arith_cpu.py   # the CPU demo, no download
    torchrun --nproc_per_node=8 grpo.py config/qwen3_0.6b_math.py   # 8 GPUs (--fsdp=True: sharded)
    python grpo.py --help                                        # every flag with its default

Defaults: GRPO with DAPO's token-mean loss, no KL term, one update per batch (unlike the GRPO paper,
DeepSeekMath). The book's chapter-6 run is config/qwen3_0.6b_math.py: seq_sum, T 0.8, top-p 0.9.
Reading map: the flags, the book's five steps (rollout, score, advantages, sequence_logprobs,
policy_loss), train_step and main; below the fence, machinery to read when you need it.
"""
import contextlib
import datetime
import errno
import json
import math
import os
import re
import shutil
import signal
import sys
import time
from pathlib import Path

import torch
import torch.distributed as dist
from safetensors import SafetensorError

import qwen3
import verify
from eval_math500 import (PROMPT_TEMPLATES, benchmark_file, benchmark_name, check_prompts, describe,
                          download_data, eval_settings, evaluate, load_problems, problem_scores,
                          render_prompt, sampling_problem)

# -----------------------------------------------------------------------------
# config: module globals, overridden by config files and --name=value on the command line
# the algorithm
prompts_per_step = 4  # problems per step (over all processes)
num_rollouts = 8  # answers sampled per problem: the group size G
max_new_tokens = 512  # longest answer; longer ones are cut (and usually get reward 0)
temperature = 1.0  # sampling temperature of the rollouts; the log-probs use it too
adv_std_norm = True  # A = (r - mean) / (std + eps) (GRPO); False: A = r - mean (Dr. GRPO)
loss_agg = "token_mean"  # token_mean | seq_mean_token_mean | seq_sum | seq_mean_token_sum_norm
clip_eps = 0.2  # clip the ratio to [1 - clip_eps, 1 + clip_eps_high]; 0 = no clipping at all
kl_coef = 0.0  # weight of the KL penalty to the frozen starting model (0 = no reference model)
kl_estimator = "k3"  # k3: grad of KL(ref||pi) | k2: of KL(pi||ref) | k1: none (see kl_penalty)
inner_epochs = 1  # passes over each batch of rollouts (PPO epochs), num_minibatches updates each
learning_rate = 1e-5  # AdamW peak learning rate
weight_decay = 0.0  # AdamW weight decay
beta1 = 0.9  # AdamW beta1
beta2 = 0.99  # AdamW beta2
warmup_steps = 0  # linear warm-up steps
lr_schedule = "constant"  # constant | cosine (to 10% of the peak at max_steps)
grad_clip = 1.0  # clip the global gradient norm (0 = off)
max_steps = 500  # training steps
seed = 1337  # data order, sampling and initialisation
# variants: off by default
top_p = 1.0  # nucleus sampling of the rollouts (1.0 = off); the log-probs use the full softmax
top_k = 0  # top-k sampling of the rollouts (0 = off); the log-probs use the full softmax
keep_sampling_mask = False  # every log-prob and the entropy over the ids top-k/top-p kept, renormalised (DeepSeek-V3.2)
correct_reward_weight = 1.0  # reward = this * correctness + format...; 0 = a format-only reward (hacking)
format_reward = "think"  # the format rewarded: think (<think> ... </think>) | boxed (a \boxed{})
format_reward_weight = 0.0  # reward += weight when the answer has the format
format_reward_if_correct = False  # give the format reward only to correct answers
unboxed_reward = 0.0  # reward for a right answer without \boxed{} (its last number); 0 = none
overlong_buffer = 0  # penalise answers this close to max_new_tokens, linearly (DAPO); 0 = off
overlong_penalty = 1.0  # the penalty at max_new_tokens; it grows linearly over the buffer
adv_batch_norm = False  # then whiten A over the step (REINFORCE++-baseline with adv_std_norm=False)
gdpo = False  # normalise each reward (correct, format, overlong) per group, sum, whiten (GDPO)
dynamic_sampling_rounds = 0  # extra rounds of new problems to refill equal-reward groups (DAPO)
loss_type = "ppo"  # ppo: -min(rA, clip(r)A) | cispo: -sg(min(r, 1 + clip_eps_high)) A log p
ratio_level = "token"  # token (PPO) | sequence (GSPO: use seq_mean_token_mean, clip ~3e-4)
clip_eps_high = None  # upper clip; None = clip_eps, larger = clip-higher (DAPO uses 0.28)
ratio_cap = 0.0  # dual-clip: no gradient for A < 0 where the ratio is above this (verl: 3); 0 = off
mask_truncated = False  # leave answers cut at max_new_tokens out of the loss (DAPO)
tis_cap = 0.0  # weight each token's term by min(p_trainer / p_sampler, tis_cap) (TIS; Olmo 3: 2); 0 = off
opsm_delta = 0.0  # drop A < 0 answers whose mean log(p_sampler / p) > this (DeepSeek-V3.2: 0.1); 0 = off
kl_is_weight = False  # KL term times the ratio pi/pi_old, with its gradient (DeepSeek-V3.2)
ref_update_interval = 0  # copy the policy into the reference model every this many steps; 0 = never
num_minibatches = 1  # updates per pass, each on its own slice of whole groups (DeepSeek-R1)
step_without_signal = False  # step AdamW on steps whose groups all had equal rewards too (the book)
top_entropy_quantile = 1.0  # policy gradient on the step's top fraction of tokens by entropy (Wang et al. 2025: 0.2); 1.0 = off
lora_rank = 0  # train low-rank adapters of this rank beside frozen weights (LoRA, Hu et al. 2021); 0 = off
lora_alpha = 32.0  # the adapters' output is scaled by lora_alpha / lora_rank ("LoRA Without Regret": 32)
lora_targets = "all"  # the linear layers that get adapters: attn (q, k, v, o) | mlp | all
# memory and speed
dtype = "auto"  # auto (bfloat16 on GPU, float32 on CPU) | float32 | bfloat16
master_weights = True  # bf16: float32 weights in the optimizer; False: stochastic rounding
device = "auto"  # auto (cuda, mps, cpu) | cuda | cuda:1 | mps | cpu
compile = False  # torch.compile the training forward
compile_generate = False  # torch.compile the rollouts' decode step (CUDA graphs on a GPU)
micro_batch_size = 8  # rollouts per forward/backward; gradients accumulate over the step
grad_checkpoint = False  # recompute activations in backward to save memory
skip_zero_adv = True  # save the compute of groups with equal rewards (A = 0) when kl_coef = 0
logprob_impl = "blocked"  # blocked: no (tokens, vocab) tensor | plain: log_softmax of all logits
logprob_block_tokens = 0  # tokens per block of the blocked log-softmax; 0 = 512 on CPU, 8192 on GPU
logprob_block_vocab = 0  # vocabulary entries per block; 0 = 256 on CPU (in cache), 8192 on GPU
grade_workers = 2  # processes for the SymPy verifier
threads = 0  # torch's CPU threads (0 = its default); fixed, a CPU run does not depend on the core count
backend = ""  # torch.distributed backend under torchrun: empty = nccl on CUDA, gloo on CPU
fsdp = False  # shard weights, gradients and AdamW state over the processes (FSDP2; torchrun)
process_timeout = 600  # seconds a process waits for the others (torchrun) before it stops and says which
# run, data and evaluation
init_from = "Qwen/Qwen3-0.6B-Base"  # Hugging Face repo to download when model_dir is empty
model_dir = ""  # a Hugging Face-format Qwen3 folder, or the book's .pth state dict (overrides init_from)
tokenizer_dir = ""  # folder with tokenizer.json; empty = model_dir (a .pth: the folder it is in)
train_data = ""  # JSON/JSONL with problem, answer; empty = download MATH train (12k, no MATH-500)
eval_data = ""  # JSON/JSONL of eval problems, or a copy of eval_benchmark's file; empty = download it
eval_benchmark = ""  # math500 | aime24 | aime25 | amc23 | gsm8k; empty = math500, or eval_data's problems
eval_num_samples = 1  # k answers per eval problem: eval_acc is avg@k, logged with eval_pass@k, eval_maj@k
eval_temperature = 0.0  # sampling temperature of the evaluation; 0 = greedy (the book's protocol)
prompt_template = "base"  # base | book | book_chat | qwen3_think | qwen3_nothink | a string with {problem}
out_dir = "out/grpo"  # log.jsonl, samples.jsonl and checkpoints go here
eval_interval = 50  # evaluate every this many steps, before the first and after the last; 0 = never
eval_max_items = 100  # evaluate on the first this many eval problems
eval_max_new_tokens = 1024  # answer length limit during evaluation
eval_batch_size = 64  # prompts per generate call during evaluation
sample_interval = 10  # write one group of samples to samples.jsonl every this many steps
ckpt_interval = 50  # checkpoint every this many steps (and on Ctrl-C); 0 = only at the end
keep_ckpts = 2  # keep the newest this many checkpoints; 0 = keep them all
resume = False  # continue from the newest checkpoint in out_dir
allow_flag_changes = False  # on resume, accept changed flags that change the run (seed, loss...)

# =============================================================================
# ALGO LOGIC: GRPO in the book's five steps, one training step, and the loop. Read to the fence.
# =============================================================================


@torch.no_grad()
def rollout(policy, prompts, row_seeds, stop_ids):
    """Step 1: sample answers, all rows in one batched generate with a KV cache, each row from its
    own seeded generator. An answer keeps its end token: the model must learn to stop. Per row: the
    token ids, the sampler's log-prob of each token (under the distribution it was drawn from), the
    kept top-p/top-k mass, and with keep_sampling_mask the ids each token was drawn from."""
    generators = [torch.Generator().manual_seed(s) for s in row_seeds]
    generated = qwen3.generate(policy, prompts, max_new_tokens, temperature, top_p, top_k,
                               eos_ids=stop_ids, generator=generators, compile_generate=compile_generate,
                               return_logprobs=True, return_kept_ids=keep_sampling_mask)
    if not keep_sampling_mask:
        generated = (*generated, [None] * len(prompts))
    return generated


def score(texts, answers, problems, lengths, *, max_new_tokens, correct_reward_weight,
          format_reward, format_reward_weight, format_reward_if_correct, unboxed_reward,
          overlong_buffer, overlong_penalty, grade_workers):
    """Step 2: verifiable rewards, r_i = sum_k weight_k * component_k over the components
        correct:  1 when the \\boxed{} answer the text commits to equals the reference, in the form
                  the problem asks for (verify.py; a hedge between boxes earns 0), else 0,
                  + unboxed_reward for a right answer without a box (its last number)
        format:   1 when the answer has the format format_reward (times correct with
                  format_reward_if_correct)
        overlong: DAPO's soft penalty in the last overlong_buffer tokens before max_new_tokens
    A new reward term is one more component (GDPO normalises each apart). Returns per answer the
    rewards, correct (strict: a right boxed answer), formatted, the components and their weights."""
    graded = verify.grade_batch(texts, answers, workers=grade_workers, problems=problems)
    correct = torch.tensor(graded, dtype=torch.float32)
    credit = unboxed_credit(texts, answers, problems, unboxed_reward, grade_workers)
    correctness = correct + unboxed_reward * credit
    formatted = torch.tensor([format_ok(t, format_reward) for t in texts])
    counted_format = formatted
    if format_reward_if_correct:
        counted_format = formatted * correctness
    overlong = soft_overlong_penalty(lengths, max_new_tokens, overlong_buffer, overlong_penalty)
    components = {"correct": correctness, "format": counted_format, "overlong": overlong}
    weights = {"correct": correct_reward_weight, "format": format_reward_weight, "overlong": 1.0}
    rewards = sum(weights[k] * components[k] for k in components)
    return dict(rewards=rewards, correct=correct, formatted=formatted, components=components,
                weights=weights)


def equal_reward_groups(rewards, num_rollouts):
    """rewards (N,) in groups of num_rollouts rollouts -> (groups,) bool: all rewards equal. Decided
    from the rewards, not from A == 0: the mean of equal floats is not always that float."""
    r = rewards.view(-1, num_rollouts)
    return (r == r[:, :1]).all(-1)


def group_advantages(rewards, num_rollouts, adv_std_norm, eps=1e-6):
    """rewards (N,) in groups of num_rollouts consecutive rollouts -> advantages (N,).
    GRPO:     A_i = (r_i - mean(r)) / (std(r) + eps) within each group
    Dr. GRPO: A_i = r_i - mean(r)
    A group whose rewards are all equal gets A = 0 exactly: it carries no signal."""
    r = rewards.view(-1, num_rollouts)
    adv = r - r.mean(-1, keepdim=True)
    if adv_std_norm:
        adv = adv / (r.std(-1, keepdim=True) + eps)
    equal = equal_reward_groups(rewards, num_rollouts)[:, None]
    return torch.where(equal, 0.0, adv).flatten()


def advantages(rewards, components, weights, *, num_rollouts, adv_std_norm, gdpo, adv_batch_norm):
    """Step 3: group_advantages of the total reward, or with gdpo of each reward component apart,
    summed with its weight; whitened over the step with gdpo or adv_batch_norm. Returns A (N,), the
    groups without signal (A = 0: training may skip them), and the std whitened with (or None)."""
    no_signal = no_signal_groups(rewards, components, num_rollouts, gdpo)
    if gdpo:
        stacked = torch.stack(list(components.values()), dim=1)  # (N, K)
        adv = gdpo_advantages(stacked, list(weights.values()), num_rollouts, adv_std_norm)
    else:
        adv = group_advantages(rewards, num_rollouts, adv_std_norm)
    zero_rows = no_signal.repeat_interleave(num_rollouts)
    batch_std = None
    if gdpo or adv_batch_norm:
        adv, batch_std = whiten_over_step(adv, zero_rows)
    # training skips these rows: a normalisation that moved their A off 0 would be lost silently
    assert not adv[zero_rows].any(), "rows of groups without signal must keep A = 0 (they are skipped)"
    return adv, no_signal, batch_std


def sequence_logprobs(model, batch, *, temperature, logprob_impl):
    """Step 4: log-probs and entropies (B, Tc) of the answer tokens of a right-padded batch:
        logits = model(input_ids)[row, position of token t] / temperature    # (tokens, vocab)
        logp_t = log_softmax(logits)[o_t]          entropy_t = -sum_v p_v log p_v
    at the sampler's temperature (as verl and TRL), 0 at padding. logprob_impl="blocked", the
    default, computes the same numbers without the (tokens, vocab) logits (section G); with
    batch["allowed"], the softmax is over the ids the sampler could draw."""
    if logprob_impl == "blocked":
        return blocked_sequence_logprobs(model, batch, temperature)
    mask = batch["mask"]
    rows, cols = mask.nonzero(as_tuple=True)  # only real answer tokens reach the vocabulary
    hidden = model(batch["input_ids"], return_hidden=True)  # (B, T, C)
    positions = batch["positions"][rows, cols]
    logits = model.lm_head(hidden[rows, positions]).float() / temperature  # (N, V)
    if "allowed" in batch:
        keep = qwen3.allowed_in_block(batch["allowed"][rows, cols], 0, logits.size(-1))
        logits = logits.masked_fill(~keep, -math.inf)
    all_logp = logits.log_softmax(-1)
    logp = all_logp.gather(-1, batch["targets"][rows, cols, None]).squeeze(-1)  # (N,)
    # a metric, not a loss term; p log p = 0 where p = 0
    entropy = -(all_logp.exp() * all_logp.nan_to_num(neginf=0.0)).sum(-1).detach()
    return answer_grid(mask, rows, cols, logp), answer_grid(mask, rows, cols, entropy)


def policy_loss(logp, old_logp, adv, mask, *, ratio_level, clip_eps, clip_eps_high, loss_type,
                ratio_cap):
    """Step 5: per-token loss terms (B, T), the ratio (B, T, with its gradient), and where the clip
    and the ratio cap are active (B, T each). PPO, the same min for both signs of A:
        loss_t = -min(rho_t A, clip(rho_t, 1 - clip_eps, 1 + clip_eps_high) A)
    with rho_t = exp(logp_t - old_t); clip_eps = 0: no clipping. GSPO (ratio_level=sequence), dual
    clip (ratio_cap) and CISPO (loss_type=cispo) are one branch each, their helpers in section A."""
    log_ratio = (logp - old_logp) * mask
    if ratio_level == "sequence":
        log_ratio = sequence_log_ratio(log_ratio, mask)
    ratio = log_ratio.exp()
    adv = adv[:, None]
    if loss_type == "cispo":
        return cispo_loss(logp, ratio, adv, clip_eps, clip_eps_high)
    unclipped = ratio * adv
    clipped = unclipped  # clip_eps = 0: no clipping
    if clip_eps > 0:
        clipped = ratio.clamp(1 - clip_eps, 1 + clip_eps_high) * adv
    loss = -torch.minimum(unclipped, clipped)
    is_clipped = clipped < unclipped
    capped = torch.zeros_like(is_clipped)
    if ratio_cap > 0:
        loss, capped = dual_clip(loss, ratio, adv, ratio_cap)
    return loss, ratio, is_clipped, capped


def kl_penalty(logp, ref_logp, kl_estimator):
    """Per-token KL estimate from samples of the policy pi, with x = log ref - log pi
    (Schulman, "Approximating KL divergence", 2020). As values, all three estimate KL(pi || ref):
        k1 = -x             unbiased, can be negative
        k2 = x^2 / 2        biased, always >= 0, low variance
        k3 = e^x - x - 1    unbiased, always >= 0 (the GRPO paper's choice)
    As loss terms, differentiated through log pi only (the samples are fixed), their expected gradients:
        k1: E[grad log pi] = 0: noise, no pull toward the reference
        k2: E[(log pi - log ref) grad log pi] = grad KL(pi || ref)
        k3: E[(1 - ref/pi) grad log pi] = grad KL(ref || pi), the reverse KL (GRPO, TRL, verl)"""
    x = ref_logp - logp
    if kl_estimator == "k1":
        return -x
    if kl_estimator == "k2":
        return x ** 2 / 2
    return x.exp() - x - 1


def kl_term(logp, ref_logp, mask, ratio, *, kl_estimator, kl_is_weight):
    """The per-token KL penalty (B, T) of the loss; 0 without a reference model (ref_logp None,
    kl_coef = 0). kl_is_weight: times the ratio rho = pi / pi_old, with the gradient through both
    factors, since E_old[rho k] = E_pi[k] (DeepSeek-V3.2's unbiased KL)."""
    if ref_logp is None:
        return torch.zeros_like(logp)
    # padding gets ref = logp, so a stray inf there can't turn the loss into NaN
    ref_logp = torch.where(mask > 0, ref_logp, logp.detach())
    kl = kl_penalty(logp, ref_logp, kl_estimator)
    if kl_is_weight:
        kl = kl * ratio
    return kl


def aggregate(per_token, mask, n_seqs, n_tokens, *, loss_agg, max_new_tokens):
    """Turn per-token terms (B, T) into one number. n_seqs (N) and n_tokens count the minibatch (all
    micro-batches and processes, skipped rows too), so the result does not depend on the split:
    token_mean:              sum_i sum_t l_it / sum_i |o_i|   (DAPO: every token weighs the same)
    seq_mean_token_mean:     1/N sum_i (1/|o_i|) sum_t l_it   (GRPO paper)
    seq_sum:                 1/N sum_i sum_t l_it             (sequence log-prob x advantage)
    seq_mean_token_sum_norm: 1/(N L_max) sum_i sum_t l_it     (Dr. GRPO, L_max = max_new_tokens)"""
    per_seq = (per_token * mask).sum(-1)
    if loss_agg == "token_mean":
        return per_seq.sum() / n_tokens
    if loss_agg == "seq_mean_token_mean":
        lengths = mask.sum(-1).clamp(min=1)
        return (per_seq / lengths).sum() / n_seqs
    if loss_agg == "seq_sum":
        return per_seq.sum() / n_seqs
    if loss_agg == "seq_mean_token_sum_norm":
        return per_seq.sum() / (n_seqs * max_new_tokens)
    raise ValueError(f"unknown loss_agg {loss_agg!r}")


def lr_at(step, *, learning_rate, warmup_steps, max_steps, lr_schedule):
    """Linear warm-up, then constant or cosine decay to 10% of the peak at the last step."""
    if step < warmup_steps:
        return learning_rate * (step + 1) / warmup_steps
    if lr_schedule == "cosine":
        progress = min(1.0, (step - warmup_steps) / max(1, max_steps - warmup_steps))
        return learning_rate * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * progress)))
    return learning_rate


def sample_groups(policy, tok, problems, row_seeds):
    """Steps 1 and 2 for some problems: num_rollouts answers to each, decoded and scored. Per
    rollout: prompts and completions (token ids), what rollout returns of the sampler, texts,
    answers, lengths, truncated, and score's rewards, correct, formatted, components, weights."""
    prompts = [tok.encode(render_prompt(prompt_template, p["problem"], tok)) for p in problems]
    prompts = [ids for ids in prompts for _ in range(num_rollouts)]
    completions, sampler_logps, kept_mass, kept_ids = rollout(policy, prompts, row_seeds,
                                                              tok.stop_ids)
    texts = [tok.decode(c) for c in completions]
    answers = [p["answer"] for p in problems for _ in range(num_rollouts)]
    problem_texts = [p["problem"] for p in problems for _ in range(num_rollouts)]
    lengths = [len(c) for c in completions]
    # cut at max_new_tokens: as long as allowed, and not ended by an end token
    cut = [len(c) == max_new_tokens and c[-1] not in tok.stop_ids for c in completions]
    scores = score(texts, answers, problem_texts, lengths, max_new_tokens=max_new_tokens,
                   correct_reward_weight=correct_reward_weight, format_reward=format_reward,
                   format_reward_weight=format_reward_weight,
                   format_reward_if_correct=format_reward_if_correct, unboxed_reward=unboxed_reward,
                   overlong_buffer=overlong_buffer, overlong_penalty=overlong_penalty,
                   grade_workers=grade_workers)
    return dict(prompts=prompts, completions=completions, sampler_logps=sampler_logps,
                kept_mass=[sum(row) for row in kept_mass], kept_ids=kept_ids, texts=texts,
                answers=answers, lengths=lengths, truncated=torch.tensor(cut), **scores)


def sample_step(step, policy, tok, train):
    """Steps 1-2 for this process's share of the step's problems. With dynamic_sampling_rounds
    (DAPO), while groups with equal rewards leave the step short of informative groups, that many
    new problems are drawn and sampled, at most dynamic_sampling_rounds times. Returns the
    problems, every round (for the metrics), the batch that trains (the first informative groups,
    or all), and the size of the weights a sharded model gathered."""
    world, rank = world_size(), process_rank()
    local = prompts_per_step // world
    step_ids = step_problem_ids(step, len(train), prompts_per_step, seed)
    problems = [train[i] for i in step_ids[rank * local:(rank + 1) * local]]
    # one random stream per (step, problem, rollout), so the answers don't depend on the number of
    # processes (hashes of integer tuples are not randomised between runs, unlike those of strings)
    first_row = rank * local * num_rollouts
    rows = range(first_row, first_row + local * num_rollouts)
    row_seeds = [hash((seed, step, row)) % 2**62 for row in rows]
    policy.eval()
    gathered_gb = gather_weights(policy)  # sharded: the full weights, once for all the rollouts
    rounds = [sample_groups(policy, tok, problems, row_seeds)]
    # round k's problems and seeds are functions of (seed, step, k, rank): a resume samples the same
    for k in range(1, dynamic_sampling_rounds + 1):
        deficit = local - len(informative_groups(rounds, local))
        if all_reduce_sum([deficit])[0] == 0:
            break
        if deficit > 0:
            round_gen = torch.Generator().manual_seed(hash((seed, step, k, rank)) % 2**62)
            new_ids = torch.randperm(len(train), generator=round_gen)[:deficit].tolist()
            new_seeds = [hash((seed, step, k, rank, i)) % 2**62 for i in range(deficit * num_rollouts)]
            rounds.append(sample_groups(policy, tok, [train[i] for i in new_ids], new_seeds))
    release_weights(policy)
    kept = None
    if dynamic_sampling_rounds:
        kept = informative_groups(rounds, local)
    batch = join_groups(rounds, kept, num_rollouts)
    return dict(problems=problems, rounds=rounds, batch=batch, gathered_gb=gathered_gb)


def train_step(step, batch, policy, policy_fwd, ref, optimizer):
    """Steps 3-5 on a batch of rollouts: the advantages, then inner_epochs passes over
    num_minibatches slices of whole groups, one optimizer step each; what the metrics need."""
    adv, no_signal, batch_std = advantages(batch["rewards"], batch["components"], batch["weights"],
                                           num_rollouts=num_rollouts, adv_std_norm=adv_std_norm,
                                           gdpo=gdpo, adv_batch_norm=adv_batch_norm)
    # a row with A = 0 adds exactly nothing to the policy gradient, at any ratio: skipping it saves
    # compute; the KL term is on every row, so with kl_coef > 0 nothing is skipped
    skip_equal = skip_zero_adv and kl_coef == 0
    minibatches = make_minibatches(batch, adv, no_signal, skip_equal)
    # the ratio moves away from 1 only with several updates per batch: then the log-probs of the
    # policy that sampled are kept as "old"; with one update, old = logp.detach() and the ratio is 1
    several_updates = inner_epochs > 1 or num_minibatches > 1
    logprob_s = add_old_and_ref_logprobs(minibatches, policy_fwd, ref, several_updates)
    t0 = wall_clock()
    policy.train()
    lr = lr_at(step, learning_rate=learning_rate, warmup_steps=warmup_steps, max_steps=max_steps,
               lr_schedule=lr_schedule)
    for group in optimizer.param_groups:
        group["lr"] = lr
    sums = token_sums()
    grad_norms = []
    for epoch in range(inner_epochs):
        for mb in minibatches:
            for b in mb["micro"]:
                logp, entropy = sequence_logprobs(policy_fwd, b, temperature=temperature,
                                                  logprob_impl=logprob_impl)  # (B, Tc)
                old = b["old"] if several_updates else logp.detach()
                pg, ratio, clipped, capped = policy_loss(logp, old, b["adv"], b["mask"],
                                                         ratio_level=ratio_level, clip_eps=clip_eps,
                                                         clip_eps_high=clip_eps_high,
                                                         loss_type=loss_type, ratio_cap=ratio_cap)
                # truncated importance sampling, off-policy and top-entropy masks (no-ops when off)
                pg, corrections = off_policy_corrections(pg, logp, old, b)
                # the KL term is 0 without a reference model (kl_coef = 0)
                kl = kl_term(logp, b["ref"], b["mask"], ratio, kl_estimator=kl_estimator,
                             kl_is_weight=kl_is_weight)
                # normalised by the minibatch's global counts: summing the micro-batches' and the
                # processes' gradients gives the minibatch's gradient
                loss = aggregate(pg + kl_coef * kl, b["mask"], mb["n_seqs"], mb["n_tokens"],
                                 loss_agg=loss_agg, max_new_tokens=max_new_tokens)
                loss.backward()
                collect_grads(optimizer)  # float32 master weights: the micro-batches add up there
                terms = dict(loss=loss, pg=pg, kl=kl, entropy=entropy, ratio=ratio, clipped=clipped,
                             capped=capped, old=old, **corrections)
                add_token_stats(sums, epoch, b, mb, terms)
            grad_norms += optimizer_step(optimizer, mb["n_signal"])  # every process joins
    return dict(adv=adv, no_signal=no_signal, batch_std=batch_std, minibatches=minibatches,
                sums=sums, grad_norms=grad_norms, lr=lr, logprob_s=logprob_s,
                train_s=wall_clock() - t0)


def main():
    config = {k: globals()[k] for k in qwen3.flag_names(globals())}
    init_processes(config)  # checks flags, joins torchrun, resolves `device` and `clip_eps_high`
    torch.manual_seed(seed)
    out = Path(out_dir)
    ckpt, lock = open_run_folder(out)  # one run at a time: the lock is held until main returns
    model_path, train_path, eval_path = fetch_inputs()  # downloads what the flags leave empty
    policy, ref, optimizer, weight_dtype = load_models(ckpt or model_path, model_path)
    train, evals, tok, tok_dir = load_data(model_path, train_path, eval_path, policy)
    start_step = resume_state(ckpt, policy, ref, optimizer, config)
    policy_fwd = torch.compile(policy) if compile else policy
    log = start_log(out, config, start_step)
    stop = catch_signals()  # Ctrl-C / SIGTERM: finish the step, save, stop
    if evals and start_step == 0:
        log({"step": 0} | run_eval(0, policy, tok, evals))
    step = start_step
    step_times = []
    while step < max_steps and not stop_requested(stop, step):
        t0 = start_clock()
        refresh_reference(step, policy, ref)  # ref_update_interval (DeepSeek-R1); no-op at 0
        # ALGO LOGIC: steps 1-2 (rollouts, rewards), then steps 3-5 (advantages, loss, updates)
        sampled = sample_step(step, policy, tok, train)
        rollout_s = wall_clock() - t0
        trained = train_step(step, sampled["batch"], policy, policy_fwd, ref, optimizer)
        step += 1
        # TRY NOT TO MODIFY: metrics, samples, checkpoints, evaluation and logs
        rec = step_record(step, sampled, trained, rollout_s, t0)
        write_samples(out, step, sampled, tok)
        # the checkpoint before the evaluation: one that runs out of memory loses no step
        if step == max_steps or (ckpt_interval and step % ckpt_interval == 0):
            save(out, step, policy, ref, optimizer, tok_dir, config, weight_dtype)
        if evals and (step % eval_interval == 0 or step == max_steps):
            rec |= run_eval(step, policy, tok, evals)
        log(rec)
        step_times.append(rec["step_s"])
        print0(step_line(rec, step_times))
    if step < max_steps or max_steps == 0:  # stopped early (Ctrl-C), or nothing to train
        save(out, step, policy, ref, optimizer, tok_dir, config, weight_dtype)
    end_processes()

# =============================================================================
# TRY NOT TO MODIFY: the machinery. Each helper is a no-op on one process or with its flag off.
#   A. variants' helpers   B. batches   C. metrics and logs   D. the run folder and checkpoints
#   E. flags   F. processes (DDP, FSDP2)   G. memory and speed
# =============================================================================

# -----------------------------------------------------------------------------
# A. variants' helpers: rewards, advantages and loss terms beyond plain GRPO


def format_ok(text, format_reward):
    """1 when the answer has the format: think = <think> ... </think> in that order (the book's
    chapter 7.6), boxed = a \\boxed{} answer, not empty (the book's GDPO script); else 0."""
    if format_reward == "boxed":
        answer = verify.extract_answer(text)
        return float(answer is not None and answer.strip() != "")
    start = text.find("<think>")
    return float(start >= 0 and text.find("</think>", start) >= 0)


LAST_NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?:/\d+)?")


def unboxed_answer(text):
    """The answer of a text without \\boxed{}: its last number (as 12, -3.5, 4e3 or 7/8), or None."""
    numbers = LAST_NUMBER.findall(text)
    if not numbers:
        return None
    return numbers[-1]


BOX = re.compile(r"\\(boxed|fbox)\b")


def unboxed_credit(texts, answers, problems, unboxed_reward, grade_workers):
    """(N,) 1 for an answer with no \\boxed{} at all whose last number is right, graded as if boxed;
    all 0 when unboxed_reward is 0 (off: nothing is graded). A text with a box, even one it took
    back, gets no credit here: a retraction must not turn a wrong box into partial credit."""
    credit = torch.zeros(len(texts))
    if not unboxed_reward:
        return credit
    unboxed = []
    for i, t in enumerate(texts):
        if not BOX.search(t) and unboxed_answer(t) is not None:
            unboxed.append(i)
    boxed_texts = [f"\\boxed{{{unboxed_answer(texts[i])}}}" for i in unboxed]
    right = verify.grade_batch(boxed_texts, [answers[i] for i in unboxed], workers=grade_workers,
                               problems=[problems[i] for i in unboxed])
    for i, is_right in zip(unboxed, right):
        credit[i] = float(is_right)
    return credit


def soft_overlong_penalty(lengths, max_new_tokens, overlong_buffer, overlong_penalty):
    """DAPO's soft overlong punishment (its Eq. 13), with L = max_new_tokens, B = overlong_buffer
    and f = overlong_penalty: 0 for answers up to L - B tokens, then falling linearly to -f at L:
    p_i = f * min(0, (L - B - |o_i|) / B). lengths (N,) count the end token; all 0 when B = 0."""
    if overlong_buffer == 0:
        return torch.zeros(len(lengths))
    lengths = torch.as_tensor(lengths, dtype=torch.float32)
    unpenalised = max_new_tokens - overlong_buffer
    return overlong_penalty * ((unpenalised - lengths) / overlong_buffer).clamp(max=0)


def no_signal_groups(rewards, components, num_rollouts, gdpo):
    """(groups,) bool: the groups whose advantages are 0 exactly: all rewards equal, or with gdpo
    every reward component constant within the group."""
    if not gdpo:
        return equal_reward_groups(rewards, num_rollouts)
    per_part = [equal_reward_groups(c, num_rollouts) for c in components.values()]
    return torch.stack(per_part).all(0)


def gdpo_advantages(components, weights, num_rollouts, adv_std_norm):
    """GDPO (Liu et al. 2026): each reward component (N, K) normalised on its own within each group,
    then summed with its weight: S_i = sum_k w_k A_ik, with A_ik = group_advantages of component k.
    A component that is constant in a group adds 0 there. Whiten S over the step afterwards."""
    total = torch.zeros(len(components))
    for k, weight in enumerate(weights):
        total += weight * group_advantages(components[:, k], num_rollouts, adv_std_norm)
    return total


def whiten(x, keep_zero, mean, std, eps=1e-6):
    """(x - mean) / (std + eps) with the step's mean and sample std over all processes (REINFORCE++,
    GDPO); rows of groups without signal (keep_zero) stay exactly 0."""
    return torch.where(keep_zero, 0.0, (x - mean) / (std + eps))


def whiten_over_step(adv, zero_rows):
    """adv whitened with the mean and sample std of every row of the step, over all processes; and
    that std (logged as adv_batch_std; None on a step without rows)."""
    adv_sum, adv_sq, adv_n = all_reduce_sum([adv.sum(), (adv ** 2).sum(), len(adv)])
    if adv_n == 0:  # no process kept a group (dynamic sampling found none informative)
        return adv, None
    mean = adv_sum / adv_n
    var = max(adv_sq - adv_n * mean ** 2, 0.0) / max(adv_n - 1, 1)
    std = math.sqrt(var)
    return whiten(adv, zero_rows, mean, std), std


def take_informative(round_no_signal, need):
    """Dynamic sampling's bookkeeping (DAPO; Olmo 3's active sampling). round_no_signal: per sampling
    round, which of its groups carry no signal (no_signal_groups: equal rewards, or under GDPO every
    component constant). Returns the first `need` informative groups as (round, group) pairs in
    order, how many groups were sampled, and how many had no signal."""
    kept = []
    sampled = 0
    equal = 0
    for round_index, no_signal in enumerate(round_no_signal):
        for group, is_equal in enumerate(no_signal.tolist()):
            sampled += 1
            if is_equal:
                equal += 1
            elif len(kept) < need:
                kept.append((round_index, group))
    return kept, sampled, equal


def rounds_without_signal(rounds):
    """no_signal_groups of each sampling round."""
    return [no_signal_groups(r["rewards"], r["components"], num_rollouts, gdpo) for r in rounds]


def informative_groups(rounds, need):
    """The first `need` informative groups of the rounds so far, as (round, group) pairs."""
    kept, _, _ = take_informative(rounds_without_signal(rounds), need)
    return kept


def sequence_log_ratio(log_ratio, mask):
    """GSPO's sequence-level log-ratio (Zheng et al. 2025): the mean of the answer's per-token
    log-ratios, the same for every token of the answer: a length-normalised, geometric-mean ratio."""
    lengths = mask.sum(-1, keepdim=True).clamp(min=1)
    return (log_ratio.sum(-1, keepdim=True) / lengths).expand_as(log_ratio)


def cispo_loss(logp, ratio, adv, clip_eps, clip_eps_high):
    """CISPO (MiniMax-M1): loss_t = -sg(min(rho, 1 + eps_high)) A log p_t. Every token keeps a
    gradient, with a detached weight, capped whenever an upper clip is set (clip_eps_high, or
    clip_eps for it): with clip_eps = 0 too, clip_eps_high still caps. Returns policy_loss's four
    tensors, the cap in the clip's place."""
    no_flags = torch.zeros_like(ratio, dtype=torch.bool)
    weight = ratio.detach()
    capping = clip_eps > 0 or clip_eps_high > 0
    if capping:
        weight = weight.clamp(max=1 + clip_eps_high)
    capped = ratio.detach() > 1 + clip_eps_high
    return -weight * adv * logp, ratio, capped & capping, no_flags


def dual_clip(loss, ratio, adv, ratio_cap):
    """Dual-clip PPO (Ye et al. 2020; verl's clip_ratio_c): a token with A < 0 whose ratio is above
    ratio_cap gets the constant -ratio_cap * A, with no gradient: an answer the policy already made
    far likelier is not pushed down without bound. Tokens with A >= 0 keep their term. Returns the
    loss and where the cap is active."""
    capped = (adv < 0) & (ratio.detach() > ratio_cap)
    return torch.where(capped, -ratio_cap * adv, loss), capped


def tis_weights(old_logp, sampler_logp, tis_cap):
    """Truncated importance sampling (Yao et al. 2025): w_t = min(p_old / p_sampler, tis_cap) per
    token (B, T), with no gradient. It corrects for the sampler's distribution differing from the
    trainer's (bf16 decoding, top-p/top-k); old_logp is the trainer's log-prob of the policy that
    sampled, so w never carries the current policy's gradient."""
    return (old_logp.detach() - sampler_logp).exp().clamp(max=tis_cap)


def offpolicy_mask(adv, logp, sampler_logp, mask, opsm_delta):
    """DeepSeek-V3.2's off-policy sequence masking: M_i = 0 (answer i out of the policy gradient)
    when A_i < 0 and (1/|o_i|) sum_t (log p_sampler - log p) > opsm_delta, the mean over the
    answer's real tokens; else M_i = 1. Returns M (B,), with no gradient: a negative answer the
    policy has already moved far away from is not pushed down further."""
    lengths = mask.sum(-1).clamp(min=1)
    mean_log_ratio = ((sampler_logp - logp.detach()) * mask).sum(-1) / lengths
    masked = (adv < 0) & (mean_log_ratio > opsm_delta)
    return (~masked).to(logp.dtype)


def off_policy_corrections(pg, logp, old, b):
    """The policy-gradient terms pg (B, Tc) times the TIS weights (tis_cap), the off-policy
    sequence mask (opsm_delta) and the high-entropy tokens' mask (top_entropy_quantile), each only
    when its flag is on; and what the metrics need."""
    mu = b["sampler_logp"]  # the sampler's log-probs of the same tokens
    corrections = dict(mu=mu, tis_w=None, opsm_keep=None, entropy_keep=None)
    if tis_cap > 0:
        corrections["tis_w"] = tis_weights(old, mu, tis_cap)  # (B, Tc), min(p_old / p_sampler, cap)
        pg = pg * corrections["tis_w"]
    if opsm_delta > 0:
        corrections["opsm_keep"] = offpolicy_mask(b["adv"], logp, mu, b["mask"], opsm_delta)  # (B,)
        pg = pg * corrections["opsm_keep"][:, None]
    if top_entropy_quantile < 1:
        corrections["entropy_keep"] = b["entropy_keep"]  # (B, Tc), set by keep_high_entropy
        pg = pg * b["entropy_keep"]
    return pg, corrections


def keep_high_entropy(minibatches, quantile):
    """The high-entropy minority ("Beyond the 80/20 Rule", Wang et al. 2025): only the step's
    `quantile` fraction of answer tokens with the highest entropy, the "forking tokens" where the
    answer chooses its way, keep their policy-gradient term. The threshold is the entropy of the
    ceil(quantile * n)-th highest of the n tokens of every micro-batch on every process, so the
    split changes nothing. Sets each micro-batch's b["entropy_keep"] (B, Tc) from its b["entropy"],
    and mb["entropy_threshold"] (None on a step without tokens). No-op at 1."""
    if quantile == 1:
        return
    micro = [b for mb in minibatches for b in mb["micro"]]
    local = [b["entropy"][b["mask"] > 0].float().cpu() for b in micro]
    entropies = all_gather_cat(torch.cat(local + [torch.zeros(0)]))
    threshold = math.inf  # no token: none kept
    if len(entropies):
        lowest_kept = len(entropies) - math.ceil(quantile * len(entropies)) + 1  # a rank, from 1
        threshold = entropies.kthvalue(lowest_kept).values.item()  # a float32 value
    for mb in minibatches:
        mb["entropy_threshold"] = threshold if len(entropies) else None
    for b in micro:
        b["entropy_keep"] = (b["entropy"] >= threshold).to(b["mask"].dtype)


def refresh_reference(step, policy, ref):
    """With ref_update_interval, the reference model becomes the policy as it is (DeepSeek-R1)."""
    if ref is not None and ref_update_interval and step > 0 and step % ref_update_interval == 0:
        ref.load_state_dict(policy.state_dict())

# -----------------------------------------------------------------------------
# B. batches: the problems of a step, which rollouts train, in which minibatch and micro-batch


def step_problem_ids(step, n_problems, prompts_per_step, seed):
    """Indices of the problems of a step: a stream of seeded permutations, one per pass over the
    data, so that a resumed run draws the same problems."""
    ids = []
    perms = {}  # one permutation per pass the step reaches into
    for k in range(step * prompts_per_step, (step + 1) * prompts_per_step):
        epoch, pos = divmod(k, n_problems)
        if epoch not in perms:
            generator = torch.Generator().manual_seed(seed + epoch)
            perms[epoch] = torch.randperm(n_problems, generator=generator)
        ids.append(int(perms[epoch][pos]))
    return ids


def minibatch_groups(first_group, n_groups, total_groups, num_minibatches):
    """This process's groups in each minibatch, as local indices. The step's groups, in global problem
    order (each process's after the previous process's; this one's are first_group onwards), are cut
    into num_minibatches near-equal slices (sizes differ by at most one; a slice may be empty): the
    minibatches, and so the update, do not depend on the number of processes."""
    slices = []
    for m in range(num_minibatches):
        start = max(m * total_groups // num_minibatches, first_group)
        end = min((m + 1) * total_groups // num_minibatches, first_group + n_groups)
        slices.append(range(start - first_group, max(end, start) - first_group))
    return slices


def minibatch_rows(no_signal, truncated, num_rollouts, group_slices, skip_equal):
    """Which rollouts enter the loss, in which minibatch: one per slice of whole groups
    (minibatch_groups), one optimizer step each (DeepSeek-R1's scheme; it is not inner_epochs, which
    passes over the same batch again). Per minibatch: the rows in the loss (all but the truncated
    ones; they still count in their group's advantages) and the rows to compute (less the groups
    without signal when skip_equal: A = 0 adds nothing to the gradient)."""
    out = []
    for groups in group_slices:
        rows = [g * num_rollouts + j for g in groups for j in range(num_rollouts)]
        in_loss = [i for i in rows if not truncated[i]]
        train = [i for i in in_loss if not (skip_equal and no_signal[i // num_rollouts])]
        out.append((in_loss, train))
    return out


def join_groups(rounds, kept, num_rollouts):
    """The rollouts of the (round, group) pairs in kept, or of every round when kept is None, as one
    dict of lists and tensors like each round's."""
    if kept is None:
        kept = []
        for r, one_round in enumerate(rounds):
            kept += [(r, g) for g in range(len(one_round["rewards"]) // num_rollouts)]
    joined = {}
    for key in rounds[0]:
        if key in ("components", "weights"):
            continue
        parts = [rounds[r][key][g * num_rollouts:(g + 1) * num_rollouts] for r, g in kept]
        if torch.is_tensor(rounds[0][key]):
            # no group kept (dynamic sampling found none informative): an empty tensor of its kind
            joined[key] = torch.cat(parts or [rounds[0][key][:0]])
        else:
            joined[key] = [x for part in parts for x in part]
    joined["components"] = {}
    for name, first in rounds[0]["components"].items():
        parts = [rounds[r]["components"][name][g * num_rollouts:(g + 1) * num_rollouts] for r, g in kept]
        joined["components"][name] = torch.cat(parts or [first[:0]])
    joined["weights"] = rounds[0]["weights"]
    return joined


def make_batch(prompts, completions, device, sampler_logps=None, kept_ids=None):
    """Right-padded rows prompt + completion. positions[i, j] is the position whose output predicts
    completion token j of row i, targets[i, j] that token, mask[i, j] whether it exists. With
    sampler_logps (per row, a log-prob per token): sampler_logp (B, Tc), 0 at padding. With kept_ids
    (per row, a (tokens, K) tensor): allowed (B, Tc, K), the ids each token was drawn from, padded
    with -1."""
    rows = [p + c for p, c in zip(prompts, completions)]
    T = max(len(r) for r in rows) - 1
    Tc = max(len(c) for c in completions)
    input_ids = torch.zeros(len(rows), T, dtype=torch.long)
    positions = torch.zeros(len(rows), Tc, dtype=torch.long)
    targets = torch.zeros(len(rows), Tc, dtype=torch.long)
    mask = torch.zeros(len(rows), Tc)
    for i, (p, c) in enumerate(zip(prompts, completions)):
        input_ids[i, :len(p) + len(c) - 1] = torch.tensor(p + c[:-1])
        positions[i] = torch.arange(len(p) - 1, len(p) - 1 + Tc).clamp(max=T - 1)
        targets[i, :len(c)] = torch.tensor(c)
        mask[i, :len(c)] = 1
    batch = dict(input_ids=input_ids, positions=positions, targets=targets, mask=mask)
    if sampler_logps is not None:
        batch["sampler_logp"] = torch.zeros(len(rows), Tc)
        for i, row_logps in enumerate(sampler_logps):
            batch["sampler_logp"][i, :len(row_logps)] = torch.tensor(row_logps)
    if kept_ids is not None:
        K = max(ids.size(1) for ids in kept_ids)
        batch["allowed"] = torch.full((len(rows), Tc, K), -1, dtype=torch.long)
        for i, ids in enumerate(kept_ids):
            batch["allowed"][i, :len(ids), :ids.size(1)] = ids
    return {k: v.to(device) for k, v in batch.items()}


def make_minibatches(batch, adv, no_signal, skip_equal):
    """The batch cut into num_minibatches slices of whole groups (minibatch_groups), each into
    micro-batches of micro_batch_size rows of similar lengths, with the normalisers of the loss: the
    rows (n_seqs) and tokens (n_tokens) of the minibatch in the loss, skipped ones too, over all
    processes, and the rows with a signal (n_signal: 0 means no optimizer step)."""
    truncated = torch.zeros(len(adv), dtype=torch.bool)
    if mask_truncated:
        truncated = batch["truncated"]  # out of the loss; their rewards still count in their group
    # where this process's groups stand in the step's global problem order
    groups_of = [0.0] * world_size()
    groups_of[process_rank()] = len(no_signal)
    groups_of = all_reduce_sum(groups_of)
    first_group = int(sum(groups_of[:process_rank()]))
    slices = minibatch_groups(first_group, len(no_signal), int(sum(groups_of)), num_minibatches)
    minibatches = []
    for in_loss, rows in minibatch_rows(no_signal, truncated, num_rollouts, slices, skip_equal):
        rows.sort(key=lambda i: len(batch["prompts"][i]) + len(batch["completions"][i]))
        has_signal = len(in_loss)
        if kl_coef == 0:
            has_signal = sum(1 for i in in_loss if not no_signal[i // num_rollouts])
        counts = [len(in_loss), sum(batch["lengths"][i] for i in in_loss), has_signal]
        n_seqs, n_tokens, n_signal = all_reduce_sum(counts)
        micro = []
        for start in range(0, len(rows), micro_batch_size):
            micro_rows = rows[start:start + micro_batch_size]
            micro.append(micro_batch(batch, micro_rows, adv))
        pad_micro_batches(micro)  # sharded: every process runs as many as the one with the most
        minibatches.append(dict(n_seqs=n_seqs, n_tokens=n_tokens, n_signal=n_signal, micro=micro))
    return minibatches


def micro_batch(batch, rows, adv):
    """make_batch of the rollouts `rows` of the batch, with their advantages (B,) and the rows."""
    kept_ids = None
    if keep_sampling_mask:
        kept_ids = [batch["kept_ids"][i] for i in rows]
    b = make_batch([batch["prompts"][i] for i in rows], [batch["completions"][i] for i in rows], device,
                   [batch["sampler_logps"][i] for i in rows], kept_ids)
    b["adv"] = adv[rows].to(device)
    b["rows"] = rows
    return b


def add_old_and_ref_logprobs(minibatches, policy_fwd, ref, several_updates):
    """Each micro-batch's log-probs under the policy that sampled ("old", only with several updates
    per batch, or with top_entropy_quantile < 1 for its entropies: keep_high_entropy) and under the
    reference model (only with kl_coef > 0); returns the time it took."""
    t0 = wall_clock()
    with torch.no_grad():
        for mb in minibatches:
            for b in mb["micro"]:
                b["old"] = None
                b["ref"] = None
                if several_updates or top_entropy_quantile < 1:
                    b["old"], b["entropy"] = sequence_logprobs(policy_fwd, b, temperature=temperature,
                                                               logprob_impl=logprob_impl)
                if ref is not None:
                    b["ref"] = sequence_logprobs(ref, b, temperature=temperature,
                                                 logprob_impl=logprob_impl)[0]
    release_weights(policy_fwd)  # sharded: FSDP keeps the root's weights after a forward
    release_weights(ref)
    keep_high_entropy(minibatches, top_entropy_quantile)
    return wall_clock() - t0


def answer_grid(mask, rows, cols, values):
    """values (N,) of the real answer tokens (rows, cols) back into a (B, Tc) grid, 0 at padding."""
    grid = torch.zeros_like(mask, dtype=values.dtype)
    grid[rows, cols] = values
    return grid

# -----------------------------------------------------------------------------
# C. metrics, logs, samples and evaluation

TOKEN_SUMS = ("loss", "pg_loss", "kl", "entropy", "ratio", "clipped", "capped", "computed_tokens",
              "mismatch_kl", "tis_weight", "tis_clipped", "opsm_masked", "opsm_rows", "ratio_sq_dev",
              "old_kl", "entropy_kept")


def token_sums():
    """The per-token sums a step accumulates over its micro-batches, at 0, on the device."""
    return {k: torch.zeros((), device=device) for k in TOKEN_SUMS}


def add_token_stats(sums, epoch, b, mb, terms):
    """Add a micro-batch's terms to the step's sums: the loss, KL, entropy and sampler mismatch of
    the policy that sampled (the first pass), the ratio, clipping and masking of the last one."""
    mask = b["mask"]
    if epoch == 0:
        sums["loss"] += terms["loss"].detach() / num_minibatches
        pg_loss = aggregate(terms["pg"].detach(), mask, mb["n_seqs"], mb["n_tokens"],
                            loss_agg=loss_agg, max_new_tokens=max_new_tokens)
        sums["pg_loss"] += pg_loss / num_minibatches
        sums["kl"] += (terms["kl"].detach() * mask).sum()
        sums["entropy"] += (terms["entropy"].detach() * mask).sum()
        sums["computed_tokens"] += mask.sum()
        # k3 estimate of KL(sampler || trainer) per token, x = log p_old - log p_sampler;
        # expm1(x) - x, not exp(x) - 1 - x, which rounds below 0 for x near 0
        x = (terms["old"].detach() - terms["mu"]) * mask
        sums["mismatch_kl"] += ((torch.expm1(x) - x) * mask).sum()
        if top_entropy_quantile < 1:
            sums["entropy_kept"] += (terms["entropy_keep"] * mask).sum()
        if tis_cap > 0:
            sums["tis_weight"] += (terms["tis_w"] * mask).sum()
            sums["tis_clipped"] += ((x > math.log(tis_cap)) * mask).sum()
    # the ratio and clipping of the last pass (in the first, the ratio is 1)
    if epoch == inner_epochs - 1:
        ratio = terms["ratio"].detach().float()
        sums["ratio"] += (ratio * mask).sum()
        # how far the step moved the policy: the ratio's spread, and the k3 estimate of
        # KL(old || new) per token, expm1(x) - x with x = log r (as mismatch_kl, above)
        sums["ratio_sq_dev"] += ((ratio - 1) ** 2 * mask).sum()
        log_r = ratio.log()
        sums["old_kl"] += ((torch.expm1(log_r) - log_r) * mask).sum()
        sums["clipped"] += (terms["clipped"].float() * mask).sum()
        sums["capped"] += (terms["capped"].float() * mask).sum()
        if opsm_delta > 0:
            sums["opsm_masked"] += (1 - terms["opsm_keep"]).sum()
            sums["opsm_rows"] += len(terms["opsm_keep"])


def step_record(step, sampled, trained, rollout_s, t0):
    """The step's metrics, summed over processes: rewards, lengths and truncation over every sampled
    rollout; advantages over the trained batch; per-token terms over the tokens computed."""
    rounds, batch, adv = sampled["rounds"], sampled["batch"], trained["adv"]
    every = join_groups(rounds, None, num_rollouts)  # every rollout of the step
    trained_rows = [i for mb in trained["minibatches"] for b in mb["micro"] for i in b["rows"]]
    groups_trained = len({i // num_rollouts for i in trained_rows})
    groups_sampled = len(rounds[0]["rewards"]) // num_rollouts
    equal_sampled = trained["no_signal"].sum()
    if dynamic_sampling_rounds:
        _, groups_sampled, equal_sampled = take_informative(rounds_without_signal(rounds), 0)
    local = {"reward": every["rewards"].sum(), "correct": every["correct"].sum(),
             "formatted": every["formatted"].sum(), "overlong": every["components"]["overlong"].sum(),
             "rollouts": len(every["rewards"]), "tokens": sum(every["lengths"]),
             "truncated": every["truncated"].sum(), "kept_mass": sum(every["kept_mass"]),
             "adv": adv.sum(), "adv_sq": (adv ** 2).sum(),
             "batch_rows": len(adv), "trained_rows": len(trained_rows), "equal_groups": equal_sampled,
             "groups_sampled": groups_sampled, "groups_trained": groups_trained,
             **trained["sums"]}
    total = dict(zip(local, all_reduce_sum(list(local.values()))))
    step_time = wall_clock() - t0
    n = total["rollouts"]
    per_token = 1 / max(total["computed_tokens"], 1)

    def per_token_mean(key):
        """A sum over the tokens computed, as a mean; None on a step that computed none (every group
        had equal rewards, with skip_zero_adv): a 0 there would read as a collapse."""
        if total["computed_tokens"] == 0:
            return None
        return total[key] * per_token
    adv_mean = None  # no row trained on any process: nothing to measure
    adv_std = None
    if total["batch_rows"]:
        adv_mean = total["adv"] / total["batch_rows"]
        adv_std = math.sqrt(max(total["adv_sq"] / total["batch_rows"] - adv_mean ** 2, 0))
    grad_norms = trained["grad_norms"]
    rec = {"step": step,
           "loss": total["loss"],
           "pg_loss": total["pg_loss"],
           "kl": per_token_mean("kl"),
           "reward_mean": total["reward"] / n,
           "correct_mean": total["correct"] / n,
           "format_reward_mean": total["formatted"] / n,
           "adv_mean": adv_mean,
           "adv_std": adv_std,
           "zero_adv_frac": total["equal_groups"] / total["groups_sampled"],
           "trained_frac": total["trained_rows"] / n,
           "entropy": per_token_mean("entropy"),
           "mismatch_kl": per_token_mean("mismatch_kl"),
           "ratio_mean": per_token_mean("ratio"),
           "clip_frac": per_token_mean("clipped"),
           "resp_len_mean": total["tokens"] / n,
           "resp_len_max": all_reduce_max(max(every["lengths"])),
           "truncated_frac": total["truncated"] / n,
           "grad_norm": sum(grad_norms) / max(len(grad_norms), 1),
           "lr": trained["lr"],
           "tokens_per_s": total["tokens"] / step_time,
           "rollout_s": rollout_s,
           "logprob_s": trained["logprob_s"],
           "train_s": trained["train_s"],
           "step_s": step_time,
           **peak_memory(device)}
    rec.update(flag_metrics(rec, total, per_token_mean, sampled, trained))
    return rec


def flag_metrics(rec, total, per_token_mean, sampled, trained):
    """The metrics of the flags that are on (step_record's `total` sums and per-token means; `rec` its
    record so far)."""
    out = {}
    if dynamic_sampling_rounds:
        out["sampling_rounds"] = all_reduce_max(len(sampled["rounds"]))
        out["groups_sampled"] = total["groups_sampled"]
        out["groups_trained"] = total["groups_trained"]
    if inner_epochs > 1 or num_minibatches > 1:
        out["old_kl"] = per_token_mean("old_kl")
        out["ratio_std"] = None  # no token trained: nothing to measure
        if out["old_kl"] is not None:
            # the std of r from E[(r - 1)^2] - (E[r] - 1)^2: no cancellation near r = 1
            spread = per_token_mean("ratio_sq_dev") - (rec["ratio_mean"] - 1) ** 2
            out["ratio_std"] = math.sqrt(max(spread, 0))
    if ratio_cap:
        out["capped_frac"] = per_token_mean("capped")
    if overlong_buffer:
        out["overlong_penalty_mean"] = total["overlong"] / total["rollouts"]
    if gdpo or adv_batch_norm:
        out["adv_batch_std"] = trained["batch_std"]
    if top_p < 1 or top_k > 0:
        out["sample_kept_mass"] = total["kept_mass"] / max(total["tokens"], 1)
    if tis_cap:
        out["tis_weight_mean"] = per_token_mean("tis_weight")
        out["tis_clip_frac"] = per_token_mean("tis_clipped")
    if opsm_delta:
        out["opsm_frac"] = None  # no answer trained: nothing to mask
        if total["opsm_rows"]:
            out["opsm_frac"] = total["opsm_masked"] / total["opsm_rows"]
    if top_entropy_quantile < 1:
        out["entropy_threshold"] = trained["minibatches"][0]["entropy_threshold"]
        out["entropy_kept_frac"] = per_token_mean("entropy_kept")
    if fsdp:
        out["gathered_gb"] = sampled["gathered_gb"]  # the full weights gathered for the rollouts
    return out


def number(value, digits):
    """value with digits decimals, or "-" for None (a metric with nothing to measure this step)."""
    if value is None:
        return "-"
    return f"{value:.{digits}f}"


def format_duration(seconds):
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    if hours:
        return f"{hours}h{minutes:02d}m"
    return f"{minutes}m{secs:02d}s"


def step_line(rec, step_times):
    """The one-line summary of a step on screen, with the time left at the mean step time so far."""
    eta = sum(step_times) / len(step_times) * (max_steps - rec["step"])
    return (f"step {rec['step']}/{max_steps} | reward {rec['reward_mean']:.3f} "
            f"| correct {rec['correct_mean']:.3f} | len {rec['resp_len_mean']:.0f} "
            f"| kl {number(rec['kl'], 4)} | entropy {number(rec['entropy'], 3)} "
            f"| zero-adv {rec['zero_adv_frac']:.2f} | {rec['step_s']:.1f} s (rollout {rec['rollout_s']:.1f} s) "
            f"| eta {format_duration(eta)}")


def write_samples(out, step, sampled, tok):
    """Every sample_interval steps, the first group of the step's first round to samples.jsonl."""
    if process_rank() != 0 or not sample_interval or step % sample_interval:
        return
    first_round = sampled["rounds"][0]
    prompt = render_prompt(prompt_template, sampled["problems"][0]["problem"], tok)
    with open(out / "samples.jsonl", "a") as f:
        for i in range(num_rollouts):
            sample = dict(step=step, prompt=prompt, completion=first_round["texts"][i],
                          reward=first_round["rewards"][i].item(), answer=first_round["answers"][i])
            f.write(json.dumps(sample) + "\n")


def start_log(out, config, start_step):
    """Start log.jsonl (the first process writes it) and return the function that appends a record
    and, after a training step's, the run doctor's new findings. The first record is the config; a
    resumed run drops the records past its checkpoint (it redoes those steps) and adds a config
    record at the resume step."""
    log_path = out / "log.jsonl"
    samples_path = out / "samples.jsonl"
    master_process = process_rank() == 0
    if master_process and start_step:
        for path in (log_path, samples_path):
            records = read_run_records(path) if path.exists() else []
            kept = [r for r in records if r.get("step", r.get("resumed_at", 0)) <= start_step]
            write_atomic(path, "".join(json.dumps(r) + "\n" for r in kept))
        with open(log_path, "a") as f:
            f.write(json.dumps({"config": config, "resumed_at": start_step}) + "\n")
    elif master_process:
        write_atomic(log_path, json.dumps({"config": config}) + "\n")
        write_atomic(samples_path, "")

    def append(record):
        with open(log_path, "a") as f:
            f.write(json.dumps(record) + "\n")
    doctor = [None]  # plot_logs.py's LiveDoctor, made at the first step; emptied if it fails

    def log(record):
        if not master_process:
            return
        findings = []
        if "loss" in record and doctor:
            findings = doctor_findings(doctor, config, log_path, record)
        append(record)
        for finding in findings:
            print(finding["message"])
            append(finding)
    return log


def doctor_findings(doctor, config, log_path, record):
    """The run doctor's new findings at a step, each printed as one line: plot_logs.py's LiveDoctor
    (numpy only), made at the first step, reads the log so far, so nothing is said twice. Without
    plot_logs.py, or when it fails, one note, and the run goes on without it."""
    try:
        if doctor[0] is None:
            from plot_logs import LiveDoctor
            doctor[0] = LiveDoctor(config, log_path)
        return doctor[0].update(record)
    except Exception as e:  # a copy of grpo.py without the plotting script, or a broken one
        print(f"note: the live run doctor is off ({type(e).__name__}: {e}); the run goes on")
        doctor.clear()
        return []


def run_eval(step, policy, tok, evals):
    """eval_acc, the accuracy over eval_num_samples = k answers a problem (avg@k; greedy: k = 1),
    and for k > 1 eval_pass@k and eval_maj@k, on the eval problems, each process on its share;
    printed and logged with eval_protocol, what they were measured under, and the peak memory
    of the evaluation (eval_peak_mem_gb...), whose KV cache is often the run's peak."""
    k = eval_num_samples
    settings = eval_settings(tok, benchmark_name(eval_benchmark, eval_data), prompt_template,
                             eval_max_new_tokens, eval_temperature, 1.0, 0, k, 0)
    share = evals[process_rank()::world_size()]
    scores = {}
    start_clock()  # on CUDA, the peak memory counter starts again here
    policy.eval()  # as in training's rollouts: no grad_checkpoint path, one compiled graph per shape
    gather_weights(policy)  # a sharded model generates from gathered weights
    if share:
        _, records = evaluate(policy, tok, share, prompt_template=prompt_template,
                              max_new_tokens=eval_max_new_tokens, batch_size=eval_batch_size,
                              temperature=eval_temperature, num_samples=k, progress=False,
                              workers=grade_workers, compile_generate=compile_generate)
        scores = problem_scores(records)
    release_weights(policy)
    names = {"acc": f"avg@{k}"}  # logged as eval_<name> -> the metric of eval_math500
    if k > 1:
        names |= {f"pass@{k}": f"pass@{k}", f"maj@{k}": f"maj@{k}"}
    total, *sums = all_reduce_sum([len(share)] + [sum(scores.get(m, [])) for m in names.values()])
    metrics = {f"eval_{name}": right / total for name, right in zip(names, sums)}
    shown = ", ".join(f"{key} {value:.3f}" for key, value in metrics.items())
    print0(f"step {step}: {shown} on {len(evals)} problems ({describe(settings)})")
    return metrics | {"eval_protocol": describe(settings)} | peak_memory(device, "eval_")


def wall_clock():
    """Wall time, after the GPU has finished what was queued."""
    if device.startswith("cuda"):
        torch.cuda.synchronize(device)
    return time.perf_counter()


def start_clock():
    """The step's start time; on CUDA, the peak memory counter starts again here."""
    if device.startswith("cuda"):
        torch.cuda.reset_peak_memory_stats(device)
    return wall_clock()


def peak_memory(device, prefix=""):
    """prefix + peak_mem_gb (qwen3.peak_memory_gb: on CUDA since start_clock), and on CUDA prefix +
    peak_reserved_gb (what the allocator held: allocated memory, its cache and fragmentation)."""
    peaks = {prefix + "peak_mem_gb": qwen3.peak_memory_gb(device)}
    if device.startswith("cuda"):
        peaks[prefix + "peak_reserved_gb"] = torch.cuda.max_memory_reserved(device) / 1e9
    return peaks

# -----------------------------------------------------------------------------
# D. the run folder: one run at a time, data and models, checkpoints, resume, signals

# MATH train less MATH-500, as (dataset repo, file) on the Hugging Face Hub
MATH_TRAIN = ("rasbt/math_full_minus_math500", "math_full_minus_math500.json")
CKPT_NAME = re.compile(r"ckpt_(\d+)")


def write_atomic(path, text):
    """Write a file under a temporary name, then rename it into place: a kill leaves the old file or
    the new one, never half of one."""
    tmp = Path(str(path) + ".tmp")
    with writing(path, tmp):
        tmp.write_text(text)
    os.replace(tmp, path)


def lock_out_dir(out):
    """Hold an exclusive lock on out/lock for the life of this process: two runs never share a
    folder. The operating system releases it when the process ends, however it ends, so a stale
    lock file blocks nothing."""
    try:
        import fcntl
    except ImportError:  # Windows: no fcntl, no lock
        return None
    handle = open(out / "lock", "a+")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip() or "another process"
        sys.exit(f"error: {out} is in use by {holder}: wait for it to end, "
                 "or pass another --out_dir")
    handle.seek(0)
    handle.truncate()
    handle.write(f"process {os.getpid()} (grpo.py)\n")
    handle.flush()
    return handle


def logged_steps(out):
    """How many training steps log.jsonl holds (records with a step above 0; not the config, not the
    evaluation before the first step). A damaged line stops with its file and line."""
    path = out / "log.jsonl"
    if not path.exists():
        return 0
    return sum(1 for r in read_run_records(path) if r.get("step", 0) > 0)


def open_run_folder(out):
    """Make out_dir and lock it (the lock, returned, is held until it is dropped); refuse a fresh
    run in a folder that holds an earlier one; with resume, the newest intact checkpoint (damaged
    ones are moved aside), else None. A run that stopped before its first step left nothing to
    keep: it starts again, fresh or resumed, with a note."""
    lock = None
    if process_rank() == 0:
        out.mkdir(parents=True, exist_ok=True)
        lock = lock_out_dir(out)
        steps = logged_steps(out)
        checkpoints = list_checkpoints(out)
        if not resume and (steps or checkpoints):
            sys.exit(f"error: {out} holds an earlier run ({steps} logged steps, {len(checkpoints)} "
                     "checkpoints): pass --resume=True to continue it, or another --out_dir")
        if not steps and not checkpoints and (out / "log.jsonl").exists():
            print(f"note: {out} holds a run that stopped before its first step: starting it again")
    barrier()  # the first process has checked the run folder
    if not resume:
        return None, lock
    if process_rank() == 0:
        pick_resume_checkpoint(out)  # moves damaged checkpoints aside
    barrier()
    intact = list_checkpoints(out)
    if intact:
        return intact[-1], lock
    steps = logged_steps(out)
    if steps:
        sys.exit(f"error: --resume=True but {out} has no intact checkpoint (a ckpt_<step> folder "
                 f"with trainer_state.pt) for its {steps} logged steps: start again in another "
                 "--out_dir (or delete this one)")
    print0(f"note: --resume=True but {out} holds no checkpoint and no step: starting at step 0")
    return None, lock


def fetch_inputs():
    """The model folder and the data files: model_dir, train_data and eval_data, or what init_from,
    MATH train and eval_benchmark (MATH-500) download to. The first process downloads; the others
    then find it all in the cache."""
    if process_rank() != 0:
        barrier()
    try:  # bad input is the user's to fix: say what is wrong without a traceback
        model_path = model_dir
        if not model_path:
            download_dir = os.path.join("out", "models", init_from.split("/")[-1])
            model_path = qwen3.download(init_from, download_dir)
        train_path = train_data or download_data(MATH_TRAIN, "train_data")
        eval_path = eval_data
        if eval_interval:
            eval_path = benchmark_file(eval_benchmark, eval_data, "eval_data")
    except (OSError, ValueError) as e:
        sys.exit(f"error: {e}")
    if process_rank() == 0:
        barrier()
    return model_path, train_path, eval_path


def load_data(model_path, train_path, eval_path, policy):
    """The training problems, the first eval_max_items evaluation problems (none without
    eval_interval), the tokenizer and its folder. Every prompt is rendered and tokenized once here
    (check_prompts), so that a problem no step could sample stops the run now, not when drawn; and
    a run that cannot fit in memory is refused before it starts (check_memory)."""
    max_positions = policy.config.max_position_embeddings
    try:
        train = load_problems(train_path)
        evals = []
        if eval_interval:
            evals = load_problems(eval_path, eval_benchmark)[:eval_max_items]
        tok_dir = qwen3.tokenizer_folder(model_path, tokenizer_dir)
        tok = qwen3.load_tokenizer(tok_dir)
        prompts = check_prompts(train, tok, prompt_template, max_new_tokens, max_positions)
        eval_prompts = []
        if evals:
            eval_prompts = check_prompts(evals, tok, prompt_template, eval_max_new_tokens, max_positions,
                                         flag="eval_max_new_tokens")
    except (OSError, ValueError) as e:
        sys.exit(f"error: {e}")
    if prompts_per_step > len(train):
        sys.exit(f"error: prompts_per_step={prompts_per_step} is more than the {len(train)} problems "
                 f"of {train_path}: a step would hold some problems twice; pass a smaller one")
    longest_eval = max((len(p) for p in eval_prompts), default=0)
    check_memory(policy.config, max(len(p) for p in prompts), longest_eval, len(evals))
    return train, evals, tok, tok_dir


def load_models(path, model_path):
    """The policy (from path: the starting model or the checkpoint to resume), the frozen reference
    model (with kl_coef > 0: the starting model), both sharded with fsdp, the optimizer, and the
    weights' dtype. LoRA: the starting model with adapters, its reference itself with them off."""
    weight_dtype = qwen3.pick_dtype(dtype, device)
    if lora_rank:
        path = model_path
    try:
        policy = qwen3.load_model(path, device=device, dtype=weight_dtype)
        ref = None
        if kl_coef > 0 and not lora_rank:
            ref = qwen3.load_model(model_path, device=device, dtype=weight_dtype).requires_grad_(False)
    except (OSError, ValueError) as e:
        sys.exit(f"error: {e}")
    except SafetensorError as e:
        sys.exit(f"error: a .safetensors file in {path} is damaged (truncated?): {e}")
    # sharded: float32 shards are the master weights, so AdamW steps them directly
    optimizer_dtype = weight_dtype
    if fsdp:
        policy = shard_model(policy, torch.float32, weight_dtype, device)
        optimizer_dtype = torch.float32
        if ref is not None:
            ref = shard_model(ref, weight_dtype, weight_dtype, device)
    if lora_rank:
        qwen3.add_lora(policy, lora_rank, lora_alpha, lora_targets, seed)
        if kl_coef > 0:
            ref = qwen3.BaseModel(policy)
        optimizer_dtype = torch.float32  # the adapters' dtype
    policy.grad_checkpoint = grad_checkpoint
    trained = [p for p in policy.parameters() if p.requires_grad]  # LoRA: the adapters only
    optimizer = make_optimizer(trained, optimizer_dtype, master_weights, learning_rate, (beta1, beta2),
                               weight_decay, seed)
    return policy, ref, optimizer, weight_dtype


def list_checkpoints(out):
    """The trainer's checkpoints in out, oldest first: folders named ckpt_ + digits that hold
    trainer_state.pt. Anything else (a copy named ckpt_best, a backup ckpt_000040.bak, a
    half-written .tmp) is not one."""
    found = []
    for path in Path(out).glob("ckpt_*"):
        if CKPT_NAME.fullmatch(path.name) and (path / "trainer_state.pt").is_file():
            found.append(path)
    return sorted(found, key=lambda p: int(CKPT_NAME.fullmatch(p.name).group(1)))


def move_aside(path, why):
    """Rename a folder that is in the way to <name>.<why> (or .<why>2, .<why>3, ... when that exists),
    kept to inspect; returns the new path."""
    aside = path.with_name(f"{path.name}.{why}")
    n = 2
    while aside.exists():
        aside = path.with_name(f"{path.name}.{why}{n}")
        n += 1
    os.rename(path, aside)
    return aside


def make_room(path):
    """Before saving a checkpoint at path: False when it holds an intact checkpoint already (the one
    this run resumed from, at the same step: it is kept, since it may hold evaluation results);
    otherwise True, after moving aside whatever folder is there (an incomplete checkpoint)."""
    if not path.exists():
        return True
    if (path / "trainer_state.pt").is_file() and checkpoint_damage(path) is None:
        print(f"{path} exists already (the checkpoint this run resumed from): kept as it is")
        return False
    aside = move_aside(path, "incomplete")
    print(f"warning: {path} was not a complete checkpoint: moved it to {aside}, saving anew")
    return True


@contextlib.contextmanager
def writing(path, tmp):
    """Write path through its temporary tmp in this context: a full disk ends the run with one line
    that says so, and tmp is removed (the previous checkpoint and log stay intact)."""
    try:
        yield
    except (OSError, RuntimeError, SafetensorError) as error:
        free = shutil.disk_usage(Path(path).parent).free
        full = getattr(error, "errno", None) == errno.ENOSPC or "No space left" in str(error)
        # torch.save reports a short write as "unexpected pos", without its errno
        if not full and free > 64 * 2**20:
            raise
        if Path(tmp).is_dir():
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            Path(tmp).unlink(missing_ok=True)
        sys.exit(f"error: no space left on device while writing {path} ({free // 2**20} MiB "
                 "free): free some space, then continue with --resume=True")


def read_run_records(path):
    """The JSON records of log.jsonl or samples.jsonl, less a partial last line (a run killed while
    writing it: the resume redoes that step). A damaged line before it stops with its file and line."""
    text = Path(path).read_text(errors="replace")
    complete = text[:text.rfind("\n") + 1]
    records = []
    for i, line in enumerate(complete.splitlines(), 1):
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as e:
            sys.exit(f"error: {path}:{i} is not a JSON record ({e.msg}): repair or delete that line, "
                     "then resume")
    return records


def save_checkpoint(path, model, tokenizer_dir, optimizer, step, config, ref=None):
    """A Hugging Face-format folder (loads in eval_math500.py, qwen3.py and transformers) plus
    trainer_state.pt, written under a temporary name and renamed: an interrupted save never leaves a
    broken checkpoint (see make_room for a folder already there). ref: a reference model that is not
    the starting model (ref_update_interval), kept for resume."""
    if not make_room(path):
        return False
    tmp = Path(str(path) + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    with writing(path, tmp):
        qwen3.save_model(model, tmp)
        ref_state = None if ref is None else ref.state_dict()
        state = {"optimizer": optimizer.state_dict(), "ref": ref_state,
                 "lora": qwen3.adapter_state(model)}
        write_trainer_state(tmp, tokenizer_dir, step, optimizer, config, state)
    os.rename(tmp, path)
    return True


def write_trainer_state(tmp, tokenizer_dir, step, optimizer, config, state):
    """The tail of both checkpoint writers: the tokenizer's files, then trainer_state.pt: state,
    the step, the flags and the list of the files the trainer wrote (pruning deletes only those)."""
    for name in qwen3.TOKENIZER_FILES:
        if (Path(tokenizer_dir) / name).is_file():
            shutil.copy(Path(tokenizer_dir) / name, tmp / name)
    files = sorted(p.name for p in tmp.iterdir()) + ["trainer_state.pt"]
    # the data order and the sampling noise are functions of (seed, step), so the step is all a
    # resume needs
    state.update(step=step, optimizer_kind=type(optimizer).__name__, config=config, files=files)
    torch.save(state, tmp / "trainer_state.pt")


def save(out, step, policy, ref, optimizer, tok_dir, config, weight_dtype):
    """The checkpoint of a step (every process joins with fsdp, where each writes its shards), then
    pruning to the newest keep_ckpts."""
    path = out / f"ckpt_{step:06d}"
    moving_ref = ref if ref_update_interval else None
    if fsdp:
        saved = save_sharded_checkpoint(path, policy, tok_dir, optimizer, step, config, moving_ref,
                                        weight_dtype)
    elif process_rank() == 0:
        saved = save_checkpoint(path, policy, tok_dir, optimizer, step, config, moving_ref)
    if process_rank() == 0 and saved:
        print(f"saved checkpoint {path}")
        prune_checkpoints(out, keep_ckpts)


def prune_checkpoints(out, keep):
    """Delete all but the newest `keep` checkpoints (0 = keep all). Only the files the trainer wrote
    go: a folder that holds anything else (evaluation results, notes) stays, with those files."""
    if keep == 0:
        return
    for path in list_checkpoints(out)[:-keep]:
        # onto the CPU, and read as used (mmap): a GPU run's 7 GB of optimizer state stays on disk
        state = torch.load(path / "trainer_state.pt", map_location="cpu", mmap=True, weights_only=True)
        files = state.get("files", [])
        for name in files:
            (path / name).unlink(missing_ok=True)
        if any(path.iterdir()):
            print(f"pruned the trainer's files from {path}; kept what else it holds")
        else:
            path.rmdir()


def checkpoint_damage(path):
    """None when the checkpoint's files read back whole, else which file is damaged and how."""
    from safetensors import safe_open
    try:
        # onto the CPU: a GPU run's checkpoint is intact on a machine without one too
        state = torch.load(path / "trainer_state.pt", map_location="cpu", mmap=True, weights_only=True)
    except Exception as e:  # torch raises several kinds for a truncated file
        return f"{path / 'trainer_state.pt'}: {type(e).__name__}: {e}"
    for name in state.get("files", []):
        if not name.endswith(".safetensors"):
            continue
        try:
            # opening checks the header against the file's size: a truncated file fails here
            with safe_open(path / name, framework="pt") as f:
                f.keys()
        except Exception as e:
            return f"{path / name}: {e}"
    return None


def pick_resume_checkpoint(out):
    """The newest intact checkpoint. A damaged one is renamed to <name>.damaged (kept to inspect),
    with a message, and the one before it is used."""
    for path in reversed(list_checkpoints(out)):
        damage = checkpoint_damage(path)
        if damage is None:
            return path
        aside = move_aside(path, "damaged")
        print(f"warning: checkpoint {path} is damaged ({damage}); moved it to {aside}, "
              "trying the one before")
    return None


def changed_flags(saved, now):
    """The flags that differ between a checkpoint's config and this run's, but the resume-safe ones
    (max_steps is not, with a cosine schedule: it sets the schedule's length)."""
    safe = RESUME_SAFE_FLAGS
    if now.get("lr_schedule") == "cosine":
        safe = safe - {"max_steps"}
    names = sorted(set(saved) | set(now))
    return [n for n in names if n not in safe and saved.get(n) != now.get(n)]


def resume_state(ckpt, policy, ref, optimizer, config):
    """Load the optimizer (and a moving reference model) of the checkpoint to resume, after checking
    that it was saved by a run with the same flags; returns its step (0 without a checkpoint)."""
    if ckpt is None:
        return 0
    state = torch.load(ckpt / "trainer_state.pt", map_location=device, mmap=True, weights_only=True)
    if state.get("fsdp", False) != fsdp:
        saved_fsdp = state.get("fsdp", False)
        sys.exit(f"error: {ckpt} was saved with fsdp={saved_fsdp}: resume with --fsdp={saved_fsdp}")
    if state["optimizer_kind"] != type(optimizer).__name__:
        sys.exit(f"error: {ckpt} was saved with other --dtype / --master_weights flags: "
                 "resume with those")
    changed = changed_flags(state["config"], config)
    if changed and not allow_flag_changes:
        diffs = ", ".join(f"{n}: {state['config'].get(n)!r} -> {config.get(n)!r}" for n in changed)
        sys.exit(f"error: resuming with changed flags ({diffs}), which change what the run computes: "
                 "drop them, or pass --allow_flag_changes=True if the change is wanted")
    if fsdp:
        saved_optimizer = None
        if state["sharded_optimizer"]:
            saved_optimizer = optimizer
        moving_ref = None
        if state["sharded_ref"]:
            moving_ref = ref
        load_sharded_checkpoint(ckpt, policy, saved_optimizer, moving_ref)
    else:
        optimizer.load_state_dict(state["optimizer"])
    if lora_rank:
        qwen3.load_adapters(policy, state["lora"])
    if ref is not None and state["ref"] is not None:
        ref.load_state_dict(state["ref"])  # as refreshed last (ref_update_interval)
    if state["step"] >= max_steps:
        print0(f"{ckpt} is at step {state['step']}: --max_steps={max_steps} leaves nothing to train "
               "(pass a larger --max_steps to continue)")
        end_processes()
        sys.exit(0)
    print0(f"resumed from {ckpt} at step {state['step']}")
    return state["step"]


def catch_signals():
    """Ctrl-C (or a scheduler's SIGTERM) finishes the current step, then saves; a second Ctrl-C
    stops at once. Returns the list the handler appends to."""
    stop = []

    def on_signal(signum, frame):
        stop.append(signum)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        if process_rank() == 0:  # os.write: print is not safe inside a signal handler
            message = "\ninterrupt: finishing this step, then saving a checkpoint (again: stop now)\n"
            os.write(1, message.encode())
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    return stop


def stop_requested(stop, step):
    """Whether any process was asked to stop: every process stops at the same step."""
    if all_reduce_sum([len(stop)])[0]:
        print0(f"interrupted: saving a checkpoint at step {step}")
        return True
    return False

# -----------------------------------------------------------------------------
# E. flags: checks, and which flags a resumed run may change (qwen3.configure parses them)

# flags that a resumed run may change: they don't change what the run computes, only how long it
# runs, how often it reports, and how it spends memory and time
RESUME_SAFE_FLAGS = {
    "max_steps", "resume", "allow_flag_changes", "out_dir",
    "eval_interval", "eval_max_items", "eval_max_new_tokens", "eval_batch_size", "eval_data",
    "eval_benchmark", "eval_num_samples", "eval_temperature",
    "sample_interval", "ckpt_interval", "keep_ckpts",
    "grade_workers", "threads", "backend", "device", "compile", "compile_generate", "grad_checkpoint", "fsdp",
    "micro_batch_size",
    "logprob_impl", "logprob_block_tokens", "logprob_block_vocab",
}


def check_flags(c, world):
    """Exit with a message that says what to change when a flag value cannot work (c: the flags):
    each flag alone, then the rules between flags, then what sharded training does not do."""
    check_each_flag(c, world)
    check_flag_rules(c)
    check_fsdp_flags(c, world)


def check_each_flag(c, world):
    """The flags one by one: a choice among names, a lower bound, a finite number, a range."""
    choices = {"loss_agg": ("token_mean", "seq_mean_token_mean", "seq_sum",
                            "seq_mean_token_sum_norm"),
               "ratio_level": ("token", "sequence"),
               "kl_estimator": ("k1", "k2", "k3"),
               "lr_schedule": ("constant", "cosine"),
               "logprob_impl": ("blocked", "plain"),
               "dtype": ("auto", "float32", "bfloat16"),
               "loss_type": ("ppo", "cispo"),
               "format_reward": ("think", "boxed"),
               "lora_targets": tuple(qwen3.LORA_TARGETS)}
    if c["dtype"] == "float16":
        sys.exit("dtype=float16 would need loss scaling, which grpo.py does not do: "
                 "use bfloat16 or float32")
    for name, allowed in choices.items():
        if c[name] not in allowed:
            sys.exit(f"{name}={c[name]!r} is not one of {', '.join(allowed)}")
    # num_rollouts >= 2: advantages compare the answers within a group
    at_least = {"num_rollouts": 2, "prompts_per_step": 1, "micro_batch_size": 1,
                "max_new_tokens": 1, "inner_epochs": 1, "max_steps": 0, "keep_ckpts": 0,
                "eval_interval": 0, "eval_max_items": 1, "eval_max_new_tokens": 1, "eval_batch_size": 1,
                "ckpt_interval": 0, "sample_interval": 0, "warmup_steps": 0, "grade_workers": 0,
                "top_k": 0, "clip_eps": 0, "grad_clip": 0, "learning_rate": 0, "eval_temperature": 0,
                "overlong_buffer": 0, "dynamic_sampling_rounds": 0, "num_minibatches": 1,
                "ref_update_interval": 0, "ratio_cap": 0, "unboxed_reward": 0, "tis_cap": 0,
                "opsm_delta": 0, "kl_coef": 0, "weight_decay": 0, "overlong_penalty": 0,
                "correct_reward_weight": 0, "process_timeout": 1, "threads": 0, "lora_rank": 0,
                "lora_alpha": 0}
    for name, low in at_least.items():
        if c[name] < low:
            sys.exit(f"{name}={c[name]} must be at least {low}")
    for name in qwen3.flag_names(c):
        if isinstance(c[name], float) and not math.isfinite(c[name]):
            sys.exit(f"{name}={c[name]} must be a finite number")
    for name in ("beta1", "beta2"):
        if not 0 <= c[name] < 1:
            sys.exit(f"{name}={c[name]} must be in [0, 1): AdamW's moving averages")
    if not c["out_dir"].strip():
        sys.exit("out_dir is empty: pass --out_dir=a folder for the log, samples and checkpoints")
    if c["temperature"] <= 0:
        sys.exit("temperature must be above 0: a group needs different answers "
                 "(and the log-probs divide by it)")
    k, batch = c["eval_num_samples"], c["eval_batch_size"]
    problem = sampling_problem(k, c["eval_temperature"], batch, "eval_")
    if problem:
        sys.exit(problem)
    if not 0 < c["top_p"] <= 1:
        sys.exit(f"top_p={c['top_p']} must be in (0, 1]; 1 = off")
    if not 0 < c["top_entropy_quantile"] <= 1:
        sys.exit(f"top_entropy_quantile={c['top_entropy_quantile']} must be in (0, 1]: the fraction "
                 "of tokens that keep their policy gradient (0.2 in the paper); 1 = off")
    high = c["clip_eps_high"]
    if high is not None and (isinstance(high, bool) or not isinstance(high, (int, float))):
        sys.exit(f"clip_eps_high must be a number or None, got {high!r}")
    if high is not None and not (math.isfinite(high) and high >= 0):
        sys.exit(f"clip_eps_high={high} must be a finite number, at least 0")
    template = c["prompt_template"]
    if template not in PROMPT_TEMPLATES and "{problem}" not in template:
        sys.exit(f"prompt_template={template!r} is neither a name ({', '.join(PROMPT_TEMPLATES)}) "
                 "nor a string containing {problem}")
    if c["prompts_per_step"] % world:
        sys.exit(f"prompts_per_step={c['prompts_per_step']} must divide by the number of processes "
                 f"({world})")


def check_flag_rules(c):
    """The rules between flags: values that cannot work together."""
    if c["num_minibatches"] > c["prompts_per_step"]:
        sys.exit(f"num_minibatches={c['num_minibatches']} must be at most prompts_per_step="
                 f"{c['prompts_per_step']}: a minibatch holds whole groups")
    if c["overlong_buffer"] >= c["max_new_tokens"]:
        sys.exit(f"overlong_buffer={c['overlong_buffer']} must be below "
                 f"max_new_tokens={c['max_new_tokens']}")
    clip_high = c["clip_eps"] if c["clip_eps_high"] is None else c["clip_eps_high"]
    if c["ratio_cap"] and c["ratio_cap"] < 1 + clip_high:
        sys.exit(f"ratio_cap={c['ratio_cap']} must be at least 1 + clip_eps_high = {1 + clip_high} "
                 "(or 0 = off): below it, it would cap ratios the PPO clip keeps")
    if c["loss_type"] == "cispo" and c["ratio_level"] != "token":
        sys.exit("loss_type=cispo weights each token by its own ratio: use ratio_level=token")
    if c["kl_is_weight"] and c["kl_coef"] == 0:
        sys.exit("kl_is_weight=True weights the KL term, which is off: set kl_coef > 0")
    reward_terms = [c["correct_reward_weight"], c["format_reward_weight"], c["overlong_buffer"]]
    if all(term == 0 for term in reward_terms):
        sys.exit("correct_reward_weight=0 with format_reward_weight=0 and overlong_buffer=0: every "
                 "reward is 0 and nothing can be learned; set one of them")
    if c["lora_rank"] and c["ref_update_interval"]:
        sys.exit("ref_update_interval > 0 with lora_rank > 0 is not supported: the reference model is "
                 "the base model under the adapters, not a copy to refresh; pass ref_update_interval=0")
    if c["dynamic_sampling_rounds"] and not c["skip_zero_adv"]:
        sys.exit("dynamic_sampling_rounds > 0 replaces groups with equal rewards: "
                 "it needs skip_zero_adv=True")


def check_fsdp_flags(c, world):
    """What sharded training (FSDP2) does not do."""
    if c["fsdp"] and world == 1:
        sys.exit("fsdp=True shards the model over processes: launch with torchrun "
                 "--nproc_per_node=N (N >= 2), or use fsdp=False with one process")
    if c["fsdp"] and not c["master_weights"]:
        sys.exit("fsdp=True keeps float32 master weights in its shards (FSDP2's mixed precision): "
                 "master_weights=False (bf16 stochastic rounding) is not supported with it; pass "
                 "master_weights=True, or fsdp=False")
    if c["fsdp"] and c["lora_rank"]:
        sys.exit("fsdp=True with lora_rank > 0 is not supported: the adapters and their AdamW state "
                 "are small, so train LoRA with plain data parallelism (fsdp=False)")
    if c["fsdp"] and (c["compile"] or c["compile_generate"]):
        sys.exit("fsdp=True with compile or compile_generate is not supported (FSDP's hooks on "
                 "every layer are not compiled here): pass compile=False compile_generate=False, "
                 "or fsdp=False")


def inert_flags(c):
    """Notes on flags that were set but do nothing in this combination (c: the flags)."""
    notes = []
    single_update = c["inner_epochs"] == 1 and c["num_minibatches"] == 1
    if c["ratio_cap"] and c["loss_type"] == "cispo":
        notes.append("ratio_cap does nothing with loss_type=cispo, whose weight is capped already")
    elif c["ratio_cap"] and single_update:
        notes.append("ratio_cap does nothing with one update per batch: the ratio is exactly 1")
    if c["loss_type"] == "cispo" and single_update:
        notes.append("loss_type=cispo has the same gradient as ppo with one update per batch (ratio 1)")
    if c["clip_eps_high"] is not None and c["clip_eps"] == 0 and c["loss_type"] == "ppo":
        notes.append("clip_eps_high does nothing with clip_eps=0, which switches clipping off")
    if c["ref_update_interval"] and c["kl_coef"] == 0:
        notes.append("ref_update_interval does nothing with kl_coef=0: there is no reference model")
    if c["adv_batch_norm"] and c["gdpo"]:
        notes.append("adv_batch_norm adds nothing to gdpo=True, which whitens over the step already")
    if c["format_reward"] != "think" and c["format_reward_weight"] == 0:
        notes.append("format_reward does nothing with format_reward_weight=0")
    no_filter = c["top_p"] == 1 and c["top_k"] == 0
    if c["keep_sampling_mask"] and no_filter:
        notes.append("keep_sampling_mask does nothing with top_p=1 and top_k=0: every token can be drawn")
    # the sampler and the trainer differ only through top-p/top-k, bf16 rounding, or updates within
    # the step
    same_policy = no_filter and single_update and c["dtype"] == "float32"
    if c["tis_cap"] and same_policy:
        notes.append("tis_cap does (almost) nothing here: with float32, no top-p/top-k and one update "
                     "per batch, the trainer's and the sampler's log-probs agree")
    if c["opsm_delta"] and same_policy:
        notes.append("opsm_delta masks (almost) nothing here: with float32, no top-p/top-k and one "
                     "update per batch, the trainer's and the sampler's log-probs agree")
    return notes



# -----------------------------------------------------------------------------
# F. processes: torchrun's data parallelism, and sharded training (FSDP2)


def world_size():
    """The number of processes: torchrun's WORLD_SIZE, 1 without torchrun."""
    return int(os.environ.get("WORLD_SIZE", 1))


def process_rank():
    return int(os.environ.get("RANK", 0))


def print0(*args, **kwargs):
    """print on the first process only."""
    if process_rank() == 0:
        print(*args, **kwargs)


def init_processes(config):
    """Check the flags (and note those that do nothing), resolve the globals `clip_eps_high` (None:
    clip_eps) and `device` (cuda:N, mps or cpu) and, under torchrun, join the process group: each
    process drives the GPU of its LOCAL_RANK."""
    global device, clip_eps_high
    check_flags(config, world_size())
    for note in inert_flags(config):
        print0(f"note: {note}")
    if clip_eps_high is None:
        clip_eps_high = clip_eps
    if threads:
        torch.set_num_threads(threads)
    try:
        dev = qwen3.pick_device(device)
    except (RuntimeError, ValueError) as e:
        sys.exit(f"error: {e}")
    gpu = None
    if dev.startswith("cuda"):
        if world_size() > 1:
            dev = f"cuda:{int(os.environ.get('LOCAL_RANK', 0))}"
        gpu = torch.device(dev)
        torch.cuda.set_device(gpu)  # one process on cuda:1 too
    if world_size() > 1:
        timeout = datetime.timedelta(seconds=process_timeout)
        dist.init_process_group(backend or ("nccl" if gpu else "gloo"), timeout=timeout, device_id=gpu)
        # sums of numbers on gloo with CPU tensors (no GPU sync of their own, and a timeout raises where
        # NCCL's watchdog aborts), and a group only to name a process that stopped answering
        SCALARS[:] = [dist.new_group(backend="gloo", timeout=timeout)]
        MONITOR[:] = [dist.new_group(backend="gloo", timeout=timeout)]
    device = dev


SCALARS = []  # the gloo group that sums numbers over processes
MONITOR = []  # the gloo group that explain_failure asks which processes still answer


def explain_failure(error):
    """Under torchrun, one line for an error that comes from the other processes, instead of a
    traceback: a process that stopped answering within process_timeout is named; a process whose
    peer ended (on its own error, which that peer reports) stops quietly. Other errors: None."""
    text = str(error)
    if world_size() == 1 or not MONITOR:
        return None
    if "Timed out" in text or "timed out" in text or "Timeout" in text:
        try:
            dist.monitored_barrier(group=MONITOR[0], timeout=datetime.timedelta(seconds=5),
                                   wait_all_ranks=True)
        except RuntimeError as e:
            stopped = re.search(r"Ranks? ([\d, ]+) failed", str(e))
            if stopped:
                return (f"error: process {stopped.group(1)} of {world_size()} stopped answering (hung, "
                        f"stopped or overloaded): process {process_rank()} waited {process_timeout} s "
                        "for it (--process_timeout)")
        return (f"error: a collective operation timed out after {process_timeout} s "
                "(--process_timeout): another process stopped answering")
    if any(k in text for k in ("Connection closed by peer", "Connection reset by peer", "Broken pipe")):
        return ""  # the process that ended first says why
    return None


@contextlib.contextmanager
def one_voice():
    """Under torchrun, what the processes say on an error, made one line: every process meets the same
    user error, and only the first one says it; an error that comes from the other processes (one
    stopped answering, or ended) is explained by explain_failure. Other errors keep their traceback."""
    try:
        yield
    except SystemExit as e:
        if process_rank() != 0 and isinstance(e.code, str):
            sys.exit(1)
        raise
    except RuntimeError as e:
        message = explain_failure(e)
        if message is None:
            raise
        sys.exit(message or 1)


def barrier():
    """Wait for every process (nothing to wait for with one)."""
    if world_size() > 1:
        dist.barrier()


def end_processes():
    """Let the first process finish writing before any process leaves, then leave the group."""
    if world_size() > 1:
        dist.barrier()
        SCALARS.clear()
        MONITOR.clear()
        dist.destroy_process_group()


def all_reduce_sum(values):
    """Sum a list of numbers (or 0-d tensors) over processes, on the CPU over the gloo group
    SCALARS. With one process: the numbers themselves."""
    values = [float(v) for v in values]
    if world_size() == 1:
        return values
    t = torch.tensor(values, dtype=torch.float64)
    dist.all_reduce(t, group=SCALARS[0])
    return t.tolist()


def all_reduce_max(value):
    if world_size() == 1:
        return float(value)
    t = torch.tensor([float(value)], dtype=torch.float64)
    dist.all_reduce(t, op=dist.ReduceOp.MAX, group=SCALARS[0])
    return t.item()


def all_gather_cat(values):
    """The 1-D CPU tensors values of every process, end to end in process order: each at its place in
    a float64 sum over the gloo group SCALARS (exact: the rest is zeros). One process: values."""
    if world_size() == 1:
        return values
    sizes = [0] * world_size()
    sizes[process_rank()] = len(values)
    sizes = [int(n) for n in all_reduce_sum(sizes)]
    every = torch.zeros(sum(sizes), dtype=torch.float64)
    start = sum(sizes[:process_rank()])
    every[start:start + len(values)] = values
    dist.all_reduce(every, group=SCALARS[0])
    return every.float()


def collect_grads(optimizer):
    """With float32 master weights, move the micro-batch's 16-bit gradients into them (see
    MasterWeightAdamW); nothing otherwise."""
    if isinstance(optimizer, qwen3.MasterWeightAdamW):
        optimizer.collect_grads()


def optimizer_step(optimizer, n_signal):
    """One update, when some process has a signal to learn from: the gradients summed over processes
    (all_reduce_grads; FSDP's backward has summed them already), clipped to grad_clip, stepped.
    Without a signal no update, unless step_without_signal: the gradient is 0, but AdamW's momentum
    and weight decay still move the weights (the book's scripts do this). Returns [the gradient
    norm], or []."""
    norms = []
    if n_signal > 0 or step_without_signal:
        trained = [p for group in optimizer.param_groups for p in group["params"]]
        for p in trained:
            if p.grad is None:
                p.grad = torch.zeros_like(p)
        if world_size() > 1 and not fsdp:
            all_reduce_grads([p.grad for p in trained], 100 * 2**20)
        max_norm = grad_clip if grad_clip > 0 else float("inf")
        norm = torch.nn.utils.clip_grad_norm_(trained, max_norm)
        if fsdp:
            norm = norm.full_tensor()  # a DTensor: the norm over every process's shards
        norms.append(norm.item())
        optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    return norms

def all_reduce_grads(grads, bucket_bytes):
    """Sum gradients over processes, in place, one collective per bucket of about bucket_bytes (the
    tensors end to end), as DDP does, not one per tensor: each has a fixed cost, high over PCIe
    (Qwen3-0.6B: 310 tensors, 18 buckets in float32). The sums are the same numbers."""
    bucket = []
    for i, g in enumerate(grads):
        bucket.append(g)
        if sum(b.numel() * b.element_size() for b in bucket) >= bucket_bytes or i == len(grads) - 1:
            flat = torch.cat([b.view(-1) for b in bucket])
            dist.all_reduce(flat)
            summed = flat.split([b.numel() for b in bucket])
            torch._foreach_copy_(bucket, [part.view_as(b) for part, b in zip(summed, bucket)])
            bucket = []

# sharded training (FSDP2): each process holds 1/N of the weights, gradients and AdamW state
#
# fully_shard (PyTorch's FSDP2) cuts every parameter of a module into N pieces along its first dim,
# one per process, as a DTensor. Before a module's forward it all-gathers the full weights; after
# it (and after its backward) it frees them again, and each gradient is reduce-scattered: summed
# over processes, each process keeping the slice of the sum that matches its slice of the weight.
# AdamW then steps the slices. Each transformer block is one such unit; the root unit holds the
# rest (the embedding, the final norm and the head).
# The consequence for the loop: every process must run the same forwards and backwards in the same
# order, since each one gathers from all the others.


def is_sharded(model):
    if not dist.is_available():  # a torch built without torch.distributed has no FSDP either
        return False
    from torch.distributed.fsdp import FSDPModule
    return isinstance(model, FSDPModule)


def sharded_units(model):
    """The modules that fully_shard wrapped, the root (the model itself) last."""
    from torch.distributed.fsdp import FSDPModule
    units = [m for m in model.modules() if isinstance(m, FSDPModule) and m is not model]
    return units + [model]


def shard_model(model, shard_dtype, compute_dtype, device):
    """Wrap each block, then the root, with fully_shard, over all processes, on the model's device
    type (FSDP would pick CUDA wherever there is one). The shards are kept in shard_dtype; the
    forward computes in compute_dtype (FSDP's mixed precision: with bf16 compute, float32 shards
    are the master weights and gradients are summed in float32). Gradients are summed over the
    processes, as in the data-parallel loop, not averaged: the loss is normalised by the step's
    global counts already."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard
    mesh = init_device_mesh(torch.device(device).type, (dist.get_world_size(),))
    mixed = MixedPrecisionPolicy()
    if compute_dtype != shard_dtype:
        mixed = MixedPrecisionPolicy(param_dtype=compute_dtype, reduce_dtype=torch.float32)
    # one block at a time: the float32 copy of a bf16 checkpoint never exists whole
    for block in model.model.layers:
        fully_shard(block.to(shard_dtype), mesh=mesh, mp_policy=mixed)
    model.model.embed_tokens.to(shard_dtype)
    model.model.norm.to(shard_dtype)
    model.lm_head.to(shard_dtype)
    fully_shard(model, mesh=mesh, mp_policy=mixed)
    for unit in sharded_units(model):
        unit.set_force_sum_reduction_for_comms(True)
        unit.set_gradient_divide_factor(1.0)
    return model


def gather_weights(model):
    """All-gather the full weights of a sharded model and keep them until release_weights, so that
    generation decodes token after token without communication (FSDP alone would gather every layer
    again for every token, and processes that stop early would leave the others waiting). Returns
    the gathered copy's size in GB; a model that is not sharded is left as it is (0)."""
    if model is None or not is_sharded(model):
        return 0.0
    for unit in sharded_units(model):
        unit.set_reshard_after_forward(False, recurse=False)
        unit.unshard()
    gathered = 0
    for p in model.parameters():
        gathered += p.numel() * p.element_size()
    return gathered / 1e9


def release_weights(model):
    """Free the weights gathered by gather_weights (or left gathered by a forward without backward:
    FSDP keeps the root's weights after its forward) and restore FSDP's training behaviour: blocks
    free their weights after their forward, the root keeps them for the head and the backward."""
    if model is None or not is_sharded(model):
        return
    for unit in sharded_units(model):
        unit.reshard()
        unit.set_reshard_after_forward(unit is not model, recurse=False)


def pad_micro_batches(micro):
    """Sharded: give this process as many micro-batches as the process with the most (FSDP needs the
    same forwards and backwards everywhere). A padding micro-batch has no rows and one masked token:
    it adds exactly 0 to the loss and the gradients (a process whose groups all had equal rewards
    runs only these). Nothing to do without fsdp."""
    if not fsdp:
        return
    most = int(all_reduce_max(len(micro)))
    while len(micro) < most:
        kept_ids = None
        if keep_sampling_mask:
            kept_ids = [torch.full((1, 1), -1)]
        padding = make_batch([[0]], [[0]], device, [[0.0]], kept_ids)
        padding["mask"].zero_()
        padding["adv"] = torch.zeros(0, device=device)
        padding["rows"] = []
        micro.append(padding)


def save_sharded_checkpoint(path, model, tokenizer_dir, optimizer, step, config, ref, save_dtype):
    """save_checkpoint for a sharded model; every process calls it.
    - The Hugging Face folder holds the full weights in save_dtype, gathered to the first process.
    - The float32 shards, AdamW's state (and a moving reference model) are written by each process
      for its part with torch.distributed.checkpoint (.distcp files and .metadata), which can load
      them into any number of processes.
    Same temporary name and rename as save_checkpoint; an existing checkpoint is never rewritten."""
    import torch.distributed.checkpoint as dcp
    from torch.distributed.checkpoint.state_dict import (StateDictOptions, get_model_state_dict,
                                                         get_optimizer_state_dict)
    rank = process_rank()
    # every process returns when the first has no room (it keeps a checkpoint already there)
    if all_reduce_sum([rank == 0 and not make_room(path)])[0]:
        return False
    tmp = Path(str(path) + ".tmp")
    if rank == 0:
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
    dist.barrier()
    full_options = StateDictOptions(full_state_dict=True, cpu_offload=True)
    full = get_model_state_dict(model, options=full_options)  # empty on the other processes
    if rank == 0:
        # an unsharded model on the meta device takes the gathered tensors as they are
        with torch.device("meta"):
            plain = qwen3.Qwen3(model.config)
        state = {k: v.to(save_dtype) for k, v in full.items()}
        plain.load_state_dict(state, assign=True)
        plain.tie_weights()
        qwen3.save_model(plain, tmp)
        del plain, state
    del full
    sharded = {"model": get_model_state_dict(model)}
    # AdamW has no state before its first step, and asking for it would make one (a step with lr 0)
    if optimizer.state:
        sharded["optimizer"] = get_optimizer_state_dict(model, optimizer)
    if ref is not None:
        sharded["ref"] = ref.state_dict()
    dcp.save(sharded, checkpoint_id=tmp)
    if rank == 0:
        state = {"fsdp": True, "ref": None, "sharded_optimizer": "optimizer" in sharded,
                 "sharded_ref": ref is not None}
        write_trainer_state(tmp, tokenizer_dir, step, optimizer, config, state)
        os.rename(tmp, path)
    dist.barrier()
    return True


def load_sharded_checkpoint(path, model, optimizer, ref):
    """Load what save_sharded_checkpoint wrote with torch.distributed.checkpoint into the sharded
    model, optimizer and ref (None for those it did not save), whatever the number of processes."""
    import torch.distributed.checkpoint as dcp
    from torch.distributed.checkpoint.state_dict import (get_model_state_dict,
                                                         get_optimizer_state_dict,
                                                         set_model_state_dict,
                                                         set_optimizer_state_dict)
    # the state dicts of this run's shards, which dcp.load fills in place
    sharded = {"model": get_model_state_dict(model)}
    if optimizer is not None:
        sharded["optimizer"] = get_optimizer_state_dict(model, optimizer)
    if ref is not None:
        sharded["ref"] = ref.state_dict()
    dcp.load(sharded, checkpoint_id=path)
    set_model_state_dict(model, sharded["model"])
    if optimizer is not None:
        set_optimizer_state_dict(model, optimizer, sharded["optimizer"])
    if ref is not None:
        ref.load_state_dict(sharded["ref"])

# -----------------------------------------------------------------------------
# G. memory and speed: the same numbers as above, with less memory and time


def memory_flags(longest_prompt, longest_eval_prompt, n_evals):
    """qwen3.memory_plan's settings for this run's flags and its longest prompts (n_evals: the
    problems evaluated, over all processes)."""
    block_tokens, block_vocab = logprob_blocks(torch.device(device).type)
    local_prompts = prompts_per_step // world_size()
    return dict(rows=local_prompts * num_rollouts, distinct_prompts=local_prompts,
                prompt_len=longest_prompt, max_new_tokens=max_new_tokens,
                micro_batch_size=micro_batch_size, grad_checkpoint=grad_checkpoint,
                master_weights=master_weights, reference=kl_coef > 0,
                shards=world_size() if fsdp else 1, logprob_impl=logprob_impl,
                logprob_block_tokens=block_tokens, logprob_block_vocab=block_vocab,
                eval_batch_size=min(eval_batch_size, math.ceil(n_evals / world_size())),
                eval_prompt_len=longest_eval_prompt, eval_max_new_tokens=eval_max_new_tokens,
                compile_generate=bool(compile_generate),
                optimizer_chunk=qwen3.AdamWStochasticRounding.CHUNK.get(torch.device(device).type, 2**18),
                lora_rank=lora_rank, lora_targets=lora_targets)


def check_memory(config, longest_prompt, longest_eval_prompt, n_evals):
    """Print the memory plan (what a step and an evaluation need at their peaks, against what the
    device has) and refuse a run that cannot fit, naming the flags that would (qwen3.check_memory)."""
    itemsize = qwen3.pick_dtype(dtype, device).itemsize
    flags = memory_flags(longest_prompt, longest_eval_prompt, n_evals)
    plan_line, error = qwen3.check_memory(config, itemsize, flags, device)
    if plan_line:
        print0(plan_line)
    if error:
        sys.exit(error)


def make_optimizer(params, weight_dtype, master_weights, lr, betas, weight_decay, seed):
    """AdamW for the model's weights. A 16-bit weight cannot hold small updates (bf16's spacing near
    0.02 is ~1e-4, the learning rate 1e-5), so with bf16 weights the optimizer either steps float32
    copies (master_weights=True, 18 bytes per parameter) or keeps everything in bf16 and rounds
    stochastically (8 bytes per parameter)."""
    if weight_dtype == torch.float32:
        # fused: one kernel for all tensors, no per-parameter temporaries
        return torch.optim.AdamW(params, lr=lr, betas=betas, weight_decay=weight_decay, fused=True)
    if master_weights:
        return qwen3.MasterWeightAdamW(params, lr=lr, betas=betas, weight_decay=weight_decay, fused=True)
    return qwen3.AdamWStochasticRounding(params, lr, betas, weight_decay, seed=seed)


def logprob_blocks(device_type):
    """The blocked log-softmax's (tokens, vocabulary entries) a block: the flags, where 0 = blocks
    that suit the device: a CPU's cache, a GPU's memory."""
    on_cpu = device_type == "cpu"
    return logprob_block_tokens or (512 if on_cpu else 8192), logprob_block_vocab or (256 if on_cpu else 8192)


def blocked_sequence_logprobs(model, batch, temperature):
    """sequence_logprobs with logprob_impl="blocked": the same numbers, computed without the
    (tokens, vocab) logits (qwen3.BlockedLogprobs), with the input embeddings' gradient added in
    place."""
    mask = batch["mask"]
    rows, cols = mask.nonzero(as_tuple=True)
    allowed = None
    if "allowed" in batch:
        allowed = batch["allowed"][rows, cols]  # (N, K)
    embeds = None
    # a sharded model looks its embeddings up inside its forward, where FSDP collects the gradient
    # (the in-place hook would fire after FSDP has reduced the root's gradients)
    if not is_sharded(model):
        embeds = qwen3.embed_with_grad_in_place(model, batch["input_ids"])
    hidden = model(batch["input_ids"], return_hidden=True, embeds=embeds)  # (B, T, C)
    h = hidden[rows, batch["positions"][rows, cols]] / temperature  # (N, C)
    block_tokens, block_vocab = logprob_blocks(h.device.type)
    targets = batch["targets"][rows, cols]
    logp, entropy = qwen3.BlockedLogprobs.apply(h, model.lm_head.weight, targets, block_tokens,
                                                block_vocab, allowed)
    return answer_grid(mask, rows, cols, logp), answer_grid(mask, rows, cols, entropy)


if __name__ == "__main__":
    qwen3.check_torch_version(torch.__version__)
    qwen3.configure(sys.argv[1:], globals(), __file__)
    with one_voice():  # under torchrun: one line for an error, not one traceback per process
        main()
