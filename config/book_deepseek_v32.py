# The from-scratch book's DeepSeek-V3.2-style script as flags, on top of the reference recipe:
#   python grpo.py config/qwen3_0.6b_math.py config/book_deepseek_v32.py
# Off-policy sequence masking (a negative answer whose mean log-ratio sampler/policy exceeds 0.1 leaves the
# policy gradient), the sampling mask kept in training (every log-prob over the top-p set the token was drawn
# from), 2 updates per batch, and the book's clip range of 10, which a ratio never reaches: no clipping.
# The book's KL is off by default (kl_coeff 0); its importance-weighted KL is
#   --kl_coef=0.02 --kl_estimator=k1 --kl_is_weight=True
# Deliberately different: the book's ratio and KL weight are per answer (the ratio of the answers' summed
# log-probs, not length-normalised) and it takes the max of the two PPO terms for negative advantages, which
# reverses PPO's clipping; here both are per token, with PPO's min. The book measures the off-policy
# distance from a full forward pass of the old model; here it comes from the sampler's own log-probs, as in
# DeepSeek-V3.2, so it also sees the difference between sampling and training (top-p, bf16).
top_p = 0.9
inner_epochs = 2
clip_eps = 10.0
opsm_delta = 0.1
keep_sampling_mask = True
out_dir = "out/book_deepseek_v32"
