# The from-scratch book's GDPO script as flags, on top of the reference recipe:
#   python grpo.py config/qwen3_0.6b_math.py config/book_gdpo.py
# Correctness and a \boxed{} format reward normalised apart within the group, summed, then normalised again;
# a right answer without a box (its last number) still earns the correctness reward; a k1 KL, summed over
# the answer's tokens as in the book. With one problem per step the step is the group, as in the book.
# Deliberately different: the book's sequence ratio (exp of the summed log-ratios) and its max for negative
# advantages; here GSPO's length-normalised ratio and PPO's min.
init_from = "Qwen/Qwen3-0.6B"  # the reasoning model
gdpo = True
format_reward = "boxed"
format_reward_weight = 0.1
unboxed_reward = 1.0
kl_coef = 0.02
kl_estimator = "k1"
inner_epochs = 2
clip_eps = 10.0
ratio_level = "sequence"
prompts_per_step = 1
prompt_template = "book_chat"  # the book's prompt, in the chat template with thinking on (its reasoning-model tokenizer)
out_dir = "out/book_gdpo"
