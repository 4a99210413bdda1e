// A TypeScript program that deploys the cluster through the component package: the dev stack's
// configuration (Pulumi.dev.yaml) as the component's inputs. `pulumi package add` of this
// repository's plugin (README, "Using the cluster from other languages") generates the same SDK
// as ./sdk, which `docs --write` keeps equal to the provider's schema here.
import * as pulumi from "@pulumi/pulumi";
import { Cluster } from "./sdk";

const config = new pulumi.Config();

const cluster = new Cluster("gpu", {
    compartmentId: config.require("compartmentId"),
    sshPublicKey: config.require("sshPublicKey"),
    sshPrivateKey: config.requireSecret("sshPrivateKey"),
    sshAllowedCidrs: ["0.0.0.0/0"],
    suppressWarnings: ["SSH_OPEN_TO_WORLD"],
    network: {
        vcnCidr: "10.0.0.0/16",
        publicSubnetCidr: "10.0.1.0/24",
        privateSubnetCidr: "10.0.4.0/22",
    },
    bastion: {
        shape: "VM.Standard.E5.Flex",
        ocpus: 2,
        memoryInGbs: 16,
    },
    cluster: {
        mode: "clusterNetwork",
        shape: "BM.GPU4.8",
        nodeCount: 2,
        imageId: config.require("imageId"),
        bootVolumeSizeInGbs: 200,
        poolName: "gpu",
        timezone: "Asia/Tokyo",
    },
});

// the stack program's outputs, by name
export const bastionPublicIp = cluster.outputs.apply(o => o["bastionPublicIp"] as string);
export const sshBastion = cluster.outputs.apply(o => o["sshBastion"] as string);
