# The from-scratch book's chapter 7.5 script (7.4 plus a KL term to the base model) as flags:
#   python grpo.py config/qwen3_0.6b_math.py config/book_7_4_clip_ratio.py config/book_7_5_kl.py
# The book's KL is coef x mean over answers of (sum of log pi - sum of log ref): the k1 estimator summed
# over an answer's tokens, which is what kl_estimator=k1 with loss_agg=seq_sum adds up to. In the book's run
# it collapsed MATH-500 accuracy to 0% by step 100: k1's gradient is zero in expectation (noise, not a
# pull to the reference; see kl_penalty in grpo.py). --kl_estimator=k3 (or k2) is the per-token fix.
kl_coef = 0.001
kl_estimator = "k1"
out_dir = "out/book_7_5_kl"
