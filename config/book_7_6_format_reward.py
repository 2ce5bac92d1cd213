# The from-scratch book's chapter 7.6 script (a <think> ... </think> format reward on the reasoning model)
# as flags, on top of the reference recipe:
#   python grpo.py config/qwen3_0.6b_math.py config/book_7_6_format_reward.py [--format_reward_if_correct=True]
# The prompt is the book's: its chapter 3 wording inside Qwen3's chat template, thinking on, as the book's
# tokenizer for the reasoning model wraps it. Deliberately different: its clipped objective (unused here:
# one update per batch) takes max for negative advantages.
init_from = "Qwen/Qwen3-0.6B"  # the reasoning model
format_reward = "think"
format_reward_weight = 1.0
max_new_tokens = 1024  # the book's published 7.6 log was made with answers of up to 1,024 tokens
prompt_template = "book_chat"  # the book's prompt, in the chat template with thinking on (its reasoning-model tokenizer)
out_dir = "out/book_7_6_format_reward"
