# The reference recipe: Qwen3-0.6B-Base on the MATH training set, one GPU.
# It took MATH-500 accuracy from about 15% to about 47% in about 50 steps in the from-scratch series that
# this project reproduces (answers grew from about 80 to about 590 tokens); run it for a few hundred steps
# and watch eval_acc: plain GRPO without stabilisers decays after about 400 steps.
#   python grpo.py config/qwen3_0.6b_math.py
init_from = "Qwen/Qwen3-0.6B-Base"
prompt_template = "book"  # the book's prompt (its chapter 3), which its scripts train and evaluate with
prompts_per_step = 1  # 1 problem x 8 answers per step
num_rollouts = 8
max_new_tokens = 512
temperature = 0.8
top_p = 0.9
learning_rate = 1e-5
# the book's optimizer, torch.optim.AdamW(lr=1e-5) with its defaults, stepped on every step: also on steps whose
# groups all had equal rewards (a zero gradient, but momentum and weight decay still move the weights)
weight_decay = 0.01
beta2 = 0.999
step_without_signal = True
kl_coef = 0.0  # no reference model
clip_eps = 0.0  # no clipping (with one update per batch the ratio is 1 anyway)
loss_agg = "seq_sum"  # sum of the answer's token log-probs times its advantage
adv_std_norm = True
skip_zero_adv = True
max_steps = 500
eval_interval = 50
eval_max_items = 500  # all of MATH-500
out_dir = "out/qwen3_0.6b_math"

# What later research changed, to try one flag at a time:
#   --loss_agg=token_mean                every token weighs the same, long answers don't dominate (DAPO)
#   --clip_eps=0.2 --clip_eps_high=0.28  clip-higher, with --inner_epochs=2 so the ratio moves (DAPO)
#   --adv_std_norm=False                 mean-only advantages (Dr. GRPO), with --loss_agg=seq_mean_token_sum_norm
#   --ratio_level=sequence               length-normalised sequence ratio (GSPO)
#   --kl_coef=0.001                      a small per-token k3 KL to the base model, a stabiliser for long runs
# On a small GPU: --master_weights=False (bf16 weights, gradients and AdamW moments, stochastic rounding:
# 8 bytes per parameter instead of 18) and --grad_checkpoint=True; the memory plan printed at start says
# which flags the card needs (a 24 GB card: --grad_checkpoint=True), and PYTORCH_CUDA_ALLOC_CONF=
# expandable_segments:True lets training reuse the evaluation's freed KV cache
