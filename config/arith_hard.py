# GRPO on the CPU demo's hard task: products by 2-digit numbers as partial products, weak start.
#   python demo/arith.py --task=hard && python grpo.py config/arith_hard.py
# The task that tells the variants apart: about 3 groups in 4 are all wrong or all right (dynamic
# sampling has groups to refill), and the longest worked solutions (up to 109 tokens) do not fit
# in max_new_tokens during training (overlong filtering and the soft overlong punishment have
# answers to act on), while evaluation leaves room for all of them.
model_dir = "out/arith_hard/model"
train_data = "out/arith_hard/train.jsonl"
eval_data = "out/arith_hard/test.jsonl"  # the 300 held-out problems demo/arith.py never trains on
prompt_template = "{problem}"  # the bare problem, e.g. "347*26=?"
out_dir = "out/arith_hard/grpo"
device = "cpu"
dtype = "float32"
# sampling
prompts_per_step = 32
num_rollouts = 8
max_new_tokens = 96  # cuts the longest fifth of the 3-digit-by-2-digit worked solutions
temperature = 1.0
# advantages and loss: as config/arith_cpu.py
adv_std_norm = True
loss_agg = "token_mean"
kl_coef = 0.0
inner_epochs = 1
clip_eps = 0.0  # one update per batch: the ratio is exactly 1, so there is nothing to clip
micro_batch_size = 256  # the whole step in one forward/backward: on a CPU, big batches are fast
# optimization
learning_rate = 1e-4
grad_clip = 1.0
max_steps = 100
# evaluation: greedy accuracy on all held-out problems, with room for the longest worked solution
eval_interval = 20
eval_max_new_tokens = 112
eval_max_items = 300
eval_batch_size = 300
ckpt_interval = 0  # one checkpoint, at the end
