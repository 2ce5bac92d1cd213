# The from-scratch book's chapter 7.4 script (a clipped policy ratio, 2 updates per batch) as flags, on top
# of the reference recipe (the book's chapter 6 baseline):
#   python grpo.py config/qwen3_0.6b_math.py config/book_7_4_clip_ratio.py
# Deliberately different: the book's ratio is exp(sum of the answer's log-ratios), which explodes on long
# answers, and it takes max instead of min for negative advantages, which reverses PPO's clipping. Here the
# sequence ratio is GSPO's length-normalised one and the clipped objective is PPO's min for both signs.
inner_epochs = 2
clip_eps = 10.0  # the book's value: with a length-normalised ratio it almost never binds
ratio_level = "sequence"
out_dir = "out/book_7_4_clip_ratio"
