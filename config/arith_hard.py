# The CPU demo's hard task, on top of the demo's recipe: products by 2-digit numbers worked as partial
# products, from a weak warm start.
#   python demo/arith.py --task=hard && python grpo.py config/arith_cpu.py config/arith_hard.py
# The task that tells the variants apart: about 3 groups in 4 are all wrong or all right (dynamic
# sampling has groups to refill), and the longest worked solutions (up to 109 tokens) do not fit
# in max_new_tokens during training (overlong filtering and the soft overlong punishment have
# answers to act on), while evaluation leaves room for all of them. The rest is config/arith_cpu.py.
model_dir = "out/arith_hard/model"
train_data = "out/arith_hard/train.jsonl"
eval_data = "out/arith_hard/test.jsonl"  # the 300 held-out problems demo/arith.py never trains on
out_dir = "out/arith_hard/grpo"
max_new_tokens = 96  # cuts the longest fifth of the 3-digit-by-2-digit worked solutions
eval_max_new_tokens = 112  # room for the longest worked solution
max_steps = 100
