# Multi-worker MNIST from TensorFlow's "Multi-worker training with Keras" tutorial, as run
# in Oracle's GPU cluster tutorial §6 and Oracle's on-demand GPU cluster tutorial §4: 3 epochs x 70 steps, batch 64 per worker. TF_CONFIG (set by
# node/tensorflow-worker.sh) lists every worker and this worker's index.
# One change: tf.keras.Input instead of InputLayer(input_shape=...), which Keras 3 rejects.
import json
import os

import numpy as np
import tensorflow as tf


def mnist_dataset(batch_size):
    (x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
    x_train = x_train / np.float32(255)
    y_train = y_train.astype(np.int64)
    train_dataset = tf.data.Dataset.from_tensor_slices(
        (x_train, y_train)).shuffle(60000).repeat().batch(batch_size)
    return train_dataset


def build_and_compile_cnn_model():
    model = tf.keras.Sequential([
        tf.keras.Input(shape=(28, 28)),
        tf.keras.layers.Reshape(target_shape=(28, 28, 1)),
        tf.keras.layers.Conv2D(32, 3, activation='relu'),
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(128, activation='relu'),
        tf.keras.layers.Dense(10)
    ])
    model.compile(
        loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
        optimizer=tf.keras.optimizers.SGD(learning_rate=0.001),
        metrics=['accuracy'])
    return model


per_worker_batch_size = 64
tf_config = json.loads(os.environ['TF_CONFIG'])
num_workers = len(tf_config['cluster']['worker'])

strategy = tf.distribute.MultiWorkerMirroredStrategy()

global_batch_size = per_worker_batch_size * num_workers
multi_worker_dataset = mnist_dataset(global_batch_size)

with strategy.scope():
    multi_worker_model = build_and_compile_cnn_model()

history = multi_worker_model.fit(multi_worker_dataset, epochs=3, steps_per_epoch=70)
# one machine-readable line for the stage (the progress bars are for people)
print("OCI_GPU_CLUSTER_RESULT " + json.dumps(
    {key: float(values[-1]) for key, values in history.history.items()}), flush=True)
