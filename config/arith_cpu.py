# GRPO on the CPU demo's arithmetic task: a ~100k-parameter Qwen3 made by demo/arith.py, no GPU, no download.
#   python demo/arith.py && python grpo.py config/arith_cpu.py
model_dir = "out/arith/model"
train_data = "out/arith/train.jsonl"
eval_data = "out/arith/test.jsonl"  # the 300 held-out problems demo/arith.py never trains on
prompt_template = "{problem}"  # the bare problem, e.g. "7752*4=?": the model was taught to answer it directly
out_dir = "out/arith/grpo"
device = "cpu"
threads = 1  # the tiny model gains nothing from more, and its numbers then do not depend on the core count
dtype = "float32"
# sampling
prompts_per_step = 32
num_rollouts = 8
max_new_tokens = 56  # the longest worked solution is 53 tokens
temperature = 1.0
# advantages and loss: GRPO's std-normalised advantages, DAPO's token mean, no KL, one update per batch
adv_std_norm = True
loss_agg = "token_mean"
kl_coef = 0.0
inner_epochs = 1
clip_eps = 0.0  # one update per batch: the ratio is exactly 1, so there is nothing to clip
micro_batch_size = 256  # the whole step in one forward/backward: on a CPU, big batches are the fast ones
# optimization
learning_rate = 1e-4
grad_clip = 1.0
max_steps = 150
# evaluation: greedy accuracy on all held-out problems before the first step, every 20 steps and after the last
eval_interval = 20
eval_max_new_tokens = 56
eval_max_items = 300
eval_batch_size = 300
ckpt_interval = 0  # one checkpoint, at the end
