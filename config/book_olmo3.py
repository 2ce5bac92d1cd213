# The from-scratch book's Olmo-3-style script as flags, on top of the reference recipe:
#   python grpo.py config/qwen3_0.6b_math.py config/book_olmo3.py
# Mean-only advantages (Dr. GRPO), a token-mean loss (DAPO), a token-level ratio with clip-higher, 2 updates
# per batch, and active sampling: groups whose answers all got the same reward are replaced by new problems.
# Deliberately different: the book retries the next steps' problems (seen again later) and samples fresh
# answers for each update; here new problems come from a seeded draw of the data and each batch of answers
# is used for both updates (PPO). The book clamps the ratio at 1 + clip_eps_high, which its own loss (max for
# negative advantages) makes a no-op; under PPO's min it is dual clip: at A = -1 and a ratio of 30 the
# gradient is 0 with the clamp and 30 without. ratio_cap = 1 + clip_eps_high keeps it.
adv_std_norm = False
loss_agg = "token_mean"
clip_eps = 0.2
clip_eps_high = 10.0
inner_epochs = 2
dynamic_sampling_rounds = 7  # the book's 8 tries
ratio_cap = 11.0  # the book's clamp of the ratio at 1 + clip_eps_high
step_without_signal = False  # the book's script skips the optimizer step when every reward is equal
out_dir = "out/book_olmo3"
